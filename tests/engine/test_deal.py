"""Numbered deals: Parlett's Penguin layout, Eight Off, Microsoft FreeCell, and golden files
that keep every deal number giving the same deal forever."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_helpers import board, cards
from shared import all_cards

from penguin_qt.engine import (
    COLUMN,
    MAX_DEAL,
    DealError,
    IllegalMoveError,
    Move,
    deal,
    format_position,
    parse_card,
)
from penguin_qt.engine.cards import RANK, SUIT
from penguin_qt.engine.deals import microsoft_order, shuffled_deck, splitmix64
from penguin_qt_eightoff import EIGHT_OFF
from penguin_qt_freecell import FREECELL
from penguin_qt_penguin import FAMILY, PENGUIN

GOLDEN = Path(__file__).parent.parent / "golden"
SAMPLE_DEALS = (1, 2, 3, 7, 100, 1000, 31999, 123456789, MAX_DEAL)


# -- Penguin: Parlett's deal ----------------------------------------------------------------------


@pytest.mark.parametrize("number", SAMPLE_DEALS)
def test_penguin_deal_lays_49_cards_in_seven_columns_of_seven(number):
    position = deal(PENGUIN, number)
    assert [len(col) for col in position.columns] == [7] * 7
    assert all(c is None for c in position.cells) and len(position.cells) == 7


@pytest.mark.parametrize("number", SAMPLE_DEALS)
def test_beak_is_the_deepest_card_of_column_one_and_sets_the_base_rank(number):
    position = deal(PENGUIN, number)
    beak = position.columns[0][0]
    assert RANK[beak] == position.base
    assert beak == shuffled_deck(number)[0]  # the first card dealt


@pytest.mark.parametrize("number", SAMPLE_DEALS)
def test_three_foundations_start_with_the_base_rank_and_the_beaks_stays_empty(number):
    position = deal(PENGUIN, number)
    beak_suit = SUIT[position.columns[0][0]]
    for suit in range(4):
        assert position.foundations[suit] == (0 if suit == beak_suit else 1)
        if suit != beak_suit:
            assert position.foundation_top_rank(suit) == position.base


@pytest.mark.parametrize("number", SAMPLE_DEALS)
def test_no_base_rank_card_but_the_beak_is_left_in_the_tableau(number):
    position = deal(PENGUIN, number)
    base_cards = [
        (i, j)
        for i, col in enumerate(position.columns)
        for j, c in enumerate(col)
        if RANK[c] == position.base
    ]
    assert base_cards == [(0, 0)]


@pytest.mark.parametrize("number", SAMPLE_DEALS)
def test_every_deal_holds_the_52_cards_once(number):
    for rules in (PENGUIN, EIGHT_OFF, FREECELL):
        assert sorted(all_cards(deal(rules, number))) == list(range(52))


def test_penguin_deal_follows_the_shuffled_deck_row_by_row_skipping_base_cards():
    order = shuffled_deck(1000)
    base = RANK[order[0]]
    tableau = [order[0]] + [c for c in order[1:] if RANK[c] != base]
    position = deal(PENGUIN, 1000)
    assert [position.columns[k % 7][k // 7] for k in range(49)] == tableau


def test_the_whole_penguin_family_shares_the_deal():
    for rules in FAMILY:
        position = deal(rules, 4242)
        assert position.columns == deal(PENGUIN, 4242).columns
        assert len(position.cells) == rules.cells


# -- Eight Off ------------------------------------------------------------------------------------


@pytest.mark.parametrize("number", SAMPLE_DEALS)
def test_eight_off_deals_eight_columns_of_six_and_four_cells(number):
    position = deal(EIGHT_OFF, number)
    order = shuffled_deck(number)
    assert [len(col) for col in position.columns] == [6] * 8
    assert position.cells == tuple(order[48:]) + (None,) * 4
    assert position.columns[0][:2] == (order[0], order[8])
    assert position.foundations == (0, 0, 0, 0) and position.base == 1


# -- FreeCell: Microsoft's numbers ----------------------------------------------------------------


def read_columns(path: Path) -> list[tuple[int, ...]]:
    lines = [line for line in path.read_text().splitlines() if line and not line.startswith("#")]
    return [tuple(parse_card(w) for w in line.split()) for line in lines]


@pytest.mark.parametrize("number", (1, 617, 1941, 11982, MAX_DEAL))
def test_freecell_deal_matches_the_published_layout(number):
    expected = read_columns(GOLDEN / "freecell" / f"deal-{number}.txt")
    assert list(deal(FREECELL, number).columns) == expected


def test_freecell_deal_1_begins_with_the_famous_first_row():
    text = format_position(deal(FREECELL, 1), FREECELL)
    columns = [line.split()[1:] for line in text.splitlines() if line.startswith(":")]
    assert " ".join(col[0] for col in columns) == "JD 2D 9H JC 5D 7H 7C 5H"


def test_freecell_deal_617_begins_with_its_published_first_row():
    columns = deal(FREECELL, 617).columns
    assert [c[0] for c in columns] == list(cards("7D AD 5C 3S 5S 8C 2D AH"))


def test_microsoft_generator_deals_every_card_once():
    assert sorted(microsoft_order(11982)) == list(range(52))


# -- Golden files for the own shuffle -------------------------------------------------------------


@pytest.mark.parametrize("rules", (PENGUIN, EIGHT_OFF), ids=lambda r: r.id)
@pytest.mark.parametrize("number", (1, 2, 1000, MAX_DEAL))
def test_deal_matches_its_golden_file(rules, number):
    golden = (GOLDEN / rules.id / f"deal-{number}.txt").read_text()
    assert format_position(deal(rules, number), rules) == golden


def test_splitmix64_gives_the_reference_values():
    # The published test vector of SplitMix64 (seed 1234567).
    rng = splitmix64(1234567)
    assert [next(rng) for _ in range(5)] == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
        4593380528125082431,
        16408922859458223821,
    ]


def test_shuffle_v1_of_deal_1_is_fixed():
    assert shuffled_deck(1)[:8] == list(cards("7D 9C 4D 8H 8D 5S JD 6D"))


# -- Deal numbers ---------------------------------------------------------------------------------


@pytest.mark.parametrize("number", (0, -1, MAX_DEAL + 1, 2**64, "1", 1.0, True))
def test_deal_numbers_outside_1_to_max_are_refused(number):
    with pytest.raises(DealError, match="Deal numbers go from 1 to 2147483647"):
        deal(PENGUIN, number)


# -- Baker's Game and Seahaven Towers (built-in plugins) --------------------------------------


@pytest.mark.parametrize("number", SAMPLE_DEALS)
def test_bakers_game_deals_freecells_numbers_and_builds_in_suit(variant, number):
    bakers = variant("bakers-game")
    assert deal(bakers, number) == deal(FREECELL, number)
    assert (bakers.build, bakers.empty_column, bakers.cells) == ("suit", "any", 4)


@pytest.mark.parametrize("number", SAMPLE_DEALS)
def test_seahaven_towers_deals_ten_columns_of_five_and_two_cards_into_the_middle_cells(
    variant, number
):
    seahaven = variant("seahaven-towers")
    position = deal(seahaven, number)
    order = shuffled_deck(number)
    assert [len(col) for col in position.columns] == [5] * 10
    assert [col[0] for col in position.columns] == order[:10]  # row by row
    assert position.cells == (None, order[50], order[51], None)
    assert sorted(all_cards(position)) == list(range(52))
    assert seahaven.deal_procedure.id == "penguin_qt_seahaven.seahaven" and not seahaven.wraps


def test_seahaven_towers_takes_only_kings_in_an_empty_column(variant):
    seahaven = variant("seahaven-towers")
    columns = ["KS QS", "JS", "TH", "", "", "", "", "", "", ""]
    position = board(seahaven, columns)
    moves = seahaven.legal_moves(position)
    assert Move(COLUMN, 0, COLUMN, 3, 2) in moves  # the king and the queen on it
    assert not any(m.source in (1, 2) and m.target >= 3 for m in moves if m.target_kind == 0)
    with pytest.raises(IllegalMoveError, match="Empty columns take only kings"):
        seahaven.check(position, Move(COLUMN, 1, COLUMN, 3, 1))


# -- a plugin's deal procedure that gets the shape wrong ---------------------------------------


def _misdealt(change):
    from penguin_qt.engine import DealProcedure, Position, Rules, row_by_row, shuffled_deck

    def make(rules, number):
        deck, columns = change(shuffled_deck(number), rules.columns)
        return Position(row_by_row(deck, columns), (None,) * rules.cells, (0, 0, 0, 0), 1)

    return Rules(
        id="test.bad", name="Bad", columns=7, cells=4, deal=DealProcedure("x", "Odd", make)
    )


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda deck, n: (deck[:51], n), "51 cards, not 52"),
        (lambda deck, n: ([*deck[:51], deck[0]], n), "twice"),
        (lambda deck, n: (deck, n + 1), "8 columns, the rules have 7"),
    ],
)
def test_a_deal_that_does_not_fit_says_what_is_wrong_and_names_the_variant(change, problem):
    with pytest.raises(DealError) as failed:
        deal(_misdealt(change), 1)
    text = str(failed.value)
    assert text.startswith(
        "The deal procedure Odd made a position that does not fit the variant Bad: "
    )
    assert text.endswith(problem)
    assert failed.value.params["problem"].template in {
        "{made} cards, not 52",
        "{card} twice",
        "{made} columns, the rules have {columns}",
    }

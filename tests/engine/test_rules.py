"""The rules of docs/rules.md, one test (or a few) per rule, with the reasons a player is given."""

from __future__ import annotations

import pytest
from engine_helpers import board, cards

from penguin_qt.engine import (
    CELL,
    COLUMN,
    FOUNDATION,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    Position,
    deal,
    render,
)
from penguin_qt.engine.cards import RANKS
from penguin_qt_eightoff import EIGHT_OFF
from penguin_qt_freecell import FREECELL
from penguin_qt_penguin import FAMILY, PENGUIN

RELAXED = next(r for r in FAMILY if r.id == "relaxed-penguin")
FILLERS = ["5H", "7H", "9H", "JH", "KH", "3H"]  # hearts: they never take the spades moved below


def col_move(source: int, target: int, count: int = 1) -> Move:
    return Move(COLUMN, source - 1, COLUMN, target - 1, count)


def reason(rules, position, move) -> str:
    with pytest.raises((IllegalMoveError, InvalidMoveError)) as info:
        rules.check(position, move)
    err = info.value
    assert render(err.template, err.params) == str(err)
    return str(err)


def legal(rules, position, move) -> bool:
    """check() and legal_moves() must agree; returns whether the move is legal."""
    try:
        rules.check(position, move)
        checked = True
    except (IllegalMoveError, InvalidMoveError):
        checked = False
    assert checked == (move in rules.legal_moves(position))
    return checked


def spades(high: int, count: int) -> str:
    """A run of ``count`` spades headed by rank ``high``."""
    return " ".join(RANKS[r - 1] + "S" for r in range(high, high - count, -1))


def run_board(rules, count, free_cells, empty_columns, to_empty=False):
    """Column 1 holds a run of ``count`` spades; column 2 is its destination (empty when
    ``to_empty``, else the spade one above the run's head); base ace, so an empty column
    takes kings; ``free_cells`` empty cells and ``empty_columns`` other empty columns."""
    if to_empty:
        run, target = spades(13, count), ""
    else:
        run, target = spades(count + 1, count), RANKS[count + 1] + "S"
    fillers = FILLERS[: rules.columns - 2 - empty_columns] + [""] * empty_columns
    held = " ".join(f"{r}D" for r in "23456789T"[: rules.cells - free_cells])
    return board(rules, [run, target, *fillers], cells=held, base=1)


# -- forced beak move -----------------------------------------------------------------------------


def test_exposed_beak_goes_to_its_foundation_as_part_of_the_same_move():
    # Base 7: the beak 7D lies under the 4C; moving the 4C onto the 5C exposes it.
    position = board(
        PENGUIN, ["7D 4C", "5C", "9S", "8S", "JH", "QH", "KH"], home=(1, 0, 1, 1), base=7
    )
    after = PENGUIN.play(position, col_move(1, 2))
    assert after.columns[0] == ()
    assert after.foundations == (1, 1, 1, 1)
    forced, (moved, home) = PENGUIN.step(position, col_move(1, 2))
    assert forced == (Move(COLUMN, 0, FOUNDATION, 0, 1),)
    assert moved.columns[0] == cards("7D") and home == after
    assert PENGUIN.forced_moves(moved) == list(forced)


def test_base_rank_card_exposed_in_a_position_from_text_is_sent_home_when_settled():
    position = board(PENGUIN, ["9S", "7H", "", "", "", "", ""], base=7)
    settled = PENGUIN.settle(position)
    assert settled.columns[1] == () and settled.foundations == (0, 0, 1, 0)


def test_ace_based_games_have_no_forced_moves():
    position = board(FREECELL, ["9S", "AH", "", "", "", "", "", ""])
    assert FREECELL.forced_moves(position) == []
    assert FREECELL.apply(position, Move(COLUMN, 0, CELL, 0, 1)).columns[1] == cards("AH")


def test_base_card_under_a_card_stays_until_exposed():
    position = board(PENGUIN, ["7D 4C", "9S", "8S", "JH", "QH", "KH", "2H"], base=7)
    assert PENGUIN.forced_moves(position) == []


# -- building in the tableau: wrap and the base-rank break ----------------------------------------


def test_tableau_builds_down_in_suit():
    position = board(PENGUIN, ["8S", "9S", "9H", "2C", "3C", "4C", "5C"], base=7)
    assert legal(PENGUIN, position, col_move(1, 2))
    assert reason(PENGUIN, position, col_move(1, 3)) == (
        "The 8♠ does not go on the 9♥: the tableau builds down in suit"
    )


def test_tableau_wraps_king_on_ace_and_ace_on_two():
    position = board(PENGUIN, ["KS", "AS", "AH", "2H", "3C", "4C", "5C"], base=7)
    assert legal(PENGUIN, position, col_move(1, 2))  # K on A
    assert legal(PENGUIN, position, col_move(3, 4))  # A on 2


def test_nothing_may_be_placed_on_a_base_rank_card():
    position = board(PENGUIN, ["6S", "7S", "2H", "3H", "4H", "5H", "8H"], base=7)
    assert not legal(PENGUIN, position, col_move(1, 2))
    assert reason(PENGUIN, position, col_move(1, 2)) == (
        "Nothing may be placed on the 7♠: 7 is the base rank"
    )


def test_with_base_ace_no_king_goes_on_an_ace():
    position = board(PENGUIN, ["KS", "AS", "2H", "3H", "4H", "5H", "8H"], base=1)
    assert reason(PENGUIN, position, col_move(1, 2)) == (
        "Nothing may be placed on the A♠: A is the base rank"
    )


def test_games_without_wrap_put_nothing_on_an_ace():
    position = board(EIGHT_OFF, ["KS", "AS", "2H", "3H", "4H", "5H", "6H", "8H"], cells="")
    assert reason(EIGHT_OFF, position, col_move(1, 2)) == "Nothing may be placed on an ace"


def test_freecell_builds_down_in_alternating_colours():
    position = board(FREECELL, ["8H", "9S", "9D", "2C", "3C", "4C", "5C", "6C"])
    assert legal(FREECELL, position, col_move(1, 2))
    assert reason(FREECELL, position, col_move(1, 3)) == (
        "The 8♥ does not go on the 9♦: the tableau builds down in alternating colours"
    )


def test_a_run_wraps_and_breaks_at_the_base_rank():
    # Base 7: 9S 8S 7S is a run ending at the base; the 6S cannot lie on the 7S in a run.
    assert PENGUIN.run_length(cards("9S 8S 7S"), 7) == 3
    assert PENGUIN.run_length(cards("8S 7S 6S 5S"), 7) == 2
    assert PENGUIN.run_length(cards("3S 2S AS KS QS"), 7) == 5
    assert PENGUIN.run_length(cards("3S 2S AS KS QS"), 1) == 2
    assert PENGUIN.run_length((), 7) == 0


def test_only_a_run_moves_as_a_unit():
    position = board(PENGUIN, ["9S 5S 4S", "6S", "TS", "2H", "3H", "4H", "8H"], base=7)
    assert legal(PENGUIN, position, col_move(1, 2, 2))
    assert reason(PENGUIN, position, col_move(1, 3, 3)) == (
        "The 9♠ cannot be moved with the cards on it: they are not a run"
    )


# -- empty columns, per variant -------------------------------------------------------------------


def test_empty_column_takes_only_rank_below_base():
    position = board(PENGUIN, ["6S", "5S", "", "KH", "QH", "JH", "TH"], base=7)
    assert legal(PENGUIN, position, col_move(1, 3))
    assert not legal(PENGUIN, position, col_move(2, 3))
    assert reason(PENGUIN, position, col_move(2, 3)) == (
        "Empty columns take only sixes: the base rank is 7"
    )


def test_empty_column_takes_kings_when_the_base_rank_is_the_ace():
    position = board(PENGUIN, ["KS", "QS", "", "2H", "3H", "4H", "5H"], base=1)
    assert legal(PENGUIN, position, col_move(1, 3))
    assert reason(PENGUIN, position, col_move(2, 3)) == (
        "Empty columns take only kings: the base rank is A"
    )


def test_empty_column_takes_a_run_headed_by_the_rank_below_base():
    position = board(PENGUIN, ["9C 6S 5S 4S", "KH", "", "2H", "3H", "4H", "5H"], base=7)
    assert legal(PENGUIN, position, col_move(1, 3, 3))
    assert not legal(PENGUIN, position, col_move(1, 3, 2))


def test_flipper_card_into_empty_column_follows_the_same_rule():
    position = board(PENGUIN, ["9C", "KH", "", "2H", "3H", "4H", "5H"], cells="6S 5S", base=7)
    assert legal(PENGUIN, position, Move(CELL, 0, COLUMN, 2, 1))
    assert not legal(PENGUIN, position, Move(CELL, 1, COLUMN, 2, 1))


def test_relaxed_penguin_empty_column_takes_any_card():
    position = board(RELAXED, ["6S", "5S", "", "KH", "QH", "JH", "TH"], base=7)
    assert legal(RELAXED, position, col_move(1, 3))
    assert legal(RELAXED, position, col_move(2, 3))


def test_eight_off_empty_column_takes_only_kings():
    position = board(EIGHT_OFF, ["KS", "QS", "", "2H", "3H", "4H", "5H", "6H"])
    assert legal(EIGHT_OFF, position, col_move(1, 3))
    assert reason(EIGHT_OFF, position, col_move(2, 3)) == "Empty columns take only kings"


def test_freecell_empty_column_takes_any_card():
    position = board(FREECELL, ["KS", "4D", "", "2H", "3H", "4H", "5H", "6H"])
    assert legal(FREECELL, position, col_move(1, 3))
    assert legal(FREECELL, position, col_move(2, 3))


@pytest.mark.parametrize(
    "rule,base,rank",
    [("below-base", 7, 6), ("below-base", 1, 13), ("kings", 7, 13), ("any", 7, None)],
)
def test_empty_column_rule_is_a_free_parameter(rule, base, rank):
    rules = PENGUIN.with_params(empty_column=rule)
    assert rules.empty_column_rank(base) == rank
    assert rules.describe_empty_column(base) == ("any" if rank is None else RANKS[rank - 1])


# -- the three run limits -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "free,empty,limit",
    [(0, 0, 1), (3, 0, 4), (7, 0, 8), (1, 1, 4), (0, 2, 4), (2, 1, 6), (1, 2, 8), (4, 1, 10)],
)
def test_formula_limit_is_free_flippers_plus_one_times_two_to_the_empty_columns(free, empty, limit):
    position = run_board(PENGUIN, limit, free, empty)
    assert PENGUIN.carry_limit(position) == limit
    assert legal(PENGUIN, position, col_move(1, 2, limit))
    longer = run_board(PENGUIN, limit + 1, free, empty)
    assert not legal(PENGUIN, longer, col_move(1, 2, limit + 1))


def test_destination_empty_column_does_not_count_in_k():
    # 3 empty flippers; the destination is the only empty column: (3+1) * 2^0 = 4.
    position = run_board(PENGUIN, 4, 3, 0, to_empty=True)
    assert PENGUIN.carry_limit(position, to_empty_column=True) == 4
    assert PENGUIN.carry_limit(position, to_empty_column=False) == 8
    assert legal(PENGUIN, position, col_move(1, 2, 4))
    five = run_board(PENGUIN, 5, 3, 0, to_empty=True)
    assert not legal(PENGUIN, five, col_move(1, 2, 5))
    assert reason(PENGUIN, five, col_move(1, 2, 5)) == (
        "Only 4 cards can be carried now: 3 empty flippers, no other empty column"
    )


def test_destination_empty_column_with_another_empty_column():
    position = run_board(PENGUIN, 5, 1, 1, to_empty=True)  # (1+1) * 2^1 = 4
    assert PENGUIN.carry_limit(position, to_empty_column=True) == 4
    assert reason(PENGUIN, position, col_move(1, 2, 5)) == (
        "Only 4 cards can be carried now: 1 empty flipper, 1 other empty column"
    )


def test_run_limit_reason_names_flippers_and_empty_columns():
    position = run_board(PENGUIN, 5, 3, 0)
    assert reason(PENGUIN, position, col_move(1, 2, 5)) == (
        "Only 4 cards can be carried now: 3 empty flippers, no empty column"
    )
    position = run_board(PENGUIN, 5, 0, 2)
    assert reason(PENGUIN, position, col_move(1, 2, 5)) == (
        "Only 4 cards can be carried now: no empty flippers, 2 empty columns"
    )
    position = run_board(PENGUIN, 2, 0, 0)
    assert reason(PENGUIN, position, col_move(1, 2, 2)) == (
        "Only 1 card can be carried now: no empty flippers, no empty column"
    )


@pytest.mark.parametrize("free,empty", [(0, 0), (2, 0), (2, 3), (6, 5)])
def test_cells_only_limit_is_free_cells_plus_one_whatever_the_empty_columns(free, empty):
    rules = PENGUIN.with_params(run_limit="cells")
    position = run_board(rules, free + 1, free, empty)
    assert rules.carry_limit(position) == free + 1
    assert legal(rules, position, col_move(1, 2, free + 1))
    longer = run_board(rules, free + 2, free, empty)
    assert not legal(rules, longer, col_move(1, 2, free + 2))


def test_cells_only_reason_says_empty_columns_do_not_count():
    rules = EIGHT_OFF  # Eight Off uses the cells-only limit
    position = run_board(rules, 4, 2, 2)
    assert reason(rules, position, col_move(1, 2, 4)) == (
        "Only 3 cards can be carried now: 2 empty free cells (empty columns do not count)"
    )


@pytest.mark.parametrize("to_empty", [False, True])
def test_unlimited_run_moves_carry_any_run(to_empty):
    rules = PENGUIN.with_params(run_limit="unlimited")
    position = run_board(rules, 10, 0, 0, to_empty=to_empty)
    assert legal(rules, position, col_move(1, 2, 10))
    assert str(rules.carry_explanation(position)) == "any number of cards can be carried"


def test_each_run_limit_describes_itself():
    assert str(PENGUIN.describe_run_limit()) == (
        "Runs of up to (empty flippers + 1) cards, doubled for each empty column other than"
        " the destination, move as a unit"
    )
    assert str(EIGHT_OFF.describe_run_limit()) == (
        "Runs of up to (empty free cells + 1) cards move as a unit"
    )
    unlimited = PENGUIN.with_params(run_limit="unlimited")
    assert str(unlimited.describe_run_limit()) == "Runs of any length move as a unit"


def test_carry_explanation_tells_how_many_cards_can_be_carried_now():
    position = run_board(PENGUIN, 1, 3, 1)
    assert str(PENGUIN.carry_explanation(position)) == (
        "8 cards can be carried now: 3 empty flippers, 1 empty column"
    )


# -- flippers -------------------------------------------------------------------------------------


def test_exposed_card_moves_into_an_empty_flipper_only():
    position = board(PENGUIN, ["9S 8S", "2H", "3H", "4H", "5H", "6H", "8H"], cells="TD", base=7)
    assert legal(PENGUIN, position, Move(COLUMN, 0, CELL, 1, 1))
    assert (
        reason(PENGUIN, position, Move(COLUMN, 0, CELL, 0, 1))
        == "There is already a card in flipper a"
    )
    assert reason(PENGUIN, position, Move(COLUMN, 0, CELL, 1, 2)) == (
        "Only one card at a time goes there"
    )


def test_flipper_to_flipper_is_legal_but_changes_nothing_that_counts():
    position = board(PENGUIN, ["9S", "8S", "", "", "", "", ""], cells="5D", base=7)
    shuffle = Move(CELL, 0, CELL, 3, 1)
    assert legal(PENGUIN, position, shuffle)
    assert shuffle not in PENGUIN.iter_legal_moves(position, cell_shuffles=False)


def test_flipper_card_goes_to_a_column_or_its_foundation():
    position = board(
        PENGUIN,
        ["9S", "2H", "3H", "4H", "5H", "6H", "8H"],
        cells="8S 8D",
        home=(0, 1, 0, 0),
        base=7,
    )
    assert legal(PENGUIN, position, Move(CELL, 0, COLUMN, 0, 1))
    assert legal(PENGUIN, position, Move(CELL, 1, FOUNDATION, 0, 1))


# -- foundations ----------------------------------------------------------------------------------


def test_foundations_wrap_from_king_to_ace():
    # Base 7, spades 7..K home: the ace is next, then the two.
    position = board(PENGUIN, ["AS", "2S", "2H", "3H", "4H", "5H", "8H"], home=(1, 1, 1, 7), base=7)
    assert legal(PENGUIN, position, Move(COLUMN, 0, FOUNDATION, 0, 1))
    assert reason(PENGUIN, position, Move(COLUMN, 1, FOUNDATION, 0, 1)) == (
        "The 2♠ cannot go home yet: the spades foundation takes the A♠ next"
    )


def test_foundation_starts_with_the_base_rank():
    position = board(PENGUIN, ["8D", "7D", "2H", "3H", "4H", "5H", "8H"], base=7)
    assert reason(PENGUIN, position, Move(COLUMN, 0, FOUNDATION, 0, 1)) == (
        "The diamonds foundation starts with the 7♦"
    )


def test_ace_does_not_restart_a_foundation():
    position = board(PENGUIN, ["AS", "2H", "3H", "4H", "5H", "6H", "8H"], home=(1, 1, 1, 3), base=7)
    assert not legal(PENGUIN, position, Move(COLUMN, 0, FOUNDATION, 0, 1))


def test_cards_on_a_foundation_are_final():
    position = board(PENGUIN, ["AS", "2H", "3H", "4H", "5H", "6H", "8H"], home=(1, 1, 1, 3), base=7)
    assert reason(PENGUIN, position, Move(FOUNDATION, 0, COLUMN, 0, 1)) == (
        "Cards on a foundation stay there"
    )
    assert all(m.source_kind != FOUNDATION for m in PENGUIN.legal_moves(position))
    with pytest.raises(InvalidMoveError, match="Cards on a foundation stay there"):
        Move.parse("F1")


def test_a_foundation_move_names_no_foundation_index():
    position = board(PENGUIN, ["8S", "2H", "3H", "4H", "5H", "6H", "9H"], home=(1, 1, 1, 1), base=7)
    assert legal(PENGUIN, position, Move(COLUMN, 0, FOUNDATION, 0, 1))
    assert not legal(PENGUIN, position, Move(COLUMN, 0, FOUNDATION, 3, 1))


# -- moves that make no sense ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "move,text",
    [
        (Move(COLUMN, 7, COLUMN, 0, 1), "There is no column 8"),
        (Move(COLUMN, 0, COLUMN, 9, 1), "There is no column 10"),
        (Move(COLUMN, 0, CELL, 7, 1), "There is no flipper h"),
        (Move(COLUMN, 0, CELL, 12, 1), "There is no flipper 13"),
        (Move(CELL, -1, COLUMN, 0, 1), "There is no flipper 0"),
        (Move(COLUMN, 0, COLUMN, 0, 1), "The cards are already there"),
        (Move(COLUMN, 2, COLUMN, 0, 1), "There is no card in column 3"),
        (Move(CELL, 1, COLUMN, 0, 1), "There is no card in flipper b"),
        (Move(COLUMN, 0, COLUMN, 1, 0), "A move carries at least one card"),
        (Move(COLUMN, 0, COLUMN, 1, 4), "There are only 2 cards in column 1"),
        (Move(COLUMN, 1, COLUMN, 0, 2), "There is only 1 card in column 2"),
    ],
)
def test_senseless_moves_are_refused_with_a_reason(move, text):
    position = board(PENGUIN, ["9S 8S", "2H", "", "4H", "5H", "6H", "8H"], cells="TD", base=7)
    assert reason(PENGUIN, position, move) == text


# -- won and lost ---------------------------------------------------------------------------------


def test_won_when_all_52_cards_are_home():
    won = Position(((),) * 7, (None,) * 7, (13, 13, 13, 13), 7)
    assert won.is_won()
    assert not PENGUIN.is_lost(won)
    assert PENGUIN.legal_moves(won) == []


def test_lost_when_no_legal_move_is_left():
    # Flippers full, no column card fits on another, nothing goes home (the next are 8s).
    columns = ["9S 2C", "9H 4C", "9D 6C", "3S TC", "TS 2S", "TH 2H", "TD 2D"]
    stuck = board(PENGUIN, columns, cells="JS JH JD JC QS QH QD", home=(1, 1, 1, 1), base=7)
    assert PENGUIN.legal_moves(stuck) == []
    assert PENGUIN.is_lost(stuck)
    # With one flipper empty there are column-to-flipper moves: not lost.
    open_flipper = board(PENGUIN, columns, cells="JS JH JD JC QS QH", home=(1, 1, 1, 1), base=7)
    assert not PENGUIN.is_lost(open_flipper)


def test_lost_when_only_flipper_to_flipper_moves_are_left():
    # Every column empty, and none of the flipper cards is a six or goes home.
    position = board(PENGUIN, [""] * 7, cells="5D 4D 3D 2D 9S 9C", home=(1, 1, 1, 1), base=7)
    moves = PENGUIN.legal_moves(position)
    assert moves and all(m.source_kind == CELL and m.target_kind == CELL for m in moves)
    assert PENGUIN.is_lost(position)


def test_a_new_deal_is_neither_won_nor_lost():
    position = deal(PENGUIN, 1)
    assert not position.is_won() and not PENGUIN.is_lost(position)

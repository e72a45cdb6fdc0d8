"""The table's questions answered by the rules: the move a gesture means, where lifted cards
may go, why they cannot be lifted, what a double-click and a keyboard drop choose, the beak.
A variant that overrides the rules' own operations is honoured by every one of them."""

from __future__ import annotations

import dataclasses

from engine_helpers import board, cards

from penguin_qt.engine import CELL, COLUMN, FOUNDATION, EngineError, Move, Position, Rules, deal
from penguin_qt.engine.cards import RANK, parse_card
from penguin_qt_eightoff import EIGHT_OFF
from penguin_qt_freecell import FREECELL
from penguin_qt_penguin import PENGUIN

CLUBS = 0


def test_find_move_carries_the_cards_from_the_index_up():
    position = board(FREECELL, ["KS QH JS", "", "", "", "", "", "", ""])
    move = FREECELL.find_move(position, (COLUMN, 0), 1, (COLUMN, 1))
    assert move == Move(COLUMN, 0, COLUMN, 1, 2)
    home = FREECELL.find_move(position, (COLUMN, 0), 2, (FOUNDATION, 3))
    assert home == Move(COLUMN, 0, FOUNDATION, 0, 1)


def test_targets_are_the_piles_of_the_legal_moves_of_exactly_those_cards():
    position = board(FREECELL, ["KS QH", "AC", "KH", "", "", "", "", ""])
    assert FREECELL.targets(position, (COLUMN, 1), 0) == {
        (FOUNDATION, CLUBS),
        (COLUMN, 3),
        (COLUMN, 4),
        (COLUMN, 5),
        (COLUMN, 6),
        (COLUMN, 7),
        (CELL, 0),
        (CELL, 1),
        (CELL, 2),
        (CELL, 3),
    }
    # the queen of hearts may not go on the king of hearts (alternate colours)
    assert (COLUMN, 2) not in FREECELL.targets(position, (COLUMN, 0), 1)
    assert FREECELL.targets(position, (COLUMN, 0), 5) == set()
    assert FREECELL.targets(position, (FOUNDATION, 0), 0) == set()


def test_lift_refusal_gives_the_rules_reason_and_none_for_a_run():
    position = board(PENGUIN, ["9S 8S 7S", "4H 2C", "", "", "", "", ""], base=1)
    assert PENGUIN.lift_refusal(position, (COLUMN, 0), 0) is None
    refusal = PENGUIN.lift_refusal(position, (COLUMN, 1), 0)
    assert isinstance(refusal, EngineError)
    assert "run" in refusal.reason.lower() or "sequence" in refusal.reason.lower()
    assert PENGUIN.lift_refusal(position, (FOUNDATION, 0), 0) is not None
    assert PENGUIN.lift_refusal(position, (COLUMN, 2), 0) is not None  # nothing there


def test_best_move_sends_home_first_then_onto_a_card_then_empty_column_then_cell():
    position = board(FREECELL, ["AC", "2S", "3H", "", "", "", "", ""])
    assert FREECELL.best_move(position, (COLUMN, 0), 0) == Move(COLUMN, 0, FOUNDATION, 0)
    assert FREECELL.best_move(position, (COLUMN, 1), 0) == Move(COLUMN, 1, COLUMN, 2)
    lone = board(FREECELL, ["KS", "", "", "", "", "", "", ""])
    assert FREECELL.best_move(lone, (COLUMN, 0), 0).target_kind == COLUMN
    full = board(FREECELL, ["KS", "QS", "JS", "TS", "9S", "8S", "7S", "6S"])
    assert FREECELL.best_move(full, (COLUMN, 0), 0).target_kind == CELL
    in_cell = board(FREECELL, ["KS", "QS", "JS", "TS", "9S", "8S", "7S", "6S"], cells="5D")
    assert FREECELL.best_move(in_cell, (CELL, 0), 0) == Move(CELL, 0, COLUMN, 7)


def test_drop_move_takes_as_many_cards_as_may_go_there():
    position = board(EIGHT_OFF, ["KS QS JS TS", "", "", "", "", "", "", ""], cells="- - - -")
    # Eight Off carries (empty cells + 1) cards at most; onto an empty column only a run
    # headed by a king: the whole run of four goes
    assert EIGHT_OFF.drop_move(position, (COLUMN, 0), 0, (COLUMN, 1)).count == 4
    assert EIGHT_OFF.drop_move(position, (COLUMN, 0), 2, (CELL, 0)) == Move(COLUMN, 0, CELL, 0)


def test_the_beak_is_the_first_card_of_a_deal_that_chooses_the_base():
    for number in (1, 2, 3, 550978448):
        initial = deal(PENGUIN, number)
        beak = PENGUIN.beak(initial)
        assert beak == initial.columns[0][0]
        assert RANK[beak] == initial.base
    assert FREECELL.beak(deal(FREECELL, 1)) is None


def test_a_variant_that_overrides_its_moves_is_honoured_by_every_question():
    """A variant whose only legal move onto a column is a king (a rule no field says)."""

    @dataclasses.dataclass(frozen=True, slots=True)
    class KingsOnly(Rules):
        def legal_moves(self, position: Position) -> list[Move]:
            return [
                m
                for m in Rules.legal_moves(self, position)
                if m.target_kind != COLUMN or _head(position, m) in KINGS
            ]

        def check(self, position: Position, move: Move) -> None:
            Rules.check(self, position, move)
            if move.target_kind == COLUMN and _head(position, move) not in KINGS:
                raise EngineError("only kings go onto columns here")

    rules = KingsOnly(**{f.name: getattr(FREECELL, f.name) for f in dataclasses.fields(Rules)})
    position = board(rules, ["KS", "QH", "", "", "", "", "", ""])
    assert (COLUMN, 0) not in rules.targets(position, (COLUMN, 1), 0)
    assert FREECELL.targets(position, (COLUMN, 1), 0) >= {(COLUMN, 0)}
    assert rules.best_move(position, (COLUMN, 1), 0).target_kind == CELL
    assert rules.best_move(position, (COLUMN, 0), 0).target_kind == COLUMN


KINGS = set(cards("KC KD KH KS"))


def _head(position: Position, move: Move) -> int:
    source = Rules.pile_cards(position, (move.source_kind, move.source))
    return source[len(source) - move.count]


def test_pile_cards_reads_every_kind_of_pile():
    position = board(PENGUIN, ["9S 8S", "", "", "", "", "", ""], cells="4H", home=(2, 0, 0, 0))
    assert PENGUIN.pile_cards(position, (COLUMN, 0)) == [parse_card("9S"), parse_card("8S")]
    assert PENGUIN.pile_cards(position, (CELL, 0)) == [parse_card("4H")]
    assert PENGUIN.pile_cards(position, (CELL, 1)) == []
    assert PENGUIN.pile_cards(position, (FOUNDATION, 0)) == list(cards("AC 2C"))

"""The rule contract: the new fields, the pinned parameters, and the five operations a
variant may override, honoured by the game, the table's queries and the replays."""

from __future__ import annotations

import pickle

import pytest

from penguin_qt.engine import (
    CELL,
    COLUMN,
    FOUNDATION,
    Game,
    IllegalMoveError,
    Move,
    PinnedError,
    Position,
    Rules,
    card,
    deal,
    parse_card,
)
from penguin_qt.solving import SolutionError, replay

CLUBS, DIAMONDS, HEARTS, SPADES = range(4)

OPEN = Rules(
    id="test.open",
    name="Open",
    columns=13,
    cells=0,
    build="rank",
    empty_column="none",
    run_limit="single",
    deal="rows",
    autoplay="safe",
    forced_base_moves=False,
    cell_name="free cell",
    free_params=("cells",),
)


def cards(text: str) -> tuple[int, ...]:
    return tuple(parse_card(word) for word in text.split())


# -- the fields --------------------------------------------------------------------------------


def test_building_regardless_of_suit_takes_any_card_one_rank_lower():
    assert OPEN.fits(card(7, HEARTS), card(8, CLUBS), 1)
    assert OPEN.fits(card(7, CLUBS), card(8, CLUBS), 1)
    assert not OPEN.fits(card(6, CLUBS), card(8, CLUBS), 1)
    assert OPEN.run_length(cards("9S 8H 7C 6C"), 1) == 4


def test_an_empty_column_that_takes_nothing_is_never_a_target():
    columns = [cards("KS"), ()] + [()] * 11
    rest = [c for c in range(52) if c != parse_card("KS")]
    position = Position(tuple(columns), (), (0, 0, 0, 0), 1)
    position = position._replace(columns=((*position.columns[:2], tuple(rest), *[()] * 10)))
    moves = OPEN.legal_moves(position)
    assert all(m.target_kind != COLUMN or position.columns[m.target] for m in moves)
    with pytest.raises(IllegalMoveError, match="Empty columns stay empty"):
        OPEN.check(position, Move(COLUMN, 0, COLUMN, 1))
    assert OPEN.empty_column_rank(1) == 0 and OPEN.describe_empty_column(1) == "none"


def test_aces_that_start_the_foundations_leave_48_cards_dealt_row_by_row():
    castle = Rules(
        id="test.castle", name="Castle", columns=8, cells=0, build="rank",
        deal="rows", foundations_start="aces", forced_base_moves=False,
    )  # fmt: skip
    start = deal(castle, 7)
    assert start.foundations == (1, 1, 1, 1)
    assert [len(col) for col in start.columns] == [6] * 8
    assert castle.deal_procedure.id == "rows-aces"
    assert deal(castle.with_params(cells=2), 7).columns == start.columns
    with pytest.raises(ValueError, match="foundations start empty"):
        Rules(id="x", name="X", columns=8, cells=4, deal="microsoft", foundations_start="aces")
    with pytest.raises(ValueError, match="chooses the base"):
        Rules(id="x", name="X", foundations_start="aces")


def test_thirteen_columns_are_written_j_q_k_after_the_zero():
    assert Move(COLUMN, 10, COLUMN, 12).text == "JK"
    assert Move.parse("Q1") == Move(COLUMN, 11, COLUMN, 0)
    assert Move.parse("Kj") == Move(COLUMN, 12, CELL, 9)  # lower case j is the tenth cell
    start = deal(OPEN, 3)
    assert len(start.columns) == 13 and {len(col) for col in start.columns} == {4}
    thirteenth = [m for m in OPEN.legal_moves(start) if m.source == 12 and m.source_kind == COLUMN]
    for move in thirteenth:
        assert Move.parse(move.text) == move


# -- pinned parameters ---------------------------------------------------------------------


def test_a_pinned_parameter_is_refused_with_the_reason_and_a_free_one_is_set():
    with pytest.raises(PinnedError, match=r"Open fixes this rule.*One card moves at a time"):
        OPEN.with_params(run_limit="formula")
    with pytest.raises(ValueError, match="An empty column stays empty"):
        OPEN.with_params(empty_column="any")
    assert OPEN.with_params(run_limit="single") is OPEN  # its own value is no change
    assert OPEN.with_params(cells=2).cells == 2
    with pytest.raises(ValueError, match="free_params"):
        Rules(id="x", name="X", free_params=("columns",))


# -- the operations ----------------------------------------------------------------------------


class HeartsHome(Rules):
    """Won as soon as the hearts are home (a variant that changes when the game is won)."""

    def is_won(self, position: Position) -> bool:
        return position.foundations[HEARTS] == 13


class NoCellsForKings(Rules):
    """A king never goes to a cell (a variant that changes which moves are legal)."""

    def check(self, position: Position, move: Move) -> None:
        Rules.check(self, position, move)
        king = move.source_kind == COLUMN and position.columns[move.source][-1] % 13 == 12
        if move.target_kind == CELL and king:
            raise IllegalMoveError("A king never goes to a cell")


class TwoAtOnce(Rules):
    """Every move to a foundation takes the next card of the suit along if it is exposed
    (a variant that changes what a move does)."""

    def apply(self, position: Position, move: Move) -> Position:
        after = Rules.apply(self, position, move)
        if move.target_kind == FOUNDATION:
            follow = Rules.autoplay_move(self, after, "any")
            if follow is not None:
                after = Rules.apply(self, after, follow)
        return after


def test_the_operations_a_class_overrides_are_named_and_the_others_derived():
    assert Rules.overridden == frozenset()
    assert HeartsHome.overridden == {"is_won"}
    assert NoCellsForKings.overridden == {"check"}
    assert TwoAtOnce.overridden == {"apply"}
    rules = NoCellsForKings(id="t.k", name="K", cells=7)
    position = _king_on_top(rules)
    king_to_cell = Move(COLUMN, 0, CELL, 0)
    assert king_to_cell not in rules.legal_moves(position)  # derived from its check
    assert all(rules.is_legal(position, m) for m in rules.legal_moves(position))
    assert {m for m, _ in rules.children(position)} == set(rules.iter_legal_moves(position, False))
    assert pickle.loads(pickle.dumps(rules)) == rules


def _king_on_top(rules: Rules) -> Position:
    rest = [c for c in range(52) if c != card(13, SPADES)]
    columns = [(*rest[:40], card(13, SPADES))]
    columns += [tuple(rest[40 + i * 2 : 42 + i * 2]) for i in range(6)]
    return Position(tuple(columns), (None,) * rules.cells, (0, 0, 0, 0), 7)


def test_the_game_and_the_table_play_by_an_overridden_check():
    rules = NoCellsForKings(id="t.k", name="K", cells=7)
    game = Game(rules, position=_king_on_top(rules), autoplay="none")
    with pytest.raises(IllegalMoveError, match="A king never goes to a cell"):
        game.play(Move(COLUMN, 0, CELL, 0))
    assert (CELL, 0) not in rules.targets(game.position, (COLUMN, 0), 40)
    assert rules.drop_move(game.position, (COLUMN, 0), 40, (CELL, 0)) == Move(COLUMN, 0, CELL, 0)
    best = rules.best_move(game.position, (COLUMN, 0), 40)
    assert best is None or best.target_kind != CELL
    with pytest.raises(SolutionError, match="A king never goes to a cell"):
        replay(game.position, rules, [Move(COLUMN, 0, CELL, 0)])


def test_the_game_ends_when_an_overridden_is_won_says_so():
    rules = HeartsHome(id="t.hh", name="HH", columns=2, cells=0, deal="rows",
                       forced_base_moves=False, empty_column="any")  # fmt: skip
    others = tuple(c for c in range(52) if c // 13 != HEARTS)
    position = Position(((card(13, HEARTS),), others), (), (0, 0, 12, 0), 1)
    game = Game(rules, position=position, autoplay="none")
    assert not game.is_won()
    game.play(Move(COLUMN, 0, FOUNDATION, 0))
    assert not game.position.is_won()  # 39 cards are still out
    assert game.is_won() and not game.clock_running and not game.is_lost()


def test_the_game_steps_through_an_overridden_apply():
    rules = TwoAtOnce(id="t.two", name="Two", columns=1, cells=1, deal="rows",
                      forced_base_moves=False, empty_column="any")  # fmt: skip
    start = Position(((card(2, HEARTS), card(1, HEARTS)),), (None,), (13, 13, 0, 13), 1)
    game = Game(rules, position=start, autoplay="none")
    game.play(Move(COLUMN, 0, FOUNDATION, 0))
    assert game.position.foundations == (13, 13, 2, 13)  # the two followed its ace home
    assert len(game.history) == 1 and game.history[0].frames[-1] == game.position
    assert rules.step(start, Move(COLUMN, 0, FOUNDATION, 0))[1][-1] == game.position


def test_a_class_that_redefines_anything_else_is_refused_where_it_is_made():
    with pytest.raises(TypeError, match="fits is not one of the operations"):

        class Fitting(Rules):
            def fits(self, c: int, t: int, base: int) -> bool:
                return True

    with pytest.raises(TypeError, match=r"check must take \(self, position, move\)"):

        class Checking(Rules):
            def check(self, position):  # type: ignore[override]
                return None

"""The open patiences (plugins/penguin_qt_open) through both solvers, and a variant that
overrides operations of the rule contract through the built-in search's generic path."""

from __future__ import annotations

import dataclasses
import random

import pytest
from shared import OPEN_PATIENCE_IDS
from solving_helpers import small_position

import penguin_qt_fcsolve as fcsolve
from penguin_qt.engine import (
    CELL,
    COLUMN,
    FOUNDATION,
    IllegalMoveError,
    Move,
    Position,
    Rules,
    deal,
)
from penguin_qt.solving import (
    SOLVED,
    UNKNOWN,
    UNSOLVABLE,
    Budget,
    SolutionError,
    run_solver,
    verify_solution,
)
from penguin_qt.solving.lines import carry_one_by_one
from penguin_qt_fcsolve import scans
from penguin_qt_search import SOLVER as SEARCH

FC = fcsolve.SOLVER
needs_library = pytest.mark.skipif(
    not FC.availability().available, reason="Freecell Solver is not installed"
)


# -- the four games ------------------------------------------------------------------------


def test_the_deals_are_laid_out_as_the_games_are(variant):
    forecell, castle, streets, bakers = (variant(v) for v in OPEN_PATIENCE_IDS)
    start = deal(forecell, 1)
    assert [len(c) for c in start.columns] == [6] * 8 and None not in start.cells
    start = deal(castle, 1)
    assert start.foundations == (1, 1, 1, 1) and [len(c) for c in start.columns] == [6] * 8
    start = deal(streets, 1)
    assert [len(c) for c in start.columns] == [7] * 4 + [6] * 4 and start.cells == ()
    for number in range(1, 30):
        for column in deal(bakers, number).columns:  # the kings lie under the other cards
            ranks = [c % 13 + 1 for c in column]
            assert len(column) == 4 and ranks == sorted(ranks, key=lambda r: r != 13)


@pytest.mark.parametrize("variant_id", OPEN_PATIENCE_IDS)
def test_each_game_pins_the_rules_that_make_it(variant, variant_id):
    rules = variant(variant_id)
    pinned = [
        name for name in ("cells", "empty_column", "run_limit") if name not in rules.free_params
    ]
    assert pinned
    for name in pinned:
        other = {"cells": 3, "empty_column": "below-base", "run_limit": "unlimited"}[name]
        with pytest.raises(ValueError, match=f"{rules.name} fixes this rule"):
            rules.with_params(**{name: other})


@pytest.mark.parametrize(
    "variant_id, handles",
    [(v, True) for v in OPEN_PATIENCE_IDS[:3]] + [(OPEN_PATIENCE_IDS[3], None)],
)
def test_fc_solve_expresses_the_games_its_library_has_room_for(variant, variant_id, handles):
    rules = variant(variant_id)
    support = FC.supports(rules)
    if handles is None:  # 13 columns: only a library built with room for them
        handles = FC.availability().available and scans.most_stacks() >= 13
    assert (support.handles, support.exact) == (handles, handles), support.reason
    if not handles:
        assert "at most" in support.reason or "not" in support.reason


@needs_library
@pytest.mark.parametrize("variant_id", OPEN_PATIENCE_IDS)
def test_search_and_fc_solve_agree_and_every_solution_replays(variant, variant_id):
    """Where this fc-solve library has room for the game (Debian's has ten columns, not
    Baker's Dozen's thirteen: the test above says it refuses), the two verdicts agree; every
    solution of either replays through the engine."""
    rules = variant(variant_id)
    solvers = (SEARCH, FC) if FC.supports(rules).handles else (SEARCH,)
    compared = decided = 0
    for number in range(1, 9):
        start = deal(rules, number)
        verdicts = []
        for solver in solvers:
            result = run_solver(solver, start, rules, Budget(seconds=3))
            if result.verdict == SOLVED:
                verify_solution(start, rules, result.moves)
                if rules.run_limit == "single":  # one card at a time, whoever solved it
                    assert all(move.count == 1 for move in result.moves)
            verdicts.append(result.verdict)
        decided += verdicts[0] != UNKNOWN
        if len(verdicts) == 2 and UNKNOWN not in verdicts:
            assert verdicts[0] == verdicts[1], number
            compared += 1
    assert decided >= 4 and (compared >= 4 or len(solvers) == 1)


def test_a_run_move_is_carried_one_card_at_a_time_through_cells_and_empty_columns():
    cols = [[51, 37, 23, 9], [], [], [12]]  # K♠ Q♥ J♦ 10♣, two empty columns, K♣
    cells: list[int | None] = [None]
    steps = carry_one_by_one(cols, cells, 0, 3, 3, spares=[1, 2])
    assert cols == [[51], [], [], [12, 37, 23, 9]] and cells == [None]
    assert all(move.count == 1 for move, _, _ in steps)
    assert [move for move, _, _ in steps] == [
        Move(COLUMN, 0, COLUMN, 1),  # the 10♣ into the first spare column
        Move(COLUMN, 0, CELL, 0),  # the J♦ into the cell
        Move(COLUMN, 0, COLUMN, 3),  # the Q♥ onto the K♣
        Move(CELL, 0, COLUMN, 3),
        Move(COLUMN, 1, COLUMN, 3),
    ]
    with pytest.raises(SolutionError):
        carry_one_by_one([[1, 2, 3], [4]], [None], 0, 1, 3, spares=[])


# -- a variant that overrides operations: the generic search ------------------------------------


class NoKingsInCells(Rules):
    """Streets and Alleys with a cell that takes anything but a king."""

    def check(self, position: Position, move: Move) -> None:
        Rules.check(self, position, move)
        king = move.source_kind == COLUMN and position.columns[move.source][-1] % 13 == 12
        if move.target_kind == CELL and king:
            raise IllegalMoveError("A king never goes to a cell")


def _brute_force(rules: Rules, start: Position) -> bool:
    seen, frontier = {start}, [start]
    while frontier:
        position = frontier.pop()
        if rules.is_won(position):
            return True
        for _, after in rules.children(position):
            if after not in seen:
                seen.add(after)
                frontier.append(after)
    return False


def test_the_search_asks_a_variant_with_its_own_check_for_every_move(variant):
    base = variant("penguin_qt_open.streets-and-alleys")
    fields = {f.name: getattr(base, f.name) for f in dataclasses.fields(Rules)}
    rules = NoKingsInCells(**{**fields, "columns": 3, "cells": 1, "id": "test.no-kings"})
    assert rules.overridden == {"check"}
    assert SEARCH.supports(rules).exact and not FC.supports(rules).handles
    rng = random.Random("generic")
    verdicts = {SOLVED: 0, UNSOLVABLE: 0}
    for _ in range(30):
        start = small_position(rules, rng, out=rng.randint(7, 10))
        result = run_solver(SEARCH, start, rules, Budget(seconds=20))
        assert result.verdict != UNKNOWN, result.reason
        assert (result.verdict == SOLVED) == _brute_force(rules, start), start
        if result.verdict == SOLVED:
            position = start
            for move in result.moves:  # never a king into the cell
                rules.check(position, move)
                position = rules.apply(position, move)
        verdicts[result.verdict] += 1
    assert verdicts[SOLVED] and verdicts[UNSOLVABLE], verdicts


class HeartsFirst(Rules):
    """Won when the hearts are home (a variant with its own ``is_won``)."""

    def is_won(self, position: Position) -> bool:
        return position.foundations[2] == 13


def test_the_search_wins_a_variant_by_its_own_is_won():
    rules = HeartsFirst(id="test.hearts", name="Hearts", columns=2, cells=0, deal="rows",
                        build="rank", empty_column="any", forced_base_moves=False)  # fmt: skip
    others = tuple(c for c in range(52) if c // 13 != 2)
    start = Position(((*others[:20], 2 * 13 + 12),), (), (0, 0, 12, 0), 1)
    start = start._replace(columns=(start.columns[0], others[20:]))
    result = run_solver(SEARCH, start, rules, Budget(seconds=5))
    assert result.verdict == SOLVED and result.moves == (Move(COLUMN, 0, FOUNDATION, 0),)

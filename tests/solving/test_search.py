"""The built-in search solver: solutions replay to a win, unsolvable verdicts are true
(checked by brute force on small positions), budgets and cancellation are honoured."""

from __future__ import annotations

import dataclasses
import random
import threading
import time

import pytest

from penguin_qt.engine import Position, deal
from penguin_qt.solving import (
    SOLVED,
    UNKNOWN,
    UNSOLVABLE,
    Budget,
    CancelToken,
    run_solver,
    verify_solution,
)
from penguin_qt_search import SOLVER

VARIANTS = (
    "penguin",
    "relaxed-penguin",
    "penguin-6",
    "penguin-5",
    "penguin-3",
    "penguin-0",
    "eight-off",
    "freecell",
)


@pytest.mark.parametrize("variant_id", VARIANTS)
def test_every_solution_replays_to_a_win(variant, variant_id):
    rules = variant(variant_id)
    for number in (1, 2, 3):
        start = deal(rules, number)
        result = run_solver(SOLVER, start, rules, Budget(seconds=20))
        assert result.verdict in (SOLVED, UNSOLVABLE), (number, result.reason)
        if result.verdict == SOLVED:
            verify_solution(start, rules, result.moves)
            assert result.states > 0 and result.seconds > 0


@pytest.mark.parametrize("run_limit", ["formula", "cells", "unlimited"])
def test_every_run_limit_gives_replayable_solutions(variant, run_limit):
    rules = variant("penguin").with_params(run_limit=run_limit)
    start = deal(rules, 4)
    result = SOLVER.solve(start, rules, Budget(seconds=20), CancelToken())
    assert result.verdict == SOLVED
    verify_solution(start, rules, result.moves)


def test_solutions_are_atomic_engine_moves(variant):
    rules = variant("penguin").with_params(run_limit="unlimited")
    start = deal(rules, 1)
    result = SOLVER.solve(start, rules, Budget(seconds=20), CancelToken())
    position = start
    for move in result.moves:
        assert move in rules.legal_moves(position)
        position = rules.apply(position, move)
    assert position.is_won()


# -- exactness, by brute force on small positions ------------------------------------------


def small_position(rules, rng: random.Random, out: int) -> Position:
    """A random position with ``out`` cards not yet home, spread over columns and cells."""
    base = rng.randint(1, 13) if rules.wraps else 1
    missing = [0, 0, 0, 0]
    for _ in range(out):
        missing[rng.choice([s for s in range(4) if missing[s] < 4])] += 1
    cards = [s * 13 + (base + k - 1) % 13 for s in range(4) for k in range(13 - missing[s], 13)]
    rng.shuffle(cards)
    columns: list[list[int]] = [[] for _ in range(rules.columns)]
    cells: list[int | None] = [None] * rules.cells
    for c in cards:
        free = [i for i, x in enumerate(cells) if x is None]
        if free and rng.random() < 0.3:
            cells[rng.choice(free)] = c
        else:
            columns[rng.randrange(rules.columns)].append(c)
    foundations = tuple(13 - m for m in missing)
    return Position(tuple(map(tuple, columns)), tuple(cells), foundations, base)


def brute_force_winnable(rules, start: Position) -> bool:
    """Every position reachable with the engine's own moves, breadth first."""

    def key(p: Position):
        return tuple(sorted(p.columns)), tuple(sorted(c for c in p.cells if c is not None))

    start = rules.settle(start)
    seen = {key(start)}
    frontier = [start]
    while frontier:
        nxt = []
        for position in frontier:
            if position.is_won():
                return True
            for move in rules.iter_legal_moves(position, cell_shuffles=False):
                after = rules.apply(position, move)
                k = key(after)
                if k not in seen:
                    seen.add(k)
                    nxt.append(after)
        frontier = nxt
    return False


# Few columns and cells, so that cards really block each other (the parameters are the rules' own;
# the ace-based variants move to the Parlett deal, the only one that allows other counts).
SMALL = {"columns": 3}
SMALL_ACE = {"columns": 3, "foundation_base": "beak", "deal": "parlett"}


@pytest.mark.parametrize(
    "variant_id, changes",
    [
        ("penguin", {"columns": 2, "cells": 1}),
        ("penguin-0", SMALL),
        ("penguin", {**SMALL, "cells": 1, "run_limit": "unlimited"}),
        ("penguin", {"columns": 2, "cells": 1, "run_limit": "cells"}),
        ("relaxed-penguin", {**SMALL, "cells": 0}),
        ("eight-off", {**SMALL_ACE, "cells": 1}),
        ("freecell", {**SMALL_ACE, "cells": 1}),
        ("freecell", {**SMALL_ACE, "cells": 2, "empty_column": "kings"}),
    ],
)
def test_verdicts_match_brute_force_on_small_positions(variant, variant_id, changes):
    rules = dataclasses.replace(variant(variant_id), **changes)
    rng = random.Random(f"{variant_id}{changes}")
    verdicts = {SOLVED: 0, UNSOLVABLE: 0}
    for _ in range(20):
        start = small_position(rules, rng, out=rng.randint(8, 11))
        result = run_solver(SOLVER, start, rules, Budget(seconds=20))
        assert result.verdict != UNKNOWN, result.reason
        assert (result.verdict == SOLVED) == brute_force_winnable(rules, start), start
        verdicts[result.verdict] += 1
    assert verdicts[SOLVED] and verdicts[UNSOLVABLE], verdicts  # both kinds were tested


def test_a_constructed_dead_end_is_proven_unsolvable(variant):
    # No flippers, base ace: the 2 of clubs lies under the 3 of clubs in the only column
    # that holds anything, and empty columns take kings only.
    rules = variant("penguin-0")
    columns = ((1, 2),) + ((),) * 6  # 2C then 3C on top
    start = Position(columns, (), (1, 13, 13, 13), 1)
    result = run_solver(SOLVER, start, rules, Budget(seconds=5))
    assert result.verdict == UNSOLVABLE
    assert not brute_force_winnable(rules, start)


# -- budgets, cancellation -------------------------------------------------------------------


def test_a_state_budget_gives_unknown(variant):
    rules = variant("freecell")
    result = run_solver(SOLVER, deal(rules, 11982), rules, Budget(seconds=None, states=500))
    assert result.verdict == UNKNOWN and "budget" in result.reason
    assert result.states < 2000


def test_cancellation_stops_a_solve_within_100_ms(variant):
    rules = variant("freecell")
    start = deal(rules, 11982)  # unsolvable: a long exhaustive search
    token = CancelToken()
    results = []
    thread = threading.Thread(
        target=lambda: results.append(SOLVER.solve(start, rules, Budget(seconds=60), token))
    )
    thread.start()
    time.sleep(0.3)
    cancelled_at = time.perf_counter()
    token.cancel()
    thread.join(5)
    stopped_after = time.perf_counter() - cancelled_at
    assert results and results[0].verdict == UNKNOWN and results[0].reason == "cancelled"
    assert stopped_after < 0.1

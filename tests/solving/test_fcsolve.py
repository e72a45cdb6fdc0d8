"""The fc-solve plugin: what it can express, solutions translated and replayed, verdicts that
agree with the built-in search, and a clean 'not available' without the library."""

from __future__ import annotations

import dataclasses
import random

import pytest
from solving_helpers import small_position

import penguin_qt_fcsolve as fcsolve
from penguin_qt.engine import deal
from penguin_qt.solving import SOLVED, UNKNOWN, UNSOLVABLE, Budget, run_solver, verify_solution
from penguin_qt_search import SOLVER as SEARCH

FC = fcsolve.SOLVER

needs_library = pytest.mark.skipif(
    not FC.availability().available, reason="Freecell Solver is not installed"
)


@pytest.mark.parametrize(
    "variant_id, params, handles, exact",
    [
        ("freecell", {}, True, True),
        ("eight-off", {}, True, True),
        ("relaxed-penguin", {}, True, True),
        ("penguin", {"run_limit": "cells"}, True, True),
        ("penguin", {"run_limit": "unlimited"}, True, False),
        ("penguin", {}, False, False),  # the formula counting kings-only empty columns
        ("penguin-0", {}, False, False),
        ("penguin", {"empty_column": "kings", "run_limit": "cells"}, False, False),
    ],
)
def test_what_fc_solve_can_express(variant, variant_id, params, handles, exact):
    support = FC.supports(variant(variant_id).with_params(**params))
    assert (support.handles, support.exact) == (handles, exact)
    assert support.reason


def test_the_board_is_relabelled_so_the_base_rank_plays_the_ace(variant):
    rules = variant("penguin")
    start = deal(rules, 1)  # base rank: see the deal
    text = fcsolve.board_text(start)
    beak = start.columns[0][0]
    assert text.splitlines()[2].startswith(": A" + "CDHS"[beak // 13])


@needs_library
@pytest.mark.parametrize(
    "variant_id, params",
    [
        ("freecell", {}),
        ("eight-off", {}),
        ("relaxed-penguin", {}),
        ("penguin", {"run_limit": "cells"}),
        ("penguin", {"run_limit": "unlimited"}),
        ("penguin-3", {"run_limit": "cells"}),
    ],
)
def test_fc_solve_solutions_replay_through_the_engine(variant, variant_id, params):
    rules = variant(variant_id).with_params(**params)
    for number in (1, 2):
        start = deal(rules, number)
        result = run_solver(FC, start, rules, Budget(seconds=20))
        if result.verdict == SOLVED:
            verify_solution(start, rules, result.moves)
        else:
            assert result.verdict == UNSOLVABLE, result.reason


@needs_library
def test_fc_solve_and_the_search_agree_on_small_positions(variant):
    rules = dataclasses.replace(variant("penguin"), columns=3, cells=1, run_limit="cells")
    assert FC.supports(rules).exact
    rng = random.Random(7)
    verdicts = []
    for _ in range(20):
        start = small_position(rules, rng, out=rng.randint(8, 11))
        fc = run_solver(FC, start, rules, Budget(seconds=20))
        ours = run_solver(SEARCH, start, rules, Budget(seconds=20))
        assert fc.verdict == ours.verdict != UNKNOWN
        verdicts.append(fc.verdict)
    assert SOLVED in verdicts and UNSOLVABLE in verdicts


@needs_library
def test_fc_solve_proves_a_penguin_deal_unsolvable(variant):
    rules = variant("penguin").with_params(run_limit="cells")
    assert run_solver(FC, deal(rules, 59), rules, Budget(seconds=20)).verdict == UNSOLVABLE


@needs_library
def test_an_iteration_limit_is_always_set(variant):
    rules = variant("freecell")
    result = FC.solve(deal(rules, 11982), rules, Budget(seconds=None, states=3000), None)
    assert result.verdict == UNKNOWN and "budget" in result.reason
    assert result.states <= 3000 + fcsolve.STEP


def test_without_the_library_it_is_unavailable_and_says_why(variant, monkeypatch):
    monkeypatch.setattr(fcsolve._Library, "_tried", True)
    monkeypatch.setattr(fcsolve._Library, "_proto", None)
    monkeypatch.setattr(fcsolve._Library, "_error", "the freecell_solver package is missing")
    avail = FC.availability()
    assert not avail.available and "missing" in avail.reason
    rules = variant("freecell")
    result = run_solver(FC, deal(rules, 1), rules)
    assert result.verdict == UNKNOWN and "missing" in result.reason
    assert run_solver(SEARCH, deal(rules, 1), rules, Budget(seconds=20)).verdict == SOLVED

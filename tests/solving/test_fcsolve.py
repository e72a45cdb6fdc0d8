"""The fc-solve plugin: what it can express, solutions translated and replayed, verdicts that
agree with the built-in search, and a clean 'not available' without the library."""

from __future__ import annotations

import dataclasses
import random

import pytest
from solving_helpers import small_position

import penguin_qt_fcsolve as fcsolve
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
from penguin_qt.solving.lines import TO_CELL, TO_FOUNDATION
from penguin_qt_fcsolve import scans
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
    text = scans.board_text(start)
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
    assert 2000 < result.states <= 3000  # the cap is shared by the scans, never overshot


@needs_library
def test_the_one_lost_microsoft_deal_is_proven_by_the_atomic_scan(variant):
    # Deal 11982: every meta-move scan in the rotation gives up (no proof), the atomic scan
    # searches all 83,239 positions single-card moves reach.
    rules = variant("freecell")
    result = run_solver(FC, deal(rules, 11982), rules, Budget(seconds=60))
    assert result.verdict == UNSOLVABLE
    assert "atomic" in result.reason
    assert result.states > 83_239  # the meta-move scans took their turns too


@needs_library
def test_meta_move_scans_alone_never_prove_a_deal_lost(variant, monkeypatch):
    rules = variant("freecell")
    meta_only = tuple((scan, turns) for scan, turns in scans.ROTATION_ANY if not scan.atomic)
    monkeypatch.setattr(scans, "ROTATION_ANY", meta_only)
    result = FC.solve(deal(rules, 11982), rules, Budget(seconds=60), None)
    assert result.verdict == UNKNOWN and "no fc-solve scan decided" in result.reason


class CancelAfter(CancelToken):
    """A token that reads "cancelled" from its ``polls``-th look on: no clock involved."""

    def __init__(self, polls: int) -> None:
        super().__init__()
        self.polls = polls

    @property
    def cancelled(self) -> bool:
        self.polls -= 1
        return self.polls < 0


@needs_library
def test_a_cancelled_solve_stops_at_the_next_turn_and_frees_every_handle(variant, monkeypatch):
    made, closed = [], []
    real_init, real_close = scans._Handle.__init__, scans._Handle.close

    def init(self, *args):
        real_init(self, *args)
        made.append(self)

    def close(self):
        closed.append(self)
        real_close(self)

    monkeypatch.setattr(scans._Handle, "__init__", init)
    monkeypatch.setattr(scans._Handle, "close", close)
    rules = variant("freecell")
    result = FC.solve(deal(rules, 11982), rules, Budget(seconds=None), CancelAfter(10))
    assert result.verdict == UNKNOWN and result.reason.startswith("cancelled")
    # Ten turns ran (every scan of the rotation had its handle), each of at most two TURNs:
    # the token is looked at every one or two thousand iterations, a few milliseconds.
    assert len(made) == len(scans.ROTATION_ANY)
    assert result.states <= 10 * 2 * scans.TURN
    assert set(map(id, closed)) == set(map(id, made))


@needs_library
def test_a_spent_time_budget_stops_the_scans(variant):
    rules = variant("freecell")
    result = FC.solve(deal(rules, 11982), rules, Budget(seconds=0.005), CancelToken())
    assert result.verdict == UNKNOWN and result.reason.startswith("time budget spent")
    assert result.states < 167_000  # the proof takes 167,239 iterations of the rotation


@needs_library
def test_an_illegal_meta_move_is_rejected_and_another_scan_decides(variant, monkeypatch):
    # looking-glass puts a non-king into an empty column of Eight Off deal 16 (which is why
    # the rotation for kings-only columns leaves it out): put it first to see it rejected.
    rules = variant("eight-off")
    start = deal(rules, 16)
    rotation = ((scans.LOOKING_GLASS, 1), *scans.ROTATION_KINGS)
    monkeypatch.setattr(scans, "ROTATION_KINGS", rotation)
    result = run_solver(FC, start, rules, Budget(seconds=20))
    assert result.verdict == SOLVED
    verify_solution(start, rules, result.moves)
    assert "looking-glass solution was rejected" in result.reason
    assert "found by fc-solve's looking-glass" not in result.reason


@needs_library
def test_a_base_card_fc_solve_parks_is_one_the_rules_sent_home(variant):
    # Penguin deal 420 (cells-only runs): both meta-move scans move an exposed base-rank card
    # to a cell or onto a card, where the rules had already sent it to its foundation; the
    # translation leaves those moves out instead of rejecting the solution.
    rules = variant("penguin").with_params(run_limit="cells")
    start = deal(rules, 420)
    result = run_solver(FC, start, rules, Budget(seconds=20))
    assert result.verdict == SOLVED and "rejected" not in result.reason
    verify_solution(start, rules, result.moves)
    # The translation itself: the ace of clubs (card 0) exposed on a column is home by the
    # rules; one in a cell is not (the rules send home only what a column exposes).
    parked = Position(((5, 0), (14,)), (None, None), (0, 0, 0, 0), 1)
    fc = [(scans.STACK_TO_CELL, 0, 0, 1), (scans.CELL_TO_FOUNDATION, 0, 0, 1)]
    assert scans.card_line(parked, fc, forced_base=False) == [(0, TO_CELL), (0, TO_FOUNDATION)]
    assert scans.card_line(parked, fc, forced_base=True) == []
    in_cell = Position(((5,), (14,)), (0, None), (0, 0, 0, 0), 1)
    fc = [(scans.CELL_TO_STACK, 0, 1, 1), (scans.STACK_TO_CELL, 1, 1, 1)]
    assert scans.card_line(in_cell, fc, forced_base=True) == [(0, 14)]


@needs_library
def test_kings_only_rules_rotate_without_looking_glass(variant):
    for variant_id, params in (("eight-off", {}), ("penguin", {"run_limit": "cells"})):
        rotation = scans.rotation_for(variant(variant_id).with_params(**params))
        assert scans.LOOKING_GLASS not in [scan for scan, _ in rotation]
        assert any(scan.atomic for scan, _ in rotation)
    assert scans.LOOKING_GLASS in [s for s, _ in scans.rotation_for(variant("freecell"))]


@needs_library
def test_unlimited_runs_give_no_proof(variant):
    # Under unlimited run moves single-card moves reach less than the game allows (Penguin
    # deal 32 is won, yet an atomic scan ends without a solution): never "unsolvable".
    rules = variant("penguin").with_params(run_limit="unlimited")
    for number in (32, 59):
        result = run_solver(FC, deal(rules, number), rules, Budget(seconds=20))
        assert result.verdict != UNSOLVABLE


def test_without_the_library_it_is_unavailable_and_says_why(variant, monkeypatch):
    monkeypatch.setattr(scans._Library, "_tried", True)
    monkeypatch.setattr(scans._Library, "_proto", None)
    monkeypatch.setattr(scans._Library, "_error", "the freecell_solver package is missing")
    avail = FC.availability()
    assert not avail.available and "missing" in avail.reason
    rules = variant("freecell")
    result = run_solver(FC, deal(rules, 1), rules)
    assert result.verdict == UNKNOWN and "missing" in result.reason
    assert run_solver(SEARCH, deal(rules, 1), rules, Budget(seconds=20)).verdict == SOLVED

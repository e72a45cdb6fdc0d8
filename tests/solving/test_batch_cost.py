"""What ``penguin-solve batch`` spends per deal: the in-process first try, one replay a line."""

from __future__ import annotations

import pytest
from shared import run_cli

from penguin_qt.cli import solve as solve_cli
from penguin_qt.engine import CELL, COLUMN, FOUNDATION, deal
from penguin_qt.hookspecs import hookimpl
from penguin_qt.plugins import PluginHost
from penguin_qt.plugins import race as race_module
from penguin_qt.solving import (
    SOLVED,
    Availability,
    Budget,
    SolutionError,
    SolveResult,
    Support,
    api,
    run_solver,
    verify_solution,
)
from penguin_qt.solving.lines import TO_CELL, TO_EMPTY_COLUMN, TO_FOUNDATION, moves_from_cards
from penguin_qt.solving.portfolio import Runner


def no_second_replay(*_args, **_kwargs):
    raise AssertionError("the line was replayed a second time")


def card_line(position, rules, moves):
    """The moves written by card, as fc-solve's translation writes them."""
    line = []
    for move in moves:
        sk, s, tk, t, count = move
        head = position.columns[s][-count] if sk == COLUMN else position.cells[s]
        if tk == FOUNDATION:
            target = TO_FOUNDATION
        elif tk == CELL:
            target = TO_CELL
        else:
            column = position.columns[t]
            target = column[-1] if column else TO_EMPTY_COLUMN
        line.append((head, target))
        position = rules.apply(position, move)
    return line


def test_a_line_the_engine_has_just_checked_is_not_replayed_again(host, variant, monkeypatch):
    rules = variant("freecell")
    start = deal(rules, 1)
    solution = run_solver(host.solvers()["search"].item, start, rules, Budget(seconds=10))
    line = card_line(start, rules, solution.moves)
    moves, final = moves_from_cards(start, rules, line)  # every move checked by Rules.play
    assert final.is_won() and moves == list(solution.moves)
    monkeypatch.setattr(api, "replay", no_second_replay)
    verify_solution(start, rules, tuple(moves))


def test_a_line_not_checked_here_is_still_replayed_and_a_wrong_one_refused(host, variant):
    rules = variant("penguin")
    start = deal(rules, 1)
    result = run_solver(host.solvers()["search"].item, start, rules, Budget(seconds=10))
    verify_solution(start, rules, result.moves)  # the line as checked
    with pytest.raises(SolutionError):
        verify_solution(start, rules, result.moves[:-1])  # another line: replayed, short
    other = rules.with_params(cells=rules.cells - 1)  # other rules: replayed under them
    with pytest.raises(SolutionError):
        verify_solution(start, other, result.moves)


class NoWorkers:
    def __init__(self, *_args, **_kwargs):
        raise AssertionError("a worker process was started")


def test_batch_decides_easy_deals_in_process_without_a_worker(monkeypatch):
    monkeypatch.setattr(race_module, "WorkerProcess", NoWorkers)
    argv = ["batch", "--variant", "penguin", "--deals", "1-3", "--jobs", "1", "--solver", "search"]
    code, out, _err = run_cli(monkeypatch, argv)
    assert code == 0
    assert [line.split("\t")[1] for line in out.splitlines()[:3]] == [SOLVED] * 3
    assert all(line.split("\t")[5] == "search" for line in out.splitlines()[:3])


class QuickSolver:
    """A solver from outside the program, deciding at once."""

    id, name, priority = "outside.quick", "Quick", 100

    def __init__(self) -> None:
        self.calls = 0

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        return Support(True, True)

    def solve(self, position, rules, budget, cancel):
        self.calls += 1
        return SolveResult(SOLVED, ())


class QuickPlugin:
    def __init__(self, solver: QuickSolver) -> None:
        self.solver = solver

    @hookimpl
    def register_solvers(self, register):
        register(self.solver)


def test_only_a_built_in_solver_gets_the_in_process_first_try(variant):
    rules = variant("penguin")
    quick = QuickSolver()
    host = PluginHost()
    host.add_plugin(QuickPlugin(quick), "outside")
    runners = [Runner(quick.id, quick.name, True)]
    assert solve_cli.first_try(host, runners, deal(rules, 1), rules, Budget()) is None
    assert quick.calls == 0  # its code runs in a worker only
    runners = [Runner("search", "Built-in search solver", True)]
    outcome = solve_cli.first_try(host, runners, deal(rules, 1), rules, Budget())
    assert outcome is not None and outcome.winner == "search" and outcome.result.solved


def test_what_the_first_try_leaves_undecided_goes_to_the_race(variant, monkeypatch):
    raced = []

    class FakePool:
        def __init__(self, *args, **kwargs):
            pass

        def solve(self, runners, position, rules, budget, since=None):
            raced.append(position)
            return solve_cli.Outcome(SolveResult(SOLVED, (), solver="search"), "search")

        def close(self):
            pass

    monkeypatch.setattr(solve_cli, "Pool", FakePool)
    monkeypatch.setattr(solve_cli, "first_try", lambda *args: None)
    argv = ["batch", "--variant", "penguin", "--deals", "1-2", "--jobs", "1", "--solver", "search"]
    code, out, _err = run_cli(monkeypatch, argv)
    assert code == 0 and len(raced) == 2
    assert out.splitlines()[2].startswith("# 2 deals: solved 2")

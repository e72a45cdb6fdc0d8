"""The solver API: run_solver's safeguards, solver choice, plugins that fail, hints."""

from __future__ import annotations

import pytest

from penguin_qt.engine import COLUMN, FOUNDATION, Move, deal
from penguin_qt.hookspecs import hookimpl
from penguin_qt.plugins import PluginHost
from penguin_qt.solving import (
    SOLVED,
    UNKNOWN,
    UNSOLVABLE,
    Availability,
    Budget,
    SolutionCache,
    SolveResult,
    Support,
    heuristic_move,
    quick_hint,
    run_solver,
)
from penguin_qt_search import SOLVER


class FakeSolver:
    """A solver that returns what it is told to (or raises)."""

    def __init__(self, result=None, raises=None, exact=True, available=True, id="fake"):
        self.id, self.name = id, "Fake"
        self.result, self.raises, self.exact, self.available = result, raises, exact, available

    def availability(self):
        return Availability(self.available, "" if self.available else "no library here")

    def supports(self, rules):
        return Support(True, self.exact)

    def solve(self, position, rules, budget, cancel):
        if self.raises:
            raise self.raises
        return self.result


def test_a_solver_that_raises_gives_unknown_with_the_reason(variant):
    rules = variant("penguin")
    result = run_solver(FakeSolver(raises=RuntimeError("boom")), deal(rules, 1), rules)
    assert result.verdict == UNKNOWN
    assert "RuntimeError: boom" in result.reason


def test_a_wrong_solution_is_never_passed_on(variant):
    rules = variant("penguin")
    bogus = SolveResult(SOLVED, (Move(COLUMN, 0, FOUNDATION, 0, 1),), 1, 0.0, "fake")
    result = run_solver(FakeSolver(bogus), deal(rules, 1), rules)
    assert result.verdict == UNKNOWN and result.moves == ()
    assert "wrong solution" in result.reason


def test_an_inexact_solver_cannot_prove_unsolvable(variant):
    rules = variant("penguin")
    claim = SolveResult(UNSOLVABLE, (), 10, 0.0, "fake")
    assert run_solver(FakeSolver(claim, exact=False), deal(rules, 1), rules).verdict == UNKNOWN
    assert run_solver(FakeSolver(claim, exact=True), deal(rules, 1), rules).verdict == UNSOLVABLE


def test_an_unavailable_solver_says_why(variant):
    rules = variant("penguin")
    result = run_solver(FakeSolver(available=False), deal(rules, 1), rules)
    assert result.verdict == UNKNOWN and "no library here" in result.reason


class RaisingPlugin:
    @hookimpl
    def register_solvers(self, register):
        raise RuntimeError("solver plugin is broken")


def test_a_solver_plugin_that_raises_is_reported_not_fatal():
    reports = []
    host = PluginHost(report=lambda name, error: reports.append((name, error)))
    host.add_plugin(RaisingPlugin(), "broken-solver")
    solvers = host.solvers()
    assert "search" in solvers  # the others still work
    assert host.plugins["broken-solver"].state == "failed"
    assert reports and reports[0][0] == "broken-solver" and "broken" in reports[0][1]


def test_the_built_in_solvers_are_found_through_entry_points(host):
    solvers = host.solvers()
    assert {"search", "fc-solve"} <= set(solvers)
    assert solvers["search"].source == "built-in"


# -- hints -----------------------------------------------------------------------------------


class BudgetSpy:
    """The built-in solver, noting the budgets it is given."""

    id, name, priority = SOLVER.id, SOLVER.name, 0

    def __init__(self) -> None:
        self.budgets: list[Budget] = []

    def availability(self):
        return SOLVER.availability()

    def supports(self, rules):
        return SOLVER.supports(rules)

    def solve(self, position, rules, budget, cancel):
        self.budgets.append(budget)
        return SOLVER.solve(position, rules, budget, cancel)


@pytest.mark.parametrize("variant_id, number", [("penguin", 5), ("freecell", 11982)])
def test_quick_hint_is_legal_and_gives_the_solver_less_than_its_budget(variant, variant_id, number):
    rules = variant(variant_id)
    start = deal(rules, number)
    spy = BudgetSpy()
    hint = quick_hint(start, rules, solver=spy, budget_ms=100)
    assert hint.move is not None
    rules.check(start, hint.move)
    # The solver gets part of the 100 ms; the rest is for replaying and the fallback.  (Its
    # keeping to a budget is the search's own test; the time is not measured here, since a
    # loaded machine makes any wall-clock bound flaky.)
    (budget,) = spy.budgets
    assert budget.seconds is not None and 0 < budget.seconds < 0.1


def test_quick_hint_follows_a_cached_solution(variant):
    rules = variant("penguin")
    start = deal(rules, 1)
    cache = SolutionCache()
    first = quick_hint(start, rules, solver=SOLVER, budget_ms=2000, cache=cache)
    assert first.source == "solution"
    after = rules.apply(start, first.move)
    second = quick_hint(after, rules, solver=FakeSolver(raises=AssertionError()), cache=cache)
    assert second.source == "solution" and second.move == first.result.moves[1]


def test_a_hint_without_a_solver_is_a_heuristic_legal_move(variant):
    rules = variant("eight-off")
    start = deal(rules, 3)
    hint = quick_hint(start, rules, solver=FakeSolver(raises=RuntimeError("x")))
    assert hint.source == "heuristic"
    rules.check(start, hint.move)
    assert heuristic_move(start, rules) == hint.move


def test_the_cache_lets_a_decided_verdict_replace_an_unknown_one(variant):
    rules = variant("penguin")
    start = deal(rules, 2)
    cache = SolutionCache(max_positions=5)
    cache.put(rules, start, SolveResult(UNKNOWN, solver="x"))
    assert cache.get(rules, start).verdict == UNKNOWN
    result = run_solver(SOLVER, start, rules, Budget(seconds=10))
    cache.put(rules, start, result)
    assert len(cache) == 5  # bounded
    assert cache.get(rules, start).moves == result.moves
    cache.put(rules, start, SolveResult(UNKNOWN, solver="x"))
    assert cache.get(rules, start).solved  # an unknown never replaces what is known


def _solutions(rules, numbers):
    for number in numbers:
        start = deal(rules, number)
        result = run_solver(SOLVER, start, rules, Budget(seconds=30))
        if result.solved:
            yield start, result


def test_a_full_cache_leaves_the_garbage_collector_little_to_walk(variant):
    # A full collection walks every object the collector tracks: the cache's entries must
    # not be among them, or a big cache makes the window's pauses long.
    import gc

    rules = variant("penguin")
    solved = list(_solutions(rules, range(1, 16)))
    cache = SolutionCache()
    gc.collect()
    before = len(gc.get_objects())
    for start, result in solved:
        cache.put(rules, start, result)
    gc.collect()  # one collection lets go of a tuple of untracked things
    positions = len(cache)
    assert positions > 1000
    # a few objects per solution (its result), none per position along it
    assert len(gc.get_objects()) - before < 10 * len(solved) < positions // 5
    # and what comes out is what went in, as the engine's own types
    start, result = solved[3]
    after = rules.apply(start, result.moves[0])
    known = cache.get(rules, after)
    assert known.moves == result.moves[1:] and type(known.moves[0]) is Move
    assert known.solver == result.solver and known.states == result.states


def test_the_cache_lets_go_of_results_no_position_uses(variant):
    rules = variant("penguin")
    cache = SolutionCache(max_positions=30)
    solved = list(_solutions(rules, range(1, 8)))
    for start, result in solved:
        cache.put(rules, start, result)
    assert len(cache) == 30
    # only the newest solutions are still used by an entry, and only they are kept
    assert len(cache._results) <= 2
    start, result = solved[-1]
    assert cache.get(rules, start).moves == result.moves
    assert cache.get(rules, solved[0][0]) is None
    cache.clear()
    assert len(cache) == 0 and not cache._results and not cache._lines


def test_every_name_the_solving_package_lists_is_there():
    """The package loads its hints' names when first asked for (the plugins, which load
    with the window, need only the solver interface); every name it lists is there."""
    import penguin_qt.solving as solving
    from penguin_qt.solving import hints

    for name in solving.__all__:
        assert getattr(solving, name) is not None, name
    assert solving.Hint is hints.Hint and solving.quick_hint is hints.quick_hint
    with pytest.raises(AttributeError, match="no_such_name"):
        solving.no_such_name  # noqa: B018


def test_the_package_gives_every_public_name_and_loads_the_interface_only_when_asked():
    import subprocess
    import sys

    import penguin_qt.solving as package
    from penguin_qt.solving import api, hints

    for name in package.__all__:
        assert getattr(package, name) is getattr(api if hasattr(api, name) else hints, name)
    assert set(package.__all__) <= set(dir(package))
    code = (
        "import sys, penguin_qt.solving as s\n"
        "before = 'penguin_qt.solving.api' in sys.modules\n"
        "s.Budget\n"
        "print(before, 'penguin_qt.solving.api' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.split() == ["False", "True"], out.stderr

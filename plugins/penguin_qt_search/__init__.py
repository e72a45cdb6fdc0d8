"""Built-in plugin: the search solver (pure Python, exact for every rule set).

A depth-first search over canonical states with a transposition table, safe autoplay folded
into each move and move ordering that tries the useful moves first (see ``search.py``).  Its
verdicts are exact for every built-in variant and every free parameter: a solution is made of
the search's own legal moves and replayed through the engine by every caller (``run_solver``),
and *unsolvable* is only said after every reachable state was searched.  A variant that
overrides operations of the rule contract (``Rules.overridden``) is searched through the
engine instead (``generic``), its own moves and its own win asked of it.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from penguin_qt.engine import Position, Rules
from penguin_qt.hookspecs import hookimpl

if TYPE_CHECKING:  # the solver interface comes with the first question, after the window's
    from penguin_qt.solving import Availability, Budget, CancelToken, SolveResult, Support

__all__ = ["SearchSolver"]

# Solutions longer than this lose their detours (``translate.shorten``): FreeCell's median
# is 113 moves, its 99th percentile 355 and its longest 2,622.  A pass costs 5-11 ms, twice a
# median solve, so only the long ones (3 % of FreeCell's) pay it; they lose a third to a
# half (deal 21: 423 moves to 149).  With 150 here, 18 % of the deals paid it, and the
# median of FreeCell 1-32,000 went from 2.6 to 3.0 times fc-solve's in the same run.
SHORTEN_ABOVE = 250
# The ways of searching ``Budget.variety`` asks for, after the portfolio (0).  Beside the
# portfolio's own solve, the split heuristic search is the one whose wins it misses most:
# Penguin 1-200, the position after a move off the solution's line, 19 of 200 undecided by
# the portfolio within 36 ms, 9 by the faster of the two (10 with the heuristic depth-first
# or the best-first search instead).
VARIETIES = ("dfs-h-split", "dfs-h", "best-first")


class SearchSolver:
    """The built-in solver.  ``solve`` is safe to call from any thread; each call has its own
    transposition table."""

    id = "search"
    name = "Built-in search solver"
    method = "portfolio"

    def availability(self) -> Availability:
        from penguin_qt.solving import Availability

        return Availability(True)

    def supports(self, rules: Rules) -> Support:
        from penguin_qt.solving import Support

        if rules.build not in ("suit", "alternate", "rank"):
            return Support(False, reason=f"unknown build rule {rules.build!r}")
        if rules.overridden:
            return Support(True, exact=True, reason="searches every move the variant allows")
        return Support(True, exact=True, reason="searches every legal move")

    def solve(
        self, position: Position, rules: Rules, budget: Budget, cancel: CancelToken
    ) -> SolveResult:
        # The search itself is imported by the first solve (in a worker), not at registration:
        # the window's start loads this plugin before its first frame.
        from penguin_qt.solving import SOLVED, UNKNOWN, UNSOLVABLE, SolutionError, SolveResult

        from . import search as _search
        from .translate import encode, search_tables, shorten, solution_moves, to_moves

        start = time.perf_counter()
        if rules.overridden:  # the variant's own operations: asked through the engine
            return self._solve_generic(position, rules, budget, cancel, start)
        tables = search_tables(rules, position.base)
        cols, cells, home = encode(position)
        limits = _search.Limits(budget.seconds, budget.states, budget.memory_mb, cancel)
        variety = getattr(budget, "variety", 0)
        plan = self.method
        if isinstance(variety, int) and variety > 0:  # each strategy alone is exhaustive too
            plan = VARIETIES[(variety - 1) % len(VARIETIES)]
        verdict, line, states, best = _search.search(tables, cols, cells, home, limits, plan)
        moves: list = []
        best_moves: list = []
        reason = limits.reason
        if verdict == SOLVED:
            try:  # the caller replays it through the engine (``run_solver``)
                moves = solution_moves(position, rules, line)
                if len(moves) > SHORTEN_ABOVE:
                    deadline = None if budget.seconds is None else start + budget.seconds
                    moves = shorten(position, rules, moves, deadline)
            except SolutionError as exc:  # never hand out a wrong solution
                verdict, moves, reason = UNKNOWN, [], f"internal error: {exc}"
        else:
            if verdict == UNSOLVABLE:
                reason = "every reachable position was searched"
            if best:  # the way to the most cards home: a hint even when the game is lost
                try:
                    best_moves, _ = to_moves(position, rules, best)
                except SolutionError:
                    best_moves = []
        return SolveResult(
            verdict,
            tuple(moves),
            states,
            time.perf_counter() - start,
            self.id,
            reason,
            tuple(best_moves),
        )

    def _solve_generic(
        self, position: Position, rules: Rules, budget: Budget, cancel: CancelToken, start: float
    ) -> SolveResult:
        """The search through the engine, for rules that override operations (``generic``)."""
        from penguin_qt.solving import UNSOLVABLE, SolveResult

        from . import generic
        from . import search as _search

        limits = _search.Limits(budget.seconds, budget.states, budget.memory_mb, cancel)
        verdict, moves, states, best = generic.search(position, rules, limits)
        reason = "every reachable position was searched" if verdict == UNSOLVABLE else ""
        return SolveResult(
            verdict,
            tuple(moves),
            states,
            time.perf_counter() - start,
            self.id,
            reason or limits.reason,
            tuple(best),
        )


SOLVER = SearchSolver()


@hookimpl
def register_solvers(register):
    register(SOLVER)

"""Built-in plugin: Freecell Solver (fc-solve), through its Python binding ``freecell_solver``.

What fc-solve can express of our rules, and how exactly, is told in ``scans``: the
machinery, imported with the first question the program asks this solver."""

from __future__ import annotations

from typing import TYPE_CHECKING

from penguin_qt.hookspecs import hookimpl

if TYPE_CHECKING:  # the solver interface comes with the first question, after the window's
    from penguin_qt.engine import Position, Rules
    from penguin_qt.solving import Availability, Budget, CancelToken, SolveResult, Support

__all__ = ["FcSolveSolver"]


class FcSolveSolver:
    id = "fc-solve"
    name = "Freecell Solver"
    priority = 10  # preferred where it is exact: much faster than a Python search

    @property
    def uses(self) -> str:
        """What it runs on: the binding's package and version (shown by 'solvers')."""
        try:
            from importlib.metadata import version

            return f"freecell_solver {version('freecell_solver')} and libfreecell-solver"
        except Exception:
            return "freecell_solver and libfreecell-solver (not installed)"

    # its machinery (``scans``) is imported with the first question: the plugin is loaded
    # with the window, before its first frame
    def availability(self) -> Availability:
        from penguin_qt.solving import Availability

        from .scans import library

        proto, error = library()
        return Availability(proto is not None, error or "")

    def supports(self, rules: Rules) -> Support:
        from .scans import support_for

        return support_for(rules)

    def solve(
        self, position: Position, rules: Rules, budget: Budget, cancel: CancelToken
    ) -> SolveResult:
        from .scans import solve

        return solve(self.id, position, rules, budget, cancel)


SOLVER = FcSolveSolver()


@hookimpl
def register_solvers(register):
    register(SOLVER)

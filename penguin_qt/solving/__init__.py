"""Solving: the solver API (``api``), hints (``hints``) and solutions written by card (``lines``).

The modules import downwards only: ``api`` needs nothing but the engine, ``hints`` and
``lines`` build on ``api``.  This package re-exports their public names, so a plugin can keep
writing ``from penguin_qt.solving import Budget, SolveResult``.  The names of ``hints`` are
loaded when first asked for: the plugins, which load with the window, need only ``api``.
"""

from __future__ import annotations

from .api import (
    NEVER_CANCELLED,
    SOLVED,
    UNKNOWN,
    UNSOLVABLE,
    VERDICTS,
    Availability,
    Budget,
    CancelToken,
    SolutionError,
    Solver,
    SolveResult,
    Support,
    replay,
    run_solver,
    verify_solution,
)

_FROM_HINTS = frozenset({"Hint", "SolutionCache", "heuristic_move", "quick_hint"})

__all__ = [
    "NEVER_CANCELLED",
    "SOLVED",
    "UNKNOWN",
    "UNSOLVABLE",
    "VERDICTS",
    "Availability",
    "Budget",
    "CancelToken",
    "Hint",
    "SolutionCache",
    "SolutionError",
    "SolveResult",
    "Solver",
    "Support",
    "heuristic_move",
    "quick_hint",
    "replay",
    "run_solver",
    "verify_solution",
]


def __getattr__(name: str):
    if name in _FROM_HINTS:
        from . import hints

        return getattr(hints, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

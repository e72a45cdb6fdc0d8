"""Solving: the solver API (``api``), hints (``hints``) and solutions written by card (``lines``).

The modules import downwards only: ``api`` needs nothing but the engine, ``hints`` and
``lines`` build on ``api``.  This package re-exports their public names, so a plugin can keep
writing ``from penguin_qt.solving import Budget, SolveResult``.  They are loaded when first
asked for: the plugins load with the window, and the solver interface (frozen dataclasses,
whose methods are compiled as each class is made) is not needed before its first frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the solver interface's names for type checkers (a plugin's mypy too)
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


_FROM_API = frozenset(__all__) - _FROM_HINTS  # the rest of the names are the interface's


def __getattr__(name: str) -> Any:  # the hints' names: the window's own, not typed here
    if name in _FROM_API:
        from . import api

        value = globals()[name] = getattr(api, name)  # asked once
        return value
    if name in _FROM_HINTS:
        from . import hints

        return getattr(hints, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))

"""The window's solver workers: processes the window can end (no Qt here).

The machinery is the host's (``penguin_qt.plugins.workers``: isolated start, parent-death
signal, memory cap, typed messages); the window's workers run at a lower priority than the
window itself, so that two busy solvers on two cores never make the table stutter.
"""

from __future__ import annotations

from collections.abc import Iterable

from ...plugins.workers import (
    Answer,
    Cancelled,
    Failed,
    HintAnswer,
    HintJob,
    SolveJob,
    WorkerProcess,
)
from ...solving import Budget

NICE = 10
MEMORY_MB = Budget().memory_mb


def start(disabled: Iterable[str] = ()) -> WorkerProcess:
    """A new worker with the plugins ``disabled`` turned off."""
    return WorkerProcess(tuple(disabled), memory_mb=MEMORY_MB, nice=NICE)


__all__ = [
    "Answer",
    "Cancelled",
    "Failed",
    "HintAnswer",
    "HintJob",
    "SolveJob",
    "WorkerProcess",
    "start",
]

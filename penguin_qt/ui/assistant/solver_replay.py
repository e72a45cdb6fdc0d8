"""The solver runner's replays: every line a worker sends is played through the engine's rules
by the window's own process before the race takes it, but on a thread of its own, not on the
UI thread (a long FreeCell line, and the positions along it that the cache keeps, cost the
table tens of milliseconds at a time on a busy machine).

A line that is not a solution (an *unknown* or *unsolvable* verdict) needs no replay: it is
checked at once.  Answers come back on the UI thread, in the order they were asked.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from ...engine import Position, Rules
from ...solving import SOLVED, UNKNOWN, SolveResult
from ...solving.portfolio import checked


@dataclass(frozen=True)
class Checked:
    """A worker's result as the race may take it (``checked``), and for a solution the
    positions along it, the one before each move (for the cache)."""

    result: SolveResult
    along: tuple[Position, ...] = ()


def check_line(position: Position, rules: Rules, exact: bool, result: SolveResult) -> Checked:
    """Replay ``result``'s solution through the rules (a wrong one becomes *unknown*); never
    raises, whatever the worker sent."""
    try:
        result = checked(result, position, rules, exact)
        if result.verdict != SOLVED:
            return Checked(result)
        along = [position]
        for move in result.moves[:-1]:
            along.append(rules.apply(along[-1], move))
        return Checked(result, tuple(along))
    except Exception as exc:  # a malformed line from a worker is a wrong one
        why = f"wrong solution: {type(exc).__name__}: {exc}"
        return Checked(replace(result, verdict=UNKNOWN, moves=(), reason=why))


class LineChecker(QObject):
    """Checks workers' results on one thread of its own; ``then(Checked)`` is called on the
    UI thread (at once when nothing needs replaying)."""

    _done = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: queue.SimpleQueue = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._closed = False
        self.pending = 0  # lines given and not yet answered
        self._done.connect(self._answer, Qt.ConnectionType.QueuedConnection)

    def check(
        self,
        position: Position,
        rules: Rules,
        exact: bool,
        result: SolveResult,
        then: Callable[[Checked], None],
    ) -> None:
        if self._closed:
            return
        if result.verdict != SOLVED or not result.moves:
            then(check_line(position, rules, exact, result))  # nothing to play: no wait
            return
        self.call(lambda: check_line(position, rules, exact, result), then)

    def call(self, work: Callable[[], Any], then: Callable[[Any], None]) -> None:
        """Run ``work()`` on the thread; ``then(what it returned)`` on the UI thread, in the
        order given.  ``work`` must not raise."""
        if self._closed:
            return
        self.pending += 1
        self._queue.put((work, then))
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, daemon=True, name="line-replay")
            self._thread.start()

    def close(self) -> None:
        """No more answers; the thread ends after the line it is playing."""
        self._closed = True
        if self._thread is not None:
            self._queue.put(None)

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            if item is None:
                return
            work, then = item
            answer = work()
            try:
                self._done.emit((then, answer))
            except RuntimeError:  # the window has gone meanwhile: nobody to tell
                return

    def _answer(self, item: tuple[Callable[[Any], None], Any]) -> None:
        self.pending -= 1
        if not self._closed:
            then, answer = item
            then(answer)


__all__ = ["Checked", "LineChecker", "check_line"]

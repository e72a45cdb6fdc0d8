"""The solver runner's hints: from a known solution at once, else from the position's own
solve when one is on its way (the first move of its line), else from the workers' quick hint
jobs, the best of their answers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import Position
from ...solving import SOLVED, heuristic_move

if TYPE_CHECKING:
    from .solver_runner import _Request

# A hint asked while the position's own solve runs waits this long for its line (whose first
# move is the hint) before the workers are asked for a hint of their own.
HINT_WAIT_MS = 40
SOURCE_RANK = {"solution": 0, "search": 1, "heuristic": 2}


class RunnerHints:
    """The hints of ``SolverRunner`` (a part of it: ``self`` is the runner)."""

    def request_hint(self: Any, position: Position) -> None:
        """A hint for ``position``: from a known solution at once.  While the position's own
        solve is on its way, the first move of its line is the hint if it comes first; the
        workers' hint jobs run beside it on idle workers, or, when every worker is solving,
        after ``HINT_WAIT_MS`` (they interrupt the solve, which runs again after them)."""
        # A player who asks for a hint has stopped to think: the move that follows is not
        # part of a burst, and its position is asked about at once, not after the debounce.
        self._changed_at = -1.0
        verdict = self.known(position)
        if verdict is not None and verdict.state == SOLVED and verdict.moves:
            self.hint_ready.emit(position, verdict.moves[:1], "solution")
            return
        if self.rules is None:
            return
        if self._hint is not None:
            self._hint.finished = True
            self._hint = None
        self._hint_waiting = None
        self._hint_timer.stop()
        if verdict is None and position == self._wanted:
            if self._timer.isActive():  # the debounce of a burst: the player waits now
                self._timer.stop()
                self._send_solve()
            solve = self._solve
            if solve is not None and not solve.finished and solve.position == position:
                self._hint_waiting = position
                idle = [s for s in self._slots if s.worker is not None and s.worker.idle]
                if len(idle) < len(self._lineup(self.rules)):
                    self._hint_timer.start()
                    return
        self._ask("hint", position, self.rules)

    def _hint_when_idle(self: Any) -> None:
        """A worker is free again (its job answered or was cancelled) while a hint waits for
        the position's solve: the hint's jobs go to it now, not when the wait is over (after
        a move, the last position's solve was often still stopping when the hint was asked)."""
        if self._hint_waiting is None or not self._hint_timer.isActive() or self.rules is None:
            return
        solve = self._solve
        if solve is None or solve.finished or solve.position != self._hint_waiting:
            return
        if not any(owner is solve for owner, _solver in self._jobs.values()):
            return  # its answer is being replayed: the hint comes from it in a moment
        idle = [s for s in self._slots if s.worker is not None and s.worker.idle]
        if len(idle) >= len(self._lineup(self.rules)):
            self._hint_from_workers()

    def _hint_from_workers(self: Any) -> None:
        """The solve a hint waited for has not answered in time, or not with a line."""
        self._hint_timer.stop()
        position = self._hint_waiting
        if position is None or self.rules is None or self._closed:
            return
        if self._hint is not None and self._hint.position == position:
            return  # the workers' hint jobs are on their way already
        self._ask("hint", position, self.rules)

    def _hint_from_solve(self: Any, position: Position) -> None:
        """The solve a hint waits for has answered: its line's first move, if it has one and
        the workers' hint has not come yet (their jobs are then cancelled)."""
        if self._hint_waiting != position:
            return
        verdict = self.known(position)
        if verdict is None or verdict.state != SOLVED or not verdict.moves:
            self._hint_from_workers()
            return
        self._hint_waiting = None
        self._hint_timer.stop()
        hint = self._hint
        if hint is not None and hint.position == position:
            hint.finished = True
            self._hint = None
            self._cancel_losers(hint, None)
        self.hint_ready.emit(position, verdict.moves[:1], "solution")

    def _settle_hint(self: Any, request: _Request) -> None:
        if request.finished:
            return
        chosen = None
        for runner in request.race.runners:
            move, source = request.hints.get(runner.solver_id, (None, ""))
            if move is not None and source == "solution":
                chosen = (move, source)
                break
        if chosen is None and not request.race.over:
            return
        if chosen is None:
            given = [h for h in request.hints.values() if h[0] is not None]
            given.sort(key=lambda h: SOURCE_RANK.get(h[1], 9))
            if given:
                chosen = given[0]
            else:
                move = heuristic_move(request.position, request.rules)
                chosen = (move, "heuristic")
        request.finished = True
        self._cancel_losers(request, None)
        if request is self._hint:
            self._hint = None
        if self._hint_waiting == request.position:  # answered before the solve
            self._hint_waiting = None
            self._hint_timer.stop()
        move, source = chosen
        self.hint_ready.emit(request.position, (move,) if move is not None else (), source)
        self._resume()

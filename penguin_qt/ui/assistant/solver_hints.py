"""The solver runner's hints: from a known solution at once, else from the position's own
solve when one is on its way (the first move of its line), else from the workers' quick hint
jobs, the best of their answers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from ...engine import Move, Position
from ...solving import SOLVED, heuristic_move

if TYPE_CHECKING:
    from .solver_runner import SolverRunner, _Request

# A hint asked while the position's own solve runs waits this long for its line (whose first
# move is the hint) before the workers are asked for a hint of their own.
HINT_WAIT_MS = 40
SOURCE_RANK = {"solution": 0, "search": 1, "heuristic": 2}


class HintDesk:
    """The hints of one ``SolverRunner``: the hint asked, and the one waiting for the
    position's own solve.  Answers go out through the runner's ``hint_ready``."""

    def __init__(self, runner: SolverRunner) -> None:
        self.runner = runner
        self.current: _Request | None = None  # the workers' hint jobs on their way
        self.waiting: Position | None = None  # a hint waiting for the running solve
        self.timer = QTimer(runner, singleShot=True, interval=HINT_WAIT_MS)
        self.timer.timeout.connect(self.from_workers)

    def stop(self) -> None:
        self.timer.stop()

    def drop(self) -> None:
        """Forget every hint asked (other solvers, other plugins)."""
        self.waiting = None
        self.timer.stop()
        if self.current is not None:
            self.current.finished = True
            self.current = None

    def position_gone(self, position: Position) -> None:
        """The game moved to ``position``: a hint waiting for another position is not."""
        if self.waiting is not None and self.waiting != position:
            self.waiting = None  # the hint's position is gone: nobody waits for it
            self.timer.stop()

    def _idle_slots(self) -> int:
        return sum(1 for s in self.runner.slots if s.worker is not None and s.worker.idle)

    def request(self, position: Position) -> None:
        """A hint for ``position``: from a known solution at once.  While the position's own
        solve is on its way, the first move of its line is the hint if it comes first; the
        workers' hint jobs run beside it on idle workers, or, when every worker is solving,
        after ``HINT_WAIT_MS`` (they interrupt the solve, which runs again after them)."""
        runner = self.runner
        # A player who asks for a hint has stopped to think: the move that follows is not
        # part of a burst, and its position is asked about at once, not after the debounce.
        runner.quiet()
        verdict = runner.known(position)
        if verdict is not None and verdict.state == SOLVED and verdict.moves:
            runner.hint_ready.emit(position, verdict.moves[:1], "solution")
            return
        if runner.rules is None:
            return
        if self.current is not None:
            self.current.finished = True
            self.current = None
        self.waiting = None
        self.timer.stop()
        if verdict is None and runner.wanted == position:
            solve = runner.solve_for(position)
            if solve is not None:
                self.waiting = position
                if self._idle_slots() < len(runner.lineup(runner.rules)):
                    self.timer.start()
                    return
        runner.ask("hint", position, runner.rules)

    def worker_idle(self) -> None:
        """A worker is free again (its job answered or was cancelled) while a hint waits for
        the position's solve: the hint's jobs go to it now, not when the wait is over (after
        a move, the last position's solve was often still stopping when the hint was asked)."""
        runner = self.runner
        if self.waiting is None or not self.timer.isActive() or runner.rules is None:
            return
        solve = runner.running_solve()
        if solve is None or solve.position != self.waiting:
            return
        if not runner.has_jobs(solve):
            return  # its answer is being replayed: the hint comes from it in a moment
        if self._idle_slots() >= len(runner.lineup(runner.rules)):
            self.from_workers()

    def from_workers(self) -> None:
        """The solve a hint waited for has not answered in time, or not with a line."""
        self.timer.stop()
        runner = self.runner
        position = self.waiting
        if position is None or runner.rules is None or runner.closed:
            return
        if self.current is not None and self.current.position == position:
            return  # the workers' hint jobs are on their way already
        runner.ask("hint", position, runner.rules)

    def solve_answered(self, position: Position) -> None:
        """The solve a hint waits for has answered: its line's first move, if it has one and
        the workers' hint has not come yet (their jobs are then cancelled)."""
        if self.waiting != position:
            return
        runner = self.runner
        verdict = runner.known(position)
        if verdict is None or verdict.state != SOLVED or not verdict.moves:
            self.from_workers()
            return
        self.waiting = None
        self.timer.stop()
        hint = self.current
        if hint is not None and hint.position == position:
            hint.finished = True
            self.current = None
            runner.cancel_jobs_of(hint)
        runner.hint_ready.emit(position, verdict.moves[:1], "solution")

    def settle(self, request: _Request) -> None:
        """The race of a hint request has moved: answer once it is decided."""
        if request.finished:
            return
        runner = self.runner
        chosen: tuple[Move | None, str] | None = None
        for solver in request.race.runners:
            move, source = request.hints.get(solver.solver_id, (None, ""))
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
                chosen = (heuristic_move(request.position, request.rules), "heuristic")
        request.finished = True
        runner.cancel_jobs_of(request)
        if request is self.current:
            self.current = None
        if self.waiting == request.position:  # answered before the solve
            self.waiting = None
            self.timer.stop()
        move, source = chosen
        runner.hint_ready.emit(request.position, (move,) if move is not None else (), source)
        runner.resume()

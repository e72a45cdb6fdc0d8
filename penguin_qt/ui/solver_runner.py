"""Background solving for the window: winnability, hints and solutions, never on the UI
thread.

The ``SolverRunner`` keeps one worker (a separate process; a thread where no process can be
started) busy with the newest position only.  After a move it waits a short debounce, then
asks for a verdict; verdicts are cached per position, so undo and redo show them at once, and
a solution fills the cache for every position along it.
"""

from __future__ import annotations

import contextlib
import itertools
import multiprocessing
import threading
from dataclasses import dataclass

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Signal

from ..engine import Move, Position, Rules
from ..solving import SOLVED, UNKNOWN, UNSOLVABLE, SolveResult
from . import solver_worker

DEBOUNCE_MS = 250
SOLVE_SECONDS = 10.0
HINT_MS = 100


@dataclass(frozen=True)
class Verdict:
    """What is known of one position: ``state`` is solved / unsolvable / unknown, ``moves``
    a winning line from it (solved only), ``result`` the solver's full answer."""

    state: str
    moves: tuple[Move, ...] = ()
    result: SolveResult | None = None


class SolverRunner(QObject):
    """Asks a background solver about positions and reports back on the UI thread.

    ``verdict_ready(position, Verdict)`` for every verdict (cached or new);
    ``hint_ready(position, moves, source)`` for hints; ``busy_changed(bool)`` while thinking;
    ``failed(text)`` when the worker reports an error.
    """

    verdict_ready = Signal(object, object)
    hint_ready = Signal(object, object, str)
    busy_changed = Signal(bool)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, use_process: bool = True) -> None:
        super().__init__(parent)
        self.rules: Rules | None = None
        self.solver_id: str | None = None
        self.disabled_plugins: list[str] = []
        self.seconds = SOLVE_SECONDS
        self.cache: dict[tuple[Rules, Position], Verdict] = {}
        self._jobs = itertools.count(1)
        self._current_job = 0
        self._current_hint = 0
        self._wanted: Position | None = None
        self._busy = False
        self._timer = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self._timer.timeout.connect(self._send_solve)
        self._closed = False
        self._start_worker(use_process)

    # -- the worker ---------------------------------------------------------------------------

    def _start_worker(self, use_process: bool) -> None:
        self._process = None
        self._thread = None
        if use_process:
            try:
                ctx = multiprocessing.get_context("spawn")
                self._conn, child = ctx.Pipe()
                self._process = ctx.Process(
                    target=solver_worker.serve, args=(child,), daemon=True, name="penguin-solver"
                )
                self._process.start()
                child.close()
            except (OSError, RuntimeError, ValueError):
                self._process = None
        if self._process is None:
            self._conn, child = multiprocessing.Pipe()
            self._thread = threading.Thread(
                target=solver_worker.serve, args=(child,), daemon=True, name="penguin-solver"
            )
            self._thread.start()
        self._notifier = QSocketNotifier(self._conn.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._receive)

    @property
    def thinking(self) -> bool:
        """Whether an answer is on its way (a solve running or about to start)."""
        return self._busy or self._timer.isActive()

    @property
    def in_process(self) -> bool:
        return self._process is not None

    def shutdown(self) -> None:
        """Stop the worker (the window calls this when it closes); safe to call twice."""
        if self._closed:
            return
        self._closed = True
        self._timer.stop()
        self._notifier.setEnabled(False)
        with contextlib.suppress(OSError):
            self._conn.send(("stop",))
        if self._process is not None:
            self._process.join(1.0)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(1.0)
        if self._thread is not None:
            self._thread.join(1.0)
        self._conn.close()

    def _send(self, message: tuple) -> None:
        try:
            self._conn.send(message)
        except OSError as exc:
            self.failed.emit(str(exc))

    # -- what the window asks -------------------------------------------------------------------

    def configure(
        self,
        rules: Rules,
        solver_id: str | None = None,
        disabled_plugins: list[str] | None = None,
    ) -> None:
        """Set the rules (and solver, and plugins turned off) for the next questions."""
        if disabled_plugins is not None and disabled_plugins != self.disabled_plugins:
            self.disabled_plugins = list(disabled_plugins)
            self._send(("plugins", self.disabled_plugins))
            self.cache.clear()
        if solver_id != self.solver_id:
            self.cache.clear()
        self.rules = rules
        self.solver_id = solver_id

    def known(self, position: Position) -> Verdict | None:
        if self.rules is None:
            return None
        return self.cache.get((self.rules, position))

    def position_changed(self, position: Position) -> None:
        """The game moved on: answer from the cache at once, or solve after the debounce."""
        self._wanted = position
        verdict = self.known(position)
        if verdict is not None:
            self._timer.stop()
            self._cancel_running()
            self.verdict_ready.emit(position, verdict)
            return
        self._cancel_running()
        self._timer.start()

    def solve_now(self, position: Position) -> None:
        """Ask at once (no debounce), e.g. for the demo."""
        self._wanted = position
        verdict = self.known(position)
        if verdict is not None:
            self.verdict_ready.emit(position, verdict)
            return
        self._timer.stop()
        self._send_solve()

    def request_hint(self, position: Position) -> None:
        """A hint for ``position``: from a known solution at once, else from the worker."""
        verdict = self.known(position)
        if verdict is not None and verdict.state == SOLVED and verdict.moves:
            self.hint_ready.emit(position, verdict.moves[:1], "solution")
            return
        if self.rules is None:
            return
        self._current_hint = next(self._jobs)
        self._send(("hint", self._current_hint, position, self.rules, self.solver_id, HINT_MS))

    def _cancel_running(self) -> None:
        if self._busy:
            self._current_job = 0
            self._send(("cancel",))
            self._set_busy(False)

    def _send_solve(self) -> None:
        if self._wanted is None or self.rules is None:
            return
        self._current_job = next(self._jobs)
        self._set_busy(True)
        self._send(
            ("solve", self._current_job, self._wanted, self.rules, self.solver_id, self.seconds)
        )

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)

    # -- answers -------------------------------------------------------------------------------

    def _receive(self) -> None:
        try:
            while self._conn.poll():
                self._handle(self._conn.recv())
        except (EOFError, OSError) as exc:
            self._notifier.setEnabled(False)
            self._set_busy(False)
            self.failed.emit(f"the solver stopped: {exc}")

    def _handle(self, message: tuple) -> None:
        kind, job = message[0], message[1]
        if kind == "result":
            position, result = message[2], message[3]
            self._store(position, result)
            if job == self._current_job:
                self._set_busy(False)
                self.verdict_ready.emit(position, self.cache[(self.rules, position)])
        elif kind == "hint":
            position, moves, source = message[2], message[3], message[4]
            if job == self._current_hint:
                self._current_hint = 0
                self.hint_ready.emit(position, tuple(moves), source)
            self._resume()
        elif kind == "cancelled":
            if job == self._current_job and not self._current_hint:
                self._resume()  # interrupted: take the solve up again
        elif kind == "failed":
            if job == self._current_job:
                self._set_busy(False)
            if job == self._current_hint:
                self._current_hint = 0
            self.failed.emit(message[2])

    def _resume(self) -> None:
        if self._busy and self._wanted is not None and self.known(self._wanted) is None:
            self._send_solve()

    def _store(self, position: Position, result: SolveResult) -> None:
        rules = self.rules
        if rules is None:
            return
        if result.verdict == SOLVED:
            # Every position along a solution is winnable with the rest of it.
            moves = tuple(result.moves)
            here = position
            for i in range(len(moves)):
                self.cache.setdefault((rules, here), Verdict(SOLVED, moves[i:], result))
                here = rules.apply(here, moves[i])
            self.cache[(rules, position)] = Verdict(SOLVED, moves, result)
        elif result.verdict == UNSOLVABLE:
            self.cache[(rules, position)] = Verdict(UNSOLVABLE, (), result)
        else:
            # Unknown is not cached for good: a later, longer try may decide it.
            self.cache.setdefault((rules, position), Verdict(UNKNOWN, (), result))

    def forget_unknown(self) -> None:
        """Drop cached *unknown* verdicts (after a settings change, say)."""
        for key in [k for k, v in self.cache.items() if v.state == UNKNOWN]:
            del self.cache[key]

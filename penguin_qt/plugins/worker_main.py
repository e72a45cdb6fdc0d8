"""The solver worker's own side (a separate process; see ``workers``).  No Qt here.

``main`` is what the worker runs: it arranges to die with its parent, loads the plugins
exactly as the program does, caps its address space, says ``Ready`` and then runs one job at a
time.  A second thread listens to the program: it passes ``Cancel`` on to the running solve and
ends the process at once when the program's end of the pipe closes.
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import signal
import sys
import threading
from typing import Any

from ..solving import CancelToken, quick_hint, run_solver
from .workers import (
    EXIT_OUT_OF_MEMORY,
    EXIT_SOLVER_ENDED,
    Answer,
    Cancel,
    Cancelled,
    Configure,
    Failed,
    HintAnswer,
    HintJob,
    Job,
    Ready,
    SolveJob,
    Stop,
)

PR_SET_PDEATHSIG = 1
MIB = 1024 * 1024
STACK_MARGIN_MB = 64  # thread stacks and the interpreter's own arenas, on top of the cap


def die_with_parent(parent_pid: int) -> None:
    """Ask the kernel to kill this process when its parent ends (Linux); if the parent is
    already gone, end now."""
    if sys.platform.startswith("linux"):
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        except (OSError, AttributeError):
            pass  # the pipe watch below still ends the worker
    if os.getppid() != parent_pid:
        os._exit(0)


def _address_space() -> int:
    """The process's current virtual size in bytes (0 when unknown)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def cap_memory(memory_mb: int | None) -> None:
    """Let the address space grow by at most ``memory_mb`` MiB from here (RLIMIT_AS)."""
    try:
        import resource
    except ImportError:  # pragma: no cover - not on Linux
        return
    _soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    if memory_mb is None:
        limit = hard
    else:
        limit = _address_space() + (memory_mb + STACK_MARGIN_MB) * MIB
        if hard != resource.RLIM_INFINITY:
            limit = min(limit, hard)
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard))


class _Guarded:
    """A solver whose ``solve`` notes a MemoryError before it is turned into *unknown*."""

    def __init__(self, solver: Any) -> None:
        self._solver = solver
        self.out_of_memory = False

    def __getattr__(self, name: str) -> Any:
        return getattr(self._solver, name)

    def solve(self, *args: Any) -> Any:
        try:
            return self._solver.solve(*args)
        except MemoryError:
            self.out_of_memory = True
            raise


class Worker:
    def __init__(self, conn, disabled: list[str], memory_mb: int | None) -> None:
        self.conn = conn
        self.disabled = list(disabled)
        self.memory_mb = memory_mb
        self.host = None
        self.lock = threading.Lock()
        self.wake = threading.Event()
        self.pending: Job | None = None
        self.config: Configure | None = None
        self.current: Job | None = None
        self.token = CancelToken()

    def load(self) -> None:
        from .host import PluginHost

        self.host = PluginHost(disabled=self.disabled)
        for entry in self.host.solvers().values():  # load their libraries before any job
            with contextlib.suppress(Exception):  # run_solver reports it with the first job
                entry.item.availability()
        cap_memory(self.memory_mb)

    # -- the listening thread ---------------------------------------------------------------

    def listen(self) -> None:
        while True:
            try:
                message = self.conn.recv()
            except (EOFError, OSError):
                os._exit(0)  # the program is gone: so is its worker
            if isinstance(message, Stop):
                os._exit(0)
            with self.lock:
                if isinstance(message, Cancel):
                    if self.current is not None and self.current.job == message.job:
                        self.token.cancel()
                    if self.pending is not None and self.pending.job == message.job:
                        self.pending = None
                        self._send(Cancelled(message.job))
                elif isinstance(message, Configure):
                    self.config = message
                    self.token.cancel()
                    self.wake.set()
                elif isinstance(message, SolveJob | HintJob):
                    if self.pending is not None:  # only the newest waits
                        self._send(Cancelled(self.pending.job))
                    self.pending = message
                    self.wake.set()

    def _send(self, message: Any) -> None:
        try:
            self.conn.send(message)
        except (OSError, ValueError):
            os._exit(0)

    # -- the working thread -----------------------------------------------------------------

    def run(self) -> None:
        self.load()
        threading.Thread(target=self.listen, daemon=True, name="listen").start()
        self._send(Ready(os.getpid()))
        while True:
            self.wake.wait()
            with self.lock:
                self.wake.clear()
                job, self.pending = self.pending, None
                config, self.config = self.config, None
                self.current = job
                self.token = CancelToken()
            if config is not None:
                self.disabled, self.memory_mb = list(config.disabled), config.memory_mb
                cap_memory(None)
                self.load()
            if job is not None:
                self.work(job)
                with self.lock:
                    self.current = None

    def _lock_send(self, message: Any) -> None:
        with self.lock:
            self._send(message)

    def work(self, job: Job) -> None:
        entry = self.host.solvers().get(job.solver_id) if self.host else None
        if entry is None:
            self._lock_send(Failed(job.job, f"no solver {job.solver_id!r} in the worker"))
            return
        solver = _Guarded(entry.item)
        token = self.token
        try:
            if isinstance(job, SolveJob):
                result = run_solver(solver, job.position, job.rules, job.budget, token)
                answer: Any = Answer(job.job, result)
                if token.cancelled and not result.decided:
                    answer = Cancelled(job.job)
            else:
                hint = quick_hint(
                    job.position, job.rules, solver=solver, budget_ms=job.ms, cancel=token
                )
                answer = HintAnswer(job.job, hint.move, hint.source, hint.result)
        except BaseException as exc:  # SystemExit and the like from a solver: end cleanly
            self._lock_send(Failed(job.job, f"the solver raised {exc!r}", fatal=True))
            os._exit(EXIT_SOLVER_ENDED)
        if solver.out_of_memory:
            self._lock_send(Failed(job.job, "the solver ran out of memory", fatal=True))
            os._exit(EXIT_OUT_OF_MEMORY)
        self._lock_send(answer)


def no_core_dumps() -> None:
    """A crashing solver should end its worker at once, not after writing a core file."""
    try:
        import resource

        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    except (ImportError, ValueError, OSError):
        pass


def main(argv: list[str]) -> None:
    from multiprocessing.connection import Connection

    parent_pid, fd, config = int(argv[0]), int(argv[1]), json.loads(argv[2])
    die_with_parent(parent_pid)
    no_core_dumps()
    conn = Connection(fd)
    nice = config.get("nice", 0)
    if nice:
        with contextlib.suppress(OSError):
            os.nice(nice)
    Worker(conn, config.get("disabled", []), config.get("memory_mb")).run()

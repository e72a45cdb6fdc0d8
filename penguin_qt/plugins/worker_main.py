"""The solver worker's own side (a separate process; see ``workers``).  No Qt here.

``main`` is what the worker runs: it takes its standard input and output over as its pipes
to the program (the null device takes their place, for the solvers' prints), arranges to die
with its parent, loads the plugins exactly as the program does, caps its address space, says
``Ready`` and then runs one job at a time.  A second thread listens to the program: it passes
``Cancel`` on to the running solve and ends the process at once when the program's end of the
pipe closes.
"""

from __future__ import annotations

import contextlib
import ctypes
import dataclasses
import json
import os
import signal
import sys
import threading
import time
from typing import TYPE_CHECKING, Any

from ..solving import CancelToken, SolveResult, quick_hint, run_solver
from .pipes import MAX_MESSAGE_BYTES, MAX_TEXT_CHARS, cut, frame, read_frame, write_all
from .workers import (
    EXIT_OUT_OF_MEMORY,
    EXIT_SOLVER_ENDED,
    STDIO,
    Answer,
    Cancel,
    Cancelled,
    Configure,
    DealFailed,
    DealJob,
    Dealt,
    Failed,
    HintAnswer,
    HintJob,
    Job,
    Ready,
    SolveJob,
    Stop,
    end_tree,
)

if TYPE_CHECKING:
    from .host import PluginHost

PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36
MIB = 1024 * 1024
STACK_MARGIN_MB = 64  # thread stacks and the interpreter's own arenas, on top of the cap


def die_with_parent(parent_pid: int) -> bool:
    """Ask the kernel to kill this process when its parent ends (Linux ``prctl``); if the
    parent is already gone, end now.  Returns whether the kernel took the request; without
    it the pipe watch (``Worker.listen``) still ends the worker when the program's end of the
    pipe closes, which it does however the program ends."""
    armed = False
    if sys.platform.startswith("linux"):
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            armed = libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) == 0
        except (OSError, AttributeError, TypeError):
            armed = False
    if os.getppid() != parent_pid:
        os._exit(0)
    return armed


def adopt_orphans() -> bool:
    """Become the parent of the orphans among this worker's descendants (Linux's child
    subreaper), so that a process that left the worker's group and lost its own parent is
    still found under the worker, and ended with it (``end_tree``)."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except (OSError, AttributeError, TypeError):
        return False


def _address_space() -> int:
    """The process's current virtual size in bytes (0 when unknown: no ``/proc``)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError, AttributeError):
        return 0


def _resident_bytes() -> int:
    """The most memory the process has held so far (0 when unknown)."""
    try:
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    except (ImportError, AttributeError, OSError, ValueError):
        return 0
    return peak if sys.platform == "darwin" else peak * 1024  # bytes on macOS, KiB elsewhere


class MemoryWatch:
    """The memory cap where ``RLIMIT_AS`` (or ``/proc``) is missing: a thread that ends the
    worker as out of memory once its peak resident size grows past the cap.  It looks every
    :attr:`every` seconds, so it is coarser than the kernel's limit, but it holds."""

    every = 0.05

    def __init__(self) -> None:
        self.limit: int | None = None
        self._thread: threading.Thread | None = None

    def set(self, memory_mb: int | None) -> bool:
        """Watch for ``memory_mb`` MiB more than now (None: stop watching); False when this
        platform cannot say how much memory the process holds."""
        if memory_mb is None:
            self.limit = None
            return True
        start = _resident_bytes()
        if not start:
            self.limit = None
            return False
        self.limit = start + (memory_mb + STACK_MARGIN_MB) * MIB
        if self._thread is None:
            self._thread = threading.Thread(target=self._watch, daemon=True, name="memory")
            self._thread.start()
        return True

    def _watch(self) -> None:
        while True:
            time.sleep(self.every)
            limit = self.limit
            if limit is not None and _resident_bytes() > limit:
                os._exit(EXIT_OUT_OF_MEMORY)


MEMORY_WATCH = MemoryWatch()


def cap_memory(memory_mb: int | None) -> str:
    """Let the address space grow by at most ``memory_mb`` MiB from here.  Returns how:
    ``"rlimit"`` (the kernel's RLIMIT_AS), ``"watch"`` (the :class:`MemoryWatch` thread, where
    RLIMIT_AS or the process's current size is not to be had) or ``"none"``."""
    resource: Any
    try:
        import resource

        rlimit_as = resource.RLIMIT_AS
    except (ImportError, AttributeError):
        resource, rlimit_as = None, None
    if memory_mb is None:
        MEMORY_WATCH.set(None)
        if resource is not None and rlimit_as is not None:
            with contextlib.suppress(ValueError, OSError):
                _soft, hard = resource.getrlimit(rlimit_as)
                resource.setrlimit(rlimit_as, (hard, hard))
        return "none"
    size = _address_space()
    if resource is not None and rlimit_as is not None and size:
        try:
            _soft, hard = resource.getrlimit(rlimit_as)
            limit = size + (memory_mb + STACK_MARGIN_MB) * MIB
            if hard != resource.RLIM_INFINITY:
                limit = min(limit, hard)
            resource.setrlimit(rlimit_as, (limit, hard))
            MEMORY_WATCH.set(None)
            return "rlimit"
        except (ValueError, OSError):
            pass
    return "watch" if MEMORY_WATCH.set(memory_mb) else "none"


def end_own_group() -> None:
    """End this worker and every process its solver started (every descendant found in
    ``/proc``, and its process group when the worker leads one), then the worker itself."""
    end_tree(os.getpid())
    killpg = getattr(os, "killpg", None)
    if killpg is not None and hasattr(os, "getpgrp") and os.getpgrp() == os.getpid():
        with contextlib.suppress(OSError):
            killpg(os.getpid(), getattr(signal, "SIGKILL", signal.SIGTERM))
    os._exit(0)


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


class Pipes:
    """The worker's two pipes to the program, in frames (see ``workers``)."""

    def __init__(self, incoming: int, outgoing: int) -> None:
        self.incoming, self.outgoing = incoming, outgoing

    @classmethod
    def from_stdio(cls) -> Pipes:
        """Standard input and output become the pipes; the null device takes their place,
        so that what a solver prints (or a child process it starts reads) never reaches
        them.  The pipes' own descriptors are not inherited by the solver's processes."""
        incoming, outgoing = os.dup(0), os.dup(1)
        null = os.open(os.devnull, os.O_RDWR)
        os.dup2(null, 0)
        os.dup2(null, 1)
        os.close(null)
        return cls(incoming, outgoing)

    def recv(self) -> Any:
        return read_frame(self.incoming, MAX_MESSAGE_BYTES)

    def send(self, message: Any) -> None:
        write_all(self.outgoing, frame(message))


class Worker:
    def __init__(self, conn: Pipes, disabled: list[str], memory_mb: int | None) -> None:
        self.conn = conn
        self.disabled = list(disabled)
        self.memory_mb = memory_mb
        self.host: PluginHost | None = None
        self.lock = threading.Lock()
        self.wake = threading.Event()
        self.pending: Job | None = None
        self.config: Configure | None = None
        self.current: Job | None = None
        self.token = CancelToken()
        self.parent_guard = "pipe"  # how the worker ends with the program: see main()
        self.memory_guard = "none"

    def load(self) -> None:
        from .host import PluginHost

        self.host = PluginHost(disabled=self.disabled)
        for entry in self.host.solvers().values():  # load their libraries before any job
            with contextlib.suppress(Exception):  # run_solver reports it with the first job
                entry.item.availability()
        self.memory_guard = cap_memory(self.memory_mb)

    # -- the listening thread ---------------------------------------------------------------

    def listen(self) -> None:
        while True:
            try:
                message = self.conn.recv()
            except Exception:  # EOFError, OSError: the program is gone (or speaks nonsense)
                end_own_group()  # so is its worker, with its children
            if isinstance(message, Stop):
                # The solver's thread holds the interpreter for its whole switch interval
                # (5 ms) each time this thread waits on a system call, and finding the
                # descendants reads /proc file by file: a search in full flow made the stop
                # take 300-600 ms.  The worker ends now, so the interval is cut short for all.
                sys.setswitchinterval(1e-5)
                end_own_group()
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
                elif isinstance(message, SolveJob | HintJob | DealJob):
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
        guards = (f"parent: {self.parent_guard}", f"memory: {self.memory_guard}")
        self._send(Ready(os.getpid(), guards))
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
        if isinstance(job, DealJob):
            self._lock_send(make_deal(job))
            return
        entry = self.host.solvers().get(job.solver_id) if self.host else None
        if entry is None:
            self._lock_send(Failed(job.job, f"no solver {job.solver_id!r} in the worker"))
            return
        solver = _Guarded(entry.item)
        token = self.token
        try:
            if isinstance(job, SolveJob):
                result = run_solver(solver, job.position, job.rules, job.budget, token)
                answer: Any = Answer(job.job, bounded(result))
                if token.cancelled and not result.decided:
                    answer = Cancelled(job.job)
            else:
                hint = quick_hint(
                    job.position,
                    job.rules,
                    solver=solver,
                    budget_ms=job.ms,
                    cancel=token,
                    variety=job.variety,
                )
                found = None if hint.result is None else bounded(hint.result)
                answer = HintAnswer(job.job, hint.move, cut(hint.source), found)
        except BaseException as exc:  # SystemExit and the like from a solver: end cleanly
            self._lock_send(Failed(job.job, cut(f"the solver raised {exc!r}"), fatal=True))
            os._exit(EXIT_SOLVER_ENDED)
        if solver.out_of_memory:
            self._lock_send(Failed(job.job, "the solver ran out of memory", fatal=True))
            os._exit(EXIT_OUT_OF_MEMORY)
        self._lock_send(answer)


def make_deal(job: DealJob) -> Any:
    """The answer to a :class:`DealJob`: the deal, or why it could not be made (whatever the
    procedure raised is a DealError by then: the host guards a plugin's ``make``).  Here the
    procedure runs without a thread to time it: the program ends this process if it hangs."""
    from ..engine import DealError, deal
    from .checks import direct_deals

    try:
        with direct_deals():
            return Dealt(job.job, deal(job.rules, job.number))
    except DealError as exc:
        return DealFailed(job.job, cut(exc.template), _plain(exc.params))
    except Exception as exc:  # the engine's checks on a value they did not expect
        return DealFailed(job.job, "{error}", {"error": cut(f"{type(exc).__name__}: {exc}")})


def _plain(params: dict[str, Any]) -> dict[str, Any]:
    """An error's values as the program can read them: numbers, cut texts and nested texts."""
    from ..engine import Text

    out: dict[str, Any] = {}
    for key, value in params.items():
        if isinstance(value, Text):
            out[key] = Text(cut(value.template), **_plain(value.params))
        elif isinstance(value, int | float) and not isinstance(value, bool):
            out[key] = value
        else:
            out[key] = cut(str(value))
    return out


def bounded(result: SolveResult) -> SolveResult:
    """A solver's result with its texts cut to MAX_TEXT_CHARS: a reason of any size costs
    the program a line, not the memory of the whole text."""
    if len(result.reason) <= MAX_TEXT_CHARS and len(result.solver) <= MAX_TEXT_CHARS:
        return result
    return dataclasses.replace(result, reason=cut(result.reason), solver=cut(result.solver))


def no_core_dumps() -> None:
    """A crashing solver should end its worker at once, not after writing a core file."""
    try:
        import resource

        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    except (ImportError, ValueError, OSError):
        pass


def main(argv: list[str]) -> None:
    parent_pid, transport, config = int(argv[0]), argv[1], json.loads(argv[2])
    if transport != STDIO:
        raise SystemExit(f"unknown transport {transport!r}")
    conn = Pipes.from_stdio()
    armed = die_with_parent(parent_pid)
    adopt_orphans()
    no_core_dumps()
    nice = config.get("nice", 0)
    if nice:
        with contextlib.suppress(OSError, AttributeError):
            os.nice(nice)
    worker = Worker(conn, config.get("disabled", []), config.get("memory_mb"))
    worker.parent_guard = "prctl" if armed else "pipe"
    worker.run()

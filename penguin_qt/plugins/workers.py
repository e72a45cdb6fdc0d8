"""Solver worker processes: plugin solvers run where the host can end them.

A worker is a separate Python process started *isolated* (``python -I`` with the parent's
``sys.path`` given explicitly, so nothing in the current directory is imported), a cap on its
address space (``RLIMIT_AS``) and a parent-death signal: it dies with the program however the
program ends, and also ends itself when its pipe to the program closes.  Each worker leads a
session (process group) of its own, and ending a worker ends the group: a solver's own child
processes do not outlive it.  On Linux the worker also adopts the orphans among its
descendants (a child subreaper), and whoever ends it (the program, or the worker itself when
the program's pipe closes) first ends every process descended from it, found in ``/proc``:
so a process that left the group (``setsid``, a daemon's double fork) ends too.  Not covered:
a descendant that left the group, when the program is killed outright (SIGKILL, a crash) and
the kernel ends the worker before anyone can look; and, without ``/proc``, any process that
left the group.  Where a feature is missing (no ``prctl``, no ``RLIMIT_AS``, no ``/proc``, no
process groups) the worker keeps the guarantee another way: see ``worker_main``.

**The transport is the worker's standard input and output**, which every platform has (a
socket handed over by ``pass_fds`` is POSIX only): the worker takes both pipes over at its
start and puts the null device in their place, so a solver's prints reach nobody.  The
frames, their bounds and the thread that reads them are ``pipes``'.

The two sides talk in typed messages (below).  A worker runs
one job at a time; the host sends a job only to an idle worker, so only the newest request
ever waits (on the host's side) and nothing queues in a worker.  The host measures time
itself: :meth:`WorkerProcess.overdue` says when a job overran its budget by more than the
grace, or a cancelled job did not stop within the grace; the host then kills the worker
(the zombie is reaped at once) and starts another.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from typing import Any

from ..engine import Move, Position, Rules
from ..solving import Budget, SolveResult
from .pipes import MAX_MESSAGE_BYTES, Inbox, frame, write_all

GRACE = 0.25  # seconds a job may overrun its budget (solvers watch the clock themselves)...
GRACE_SHARE = 0.05  # ...or this share of a longer budget (a loaded machine slows their checks)
CANCEL_GRACE = 0.5  # seconds a cancelled job may take to stop
START_SECONDS = 30.0  # a worker that has not loaded its plugins by then is stuck
MEMORY_MARGIN_MB = 256  # address space for Python, the libraries and thread stacks
EXIT_OUT_OF_MEMORY = 75
EXIT_SOLVER_ENDED = 76


# -- messages: program -> worker --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SolveJob:
    """Solve ``position`` with the solver ``solver_id`` within ``budget``."""

    job: int
    position: Position
    rules: Rules
    solver_id: str
    budget: Budget


@dataclass(frozen=True, slots=True)
class HintJob:
    """The best next move within about ``ms`` milliseconds, by ``solver_id`` (``variety``:
    see :class:`~penguin_qt.solving.Budget`)."""

    job: int
    position: Position
    rules: Rules
    solver_id: str
    ms: float
    variety: int = 0


@dataclass(frozen=True, slots=True)
class DealJob:
    """Make deal ``number`` with the rules' deal procedure (a plugin's: see ``dealing``)."""

    job: int
    rules: Rules
    number: int


@dataclass(frozen=True, slots=True)
class Cancel:
    job: int


@dataclass(frozen=True, slots=True)
class Configure:
    """The plugins turned off, and the memory cap of the next jobs (MiB, None: no cap)."""

    disabled: tuple[str, ...]
    memory_mb: int | None = None


@dataclass(frozen=True, slots=True)
class Stop:
    pass


# -- messages: worker -> program --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Ready:
    """The worker has loaded its plugins and takes jobs.  ``guards``: how it keeps its
    promises here, e.g. ``("parent: prctl", "memory: rlimit")`` (see ``worker_main``)."""

    pid: int
    guards: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Answer:
    job: int
    result: SolveResult


@dataclass(frozen=True, slots=True)
class HintAnswer:
    job: int
    move: Move | None
    source: str
    result: SolveResult | None


@dataclass(frozen=True, slots=True)
class Dealt:
    """The deal a :class:`DealJob` asked for, its forced moves made."""

    job: int
    position: Position


@dataclass(frozen=True, slots=True)
class DealFailed:
    """The deal could not be made: a ``DealError``'s template and values, for the program to
    raise it again (and translate it) on its side."""

    job: int
    template: str
    params: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Cancelled:
    job: int


@dataclass(frozen=True, slots=True)
class Failed:
    """The job could not run (unknown solver id, ...); ``fatal``: the worker is ending."""

    job: int
    text: str
    fatal: bool = False


Job = SolveJob | HintJob | DealJob


def grace(seconds: float) -> float:
    """How long past a budget of ``seconds`` a job may take before its worker is ended."""
    return max(GRACE, GRACE_SHARE * seconds)


def overran(seconds: float) -> str:
    """Why a job that overran a budget of ``seconds`` was ended, and how to avoid it."""
    allowed = round(grace(seconds) * 1000)
    return (
        "overran its budget: return before budget.seconds; "
        f"the host allows {allowed} ms of grace, clean-up included"
    )


#: The longest a plugin's deal procedure may take to make one deal (in a worker, or in the
#: program's own process with a thread to wait on: see ``checks.GuardedMake``).
DEAL_SECONDS = 1.0


def job_seconds(job: Job) -> float | None:
    if isinstance(job, SolveJob):
        return job.budget.seconds
    if isinstance(job, DealJob):
        return DEAL_SECONDS
    return job.ms / 1000.0


BOOT = (
    "import sys, json; sys.path[:] = json.loads(sys.argv[1]); "
    "from penguin_qt.plugins.worker_main import main; main(sys.argv[2:])"
)
#: How a worker is told its transport: its standard input and output (see the module).
STDIO = "stdio"


def child_path() -> list[str]:
    """The parent's import path without the current-directory entries."""
    return [entry for entry in sys.path if entry not in ("", ".")]


def has_sessions() -> bool:
    """Whether this platform has sessions and process groups to end a worker's children."""
    return hasattr(os, "setsid") and hasattr(os, "killpg")


def end_group(pid: int) -> None:
    """Kill the process group ``pid`` leads (the worker and its solver's children).

    Safe after the worker itself is gone: the kernel gives no new process an id that a
    process group still uses.  Where there are no process groups, only the worker is ended
    (by :meth:`WorkerProcess.kill`)."""
    if not has_sessions():
        return
    with contextlib.suppress(OSError):  # ProcessLookupError: nothing left of it
        os.killpg(pid, getattr(signal, "SIGKILL", signal.SIGTERM))


def descendants(pid: int) -> list[int]:
    """Every living process descended from ``pid``, read from ``/proc`` (Linux); [] where
    there is no ``/proc``.  A zombie is left out: it has ended."""
    children: dict[int, list[int]] = {}
    try:
        entries = os.listdir("/proc")
    except OSError:
        return []
    for name in entries:
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as stat:
                fields = stat.read().rsplit(b")", 1)[1].split()
        except (OSError, IndexError):
            continue  # it ended meanwhile
        if len(fields) > 1 and fields[0] != b"Z":
            children.setdefault(int(fields[1]), []).append(int(name))
    found, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), ()):
            found.append(child)
            todo.append(child)
    return found


def end_tree(pid: int) -> None:
    """Kill every process descended from the living process ``pid`` (its process group
    or not), again while new ones show (one may fork while the others are killed).  Only
    for a process not yet reaped: a reaped one's id may be another's."""
    kill = getattr(signal, "SIGKILL", None)
    if kill is None:
        return
    for _ in range(5):
        found = descendants(pid)
        if not found:
            return
        for child in found:
            with contextlib.suppress(OSError):
                os.kill(child, kill)


def describe_exit(code: int | None) -> str:
    if code is None:
        return "is still running"
    if code == EXIT_OUT_OF_MEMORY:
        return "ran out of memory"
    if code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = f"signal {-code}"
        return f"crashed ({name})"
    return f"ended (exit status {code})"


class WorkerProcess:
    """One worker process and the job it runs.  Not thread-safe: one owner drives it."""

    def __init__(
        self, disabled: tuple[str, ...] = (), memory_mb: int | None = None, nice: int = 0
    ) -> None:
        env = dict(os.environ)
        env.pop("PYTHONSTARTUP", None)
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-I",
                "-B",
                "-c",
                BOOT,
                json.dumps(child_path()),
                str(os.getpid()),
                STDIO,
                json.dumps({"disabled": list(disabled), "memory_mb": memory_mb, "nice": nice}),
            ],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            bufsize=0,
            env=env,
            close_fds=True,
            # Its own session and process group: the solver's own children are ended
            # with it (kill() ends the whole group), and a Ctrl+C in the terminal reaches
            # the program, which ends its workers itself.
            start_new_session=has_sessions(),
        )
        assert self.process.stdin is not None and self.process.stdout is not None
        self._outbox = self.process.stdin
        self._lock = threading.Lock()  # one frame at a time on the worker's input
        self.inbox = Inbox(self.process.stdout, MAX_MESSAGE_BYTES)
        self.pid = self.process.pid
        self.started = time.monotonic()
        self.ready = False
        self.guards: tuple[str, ...] = ()  # what the worker said in its Ready
        self.job: Job | None = None  # the job running in the worker
        self.deadline: float | None = None
        self.cancelled = False
        self.sent_at = 0.0
        self.dead = False
        self.dying = False  # it said it is ending (a fatal Failed): no new job for it

    def fileno(self) -> int:
        """A descriptor that is readable when a message (or the end) waits: watch it with a
        QSocketNotifier or ``wait``, then call :meth:`receive`."""
        return self.inbox.wake.fileno()

    def poll(self, timeout: float | None = 0.0) -> bool:
        """Wait at most ``timeout`` seconds until :meth:`receive` has something to give."""
        return self.inbox.wait(timeout)

    @property
    def idle(self) -> bool:
        return self.ready and self.job is None and not self.dead and not self.dying

    def send(self, message: Any) -> bool:
        """Send a message; False when the worker is gone."""
        if self.dead:
            return False
        data = frame(message)
        try:
            with self._lock:
                write_all(self._outbox.fileno(), data)
        except (OSError, ValueError):
            return False
        return True

    def start_job(self, job: Job) -> bool:
        if not self.send(job):
            return False
        self.job, self.cancelled = job, False
        self.sent_at = time.monotonic()
        seconds = job_seconds(job)
        self.deadline = None if seconds is None else self.sent_at + seconds + grace(seconds)
        return True

    def cancel(self) -> None:
        """Ask the running job to stop; it must within the grace."""
        if self.job is None or self.cancelled:
            return
        self.cancelled = True
        limit = time.monotonic() + CANCEL_GRACE
        self.deadline = limit if self.deadline is None else min(self.deadline, limit)
        self.send(Cancel(self.job.job))

    def finish_job(self) -> None:
        self.job, self.deadline, self.cancelled = None, None, False

    def overdue(self, now: float | None = None) -> str | None:
        """Why the worker must be ended now (it overran, ignored cancel, never started)."""
        now = time.monotonic() if now is None else now
        if not self.ready:
            return "did not start" if now - self.started > START_SECONDS else None
        if self.job is None or self.deadline is None or now <= self.deadline:
            return None
        if self.cancelled:
            return "ignored cancel"
        return overran(job_seconds(self.job) or 0.0)

    def receive(self) -> list[Any]:
        """Every message waiting (without blocking).  Raises EOFError when the worker is gone."""
        inbox = self.inbox
        if not inbox.ended:
            inbox.drain()
        messages = []
        while inbox.messages:
            message = inbox.messages.popleft()
            if isinstance(message, Ready):
                self.ready, self.guards = True, message.guards
            elif isinstance(message, Failed) and message.fatal:
                self.dying = True
            messages.append(message)
        if inbox.ended and not inbox.messages:
            if inbox.refused is not None and not self.dying:
                self.dying = True  # not read further: it is ended now, whatever it sent
                end_group(self.pid)
                with contextlib.suppress(OSError):
                    self.process.kill()
                job = self.job.job if self.job is not None else 0
                messages.append(Failed(job, inbox.refused, fatal=True))
                return messages
            self.dead = True
            if not messages:
                raise EOFError("the solver worker closed its pipe")
        return messages

    def answers(self) -> list[Any]:
        """The messages waiting that answer the job running, each of which ends it
        (``finish_job``); read without blocking, and none once the pipe has closed (``gone``
        then says the worker is gone).  Every caller reads its worker through this."""
        try:
            messages = self.receive()
        except EOFError:
            return []
        out = []
        for message in messages:
            number = getattr(message, "job", None)
            if self.job is None or number is None or number != self.job.job:
                continue  # the worker's Ready, or the answer to a job given up
            self.finish_job()
            out.append(message)
        return out

    def kill(self, wait: bool = True) -> str:
        """End the worker and every process it started now; reap it (``wait``) or leave that
        to :meth:`reap`."""
        self.dead = True
        if self.process.returncode is None:  # not reaped: its id is still its own
            end_tree(self.pid)
        end_group(self.pid)
        if self.process.poll() is None:
            with contextlib.suppress(OSError):
                self.process.kill()
        with contextlib.suppress(OSError):
            self._outbox.close()
        self.inbox.close()
        if not wait:
            return describe_exit(self.process.poll())
        try:
            code = self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:  # pragma: no cover - SIGKILL cannot be ignored
            code = None
        return describe_exit(code)

    def reap(self) -> bool:
        """Whether the ended worker has been reaped (no zombie left); never blocks."""
        return self.process.poll() is not None

    def stop(self, timeout: float = 1.0) -> None:
        """A polite stop, then a kill if needed; always reaped.  A worker still starting
        (no Ready yet) is killed at once: it has nothing to tidy, and it would read the stop
        only once its plugins are loaded (a window closed right after it opened waited
        for that, some 60 ms a worker)."""
        if not self.dead and self.ready and self.send(Stop()):
            # its output ends as it exits: waited for so, then reaped at once (the process's
            # own wait polls, in steps that grow to 50 ms)
            started = time.monotonic()
            if self.inbox.wait_end(timeout):
                with contextlib.suppress(subprocess.TimeoutExpired):
                    self.process.wait(timeout=max(0.0, started + timeout - time.monotonic()))
        self.kill()

    @property
    def gone(self) -> bool:
        """Dead, or ending by itself: the owner should reap it and start another."""
        return self.dead or self.dying

    def exit_reason(self, wait: float = 2.0) -> str:
        """After EOF or a fatal Failed: wait at most ``wait`` seconds for the process (it is
        ending), end it, and say how it ended."""
        try:
            code = self.process.wait(timeout=wait)
        except subprocess.TimeoutExpired:
            code = None
        self.kill(wait=False)
        return describe_exit(code) if code is not None else "stopped"

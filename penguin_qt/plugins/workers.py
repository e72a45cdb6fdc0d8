"""Solver worker processes: plugin solvers run where the host can end them.

A worker is a separate Python process started *isolated* (``python -I`` with the parent's
``sys.path`` given explicitly, so nothing in the current directory is imported), with
standard output closed (a solver's prints cannot mix with ``penguin-solve``'s), a cap on its
address space (``RLIMIT_AS``) and a parent-death signal: it dies with the program however the
program ends, and also ends itself when its pipe to the program closes.  Each worker leads a
session (process group) of its own, and ending a worker ends the group: a solver's own child
processes do not outlive it.  Where a feature is missing (no ``prctl``, no ``RLIMIT_AS``, no
``/proc``, no process groups) the worker keeps the guarantee another way: see ``worker_main``.

The two sides talk through one duplex connection in typed messages (below).  A worker runs
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
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from ..engine import Move, Position, Rules
from ..solving import Budget, SolveResult

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
class Cancelled:
    job: int


@dataclass(frozen=True, slots=True)
class Failed:
    """The job could not run (unknown solver id, ...); ``fatal``: the worker is ending."""

    job: int
    text: str
    fatal: bool = False


Job = SolveJob | HintJob


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


def job_seconds(job: Job) -> float | None:
    if isinstance(job, SolveJob):
        return job.budget.seconds
    return job.ms / 1000.0


BOOT = (
    "import sys, json; sys.path[:] = json.loads(sys.argv[1]); "
    "from penguin_qt.plugins.worker_main import main; main(sys.argv[2:])"
)


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
        parent_end, child_end = socket.socketpair()
        env = dict(os.environ)
        env.pop("PYTHONSTARTUP", None)
        try:
            self.process = subprocess.Popen(
                [
                    sys.executable,
                    "-I",
                    "-B",
                    "-c",
                    BOOT,
                    json.dumps(child_path()),
                    str(os.getpid()),
                    str(child_end.fileno()),
                    json.dumps({"disabled": list(disabled), "memory_mb": memory_mb, "nice": nice}),
                ],
                pass_fds=(child_end.fileno(),),
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                env=env,
                close_fds=True,
                # Its own session and process group: the solver's own children are ended
                # with it (kill() ends the whole group), and a Ctrl+C in the terminal reaches
                # the program, which ends its workers itself.
                start_new_session=has_sessions(),
            )
        finally:
            child_end.close()
        self.conn = Connection(parent_end.detach())
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
        return self.conn.fileno()

    @property
    def idle(self) -> bool:
        return self.ready and self.job is None and not self.dead and not self.dying

    def send(self, message: Any) -> bool:
        """Send a message; False when the worker is gone."""
        if self.dead:
            return False
        try:
            self.conn.send(message)
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
        messages = []
        try:
            while self.conn.poll():
                message = self.conn.recv()
                if isinstance(message, Ready):
                    self.ready, self.guards = True, message.guards
                elif isinstance(message, Failed) and message.fatal:
                    self.dying = True
                messages.append(message)
        except (OSError, EOFError, ValueError):
            self.dead = True
            if not messages:
                raise EOFError("the solver worker closed its pipe") from None
        return messages

    def kill(self, wait: bool = True) -> str:
        """End the worker and every process it started now; reap it (``wait``) or leave that
        to :meth:`reap`."""
        self.dead = True
        end_group(self.pid)
        if self.process.poll() is None:
            with contextlib.suppress(OSError):
                self.process.kill()
        with contextlib.suppress(OSError):
            self.conn.close()
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
        """A polite stop, then a kill if needed; always reaped."""
        if not self.dead:
            self.send(Stop())
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=timeout)
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

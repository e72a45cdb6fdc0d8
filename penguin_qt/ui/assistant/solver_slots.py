"""The places of the solver runner's race: one worker process each, its notifier, and the
jobs waiting for it (a new hint interrupts a solve, a new solve waits for a hint)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSocketNotifier

from . import solver_worker
from .solver_worker import HintJob, SolveJob

if TYPE_CHECKING:
    from .solver_runner import SolverRunner


class Slot:
    """One place in the race: a worker process, its notifier and the job waiting for it."""

    def __init__(self, runner: SolverRunner, index: int) -> None:
        self.runner, self.index = runner, index
        self.worker: solver_worker.WorkerProcess | None = None
        self.notifier: QSocketNotifier | None = None
        # Only the newest job of each kind waits; a hint goes before a solve.
        self.waiting: dict[str, SolveJob | HintJob] = {}

    def ensure(self) -> solver_worker.WorkerProcess | None:
        """The slot's worker, started if needed; None when no process can be started."""
        if self.worker is None or self.worker.dead:
            self.retire()
            try:
                self.worker = solver_worker.start(self.runner.disabled_plugins)
            except OSError as exc:  # no processes left, say: the window goes on without
                self.worker = None
                self.runner.failed.emit(
                    self.runner.tr("The solver cannot start: {why}").format(why=exc)
                )
                return None
            self.notifier = QSocketNotifier(self.worker.fileno(), QSocketNotifier.Type.Read)
            self.notifier.activated.connect(lambda *_: self.runner.receive(self))
        return self.worker

    def retire(self) -> None:
        if self.notifier is not None:
            self.notifier.setEnabled(False)
            self.notifier.deleteLater()
            self.notifier = None

    def give(self, job: SolveJob | HintJob) -> None:
        """Run ``job`` here now, or as soon as the current job has stopped: a new hint
        interrupts a solve, a new solve waits for a hint, and a job of the same kind as the
        running one cancels it."""
        worker = self.ensure()
        kind = "hint" if isinstance(job, HintJob) else "solve"
        old = self.waiting.pop(kind, None)
        if old is not None:
            self.runner.superseded(old)
        if worker is None:
            self.runner.superseded(job)  # nothing can run it: its race goes on without
            return
        if worker.idle:
            worker.start_job(job)
            return
        self.waiting[kind] = job
        current = worker.job
        if current is None or (isinstance(current, HintJob) and kind == "solve"):
            return
        if kind == "hint" and isinstance(current, SolveJob):
            self.runner.interrupted.add(current.job)
        worker.cancel()

    def next(self) -> None:
        worker = self.worker
        if worker is None or not worker.idle:
            return
        for kind in ("hint", "solve"):
            job = self.waiting.pop(kind, None)
            if job is not None:
                worker.start_job(job)
                return

"""Deals rated in the background: one solver worker of its own, at a low priority.

The rater never blocks the window: it runs the built-in search in a worker process (the
host's machinery: killable, a memory cap, ended with the program), sends it one deal at a
time and reads the answers when the worker's socket says there is one.  A plugin's deal
procedure is not run on the window's thread either: those deals come from a ``Dealer`` (a
worker of its own, which ends a procedure that overruns), and a deal that cannot be made is
passed over.  Jobs wait in a
queue, the ones the player waits for first; when the queue is empty the rater asks its
owner for the next deal to rate (``more``), so the pools fill while the worker would idle.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Signal

from ...engine import EngineError, Position, Rules, deal
from ...plugins.dealing import POLL_MS, Dealer, DealRequest, in_worker
from ...solving import UNKNOWN
from ...solving.difficulty import RATING_SOLVER, Rating, family, rating_budget, rating_of
from . import solver_worker
from .solver_replay import LineChecker
from .solver_worker import Answer, Cancelled, Failed, SolveJob

log = logging.getLogger(__name__)

NICE = 15  # below the window's own solvers (10): a rating never slows a hint
CHECK_MS = 1000  # how often a running job is checked for overrunning
RESTART_LIMIT = 3  # workers started again after dying before the rater gives up


@dataclass(frozen=True)
class RateJob:
    """Rate deal ``number`` of ``rules`` (pool ``key``); ``urgent``: the player waits."""

    key: str
    rules: Rules
    number: int
    urgent: bool = False


class DealRater(QObject):
    """Rates deals in a worker process.  ``rated(job, rating)`` for each answer;
    ``refused(key, reason)`` when the search does not handle a pool's rules;
    ``unavailable(reason)`` once when the worker cannot rate at all."""

    rated = Signal(object, object)
    unavailable = Signal(str)
    refused = Signal(str, str)  # a pool's key, why the search does not rate its rules

    def __init__(self, parent: QObject, disabled: tuple[str, ...] = ()) -> None:
        super().__init__(parent)
        self.disabled = tuple(disabled)
        self.more: Callable[[], RateJob | None] = lambda: None
        self.queue: deque[RateJob] = deque()
        self.worker: solver_worker.WorkerProcess | None = None
        self.notifier: QSocketNotifier | None = None
        self.running: dict[int, tuple[RateJob, Position]] = {}
        self._next_id = 0
        self.dealer: Dealer | None = None  # made for the first plugin's deal
        self.dealing: tuple[RateJob, DealRequest] | None = None  # a deal on its way
        self.deal_timer = QTimer(self)
        self.deal_timer.setInterval(POLL_MS)
        self.deal_timer.timeout.connect(self._poll_dealer)
        self._deaths = 0
        self.stopped = False
        self.enabled = False  # jobs wait until the owner starts the rater (after the start)
        self.reason = ""  # why it cannot rate ("" while it can)
        self.timer = QTimer(self)
        self.timer.setInterval(CHECK_MS)
        self.timer.timeout.connect(self._check)
        # A rating replays the winning line through the engine: a few milliseconds, done
        # beside the UI thread, not on it (the table is animating meanwhile).
        self.checker = LineChecker(self)

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate("DealPool", text, disambiguation, n)

    @property
    def busy(self) -> bool:
        return bool(self.running) or self.dealing is not None

    def ask(self, job: RateJob) -> None:
        """Rate ``job`` (an urgent one before every other waiting job)."""
        if self.stopped:
            return
        if job.urgent:
            self.queue.appendleft(job)
        else:
            self.queue.append(job)
        self.pump()

    def forget_waiting(self, urgent_only: bool = False) -> None:
        """Drop the jobs not started yet (the urgent ones only, with ``urgent_only``)."""
        if urgent_only:
            self.queue = deque(job for job in self.queue if not job.urgent)
        else:
            self.queue.clear()

    def pump(self) -> None:
        """Give the worker its next job when it is free."""
        if self.stopped or self.running or self.dealing is not None or not self.enabled:
            return
        worker = self._ensure()
        if worker is None or not worker.idle:
            return
        job = self.queue.popleft() if self.queue else self.more()
        if job is None:
            return
        if in_worker(job.rules):  # a plugin's procedure: made where it can be ended
            if self.dealer is None:
                self.dealer = Dealer(self.disabled, nice=NICE)
            request = self.dealer.request(job.rules, job.number, self._dealt)
            self.dealing = (job, request)
            if request.done:  # refused at once (no worker could start): its answer was early
                self._dealt(request)
            else:
                self.deal_timer.start()
            return
        try:
            position = deal(job.rules, job.number)  # the program's own: microseconds
        except EngineError as error:
            log.warning("deal %s of %s cannot be rated: %s", job.number, job.key, error)
            QTimer.singleShot(0, self.pump)
            return
        self._rate(job, position)

    def _poll_dealer(self) -> None:
        if self.dealer is None or not self.dealer.busy:
            self.deal_timer.stop()
            return
        self.dealer.poll()  # never blocks; a deal made comes to _dealt

    def _dealt(self, request: DealRequest) -> None:
        if self.dealing is None or self.dealing[1] is not request:
            return
        job, self.dealing = self.dealing[0], None
        if request.position is None:  # the procedure failed or overran: the next one
            log.warning("deal %s of %s cannot be rated: %s", job.number, job.key, request.error)
        else:
            self._rate(job, request.position)
        QTimer.singleShot(0, self.pump)

    def _rate(self, job: RateJob, position: Position) -> None:
        worker = self.worker
        if self.stopped or worker is None or not worker.idle:
            self.queue.appendleft(job)  # the worker went meanwhile: asked again
            return
        self._next_id += 1
        message = SolveJob(
            self._next_id, position, job.rules, RATING_SOLVER, rating_budget(job.rules)
        )
        if worker.start_job(message):
            self.running[self._next_id] = (job, position)
            self.timer.start()

    def _ensure(self) -> solver_worker.WorkerProcess | None:
        if self.worker is not None and not self.worker.gone:
            return self.worker
        if self.worker is not None:
            self._retire()
            self._deaths += 1
            if self._deaths > RESTART_LIMIT:
                self._give_up(self.tr("the solver worker keeps ending"))
                return None
        try:
            self.worker = solver_worker.WorkerProcess(self.disabled, nice=NICE)
        except OSError as error:
            self._give_up(str(error))
            return None
        self.notifier = QSocketNotifier(self.worker.fileno(), QSocketNotifier.Type.Read, self)
        self.notifier.activated.connect(self._receive)
        self.timer.start()
        return self.worker

    def _receive(self, *_) -> None:
        worker = self.worker
        if worker is None:
            return
        for message in worker.answers():
            if isinstance(message, Answer):
                self._answered(message.job, message.result)
            elif isinstance(message, Failed):
                self._failed(message.job, message.text)
            elif isinstance(message, Cancelled):
                self.running.pop(message.job, None)
        if worker.gone:
            self._lost_worker()
        QTimer.singleShot(0, self.pump)

    def _answered(self, job_id: int, result) -> None:
        entry = self.running.pop(job_id, None)
        if self.worker is not None:
            self.worker.finish_job()
        if entry is None:
            return
        job, position = entry
        if result.reason.startswith("not available"):
            self._give_up(result.reason)
            return
        if result.reason.startswith("cannot handle"):
            self.queue = deque(j for j in self.queue if j.key != job.key)
            self.refused.emit(job.key, result.reason)
            return
        self.checker.call(
            lambda: _rating(job.rules, position, result),
            lambda rating: None if self.stopped else self.rated.emit(job, rating),
        )

    def _failed(self, job_id: int, text: str) -> None:
        self.running.pop(job_id, None)
        if self.worker is not None:
            self.worker.finish_job()
        self._give_up(text)

    def _lost_worker(self) -> None:
        self.running.clear()
        self._retire()

    def _check(self) -> None:
        worker = self.worker
        if worker is None:
            self.timer.stop()
            return
        if worker.overdue() is not None or (worker.gone and not self.stopped):
            worker.kill()
            self._lost_worker()
            self.pump()
        elif not self.running and worker.idle:
            self.pump()

    def _retire(self) -> None:
        if self.notifier is not None:
            self.notifier.setEnabled(False)
            self.notifier.deleteLater()
            self.notifier = None
        if self.worker is not None:
            self.worker.kill(wait=False)
            self.worker.reap()
            self.worker = None

    def _give_up(self, reason: str) -> None:
        if self.reason:
            return
        self.reason = reason
        self.queue.clear()
        self.unavailable.emit(reason)

    def shutdown(self) -> None:
        """End the worker (the window closes)."""
        self.stopped = True
        self.timer.stop()
        self.queue.clear()
        self.checker.close()
        if self.notifier is not None:
            self.notifier.setEnabled(False)
        self.deal_timer.stop()
        if self.dealing is not None:
            self.dealing[1].cancel()
            self.dealing = None
        if self.dealer is not None:
            self.dealer.close()
            self.dealer = None
        if self.worker is not None:  # a rating is never worth waiting for: ended at once
            self.worker.kill(wait=False)
            self.worker = None


def _rating(rules: Rules, position: Position, result) -> Rating:
    """``rating_of``, which a worker's malformed answer cannot make raise."""
    try:
        return rating_of(rules, position, result)
    except Exception:  # a line the engine cannot even read is no rating
        log.warning("a rating could not be replayed", exc_info=True)
        return Rating(None, UNKNOWN, 0, family=family(rules))

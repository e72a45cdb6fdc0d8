"""Deals made by a plugin's deal procedure where the host can bound and end them (no Qt here).

A built-in deal procedure is the program's own code and takes microseconds: it runs in the
caller's process.  A plugin's (the host wraps its ``make`` in ``checks.GuardedMake``) runs in
a worker process, the solvers' own (``workers``: isolated, capped, ended with the program),
which loads the same plugins: the worker makes the deal with the engine's checks, the program
checks the position it sends back once more, and a deal not made within ``DEAL_SECONDS`` (and
the grace the solvers get) ends that worker; the next deal starts another.  Every failure is a
``DealError`` naming the procedure and the deal number.

Two ways to ask, for the two kinds of caller:

- :meth:`Dealer.deal` blocks until the deal is made or refused (``penguin-solve``);
- :meth:`Dealer.request` never blocks: it returns a :class:`DealRequest` at once and calls its
  ``on_done(request)`` later, from :meth:`Dealer.poll`, which the caller calls whenever
  :meth:`Dealer.fileno` is readable or a timer ticks (a window: a ``QTimer`` of
  :data:`POLL_MS` while :attr:`Dealer.busy`).  A built-in procedure's deal is made at once:
  its request is done when ``request`` returns, ``on_done`` already called.

One deal is made at a time; requests wait in order, and a cancelled one is never answered.
"""

from __future__ import annotations

import collections
import contextlib
import itertools
import time
from collections.abc import Callable, Iterable

from ..engine import DealError, Position, Rules, deal
from ..engine.errors import N_
from .checks import GuardedMake, position_problem
from .workers import (
    DEAL_SECONDS,
    DealFailed,
    DealJob,
    Dealt,
    Failed,
    WorkerProcess,
)

#: How often a caller that cannot watch :meth:`Dealer.fileno` should call :meth:`Dealer.poll`.
POLL_MS = 20


def in_worker(rules: Rules) -> bool:
    """Whether the deals of ``rules`` are made in a worker: a plugin's procedure (the host
    guards every plugin's ``make``), not one of the program's own."""
    return isinstance(rules.deal_procedure.make, GuardedMake)


class DealRequest:
    """One deal asked for: ``done`` once answered, then ``position`` (the deal, its forced
    moves made) or ``error`` (a ``DealError`` saying why not).  ``on_done(request)`` is called
    once, when it is done, unless it was cancelled first."""

    __slots__ = ("cancelled", "done", "error", "number", "on_done", "position", "rules")

    def __init__(
        self, rules: Rules, number: int, on_done: Callable[[DealRequest], None] | None
    ) -> None:
        self.rules, self.number, self.on_done = rules, number, on_done
        self.position: Position | None = None
        self.error: DealError | None = None
        self.done = False
        self.cancelled = False

    def cancel(self) -> None:
        """Not wanted any more: ``on_done`` is not called (a deal being made is let finish)."""
        self.cancelled = True

    def result(self) -> Position:
        """The deal, or its DealError raised."""
        if self.error is not None:
            raise self.error
        if self.position is None:
            raise RuntimeError("the deal is not made yet")
        return self.position

    def _finish(self, position: Position | None, error: DealError | None) -> None:
        self.position, self.error, self.done = position, error, True
        if self.on_done is not None and not self.cancelled:
            self.on_done(self)


class Dealer:
    """Makes deals, plugins' ones in a worker process; use ``close`` (or ``with``) to end it.
    ``disabled``: the plugins turned off (the worker loads the others)."""

    def __init__(self, disabled: Iterable[str] = (), nice: int = 0) -> None:
        self.disabled = tuple(disabled)
        self.nice = nice
        self.worker: WorkerProcess | None = None
        self.waiting: collections.deque[DealRequest] = collections.deque()
        self.current: tuple[int, DealRequest] | None = None  # the job in the worker
        self._numbers = itertools.count(1)
        self.replaced = 0  # workers ended (a deal overran, or the worker crashed)

    def __enter__(self) -> Dealer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- asking ------------------------------------------------------------------------------

    def request(
        self,
        rules: Rules,
        number: int,
        on_done: Callable[[DealRequest], None] | None = None,
    ) -> DealRequest:
        """Ask for deal ``number`` of ``rules``; never blocks (see the module)."""
        request = DealRequest(rules, number, on_done)
        if not in_worker(rules):
            try:
                request._finish(deal(rules, number), None)
            except DealError as exc:
                request._finish(None, exc)
            return request
        self.waiting.append(request)
        self.poll()
        return request

    def deal(self, rules: Rules, number: int) -> Position:
        """Deal ``number`` of ``rules``, waiting for it; raises DealError."""
        request = self.request(rules, number)
        while not request.done:
            self._wait(POLL_MS / 1000)
            self.poll()
        return request.result()

    @property
    def busy(self) -> bool:
        """Whether a request is waiting or being made (poll until it is not)."""
        return self.current is not None or any(not r.cancelled for r in self.waiting)

    def fileno(self) -> int | None:
        """A descriptor readable when the worker has answered (None: no worker now); it
        changes when a worker is replaced, so a caller that watches it asks again after
        each :meth:`poll`."""
        return self.worker.fileno() if self.worker is not None and not self.worker.dead else None

    # -- the work ------------------------------------------------------------------------------

    def poll(self) -> None:
        """Take the worker's answers, end a worker whose deal overran, and start the next
        deal; calls the ``on_done`` of every request answered.  Never blocks."""
        worker = self.worker
        if worker is not None and not worker.dead:
            self._read(worker)
        if self.current is not None and self.worker is not None:
            why = self.worker.overdue()
            if why is not None:
                self._lost(self.worker.kill(), overran=True)
        self._next()

    def _wait(self, seconds: float) -> None:
        worker = self.worker
        if worker is not None and not worker.dead:
            worker.poll(seconds)
        else:
            time.sleep(seconds)

    def _read(self, worker: WorkerProcess) -> None:
        for message in worker.answers():
            if self.current is None or message.job != self.current[0]:
                continue
            _job, request = self.current
            if isinstance(message, Dealt):
                self._answer(request, _checked(message.position, request))
            elif isinstance(message, DealFailed):
                self._answer(request, DealError(message.template, **message.params))
            elif isinstance(message, Failed):
                self._answer(request, _cannot(request, message.text))
        if worker.gone:
            self._lost(worker.exit_reason(wait=0.5), overran=False)

    def _answer(self, request: DealRequest, outcome: Position | DealError) -> None:
        self.current = None
        if self.worker is not None:
            self.worker.finish_job()
        if isinstance(outcome, DealError):
            request._finish(None, outcome)
        else:
            request._finish(outcome, None)

    def _lost(self, how: str, overran: bool) -> None:
        """The worker is gone (ended by us, or by itself): its deal is refused, with why."""
        self.replaced += 1
        worker, self.worker = self.worker, None
        if worker is not None:
            worker.kill(wait=False)
        if self.current is None:
            return
        _job, request = self.current
        self.current = None
        name = request.rules.deal_procedure.name
        if overran:
            error = DealError(
                N_("The deal procedure {name} did not make deal {number} within {seconds} s"),
                name=name,
                number=request.number,
                seconds=f"{DEAL_SECONDS:g}",
            )
        else:
            error = DealError(
                N_("The deal procedure {name} ended its process while making deal {number} "
                   "({how})"),
                name=name,
                number=request.number,
                how=how,
            )  # fmt: skip
        request._finish(None, error)

    def _next(self) -> None:
        while self.waiting and self.waiting[0].cancelled:
            self.waiting.popleft()
        if self.current is not None or not self.waiting:
            return
        worker = self._worker()
        if worker is None or not worker.idle:
            return  # starting: the next poll sends it
        request = self.waiting.popleft()
        number = next(self._numbers)
        if worker.start_job(DealJob(number, request.rules, request.number)):
            self.current = (number, request)
        else:
            self.waiting.appendleft(request)
            self._lost(worker.kill(), overran=False)

    def _worker(self) -> WorkerProcess | None:
        worker = self.worker
        if worker is not None and not worker.gone:
            if not worker.ready:
                self._read(worker)
                why = worker.overdue() if worker is self.worker else None
                if why is not None:  # it never started: the waiting deals cannot be made
                    self._refuse_all(why)
                    return None
            return self.worker
        try:
            self.worker = WorkerProcess(self.disabled, nice=self.nice)
        except OSError as exc:
            self._refuse_all(str(exc))
            return None
        return self.worker

    def _refuse_all(self, why: str) -> None:
        if self.worker is not None:
            self.worker.kill(wait=False)
            self.worker = None
        while self.waiting:
            request = self.waiting.popleft()
            request._finish(None, _cannot(request, why))

    def close(self) -> None:
        """End the worker (a deal being made is refused) and forget the waiting requests."""
        self.waiting.clear()
        self.current = None
        if self.worker is not None:
            with contextlib.suppress(OSError):
                self.worker.stop(timeout=0.5)
            self.worker = None


def _checked(position: object, request: DealRequest) -> Position | DealError:
    """The worker's position, checked here again: a worker is a plugin's process."""
    rules = request.rules
    problem = position_problem(position, rules, rules.deal_procedure)
    if problem or not isinstance(position, Position):
        return DealError(
            N_("The deal procedure {name} made deal {number}, which does not fit: {problem}"),
            name=rules.deal_procedure.name,
            number=request.number,
            problem=problem,
        )
    return position


def _cannot(request: DealRequest, why: str) -> DealError:
    return DealError(
        N_("The deal procedure {name} cannot make deal {number} here: {reason}"),
        name=request.rules.deal_procedure.name,
        number=request.number,
        reason=why,
    )


__all__ = ["POLL_MS", "DealRequest", "Dealer", "in_worker"]

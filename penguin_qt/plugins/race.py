"""Racing solvers in worker processes for blocking callers (``penguin-solve``).

A :class:`Pool` keeps ``lanes`` × ``width`` workers.  Each lane decides one position at a
time: every solver of the lineup gets the position in its own worker, the first decisive
answer wins (``solving.portfolio.Race``), the others are cancelled.  The pool measures every
budget itself; a worker that overruns it (or ignores cancel, or crashes) is ended, reaped and
replaced, and its solver counts as *stopped* in that race.  The window has its own,
event-driven twin of this loop (``ui.solver_runner``).
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from multiprocessing.connection import wait

from ..engine import Position, Rules
from ..solving import Budget
from ..solving.portfolio import Outcome, Race, Runner
from .workers import Answer, Cancelled, Failed, SolveJob, WorkerProcess

TICK = 0.05  # the longest the loop sleeps without looking at the clocks


@dataclass
class _Lane:
    workers: list[WorkerProcess | None]
    race: Race | None = None
    key: object = None
    started: float = 0.0
    jobs: dict[int, str] = field(default_factory=dict)  # job number -> solver id
    waiting: list[int] = field(default_factory=list)  # slots still to be given their job
    budget: Budget = field(default_factory=Budget)
    origin: float = 0.0  # when the budget started to count


class Pool:
    """Worker processes for racing solvers; use as a context manager (all reaped at exit)."""

    def __init__(
        self,
        width: int,
        lanes: int = 1,
        disabled: Iterable[str] = (),
        memory_mb: int | None = None,
        nice: int = 0,
    ) -> None:
        self.width, self.disabled = width, tuple(disabled)
        self.memory_mb, self.nice = memory_mb, nice
        self.lanes = [_Lane([None] * width) for _ in range(max(1, lanes))]
        self._numbers = iter(range(1, 1 << 62))
        self.replaced = 0  # workers ended and replaced (for the figures)
        self._since: float | None = None

    def __enter__(self) -> Pool:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        for lane in self.lanes:
            for worker in lane.workers:
                if worker is not None:
                    worker.stop(timeout=0.5)
            lane.workers = [None] * self.width

    def processes(self) -> list[WorkerProcess]:
        return [w for lane in self.lanes for w in lane.workers if w is not None and not w.dead]

    # -- running ------------------------------------------------------------------------------

    def solve(
        self,
        runners: list[Runner],
        position: Position,
        rules: Rules,
        budget: Budget,
        since: float | None = None,
    ) -> Outcome:
        """Decide one position.  With ``since`` (a ``time.monotonic()`` reading, e.g. when the
        command started) the budget counts from then: the workers' start-up is part of it."""
        self._since = since
        try:
            for _key, outcome in self.solve_many(runners, [(None, position)], rules, budget):
                return outcome
        finally:
            self._since = None
        raise AssertionError("unreachable")

    def solve_many(
        self,
        runners: list[Runner],
        tasks: Iterable[tuple[object, Position]],
        rules: Rules,
        budget: Budget,
    ) -> Iterator[tuple[object, Outcome]]:
        """Decide many positions, ``lanes`` at a time; yields (key, outcome) as they end."""
        tasks = iter(tasks)
        more = True
        while True:
            for lane in self.lanes:
                if lane.race is None and more:
                    task = next(tasks, None)
                    if task is None:
                        more = False
                    else:
                        self._begin(lane, runners, task, rules, budget)
            if not any(lane.race is not None for lane in self.lanes):
                return
            self._step()
            for lane in self.lanes:
                if lane.race is not None and lane.race.over:
                    outcome = self._end(lane)
                    yield lane.key, outcome

    def _begin(self, lane: _Lane, runners, task, rules: Rules, budget: Budget) -> None:
        lane.key, position = task
        lane.race = Race(runners[: self.width], position, rules)
        lane.started = 0.0
        lane.origin = self._since if self._since is not None else time.monotonic()
        lane.jobs = {}
        lane.waiting = list(range(len(lane.race.runners)))
        lane.budget = budget
        self._dispatch(lane)

    def _dispatch(self, lane: _Lane) -> None:
        race = lane.race
        assert race is not None
        for slot in list(lane.waiting):
            worker = lane.workers[slot]
            if worker is None or worker.dead:
                worker = lane.workers[slot] = WorkerProcess(
                    self.disabled, self.memory_mb, self.nice
                )
            if not worker.idle:
                continue  # starting, or still ending a cancelled job
            runner = race.runners[slot]
            number = next(self._numbers)
            budget = lane.budget
            if budget.seconds is not None:  # what is left of it: waiting for a worker counts
                spent = time.monotonic() - lane.origin
                budget = replace(budget, seconds=max(0.05, budget.seconds - spent))
            job = SolveJob(number, race.position, race.rules, runner.solver_id, budget)
            if worker.start_job(job):
                if not lane.started:  # the clock starts with the first job, not the start-up
                    lane.started = worker.sent_at
                lane.jobs[number] = runner.solver_id
                lane.waiting.remove(slot)

    def _end(self, lane: _Lane) -> Outcome:
        race = lane.race
        assert race is not None
        outcome = race.outcome(time.monotonic() - lane.started)
        for worker in lane.workers:
            if worker is not None and worker.job is not None:
                worker.cancel()  # a loser: it must stop within the grace
        lane.race, lane.jobs, lane.waiting = None, {}, []
        return outcome

    def _step(self) -> None:
        workers = self.processes()
        now = time.monotonic()
        deadlines = [w.deadline for w in workers if w.deadline is not None]
        timeout = TICK if not deadlines else max(0.0, min(min(deadlines) - now, TICK))
        woken = wait([w.inbox.wake for w in workers], timeout) if workers else []
        readable = {id(wake) for wake in woken}
        for lane in self.lanes:
            for slot, worker in enumerate(lane.workers):
                if worker is None or worker.dead:
                    continue
                if id(worker.inbox.wake) in readable:
                    self._read(lane, slot, worker)
                if not worker.dead:
                    why = worker.overdue()
                    if why:
                        worker.kill()
                        self._lost(lane, slot, worker, f"stopped responding ({why})")
            if lane.race is not None and lane.waiting:
                self._dispatch(lane)

    def _read(self, lane: _Lane, slot: int, worker: WorkerProcess) -> None:
        for message in worker.answers():
            solver_id = lane.jobs.pop(message.job, None)
            if solver_id is None or lane.race is None:
                continue  # a cancelled loser of an earlier race
            if isinstance(message, Answer):
                lane.race.offer(solver_id, message.result)
            elif isinstance(message, Failed):
                lane.race.stop(solver_id, f"failed: {message.text}")
            elif isinstance(message, Cancelled):
                lane.race.stop(solver_id, "cancelled")
        if worker.gone:
            why = worker.exit_reason()
            self._lost(lane, slot, worker, f"stopped responding ({why})")

    def _lost(self, lane: _Lane, slot: int, worker: WorkerProcess, why: str) -> None:
        """A worker is gone: its solver is out of this race; the slot gets a new worker."""
        self.replaced += 1
        job = worker.job
        worker.finish_job()
        if job is not None and lane.race is not None:
            solver_id = lane.jobs.pop(job.job, None)
            if solver_id is not None:
                lane.race.stop(solver_id, why)
        elif not worker.ready and lane.race is not None and slot in lane.waiting:
            lane.waiting.remove(slot)  # it never started: do not try that slot again now
            lane.race.stop(lane.race.runners[slot].solver_id, why)

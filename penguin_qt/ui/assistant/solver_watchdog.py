"""The solver runner's watchdog: a worker that overruns its budget, ignores cancel or dies is
ended and replaced at once, its solver leaves the race, and the player is told which solver
stopped responding and which one is used instead."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...i18n import solver_name

if TYPE_CHECKING:
    from .solver_runner import _Request
    from .solver_slots import Slot


def _tr(text: str) -> str:
    return QCoreApplication.translate("SolverRunner", text)


class RunnerWatchdog:
    """The watchdog of ``SolverRunner`` (a part of it: ``self`` is the runner)."""

    # -- the watchdog ------------------------------------------------------------------------------

    def _watchdog(self) -> None:
        now = time.monotonic()
        for slot in self._slots:
            worker = slot.worker
            if worker is None or worker.dead:
                continue
            why = worker.overdue(now)
            if why:
                worker.kill(wait=False)  # reaped below, on this or a later tick
                self._lost(slot, why)
        self._reaping = [w for w in self._reaping if not w.reap()]

    def _lost(self, slot: Slot, why: str) -> None:
        """A worker is gone (killed by the watchdog, or it died): replace it at once, take its
        solver out of the race and say which solver is used instead."""
        worker = slot.worker
        assert worker is not None
        self.replaced += 1
        job = worker.job
        worker.finish_job()
        if not worker.reap():
            self._reaping.append(worker)
        slot.retire()
        slot.worker = None
        waiting, slot.waiting = slot.waiting, {}
        slot.ensure()
        for queued in waiting.values():
            slot.give(queued)
        if job is None:
            return
        request, solver_id = self._jobs.pop(job.job, (None, ""))
        if request is not None:
            self._stopped(request, solver_id, why)

    def _stopped(self, request: _Request, solver_id: str, why: str) -> None:
        """``solver_id`` will not answer ``request``: out of this race and of the next ones,
        and the player is told which solver is used instead."""
        self.unresponsive.add(solver_id)
        others = [r for r in request.race.runners if r.solver_id in request.race.waiting]
        request.race.stop(solver_id, f"stopped responding ({why})")
        if not request.finished:
            replacement = [solver_name(r.name) for r in others if r.solver_id != solver_id]
            if not replacement:
                replacement = [solver_name(r.name) for r in self._lineup(request.rules)]
            self._tell_stopped(solver_id, replacement[0] if replacement else None)
        self._settle(request)

    def _tell_stopped(self, solver_id: str, other: str | None) -> None:
        name = self._name(solver_id)
        if other == name:  # the only one there is: it runs again in a new worker
            text = _tr("The solver {name} stopped responding; it was started again")
            self.failed.emit(text.format(name=name))
        elif other is None:
            text = _tr("The solver {name} stopped responding; no other solver is available")
            self.failed.emit(text.format(name=name))
        else:
            text = _tr("The solver {name} stopped responding; using {other}")
            self.failed.emit(text.format(name=name, other=other))

    def _name(self, solver_id: str) -> str:
        entry = self.host.solvers().get(solver_id)
        return solver_name(entry.item.name) if entry is not None else solver_id

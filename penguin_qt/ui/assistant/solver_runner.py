"""Background solving for the window: winnability, hints and solutions, never on the UI
thread and never stuck.

The ``SolverRunner`` keeps one worker process per place in the race (``solver_worker``), and
asks about the newest position only: a move after a quiet moment is asked about at once, moves
that come fast wait a short debounce (the burst is asked about once, at its end); it races the
lineup of solvers (``solving.portfolio``: the ``auto`` portfolio, or the one solver chosen)
and takes the first decisive answer.  Verdicts go into one bounded cache keyed by rules and
position, so undo and redo show them at once, and a solution fills it for every position
along it.  A worker that overruns its budget, ignores cancel or dies is ended and replaced at
once (the watchdog), and the player is told which solver stopped responding and which one is
used instead.  Every line a worker sends is replayed through the engine's rules before the
race takes it (``solver_replay``), and hints have a desk of their own (``solver_hints``).
"""

from __future__ import annotations

import time
from collections import OrderedDict
from dataclasses import dataclass, field
from functools import partial

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ...engine import Move, Position, Rules
from ...i18n import solver_name
from ...plugins import PluginHost
from ...solving import SOLVED, UNKNOWN, Budget, SolutionCache, SolveResult, heuristic_move
from ...solving.portfolio import AUTO, Outcome, Race, Runner
from . import solver_worker
from .solver_choice import choose_lineup
from .solver_hints import HintDesk
from .solver_replay import Checked, LineChecker
from .solver_slots import Slot
from .solver_words import describe_outcome
from .solver_worker import Answer, Cancelled, Failed, HintAnswer, HintJob, SolveJob

DEBOUNCE_MS = 250  # moves closer together than this are a burst: asked about at its end
SOLVE_SECONDS = 10.0
# A hint job's time: its solver gets 60 % of it (``quick_hint``), the rest is the replay and
# the answer's way back.  A hint that no search has proven by then is the first move of the
# best line found so far, and the position's own solve goes on.  Beside that solve the hint
# searches another way (``Budget.variety``).  Penguin 1-200 at a load of 0.1 (bench_window):
# 60 ms gave a p95 of 45-52 ms for the first hint of a deal and 49-56 ms after a move; 40 ms
# gives 39 and 45 ms, and leaves 21 first hints of the 200 deals unproven against 18 (FreeCell:
# 22 both).  The verdict after the hinted move no longer waits the debounce when its line was
# not proven (a hint ends a burst), so an unproven hint costs that verdict a solve, not 250 ms.
HINT_MS = 40
WATCH_MS = 100  # how often the clocks of the running jobs are looked at


@dataclass(frozen=True)
class Verdict:
    """What is known of one position: ``state`` is solved / unsolvable / unknown, ``moves``
    a winning line from it (solved only), ``result`` the solver's full answer, ``summary``
    how the race went (``solved by search in 4 ms; fc-solve cancelled``) when it just ran."""

    state: str
    moves: tuple[Move, ...] = ()
    result: SolveResult | None = None
    summary: str = ""


@dataclass
class _Request:
    """One question to the lineup: a verdict (``solve``) or a hint, for one position."""

    kind: str
    position: Position
    rules: Rules
    race: Race
    started: float = field(default_factory=time.monotonic)
    hints: dict[str, tuple[Move | None, str]] = field(default_factory=dict)
    finished: bool = False
    distrusted: bool = False  # a runner's solution was refused by the engine
    along: dict[str, tuple[Position, ...]] = field(default_factory=dict)  # its solution's


def _clock() -> float:
    """The clock that tells a burst of moves from a quiet one (tests set it)."""
    return time.monotonic()


class SolverRunner(QObject):
    """Asks background solvers about positions and reports back on the UI thread.

    ``verdict_ready(position, Verdict)`` for every verdict (cached or new);
    ``hint_ready(position, moves, source)`` for hints; ``busy_changed(bool)`` while thinking;
    ``failed(text)`` when a solver stopped responding or could not run.
    """

    verdict_ready = Signal(object, object)
    verdicts_changed = Signal()  # a verdict was kept, for the asked position or any other
    hint_ready = Signal(object, object, str)
    busy_changed = Signal(bool)
    failed = Signal(str)

    def __init__(
        self, parent: QObject | None = None, host: PluginHost | None = None, width: int = 2
    ) -> None:
        super().__init__(parent)
        self.host = host if host is not None else PluginHost()
        self.rules: Rules | None = None
        self.solver_id: str | None = AUTO
        self.disabled_plugins: list[str] = sorted(self.host.disabled)
        self.seconds = SOLVE_SECONDS
        self.cache = SolutionCache()
        self.unresponsive: set[str] = set()  # solvers that stopped responding this session
        self.replaced = 0  # workers ended and replaced
        self.checker = LineChecker(self)  # replays the workers' lines off this thread
        self.choice_note = self.no_solver = ""  # the chosen solver replaced; why none answers
        self.slots = [Slot(self, i) for i in range(max(1, width))]
        self._numbers = iter(range(1, 1 << 62))
        self._jobs: dict[int, tuple[_Request, str]] = {}
        self.interrupted: set[int] = set()  # solve jobs cancelled to make way for a hint
        self._summaries: OrderedDict[tuple[Rules, Position], str] = OrderedDict()
        self._reaping: list[solver_worker.WorkerProcess] = []  # ended, not yet reaped
        self._solve: _Request | None = None
        self._wanted: Position | None = None
        self._changed_at = -1.0  # time.monotonic() of the last position_changed
        self._busy = False
        self.closed = False
        self.verdict_version = 0  # grows with every verdict put in the cache
        self._timer = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self._timer.timeout.connect(self._send_solve)
        self.hints = HintDesk(self)
        self._watch = QTimer(self, interval=WATCH_MS)
        self._watch.timeout.connect(self._watchdog)
        self._watch.start()
        for slot in self.slots:  # started now, so that the first question finds them ready
            slot.ensure()

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("SolverRunner", text, disambiguation, n)

    # -- the workers ----------------------------------------------------------------------------

    @property
    def thinking(self) -> bool:
        """Whether an answer is on its way (a solve running or about to start)."""
        return self._busy or self._timer.isActive()

    def processes(self) -> list[solver_worker.WorkerProcess]:
        """The live worker processes (tests look at them)."""
        return [s.worker for s in self.slots if s.worker is not None and not s.worker.dead]

    def shutdown(self) -> None:
        """Stop the workers (the window calls this when it closes); safe to call twice."""
        if self.closed:
            return
        self.closed = True
        self.checker.close()
        self._timer.stop()
        self.hints.stop()
        self._watch.stop()
        for slot in self.slots:
            slot.retire()
            if slot.worker is not None:
                slot.worker.stop(timeout=0.5)
        for worker in self._reaping:
            worker.kill()
        self._reaping = []

    # -- what the window asks -------------------------------------------------------------------

    def configure(
        self,
        rules: Rules,
        solver_id: str | None = None,
        disabled_plugins: list[str] | None = None,
    ) -> None:
        """Set the rules (and solver, and plugins turned off) for the next questions."""
        solver_id = solver_id or AUTO
        if disabled_plugins is not None and sorted(disabled_plugins) != self.disabled_plugins:
            self.disabled_plugins = sorted(disabled_plugins)
            self.cache.clear()
            self.unresponsive.clear()
            self._drop_requests()
            for slot in self.slots:  # new workers load the plugins as they are now
                slot.retire()
                if slot.worker is not None:
                    slot.worker.kill(wait=False)
                    self._reaping.append(slot.worker)
                slot.waiting = {}
                slot.ensure()
        if solver_id != self.solver_id:
            self.unresponsive.clear()
            self._drop_requests()
        self.rules = rules
        self.solver_id = solver_id
        self.host.ask_ahead(rules)  # the plugins' answers, asked off this thread

    def known(self, position: Position) -> Verdict | None:
        if self.rules is None:
            return None
        result = self.cache.get(self.rules, position)
        if result is None:
            return None
        return Verdict(result.verdict, tuple(result.moves), result)

    def position_changed(self, position: Position) -> None:
        """The game moved on: answer from the cache at once, else solve at once after a quiet
        moment, or at the end of a burst of moves (the debounce)."""
        now = _clock()
        burst = self._timer.isActive() or now - self._changed_at < DEBOUNCE_MS / 1000
        self._changed_at = now
        self._wanted = position
        self.hints.position_gone(position)
        verdict = self.known(position)
        self._cancel_solve()
        if verdict is not None:
            self._timer.stop()
            self.verdict_ready.emit(position, verdict)
            return
        if burst:
            self._timer.start()
        else:
            self._send_solve()

    def solve_now(self, position: Position) -> bool:
        """Ask at once (no debounce), e.g. for the demo.  False when no solver can be asked
        (``failed`` has said why): no verdict will come."""
        self._wanted = position
        verdict = self.known(position)
        if verdict is not None:
            self.verdict_ready.emit(position, verdict)
            return True
        self._timer.stop()
        self._send_solve()
        return self._solve is not None and self._solve.position == position

    def look_back(self, position: Position) -> None:
        """Solve an earlier position of the game while nothing else is asked (the current
        one is decided): how the indicator finds the move that lost a game."""
        if self._solve is not None or self.known(position) is not None:
            return
        self._wanted = position
        self._timer.stop()
        self._send_solve()

    # -- asking ------------------------------------------------------------------------------

    def request_hint(self, position: Position) -> None:
        """A hint for ``position`` (``hint_ready`` answers; see ``HintDesk``)."""
        self.hints.request(position)

    # -- what the hint desk asks ------------------------------------------------------------

    @property
    def wanted(self) -> Position | None:
        """The position whose verdict is asked for now."""
        return self._wanted

    def quiet(self) -> None:
        """The player stopped to think: the next move is asked about at once."""
        self._changed_at = -1.0

    def solve_for(self, position: Position) -> _Request | None:
        """The live solve of ``position``, sent now when it waited for a burst to end."""
        if self._timer.isActive():  # the debounce of a burst: the player waits now
            self._timer.stop()
            self._send_solve()
        solve = self._solve
        if solve is not None and not solve.finished and solve.position == position:
            return solve
        return None

    def running_solve(self) -> _Request | None:
        solve = self._solve
        return solve if solve is not None and not solve.finished else None

    def has_jobs(self, request: _Request) -> bool:
        """Whether a worker is still working for ``request``."""
        return any(owner is request for owner, _solver in self._jobs.values())

    def lineup(self, rules: Rules) -> list[Runner]:
        solvers = [entry.item for entry in self.host.solvers().values()]
        width = len(self.slots)
        runners, note, self.no_solver = choose_lineup(
            solvers, rules, self.solver_id, width, self.unresponsive
        )
        if note and note != self.choice_note:  # said once, not at every move
            self.failed.emit(note)
        self.choice_note = note
        return runners

    def ask(self, kind: str, position: Position, rules: Rules) -> _Request | None:
        """Race the lineup on ``position``: a verdict (``solve``) or a ``hint``."""
        runners = self.lineup(rules)
        if not runners:
            self.failed.emit(self.tr("No solver is available for these rules"))
            if kind == "hint":
                move = heuristic_move(position, rules)
                self.hint_ready.emit(position, (move,) if move else (), "heuristic")
            return None
        request = _Request(kind, position, rules, Race(runners, position, rules))
        if kind == "solve":  # the live request before any answer (one may come at once)
            self._solve = request
        else:
            self.hints.current = request
        # A hint beside the position's own solve searches another way (``Budget.variety``).
        solve = self._solve
        beside = int(
            kind == "hint"
            and solve is not None
            and not solve.finished
            and solve.position == position
        )
        for slot, runner in zip(self.free_first(), runners, strict=False):
            number = next(self._numbers)
            if kind == "solve":
                job: SolveJob | HintJob = SolveJob(
                    number, position, rules, runner.solver_id, Budget(seconds=self.seconds)
                )
            else:
                job = HintJob(number, position, rules, runner.solver_id, HINT_MS, beside)
            self._jobs[number] = (request, runner.solver_id)
            slot.give(job)
        return request

    def free_first(self, request: _Request | None = None) -> list[Slot]:
        """The slots, idle workers first (a retry need not wait for a worker to start),
        without those working for ``request`` already."""

        def mine(slot: Slot) -> bool:
            job = slot.worker.job if slot.worker is not None else None
            return job is not None and self._jobs.get(job.job, (None,))[0] is request

        slots = [s for s in self.slots if request is None or not mine(s)]
        return sorted(slots, key=lambda s: not (s.worker is not None and s.worker.idle))

    def _cancel_solve(self) -> None:
        if self._solve is not None:
            self._solve.finished = True
            self._solve = None
            for slot in self.slots:
                if slot.worker is not None and slot.worker.job is not None:
                    slot.worker.cancel()
        self._set_busy(False)

    def _drop_requests(self) -> None:
        self._cancel_solve()
        self.hints.drop()

    def _send_solve(self) -> None:
        if self._wanted is None or self.rules is None:
            return
        if self._solve is not None:
            self._solve.finished = True
            self._solve = None
        self._set_busy(True)
        self.ask("solve", self._wanted, self.rules)
        self._set_busy(self._solve is not None)

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)

    # -- answers -------------------------------------------------------------------------------

    def receive(self, slot: Slot) -> None:
        """A worker of ``slot`` has answers (its notifier says so)."""
        worker = slot.worker
        if worker is None or worker.dead:
            return
        for message in worker.answers():
            request, solver_id = self._jobs.pop(message.job, (None, ""))
            if request is not None:
                self._answer(request, solver_id, message)
        if worker.gone:
            self._lost(slot, worker.exit_reason(wait=0.05))  # the UI thread: wait briefly
        else:
            slot.next()
            self.hints.worker_idle()

    def _answer(self, request: _Request, solver_id: str, message) -> None:
        race = request.race
        interrupted = message.job in self.interrupted
        self.interrupted.discard(message.job)
        result = getattr(message, "result", None)
        if isinstance(message, Answer | HintAnswer) and result is not None:
            then = partial(self.offer, request, solver_id, message)  # once replayed
            exact = race.exact.get(solver_id, False)
            self.checker.check(request.position, request.rules, exact, result, then)
            return
        if isinstance(message, HintAnswer):
            race.stop(solver_id, "no result")
            request.hints[solver_id] = (message.move, message.source)
        elif isinstance(message, Failed):
            if message.fatal:  # the worker is ending: the solver stopped responding
                self._stopped(request, solver_id, message.text)
                return
            race.stop(solver_id, message.text)
            if not message.fatal:
                self.failed.emit(
                    self.tr("The solver {name} could not run: {why}").format(
                        name=self.name(solver_id), why=message.text
                    )
                )
        elif isinstance(message, Cancelled):
            if interrupted:
                return  # it runs again after the hint
            race.stop(solver_id, "cancelled")
        self.settle(request)

    def superseded(self, job: SolveJob | HintJob) -> None:
        """A waiting job gave way to a newer one of its kind before it ran."""
        request, solver_id = self._jobs.pop(job.job, (None, ""))
        if request is not None and not request.finished:
            request.race.stop(solver_id, "superseded")
            self.settle(request)

    def _put(
        self,
        rules: Rules,
        position: Position,
        result: SolveResult,
        along: tuple[Position, ...] | None = None,
    ) -> None:
        self.cache.put(rules, position, result, along)
        self.verdict_version += 1
        self.verdicts_changed.emit()

    def settle(self, request: _Request) -> None:
        """Store what the race decided; answer the window if this request still counts."""
        race = request.race
        if race.winner is not None:
            along = request.along.get(race.winner)
            self._put(request.rules, request.position, race.answers[race.winner], along)
        if request.kind == "hint":
            self.hints.settle(request)
            return
        if not race.over or request.finished:
            return
        request.finished = True
        outcome = race.outcome(time.monotonic() - request.started)
        self.cancel_jobs_of(request)
        if outcome.winner is None and self._retry(request, outcome):
            return
        if request is self._solve:
            self._solve = None
            self._set_busy(False)
            self._deliver(request, outcome)

    def _deliver(self, request: _Request, outcome: Outcome) -> None:
        result = outcome.result
        if outcome.winner is None:
            self._put(request.rules, request.position, result)
        known = self.cache.get(request.rules, request.position) or result
        summary = self.describe(outcome)
        self._summaries[(request.rules, request.position)] = summary
        while len(self._summaries) > 100:
            self._summaries.popitem(last=False)
        verdict = Verdict(known.verdict, tuple(known.moves), known, summary)
        self.verdict_ready.emit(request.position, verdict)
        self.hints.solve_answered(request.position)  # when a hint waits for this solve

    def describe(self, outcome: Outcome) -> str:
        """How a race went, for the player: "solved by … in 4 ms; … cancelled"."""
        return describe_outcome(outcome, self.name)

    def summary(self, position: Position, rules: Rules | None = None) -> str:
        """How the last race about ``position`` went ("" when none ran for it lately)."""
        rules = rules or self.rules
        if rules is None:
            return ""
        return self._summaries.get((rules, position), "")

    def _retry(self, request: _Request, outcome: Outcome) -> bool:
        """After a runner stopped responding (or lied) and nobody decided: ask the others."""
        if not (outcome.stopped or request.distrusted) or request is not self._solve:
            return False
        tried = {r.solver_id for r in request.race.runners}
        runners = self.lineup(request.rules)
        if not runners or {r.solver_id for r in runners} <= tried:
            return False
        return self.ask("solve", request.position, request.rules) is not None

    def cancel_jobs_of(self, request: _Request) -> None:
        """Cancel the jobs still running for ``request``."""
        for number, (owner, _sid) in list(self._jobs.items()):
            if owner is request:
                for slot in self.slots:
                    w = slot.worker
                    if w is not None and w.job is not None and w.job.job == number:
                        w.cancel()

    def resume(self) -> None:
        """A hint interrupted the verdict's solve: take it up again if still wanted."""
        if self._solve is None and self._busy:
            self._set_busy(False)
        if self._wanted is not None and self.known(self._wanted) is None:
            if self._solve is None or self._solve.finished:
                self._send_solve()
            else:
                self._redispatch(self._solve)

    def _redispatch(self, request: _Request) -> None:
        """Give a live request's runners that were cancelled for a hint their jobs again."""
        running = {sid for number, (owner, sid) in self._jobs.items() if owner is request}
        wanted = [
            r
            for r in request.race.runners
            if r.solver_id not in running and r.solver_id in request.race.waiting
        ]
        for slot, runner in zip(self.free_first(request), wanted, strict=False):
            number = next(self._numbers)
            budget = Budget(seconds=self.seconds)
            self._jobs[number] = (request, runner.solver_id)
            slot.give(SolveJob(number, request.position, request.rules, runner.solver_id, budget))

    # -- the replays: a worker's line, checked by the engine ----------------------------------

    def offer(self, request: _Request, solver_id: str, message: object, answer: Checked) -> None:
        """A worker's result, replayed: into its race, which may be over by now."""
        request.along[solver_id] = answer.along
        request.race.offer(solver_id, answer.result, replayed=True)
        self._check_solution(request, solver_id)
        if isinstance(message, HintAnswer):
            request.hints[solver_id] = (message.move, message.source)
        self.settle(request)

    def _check_solution(self, request: _Request, solver_id: str) -> None:
        """A solver whose solution the engine refused is not asked again this session."""
        answer = request.race.answers.get(solver_id)
        if answer is None or not answer.reason.startswith("wrong solution"):
            return
        self.unresponsive.add(solver_id)
        request.distrusted = True
        if request.finished:
            return
        others = [
            solver_name(r.name) for r in request.race.runners if r.solver_id in request.race.waiting
        ]
        others = others or [solver_name(r.name) for r in self.lineup(request.rules)]
        name = self.name(solver_id)
        if others:
            text = self.tr("The solver {name} gave a wrong solution; using {other}")
            self.failed.emit(text.format(name=name, other=others[0]))
        else:
            text = self.tr("The solver {name} gave a wrong solution; no other solver is available")
            self.failed.emit(text.format(name=name))

    # -- the watchdog ---------------------------------------------------------------------------

    def _watchdog(self) -> None:
        now = time.monotonic()
        for slot in self.slots:
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
                replacement = [solver_name(r.name) for r in self.lineup(request.rules)]
            self._tell_stopped(solver_id, replacement[0] if replacement else None)
        self.settle(request)

    def _tell_stopped(self, solver_id: str, other: str | None) -> None:
        name = self.name(solver_id)
        if other == name:  # the only one there is: it runs again in a new worker
            text = self.tr("The solver {name} stopped responding; it was started again")
            self.failed.emit(text.format(name=name))
        elif other is None:
            text = self.tr("The solver {name} stopped responding; no other solver is available")
            self.failed.emit(text.format(name=name))
        else:
            text = self.tr("The solver {name} stopped responding; using {other}")
            self.failed.emit(text.format(name=name, other=other))

    def name(self, solver_id: str) -> str:
        """The solver's name for the player (its id when it is gone)."""
        entry = self.host.solvers().get(solver_id)
        return solver_name(entry.item.name) if entry is not None else solver_id


__all__ = ["SOLVED", "UNKNOWN", "SolverRunner", "Verdict"]

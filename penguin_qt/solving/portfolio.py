"""The portfolio: which solvers to run for a rule set, and which answer wins the race.

No processes here (the host runs the race, ``penguin_qt.plugins.workers``), only the choices:

- :func:`lineup` picks the solvers.  A solver chosen by id runs alone.  The default, ``auto``,
  runs every available solver that is exact for the rules, best ``priority`` first, up to the
  width of the race (one per core), and fills a free place with a fast inexact one (not one
  that sets ``race = False``); with no exact solver the best inexact one runs alone.  One of
  the program's own solvers (not marked ``trusted = False`` by the host) always has a place,
  so third-party ones cannot crowd it out.  ``lineup(...)[0]`` is *the* default solver, the
  one choice the command line and the window share (:func:`default_solver`).
- :class:`Race` takes the answers as they come.  The first *decisive* one wins: a solution
  that the engine replays to a won game, or *unsolvable* from a solver exact for the rules.
  A wrong solution is turned into *unknown* and never wins.  A third party's *unsolvable*
  waits for the program's own solvers in the race: it counts when they cannot decide within
  the budget, marked ``unverified``; a solution or a proof of theirs comes first.  When every
  runner has answered without a decision the race ends *unknown*, keeping the most useful
  line for a hint.
- :func:`describe` says what happened: ``solved by search in 4 ms; fc-solve cancelled``.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from ..engine import Position, Rules
from .api import SOLVED, UNKNOWN, UNSOLVABLE, SolutionError, Solver, SolveResult, verify_solution

AUTO = "auto"
UNVERIFIED = "unverified: no built-in solver confirmed it"
NOT_KNOWN_YET = "not known yet (being asked)"
DEFAULT_WIDTH = 2


def race_width() -> int:
    """How many solvers race side by side: one per core, at least two, at most four."""
    return max(DEFAULT_WIDTH, min(4, os.cpu_count() or 1))


@dataclass(frozen=True, slots=True)
class Runner:
    """One solver of a lineup: its id, its name and whether it is exact for the rules."""

    solver_id: str
    name: str
    exact: bool
    trusted: bool = True  # False: a third party's solver (the host says so, see trusted())


@dataclass(frozen=True, slots=True)
class Usability:
    """Whether a solver can be used for a rule set here, and why not."""

    usable: bool
    exact: bool = False
    reason: str = ""


def usability(solver: Solver, rules: Rules | None = None, wait: bool = True) -> Usability:
    """Available on this machine and (given rules) handling them; exceptions count as no.

    ``wait=False``: never wait on a solver that can answer from what it knows
    (``known_support``, the host's solvers): one whose answer is not known yet counts as
    not usable *for now* (it is being asked in the background)."""
    known = getattr(solver, "known_support", None) if not wait else None
    try:
        if known is not None:
            answers = known(rules)
            if answers is None:
                return Usability(False, reason=NOT_KNOWN_YET)
            avail, support = answers
        else:
            avail, support = solver.availability(), None
        if not avail.available:
            return Usability(False, reason=avail.reason or "not available")
        if rules is None:
            return Usability(True)
        if support is None:
            support = solver.supports(rules)
    except Exception as exc:  # a plugin's bug: that solver cannot be used
        return Usability(False, reason=f"{type(exc).__name__}: {exc}")
    if not support.handles:
        return Usability(False, reason=support.reason or f"does not handle {rules.id}")
    return Usability(True, bool(support.exact), support.reason)


def trusted(solver: Solver) -> bool:
    """Whether the program vouches for a solver (its own); the host marks the others."""
    return getattr(solver, "trusted", True) is not False


def lineup(
    solvers: Iterable[Solver],
    rules: Rules,
    choice: str | None = AUTO,
    width: int | None = None,
    exclude: Iterable[str] = (),
    wait: bool = True,
) -> list[Runner]:
    """The solvers to run for ``rules``: ``choice`` alone, or the ``auto`` portfolio.

    ``exclude`` names solvers not to use (ones that stopped responding).  ``wait=False``
    (the window): the ``auto`` portfolio leaves out solvers whose answers are not known yet
    instead of waiting for them (see :func:`usability`); a solver chosen by id is still
    waited for, within the host's time limit.  Raises LookupError saying why when nothing
    can run."""
    solvers = list(solvers)
    width = race_width() if width is None else width
    skip = set(exclude)
    if choice not in (None, "", AUTO):
        for s in solvers:
            if s.id == choice:
                grade = usability(s, rules)
                if not grade.usable:
                    raise LookupError(f"solver {s.id} cannot solve {rules.id}: {grade.reason}")
                return [Runner(s.id, s.name, grade.exact, trusted(s))]
        known = ", ".join(s.id for s in solvers) or "none"
        raise LookupError(f"no solver {choice!r} (known: {known})")
    graded = [(s, usability(s, rules, wait)) for s in solvers if s.id not in skip]
    usable = [(s, g) for s, g in graded if g.usable]
    if not usable:
        reasons = "; ".join(f"{s.id}: {g.reason}" for s, g in graded) or "no solver installed"
        raise LookupError(f"no available solver handles {rules.id} ({reasons})")
    # Best first: exact before inexact, then by priority (stable: registration order).
    usable.sort(key=lambda sg: (not sg[1].exact, -getattr(sg[0], "priority", 0)))
    exact = [(s, g) for s, g in usable if g.exact]
    chosen = exact[:width] if exact else usable[:1]
    if exact and len(chosen) < width:
        fill = [(s, g) for s, g in usable if not g.exact and getattr(s, "race", True)]
        chosen += fill[: width - len(chosen)]
    # One of the program's own solvers always runs: third-party ones cannot crowd it out.
    own = next(((s, g) for s, g in usable if trusted(s)), None)
    if own is not None and not any(trusted(s) for s, _g in chosen):
        chosen = chosen[: max(0, width - 1)] + [own]
    return [Runner(s.id, s.name, g.exact, trusted(s)) for s, g in chosen]


def default_solver(solvers: Iterable[Solver], rules: Rules) -> str:
    """The id of the solver used when one must be named for ``rules`` (the lineup's first)."""
    return lineup(solvers, rules, AUTO)[0].solver_id


def checked(result: SolveResult, position: Position, rules: Rules, exact: bool) -> SolveResult:
    """The result as the race may trust it: a solution replayed through the engine (a wrong one
    becomes *unknown*), *unsolvable* only from an exact solver."""
    if result.verdict == SOLVED:
        try:
            verify_solution(position, rules, result.moves)
        except SolutionError as exc:
            return replace(result, verdict=UNKNOWN, moves=(), reason=f"wrong solution: {exc}")
    elif result.verdict == UNSOLVABLE and not exact:
        return replace(result, verdict=UNKNOWN, reason="unsolvable by an inexact search")
    return result


@dataclass
class Outcome:
    """How a race ended: the result that counts, who won, and what became of the others."""

    result: SolveResult
    winner: str | None = None
    cancelled: list[str] = field(default_factory=list)
    stopped: list[tuple[str, str]] = field(default_factory=list)  # (solver id, why)
    seconds: float = 0.0
    names: dict[str, str] = field(default_factory=dict)
    unverified: bool = False  # an *unsolvable* no built-in solver confirmed (see Race)


class Race:
    """The answers of one lineup for one position, as they arrive."""

    def __init__(self, runners: Sequence[Runner], position: Position, rules: Rules) -> None:
        self.runners = list(runners)
        self.position, self.rules = position, rules
        self.exact = {r.solver_id: r.exact for r in runners}
        self.trusted = {r.solver_id: r.trusted for r in runners}
        self.waiting = [r.solver_id for r in runners]
        self.held: str | None = None  # a third party's *unsolvable*, until confirmed
        self.answers: dict[str, SolveResult] = {}
        self.stopped: list[tuple[str, str]] = []
        self.winner: str | None = None

    @property
    def over(self) -> bool:
        return self.winner is not None or not self.waiting

    def offer(self, solver_id: str, result: SolveResult, replayed: bool = False) -> bool:
        """One runner's answer; True when it decides the race.  ``replayed``: the caller has
        passed ``result`` through :func:`checked` for this race's position and rules already
        (the window replays lines off its UI thread)."""
        if solver_id not in self.waiting or self.winner is not None:
            return False
        self.waiting.remove(solver_id)
        if not replayed:
            result = checked(result, self.position, self.rules, self.exact[solver_id])
        if not result.solver:
            result = replace(result, solver=solver_id)
        self.answers[solver_id] = result
        if result.verdict == UNSOLVABLE and not self.trusted[solver_id]:
            if self.held is None:
                self.held = solver_id  # wait for one of the program's own solvers
            return self._settle_held()
        if result.decided:
            self.winner = solver_id
            return True
        return self._settle_held()

    def stop(self, solver_id: str, why: str) -> None:
        """A runner that will not answer (crashed, overran its budget, ignored cancel)."""
        if solver_id in self.waiting:
            self.waiting.remove(solver_id)
            self.stopped.append((solver_id, why))
            self._settle_held()

    def _settle_held(self) -> bool:
        """A held *unsolvable* wins, marked unverified, once no trusted runner can still
        confirm or refute it within the budget."""
        if self.held is None or self.winner is not None:
            return False
        if any(self.trusted[sid] for sid in self.waiting):
            return False
        result = self.answers[self.held]
        note = UNVERIFIED + (f"; {result.reason}" if result.reason else "")
        self.answers[self.held] = replace(result, reason=note)
        self.winner = self.held
        return True

    def outcome(self, seconds: float) -> Outcome:
        """The result that counts: the winner's, else the most useful undecided answer."""
        names = {r.solver_id: r.name for r in self.runners}
        cancelled = list(self.waiting)
        result = self.answers[self.winner] if self.winner is not None else self._best_unknown()
        outcome = Outcome(result, self.winner, cancelled, list(self.stopped), seconds, names)
        outcome.unverified = self.winner is not None and self.winner == self.held
        return outcome

    def _best_unknown(self) -> SolveResult:
        answers = [self.answers[r.solver_id] for r in self.runners if r.solver_id in self.answers]
        with_line = [a for a in answers if a.best_moves]
        alone = len(self.runners) == 1
        reasons = [a.reason if alone else f"{a.solver}: {a.reason}" for a in answers if a.reason]
        reasons += [why if alone else f"{sid}: {why}" for sid, why in self.stopped]
        nobody = SolveResult(UNKNOWN, solver=self.runners[0].solver_id if self.runners else "")
        base = (with_line or answers or [nobody])[0]
        states = sum(a.states for a in answers)
        return replace(base, verdict=UNKNOWN, moves=(), states=states, reason="; ".join(reasons))


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms" if seconds < 10 else f"{seconds:.1f} s"


def describe(outcome: Outcome) -> str:
    """One line for the player or the terminal: who decided, how fast, and the others."""
    result = outcome.result
    if outcome.winner is not None:
        words = "solved" if result.solved else "proven unsolvable"
        if outcome.unverified:
            words = "unsolvable (unverified)"
        text = f"{words} by {outcome.winner} in {_ms(outcome.seconds)}"
    else:
        text = f"undecided after {_ms(outcome.seconds)}"
    for sid in outcome.cancelled:
        text += f"; {sid} cancelled"
    for sid, why in outcome.stopped:
        text += f"; {sid} {why}"
    return text

"""The solving API: what a solver is given and what it returns; budgets, cancellation, results.

No Qt here.  A solver is any object with

- ``id`` and ``name`` (strings),
- ``availability() -> Availability`` (can it run on this machine, and if not, why),
- ``supports(rules) -> Support`` (does it handle this rule set, and is its verdict exact),
- ``solve(position, rules, budget, cancel) -> SolveResult``.

Callers should go through :func:`run_solver`, which refuses rule sets the solver does not
handle, turns a crash into an *unknown* verdict with the reason, and replays every solution
through the engine (``Rules.play``) so that a wrong solution can never reach the player.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Protocol, runtime_checkable

from ..engine import EngineError, Move, Position, Rules

SOLVED, UNSOLVABLE, UNKNOWN = "solved", "unsolvable", "unknown"
VERDICTS = (SOLVED, UNSOLVABLE, UNKNOWN)


@dataclass(frozen=True, slots=True)
class Budget:
    """How much a solve may spend: wall-clock seconds, states, memory (MiB).

    ``states`` counts what :attr:`SolveResult.states` reports: the distinct positions the
    solver has stored (each remembered once, as in a table of seen positions), not the
    moves it tried nor positions looked at twice.  ``None`` means no limit of that kind.
    The default is the one the command line uses.

    ``variety`` asks a solver that has several ways of searching for another than its usual
    one (0: the usual; 1, 2, ...: others, in the solver's own order).  The window's hint asks
    for 1 while the position's own solve, with 0, runs in another worker: two different
    searches of the hard positions find a win sooner than two copies of one.  A solver with
    one way ignores it; its verdicts must be as exact with any value.
    """

    seconds: float | None = 10.0
    states: int | None = None
    memory_mb: int | None = 1024
    variety: int = 0


class CancelToken:
    """A flag another thread (the window) sets to stop a solve.  Solvers poll
    ``cancelled`` often (every few hundred states) and return *unknown* soon after."""

    __slots__ = ("_event",)

    def __init__(self) -> None:
        self._event = threading.Event()

    def cancel(self) -> None:
        """Ask the solve to stop (from any thread)."""
        self._event.set()

    @property
    def cancelled(self) -> bool:
        """Whether ``cancel`` was called: a solver returns *unknown* soon after."""
        return self._event.is_set()


NEVER_CANCELLED = CancelToken()


@dataclass(frozen=True, slots=True)
class Availability:
    available: bool
    reason: str = ""


@dataclass(frozen=True, slots=True)
class Support:
    """Whether a solver handles a rule set, and whether its verdicts are exact for it.

    ``exact`` means both *solved* and *unsolvable* can be trusted: the solver searches every
    legal move of these rules.  A solver that handles rules inexactly still never returns a
    wrong *solved* (solutions are replayed), but reports *unknown* where it cannot prove."""

    handles: bool
    exact: bool = False
    reason: str = ""


@dataclass(frozen=True, slots=True)
class SolveResult:
    """The outcome of one solve.

    ``verdict`` is ``"solved"`` (``moves`` win the game from the position, replayed through
    the engine), ``"unsolvable"`` (proven by an exhaustive search) or ``"unknown"`` (budget
    spent, cancelled, or the solver could not decide; ``reason`` says which).  ``states`` is
    the number of distinct positions the solver stored (what :attr:`Budget.states` limits),
    ``seconds`` the time taken.  ``best_moves`` is, when
    not solved, the line to the most promising position the search reached (a hint: the
    most cards home), possibly empty.
    """

    verdict: str
    moves: tuple[Move, ...] = ()
    states: int = 0
    seconds: float = 0.0
    solver: str = ""
    reason: str = ""
    best_moves: tuple[Move, ...] = field(default=())

    @property
    def solved(self) -> bool:
        """Whether the verdict is *solved*."""
        return self.verdict == SOLVED

    @property
    def decided(self) -> bool:
        """Whether the verdict is *solved* or *unsolvable* (not *unknown*)."""
        return self.verdict != UNKNOWN


@runtime_checkable
class Solver(Protocol):
    """What a solver plugin registers (see docs/plugins.md, "Solvers").

    ``id`` names it on the command line and in the settings; make it unique by prefixing
    your package's name (``"mypackage.greedy"``).  ``name`` is what the player reads.
    ``priority`` ranks the solvers that are exact for a rule set when the player chose none
    (higher first; the built-in search has 0).  ``solve`` is always given a ``CancelToken``
    (never None) and a ``Budget``; it must return a ``SolveResult`` soon after the budget's
    seconds are spent or ``cancel.cancelled`` turns true, and must not touch Qt.
    """

    id: str
    name: str
    priority: int

    def availability(self) -> Availability:
        """Whether it can run on this machine, and why not."""
        ...

    def supports(self, rules: Rules) -> Support:
        """Whether it handles ``rules``, and whether its verdicts are exact for them."""
        ...

    def solve(
        self, position: Position, rules: Rules, budget: Budget, cancel: CancelToken
    ) -> SolveResult:
        """Solve ``position`` within ``budget``, returning *unknown* soon after ``cancel``."""
        ...


class SolutionError(Exception):
    """A solver's moves do not win the game when replayed through the engine."""


def replay(position: Position, rules: Rules, moves: Iterable[Move]) -> Position:
    """Play ``moves`` from ``position`` with the engine's checks; raises SolutionError naming
    the first illegal move.  Returns the final position."""
    moves = moves if isinstance(moves, Sequence) else tuple(moves)
    if not rules.overridden:  # the whole line at once; a variant's own operations move by move
        final = rules.play_line(position, moves)
        if final is not None:
            return final
    for i, move in enumerate(moves):
        try:
            position = rules.play(position, move)
        except EngineError as exc:
            raise SolutionError(f"move {i + 1} ({move.text}) is illegal: {exc}") from None
    return position


# Lines the engine has just played move by move with its checks in this process (a solver's
# line turned into engine moves by ``lines.moves_from_cards``), with the position each ends
# in: ``verify_solution`` takes them as replayed instead of playing them a second time (on
# FreeCell that second replay cost as much as fc-solve's own search).  Only lines checked in
# this very process count: a worker's answer is replayed again by the program that reads it.
# A few are kept: a solver returns the line it has just checked.
_CHECKED_KEEP = 8
_checked: OrderedDict[tuple[int, Position, tuple[Move, ...]], tuple[Rules, Position]] = (
    OrderedDict()
)
_checked_lock = threading.Lock()


def _note_checked(position: Position, rules: Rules, moves: Sequence[Move], final: Position) -> None:
    """``moves`` were just played from ``position`` through ``Rules.play`` and end in
    ``final`` (for the engine's own helpers in this package only)."""
    with _checked_lock:
        _checked[(id(rules), position, tuple(moves))] = (rules, final)
        while len(_checked) > _CHECKED_KEEP:
            _checked.popitem(last=False)


def _checked_final(position: Position, rules: Rules, moves: Sequence[Move]) -> Position | None:
    with _checked_lock:
        known = _checked.get((id(rules), position, tuple(moves)))
    if known is None or known[0] is not rules:
        return None
    return known[1]


def verify_solution(position: Position, rules: Rules, moves: Sequence[Move]) -> None:
    """Raise SolutionError unless ``moves`` are legal and win the game."""
    final = _checked_final(position, rules, moves)
    if final is None:
        final = replay(position, rules, moves)
    if not rules.is_won(final):
        raise SolutionError(f"the {len(moves)} moves end with {final.cards_home()} cards home")


def run_solver(
    solver: Solver,
    position: Position,
    rules: Rules,
    budget: Budget | None = None,
    cancel: CancelToken | None = None,
) -> SolveResult:
    """Solve with every safeguard: support and availability checked, exceptions turned into
    an *unknown* verdict with the reason, solutions replayed through the engine."""
    budget = Budget() if budget is None else budget
    cancel = NEVER_CANCELLED if cancel is None else cancel
    sid = getattr(solver, "id", "?")
    start = time.perf_counter()
    try:
        avail = solver.availability()
        if not avail.available:
            return SolveResult(UNKNOWN, solver=sid, reason=f"not available: {avail.reason}")
        support = solver.supports(rules)
        if not support.handles:
            return SolveResult(UNKNOWN, solver=sid, reason=f"cannot handle: {support.reason}")
        result = solver.solve(position, rules, budget, cancel)
    except Exception as exc:  # a broken solver plugin must not take the caller down
        return SolveResult(
            UNKNOWN,
            solver=sid,
            seconds=time.perf_counter() - start,
            reason=f"the solver failed: {type(exc).__name__}: {exc}",
        )
    if not isinstance(result, SolveResult) or result.verdict not in VERDICTS:
        return SolveResult(UNKNOWN, solver=sid, reason="the solver returned no valid result")
    if result.verdict == SOLVED:
        try:
            verify_solution(position, rules, result.moves)
        except SolutionError as exc:
            return replace(result, verdict=UNKNOWN, moves=(), reason=f"wrong solution: {exc}")
    elif result.verdict == UNSOLVABLE and not support.exact:
        return replace(result, verdict=UNKNOWN, reason="unsolvable by an inexact search")
    if result.best_moves:
        try:
            replay(position, rules, result.best_moves[:1])
        except SolutionError as exc:  # said, so that a chosen solver is not passed over unseen
            refused = f"its best line was refused: {exc}"
            reason = f"{result.reason}; {refused}" if result.reason else refused
            result = replace(result, best_moves=(), reason=reason)
    return result if result.solver else replace(result, solver=sid)

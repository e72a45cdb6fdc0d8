"""A registered solver as the rest of the program sees it: its questions asked once, off the
caller's thread, with a time limit.

``availability()`` and ``supports(rules)`` are a plugin's code and may be slow or hang; the
window must never wait on them and ``penguin-solve`` must not spend its budget on them.
:class:`HostedSolver` asks a third-party solver each question once, in a thread of its own,
waits at most :data:`ASK_SECONDS`, and keeps the answer per question (per rule set for
``supports``): a slow, failing or malformed answer counts as *not available* with the
reason.  :meth:`HostedSolver.known_support` never waits at all: it returns the answer when it
is known and ``None`` otherwise, having started to ask in the background.  The built-in
solvers are the program's own code and are asked directly (their exceptions still guarded).

``trusted`` is the host's word, not the plugin's: a built-in solver.  The ``auto`` portfolio
always keeps one trusted solver in the race, and an *unsolvable* from an untrusted solver
counts only once a trusted one confirms it (``solving.portfolio``).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine import Rules
from .guard import PluginError, call, describe, where_defined

if TYPE_CHECKING:  # the solver interface is loaded by the first question, after the first frame
    from ..solving.api import Availability, Support

ASK_SECONDS = 0.5  # the longest a caller waits for a plugin's availability() or supports()

_AVAILABILITY = "availability"


class _Question:
    """One question to a plugin, answered once (in a thread of its own)."""

    def __init__(self, ask: Callable[[], Any]) -> None:
        self.answer: Any = None
        self.done = threading.Event()
        self._ask = ask
        self._started = False
        self._lock = threading.Lock()

    def start(self) -> None:
        with self._lock:
            if self._started:
                return
            self._started = True
        thread = threading.Thread(target=self._run, daemon=True, name="plugin-question")
        thread.start()

    def _run(self) -> None:
        self.settle(self._ask())

    def settle(self, answer: Any) -> None:
        """The answer, unless one is already given (a late answer after the time limit)."""
        with self._lock:
            if not self.done.is_set():
                self.answer = answer
                self.done.set()


class HostedSolver:
    """A registered solver with its questions guarded, timed and cached; every other attribute
    is the solver's own."""

    def __init__(
        self, solver: Any, plugin: str, trusted: bool, roots: tuple[str, ...] = ()
    ) -> None:
        self.solver = solver
        self.plugin = plugin
        self.trusted = trusted
        self._roots = roots
        # Read once at registration (checked there): a property cannot change them later.
        self.id: str = solver.id
        self.name: str = solver.name
        self.priority: int = getattr(solver, "priority", 0)
        self._questions: dict[object, _Question] = {}
        self._lock = threading.Lock()

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") or name in ("solver", "_questions", "_lock", "_roots"):
            raise AttributeError(name)
        return getattr(self.solver, name)

    def __repr__(self) -> str:
        return f"HostedSolver({self.id!r} from {self.plugin})"

    # -- the questions ------------------------------------------------------------------------

    def _answer_availability(self) -> Availability:
        from ..solving.api import Availability

        try:
            answer = call(f"{self.id}.availability()", self.solver.availability, roots=self._roots)
        except PluginError as exc:
            return Availability(False, str(exc))
        if not isinstance(answer, Availability):
            return Availability(False, f"availability() returned {type(answer).__name__}")
        return answer

    def _answer_support(self, rules: Rules) -> Support:
        from ..solving.api import Support

        try:
            answer = call(f"{self.id}.supports()", self.solver.supports, rules, roots=self._roots)
        except PluginError as exc:
            return Support(False, reason=str(exc))
        if not isinstance(answer, Support):
            return Support(False, reason=f"supports() returned {type(answer).__name__}")
        return answer

    def _question(self, key: object, ask: Callable[[], Any]) -> _Question:
        with self._lock:
            question = self._questions.get(key)
            if question is None:
                question = self._questions[key] = _Question(ask)
        return question

    def _asked(self, key: object, ask: Callable[[], Any], slow: Any, wait: bool) -> Any:
        question = self._question(key, ask)
        if self.trusted:  # the program's own code: asked here, once
            if not question.done.is_set():
                question.settle(ask())
            return question.answer
        question.start()
        if not wait:
            return question.answer if question.done.is_set() else None
        if question.done.wait(ASK_SECONDS):
            return question.answer
        question.settle(slow)  # too slow: that is its answer, for good
        return question.answer

    def availability(self) -> Availability:
        """Whether the solver can run here (asked once; slow or failing: not available)."""
        from ..solving.api import Availability

        slow = Availability(False, f"availability() took longer than {ASK_SECONDS} s")
        return self._asked(_AVAILABILITY, self._answer_availability, slow, wait=True)

    def supports(self, rules: Rules) -> Support:
        """Whether it handles ``rules`` (asked once per rule set; slow or failing: no)."""
        from ..solving.api import Support

        slow = Support(False, reason=f"supports() took longer than {ASK_SECONDS} s")
        return self._asked(rules, lambda: self._answer_support(rules), slow, wait=True)

    def known_support(
        self, rules: Rules | None = None
    ) -> tuple[Availability, Support | None] | None:
        """The answers already known, never waiting: ``None`` while they are being asked
        (the asking has then been started), else (availability, support for ``rules`` or
        None when no rules were given)."""
        avail = self._asked(_AVAILABILITY, self._answer_availability, None, wait=False)
        if avail is None:
            return None
        if rules is None or not avail.available:
            return avail, None
        support = self._asked(rules, lambda: self._answer_support(rules), None, wait=False)
        if support is None:
            return None
        return avail, support

    def solve(self, *args: Any) -> Any:
        """The solver's ``solve``; a third party's through the guard, so that what it raises,
        or returns in place of a SolveResult, is reported at its own line."""
        if self.trusted:
            return self.solver.solve(*args)
        from ..solving.api import SolveResult

        try:
            answer = self.solver.solve(*args)
        except MemoryError:
            raise  # the worker's memory cap: it ends the worker, as a crash does
        except Exception as exc:  # SystemExit and the like end the worker, as before
            raise PluginError(f"{self.id}.solve() raised {describe(exc, self._roots)}") from None
        if not isinstance(answer, SolveResult):
            where = where_defined(getattr(self.solver, "solve", None))
            raise PluginError(
                f"{self.id}.solve() returned {type(answer).__name__}, not a SolveResult{where}"
            )
        return answer

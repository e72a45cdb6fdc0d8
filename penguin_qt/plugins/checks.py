"""What the host checks in everything a plugin registers, before anything else may use it.

A variant (a ``Rules``) is checked field by field, type and value (a name that is not a
string would crash the window at every start), and its deal procedure is run on a sample of
deal numbers: each must give the rules' columns and cells and 52 distinct cards 0-51, where
they fit, and the whole sample must be made within SAMPLE_SECONDS (it runs in a thread the
host waits on that long, so a slow procedure holds up the loading of the plugins no longer).
A solver needs a string ``id`` and ``name``, an int ``priority`` and the three methods.
Every failure is a :class:`RegistrationError` that says which check failed ("deal 1: 51
cards, not 52", "deal 3: 7♥ twice").  A variant must also pickle: the rules are sent to the
worker processes, so ``make`` and ``requires`` must be module-level functions.

Once registered, a plugin's ``make`` is called through :class:`GuardedMake`: whatever it
raises, a position that does not fit and a deal not made within ``DEAL_SECONDS`` become a
``DealError`` naming the procedure, the deal number and the plugin's line.  In the program's
own process the call runs in a thread waited on for ``DEAL_SECONDS`` (a thread cannot be
ended: a procedure that never returns keeps it, but no longer the caller); in a worker
process (``dealing``) it runs directly, and the program ends the worker instead.
"""

from __future__ import annotations

import contextlib
import dataclasses
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

from ..engine import MAX_DEAL, DealError, DealProcedure, Position, Rules, card_label
from ..engine.deals import BUILTIN_DEALS
from ..engine.errors import N_
from ..engine.rules import fields_problem
from .guard import PluginError, call, roots_of, where_defined
from .workers import DEAL_SECONDS

SAMPLE_DEALS = (1, 2, 3, 617, MAX_DEAL)
#: The longest the whole sample of deals may take at registration (0.2 s a deal).
SAMPLE_SECONDS = 1.0
T = TypeVar("T")
SOLVER_METHODS = ("availability", "supports", "solve")


class RegistrationError(PluginError):
    """Something a plugin registered cannot be used; the text says what and where."""


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def position_problem(position: object, rules: Rules, procedure: DealProcedure) -> str:
    """What is wrong with a position a deal procedure made, "" when it fits the rules."""
    if not isinstance(position, Position):
        return f"made {type(position).__name__}, not a Position"
    columns, cells, foundations, base = position
    if not isinstance(columns, tuple) or len(columns) != rules.columns:
        count = len(columns) if isinstance(columns, tuple | list) else columns
        return f"{count!r} columns, not {rules.columns}"
    if not isinstance(cells, tuple) or len(cells) != rules.cells:
        count = len(cells) if isinstance(cells, tuple | list) else cells
        return f"{count!r} cells, not {rules.cells}"
    if (
        not isinstance(foundations, tuple)
        or len(foundations) != 4
        or not all(_is_int(n) and 0 <= n <= 13 for n in foundations)
    ):
        return f"foundations {foundations!r} are not four counts 0-13"
    if not _is_int(base) or not 1 <= base <= 13:
        return f"base rank {base!r} is not 1-13"
    if base != 1 and not procedure.chooses_base:
        return f"base rank {base}, but the procedure does not choose the base (chooses_base)"
    cards: list[Any] = []
    for column in columns:
        if not isinstance(column, tuple):
            return f"a column is {type(column).__name__}, not a tuple"
        cards += column
    cards += [c for c in cells if c is not None]
    wrong = [c for c in cards if not _is_int(c) or not 0 <= c <= 51]
    if wrong:
        return f"{wrong[0]!r} is not a card (cards are 0-51)"
    twice = [c for c, n in Counter(cards).items() if n > 1]
    if twice:
        return f"{card_label(min(twice))} twice"
    total = len(cards) + sum(foundations)
    if total != 52:
        return f"{total} cards, not 52"
    return ""


class OverTimeError(Exception):
    """A plugin's code did not return within the time it was given."""


_direct = 0  # > 0: plugin deal procedures are called directly (in a worker process)


@contextlib.contextmanager
def direct_deals() -> Iterator[None]:
    """Call plugins' deal procedures directly, without a thread to time them: for a worker
    process, which the program ends itself when a deal takes too long."""
    global _direct
    _direct += 1
    try:
        yield
    finally:
        _direct -= 1


def within(seconds: float, function: Callable[[], T]) -> T:
    """``function()``, run in a thread of its own and waited on at most ``seconds``: its
    value, or what it raised; OverTimeError when it has not returned by then (it runs on in its
    thread, which nobody waits for)."""
    outcome: list[tuple[bool, Any]] = []
    done = threading.Event()

    def run() -> None:
        try:
            outcome.append((True, function()))
        except BaseException as exc:  # handed to the caller, which decides
            outcome.append((False, exc))
        finally:
            done.set()

    threading.Thread(target=run, daemon=True, name="plugin-deal").start()
    if not done.wait(seconds):
        raise OverTimeError
    ok, value = outcome[0]
    if ok:
        return value
    raise value


def check_deals(rules: Rules, roots: Iterable[str] = (), numbers=SAMPLE_DEALS) -> None:
    """Deal a sample with the rules' procedure, all of it within SAMPLE_SECONDS;
    RegistrationError names the first bad deal (or the one not made in time)."""
    procedure = rules.deal_procedure
    label = f"the deal {procedure.name}" if isinstance(procedure.name, str) else "the deal"
    making: list[int] = []

    def sample() -> None:
        for number in numbers:
            making.append(number)
            _check_one(rules, procedure, number, label, roots)

    try:
        within(SAMPLE_SECONDS, sample)
    except OverTimeError:
        where = where_defined(procedure.make)
        raise RegistrationError(
            f"{label}: deal {making[-1] if making else numbers[0]} was not made within "
            f"{SAMPLE_SECONDS:g} s (deals {', '.join(map(str, numbers))} must take "
            f"{SAMPLE_SECONDS:g} s in all){where}"
        ) from None


def _check_one(
    rules: Rules, procedure: DealProcedure, number: int, label: str, roots: Iterable[str]
) -> None:
    try:
        made = call(f"{label}: deal {number}: make", procedure.make, rules, number, roots=roots)
    except PluginError as exc:
        raise RegistrationError(str(exc)) from None
    problem = position_problem(made, rules, procedure)
    if problem:
        where = where_defined(procedure.make)
        raise RegistrationError(f"{label}: deal {number}: {problem}{where}")
    try:  # the engine's own path as well: the forced moves on top of it
        call(f"{label}: deal {number}", rules.settle, made, roots=roots)
    except PluginError as exc:
        raise RegistrationError(str(exc)) from None


def check_variant(item: object, roots: Iterable[str] = (), sample: bool = True) -> str:
    """The variant's id; raises RegistrationError saying what is wrong with it.  Without
    ``sample`` the deals are not tried, nor the record's own checks made again, nor the trip to
    a worker (the built-in variants, which the tests try, are not dealt at every start)."""
    if not isinstance(item, Rules):
        raise RegistrationError(f"variant must be a Rules, not {type(item).__name__}")
    problem = fields_problem(item)  # the check Rules makes when made: it may have changed since
    if problem:
        name = f"variant {item.id!r}" if isinstance(item.id, str) and item.id else "a variant"
        raise RegistrationError(f"{name}: {problem}")
    if not sample:
        return item.id
    try:  # the record's own checks, again: it may have been changed after it was made
        call("the Rules checks", dataclasses.replace, item, roots=roots)
    except PluginError as exc:
        raise RegistrationError(f"variant {item.id!r} is not valid: {exc}") from None
    try:
        check_deals(item, roots)
    except RegistrationError as exc:
        raise RegistrationError(f"variant {item.id!r}: {exc}") from None
    problem = pickle_problem(item)
    if problem:
        raise RegistrationError(f"variant {item.id!r}: {problem}")
    return item.id


def pickle_problem(rules: Rules) -> str:
    """What keeps the rules (with their deal procedure) from reaching a worker process, ""
    when they pickle and unpickle to an equal value.  A lambda or a nested function as
    ``make`` or ``requires`` cannot: pickle names a function by its module and name."""
    import pickle  # the built-in variants skip this check (sample=False): no pickle at start

    try:
        back = pickle.loads(pickle.dumps(guarded_rules(rules)))  # only what was just dumped
    except Exception as exc:  # PicklingError, AttributeError ("local object"), TypeError...
        return f"make and requires must be module-level functions: {exc}"
    if back != rules:
        return (
            "make and requires must be module-level functions: the rules sent to a worker "
            "come back different"
        )
    return ""


def check_solver(item: object, roots: Iterable[str] = ()) -> str:
    """The solver's id; raises RegistrationError saying what the object lacks."""

    def read() -> tuple[Any, Any, Any, list[str]]:
        missing = [m for m in SOLVER_METHODS if not callable(getattr(item, m, None))]
        return (
            getattr(item, "id", None),
            getattr(item, "name", None),
            getattr(item, "priority", 0),
            missing,
        )

    try:  # a property that raises is the plugin's error too
        item_id, name, priority, missing = call(
            "reading the solver's attributes", read, roots=roots
        )
    except PluginError as exc:
        raise RegistrationError(str(exc)) from None
    if not isinstance(item_id, str) or not item_id.strip():
        raise RegistrationError(
            f"a solver needs a non-empty string id ({type(item).__name__} has {item_id!r})"
        )
    if not isinstance(name, str) or not name.strip():
        raise RegistrationError(f"solver {item_id!r} needs a non-empty string name, not {name!r}")
    if missing:
        raise RegistrationError(f"solver {item_id!r} has no {', '.join(missing)} method")
    if not _is_int(priority):
        raise RegistrationError(f"solver {item_id!r}: priority must be an int, not {priority!r}")
    return item_id


class GuardedMake:
    """A plugin's ``DealProcedure.make`` as the program calls it: through the guard, so that
    whatever it raises for a deal the sample did not try, a position that does not fit and a
    deal not made within DEAL_SECONDS become a ``DealError`` (a message to the player, never
    a crash nor a wait without end).  Equal to the function it guards (and hashed alike), and
    sent to a worker as that function and its name."""

    __slots__ = ("function", "name")

    def __init__(self, function: Callable[[Rules, int], Position], name: str) -> None:
        self.function = function
        self.name = name

    def __call__(self, rules: Rules, number: int) -> Position:
        roots = roots_of(getattr(self.function, "__module__", "") or "")

        def made() -> Position:
            return call(f"deal {number}: make", self.function, rules, number, roots=roots)

        try:
            position = made() if _direct else within(DEAL_SECONDS, made)
        except PluginError as exc:
            raise DealError(
                N_("The deal procedure {name} failed: {error}"), name=self.name, error=str(exc)
            ) from None
        except OverTimeError:
            raise DealError(
                N_("The deal procedure {name} did not make deal {number} within {seconds} s"),
                name=self.name,
                number=number,
                seconds=f"{DEAL_SECONDS:g}",
            ) from None
        problem = position_problem(position, rules, rules.deal_procedure)
        if problem:
            raise DealError(
                N_("The deal procedure {name} made deal {number}, which does not fit: {problem}"),
                name=self.name,
                number=number,
                problem=f"{problem}{where_defined(self.function)}",
            )
        return position

    def __eq__(self, other: object) -> bool:
        if isinstance(other, GuardedMake):
            return other.function == self.function
        return other == self.function

    def __hash__(self) -> int:
        return hash(self.function)

    def __reduce__(self) -> tuple[Any, ...]:
        return (GuardedMake, (self.function, self.name))


def guarded_rules(rules: Rules) -> Rules:
    """The rules as the host hands them out: a plugin's own deal procedure guarded."""
    procedure = rules.deal
    if not isinstance(procedure, DealProcedure) or procedure in BUILTIN_DEALS.values():
        return rules
    if isinstance(procedure.make, GuardedMake):
        return rules
    make = GuardedMake(procedure.make, procedure.name)
    return dataclasses.replace(rules, deal=procedure._replace(make=make))


CHECKS: dict[str, tuple[str, Callable[..., str]]] = {
    "register_variants": ("variant", check_variant),
    "register_solvers": ("solver", check_solver),
}

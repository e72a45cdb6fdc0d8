"""What the host checks in everything a plugin registers, before anything else may use it.

A variant (a ``Rules``) is checked field by field, type and value (a name that is not a
string would crash the window at every start), and its deal procedure is run on a sample of
deal numbers: each must give the rules' columns and cells and 52 distinct cards 0-51, where
they fit.  A solver needs a string ``id`` and ``name``, an int ``priority`` and the three
methods.  Every failure is a :class:`RegistrationError` that says which check failed
("deal 1: 51 cards, not 52", "deal 3: 7♥ twice").  A variant must also pickle: the rules are
sent to the solver workers, so ``make`` and ``requires`` must be module-level functions.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from ..engine import MAX_DEAL, DealError, DealProcedure, Position, Rules, card_label, deal
from ..engine.deals import BUILTIN_DEALS
from ..engine.errors import N_
from .guard import PluginError, call, roots_of, where_defined

SAMPLE_DEALS = (1, 2, 3, 617, MAX_DEAL)
SOLVER_METHODS = ("availability", "supports", "solve")
TEXT_FIELDS = ("id", "name")  # non-empty strings
OPTIONAL_TEXT = ("description",)  # strings, may be empty


class RegistrationError(PluginError):
    """Something a plugin registered cannot be used; the text says what and where."""


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _fields_problem(rules: Rules) -> str:
    """What is wrong with the record's own fields, "" when nothing."""
    for name in TEXT_FIELDS:
        value = getattr(rules, name)
        if not isinstance(value, str) or not value.strip():
            return f"{name} must be a non-empty string, not {value!r}"
    for name in OPTIONAL_TEXT:
        value = getattr(rules, name)
        if not isinstance(value, str):
            return f"{name} must be a string, not {value!r}"
    if not isinstance(rules.forced_base_moves, bool):
        return f"forced_base_moves must be True or False, not {rules.forced_base_moves!r}"
    for name in ("columns", "cells"):
        if not _is_int(getattr(rules, name)):
            return f"{name} must be an int, not {getattr(rules, name)!r}"
    return ""


def _procedure_problem(procedure: DealProcedure) -> str:
    for name in ("id", "name"):
        value = getattr(procedure, name)
        if not isinstance(value, str) or not value.strip():
            return f"its {name} must be a non-empty string, not {value!r}"
    if not callable(procedure.make):
        return "its make is not callable"
    if procedure.requires is not None and not callable(procedure.requires):
        return "its requires is neither None nor callable"
    if not isinstance(procedure.chooses_base, bool):
        return f"its chooses_base must be True or False, not {procedure.chooses_base!r}"
    return ""


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


def check_deals(rules: Rules, roots: Iterable[str] = (), numbers=SAMPLE_DEALS) -> None:
    """Deal a sample with the rules' procedure; RegistrationError names the first bad deal."""
    procedure = rules.deal_procedure
    label = f"the deal {procedure.name}" if isinstance(procedure.name, str) else "the deal"
    for number in numbers:
        try:
            made = call(f"{label}: deal {number}: make", procedure.make, rules, number, roots=roots)
        except PluginError as exc:
            raise RegistrationError(str(exc)) from None
        problem = position_problem(made, rules, procedure)
        if problem:
            where = where_defined(procedure.make)
            raise RegistrationError(f"{label}: deal {number}: {problem}{where}")
        try:  # the engine's own path as well: the forced moves on top of it
            call(f"{label}: deal {number}", deal, rules, number, roots=roots)
        except PluginError as exc:
            raise RegistrationError(str(exc)) from None


def check_variant(item: object, roots: Iterable[str] = (), sample: bool = True) -> str:
    """The variant's id; raises RegistrationError saying what is wrong with it.  Without
    ``sample`` the deals are not tried, nor the record's own checks made again, nor the trip to
    a worker (the built-in variants, which the tests try, are not dealt at every start)."""
    if not isinstance(item, Rules):
        raise RegistrationError(f"variant must be a Rules, not {type(item).__name__}")
    if not isinstance(item.id, str) or not item.id:
        raise RegistrationError(f"a variant needs a non-empty string id, not {item.id!r}")
    problem = _fields_problem(item)
    if problem:
        raise RegistrationError(f"variant {item.id!r}: {problem}")
    if isinstance(item.deal, DealProcedure):
        problem = _procedure_problem(item.deal)
        if problem:
            raise RegistrationError(f"variant {item.id!r}: the deal procedure: {problem}")
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
    whatever it raises for a deal the sample did not try becomes a ``DealError`` (a message
    to the player, never a crash).  Equal to the function it guards (and hashed alike), and
    sent to a worker as that function and its name."""

    __slots__ = ("function", "name")

    def __init__(self, function: Callable[[Rules, int], Position], name: str) -> None:
        self.function = function
        self.name = name

    def __call__(self, rules: Rules, number: int) -> Position:
        roots = roots_of(getattr(self.function, "__module__", "") or "")
        try:
            return call(f"deal {number}: make", self.function, rules, number, roots=roots)
        except PluginError as exc:
            raise DealError(
                N_("The deal procedure {name} failed: {error}"), name=self.name, error=str(exc)
            ) from None

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

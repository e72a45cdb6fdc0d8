"""The whole plugin API: every hook a Penguin Qt plugin can implement.

A plugin is a module (or any object) with functions marked ``@hookimpl``, made known through
an entry point in the group ``penguin_qt``.  Hooks receive a ``register`` callback rather than
returning values, so one plugin can add several things and a failing plugin is easy to isolate.
Whatever a plugin raises, ``SystemExit`` and ``KeyboardInterrupt`` included, refuses that
plugin (with its file and line) and never ends the program.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, TypeAlias

import pluggy

if TYPE_CHECKING:  # names for the type checker only: the hooks load nothing more at run time
    from .engine import Rules
    from .solving.api import Solver

PROJECT = "penguin_qt"
hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)

#: What ``register_variants`` is given: call it with each ``Rules`` record.  Annotate your
#: hook with it (``def register_variants(register: RegisterVariants) -> None``) and mypy
#: checks every call against the installed program (the package is marked typed).
RegisterVariants: TypeAlias = "Callable[[Rules], None]"
#: What ``register_solvers`` is given: call it with each solver (the ``Solver`` protocol).
RegisterSolvers: TypeAlias = "Callable[[Solver], None]"


@hookspec
def register_variants(register: RegisterVariants) -> None:
    """Add rule variants.

    Call ``register(rules)`` once per variant, where ``rules`` is a
    ``penguin_qt.engine.Rules`` record (its ``id`` must be unique; a second variant with an id
    already taken is refused and reported against the plugin that registered it).  A variant
    that needs a deal of its own names a ``penguin_qt.engine.DealProcedure`` in
    ``Rules.deal``.  Returns nothing; every plugin's implementation is called.
    docs/plugins.md describes every field of ``Rules`` and its allowed values.

    The host checks each variant at once: every field's type and value (``name`` a non-empty
    string, ``description`` a string, ``forced_base_moves`` True or False, ...), and its deal
    procedure on deals 1, 2, 3, 617 and ``MAX_DEAL`` (the rules' columns and cells, 52
    distinct cards 0-51).  Any failure refuses the whole plugin, with the check that failed
    ("deal 1: 51 cards, not 52") and the plugin's file and line.
    """


@hookspec
def register_solvers(register: RegisterSolvers) -> None:
    """Add solvers (for hints, the winnability indicator, the demo and ``penguin-solve``).

    Call ``register(solver)`` once per solver.  ``solver`` follows the
    ``penguin_qt.solving.Solver`` protocol: ``id`` (unique: prefix it with your package's
    name), ``name`` (what the player reads) and ``priority`` (an int, higher first among the
    solvers that are exact for a rule set; 0 when absent); ``availability()`` returning
    ``Availability(available, reason)`` (say why when it cannot run here, e.g. a missing
    library); ``supports(rules)`` returning ``Support(handles, exact, reason)`` (``exact``:
    its *unsolvable* is a proof for these rules); ``solve(position, rules, budget, cancel)``
    returning a ``SolveResult`` with the verdict ``"solved"`` (and the moves),
    ``"unsolvable"`` or ``"unknown"``, the states searched and the seconds taken.  ``budget``
    is a ``Budget`` (seconds, states, memory_mb; None: no limit of that kind) and ``cancel``
    always a ``CancelToken`` (never None): poll ``cancel.cancelled`` every few hundred states.
    The host runs solvers in worker processes it ends when they overrun; ``solve`` must not
    touch Qt.  Callers go through ``penguin_qt.solving.run_solver``, which replays every
    solution through the engine and turns exceptions into *unknown*.  Returns nothing; every
    plugin's implementation is called.  docs/plugins.md has the whole protocol and an example.

    ``availability()`` and ``supports(rules)`` are asked once (per rule set), off the caller's
    thread: an answer that takes longer than half a second, or raises, counts as *not
    available*.  An *unsolvable* from a plugin's solver is believed only when the built-in
    search in the same race cannot decide within the budget, and is then marked unverified;
    the automatic choice always keeps one built-in solver in the race.  A solver that starts
    processes of its own need not end them: they are ended with its worker (its process
    group, and on Linux every descendant, except one that left the group when the program
    itself is killed outright; docs/plugins.md says what is covered where).
    """


def variants_hook(variants: Iterable[Rules]) -> Callable[..., Any]:
    """A ``register_variants`` implementation that registers ``variants`` (``Rules``
    records), in order.  For a plugin whose hooks module only lists its variants:
    ``register_variants = variants_hook(VARIANTS)`` (the built-in variant plugins do so,
    keeping ``VARIANTS`` in a package that imports no pluggy)."""

    @hookimpl
    def register_variants(register: RegisterVariants) -> None:
        for rules in variants:
            register(rules)

    return register_variants

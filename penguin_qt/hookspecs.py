"""The whole plugin API: every hook a Penguin Qt plugin can implement.

A plugin is a module (or any object) with functions marked ``@hookimpl``, made known through
an entry point in the group ``penguin_qt``.  Hooks receive a ``register`` callback rather than
returning values, so one plugin can add several things and a failing plugin is easy to isolate.
"""

from __future__ import annotations

import pluggy

PROJECT = "penguin_qt"
hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)


@hookspec
def register_variants(register):
    """Add rule variants.

    Call ``register(rules)`` once per variant, where ``rules`` is a
    ``penguin_qt.engine.Rules`` record (its ``id`` must be unique; a second variant with an id
    already taken is refused and reported against the plugin that registered it).  Returns
    nothing; every plugin's implementation is called.
    """


@hookspec
def register_solvers(register):
    """Add hint solvers.

    Call ``register(solver)`` once per solver.  ``solver`` follows the
    ``penguin_qt.solving.Solver`` protocol: ``id`` (unique, used on the command line) and
    ``name``; ``availability()`` returning ``Availability(available, reason)`` (say why when
    it cannot run here, e.g. a missing library); ``supports(rules)`` returning
    ``Support(handles, exact, reason)`` (``exact``: its *unsolvable* is a proof for these
    rules); ``solve(position, rules, budget, cancel)`` returning a ``SolveResult`` with the
    verdict ``"solved"`` (and the moves), ``"unsolvable"`` or ``"unknown"``, the states
    searched and the seconds taken.  ``solve`` must honour ``budget`` (``Budget``: seconds,
    states, memory_mb) and poll ``cancel.cancelled`` often (``cancel`` may be None), and must
    not touch Qt.  An optional ``priority`` (int) ranks exact solvers when none is chosen.
    Callers go through ``penguin_qt.solving.run_solver``, which replays every solution
    through the engine and turns exceptions into *unknown*.  Returns nothing; every plugin's
    implementation is called.
    """

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

    Call ``register(solver)`` once per solver, where ``solver`` follows the
    ``penguin_qt.solving.Solver`` protocol: an ``id``, a ``name``, ``availability()`` saying
    whether it can run on this machine, ``supports(rules)`` saying whether (and how exactly) it
    handles a rule set, and ``solve(position, rules, budget, cancel)`` returning a result.
    Returns nothing; every plugin's implementation is called.
    """

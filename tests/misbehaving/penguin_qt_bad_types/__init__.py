"""A variant or a solver with a field of the wrong type or value, as PENGUIN_QT_BAD_FIELD
names it: ``name`` (5), ``description`` (None), ``forced`` (forced_base_moves "no"),
``build`` (a build no engine knows), ``solver-name`` (5), ``priority`` ("high")."""

import os

from penguin_qt.engine import Rules
from penguin_qt.hookspecs import hookimpl
from penguin_qt.solving import Availability, SolveResult, Support

FIELD = os.environ.get("PENGUIN_QT_BAD_FIELD", "name")


class Solver:
    id = "bad-types-solver"
    name = 5 if FIELD == "solver-name" else "Wrong types"
    priority = "high" if FIELD == "priority" else 0

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        return Support(True)

    def solve(self, position, rules, budget, cancel):
        return SolveResult("unknown")


@hookimpl
def register_variants(register):
    if FIELD == "name":
        rules = Rules(id="bad-types", name=5)
    elif FIELD == "description":
        rules = Rules(id="bad-types", name="Wrong types", description=None)
    elif FIELD == "forced":
        rules = Rules(id="bad-types", name="Wrong types", forced_base_moves="no")
    elif FIELD == "build":
        rules = Rules(id="bad-types", name="Wrong types", build="diagonal")
    else:
        rules = Rules(id="bad-types", name="Wrong types")
    register(rules)


@hookimpl
def register_solvers(register):
    register(Solver())

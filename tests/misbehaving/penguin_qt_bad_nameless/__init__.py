"""A plugin whose solver has no name (and a variant that must not be used either)."""

import dataclasses

from penguin_qt.hookspecs import hookimpl
from penguin_qt.solving import Availability, SolveResult, Support
from penguin_qt_penguin import PENGUIN


class Nameless:
    id = "bad-nameless"

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        return Support(True, exact=True)

    def solve(self, position, rules, budget, cancel):
        return SolveResult("unknown")


@hookimpl
def register_variants(register):
    register(dataclasses.replace(PENGUIN, id="nameless-penguin", name="Nameless's Penguin"))


@hookimpl
def register_solvers(register):
    register(Nameless())

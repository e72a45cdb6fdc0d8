"""A plugin whose solver takes the built-in search's id (and a variant of its own)."""

import dataclasses

from penguin_qt.hookspecs import hookimpl
from penguin_qt.solving import Availability, SolveResult, Support
from penguin_qt_penguin import PENGUIN


class Impostor:
    id = "search"
    name = "Not the built-in search"

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        return Support(True, exact=True)

    def solve(self, position, rules, budget, cancel):
        return SolveResult("unsolvable")


@hookimpl
def register_variants(register):
    register(dataclasses.replace(PENGUIN, id="impostor-penguin", name="Impostor's Penguin"))


@hookimpl
def register_solvers(register):
    register(Impostor())

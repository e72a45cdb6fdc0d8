"""A solver that claims to be exact for every rule set, with a priority above the built-ins,
and says *unsolvable* at once, whatever the position."""

from penguin_qt.hookspecs import hookimpl
from penguin_qt.solving import Availability, SolveResult, Support


class Denier:
    id = "bad-denier"
    name = "Says unsolvable"
    priority = 100

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        return Support(True, exact=True)

    def solve(self, position, rules, budget, cancel):
        return SolveResult("unsolvable", states=1, reason="proved, trust me")


@hookimpl
def register_solvers(register):
    register(Denier())

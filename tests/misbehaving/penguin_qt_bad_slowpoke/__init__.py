"""A solver that is bad at solving but honest: it never decides, keeps one core busy, and
stops as soon as it is cancelled (the losers' side of a race)."""

import time

from penguin_qt.hookspecs import hookimpl
from penguin_qt.solving import Availability, SolveResult, Support


class Slowpoke:
    id = "bad-slowpoke"
    name = "Never decides"
    priority = 100

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        return Support(True, exact=True)

    def solve(self, position, rules, budget, cancel):
        start = time.perf_counter()
        states = 0
        while not cancel.cancelled and time.perf_counter() - start < budget.seconds:
            states += 1
        return SolveResult("unknown", states=states, reason="cancelled")


@hookimpl
def register_solvers(register):
    register(Slowpoke())

"""A solver that crashes its process with a segmentation fault."""

import ctypes

from penguin_qt.hookspecs import hookimpl
from penguin_qt.solving import Availability, Support


class Bad:
    """Claims to be exact for every rule set, with a priority above the built-ins, so the
    default portfolio runs it first."""

    id = "bad-segv"
    name = "Segfaults"
    priority = 100

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        return Support(True, exact=True)

    def solve(self, position, rules, budget, cancel):
        ctypes.string_at(0)


@hookimpl
def register_solvers(register):
    register(Bad())

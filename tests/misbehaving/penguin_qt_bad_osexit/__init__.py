"""A solver that ends its process with os._exit."""

import os

from penguin_qt.hookspecs import hookimpl
from penguin_qt.solving import Availability, Support


class Bad:
    """Claims to be exact for every rule set, with a priority above the built-ins, so the
    default portfolio runs it first."""

    id = "bad-osexit"
    name = "Calls os._exit"
    priority = 100

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        return Support(True, exact=True)

    def solve(self, position, rules, budget, cancel):
        os._exit(3)


@hookimpl
def register_solvers(register):
    register(Bad())

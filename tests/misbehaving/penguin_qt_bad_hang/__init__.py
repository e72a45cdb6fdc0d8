"""A solver that never returns and ignores cancel (a busy loop)."""

from penguin_qt.hookspecs import hookimpl
from penguin_qt.solving import Availability, Support


class Bad:
    """Claims to be exact for every rule set, with a priority above the built-ins, so the
    default portfolio runs it first."""

    id = "bad-hang"
    name = "Hangs ignoring cancel"
    priority = 100

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        return Support(True, exact=True)

    def solve(self, position, rules, budget, cancel):
        while True:  # ignores budget and cancel alike
            pass


@hookimpl
def register_solvers(register):
    register(Bad())

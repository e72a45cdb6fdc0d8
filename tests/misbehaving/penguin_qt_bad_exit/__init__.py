"""A solver that raises SystemExit(7)."""

from penguin_qt.hookspecs import hookimpl
from penguin_qt.solving import Availability, Support


class Bad:
    """Claims to be exact for every rule set, with a priority above the built-ins, so the
    default portfolio runs it first."""

    id = "bad-exit"
    name = "Raises SystemExit"
    priority = 100

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        return Support(True, exact=True)

    def solve(self, position, rules, budget, cancel):
        raise SystemExit(7)


@hookimpl
def register_solvers(register):
    register(Bad())

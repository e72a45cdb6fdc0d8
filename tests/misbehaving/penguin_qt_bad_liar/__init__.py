"""A solver that says solved with moves that are not legal."""

from penguin_qt.engine import Move
from penguin_qt.hookspecs import hookimpl
from penguin_qt.solving import Availability, SolveResult, Support


class Bad:
    """Claims to be exact for every rule set, with a priority above the built-ins, so the
    default portfolio runs it first."""

    id = "bad-liar"
    name = "Returns illegal moves"
    priority = 100

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        return Support(True, exact=True)

    def solve(self, position, rules, budget, cancel):
        illegal = Move.parse("1h")  # a column card straight home, legal or not
        return SolveResult("solved", (illegal,) * 3, states=1, seconds=0.0)


@hookimpl
def register_solvers(register):
    register(Bad())

"""A solver whose answers are huge, in the way PENGUIN_QT_BAD_CHATTY names: ``reason`` (an
*unknown* whose reason is PENGUIN_QT_BAD_MB megabytes of text, 200 by default) or ``line``
(an *unknown* whose best line holds 200,000 moves, each its own object)."""

import os

from penguin_qt.engine import Move
from penguin_qt.hookspecs import hookimpl
from penguin_qt.solving import Availability, SolveResult, Support

KIND = os.environ.get("PENGUIN_QT_BAD_CHATTY", "reason")


class Chatty:
    id = "bad-chatty"
    name = "Says too much"
    priority = 100

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        return Support(True, exact=True)

    def solve(self, position, rules, budget, cancel):
        if KIND == "line":
            first = next(iter(rules.legal_moves(position)))
            line = tuple(Move(*first) for _ in range(200_000))
            return SolveResult("unknown", reason="a long line", best_moves=line)
        megabytes = int(os.environ.get("PENGUIN_QT_BAD_MB", "200"))
        return SolveResult("unknown", reason="x" * (megabytes * 2**20))


@hookimpl
def register_solvers(register):
    register(Chatty())

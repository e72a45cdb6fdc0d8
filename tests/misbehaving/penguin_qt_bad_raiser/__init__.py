"""A solver that goes wrong as PENGUIN_QT_BAD_RAISE says: ``raise`` (solve raises),
``type`` (solve returns a string) or ``line`` (an *unknown* whose best line starts with a
move that is not legal)."""

import os

from penguin_qt.engine import Move
from penguin_qt.hookspecs import hookimpl
from penguin_qt.solving import Availability, SolveResult, Support

WAY = os.environ.get("PENGUIN_QT_BAD_RAISE", "raise")


class Raiser:
    id = "bad-raiser"
    name = "Goes wrong"
    priority = 100

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        return Support(True, exact=True)

    def solve(self, position, rules, budget, cancel):
        if WAY == "raise":
            raise ValueError("the search tree fell over")
        if WAY == "type":
            return "solved, trust me"
        return SolveResult("unknown", reason="deep", best_moves=(Move.parse("1h"),))


@hookimpl
def register_solvers(register):
    register(Raiser())

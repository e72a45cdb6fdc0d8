"""A solver whose supports() takes 3 s; it notes which thread asked it, and how often."""

import threading
import time

from penguin_qt.hookspecs import hookimpl
from penguin_qt.solving import Availability, SolveResult, Support

ASKED = []  # the names of the threads supports() ran in


class Sleepy:
    id = "bad-sleepy"
    name = "Slow to answer"
    priority = 100

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        ASKED.append(threading.current_thread().name)
        time.sleep(3)
        return Support(True, exact=True)

    def solve(self, position, rules, budget, cancel):
        return SolveResult("unknown", reason="never decides")


@hookimpl
def register_solvers(register):
    register(Sleepy())

"""A solver that starts five ``sleep`` processes of its own, writes their ids to the file
PENGUIN_QT_BAD_PIDS names, and then hangs ignoring cancel."""

import os
import subprocess
import time

from penguin_qt.hookspecs import hookimpl
from penguin_qt.solving import Availability, Support


class Spawner:
    id = "bad-spawner"
    name = "Starts processes"
    priority = 100

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        return Support(True, exact=True)

    def solve(self, position, rules, budget, cancel):
        children = [
            subprocess.Popen(["sleep", "600"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
            for _ in range(5)
        ]
        path = os.environ["PENGUIN_QT_BAD_PIDS"]
        with open(path + ".tmp", "w") as f:
            f.write(" ".join(str(child.pid) for child in children))
        os.replace(path + ".tmp", path)
        while True:
            time.sleep(1)


@hookimpl
def register_solvers(register):
    register(Spawner())

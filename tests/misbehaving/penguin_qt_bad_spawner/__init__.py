"""A solver that starts five ``sleep`` processes of its own, writes their ids to the file
PENGUIN_QT_BAD_PIDS names, and then hangs ignoring cancel.  PENGUIN_QT_BAD_SPAWN says how
the processes are started: ``group`` (plain children, in the worker's process group),
``setsid`` (each leaves the group for a session of its own) or ``daemon`` (each forks a
process that leaves the group, and ends: the one that sleeps is an orphan)."""

import os
import subprocess
import sys
import time

from penguin_qt.hookspecs import hookimpl
from penguin_qt.solving import Availability, Support

WAY = os.environ.get("PENGUIN_QT_BAD_SPAWN", "group")
DAEMON = (
    "import os, sys, time\n"
    "pid = os.fork()\n"
    "if pid:\n"
    "    print(pid, flush=True)\n"
    "    os._exit(0)\n"
    "os.setsid()\n"
    "null = os.open(os.devnull, os.O_RDWR); os.dup2(null, 1); os.dup2(null, 2)\n"  # the pipes
    "time.sleep(600)\n"
)


def start_one() -> int:
    if WAY == "daemon":
        parent = subprocess.run(
            [sys.executable, "-c", DAEMON], stdin=subprocess.DEVNULL, capture_output=True,
            text=True, check=True,
        )  # fmt: skip
        return int(parent.stdout)
    child = subprocess.Popen(
        ["sleep", "600"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        start_new_session=WAY == "setsid",
    )
    return child.pid


class Spawner:
    id = "bad-spawner"
    name = "Starts processes"
    priority = 100

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        return Support(True, exact=True)

    def solve(self, position, rules, budget, cancel):
        children = [start_one() for _ in range(5)]
        path = os.environ["PENGUIN_QT_BAD_PIDS"]
        with open(path + ".tmp", "w") as f:
            f.write(" ".join(str(pid) for pid in children))
        os.replace(path + ".tmp", path)
        while True:
            time.sleep(1)


@hookimpl
def register_solvers(register):
    register(Spawner())

"""How long a solver's worker process takes to stop: what a window waits for when it closes
(two workers), when the variant changes, and what every test that makes a window pays.

For each case, ``--rounds`` workers are started and made ready; the job is given (none for
an idle worker) and after ``--after`` seconds ``WorkerProcess.stop()`` is timed, from the
call to the worker reaped.  Cases: idle; the built-in search on FreeCell 11982 (a long proof,
so it is in full flow); fc-solve on the same deal.  Prints the median and the longest.

Run: .venv/bin/python bench/bench_worker_stop.py [--rounds 10] [--after 0.05]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from penguin_qt.engine import deal
from penguin_qt.plugins.host import PluginHost
from penguin_qt.plugins.workers import SolveJob, WorkerProcess
from penguin_qt.solving import Budget


def ready_worker() -> WorkerProcess:
    worker = WorkerProcess()
    deadline = time.monotonic() + 30
    while not worker.ready:
        if time.monotonic() > deadline:
            raise SystemExit("a worker did not start within 30 s")
        worker.poll(1.0)
        worker.receive()
    return worker


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--after", type=float, default=0.05, help="seconds of work first")
    args = parser.parse_args()
    host = PluginHost()
    rules = host.offered_rules("freecell")
    position = deal(rules, 11982)
    solvers = host.solvers()
    cases: list[tuple[str, str | None]] = [("idle", None), ("search, FreeCell 11982", "search")]
    if "fc-solve" in solvers and solvers["fc-solve"].item.availability().available:
        cases.append(("fc-solve, FreeCell 11982", "fc-solve"))
    print(f"load average {os.getloadavg()[0]:.2f}; {args.rounds} rounds, stop after {args.after} s")
    for name, solver in cases:
        times = []
        for number in range(args.rounds):
            worker = ready_worker()
            if solver is not None:
                worker.start_job(SolveJob(number, position, rules, solver, Budget(seconds=10)))
            time.sleep(args.after)
            started = time.perf_counter()
            worker.stop(timeout=1.0)
            times.append((time.perf_counter() - started) * 1000)
        print(
            f"{name:28s} stop median {statistics.median(times):6.1f} ms, "
            f"longest {max(times):6.1f} ms"
        )


if __name__ == "__main__":
    main()

"""Background solving must never make the window wait.

1. Heartbeat: a 5 ms timer on the UI thread, for a few seconds without a solver and then
   while the solver works flat out on a hard deal (FreeCell 11982, which cannot be won, so the
   search runs its whole budget); prints the longest gap and the 99th percentile.
2. Hint latency: from asking to the hint arriving on the UI thread, over Penguin deals 1-50
   with nothing cached; prints median, 95th percentile and the longest.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_assist.py [--thread]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from penguin_qt.engine import deal
from penguin_qt.plugins import PluginHost
from penguin_qt.ui.solver_runner import SolverRunner


def heartbeat(app: QApplication, seconds: float) -> list[float]:
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed()]

    def beat() -> None:
        now = clock.nsecsElapsed()
        gaps.append((now - last[0]) / 1e6)
        last[0] = now

    timer = QTimer(interval=5)
    timer.timeout.connect(beat)
    timer.start()
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    timer.stop()
    return gaps


def p99(values: list[float]) -> float:
    return sorted(values)[int(len(values) * 0.99) - 1]


def wait_for(app: QApplication, flag: list, timeout: float) -> None:
    end = time.monotonic() + timeout
    while not flag and time.monotonic() < end:
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 20)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--thread", action="store_true", help="solve in a thread, not a process")
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    host = PluginHost()
    runner = SolverRunner(use_process=not args.thread)
    mode = "thread" if args.thread else "process"

    idle = heartbeat(app, args.seconds)
    freecell = host.rules("freecell")
    runner.configure(freecell, "search")
    runner.seconds = args.seconds + 5
    runner.solve_now(deal(freecell, 11982))
    busy = heartbeat(app, args.seconds)
    print(f"heartbeat (5 ms timer, {args.seconds:.0f} s each, solver in a {mode}):")
    print(f"  idle:          longest gap {max(idle):6.1f} ms, p99 {p99(idle):5.1f} ms")
    print(f"  solver busy:   longest gap {max(busy):6.1f} ms, p99 {p99(busy):5.1f} ms")

    penguin = host.rules("penguin")
    runner.configure(penguin, "search")
    latencies = []
    for n in range(1, 51):
        got: list = []
        runner.hint_ready.connect(lambda *a, got=got: got.append(a))
        t0 = time.perf_counter()
        runner.request_hint(deal(penguin, n))
        wait_for(app, got, 5.0)
        latencies.append((time.perf_counter() - t0) * 1000)
        runner.hint_ready.disconnect()
    latencies.sort()
    print("hint latency, Penguin deals 1-50, nothing cached:")
    print(
        f"  median {statistics.median(latencies):.1f} ms, "
        f"p95 {latencies[int(len(latencies) * 0.95) - 1]:.1f} ms, longest {latencies[-1]:.1f} ms"
    )
    runner.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())

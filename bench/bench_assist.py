"""Background solving must never make the window wait, whatever a solver plugin does.

1. Heartbeat: a 5 ms timer on the UI thread, for a few seconds idle and then while the
   portfolio works flat out (FreeCell 11982, which cannot be won: the search runs until
   fc-solve's proof stops it, or its whole budget without fc-solve); prints the longest gap
   and the 99th percentile.
2. Hint latency: from asking to the hint arriving on the UI thread, over Penguin deals 1-50
   with nothing cached; prints median, 95th percentile and the longest.
3. Misbehaving solvers (the test packages of tests/misbehaving, installed as distributions in
   a temporary folder): for each, the solver is chosen by name for Penguin deal 1 with a
   budget of ``--budget`` seconds, so it runs alone until it is ended and another solver takes
   over.  Prints the longest heartbeat gap while it runs (target <= 50 ms) and the time until
   the indicator has a verdict from another solver (target <= budget + 1 s).

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_assist.py [--budget 3]
"""

from __future__ import annotations

import argparse
import importlib
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from penguin_qt.engine import deal
from penguin_qt.plugins import PluginHost
from penguin_qt.ui.assistant.solver_runner import SolverRunner

MISBEHAVING = Path(__file__).resolve().parent.parent / "tests" / "misbehaving"
BAD_SOLVERS = ["hang", "abort", "segv", "exit", "osexit", "hog", "liar"]


class Heartbeat:
    """A 5 ms timer on the UI thread that records the gaps between its beats."""

    def __init__(self) -> None:
        self.gaps: list[float] = []
        self.clock = QElapsedTimer()
        self.clock.start()
        self.last = self.clock.nsecsElapsed()
        self.timer = QTimer(interval=5)
        self.timer.timeout.connect(self._beat)

    def _beat(self) -> None:
        now = self.clock.nsecsElapsed()
        self.gaps.append((now - self.last) / 1e6)
        self.last = now

    def start(self) -> None:
        self.gaps.clear()
        self.last = self.clock.nsecsElapsed()
        self.timer.start()

    def stop(self) -> list[float]:
        self.timer.stop()
        return list(self.gaps) or [0.0]


def run_for(seconds: float) -> None:
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()


def p99(values: list[float]) -> float:
    return sorted(values)[max(0, int(len(values) * 0.99) - 1)]


def wait_for(app: QApplication, flag: list, timeout: float) -> None:
    end = time.monotonic() + timeout
    while not flag and time.monotonic() < end:
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 20)


def wait_ready(app: QApplication, runner: SolverRunner) -> None:
    """Until every worker has started (start-up is not what is measured here)."""
    end = time.monotonic() + 30
    while time.monotonic() < end and not (
        runner.processes() and all(w.ready for w in runner.processes())
    ):
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 20)


def install_bad_solvers(site: Path) -> None:
    """Each test package as a distribution with its entry point, as pip would leave it."""
    for kind in BAD_SOLVERS:
        package = MISBEHAVING / f"penguin_qt_bad_{kind}"
        shutil.copytree(package, site / package.name)
        info = site / f"penguin_qt_bad_{kind}-0.1.dist-info"
        info.mkdir()
        (info / "METADATA").write_text(
            f"Metadata-Version: 2.1\nName: penguin-qt-bad-{kind}\nVersion: 0.1\n"
        )
        (info / "entry_points.txt").write_text(f"[penguin_qt]\nbad-{kind} = {package.name}\n")
    sys.path.insert(0, str(site))
    importlib.invalidate_caches()


def bench_portfolio(app: QApplication, beat: Heartbeat, seconds: float) -> None:
    host = PluginHost()
    runner = SolverRunner(host=host)
    wait_ready(app, runner)
    beat.start()
    run_for(seconds)
    idle = beat.stop()
    freecell = host.rules("freecell")
    runner.configure(freecell)
    runner.seconds = seconds + 5
    done: list = []
    runner.verdict_ready.connect(lambda p, v: done.append(v))
    beat.start()
    runner.solve_now(deal(freecell, 11982))
    run_for(seconds)
    busy = beat.stop()
    print(f"heartbeat (5 ms timer, {seconds:.0f} s each, solvers in worker processes):")
    print(f"  idle:            longest gap {max(idle):6.1f} ms, p99 {p99(idle):5.1f} ms")
    print(f"  portfolio busy:  longest gap {max(busy):6.1f} ms, p99 {p99(busy):5.1f} ms")
    if done:
        print(f"  FreeCell 11982: {done[0].state}, {done[0].summary}")

    penguin = host.rules("penguin")
    runner.configure(penguin)
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


def bench_bad_solvers(app: QApplication, beat: Heartbeat, budget: float) -> None:
    print(f"misbehaving solvers, chosen by name, Penguin deal 1, budget {budget:g} s:")
    print("  solver        longest gap   verdict after   from     replaced  message")
    for kind in BAD_SOLVERS:
        # Only this one of the bad plugins is on: the others would take over otherwise.
        host = PluginHost(disabled=[f"bad-{other}" for other in BAD_SOLVERS if other != kind])
        penguin = host.rules("penguin")
        runner = SolverRunner(host=host)
        runner.seconds = budget
        wait_ready(app, runner)
        runner.configure(penguin, f"bad-{kind}")
        verdicts: list = []
        messages: list = []
        runner.verdict_ready.connect(lambda p, v, got=verdicts: got.append(v))
        runner.failed.connect(messages.append)
        beat.start()
        t0 = time.perf_counter()
        runner.solve_now(deal(penguin, 1))
        wait_for(app, verdicts, budget + 30)
        took = time.perf_counter() - t0
        run_for(0.5)  # and a little after: the replacement starting
        gaps = beat.stop()
        source = verdicts[0].result.solver if verdicts else "none"
        state = verdicts[0].state if verdicts else "no verdict"
        print(
            f"  bad-{kind:<9} {max(gaps):8.1f} ms   {took:9.2f} s   {source:<8} "
            f"{runner.replaced:>4}      {state}; {messages[0] if messages else '-'}"
        )
        runner.shutdown()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="heartbeat duration")
    parser.add_argument("--budget", type=float, default=3.0, help="budget of the bad solvers")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    beat = Heartbeat()
    bench_portfolio(app, beat, args.seconds)
    with tempfile.TemporaryDirectory() as site:
        install_bad_solvers(Path(site))
        bench_bad_solvers(app, beat, args.budget)
    return 0


if __name__ == "__main__":
    sys.exit(main())

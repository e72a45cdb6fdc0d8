"""The window's answers, measured on the real window (offscreen) with every add-on attached.

    .venv/bin/python bench/bench_window.py [--deals 200] [--variant penguin --variant freecell]

For each variant, deals 1-N, as a player would ask:

1. the first hint of a deal: the deal laid out, Hint pressed at once; from the press to the
   hint on the table (``hint_shown``);
2. a hint after a move: the hinted move played, Hint pressed at once;
3. winnability after a move: that hint played too; from the move to the indicator's verdict
   (no longer "thinking").

Then the longest gap of a 5 ms heartbeat timer on the UI thread: during all the hints above,
during the Demo (deal 1 of each variant played to the end at the fast speed) and during the
deal animation (normal speed, 10 deals).  Prints median, 95th percentile and the longest of
each, and the load average (a shared 2-core machine: read the spread).

``--slow-supports S`` adds, before the window is built, a solver plugin whose ``supports()``
and ``availability()`` take S seconds each time they are asked (and then decline every rule
set), as a third party's might: the window must answer as fast beside it.

Beside each wall time, the UI thread's own CPU time over the same stretch (``cpu``): what
the window itself spent, apart from the time the machine gave to other processes; for the
gaps, the CPU time the UI thread used within each gap.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_home = tempfile.mkdtemp(prefix="bench-window-")  # no settings or statistics of the user's
for _name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
    os.environ[_name] = _home

from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from penguin_qt.engine import CELL  # noqa: E402
from penguin_qt.plugins import PluginHost  # noqa: E402

TIMEOUT = 15.0


class Heartbeat:
    """A 5 ms timer on the UI thread; the gaps between its beats, in ms."""

    def __init__(self) -> None:
        self.clock = QElapsedTimer()
        self.clock.start()
        self.last = self.clock.nsecsElapsed()
        self.last_cpu = time.thread_time()
        self.gaps: list[float] = []
        self.cpu: list[float] = []  # the UI thread's CPU time within each gap, ms
        self.timer = QTimer(interval=5)
        self.timer.timeout.connect(self._beat)
        self.timer.start()

    def _beat(self) -> None:
        now, cpu = self.clock.nsecsElapsed(), time.thread_time()
        self.gaps.append((now - self.last) / 1e6)
        self.cpu.append((cpu - self.last_cpu) * 1000)
        self.last, self.last_cpu = now, cpu

    def take(self) -> list[float]:
        """The gaps since the last take (the first gap after it restarts from now); their
        CPU times are kept in ``taken_cpu``."""
        gaps, self.gaps = self.gaps, []
        self.taken_cpu, self.cpu = self.cpu, []
        return gaps

    def reset(self) -> None:
        self.gaps, self.cpu = [], []
        self.last, self.last_cpu = self.clock.nsecsElapsed(), time.thread_time()


def wait_until(app: QApplication, done, timeout: float = TIMEOUT) -> float:
    """Run the event loop until ``done()``; the seconds it took (raises on timeout)."""
    start = time.perf_counter()
    while not done():
        if time.perf_counter() - start > timeout:
            raise RuntimeError("timed out waiting for the window")
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 2)
        time.sleep(0.0005)
    return time.perf_counter() - start


def build(host: PluginHost, variant: str, speed: str):
    from penguin_qt.ui.app import settle_heap
    from penguin_qt.ui.assembly import build_window
    from penguin_qt.ui.keeping.settings import Preferences

    window, addons = build_window(Preferences(), host, variant=variant, deal_number=1, speed=speed)
    window.resize(1280, 800)
    window.show()
    settle_heap()  # as the program does once its add-ons are attached
    return window, addons.assistant


class Measure:
    """Wall times of one measure and the UI thread's CPU time over each, in ms."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def add(self, wall_ms: float, cpu_ms: float) -> None:
        self.wall.append(wall_ms)
        self.cpu.append(cpu_ms)

    def extend(self, wall_ms: list[float], cpu_ms: list[float]) -> None:
        self.wall.extend(wall_ms)
        self.cpu.extend(cpu_ms)

    def __str__(self) -> str:
        return f"{summary(self.wall)}; UI thread cpu {summary(self.cpu, count=False)}"


class Stopwatch:
    """Wall and UI-thread CPU time from its start, in ms."""

    def __init__(self) -> None:
        self.wall, self.cpu = time.perf_counter(), time.thread_time()

    def read(self) -> tuple[float, float]:
        return 1000 * (time.perf_counter() - self.wall), 1000 * (time.thread_time() - self.cpu)


def summary(values_ms: list[float], count: bool = True) -> str:
    if not values_ms:
        return "none"
    ordered = sorted(values_ms)
    p95 = ordered[max(0, -(-len(ordered) * 95 // 100) - 1)]
    text = (
        f"median {statistics.median(ordered):.1f} ms, p95 {p95:.1f} ms, "
        f"longest {ordered[-1]:.1f} ms"
    )
    return f"{text} ({len(ordered)})" if count else text


def take_gaps(beat: Heartbeat, into: Measure) -> None:
    into.extend(beat.take(), beat.taken_cpu)


def bench_answers(app, host, variant: str, deals: int, beat: Heartbeat):
    window, assistant = build(host, variant, "off")
    wait_until(app, lambda: all(w.ready for w in assistant.runner.processes()), 60)
    controller = window.controller
    shown: list = []
    assistant.hint_shown.connect(shown.append)
    first, after, winnable, gaps = Measure(), Measure(), Measure(), Measure()

    def hint_time(into: Measure) -> None:
        shown.clear()
        beat.reset()
        watch = Stopwatch()
        assistant.hints.hint()
        wait_until(app, lambda: bool(shown))
        into.add(*watch.read())
        take_gaps(beat, gaps)

    for number in range(1, deals + 1):
        controller.new_game(number)
        window.scene.finish_animation()
        app.processEvents()
        hint_time(first)
        # a move off the hinted line (the next-ranked move), so the answer is not known yet
        hinted = shown[-1]
        position = controller.game.position
        others = [m for m in controller.rules.legal_moves(position) if m != hinted]
        others = [m for m in others if not (m[0] == m[2] == CELL)]
        if not others or not controller.play(others[0]):
            continue
        window.scene.finish_animation()
        hint_time(after)
        watch = Stopwatch()
        if not controller.play(shown[-1]):
            continue
        window.scene.finish_animation()
        beat.reset()
        wait_until(app, lambda: assistant.winnability.state != "thinking")
        take_gaps(beat, gaps)
        winnable.add(*watch.read())
    window.close()
    app.processEvents()
    return first, after, winnable, gaps


def bench_demo(app, host, variant: str, beat: Heartbeat):
    window, assistant = build(host, variant, "fast")
    window.scene.finish_animation()
    wait_until(app, lambda: all(w.ready for w in assistant.runner.processes()), 60)
    beat.reset()
    start = time.perf_counter()
    assistant.demo.start()
    wait_until(app, lambda: window.controller.game.is_won(), 120)
    seconds = time.perf_counter() - start
    gaps = Measure()
    take_gaps(beat, gaps)
    window.close()
    app.processEvents()
    return gaps, seconds


def bench_deal_animation(app, host, beat: Heartbeat, rounds: int = 10):
    window, _assistant = build(host, "penguin", "normal")
    window.scene.finish_animation()
    app.processEvents()
    gaps, calls = Measure(), Measure()
    for number in range(2, 2 + rounds):
        beat.reset()
        watch = Stopwatch()
        window.controller.new_game(number)
        calls.add(*watch.read())
        end = time.perf_counter() + 1.5  # the deal animation at normal speed, and a margin
        while time.perf_counter() < end:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 2)
            time.sleep(0.0005)
        take_gaps(beat, gaps)
    window.close()
    app.processEvents()
    return gaps, calls


def slow_supports_plugin(seconds: float):
    """A third party's solver plugin whose solver takes ``seconds`` to say whether it is there
    and whether it handles the rules, and then handles none."""
    import types

    from penguin_qt.hookspecs import hookimpl
    from penguin_qt.solving import Availability, Support

    class SlowSolver:
        id = "slow-supports"
        name = "A solver slow to answer"

        def availability(self):
            time.sleep(seconds)
            return Availability(True)

        def supports(self, rules):
            time.sleep(seconds)
            return Support(False, reason="declines every rule set, slowly")

        def solve(self, position, rules, budget, cancel):  # never chosen
            raise RuntimeError("not a solver")

    @hookimpl
    def register_solvers(register):
        register(SlowSolver())

    return types.SimpleNamespace(register_solvers=register_solvers)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--variant", action="append")
    parser.add_argument("--slow-supports", type=float, metavar="S")
    args = parser.parse_args()
    variants = args.variant or ["penguin", "freecell"]
    app = QApplication.instance() or QApplication(sys.argv[:1])
    host = PluginHost()
    if args.slow_supports:
        host.add_plugin(slow_supports_plugin(args.slow_supports), "slow-supports")
        print(f"with a solver whose supports() takes {args.slow_supports:g} s")
    beat = Heartbeat()
    print(f"load average before: {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    for variant in variants:
        first, after, winnable, gaps = bench_answers(app, host, variant, args.deals, beat)
        print(f"{variant}, deals 1-{args.deals}:")
        print(f"  first hint of a deal:       {first}")
        print(f"  hint after a move:          {after}")
        print(f"  winnability after a move:   {winnable}")
        print(f"  UI gaps during the hints:   {gaps}")
    for variant in variants:
        gaps, seconds = bench_demo(app, host, variant, beat)
        print(f"Demo, {variant} deal 1 ({seconds:.1f} s): UI gaps {gaps}")
    gaps, calls = bench_deal_animation(app, host, beat)
    print(f"deal animation, Penguin, 10 deals at normal speed: UI gaps {gaps}")
    print(f"  of which the new-game call itself (laying out the deal): {calls}")
    print(f"load average after: {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

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
        self.gaps: list[float] = []
        self.timer = QTimer(interval=5)
        self.timer.timeout.connect(self._beat)
        self.timer.start()

    def _beat(self) -> None:
        now = self.clock.nsecsElapsed()
        self.gaps.append((now - self.last) / 1e6)
        self.last = now

    def take(self) -> list[float]:
        """The gaps since the last take (the first gap after it restarts from now)."""
        gaps, self.gaps = self.gaps, []
        return gaps

    def reset(self) -> None:
        self.gaps = []
        self.last = self.clock.nsecsElapsed()


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
    from penguin_qt.ui.assembly import build_window
    from penguin_qt.ui.keeping.settings import Preferences

    window, addons = build_window(Preferences(), host, variant=variant, deal_number=1, speed=speed)
    window.resize(1280, 800)
    window.show()
    return window, addons.assistant


def summary(values_ms: list[float]) -> str:
    if not values_ms:
        return "none"
    ordered = sorted(values_ms)
    p95 = ordered[max(0, -(-len(ordered) * 95 // 100) - 1)]
    return (
        f"median {statistics.median(ordered):.1f} ms, p95 {p95:.1f} ms, "
        f"longest {ordered[-1]:.1f} ms ({len(ordered)})"
    )


def bench_answers(app, host, variant: str, deals: int, beat: Heartbeat):
    window, assistant = build(host, variant, "off")
    wait_until(app, lambda: all(w.ready for w in assistant.runner.processes()), 60)
    controller = window.controller
    shown: list = []
    assistant.hint_shown.connect(shown.append)
    states: list = []
    assistant.winnability_changed.connect(lambda w: states.append(w.state))
    first, after, winnable, gaps = [], [], [], []

    def hint_time() -> float:
        shown.clear()
        beat.reset()
        start = time.perf_counter()
        assistant.hints.hint()
        wait_until(app, lambda: bool(shown))
        gaps.extend(beat.take())
        return 1000 * (time.perf_counter() - start)

    for number in range(1, deals + 1):
        controller.new_game(number)
        window.scene.finish_animation()
        app.processEvents()
        first.append(hint_time())
        # a move off the hinted line (the next-ranked move), so the answer is not known yet
        hinted = shown[-1]
        position = controller.game.position
        others = [m for m in controller.rules.legal_moves(position) if m != hinted]
        others = [m for m in others if not (m[0] == m[2] == CELL)]
        if not others or not controller.play(others[0]):
            continue
        window.scene.finish_animation()
        after.append(hint_time())
        start = time.perf_counter()
        if not controller.play(shown[-1]):
            continue
        window.scene.finish_animation()
        beat.reset()
        wait_until(app, lambda: assistant.winnability.state != "thinking")
        gaps.extend(beat.take())
        winnable.append(1000 * (time.perf_counter() - start))
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
    gaps = beat.take()
    window.close()
    app.processEvents()
    return gaps, seconds


def bench_deal_animation(app, host, beat: Heartbeat, rounds: int = 10):
    window, _assistant = build(host, "penguin", "normal")
    window.scene.finish_animation()
    app.processEvents()
    gaps = []
    calls = []
    for number in range(2, 2 + rounds):
        beat.reset()
        start = time.perf_counter()
        window.controller.new_game(number)
        calls.append(1000 * (time.perf_counter() - start))
        end = time.perf_counter() + 1.5  # the deal animation at normal speed, and a margin
        while time.perf_counter() < end:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 2)
            time.sleep(0.0005)
        gaps += beat.take()
    window.close()
    app.processEvents()
    return gaps, calls


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--variant", action="append")
    args = parser.parse_args()
    variants = args.variant or ["penguin", "freecell"]
    app = QApplication.instance() or QApplication(sys.argv[:1])
    host = PluginHost()
    beat = Heartbeat()
    print(f"load average before: {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    for variant in variants:
        first, after, winnable, gaps = bench_answers(app, host, variant, args.deals, beat)
        print(f"{variant}, deals 1-{args.deals}:")
        print(f"  first hint of a deal:       {summary(first)}")
        print(f"  hint after a move:          {summary(after)}")
        print(f"  winnability after a move:   {summary(winnable)}")
        print(f"  UI gaps during the hints:   {summary(gaps)}")
    for variant in variants:
        gaps, seconds = bench_demo(app, host, variant, beat)
        print(f"Demo, {variant} deal 1 ({seconds:.1f} s): UI gaps {summary(gaps)}")
    gaps, calls = bench_deal_animation(app, host, beat)
    print(f"deal animation, Penguin, 10 deals at normal speed: UI gaps {summary(gaps)}")
    print(f"  of which the new-game call itself (laying out the deal): {summary(calls)}")
    print(f"load average after: {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

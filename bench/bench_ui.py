"""Benchmarks of the game window; prints figures.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_ui.py

1. Start-up: wall time from starting a new Python process to the first painted frame of the
   window (median of 5 runs).
2. Frames: render time of each of the 60 frames of the deal animation (all 52 cards in
   flight) and of a run move, painted one by one at 1280x800.
3. Memory: resident memory after 200 moves, 200 undos and 200 redos played through the
   controller with animations running (each landed before the next input).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

CHILD_FLAG = "--first-frame"


def rss_mb() -> tuple[float, float]:
    """(current, peak) resident memory of this process in MB."""
    values = {}
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            key, _, rest = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                values[key] = int(rest.split()[0]) / 1024
    return values["VmRSS"], values["VmHWM"]


def first_frame_child() -> None:
    """Run in a child process: open the window and exit at its first painted frame."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from penguin_qt.ui.window import MainWindow

    app = QApplication(sys.argv[:1])

    class FirstPaint(QObject):
        def eventFilter(self, obj, event):  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                app.quit()
            return False

    window = MainWindow(deal_number=1)
    spy = FirstPaint()
    window.view.viewport().installEventFilter(spy)
    window.show()
    app.exec()
    # the paint event has been handled when exec returns: the frame is drawn
    print("painted", flush=True)


def bench_startup(runs: int = 5) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        out = subprocess.run(
            [sys.executable, __file__, CHILD_FLAG],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        elapsed = time.perf_counter() - start
        if "painted" not in out:
            raise RuntimeError("the window did not paint")
        times.append(elapsed)
    return times


def frame_times(window, app, group, frames: int = 60) -> list[float]:
    """Paint each of ``frames`` evenly spaced frames of an animation group; ms per frame."""
    total = group.totalDuration()
    group.pause()
    viewport = window.view.viewport()
    out = []
    for k in range(frames):
        group.setCurrentTime(round(total * k / (frames - 1)))
        start = time.perf_counter()
        viewport.repaint()
        out.append((time.perf_counter() - start) * 1000)
    group.stop()
    return out


def bench_frames():
    from PySide6.QtWidgets import QApplication

    from penguin_qt.engine import Move
    from penguin_qt.ui.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow(deal_number=4, speed="normal")
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    scene = window.scene
    scene.finish_animation()
    start = time.perf_counter()
    window.view.viewport().repaint()  # cold: the deck is drawn at this size here
    cold = (time.perf_counter() - start) * 1000
    scene.deal(window.controller.game.initial)
    deal = frame_times(window, app, scene._group)
    scene.finish_animation()
    # a run move: replay deal 4 to its first run move
    c = window.controller
    c.new_game(4)
    scene.finish_animation()
    line = ["5a", "23", "2b", "6c", "7d", "7e", "6f", "6d", "73", "1g", "c1", "4c", "24"]
    line += ["a2", "e2", "5a", "5e", "e5"]
    for text in line:
        c.play(Move.parse(text))
        scene.finish_animation()
    c.play(Move.parse("25/3"))
    run = frame_times(window, app, scene._group)
    scene.finish_animation()
    window.close()
    return cold, deal, run


SOLUTION_4 = (
    "5a 23 2b 6c 7d 7e 6f 6d 73 1g c1 4c 24 a2 e2 5a 5e e5 25/3 1c 1d 1e b3 1b 31/2 f3 b3 4b 34/3"
)


def bench_memory(count: int = 200):
    """Deal 4 won again and again (a 29-move line): each time its moves, then undo all of
    them, then redo all of them, until each count reaches ``count``."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    from penguin_qt.engine import Move
    from penguin_qt.ui.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    before = rss_mb()[0]
    window = MainWindow(deal_number=4, speed="fast")
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    c, scene = window.controller, window.scene
    line = [Move.parse(t) for t in SOLUTION_4.split()]

    def land() -> None:
        app.processEvents()  # the animation starts and paints a frame
        scene.finish_animation()
        # what the event loop does between frames: delete finished animation groups
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    played = undone = redone = 0
    start = time.perf_counter()
    while min(played, undone, redone) < count:
        c.new_game(4)
        land()
        for move in line:
            if not c.play(move):
                raise RuntimeError(f"move {move} refused")
            played += 1
            land()
        while c.undo():
            undone += 1
            land()
        while c.redo():
            redone += 1
            land()
    elapsed = time.perf_counter() - start
    app.processEvents()
    current, peak = rss_mb()
    window.close()
    return before, current, peak, played, undone, redone, elapsed


def describe(ms: list[float]) -> str:
    ordered = sorted(ms)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    return (
        f"median {statistics.median(ms):.2f} ms, p95 {p95:.2f} ms, max {max(ms):.2f} ms, "
        f"over 20 ms: {sum(1 for t in ms if t > 20)} of {len(ms)}"
    )


def main() -> None:
    if CHILD_FLAG in sys.argv:
        first_frame_child()
        return
    print(f"Qt platform: {os.environ.get('QT_QPA_PLATFORM')}")
    times = bench_startup()
    print(
        "start-up to first painted frame: median "
        f"{statistics.median(times) * 1000:.0f} ms "
        f"(runs: {', '.join(f'{t * 1000:.0f}' for t in times)} ms)"
    )
    cold, deal, run = bench_frames()
    print(f"first paint at a new size (deck drawn): {cold:.1f} ms")
    print(f"deal animation, 52 cards in flight, 60 frames: {describe(deal)}")
    print(f"run move animation, 60 frames: {describe(run)}")
    before, current, peak, played, undone, redone, elapsed = bench_memory()
    print(
        f"memory after {played} moves, {undone} undos, {redone} redos: "
        f"{current:.0f} MB resident (peak {peak:.0f} MB; {before:.0f} MB before the window); "
        f"{elapsed:.1f} s"
    )


if __name__ == "__main__":
    main()

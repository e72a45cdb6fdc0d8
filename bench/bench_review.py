"""The game review must open at once and never make the window wait while it fills in.

A game of 200 moves (Penguin deal 1, moves chosen at random with a fixed seed, so the line
wanders, comes back to itself and may throw the win away) is reviewed in a window with its
add-ons and the real solver workers:

1. Opening: the time ``Review Game`` takes on the UI thread (reading 201 positions, the
   cache, drawing the first frame).
2. Filling in: a 5 ms heartbeat timer on the UI thread while the review asks the background
   solver about the positions it needs; prints the longest gap between two beats, the 99th
   percentile, the number of positions asked, and the time until nothing is left to learn.
3. One refresh of the timeline (read the game again, 201 lookups, repaint), averaged.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_review.py [--moves 200]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication

from penguin_qt.engine import CELL
from penguin_qt.ui.assembly import attach_addons
from penguin_qt.ui.assistant.review_model import position_to_ask
from penguin_qt.ui.keeping.settings import Preferences
from penguin_qt.ui.window.window import MainWindow


def wander(window, moves: int, seed: int) -> None:
    """``moves`` random moves that leave the game going (no cell-to-cell shuffles)."""
    controller = window.controller
    pick = random.Random(seed)
    while controller.game.move_count < moves:
        game = controller.game
        legal = [
            m
            for m in game.rules.legal_moves(game.position)
            if not (m.source_kind == CELL and m.target_kind == CELL)
        ]
        pick.shuffle(legal)
        for move in legal:
            controller.play(move)
            if not (game.is_won() or game.is_lost()):
                break
            controller.undo()
        else:  # every move ends the game here: take the last one back and wander on
            controller.undo()
    window.scene.finish_animation()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--seconds", type=float, default=240.0, help="longest wait to fill in")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    prefs = Preferences(animation_speed="off")
    window = MainWindow(variant="penguin", deal_number=1, speed="off", prefs=prefs)
    addons = attach_addons(window)
    window.resize(1100, 760)
    window.show()
    runner = addons.assistant.runner
    wander(window, args.moves, args.seed)
    review = addons.assistant.review

    settle = time.monotonic() + 1.0  # the table drawn, the current position's verdict asked
    while time.monotonic() < settle:
        app.processEvents()
        time.sleep(0.01)

    clock = QElapsedTimer()
    clock.start()
    review.open()
    opened = clock.nsecsElapsed() / 1e6
    clock.restart()
    app.processEvents()  # the first frame: the panel, and the table at its new height
    frame = clock.nsecsElapsed() / 1e6
    marks = len(review.review.marks)
    print(
        f"opening the review of {marks - 1} moves: {opened:.1f} ms in Review Game, then "
        f"{frame:.1f} ms for the first frame (the table lays out and draws its cards again "
        "for the height the panel leaves it, as after any resize of the window)"
    )

    asked: list[object] = []
    runner_look_back = runner.look_back

    def counting(position) -> None:
        asked.append(position)
        runner_look_back(position)

    runner.look_back = counting  # type: ignore[method-assign]
    refreshes: list[float] = []
    review_refresh = review.refresh

    def timed_refresh() -> None:
        timer = QElapsedTimer()
        timer.start()
        review_refresh()
        review.panel.timeline.repaint()  # the drawing too, not left for later
        refreshes.append(timer.nsecsElapsed() / 1e6)

    review.refresh = timed_refresh  # type: ignore[method-assign]
    review._refresh_timer.timeout.disconnect()
    review._refresh_timer.timeout.connect(timed_refresh)
    gaps: list[float] = []
    beat = QElapsedTimer()
    beat.start()

    def tick() -> None:
        gaps.append(beat.nsecsElapsed() / 1e6)
        beat.restart()

    heart = QTimer()
    heart.setInterval(5)
    heart.timeout.connect(tick)
    heart.start()
    started = time.monotonic()

    def settled() -> bool:
        r = review.review
        return (
            not runner.thinking
            and position_to_ask(r, review.lookup) is None
            and (r.losing is None or r.alternative is not None)
        )

    while time.monotonic() - started < args.seconds and not settled():
        app.processEvents()
        time.sleep(0.001)
    heart.stop()
    took = time.monotonic() - started
    r = review.review
    p99 = statistics.quantiles(gaps, n=100)[98] if len(gaps) >= 100 else max(gaps, default=0)
    print(
        f"filling in: {len(asked)} positions asked in {took:.1f} s "
        f"({'settled' if settled() else 'not settled'}); heartbeat gap: longest "
        f"{max(gaps, default=0):.1f} ms, 99th percentile {p99:.1f} ms over {len(gaps)} beats"
    )
    print(
        f"refreshes while filling in: {len(refreshes)}, longest {max(refreshes, default=0):.1f} ms"
        " (reading the game, the verdicts, the words and drawing the timeline)"
    )
    review.refresh = review_refresh  # type: ignore[method-assign]
    states: dict[str, int] = {}
    for mark in r.marks:
        states[mark.state] = states.get(mark.state, 0) + 1
    print(f"verdicts: {states}; undone: {sum(m.undone for m in r.marks)} marks")
    if r.losing is not None:
        print(f"losing move: {r.losing}; alternative: {review.alternative_text(r)}")
    print(f"summary: {review.panel.summary.text()}")

    times = []
    for _ in range(30):
        clock.restart()
        review.refresh()
        review.panel.timeline.repaint()
        times.append(clock.nsecsElapsed() / 1e6)
    print(
        f"one refresh of {marks} marks: median {statistics.median(times):.1f} ms, "
        f"longest {max(times):.1f} ms"
    )
    addons.assistant.shutdown()
    window.close()


if __name__ == "__main__":
    main()

"""Runs the real program (``penguin_qt.ui.app.main``) and reports what its window shows.

Environment: ``DRIVER_MOVES`` (moves in the notation, separated by spaces, made through the
controller once the add-ons are attached; ``first:N`` makes the first N legal moves that are
not cell to cell, ``double:5 7 2`` double-clicks the top cards of those columns),
``DRIVER_END``: ``quit`` (Ctrl+Q after the snapshot), ``wait`` (wait to be killed) or
``report`` (no moves: the snapshot of the window as it started, then quit).
Each snapshot is one JSON line on standard output, taken once the winnability verdict has
settled (it no longer says "thinking…" and has not changed for a moment).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from window_state import snapshot

from penguin_qt.engine import CELL, COLUMN, Move
from penguin_qt.ui import app as program
from penguin_qt.ui.window.window import MainWindow

SETTLE_MS = 300  # the snapshot unchanged this long, with no answer on its way
POLL_MS = 50
LIMIT_MS = 90_000


def say(kind: str, payload: dict) -> None:
    sys.stdout.write(json.dumps({"kind": kind, **payload}) + "\n")
    sys.stdout.flush()


def play(window, moves: str) -> None:
    controller = window.controller
    if moves.startswith("first:"):
        for _ in range(int(moves.split(":")[1])):
            game = controller.game
            legal = [
                m
                for m in game.rules.legal_moves(game.position)
                if not (m.source_kind == CELL and m.target_kind == CELL)
            ]
            if not legal:
                break
            controller.play(legal[0])
            window.scene.finish_animation()
    elif moves.startswith("double:"):  # double-click the top card of these columns (1-based)
        for column in moves.split(":")[1].split():
            index = int(column) - 1
            cards = controller.game.position.columns[index]
            controller.on_double_click((COLUMN, index), len(cards) - 1)
            window.scene.finish_animation()
    else:
        for text in moves.split():
            controller.play(Move.parse(text))
            window.scene.finish_animation()


def when_settled(app, window, then, waited: int = 0, last=None, steady: int = 0) -> None:
    assistant = app.addons.assistant
    now = snapshot(window, assistant)
    thinking = assistant.runner.thinking or now["verdict"] in ("Thinking…", "")
    steady = steady + POLL_MS if (now == last and not thinking) else 0
    if steady >= SETTLE_MS or waited >= LIMIT_MS:
        then(now)
        return
    QTimer.singleShot(
        POLL_MS, lambda: when_settled(app, window, then, waited + POLL_MS, now, steady)
    )


def drive(app) -> None:
    if getattr(app, "addons", None) is None:  # the add-ons come right after the first frame
        QTimer.singleShot(5, lambda: drive(app))
        return
    window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
    end = os.environ.get("DRIVER_END", "report")
    if end != "report":
        play(window, os.environ.get("DRIVER_MOVES", ""))

    def done(state: dict) -> None:
        say("snapshot", state)
        if end == "wait":
            say("idle", {})
        else:
            window.close()

    when_settled(app, window, done)


def main() -> int:
    app = QApplication(sys.argv[:1])
    QTimer.singleShot(0, lambda: drive(app))
    return program.main(["--speed", "off", *sys.argv[1:]])


if __name__ == "__main__":
    sys.exit(main())

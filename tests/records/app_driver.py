"""Runs the real program (``penguin_qt.ui.app.main``) and plays it through its window.

Used by the survival tests, in a subprocess.  After every action -- a move made by clicking
its cards and its target, an undo or a redo by their keys -- one JSON line on standard output
tells the state the window shows (position, history, redo stack, clock), written only once
the action has returned, so the program has kept it by then.

Environment: ``DRIVER_SEED`` (random choices), ``DRIVER_ACTIONS`` (how many), ``DRIVER_MODE``:
``play`` (act, then wait to be killed), ``quit`` (act, then Ctrl+Q) or ``report`` (print the
state the program started with, then quit).
"""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "ui"))

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_driver import Driver

from penguin_qt.engine import CELL, format_position
from penguin_qt.ui import app as program
from penguin_qt.ui.window.window import MainWindow


def state(window: MainWindow) -> dict:
    game = window.controller.game
    keeper = QApplication.instance().addons.keeper
    return {
        "saved_elapsed": json.loads(keeper.path.read_text())["seconds"],
        "variant": game.rules.id,
        "deal": game.deal_number,
        "position": format_position(game.position, game.rules),
        "history": [s.move.text + ("*" if s.auto else "") for s in game.history],
        "redo": [[s.move.text for s in group] for group in game.redo_stack],
        "elapsed": game.elapsed,
    }


def say(kind: str, payload: dict) -> None:
    sys.stdout.write(json.dumps({"kind": kind, **payload}) + "\n")
    sys.stdout.flush()


def drive(app: QApplication, mode: str, rng: random.Random, count: int) -> None:
    if getattr(app, "addons", None) is None:  # the add-ons come right after the first frame
        QTimer.singleShot(5, lambda: drive(app, mode, rng, count))
        return
    window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
    say("started", state(window))
    window.closing.connect(lambda: say("final", state(window)))  # the clock where it stopped
    if mode == "report":
        window.close()
        return
    driver = Driver(window, None)

    def act(left: int) -> None:
        game = window.controller.game
        moves = [
            m
            for m in game.rules.legal_moves(game.position)
            if not (m.source_kind == CELL and m.target_kind == CELL)
        ]
        roll = rng.random()
        if roll < 0.15 and game.can_undo():
            QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        elif roll < 0.25 and game.can_redo():
            QTest.keyClick(window.view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
        elif moves:
            driver.click_move(rng.choice(moves))
        window.scene.finish_animation()
        say("state", state(window))
        if left > 1:
            QTimer.singleShot(rng.randint(0, 30), lambda: act(left - 1))
        elif mode == "quit":
            QTest.keyClick(window.view, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
        else:
            say("idle", {})

    QTimer.singleShot(0, lambda: act(count))


def main() -> int:
    mode = os.environ.get("DRIVER_MODE", "play")
    rng = random.Random(int(os.environ.get("DRIVER_SEED", "1")))
    count = int(os.environ.get("DRIVER_ACTIONS", "10"))
    app = QApplication(sys.argv[:1])
    QTimer.singleShot(0, lambda: drive(app, mode, rng, count))
    return program.main(["--speed", "off", *sys.argv[1:]])


if __name__ == "__main__":
    sys.exit(main())

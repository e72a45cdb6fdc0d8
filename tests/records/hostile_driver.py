"""Runs the real program (``penguin_qt.ui.app.main``) with a challenge file named on its
command line, takes the challenge and wins the deal, then tells on standard output (JSON
lines) what the window showed and whether it still answered.

    python hostile_driver.py CHALLENGE SPEED SOLUTION_FILE

Lines: ``offer`` (the texts of the offer's labels), ``won`` (after the winning move: the texts
the comparison shows as a reader sees them, and ``beat``, whether a 100 ms timer fired within a
second), then the window is closed; the parent reads the saved game and the statistics.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "ui"))

from PySide6.QtCore import QTimer
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QLabel
from ui_driver import Driver, solution

from penguin_qt.ui import app as program
from penguin_qt.ui.window.window import MainWindow


def say(kind: str, payload: dict) -> None:
    sys.stdout.write(json.dumps({"kind": kind, **payload}) + "\n")
    sys.stdout.flush()


def shown(label: QLabel) -> str:
    """A label's text as it is shown (its markup read when the label reads markup)."""
    if label.textFormat().name == "PlainText":
        return label.text()
    document = QTextDocument()
    document.setHtml(label.text())
    return document.toPlainText()


def drive(app: QApplication, speed: str, moves_file: str) -> None:
    if getattr(app, "addons", None) is None or app.addons.records.last_dialog is None:
        QTimer.singleShot(5, lambda: drive(app, speed, moves_file))
        return
    window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
    records = app.addons.records
    offer = records.last_dialog
    say("offer", {"labels": [shown(label) for label in offer.findChildren(QLabel)]})
    offer.accept()
    moves = solution(moves_file)
    controller = window.controller
    driver = Driver(window, None)

    def play(left: list) -> None:
        if left:
            driver.click_move(left[0])  # as a player does; a running animation is finished
            QTimer.singleShot(0, lambda: play(left[1:]))

    def won() -> None:  # the winning move's end, as the window's other parts see it
        beats: list[float] = []
        start = time.monotonic()
        timer = QTimer(window)
        timer.setInterval(100)
        timer.timeout.connect(lambda: beats.append(time.monotonic() - start))
        timer.start()

        def look() -> None:
            timer.stop()
            dialog = records.last_dialog
            labels = [shown(label) for label in dialog.findChildren(QLabel)] if dialog else []
            say(
                "won",
                {
                    "is_won": controller.game.is_won(),
                    "beat": bool(beats) and beats[0] < 1.0,
                    "comparison": dialog is not offer and dialog is not None,
                    "labels": labels,
                },
            )
            window.close()

        QTimer.singleShot(1000, look)

    controller.game_won.connect(won)
    QTimer.singleShot(0, lambda: play(moves))


def main() -> int:
    challenge, speed, moves_file = sys.argv[1:4]
    app = QApplication(sys.argv[:1])
    QTimer.singleShot(0, lambda: drive(app, speed, moves_file))
    return program.main(["--speed", speed, "--variant", "penguin", "--deal", "1", challenge])


if __name__ == "__main__":
    sys.exit(main())

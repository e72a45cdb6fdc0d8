"""Do the status bar's tooltips show under a real X server?  Run under Xvfb (or any X
display) with xdotool installed: the program is started, a game is played until the verdict
and its buttons are shown, then the pointer is put on each status field and on a toolbar
button with xdotool, as a player's mouse would, and what Qt shows is printed.

    Xvfb :77 -screen 0 1280x900x24 &
    DISPLAY=:77 .venv/bin/python bench/tooltips_xvfb.py [--other-window] [--deal N]

``--other-window``: another program's window takes the keyboard first (without a window
manager nothing gives it back to ours), which is what decides whether Qt shows a tooltip:
Qt shows tooltips only for the active window (unless a widget asks for them always).
Start a window manager (``openbox &``) before the run to compare with one.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QToolTip, QWidget

HOVER_MS = 1500  # Qt's tooltip shows after about 700 ms at rest


def xdotool(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deal", type=int, default=550978448)
    parser.add_argument("--other-window", action="store_true")
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])
    from penguin_qt.plugins import PluginHost
    from penguin_qt.ui.assembly import build_window
    from penguin_qt.ui.keeping.settings import Preferences

    window, _addons = build_window(  # the add-ons live as long as the window
        Preferences(animation_speed="off"), PluginHost(), deal_number=args.deal
    )
    window.move(0, 0)
    window.show()
    other = QLabel("another program's window")
    rows: list[tuple[str, str, bool, str]] = []

    def lose() -> None:
        """Cards to the flippers until no move is left, so the verdict's offers show."""
        c = window.controller
        while not (c.game.is_won() or c.game.is_lost()):
            moves = [m for m in c.rules.legal_moves(c.position) if m.target_kind == 1]
            if not moves:
                break
            c.play(moves[0])

    def targets() -> list[tuple[str, QWidget]]:
        found = [(w.objectName(), w) for w in window.status_bar.field_widgets() if w.isVisible()]
        button = window.toolbar.widgetForAction(window.new_action)
        return [*found, ("toolbar: New Deal", button)]

    def hover(queue: list[tuple[str, QWidget]], done: Callable[[], None]) -> None:
        if not queue:
            done()
            return
        name, widget = queue.pop(0)
        centre = widget.mapToGlobal(widget.rect().center())
        xdotool("mousemove", "1200", "880")  # from outside the window, as a hand comes in
        xdotool("mousemove", str(centre.x()), str(centre.y()))

        def look() -> None:
            under = QApplication.widgetAt(centre)
            rows.append(
                (
                    name,
                    under.objectName() if under is not None else "",
                    QToolTip.isVisible(),
                    QToolTip.text().splitlines()[0][:50] if QToolTip.isVisible() else "",
                )
            )
            QToolTip.hideText()
            hover(queue, done)

        QTimer.singleShot(HOVER_MS, look)

    def report() -> None:
        active = window.isActiveWindow()
        print(f"the window is active: {active}")
        print(f"{'pointed at':32} {'under the pointer':28} {'tooltip':8} text")
        for name, under, shown, text in rows:
            print(f"{name:32} {under:28} {'yes' if shown else 'no':8} {text}")
        window.close()
        app.quit()

    def start() -> None:
        lose()
        if args.other_window:
            other.move(900, 820)
            other.show()
            other.activateWindow()
        QTimer.singleShot(800, lambda: hover(targets(), report))

    QTimer.singleShot(2500, start)
    app.exec()
    return 0


if __name__ == "__main__":
    sys.exit(main())

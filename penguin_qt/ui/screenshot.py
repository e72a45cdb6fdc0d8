"""Render the real game window to a PNG (for the README and for checking the look).

    python -m penguin_qt.ui.screenshot out.png --variant penguin --deal 4 --moves "5a 23 2b"

The window is built exactly as ``penguin-qt`` builds it, the moves are played through its
controller, and the window is grabbed once everything has landed.
"""

from __future__ import annotations

import argparse
import sys


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m penguin_qt.ui.screenshot")
    parser.add_argument("output", help="PNG file to write")
    parser.add_argument("--variant", default="penguin")
    parser.add_argument("--deal", type=int, default=4)
    parser.add_argument("--moves", default="", help="moves to play first, in move notation")
    parser.add_argument("--size", default="1280x800", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--deck", default="builtin")
    parser.add_argument("--select", default="", help="a pile to pick up last, e.g. 3 or a")
    parser.add_argument("--hint", action="store_true", help="show a hint on the table")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        print(f"screenshot: --size must look like 1280x800, not {args.size!r}", file=sys.stderr)
        return 2
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from ..engine import EngineError, Move
    from .assistant.assistant import Assistant
    from .keeping.settings import Preferences
    from .table.controller import reason
    from .window.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow(
        variant=args.variant,
        deal_number=args.deal,
        speed="off",
        deck=args.deck,
        prefs=Preferences(animation_speed="off"),
    )
    window.resize(width, height)
    window.show()
    app.processEvents()
    for text in args.moves.split():
        try:
            move = Move.parse(text)
        except EngineError as error:
            problem = reason(error)
        else:
            if window.controller.play(move):
                continue
            problem = f"move {text} is not legal here"
        print(f"screenshot: {problem}", file=sys.stderr)
        window.close()  # its views stop before it goes
        return 2
    if args.select:
        pile = Move.parse(args.select + "F")
        window.controller.on_activate((pile.source_kind, pile.source))
    # The solver's side, as in the program: the winnability indicator (and a hint if asked).
    assistant = Assistant(window)
    status: dict[str, bool] = {}

    def grab() -> None:
        status["ok"] = window.grab().save(args.output)
        app.quit()

    def when_known() -> None:
        if args.hint:
            assistant.hint_shown.connect(lambda _move: QTimer.singleShot(200, grab))
            assistant.hint_action.trigger()
        else:
            QTimer.singleShot(200, grab)

    waited = {"ms": 0}

    def wait_for_verdict() -> None:
        waited["ms"] += 100
        if assistant.winnability.state != "thinking" or waited["ms"] > 15_000:
            when_known()
        else:
            QTimer.singleShot(100, wait_for_verdict)

    QTimer.singleShot(100, wait_for_verdict)
    app.exec()
    assistant.shutdown()
    if not status.get("ok"):
        print(f"screenshot: could not write {args.output}", file=sys.stderr)
        return 1
    print(args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())

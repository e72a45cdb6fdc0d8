"""Entry point of the ``penguin-qt`` program."""

from __future__ import annotations

import argparse
import sys

from ..engine.deals import MAX_DEAL


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="penguin-qt", description="Play Penguin and its family.")
    parser.add_argument("--variant", help="variant id (penguin, eight-off, freecell, ...)")
    parser.add_argument("--deal", type=int, help=f"deal number, 1 to {MAX_DEAL}")
    parser.add_argument(
        "--speed",
        choices=("off", "fast", "normal", "slow"),
        help="animation speed (default: as last set)",
    )
    parser.add_argument(
        "--deck",
        help="card deck: builtin, builtin-four-colour or the path of an SVG deck"
        " (default: as last set)",
    )
    parser.add_argument(
        "--language", help="language of the window, e.g. de (default: the system's)"
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.deal is not None and not 1 <= args.deal <= MAX_DEAL:
        print(f"penguin-qt: deal numbers go from 1 to {MAX_DEAL}", file=sys.stderr)
        return 2
    from PySide6.QtWidgets import QApplication

    from ..plugins import PluginHost
    from .assembly import build_window
    from .settings import Preferences
    from .statistics_dialog import default_path

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Penguin Qt")
    app.setOrganizationName("Penguin Qt")
    from ..i18n import install_translators

    app.translators = install_translators(app, args.language)
    prefs = Preferences.load()
    host = PluginHost(disabled=prefs.disabled_plugins)
    window, _addons = build_window(
        prefs,
        host,
        variant=args.variant,
        deal_number=args.deal,
        speed=args.speed,
        deck=args.deck,
        statistics_path=default_path(),
        save_prefs=lambda p: p.save(),
    )
    for problem in window.problems:
        print(f"penguin-qt: {problem}", file=sys.stderr)
    app.aboutToQuit.connect(window.close)  # the add-ons' closing work, however the end comes
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())

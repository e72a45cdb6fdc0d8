"""Entry point of the ``penguin-qt`` program.

The start is built for a fast first frame: before the window is painted only what the first
deal needs is done (Qt, the translations, the settings, the plugins, the window and its
deal); the solver process, the statistics database and the rest start right after the first
frame (:func:`after_first_frame`).  ``--version`` and ``--install-desktop`` load no Qt at all.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..cli.common import add_free_parameters, deal_number
from ..engine.deals import MAX_DEAL
from ..engine.rules import MAX_CELLS
from ..i18n import C_

if TYPE_CHECKING:
    from ..engine import Game
    from ..storage.records import GameRecord

EXIT_BAD_INPUT = 2
# (phase, time.perf_counter()) of the last start, for bench/bench_ui.py.
STARTUP: list[tuple[str, float]] = []


def _mark(phase: str) -> None:
    STARTUP.append((phase, time.perf_counter()))


def build_parser() -> argparse.ArgumentParser:
    from .. import __version__

    parser = argparse.ArgumentParser(
        prog="penguin-qt", description=C_("Play Penguin and its family.")
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "file",
        nargs="?",
        type=Path,
        help=C_(
            "a saved game or a challenge (.penguin.json), or a position to play in the board"
            " format of 'penguin-solve deal'"
        ),
    )
    # the rule options of penguin-solve, with the same names and values
    parser.add_argument(
        "--variant",
        help=C_("variant id (penguin, eight-off, freecell, ...; default: as last played)"),
    )
    add_free_parameters(
        parser, C_("number of cells (flippers in Penguin), 0-{max}").format(max=MAX_CELLS)
    )
    parser.add_argument(
        "--deal", type=deal_number, help=C_("deal number, 1 to {max}").format(max=MAX_DEAL)
    )
    parser.add_argument(
        "--speed",
        choices=("off", "fast", "normal", "slow"),
        help=C_("animation speed (default: as last set)"),
    )
    parser.add_argument(
        "--deck",
        help=C_(
            "card deck: builtin, builtin-four-colour, builtin-high-contrast or the path of an"
            " SVG deck (default: as last set)"
        ),
    )
    parser.add_argument(
        "--language",
        help=C_(
            "language of the window and of these messages: en, de, nl, it or es"
            " (default: as chosen in Settings, else the system's)"
        ),
    )
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument(
        "--install-desktop",
        action="store_true",
        help=C_("add Penguin Qt to this user's desktop menu (entry, icon, metainfo) and exit"),
    )
    desktop.add_argument(
        "--uninstall-desktop",
        action="store_true",
        help=C_("take it out of the menu again and exit"),
    )
    return parser


def parse_args(argv: list[str]) -> argparse.Namespace:
    return build_parser().parse_args(argv)


def _bad_input(args: argparse.Namespace) -> str | None:
    """What is wrong with the options that needs no plugin to know, or None."""
    if args.deal is not None and not 1 <= args.deal <= MAX_DEAL:
        return C_("deal numbers go from 1 to {max}").format(max=MAX_DEAL)
    if args.cells is not None and not 0 <= args.cells <= MAX_CELLS:
        return C_("--cells must be 0 to {max}").format(max=MAX_CELLS)
    return None


def _install_desktop(args: argparse.Namespace) -> int:
    from . import desktop

    try:
        if args.install_desktop:
            files = desktop.install()
            verb = "installed"
        else:
            files = desktop.uninstall()
            verb = "removed"
    except OSError as error:
        print(f"penguin-qt: {error}", file=sys.stderr)
        return 1
    for path in files:
        print(f"{verb} {path}")
    return 0


class BadInputError(Exception):
    """The command line asks for something the variant cannot be: one line, exit status 2."""


class NoVariantError(Exception):
    """No variant plugin is active and the player chose not to turn the built-ins back on."""


def _settings_notice(window, problems) -> None:
    """What loading the settings set aside, told in a box once the window is up."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    from ..i18n import engine_message

    notice = QMessageBox(
        QMessageBox.Icon.Warning,
        window.windowTitle(),
        "\n\n".join(engine_message(p) for p in problems),
        QMessageBox.StandardButton.Ok,
        window,
    )
    notice.setObjectName("settings-notice")
    QTimer.singleShot(0, notice.open)


def after_first_frame(widget, callback, fallback_ms: int = 1000) -> None:
    """Call ``callback`` once, as soon as ``widget`` has painted for the first time (or
    after ``fallback_ms`` if it is never painted, e.g. started minimized)."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    done = False

    def run() -> None:
        nonlocal done
        if not done:
            done = True
            widget.removeEventFilter(watcher)
            callback()

    class Watcher(QObject):
        def eventFilter(self, obj, event):  # noqa: N802
            if event.type() == QEvent.Type.Paint and not done:
                QTimer.singleShot(0, run)  # once this frame is on the screen
            return False

    watcher = Watcher(widget)
    widget.installEventFilter(watcher)
    QTimer.singleShot(fallback_ms, run)


def finish_start(window, app, args: argparse.Namespace, saved: SavedGame) -> None:
    """What waits for the first frame: the add-ons (the solver process behind hints and the
    winnability indicator, the settings, the statistics, the game kept on disk), and the
    file named on the command line (a game record or a position)."""
    from .assembly import attach_addons
    from .keeping.statistics_dialog import default_path

    app.addons = attach_addons(  # kept for tests
        window,
        statistics_path=default_path(),
        saved_game_path=saved.path,
        saved_record=saved.record if saved.game is not None else None,
        pending_results=saved.record.pending_results if saved.record is not None else (),
    )
    if args.file is not None:
        app.addons.records.open_path(args.file)
    if saved.game is not None and not window.isMinimized():
        saved.game.resume()  # the game brought back: its clock goes on from here
    _mark("deferred")


@dataclass
class SavedGame:
    """The game kept from the last run, brought back unless the command line asks for
    another (``--deal``, ``--variant``, a file); ``problem`` when it could not be read."""

    path: Path
    game: Game | None = None
    record: GameRecord | None = None
    problem: str = ""

    @classmethod
    def for_start(cls, args: argparse.Namespace, host) -> SavedGame:
        from .keeping.persistence import CURRENT_GAME, load_saved_game
        from .keeping.settings import data_folder

        saved = cls(data_folder() / CURRENT_GAME)
        if args.deal is None and args.variant is None and args.file is None:
            saved.game, saved.record, saved.problem = load_saved_game(saved.path, host.rules)
        return saved


def start(args: argparse.Namespace):
    """Build the application and show its window; returns (app, window) before the event
    loop runs.  BadInputError when the variant cannot take the command line's parameters."""
    STARTUP.clear()
    _mark("start")
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from ..i18n import choose_language, install_translators
    from ..plugins import PluginHost
    from .assembly import make_window
    from .desktop import APP_ID
    from .keeping.persistence import QuitOnSignals
    from .keeping.settings import Preferences

    _mark("imports")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Penguin Qt")
    app.setOrganizationName("Penguin Qt")
    app.setDesktopFileName(APP_ID)  # the window groups under the menu entry and its icon
    prefs = Preferences.load()
    # --language over the language chosen in Settings over the system's
    app.translators = install_translators(app, choose_language(args.language, prefs.language))
    _mark("application")
    host = PluginHost(disabled=prefs.disabled_plugins)
    if not host.variants():  # every variant plugin off: the settings dialog's question
        from .dialogs.settings_dialog import ensure_variants

        if not ensure_variants(host):
            raise NoVariantError(C_("no variant plugin is active; nothing to play"))
    if set(prefs.disabled_plugins) != host.disabled:  # the built-ins were turned back on
        prefs.disabled_plugins = sorted(host.disabled)
        prefs.save()
    _mark("plugins")
    saved = SavedGame.for_start(args, host)
    params = {"cells": args.cells, "empty_column": args.empty_column, "run_limit": args.run_limit}
    try:
        window = make_window(
            prefs,
            host,
            variant=args.variant,
            deal_number=args.deal,
            speed=args.speed,
            deck=args.deck,
            params=params,
            save_prefs=lambda p: p.save(),
            game=saved.game,
        )
    except ValueError as error:
        raise BadInputError(str(error)) from None
    if saved.problem:
        window.problems.append(
            QCoreApplication.translate(
                "GameKeeper", "The saved game could not be brought back: {reason}"
            ).format(reason=saved.problem)
        )
        window.show_problems()
    for problem in window.problems:
        print(f"penguin-qt: {problem}", file=sys.stderr)
    if prefs.problems:
        _settings_notice(window, prefs.problems)
    app.aboutToQuit.connect(window.close)  # the add-ons' closing work, however the end comes
    app.quit_on_signals = QuitOnSignals(app, app.closeAllWindows)  # SIGTERM, SIGHUP, Ctrl+C
    app.aboutToQuit.connect(app.quit_on_signals.close)
    if saved.game is not None:
        saved.game.pause()  # the clock of a game brought back does not count the start
    _mark("window")
    after_first_frame(window.view.viewport(), lambda: finish_start(window, app, args, saved))
    window.show()
    _mark("shown")
    return app, window


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not {"--version", "--install-desktop", "--uninstall-desktop"} & set(argv):
        from ..i18n import use_command_line_language

        use_command_line_language(argv)  # help and errors in the player's language
    args = parse_args(argv)
    if args.install_desktop or args.uninstall_desktop:
        return _install_desktop(args)
    problem = _bad_input(args)
    if problem is not None:
        print(f"penguin-qt: {problem}", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        app, _window = start(args)
    except BadInputError as error:
        print(f"penguin-qt: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except NoVariantError as error:
        print(f"penguin-qt: {error}", file=sys.stderr)
        return 1
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())

"""Entry point of the ``penguin-qt`` program.

The start is built for a fast first frame: before the window is painted only what the first
deal needs is done (Qt, the translations, the settings, the plugins, the window and its
deal); the solver process, the statistics database and the rest start right after the first
frame (``shared.first_frame``).  ``--version`` and ``--install-desktop`` load no Qt at all.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from gettext import gettext
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from ..i18n import C_
from .lean_start import hold_collector, plain_imports, release_collector, settle_heap
from .start_plugins import NoVariantError, load_plugins, plugins_loaded

if TYPE_CHECKING:
    from ..engine import Game
    from ..plugins import PluginHost
    from ..storage.records import GameRecord

EXIT_BAD_INPUT = 2
SPEEDS = ("off", "fast", "normal", "slow")  # --speed
# (phase, time.perf_counter()) of the last start, for bench/bench_ui.py.
STARTUP: list[tuple[str, float]] = []


def _mark(phase: str) -> None:
    STARTUP.append((phase, time.perf_counter()))


class _VersionAction(argparse.Action):
    """``--version``: the version is read (from the installed package's metadata) only when
    asked for, not at every start."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, help=None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        from .. import __version__

        print(f"{parser.prog} {__version__}")  # on standard output, as argparse's own
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    # the engine and the plugins' host (which cli.common loads) are imported once main() has
    # held the garbage collector back, not with this module
    from ..cli.common import add_free_parameters, deal_number, identifier
    from ..engine.deals import MAX_DEAL
    from ..engine.rules import MAX_CELLS

    parser = argparse.ArgumentParser(
        prog="penguin-qt", description=C_("Play Penguin and its family.")
    )
    # argparse's own words for it, as its "version" action gives them
    version_help = gettext("show program's version number and exit")
    parser.add_argument("--version", action=_VersionAction, help=version_help)
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
        type=identifier,
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
        choices=SPEEDS,
        help=C_("animation speed (default: as last set)"),
    )
    parser.add_argument(
        "--deck",
        help=C_(
            "card deck: builtin, builtin-four-colour, builtin-high-contrast, the name of an"
            " installed deck as View › Cards shows it (Dondorf), or the path of an SVG deck"
            " (default: as last set)"
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
    plain = plain_start(argv)
    return plain if plain is not None else build_parser().parse_args(argv)


def _one_of(allowed: tuple[str, ...]) -> Callable[[str], str]:
    def pick(text: str) -> str:
        if text not in allowed:
            raise ValueError(text)
        return text

    return pick


def plain_options() -> dict[str, tuple[str, Callable[[str], Any]]]:
    """The options that take a value, each with its destination and its conversion (one
    that raises for a value the parser refuses): the parser's, as a test checks."""
    from ..cli.common import count_argument, deal_number, identifier
    from ..engine.rules import EMPTY_COLUMN_RULES, RUN_LIMITS

    return {
        "--variant": ("variant", identifier),
        "--cells": ("cells", count_argument),
        "--flippers": ("cells", count_argument),
        "--empty-column": ("empty_column", _one_of(tuple(EMPTY_COLUMN_RULES))),
        "--run-limit": ("run_limit", _one_of(tuple(RUN_LIMITS))),
        "--deal": ("deal", deal_number),
        "--speed": ("speed", _one_of(SPEEDS)),
        "--deck": ("deck", str),
        "--language": ("language", str),
    }


def plain_start(argv: list[str]) -> argparse.Namespace | None:
    """The command line of a plain start (``--variant V --deal N``, a file, nothing at
    all) read without building the parser, which would delay the first frame (a help
    formatter made for every option, its words looked up in gettext's catalogs); the same
    values the parser gives.  None for anything else (help,
    an abbreviation, ``--option=value``, a value the parser refuses): the parser reads it
    then, and says what is wrong."""
    options = plain_options()
    values: dict[str, Any] = {dest: None for dest, _convert in options.values()}
    values.update(file=None, install_desktop=False, uninstall_desktop=False)
    i, file_given = 0, False
    while i < len(argv):
        arg = argv[i]
        if arg in options and i + 1 < len(argv) and not argv[i + 1].startswith("-"):
            dest, convert = options[arg]
            try:
                values[dest] = convert(argv[i + 1])
            except (argparse.ArgumentTypeError, TypeError, ValueError):
                return None
            i += 2
        elif not arg.startswith("-") and not file_given:
            values["file"], file_given = Path(arg), True
            i += 1
        else:
            return None
    return argparse.Namespace(**values)


def _bad_input(args: argparse.Namespace) -> str | None:
    """What is wrong with the options that needs no plugin to know, or None."""
    from ..engine.deals import MAX_DEAL
    from ..engine.rules import MAX_CELLS

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


def keep_on(app: object, **parts: object) -> None:
    """Keep the running program's parts on its application object (a later start in the
    same process closes them; the tests read them as ``app.addons`` and so on)."""
    for name, part in parts.items():
        setattr(app, name, part)


def _check_params(host: Any, variant: str, params: dict[str, Any]) -> None:
    """BadInputError when the variant refuses the command line's free parameters."""
    if all(value is None for value in params.values()):
        return
    offered = host.offered_rules(variant)
    if offered is None:
        return  # no such variant: the window says so
    try:
        offered.with_params(**params)
    except ValueError as error:
        raise BadInputError(str(error)) from None


class BadInputError(Exception):
    """The command line asks for something the variant cannot be: one line, exit status 2."""


class AlreadyRunningError(Exception):
    """Another program runs on this data folder; ``code`` is the exit status."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.code = code


def _one_program(app, args: argparse.Namespace):
    """Be the only program on the data folder: a program already running on it is handed
    the command line's file and brought to the front (AlreadyRunningError, status 0), or, when
    it does not answer, this start is refused (status 1)."""
    from .keeping.instance import RefusedError, SingleInstance
    from .keeping.settings import data_folder

    earlier = getattr(app, "single_instance", None)
    if earlier is not None:  # started again in the same process: that window is gone
        earlier.close()
    instance = SingleInstance(data_folder(), app)
    try:
        handed = instance.hand_over(args.file)
    except RefusedError:
        raise AlreadyRunningError(
            C_(
                "Penguin Qt is already running on this data folder but does not answer;"
                " close it, then start again"
            ),
            1,
        ) from None
    if handed:
        raise AlreadyRunningError(
            C_("Penguin Qt is already running on this data folder: its window comes to the front"),
            0,
        )
    instance.listen()
    return instance


def _asked_by_another_start(window, app, file) -> None:
    """A later start handed over: the window comes to the front and opens its file."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    addons = getattr(app, "addons", None)
    if file is not None and addons is not None and addons.records is not None:
        addons.records.open_path(file)


def _settings_notice(window, problems) -> None:
    """What loading the settings set aside, told in a box once the window is up."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QMessageBox

    from ..i18n import engine_message

    notice = QMessageBox(
        QMessageBox.Icon.Warning,
        window.windowTitle(),
        "\n\n".join(engine_message(p) for p in problems),
        QMessageBox.StandardButton.Ok,
        window,
    )
    notice.setTextFormat(Qt.TextFormat.PlainText)  # the problems quote the settings file
    notice.setObjectName("settings-notice")
    QTimer.singleShot(0, notice.open)


def _finish_or_release(window, app, args: argparse.Namespace, saved: SavedGame) -> None:
    try:
        finish_start(window, app, args, saved)
    finally:  # an add-on that failed to attach leaves the collector running all the same
        release_collector()


def finish_start(window, app, args: argparse.Namespace, saved: SavedGame) -> None:
    """What waits for the first frame: the menus' entries and the shortcuts, the add-ons
    (the solver process behind hints and the winnability indicator, the settings, the
    statistics, the game kept on disk), and the file named on the command line (a game
    record or a position)."""
    from .assembly import attach_addons
    from .keeping.statistics_dialog import default_path

    load_plugins(window, saved)  # the variants, before the menus list them
    window.complete_menus()  # before the add-ons put their commands in the menus
    if getattr(app, "single_instance", None) is not None:
        app.single_instance.serve()  # a later start is answered from now on
    addons = attach_addons(
        window,
        statistics_path=default_path(),
        saved_game_path=saved.path,
        saved_record=saved.record if saved.game is not None else None,
        pending_results=saved.record.pending_results if saved.record is not None else (),
    )
    keep_on(app, addons=addons)  # for tests, and a later start's hand-over
    if saved.replaced is not None and addons.statistics is not None:
        # the game kept from the last run, replaced by --deal or --variant: it was left
        addons.statistics.finish(saved.replaced)
    # a file on the command line: asks first when the game brought back is in progress; one
    # that cannot be read leaves that game as it was, and the reason is said
    if (
        args.file is not None
        and addons.records is not None
        and not addons.records.open_path(args.file)
    ):
        message = window.statusBar().currentMessage()
        print(f"penguin-qt: {message}", file=sys.stderr, flush=True)
    settle_heap()
    _mark("deferred")


class SavedGame:
    """The game kept from the last run, brought back unless the command line asks for
    another deal (``--deal``, ``--variant``: it is then ``replaced``, and counted as left);
    a file on the command line is opened over it, asking first.  ``problem`` when it could
    not be read.  (A plain class: making a dataclass would delay the first frame.)"""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.game: Game | None = None
        self.record: GameRecord | None = None
        self.problem = ""
        self.replaced: Game | None = None

    @classmethod
    def for_start(cls, args: argparse.Namespace, host) -> SavedGame:
        from .keeping.persistence import CURRENT_GAME, load_saved_game
        from .keeping.settings import data_folder

        saved = cls(data_folder() / CURRENT_GAME)
        saved.game, saved.record, saved.problem = load_saved_game(saved.path, host.rules)
        if args.deal is not None or args.variant is not None:
            saved.replaced, saved.game = saved.game, None
        return saved


def start(args: argparse.Namespace):
    """Build the application and show its window; returns (app, window) before the event
    loop runs.  BadInputError when the variant cannot take the command line's parameters."""
    hold_collector()
    plain_imports()  # before the modules of the window are imported
    try:
        app, window = _start(args)
    except BaseException:
        release_collector()
        raise
    window.closing.connect(release_collector)  # closed before its first frame
    return app, window


def _start(args: argparse.Namespace):
    STARTUP.clear()
    _mark("start")
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from ..i18n import choose_language, install_translators
    from ..plugins.deferred import DeferredHost
    from .assembly import make_window
    from .desktop import APP_ID
    from .keeping.persistence import QuitOnSignals
    from .keeping.settings import Preferences
    from .shared.first_frame import after_first_frame

    _mark("imports")
    app = cast(QApplication, QApplication.instance() or QApplication(sys.argv[:1]))
    app.setApplicationName("Penguin Qt")
    app.setOrganizationName("Penguin Qt")
    # the window manager's title is "Penguin — deal 42 — Penguin Qt": Qt adds the name
    app.setApplicationDisplayName("Penguin Qt")
    app.setDesktopFileName(APP_ID)  # the window groups under the menu entry and its icon
    prefs = Preferences.load()
    # a built-in variant is shown from its plugin's package; the plugins are loaded after
    # the first frame (finish_start), or now for any other variant
    host = DeferredHost(disabled=prefs.disabled_plugins)
    load_now = host.prepare(args.variant or prefs.variant)
    params = {"cells": args.cells, "empty_column": args.empty_column, "run_limit": args.run_limit}
    # options the variant refuses are refused before anything else, a program already
    # running or not: the player learns of them at once (status 2)
    _check_params(host, args.variant or prefs.variant, params)
    instance = _one_program(app, args)  # AlreadyRunningError: another program has it now
    keep_on(app, single_instance=instance)  # closed by the next start in this process
    # --language over the language chosen in Settings over the system's
    translators = install_translators(app, choose_language(args.language, prefs.language))
    keep_on(app, translators=translators)
    _mark("application")
    if load_now:
        plugins_loaded(host.load(), prefs, instance)
    _mark("plugins")
    saved = SavedGame.for_start(args, host)
    try:
        window = make_window(
            prefs,
            cast("PluginHost", host),  # it stands in for the host until the plugins load
            variant=args.variant,
            deal_number=args.deal,
            speed=args.speed,
            deck=args.deck,
            params=params,
            save_prefs=lambda p: p.save(),
            game=saved.game,
            menus_later=True,  # made right after the first frame (finish_start)
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
    instance.asked.connect(lambda file: _asked_by_another_start(window, app, file))
    app.aboutToQuit.connect(instance.close)
    quit_on_signals = QuitOnSignals(app, app.closeAllWindows)  # SIGTERM, SIGHUP, Ctrl+C
    keep_on(app, quit_on_signals=quit_on_signals)
    app.aboutToQuit.connect(quit_on_signals.close)
    _mark("window")
    finish = after_first_frame(
        window.view.viewport(), lambda: _finish_or_release(window, app, args, saved)
    )
    # closed before its first frame: no add-ons for a window that is gone (a solver process,
    # the statistics, the kept game's keeper), which would also become app.addons
    window.closing.connect(finish)
    window.show()
    _mark("shown")
    return app, window


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    hold_collector()  # before the engine and the plugins are imported
    try:
        return _main(argv)
    finally:  # --help, --version, a refused start: the collector is not left off
        release_collector()


def _main(argv: list[str]) -> int:
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
    except AlreadyRunningError as error:
        print(f"penguin-qt: {error}", file=sys.stderr)
        return error.code
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())

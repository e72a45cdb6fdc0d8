"""The ``penguin-qt`` command: its options match penguin-solve's, it opens a position file,
shows the first frame before the solver and the statistics start, and has one version."""

from __future__ import annotations

import argparse
import gc
import os
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from penguin_qt.cli import build_parser as solver_parser
from penguin_qt.engine import Game, Move, deal, format_position
from penguin_qt.storage.records import record_of, to_json
from penguin_qt.ui import app
from penguin_qt.ui.desktop import APP_ID
from penguin_qt.ui.keeping import settings

BIN = Path(sys.executable).parent


def _options(parser: argparse.ArgumentParser) -> dict[str, tuple]:
    return {
        a.dest: (tuple(a.option_strings), a.choices and tuple(a.choices), a.type)
        for a in parser._actions
        if a.option_strings
    }


def test_the_rule_options_are_those_of_penguin_solve():
    solve = next(
        p
        for a in solver_parser()._actions
        if isinstance(a, argparse._SubParsersAction)
        for name, p in a.choices.items()
        if name == "deal"
    )
    ours, theirs = _options(app.build_parser()), _options(solve)
    for dest in ("variant", "cells", "empty_column", "run_limit"):
        assert ours[dest] == theirs[dest], dest
    args = app.parse_args(["--flippers", "5", "--empty-column", "any", "--run-limit", "unlimited"])
    assert (args.cells, args.empty_column, args.run_limit) == (5, "any", "unlimited")


@pytest.mark.parametrize("program", ["penguin-qt", "penguin-solve"])
def test_version_is_the_package_version(program):
    out = subprocess.run([str(BIN / program), "--version"], capture_output=True, text=True)
    assert out.returncode == 0
    assert out.stdout.strip() == f"{program} {version('penguin-qt')}"


def test_bad_options_are_one_line_and_exit_status_2():
    for argv, said in (
        (["--deal", "0"], "deal numbers go from 1"),
        (["--cells", "11"], "--cells must be 0 to"),
        (["--variant", "eight-off", "--cells", "2"], "penguin-qt: "),
    ):
        out = subprocess.run([str(BIN / "penguin-qt"), *argv], capture_output=True, text=True)
        assert out.returncode == 2, argv
        assert said in out.stderr and out.stderr.count("\n") == 1, out.stderr


def _wait_for_add_ons(qtbot):
    qtbot.waitUntil(lambda: QApplication.instance().addons is not None, timeout=10000)
    return QApplication.instance().addons


def _children() -> set[int]:
    """The process ids of this process's children (Linux)."""
    pids = set()
    for task in Path("/proc/self/task").iterdir():
        pids |= {int(p) for p in (task / "children").read_text().split()}
    return pids


def test_the_first_frame_comes_before_the_solver_and_the_statistics(started, qtbot):
    before = _children()
    window = started(["--variant", "penguin", "--deal", "4", "--speed", "off"])
    assert QApplication.desktopFileName() == APP_ID
    # nothing that can wait is there before the window has painted
    assert QApplication.instance().addons is None
    assert _children() <= before  # no solver process yet
    # the menu bar shows its titles; the entries (unseen until a menu opens) and the
    # shortcuts come right after the frame
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&Game", "&View", "&Help"]
    assert not window.menus_complete and window.menu("game").isEmpty()
    assert not window.new_action.shortcuts()
    phases = [name for name, _ in app.STARTUP]
    assert phases == ["start", "imports", "application", "plugins", "window", "shown"]
    assert not gc.isenabled()  # the collector waits for the first frame
    gc.unfreeze()
    addons = _wait_for_add_ons(qtbot)
    assert gc.isenabled()
    assert app.STARTUP[-1][0] == "deferred"
    assert addons.statistics is not None
    assert window.menus_complete
    assert [k.toString() for k in window.new_action.shortcuts()] == ["Ctrl+N", "F2"]
    assert window.menus.deck_menu.isEmpty()  # the system's decks are scanned when the menu opens
    # what the start made is set aside from the garbage collector: a full collection during
    # the game does not walk it
    assert gc.get_freeze_count() > 0
    # the winnability indicator asks the solver about the deal: its worker process starts
    qtbot.waitUntil(lambda: bool(addons.assistant.runner.processes()), timeout=10000)
    assert _children() - before
    window.menus.deck_menu.aboutToShow.emit()
    assert not window.menus.deck_menu.isEmpty()


def test_the_garbage_collector_runs_again_however_the_start_ends(started, capsys):
    """It waits while the program starts, and runs again after a refused start, when the
    window closes before its first frame, and when main() ends early (--help); one the
    caller had turned off stays off."""
    assert gc.isenabled()
    with pytest.raises(app.BadInputError):
        started(["--variant", "eight-off", "--cells", "2"])
    assert gc.isenabled()
    window = started(["--variant", "penguin", "--deal", "2", "--speed", "off"])
    assert not gc.isenabled()
    window.close()
    assert gc.isenabled()
    with pytest.raises(SystemExit):
        app.main(["--help"])
    assert "--variant" in capsys.readouterr().out
    assert gc.isenabled()
    gc.disable()
    try:
        started(["--variant", "penguin", "--deal", "3", "--speed", "off"]).close()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_window_closed_before_its_first_frame_gets_no_add_ons(started, qtbot):
    """Nothing is attached to a window that is gone: no solver process, no statistics, and
    no add-ons that a later start in the process would find as its own."""
    before = _children()
    window = started(["--variant", "penguin", "--deal", "5", "--speed", "off"])
    window.close()
    qtbot.wait(1300)  # past the fallback for a window that is never painted
    assert QApplication.instance().addons is None
    assert _children() <= before


def test_a_later_start_is_answered_while_the_no_variant_question_waits(started, monkeypatch, qapp):
    """Every variant plugin turned off: the start asks before any window is made.  While it
    asks, the single program's socket is served (a later start is answered, not refused),
    and a "no" ends the start with the collector running again."""
    from penguin_qt.ui.dialogs import settings_dialog

    prefs = settings.Preferences()
    prefs.disabled_plugins = [
        "penguin", "eight-off", "freecell", "bakers-game", "seahaven-towers", "open-patiences"
    ]  # fmt: skip
    monkeypatch.setattr(settings.Preferences, "load", classmethod(lambda cls: prefs.copy()))
    served = []

    def ask(host):
        served.append(qapp.single_instance.server is not None)
        return False

    monkeypatch.setattr(settings_dialog, "ensure_variants", ask)
    with pytest.raises(app.NoVariantError):
        app.start(app.parse_args(["--speed", "off"]))
    assert served == [True]
    assert gc.isenabled()


def test_the_rule_options_set_the_first_game(started):
    window = started(["--variant", "freecell", "--cells", "2", "--run-limit", "cells"])
    rules = window.controller.rules
    assert (rules.id, rules.cells, rules.run_limit) == ("freecell", 2, "cells")
    assert len(window.controller.position.cells) == 2


def _position_file(tmp_path, variant, host, number=7, moves=("5a", "23")) -> tuple[Path, object]:
    rules = host.rules(variant)
    position = deal(rules, number)
    for text in moves:
        position = rules.apply(position, Move.parse(text))
    path = tmp_path / "position.txt"
    path.write_text(format_position(position, rules), encoding="utf-8")
    return path, position


def test_a_position_file_on_the_command_line_is_played(started, qtbot, tmp_path, host):
    path, position = _position_file(tmp_path, "penguin", host)
    window = started(["--variant", "freecell", "--speed", "off", str(path)])
    _wait_for_add_ons(qtbot)
    controller = window.controller
    assert controller.rules.id == "penguin"  # the file's Variant: header
    assert controller.game.initial == position
    assert controller.game.deal_number is None
    assert window.labels["deal"].text() and "None" not in window.labels["deal"].text()


def test_a_bad_file_is_reported_and_the_deal_stays(started, qtbot, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("Variant: penguin\nBase: 7\n: KC KC\n", encoding="utf-8")
    window = started(["--variant", "penguin", "--deal", "3", "--speed", "off"])
    _wait_for_add_ons(qtbot)
    game = window.controller.game
    records = _wait_for_add_ons(qtbot).records
    for path, said in (
        (bad, "No position in bad.txt: "),
        (tmp_path / "missing.txt", "There is no file missing.txt"),
        (tmp_path, "is a folder, not a file"),
    ):
        assert records.open_path(path) is False
        assert said in window.statusBar().currentMessage()
        assert window.controller.game is game
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe\x00\x81")
    assert records.open_path(binary) is False
    assert "not a text file" in window.statusBar().currentMessage()


@pytest.mark.parametrize("kept", [False, True], ids=["first start", "a game kept"])
def test_what_can_wait_is_not_even_imported_before_the_first_frame(tmp_path, kept, host):
    """In a fresh process, the first start or one that brings back the game kept from the
    last run: the modules of the solver runner, the statistics database, the
    settings dialog, the record commands, the deal of the day's calendar, the Help menu's
    boxes and the hints are not loaded when the window is shown (nor, at a first start, the
    game records), nor the standard modules only they (or the tools: translations, the
    desktop entry, the plugin checks) use, nor PySide6's classes of widgets the window has
    none of, nor those of the menus' entries and shortcuts; the installed version is not
    read; and PySide6's import hook is out."""
    later = [
        "sqlite3",
        "penguin_qt.ui.assistant.solver_runner",
        "penguin_qt.ui.assistant.assistant",
        "penguin_qt.ui.keeping.statistics_dialog",
        "penguin_qt.ui.dialogs.settings_dialog",
        "penguin_qt.ui.keeping.record_actions",
        "penguin_qt.storage.daily",  # read with a record of a day, or the statistics
        "penguin_qt.ui.window.help_boxes",  # Help › Rules, How to Play, About
        "penguin_qt.ui.dialogs.help_texts",
        "penguin_qt.ui.dialogs.rules_help",
        "datetime",  # the deal of the day's calendar
        "pickle",  # the trip of a plugin's rules to a worker, checked for plugins only
        "subprocess",  # the translation tools, the desktop entry's caches
        "sysconfig",  # the standard library's folders, when a plugin's error is placed
        "uuid",  # a game's identity is made without it (its import reads the platform)
        "html",  # rich text is escaped without it (its table of entities)
        "hashlib",  # the single program's socket is named with Qt's SHA-256
        "socket",  # a signal wakes the event loop through a pipe; one program: _socket
        "signal",  # its enums: the C module _signal does the same
        "PySide6.QtNetwork",  # the single program's server is Qt's after the first frame
        "penguin_qt.storage.results",  # the settings check their texts without it
        "penguin_qt.solving.hints",  # the hints, after the first frame
        "penguin_qt.solving.api",  # the solver interface: with a solver's first question
        "importlib.resources",  # the data folder is the resources package's own
        "penguin_qt.ui.table.accessibility",  # the table's interfaces: after the first frame
        "penguin_qt_fcsolve.scans",  # the fc-solve plugin's machinery: with its first question
        "locale",  # argparse's words: a plain start's command line is read without the parser
        "penguin_qt.ui.window.table_look",  # the View menu's felts and zoom: with the menus
        "pluggy",  # a built-in variant's first frame: the plugins are loaded after it
        "penguin_qt.plugins.host",
        "penguin_qt_search",  # the solvers' plugins, with the host
    ]
    if not kept:  # the records' module reads a game kept from the last run
        later += ["penguin_qt.storage.records", "json"]  # json: a later start's message
    # PySide6 makes a class of its modules when it is first used; every widget class at once
    # when Python first meets a widget Qt made (the view's viewport, unless the view makes
    # it): work before the first frame, for classes the window never uses; and the
    # dialogs' classes when a module names them (a message box, Choose Deal, Table Colour)
    unused = ["QCalendarWidget", "QMdiArea", "QWizard", "QLCDNumber", "QFontDialog"]
    unused += ["QMessageBox", "QInputDialog", "QColorDialog"]
    # the table's items are plain graphics items: none uses a signal, so none pays for a
    # QObject of its own (QGraphicsObject)
    unused += ["QGraphicsObject"]
    unused += ["QPushButton"]  # the notice at a game's end is built when first opened
    unused_gui = ["QAccessible", "QTextDocumentFragment"]  # the table's interfaces, after it
    unused_gui += ["QShortcut"]  # the notice's Escape
    # the menus' entries and the commands' shortcuts come right after the first frame
    unused_gui += ["QActionGroup", "QKeySequence"]
    start = "['--variant', 'penguin', '--deal', '1']"
    if kept:  # an unfinished game of the last run, not of a day: brought back at the start
        game = Game(host.rules("penguin"), 1)
        game.play(next(iter(game.rules.legal_moves(game.position))))
        folder = tmp_path / "penguin-qt"
        folder.mkdir()
        (folder / "current-game.json").write_text(to_json(record_of(game, program="test")))
        start = "[]"
    code = (
        "import sys\n"
        # the installed version (a listing of sys.path's folders) waits for the first record
        "import penguin_qt\n"
        "read, find = [], penguin_qt._installed_version\n"
        "penguin_qt._installed_version = lambda: read.append(1) or find()\n"
        "from penguin_qt.ui import app\n"
        f"window = app.start(app.parse_args({start}))[1]\n"
        f"assert window.controller.game.move_count == {int(kept)}\n"
        "import builtins\n"  # PySide6's import hook is out: modules are not read through it
        "assert builtins.__import__ is builtins.__orig_import__\n"
        "from PySide6 import QtGui, QtWidgets\n"
        f"made = [c for c in {unused!r} if isinstance(vars(QtWidgets).get(c), type)]\n"
        f"made += [c for c in {unused_gui!r} if isinstance(vars(QtGui).get(c), type)]\n"
        "made += ['the version read'] if read else []\n"
        # patterns for what a start rarely meets (a felt of the player's colour, the settings'
        # felt, a temporary file left by a crash) are compiled when first needed
        "import re\n"
        "from penguin_qt.storage import files\n"
        "from penguin_qt.ui.keeping import settings\n"
        "from penguin_qt.ui.table import felt\n"
        "rare = (felt._HEX, settings.FELT_VALUE, files._TEMPORARY)\n"
        "made += [p.pattern for p in rare if isinstance(p, re.Pattern)]\n"
        "made += [key[1] for key in re._cache if key[1] in rare]\n"
        f"print([m for m in {later!r} if m in sys.modules] + made)\n"
    )
    env = dict(os.environ, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path))
    env.update(XDG_DATA_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "[]"

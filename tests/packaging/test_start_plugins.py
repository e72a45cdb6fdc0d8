"""The start shows a game of a built-in variant before the plugins are loaded, and loads them
right after the first frame: on every variant the host offers (the third-party example's
included, whose plugin is then loaded before the frame), for a new deal and for a game kept
from the last run; beside a built-in plugin turned off, and one that fails to load."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtWidgets import QApplication
from shared import SAMPLE_VARIANTS

from penguin_qt.engine import Game
from penguin_qt.plugins import PluginHost
from penguin_qt.plugins import entry_points as found
from penguin_qt.plugins.deferred import DeferredHost, built_in_rules
from penguin_qt.storage.records import record_of, to_json
from penguin_qt.ui.keeping import settings, statistics_dialog

BUILT_INS = sorted(v for v, e in PluginHost().variants().items() if e.source == "built-in")


def test_each_built_in_variant_plugin_holds_what_its_hooks_register(host):
    own = [ep for ep in found.entry_points(found.GROUP) if found.is_own(ep)]
    with_hooks = [ep for ep in own if ep.module.endswith(".hooks")]
    assert {ep.name for ep in with_hooks} == {
        name for name, info in host.plugins.items() if info.builtin and info.variants
    }
    for ep in with_hooks:
        package = __import__(ep.module.split(".")[0])
        assert host.plugins[ep.name].variants == [rules.id for rules in package.VARIANTS]
        for rules in package.VARIANTS:
            assert host.offered_rules(rules.id) is rules


@pytest.mark.parametrize("variant", [*BUILT_INS, *SAMPLE_VARIANTS])
def test_a_variant_is_read_early_only_from_a_built_in_plugin_turned_on(
    variant, host, sample_plugin_installed
):
    early = built_in_rules(variant)
    if variant in BUILT_INS:
        assert early is host.offered_rules(variant)
        plugin = next(n for n, info in host.plugins.items() if variant in info.variants)
        assert built_in_rules(variant, disabled=[plugin]) is None
        assert not DeferredHost().prepare(variant)  # the start needs no plugin first
        assert DeferredHost(disabled=[plugin]).prepare(variant)  # off: the host decides
    else:  # a third party's: its plugin is loaded to get it
        assert early is None
        assert DeferredHost().prepare(variant)
        deferred = DeferredHost()
        assert deferred.offered_rules(variant).id == variant and deferred.loaded


def test_the_deferred_host_is_the_host_once_asked_anything_else():
    deferred = DeferredHost(disabled=["freecell"])
    assert deferred.offered_rules("penguin").id == "penguin"
    assert deferred.rules("eight-off").id == "eight-off"
    assert deferred.default_rules().id == "penguin"
    assert not deferred.loaded  # all three from the built-ins' packages
    assert "freecell" not in deferred.variants()  # any other question loads the host
    assert deferred.loaded and deferred.disabled == {"freecell"}
    assert deferred.unconfirmed() == []
    with pytest.raises(KeyError):
        deferred.rules("freecell")  # once loaded, the host answers: off is off
    with pytest.raises(AttributeError):
        deferred.no_such_thing  # noqa: B018


def _kept_game(folder, variant: str) -> None:
    """A game of ``variant`` with one move made, kept as the last run leaves it (the first
    deal that has a move: Forecell's first has none)."""
    rules = PluginHost().rules(variant)
    game = next(g for g in (Game(rules, n) for n in range(1, 50)) if rules.legal_moves(g.position))
    game.play(rules.legal_moves(game.position)[0])
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "current-game.json").write_text(to_json(record_of(game, program="test")))


START = """
import json, sys
from PySide6.QtWidgets import QApplication
from penguin_qt.ui import app
app_, window = app.start(app.parse_args(ARGS))
early = "pluggy" in sys.modules
rules_before = window.controller.rules
moves_before = window.controller.game.move_count
QApplication.instance().addons = None
def done():
    if QApplication.instance().addons is None:
        return
    host = window.controller.host
    checked = [vid for vid, a in window.variant_actions.items() if a.isChecked()]
    print(json.dumps({
        "pluggy_before_frame": early,
        "variant": rules_before.id,
        "moves": moves_before,
        "host": type(host).__name__,
        "same_rules": host.offered_rules(rules_before.id) == rules_before,
        "checked": checked,
        "message": window.statusBar().currentMessage(),
    }))
    window.close()
    QApplication.instance().quit()
from PySide6.QtCore import QTimer
timer = QTimer()
timer.timeout.connect(done)
timer.start(20)
app_.exec()
"""


# a new deal and a game kept of every offered variant (a kept game of the example's variants
# while the settings say Penguin: the host is loaded before the first frame to read it)
STARTS = [(v, kept) for kept in (False, True) for v in [*BUILT_INS, *SAMPLE_VARIANTS]]


@pytest.mark.parametrize(
    ("variant", "kept"), STARTS, ids=[f"{v}-{'kept' if k else 'new'}" for v, k in STARTS]
)
def test_the_plugins_wait_for_the_first_frame_of_a_built_in_variant(
    tmp_path, variant, kept, sample_plugin_installed
):
    site = sample_plugin_installed  # for the program's process too
    args = ["--variant", variant, "--deal", "1"]
    if kept:  # brought back by a start without arguments (the settings say Penguin)
        _kept_game(tmp_path / "data" / "penguin-qt", variant)
        args = []
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    env.update(XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(site), env.get("PYTHONPATH")) if p)
    code = START.replace("ARGS", repr(args))
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.returncode == 0, out.stderr
    said = json.loads(out.stdout.strip().splitlines()[-1])
    assert said["pluggy_before_frame"] is (variant not in BUILT_INS)
    assert said["variant"] == variant and said["moves"] == int(kept)
    assert said["host"] == "PluginHost"  # the window keeps the real host once loaded
    assert said["same_rules"] and said["checked"] == [variant]
    assert "There is no variant" not in said["message"]


@pytest.fixture
def own_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setattr(statistics_dialog, "default_path", lambda: tmp_path / "stats.sqlite")
    return tmp_path / "data" / "penguin-qt"


def test_a_built_in_plugin_turned_off_is_loaded_and_said_before_the_first_frame(
    started, monkeypatch, own_folders, qtbot
):
    prefs = settings.Preferences()
    prefs.disabled_plugins = ["freecell"]
    monkeypatch.setattr(settings.Preferences, "load", classmethod(lambda cls: prefs.copy()))
    window = started(["--variant", "freecell", "--deal", "2"])
    assert window.controller.host.loaded  # the variant asked for was not a built-in's on
    assert window.controller.rules.id == "penguin"
    assert "There is no variant freecell" in window.statusBar().currentMessage()


def test_a_built_in_plugin_that_fails_after_the_first_frame_is_said_and_the_game_kept(
    started, monkeypatch, own_folders, qtbot
):
    """The first frame showed the game kept from the last run, of Penguin; then Penguin's
    plugin fails to load: the window says so and deals a variant that is offered, and the
    kept game is set aside, not overwritten by the new one."""
    _kept_game(own_folders, "penguin")
    kept = (own_folders / "current-game.json").read_text()
    load = found.EntryPoint.load

    def failing(ep):
        if ep.name == "penguin":
            raise ImportError("a broken installation")
        return load(ep)

    monkeypatch.setattr(found.EntryPoint, "load", failing)
    window = started([])
    assert window.controller.rules.id == "penguin" and window.controller.game.move_count == 1
    assert not window.controller.host.loaded
    qtbot.waitUntil(lambda: QApplication.instance().addons is not None, timeout=10000)
    assert window.controller.rules.id != "penguin"
    assert window.controller.rules is window.controller.host.default_rules()
    assert "There is no variant penguin" in window.statusBar().currentMessage()
    assert "penguin" not in window.variant_actions
    assert [p.read_text() for p in own_folders.glob("current-game.json.unreadable-*")] == [kept]

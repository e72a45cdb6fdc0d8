"""Text from a file or a plugin is shown as written, never read as markup: a challenge's
player name, a variant's name and description, a plugin's error and a solver's reason, in
labels, tooltips, message boxes and the rules page.  And the win over a challenge is kept
(autosave) and counted (statistics) before its comparison opens, with animation off and on."""

from __future__ import annotations

import dataclasses
import html
import json
import time

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel, QMessageBox
from ui_driver import Driver, solution

from penguin_qt.engine import Game, Rules
from penguin_qt.hookspecs import hookimpl
from penguin_qt.plugins import PluginHost
from penguin_qt.storage.records import record_of, to_json
from penguin_qt.ui.assembly import attach_addons
from penguin_qt.ui.dialogs.rules_help import rules_page
from penguin_qt.ui.dialogs.settings_dialog import SettingsDialog
from penguin_qt.ui.keeping import record_actions
from penguin_qt.ui.keeping.settings import Preferences
from penguin_qt.ui.window.window import MainWindow


def tables(depth: int) -> str:
    return "<table><tr><td>" * depth + "Anna" + "</td></tr></table>" * depth


IMG = "<img src='/etc/hostname'>Anna"
NAMES = {"tables-22": tables(22), "tables-3000": tables(3000), "img": IMG}
MARKUP = "<b>Bold</b> <img src='/etc/hostname'> &amp; {body}"


def as_read(text: str, rich: bool) -> str:
    """What a reader sees of ``text`` shown as rich text or as plain text."""
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText().replace("\u2028", "\n")


def label_reads(label: QLabel) -> str:
    fmt = label.textFormat().name
    rich = fmt == "RichText" or (fmt == "AutoText" and GuiQt.mightBeRichText(label.text()))
    return as_read(label.text(), rich)


def tip_reads(tip: str) -> str:
    return as_read(tip, bool(tip) and GuiQt.mightBeRichText(tip))


def box_reads(box: QMessageBox) -> str:
    fmt = box.textFormat().name
    rich = fmt == "RichText" or (fmt == "AutoText" and GuiQt.mightBeRichText(box.text()))
    return as_read(box.text(), rich)


def shown(name: str) -> str:
    return name if len(name) <= 40 else name[:39] + "…"  # a long name is cut short


# -- a challenge won -------------------------------------------------------------------------


def challenge_file(path, player: str):
    rules = PluginHost().rules("penguin")
    dealt = Game(rules, 4)
    dealt.autoplay()  # as the window does at the deal: the stored winning line starts there
    game = Game(rules, position=dealt.position)
    document = json.loads(to_json(record_of(game, game_id="theirs", program="t", player=player)))
    document["result"], document["conceded"] = "lost", True  # they gave it up
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


@pytest.mark.parametrize("speed", ["off", "fast"])
@pytest.mark.parametrize("kind", sorted(NAMES))
def test_a_challenge_with_a_hostile_name_is_won_kept_and_counted(
    qtbot, tmp_path, monkeypatch, kind, speed
):
    name = NAMES[kind]
    window = MainWindow(variant="penguin", deal_number=1, speed=speed)
    qtbot.addWidget(window)
    window.resize(1000, 720)
    window.show()
    qtbot.waitExposed(window)
    saved = tmp_path / "current-game.json"
    addons = attach_addons(window, statistics_path=tmp_path / "s.sqlite", saved_game_path=saved)
    seen: dict = {}

    class Watched(record_actions.ComparisonDialog):
        """The comparison, noting what was kept and counted when it opened."""

        def __init__(self, *args, **kwargs) -> None:
            game = window.controller.game
            seen["saved"] = json.loads(saved.read_text())["result"]
            seen["counted"] = addons.statistics.is_recorded(game)
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(record_actions, "ComparisonDialog", Watched)
    records = addons.records
    assert records.open_path(challenge_file(tmp_path / "theirs.penguin.json", name))
    offer = records.last_dialog
    assert any(shown(name) in label_reads(label) for label in offer.findChildren(QLabel))
    offer.accept()
    beats: list[float] = []

    def won() -> None:  # connected after the window's own parts: it runs after them
        start = time.monotonic()
        QTimer.singleShot(100, lambda: beats.append(time.monotonic() - start))

    window.controller.game_won.connect(won)
    driver = Driver(window, qtbot)
    for move in solution("penguin-4.txt"):
        driver.click_move(move)
    qtbot.waitUntil(lambda: bool(beats) and records.last_dialog is not offer, timeout=20_000)
    assert window.controller.game.is_won()
    assert beats[0] < 1.0, "the window did not answer within a second of the win"
    assert seen == {"saved": "won", "counted": True}
    texts = [label_reads(label) for label in records.last_dialog.findChildren(QLabel)]
    assert shown(name) in texts
    assert json.loads(saved.read_text())["result"] == "won"
    assert [r.result for r in addons.statistics.stats.pending()] in ([], ["won"])
    records.last_dialog.close()


# -- a plugin's words ------------------------------------------------------------------------


class _Hostile:
    @hookimpl
    def register_variants(self, register):
        register(Rules(id="hostile", name=MARKUP, description=MARKUP, cells=4))


class _Failing:
    @hookimpl
    def register_variants(self, register):
        raise RuntimeError(MARKUP)


def test_a_plugins_words_are_shown_as_written_in_the_settings(qtbot):
    host = PluginHost()
    host.add_plugin(_Hostile(), "<i>hostile</i>", source="<b>hostile 1.0</b>")
    host.add_plugin(_Failing(), "failing", source="failing 1.0")
    dialog = SettingsDialog(
        host, Preferences(variant="hostile"), decks=(("builtin", "Built-in"), ("d", MARKUP))
    )
    qtbot.addWidget(dialog)
    assert dialog.variant_box.currentData() == "hostile"
    assert "From: <b>hostile 1.0</b>" in label_reads(dialog.variant_info)  # the plugin's source
    assert dialog.deck_box.itemText(1) == MARKUP
    tree = dialog.plugin_tree
    rows = {
        tree.topLevelItem(i).text(0): tree.topLevelItem(i) for i in range(tree.topLevelItemCount())
    }
    assert MARKUP in tip_reads(rows["failing"].toolTip(2))
    rows["<i>hostile</i>"].setCheckState(0, GuiQt.CheckState.Unchecked)  # the current variant's
    box = dialog.plugin_question
    assert box is not None
    assert MARKUP in box_reads(box) and "<i>hostile</i>" in box_reads(box)


def test_a_plugins_variant_is_shown_as_written_in_the_window(qtbot):
    host = PluginHost()
    host.add_plugin(_Hostile(), "hostile", source="hostile 1.0")
    window = MainWindow(variant="hostile", deal_number=1, speed="off", host=host)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    label = window.labels["variant"]
    assert label.text() == MARKUP and label.textFormat().name == "PlainText"
    assert MARKUP in tip_reads(label.toolTip())
    window.variant_menu.aboutToShow.emit()  # the entries' tooltips are written as it opens
    assert MARKUP in tip_reads(window.variant_actions["hostile"].toolTip())
    # in the Variant menu its "&" is an ampersand, not the mark of the entry's key
    assert window.variant_actions["hostile"].iconText() == MARKUP
    page = rules_page(window.controller.rules, None, False)
    assert "<img" not in page and "<b>Bold" not in page
    assert as_read(page, True).count(MARKUP) == 2  # the heading and the description
    assert f"<title>{html.escape(MARKUP)}</title>" in page  # "{body}" in a name stays a name
    controller = window.controller
    controller.play(controller.rules.legal_moves(controller.game.position)[0])
    window.switch_rules(dataclasses.replace(controller.rules, cells=5))  # asks first
    box = window.rules_question
    assert box is not None and MARKUP in box_reads(box)
    informative = box.findChild(QLabel, "qt_msgbox_informativelabel")
    assert informative is None or label_reads(informative) == box.informativeText()
    box.close()


def test_a_message_with_a_name_from_a_file_is_announced_as_written(table):
    said = f"Same deal as {IMG}: good luck"
    table.window.show_message(said)
    assert table.window.accessibility.announcements[-1] == said

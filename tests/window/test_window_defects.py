"""The window-level defects found in play, each played through the real window."""

from __future__ import annotations

import os
import subprocess
import sys
from importlib.metadata import version

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest

from penguin_qt.engine import Move
from penguin_qt.session import LOST, WINNABLE
from penguin_qt.ui.assistant.hints import HINT_COLOUR, HintMarker
from penguin_qt.ui.keeping.settings import Preferences
from penguin_qt.ui.table.items import FocusFrame

SLOW = 60_000


def _wait_state(qtbot, assistant, state):
    qtbot.waitUntil(lambda: assistant.winnability.state == state, timeout=SLOW)


# -- the winnability indicator in words -----------------------------------------------------------


def test_a_deal_that_could_never_be_won_says_cannot_be_won(open_window, qtbot):
    window, addons = open_window(variant="penguin-0", deal_number=1)
    assistant = addons.assistant
    _wait_state(qtbot, assistant, LOST)
    assert window.controller.game.move_count == 0
    assert assistant.indicator.text() == "Cannot be won"
    assert "no longer" not in assistant.indicator.toolTip()
    assert not assistant.undo_to_winnable_action.isEnabled()


def test_the_losing_move_is_told_in_words_in_the_message_line(open_window, qtbot):
    window, addons = open_window(deal_number=1)
    assistant = addons.assistant
    _wait_state(qtbot, assistant, WINNABLE)
    for text in ("7g", "7f"):
        assert window.controller.play(Move.parse(text))
        _wait_state(qtbot, assistant, WINNABLE)
    card = window.controller.position.columns[6][-1]
    from penguin_qt.engine.cards import card_label

    assert window.controller.play(Move.parse("7e"))
    _wait_state(qtbot, assistant, LOST)
    said = f"No longer winnable since move 3, when the {card_label(card)} went to a flipper"
    assert window.statusBar().currentMessage() == said
    assert "(7e)" not in assistant.indicator.text() + assistant.indicator.toolTip()
    assert assistant.undo_to_winnable_action.isEnabled()
    assert addons.assistant.indicator_part.link.isVisible()


def test_the_base_rank_is_shown_only_where_it_varies(open_window):
    window, _ = open_window(addons=False)
    assert window.labels["base"].isVisible()
    for variant in ("freecell", "eight-off"):
        window.set_variant(variant)
        assert window.controller.rules.id == variant
        assert not window.labels["base"].isVisible()
    window.set_variant("penguin")
    assert window.labels["base"].isVisible()


# -- hints ----------------------------------------------------------------------------------------


def _strongest_colour(item, rect: QRectF) -> QColor:
    """Render ``item`` alone on transparency and give its most saturated colour."""
    image = QImage(int(rect.width()) + 40, int(rect.height()) + 40, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(20 - rect.x(), 20 - rect.y())
    item.paint(painter, None, None)
    painter.end()
    best = QColor(0, 0, 0, 0)
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = QColor.fromRgba(image.pixel(x, y))
            if c.alpha() > 200 and c.hsvSaturation() > best.hsvSaturation():
                best = c
    return best


def test_the_hint_marks_look_unlike_the_keyboard_frame():
    rect = QRectF(0, 0, 90, 130)
    frame = FocusFrame()
    frame.set_rect(rect)
    marker = HintMarker(rect, QRectF(200, 0, 90, 130))
    frame_colour = _strongest_colour(frame, rect)
    hint_colour = _strongest_colour(marker, marker.boundingRect())
    assert hint_colour.hsvHue() == HINT_COLOUR.hsvHue()
    difference = abs(hint_colour.hsvHue() - frame_colour.hsvHue())
    assert min(difference, 360 - difference) > 60


def _hint(qtbot, window, assistant):
    with qtbot.waitSignal(assistant.hint_shown, timeout=SLOW) as shown:
        assistant.hint_action.trigger()
    assert assistant.hint_marker is not None
    assert window.statusBar().currentMessage().startswith("Hint 1 of")
    return shown.args[0]


def test_the_hint_goes_away_when_the_player_moves_the_frame(open_window, qtbot):
    window, addons = open_window()
    assistant = addons.assistant
    _hint(qtbot, window, assistant)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert assistant.hint_marker is None
    assert window.statusBar().currentMessage() == ""
    assert window.controller.game.hints_used == 1  # the game counts as assisted


def test_the_hint_goes_away_when_the_player_clicks_the_table(open_window, qtbot):
    window, addons = open_window()
    assistant = addons.assistant
    _hint(qtbot, window, assistant)
    point = window.view.mapFromScene(QPointF(5, window.scene.height() - 5))
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert assistant.hint_marker is None
    assert window.statusBar().currentMessage() == ""


def test_the_hint_text_of_the_last_deal_goes_with_it(open_window, qtbot):
    window, addons = open_window()
    _hint(qtbot, window, addons.assistant)
    dialog = window.choose_deal()
    dialog.setIntValue(77)
    dialog.accept()
    assert window.controller.game.deal_number == 77
    assert window.statusBar().currentMessage() == ""
    assert addons.assistant.hint_marker is None
    _hint(qtbot, window, addons.assistant)
    window.new_action.trigger()
    assert window.statusBar().currentMessage() == ""


def test_a_hint_says_the_move_in_words(open_window, qtbot):
    window, addons = open_window()
    move = _hint(qtbot, window, addons.assistant)
    text = window.statusBar().currentMessage()
    assert " to " in text and move.text not in text.split(":")[-1].split()


# -- changing rules -------------------------------------------------------------------------------


def test_the_variant_menu_asks_before_leaving_a_game_in_progress(open_window):
    window, _ = open_window(addons=False)
    window.variant_actions["freecell"].trigger()  # no move yet: no question
    assert window.controller.rules.id == "freecell"
    assert window.rules_question is None
    move = next(iter(window.controller.rules.legal_moves(window.controller.position)))
    assert window.controller.play(move)
    window.variant_actions["penguin"].trigger()
    box = window.rules_question
    assert box is not None and box.isVisible()
    assert window.controller.rules.id == "freecell"
    box.button(box.StandardButton.No).click()
    assert window.controller.rules.id == "freecell"
    assert window.controller.game.move_count == 1
    assert window.variant_actions["freecell"].isChecked()
    window.variant_actions["penguin"].trigger()
    box = window.rules_question
    box.button(box.StandardButton.Yes).click()
    assert window.controller.rules.id == "penguin"
    assert window.controller.game.move_count == 0


def test_settings_and_the_variant_menu_ask_the_same_question(open_window):
    window, _ = open_window(addons=False)
    assert window.controller.play(Move.parse("7g"))
    window.variant_actions["freecell"].trigger()
    from_menu = window.rules_question
    menu_text = from_menu.text()
    from_menu.button(from_menu.StandardButton.No).click()
    prefs = window.current_preferences()
    prefs.variant = "freecell"
    window.apply_preferences(prefs)
    from_settings = window.rules_question
    assert from_settings.text() == menu_text
    from_settings.button(from_settings.StandardButton.No).click()
    assert window.controller.rules.id == "penguin"


def test_the_variant_entries_tooltips_are_written_when_the_menu_opens(open_window):
    """Not at the start nor at every move: the rules of every variant, each time the menu
    opens after a change, the variant played with the numbers it is played with."""
    prefs = Preferences(animation_speed="off", variant="penguin-5")
    window, _ = open_window(variant="penguin-5", addons=False, prefs=prefs)
    actions = window.variant_actions
    names = {v: a.toolTip() for v, a in actions.items()}  # Qt's own: the entry's name
    assert len(actions) >= 8 and window.variant_menu.toolTipsVisible()  # shown on hovering
    window.variant_menu.aboutToShow.emit()
    assert all(a.toolTip() != names[v] for v, a in actions.items())
    assert actions["penguin"].toolTip() != actions["freecell"].toolTip()
    first = actions["penguin-5"].toolTip()
    prefs = window.current_preferences()
    prefs.flippers = 6
    window.apply_preferences(prefs)
    entry = window.variant_actions["penguin-5"]  # the menu's entries may be new ones now
    assert entry.toolTip() in (first, names["penguin-5"])  # closed: written when it opens
    window.variant_menu.aboutToShow.emit()
    tip = entry.toolTip()
    assert "6 flippers" in tip and "5 flippers" not in tip and "5 flippers" in first


def test_the_variant_description_follows_the_free_parameters(open_window):
    saved = []
    window, _ = open_window(
        variant="penguin-5",
        addons=False,
        prefs=Preferences(animation_speed="off", variant="penguin-5"),
        save_prefs=lambda p: saved.append(p.copy()),
    )
    assert "5 flippers" in window.labels["variant"].own_tooltip()
    prefs = window.current_preferences()
    prefs.flippers = 6
    window.apply_preferences(prefs)
    assert window.controller.rules.cells == 6
    tip = window.labels["variant"].own_tooltip()
    assert "6 flippers" in tip and "5 flippers" not in tip
    # the rules played are the player's own, and the field says so
    assert window.labels["variant"].text() == "Penguin, 5 flippers (custom)"
    assert tip.startswith("Custom rules, changed from the variant: 6 flippers instead of 5.")
    window.variant_menu.aboutToShow.emit()  # the entries' tooltips are written as it opens
    assert "6 flippers" in window.variant_actions["penguin-5"].toolTip()
    assert saved[-1].flippers == 6


# -- about, the deck ------------------------------------------------------------------------------


def test_the_about_box_shows_the_version(open_window):
    window, _ = open_window(addons=False)
    box = window.show_about()
    assert version("penguin-qt") in box.text()
    box.close()


def test_a_deck_that_does_not_exist_is_named_in_the_window(open_window, tmp_path):
    missing = str(tmp_path / "no-such-deck.svg")
    window, _ = open_window(addons=False, deck=missing)
    message = window.statusBar().currentMessage()
    assert missing in message and "built-in" in message
    assert window.scene.deck.id == "builtin"


def test_a_deck_that_does_not_exist_is_named_on_stderr(tmp_path):
    """The real program, started with a deck path that is not there."""
    missing = str(tmp_path / "no-such-deck.svg")
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        HOME=str(tmp_path),
    )
    process = subprocess.Popen(
        [sys.executable, "-m", "penguin_qt.ui.app", "--deck", missing, "--speed", "off"],
        env=env,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        line = process.stderr.readline()
    finally:
        process.terminate()
        process.wait(30)
    assert line.startswith("penguin-qt: ") and missing in line


def test_the_settings_dialog_describes_the_rules_with_its_parameters(open_window):
    _, addons = open_window(variant="penguin-5")
    dialog = addons.settings.open()
    assert "5 flippers" in dialog.variant_info.text()
    dialog.flippers_own.setChecked(False)
    dialog.flippers_box.setValue(6)
    text = dialog.variant_info.text()
    assert "6 flippers" in text and "5 flippers" not in text and "5 cells" not in text
    dialog.run_box.setCurrentIndex(dialog.run_box.findData("unlimited"))
    assert "any length" in dialog.variant_info.text()
    dialog.reject()


def test_settings_that_cannot_be_written_are_said_once_until_a_write_succeeds(open_window):
    from penguin_qt.engine.errors import N_, Text

    answers = [
        Text(N_("The settings could not be saved to {path}: {reason}"), path="p", reason="r")
    ]
    window, _ = open_window(save_prefs=lambda prefs: answers[-1])
    said = []
    show = window.show_message
    window.show_message = lambda text, *args: (said.append(text), show(text, *args))
    window.settings.set_speed("fast", remember=True)
    window.settings.set_speed("slow", remember=True)
    assert [m for m in said if "could not be saved" in m] == [
        "The settings could not be saved to p: r"
    ]
    answers.append(None)
    window.settings.set_speed("normal", remember=True)
    answers.append(answers[0])
    window.settings.set_speed("fast", remember=True)
    assert len([m for m in said if "could not be saved" in m]) == 2

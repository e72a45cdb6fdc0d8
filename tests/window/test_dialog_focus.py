"""After any modal dialog closes, the keyboard is the table's again: shortcuts and arrow keys
work at once, without a click on the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit


def _elsewhere(window):
    """Put the keyboard somewhere else in the window first (as a click on another widget
    would), so the test sees the table take it back."""
    other = QLineEdit()
    window.add_status_widget(other)
    other.setFocus()
    QApplication.processEvents()
    assert not window.view.hasFocus()
    return other


def _close(dialog, qtbot):
    dialog.reject()
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=2000)


def _settings(window, addons):
    return addons.settings.open()


def _statistics(window, addons):
    return addons.statistics.show_dialog()


def _about(window, addons):
    return window.show_about()


DIALOGS = {
    "choose deal": lambda window, addons: window.choose_deal(),
    "settings": _settings,
    "rules": lambda window, addons: window.show_rules(),
    "statistics": _statistics,
    "about": _about,
    "how to play": lambda window, addons: window.show_how_to_play(),
}


@pytest.mark.parametrize("name", list(DIALOGS))
def test_the_table_has_the_keyboard_after_a_dialog_closes(open_window, qtbot, name):
    window, addons = open_window()
    _elsewhere(window)
    dialog = DIALOGS[name](window, addons)
    assert isinstance(dialog, QDialog)
    qtbot.waitUntil(dialog.isVisible, timeout=2000)
    _close(dialog, qtbot)
    qtbot.waitUntil(window.view.hasFocus, timeout=2000)
    assert QApplication.activeWindow() is window


def test_after_choose_deal_the_arrow_keys_move_the_frame_at_once(open_window, qtbot):
    window, _ = open_window()
    _elsewhere(window)
    dialog = window.choose_deal()
    qtbot.waitUntil(dialog.isVisible, timeout=2000)
    dialog.setIntValue(123)
    dialog.accept()
    qtbot.waitUntil(window.view.hasFocus, timeout=2000)
    assert window.controller.game.deal_number == 123
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)  # shows the frame
    assert window.scene.focus_frame.isVisible()
    before = window.scene.focus_pile
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert window.scene.focus_pile != before


def test_a_question_opened_by_a_dialog_keeps_the_keyboard_until_it_closes(open_window, qtbot):
    window, _ = open_window()
    assert window.controller.play(
        next(iter(window.controller.rules.legal_moves(window.controller.position)))
    )
    prefs = window.current_preferences()
    prefs.run_limit = "unlimited"
    window.apply_preferences(prefs)
    box = window.rules_question
    qtbot.waitUntil(box.isVisible, timeout=2000)
    QApplication.processEvents()
    assert not window.view.hasFocus() or QApplication.activeModalWidget() is box
    box.reject()
    qtbot.waitUntil(window.view.hasFocus, timeout=2000)

"""Details a player of KPatience or PySolFC notices: the dialogs, the words, the window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from penguin_qt.storage.statistics import Statistics
from penguin_qt.ui.keeping.statistics_dialog import StatisticsRecorder

# -- questions that destroy something default to the safe answer ------------------------------


def test_enter_in_reset_statistics_keeps_the_statistics(open_window, qtbot, tmp_path):
    window, _ = open_window(addons=False)
    stats = Statistics(tmp_path / "own.sqlite")
    stats.record("penguin", "won", deal=1, moves=90, seconds=200, cards_home=52, score=800)
    dialog = StatisticsRecorder(window, stats).show_dialog()
    box = dialog.reset()
    assert box is not None
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert stats.summary("penguin").played == 1
    box = dialog.reset()
    assert box is not None
    box.button(QMessageBox.StandardButton.Yes).click()
    assert stats.summary("penguin").played == 0
    stats.close()


def test_enter_in_turn_off_plugin_keeps_the_plugin_on(qtbot, host):
    from penguin_qt.ui.dialogs.settings_dialog import SettingsDialog
    from penguin_qt.ui.keeping.settings import Preferences

    dialog = SettingsDialog(host, Preferences(variant="penguin"))
    qtbot.addWidget(dialog)
    name = next(n for n, info in host.plugins.items() if "penguin" in info.variants)
    dialog.plugins._ask_before_turning_off(name, "Penguin")
    box = dialog.plugins.question
    assert box is not None
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert host.plugins[name].state == "active"

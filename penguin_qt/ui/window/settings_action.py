"""Game › Settings…: opens the dialog on what is on the table now and hands what the player
chose to the window, which applies it (``MainWindow.apply_preferences``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence
from shiboken6 import isValid

from ..dialogs.settings_dialog import SettingsDialog
from ..shared.resources import icon_path
from ..table.deck import available_decks


def _tr(text: str) -> str:
    return QCoreApplication.translate("Assistant", text)


class SettingsAction(QObject):
    """The Settings… command of one window; ``dialog`` is the one open last (for tests)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: SettingsDialog | None = None
        self.action = QAction(_tr("&Settings…"), window)
        self.action.setShortcuts([QKeySequence("Ctrl+,"), QKeySequence("F10")])
        self.action.setIcon(QIcon.fromTheme("preferences-system", QIcon(icon_path("settings.svg"))))
        self.action.triggered.connect(self.open)
        window.add_action("game", self.action, section="tools", toolbar=True)

    def open(self) -> SettingsDialog:
        w = self.window
        dialog = SettingsDialog(w.controller.host, w.current_preferences(), available_decks(), w)
        dialog.applied.connect(w.apply_preferences)
        dialog.applied.connect(lambda _prefs: self._follow_the_answer(dialog))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dialog
        dialog.open()
        return dialog

    def _follow_the_answer(self, dialog: SettingsDialog) -> None:
        """When the window asks before it changes the game, the dialog (still open after
        Apply) shows the answer: a No keeps the game, and the dialog's variant with it."""
        question = self.window.rules_question
        if question is None:
            return

        def answered(_result: int) -> None:
            if isValid(dialog):
                dialog.follow(self.window.current_preferences())

        question.finished.connect(answered)

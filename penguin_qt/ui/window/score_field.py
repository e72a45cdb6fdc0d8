"""The score in the status bar, as it stands after every move, undo and redo: the engine's
``Game.score`` (the one scoring rule), with the window's account of it in the tooltip."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ...i18n import number
from ..shared.status import FieldLabel


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class ScoreField(QObject):
    """The "Score N" field of one window."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.label = FieldLabel()
        self.label.setObjectName("status-score")
        window.add_status_widget(self.label)
        window.position_changed.connect(self.update)
        window.game_started.connect(self.update)
        self.update()

    def update(self) -> None:
        """Follow the table: once the cards in flight have landed."""
        self.window.when_landed(self._show)

    def _show(self) -> None:
        game = self.window.controller.game
        if game is None:
            return
        self.label.setText(_tr("Score {score}").format(score=number(game.score)))
        self.label.setToolTip(self.window.score_text())

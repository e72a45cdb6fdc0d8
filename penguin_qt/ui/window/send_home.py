"""Game › Send Cards Home: for a player who turned autoplay off, every card that can go home
safely (no other card can still need it) goes there at once, as autoplay would have sent it,
and as a double-click on a foundation does.  The engine decides which (``Game.send_home``,
the "safe" autoplay policy); it is no help: neither a hint nor a solver's move is counted.
The command can be used exactly when there is such a card (a view of the session)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from ...session import Session
from ..shared.views import Command

if TYPE_CHECKING:
    from .window import MainWindow

SHORTCUTS = ("A",)


class SendHome(QObject):
    """The Send Cards Home command of one window (``action``)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.controller = window.controller
        self.action = QAction(self.tr("Send Cards &Home"), window)
        self.action.setObjectName("send-home")
        window.set_shortcuts(self.action, SHORTCUTS)
        self.action.setToolTip(
            self.tr(
                "Every card that can go home safely goes now (autoplay is off); a "
                "double-click on a foundation does the same"
            )
        )
        self.action.triggered.connect(self.controller.send_home)
        window.add_action("game", self.action, section="moves")
        window.views.bind_command(self.action, self._command)

    @staticmethod
    def _command(session: Session) -> Command:
        return Command(can_send_home(session))


def can_send_home(session: Session) -> bool:
    """Whether autoplay is off and a card can go home safely."""
    game = session.game
    return (
        game.autoplay_policy == "none"
        and not game.is_over()
        and session.rules.autoplay_move(game.position, "safe") is not None
    )

"""Game › Give Up: a game the player cannot or will not win is ended, and counted as lost.

In Penguin with few flippers the cards can go round for ever, so a game the solver has
proven lost may never reach "no moves left".  Give Up ends it there: after the player's yes
(Escape or No keeps the game) the engine's game is conceded (``Game.concede``), and the end
of a lost game runs as when no move is left: the statistics count one loss (at once, under
the game's id, so it is counted once whatever follows), the autosave keeps it (a restart
brings it back given up), a challenge shows both results, and the table keeps the final
position in sight under a notice.  Nothing can be played, undone or redone in a game given
up; *Play Again* deals the same deal (or position) as a new game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QIcon, QKeySequence

from ...engine import Game
from ...session import Session
from ..shared.resources import icon_path
from ..shared.views import Command

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from .window import MainWindow

SHORTCUT = "Ctrl+Shift+G"


class GiveUp(QObject):
    """The Give Up command of one window.  ``record(game)``: counts a game that ended (the
    statistics recorder's ``finish``), called before the rest of the window hears of it.
    The box at the end of a game given up, and Play Again, are the window's (``end_box``)."""

    def __init__(self, window: MainWindow, record: Callable[[Game], None] | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self._record = record
        self.question: QMessageBox | None = None  # the question box while it is open
        self.action = QAction(self.tr("&Give Up…"), window)
        self.action.setObjectName("give-up")
        self.action.setShortcut(QKeySequence(SHORTCUT))
        self.action.setIcon(QIcon(icon_path("give-up.svg")))
        self.action.setToolTip(self.tr("End this game here: it is counted as lost"))
        self.action.triggered.connect(self.ask)
        window.add_action("game", self.action, section="deal")
        window.views.bind_command(self.action, lambda s: Command(self.can_give_up(s)))

    @staticmethod
    def can_give_up(session: Session | None) -> bool:
        """Whether there is a game in progress to give up (a move made, not won or lost)."""
        return session is not None and session.in_progress

    def ask(self) -> None:
        """Ask the player first (No, the default, and Escape keep the game)."""
        if not self.can_give_up(self.controller.session):
            return
        game = self.controller.game
        self.window.leave_game(
            lambda: self.give_up(game),
            self.tr("Give up this game? It ends here and is counted as lost."),
            self.tr(
                "The position stays on the table; no move can be taken back. "
                "You can play the same deal again as a new game."
            ),
            title=self.tr("Give Up"),
        )
        self.question = self.window.rules_question

    def give_up(self, game: Game | None = None) -> bool:
        """End the game on the table as lost (``game``: only if it is still that one)."""
        current = self.controller.game
        if current is None or (game is not None and game is not current):
            return False
        if not current.can_concede():
            return False
        self.window.taking_over.emit()  # a demo running stops
        # counted as the loss it is, before the window hears of it: whatever follows, it is
        # one loss
        return self.controller.concede(counted=self._record)

    def play_again(self, game: Game) -> None:
        """The same deal (or starting position) as a new game."""
        self.window.play_again()

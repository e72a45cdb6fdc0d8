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

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QIcon, QKeySequence

from ...engine import Game
from ..shared.resources import icon_path

SHORTCUT = "Ctrl+Shift+G"


class GiveUp(QObject):
    """The Give Up command of one window.  ``record(game)``: counts a game that ended (the
    statistics recorder's ``finish``), called before the rest of the window hears of it."""

    def __init__(self, window, record: Callable[[Game], None] | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self._record = record
        self.question = None  # the question box while it is open (for tests)
        self.action = QAction(self.tr("&Give Up…"), window)
        self.action.setShortcut(QKeySequence(SHORTCUT))
        self.action.setIcon(QIcon(icon_path("give-up.svg")))
        self.action.setToolTip(self.tr("End this game here: it is counted as lost"))
        self.action.triggered.connect(self.ask)
        window.add_action("game", self.action, section="deal")
        self.controller.changed.connect(self._update)
        self.controller.game_started.connect(self._update)
        self.controller.game_lost.connect(self._lost)
        self._update()
        game = self.controller.game
        if game is not None and game.conceded:  # brought back given up: shown as it was left
            self._show_notice(game)

    def can_give_up(self) -> bool:
        """Whether there is a game in progress to give up (a move made, not won or lost)."""
        return self.window.game_in_progress()

    def _update(self) -> None:
        self.action.setEnabled(self.can_give_up())

    def ask(self) -> None:
        """Ask the player first (No, the default, and Escape keep the game)."""
        if not self.can_give_up():
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
        self.window.taking_over.emit()  # a demo running stops
        self.window.scene.finish_animation()
        if not current.concede():
            return False
        if self._record is not None:
            self._record(current)  # counted now: whatever follows, it is one loss
        self.controller.changed.emit()  # the commands, the status, the autosave
        self.controller.game_lost.emit()  # the end of a lost game: the notice, a challenge
        return True

    def _lost(self) -> None:
        """Said over the window's words for a lost game: this one was given up."""
        game = self.controller.game
        if game is None or not game.conceded:
            return
        self._show_notice(game)
        self.window.show_message(self.tr("Game given up: it is counted as lost"))

    def _show_notice(self, game: Game) -> None:
        self.window.notice.open(
            self.tr("Game Given Up"),
            self.tr("This game is counted as lost.") + "\n" + self.window.score_text(),
            [
                (self.tr("Play Again"), lambda: self.play_again(game)),
                (self.tr("New Deal"), lambda: self.controller.new_game()),
                (self.tr("Close"), lambda: None),
            ],
            low=True,  # the position given up stays in sight above it
        )

    def play_again(self, game: Game) -> None:
        """The same deal (or starting position) as a new game."""
        if game.deal_number is not None:
            self.controller.new_game(game.deal_number, game.rules)
        else:
            self.controller.new_game(None, game.rules, position=game.initial)

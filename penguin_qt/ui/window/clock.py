"""The game's clock in the window: it runs only while the player can play.

It stops while the window is minimized, while a modal dialog of the window is open (a
question, a file dialog, the statistics, the settings) and while the player pauses (P, Game ›
Pause); any move or P again goes on.  If the player wants it (Settings › Table › Clock), it
also stops while the program is in the background -- another program's window in front --
and goes on by itself when the player comes back.  The engine's ``Game`` keeps the time;
this decides when it may run.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication
from shiboken6 import isValid

if TYPE_CHECKING:  # its Python class is made with the first dialog, not at the start
    from PySide6.QtWidgets import QDialog

PLAYER = "player"  # the player's Pause
HIDDEN = "hidden"  # the window is minimized
BACKGROUND = "background"  # another program is in front (when the player wants the pause)


class GameClock(QObject):
    """Why the clock of ``window``'s game is stopped (a set of reasons); the game is paused
    while there is any.  ``action`` is Game › Pause (P)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.reasons: set[object] = set()
        self._game = None
        self.action = QAction(self.tr("&Pause"), window)
        self.action.setObjectName("pause")
        self.action.setCheckable(True)
        window.set_shortcuts(self.action, ("P",))
        self.action.setToolTip(self.tr("Stop the clock; P again or any move goes on"))
        self.action.toggled.connect(self._player_pause)
        self.controller.game_started.connect(self._started)
        self.controller.changed.connect(self._changed)
        window.installEventFilter(self)  # its activation: in front or in the background
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.applicationStateChanged.connect(self._application_state)
        window.preferences_changed.connect(lambda _prefs: self._background(self._behind()))

    @property
    def paused_by_player(self) -> bool:
        return PLAYER in self.reasons

    def _player_pause(self, on: bool) -> None:
        game = self.controller.game
        if on and (game is None or game.is_won() or game.is_lost()):
            self.action.setChecked(False)  # nothing to stop
            return
        self._set(PLAYER, on)
        if on:
            self.window.show_message(self.tr("Paused: press P or make a move to go on"), 0)
        else:
            self.window.show_message("")
        self.window.update_time()

    def _set(self, reason: object, on: bool) -> None:
        if on:
            self.reasons.add(reason)
        else:
            self.reasons.discard(reason)
        self.apply()

    def apply(self) -> None:
        """Pause or resume the game as the reasons say."""
        self.controller.set_paused(bool(self.reasons))

    def _started(self) -> None:
        if self._game is not None and self._game is not self.controller.game:
            self._game.pause()  # the game left behind counts no more time
        self._game = self.controller.game
        if self.paused_by_player:
            self.reasons.discard(PLAYER)
            self.action.setChecked(False)
        self.apply()

    def _changed(self) -> None:
        game = self.controller.game
        if game is None:
            return
        if self.paused_by_player and not game.paused:  # a move: the pause is over
            self.reasons.discard(PLAYER)
            self.action.blockSignals(True)
            self.action.setChecked(False)
            self.action.blockSignals(False)
            self.window.show_message("")
            self.window.update_time()
        self.apply()

    # -- what stops it ----------------------------------------------------------------------------

    def set_hidden(self, hidden: bool) -> None:
        """The window is minimized (True) or shown again."""
        self._set(HIDDEN, hidden)

    def _wanted(self) -> bool:
        return bool(getattr(self.window.prefs, "pause_in_background", False))

    def _behind(self) -> bool:
        """Whether no window of the program is in front (another program's is)."""
        return QApplication.activeWindow() is None

    def _background(self, behind: bool) -> None:
        """The program went into the background (True) or came back; the clock stops and
        goes on only when the player wants it so."""
        behind = behind and self._wanted()
        if behind == (BACKGROUND in self.reasons):
            return
        self._set(BACKGROUND, behind)
        self.window.update_time()

    def _application_state(self, state: Qt.ApplicationState) -> None:
        self._background(state != Qt.ApplicationState.ApplicationActive)

    def watch_dialog(self, dialog: QDialog) -> None:
        """Stop the clock while ``dialog`` is shown modally."""
        key = id(dialog)
        dialog.installEventFilter(self)
        dialog.destroyed.connect(lambda: self._dialog_gone(key))

    def _dialog_gone(self, key: int) -> None:
        # a dialog may outlive the window a moment: then there is no game left to go on
        if isValid(self):
            self._set(key, False)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        kind = event.type()
        if obj is self.window:
            if kind == QEvent.Type.WindowActivate:
                self._background(False)
            elif kind == QEvent.Type.WindowDeactivate:
                # another window of the program in front (a dialog, the rules) is not the
                # background: only a window of another program is
                other = QApplication.activeWindow()
                self._background(other is None or other is self.window)
            return False
        # asked of Qt's meta-object, as the window does: QDialog's class waits for a dialog
        if kind == QEvent.Type.Show and obj.inherits("QDialog"):
            if obj.windowModality() != Qt.WindowModality.NonModal or obj.isModal():
                self._set(id(obj), True)
        elif kind == QEvent.Type.Hide:
            self._set(id(obj), False)
        return False

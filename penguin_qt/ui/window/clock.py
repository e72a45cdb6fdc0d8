"""The game's clock in the window: it runs only while the player can play.

It stops while the window is minimized, while a modal dialog of the window is open (a
question, a file dialog, the statistics, the settings) and while the player pauses (P, Game ›
Pause); any move or P again goes on.  If the player wants it (Settings › Table › Clock), it
also stops while the program is in the background -- another program's window in front --
and goes on by itself when the player comes back.  The engine's ``Game`` keeps the time;
the session (``penguin_qt.session``) holds why it is stopped, and this tells the session
when a reason comes or goes.  The Pause command's check and the "Paused" in the status bar
are views of the session.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication
from shiboken6 import isValid

from ...session import BACKGROUND, HIDDEN, PLAYER, Session
from ..shared.views import Command

if TYPE_CHECKING:  # its Python class is made with the first dialog, not at the start
    from PySide6.QtWidgets import QDialog

    from .window import MainWindow


class GameClock(QObject):
    """Tells ``window``'s session why its clock is stopped.  ``action`` is Game › Pause (P)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.action = QAction(self.tr("&Pause"), window)
        self.action.setObjectName("pause")
        self.action.setCheckable(True)
        window.set_shortcuts(self.action, ("P",))
        self.action.setToolTip(self.tr("Stop the clock; P again or any move goes on"))
        self.action.toggled.connect(self._player_pause)
        window.views.bind_command(self.action, self._pause_command)
        # the cards are hidden while the player pauses: the stopped clock is no time to plan
        scene = window.scene
        window.views.bind(
            "cards hidden while paused",
            lambda s: s.paused_by_player,
            scene.set_covered,
            lambda: scene.covered,
        )
        scene.uncover_asked.connect(lambda: self.action.setChecked(False))
        window.installEventFilter(self)  # its activation: in front or in the background
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.applicationStateChanged.connect(self._application_state)
        window.preferences_changed.connect(lambda _prefs: self._background(self._behind()))

    @staticmethod
    def _pause_command(session: Session) -> Command:
        return Command(not session.over, session.paused_by_player)

    @property
    def reasons(self) -> frozenset[str]:
        session = self.controller.session
        return session.stops if session is not None else frozenset()

    @property
    def paused_by_player(self) -> bool:
        session = self.controller.session
        return session is not None and session.paused_by_player

    def _player_pause(self, on: bool) -> None:
        session = self.controller.session
        if session is None or (on and session.over):
            self.window.views.render()  # nothing to stop: the check goes back
            return
        self.controller.stop_clock(PLAYER, on)
        if on:
            self.window.show_message(self.tr("Paused: press P or make a move to go on"), 0)
        else:
            self.window.show_message("")

    # -- what stops it ----------------------------------------------------------------------------

    def set_hidden(self, hidden: bool) -> None:
        """The window is minimized (True) or shown again."""
        self.controller.stop_clock(HIDDEN, hidden)

    def _wanted(self) -> bool:
        return bool(getattr(self.window.prefs, "pause_in_background", False))

    def _behind(self) -> bool:
        """Whether no window of the program is in front (another program's is)."""
        return QApplication.activeWindow() is None

    def _background(self, behind: bool) -> None:
        """The program went into the background (True) or came back; the clock stops and
        goes on only when the player wants it so."""
        self.controller.stop_clock(BACKGROUND, behind and self._wanted())

    def _application_state(self, state: Qt.ApplicationState) -> None:
        self._background(state != Qt.ApplicationState.ApplicationActive)

    def watch_dialog(self, dialog: QDialog) -> None:
        """Stop the clock while ``dialog`` is shown modally."""
        key = f"dialog:{id(dialog)}"
        dialog.installEventFilter(self)
        dialog.destroyed.connect(lambda: self._dialog_gone(key))

    def _dialog_gone(self, key: str) -> None:
        # a dialog may outlive the window a moment: then there is no game left to go on
        if isValid(self) and isValid(self.controller):
            self.controller.stop_clock(key, False)

    def eventFilter(self, obj: Any, event: Any) -> bool:  # noqa: N802
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
        key = f"dialog:{id(obj)}"
        if kind == QEvent.Type.Show and obj.inherits("QDialog"):
            if obj.windowModality() != Qt.WindowModality.NonModal or obj.isModal():
                self.controller.stop_clock(key, True)
        elif kind == QEvent.Type.Hide:
            self.controller.stop_clock(key, False)
        return False

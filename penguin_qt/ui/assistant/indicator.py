"""The winnability indicator in the status row, and Undo to Last Winnable Position.

``assess`` (``ui.winnability``) decides what is known; this only says it: short in the status
row ("Winnable", "Cannot be won", "No longer winnable since move 19": capitalised like the
other fields); the length of the
solver's winning line and the losing move in words in the tooltip, and the losing move once
in the message line ("…since move 19, when the 8♠ went to a flipper").  When the position is
proven lost, the offer beside the verdict is *Undo to Last Winnable Position* and, once the
window has it (``offer_give_up``), *Give Up*.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt, Signal
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QSizePolicy, QToolButton

from ...engine import Position
from ...solving import UNSOLVABLE
from ..shared.resources import icon_path
from ..shared.status import FieldLabel
from ..shared.wording import loss_phrase
from .winnability import CANNOT_TELL, LOST, THINKING, WINNABLE, WON, Winnability, assess

COLOURS = {WINNABLE: "#1a7f37", LOST: "#b3261e"}


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Assistant", text, None, n)


class WinnabilityIndicator(QObject):
    """Says what the solver knows of the game; ``changed(Winnability)`` on every update,
    ``undoing()`` just before it takes moves back."""

    changed = Signal(object)
    undoing = Signal()

    def __init__(self, window, runner) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.runner = runner
        self.winnability = Winnability(THINKING)
        self._said: tuple | None = None  # the loss last said in the message line
        self.label = FieldLabel(hug=True)  # the undo button sits right after the verdict
        self.label.setObjectName("status-winnability")
        # the one field that gives way first: it takes what the others leave
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.undo_action = QAction(_tr("Undo to Last &Winnable Position"), window)
        self.undo_action.setShortcut(QKeySequence("Ctrl+Shift+W"))
        self.undo_action.setIcon(QIcon.fromTheme("edit-undo", QIcon(icon_path("undo.svg"))))
        self.undo_action.setToolTip(_tr("Take back moves until the game can be won again"))
        self.undo_action.setEnabled(False)
        self.undo_action.triggered.connect(self.undo_to_winnable)
        # beside the verdict, a small button (the whole row must fit a narrow window)
        self.link = QToolButton()
        self.link.setObjectName("status-undo-to-winnable")
        self.link.setDefaultAction(self.undo_action)
        self.link.setAutoRaise(True)
        self.link.setIconSize(QSize(16, 16))
        self.link.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # its room is kept while it is hidden: the status row, and so the table above it,
        # keeps its size when the offer comes and goes
        policy = self.link.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.link.setSizePolicy(policy)
        self.link.hide()
        self.give_up_link = QToolButton()  # its action comes with offer_give_up
        self.give_up_link.setObjectName("status-give-up")
        self.give_up_link.setAutoRaise(True)
        self.give_up_link.setIconSize(QSize(16, 16))
        self.give_up_link.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.give_up_link.hide()
        self.give_up_action: QAction | None = None
        window.add_status_widget(self.give_up_link, first=True)
        window.add_status_widget(self.link, first=True)
        window.add_status_widget(self.label, first=True, stretch=100)
        window.add_action("game", self.undo_action, section="assist")

    def offer_give_up(self, action: QAction) -> None:
        """Offer ``action`` (Game › Give Up) beside a verdict that the game is lost."""
        self.give_up_action = action
        self.give_up_link.setDefaultAction(action)
        policy = self.give_up_link.sizePolicy()  # as the undo's: the row keeps its size
        policy.setRetainSizeWhenHidden(True)
        self.give_up_link.setSizePolicy(policy)
        action.changed.connect(self._show_give_up)
        self._show_give_up()

    def _show_give_up(self) -> None:
        # only on an exact verdict: the solver proved the position lost, not "can't tell"
        action = self.give_up_action
        shown = action is not None and action.isEnabled() and self.winnability.state == LOST
        self.give_up_link.setVisible(shown)

    def lookup(self, position: Position):
        """The known verdict of ``position`` as (state, moves), None when not known."""
        verdict = self.runner.known(position)
        if verdict is None:
            return None
        return verdict.state, len(verdict.moves)

    def refresh(self) -> None:
        self.window.when_landed(self._refresh)  # say "Won" when the cards have landed

    def _refresh(self) -> None:
        game = self.controller.game
        if game is None:
            return
        w = assess(game.initial, game.history, self.lookup, self.runner.thinking)
        self.winnability = w
        self.label.setText(self.text(w))
        self.label.setToolTip(self.tooltip(w))
        colour = COLOURS.get(w.state)
        sheet = f"color: {colour}" if colour else ""
        if sheet != self.label.styleSheet():  # a new style sheet lays the status row out again
            self.label.setStyleSheet(sheet)
        can_undo = w.state == LOST and w.last_winnable is not None and game.can_undo()
        self.undo_action.setEnabled(can_undo)
        self.link.setVisible(can_undo)
        self._show_give_up()
        self._say_loss(w)
        self.changed.emit(w)

    def never_winnable(self) -> bool:
        """Whether the deal itself is known to be lost: the position as dealt (with the cards
        the deal sent home) has no win, so no move of the player's lost it."""
        game = self.controller.game
        if game is None:
            return False
        dealt = [game.initial]
        for step in game.history:
            if not step.auto:
                break
            dealt.append(step.after)
        return any((self.lookup(p) or ("",))[0] == UNSOLVABLE for p in dealt)

    def text(self, w: Winnability) -> str:
        if w.state == WON:
            return _tr("Won")
        if w.state == WINNABLE:
            # No count in the field: the solvers' lines differ from run to run and need not be
            # the shortest, so a number there would move by itself.  The tooltip says it.
            return _tr("Winnable")
        if w.state == LOST:
            if self.never_winnable():
                return _tr("Cannot be won")
            if w.losing_step is not None:
                return _tr("No longer winnable since move {n}").format(
                    n=self._move_number(w.losing_step)
                )
            if w.last_winnable is None:
                return _tr("Cannot be won from here")
            return _tr("No longer winnable")
        if w.state == CANNOT_TELL:
            if self.runner.no_solver:
                return _tr("Can't tell — no solver for these rules")
            return _tr("Can't tell")
        return _tr("Thinking…")

    def loss_text(self, w: Winnability) -> str:
        """The losing move in words: "no longer winnable since move 19, when the 8♠ went to
        a flipper" (empty when no move is known to have lost the game)."""
        if w.state != LOST or w.losing_step is None or self.never_winnable():
            return ""
        step = self.controller.game.history[w.losing_step]
        return _tr("no longer winnable since move {n}, {when}").format(
            n=self._move_number(w.losing_step), when=loss_phrase(step, self.controller.rules)
        )

    def tooltip(self, w: Winnability) -> str:
        if w.state == LOST and self.never_winnable():
            text = _tr("The solver found no way to win this deal from its start")
        elif w.state == WINNABLE:
            text = _tr(
                "The solver found a win in %n move(s) from here (one line of many, not "
                "always the shortest)",
                w.moves_left or 0,
            )
        elif w.state == CANNOT_TELL and self.runner.no_solver:
            text = _tr("No solver can play these rules: {why}").format(why=self.runner.no_solver)
        else:
            loss = self.loss_text(w)
            text = loss[:1].upper() + loss[1:] if loss else ""
        if self.runner.choice_note:  # the solver chosen in Settings could not play them
            text = f"{text}\n{self.runner.choice_note}" if text else self.runner.choice_note
        game = self.controller.game
        summary = self.runner.summary(game.position) if game is not None else ""
        if summary:  # how the solvers decided: "solved by … in 4 ms; … cancelled"
            summary = summary[:1].upper() + summary[1:]
            text = f"{text}\n{summary}" if text else summary
        return text

    def _say_loss(self, w: Winnability) -> None:
        """Say the losing move once in the message line, where it has the whole width."""
        loss = self.loss_text(w)
        if not loss:
            self._said = None
            return
        key = (id(self.controller.game), w.losing_step)
        if key != self._said:
            self._said = key
            self.window.show_message(loss[:1].upper() + loss[1:])

    def _move_number(self, index: int) -> int:
        """The player's move number of the step at ``index`` (autoplay not counted)."""
        history = self.controller.game.history
        return sum(1 for s in history[: index + 1] if not s.auto)

    def undo_to_winnable(self) -> None:
        """Take back moves until the position is one the solver knows can be won."""
        game = self.controller.game
        w = self.winnability
        if game is None or w.state != LOST or w.last_winnable is None:
            return
        self.undoing.emit()
        while len(game.history) > w.last_winnable and game.can_undo():
            if not self.controller.undo():
                break
        self.window.show_message(_tr("Back to a position that can still be won"))

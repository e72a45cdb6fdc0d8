"""The winnability indicator in the status row, and Undo to Last Winnable Position: views of
the session (``penguin_qt.session.winnability`` decides what is known; this says it).

Short in the status row ("Winnable", "Cannot be won", "No longer winnable since move 19":
capitalised like the other fields); the length of the solver's winning line and the losing
move in words in the tooltip, and the losing move once in the message line ("…since move
19, when the 8♠ went to a flipper") when it is found for a move made in this run.  A game
that is over says how it ended, never "Winnable".  When the position is proven lost, the
offer beside the verdict is *Undo to Last Winnable Position* and *Give Up*.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt, Signal
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QSizePolicy, QToolButton

from ...engine import Position
from ...session import (
    CANNOT_TELL,
    GIVEN_UP,
    LOST,
    THINKING,
    WINNABLE,
    WON,
    Session,
    Verdicts,
    Winnability,
    never_winnable,
    winnability,
)
from ..shared.resources import icon_path
from ..shared.status import FieldLabel
from ..shared.views import Command, Field
from ..shared.wording import loss_phrase

if TYPE_CHECKING:
    from ..window.window import MainWindow

COLOURS = {WINNABLE: "#1a7f37", LOST: "#b3261e"}


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Assistant", text, None, n)


class SolverNotes(Protocol):
    """What the assistant's verdicts say of the solvers beside the verdicts themselves."""

    no_solver: str
    choice_note: str

    def summary(self, position: Position) -> str: ...


def notes_of(verdicts: Verdicts) -> SolverNotes | None:
    return verdicts if hasattr(verdicts, "summary") else None  # type: ignore[return-value]


def move_number(session: Session, index: int) -> int:
    """The player's move number of the history step at ``index`` (autoplay not counted)."""
    return session.playing(index)


def verdict_text(session: Session, w: Winnability) -> str:
    if session.result == GIVEN_UP:
        return _tr("Given up")
    if w.state == WON:
        return _tr("Won")
    if session.result == LOST and w.state != LOST:
        return _tr("No moves left")
    if w.state == WINNABLE:
        # No count in the field: the solvers' lines differ from run to run and need not be
        # the shortest, so a number there would move by itself.  The tooltip says it.
        return _tr("Winnable")
    if w.state == LOST:
        if never_winnable(session):
            return _tr("Cannot be won")
        if w.losing_step is not None:
            return _tr("No longer winnable since move {n}").format(
                n=move_number(session, w.losing_step)
            )
        if w.last_winnable is None:
            return _tr("Cannot be won from here")
        return _tr("No longer winnable")
    if w.state == CANNOT_TELL:
        notes = notes_of(session.verdicts)
        if notes is not None and notes.no_solver:
            return _tr("Can't tell — no solver for these rules")
        return _tr("Can't tell")
    return _tr("Thinking…")


def loss_text(session: Session, w: Winnability) -> str:
    """The losing move in words: "no longer winnable since move 19, when the 8♠ went to
    a flipper" (empty when no move is known to have lost the game)."""
    if w.state != LOST or w.losing_step is None or never_winnable(session):
        return ""
    step = session.game.history[w.losing_step]
    return _tr("no longer winnable since move {n}, {when}").format(
        n=move_number(session, w.losing_step), when=loss_phrase(step, session.rules)
    )


def verdict_tip(session: Session, w: Winnability) -> str:
    notes = notes_of(session.verdicts)
    if session.result == GIVEN_UP:
        text = _tr("The game was given up and counted as lost")
        if w.state == WINNABLE:
            text += "\n" + _tr(
                "The solver found a win in %n move(s) from here (one line of many, not "
                "always the shortest)",
                w.moves_left or 0,
            )
    elif w.state == LOST and never_winnable(session):
        text = _tr("The solver found no way to win this deal from its start")
    elif w.state == WINNABLE:
        text = _tr(
            "The solver found a win in %n move(s) from here (one line of many, not "
            "always the shortest)",
            w.moves_left or 0,
        )
    elif w.state == CANNOT_TELL and notes is not None and notes.no_solver:
        text = _tr("No solver can play these rules: {why}").format(why=notes.no_solver)
    else:
        loss = loss_text(session, w)
        text = loss[:1].upper() + loss[1:] if loss else ""
    if notes is not None and notes.choice_note:  # the chosen solver could not play them
        text = f"{text}\n{notes.choice_note}" if text else notes.choice_note
    summary = notes.summary(session.position) if notes is not None else ""
    if summary:  # how the solvers decided: "solved by … in 4 ms; … cancelled"
        summary = summary[:1].upper() + summary[1:]
        text = f"{text}\n{summary}" if text else summary
    return "\n".join(sentence(line) for line in text.split("\n"))


def sentence(line: str) -> str:
    """A line of the tooltip as a sentence: it ends with a full stop (the lines are put
    together from the verdict, the solvers' note and how they decided)."""
    line = line.rstrip()
    return line if not line or line.endswith((".", "!", "?", "…", ":")) else line + "."


def verdict_field(session: Session) -> Field:
    w = winnability(session)
    state = GIVEN_UP if session.result == GIVEN_UP else w.state
    if session.result == LOST and w.state == CANNOT_TELL:
        state = LOST
    return Field(verdict_text(session, w), verdict_tip(session, w), colour=COLOURS.get(state, ""))


def can_undo_to_winnable(session: Session) -> bool:
    w = winnability(session)
    return (
        session.result != GIVEN_UP
        and w.state == LOST
        and w.last_winnable is not None
        and session.game.can_undo()
    )


class WinnabilityIndicator(QObject):
    """Says what the solver knows of the game; ``undoing()`` just before it takes moves
    back."""

    undoing = Signal()

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self._said: tuple[int, int] | None = None  # the loss last said in the message line
        self.label = FieldLabel(hug=True)  # the undo button sits right after the verdict
        self.label.setObjectName("status-winnability")
        # the one field that gives way first: it takes what the others leave
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.undo_action = QAction(_tr("Undo to Last &Winnable Position"), window)
        self.undo_action.setObjectName("undo-to-winnable")
        self.undo_action.setShortcut(QKeySequence("Ctrl+Shift+W"))
        self.undo_action.setIcon(QIcon.fromTheme("edit-undo", QIcon(icon_path("undo.svg"))))
        self.undo_action.setToolTip(_tr("Take back moves until the game can be won again"))
        self.undo_action.triggered.connect(self.undo_to_winnable)
        # beside the verdict, a small button (the whole row must fit a narrow window)
        self.link = self._button("status-undo-to-winnable")
        self.link.setDefaultAction(self.undo_action)
        self.give_up_link = self._button("status-give-up")  # its action: offer_give_up
        window.add_status_widget(self.give_up_link, first=True)
        window.add_status_widget(self.link, first=True)
        window.add_status_widget(self.label, first=True, stretch=100)
        window.add_action("game", self.undo_action, section="assist")
        views = window.views
        views.bind_field(self.label, verdict_field)
        views.bind_command(
            self.undo_action,
            lambda s: Command(can_undo_to_winnable(s), shown=can_undo_to_winnable(s)),
            self.link,
        )
        views.bind("the loss in words", self._loss_to_say, self._say_loss)

    @staticmethod
    def _button(name: str) -> QToolButton:
        button = QToolButton()
        button.setObjectName(name)
        button.setAutoRaise(True)
        button.setIconSize(QSize(16, 16))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # its room is kept while it is hidden: the status row, and so the table above it,
        # keeps its size when the offer comes and goes
        policy = button.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        button.setSizePolicy(policy)
        button.hide()
        return button

    def offer_give_up(self, action: QAction) -> None:
        """Offer ``action`` (Game › Give Up) beside a verdict that the game is lost: only on
        an exact verdict (the solver proved the position lost, not "can't tell")."""
        link = self.give_up_link
        link.setDefaultAction(action)
        self.window.views.bind(
            link.objectName(),
            lambda s: s.in_progress and winnability(s).state == LOST,
            link.setVisible,
            lambda: not link.isHidden(),
        )

    # -- what tests and other parts read --------------------------------------------------

    @property
    def winnability(self) -> Winnability:
        session = self.controller.session
        return winnability(session) if session is not None else Winnability(THINKING)

    def text(self, w: Winnability | None = None) -> str:
        session = self.controller.session
        assert session is not None
        return verdict_text(session, w or winnability(session))

    def loss_text(self, w: Winnability | None = None) -> str:
        session = self.controller.session
        assert session is not None
        return loss_text(session, w or winnability(session))

    # -- the loss, said once ----------------------------------------------------------------

    @staticmethod
    def _loss_to_say(session: Session) -> tuple[int, int, str] | None:
        """The losing move to say in the message line: found for a move made in this run
        (a game brought back was told before it was kept)."""
        w = winnability(session)
        text = loss_text(session, w)
        if not text or w.losing_step is None or w.losing_step < session.loaded_at:
            return None
        return (id(session.game), w.losing_step, text)

    def _say_loss(self, loss: tuple[int, int, str] | None) -> None:
        if loss is None:
            return
        key = loss[:2]
        if key != self._said:
            self._said = key
            text = loss[2]
            self.window.show_message(text[:1].upper() + text[1:])

    def undo_to_winnable(self) -> None:
        """Take back moves until the position is one the solver knows can be won."""
        session = self.controller.session
        if session is None or not can_undo_to_winnable(session):
            return
        w = winnability(session)
        assert w.last_winnable is not None
        game = session.game
        self.undoing.emit()
        while len(game.history) > w.last_winnable and game.can_undo():
            if not self.controller.undo():
                break
        self.window.show_message(_tr("Back to a position that can still be won"))

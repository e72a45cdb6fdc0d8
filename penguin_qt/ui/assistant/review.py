"""Game › Review Game: the game move by move on a timeline, with the solver's verdicts.

The review opens at once, with what the solver runner's cache and the line itself tell
(``review_model``), and fills in as the background solver answers: while it is shown and
the runner is idle, it asks about one more position of the game (``look_back``, the way
the indicator finds a losing move), so the window never waits and the current position's
own verdict is never held up.  A mark chosen goes to that position through Undo and Redo,
so the player may play on from there and Redo still comes back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine import Position
from ...session import CANNOT_TELL, LOST, REVIEW_PANEL, WINNABLE, WON, Session
from ..shared.wording import move_phrase
from .review_model import LineCache, Review, position_to_ask, read_game
from .review_timeline import Timeline

if TYPE_CHECKING:
    from ..window.window import MainWindow
    from .solver_runner import SolverRunner


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Review", text, None, n)


class ReviewPanel(QDockWidget):
    """The dock at the foot of the window: what the review found, the timeline, and the
    mark pointed at in words."""

    def __init__(self, window) -> None:
        super().__init__(_tr("Game Review"), window)
        self.setObjectName("game-review")
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(8, 4, 8, 4)
        self.summary = QLabel(body)
        self.summary.setObjectName("review-summary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        self.timeline = Timeline(body)
        self.timeline.setAccessibleName(_tr("Timeline of the game"))
        self.scroller = QScrollArea(body)
        self.scroller.setWidget(self.timeline)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QScrollArea.Shape.NoFrame)
        self.scroller.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # as high as the timeline and a scroll bar, no higher: the table keeps its room
        bar = self.scroller.horizontalScrollBar().sizeHint().height()
        self.scroller.setFixedHeight(self.timeline.minimumHeight() + bar + 2)
        self.detail = QLabel(body)
        self.detail.setObjectName("review-detail")
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setWordWrap(True)
        self.legend = QLabel(
            _tr(
                "● winnable   ■ lost   ○ not known yet   ⚑ the move that threw the win away   "
                "faded and bracketed: taken back by the moves after it   dashed: ahead (Redo)"
            ),
            body,
        )
        self.legend.setTextFormat(Qt.TextFormat.PlainText)
        self.legend.setWordWrap(True)
        # in the text's own colour: drawn as disabled, it was faint grey on grey (under
        # WCAG's 4.5:1 for text); it stands apart by its place under the findings
        self.legend.setObjectName("review-legend")
        for widget in (self.summary, self.scroller, self.detail, self.legend):
            layout.addWidget(widget)
        layout.addStretch(1)
        body.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.setWidget(body)
        self.timeline.pointed.connect(self._show_mark)

    def _show_mark(self, index: int) -> None:
        self.detail.setText(self.timeline.describe(index))
        x = int(self.timeline.mark_x(index))
        self.scroller.ensureVisible(x, self.timeline.height() // 2, 40, 0)


class GameReview(QObject):
    """The review of one window's game: the action, the panel, and the questions asked."""

    def __init__(
        self, window: MainWindow, runner: SolverRunner, demo_running: Callable[[], bool] = bool
    ) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.runner = runner
        self.demo_running = demo_running
        self.panel: ReviewPanel | None = None
        self.review: Review | None = None
        self._line = LineCache()
        self._said: tuple | None = None
        self.action = QAction(_tr("&Review Game"), window)
        self.action.setShortcut(QKeySequence("Ctrl+E"))
        self.action.setToolTip(
            _tr("The game move by move, with the solver's verdict after each move")
        )
        self.action.triggered.connect(self.open)
        window.add_action("game", self.action, section="assist")
        self._refresh_timer = QTimer(self, singleShot=True, interval=0)
        self._refresh_timer.timeout.connect(self.refresh)
        # a view of the session: its game and the verdicts known of its positions
        window.session_changed.connect(lambda _session: self._soon())
        # The panel open when the window closed is open again at the next start (after the
        # first frame: the add-ons are attached then), as the window was left.
        window.closing.connect(self._remember)
        if getattr(window.prefs, "review_open", False):
            QTimer.singleShot(0, self, self._reopen)

    def _remember(self) -> None:
        self.window.prefs.review_open = self.shown

    def _reopen(self) -> None:
        if not self.window.isHidden() and not self.shown:
            self.open()

    # -- showing -------------------------------------------------------------------------------

    @property
    def shown(self) -> bool:
        return self.panel is not None and self.panel.isVisible()

    @staticmethod
    def wanted(session: Session) -> bool:
        """Review Game is offered at a game's end while no review is open."""
        return REVIEW_PANEL not in session.panels

    def _visibility(self, visible: bool) -> None:
        """The panel opened or closed (its own close button too): the session knows."""
        self.controller.show_panel(REVIEW_PANEL, visible)

    def open(self) -> ReviewPanel:
        """Show the review now, with what is known, and start filling it in."""
        if self.panel is None:
            self.panel = ReviewPanel(self.window)
            self.panel.timeline.chosen.connect(self.go_to)
            self.panel.timeline.stepped.connect(lambda i: self._say(self.describe(i)))
            self.window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.panel)
            self.panel.visibilityChanged.connect(self._visibility)
        self.panel.show()
        height = self.panel.sizeHint().height()  # its own height: the table keeps the rest
        self.window.resizeDocks([self.panel], [height], Qt.Orientation.Vertical)
        self.panel.raise_()
        self._said = None
        self.refresh()
        self.panel.timeline.follow_game()
        self.panel.timeline.setFocus(Qt.FocusReason.OtherFocusReason)
        self.panel._show_mark(self.panel.timeline.focus_index)
        return self.panel

    def _soon(self) -> None:
        if self.shown:
            self._refresh_timer.start()

    def lookup(self, position: Position):
        verdict = self.runner.known(position)
        return None if verdict is None else (verdict.state, verdict.moves)

    def refresh(self) -> None:
        """Read the game again with the verdicts known now; ask about one more position."""
        game = self.controller.game
        if game is None or self.panel is None:
            return
        review = read_game(game, self.lookup, self._line)
        timeline = self.panel.timeline
        if review != self.review:  # a verdict or a move: draw it again (else only words)
            at = self.review.current if self.review is not None else None
            self.review = review
            timeline.set_review(review, self.describe, self.alternative_text(review))
            if at != review.current:
                timeline.follow_game()
            self.panel.detail.setText(self.describe(timeline.focus_index))
        summary = self.summary(review)
        if summary != self.panel.summary.text():
            self.panel.summary.setText(summary)
        self._announce(review, summary)
        self._ask(review)

    def _ask(self, review: Review) -> None:
        """One more question to the solver, only while nothing else is being asked: the
        player's position (and the demo) always come first."""
        if not self.shown or self.demo_running() or self.runner.thinking:
            return
        if self.runner.rules is not self.controller.rules:
            return
        position = position_to_ask(review, self.lookup)
        if position is not None:
            self.runner.look_back(position)

    def _announce(self, review: Review, summary: str) -> None:
        """Say the findings when the review opens and when they change (not each count)."""
        key = (review.losing, review.alternative, review.never_winnable, review.pending == 0)
        if key == self._said:
            return
        self._said = key
        self._say(summary)

    def _say(self, text: str) -> None:
        """Tell assistive technology (the window's announcer, when it has one)."""
        accessibility = getattr(self.window, "accessibility", None)
        if accessibility is not None:
            accessibility.announce(text)

    # -- going there ---------------------------------------------------------------------------

    def go_to(self, index: int) -> None:
        """Take the game to the position after mark ``index`` through Undo and Redo."""
        game = self.controller.game
        review = self.review
        if game is None or review is None or not 0 <= index < len(review.marks):
            return
        depth = review.marks[index].depth
        if depth == len(game.history):
            return
        self.window.taking_over.emit()  # the demo lets go, as with the Undo command
        while len(game.history) > depth and game.can_undo():
            if not self.controller.undo():
                break
        while len(game.history) < depth and game.can_redo():
            if not self.controller.redo():
                break
        self.refresh()

    # -- words -----------------------------------------------------------------------------------

    def verdict_words(self, state: str) -> str:
        review = self.review
        if state == LOST and review is not None and review.never_winnable:
            return _tr("cannot be won")
        return {
            WINNABLE: _tr("winnable"),
            WON: _tr("won"),
            LOST: _tr("no longer winnable"),
            CANNOT_TELL: _tr("the solver could not tell"),
        }.get(state, _tr("not known yet"))

    def alternative_text(self, review: Review) -> str:
        """The winning alternative at the losing move, in words ("" when not known)."""
        if review.losing is None or review.alternative is None:
            return ""
        before = review.marks[review.losing - 1].position
        return move_phrase(before, review.alternative, self.controller.rules)

    def describe(self, index: int) -> str:
        """Mark ``index`` in words: the move, the verdict after it, and what it means."""
        review = self.review
        if review is None or not 0 <= index < len(review.marks):
            return ""
        mark = review.marks[index]
        verdict = self.verdict_words(mark.state)
        step = mark.move
        if step is None:
            text = _tr("The deal: {verdict}").format(verdict=verdict)
        else:
            move = move_phrase(step.before, step.move, self.controller.rules)
            text = _tr("Move {n}: {move}; {verdict}").format(
                n=mark.number, move=move, verdict=verdict
            )
            home = len(mark.steps) - 1
            if home:
                text += _tr(", then %n card(s) went home by themselves", home)
        notes = []
        if index == review.losing:
            notes.append(_tr("this move threw the win away"))
            if review.alternative is not None:
                notes.append(
                    _tr("instead, {move} keeps the game winnable").format(
                        move=self.alternative_text(review)
                    )
                )
        if mark.undone:
            notes.append(_tr("taken back by the moves after it"))
        if index == review.current:
            notes.append(_tr("the game is here"))
        elif not mark.played:
            notes.append(_tr("ahead: Redo plays it again"))
        if notes:
            rest = "; ".join(notes)
            text += ". " + rest[:1].upper() + rest[1:]
        return text[:1].upper() + text[1:] + "."

    def summary(self, review: Review) -> str:
        """What the review found, in a sentence or three."""
        moves = len(review.marks) - 1
        last = review.marks[-1]
        if review.never_winnable:
            found = _tr("The solver found no way to win this deal from its start.")
        elif review.losing is not None:
            mark = review.marks[review.losing]
            step = mark.move
            assert step is not None
            found = _tr("Winnable until move {n}, {when}, threw the win away.").format(
                n=mark.number, when=move_phrase(step.before, step.move, self.controller.rules)
            )
            if review.alternative is not None:
                found += " " + _tr("Instead, {move} keeps it winnable.").format(
                    move=self.alternative_text(review)
                )
            else:
                found += " " + _tr("The winning alternative is still being worked out.")
        elif last.state == WON:
            found = _tr("Won in %n move(s), winnable all the way.", moves)
        elif moves == 0:
            found = _tr("No move made yet: the deal is {verdict}.").format(
                verdict=self.verdict_words(last.state)
            )
        elif review.pending == 0 and all(m.state in (WINNABLE, WON) for m in review.marks):
            found = _tr("Winnable after every move so far.")
        else:
            found = ""
        parts = [found] if found else []
        undone = sum(1 for m in review.marks if m.undone)
        if undone:
            parts.append(_tr("%n move(s) taken back by the moves after them.", undone))
        if review.pending:
            if self.demo_running():
                parts.append(_tr("The rest is worked out when the demo ends."))
            elif self.runner.no_solver:
                parts.append(_tr("No solver can play these rules."))
            else:
                parts.append(_tr("Still working out %n position(s)…", review.pending))
        if not parts:
            parts.append(_tr("Some positions could not be decided by the solver."))
        return " ".join(parts)


__all__ = ["GameReview", "ReviewPanel"]

"""The game review's timeline: one mark per move along a line, drawn with QPainter.

A mark's colour and shape say the verdict of the position after the move (a green disc:
winnable; a red square: lost; a hollow grey ring: not known yet; a grey ring with a dot: the
solver could not tell), so the verdict does not rest on colour alone.  The move that threw
the win away carries a red flag, and from the mark before it a green branch goes up to the
winning alternative; moves a later move took back are faded and bracketed below the line;
the moves ahead (in the redo stack) hang on a dashed line.  The game's own position has a
ring round it.

The widget knows nothing of the game: it is given a :class:`Review` and a function that
says a mark in words, and reports the mark the player points at or chooses.  Left and Right
(Home, End) move along the marks, Enter or a click goes there.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QColor,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QToolTip, QWidget

from ...session import CANNOT_TELL, LOST, THINKING, WINNABLE, WON
from .review_model import Review

COLOURS = {
    WINNABLE: "#1a7f37",
    WON: "#1a7f37",
    LOST: "#b3261e",
    THINKING: "#8a8a8a",
    CANNOT_TELL: "#6b6b6b",
}
MARGIN = 28  # room left and right of the first and last mark
MIN_STEP, MAX_STEP = 12, 44  # pixels between two marks
RADIUS = 5
LINE_Y = 58  # the line's height in the widget: room above for the flag and the branch
HEIGHT = 104
FADED = 80  # the alpha of a mark taken back by the moves after it


class Timeline(QWidget):
    """The marks of a review.  ``chosen(index)`` when the player clicks a mark or presses
    Enter on it; ``pointed(index)`` when the mark under the mouse or the keyboard changes,
    ``stepped(index)`` when the keyboard moved to it (to be said aloud)."""

    chosen = Signal(int)
    pointed = Signal(int)
    stepped = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review-timeline")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumHeight(HEIGHT)
        self.review: Review | None = None
        self.describe: Callable[[int], str] = lambda _index: ""
        self.alternative_text = ""  # the winning alternative in words, drawn at the branch
        self.focus_index = 0
        self._hover: int | None = None

    # -- what it shows ---------------------------------------------------------------------------

    def set_review(
        self, review: Review, describe: Callable[[int], str], alternative_text: str = ""
    ) -> None:
        """Show ``review``; the keyboard's mark stays where it was when it still exists,
        else it goes to the game's own position."""
        first = self.review is None
        self.review = review
        self.describe = describe
        self.alternative_text = alternative_text
        if first or self.focus_index >= len(review.marks):
            self.focus_index = review.current
        self.setMinimumWidth(self.width_for(len(review.marks)))
        self.updateGeometry()
        self._tell_accessibility()
        self.update()

    def follow_game(self) -> None:
        """Put the keyboard's mark on the game's own position (after the game moved)."""
        if self.review is not None:
            self.focus_index = self.review.current
            self._tell_accessibility()
            self.update()

    @staticmethod
    def width_for(count: int) -> int:
        return 2 * MARGIN + max(0, count - 1) * MIN_STEP

    def sizeHint(self) -> QSize:  # noqa: N802
        count = len(self.review.marks) if self.review is not None else 1
        return QSize(max(self.width_for(count), 2 * MARGIN + (count - 1) * 24), HEIGHT)

    def step(self) -> float:
        count = len(self.review.marks) if self.review is not None else 1
        if count <= 1:
            return float(MAX_STEP)
        return max(MIN_STEP, min(MAX_STEP, (self.width() - 2 * MARGIN) / (count - 1)))

    def mark_x(self, index: int) -> float:
        return MARGIN + index * self.step()

    def mark_at(self, x: float) -> int | None:
        """The mark nearest ``x`` (within half a step), None when none is."""
        if self.review is None or not self.review.marks:
            return None
        index = round((x - MARGIN) / self.step())
        if 0 <= index < len(self.review.marks) and abs(self.mark_x(index) - x) <= max(
            RADIUS + 3, self.step() / 2
        ):
            return index
        return None

    def mark_rect(self, index: int) -> QRectF:
        x = self.mark_x(index)
        return QRectF(x - RADIUS - 3, LINE_Y - RADIUS - 3, 2 * RADIUS + 6, 2 * RADIUS + 6)

    # -- the player's hand ------------------------------------------------------------------------

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if self.review is None:
            return super().keyPressEvent(event)
        key = event.key()
        last = len(self.review.marks) - 1
        moves = {
            Qt.Key.Key_Left: self.focus_index - 1,
            Qt.Key.Key_Right: self.focus_index + 1,
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: last,
        }
        if key in moves:
            self.point_to(max(0, min(last, moves[key])))
            self.stepped.emit(self.focus_index)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.chosen.emit(self.focus_index)
        else:
            super().keyPressEvent(event)

    def point_to(self, index: int) -> None:
        """Put the keyboard's mark on ``index`` and say it."""
        self.focus_index = index
        self._tell_accessibility()
        self.pointed.emit(index)
        self.update()

    def mousePressEvent(self, event) -> None:  # noqa: N802
        index = self.mark_at(event.position().x())
        if index is None or event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self.point_to(index)
        self.chosen.emit(index)

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        index = self.mark_at(event.position().x())
        if index != self._hover:
            self._hover = index
            if index is not None:
                self.pointed.emit(index)
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:  # noqa: N802
        self._hover = None
        self.update()
        super().leaveEvent(event)

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            index = self.mark_at(event.pos().x())
            if index is None:
                QToolTip.hideText()
                event.ignore()
            else:
                QToolTip.showText(event.globalPos(), self.describe(index), self)
            return True
        return super().event(event)

    def focusInEvent(self, event) -> None:  # noqa: N802
        self._tell_accessibility()
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:  # noqa: N802
        self.update()
        super().focusOutEvent(event)

    def _tell_accessibility(self) -> None:
        """The focused mark in words is the widget's description, changed as it moves."""
        if self.review is None:
            return
        text = self.describe(self.focus_index)
        if text != self.accessibleDescription():
            self.setAccessibleDescription(text)
            if QAccessible.isActive():
                QAccessible.updateAccessibility(
                    QAccessibleEvent(self, QAccessible.Event.DescriptionChanged)
                )

    # -- drawing ---------------------------------------------------------------------------------

    def paintEvent(self, event) -> None:  # noqa: N802
        review = self.review
        if review is None or not review.marks:
            return
        seen = event.rect()  # in a scroll area only part of a long game is in sight
        first = max(0, int((seen.left() - MARGIN) / self.step()) - 1)
        last = min(len(review.marks), int((seen.right() - MARGIN) / self.step()) + 2)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().color(QPalette.ColorRole.WindowText)
        self._draw_line(painter, review, text)
        self._draw_detours(painter, review, text)
        self._draw_numbers(painter, review, text)
        if review.losing is not None:
            self._draw_loss(painter, review)
        for index in range(first, last):
            self._draw_mark(painter, review, index)
        self._draw_focus(painter, review)
        painter.end()

    def _draw_line(self, painter: QPainter, review: Review, text: QColor) -> None:
        colour = QColor(text)
        colour.setAlpha(140)
        last = len(review.marks) - 1
        painter.setPen(QPen(colour, 2))
        painter.drawLine(
            QPointF(self.mark_x(0), LINE_Y), QPointF(self.mark_x(review.current), LINE_Y)
        )
        if review.current < last:  # the moves ahead, in the redo stack
            painter.setPen(QPen(colour, 2, Qt.PenStyle.DashLine))
            painter.drawLine(
                QPointF(self.mark_x(review.current), LINE_Y), QPointF(self.mark_x(last), LINE_Y)
            )

    def _draw_detours(self, painter: QPainter, review: Review, text: QColor) -> None:
        colour = QColor(text)
        colour.setAlpha(170)
        painter.setPen(QPen(colour, 1.5))
        y = LINE_Y + RADIUS + 7
        for first, last in review.detours:
            left, right = self.mark_x(first) - RADIUS, self.mark_x(last) + RADIUS
            path = QPainterPath(QPointF(left, y - 4))
            path.lineTo(left, y)
            path.lineTo(right, y)
            path.lineTo(right, y - 4)
            painter.drawPath(path)

    def _draw_numbers(self, painter: QPainter, review: Review, text: QColor) -> None:
        painter.setPen(text)
        metrics = QFontMetrics(self.font())
        every = 1 if self.step() >= 28 else 5 if self.step() >= 16 else 10
        y = LINE_Y + RADIUS + 12 + metrics.ascent()
        for index, mark in enumerate(review.marks):
            if mark.number % every == 0 or index == len(review.marks) - 1:
                label = str(mark.number)
                x = self.mark_x(index) - metrics.horizontalAdvance(label) / 2
                painter.drawText(QPointF(x, y), label)

    def _draw_loss(self, painter: QPainter, review: Review) -> None:
        """A red flag over the losing move; from the mark before it a green branch up to
        the winning alternative (when it is known), with the move in words."""
        losing = review.losing
        assert losing is not None
        x = self.mark_x(losing)
        red = QColor(COLOURS[LOST])
        painter.setPen(QPen(red, 2))
        painter.drawLine(QPointF(x, LINE_Y - RADIUS - 2), QPointF(x, LINE_Y - 30))
        flag = QPainterPath(QPointF(x, LINE_Y - 30))
        flag.lineTo(x + 11, LINE_Y - 26)
        flag.lineTo(x, LINE_Y - 22)
        flag.closeSubpath()
        painter.fillPath(flag, red)
        if review.alternative is None:
            return
        green = QColor(COLOURS[WINNABLE])
        start = QPointF(self.mark_x(losing - 1), LINE_Y)
        end = QPointF(start.x() + max(self.step(), 18), LINE_Y - 40)
        painter.setPen(QPen(green, 2, Qt.PenStyle.DotLine))
        painter.drawLine(start, end)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(green)
        painter.drawEllipse(end, RADIUS, RADIUS)
        if self.alternative_text:
            metrics = QFontMetrics(self.font())
            room = max(60, self.width() - int(end.x()) - RADIUS - 8)
            words = metrics.elidedText(self.alternative_text, Qt.TextElideMode.ElideRight, room)
            painter.setPen(green)
            painter.drawText(
                QPointF(end.x() + RADIUS + 4, end.y() + metrics.ascent() / 2 - 1), words
            )

    def _draw_mark(self, painter: QPainter, review: Review, index: int) -> None:
        mark = review.marks[index]
        colour = QColor(COLOURS.get(mark.state, COLOURS[THINKING]))
        if mark.undone:
            colour.setAlpha(FADED)
        x = self.mark_x(index)
        centre = QPointF(x, LINE_Y)
        radius = RADIUS + (1 if index == self._hover else 0)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if mark.state in (WINNABLE, WON):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawEllipse(centre, radius, radius)
        elif mark.state == LOST:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRect(QRectF(x - radius, LINE_Y - radius, 2 * radius, 2 * radius))
        else:
            painter.setPen(QPen(colour, 1.5))
            painter.setBrush(self.palette().color(QPalette.ColorRole.Window))
            painter.drawEllipse(centre, radius, radius)
            if mark.state == CANNOT_TELL:
                painter.setBrush(colour)
                painter.drawEllipse(centre, 1.5, 1.5)
        if index == review.current:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            highlight = self.palette().color(QPalette.ColorRole.Highlight)
            painter.setPen(QPen(highlight, 2))
            painter.drawEllipse(centre, RADIUS + 4, RADIUS + 4)

    def _draw_focus(self, painter: QPainter, review: Review) -> None:
        if not self.hasFocus() or not 0 <= self.focus_index < len(review.marks):
            return
        x = self.mark_x(self.focus_index)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        pen = QPen(self.palette().color(QPalette.ColorRole.WindowText), 1, Qt.PenStyle.DotLine)
        painter.setPen(pen)
        painter.drawRect(
            QRectF(x - RADIUS - 7, LINE_Y - RADIUS - 7, 2 * RADIUS + 14, 2 * RADIUS + 14)
        )

"""Hints: H shows a good move on the table (again: the next one), in words in the message
line, and the marks go away as soon as the player does anything else.  Enter while a hint
is up plays it; Shift+H shows the best move and plays it (a game with a hint played is
assisted, as one with a hint shown).

The marks are a filled blue pane over the cards to move and a dashed blue outline around
where they go, joined by an arrow from edge to edge (it covers neither the cards' corners nor
an empty pile's letter), so they never look like the keyboard frame (a yellow outline around
one pile).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QAction, QColor, QIcon, QKeySequence, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject

from ...engine import COLUMN, FOUNDATION, Move, Position
from ...engine.cards import SUIT
from ...session import Session
from ...solving.hints import ranked_moves
from ..shared.resources import icon_path
from ..shared.wording import move_phrase, moved_cards

HINT_COLOUR = QColor(64, 170, 255)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Assistant", text)


class HintMarker(QGraphicsObject):
    """A blue pane over the cards to move, a dashed outline where they go, and an arrow
    between them."""

    def __init__(self, source: QRectF, target: QRectF) -> None:
        super().__init__()
        self.source, self.target = source, target
        self.setZValue(2000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.source.united(self.target).adjusted(-16, -16, 16, 16)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = max(3.0, self.source.width() * 0.045)
        radius = self.source.width() * 0.08
        fill = QColor(HINT_COLOUR)
        fill.setAlpha(80)
        painter.setPen(QPen(HINT_COLOUR, width))
        painter.setBrush(fill)
        painter.drawRoundedRect(self.source.adjusted(-2, -2, 2, 2), radius, radius)
        painter.setPen(self.target_pen(width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.target.adjusted(-2, -2, 2, 2), radius, radius)
        ends = self.arrow_ends()
        if ends is not None:
            self._arrow(painter, *ends, width)

    @staticmethod
    def target_pen(width: float) -> QPen:
        pen = QPen(HINT_COLOUR, width)
        pen.setStyle(Qt.PenStyle.DashLine)  # the player's guide says "the target is dashed"
        return pen

    def arrow_ends(self) -> tuple[QPointF, QPointF] | None:
        """Where the arrow starts and ends: on the edges of the two marks, on the line
        between their centres, so it lies over neither (None when they touch)."""
        a, b = self.source.center(), self.target.center()
        start = _leave(self.source.adjusted(-4, -4, 4, 4), a, b)
        end = _leave(self.target.adjusted(-4, -4, 4, 4), b, a)
        if start is None or end is None:
            return None
        if (end.x() - start.x()) * (b.x() - a.x()) + (end.y() - start.y()) * (b.y() - a.y()) <= 0:
            return None  # the marks overlap along the way: no room for an arrow
        return start, end

    @staticmethod
    def _arrow(painter: QPainter, start: QPointF, end: QPointF, width: float) -> None:
        dx, dy = end.x() - start.x(), end.y() - start.y()
        length = math.hypot(dx, dy)
        if length < 1:
            return
        ux, uy = dx / length, dy / length
        head = width * 4
        neck = QPointF(end.x() - ux * head, end.y() - uy * head)
        outline = QColor(255, 255, 255, 230)
        for colour, thickness in ((outline, width * 2.2), (HINT_COLOUR, width)):
            pen = QPen(colour, thickness)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLine(start, neck)
        left = QPointF(neck.x() - uy * head * 0.6, neck.y() + ux * head * 0.6)
        right = QPointF(neck.x() + uy * head * 0.6, neck.y() - ux * head * 0.6)
        painter.setPen(QPen(outline, width * 0.8))
        painter.setBrush(HINT_COLOUR)
        painter.drawPolygon(QPolygonF([end, left, right]))


def _leave(rect: QRectF, inside: QPointF, toward: QPointF) -> QPointF | None:
    """Where the line from ``inside`` (the centre of ``rect``) to ``toward`` leaves ``rect``."""
    dx, dy = toward.x() - inside.x(), toward.y() - inside.y()
    if abs(dx) < 1e-9 and abs(dy) < 1e-9:
        return None
    tx = rect.width() / 2 / abs(dx) if abs(dx) > 1e-9 else math.inf
    ty = rect.height() / 2 / abs(dy) if abs(dy) > 1e-9 else math.inf
    t = min(tx, ty)
    if t >= 1:
        return None  # ``toward`` lies inside the rectangle
    return QPointF(inside.x() + dx * t, inside.y() + dy * t)


class Hints(QObject):
    """The Hint action and its marks.  ``shown(move)`` whenever a hint is on the table."""

    shown = Signal(object)

    def __init__(self, window, runner) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.scene = window.scene
        self.runner = runner
        self.marker: HintMarker | None = None
        self._text = ""
        self._hints: tuple[Position, list[Move], int] | None = None
        self.action = QAction(_tr("&Hint"), window)
        self.action.setShortcut(QKeySequence("H"))
        self.action.setIcon(QIcon.fromTheme("help-hint", QIcon(icon_path("hint.svg"))))
        self.action.setToolTip(_tr("Show a good move (ask again for another)"))
        self.action.triggered.connect(self.hint)
        window.add_action("game", self.action, section="assist", toolbar=True)
        self._play_when_shown = False  # Shift+H asked: the hint on its way is played
        self.play_action = QAction(_tr("Pla&y a Hint"), window)
        self.play_action.setShortcut(QKeySequence("Shift+H"))
        self.play_action.setToolTip(_tr("Show a good move and play it (Enter plays a hint shown)"))
        self.play_action.triggered.connect(self.play_hint)
        window.add_action("game", self.play_action, section="assist")
        runner.hint_ready.connect(self._on_hint)
        self._at: tuple[int, Position] | None = None  # the position the marks are for
        window.session_changed.connect(self._session_changed)
        window.game_started.connect(self.clear)
        # anything else the player does on the table takes the marks away
        window.view.installEventFilter(self)
        window.view.viewport().installEventFilter(self)

    def _session_changed(self, session: Session) -> None:
        """Another position on the table: the marks of the last one go."""
        at = (id(session.game), session.position)
        if at != self._at:
            self._at = at
            self.clear()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if self.marker is None or event.type() not in (
            QEvent.Type.MouseButtonPress,
            QEvent.Type.KeyPress,
        ):
            return False
        if event.type() == QEvent.Type.KeyPress and _is_enter(event):
            move = self.shown_move()
            if move is not None:
                self._play(move)
                return True  # Enter plays the hint: it does not also take the framed pile
        self.clear(keep_list=True)
        self._play_when_shown = False
        return False

    def shown_move(self) -> Move | None:
        """The move the marks on the table show (None: no hint is up)."""
        game = self.controller.game
        if self.marker is None or self._hints is None or game is None:
            return None
        position, moves, index = self._hints
        return moves[index] if position == game.position else None

    def play_hint(self) -> None:
        """Play the hint shown; with none up, show the best move and play it."""
        game = self.controller.game
        if game is None:
            return
        move = self.shown_move()
        if move is not None:
            self._play(move)
        elif self._hints is not None and self._hints[0] == game.position and self._hints[1]:
            _, moves, index = self._hints
            self._show(moves[index], index, len(moves))
            self._play(moves[index])
        else:
            self._play_when_shown = True
            self.hint()

    def _play(self, move: Move) -> None:
        self.scene.finish_animation()
        position = self.controller.position
        phrase = move_phrase(position, move, self.controller.rules)
        self.clear()
        if self.controller.play(move):
            self.window.show_message(_tr("Hint played: {move}").format(move=phrase))

    def hint(self) -> None:
        """Show the best move; asking again in the same position shows the next one."""
        game = self.controller.game
        if game is None:
            return
        self.scene.finish_animation()
        position = game.position
        if self._hints is not None and self._hints[0] == position and self._hints[1]:
            _, moves, index = self._hints
            index = (index + 1) % len(moves)
            self._hints = (position, moves, index)
            self._show(moves[index], index, len(moves))
            return
        self._say(_tr("Looking for a hint…"))
        self.runner.request_hint(position)

    def _on_hint(self, position: Position, moves: tuple, source: str) -> None:
        game = self.controller.game
        if game is None or position != game.position:
            return
        if not moves:
            self._play_when_shown = False
            self._say(_tr("There is no move left"))
            return
        play, self._play_when_shown = self._play_when_shown, False
        first = moves[0]
        others = [m for m in ranked_moves(position, self.controller.rules) if m != first]
        self._hints = (position, [first, *others], 0)
        self._show(first, 0, 1 + len(others), source)
        if play:
            self._play(first)

    def _show(self, move: Move, index: int, count: int, source: str = "") -> None:
        self.clear(keep_list=True)
        source_rect, target_rect = self._rects(move)
        self.marker = HintMarker(source_rect, target_rect)
        self.scene.addItem(self.marker)
        position = self.controller.position
        text = _tr("Hint {i} of {n}: move {move}").format(
            i=index + 1, n=count, move=move_phrase(position, move, self.controller.rules)
        )
        if source == "solution":
            text += " " + _tr("(it leads to a win)")
        self._say(text)
        game = self.controller.game
        if game is not None:
            game.note_hint()  # a game with hints is recorded as assisted
        self.shown.emit(move)

    def _say(self, text: str) -> None:
        self._text = text
        self.window.show_message(text)

    def _rects(self, move: Move) -> tuple[QRectF, QRectF]:
        position = self.controller.position
        cards = moved_cards(position, move)
        source = QRectF()
        for c in cards:
            source = source.united(self.scene.cards[c].sceneBoundingRect())
        if move.target_kind == FOUNDATION:
            pile = (FOUNDATION, SUIT[cards[0]])
        else:
            pile = (move.target_kind, move.target)
        below = self.controller.rules.pile_cards(position, pile)
        if below and move.target_kind == COLUMN:
            target = self.scene.cards[below[-1]].sceneBoundingRect()
        else:
            item = self.scene.pile_items.get(pile)
            target = (
                item.sceneBoundingRect()
                if item is not None
                else QRectF(QPointF(0, 0), source.size())
            )
        return source, target

    def clear(self, keep_list: bool = False) -> None:
        """Take the marks off the table, and the hint's words out of the message line."""
        if self.marker is not None:
            if self.marker.scene() is not None:
                self.scene.removeItem(self.marker)
            self.marker = None
        if self._text and self.window.statusBar().currentMessage() == self._text:
            self.window.show_message("")
        self._text = ""
        if not keep_list:
            self._hints = None
            self._play_when_shown = False


def _is_enter(event) -> bool:
    plain = not (event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier)
    return plain and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)

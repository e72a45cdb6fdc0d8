"""The scene's mouse and keyboard: clicks, double-clicks, drags and drops, and the keyboard
frame, turned into the plain requests of ``TableScene``'s signals ("this card was clicked",
"these cards were dropped on that pile"); the controller asks the engine what they mean."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from ...engine.position import COLUMN, FOUNDATION
from .items import CardItem, DropMark
from .layout import Pile

if TYPE_CHECKING:
    from .scene import TableScene

FLYING = 1000.0  # z of cards in flight, above every pile


class TableInput:
    """The mouse and the keyboard of one ``TableScene``: what is pressed or dragged now, and
    the requests they make of the scene's signals."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self._press: tuple[Pile, int | None, QPointF] | None = None
        self._drag: tuple[Pile, int, list[CardItem], list[QPointF], QPointF] | None = None

    # -- the mouse -------------------------------------------------------------------------------

    def hit(self, point: QPointF) -> tuple[Pile, int | None] | None:
        """The card (pile, index) or the empty spot of a pile (pile, None) under a point."""
        for item in self.scene.items(point):
            if isinstance(item, CardItem) and item.isVisible():
                pl = self.scene._placements.get(item.card)
                if pl is not None:
                    return pl.pile, pl.index
        if self.scene.geometry is None:
            return None
        geo = self.scene.geometry
        pile = geo.pile_at(point.x(), point.y())
        if pile is None or self.scene.shown_cards(pile):
            return None  # the felt below a column's cards is no card of it
        if point.y() > geo.piles[pile][1] + geo.card_height:
            return None  # nor is the felt below an empty column's outline
        return pile, None

    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.scene.covered:  # paused: a click goes on, and touches no card
            self._press = self._drag = None
            self.scene.uncover_asked.emit()
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self.scene.finish_animation()
        hit = self.hit(event.scenePos())
        # the mouse took over: the keyboard's frame goes (it would be stale), and the
        # keyboard carries on from the pile the mouse used
        self.scene.focus_frame.hide()
        if hit is not None:
            self.scene.focus_pile = hit[0]
        self._press = None if hit is None else (hit[0], hit[1], event.scenePos())
        self._drag = None
        event.accept()

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag is not None:
            delta = event.scenePos() - self._drag[4]
            for item, start in zip(self._drag[2], self._drag[3], strict=True):
                item.setPos(start + delta)
            self._mark_current(event.scenePos())
            return
        if self._press is None:
            return
        pile, index, where = self._press
        distance = (event.scenePos() - where).manhattanLength()
        if index is None or distance < QApplication.startDragDistance():
            return
        self._press = None
        if pile[0] == FOUNDATION or not self.scene.can_drag(pile, index):
            return
        items = [self.scene.cards[c] for c in self.scene.shown_cards(pile)[index:]]
        for k, item in enumerate(items):
            item.setZValue(FLYING * 2 + k)
        self._drag = (pile, index, items, [i.pos() for i in items], where)
        delta = event.scenePos() - where
        for item, start in zip(items, self._drag[3], strict=True):
            item.setPos(start + delta)
        self._show_drop_marks(pile, index)
        self._mark_current(event.scenePos())

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        drag, self._drag = self._drag, None
        press, self._press = self._press, None
        if drag is not None:
            source, index, items = drag[0], drag[1], drag[2]
            target = self._drop_target(source, items[0], event.scenePos())
            self._clear_drop_marks()
            self.scene.cards_dropped.emit(source, index, target)
            self._settle()
        elif press is not None:
            self.scene.card_clicked.emit(press[0], press[1])

    def double_click(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self.scene.covered:
            return
        self.scene.finish_animation()
        self._press = None
        hit = self.hit(event.scenePos())
        if hit is not None and hit[0][0] == FOUNDATION:
            self.scene.foundation_double_clicked.emit(hit[0])
        elif hit is not None and hit[1] is not None:
            self.scene.card_double_clicked.emit(hit[0], hit[1])

    def _drop_target(self, source: Pile, head: CardItem, cursor: QPointF) -> Pile | None:
        """The pile the dragged cards overlap most, a pile that takes them before one that
        does not (the one under the cursor when they overlap none)."""
        geo = self.scene.geometry
        assert geo is not None and self.scene.position is not None
        w, h = geo.card_width, geo.card_height
        head_rect = QRectF(head.pos().x(), head.pos().y(), w, h)
        best, best_key = None, (False, 0.0)
        for pile, (px, py) in geo.piles.items():
            if pile == source:
                continue
            extent = h
            if pile[0] == COLUMN:
                n = len(self.scene.position.columns[pile[1]])
                extent += max(0, n - 1) * geo.spread(n, py)
            area_rect = head_rect.intersected(QRectF(px, py, w, extent))
            area = area_rect.width() * area_rect.height()
            key = (pile in self.scene.drop_marks, area)
            if area > 0 and key > best_key:
                best, best_key = pile, key
        if best is None:
            under = geo.pile_at(cursor.x(), cursor.y())
            best = under if under != source else None
        return best

    def _show_drop_marks(self, pile: Pile, index: int) -> None:
        """Mark every pile the dragged cards may go to (the controller asks the engine)."""
        self._clear_drop_marks()
        geo = self.scene.geometry
        if geo is None or self.scene.position is None:
            return
        for target in self.scene.drop_targets(pile, index):
            if target not in geo.piles:
                continue
            cards = self.scene.shown_cards(target)
            if target[0] == COLUMN and cards:
                pl = self.scene._placements[cards[-1]]
                x, y = pl.x, pl.y
            else:
                x, y = geo.piles[target]
            mark = DropMark(target, QRectF(x, y, geo.card_width, geo.card_height))
            self.scene.addItem(mark)
            self.scene.drop_marks[target] = mark

    def _mark_current(self, cursor: QPointF) -> None:
        if self._drag is None or not self.scene.drop_marks:
            return
        target = self._drop_target(self._drag[0], self._drag[2][0], cursor)
        for pile, mark in self.scene.drop_marks.items():
            mark.set_current(pile == target)

    def _clear_drop_marks(self) -> None:
        marks, self.scene.drop_marks = self.scene.drop_marks, {}
        for mark in marks.values():
            self.scene.removeItem(mark)

    def _settle(self) -> None:
        """After a drop nobody took: fly the cards back."""
        if self.scene.is_animating() or self.scene.position is None:
            return
        out_of_place = any(
            abs(self.scene.cards[c].x() - pl.x) + abs(self.scene.cards[c].y() - pl.y) > 0.5
            for c, pl in self.scene._placements.items()
        )
        if out_of_place:
            self.scene.animate([self.scene.position])
        else:
            self.scene._put_all_at_rest()

    @property
    def dragging(self) -> bool:
        return self._drag is not None

    def put_back(self) -> None:
        """Escape: the cards the mouse holds fly back, and the release tries no move."""
        if self._drag is None:
            self._press = None
            return
        self._drag = None
        self._press = None
        self._clear_drop_marks()
        self._settle()

    def cancel_drag(self) -> None:
        """The shown position or its geometry changes: a drag or press in progress is void."""
        self._drag = None
        self._press = None
        self._clear_drop_marks()

    # -- the keyboard ----------------------------------------------------------------------------

    def focus_order(self) -> tuple[list[Pile], list[Pile]]:
        """The piles of the top row (left to right) and the columns."""
        assert self.scene.geometry is not None
        piles = self.scene.geometry.piles
        columns = sorted((p for p in piles if p[0] == COLUMN), key=lambda p: piles[p][0])
        top_y = min(y for _x, y in piles.values())
        top = sorted(
            (p for p in piles if p[0] != COLUMN and piles[p][1] == top_y),
            key=lambda p: piles[p][0],
        )
        side = sorted(
            (p for p in piles if p[0] != COLUMN and piles[p][1] != top_y),
            key=lambda p: piles[p][1],
        )
        return top + side, columns

    def move_focus(self, key: int) -> None:
        top, columns = self.focus_order()
        piles = self.scene.geometry.piles  # type: ignore[union-attr]
        row = columns if self.scene.focus_pile in columns else top
        other = top if row is columns else columns
        i = row.index(self.scene.focus_pile) if self.scene.focus_pile in row else 0
        if key == Qt.Key.Key_Left:
            self.scene.focus_pile = row[(i - 1) % len(row)]
        elif key == Qt.Key.Key_Right:
            self.scene.focus_pile = row[(i + 1) % len(row)]
        elif other:
            x = piles[self.scene.focus_pile][0]
            self.scene.focus_pile = min(other, key=lambda p: abs(piles[p][0] - x))
        self.scene.focus_frame.show()
        self.update_focus_frame()
        self.scene.focus_moved.emit(self.scene.focus_pile)

    def update_focus_frame(self) -> None:
        geo = self.scene.geometry
        if geo is None or self.scene.focus_pile not in geo.piles:
            return
        x, y = geo.piles[self.scene.focus_pile]
        extent = geo.card_height
        if self.scene.focus_pile[0] == COLUMN and self.scene.position is not None:
            n = len(self.scene.position.columns[self.scene.focus_pile[1]])
            extent += max(0, n - 1) * geo.spread(n, y)
        self.scene.focus_frame.set_rect(QRectF(x, y, geo.card_width, extent))

    def key(self, event: QKeyEvent) -> None:
        key = event.key()
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            event.ignore()
            return
        if self.scene.covered:  # paused: a key of the table goes on, and moves nothing
            self.scene.uncover_asked.emit()
            event.accept()
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.scene.finish_animation()
            if self.scene.focus_frame.isVisible():
                self.move_focus(key)
            else:  # the first press shows the frame where it is; the next ones move it
                self.scene.focus_frame.show()
                self.update_focus_frame()
                self.scene.focus_moved.emit(self.scene.focus_pile)
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.scene.finish_animation()
            self.scene.focus_frame.show()
            self.update_focus_frame()
            self.scene.pile_activated.emit(self.scene.focus_pile)
        elif key == Qt.Key.Key_Escape:
            self.put_back()
            self.scene.cancelled.emit()
        elif key == Qt.Key.Key_F and self.scene.shown_cards(self.scene.focus_pile):
            # the keyboard's double-click: the framed pile's card home, or its best place
            self.scene.finish_animation()
            self.scene.card_double_clicked.emit(
                self.scene.focus_pile, len(self.scene.shown_cards(self.scene.focus_pile)) - 1
            )
        else:
            event.ignore()
            return
        event.accept()

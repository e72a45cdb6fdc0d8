"""The card table: a QGraphicsScene that shows positions and animates between them.

The scene knows no rule.  It is told positions (``show``, ``animate``, ``deal``) and works out
where every card must lie (``layout.placements``); it animates each card that is not there,
one step after another, with one ``animation_finished`` signal when the last step lands.  It
turns mouse and keys into plain requests -- "this card was clicked", "these cards were
dropped on that pile" -- and leaves it to the controller to ask the engine what they mean.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPixmap, QRadialGradient
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsSceneMouseEvent

from ..engine.position import CELL, COLUMN, FOUNDATION, Position
from .deck import Deck
from .items import CardItem, FocusFrame, PileItem
from .layout import Pile, Placement, TableGeometry, deal_order, pile_cards, placements

SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
FLYING = 1000.0  # z of cards in flight, above every pile
DEAL_STAGGER_MS = 22


class TableScene(QGraphicsScene):
    """Shows one variant's table.

    Signals: ``card_clicked(pile, index)`` (index None for a click on an empty spot of a
    pile), ``card_double_clicked(pile, index)``, ``cards_dropped(source, index, target)``
    (target None when the cards were dropped off every pile), ``pile_activated(pile)`` and
    ``cancelled()`` from the keyboard, ``animation_finished()``.
    """

    card_clicked = Signal(object, object)
    card_double_clicked = Signal(object, int)
    cards_dropped = Signal(object, int, object)
    pile_activated = Signal(object)
    cancelled = Signal()
    animation_finished = Signal()

    def __init__(self, deck: Deck, parent=None) -> None:
        super().__init__(parent)
        # cards move all the time: a BSP index would be rebuilt on every frame
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.deck = deck
        self.cards = {c: CardItem(c) for c in range(52)}
        for item in self.cards.values():
            self.addItem(item)
            item.hide()
        self.pile_items: dict[Pile, PileItem] = {}
        self.geometry: TableGeometry | None = None
        self.position: Position | None = None
        self._placements: dict[int, Placement] = {}
        self._shape = (7, 7)
        self._size = (800.0, 600.0)
        self.speed = SPEEDS["normal"]
        self.can_drag: Callable[[Pile, int], bool] = lambda pile, index: True
        self._queue: deque[Position] = deque()
        self._group: QParallelAnimationGroup | None = None
        self._flying: list[tuple[CardItem, Placement]] = []
        self._celebration: QParallelAnimationGroup | None = None
        self._press: tuple[Pile, int | None, QPointF] | None = None
        self._drag: tuple[Pile, int, list[CardItem], list[QPointF], QPointF] | None = None
        self.focus_frame = FocusFrame()
        self.addItem(self.focus_frame)
        self.focus_frame.hide()
        self.focus_pile: Pile = (COLUMN, 0)
        self.selection: tuple[Pile, int] | None = None
        self._felt: QPixmap | None = None
        self._dealing = False
        self._pixmaps: dict[tuple[int | None, int, float], QPixmap] = {}

    # -- the table ---------------------------------------------------------------------------

    def set_variant(self, columns: int, cells: int) -> None:
        """Make the piles of a variant with ``columns`` columns and ``cells`` cells."""
        self.finish_animation()
        for item in self.pile_items.values():
            self.removeItem(item)
        self.pile_items = {}
        piles = [(COLUMN, i) for i in range(columns)] + [(CELL, i) for i in range(cells)]
        piles += [(FOUNDATION, s) for s in range(4)]
        for pile in piles:
            item = PileItem(pile)
            self.pile_items[pile] = item
            self.addItem(item)
        self._shape = (columns, cells)
        if self.focus_pile not in self.pile_items:
            self.focus_pile = (COLUMN, 0)
        self._relayout()

    def set_size(self, width: float, height: float) -> None:
        """Fit the table to a view of this size (logical pixels)."""
        self._size = (max(width, 50.0), max(height, 50.0))
        self.setSceneRect(0, 0, *self._size)
        self._felt = None
        self._relayout()

    def set_deck(self, deck: Deck) -> None:
        self.deck = deck
        self._pixmaps.clear()
        self._relayout()
        for item in self.cards.values():
            item.update()

    def set_speed(self, name_or_factor: str | float) -> None:
        """Animation speed: "off", "fast", "normal", "slow" or a factor of the normal times."""
        if isinstance(name_or_factor, str):
            self.speed = SPEEDS[name_or_factor]
        else:
            self.speed = float(name_or_factor)

    def card_pixmap(self, card: int | None, width: float, dpr: float) -> QPixmap:
        """The card (None: the back) with its shadow, ``width`` logical pixels wide; one
        pixmap per card and size, so painting a card is a single blit."""
        key = (card, round(width * dpr), dpr)
        pm = self._pixmaps.get(key)
        if pm is None:
            if len(self._pixmaps) > 120:
                self._pixmaps.clear()
            face = self.deck.pixmap(card, width, dpr)
            offset = max(1, round(width * dpr * 0.02))
            pm = QPixmap(face.width() + offset, face.height() + offset)
            pm.fill(Qt.GlobalColor.transparent)
            p = QPainter(pm)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 50))
            radius = face.width() * 0.07
            shadow = QRectF(offset * 0.6, offset, face.width(), face.height())
            p.drawRoundedRect(shadow, radius, radius)
            # in device pixels: ``face`` carries the ratio, ``pm`` does not yet
            p.drawPixmap(QRectF(0, 0, face.width(), face.height()), face, QRectF(face.rect()))
            p.end()
            pm.setDevicePixelRatio(dpr)
            self._pixmaps[key] = pm
        return pm

    def _relayout(self) -> None:
        # a deal in progress starts over at the new size (the window's first resize comes
        # right after the first deal); any other animation lands at once
        redeal = self._dealing and self._group is not None and self.position is not None
        self.finish_animation()
        columns, cells = self._shape
        geo = TableGeometry.for_size(columns, cells, *self._size, aspect=self.deck.aspect)
        self.geometry = geo
        for pile, item in self.pile_items.items():
            item.set_size(geo.card_width, geo.card_height)
            item.setPos(*geo.piles[pile])
        for item in self.cards.values():
            item.set_size(geo.card_width, geo.card_height)
        if self.position is not None:
            self._place_all(self.position)
        self._update_focus_frame()
        if redeal:
            self.deal(self.position)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        """Green felt: a soft light in the middle of the table, darker towards the edges."""
        if self._felt is None or self._felt.size() != self.sceneRect().size().toSize():
            w, h = self._size
            pm = QPixmap(max(1, int(w)), max(1, int(h)))
            p = QPainter(pm)
            gradient = QRadialGradient(QPointF(w / 2, h * 0.4), max(w, h) * 0.75)
            gradient.setColorAt(0.0, QColor("#2f8a4c"))
            gradient.setColorAt(0.6, QColor("#226b3a"))
            gradient.setColorAt(1.0, QColor("#17492a"))
            p.fillRect(pm.rect(), gradient)
            p.end()
            self._felt = pm
        painter.fillRect(rect, QColor("#17492a"))
        painter.drawPixmap(rect, self._felt, rect)

    # -- showing positions -------------------------------------------------------------------

    def placement(self, card: int) -> Placement | None:
        """Where a card lies in the position the table shows (or is animating to)."""
        return self._placements.get(card)

    def shown_cards(self, pile: Pile) -> list[int]:
        return [] if self.position is None else pile_cards(self.position, pile)

    def show(self, position: Position) -> None:
        """Show a position at once, without animation."""
        self.finish_animation()
        self._queue.clear()
        self._place_all(position)

    def _place_all(self, position: Position) -> None:
        self.position = position
        assert self.geometry is not None
        self._placements = placements(position, self.geometry)
        for c, item in self.cards.items():
            pl = self._placements.get(c)
            if pl is None:
                item.hide()
                continue
            item.show()
            item.setPos(pl.x, pl.y)
            item.setZValue(pl.z)
            item.set_look(face_up=True)
        self._update_selection()
        self._update_focus_frame()

    def is_animating(self) -> bool:
        return self._group is not None or bool(self._queue)

    def animate(self, positions: Iterable[Position]) -> None:
        """Move the cards to each position in turn; ``animation_finished`` after the last."""
        self._stop_celebration()
        self._queue.extend(positions)
        if self._group is None:
            self._run_next()

    def _duration(self, start: QPointF, end: QPointF) -> int:
        assert self.geometry is not None
        cards = (end - start).manhattanLength() / max(self.geometry.card_width, 1.0)
        return int(self.speed * min(380.0, 150.0 + 28.0 * cards))

    def _run_next(self) -> None:
        while self._queue:
            position = self._queue.popleft()
            self.position = position
            assert self.geometry is not None
            self._placements = placements(position, self.geometry)
            moving = []
            for c, item in self.cards.items():
                pl = self._placements[c]
                item.show()
                if abs(item.x() - pl.x) + abs(item.y() - pl.y) > 0.5:
                    moving.append((item, pl))
                else:
                    item.setZValue(pl.z)
            if not moving or self.speed <= 0:
                for item, pl in moving:
                    item.setPos(pl.x, pl.y)
                    item.setZValue(pl.z)
                continue
            group = QParallelAnimationGroup(self)
            for item, pl in moving:
                item.setZValue(FLYING + pl.z)
                end = QPointF(pl.x, pl.y)
                anim = QPropertyAnimation(item, b"pos", group)
                anim.setStartValue(item.pos())
                anim.setEndValue(end)
                anim.setDuration(self._duration(item.pos(), end))
                anim.setEasingCurve(QEasingCurve.Type.OutCubic)
                group.addAnimation(anim)
            self._start(group, moving)
            return
        self._update_selection()
        self._update_focus_frame()
        self.animation_finished.emit()

    def _start(self, group: QParallelAnimationGroup, flying: list, dealing=False) -> None:
        self._dealing = dealing
        self._group = group
        self._flying = flying
        group.finished.connect(self._step_finished)
        group.start()

    def _step_finished(self) -> None:
        for item, pl in self._flying:
            item.setZValue(pl.z)
            item.set_look(face_up=True)
        self._flying = []
        group, self._group = self._group, None
        if group is not None:
            group.deleteLater()
        self._run_next()

    def finish_animation(self) -> bool:
        """Land every card where it is going at once (input never waits for an animation).
        Returns whether anything was moving."""
        self._stop_celebration()
        if self._group is None and not self._queue:
            return False
        group, self._group = self._group, None
        if group is not None:
            group.finished.disconnect(self._step_finished)
            group.stop()
            group.deleteLater()
        self._flying = []
        last = self._queue[-1] if self._queue else self.position
        self._queue.clear()
        if last is not None:
            self._place_all(last)
        self.animation_finished.emit()
        return True

    def deal(self, position: Position) -> None:
        """Deal a position: the cards fly face down from the dealer's hand and turn over as
        they land."""
        self.finish_animation()
        self._queue.clear()
        if self.speed <= 0 or self.geometry is None:
            self._place_all(position)
            self.animation_finished.emit()
            return
        self.position = position
        self._placements = placements(position, self.geometry)
        geo = self.geometry
        origin = QPointF((geo.width - geo.card_width) / 2, geo.height + geo.card_height * 0.2)
        group = QParallelAnimationGroup(self)
        flying = []
        for k, c in enumerate(deal_order(position)):
            item, pl = self.cards[c], self._placements[c]
            item.show()
            item.setPos(origin)
            item.setZValue(FLYING + 52 - k)
            item.set_look(face_up=False, selected=False)
            sequence = QSequentialAnimationGroup(group)
            sequence.addPause(int(k * DEAL_STAGGER_MS * self.speed))
            anim = QPropertyAnimation(item, b"pos", sequence)
            anim.setStartValue(origin)
            anim.setEndValue(QPointF(pl.x, pl.y))
            anim.setDuration(int(260 * self.speed))
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            anim.finished.connect(lambda item=item, z=pl.z: self._landed(item, z))
            sequence.addAnimation(anim)
            group.addAnimation(sequence)
            flying.append((item, pl))
        self._start(group, flying, dealing=True)

    @staticmethod
    def _landed(item: CardItem, z: float) -> None:
        item.setZValue(z)
        item.set_look(face_up=True)

    def celebrate(self) -> None:
        """A short wave over the foundations: every card hops in turn."""
        self.finish_animation()
        if self.speed <= 0 or self.geometry is None:
            return
        hop = self.geometry.card_height * 0.35
        group = QParallelAnimationGroup(self)
        for c, pl in self._placements.items():
            if pl.pile[0] != FOUNDATION:
                continue
            item = self.cards[c]
            home = QPointF(pl.x, pl.y)
            sequence = QSequentialAnimationGroup(group)
            sequence.addPause(int((pl.pile[1] * 90 + pl.index * 45) * self.speed))
            up = QPropertyAnimation(item, b"pos", sequence)
            up.setStartValue(home)
            up.setKeyValueAt(0.5, home - QPointF(0, hop))
            up.setEndValue(home)
            up.setDuration(int(420 * self.speed))
            up.setEasingCurve(QEasingCurve.Type.InOutSine)
            sequence.addAnimation(up)
            group.addAnimation(sequence)
        self._celebration = group
        group.start()

    def _stop_celebration(self) -> None:
        group, self._celebration = self._celebration, None
        if group is not None:
            group.stop()
            group.deleteLater()
            if self.position is not None:
                for c, pl in self._placements.items():
                    self.cards[c].setPos(pl.x, pl.y)

    # -- looks --------------------------------------------------------------------------------

    def set_beak(self, card: int | None) -> None:
        for c, item in self.cards.items():
            item.set_look(beak=c == card)
            item.setToolTip(
                self.tr("The beak: the first card dealt; its rank is the base rank")
                if c == card
                else ""
            )

    def set_pile_label(self, pile: Pile, label: str, tooltip: str = "", colour=None) -> None:
        item = self.pile_items.get(pile)
        if item is not None:
            item.set_label(label, tooltip, colour)

    def set_selection(self, selection: tuple[Pile, int] | None) -> None:
        """Mark the cards from ``index`` to the top of ``pile`` as picked up (None: none)."""
        self.selection = selection
        self._update_selection()

    def _update_selection(self) -> None:
        chosen: set[int] = set()
        if self.selection is not None and self.position is not None:
            pile, index = self.selection
            chosen = set(pile_cards(self.position, pile)[index:])
        for c, item in self.cards.items():
            item.set_look(selected=c in chosen)

    # -- the mouse ----------------------------------------------------------------------------

    def hit(self, point: QPointF) -> tuple[Pile, int | None] | None:
        """The card (pile, index) or the empty spot of a pile (pile, None) under a point."""
        for item in self.items(point):
            if isinstance(item, CardItem) and item.isVisible():
                pl = self._placements.get(item.card)
                if pl is not None:
                    return pl.pile, pl.index
        if self.geometry is None:
            return None
        pile = self.geometry.pile_at(point.x(), point.y())
        if pile is None:
            return None
        cards = self.shown_cards(pile)
        if pile[0] == COLUMN and cards:
            return pile, len(cards) - 1  # below a column's last card: that card
        return pile, None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self.finish_animation()
        hit = self.hit(event.scenePos())
        self._press = None if hit is None else (hit[0], hit[1], event.scenePos())
        self._drag = None
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._drag is not None:
            delta = event.scenePos() - self._drag[4]
            for item, start in zip(self._drag[2], self._drag[3], strict=True):
                item.setPos(start + delta)
            return
        if self._press is None:
            return
        pile, index, where = self._press
        distance = (event.scenePos() - where).manhattanLength()
        if index is None or distance < QApplication.startDragDistance():
            return
        self._press = None
        if pile[0] == FOUNDATION or not self.can_drag(pile, index):
            return
        items = [self.cards[c] for c in self.shown_cards(pile)[index:]]
        for k, item in enumerate(items):
            item.setZValue(FLYING * 2 + k)
        self._drag = (pile, index, items, [i.pos() for i in items], where)
        delta = event.scenePos() - where
        for item, start in zip(items, self._drag[3], strict=True):
            item.setPos(start + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return
        drag, self._drag = self._drag, None
        press, self._press = self._press, None
        if drag is not None:
            source, index, items = drag[0], drag[1], drag[2]
            target = self._drop_target(source, items[0], event.scenePos())
            self.cards_dropped.emit(source, index, target)
            self._settle()
        elif press is not None:
            self.card_clicked.emit(press[0], press[1])

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self.finish_animation()
        self._press = None
        hit = self.hit(event.scenePos())
        if hit is not None and hit[1] is not None:
            self.card_double_clicked.emit(hit[0], hit[1])

    def _drop_target(self, source: Pile, head: CardItem, cursor: QPointF) -> Pile | None:
        """The pile the dragged cards overlap most (the one under the cursor when none)."""
        geo = self.geometry
        assert geo is not None and self.position is not None
        w, h = geo.card_width, geo.card_height
        head_rect = QRectF(head.pos().x(), head.pos().y(), w, h)
        best, best_area = None, 0.0
        for pile, (px, py) in geo.piles.items():
            if pile == source:
                continue
            extent = h
            if pile[0] == COLUMN:
                n = len(self.position.columns[pile[1]])
                extent += max(0, n - 1) * geo.spread(n, py)
            area_rect = head_rect.intersected(QRectF(px, py, w, extent))
            area = area_rect.width() * area_rect.height()
            if area > best_area:
                best, best_area = pile, area
        if best is None:
            under = geo.pile_at(cursor.x(), cursor.y())
            best = under if under != source else None
        return best

    def _settle(self) -> None:
        """After a drop nobody took: fly the cards back."""
        if self._group is not None or self._queue or self.position is None:
            return
        out_of_place = any(
            abs(self.cards[c].x() - pl.x) + abs(self.cards[c].y() - pl.y) > 0.5
            for c, pl in self._placements.items()
        )
        if out_of_place:
            self.animate([self.position])

    # -- the keyboard -------------------------------------------------------------------------

    def focus_order(self) -> tuple[list[Pile], list[Pile]]:
        """The piles of the top row (left to right) and the columns."""
        assert self.geometry is not None
        piles = self.geometry.piles
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
        piles = self.geometry.piles  # type: ignore[union-attr]
        row = columns if self.focus_pile in columns else top
        other = top if row is columns else columns
        i = row.index(self.focus_pile) if self.focus_pile in row else 0
        if key == Qt.Key.Key_Left:
            self.focus_pile = row[(i - 1) % len(row)]
        elif key == Qt.Key.Key_Right:
            self.focus_pile = row[(i + 1) % len(row)]
        elif other:
            x = piles[self.focus_pile][0]
            self.focus_pile = min(other, key=lambda p: abs(piles[p][0] - x))
        self.focus_frame.show()
        self._update_focus_frame()

    def _update_focus_frame(self) -> None:
        geo = self.geometry
        if geo is None or self.focus_pile not in geo.piles:
            return
        x, y = geo.piles[self.focus_pile]
        extent = geo.card_height
        if self.focus_pile[0] == COLUMN and self.position is not None:
            n = len(self.position.columns[self.focus_pile[1]])
            extent += max(0, n - 1) * geo.spread(n, y)
        self.focus_frame.set_rect(QRectF(x, y, geo.card_width, extent))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            event.ignore()
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.finish_animation()
            self.move_focus(key)
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.finish_animation()
            self.focus_frame.show()
            self._update_focus_frame()
            self.pile_activated.emit(self.focus_pile)
        elif key == Qt.Key.Key_Escape:
            self.cancelled.emit()
        else:
            event.ignore()
            return
        event.accept()

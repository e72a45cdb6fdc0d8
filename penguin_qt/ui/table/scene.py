"""The card table: a QGraphicsScene that shows positions and animates between them.

The scene knows no rule.  It is told positions (``show``, ``animate``, ``deal``) and shows
them; the piles it lays out are those of the position it shows, so a position and its table
always change together.  At rest every card item stands exactly where
``layout.placements(position, geometry)`` puts it (``_put_at_rest`` is the only code that
puts a card at rest).  An animation is a path between two such states: each step (a
``Flight``) knows where its cards start and where they end as functions of the geometry, so
a resize or a change of speed in mid-flight keeps the path, and every way an animation ends
-- it lands, ``finish_animation()``, speed "off" -- ends on a fresh layout.

It turns mouse and keys into plain requests -- "this card was clicked", "these cards were
dropped on that pile" -- and leaves it to the controller to ask the engine what they mean.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPixmap, QRadialGradient
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsSceneMouseEvent

from ...engine.position import CELL, COLUMN, FOUNDATION, Position
from .deck import Deck
from .items import CardItem, DropMark, FocusFrame, PileItem
from .layout import Pile, Placement, TableGeometry, deal_order, pile_cards, placements

SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
FLYING = 1000.0  # z of cards in flight, above every pile
DEAL_STAGGER_MS = 22
DEAL_FLIGHT_MS = 260
HOP_MS = 420
PIXMAP_CACHE = 53 * 6  # the cards at six sizes: switching variants back and forth redraws none
_EASE = QEasingCurve(QEasingCurve.Type.OutCubic)
_EASE_HOP = QEasingCurve(QEasingCurve.Type.InOutSine)

Starts = Callable[[TableGeometry], dict[int, tuple[float, float]]]


def table_shape(position: Position) -> tuple[int, int]:
    """(columns, cells) of the table a position lies on."""
    return len(position.columns), len(position.cells)


def move_duration(distance: float, card_width: float) -> float:
    """Milliseconds at normal speed for a card to travel ``distance`` pixels."""
    cards = distance / max(card_width, 1.0)
    return min(380.0, 150.0 + 28.0 * cards)


@dataclass
class Flight:
    """One step of an animation: the cards in ``timing`` travel from ``starts(geometry)`` to
    where ``position`` puts them; every other card stays at rest in ``position``.

    ``timing`` maps a card to (delay, duration) in milliseconds at normal speed; ``z`` is
    its stacking order while it flies; ``face_down`` cards turn over as they land (the
    deal); ``hop`` lifts cards by that many card heights on the way (the celebration).
    """

    position: Position
    starts: Starts
    timing: dict[int, tuple[float, float]]
    z: dict[int, float] = field(default_factory=dict)
    face_down: bool = False
    hop: float = 0.0
    interruptible: bool = False  # the celebration gives way to any new animation

    @property
    def length(self) -> float:
        return max((d + t for d, t in self.timing.values()), default=0.0)


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
    focus_moved = Signal(object)  # the pile under the keyboard frame (for accessibility)
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
        self._shape: tuple[int, int] | None = None
        self._size = (800.0, 600.0)
        self.speed = SPEEDS["normal"]
        self.can_drag: Callable[[Pile, int], bool] = lambda pile, index: True
        # where the cards from ``index`` up of a pile may go (asked when a drag starts)
        self.drop_targets: Callable[[Pile, int], set[Pile]] = lambda pile, index: set()
        self.drop_marks: dict[Pile, DropMark] = {}
        self._queue: deque[Position] = deque()
        self._flight: Flight | None = None
        self._group: QVariantAnimation | None = None  # the clock of the flight
        self._t = 0.0  # where the flight is, in milliseconds at normal speed
        self._press: tuple[Pile, int | None, QPointF] | None = None
        self._drag: tuple[Pile, int, list[CardItem], list[QPointF], QPointF] | None = None
        self.focus_frame = FocusFrame()
        self.addItem(self.focus_frame)
        self.focus_frame.hide()
        self.focus_pile: Pile = (COLUMN, 0)
        self.selection: tuple[Pile, int] | None = None
        self._felt: QPixmap | None = None
        self._pixmaps: dict[tuple[int | None, int, float], QPixmap] = {}

    # -- the table ---------------------------------------------------------------------------

    def _set_table(self, position: Position) -> None:
        """Make the piles of the table ``position`` lies on (nothing when they are there)."""
        shape = table_shape(position)
        if shape == self._shape:
            return
        columns, cells = shape
        piles = [(COLUMN, i) for i in range(columns)] + [(CELL, i) for i in range(cells)]
        piles += [(FOUNDATION, s) for s in range(4)]
        old, self.pile_items = self.pile_items, {}
        for pile in piles:
            item = old.pop(pile, None)
            if item is None:
                item = PileItem(pile)
                self.addItem(item)
            self.pile_items[pile] = item
        for item in old.values():  # the piles the new table has not
            self.removeItem(item)
        self._shape = shape
        self.selection = None
        if self.focus_pile not in self.pile_items:
            self.focus_pile = (COLUMN, 0)

    def set_size(self, width: float, height: float) -> None:
        """Fit the table to a view of this size (logical pixels)."""
        self._size = (max(width, 50.0), max(height, 50.0))
        self.setSceneRect(0, 0, *self._size)
        self._felt = None
        self._relayout()

    def table_size(self) -> tuple[float, float]:
        return self._size

    def set_deck(self, deck: Deck) -> None:
        self.deck = deck
        self._pixmaps.clear()
        self._relayout()
        for item in self.cards.values():
            item.update()

    def set_speed(self, name_or_factor: str | float) -> None:
        """Animation speed: "off", "fast", "normal", "slow" or a factor of the normal times.
        Cards in flight go on at the new speed along the same path ("off": they land)."""
        if isinstance(name_or_factor, str):
            self.speed = SPEEDS[name_or_factor]
        else:
            self.speed = float(name_or_factor)
        if self._flight is None:
            return
        if self.speed <= 0:
            self.finish_animation()
        elif self._group is not None:
            t = self._t
            self._group.setDuration(max(1, round(self._flight.length * self.speed)))
            self._group.setCurrentTime(round(t * self.speed))

    def card_pixmap(self, card: int | None, width: float, dpr: float) -> QPixmap:
        """The card (None: the back) with its shadow, ``width`` logical pixels wide; one
        pixmap per card and size, so painting a card is a single blit."""
        key = (card, round(width * dpr), dpr)
        pm = self._pixmaps.get(key)
        if pm is None:
            if len(self._pixmaps) > PIXMAP_CACHE:
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
        """A fresh geometry for the shown table at the current size; cards at rest go to
        their new places, cards in flight go on along their path on the new geometry."""
        self._cancel_drag()
        if self.position is None or self._shape is None:
            return
        columns, cells = self._shape
        geo = TableGeometry.for_size(
            columns,
            cells,
            *self._size,
            aspect=self.deck.aspect,
            min_spread=self.deck.index_strip,
        )
        self.geometry = geo
        for pile, item in self.pile_items.items():
            item.set_size(geo.card_width, geo.card_height)
            item.setPos(*geo.piles[pile])
        for item in self.cards.values():
            item.set_size(geo.card_width, geo.card_height)
        self._placements = placements(self.position, geo)
        self._put_all_at_rest()
        if self._flight is not None:
            self._draw(self._t)

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
        # whole pixels: Qt's plain blit, not its filtering path (this runs on every frame)
        area = rect.toAlignedRect()
        painter.drawPixmap(area, self._felt, area)

    # -- at rest -------------------------------------------------------------------------------

    def placement(self, card: int) -> Placement | None:
        """Where a card lies in the position the table shows (or is animating to)."""
        return self._placements.get(card)

    def shown_cards(self, pile: Pile) -> list[int]:
        return [] if self.position is None else pile_cards(self.position, pile)

    def _put_at_rest(self, item: CardItem, pl: Placement) -> None:
        """The one way a card comes to rest: its pile, place, stacking order and face."""
        item.pile, item.index = pl.pile, pl.index
        item.show()
        item.setPos(pl.x, pl.y)
        item.setZValue(pl.z)
        item.set_look(face_up=pl.face_up)

    def _put_all_at_rest(self) -> None:
        for c, item in self.cards.items():
            pl = self._placements.get(c)
            if pl is None:  # only before the first position
                item.hide()
            else:
                self._put_at_rest(item, pl)
        self._update_selection()
        self._update_focus_frame()

    def _settle_on(self, position: Position) -> None:
        """Show ``position`` at rest: its table, a fresh layout, every card in place."""
        self._set_table(position)
        self.position = position
        self._relayout()

    def show(self, position: Position) -> None:
        """Show a position at once, without animation."""
        self.finish_animation()
        self._settle_on(position)

    # -- animations ----------------------------------------------------------------------------

    def is_animating(self) -> bool:
        return self._flight is not None or bool(self._queue)

    def is_dragging(self) -> bool:
        """Whether the player holds cards (they follow the mouse, not the layout)."""
        return self._drag is not None

    def animate(self, positions: Iterable[Position]) -> None:
        """Move the cards to each position in turn; ``animation_finished`` after the last."""
        if self._flight is not None and self._flight.interruptible:
            self._end_flight()
            self._put_all_at_rest()
        self._cancel_drag()
        self._queue.extend(positions)
        if self._flight is None:
            self._run_next()

    def _run_next(self) -> None:
        while self._queue:
            position = self._queue.popleft()
            before = self.position
            if before is None or table_shape(before) != table_shape(position):
                self._settle_on(position)
                continue
            self.position = position
            assert self.geometry is not None
            self._placements = placements(position, self.geometry)
            flight = self._move_flight(before, position)
            if flight is None or self.speed <= 0:
                self._put_all_at_rest()
                continue
            self._start(flight)
            return
        self._put_all_at_rest()
        self.animation_finished.emit()

    def _move_flight(self, before: Position, position: Position) -> Flight | None:
        """The cards that are not where ``position`` puts them fly there from where they are
        (a dropped card from where it was dropped): the start is kept as an offset, in card
        widths, from the card's place in ``before``, so it follows a resize."""
        geo = self.geometry
        assert geo is not None
        was = placements(before, geo)
        offsets: dict[int, tuple[float, float]] = {}
        timing: dict[int, tuple[float, float]] = {}
        z: dict[int, float] = {}
        w = geo.card_width
        for c, pl in self._placements.items():
            item = self.cards[c]
            distance = abs(item.x() - pl.x) + abs(item.y() - pl.y)
            if distance <= 0.5:
                continue
            offsets[c] = ((item.x() - was[c].x) / w, (item.y() - was[c].y) / w)
            timing[c] = (0.0, move_duration(distance, w))
            z[c] = FLYING + pl.z
        if not timing:
            return None

        def starts(g: TableGeometry) -> dict[int, tuple[float, float]]:
            where = placements(before, g)
            cw = g.card_width
            return {
                c: (where[c].x + dx * cw, where[c].y + dy * cw) for c, (dx, dy) in offsets.items()
            }

        return Flight(position, starts, timing, z)

    def _start(self, flight: Flight) -> None:
        self._flight = flight
        self._t = 0.0
        clock = QVariantAnimation(self)
        clock.setStartValue(0.0)
        clock.setEndValue(float(flight.length))
        clock.setDuration(max(1, round(flight.length * self.speed)))
        clock.valueChanged.connect(self._draw)
        clock.finished.connect(self._landed)
        self._group = clock
        self._draw(0.0)
        clock.start()

    def _draw(self, t: float) -> None:
        """The flight at ``t`` ms (normal speed) on the current geometry."""
        flight, geo = self._flight, self.geometry
        if flight is None or geo is None:
            return
        self._t = float(t)
        starts = flight.starts(geo)
        for c, (delay, duration) in flight.timing.items():
            item, end = self.cards[c], self._placements[c]
            progress = 1.0 if duration <= 0 else (self._t - delay) / duration
            if progress >= 1.0:
                self._put_at_rest(item, end)
                continue
            progress = max(0.0, progress)
            if flight.hop:
                lift = math.sin(math.pi * _EASE_HOP.valueForProgress(progress))
                x, y = end.x, end.y - flight.hop * geo.card_height * lift
            else:
                e = _EASE.valueForProgress(progress)
                sx, sy = starts[c]
                x, y = sx + (end.x - sx) * e, sy + (end.y - sy) * e
            item.setPos(x, y)
            item.setZValue(flight.z.get(c, FLYING + end.z))
            item.set_look(face_up=not flight.face_down)

    def _landed(self) -> None:
        self._end_flight()
        self._put_all_at_rest()
        self._run_next()

    def _end_flight(self) -> None:
        clock, self._group = self._group, None
        self._flight = None
        if clock is not None:
            clock.valueChanged.disconnect(self._draw)
            clock.finished.disconnect(self._landed)
            clock.stop()
            clock.deleteLater()

    def finish_animation(self) -> bool:
        """Land every card where it is going at once (input never waits for an animation).
        Returns whether anything was moving."""
        if self._flight is None and not self._queue:
            return False
        self._end_flight()
        last = self._queue[-1] if self._queue else self.position
        self._queue.clear()
        if last is not None:
            self._settle_on(last)
        self.animation_finished.emit()
        return True

    def deal(self, position: Position) -> None:
        """Deal a position (on its own table): the cards fly face down from the dealer's
        hand and turn over as they land; the cards the deal sends home fly last."""
        self.finish_animation()
        self._cancel_drag()
        self._settle_on(position)
        if self.speed <= 0:
            self.animation_finished.emit()
            return
        order = deal_order(position)
        timing = {c: (k * DEAL_STAGGER_MS, float(DEAL_FLIGHT_MS)) for k, c in enumerate(order)}
        z = {c: FLYING + len(order) - k for k, c in enumerate(order)}

        def starts(g: TableGeometry) -> dict[int, tuple[float, float]]:
            hand = ((g.width - g.card_width) / 2, g.height + g.card_height * 0.2)
            return dict.fromkeys(order, hand)

        self._start(Flight(position, starts, timing, z, face_down=True))

    def celebrate(self) -> None:
        """A short wave over the foundations: every card hops in turn."""
        self.finish_animation()
        if self.speed <= 0 or self.position is None:
            return
        timing = {
            c: (pl.pile[1] * 90.0 + pl.index * 45.0, float(HOP_MS))
            for c, pl in self._placements.items()
            if pl.pile[0] == FOUNDATION
        }
        if not timing:
            return
        z = {c: FLYING + self._placements[c].z for c in timing}
        self._start(Flight(self.position, lambda g: {}, timing, z, hop=0.35, interruptible=True))

    def _cancel_drag(self) -> None:
        """The shown position or its geometry changes: a drag or press in progress is void."""
        self._drag = None
        self._press = None
        self._clear_drop_marks()

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
            self._mark_current(event.scenePos())
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
        self._show_drop_marks(pile, index)
        self._mark_current(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return
        drag, self._drag = self._drag, None
        press, self._press = self._press, None
        if drag is not None:
            source, index, items = drag[0], drag[1], drag[2]
            target = self._drop_target(source, items[0], event.scenePos())
            self._clear_drop_marks()
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
        """The pile the dragged cards overlap most, a pile that takes them before one that
        does not (the one under the cursor when they overlap none)."""
        geo = self.geometry
        assert geo is not None and self.position is not None
        w, h = geo.card_width, geo.card_height
        head_rect = QRectF(head.pos().x(), head.pos().y(), w, h)
        best, best_key = None, (False, 0.0)
        for pile, (px, py) in geo.piles.items():
            if pile == source:
                continue
            extent = h
            if pile[0] == COLUMN:
                n = len(self.position.columns[pile[1]])
                extent += max(0, n - 1) * geo.spread(n, py)
            area_rect = head_rect.intersected(QRectF(px, py, w, extent))
            area = area_rect.width() * area_rect.height()
            key = (pile in self.drop_marks, area)
            if area > 0 and key > best_key:
                best, best_key = pile, key
        if best is None:
            under = geo.pile_at(cursor.x(), cursor.y())
            best = under if under != source else None
        return best

    def _show_drop_marks(self, pile: Pile, index: int) -> None:
        """Mark every pile the dragged cards may go to (the controller asks the engine)."""
        self._clear_drop_marks()
        geo = self.geometry
        if geo is None or self.position is None:
            return
        for target in self.drop_targets(pile, index):
            if target not in geo.piles:
                continue
            cards = self.shown_cards(target)
            if target[0] == COLUMN and cards:
                pl = self._placements[cards[-1]]
                x, y = pl.x, pl.y
            else:
                x, y = geo.piles[target]
            mark = DropMark(target, QRectF(x, y, geo.card_width, geo.card_height))
            self.addItem(mark)
            self.drop_marks[target] = mark

    def _mark_current(self, cursor: QPointF) -> None:
        if self._drag is None or not self.drop_marks:
            return
        target = self._drop_target(self._drag[0], self._drag[2][0], cursor)
        for pile, mark in self.drop_marks.items():
            mark.set_current(pile == target)

    def _clear_drop_marks(self) -> None:
        marks, self.drop_marks = self.drop_marks, {}
        for mark in marks.values():
            self.removeItem(mark)

    def _settle(self) -> None:
        """After a drop nobody took: fly the cards back."""
        if self.is_animating() or self.position is None:
            return
        out_of_place = any(
            abs(self.cards[c].x() - pl.x) + abs(self.cards[c].y() - pl.y) > 0.5
            for c, pl in self._placements.items()
        )
        if out_of_place:
            self.animate([self.position])
        else:
            self._put_all_at_rest()

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
        self.focus_moved.emit(self.focus_pile)

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
        elif key == Qt.Key.Key_F and self.shown_cards(self.focus_pile):
            # the keyboard's double-click: the framed pile's card home, or its best place
            self.finish_animation()
            self.card_double_clicked.emit(
                self.focus_pile, len(self.shown_cards(self.focus_pile)) - 1
            )
        else:
            event.ignore()
            return
        event.accept()

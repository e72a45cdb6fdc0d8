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
dropped on that pile" (``scene_input``) -- and leaves it to the controller to ask the engine
what they mean.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

from PySide6.QtCore import QRect, QRectF, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent, QGraphicsView

from ...engine.position import CELL, COLUMN, FOUNDATION, Position
from .deck import BuiltinDeck, Deck
from .felt import DEFAULT_FELT, edge_colour, felt_fits, felt_pixmap, paint_felt
from .flight import Flight, ease, move_duration, table_shape
from .items import CardItem, Curtain, DropMark, FocusFrame, PileItem, with_shadow
from .layout import Pile, Placement, TableGeometry, deal_order, pile_cards, placements
from .scene_input import FLYING, TableInput
from .win_animation import launch_order, win_path, win_timing

SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
DEAL_STAGGER_MS = 22
DEAL_FLIGHT_MS = 260
CASCADE_SHRINK, CASCADE_MS = 0.7, 1500.0  # each further step of a cascade shorter; its bound
PIXMAP_CACHE = 53 * 6  # the cards at six sizes: switching variants back and forth redraws none
# The faces not drawn yet at the table's card size are drawn ahead, this many at each idle turn
# of the event loop (about 1 ms each), so that no frame of a deal or a move draws them.
DRAW_AHEAD = 2


class TableScene(QGraphicsScene):
    """Shows one variant's table.

    Signals: ``card_clicked(pile, index)`` (index None for a click on an empty spot of a
    pile), ``card_double_clicked(pile, index)``, ``cards_dropped(source, index, target)``
    (target None when the cards were dropped off every pile), ``pile_activated(pile)`` and
    ``cancelled()`` from the keyboard, ``animation_finished()``.
    """

    card_clicked = Signal(object, object)
    card_double_clicked = Signal(object, int)
    foundation_double_clicked = Signal(object)  # on a foundation, empty or not
    cards_dropped = Signal(object, int, object)
    pile_activated = Signal(object)
    focus_moved = Signal(object)  # the pile under the keyboard frame (for accessibility)
    cancelled = Signal()
    uncover_asked = Signal()  # a click or a key on the covered table (the game is paused)
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
        # a share of the animation's times for a while: the demo plays faster than a hand
        self.hurry = 1.0
        self.can_drag: Callable[[Pile, int], bool] = lambda pile, index: True
        # where the cards from ``index`` up of a pile may go (asked when a drag starts)
        self.drop_targets: Callable[[Pile, int], set[Pile]] = lambda pile, index: set()
        self.drop_marks: dict[Pile, DropMark] = {}
        self._queue: deque[Position] = deque()
        self._flight: Flight | None = None
        self._group: QVariantAnimation | None = None  # the clock of the flight
        self._t = 0.0  # where the flight is, in milliseconds at normal speed
        self._cascade = (0, 0.0)  # steps flown and milliseconds spent in this animation
        self.input = TableInput(self)  # the mouse and the keyboard
        self.focus_frame = FocusFrame()
        self.addItem(self.focus_frame)
        self.focus_frame.hide()
        self.focus_pile: Pile = (COLUMN, 0)
        self.selection: tuple[Pile, int] | None = None
        self._felt: QPixmap | None = None
        self.felt = DEFAULT_FELT  # a felt's name or "#rrggbb" (felt.FELTS)
        self._edge = edge_colour(self.felt)
        self.zoom = 1.0  # the cards' size, as a share of what fits the table
        self._pixmaps: dict[tuple[int | None, int, float], QPixmap] = {}
        # while a face is drawn in the background: the card's last face, and stand-ins made
        self._last_face: dict[int | None, QPixmap] = {}
        self._stand_ins: dict[tuple[int | None, int, float], QPixmap] = {}
        deck.on_drawn(self._faces_drawn)
        self._ahead = QTimer(self)  # draws the faces ahead (``_draw_ahead``)
        self._ahead.setInterval(0)
        self._ahead.timeout.connect(self._draw_ahead)
        self._painted = False  # not before the first frame: that frame would wait for them
        self._curtain: Curtain | None = None  # over the cards while the game is paused
        self._covered = False

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
        if self.covered:
            self._settle_curtain()

    def table_size(self) -> tuple[float, float]:
        return self._size

    def set_deck(self, deck: Deck) -> None:
        """Show ``deck``: its faces come as they are drawn (in the background for a large
        deck); until then each card shows the face it showed before, at the new size."""
        if deck is not self.deck:
            self.deck.put_away()
            deck.on_drawn(self._faces_drawn)
        self.deck = deck
        self._pixmaps.clear()
        self._stand_ins.clear()
        self._relayout()
        for item in self.cards.values():
            item.update()
        for pile_item in self.pile_items.values():
            pile_item.update()  # a foundation's card comes from the deck

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
            self._group.setDuration(max(1, round(self._flight.length * self.speed * self.hurry)))
            self._group.setCurrentTime(round(t * self.speed * self.hurry))

    def card_pixmap(self, card: int | None, width: float, dpr: float) -> QPixmap:
        """The card (None: the back) with its shadow, ``width`` logical pixels wide; one
        pixmap per card and size, so painting a card is a single blit.  While the deck
        draws the face in the background, the card's last face stands in for it, scaled
        (or the built-in one's, when it had none)."""
        key = (card, round(width * dpr), dpr)
        pm = self._pixmaps.get(key)
        if pm is None:
            face = self.deck.drawn(card, width, dpr)
            if face is None:
                return self._stand_in(key, width, dpr)
            if len(self._pixmaps) > PIXMAP_CACHE:
                self._pixmaps.clear()
            pm = with_shadow(face, width, dpr)
            self._pixmaps[key] = pm
            self._last_face[card] = pm
            self._stand_ins.pop(key, None)
        return pm

    def _stand_in(self, key: tuple[int | None, int, float], width: float, dpr: float) -> QPixmap:
        pm = self._stand_ins.get(key)
        if pm is None:
            card = key[0]
            last = self._last_face.get(card)
            height = round(width * self.deck.aspect * dpr) + round(width * dpr * 0.02)
            if last is not None:
                pm = last.scaled(
                    key[1] + round(width * dpr * 0.02),
                    height,
                    Qt.AspectRatioMode.IgnoreAspectRatio,
                    Qt.TransformationMode.SmoothTransformation,
                )
                pm.setDevicePixelRatio(dpr)
            else:
                plain = BuiltinDeck()
                plain.aspect = self.deck.aspect
                pm = with_shadow(plain.pixmap(card, width, dpr), width, dpr)
            self._stand_ins[key] = pm
        return pm

    def _faces_drawn(self) -> None:
        """Faces came from the background: the cards show them, the rest are asked for."""
        for item in self.cards.values():
            if item.isVisible():
                item.update()
        for pile_item in self.pile_items.values():
            if pile_item.card is not None:
                pile_item.update()
        if self._painted:
            self._ahead.start()

    def _draw_ahead(self) -> None:
        """The felt's pixmap first, then the next ``DRAW_AHEAD`` pixmaps the table's card size
        has not had yet (the back, then the faces); stop when every card has its pixmap."""
        if not felt_fits(self._felt, *self._size):
            self._felt = felt_pixmap(self.felt, *self._size)
            return
        views = self.views()
        if self.geometry is None or not views:
            self._ahead.stop()
            return
        width = self.geometry.card_width
        dpr = views[0].devicePixelRatioF()
        size = round(width * dpr)
        missing = [c for c in (None, *range(52)) if (c, size, dpr) not in self._pixmaps]
        if self.deck.drawing():
            # the deck draws in the background: every face is asked for (or taken, once
            # drawn), and each one drawn there starts this again (``_faces_drawn``)
            for card in missing:
                self.card_pixmap(card, width, dpr)
            self._ahead.stop()
            return
        for card in missing[:DRAW_AHEAD]:
            self.card_pixmap(card, width, dpr)
        if len(missing) <= DRAW_AHEAD and not self.deck.drawing():
            self._ahead.stop()

    def _relayout(self) -> None:
        """A fresh geometry for the shown table at the current size; cards at rest go to
        their new places, cards in flight go on along their path on the new geometry."""
        self.input.cancel_drag()
        if self.position is None or self._shape is None:
            return
        columns, cells = self._shape
        geo = TableGeometry.for_size(
            columns,
            cells,
            *self._size,
            aspect=self.deck.aspect,
            min_spread=self.deck.index_strip,
            zoom=self.zoom,
        )
        self.geometry = geo
        for pile, pile_item in self.pile_items.items():
            pile_item.set_size(geo.card_width, geo.card_height)
            pile_item.setPos(*geo.piles[pile])
        for card_item in self.cards.values():
            card_item.set_size(geo.card_width, geo.card_height)
        self._placements = placements(self.position, geo)
        self._put_all_at_rest()
        if self._flight is not None:
            self._draw(self._t)
        if self._painted:
            self._ahead.start()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        """The felt's pixmap (made once per size and colour) blitted; the first frame paints
        the cloth straight (``felt.paint_felt``), the pixmap is made after it (``_draw_ahead``)."""
        painter.fillRect(rect, self._edge)
        if not self._painted:
            self._painted = True
            self._ahead.start()
            paint_felt(painter, self.felt, *self._size, QRectF(rect))
            return
        felt = self._felt
        if felt is None or not felt_fits(felt, *self._size):
            felt = self._felt = felt_pixmap(self.felt, *self._size)
        # whole pixels: Qt's plain blit, not its filtering path (this runs on every frame)
        area = rect.toAlignedRect() if isinstance(rect, QRectF) else rect
        painter.drawPixmap(area, felt, area)

    def set_felt(self, felt: str) -> None:
        """Lay another felt on the table (a name of ``felt.FELTS`` or "#rrggbb")."""
        self.felt = felt
        self._felt = None
        self._edge = edge_colour(felt)
        self.update()

    def set_zoom(self, zoom: float) -> None:
        """Cards ``zoom`` times the size that fits the table (1.0: as they fit)."""
        self.zoom = zoom
        self._relayout()

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
        self.input.update_focus_frame()

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
        return self.input.dragging

    def animate(self, positions: Iterable[Position]) -> None:
        """Move the cards to each position in turn; ``animation_finished`` after the last."""
        if self._flight is not None and self._flight.interruptible:
            self._end_flight()
            self._put_all_at_rest()
        self.input.cancel_drag()
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
            steps, spent = self._cascade
            if spent >= CASCADE_MS:  # a long cascade: the rest lands at once
                continue  # (put at rest below, or by the next flight)
            factor = CASCADE_SHRINK**steps
            self._cascade = (steps + 1, spent + flight.length * factor)
            self._start(flight, factor)
            return
        self._cascade = (0, 0.0)
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

    def _start(self, flight: Flight, factor: float = 1.0) -> None:
        self._flight = flight
        self._t = 0.0
        clock = QVariantAnimation(self)
        clock.setStartValue(0.0)
        clock.setEndValue(float(flight.length))
        clock.setDuration(max(1, round(flight.length * self.speed * self.hurry * factor)))
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
            if progress >= 1.0 and flight.path is None:
                self._put_at_rest(item, end)
                continue
            progress = min(1.0, max(0.0, progress))
            if flight.path is not None:
                x, y = flight.path(c, progress, geo)
            else:
                e = ease(progress)
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
        if self._flight is not None and self._flight.interruptible:
            self._repaint_whole(False)
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
        self._cascade = (0, 0.0)
        if last is not None:
            self._settle_on(last)
        self.animation_finished.emit()
        return True

    def deal(self, position: Position) -> None:
        """Deal a position (on its own table): the cards fly face down from the dealer's
        hand and turn over as they land; the cards the deal sends home fly last."""
        self.finish_animation()
        self.input.cancel_drag()
        self._settle_on(position)
        if self.speed <= 0:
            self.animation_finished.emit()
            return
        order = deal_order(position)
        timing = {
            c: (float(k * DEAL_STAGGER_MS), float(DEAL_FLIGHT_MS)) for k, c in enumerate(order)
        }
        z = {c: FLYING + len(order) - k for k, c in enumerate(order)}

        def starts(g: TableGeometry) -> dict[int, tuple[float, float]]:
            hand = ((g.width - g.card_width) / 2, g.height + g.card_height * 0.2)
            return dict.fromkeys(order, hand)

        self._start(Flight(position, starts, timing, z, face_down=True))

    def celebrate(self) -> None:
        """The win (``win_animation``): the cards leap off the foundations and bounce away,
        then stand whole again; it gives way to any input or new animation."""
        self.finish_animation()
        if self.speed <= 0 or self.position is None:
            return
        order = launch_order(self._placements)
        if not order:
            return
        z = {c: FLYING + k for k, c in enumerate(order)}
        path = win_path(order, self._placements)
        timing = win_timing(order)
        self._start(Flight(self.position, lambda g: {}, timing, z, path=path, interruptible=True))
        self._repaint_whole(True)

    def _repaint_whole(self, whole: bool) -> None:
        """Cards all over the table: one rectangle a frame costs half the many small ones."""
        mode = QGraphicsView.ViewportUpdateMode
        for view in self.views():
            view.setViewportUpdateMode(
                mode.BoundingRectViewportUpdate if whole else mode.MinimalViewportUpdate
            )

    def is_celebrating(self) -> bool:
        """Whether the win's cards are in the air (any key or click lands them)."""
        return self._flight is not None and self._flight.interruptible

    # -- the mouse and the keyboard: the input's -------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.input.press(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.input.move(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.input.release(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.input.double_click(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        self.input.key(event)

    # -- paused --------------------------------------------------------------------------------

    @property
    def covered(self) -> bool:
        """Whether the cards are hidden (the game is paused)."""
        return self._covered

    def set_covered(self, covered: bool) -> None:
        """Hide the cards under the felt (the game is paused), or show them again."""
        if covered == self._covered:
            return
        self._covered = covered
        if self._curtain is None:
            self._curtain = Curtain()
            self.addItem(self._curtain)
        if covered:
            self.input.cancel_drag()
            self._settle_curtain()
        self._curtain.setVisible(covered)

    def _settle_curtain(self) -> None:
        if self._curtain is not None:
            text = self.tr("Paused\nPress P or click to go on")
            self._curtain.set_look(self.sceneRect(), edge_colour(self.felt), text)

    # -- looks --------------------------------------------------------------------------------

    def set_beak(self, card: int | None) -> None:
        for c, item in self.cards.items():
            item.set_look(beak=c == card)
            item.setToolTip(
                self.tr("The beak: the first card dealt; its rank is the base rank")
                if c == card
                else ""
            )

    def set_pile_label(
        self,
        pile: Pile,
        label: str,
        tooltip: str = "",
        colour: QColor | None = None,
        card: int | None = None,
    ) -> None:
        """What an empty pile shows: ``label``, or on a deck with suits of its own the
        deck's ``card`` (a foundation's first), faintly."""
        item = self.pile_items.get(pile)
        if item is not None:
            item.set_label(label, tooltip, colour, card)

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

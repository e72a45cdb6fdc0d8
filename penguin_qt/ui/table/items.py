"""The things on the table: cards, the slots of the piles, and the keyboard focus frame.

A card item carries only its identity (and how it is shown: face up, marked as the beak,
selected); where it lies is the scene's business, computed from the engine's position.
The items are plain ``QGraphicsItem``s: none needs a signal or a property, and a
``QGraphicsObject`` (a QObject each) is much dearer to make, for the 71 made before the
first frame.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...engine.cards import RED, card_label
from ..shared.plain import plain_tip

if TYPE_CHECKING:
    from .scene import TableScene


BEAK_OUT = 0.13  # how far the beak's mark sticks out of the card, in card widths (the gap
# between piles is ``layout.GAP``)


class CardItem(QGraphicsItem):
    """One card.  Its pixmap comes from the scene's deck at the current size."""

    def __init__(self, card: int) -> None:
        super().__init__()
        self.card = card
        self.pile: tuple[int, int] | None = None  # where the scene last put it to rest
        self.index: int | None = None
        self.face_up = True
        self.beak = False
        self.selected = False
        self._w = 10.0
        self._h = 14.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles input

    def set_size(self, w: float, h: float) -> None:
        if (w, h) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = w, h

    def set_look(
        self, *, face_up: bool | None = None, beak: bool | None = None, selected: bool | None = None
    ) -> None:
        changed = False
        for name, value in (("face_up", face_up), ("beak", beak), ("selected", selected)):
            if value is not None and getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if changed:
            if beak is not None:
                self.prepareGeometryChange()  # the beak's mark lies beside the card
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        m = self._w * 0.03
        right = self._w * BEAK_OUT if self.beak else 2 * m  # the beak's mark, or the shadow
        return QRectF(-m, -m, self._w + m + max(right, 2 * m), self._h + 3 * m)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, self._w, self._h))
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        w, h = self._w, self._h
        scene = cast("TableScene", self.scene())
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        pixmap = scene.card_pixmap(self.card if self.face_up else None, w, dpr)
        transform = painter.worldTransform()
        if transform.type().value <= QTransform.TransformationType.TxTranslate.value:
            # Blit at whole device pixels: crisp, and Qt's fast path (no filtering).
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
            painter.setWorldTransform(
                QTransform.fromTranslate(round(transform.dx()), round(transform.dy()))
            )
            painter.drawPixmap(QPointF(0, 0), pixmap)
            painter.restore()
        else:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            logical = pixmap.deviceIndependentSize()
            painter.drawPixmap(
                QRectF(0, 0, logical.width(), logical.height()), pixmap, QRectF(pixmap.rect())
            )
        radius = w * 0.07
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.face_up and self.beak:
            self._paint_beak(painter, w, h)
        if self.selected:
            painter.setBrush(QColor(70, 140, 255, 60))
            painter.setPen(QPen(QColor(40, 110, 240), max(2.0, w * 0.035)))
            painter.drawRoundedRect(QRectF(0, 0, w, h), radius, radius)

    @staticmethod
    def _paint_beak(painter: QPainter, w: float, h: float) -> None:
        """The beak's mark: an orange beak sticking out of the card's right edge, at the
        height of the corner index, so it is seen in any column (the strip a squeezed column
        shows) and lies over no part of the face: every deck has its indices, KDE's Oxygen
        and Dondorf in the top right corner too.  It lies in the gap between the piles."""
        s = w * BEAK_OUT
        top, bottom = h * 0.02, h * 0.11
        edge = w - max(1.0, w * 0.004)  # on the card's border, inside no index
        path = QPainterPath(QPointF(edge, top))
        path.lineTo(edge + s, (top + bottom) / 2)
        path.lineTo(edge, bottom)
        path.closeSubpath()
        painter.save()
        painter.setClipRect(QRectF(edge, 0, s + w, h))  # nothing of it on the face
        painter.setPen(QPen(QColor("#8a4b00"), max(1.0, w * 0.012)))
        painter.setBrush(QColor("#f39c12"))
        painter.drawPath(path)
        painter.restore()

    def __repr__(self) -> str:
        return f"CardItem({card_label(self.card)})"


class PileItem(QGraphicsItem):
    """The slot a pile lies in, with what it takes when it is empty ("6", "any", "7♠").

    ``high_contrast`` (set for every pile by the high-contrast option): a solid white
    outline and labels at full strength instead of the faint greys."""

    high_contrast = False

    def __init__(self, pile: tuple[int, int]) -> None:
        super().__init__()
        self.pile = pile
        self.label = ""
        self.label_colour = QColor(255, 255, 255, 150)
        # the card the pile starts with (a foundation's), drawn faintly from the deck's own
        # art when the deck is not the built-in one: its suits may not be French (XSkat's
        # German deck has acorns and leaves), so a "7♣" label would name a suit it has not
        self.card: int | None = None
        self._w = 10.0
        self._h = 14.0
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_size(self, w: float, h: float) -> None:
        if (w, h) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = w, h

    def set_label(
        self, label: str, tooltip: str = "", colour: QColor | None = None, card: int | None = None
    ) -> None:
        """Show ``label`` (or, on a deck of its own, ``card`` faintly); the slot is drawn
        again only when what it shows changed (the scene sets every pile's label after each
        move, and drawing them all again made the deal animation's first frames late)."""
        colour = self.label_colour if colour is None else QColor(colour)
        tip = plain_tip(tooltip)
        if tip != self.toolTip():
            self.setToolTip(tip)
        if (label, colour, card) != (self.label, self.label_colour, self.card):
            self.label, self.label_colour, self.card = label, colour, card
            self.update()

    def ghost(self) -> bool:
        """Whether the slot shows its card from the deck's art instead of its label."""
        scene = self.scene()
        if self.card is None or scene is None:
            return False
        return not cast("TableScene", scene).deck.french_suits

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self._w, self._h)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        w, h = self._w, self._h
        scale = abs(painter.deviceTransform().m11()) or 1.0
        outline = slot_outline(w, h, scale, PileItem.high_contrast)
        painter.drawPixmap(QPointF(0, 0), outline)  # its device pixel ratio is the scale
        r = QRectF(1, 1, w - 2, h - 2)
        if self.ghost():
            assert self.card is not None
            scene = cast("TableScene", self.scene())
            painter.setOpacity(0.3)
            painter.drawPixmap(QPointF(0, 0), scene.card_pixmap(self.card, w, scale))
            painter.setOpacity(1.0)
        elif self.label:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            font = QFont()
            font.setBold(True)
            size = 0.42 if len(self.label) <= 2 else 0.26
            font.setPixelSize(max(6, round(w * size)))
            painter.setFont(font)
            colour = QColor(self.label_colour)
            if PileItem.high_contrast:
                colour.setAlpha(255)
            painter.setPen(colour)
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.label)


# The slots' outline, drawn once per size, scale and style and shared by every slot of that
# size: an antialiased rounded rectangle took a quarter of a millisecond, eighteen times over
# in the first frame and again at every resize.
_OUTLINES: dict[tuple[float, float, float, bool], QPixmap] = {}
_OUTLINES_KEPT = 8


def slot_outline(w: float, h: float, scale: float, high_contrast: bool) -> QPixmap:
    """The rounded outline of a ``w`` x ``h`` slot, in device pixels at ``scale``."""
    key = (w, h, scale, high_contrast)
    pixmap = _OUTLINES.get(key)
    if pixmap is None:
        pixmap = QPixmap(max(1, math.ceil(w * scale)), max(1, math.ceil(h * scale)))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(scale, scale)
        if high_contrast:
            painter.setPen(QPen(QColor(255, 255, 255), max(2.0, w * 0.035)))
            painter.setBrush(QColor(0, 0, 0, 110))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 90), max(1.0, w * 0.02)))
            painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), w * 0.07, w * 0.07)
        painter.end()
        pixmap.setDevicePixelRatio(scale)
        if len(_OUTLINES) >= _OUTLINES_KEPT:  # sizes of an earlier window or zoom
            _OUTLINES.clear()
        _OUTLINES[key] = pixmap
    return pixmap


def suit_colour(c: int) -> QColor:
    return QColor(255, 170, 170, 170) if RED[c] else QColor(255, 255, 255, 150)


class DropMark(QGraphicsItem):
    """While cards are dragged: a green glow on a pile they may be put on; brighter on the
    one they would land on if let go now."""

    COLOUR = QColor(90, 230, 110)

    def __init__(self, pile: tuple[int, int], rect: QRectF) -> None:
        super().__init__()
        self.pile = pile
        self._rect = QRectF(rect)
        self.current = False
        self.setZValue(1500)  # over the table and cards in flight, under the dragged cards
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_current(self, current: bool) -> None:
        if current != self.current:
            self.current = current
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-6, -6, 6, 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(self.COLOUR)
        fill.setAlpha(110 if self.current else 45)
        painter.setBrush(fill)
        painter.setPen(QPen(self.COLOUR, 4 if self.current else 2))
        radius = self._rect.width() * 0.08
        painter.drawRoundedRect(self._rect.adjusted(-2, -2, 2, 2), radius, radius)


class FocusFrame(QGraphicsItem):
    """The keyboard cursor: a solid amber outline, edged in black, around the pile the keys
    act on.  Only an outline, so it never looks like a hint's filled blue panes and arrow
    or like the blue wash of picked-up cards."""

    COLOUR = QColor("#ffc21a")

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.setZValue(5000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-8, -8, 8, 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        frame = self._rect.adjusted(-4, -4, 4, 4)
        painter.setPen(QPen(QColor(0, 0, 0, 200), 6))
        painter.drawRoundedRect(frame, 8, 8)
        painter.setPen(QPen(self.COLOUR, 3))
        painter.drawRoundedRect(frame, 8, 8)


def with_shadow(face: QPixmap, width: float, dpr: float) -> QPixmap:
    """``face`` (a card ``width`` logical pixels wide at ratio ``dpr``) on its shadow: the
    pixmap the table blits for the card."""
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
    return pm


class Curtain(QGraphicsItem):
    """What the table shows while the game is paused: the felt's colour over every card,
    with a word in the middle, so the stopped clock is no time to plan (KPatience and
    PySolFC hide the cards too).  The cards stay where the game puts them, under it."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(10_000)  # over everything, the dragged cards and the marks too
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles input
        self.text = ""
        self.colour = QColor("#1d6b3a")
        self._rect = QRectF(0, 0, 10, 10)

    def set_look(self, rect: QRectF, colour: QColor, text: str) -> None:
        self.prepareGeometryChange()
        self._rect, self.colour, self.text = QRectF(rect), QColor(colour), text
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.fillRect(self._rect, self.colour)
        font = QFont()
        font.setPixelSize(max(12, round(min(self._rect.width(), self._rect.height()) / 18)))
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255, 220))
        painter.drawText(
            self._rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text
        )

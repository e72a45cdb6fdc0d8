"""How things look: the keyboard cursor against the hint marks, the corner index at the
smallest card size, the drop-target highlight."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from penguin_qt.ui.hints import HintMarker
from penguin_qt.ui.items import FocusFrame


def render(item, width=300, height=300) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def painted(image: QImage):
    for y in range(image.height()):
        for x in range(image.width()):
            colour = image.pixelColor(x, y)
            if colour.alpha() > 40:
                yield x, y, colour


def main_hue(image: QImage) -> float:
    """The hue most of the coloured (saturated) pixels have, in degrees."""
    hues = [c.hsvHueF() * 360 for _, _, c in painted(image) if c.hsvSaturationF() > 0.5]
    assert hues
    hues.sort()
    return hues[len(hues) // 2]


def test_the_keyboard_cursor_does_not_look_like_a_hint():
    card = QRectF(100, 60, 80, 112)
    cursor = FocusFrame()
    cursor.set_rect(card)
    hint = HintMarker(QRectF(20, 20, 80, 112), card)
    cursor_image, hint_image = render(cursor), render(hint)
    # another colour ...
    difference = abs(main_hue(cursor_image) - main_hue(hint_image))
    assert min(difference, 360 - difference) > 90
    # ... and another shape: the cursor is an outline (nothing painted inside the pile),
    # the hint fills the place it points at
    inside = (140, 116)
    assert cursor_image.pixelColor(*inside).alpha() == 0
    assert hint_image.pixelColor(*inside).alpha() > 40
    # and the cursor's line is solid all round (no dashes): every column along its top edge
    top = round(card.top() - 4)
    for x in range(round(card.left()) + 10, round(card.right()) - 10):
        column = [cursor_image.pixelColor(x, y) for y in range(top - 3, top + 4)]
        assert any(c.alpha() > 200 and c.hsvSaturationF() > 0.5 for c in column), x


def test_the_cursor_stays_visible_on_the_felt_and_on_a_card():
    """An amber line edged in black: it stands out on green felt and on white cards."""
    frame = FocusFrame()
    frame.set_rect(QRectF(40, 40, 80, 112))
    image = render(frame, 200, 200)
    colours = [c for _, _, c in painted(image)]
    dark = [c for c in colours if c.value() < 60]
    bright = [c for c in colours if c.hsvSaturationF() > 0.6 and c.value() > 200]
    assert dark and bright
    felt, card = QColor("#226b3a"), QColor("#ffffff")
    amber = FocusFrame.COLOUR
    assert abs(amber.lightness() - felt.lightness()) > 60  # against the felt
    assert abs(QColor(0, 0, 0).lightness() - card.lightness()) > 200  # the edge on a card

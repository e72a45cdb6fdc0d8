"""The pile slots' outline is drawn once per size and shared, and looks as it did when each
slot drew its own (an antialiased rounded rectangle each, eighteen in the first frame)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView
from shared import largest_difference

from penguin_qt.engine import CELL, COLUMN
from penguin_qt.ui.table import items
from penguin_qt.ui.table.items import PileItem


def canvas(w: float, h: float, scale: float) -> QImage:
    image = QImage(
        math.ceil(w * scale) + 3,
        math.ceil(h * scale) + 3,
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(Qt.GlobalColor.transparent)
    return image


def drawn_by_itself(w: float, h: float, scale: float, high_contrast: bool) -> QImage:
    """The outline as a slot drew it before it was shared, within the slot's bounds."""
    image = canvas(w, h, scale)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    painter.setClipRect(QRectF(0, 0, w, h))
    if high_contrast:
        painter.setPen(QPen(QColor(255, 255, 255), max(2.0, w * 0.035)))
        painter.setBrush(QColor(0, 0, 0, 110))
    else:
        painter.setPen(QPen(QColor(255, 255, 255, 90), max(1.0, w * 0.02)))
        painter.setBrush(QColor(0, 0, 0, 40))
    painter.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), w * 0.07, w * 0.07)
    painter.end()
    return image


def drawn_by_the_item(w: float, h: float, scale: float, high_contrast: bool) -> QImage:
    image = canvas(w, h, scale)
    item = PileItem((COLUMN, 0))
    item.set_size(w, h)
    painter = QPainter(image)
    painter.scale(scale, scale)
    PileItem.high_contrast = high_contrast
    try:
        item.paint(painter, None)
    finally:
        PileItem.high_contrast = False
        painter.end()
    return image


@pytest.mark.parametrize("high_contrast", [False, True])
@pytest.mark.parametrize("scale", [1.0, 2.0, 1.5])
@pytest.mark.parametrize("size", [(83.0, 117.0), (40.0, 56.0), (120.5, 168.7)])
def test_the_shared_outline_looks_as_each_slot_s_own_did(qapp, size, scale, high_contrast):
    w, h = size
    own = drawn_by_itself(w, h, scale, high_contrast)
    shared = drawn_by_the_item(w, h, scale, high_contrast)
    inside = math.floor(w * scale), math.floor(h * scale)
    # over the pixels wholly inside the slot (the one cut through by its edge is drawn or not
    # as the item cache's rounding goes)
    assert largest_difference(own, shared, *inside) <= 2  # rounding of the antialiasing only
    nothing = canvas(w, h, scale)
    assert largest_difference(own, nothing, *inside) > 50  # something is drawn


def test_eighteen_slots_of_one_size_share_one_outline(qapp):
    items._OUTLINES.clear()
    scene = QGraphicsScene(0, 0, 900, 700)
    for i in range(18):
        slot = PileItem((CELL if i < 7 else COLUMN, i % 7))
        slot.set_size(83, 117)
        slot.set_label("a")
        slot.setPos(10 + (i % 9) * 95, 10 + (i // 9) * 130)
        scene.addItem(slot)
    view = QGraphicsView(scene)
    view.resize(920, 720)
    view.grab()  # every slot painted
    assert len(items._OUTLINES) == 1
    for w in range(40, 40 + 3 * items._OUTLINES_KEPT, 3):  # a window resized again and again
        items.slot_outline(w, w * 1.4, 1.0, False)
    assert len(items._OUTLINES) <= items._OUTLINES_KEPT

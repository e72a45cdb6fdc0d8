"""The shapes the built-in deck is painted from: the four suits in a unit box, their colours,
the outlines of the corner indices, and where the pips of each rank go."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainterPath, QTransform

from ...i18n_cards import rank_label

# -- suit shapes, in a unit box ---------------------------------------------------------------


def _heart() -> QPainterPath:
    p = QPainterPath(QPointF(0.5, 1.0))
    p.cubicTo(0.12, 0.68, 0.0, 0.47, 0.0, 0.29)
    p.cubicTo(0.0, 0.1, 0.14, 0.0, 0.28, 0.0)
    p.cubicTo(0.4, 0.0, 0.47, 0.08, 0.5, 0.19)
    p.cubicTo(0.53, 0.08, 0.6, 0.0, 0.72, 0.0)
    p.cubicTo(0.86, 0.0, 1.0, 0.1, 1.0, 0.29)
    p.cubicTo(1.0, 0.47, 0.88, 0.68, 0.5, 1.0)
    p.closeSubpath()
    return p


def _diamond() -> QPainterPath:
    p = QPainterPath(QPointF(0.5, 0.0))
    p.quadTo(0.66, 0.27, 0.9, 0.5)
    p.quadTo(0.66, 0.73, 0.5, 1.0)
    p.quadTo(0.34, 0.73, 0.1, 0.5)
    p.quadTo(0.34, 0.27, 0.5, 0.0)
    p.closeSubpath()
    return p


def _stem(p: QPainterPath, top: float) -> None:
    p.moveTo(0.5, top)
    p.cubicTo(0.52, 0.8, 0.58, 0.93, 0.72, 1.0)
    p.lineTo(0.28, 1.0)
    p.cubicTo(0.42, 0.93, 0.48, 0.8, 0.5, top)
    p.closeSubpath()


def _spade() -> QPainterPath:
    p = QPainterPath(QPointF(0.5, 0.0))
    p.cubicTo(0.88, 0.32, 1.0, 0.47, 1.0, 0.61)
    p.cubicTo(1.0, 0.77, 0.88, 0.86, 0.74, 0.86)
    p.cubicTo(0.63, 0.86, 0.55, 0.8, 0.5, 0.72)
    p.cubicTo(0.45, 0.8, 0.37, 0.86, 0.26, 0.86)
    p.cubicTo(0.12, 0.86, 0.0, 0.77, 0.0, 0.61)
    p.cubicTo(0.0, 0.47, 0.12, 0.32, 0.5, 0.0)
    p.closeSubpath()
    _stem(p, 0.62)
    p.setFillRule(Qt.FillRule.WindingFill)
    return p


def _club() -> QPainterPath:
    p = QPainterPath()
    r = 0.215
    for cx, cy in ((0.5, 0.24), (0.25, 0.56), (0.75, 0.56)):
        p.addEllipse(QPointF(cx, cy), r, r)
    p.addEllipse(QPointF(0.5, 0.5), 0.13, 0.13)
    _stem(p, 0.5)
    p.setFillRule(Qt.FillRule.WindingFill)
    return p


SUIT_PATHS = (_club(), _diamond(), _heart(), _spade())

TWO_COLOURS = ("#1b1b1b", "#c8102e", "#c8102e", "#1b1b1b")
FOUR_COLOURS = ("#1d7a2e", "#1f5fbf", "#c8102e", "#1b1b1b")


def suit_path(suit: int, rect: QRectF) -> QPainterPath:
    """The suit's shape scaled into ``rect``."""
    t = QTransform()
    t.translate(rect.x(), rect.y())
    t.scale(rect.width(), rect.height())
    return t.map(SUIT_PATHS[suit])


_OUTLINES: dict[str, tuple[QPainterPath, float, float]] = {}
_REFERENCE_PX = 100


def _index_font() -> QFont:
    font = QFont()
    font.setBold(True)
    font.setPixelSize(_REFERENCE_PX)
    return font


def rank_outline(text: str) -> tuple[QPainterPath, float, float]:
    """The outline of ``text`` in the index font at a reference size, with the top and the
    height of the band every rank label fits in (the highest cap to the lowest descender),
    so that all ranks are drawn at one scale and none is cut."""
    if text not in _OUTLINES:
        font = _index_font()
        band = QRectF()
        for label in (*(rank_label(r) for r in range(1, 14)), text):
            path = QPainterPath()
            path.addText(0, 0, font, label)
            band = band.united(path.boundingRect())
        path = QPainterPath()
        path.addText(0, 0, font, text)
        path.translate(-path.boundingRect().left(), 0)
        _OUTLINES[text] = (path, band.top(), band.height())
    return _OUTLINES[text]


# Pip positions for 2-10: (x, y) in a box of the card's middle; y > 0.5 pips are drawn upside down.
_L, _M, _R = 0.0, 0.5, 1.0
PIPS = {
    1: ((_M, 0.5),),
    2: ((_M, 0.0), (_M, 1.0)),
    3: ((_M, 0.0), (_M, 0.5), (_M, 1.0)),
    4: ((_L, 0.0), (_R, 0.0), (_L, 1.0), (_R, 1.0)),
    5: ((_L, 0.0), (_R, 0.0), (_M, 0.5), (_L, 1.0), (_R, 1.0)),
    6: ((_L, 0.0), (_R, 0.0), (_L, 0.5), (_R, 0.5), (_L, 1.0), (_R, 1.0)),
    7: ((_L, 0.0), (_R, 0.0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1.0), (_R, 1.0)),
    8: ((_L, 0.0), (_R, 0.0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_M, 0.75), (_L, 1.0), (_R, 1.0)),
    9: (
        (_L, 0.0), (_R, 0.0), (_L, 1 / 3), (_R, 1 / 3), (_M, 0.5),
        (_L, 2 / 3), (_R, 2 / 3), (_L, 1.0), (_R, 1.0),
    ),
    10: (
        (_L, 0.0), (_R, 0.0), (_M, 1 / 6), (_L, 1 / 3), (_R, 1 / 3),
        (_L, 2 / 3), (_R, 2 / 3), (_M, 5 / 6), (_L, 1.0), (_R, 1.0),
    ),
}  # fmt: skip

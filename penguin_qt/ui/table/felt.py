"""The table's cloth: a few felts and any colour the player picks, drawn as a soft light in
the middle of the table, darker towards the edges.

A felt is named by a word (``FELTS``) or given as ``#rrggbb``; anything else is the green
felt, so a settings file edited by hand never leaves the table unpainted.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap, QRadialGradient

DEFAULT_FELT = "green"
#: The felts offered in the View menu, by the colour of their middle band.
FELTS: dict[str, str] = {
    "green": "#226b3a",
    "blue": "#1f4e7a",
    "red": "#7a2426",
    "grey": "#4b5157",
    "brown": "#6b4a2a",
}
# a colour of the player's; compiled when first matched (re keeps it), not at import: the
# named felts, which a start nearly always lays, never ask
_HEX = r"#[0-9a-fA-F]{6}"


def is_felt(value: str) -> bool:
    """Whether ``value`` names a felt or is a colour written ``#rrggbb``."""
    return value in FELTS or bool(re.fullmatch(_HEX, value))


def felt_colour(value: str) -> QColor:
    """The middle colour of a felt (the green felt's for anything not a felt)."""
    if value in FELTS:
        return QColor(FELTS[value])
    if re.fullmatch(_HEX, value):
        return QColor(value)
    return QColor(FELTS[DEFAULT_FELT])


def felt_gradient(value: str, width: float, height: float) -> QRadialGradient:
    """The cloth of a table of this size: light in the middle, darker towards the edges."""
    colour = felt_colour(value)
    gradient = QRadialGradient(QPointF(width / 2, height * 0.4), max(width, height) * 0.75)
    gradient.setColorAt(0.0, colour.lighter(138))
    gradient.setColorAt(0.6, colour)
    gradient.setColorAt(1.0, colour.darker(148))
    return gradient


def felt_size(width: float, height: float) -> tuple[int, int]:
    """The cloth's size in whole pixels (at least one each way)."""
    return max(1, int(width)), max(1, int(height))


def felt_fits(pixmap: QPixmap | None, width: float, height: float) -> bool:
    """Whether ``pixmap`` is the cloth's pixmap for a table of this size."""
    return pixmap is not None and (pixmap.width(), pixmap.height()) == felt_size(width, height)


def felt_pixmap(value: str, width: float, height: float) -> QPixmap:
    """The whole table's cloth at this size, to be blitted on every frame."""
    pm = QPixmap(*felt_size(width, height))
    p = QPainter(pm)
    p.fillRect(pm.rect(), felt_gradient(value, width, height))
    p.end()
    return pm


def paint_felt(painter: QPainter, value: str, width: float, height: float, rect: QRectF) -> None:
    """The cloth of ``felt_pixmap`` painted straight onto ``rect`` of the table, without
    the pixmap: the first frame's way (the pixmap's 3 MB of fresh memory were some 700 page
    faults, the kernel's first touch of each page, in that frame, for the same pixels)."""
    cloth = QRectF(0, 0, *felt_size(width, height)).intersected(rect.toAlignedRect().toRectF())
    if not cloth.isEmpty():
        painter.fillRect(cloth, felt_gradient(value, width, height))


def edge_colour(value: str) -> QColor:
    """The felt's darkest colour, painted where the cloth does not reach."""
    return felt_colour(value).darker(148)

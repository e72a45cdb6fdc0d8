"""Where piles and cards lie on the table: pure geometry, no Qt and no rules.

Piles are ``(kind, index)`` with the engine's kinds COLUMN, CELL and FOUNDATION (a
foundation's index is its suit).  ``TableGeometry.for_size`` fits the variant's piles into a
window; ``placements(position, geometry)`` says where every card of a position lies.

``placements`` is the one place that decides how a position looks at rest: the scene puts
every card item exactly where it says (pile, index, corner, z, face), and every animation ends
there.  (No ``from __future__ import annotations`` here: ``Placement``'s fields are read as
types, not as strings that typing compiles one by one.)
"""

from typing import NamedTuple

from ...engine.frozen import Frozen
from ...engine.piles import Pile, foundation_cards, pile_cards
from ...engine.position import CELL, COLUMN, FOUNDATION, Position

__all__ = ["Pile", "Placement", "TableGeometry", "deal_order", "pile_cards", "placements"]


GAP = 0.2  # space between piles, in card widths
ROW_GAP = 0.3  # between the top row and the columns, in card widths
SPREAD = 0.26  # offset of a card on the one below it, in card heights
INDEX_STRIP = 0.165  # the top of a card that holds its corner index (deck.py draws it there)
MIN_SPREAD = INDEX_STRIP  # so a squeezed column still shows every card's whole index
PLANNED_CARDS = 13  # a column this long fits without squeezing at the chosen card size
ZOOMED_CARDS = 4  # zoomed in, a column this long still fits without squeezing


class Placement(NamedTuple):
    """Where one card lies at rest: its pile, its index in the pile, its top-left corner, its
    z (stacking order) and whether it lies face up."""

    pile: Pile
    index: int  # type: ignore[assignment]  # the field shadows tuple.index on purpose
    x: float
    y: float
    z: float
    face_up: bool = True


class TableGeometry(Frozen):
    """Card size and the top-left corner of every pile, in scene (logical pixel) units."""

    _fields = ("card_width", "card_height", "piles", "bottom", "width", "height", "min_spread")
    __slots__ = _fields
    card_width: float
    card_height: float
    piles: dict[Pile, tuple[float, float]]
    bottom: float  # columns end above this y
    width: float
    height: float
    min_spread: float  # in card heights: what a squeezed card shows while it can

    def __init__(
        self,
        card_width: float,
        card_height: float,
        piles: dict[Pile, tuple[float, float]],
        bottom: float,
        width: float,
        height: float,
        min_spread: float = MIN_SPREAD,
    ) -> None:
        self._set(card_width, card_height, piles, bottom, width, height, min_spread)

    @classmethod
    def for_size(
        cls,
        columns: int,
        cells: int,
        width: float,
        height: float,
        aspect: float = 1.4,
        min_spread: float = MIN_SPREAD,
        zoom: float = 1.0,
    ) -> "TableGeometry":
        """Fit ``columns`` columns, ``cells`` cells and four foundations into a window.

        The top row holds the cells on the left and the foundations on the right when they
        fit above the columns; otherwise the foundations stand in a column of their own on the
        right.  ``zoom`` makes the cards that many times the size that fits; zoomed in,
        they grow only while every pile still fits across the table and a column of
        ``ZOOMED_CARDS`` still fits without squeezing (longer columns squeeze).
        """
        top_row = cells + 4 <= columns
        slots = columns if top_row else max(columns, cells) + 1
        # widths: slots cards and slots + 1 gaps
        w_by_width = width / (slots + (slots + 1) * GAP)

        # heights: margin, top row, row gap, a column of PLANNED_CARDS, margin
        def by_height(cards: int) -> float:
            units = GAP + 1 + ROW_GAP / aspect + 1 + (cards - 1) * SPREAD + GAP / aspect
            return height / (units * aspect)

        fitted = min(w_by_width, by_height(PLANNED_CARDS))
        w = fitted * zoom
        if zoom > 1.0:
            room = min(w_by_width, by_height(ZOOMED_CARDS))
            if not top_row:  # the four foundations stand one above the other
                room = min(room, height / (4 * aspect + GAP * (1 + 3 * 0.6 + 0.5)))
            w = max(fitted, min(w, room))
        w = max(8.0, w)
        h = w * aspect
        gap = w * GAP
        table_w = slots * w + (slots + 1) * gap
        left = max(0.0, (width - table_w) / 2) + gap
        top = gap
        piles: dict[Pile, tuple[float, float]] = {}
        step = w + gap
        for i in range(cells):
            piles[(CELL, i)] = (left + i * step, top)
        column_top = top + h + w * ROW_GAP
        for i in range(columns):
            piles[(COLUMN, i)] = (left + i * step, column_top)
        if top_row:
            for s in range(4):
                piles[(FOUNDATION, s)] = (left + (columns - 4 + s) * step, top)
        else:
            x = left + (slots - 1) * step
            for s in range(4):
                piles[(FOUNDATION, s)] = (x, top + s * (h + gap * 0.6))
        return cls(w, h, piles, height - gap * 0.5, width, height, min_spread)

    def spread(self, cards: int, pile_y: float) -> float:
        """The vertical offset between cards of a column of ``cards`` cards: the usual one,
        squeezed so that a long column still ends above the bottom of the table.  Squeezed
        down to ``min_spread`` (every card's index shows whole) and, for a column too long
        even for that, further: the exposed card, the one to play, always lies whole on the
        table, while the indices of the cards under it overlap."""
        normal = self.card_height * SPREAD
        if cards <= 1:
            return normal
        room = max(0.0, self.bottom - pile_y - self.card_height)
        return min(normal, room / (cards - 1))

    def pile_at(self, x: float, y: float) -> Pile | None:
        """The pile whose area (its slot, and for columns everything below) contains (x, y)."""
        for pile, (px, py) in self.piles.items():
            if not px <= x <= px + self.card_width:
                continue
            if pile[0] == COLUMN:
                if py <= y <= self.bottom:
                    return pile
            elif py <= y <= py + self.card_height:
                return pile
        return None


def placements(position: Position, geometry: TableGeometry) -> dict[int, Placement]:
    """Where every card of ``position`` lies."""
    out: dict[int, Placement] = {}
    piles = geometry.piles
    for i, col in enumerate(position.columns):
        x, y = piles[(COLUMN, i)]
        spread = geometry.spread(len(col), y)
        for k, c in enumerate(col):
            out[c] = Placement((COLUMN, i), k, x, y + k * spread, k)
    for i, held in enumerate(position.cells):
        if held is not None:
            x, y = piles[(CELL, i)]
            out[held] = Placement((CELL, i), 0, x, y, 0)
    for s in range(4):
        x, y = piles[(FOUNDATION, s)]
        for k, c in enumerate(foundation_cards(position, s)):
            out[c] = Placement((FOUNDATION, s), k, x, y, k)
    return out


def deal_order(position: Position) -> list[int]:
    """Every card of the position in the order a dealer puts them down: row by row (the beak
    first), then the cells, then the cards the deal itself sent home (Penguin's base cards)."""
    order: list[int] = []
    depth = max((len(col) for col in position.columns), default=0)
    for row in range(depth):
        for col in position.columns:
            if row < len(col):
                order.append(col[row])
    order.extend(c for c in position.cells if c is not None)
    for suit in range(4):
        order.extend(foundation_cards(position, suit))
    return order

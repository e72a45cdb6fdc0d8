"""Between the engine's positions and moves and the search's relabelled cards."""

from __future__ import annotations

from penguin_qt.engine import Move, Position, Rules
from penguin_qt.solving.lines import moves_from_cards


def to_internal(card: int, base: int) -> int:
    suit, rank = divmod(card, 13)
    return suit * 13 + (rank + 1 - base) % 13


def to_engine(card: int, base: int) -> int:
    suit, k = divmod(card, 13)
    return suit * 13 + (k + base - 1) % 13


def encode(position: Position):
    """(columns as bytes, cells as sorted bytes, home counts) in relabelled cards."""
    base = position.base
    cols = tuple(bytes(to_internal(c, base) for c in col) for col in position.columns)
    cells = bytes(sorted(to_internal(c, base) for c in position.cells if c is not None))
    return cols, cells, list(position.foundations)


def empty_column_k(rules: Rules, base: int) -> int | None:
    rank = rules.empty_column_rank(base)
    return None if rank is None else (rank - base) % 13


def to_moves(position: Position, rules: Rules, line) -> tuple[list[Move], Position]:
    """Engine moves for a recorded line (internal cards; targets as in ``search``, whose
    FOUND / CELL / EMPTY codes equal the TO_* codes of ``penguin_qt.solving.lines``)."""
    base = position.base
    cards = [(to_engine(c, base), t if t < 0 else to_engine(t, base)) for c, t in line]
    return moves_from_cards(position, rules, cards)

"""Small builders for rule tests: positions written as card text, column by column.

Only the cards a test is about need to be on the board; the rules look at the piles, not at
whether all 52 cards are present (``parse_position`` checks that for text from outside).
"""

from __future__ import annotations

from penguin_qt.engine import Position, Rules, parse_card


def cards(text: str) -> tuple[int, ...]:
    """Cards from text such as ``"9S 8S 7S"``, deepest first."""
    return tuple(parse_card(word) for word in text.split())


def board(
    rules: Rules,
    columns: list[str],
    cells: str = "",
    home: tuple[int, int, int, int] = (0, 0, 0, 0),
    base: int = 1,
) -> Position:
    """A position of ``rules``: one text per column (``""`` for an empty one), the cells'
    cards in order (``-`` for an empty cell, missing ones empty), foundation counts C D H S."""
    assert len(columns) == rules.columns, "give every column"
    held: list[int | None] = [None if w == "-" else parse_card(w) for w in cells.split()]
    held += [None] * (rules.cells - len(held))
    return Position(tuple(cards(c) for c in columns), tuple(held), home, base)

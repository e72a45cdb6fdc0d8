"""Immutable positions and moves.  (No ``from __future__ import annotations`` here: the
named tuples' fields are read as types, not as strings that typing compiles one by one.)"""

from typing import NamedTuple

from .cards import SUIT
from .errors import N_, InvalidMoveError

COLUMN, CELL, FOUNDATION = 0, 1, 2

CELL_LETTERS = "abcdefghij"
# The tenth column is 0, the key after 9; the eleventh to the thirteenth (Baker's Dozen has
# thirteen) are J, Q and K, the ranks that count 11, 12 and 13 (upper case: the cells are
# the lower-case letters a-j, and j is the tenth cell).
COLUMN_DIGITS = "1234567890JQK"
FOUNDATION_LETTER = "F"


class Position(NamedTuple):
    """One moment of a game: where every card is.

    ``columns`` lists each column deepest card first; ``cells`` holds a card or ``None`` per
    cell (flipper); ``foundations`` counts the cards home per suit (clubs, diamonds, hearts,
    spades); ``base`` is the base rank every foundation starts from (1 = ace).
    """

    columns: tuple[tuple[int, ...], ...]
    cells: tuple[int | None, ...]
    foundations: tuple[int, int, int, int]
    base: int

    def foundation_top_rank(self, suit: int) -> int:
        """Rank of the top card of a suit's foundation, 0 when it is empty."""
        n = self.foundations[suit]
        return 0 if n == 0 else (self.base + n - 2) % 13 + 1

    def next_foundation_rank(self, suit: int) -> int | None:
        """The rank that a suit's foundation takes next, None when it is complete."""
        n = self.foundations[suit]
        return None if n == 13 else (self.base + n - 1) % 13 + 1

    def cards_home(self) -> int:
        """How many cards are on the foundations (0-52)."""
        return sum(self.foundations)

    def empty_cells(self) -> int:
        """How many cells hold no card."""
        return self.cells.count(None)

    def empty_columns(self) -> int:
        """How many columns hold no card."""
        return sum(1 for col in self.columns if not col)

    def card_at_foundation(self, c: int) -> bool:
        """Whether card ``c`` already lies on its foundation."""
        n = self.foundations[SUIT[c]]
        return n > 0 and (c % 13 + 1 - self.base) % 13 < n

    def is_won(self) -> bool:
        """Whether all 52 cards are on the foundations."""
        return self.foundations == (13, 13, 13, 13)


class Move(NamedTuple):
    """One move: ``count`` cards from a pile to a pile.

    Piles are ``(kind, index)`` with kind COLUMN, CELL or FOUNDATION (whose index is unused,
    0).  Notation: one character per pile -- columns ``1``-``9``, ``0`` for a tenth and
    ``J`` ``Q`` ``K`` for the eleventh to the thirteenth, cells ``a``-``j``, foundation ``F``
    -- and ``/n`` after a run of n > 1 cards: ``34`` ``3a`` ``aF`` ``25/3`` ``K1``.
    """

    source_kind: int
    source: int
    target_kind: int
    target: int
    count: int = 1  # type: ignore[assignment]  # the field shadows tuple.count on purpose

    @property
    def text(self) -> str:
        """The move in the notation above: ``34``, ``aF``, ``25/3``."""
        s = _pile_char(self.source_kind, self.source)
        t = _pile_char(self.target_kind, self.target)
        return f"{s}{t}/{self.count}" if self.count != 1 else s + t

    def __str__(self) -> str:
        return self.text

    @classmethod
    def parse(cls, text: str) -> "Move":
        """The move that ``text`` names; raises InvalidMoveError."""
        t = text.strip()
        body, slash, count_text = t.partition("/")
        if len(body) != 2:
            raise InvalidMoveError(N_("Not a move: {text!r}"), text=text)
        if slash and not (count_text.isascii() and count_text.isdigit()):
            raise InvalidMoveError(N_("Not a move: {text!r}"), text=text)
        count = int(count_text) if count_text else 1
        sk, si = _parse_pile(body[0], text)
        tk, ti = _parse_pile(body[1], text)
        if sk == FOUNDATION:
            raise InvalidMoveError(N_("Cards on a foundation stay there"))
        if count < 1 or (count > 1 and (sk != COLUMN or tk != COLUMN)):
            raise InvalidMoveError(N_("Not a move: {text!r}"), text=text)
        return cls(sk, si, tk, ti, count)


def _pile_char(kind: int, index: int) -> str:
    if kind == COLUMN:
        return COLUMN_DIGITS[index] if 0 <= index < len(COLUMN_DIGITS) else f"?{index + 1}"
    if kind == CELL:
        return CELL_LETTERS[index] if 0 <= index < len(CELL_LETTERS) else f"?{index}"
    return FOUNDATION_LETTER


def _parse_pile(ch: str, text: str) -> tuple[int, int]:
    if ch in COLUMN_DIGITS:
        return COLUMN, COLUMN_DIGITS.index(ch)
    if ch in CELL_LETTERS:
        return CELL, CELL_LETTERS.index(ch)
    if ch == FOUNDATION_LETTER:
        return FOUNDATION, 0
    raise InvalidMoveError(N_("Not a move: {text!r}"), text=text)

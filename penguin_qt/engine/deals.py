"""Numbered deals.

Every variant numbers its deals from 1 to MAX_DEAL, and a number gives the same deal on every
machine and in every later version.

**Shuffle v1** (Penguin family and Eight Off).  The deck starts in the order
``AC 2C … KC AD … KD AH … KH AS … KS`` (card index 0-51).  A SplitMix64 generator is seeded
with the deal number; for i from 51 down to 1 it draws the next 64-bit value x and swaps the
cards at indices i and ``x mod (i+1)``.  The shuffled deck is then dealt from index 0 on.
SplitMix64: ``state += 0x9E3779B97F4A7C15; z = state; z = (z ^ z>>30) * 0xBF58476D1CE4E5B9;
z = (z ^ z>>27) * 0x94D049BB133111EB; x = z ^ z>>31`` (all mod 2^64).  Any change to this
procedure must become "shuffle v2" under another name; v1 stays as it is.

**Parlett's deal** (Penguin): the first card is the beak, the deepest card of column 1, and
sets the base rank; every later card of that rank goes to its own foundation and the next card
is dealt in its place; the other 48 cards follow row by row, column k mod 7.

**Eight Off**: the first 48 cards row by row into 8 columns, the last 4 into cells 1-4.

**FreeCell**: Microsoft's generator (see ``microsoft_order``), so numbers match every FreeCell
program's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import RANK, SUIT, card
from .errors import N_, DealError
from .position import Position

if TYPE_CHECKING:
    from .rules import Rules

SHUFFLE_VERSION = 1
MAX_DEAL = 2**31 - 1
_MASK64 = (1 << 64) - 1


def splitmix64(seed: int):
    """An endless generator of 64-bit values (SplitMix64) from ``seed``."""
    state = seed & _MASK64
    while True:
        state = (state + 0x9E3779B97F4A7C15) & _MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        yield z ^ (z >> 31)


def shuffled_deck(number: int) -> list[int]:
    """Shuffle v1 of the deck for deal ``number``."""
    deck = list(range(52))
    rng = splitmix64(number)
    for i in range(51, 0, -1):
        j = next(rng) % (i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def microsoft_order(number: int) -> list[int]:
    """The 52 cards in the order Microsoft FreeCell deals them for deal ``number``."""
    # Microsoft's deck order is rank-major: AC AD AH AS 2C ... KS.
    deck = [card(rank, suit) for rank in range(1, 14) for suit in range(4)]
    seed = number
    dealt = []
    for i in range(52, 0, -1):
        seed = (seed * 214013 + 2531011) & 0x7FFFFFFF
        j = (seed >> 16) % i
        dealt.append(deck[j])
        deck[j] = deck[i - 1]
    return dealt


def _row_by_row(cards: list[int], columns: int) -> list[list[int]]:
    cols: list[list[int]] = [[] for _ in range(columns)]
    for k, c in enumerate(cards):
        cols[k % columns].append(c)
    return cols


def parlett_position(order: list[int], rules: Rules) -> Position:
    beak = order[0]
    base = RANK[beak]
    foundations = [0, 0, 0, 0]
    tableau = [beak]
    for c in order[1:]:
        if RANK[c] == base:
            foundations[SUIT[c]] = 1
        else:
            tableau.append(c)
    columns = _row_by_row(tableau, rules.columns)
    return Position(
        tuple(tuple(col) for col in columns),
        (None,) * rules.cells,
        tuple(foundations),  # type: ignore[arg-type]
        base,
    )


def deal(rules: Rules, number: int) -> Position:
    """The starting position of deal ``number`` under ``rules`` (forced moves made)."""
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= MAX_DEAL:
        raise DealError(N_("Deal numbers go from 1 to {max}"), max=MAX_DEAL)
    if rules.deal == "microsoft":
        columns = _row_by_row(microsoft_order(number), rules.columns)
        cells: tuple[int | None, ...] = (None,) * rules.cells
        position = Position(tuple(map(tuple, columns)), cells, (0, 0, 0, 0), 1)
    elif rules.deal == "eight-off":
        order = shuffled_deck(number)
        columns = _row_by_row(order[:48], rules.columns)
        cells = tuple(order[48:]) + (None,) * (rules.cells - 4)
        position = Position(tuple(map(tuple, columns)), cells, (0, 0, 0, 0), 1)
    else:
        position = parlett_position(shuffled_deck(number), rules)
    return rules.settle(position)

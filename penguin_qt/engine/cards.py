"""Cards as small integers.

A card is ``suit * 13 + rank - 1`` with ranks 1 (ace) to 13 (king) and suits in the order
clubs, diamonds, hearts, spades.  Integers keep positions small and hashing fast; the helpers
here turn them into the text the rules and the board format use ("TH", "8S").

The labels a player reads ("10♥", "K♠") are English here, as every file format and the
command line write them; each label remembers what it names (:class:`CardLabel`,
:class:`RankLabel`), so that a window can say it in the letters of its own language.
"""

from __future__ import annotations

SUITS = "CDHS"
RANKS = "A23456789TJQK"
SUIT_SYMBOLS = "♣♦♥♠"


class RankLabel(str):
    """A rank's English label ("K"), which remembers its rank (1-13).  It is the plain text
    wherever text is written; a window that speaks another language reads ``rank``."""

    rank: int

    def __new__(cls, rank: int, text: str) -> RankLabel:
        label = super().__new__(cls, text)
        label.rank = rank
        return label


_RANK_TEXTS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
RANK_LABELS = tuple(RankLabel(rank, text) for rank, text in enumerate(_RANK_TEXTS, 1))

CLUBS, DIAMONDS, HEARTS, SPADES = range(4)
ACE, KING = 1, 13

DECK = tuple(range(52))
RANK = tuple(c % 13 + 1 for c in DECK)
SUIT = tuple(c // 13 for c in DECK)
RED = tuple(SUIT[c] in (DIAMONDS, HEARTS) for c in DECK)


def card(rank: int, suit: int) -> int:
    """The card of ``rank`` (1-13) and ``suit`` (0-3)."""
    return suit * 13 + rank - 1


def rank_of(c: int) -> int:
    """The rank of card ``c``: 1 (ace) to 13 (king)."""
    return RANK[c]


def suit_of(c: int) -> int:
    """The suit of card ``c``: 0 clubs, 1 diamonds, 2 hearts, 3 spades."""
    return SUIT[c]


def rank_below(rank: int) -> int:
    """The rank one lower, cyclically (A -> K)."""
    return 13 if rank == 1 else rank - 1


def card_text(c: int) -> str:
    """Board-format text of a card: rank letter then suit letter, e.g. ``TH``."""
    return RANKS[RANK[c] - 1] + SUITS[SUIT[c]]


class CardLabel(str):
    """A card's English label ("10♥"), which remembers its card: the plain text wherever
    text is written; a window that speaks another language reads ``card``."""

    card: int

    def __new__(cls, c: int) -> CardLabel:
        label = super().__new__(cls, RANK_LABELS[RANK[c] - 1] + SUIT_SYMBOLS[SUIT[c]])
        label.card = c
        return label


class CardTexts(str):
    """Cards in the board format ("9H", "AC 9H"), as a position's text writes them, which
    remember their cards: the plain text on the command line, where the player typed them so;
    a window says them as it names cards everywhere else ("9♥")."""

    cards: tuple[int, ...]

    def __new__(cls, cards: tuple[int, ...] | list[int]) -> CardTexts:
        label = super().__new__(cls, " ".join(card_text(c) for c in cards))
        label.cards = tuple(cards)
        return label


CARD_LABELS = tuple(CardLabel(c) for c in DECK)  # made once: a label is asked for often


def card_label(c: int) -> str:
    """A card as a player reads it, e.g. ``10♥``."""
    return CARD_LABELS[c]


def parse_rank(text: str) -> int:
    """Rank from its letter (``A 2 … T J Q K``, ``10`` also accepted); raises ValueError."""
    t = text.upper()
    if t == "10":
        return 10
    if len(t) == 1 and t in RANKS:
        return RANKS.index(t) + 1
    raise ValueError(f"not a rank: {text!r}")


def parse_card(text: str) -> int:
    """Card from board-format text such as ``TH`` or ``10h``; raises ValueError."""
    t = text.strip().upper()
    if len(t) < 2 or t[-1] not in SUITS:
        raise ValueError(f"not a card: {text!r}")
    try:
        rank = parse_rank(t[:-1])
    except ValueError:
        raise ValueError(f"not a card: {text!r}") from None
    return card(rank, SUITS.index(t[-1]))

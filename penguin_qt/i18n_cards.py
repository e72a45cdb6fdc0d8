"""Cards in the window's language: the rank letters its players read on French-suited cards
(German B, D, K for Bube, Dame, König; Dutch B, V, H for Boer, Vrouw, Heer), in the corner
index of the program's own card faces and in every text that names a card.

Each language decides through its translation of the four letters (context ``Cards``); the
numbers stay as they are.  The engine keeps the English letters: they belong to its file
formats (positions, records, Copy Position, ``penguin-solve``), which every language reads
back.  An engine text names a card with a :class:`~penguin_qt.engine.cards.CardLabel`, which
remembers the card, so :func:`penguin_qt.i18n.engine_message` says it here in these letters.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from .engine.cards import (
    RANK,
    RANK_LABELS,
    SUIT,
    SUIT_SYMBOLS,
    CardLabel,
    CardTexts,
    RankLabel,
)

CONTEXT = "Cards"


def rank_label(rank: int) -> str:
    """The label of ``rank`` (1-13) in the window's language: "K" in English, "H" in Dutch."""
    # lupdate reads the "#:" lines as notes for the translators
    if rank == 1:
        #: The letter for the ace, in a card's corner index and in every text that names a
        #: card ("A♠"). One or two letters, as players of your language read them on
        #: French-suited cards.
        return QCoreApplication.translate("Cards", "A", "rank letter: ace")
    if rank == 11:
        #: The letter for the jack, in a card's corner index and in every text that names a
        #: card ("J♠"). One or two letters, as players of your language read them on
        #: French-suited cards (German: B for Bube).
        return QCoreApplication.translate("Cards", "J", "rank letter: jack")
    if rank == 12:
        #: The letter for the queen, in a card's corner index and in every text that names a
        #: card ("Q♠"). One or two letters, as players of your language read them on
        #: French-suited cards (German: D for Dame).
        return QCoreApplication.translate("Cards", "Q", "rank letter: queen")
    if rank == 13:
        #: The letter for the king, in a card's corner index and in every text that names a
        #: card ("K♠"). One or two letters, as players of your language read them on
        #: French-suited cards (Dutch: H for Heer).
        return QCoreApplication.translate("Cards", "K", "rank letter: king")
    return str(RANK_LABELS[rank - 1])  # the numbers read the same everywhere


def card_label(c: int) -> str:
    """Card ``c`` as the window's language writes it: "K♠" in English, "H♠" in Dutch."""
    return rank_label(RANK[c]) + SUIT_SYMBOLS[SUIT[c]]


def shown(value: Any) -> Any:
    """``value`` as the window shows it: a card's or a rank's label from the engine in the
    window's letters, anything else as it is."""
    if isinstance(value, CardLabel):
        return card_label(value.card)
    if isinstance(value, CardTexts):  # a position's cards, named as the window names cards
        return " ".join(card_label(c) for c in value.cards)
    if isinstance(value, RankLabel):
        return rank_label(value.rank)
    return value

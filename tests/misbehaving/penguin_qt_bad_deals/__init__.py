"""A variant whose own deal procedure is broken, in the way PENGUIN_QT_BAD_DEAL names:
``raises``, ``none``, ``short`` (51 cards), ``twice`` (a card twice in deal 3), ``card52``,
``columns`` (one column too few), ``late`` (fine for deal 1, raising from deal 617) or
``odd`` (raising for deal 42 only, which the sample does not try), or ``lambda``."""

import dataclasses
import os

from penguin_qt.engine import DealProcedure, Position, row_by_row, shuffled_deck
from penguin_qt.hookspecs import hookimpl
from penguin_qt_freecell import FREECELL

FLAW = os.environ.get("PENGUIN_QT_BAD_DEAL", "raises")


def make(rules, number):
    deck = shuffled_deck(number)
    if FLAW == "raises":
        raise ValueError("the deck fell on the floor")
    if FLAW == "none":
        return None
    if FLAW == "short":
        deck = deck[:51]
    if FLAW == "twice" and number == 3:
        deck[deck.index(33)] = 32  # 7 of hearts twice, 8 of hearts never
    if FLAW == "card52":
        deck[0] = 52
    if FLAW == "late" and number >= 617:
        raise IndexError("only the first few hundred deals")
    if FLAW == "odd" and number == 42:
        raise SystemExit("not this one")
    columns = rules.columns - 1 if FLAW == "columns" else rules.columns
    return Position(row_by_row(deck, columns), (None,) * rules.cells, (0, 0, 0, 0), 1)


BROKEN = DealProcedure(
    "bad-deal",
    "Broken deal",
    (lambda rules, number: make(rules, number)) if FLAW == "lambda" else make,
)


@hookimpl
def register_variants(register):
    register(dataclasses.replace(FREECELL, id="bad-deal-freecell", name="Bad deal", deal=BROKEN))

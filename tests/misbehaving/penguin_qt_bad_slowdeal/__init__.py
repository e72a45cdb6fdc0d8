"""A variant whose own deal procedure is slow, in the way PENGUIN_QT_BAD_SLOW names:
``every`` (one second per deal), ``late`` (20 s for deals 100,000 to 1,000,000, which the
host's sample does not try; instant otherwise), ``slowish`` (0.4 s for those deals: slow for
a window, in time for the dealer), ``drawn`` (20 s above deal 1,000,000 but for the last
one: nearly every number drawn at random, none of the sample's) or ``raising`` (fine, but
deals 100,000 to 1,000,000 raise)."""

import dataclasses
import os
import time

from penguin_qt.engine import MAX_DEAL, DealProcedure, Position, row_by_row, shuffled_deck
from penguin_qt.hookspecs import hookimpl
from penguin_qt_freecell import FREECELL

WAY = os.environ.get("PENGUIN_QT_BAD_SLOW", "every")


def make(rules, number):
    late = 100_000 <= number <= 1_000_000
    drawn = 1_000_000 < number < MAX_DEAL
    if WAY == "every":
        time.sleep(1)
    elif (WAY == "late" and late) or (WAY == "drawn" and drawn):
        time.sleep(20)
    elif WAY == "slowish" and late:
        time.sleep(0.4)
    elif WAY == "raising" and late:
        raise LookupError(f"no deal {number} in my table")
    deck = shuffled_deck(number)
    return Position(row_by_row(deck, rules.columns), (None,) * rules.cells, (0, 0, 0, 0), 1)


SLOW = DealProcedure("penguin_qt_bad_slowdeal.slow", "Slow deal", make)


@hookimpl
def register_variants(register):
    register(dataclasses.replace(FREECELL, id="slow-freecell", name="Slow deal", deal=SLOW))

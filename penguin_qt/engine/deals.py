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

**Row by row** (``"rows"``): shuffle v1, all 52 cards row by row into however many columns the
rules have, the cells empty, the foundations from the ace: the deal of a simple new game.  With
``Rules.foundations_start="aces"`` the aces go to the foundations first and the other 48 cards
are dealt the same way, in the shuffle's order.

A deal procedure is a ``DealProcedure``: the four above are built in and named by their ids
(``Rules.deal="parlett"``, ``"rows"``); a plugin that needs another one puts its own
``DealProcedure`` in the ``Rules`` record (``Rules.deal=SEAHAVEN_DEAL``), built from the
helpers here (``shuffled_deck``, ``microsoft_order``, ``row_by_row``).  See docs/plugins.md.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .cards import RANK, SUIT, card_label
from .errors import N_, DealError, Text
from .frozen import Frozen
from .position import Position

if TYPE_CHECKING:
    from .rules import Rules

MAX_DEAL = 2**31 - 1
_MASK64 = (1 << 64) - 1


class DealProcedure(Frozen):
    """How the cards of a numbered deal are laid out.

    ``make(rules, number)`` returns the starting position before the forced moves (the
    engine makes those): ``rules.columns`` columns, ``rules.cells`` cells, 52 cards in all,
    and the base rank.  ``chooses_base``: the deal sets the base rank (ranks then wrap from
    king to ace, as in Penguin); otherwise every foundation starts from the ace and the base
    is 1.  ``requires(rules)`` returns what the rules lack for this deal ("needs 8 columns"),
    or "" when they suit it.  ``make`` and ``requires`` must be module-level functions, so
    that rules can be sent to a solver's process.  ``description``: one or two plain
    sentences saying how the cards are laid out, shown on the rules page (F1) and in Settings
    (translated like the variant's name, see docs/plugins.md).
    """

    _fields = ("id", "name", "make", "chooses_base", "requires", "description")
    __slots__ = _fields
    id: str
    name: str
    make: Callable[[Rules, int], Position]
    chooses_base: bool
    requires: Callable[[Rules], str] | None
    description: str

    def __init__(
        self,
        id: str,
        name: str,
        make: Callable[[Rules, int], Position],
        chooses_base: bool = False,
        requires: Callable[[Rules], str] | None = None,
        description: str = "",
    ) -> None:
        self._set(id, name, make, chooses_base, requires, description)

    def problem(self, rules: Rules) -> str:
        """What ``rules`` lack for this deal, "" when nothing."""
        return self.requires(rules) if self.requires is not None else ""


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
    deck = [suit * 13 + rank for rank in range(13) for suit in range(4)]
    seed = number
    dealt = []
    for i in range(52, 0, -1):
        seed = (seed * 214013 + 2531011) & 0x7FFFFFFF
        j = (seed >> 16) % i
        dealt.append(deck[j])
        deck[j] = deck[i - 1]
    return dealt


def row_by_row(cards: list[int], columns: int) -> tuple[tuple[int, ...], ...]:
    """``cards`` dealt left to right, row by row, into ``columns`` columns."""
    cols: list[list[int]] = [[] for _ in range(columns)]
    for k, c in enumerate(cards):
        cols[k % columns].append(c)
    return tuple(tuple(col) for col in cols)


def _parlett(rules: Rules, number: int) -> Position:
    order = shuffled_deck(number)
    beak = order[0]
    base = RANK[beak]
    foundations = [0, 0, 0, 0]
    tableau = [beak]
    for c in order[1:]:
        if RANK[c] == base:
            foundations[SUIT[c]] = 1
        else:
            tableau.append(c)
    return Position(
        row_by_row(tableau, rules.columns),
        (None,) * rules.cells,
        (foundations[0], foundations[1], foundations[2], foundations[3]),
        base,
    )


def _eight_off(rules: Rules, number: int) -> Position:
    order = shuffled_deck(number)
    cells = (*order[48:], *(None,) * (rules.cells - 4))
    return Position(row_by_row(order[:48], rules.columns), cells, (0, 0, 0, 0), 1)


def _eight_off_requires(rules: Rules) -> str:
    if rules.foundations_start != "empty":
        return "deals all 52 cards: the foundations start empty"
    return "" if rules.columns == 8 and rules.cells >= 4 else "needs 8 columns and 4 cells or more"


def _microsoft(rules: Rules, number: int) -> Position:
    columns = row_by_row(microsoft_order(number), rules.columns)
    return Position(columns, (None,) * rules.cells, (0, 0, 0, 0), 1)


def _microsoft_requires(rules: Rules) -> str:
    if rules.foundations_start != "empty":
        return "deals all 52 cards: the foundations start empty"
    return "" if rules.columns == 8 else "needs 8 columns (the numbers are Microsoft's)"


def _rows(rules: Rules, number: int) -> Position:
    order = shuffled_deck(number)
    home = (0, 0, 0, 0)
    if rules.foundations_start == "aces":  # the aces start the foundations, the rest is dealt
        order = [c for c in order if RANK[c] != 1]
        home = (1, 1, 1, 1)
    return Position(row_by_row(order, rules.columns), (None,) * rules.cells, home, 1)


PARLETT = DealProcedure(
    "parlett",
    "Parlett's deal",
    _parlett,
    chooses_base=True,
    description=(
        "The first card dealt, the beak, lies deepest in the first column and sets the base "
        "rank; the other three cards of its rank start the foundations, and the rest are "
        "dealt row by row."
    ),
)
EIGHT_OFF = DealProcedure(
    "eight-off",
    "Eight Off",
    _eight_off,
    requires=_eight_off_requires,
    description=(
        "48 cards are dealt row by row into the columns and the last four into the first "
        "four cells; the foundations start with the aces."
    ),
)
MICROSOFT = DealProcedure(
    "microsoft",
    "Microsoft FreeCell",
    _microsoft,
    requires=_microsoft_requires,
    description=(
        "All 52 cards are dealt row by row into the columns, numbered as in Microsoft "
        "FreeCell; the foundations start with the aces."
    ),
)
ROWS_DEAL = DealProcedure(
    "rows",
    "Row by row",
    _rows,
    description=(
        "All 52 cards are dealt row by row into the columns, the cells start empty and the "
        "foundations start with the aces."
    ),
)
#: The row-by-row deal of rules whose foundations start with the aces
#: (``Rules.foundations_start="aces"``, ``deal="rows"``): the same procedure, named apart.
ROWS_ACES_DEAL = DealProcedure(
    "rows-aces",
    "Row by row, aces out",
    _rows,
    description=(
        "The four aces start the foundations and the other 48 cards are dealt row by row "
        "into the columns; the cells start empty."
    ),
)
BUILTIN_DEALS = {
    procedure.id: procedure
    for procedure in (PARLETT, EIGHT_OFF, MICROSOFT, ROWS_DEAL, ROWS_ACES_DEAL)
}


def deal(rules: Rules, number: int) -> Position:
    """The starting position of deal ``number`` under ``rules`` (forced moves made)."""
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= MAX_DEAL:
        raise DealError(N_("Deal numbers go from 1 to {max}"), max=MAX_DEAL)
    procedure = rules.deal_procedure
    position = procedure.make(rules, number)
    _check_made(position, rules, procedure)
    return rules.settle(position)


def _check_made(position: Position, rules: Rules, procedure: DealProcedure) -> None:
    """A plugin's deal procedure could get the shape wrong: say what is wrong instead of
    playing on ("51 cards, not 52", "7♥ twice", "8 columns, the rules have 7")."""
    problem = _made_problem(position, rules, procedure)
    if problem is not None:
        raise DealError(
            N_("The deal procedure {name} made a position that does not fit the variant "
               "{variant}: {problem}"),
            name=procedure.name,
            variant=rules.name,
            problem=problem,
        )  # fmt: skip


def _made_problem(position: Position, rules: Rules, procedure: DealProcedure) -> Text | None:
    if len(position.columns) != rules.columns:
        return Text(
            N_("{made} columns, the rules have {columns}"),
            made=len(position.columns),
            columns=rules.columns,
        )
    if len(position.cells) != rules.cells:
        return Text(
            N_("{made} cells, the rules have {cells}"),
            made=len(position.cells),
            cells=rules.cells,
        )
    cards = [c for col in position.columns for c in col]
    cards += [c for c in position.cells if c is not None]
    seen: set[int] = set()
    for c in cards:
        if not isinstance(c, int) or not 0 <= c <= 51:
            return Text(N_("{card} is not a card (cards are 0-51)"), card=repr(c))
        if c in seen:
            return Text(N_("{card} twice"), card=card_label(c))
        seen.add(c)
    total = len(cards) + sum(position.foundations)
    if total != 52:
        return Text(N_("{made} cards, not 52"), made=total)
    if rules.foundations_start == "aces" and min(position.foundations) < 1:
        return Text(N_("the foundations do not start with the aces"))
    if position.base != 1 and not procedure.chooses_base:
        return Text(
            N_("base rank {base}, but the deal procedure does not choose the base"),
            base=position.base,
        )
    return None

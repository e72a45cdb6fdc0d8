"""Built-in plugin: Seahaven Towers, ten columns of five with two cards in the cells.

It needs a deal of its own, which it brings as a ``DealProcedure`` in its ``Rules`` record,
as any third-party variant would: the deck is shuffled with shuffle v1 (the project's
numbered shuffle, the same numbers as Penguin and Eight Off), the first 50 cards are dealt
row by row into ten columns and the last two go into the middle free cells.  The tableau
builds down in suit, only a king (or a run headed by one) goes into an empty column, and a
run moves as a unit when the free cells could carry it card by card.
"""

from penguin_qt.engine import DealProcedure, Position, Rules, row_by_row, shuffled_deck


def deal_seahaven(rules: Rules, number: int) -> Position:
    """Deal ``number``: 50 cards row by row into the columns, the last two into the middle
    two cells (or the first cells there are, on a table with fewer than four)."""
    order = shuffled_deck(number)
    cells: list[int | None] = [None] * rules.cells
    first = 1 if rules.cells >= 4 else 0
    cells[first : first + 2] = order[50:]
    return Position(row_by_row(order[:50], rules.columns), tuple(cells), (0, 0, 0, 0), 1)


def seahaven_requires(rules: Rules) -> str:
    return (
        "" if rules.columns == 10 and rules.cells >= 2 else "needs 10 columns and 2 cells or more"
    )


SEAHAVEN_DEAL = DealProcedure(
    id="penguin_qt_seahaven.seahaven",
    name="Seahaven Towers",
    make=deal_seahaven,
    requires=seahaven_requires,
    description=(
        "50 cards are dealt row by row into the 10 columns, five to a column, and the last "
        "two go into the two middle free cells; the foundations start with the aces."
    ),
)

SEAHAVEN_TOWERS = Rules(
    id="seahaven-towers",
    name="Seahaven Towers",
    columns=10,
    cells=4,
    build="suit",
    empty_column="kings",
    run_limit="cells",
    deal=SEAHAVEN_DEAL,
    autoplay="any",
    forced_base_moves=False,
    cell_name="free cell",
    description=(
        "10 columns of 5, 4 free cells (2 filled), builds down in suit, kings in empty columns."
    ),
)

#: What the plugin registers (``hooks``): the window's start reads it here, before the
#: plugins are loaded, to show a game of one of these variants at once.
VARIANTS = (SEAHAVEN_TOWERS,)

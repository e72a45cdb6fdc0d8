"""Baker's Dozen: thirteen columns of four with the kings at the bottom.

The rules as PySolFC and Freecell Solver (``--game bakers_dozen``) play them: 13 columns,
no free cells, the tableau builds down regardless of suit, one card moves at a time, and an
empty column stays empty (a king could only lie at the bottom of a column anyway).  Its deal
is its own: the project's shuffle (``shuffled_deck``) dealt row by row into 13 columns of
four, then every king is moved under the other cards of its column, the kings and the other
cards each keeping their order.
"""

from penguin_qt.engine import DealProcedure, Position, Rules, rank_of, row_by_row, shuffled_deck

KING = 13


def deal_bakers_dozen(rules: Rules, number: int) -> Position:
    """Deal ``number``: row by row into the columns, each column's kings put at its bottom."""
    columns = tuple(
        tuple(sorted(column, key=lambda c: rank_of(c) != KING))  # a stable sort: kings first
        for column in row_by_row(shuffled_deck(number), rules.columns)
    )
    return Position(columns, (None,) * rules.cells, (0, 0, 0, 0), 1)


def bakers_dozen_requires(rules: Rules) -> str:
    return "" if rules.columns == 13 else "needs 13 columns"


BAKERS_DOZEN_DEAL = DealProcedure(
    id="penguin_qt_open.bakers-dozen",
    name="Baker's Dozen",
    make=deal_bakers_dozen,
    requires=bakers_dozen_requires,
    description="The cards are dealt row by row into 13 columns of four, and each column's "
    "kings are moved under its other cards.",
)

BAKERS_DOZEN = Rules(
    id="penguin_qt_open.bakers-dozen",
    name="Baker's Dozen",
    columns=13,
    cells=0,
    build="rank",
    empty_column="none",
    run_limit="single",
    deal=BAKERS_DOZEN_DEAL,
    autoplay="safe",
    forced_base_moves=False,
    cell_name="free cell",
    description="13 columns of 4, kings at the bottom, build down regardless of suit, one "
    "card at a time; empty columns stay empty.",
    free_params=("cells",),
)

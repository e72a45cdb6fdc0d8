"""Streets and Alleys: Beleaguered Castle with the aces dealt among the other cards.

The rules as PySolFC and Freecell Solver (``--game streets_and_alleys``) play them: all 52
cards row by row into 8 columns (four of seven, four of six), the foundations start empty and
take the aces as they come free, the columns build down regardless of suit, one card moves
at a time and any card fills an empty column.  The deal is the built-in ``"rows"`` one (the
project's shuffle).  Nothing here but settings.
"""

from penguin_qt.engine import Rules

STREETS_AND_ALLEYS = Rules(
    id="penguin_qt_open.streets-and-alleys",
    name="Streets and Alleys",
    columns=8,
    cells=0,
    build="rank",
    empty_column="any",
    run_limit="single",
    deal="rows",
    autoplay="safe",
    forced_base_moves=False,
    cell_name="free cell",
    description="All 52 cards in 8 columns that build down regardless of suit, one card at "
    "a time; no free cells.",
    free_params=("cells",),
)

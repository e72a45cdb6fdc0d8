"""Beleaguered Castle: the aces start the foundations, eight columns build down regardless
of suit, one card moves at a time and any card fills an empty column.

The rules as PySolFC and Freecell Solver (``--game beleaguered_castle``) play them.  In
PySolFC the foundations stand between two rows of columns; here they stay where the table
puts them, which changes nothing of the game.  The deal is the built-in row-by-row deal with
``foundations_start="aces"``: the project's shuffle with the aces taken out, the other 48
cards row by row into the 8 columns, six each.  Nothing here but settings.
"""

from penguin_qt.engine import Rules

BELEAGUERED_CASTLE = Rules(
    id="penguin_qt_open.beleaguered-castle",
    name="Beleaguered Castle",
    columns=8,
    cells=0,
    build="rank",
    empty_column="any",
    run_limit="single",
    deal="rows",
    foundations_start="aces",
    autoplay="safe",  # building regardless of suit: any card of the rank below may want it
    forced_base_moves=False,
    cell_name="free cell",
    description="Aces start the foundations; 8 columns of 6 build down regardless of suit, "
    "one card at a time.",
    # one card at a time and any card in an empty column are the game itself; a free cell
    # or two (the player's choice) make an easier castle
    free_params=("cells",),
)

"""Forecell: FreeCell with the free cells filled by the deal and kings in empty columns.

The rules as PySolFC and Freecell Solver (``--game forecell``) play them: 8 columns, 4 free
cells, the tableau builds down in alternating colours, only a king (or a run headed by one)
goes into an empty column, and a run moves as a unit when the free cells could carry it card
by card (empty columns do not count: they take only kings).  The deal is the built-in
``"eight-off"`` one: the project's shuffle, 48 cards row by row into the columns and the last
four into the free cells.  Nothing here but settings.
"""

from penguin_qt.engine import Rules

FORECELL = Rules(
    id="penguin_qt_open.forecell",
    name="Forecell",
    columns=8,
    cells=4,
    build="alternate",
    empty_column="kings",
    run_limit="cells",
    deal="eight-off",
    autoplay="safe",  # alternating colours: a card goes up only when nothing can need it
    forced_base_moves=False,
    cell_name="free cell",
    description="8 columns, 4 free cells filled by the deal, alternating colours, kings in "
    "empty columns.",
    # the deal fills the four cells and only kings fill a column: the game's own rules;
    # the carry limit stays the player's to choose
    free_params=("run_limit",),
)

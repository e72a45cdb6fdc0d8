"""Built-in plugin: Baker's Game, FreeCell's older sibling that builds in suit.

The same table as FreeCell (8 columns, 4 free cells) and the same Microsoft deal numbers, but
the tableau builds down in suit, as in Penguin.  Only ``Rules`` values: the deal procedure is
the built-in ``"microsoft"``.
"""

from penguin_qt.engine import Rules

BAKERS_GAME = Rules(
    id="bakers-game",
    name="Baker's Game",
    columns=8,
    cells=4,
    build="suit",
    empty_column="any",
    run_limit="formula",
    deal="microsoft",
    autoplay="any",  # building in suit: a card that fits its foundation is never needed
    forced_base_moves=False,
    cell_name="free cell",
    description="FreeCell building down in suit: 8 columns, 4 free cells; Microsoft deals.",
)

#: What the plugin registers (``hooks``): the window's start reads it here, before the
#: plugins are loaded, to show a game of one of these variants at once.
VARIANTS = (BAKERS_GAME,)

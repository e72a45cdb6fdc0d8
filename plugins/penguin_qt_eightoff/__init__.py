"""Built-in plugin: Eight Off."""

from penguin_qt.engine import Rules

EIGHT_OFF = Rules(
    id="eight-off",
    name="Eight Off",
    columns=8,
    cells=8,
    empty_column="kings",
    run_limit="cells",
    deal="eight-off",
    forced_base_moves=False,
    cell_name="free cell",
    description=(
        "8 columns of 6, 8 free cells (4 filled), builds down in suit, kings in empty columns."
    ),
)

#: What the plugin registers (``hooks``): the window's start reads it here, before the
#: plugins are loaded, to show a game of one of these variants at once.
VARIANTS = (EIGHT_OFF,)

"""Built-in plugin: FreeCell, with Microsoft's deal numbers."""

from penguin_qt.engine import Rules

FREECELL = Rules(
    id="freecell",
    name="FreeCell",
    columns=8,
    cells=4,
    build="alternate",
    empty_column="any",
    run_limit="formula",
    deal="microsoft",
    autoplay="safe",
    forced_base_moves=False,
    cell_name="free cell",
    description="8 columns, 4 free cells, builds down in alternating colours; Microsoft deals.",
)

#: What the plugin registers (``hooks``): the window's start reads it here, before the
#: plugins are loaded, to show a game of one of these variants at once.
VARIANTS = (FREECELL,)

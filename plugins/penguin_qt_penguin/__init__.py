"""Built-in plugin: Penguin and its family (relaxed, fewer flippers, no flippers)."""

from penguin_qt.engine import Rules

PENGUIN = Rules(
    id="penguin",
    name="Penguin",
    description="David Parlett's game: 7 columns, 7 flippers, foundations from the beak's rank.",
)

FAMILY = (
    PENGUIN,
    Rules(
        id="relaxed-penguin",
        name="Relaxed Penguin",
        empty_column="any",
        description="Penguin where an empty column takes any card.",
    ),
    Rules(
        id="penguin-6", name="Penguin, 6 flippers", cells=6, description="Penguin with 6 flippers."
    ),
    Rules(
        id="penguin-5", name="Penguin, 5 flippers", cells=5, description="Penguin with 5 flippers."
    ),
    Rules(
        id="penguin-3", name="Penguin, 3 flippers", cells=3, description="Penguin with 3 flippers."
    ),
    Rules(
        id="penguin-0",
        name="Penguin without flippers",
        cells=0,
        description="Penguin with no flippers at all: only tableau and foundation moves.",
    ),
)

#: What the plugin registers (``hooks``): the window's start reads it here, before the
#: plugins are loaded, to show a game of one of these variants at once.
VARIANTS = FAMILY

"""Built-in plugin: four open patiences -- Forecell, Beleaguered Castle, Streets and Alleys and
Baker's Dozen -- written only against the documented rule contract (docs/plugins.md), as a
third party would write them: a ``Rules`` record each, three of them with built-in deals and
Baker's Dozen with a deal procedure of its own.  Every id starts with the package's name.

The package imports no pluggy (``hooks`` holds the hook): the window's start reads a
variant's rules here before the plugins are loaded.
"""

from .bakers_dozen import BAKERS_DOZEN
from .beleaguered_castle import BELEAGUERED_CASTLE
from .forecell import FORECELL
from .streets_and_alleys import STREETS_AND_ALLEYS

#: What the plugin registers, in this order (``hooks``).
VARIANTS = (FORECELL, BELEAGUERED_CASTLE, STREETS_AND_ALLEYS, BAKERS_DOZEN)

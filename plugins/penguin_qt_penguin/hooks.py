"""The hook of the Penguin family plugin, the module its entry point names (the package holds
the rules and imports no pluggy: the window's start reads them before loading the plugins)."""

from penguin_qt.hookspecs import variants_hook

from . import VARIANTS

register_variants = variants_hook(VARIANTS)

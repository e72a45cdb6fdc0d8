"""The hook of the open patiences, the module the plugin's entry point names."""

from penguin_qt.hookspecs import hookimpl

from . import VARIANTS


@hookimpl
def register_variants(register):
    for rules in VARIANTS:
        register(rules)

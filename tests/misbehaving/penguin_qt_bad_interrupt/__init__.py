"""A plugin that raises KeyboardInterrupt in a hook (no Ctrl+C was pressed)."""

from penguin_qt.hookspecs import hookimpl


@hookimpl
def register_variants(register):
    raise KeyboardInterrupt

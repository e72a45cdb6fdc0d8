"""A plugin with a misspelt hook name (singular): it would be silently ignored."""

from penguin_qt.hookspecs import hookimpl


@hookimpl
def register_variant(register):
    pass

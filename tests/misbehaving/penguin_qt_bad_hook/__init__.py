"""A plugin that registers a variant, then raises in its other hook."""

import dataclasses

from penguin_qt.hookspecs import hookimpl
from penguin_qt_penguin import PENGUIN


@hookimpl
def register_variants(register):
    register(dataclasses.replace(PENGUIN, id="bad-hook-penguin", name="Half-registered Penguin"))


@hookimpl
def register_solvers(register):
    raise RuntimeError("the second hook broke")

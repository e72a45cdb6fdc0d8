"""``penguin-solve``: deals, positions, moves and solving from the command line.

Every command that takes ``--variant`` also takes the free parameters on top of it.  Bad input
of any kind ends with exit status 2 and one line on standard error, never a traceback.

The commands live in ``positions`` (variants, deal, moves), ``solve`` (solvers, solve, batch)
and ``records`` (replay); ``common`` holds what they share and ``program`` puts them together.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from .common import EXIT_BAD_INPUT, CliError

__all__ = ["EXIT_BAD_INPUT", "CliError", "build_parser", "main"]

# The commands are imported when the program runs, not with the package: the window reads its
# argument types from ``common`` and must not pay for the solving commands at its start.


def build_parser() -> argparse.ArgumentParser:
    from .program import build_parser as build

    return build()


def main(argv: Sequence[str] | None = None) -> int:
    from .program import main as run

    return run(argv)

"""``penguin-solve``: deals, positions, moves and solving from the command line.

Every command that takes ``--variant`` also takes the free parameters on top of it.  Bad input
of any kind ends with exit status 2 and one line on standard error, never a traceback.

The commands live in ``positions`` (variants, deal, moves) and ``solve`` (solvers, solve,
batch); ``common`` holds what they share.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence

from ..engine import EngineError
from ..plugins import PluginHost
from . import positions, records, solve
from .common import EXIT_BAD_INPUT, CliError, Parser

__all__ = ["EXIT_BAD_INPUT", "CliError", "build_parser", "main"]


def build_parser() -> argparse.ArgumentParser:
    from .. import __version__

    parser = Parser(prog="penguin-solve", description=__doc__.split("\n")[0])
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser)
    positions.add_commands(sub)
    solve.add_commands(sub)
    records.add_commands(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    args.started = time.monotonic()  # budgets count from here (solve)
    run: Callable[[argparse.Namespace, PluginHost], int] = args.func
    try:
        return run(args, PluginHost())
    except (CliError, EngineError) as exc:
        print(f"penguin-solve: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0

"""The ``penguin-solve`` program: the parser of every command, and ``main``."""

from __future__ import annotations

import argparse
import pickle
import sys
import time
from collections.abc import Callable, Sequence

from ..engine import EngineError
from ..plugins import PluginHost
from . import positions, records, solve
from .common import EXIT_BAD_INPUT, CliError, Parser, identifier


def build_parser() -> argparse.ArgumentParser:
    from .. import __version__

    parser = Parser(
        prog="penguin-solve",
        description="deals, positions, moves and solving from the command line",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser)
    positions.add_commands(sub)
    solve.add_commands(sub)
    records.add_commands(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    for option in ("variant", "solver"):  # a message quotes at most 40 characters of them
        value = getattr(args, option, None)
        if isinstance(value, str):
            try:
                identifier(value)
            except argparse.ArgumentTypeError as exc:
                parser.error(f"--{option}: {exc}")
    args.started = time.monotonic()  # budgets count from here (solve)
    run: Callable[[argparse.Namespace, PluginHost], int] = args.func
    try:
        return run(args, PluginHost())
    except (CliError, EngineError) as exc:
        print(f"penguin-solve: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except pickle.PicklingError as exc:  # a plugin's rules the registration checks let by
        text = str(exc).replace("\n", " ")
        print(
            f"penguin-solve: the rules cannot be sent to a solver worker: {text}", file=sys.stderr
        )
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0

"""``penguin-solve``: deals, positions and moves (and solving) from the command line.

Every command that takes ``--variant`` also takes the free parameters on top of it.  Bad input
of any kind ends with exit status 2 and one line on standard error, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import TextIO

from .engine import EngineError, Rules, deal, format_position, parse_position
from .engine.rules import EMPTY_COLUMN_RULES, MAX_CELLS, RUN_LIMITS
from .plugins import PluginHost

EXIT_BAD_INPUT = 2


class CliError(Exception):
    """Bad input: printed as one line, exit status 2."""


def add_rule_options(parser: argparse.ArgumentParser) -> None:
    """--variant and the free parameters that can be set on top of it."""
    parser.add_argument("--variant", default="penguin", help="variant id (see 'variants')")
    parser.add_argument(
        "--flippers", type=int, metavar="N", help=f"number of flippers/cells, 0-{MAX_CELLS}"
    )
    parser.add_argument("--empty-column", choices=EMPTY_COLUMN_RULES)
    parser.add_argument("--run-limit", choices=RUN_LIMITS)


def rules_from_args(args: argparse.Namespace, host: PluginHost) -> Rules:
    try:
        rules = host.rules(args.variant)
    except KeyError as exc:
        raise CliError(exc.args[0]) from None
    if args.flippers is not None and not 0 <= args.flippers <= MAX_CELLS:
        raise CliError(f"--flippers must be 0 to {MAX_CELLS}")
    try:
        return rules.with_params(
            flippers=args.flippers, empty_column=args.empty_column, run_limit=args.run_limit
        )
    except ValueError as exc:
        raise CliError(str(exc)) from None


def read_position(source: TextIO, rules: Rules):
    try:
        text = source.read()
    except UnicodeDecodeError:
        raise CliError("standard input is not text: expected a position in UTF-8") from None
    if not text.strip():
        raise CliError("no position on standard input")
    return parse_position(text, rules)


def cmd_variants(args: argparse.Namespace, host: PluginHost) -> int:
    for variant_id, entry in host.variants().items():
        print(f"{variant_id}\t{entry.item.name}\t{entry.source} ({entry.plugin})")
    for info in host.plugins.values():
        if info.state == "failed":
            print(f"plugin {info.name} failed: {info.error}", file=sys.stderr)
    return 0


def cmd_deal(args: argparse.Namespace, host: PluginHost) -> int:
    rules = rules_from_args(args, host)
    sys.stdout.write(format_position(deal(rules, args.number), rules))
    return 0


def cmd_moves(args: argparse.Namespace, host: PluginHost) -> int:
    rules = rules_from_args(args, host)
    position = read_position(sys.stdin, rules)
    for move in rules.legal_moves(position):
        after = rules.apply(position, move)
        print(json.dumps({"move": move.text, "position": format_position(after, rules)}))
    return 0


def deal_number(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a deal number: {text!r}") from None


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line and exit 2, like every other bad input
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="penguin-solve", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    p = sub.add_parser("variants", help="list the variants the plugins provide")
    p.set_defaults(func=cmd_variants)
    p = sub.add_parser("deal", help="print a deal's starting position")
    add_rule_options(p)
    p.add_argument("number", type=deal_number)
    p.set_defaults(func=cmd_deal)
    p = sub.add_parser("moves", help="list the legal moves of a position read on stdin")
    add_rule_options(p)
    p.set_defaults(func=cmd_moves)
    _add_solving_commands(sub)
    return parser


def _add_solving_commands(sub) -> None:
    try:
        from .solving.commands import add_commands
    except ImportError:
        return
    add_commands(sub, add_rule_options, rules_from_args)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
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


if __name__ == "__main__":
    sys.exit(main())

"""What every ``penguin-solve`` command shares: the rule options, reading a position, errors."""

from __future__ import annotations

import argparse
from typing import TextIO

from ..engine import Position, Rules, parse_position, variant_of
from ..engine.rules import EMPTY_COLUMN_RULES, MAX_CELLS, RUN_LIMITS
from ..plugins import PluginHost

EXIT_BAD_INPUT = 2
DEFAULT_VARIANT = "penguin"


class CliError(Exception):
    """Bad input: printed as one line, exit status 2."""


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line and exit status 2, like all bad input."""

    def error(self, message: str):  # type: ignore[override]
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")


def add_rule_options(parser: argparse.ArgumentParser) -> None:
    """--variant and the free parameters that can be set on top of it."""
    parser.add_argument(
        "--variant",
        help=f"variant id (see 'variants'; default: the position's Variant: header, "
        f"else {DEFAULT_VARIANT})",
    )
    parser.add_argument(
        "--cells",
        "--flippers",
        dest="cells",
        type=int,
        metavar="N",
        help=f"number of cells (flippers in Penguin), 0-{MAX_CELLS}",
    )
    parser.add_argument("--empty-column", choices=EMPTY_COLUMN_RULES)
    parser.add_argument("--run-limit", choices=RUN_LIMITS)


def rules_from_args(args: argparse.Namespace, host: PluginHost, text: str | None = None) -> Rules:
    """The rules the options name.  Without ``--variant`` the ``Variant:`` header of ``text``
    (a position read on standard input) names the variant, else the default one."""
    variant_id = args.variant or (variant_of(text) if text else None) or DEFAULT_VARIANT
    try:
        rules = host.rules(variant_id)
    except KeyError as exc:
        raise CliError(exc.args[0]) from None
    if args.cells is not None and not 0 <= args.cells <= MAX_CELLS:
        raise CliError(f"--cells must be 0 to {MAX_CELLS}")
    try:
        return rules.with_params(
            cells=args.cells, empty_column=args.empty_column, run_limit=args.run_limit
        )
    except ValueError as exc:
        raise CliError(str(exc)) from None


def read_text(source: TextIO) -> str:
    """A position's text from ``source``; CliError when it is empty or not text."""
    try:
        text = source.read()
    except UnicodeDecodeError:
        raise CliError("standard input is not text: expected a position in UTF-8") from None
    if not text.strip():
        raise CliError("no position on standard input")
    return text


def read_position(
    source: TextIO, args: argparse.Namespace, host: PluginHost
) -> tuple[Position, Rules]:
    """The position on ``source`` and the rules it is read with (see ``rules_from_args``)."""
    text = read_text(source)
    rules = rules_from_args(args, host, text)
    return parse_position(text, rules), rules


def deal_number(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a deal number: {text!r}") from None

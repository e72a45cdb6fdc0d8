"""What every ``penguin-solve`` command shares: the rule options, reading a position, errors."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, NoReturn, TextIO

from ..engine import Position, Rules, parse_position, variant_of
from ..engine.notation import MAX_POSITION_CHARS, excerpt, parse_number
from ..engine.rules import EMPTY_COLUMN_RULES, MAX_CELLS, RUN_LIMITS

if TYPE_CHECKING:
    from ..plugins import PluginHost

EXIT_BAD_INPUT = 2
#: Standard input is read up to this many bytes; more is refused (a board is a few hundred).
MAX_INPUT_BYTES = MAX_POSITION_CHARS
DEFAULT_VARIANT = "penguin"
#: The longest variant or solver id an option takes (every real one is a few words).
MAX_ID_CHARS = 100


class CliError(Exception):
    """Bad input: printed as one line, exit status 2."""


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line and exit status 2, like all bad input."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")


def add_rule_options(parser: argparse.ArgumentParser) -> None:
    """--variant and the free parameters that can be set on top of it."""
    parser.add_argument(
        "--variant",
        type=identifier,
        help=f"variant id (see 'variants'; default: the position's Variant: header, "
        f"else {DEFAULT_VARIANT})",
    )
    add_free_parameters(parser)


def add_free_parameters(parser: argparse.ArgumentParser, cells_help: str | None = None) -> None:
    """The free parameters a variant takes on top of its own rules, as both programs (this
    one and ``penguin-qt``) read them: ``--cells`` (``--flippers``), ``--empty-column`` and
    ``--run-limit``.  ``cells_help``: the help text in the caller's language."""
    parser.add_argument(
        "--cells",
        "--flippers",
        dest="cells",
        type=count_argument,
        metavar="N",
        help=cells_help or f"number of cells (flippers in Penguin), 0-{MAX_CELLS}",
    )
    parser.add_argument("--empty-column", choices=EMPTY_COLUMN_RULES)
    parser.add_argument("--run-limit", choices=RUN_LIMITS)


def rules_from_args(args: argparse.Namespace, host: PluginHost, text: str | None = None) -> Rules:
    """The rules the options name.  Without ``--variant`` the ``Variant:`` header of ``text``
    (a position read on standard input) names the variant, else the default one."""
    variant_id = args.variant or (variant_of(text) if text else None) or DEFAULT_VARIANT
    try:
        rules = host.rules(excerpt(variant_id))  # a message quotes it: no id is that long
    except KeyError as exc:
        # the plugin that would have brought it may have failed: why, still on one line
        failed = "".join(
            f"; plugin {info.name} failed: {' '.join(str(info.error).split())}"
            for info in host.failures()
        )
        raise CliError(f"{exc.args[0]}{failed}") from None
    if args.cells is not None and not 0 <= args.cells <= MAX_CELLS:
        raise CliError(f"--cells must be 0 to {MAX_CELLS}")
    try:
        return rules.with_params(
            cells=args.cells, empty_column=args.empty_column, run_limit=args.run_limit
        )
    except ValueError as exc:
        raise CliError(str(exc)) from None


def read_input(source: TextIO, what: str = "a position") -> str:
    """The text on ``source`` (standard input), read as bytes and decoded as UTF-8 whatever
    the locale says (under C.UTF-8 Python would let bad bytes through as escapes), and at
    most MAX_INPUT_BYTES of it: CliError for more, or for bytes that are not UTF-8."""
    stream = getattr(source, "buffer", None)
    try:
        data = (stream or source).read(MAX_INPUT_BYTES + 1)
    except UnicodeDecodeError:
        data = b"\xff"  # a text stream that could not decode it
    if len(data) > MAX_INPUT_BYTES:
        raise CliError(f"standard input is over {MAX_INPUT_BYTES} bytes: too long to be {what}")
    if isinstance(data, str):
        text = data
    else:
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = "\udcff"
    if any("\udc80" <= ch <= "\udcff" for ch in text):
        raise CliError(f"standard input is not text: expected {what} in UTF-8")
    return text


def read_text(source: TextIO) -> str:
    """A position's text from ``source``; CliError when it is empty, too long or not text."""
    text = read_input(source)
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
    """A deal number as the command line gives it: ASCII digits only (a minus sign is read,
    for the range check to refuse it with the range)."""
    try:
        return -parse_number(text[1:]) if text.startswith("-") else parse_number(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a deal number: {excerpt(text)!r}") from None


def count_argument(text: str) -> int:
    """A count (--cells, --jobs) in ASCII digits only: not ``4_2``, not other scripts' digits
    (a minus sign is read, for the range check to refuse it with the range)."""
    try:
        return -parse_number(text[1:]) if text.startswith("-") else parse_number(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid int value: {excerpt(text)!r}") from None


def identifier(text: str) -> str:
    """A variant or solver id as an option gives it: printable and at most MAX_ID_CHARS
    long; an error quotes at most 40 characters of anything else."""
    if len(text) > MAX_ID_CHARS or not text.isprintable():
        raise argparse.ArgumentTypeError(f"no such id: {excerpt(text)!r}")
    return text


def counted(n: int, word: str) -> str:
    """``n`` and ``word``, the word in the plural unless ``n`` is 1 ("1 move", "2 moves")."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"

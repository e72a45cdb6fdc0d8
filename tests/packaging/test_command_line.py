"""``penguin-qt``'s command line read two ways: a plain start without building the parser
(``app.plain_start``), anything else by the parser.  Whatever the command line, the first
way gives the parser's values, or steps aside for the parser."""

from __future__ import annotations

import argparse
import contextlib
import io

from hypothesis import given, settings
from hypothesis import strategies as st

from penguin_qt.ui import app

FLAGS = [*app.plain_options(), "--help", "--version", "--install-desktop", "--var", "--"]
FLAGS += ["--deal=3", "--speed=off", "-h", "-", "--uninstall-desktop"]
VALUES = ["penguin", "freecell", "3", "0", "-5", "05", "4_2", "٣", "", "x" * 80, "off", "fast"]
VALUES += ["any", "kings", "formula", "single", "game.penguin.json", "a b", "de", "builtin"]


def _parsed(argv: list[str]) -> argparse.Namespace | None:
    """The parser's values, or None when it refuses (or prints help) and exits."""
    with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(io.StringIO()):
        try:
            return app.build_parser().parse_args(argv)
        except SystemExit:
            return None


@settings(max_examples=600, deadline=None)
@given(st.lists(st.sampled_from(FLAGS + VALUES), max_size=7))
def test_a_plain_start_reads_what_the_parser_reads(argv):
    plain = app.plain_start(argv)
    if plain is not None:
        assert vars(plain) == vars(_parsed(argv))


def test_the_starts_players_and_menus_make_are_read_without_the_parser():
    for argv in (
        [],
        ["--variant", "penguin", "--deal", "1", "--speed", "normal"],
        ["saved.penguin.json"],
        ["--language", "de", "--deck", "builtin", "challenge.penguin.json"],
        ["--flippers", "5", "--empty-column", "any", "--run-limit", "unlimited"],
    ):
        plain = app.plain_start(argv)
        assert plain is not None and vars(plain) == vars(_parsed(argv)), argv
    for argv in (["--help"], ["--deal", "x"], ["--speed", "fastest"], ["--var", "penguin"]):
        assert app.plain_start(argv) is None, argv  # the parser's to say what is wrong


def test_the_plain_options_are_the_parsers():
    """Each option with a value the parser has is read the plain way, to the same place,
    and with the parser's choices; none the parser lacks."""
    parser = app.build_parser()
    plain = app.plain_options()
    valued = {
        flag: action
        for action in parser._actions
        if action.nargs is None and not action.const and action.option_strings
        for flag in action.option_strings
        if type(action) is argparse._StoreAction
    }
    assert set(valued) == set(plain)
    for flag, action in valued.items():
        dest, convert = plain[flag]
        assert dest == action.dest, flag
        for choice in action.choices or ():
            assert convert(choice) == choice, flag
    defaults = {a.dest: a.default for a in parser._actions if a.default is not argparse.SUPPRESS}
    assert vars(app.plain_start([])) == defaults

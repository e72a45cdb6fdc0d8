"""``penguin-solve variants / deal / moves``: outputs, free parameters, and bad input of any
kind ending with exit status 2 and one line on standard error, never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from shared import BUILT_IN_VARIANT_IDS, run_cli

from penguin_qt.engine import Move, deal, format_position, parse_position

GOLDEN = Path(__file__).parent.parent / "golden"

# A position no game reaches (base 9, the beak's suit not started, wrapped foundations, runs
# in odd places), but a valid one: 52 distinct cards.
ODD_POSITION = """\
Variant: penguin
Base: 9
Foundations: H-0 C-0 D-9 S-J
Freecells: 5D - 9C - 6H - -
: 8S 7S 6S 5S 4S 3S 2S AS KS QS
:
: 8C 7C 6C 5C
: KH QH JH TH 9H 8H
: 4C 3C 2C AC KC QC JC TC
: 8D 7D 6D 4D 3D 2D AD KD QD JD TD
: 7H 5H 4H 3H 2H AH
"""


@pytest.fixture
def cli(monkeypatch):
    return lambda *argv, stdin="": run_cli(monkeypatch, list(argv), stdin)


# -- variants -------------------------------------------------------------------------------------


def test_variants_lists_every_built_in_variant_with_its_plugin(cli):
    code, out, err = cli("variants")
    assert code == 0 and err == ""
    rows = [line.split("\t") for line in out.splitlines()]
    assert sorted(r[0] for r in rows) == sorted(BUILT_IN_VARIANT_IDS)
    assert ["penguin", "Penguin", "built-in (penguin)"] in rows
    assert ["freecell", "FreeCell", "built-in (freecell)"] in rows
    assert ["eight-off", "Eight Off", "built-in (eight-off)"] in rows


# -- rules: the free parameters, and the pinned ones ---------------------------------------------


def test_rules_shows_each_parameter_free_or_fixed_with_the_reason(cli):
    code, out, err = cli("rules", "--variant", "penguin_qt_open.bakers-dozen")
    assert code == 0 and err == ""
    rows = [line.split("\t") for line in out.splitlines()]
    assert rows[0] == ["cells", "0", "free (--cells)"]
    assert rows[1][:2] == ["empty_column", "none"]
    assert rows[1][2].startswith("fixed: Baker's Dozen fixes this rule")
    assert rows[2][:2] == ["run_limit", "single"] and "One card moves at a time" in rows[2][2]
    code, out, _ = cli("rules", "--variant", "penguin", "--run-limit", "cells")
    assert out.splitlines()[2] == "run_limit\tcells\tfree (--run-limit)"


def test_a_pinned_parameter_on_the_command_line_is_refused_with_the_reason(cli):
    code, out, err = cli(
        "deal", "--variant", "penguin_qt_open.bakers-dozen", "--run-limit", "formula", "3"
    )
    assert code != 0 and out == ""
    assert "Baker's Dozen fixes this rule, which makes the game: One card moves" in err
    code, out, _ = cli("deal", "--variant", "penguin_qt_open.bakers-dozen", "--cells", "2", "3")
    assert code == 0 and "Freecells: - -" in out


def test_moves_to_the_eleventh_to_thirteenth_column_are_written_j_q_k(cli):
    _, position, _ = cli("deal", "--variant", "penguin_qt_open.bakers-dozen", "1")
    code, out, _ = cli("moves", "--variant", "penguin_qt_open.bakers-dozen", stdin=position)
    texts = [line.split('"')[3] for line in out.splitlines()]
    assert code == 0 and any(t[0] in "JQK" or t[1] in "JQK" for t in texts), texts


# -- deal -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("variant", ["penguin", "eight-off"])
def test_deal_prints_the_golden_starting_position(cli, variant):
    code, out, err = cli("deal", "--variant", variant, "1000")
    assert code == 0 and err == ""
    assert out == (GOLDEN / variant / "deal-1000.txt").read_text()


def test_deal_of_freecell_uses_microsoft_numbers(cli):
    code, out, _ = cli("deal", "--variant", "freecell", "11982")
    columns = [line[2:] for line in out.splitlines() if line.startswith(": ")]
    golden = (GOLDEN / "freecell" / "deal-11982.txt").read_text().splitlines()
    assert code == 0 and columns == [line for line in golden if not line.startswith("#")]


def test_deal_takes_the_free_parameters(cli, variant):
    code, out, _ = cli(
        "deal", "--flippers", "3", "--empty-column", "any", "--run-limit", "unlimited", "5"
    )
    assert code == 0
    assert "Freecells: - - -\n" in out
    rules = variant("penguin").with_params(cells=3)
    assert parse_position(out, rules) == deal(rules, 5)


# -- moves ----------------------------------------------------------------------------------------


def moves_of(out: str) -> dict[str, str]:
    lines = [json.loads(line) for line in out.splitlines()]
    return {entry["move"]: entry["position"] for entry in lines}


def test_moves_lists_every_legal_move_with_the_position_after_it(cli, variant):
    rules = variant("penguin")
    position = deal(rules, 1)
    code, out, err = cli("moves", stdin=format_position(position, rules))
    assert code == 0 and err == ""
    listed = moves_of(out)
    assert list(listed) == [m.text for m in rules.legal_moves(position)]
    for text, after in listed.items():
        assert parse_position(after, rules) == rules.apply(position, Move.parse(text))


@pytest.mark.parametrize("variant_id", ["freecell", "eight-off", "relaxed-penguin"])
def test_moves_reads_the_variant_from_the_variant_header_without_variant(cli, variant, variant_id):
    rules = variant(variant_id)
    position = deal(rules, 7)
    code, out, err = cli("moves", stdin=format_position(position, rules))
    assert code == 0 and err == ""
    assert list(moves_of(out)) == [m.text for m in rules.legal_moves(position)]


def test_variant_option_wins_over_the_header_and_a_mismatch_is_bad_input(cli, variant):
    rules = variant("freecell")
    text = format_position(deal(rules, 7), rules)
    code, out, err = cli("moves", "--variant", "penguin", stdin=text)
    assert code == 2 and out == ""
    assert "for the variant 'freecell', not 'penguin'" in err


def test_moves_accepts_any_valid_position_not_only_reachable_ones(cli, variant):
    rules = variant("penguin")
    position = parse_position(ODD_POSITION, rules)
    code, out, err = cli("moves", stdin=ODD_POSITION)
    assert code == 0 and err == ""
    listed = moves_of(out)
    assert set(listed) == {m.text for m in rules.legal_moves(position)}
    assert "32/4" in listed  # a run headed by an eight (base 9) into the empty column
    assert "42" in listed  # the 8H alone: nothing lies on a nine in a run
    assert "1F" in listed  # the QS goes home on the JS
    assert "12" not in listed and "12/10" not in listed  # only 5 cards can be carried


def test_moves_follow_the_free_parameters(cli):
    _, formula, _ = cli("moves", stdin=ODD_POSITION)
    _, unlimited, _ = cli("moves", "--run-limit", "unlimited", stdin=ODD_POSITION)
    _, relaxed, _ = cli("moves", "--empty-column", "any", stdin=ODD_POSITION)
    assert set(moves_of(formula)) < set(moves_of(unlimited))
    assert "12/10" in moves_of(unlimited)
    assert "62" in moves_of(relaxed) and "62" not in moves_of(formula)


# -- bad input ------------------------------------------------------------------------------------


BAD_INPUT = [
    (["deal", "0"], "", "Deal numbers go from 1 to 2147483647"),
    (["deal", "2147483648"], "", "Deal numbers go from 1 to 2147483647"),
    (["deal", "--", "-5"], "", "Deal numbers go from 1 to 2147483647"),
    (["deal", "abc"], "", "not a deal number: 'abc'"),
    (["deal", "1e3"], "", "not a deal number: '1e3'"),
    (["deal"], "", "the following arguments are required: number"),
    (["deal", "--variant", "spider", "1"], "", "no variant 'spider'"),
    (["deal", "--cells", "11", "1"], "", "--cells must be 0 to 10"),
    (["deal", "--flippers", "-1", "1"], "", "--cells must be 0 to 10"),
    (["deal", "--flippers", "x", "1"], "", "invalid int value: 'x'"),
    (["deal", "--empty-column", "queens", "1"], "", "invalid choice: 'queens'"),
    (["deal", "--run-limit", "some", "1"], "", "invalid choice: 'some'"),
    (
        ["deal", "--variant", "eight-off", "--flippers", "2", "1"],
        "",
        "needs 8 columns and 4 cells or more",
    ),
    (["deal", "1", "--colour"], "", "unrecognized arguments: --colour"),
    (["shuffle"], "", "invalid choice: 'shuffle'"),
    ([], "", "the following arguments are required: command"),
    (["moves"], "", "no position on standard input"),
    (["moves"], "\n  \n", "no position on standard input"),
    (["moves"], "hello world\n", "A Base: line is needed"),
    (["moves"], ODD_POSITION.replace("AS", "AH"), "line 11: The AH appears twice (also on line 5)"),
    (["moves"], ODD_POSITION.replace(" TD\n", "\n"), "1 card is missing: TD"),
    (["moves"], ODD_POSITION.replace("Base: 9", "Base: X"), "line 2: Not a rank: 'X'"),
    (["moves", "--variant", "freecell"], ODD_POSITION, "line 1: This position is for"),
    (["moves", "--flippers", "2"], ODD_POSITION, "line 4: Penguin has 2 flippers"),
    (["moves"], b"Base: 7\n\xff\xfe\x00\x01", "standard input is not text"),
]


@pytest.mark.parametrize("argv,stdin,message", BAD_INPUT)
def test_bad_input_exits_2_with_one_line_and_no_traceback(cli, argv, stdin, message):
    code, out, err = cli(*argv, stdin=stdin)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("penguin-solve")
    assert message in err
    assert "Traceback" not in err


def test_the_installed_command_exits_2_on_garbage_without_a_traceback():
    result = subprocess.run(
        [sys.executable, "-m", "penguin_qt.cli", "moves"],
        input=b"\x00\xff garbage \x80\n: KS KS\n",
        capture_output=True,
        timeout=60,
        env={"PYTHONIOENCODING": "utf-8", "PATH": ""},
    )
    assert result.returncode == 2
    assert result.stdout == b""
    assert result.stderr.count(b"\n") == 1 and b"Traceback" not in result.stderr


def test_the_installed_command_deals(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "penguin_qt.cli", "deal", "--variant", "freecell", "617"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0
    assert ": 7D TD TH KD 4C 4S JD" in result.stdout

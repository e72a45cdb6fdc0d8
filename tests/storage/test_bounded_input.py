"""Bounded input everywhere: positions and records are read with a cap, messages quote a
short excerpt, numbers are ASCII digits, ranges are checked before anything runs, --jobs is
capped at the CPUs, and standard input that is not UTF-8 is "not text" in every locale."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from shared import run_cli

import penguin_qt
from penguin_qt.engine import PositionError, parse_position
from penguin_qt.engine.notation import MAX_POSITION_CHARS
from penguin_qt.plugins import PluginHost

REPO = Path(penguin_qt.__file__).resolve().parent.parent
MB = 1_000_000


@pytest.fixture
def cli(monkeypatch):
    return lambda *argv, stdin="": run_cli(monkeypatch, list(argv), stdin)


def _one_line(err: str) -> str:
    assert err.count("\n") == 1 and "Traceback" not in err, err[:500]
    return err


# A wrapper that runs a command and reports the peak memory of it (its own children only).
PEAK = """
import json, resource, subprocess, sys
with open(sys.argv[1], "rb") as stdin:
    done = subprocess.run(sys.argv[2:], stdin=stdin, capture_output=True)
print(json.dumps({
    "code": done.returncode,
    "stdout": done.stdout.decode(errors="replace")[:2000],
    "stderr": done.stderr.decode(errors="replace")[:2000],
    "stderr_bytes": len(done.stderr),
    "peak_kb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss,
}))
"""


def _measured(stdin: Path, *argv: str, env: dict | None = None) -> dict:
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(PEAK), str(stdin), *argv],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(REPO), **(env or {})},
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_a_10_mb_position_is_refused_with_one_line_in_little_memory(tmp_path):
    big = tmp_path / "big.txt"
    big.write_bytes(b":\n" * (5 * MB))  # 10 MB of empty columns
    out = _measured(big, sys.executable, "-m", "penguin_qt.cli", "moves")
    assert out["code"] == 2
    _one_line(out["stderr"])
    assert "over 1000000 bytes" in out["stderr"]
    assert out["peak_kb"] < 50 * 1024  # before: about 600 MB for this input
    print(f"peak memory for a 10 MB position on standard input: {out['peak_kb'] / 1024:.1f} MB")


def test_a_long_line_is_quoted_as_a_short_excerpt(cli):
    code, out, err = cli("moves", stdin="Base: 7\nNonsense: " + "x" * 500_000 + "\n")
    assert code == 2 and out == ""
    assert "Unknown line" in _one_line(err)
    assert len(err) < 200
    code, _, err = cli("moves", stdin="Base: 7\nFoundations: " + "Q" * 300_000 + "\n")
    assert "Not a foundation entry" in _one_line(err) and len(err) < 200
    code, _, err = cli("moves", stdin="Variant: " + "v" * 300_000 + "\n")
    # the id quoted short; the known variants listed after it grow with the plugins
    assert "no variant" in _one_line(err) and err.count("v") < 100 and len(err) < 600
    code, _, err = cli("moves", "--variant", "penguin", stdin="Variant: " + "v" * 300_000 + "\n")
    assert "This position is for the variant" in _one_line(err) and len(err) < 200


def test_the_position_reader_refuses_more_than_a_megabyte_at_once(variant):
    with pytest.raises(PositionError, match="too long to be a position"):
        parse_position("#" * (MAX_POSITION_CHARS + 1), variant("penguin"))


def test_a_record_on_standard_input_is_read_with_a_cap(cli):
    code, _, err = cli("replay", "-", stdin=b" " * (2 * MB))
    assert code == 2 and "over 1000000 bytes" in _one_line(err)


@pytest.mark.parametrize("locale", ["C.UTF-8", "C", "POSIX", "en_US.UTF-8"])
def test_standard_input_that_is_not_utf8_is_not_text_in_every_locale(tmp_path, locale):
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"Variant: penguin\nBase: 7\n: \xc3\x28 KS\n")
    env = {"LC_ALL": locale, "LANG": locale, "PYTHONIOENCODING": ""}
    for command in (["moves"], ["solve", "-"], ["replay", "-"]):
        out = _measured(bad, sys.executable, "-m", "penguin_qt.cli", *command, env=env)
        assert out["code"] == 2, (command, out)
        err = _one_line(out["stderr"])
        assert "standard input is not text" in err
        assert "\\udc" not in err and "\ufffd" not in err


NOT_ASCII_NUMBERS = ["4_2", "\u0664\u0662", "\uff14\uff12", "+42", " 42", "4.2", "1e3"]


@pytest.mark.parametrize("text", NOT_ASCII_NUMBERS)
def test_numbers_are_ascii_digits_only(cli, text):
    for argv in (
        ["deal", text],
        ["deal", "--cells", text, "1"],
        ["solve", text],
        ["batch", "--deals", f"1-{text}"],
        ["batch", "--deals", "1-2", "--jobs", text],
    ):
        code, out, err = cli(*argv)
        assert code == 2 and out == "", (argv, out)
        _one_line(err)


@pytest.mark.parametrize("text", ["inf", "nan", "1e9", "\u0663", "-1"])
def test_a_budget_is_a_plain_number_of_seconds(cli, text):
    code, _, err = cli("solve", "--budget", text, "1")
    assert code == 2
    _one_line(err)


def test_the_window_program_reads_ascii_digits_only():
    for text in ("4_2", "\u0664\u0662"):
        done = subprocess.run(
            [sys.executable, "-m", "penguin_qt.ui.app", "--deal", text],
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "PYTHONPATH": str(REPO), "QT_QPA_PLATFORM": "offscreen"},
        )
        assert done.returncode == 2
        assert "argument --deal" in done.stderr and "Traceback" not in done.stderr


def test_a_range_past_the_last_deal_is_refused_before_any_deal_is_solved(cli):
    code, out, err = cli("batch", "--deals", "2147483646-2147483648", "--budget", "1")
    assert code == 2
    assert out == ""  # before: two rows, then the error
    assert "2147483647" in _one_line(err)


def test_jobs_are_capped_at_the_cpus_and_it_is_said(cli):
    cpus = len(os.sched_getaffinity(0))
    code, out, err = cli("batch", "--deals", "1-2", "--jobs", "1000", "--solver", "search")
    assert code == 0
    assert f"--jobs 1000 capped at {cpus}" in err
    rows = [line for line in out.splitlines() if not line.startswith("#")]
    assert [r.split("\t")[0] for r in rows] == ["1", "2"]
    assert all(r.split("\t")[1] == "solved" for r in rows)


def test_a_pasted_or_opened_position_of_absurd_size_is_refused(tmp_path):
    rules = PluginHost().rules("freecell")
    with pytest.raises(PositionError) as caught:
        parse_position("Variant: freecell\n" + ": 2S\n" * 400_000, rules)
    assert len(str(caught.value)) < 200

"""``penguin-solve solvers / solve / batch``: outputs and bad input (exit 2, one line)."""

from __future__ import annotations

import importlib.util
import json

import pytest
from shared import run_cli
from solving_helpers import DEAD_END

from penguin_qt.engine import Move, deal, format_position, parse_position


def run(monkeypatch, argv, stdin=""):
    return run_cli(monkeypatch, argv, stdin)


def test_solvers_lists_each_solver_with_source_and_availability(monkeypatch):
    code, out, _ = run(monkeypatch, ["solvers"])
    assert code == 0
    lines = {line.split("\t")[0]: line.split("\t") for line in out.splitlines()}
    assert lines["search"][2].startswith("built-in") and lines["search"][3] == "available"
    assert "fc-solve" in lines and lines["fc-solve"][3].split(":")[0] in (
        "available",
        "not available",
    )


def test_solve_prints_verdict_states_time_and_moves(monkeypatch, variant):
    code, out, _ = run(monkeypatch, ["solve", "--variant", "penguin", "--solver", "search", "1"])
    assert code == 0
    first, moves = out.splitlines()
    assert first.startswith("solved in ") and "states" in first and " s)" in first
    rules = variant("penguin")
    position = deal(rules, 1)
    for text in moves.split():
        position = rules.play(position, Move.parse(text))
    assert position.is_won()


def test_solve_reads_a_position_and_prints_positions_as_json(monkeypatch, variant):
    rules = variant("eight-off")
    text = format_position(deal(rules, 2), rules)
    code, out, err = run(monkeypatch, ["solve", "--variant", "eight-off", "--positions", "-"], text)
    assert code == 0 and err.startswith("solved")
    position = deal(rules, 2)
    for line in out.splitlines():
        entry = json.loads(line)
        position = rules.play(position, Move.parse(entry["move"]))
        assert parse_position(entry["position"], rules) == position
    assert position.is_won()


def test_solve_takes_the_variant_from_the_position_header(monkeypatch, variant):
    rules = variant("eight-off")
    text = format_position(deal(rules, 2), rules)
    code, out, err = run(monkeypatch, ["solve", "--solver", "search", "-"], text)
    assert code == 0 and err == "" and out.startswith("solved in ")
    position = deal(rules, 2)
    for move in out.splitlines()[1].split():
        position = rules.play(position, Move.parse(move))
    assert position.is_won()


def test_solve_says_unsolvable(monkeypatch, variant):
    rules = variant("penguin-0")
    text = format_position(DEAD_END, rules)
    code, out, _ = run(monkeypatch, ["solve", "--variant", "penguin-0", "-"], text)
    assert code == 0 and out.startswith("unsolvable (")
    assert len(out.splitlines()) == 1


def test_solve_says_unknown_when_the_budget_is_spent(monkeypatch):
    argv = ["solve", "--variant", "freecell", "--solver", "search", "--budget", "0.05", "11982"]
    code, out, _ = run(monkeypatch, argv)
    assert code == 0 and out.startswith("unknown (time budget spent")


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_batch_prints_a_line_per_deal_and_a_summary(monkeypatch, jobs):
    argv = ["batch", "--variant", "penguin", "--deals", "1-4", "--jobs", jobs, "--solver", "search"]
    code, out, err = run(monkeypatch, argv)
    assert code == 0 and err == ""  # no progress when stderr is not a terminal
    lines = out.splitlines()
    assert [line.split("\t")[0] for line in lines[:4]] == ["1", "2", "3", "4"]
    assert all(line.split("\t")[1] == "solved" for line in lines[:4])
    assert lines[4].startswith("# 4 deals: solved 4, unsolvable 0, unknown 0")
    assert "median" in lines[4] and "95th percentile" in lines[4]


@pytest.mark.parametrize("stop", ["SIGTERM", "SIGINT"])
def test_batch_stopped_by_a_signal_still_prints_its_summary(stop):
    """A batch ended by SIGTERM (a job scheduler, kill) or Ctrl+C prints the summary of the
    deals it decided, then ends with 128 + the signal's number."""
    import signal
    import subprocess
    import sys
    import time

    argv = ["batch", "--variant", "penguin", "--deals", "1-100000", "--solver", "search"]
    program = subprocess.Popen(
        [sys.executable, "-c", "import sys; from penguin_qt.cli import main; sys.exit(main())",
         *argv, "--jobs", "1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )  # fmt: skip
    try:
        rows = [program.stdout.readline() for _ in range(3)]
        assert all(row.split("\t")[1] == "solved" for row in rows)
        time.sleep(0.2)
        program.send_signal(getattr(signal, stop))
        out, _err = program.communicate(timeout=60)
    finally:
        program.kill()
    summary = out.splitlines()[-1]
    decided = int(summary.removeprefix("# ").split()[0])
    assert summary.startswith(f"# {decided} deals: solved {decided},") and decided >= len(rows)
    assert summary.endswith(f"stopped by {stop} after {decided} of 100000 deals")
    assert program.returncode == 128 + getattr(signal, stop)


@pytest.mark.parametrize(
    "argv, message",
    [
        (["solve", "--variant", "penguin", "--solver", "nope", "1"], "no solver 'nope'"),
        pytest.param(
            ["solve", "--variant", "penguin", "--solver", "fc-solve", "1"],
            "cannot solve",
            marks=pytest.mark.skipif(
                importlib.util.find_spec("freecell_solver") is None,
                reason="the fc-solve solver needs the optional fcsolve extra",
            ),
        ),
        (["solve", "--variant", "penguin", "--budget", "0", "1"], "--budget"),
        (["solve", "--variant", "penguin", "x1"], "not a deal number"),
        (["solve", "--variant", "penguin", "0"], "Deal numbers"),
        (["solve", "--variant", "nope", "1"], "no variant"),
        (["batch", "--variant", "penguin", "--deals", "5-1"], "--deals"),
        (["batch", "--variant", "penguin", "--deals", "a-b"], "--deals"),
        (["batch", "--variant", "penguin", "--deals", "1-2", "--jobs", "0"], "--jobs"),
    ],
)
def test_bad_input_ends_with_status_2_and_one_line(monkeypatch, argv, message):
    code, out, err = run(monkeypatch, argv)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and message in err


def test_a_bad_position_on_stdin_is_one_line(monkeypatch):
    code, _, err = run(monkeypatch, ["solve", "--variant", "penguin", "-"], ": AS\n")
    assert code == 2 and len(err.strip().splitlines()) == 1

"""Plugins that misbehave, installed as real distributions: each is reported, nothing it
registered is used, and neither the window nor ``penguin-solve`` is held up or taken down."""

from __future__ import annotations

import os
import time

import pytest
from shared import run_cli

from penguin_qt.engine import deal
from penguin_qt.plugins import PluginHost
from penguin_qt.solving import Budget
from penguin_qt.solving.portfolio import lineup
from penguin_qt.ui.assistant.solver_runner import SolverRunner

SEARCH = "Built-in search solver"


def cpu_seconds(pid: int) -> float:
    """The CPU time a process has used so far (user and system)."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def gone(pid: int) -> bool:
    """The process is neither running nor a zombie (it was reaped)."""
    return not os.path.exists(f"/proc/{pid}")


# -- registration: all or nothing -------------------------------------------------------------

BAD_REGISTRATIONS = {
    "import": ("importing penguin_qt_bad_import raised RuntimeError", "import/__init__.py:3", ()),
    "hook": ("register_solvers raised RuntimeError", "hook/__init__.py:16", ("bad-hook-penguin",)),
    "nameless": ("needs a non-empty string name", "nameless/__init__.py:30", ("nameless-penguin",)),
    "duplicate": (
        "register_solvers: solver id 'search' is taken by search",
        "duplicate/__init__.py:31",  # where the plugin registered it
        ("impostor-penguin",),
    ),
}


@pytest.mark.parametrize("kind", sorted(BAD_REGISTRATIONS))
def test_a_bad_plugin_is_reported_and_nothing_it_registered_is_used(install_bad, kind):
    name = install_bad(kind)
    what, where, variants = BAD_REGISTRATIONS[kind]
    host = PluginHost()
    info = host.plugins[name]
    assert info.state == "failed" and what in info.error
    assert f"(at penguin_qt_bad_{where})" in info.error if where else True
    assert not set(variants) & set(host.variants())
    assert host.solvers()["search"].plugin == "search"
    assert not [sid for sid, entry in host.solvers().items() if entry.plugin == name]


@pytest.mark.parametrize("kind", sorted(BAD_REGISTRATIONS))
def test_every_command_sees_a_bad_plugin_the_same_way(install_bad, monkeypatch, kind):
    name = install_bad(kind)
    _what, _where, variants = BAD_REGISTRATIONS[kind]
    for command in ("variants", "solvers"):
        code, out, err = run_cli(monkeypatch, [command])
        assert code == 0
        assert f"plugin {name} failed:" in err
        listed = {line.split("\t")[0] for line in out.splitlines()}
        assert not set(variants) & listed
        assert not [line for line in out.splitlines() if f"({name})" in line]


# -- solvers that misbehave in the window ----------------------------------------------------

CRASHERS = ["abort", "segv", "exit", "osexit", "hog"]


@pytest.fixture
def bad_runner(install_bad, qtbot):
    made = []

    def make(kind: str, seconds: float = 10.0) -> SolverRunner:
        install_bad(kind)
        runner = SolverRunner(host=PluginHost())
        runner.seconds = seconds
        made.append(runner)
        return runner

    yield make
    for runner in made:
        runner.shutdown()


@pytest.mark.parametrize("kind", CRASHERS)
def test_a_crashing_solver_is_replaced_and_another_decides(bad_runner, qtbot, kind):
    runner = bad_runner(kind)
    rules = runner.host.rules("penguin")
    runner.configure(rules, f"bad-{kind}")  # chosen by name: it runs alone, then search
    before = {w.pid for w in runner.processes()}
    messages, verdicts = [], []
    runner.failed.connect(messages.append)
    runner.verdict_ready.connect(lambda p, v: verdicts.append(v))
    runner.solve_now(deal(rules, 1))
    qtbot.waitUntil(lambda: bool(verdicts), timeout=30_000)
    assert verdicts[0].state == "solved" and verdicts[0].result.solver == "search"
    name = runner.host.solvers()[f"bad-{kind}"].item.name
    assert f"The solver {name} stopped responding; using {SEARCH}" in messages
    # The dead worker was reaped and replaced; the next question goes to a live worker.
    qtbot.waitUntil(lambda: all(gone(pid) for pid in before - {w.pid for w in runner.processes()}))
    assert len(runner.processes()) == 2 and runner.replaced >= 1
    verdicts.clear()
    runner.solve_now(deal(rules, 2))
    qtbot.waitUntil(lambda: bool(verdicts), timeout=30_000)
    assert verdicts[0].state == "solved"


def test_a_solver_that_hangs_ignoring_cancel_is_ended_after_its_budget(bad_runner, qtbot):
    runner = bad_runner("hang", seconds=1.0)
    rules = runner.host.rules("penguin")
    runner.configure(rules, "bad-hang")  # chosen by name: it runs alone
    messages, verdicts = [], []
    runner.failed.connect(messages.append)
    runner.verdict_ready.connect(lambda p, v: verdicts.append(v))
    runner.solve_now(deal(rules, 1))
    qtbot.waitUntil(lambda: any(w.job is not None for w in runner.processes()))
    hung = [w.pid for w in runner.processes() if w.job is not None]
    qtbot.waitUntil(lambda: bool(verdicts), timeout=30_000)
    assert verdicts[0].state == "solved" and verdicts[0].result.solver == "search"
    assert f"The solver Hangs ignoring cancel stopped responding; using {SEARCH}" in messages
    qtbot.waitUntil(lambda: gone(hung[0]), timeout=5_000)  # reaped on the watchdog's tick
    assert "bad-hang" in runner.unresponsive


def test_a_hanging_solver_ignoring_cancel_is_ended_when_the_game_moves_on(bad_runner, qtbot):
    runner = bad_runner("hang", seconds=30.0)
    rules = runner.host.rules("penguin")
    runner.configure(rules, "bad-hang")
    runner.solve_now(deal(rules, 1))
    qtbot.waitUntil(lambda: any(w.job is not None and w.ready for w in runner.processes()))
    hung = [w.pid for w in runner.processes() if w.job is not None]
    # A job cancelled before the worker's solving thread takes it up is answered "cancelled"
    # at once, with nothing hung: wait until the solver really spins.
    start = cpu_seconds(hung[0])
    qtbot.waitUntil(lambda: cpu_seconds(hung[0]) - start > 0.3, timeout=20_000)
    verdicts = []
    runner.verdict_ready.connect(lambda p, v: verdicts.append(p))
    runner.configure(rules, "search")
    runner.solve_now(deal(rules, 3))  # the hung worker is cancelled, then ended
    qtbot.waitUntil(lambda: gone(hung[0]), timeout=5_000)
    qtbot.waitUntil(lambda: deal(rules, 3) in verdicts, timeout=30_000)


@pytest.mark.parametrize("choice", ["auto", "bad-liar"])
def test_a_solution_with_illegal_moves_never_wins(bad_runner, qtbot, choice):
    runner = bad_runner("liar")
    rules = runner.host.rules("penguin")
    runner.configure(rules, choice)
    verdicts, messages = [], []
    runner.verdict_ready.connect(lambda p, v: verdicts.append(v))
    runner.failed.connect(messages.append)
    runner.solve_now(deal(rules, 1))
    qtbot.waitUntil(lambda: bool(verdicts), timeout=30_000)
    assert verdicts[0].result.solver == "search" and verdicts[0].state == "solved"
    assert verdicts[0].summary.startswith(f"solved by {SEARCH} in ")
    if choice == "bad-liar":  # alone, it answered first: the player is told, search takes over
        told = f"The solver Returns illegal moves gave a wrong solution; using {SEARCH}"
        assert messages == [told]


def resident_mb() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def test_a_reason_of_200_mb_reaches_the_window_cut_short(bad_runner, qtbot, monkeypatch):
    """A solver's 200 MB reason took the window from 100 to 391 MB: the worker sends at most
    a few thousand characters of any text, so the answer arrives, small."""
    monkeypatch.setenv("PENGUIN_QT_BAD_CHATTY", "reason")
    runner = bad_runner("chatty")
    rules = runner.host.rules("penguin")
    runner.configure(rules, "bad-chatty")
    verdicts = []
    runner.verdict_ready.connect(lambda p, v: verdicts.append(v))
    before = peak = resident_mb()
    deadline = time.monotonic() + 60
    runner.solve_now(deal(rules, 1))
    while not verdicts:
        assert time.monotonic() < deadline, "no verdict"
        qtbot.wait(20)
        peak = max(peak, resident_mb())
    assert peak - before < 50  # MB
    assert len(verdicts[0].result.reason) <= 10_000
    assert "bad-chatty" not in runner.unresponsive  # it answered: nothing had to be ended


def test_a_message_over_the_limit_is_not_read_and_its_worker_is_ended(install_bad, monkeypatch):
    """A worker's message larger than the program reads (here a best line of 200,000 moves
    against a limit of 100 kB) is not read at all: the worker is ended and said to have sent
    too much, and another solver decides."""
    from penguin_qt.plugins import workers

    monkeypatch.setenv("PENGUIN_QT_BAD_CHATTY", "line")
    monkeypatch.setattr(workers, "MAX_MESSAGE_BYTES", 100_000)
    install_bad("chatty")
    host = PluginHost()
    rules = host.rules("penguin")
    runners = lineup([e.item for e in host.solvers().values()], rules, "bad-chatty")
    from penguin_qt.plugins.race import Pool

    with Pool(1) as pool:
        outcome = pool.solve(runners, deal(rules, 1), rules, Budget(seconds=30))
    stopped = dict(outcome.stopped)
    assert "bad-chatty" in stopped, outcome
    assert "the program reads at most 100000 bytes" in stopped["bad-chatty"]


# -- every report names the plugin's file and line ----------------------------------------------

SOLVER_FAULTS = {
    "raise": "the solver failed: PluginError: bad-raiser.solve() raised ValueError: the search "
    "tree fell over (at penguin_qt_bad_raiser/__init__.py:27)",
    "type": "the solver failed: PluginError: bad-raiser.solve() returned str, not a "
    "SolveResult (at penguin_qt_bad_raiser/__init__.py:25)",
    "line": "deep; its best line was refused: move 1 (1h) is illegal",
}


@pytest.mark.parametrize("way", sorted(SOLVER_FAULTS))
def test_a_solver_that_goes_wrong_is_reported_at_its_line(install_bad, monkeypatch, way):
    """Raising, returning what is not a SolveResult, a best line that is not legal: each
    said, with the plugin's file and line, not turned silently into nothing."""
    monkeypatch.setenv("PENGUIN_QT_BAD_RAISE", way)
    install_bad("raiser")
    code, out, err = run_cli(monkeypatch, ["solve", "--solver", "bad-raiser", "1"])
    assert code == 0, err
    assert out.startswith(f"unknown ({SOLVER_FAULTS[way]}"), out


@pytest.mark.parametrize("command", [["deal", "--variant", "bad-deal-freecell", "1"]])
def test_a_variant_of_a_failed_plugin_names_the_plugins_failure(install_bad, monkeypatch, command):
    """Not only "no variant": the plugin that failed, and why, at its line."""
    monkeypatch.setenv("PENGUIN_QT_BAD_DEAL", "short")
    name = install_bad("deals")
    code, out, err = run_cli(monkeypatch, command)
    assert code == 2 and out == ""
    assert "no variant 'bad-deal-freecell'" in err
    assert f"plugin {name} failed: register_variants: variant 'bad-deal-freecell'" in err
    assert "51 cards, not 52 (at penguin_qt_bad_deals/__init__.py:" in err


def test_the_window_says_a_failed_plugins_reason_on_standard_error(
    install_bad, monkeypatch, capsys
):
    from penguin_qt.ui.start_plugins import report_failures

    monkeypatch.setenv("PENGUIN_QT_BAD_DEAL", "short")
    name = install_bad("deals")
    report_failures(PluginHost())
    err = capsys.readouterr().err
    assert f"penguin-qt: The plugin {name} was not loaded: register_variants:" in err
    assert "(at penguin_qt_bad_deals/__init__.py:" in err


# -- the same on the command line -------------------------------------------------------------


def test_solve_with_a_hanging_solver_returns_soon_after_its_budget(install_bad, monkeypatch):
    install_bad("hang")
    start = time.monotonic()
    argv = ["solve", "--solver", "bad-hang", "--budget", "1", "1"]
    code, out, err = run_cli(monkeypatch, argv)
    took = time.monotonic() - start
    assert code == 3 and out.startswith(
        "unknown (stopped responding (overran its budget: return before budget.seconds; "
        "the host allows 250 ms of grace, clean-up included)"
    )
    assert "the solver bad-hang stopped responding" in err
    assert took < 20  # 1 s of budget, the grace, start-up on a loaded machine; never the hang


@pytest.mark.parametrize("kind", ["segv", "exit"])
def test_a_crashing_solver_gives_a_message_and_a_status_not_a_signal(
    install_bad, monkeypatch, kind
):
    install_bad(kind)
    code, out, err = run_cli(monkeypatch, ["solve", "--solver", f"bad-{kind}", "1"])
    assert code == 3 and out.startswith("unknown (")
    assert f"the solver bad-{kind} " in err


@pytest.mark.parametrize("kind", ["abort", "liar", "hang"])
def test_the_default_portfolio_outlives_a_bad_solver(install_bad, monkeypatch, kind):
    install_bad(kind)
    code, out, _err = run_cli(monkeypatch, ["solve", "--budget", "2", "1"])
    assert code == 0 and out.startswith("solved in ") and "(search: " in out


def test_a_worker_killed_from_outside_is_replaced_and_the_next_answer_comes(qtbot):
    runner = SolverRunner(host=PluginHost())
    try:
        rules = runner.host.rules("freecell")
        runner.configure(rules, "search")
        runner.seconds = 5.0
        messages, verdicts = [], []
        runner.failed.connect(messages.append)
        runner.verdict_ready.connect(lambda p, v: verdicts.append(v))
        runner.solve_now(deal(rules, 11982))  # the search alone needs more than 5 s
        qtbot.waitUntil(lambda: any(w.job is not None for w in runner.processes()))
        busy = next(w for w in runner.processes() if w.job is not None)
        os.kill(busy.pid, 9)
        qtbot.waitUntil(lambda: bool(verdicts), timeout=30_000)
        # The search is left out now: fc-solve takes over where it is installed, else the
        # search runs again in a new worker.
        assert messages and messages[0].startswith(f"The solver {SEARCH} stopped responding; ")
        assert messages[0].endswith(("using Freecell Solver", "it was started again"))
        qtbot.waitUntil(lambda: gone(busy.pid), timeout=5_000)
        assert busy.pid not in {w.pid for w in runner.processes()}
    finally:
        runner.shutdown()

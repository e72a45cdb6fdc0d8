"""Plugins that try to end the program, crash a start or outlive it, installed as real
distributions: each is refused (or contained) with a reason that names the check that failed
and the plugin's own file and line, and neither the window's host nor ``penguin-solve`` is
taken down."""

from __future__ import annotations

import io
import os
import sys
import time

import pytest

from penguin_qt.cli import main
from penguin_qt.engine import deal
from penguin_qt.hookspecs import hookimpl
from penguin_qt.plugins import PluginHost
from penguin_qt.plugins.hosted import ASK_SECONDS
from penguin_qt.plugins.workers import SolveJob, WorkerProcess
from penguin_qt.solving import Budget
from penguin_qt.solving.portfolio import lineup


def run_cli(monkeypatch, argv):
    out, err = io.StringIO(), io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    try:
        code = main(argv)
    except BaseException as exc:  # what ends the command is what is tested
        code = ("raised", type(exc).__name__)
    return code, out.getvalue(), err.getvalue()


def failed(host: PluginHost, name: str) -> str:
    info = host.plugins[name]
    assert info.state == "failed", f"{name} is {info.state}"
    assert not info.variants and not info.solvers
    return info.error or ""


# -- ending the program ---------------------------------------------------------------------


def test_system_exit_at_import_is_the_plugins_failure(install_bad):
    name = install_bad("sysexit")
    error = failed(PluginHost(), name)
    assert error.startswith("importing penguin_qt_bad_sysexit raised SystemExit")
    assert "exit status 7" in error and "(at penguin_qt_bad_sysexit/__init__.py:3)" in error


def test_keyboard_interrupt_raised_by_a_hook_is_the_plugins_failure(install_bad):
    name = install_bad("interrupt")
    error = failed(PluginHost(), name)
    assert error.startswith("register_variants raised KeyboardInterrupt")
    assert "(at penguin_qt_bad_interrupt/__init__.py:8)" in error


@pytest.mark.parametrize("kind", ["sysexit", "interrupt"])
def test_penguin_solve_lives_on_and_says_which_plugin(install_bad, monkeypatch, kind):
    name = install_bad(kind)
    code, out, err = run_cli(monkeypatch, ["variants"])
    assert code == 0 and "penguin\t" in out
    assert f"plugin {name} failed:" in err


def test_a_real_ctrl_c_in_plugin_code_still_stops_the_program():
    import signal

    from penguin_qt.plugins import guard

    # Python's own handler, as a program started from a shell has it: a window an earlier
    # test of this process made may close later and leave SIGINT at SIG_DFL (it failed so
    # once, the handler then not callable)
    signal.signal(signal.SIGINT, signal.default_int_handler)

    def pressed():  # what the handler in place does, as the signal arrives
        signal.getsignal(signal.SIGINT)(signal.SIGINT, None)

    with pytest.raises(KeyboardInterrupt):
        guard.call("a hook", pressed)
    with pytest.raises(guard.PluginError, match="a hook raised KeyboardInterrupt"):
        guard.call("a hook", lambda: (_ for _ in ()).throw(KeyboardInterrupt))


# -- deals that do not fit --------------------------------------------------------------------

BAD_DEALS = {
    "raises": "deal 1: make raised ValueError: the deck fell on the floor (at "
    "penguin_qt_bad_deals/__init__.py:19)",
    "none": "deal 1: made NoneType, not a Position (at penguin_qt_bad_deals/__init__.py:",
    "short": "deal 1: 51 cards, not 52",
    "twice": "deal 3: 7♥ twice",
    "card52": "deal 1: 52 is not a card (cards are 0-51)",
    "columns": "deal 1: 7 columns, not 8",
    "late": "deal 617: make raised IndexError: only the first few hundred deals",
}


@pytest.mark.parametrize("flaw", sorted(BAD_DEALS))
def test_a_deal_that_does_not_fit_refuses_the_plugin(install_bad, monkeypatch, flaw):
    monkeypatch.setenv("PENGUIN_QT_BAD_DEAL", flaw)
    name = install_bad("deals")
    host = PluginHost()
    error = failed(host, name)
    assert "variant 'bad-deal-freecell': the deal Broken deal: " in error
    assert BAD_DEALS[flaw] in error
    assert "bad-deal-freecell" not in host.variants()
    code, out, err = run_cli(monkeypatch, ["deal", "--variant", "bad-deal-freecell", "1"])
    assert code == 2 and not out and "Traceback" not in err
    assert "no variant 'bad-deal-freecell'" in err


def test_a_deal_that_fails_later_is_a_message_not_a_crash(install_bad, monkeypatch):
    import pickle

    from penguin_qt.engine import DealError

    monkeypatch.setenv("PENGUIN_QT_BAD_DEAL", "odd")
    name = install_bad("deals")
    host = PluginHost()
    assert host.plugins[name].state == "active"
    rules = host.rules("bad-deal-freecell")
    assert deal(rules, 1).cards_home() == 0
    with pytest.raises(DealError, match="The deal procedure Broken deal failed: deal 42: make "):
        deal(rules, 42)
    assert pickle.loads(pickle.dumps(rules)) == rules  # still goes to a worker
    code, out, err = run_cli(monkeypatch, ["deal", "--variant", "bad-deal-freecell", "42"])
    assert code == 2 and not out and "Traceback" not in err
    assert "deal 42: make raised SystemExit" in err
    assert "(at penguin_qt_bad_deals/__init__.py:" in err  # the plugin's line


def test_a_deal_made_by_a_lambda_refuses_the_plugin_and_solve_says_so(install_bad, monkeypatch):
    monkeypatch.setenv("PENGUIN_QT_BAD_DEAL", "lambda")
    name = install_bad("deals")
    error = failed(PluginHost(), name)
    assert "variant 'bad-deal-freecell': make and requires must be module-level functions: " in (
        error
    )
    assert "lambda" in error
    code, out, err = run_cli(monkeypatch, ["solve", "--variant", "bad-deal-freecell", "1"])
    assert code == 2 and not out and "Traceback" not in err and err.count("\n") == 1


def test_rules_that_do_not_pickle_end_penguin_solve_with_one_line(install_bad, monkeypatch):
    from penguin_qt.plugins import checks

    monkeypatch.setenv("PENGUIN_QT_BAD_DEAL", "lambda")
    monkeypatch.setattr(checks, "pickle_problem", lambda rules: "")  # as before the check
    install_bad("deals")
    code, out, err = run_cli(
        monkeypatch, ["solve", "--variant", "bad-deal-freecell", "--budget", "5", "1"]
    )
    assert code == 2 and not out and "Traceback" not in err and err.count("\n") == 1
    assert "cannot be sent to a solver worker" in err


# -- fields of the wrong type ---------------------------------------------------------------

# Rules refuses a wrong value when it is made, as the docs say: at the line that makes it
BAD_FIELDS = {
    "name": ("register_variants raised ValueError: name must be a non-empty string, not 5", 32),
    "description": ("register_variants raised ValueError: description must be a string", 34),
    "forced": ("raised ValueError: forced_base_moves must be True or False, not 'no'", 36),
    "build": ("register_variants raised ValueError: build must be one of", 38),
    "solver-name": ("solver 'bad-types-solver' needs a non-empty string name, not 5", 46),
    "priority": ("solver 'bad-types-solver': priority must be an int, not 'high'", 46),
}


@pytest.mark.parametrize("field", sorted(BAD_FIELDS))
def test_a_field_of_the_wrong_type_refuses_the_plugin_at_its_line(install_bad, monkeypatch, field):
    monkeypatch.setenv("PENGUIN_QT_BAD_FIELD", field)
    name = install_bad("types")
    host = PluginHost()
    error = failed(host, name)
    what, line = BAD_FIELDS[field]
    assert what in error
    assert f"(at penguin_qt_bad_types/__init__.py:{line})" in error
    assert "<string>" not in error
    assert "bad-types" not in host.variants() and "bad-types-solver" not in host.solvers()


def test_a_misspelt_hook_is_reported_with_its_file_and_line(install_bad):
    name = install_bad("typo")
    error = failed(PluginHost(), name)
    assert error.startswith("unknown hook register_variant (at penguin_qt_bad_typo/__init__.py:6)")
    assert "known: register_solvers, register_variants" in error


class WrongArguments:
    @hookimpl
    def register_variants(self, reg):  # the hook's argument is ``register``
        pass


def test_a_hook_with_wrong_arguments_is_reported_at_its_line():
    host = PluginHost(entry_points=[])
    host.add_plugin(WrongArguments(), "wrong-arguments")
    error = failed(host, "wrong-arguments")
    line = WrongArguments.register_variants.__code__.co_firstlineno
    assert error.startswith("PluginValidationError: ")
    assert error.endswith(f"test_hostile_plugins.py:{line})")


# -- slow questions ---------------------------------------------------------------------------


def test_a_slow_supports_is_asked_once_off_the_callers_thread(install_bad):
    install_bad("sleepy")
    host = PluginHost()
    sleepy = host.solvers()["bad-sleepy"].item
    rules = host.rules("penguin")
    assert sleepy.known_support(rules) is None  # not known yet: asked in the background
    from penguin_qt_bad_sleepy import ASKED

    solvers = [entry.item for entry in host.solvers().values()]
    for _ in range(3):
        runners = lineup(solvers, rules)
        assert [r.solver_id for r in runners] == ["search"]
    support = sleepy.supports(rules)
    assert not support.handles and f"took longer than {ASK_SECONDS} s" in support.reason
    assert ASKED == ["plugin-question"]  # once, and never in the caller's thread
    assert sleepy.known_support(rules) == (sleepy.availability(), support)


def test_a_slow_supports_does_not_eat_the_budget_of_penguin_solve(install_bad, monkeypatch):
    install_bad("sleepy")
    code, out, _err = run_cli(monkeypatch, ["solve", "--budget", "3", "1"])
    assert code == 0 and out.startswith("solved in ") and "(search: " in out
    from penguin_qt_bad_sleepy import ASKED

    assert "bad-sleepy" not in out  # too slow to answer: not in the race
    assert ASKED == ["plugin-question"]  # the command's own thread never waited on it


# -- processes that outlive their worker ------------------------------------------------------


def alive(pid: int) -> bool:
    """Running (not gone, not a zombie waiting for its reaper)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def wait_for(condition, seconds: float = 20.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def spawned(install_bad, monkeypatch, tmp_path, way: str):
    """A worker whose solver has started five processes the way ``way`` says, and the ids."""
    install_bad("spawner")
    pids_file = tmp_path / "pids"
    monkeypatch.setenv("PENGUIN_QT_BAD_PIDS", str(pids_file))
    monkeypatch.setenv("PENGUIN_QT_BAD_SPAWN", way)
    rules = PluginHost().rules("penguin")
    worker = WorkerProcess()
    assert wait_for(lambda: bool(worker.receive() or worker.ready))
    job = SolveJob(1, deal(rules, 1), rules, "bad-spawner", Budget(seconds=60))
    assert worker.start_job(job)
    assert wait_for(pids_file.exists)
    children = [int(pid) for pid in pids_file.read_text().split()]
    assert len(children) == 5 and all(alive(pid) for pid in children)
    return worker, children


@pytest.mark.parametrize("way", ["group", "setsid", "daemon"])
def test_a_killed_workers_own_processes_end_with_it(install_bad, monkeypatch, tmp_path, way):
    """Its children, those that left its process group (setsid), and orphans of theirs: the
    worker adopts its orphans (a subreaper) and the program ends the whole tree with it."""
    worker, children = spawned(install_bad, monkeypatch, tmp_path, way)
    try:
        worker.kill()
        assert wait_for(lambda: not any(alive(pid) for pid in children))
    finally:
        worker.kill()
        for pid in children:
            if alive(pid):
                os.kill(pid, 9)


@pytest.mark.parametrize("way", ["setsid", "daemon"])
def test_a_worker_whose_program_is_gone_ends_its_whole_tree(
    install_bad, monkeypatch, tmp_path, way
):
    """The program's end of the pipe closes (it ended): the worker ends every process it
    started, those that left its group too, then itself."""
    worker, children = spawned(install_bad, monkeypatch, tmp_path, way)
    try:
        worker.process.stdin.close()
        assert worker.process.wait(timeout=30) is not None
        assert wait_for(lambda: not any(alive(pid) for pid in children))
    finally:
        worker.kill()
        for pid in children:
            if alive(pid):
                os.kill(pid, 9)


# -- a solver that lies about what cannot be won ----------------------------------------------


def test_a_lying_exact_solver_cannot_make_a_winnable_deal_unsolvable(install_bad, monkeypatch):
    install_bad("denier")
    code, out, _err = run_cli(monkeypatch, ["solve", "--variant", "freecell", "1"])
    assert code == 0 and out.startswith("solved in "), out


def test_a_lying_exact_solver_alone_is_unverified(install_bad, monkeypatch):
    install_bad("denier")
    argv = ["solve", "--variant", "freecell", "--solver", "bad-denier", "1"]
    code, out, _err = run_cli(monkeypatch, argv)
    assert code == 0
    assert out.startswith("unsolvable (unverified: no built-in solver confirmed it"), out


def test_broken_exact_plugins_never_crowd_out_the_built_in_search(install_bad):
    for kind in ("denier", "liar", "slowpoke", "hang"):
        install_bad(kind)
    host = PluginHost()
    solvers = [entry.item for entry in host.solvers().values()]
    for variant in ("penguin", "freecell"):
        for width in (1, 2, 4):
            runners = lineup(solvers, host.rules(variant), width=width)
            assert len(runners) == width
            assert [r for r in runners if r.trusted], (variant, width, runners)


@pytest.mark.parametrize("choice", ["auto", "bad-denier"])
def test_the_window_never_shows_a_lie_as_proven(install_bad, qtbot, choice):
    from penguin_qt.ui.assistant.solver_runner import SolverRunner

    install_bad("denier")
    runner = SolverRunner(host=PluginHost())
    try:
        rules = runner.host.rules("freecell")
        runner.configure(rules, choice)
        verdicts = []
        runner.verdict_ready.connect(lambda p, v: verdicts.append(v))
        runner.solve_now(deal(rules, 1))
        qtbot.waitUntil(lambda: bool(verdicts), timeout=30_000)
        if choice == "auto":  # the built-in solver in the race finds the win
            assert verdicts[0].state == "solved"
        else:  # alone, it is believed only as far as it goes: unverified
            assert verdicts[0].state == "unsolvable"
            assert verdicts[0].summary.startswith("unsolvable according to Says unsolvable, ")
            assert "unverified" in verdicts[0].result.reason
    finally:
        runner.shutdown()


def test_the_window_never_waits_on_a_slow_supports(install_bad, qtbot):
    from penguin_qt.ui.assistant.solver_runner import SolverRunner

    install_bad("sleepy")
    runner = SolverRunner(host=PluginHost())
    try:
        rules = runner.host.rules("penguin")
        runner.configure(rules, "auto")
        verdicts = []
        runner.verdict_ready.connect(lambda p, v: verdicts.append(v))
        runner.solve_now(deal(rules, 1))
        qtbot.waitUntil(lambda: bool(verdicts), timeout=30_000)
        assert verdicts[0].state == "solved" and verdicts[0].result.solver == "search"
        from penguin_qt_bad_sleepy import ASKED

        assert ASKED == ["plugin-question"]  # asked once, never on the window's thread
    finally:
        runner.shutdown()

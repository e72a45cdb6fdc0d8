"""The portfolio: which solvers race, which answer wins, and that the losers really stop (real
worker processes, looked at through /proc)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from types import SimpleNamespace

import pytest

from penguin_qt.engine import Move, deal
from penguin_qt.plugins import PluginHost
from penguin_qt.plugins.race import Pool
from penguin_qt.plugins.workers import Answer, SolveJob, WorkerProcess
from penguin_qt.solving import (
    Availability,
    Budget,
    SolutionCache,
    SolveResult,
    Support,
    run_solver,
)
from penguin_qt.solving.portfolio import (
    Race,
    Runner,
    default_solver,
    describe,
    lineup,
)


def fake(sid, available=True, handles=True, exact=True, priority=0):
    return SimpleNamespace(
        id=sid,
        name=sid.title(),
        priority=priority,
        availability=lambda: Availability(available, "" if available else "missing library"),
        supports=lambda rules: Support(handles, exact, "" if handles else "other rules"),
    )


def test_auto_races_the_exact_solvers_best_first_and_a_named_one_runs_alone(variant):
    rules = variant("freecell")
    a, b = fake("a", priority=10), fake("b")
    slow = fake("inexact", exact=False, priority=99)
    missing = fake("missing", available=False, priority=1000)
    solvers = [b, slow, missing, a]
    assert [r.solver_id for r in lineup(solvers, rules, width=2)] == ["a", "b"]
    assert [r.solver_id for r in lineup([a, slow, missing], rules, width=2)] == ["a", "inexact"]
    assert [r.solver_id for r in lineup([slow, missing], rules, width=2)] == ["inexact"]
    assert [(r.solver_id, r.exact) for r in lineup(solvers, rules, "b")] == [("b", True)]
    assert default_solver(solvers, rules) == "a"
    with pytest.raises(LookupError, match="missing cannot solve freecell: missing library"):
        lineup(solvers, rules, "missing")
    with pytest.raises(LookupError, match="missing: missing library"):
        lineup([missing], rules)


def test_a_wrong_solution_never_wins_the_race_and_an_inexact_unsolvable_proves_nothing(
    host, variant
):
    rules = variant("penguin")
    start = deal(rules, 1)
    runners = [Runner("liar", "Liar", True), Runner("guess", "Guess", False)]
    runners.append(Runner("search", "Search", True))
    race = Race(runners, start, rules)
    lie = SolveResult("solved", (Move.parse("1h"),) * 3, solver="liar")
    assert not race.offer("liar", lie)
    judged = race.answers["liar"]
    assert judged.verdict == "unknown" and "wrong solution" in judged.reason
    assert not race.offer("guess", SolveResult("unsolvable", solver="guess"))
    truth = run_solver(host.solvers()["search"].item, start, rules, Budget(seconds=30))
    assert race.offer("search", truth) and race.winner == "search"
    outcome = race.outcome(0.004)
    assert describe(outcome) == "solved by search in 4 ms"


def test_the_verdict_cache_is_bounded_and_keyed_by_rules_and_position(host, variant):
    penguin, relaxed = variant("penguin"), variant("relaxed-penguin")
    start = deal(penguin, 1)
    result = run_solver(host.solvers()["search"].item, start, penguin, Budget(seconds=30))
    cache = SolutionCache(max_positions=5)
    cache.put(penguin, start, result)
    assert len(cache) == 5  # the first five positions along the solution
    assert cache.get(relaxed, start) is None
    assert cache.get(penguin, start).moves == result.moves
    after = penguin.apply(start, result.moves[0])
    assert cache.get(penguin, after).moves == result.moves[1:]
    far = start
    for move in result.moves[:-1]:
        far = penguin.apply(far, move)
    assert cache.get(penguin, far) is None  # the oldest went first


# -- real processes ---------------------------------------------------------------------------


def state(pid: int) -> str:
    """The process state letter from /proc (R running, S sleeping, Z zombie); '' if gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return ""


def cpu_ticks(pid: int) -> int:
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def test_the_portfolio_cancels_the_losers_and_no_worker_keeps_running(install_bad, variant):
    install_bad("slowpoke")
    host = PluginHost()
    rules = host.rules("penguin")
    runners = lineup([e.item for e in host.solvers().values()], rules, width=2)
    assert [r.solver_id for r in runners] == ["bad-slowpoke", "search"]
    with Pool(2) as pool:
        pool.solve(runners, deal(rules, 2), rules, Budget(seconds=60))  # both workers start
        while not all(w.idle for w in pool.processes()):
            pool._step()
        outcome = pool.solve(runners, deal(rules, 1), rules, Budget(seconds=60))
        assert outcome.winner == "search" and outcome.cancelled == ["bad-slowpoke"]
        assert describe(outcome).endswith("; bad-slowpoke cancelled")
        loser = next(w for w in pool.processes() if w.job is not None)
        deadline = time.monotonic() + 5
        while loser.job is not None and time.monotonic() < deadline:
            pool._step()  # reads the loser's "cancelled"
        assert loser.job is None and not loser.dead  # stopped by itself, within the grace
        ticks = cpu_ticks(loser.pid)
        time.sleep(0.3)
        assert cpu_ticks(loser.pid) == ticks and state(loser.pid) == "S"  # idle, not spinning
        pids = [w.pid for w in pool.processes()]
    assert all(state(pid) == "" for pid in pids)  # ended and reaped with the pool


def test_a_solver_chosen_by_name_runs_alone(install_bad, variant):
    install_bad("slowpoke")
    host = PluginHost()
    rules = host.rules("penguin")
    runners = lineup([e.item for e in host.solvers().values()], rules, "search")
    with Pool(len(runners)) as pool:
        outcome = pool.solve(runners, deal(rules, 1), rules, Budget(seconds=60))
        assert len(pool.processes()) == 1
    assert outcome.winner == "search" and outcome.cancelled == [] and outcome.stopped == []


# -- the worker process itself ------------------------------------------------------------------


def test_code_in_the_current_directory_is_not_run_by_a_worker(tmp_path, monkeypatch, variant):
    trap = tmp_path / "multiprocessing"
    trap.mkdir()
    marker = tmp_path / "ran"
    (trap / "__init__.py").write_text(f"open({str(marker)!r}, 'w').write('yes')\n")
    monkeypatch.chdir(tmp_path)
    rules = variant("penguin")
    worker = WorkerProcess()
    try:
        deadline = time.monotonic() + 30
        while not worker.ready and time.monotonic() < deadline:
            worker.poll(0.1) and worker.receive()
        assert worker.ready
        worker.start_job(SolveJob(1, deal(rules, 1), rules, "search", Budget(seconds=30)))
        assert worker.poll(30)
        answer = worker.receive()[0]
        assert isinstance(answer, Answer) and answer.result.solved
    finally:
        worker.stop()
    assert not marker.exists()


def test_a_worker_dies_with_its_program_however_the_program_ends(tmp_path):
    program = textwrap.dedent(
        """
        import sys, time
        from penguin_qt.plugins.workers import WorkerProcess
        worker = WorkerProcess()
        while not worker.ready:
            worker.poll(1) and worker.receive()
        print(worker.pid, flush=True)
        time.sleep(60)
        """
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", program], stdout=subprocess.PIPE, text=True, cwd=tmp_path
    )
    try:
        worker_pid = int(proc.stdout.readline())
        assert state(worker_pid) in ("S", "R")
        proc.kill()  # SIGKILL: no clean-up runs in the program
        proc.wait()
        deadline = time.monotonic() + 5
        while state(worker_pid) not in ("", "Z") and time.monotonic() < deadline:
            time.sleep(0.05)
        assert state(worker_pid) in ("", "Z")  # dead (a zombie only until init reaps it)
    finally:
        proc.kill()
        proc.wait()


def test_a_worker_cannot_grow_past_its_memory_cap(install_bad, variant):
    install_bad("hog")
    rules = variant("penguin")
    worker = WorkerProcess(memory_mb=200)
    try:
        while not worker.ready:
            worker.poll(1) and worker.receive()
        worker.start_job(SolveJob(1, deal(rules, 1), rules, "bad-hog", Budget(seconds=30)))
        messages = []
        while not worker.dead:
            if worker.poll(1):
                try:
                    messages += worker.receive()
                except EOFError:
                    break
        assert worker.exit_reason() == "ran out of memory"
        assert any(getattr(m, "fatal", False) for m in messages)
    finally:
        worker.kill()
    assert state(worker.pid) == ""

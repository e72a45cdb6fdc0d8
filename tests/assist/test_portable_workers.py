"""The workers keep their promises where Linux's helpers are missing: without ``prctl``
(the parent-death signal), ``RLIMIT_AS``, ``/proc`` and process groups, a solve still runs and
answers, the memory cap is still kept (by a watching thread), and a worker whose program is
gone still ends (the pipe watch).  Without ``pass_fds`` (Windows' ``subprocess`` has none) a
worker starts and answers all the same: its pipes are its standard input and output."""

from __future__ import annotations

import resource
import time

import pytest
from shared import WITHOUT_FEATURES

from penguin_qt.engine import deal
from penguin_qt.plugins import PluginHost, worker_main, workers
from penguin_qt.plugins.race import Pool
from penguin_qt.solving import Budget
from penguin_qt.solving.portfolio import Runner


@pytest.fixture
def bare_platform(monkeypatch):
    """Workers started from here lack prctl, RLIMIT_AS, /proc and killpg; so does the host."""
    monkeypatch.setattr(workers, "BOOT", WITHOUT_FEATURES + workers.BOOT)
    monkeypatch.delattr(workers.os, "killpg")
    assert not workers.has_sessions()


def ready(worker: workers.WorkerProcess, seconds: float = 30.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end and not worker.ready:
        worker.receive()
        time.sleep(0.02)
    return worker.ready


def test_a_worker_without_prctl_rlimit_or_proc_says_how_it_copes(bare_platform):
    worker = workers.WorkerProcess(memory_mb=512)
    try:
        assert ready(worker)
        assert worker.guards == ("parent: pipe", "memory: watch")
    finally:
        worker.kill()


def test_a_solve_runs_without_those_features(bare_platform):
    rules = PluginHost().rules("penguin")
    runners = [Runner("search", "Built-in search solver", exact=True)]
    with Pool(1, memory_mb=512) as pool:
        outcome = pool.solve(runners, deal(rules, 1), rules, Budget(seconds=30, memory_mb=512))
        assert outcome.result.solved and outcome.winner == "search"
        assert [w.guards for w in pool.processes()] == [("parent: pipe", "memory: watch")]


def test_a_worker_without_prctl_ends_when_its_program_is_gone(bare_platform):
    worker = workers.WorkerProcess()
    assert ready(worker)
    worker.process.stdin.close()  # what the kernel does to the pipe when the program ends
    assert worker.process.wait(timeout=30) == 0
    worker.kill()


@pytest.fixture
def no_pass_fds(monkeypatch):
    """``subprocess.Popen`` as Windows has it: handing a process a descriptor by
    ``pass_fds`` is refused."""
    import subprocess

    popen = subprocess.Popen

    def windows_popen(*args, **kwargs):
        assert not kwargs.get("pass_fds"), "pass_fds not supported on Windows."
        return popen(*args, **kwargs)

    monkeypatch.setattr(subprocess, "Popen", windows_popen)


def test_a_worker_starts_and_answers_without_pass_fds(no_pass_fds, bare_platform):
    """The window's worker and penguin-solve's, with neither pass_fds nor Linux's helpers:
    each starts, keeps its guards by the fallbacks, answers, and ends with its program."""
    from penguin_qt.ui.assistant import solver_worker

    rules = PluginHost().rules("penguin")
    worker = solver_worker.start()
    try:
        assert ready(worker)
        assert worker.guards == ("parent: pipe", "memory: watch")
        job = solver_worker.HintJob(1, deal(rules, 1), rules, "search", ms=2000)
        assert worker.start_job(job)
        assert worker.poll(30)
        (answer,) = worker.receive()
        assert isinstance(answer, solver_worker.HintAnswer) and answer.move is not None
        worker.process.stdin.close()  # the program's end of the pipe, as at its end
        assert worker.process.wait(timeout=30) == 0
    finally:
        worker.kill()
    runners = [Runner("search", "Built-in search solver", exact=True)]
    with Pool(1, memory_mb=512) as pool:
        outcome = pool.solve(runners, deal(rules, 2), rules, Budget(seconds=30, memory_mb=512))
    assert outcome.result.solved and outcome.winner == "search"


def test_the_memory_cap_falls_back_to_a_watch(monkeypatch):
    monkeypatch.delattr(resource, "RLIMIT_AS")
    try:
        assert worker_main.cap_memory(4096) == "watch"
        assert worker_main.MEMORY_WATCH.limit is not None
    finally:
        worker_main.MEMORY_WATCH.set(None)
    assert worker_main.MEMORY_WATCH.limit is None


def test_without_proc_the_cap_is_kept_by_the_watch(monkeypatch):
    monkeypatch.setattr(worker_main, "_address_space", lambda: 0)
    try:
        assert worker_main.cap_memory(4096) == "watch"
    finally:
        worker_main.MEMORY_WATCH.set(None)


def test_a_solver_that_hogs_memory_is_ended_by_the_watch(bare_platform, install_bad):
    install_bad("hog")
    rules = PluginHost().rules("penguin")
    runners = [Runner("bad-hog", "Allocates without bound", exact=True)]
    with Pool(1, memory_mb=128) as pool:
        outcome = pool.solve(runners, deal(rules, 1), rules, Budget(seconds=30, memory_mb=128))
    assert not outcome.result.decided
    assert outcome.stopped == [("bad-hog", "stopped responding (ran out of memory)")]


def test_a_worker_stops_at_once_while_its_search_runs():
    """Closing the window stops its workers.  While the built-in search ran, a stop took
    300-600 ms: the stopping thread waited a whole switch interval (5 ms) for the search's
    thread on each file of /proc it read.  The quickest of three stops (the machine's load
    aside) is now well under that."""
    rules = PluginHost().offered_rules("freecell")
    position = deal(rules, 11982)  # a long proof: the search is in full flow
    times = []
    for number in range(3):
        worker = workers.WorkerProcess()
        assert ready(worker)
        assert worker.start_job(
            workers.SolveJob(number, position, rules, "search", Budget(seconds=10))
        )
        time.sleep(0.1)
        started = time.monotonic()
        worker.stop(timeout=1.0)
        times.append(time.monotonic() - started)
        assert worker.reap()
    assert min(times) < 0.15, times


def test_a_worker_not_yet_started_is_ended_without_waiting_for_it():
    """A worker that has not said it is ready would read the stop only once its plugins are
    loaded (some 80 ms): it is killed instead.  The quickest of three, as above."""
    times = []
    for _ in range(3):
        worker = workers.WorkerProcess()
        started = time.monotonic()
        worker.stop(timeout=5.0)
        times.append(time.monotonic() - started)
        assert worker.reap() and worker.dead
    assert min(times) < 0.04, times

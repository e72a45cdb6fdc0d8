"""The window's background solver: answers arrive as signals, cached along solutions."""

from __future__ import annotations

import pytest

from penguin_qt.engine import CELL, FOUNDATION, Move, Position, deal, parse_card
from penguin_qt.plugins import PluginHost
from penguin_qt.solving import verify_solution
from penguin_qt.ui.assistant.solver_runner import SolverRunner


@pytest.fixture
def runner(qtbot):
    runner = SolverRunner()
    yield runner
    runner.shutdown()


def test_a_deal_gets_a_verdict_and_the_solution_fills_the_cache(runner, qtbot):
    rules = PluginHost().rules("penguin")
    start = deal(rules, 1)
    runner.configure(rules, "search")
    with qtbot.waitSignal(runner.verdict_ready, timeout=30_000) as signal:
        runner.position_changed(start)
    position, verdict = signal.args
    assert position == start
    assert verdict.state == "solved"
    assert verdict.summary.startswith("solved by Built-in search solver in ")
    assert runner.summary(start) == verdict.summary
    verify_solution(start, rules, verdict.moves)
    # The next position along the solution is known at once: no debounce, no worker.
    after = rules.apply(start, verdict.moves[0])
    seen = []
    runner.verdict_ready.connect(lambda p, v: seen.append((p, v)))
    runner.position_changed(after)
    assert seen and seen[0][0] == after and seen[0][1].moves == verdict.moves[1:]


def test_a_hint_is_a_legal_move(runner, qtbot):
    rules = PluginHost().rules("penguin")
    start = deal(rules, 2)
    runner.configure(rules, "search")
    with qtbot.waitSignal(runner.hint_ready, timeout=30_000) as signal:
        runner.request_hint(start)
    position, moves, _source = signal.args
    assert position == start and len(moves) == 1
    rules.check(start, moves[0])


def test_a_hint_where_the_solver_sees_the_win_comes_from_the_solution(runner, qtbot):
    # Everything home but the QS and the KS, the KS over the QS in column 1 and the QS in a
    # flipper: any solver finds the two moves at once, so the hint is the solution's first.
    rules = PluginHost().rules("penguin")
    columns = ((parse_card("KS"),), *((),) * 6)
    cells = (parse_card("QS"), *(None,) * 6)
    start = Position(columns, cells, (13, 13, 13, 11), 1)
    runner.configure(rules, "search")
    with qtbot.waitSignal(runner.hint_ready, timeout=30_000) as signal:
        runner.request_hint(start)
    position, moves, source = signal.args
    assert position == start and source == "solution"
    assert tuple(moves) == (Move(CELL, 0, FOUNDATION, 0, 1),)


def test_only_the_newest_position_is_answered(runner, qtbot):
    rules = PluginHost().rules("penguin")
    runner.configure(rules, "search")
    answers = []
    runner.verdict_ready.connect(lambda p, v: answers.append(p))
    for n in (3, 4, 5):
        runner.position_changed(deal(rules, n))
    qtbot.waitUntil(lambda: bool(answers), timeout=30_000)
    assert answers == [deal(rules, 5)]


def test_a_third_party_solver_runs_in_a_worker_process(sample_plugin_installed, qtbot):
    host = PluginHost()
    greedy = "penguin_qt_sample.greedy"
    assert host.solvers()[greedy].source == "penguin-qt-sample 1.0"
    rules = host.rules("penguin_qt_sample.penguin-4")
    # Two cards out, the KS over the QS: the greedy line (QS to a flipper, then home) wins.
    columns = ((parse_card("QS"), parse_card("KS")), *((),) * 6)
    start = Position(columns, (None,) * 4, (13, 13, 13, 11), 1)
    runner = SolverRunner(host=host)
    try:
        runner.configure(rules, greedy)
        with qtbot.waitSignal(runner.verdict_ready, timeout=30_000) as signal:
            runner.solve_now(start)
        verdict = signal.args[1]
        assert verdict.result.solver == greedy
        assert verdict.state == "solved"
        verify_solution(start, rules, verdict.moves)
    finally:
        runner.shutdown()


def test_the_indicator_races_the_exact_solvers_and_says_who_won(qtbot):
    host = PluginHost()
    rules = host.rules("freecell")
    if not host.solvers()["fc-solve"].item.availability().available:
        pytest.skip("the fc-solve solver needs the optional fcsolve extra")
    runner = SolverRunner(host=host)
    try:
        runner.configure(rules)  # auto: fc-solve and the search race
        with qtbot.waitSignal(runner.verdict_ready, timeout=30_000) as signal:
            runner.solve_now(deal(rules, 11982))  # lost: fc-solve proves it, the search stops
        verdict = signal.args[1]
        assert verdict.state == "unsolvable" and verdict.result.solver == "fc-solve"
        assert verdict.summary.startswith("proven unsolvable by Freecell Solver in ")
        assert verdict.summary.endswith("; Built-in search solver cancelled")
        qtbot.waitUntil(lambda: all(w.job is None for w in runner.processes()), timeout=5_000)
    finally:
        runner.shutdown()


def test_without_worker_processes_the_window_goes_on_with_heuristic_hints(monkeypatch, qtbot):
    from penguin_qt.ui.assistant import solver_worker

    def no_process(*args, **kwargs):
        raise OSError("Resource temporarily unavailable")

    monkeypatch.setattr(solver_worker, "start", no_process)
    host = PluginHost()
    rules = host.rules("penguin")
    messages = []
    runner = SolverRunner(host=host)
    try:
        runner.failed.connect(messages.append)
        runner.configure(rules)
        with qtbot.waitSignal(runner.hint_ready, timeout=5_000) as hint:
            runner.request_hint(deal(rules, 1))
        assert hint.args[2] == "heuristic" and len(hint.args[1]) == 1
        with qtbot.waitSignal(runner.verdict_ready, timeout=5_000) as verdict:
            runner.solve_now(deal(rules, 1))
        assert verdict.args[1].state == "unknown" and not runner.thinking
        assert "The solver cannot start: Resource temporarily unavailable" in messages
    finally:
        runner.shutdown()


def _given_jobs(runner, monkeypatch) -> list:
    """Every job the runner gives its workers, as (kind, position), in order."""
    given = []
    for slot in runner.slots:

        def give(job, slot_give=slot.give):
            given.append((type(job).__name__, job.position))
            slot_give(job)

        monkeypatch.setattr(slot, "give", give)
    return given


def test_a_move_after_a_quiet_moment_is_asked_at_once_and_a_burst_at_its_end(
    runner, qtbot, monkeypatch
):
    from penguin_qt.ui.assistant import solver_runner

    clock = [100.0]
    monkeypatch.setattr(solver_runner, "_clock", lambda: clock[0])
    rules = PluginHost().rules("penguin")
    runner.configure(rules, "search")
    given = _given_jobs(runner, monkeypatch)
    answers = []
    runner.verdict_ready.connect(lambda p, v: answers.append(p))
    runner.position_changed(deal(rules, 3))
    assert given == [("SolveJob", deal(rules, 3))]  # no debounce after a quiet moment
    clock[0] += 0.05  # two more moves 50 ms apart: a burst, asked about at its end
    runner.position_changed(deal(rules, 4))
    clock[0] += 0.05
    runner.position_changed(deal(rules, 5))
    assert given == [("SolveJob", deal(rules, 3))] and runner.thinking
    qtbot.waitUntil(lambda: bool(answers), timeout=30_000)
    assert answers == [deal(rules, 5)]
    assert [p for _kind, p in given] == [deal(rules, 3), deal(rules, 5)]


def test_a_move_just_after_a_hint_is_asked_about_at_once(runner, qtbot, monkeypatch):
    """The hint shows that the player stopped to think: the move played from it, however soon
    after the last one, is no burst and waits for no debounce."""
    from penguin_qt.ui.assistant import solver_runner

    clock = [100.0]
    monkeypatch.setattr(solver_runner, "_clock", lambda: clock[0])
    rules = PluginHost().rules("penguin")
    runner.configure(rules, "search")
    given = _given_jobs(runner, monkeypatch)
    runner.position_changed(deal(rules, 3))
    runner.request_hint(deal(rules, 3))
    clock[0] += 0.05
    runner.position_changed(deal(rules, 4))  # 50 ms after the last move, but after a hint
    assert ("SolveJob", deal(rules, 4)) in given and not runner._timer.isActive()
    clock[0] += 0.05
    runner.position_changed(deal(rules, 5))  # no hint in between: a burst again
    assert ("SolveJob", deal(rules, 5)) not in given and runner._timer.isActive()


def test_a_hint_asked_while_every_worker_solves_its_position_is_that_solution_s_first_move(
    qtbot, monkeypatch
):
    runner = SolverRunner(width=1)  # one worker, busy with the solve
    try:
        rules = PluginHost().rules("penguin")
        runner.configure(rules, "search")
        runner.hints.timer.setInterval(60_000)  # however slow the machine, the solve is awaited
        given = _given_jobs(runner, monkeypatch)
        start = deal(rules, 1)
        qtbot.waitUntil(lambda: all(w.ready for w in runner.processes()), timeout=30_000)
        runner.position_changed(start)
        with qtbot.waitSignal(runner.hint_ready, timeout=30_000) as signal:
            runner.request_hint(start)
        position, moves, source = signal.args
        assert position == start and source == "solution"
        assert [kind for kind, _p in given] == ["SolveJob"]  # no second job for the hint
        verdict = runner.known(start)
        assert verdict is not None and tuple(moves) == verdict.moves[:1]
        verify_solution(start, rules, verdict.moves)
    finally:
        runner.shutdown()


def test_a_hint_job_runs_beside_its_position_s_solve_on_an_idle_worker(runner, qtbot, monkeypatch):
    rules = PluginHost().rules("penguin")
    runner.configure(rules, "search")  # one solver: the second worker is idle
    qtbot.waitUntil(lambda: all(w.ready for w in runner.processes()), timeout=30_000)
    given = _given_jobs(runner, monkeypatch)
    verdicts, hints = [], []
    runner.verdict_ready.connect(lambda p, v: verdicts.append(v))
    runner.hint_ready.connect(lambda p, m, s: hints.append(m))
    start = deal(rules, 1)
    runner.position_changed(start)
    runner.request_hint(start)
    assert [kind for kind, _p in given] == ["SolveJob", "HintJob"]
    qtbot.waitUntil(lambda: bool(verdicts) and bool(hints), timeout=30_000)
    assert len(hints) == 1 and len(hints[0]) == 1  # one answer, whichever came first
    rules.check(start, hints[0][0])
    assert verdicts[0].state == "solved"
    assert [kind for kind, _p in given] == ["SolveJob", "HintJob"]  # not asked again: the
    # solve was not interrupted for the hint


def test_a_hint_beside_its_position_s_solve_searches_another_way(runner, qtbot, monkeypatch):
    rules = PluginHost().rules("penguin")
    runner.configure(rules, "search")
    qtbot.waitUntil(lambda: all(w.ready for w in runner.processes()), timeout=30_000)
    jobs = []
    for slot in runner.slots:
        monkeypatch.setattr(slot, "give", lambda job, give=slot.give: (jobs.append(job), give(job)))
    start = deal(rules, 1)
    runner.position_changed(start)
    runner.request_hint(start)  # the solve of the same position is on its way
    solve, hint = jobs
    assert solve.budget.variety == 0 and hint.variety == 1
    qtbot.waitUntil(lambda: runner.known(start) is not None, timeout=30_000)
    # with nothing solving that position, a hint searches the usual way
    other = deal(rules, 2)
    runner.request_hint(other)
    assert [type(j).__name__ for j in jobs[2:]] == ["HintJob"] and jobs[2].variety == 0
    with qtbot.waitSignal(runner.hint_ready, timeout=30_000):
        pass


def test_the_solvers_run_below_the_window_and_the_rater_below_them(runner, qtbot):
    """The workers solve flat out on every core; at a lower priority than the window's
    process (nice +10, the deal rater's +15), the UI thread is given the core the moment it
    has work (the longest UI gap during hints fell from 20-25 ms to 15-19 ms), and they have
    every core the window leaves idle."""
    import os

    from penguin_qt.ui.assistant import deal_rater, solver_worker

    assert (solver_worker.NICE, deal_rater.NICE) == (10, 15)
    qtbot.waitUntil(lambda: all(w.ready for w in runner.processes()), timeout=30_000)
    own = os.getpriority(os.PRIO_PROCESS, 0)
    for worker in runner.processes():
        assert os.getpriority(os.PRIO_PROCESS, worker.pid) == min(own + 10, 19)

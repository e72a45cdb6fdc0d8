"""The window replays every worker's line through the rules on a thread of its own: the race
only takes it once replayed, a wrong line is refused, the cache keeps the positions along
it, and the answers reach the UI thread in the order they were asked."""

from __future__ import annotations

import threading
from dataclasses import replace

import penguin_qt_search
from penguin_qt.engine import deal
from penguin_qt.plugins import PluginHost
from penguin_qt.solving import SOLVED, UNKNOWN, Budget, SolutionCache, SolveResult
from penguin_qt.solving.portfolio import Race, Runner
from penguin_qt.ui.assistant.solver_replay import LineChecker, check_line


def _solved(variant: str = "freecell", number: int = 1):
    rules = PluginHost().rules(variant)
    start = deal(rules, number)
    result = penguin_qt_search.SOLVER.solve(start, rules, Budget(seconds=10), None)
    assert result.verdict == SOLVED
    return rules, start, result


def test_a_solution_is_replayed_off_the_ui_thread_and_answered_on_it(qtbot):
    rules, start, result = _solved()
    wrong = replace(result, moves=result.moves[1:])  # its first move left out
    checker = LineChecker()
    threads, answers = [], []

    def then(label):
        def answer(checked):
            threads.append(threading.current_thread())
            answers.append((label, checked))

        return answer

    played = []
    apply = type(rules).apply

    def spying_apply(self, position, move):
        played.append(threading.current_thread())
        return apply(self, position, move)

    type(rules).apply = spying_apply
    try:
        checker.check(start, rules, True, result, then("right"))
        checker.check(start, rules, True, wrong, then("wrong"))
        assert answers == []  # not on this thread: the answers come later
        qtbot.waitUntil(lambda: len(answers) == 2, timeout=30_000)
    finally:
        type(rules).apply = apply
        checker.close()
    assert [label for label, _ in answers] == ["right", "wrong"]
    assert threads == [threading.main_thread()] * 2
    assert played and threading.main_thread() not in played
    right, refused = answers[0][1], answers[1][1]
    assert right.result.verdict == SOLVED and len(right.along) == len(result.moves)
    assert right.along[0] == start and right.along[1] == rules.apply(start, result.moves[0])
    assert refused.result.verdict == UNKNOWN and refused.result.reason.startswith("wrong solution")


def test_a_result_without_a_line_is_answered_at_once(qtbot):
    rules, start, _ = _solved("penguin", 1)
    checker = LineChecker()
    answers = []
    unknown = SolveResult(UNKNOWN, solver="search", reason="budget")
    checker.check(start, rules, True, unknown, answers.append)
    checker.close()
    assert [a.result for a in answers] == [unknown]


def test_a_malformed_line_is_refused_not_raised():
    rules, start, result = _solved("penguin", 1)
    broken = replace(result, moves=("not a move",))
    checked = check_line(start, rules, True, broken)
    assert checked.result.verdict == UNKNOWN
    assert checked.result.reason.startswith("wrong solution")


def test_the_race_takes_a_replayed_result_as_it_is_and_the_cache_its_positions():
    rules, start, result = _solved("penguin", 1)
    checked = check_line(start, rules, True, result)
    race = Race([Runner("search", "Search", True, True)], start, rules)
    assert race.offer("search", checked.result, replayed=True)
    assert race.answers["search"] is checked.result
    cache = SolutionCache()
    cache.put(rules, start, checked.result, checked.along)
    last = checked.along[-1]
    assert cache.get(rules, last).moves == tuple(result.moves[-1:])
    # positions that are not those along the line are not taken: the cache plays it itself
    other = SolutionCache()
    other.put(rules, start, checked.result, checked.along[1:])
    assert other.get(rules, last).moves == tuple(result.moves[-1:])

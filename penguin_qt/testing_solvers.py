"""The kit's checks of a solver (``penguin_qt.testing.check_solver`` runs them): its answers
within the host's grace, its solutions and best lines legal, the nearly won positions won,
cancel honoured, memory kept.  Each returns the problems it found, in words for the author."""

from __future__ import annotations

import threading
import time
import tracemalloc
from typing import TYPE_CHECKING

from .engine import Position, Rules, card, deal
from .plugins.workers import CANCEL_GRACE, grace
from .solving import (
    SOLVED,
    UNKNOWN,
    UNSOLVABLE,
    VERDICTS,
    Budget,
    CancelToken,
    SolutionError,
    SolveResult,
    replay,
    run_solver,
    verify_solution,
)

if TYPE_CHECKING:
    from .testing import Report


def timed_solve(solver, position: Position, rules: Rules, budget: Budget):
    """``solve``'s answer (or what it raised) and the wall time until the answer was out, the
    solver's clean-up (freeing its search) included, as a worker of the host measures it."""
    start = time.monotonic()
    try:
        result = solver.solve(position, rules, budget, CancelToken())
    except Exception as exc:
        return exc, time.monotonic() - start
    failure = None
    if isinstance(result, SolveResult) and result.verdict == SOLVED:
        try:  # the worker replays a solution before it answers: that time counts too
            verify_solution(position, rules, result.moves)
        except SolutionError as exc:
            failure = exc
    return (result, failure), time.monotonic() - start


def solve_problems(solver, rules: Rules, number: int, budget: Budget, report: Report, exact):
    position = deal(rules, number)
    answer, took = timed_solve(solver, position, rules, budget)
    if isinstance(answer, Exception):
        return [f"{rules.id} deal {number}: solve raised {type(answer).__name__}: {answer}"]
    result, failure = answer
    where = f"{rules.id} deal {number}"
    if not isinstance(result, SolveResult) or result.verdict not in VERDICTS:
        return [f"{where}: solve returned {result!r}, not a SolveResult with a verdict"]
    problems = []
    if budget.seconds is not None and took > budget.seconds + grace(budget.seconds):
        allowed = round(grace(budget.seconds) * 1000)
        problems.append(
            f"{where}: took {took:.2f} s on a budget of {budget.seconds:g} s; the host ends a "
            f"solver after {allowed} ms of grace, clean-up included: return before "
            "budget.seconds"
        )
    if failure is not None:
        problems.append(f"{where}: the solution does not replay: {failure}")
    problems += line_problems(position, rules, result, where)
    if result.verdict == UNSOLVABLE and not exact:
        report.warnings.append(f"{where}: unsolvable from an inexact solver (taken as unknown)")
    report.figures[f"{where} {result.verdict} in s"] = round(took, 3)
    return problems


def line_problems(position: Position, rules: Rules, result: SolveResult, where: str) -> list[str]:
    """A best line (``best_moves``) is played from the position by the hints, move by move:
    every move of it must be legal there."""
    if not result.best_moves:
        return []
    try:
        replay(position, rules, result.best_moves)
    except SolutionError as exc:
        return [f"{where}: the best line (best_moves) is not legal: {exc}"]
    return []


def easy_positions(rules: Rules) -> list[tuple[str, Position]]:
    """A few positions any solver should win at once: every card home but the last two or
    four (on a table of ``rules``' columns and cells, the base rank 1)."""
    spades, kings = 3, [card(13, suit) for suit in range(4)]
    empty = [()] * rules.columns
    cells = (None,) * rules.cells
    two = [(card(13, spades),), (card(12, spades),), *empty[2:]]
    found: list[tuple[str, Position]] = []
    if rules.columns >= 2:
        found.append(("K♠ and Q♠ left", Position(tuple(two), cells, (13, 13, 13, 11), 1)))
    if rules.columns >= 1:
        stacked = [(card(13, spades), card(12, spades)), *empty[1:]]
        found.append(("Q♠ on K♠ left", Position(tuple(stacked), cells, (13, 13, 13, 11), 1)))
    if rules.columns >= 4:
        four = [(k,) for k in kings] + empty[4:]
        found.append(("the four kings left", Position(tuple(four), cells, (12, 12, 12, 12), 1)))
    return found


def easy_problems(solver, rules: Rules, budget: Budget, report: Report) -> list[str]:
    """The solver wins at least one of the easy positions within ``budget``, and calls
    none of them unsolvable (every one is tried: a win does not excuse the others)."""
    problems, won = [], 0
    for what, position in easy_positions(rules):
        answer, _took = timed_solve(solver, position, rules, budget)
        if isinstance(answer, Exception):
            continue  # the solve check reports a solver that raises
        result, failure = answer
        if not isinstance(result, SolveResult):
            continue
        problems += line_problems(position, rules, result, f"{rules.id}, {what}")
        if result.verdict == UNSOLVABLE:
            left = 52 - position.cards_home()
            problems.append(f"{rules.id}, {what}: unsolvable, but {left} moves win it")
        elif result.verdict == SOLVED and failure is None:
            won += 1
    report.figures[f"{rules.id} easy positions won"] = won
    if not won and not problems:
        problems.append(
            f"{rules.id}: it won none of {len(easy_positions(rules))} nearly won positions "
            f"(all cards home but two or four) within {budget.seconds:g} s"
        )
    return problems


def cancel_problems(solver, rules: Rules, number: int) -> list[str]:
    position = deal(rules, number)
    token = CancelToken()
    answer: list = []
    thread = threading.Thread(
        target=lambda: answer.append(run_solver(solver, position, rules, Budget(60), token)),
        daemon=True,
    )
    thread.start()
    time.sleep(0.05)
    token.cancel()
    cancelled = time.perf_counter()
    thread.join(CANCEL_GRACE + 1)
    if thread.is_alive():
        return [f"{rules.id} deal {number}: still solving {CANCEL_GRACE + 1:g} s after cancel"]
    late = time.perf_counter() - cancelled
    if answer and answer[0].verdict == UNKNOWN and "failed" in answer[0].reason:
        return [f"{rules.id} deal {number}: after cancel: {answer[0].reason}"]
    if late > CANCEL_GRACE:
        return [
            f"{rules.id}: cancel took {late:.2f} s; the host ends a solver that has not "
            f"stopped {round(CANCEL_GRACE * 1000)} ms after cancel"
        ]
    return []


def memory_problems(solver, rules: Rules, number: int, budget: Budget, report: Report):
    if budget.memory_mb is None:
        return []
    position = deal(rules, number)
    tracemalloc.start()
    try:
        solver.solve(position, rules, budget, CancelToken())
        peak = tracemalloc.get_traced_memory()[1] / 2**20
    except MemoryError:
        return [f"{rules.id} deal {number}: MemoryError within {budget.memory_mb} MiB"]
    except Exception:
        return []  # reported by the solve check
    finally:
        tracemalloc.stop()
    report.figures[f"{rules.id} deal {number} peak MiB"] = round(peak, 1)
    if peak > budget.memory_mb:
        return [f"{rules.id} deal {number}: {peak:.0f} MiB on a budget of {budget.memory_mb} MiB"]
    return []

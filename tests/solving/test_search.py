"""The built-in search solver: solutions replay to a win, unsolvable verdicts are true
(checked by brute force on small positions), budgets and cancellation are honoured."""

from __future__ import annotations

import dataclasses
import random
import time

import pytest
from shared import BUILT_IN_VARIANT_IDS
from solving_helpers import DEAD_END, brute_force_winnable, small_position

from penguin_qt.engine import CELL, COLUMN, Move, Position, deal
from penguin_qt.solving import (
    SOLVED,
    UNKNOWN,
    UNSOLVABLE,
    Budget,
    CancelToken,
    SolutionError,
    run_solver,
    verify_solution,
)
from penguin_qt.solving.lines import TO_CELL
from penguin_qt_search import SHORTEN_ABOVE, SOLVER, SearchSolver
from penguin_qt_search import search as search_module
from penguin_qt_search.search import STRATEGIES, Limits, later_moves, search
from penguin_qt_search.translate import (
    encode,
    search_tables,
    shorten,
    solution_moves,
    to_moves,
)

VARIANTS = BUILT_IN_VARIANT_IDS


@pytest.mark.parametrize("variant_id", VARIANTS)
def test_every_solution_replays_to_a_win(variant, variant_id):
    rules = variant(variant_id)
    for number in (1, 2):
        start = deal(rules, number)
        result = run_solver(SOLVER, start, rules, Budget(seconds=20))
        assert result.verdict in (SOLVED, UNSOLVABLE), (number, result.reason)
        if result.verdict == SOLVED:
            verify_solution(start, rules, result.moves)
            assert result.states > 0 and result.seconds > 0


@pytest.mark.parametrize("run_limit", ["formula", "cells", "unlimited"])
def test_every_run_limit_gives_replayable_solutions(variant, run_limit):
    rules = variant("penguin").with_params(run_limit=run_limit)
    start = deal(rules, 4)
    result = SOLVER.solve(start, rules, Budget(seconds=20), CancelToken())
    assert result.verdict == SOLVED
    verify_solution(start, rules, result.moves)


def test_solutions_are_atomic_engine_moves(variant):
    rules = variant("penguin").with_params(run_limit="unlimited")
    start = deal(rules, 1)
    result = SOLVER.solve(start, rules, Budget(seconds=20), CancelToken())
    position = start
    for move in result.moves:
        assert move in rules.legal_moves(position)
        position = rules.apply(position, move)
    assert position.is_won()


# -- exactness, by brute force on small positions ------------------------------------------


# Few columns and cells, so that cards really block each other (the parameters are the rules' own;
# the ace-based variants move to the Parlett deal, the only one that allows other counts).
SMALL = {"columns": 3}
SMALL_ACE = {"columns": 3, "deal": "parlett"}


@pytest.mark.parametrize(
    "variant_id, changes",
    [
        ("penguin", {"columns": 2, "cells": 1}),
        ("penguin-0", SMALL),
        ("penguin", {**SMALL, "cells": 1, "run_limit": "unlimited"}),
        ("penguin", {"columns": 2, "cells": 1, "run_limit": "cells"}),
        ("relaxed-penguin", {**SMALL, "cells": 0}),
        ("eight-off", {**SMALL_ACE, "cells": 1}),
        ("freecell", {**SMALL_ACE, "cells": 1}),
        ("freecell", {**SMALL_ACE, "cells": 2, "empty_column": "kings"}),
        ("penguin_qt_open.streets-and-alleys", {"columns": 3}),
        ("penguin_qt_open.streets-and-alleys", {"columns": 3, "cells": 1}),
        ("penguin_qt_open.streets-and-alleys", {"columns": 4, "empty_column": "none"}),
        ("penguin_qt_open.forecell", {**SMALL, "deal": "rows", "cells": 1}),
    ],
)
def test_verdicts_match_brute_force_on_small_positions(variant, variant_id, changes):
    rules = dataclasses.replace(variant(variant_id), **changes)
    rng = random.Random(f"{variant_id}{changes}")
    verdicts = {SOLVED: 0, UNSOLVABLE: 0}
    for tried in range(1, 61):  # at least 20 positions, more until both verdicts were met
        start = small_position(rules, rng, out=rng.randint(8, 11))
        result = run_solver(SOLVER, start, rules, Budget(seconds=20))
        assert result.verdict != UNKNOWN, result.reason
        assert (result.verdict == SOLVED) == brute_force_winnable(rules, start), start
        verdicts[result.verdict] += 1
        if tried >= 20 and verdicts[SOLVED] and verdicts[UNSOLVABLE]:
            break
    assert verdicts[SOLVED] and verdicts[UNSOLVABLE], verdicts  # both kinds were tested


def test_a_constructed_dead_end_is_proven_unsolvable(variant):
    rules = variant("penguin-0")
    result = run_solver(SOLVER, DEAD_END, rules, Budget(seconds=5))
    assert result.verdict == UNSOLVABLE and result.moves == ()
    assert not brute_force_winnable(rules, DEAD_END)
    assert not DEAD_END.is_won() and sum(DEAD_END.foundations) == 36


# In same-suit games a cell card whose parent is a column top is put there and nothing else is
# tried; alone, that would lose the way below the parent.  Here the QH waits in a cell, the KH
# lies on the JH, and the only way on is the KH into the last cell: so the search must offer the
# run KH-QH to the cells in one move.  (One column, base ace, every other card home.)
RUN_TO_CELLS = Position(((36, 38),), (37, None), (13, 13, 10, 13), 1)


@pytest.mark.parametrize("plan", ["portfolio", *sorted(STRATEGIES)])
def test_a_run_under_a_cell_card_can_still_go_to_the_cells(variant, plan):
    rules = dataclasses.replace(variant("penguin"), columns=1, cells=2)
    assert brute_force_winnable(rules, RUN_TO_CELLS)
    solver = SearchSolver()
    solver.method = plan
    result = run_solver(solver, RUN_TO_CELLS, rules, Budget(seconds=5))
    assert result.verdict == SOLVED, result.reason
    verify_solution(RUN_TO_CELLS, rules, result.moves)


# -- budgets, cancellation -------------------------------------------------------------------


def test_a_state_budget_gives_unknown(variant):
    rules = variant("freecell")
    result = run_solver(SOLVER, deal(rules, 11982), rules, Budget(seconds=None, states=500))
    assert result.verdict == UNKNOWN and "budget" in result.reason
    assert result.states < 2000


class CancelledAtRead(CancelToken):
    """A token that turns cancelled at its ``at``-th reading, and counts the readings."""

    __slots__ = ("at", "reads")

    def __init__(self, at: int) -> None:
        super().__init__()
        self.at, self.reads = at, 0

    @property
    def cancelled(self) -> bool:
        self.reads += 1
        if self.reads >= self.at:
            self.cancel()
        return super().cancelled


def test_cancellation_stops_a_solve_at_the_first_look_after_it(variant):
    rules = variant("freecell")
    start = deal(rules, 11982)  # unsolvable: a long exhaustive search
    token = CancelledAtRead(at=5)
    result = SOLVER.solve(start, rules, Budget(seconds=60), token)
    assert result.verdict == UNKNOWN and result.reason == "cancelled"
    assert token.reads == 5  # it did not search on after seeing the cancel
    # Looked at every few hundred states at most, so it stopped within a few thousand.
    assert 0 < result.states < 5 * 2000


# -- each strategy alone is exact ------------------------------------------------------------


@pytest.mark.parametrize("plan", sorted(STRATEGIES))
@pytest.mark.parametrize(
    "variant_id, changes",
    [
        ("penguin", {"columns": 2, "cells": 1}),
        ("freecell", {**SMALL_ACE, "cells": 1}),
        ("penguin_qt_open.streets-and-alleys", {"columns": 3}),
    ],
)
def test_each_strategy_alone_matches_brute_force(variant, plan, variant_id, changes):
    rules = dataclasses.replace(variant(variant_id), **changes)
    solver = SearchSolver()
    solver.method = plan
    rng = random.Random(f"{plan}{variant_id}")
    verdicts = {SOLVED: 0, UNSOLVABLE: 0}
    for tried in range(1, 61):
        start = small_position(rules, rng, out=rng.randint(8, 11))
        result = run_solver(solver, start, rules, Budget(seconds=20))
        assert result.verdict != UNKNOWN, result.reason
        assert (result.verdict == SOLVED) == brute_force_winnable(rules, start), start
        verdicts[result.verdict] += 1
        if tried >= 12 and verdicts[SOLVED] and verdicts[UNSOLVABLE]:
            break
    assert verdicts[SOLVED] and verdicts[UNSOLVABLE], verdicts


# Building regardless of suit, autoplay sends a card home once every card two ranks below it
# is home (``search._goes_home``).  Positions whose foundations are within a rank of each
# other, where that rule and the stricter one (every card one rank below home) differ most
# often: the verdicts must still be the brute force's, with and without cells and empty
# columns that take any card or none (Baker's Dozen's).
@pytest.mark.parametrize(
    "changes",
    [
        {"columns": 3, "cells": 0, "empty_column": "any"},
        {"columns": 3, "cells": 1, "empty_column": "any"},
        {"columns": 4, "cells": 0, "empty_column": "none"},
        {"columns": 3, "cells": 1, "empty_column": "none"},
    ],
)
def test_autoplay_two_ranks_below_keeps_the_verdicts_when_building_by_rank(variant, changes):
    rules = dataclasses.replace(variant("penguin_qt_open.streets-and-alleys"), **changes)
    rng = random.Random(f"two ranks below {changes}")
    verdicts = {SOLVED: 0, UNSOLVABLE: 0}
    differ = 0  # positions where the two rules send different cards home
    for tried in range(1, 121):
        low = rng.randint(7, 9)
        foundations = tuple(low + rng.randint(0, 1) for _ in range(4))
        cards = [s * 13 + k for s in range(4) for k in range(foundations[s], 13)]
        rng.shuffle(cards)
        columns: list[list[int]] = [[] for _ in range(rules.columns)]
        cells: list[int | None] = [None] * rules.cells
        for c in cards:
            if rules.cells and cells[0] is None and rng.random() < 0.2:
                cells[0] = c
            else:
                columns[rng.randrange(rules.columns)].append(c)
        start = Position(tuple(map(tuple, columns)), tuple(cells), foundations, 1)
        exposed = [col[-1] for col in start.columns if col] + [c for c in cells if c is not None]
        for c in exposed:  # next home, every card two ranks below home, one rank below not
            suit, k = divmod(c, 13)
            if k == foundations[suit] and k >= 2 and min(foundations) == k - 1:
                differ += 1
                break
        result = run_solver(SOLVER, start, rules, Budget(seconds=20))
        assert result.verdict != UNKNOWN, result.reason
        assert (result.verdict == SOLVED) == brute_force_winnable(rules, start), start
        verdicts[result.verdict] += 1
        if tried >= 40 and verdicts[SOLVED] and verdicts[UNSOLVABLE] and differ >= 5:
            break
    assert verdicts[SOLVED] and verdicts[UNSOLVABLE] and differ >= 5, (verdicts, differ)


@pytest.mark.parametrize("variant_id", VARIANTS)
def test_a_solution_is_turned_into_the_moves_the_engine_checks_one_by_one(variant, variant_id):
    # ``solve`` makes the engine moves of a solution on plain lists (every caller replays
    # them); they must be the moves the engine-checked translation makes, forced moves too.
    rules = variant(variant_id)
    rng = random.Random(variant_id)
    deals = [deal(rules, number) for number in range(1, 7)]
    small = [small_position(rules, rng, out=rng.randint(10, 16)) for _ in range(40)]
    compared = 0
    for start in deals + small:  # the deals, and small positions where few deals are won
        verdict, line = _search_line(start, rules, 2)  # a deal won later is not needed
        if verdict != SOLVED:
            continue
        checked, final = to_moves(start, rules, line)
        assert final.is_won()
        assert solution_moves(start, rules, line) == checked, start
        compared += 1
        if compared == 6:
            break
    assert compared == 6


def test_a_line_that_does_not_win_or_does_not_fit_is_refused(variant):
    rules = variant("freecell")
    start = deal(rules, 1)
    verdict, line = _search_line(start, rules)
    assert verdict == SOLVED
    with pytest.raises(SolutionError, match="cards home"):
        solution_moves(start, rules, line[:-1])
    card, target = next((c, t) for c, t in line if t >= 0)
    wrong = [(card, TO_CELL)] * 5  # four cells, and a fifth card
    with pytest.raises(SolutionError, match=r"no empty cell|not exposed"):
        solution_moves(start, rules, [*wrong, *line])
    with pytest.raises(SolutionError, match="not in the position"):
        solution_moves(start, rules, [*line, (card, target)])


def _search_line(start, rules, seconds=20):
    tables = search_tables(rules, start.base)
    verdict, line, _, _ = search(tables, *encode(start), Limits(seconds, None, None, None))
    return verdict, line


@pytest.mark.parametrize("variant_id", VARIANTS)
def test_the_moves_to_cells_made_later_are_the_ones_left_out(variant, variant_id):
    # The depth-first search asks for the moves to cells only when it gets to them: the
    # two parts must be the whole list, in its order, in every position it meets.
    rules = variant(variant_id)
    start = deal(rules, 3)
    tables = search_tables(rules, start.base)
    positions = []
    original = search_module.generate

    def recording(r, shapes, cols, cells, home, rest=None):
        positions.append((cols, cells, list(home)))
        return original(r, shapes, cols, cells, home, rest)

    search_module.generate = recording
    try:
        search(tables, *encode(start), Limits(20, 3000, None, None), plan="dfs")
    finally:
        search_module.generate = original
    split = 0
    for cols, cells, home in positions[:1500]:
        rest: list = []
        first = original(tables, {}, cols, cells, home, rest)
        later = later_moves(tables, {}, cols, cells, home, rest[0]) if rest else []
        assert first + later == original(tables, {}, cols, cells, home)
        split += bool(later)
    assert split > 0 if rules.cells else split == 0  # without cells nothing is left out


def test_a_line_loses_its_detours_and_stays_a_win(variant):
    rules = variant("freecell")
    start = deal(rules, 1)
    moves = list(SOLVER.solve(start, rules, Budget(seconds=20), CancelToken()).moves)
    # Each single card that goes from a column onto another, with a cell free, goes through
    # the cell instead: two moves where one would do.
    detour, position = [], start
    for move in moves:
        free = position.cells.index(None) if None in position.cells else None
        if (
            move.source_kind == COLUMN
            and move.target_kind == COLUMN
            and move.count == 1
            and free is not None
        ):
            detour += [
                Move(COLUMN, move.source, CELL, free, 1),
                Move(CELL, free, COLUMN, move.target, 1),
            ]
        else:
            detour.append(move)
        position = rules.apply(position, move)
    verify_solution(start, rules, detour)
    assert len(detour) > len(moves) + 5
    shorter = shorten(start, rules, detour)
    verify_solution(start, rules, shorter)
    assert len(shorter) <= len(moves)
    assert shorten(start, rules, shorter) == shorter


def test_a_long_solution_comes_without_its_detours(variant):
    rules = variant("freecell")
    start = deal(rules, 21)  # the search wanders here
    verdict, line = _search_line(start, rules)
    raw = solution_moves(start, rules, line)
    assert verdict == SOLVED and len(raw) > SHORTEN_ABOVE
    result = run_solver(SOLVER, start, rules, Budget(seconds=20))
    assert result.verdict == SOLVED
    assert len(result.moves) < len(raw)
    assert shorten(start, rules, list(result.moves)) == list(result.moves)


def test_shortening_stops_at_the_deadline(variant):
    rules = variant("freecell")
    start = deal(rules, 21)
    verdict, line = _search_line(start, rules)
    raw = solution_moves(start, rules, line)
    assert verdict == SOLVED
    assert shorten(start, rules, raw, deadline=time.perf_counter()) == raw  # no time left
    assert len(shorten(start, rules, raw, deadline=time.perf_counter() + 60)) < len(raw)


def test_a_budget_s_variety_picks_another_strategy_and_stays_exact(variant, monkeypatch):
    import penguin_qt_search

    plans = []
    real = search_module.search

    def spy(*args, **kwargs):
        plans.append(args[5] if len(args) > 5 else kwargs.get("plan"))
        return real(*args, **kwargs)

    monkeypatch.setattr(search_module, "search", spy)
    rules = variant("penguin")
    start = deal(rules, 1)
    for variety in range(len(penguin_qt_search.VARIETIES) + 2):
        result = run_solver(SearchSolver(), start, rules, Budget(seconds=20, variety=variety))
        assert result.verdict == SOLVED
        verify_solution(start, rules, result.moves)
    expected = ["portfolio", *penguin_qt_search.VARIETIES, penguin_qt_search.VARIETIES[0]]
    assert plans == expected


@pytest.mark.parametrize(
    "variant_id, changes, unit",
    [
        ("penguin_qt_open.forecell", {}, search_module.RESTART_FIRST_KINGS),
        ("freecell", {"empty_column": "kings"}, search_module.RESTART_FIRST_KINGS),
        ("freecell", {}, search_module.RESTART_FIRST),
    ],
)
def test_restarts_come_sooner_where_empty_columns_take_only_kings(
    variant, monkeypatch, variant_id, changes, unit
):
    """The restarting depth-first search gives each run as many states as its unit times the
    Luby sequence's term: 300 states where an empty column takes only kings, else 1,000."""
    runs: list[int] = []
    real = search_module._dfs

    def counted(r, root, progress, order=None):  # notes the states each run reached
        runs.append(0)
        steps = real(r, root, progress, order)
        while True:
            try:
                states = next(steps)
            except StopIteration as stop:
                return stop.value
            runs[-1] = states
            yield states

    monkeypatch.setattr(search_module, "_dfs", counted)
    rules = dataclasses.replace(variant(variant_id), **changes)
    start = deal(rules, 11982)  # FreeCell's lost deal: no run ends it within these states
    budget = 4 * search_module.RESTART_FIRST
    tables = search_tables(rules, start.base)
    verdict, *_ = search(
        tables, *encode(start), Limits(None, budget, None, None), plan="dfs-restarts"
    )
    assert verdict == UNKNOWN
    assert len(runs) >= (3 if unit < search_module.RESTART_FIRST else 2), runs
    for i, states in enumerate(runs[:-1], start=1):  # every run but the one cut by the budget
        end = unit * search_module._luby(i)
        assert end <= states < end + search_module.CHECK_EVERY, (i, runs)


@pytest.mark.parametrize(
    "variant_id, changes, plan, number",
    [
        ("freecell", {}, search_module.PLAN_ALTERNATE, 11982),
        ("freecell", {"empty_column": "kings"}, search_module.PLAN_ALTERNATE_KINGS, 11982),
        ("penguin_qt_open.forecell", {}, search_module.PLAN_ALTERNATE_KINGS, 11982),
        ("penguin_qt_open.beleaguered-castle", {}, search_module.PLAN_ANY_SUIT, 30),
        ("penguin", {}, search_module.PLAN_SAME_SUIT, 59),
    ],
)
def test_the_portfolio_takes_the_plan_of_its_rules(
    variant, monkeypatch, variant_id, changes, plan, number
):
    started: list[str] = []
    real = search_module._Portfolio.start

    def noted(self, name):
        started.append(name)
        real(self, name)

    monkeypatch.setattr(search_module._Portfolio, "start", noted)
    rules = dataclasses.replace(variant(variant_id), **changes)
    start = deal(rules, number)
    tables = search_tables(rules, start.base)
    verdict, *_ = search(tables, *encode(start), Limits(None, 6000, None, None), first=1000)
    assert verdict == UNKNOWN  # not decided within the first strategy's states: all started
    assert tuple(started) == plan


@pytest.mark.parametrize(
    "variant_id, number",
    [
        ("penguin", 11),
        ("bakers-game", 1),
        ("freecell", 11982),
        ("penguin_qt_open.forecell", 3),
        ("penguin_qt_open.streets-and-alleys", 1),
        ("penguin_qt_open.bakers-dozen", 18),
    ],
)
def test_every_strategy_of_a_portfolio_searches(variant, variant_id, number):
    """No strategy of a plan is there for nothing: on a deal the plan does not decide within
    its first turns, each one has searched states of its own.  A strategy that starts from
    the root in a table where another has marked every child of the root finds nothing to
    search (the heuristic depth-first search after the best-first one in suit, and the
    depth-first and best-first searches after the split one building by rank did)."""
    rules = variant(variant_id)
    start = deal(rules, number)
    tables = search_tables(rules, start.base)
    names, shared = search_module.plan_of(tables)
    root = search_module._root(*encode(start), tables.alternate)
    portfolio = search_module._Portfolio(tables, root, names, 300, shared)
    verdict, *_ = portfolio.run(Limits(None, 300 + 4 * 300 * len(names), None, None), 300)
    assert verdict == UNKNOWN
    searched = {x.name: x.states for x in portfolio.runners}
    assert list(searched) == names
    assert all(states > search_module.CHECK_EVERY for states in searched.values()), searched

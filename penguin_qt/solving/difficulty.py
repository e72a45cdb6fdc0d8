"""How hard a deal is: a tier ("easy", "medium", "hard", "expert") measured by the solver.

No Qt here.  :func:`rate` solves a position with the built-in search and turns what the
search reports into a tier:

**The measure** is the number of distinct positions the search stored before it found the
win (:attr:`SolveResult.states`).  A deal whose winning line the search's move ordering
finds at once (every card that can go home goes, the natural builds first) is one a
player finds too; a deal where the search had to back out of many dead ends is one where
the obvious moves lead nowhere.  The count is a count, not a time: the same deal gets the
same figure on every machine, in every run, because the search is deterministic (its
restarts shuffle with a fixed seed) and the rating gives it no clock budget, only a budget
of states.  Only the built-in search (``search``) rates: another solver counts states its
own way, so its figures would not match the thresholds.  The search counts with its
portfolio of strategies, except in the family of Seahaven Towers, where it counts with its
split heuristic search alone (:data:`RATING_VARIETY`, and why).

**The tiers** are cut by thresholds on the measure, one set per family of variants
(:data:`THRESHOLDS`), because a measure of 1,000 states is expert for Eight Off's eight
cells and ordinary for Seahaven Towers.  Each family's thresholds are the 40th, 70th and
90th percentiles of the measure over the winnable deals among deals 1-300 of the family's
variant, rounded to two significant figures (``bench/bench_difficulty.py --spread``), so
that about 40 % of the winnable deals are easy, 30 % medium, 20 % hard and 10 % expert.
They are not moved to suit the check below.

**The check** is an independent proxy, on the deals the thresholds were set from and on
held-out deals (301-1500): a simple greedy player (:func:`greedy_game`) that knows nothing of
the search plays each deal 20 times, and the share of the cards it takes home
(:func:`greedy_figures`) should fall from tier to tier.  It is the proxy rather than the
greedy player's win rate because in Baker's Game and Seahaven Towers the player wins a few
games in a hundred: a tier's win rate is then decided by the one or two deals it happens to
win, however many times each deal is played, while the cards it takes home grade every game.
The figures are in docs/difficulty.md.

A deal that is not proven winnable (the search ran out of its states, or proved it lost)
has no tier (``None``).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from dataclasses import dataclass

from ..engine import FOUNDATION, Position, Rules
from .api import (
    SOLVED,
    UNKNOWN,
    Budget,
    CancelToken,
    SolutionError,
    Solver,
    SolveResult,
    run_solver,
    verify_solution,
)

TIERS = ("easy", "medium", "hard", "expert")
RATING_SOLVER = "search"  # the only solver whose state counts the thresholds are set for
#: A rating searches at most this many states: a deal the search cannot win within them
#: is not rated (deals of that size are rare: about 1 in 500 FreeCell deals).
RATING_STATES = 200_000
RATING_MEMORY_MB = 512

# The thresholds of each family: the measure at or under the first is easy, under the
# second medium, under the third hard, above it expert.  The 40th, 70th and 90th percentiles
# of the measure over the winnable deals among deals 1-300 of each family's variant, to two
# significant figures; checked on deals 301-1500 (see the module's docstring and
# docs/difficulty.md).
THRESHOLDS: dict[str, tuple[int, int, int]] = {
    "flippers": (56, 240, 1200),  # the Penguin family (the deal chooses the base rank)
    "eight-off": (44, 92, 430),  # same suit, more than 4 cells: Eight Off
    "few-cells": (210, 780, 2400),  # same suit, 4 cells or fewer: Baker's Game
    "towers": (400, 1400, 3000),  # the same with 10 columns or more: Seahaven Towers
    "alternate": (76, 560, 3600),  # alternating colours: FreeCell
    # alternating colours and kings in empty columns: Forecell (its deals 1-300, the won ones
    # the search decided within 5 s: bench/bench_open.py)
    "kings-alternate": (1200, 5600, 16000),
    # building regardless of suit: Beleaguered Castle (and Streets and Alleys), the same way
    "rank": (2300, 4600, 16000),
    # the same with empty columns that stay empty: Baker's Dozen, the same way
    "rank-closed": (5100, 7600, 22000),
}
#: The way of searching each family is rated with (``Budget.variety`` of the built-in search;
#: 0, its portfolio, where none is named).  Seahaven Towers is rated by the split heuristic
#: search alone (1): the portfolio's count did not order its hard and expert deals on any
#: range (the search's first strategy went far astray on deals a simple player wins), the
#: split search's did on the deals it was chosen on and on 1,200 it was not (docs/difficulty.md).
#: Building regardless of suit, too: the thresholds were set with a portfolio that was the
#: split search alone (the strategies after it had nothing left to search), and the
#: portfolio now runs restarts beside it; the split search's count is the one they were cut
#: from (the same verdicts on deals 1-40 of each game, the measure 2 states less).
RATING_VARIETY: dict[str, int] = {"towers": 1, "rank": 1, "rank-closed": 1}


def family(rules: Rules) -> str:
    """The family of thresholds ``rules`` are rated by."""
    if rules.build == "rank":
        return "rank-closed" if rules.empty_column == "none" else "rank"
    if rules.build == "alternate":
        return "kings-alternate" if rules.empty_column == "kings" else "alternate"
    if rules.wraps:
        return "flippers"
    if rules.cells <= 4:
        return "towers" if rules.columns >= 10 else "few-cells"
    return "eight-off"


def tier_of(rules: Rules, measure: int) -> str:
    """The tier of a proven-winnable deal of ``rules`` whose measure is ``measure``."""
    easy, medium, hard = THRESHOLDS[family(rules)]
    if measure <= easy:
        return "easy"
    if measure <= medium:
        return "medium"
    if measure <= hard:
        return "hard"
    return "expert"


@dataclass(frozen=True, slots=True)
class Rating:
    """A deal's tier and the figures it came from.

    ``tier`` is None when the deal is not proven winnable (``verdict`` says why:
    ``"unsolvable"``, or ``"unknown"`` when the search ran out of states).  ``measure`` is the
    figure the tier is cut from (the states the search stored), ``moves`` the length of the
    winning line it found, ``cells`` the most cells that line fills at once."""

    tier: str | None
    verdict: str
    measure: int
    moves: int = 0
    cells: int = 0
    family: str = ""

    @property
    def winnable(self) -> bool:
        """Whether the deal is proven winnable (it then has a tier)."""
        return self.verdict == SOLVED


def rating_variety(rules: Rules) -> int:
    """The way of searching ``rules`` are rated with (:data:`RATING_VARIETY`; 0: the portfolio)."""
    return RATING_VARIETY.get(family(rules), 0)


def rating_budget(rules: Rules, states: int = RATING_STATES) -> Budget:
    """The budget ``rules`` are rated with: states only, no clock (see the module's
    docstring), and the family's way of searching (:func:`rating_variety`)."""
    variety = rating_variety(rules)
    return Budget(seconds=None, states=states, memory_mb=RATING_MEMORY_MB, variety=variety)


def measure_key(rules: Rules) -> str:
    """What names the measure of ``rules`` where it is not the portfolio's count (kept with
    the rated deals, so that deals rated another way are not taken for this one's)."""
    variety = rating_variety(rules)
    return f"variety={variety}" if variety else ""


def rate(
    rules: Rules,
    position: Position,
    solver: Solver,
    states: int = RATING_STATES,
    cancel: CancelToken | None = None,
) -> Rating:
    """Rate ``position`` of ``rules`` with ``solver`` (the built-in search: see the module's
    docstring); ``states`` bounds the search.  Deterministic: no clock is involved."""
    result = run_solver(solver, position, rules, rating_budget(rules, states), cancel)
    return rating_of(rules, position, result)


def rating_of(rules: Rules, position: Position, result: SolveResult) -> Rating:
    """The rating a solve of ``position`` by the built-in search gives.  A solution is
    replayed through the engine here (a worker's answer is not trusted as it is): a deal
    is rated winnable only when its line really wins."""
    name = family(rules)
    if not result.solved or result.solver != RATING_SOLVER:
        verdict = result.verdict if result.solver == RATING_SOLVER else UNKNOWN
        return Rating(None, verdict, result.states, family=name)
    try:
        verify_solution(position, rules, result.moves)
    except SolutionError:
        return Rating(None, UNKNOWN, result.states, family=name)
    return Rating(
        tier_of(rules, result.states),
        SOLVED,
        result.states,
        len(result.moves),
        _most_cells(position, rules, result.moves),
        name,
    )


def _most_cells(position: Position, rules: Rules, moves) -> int:
    most = sum(c is not None for c in position.cells)
    for move in moves:
        position = rules.apply(position, move)
        most = max(most, sum(c is not None for c in position.cells))
    return most


# -- the independent proxy: a simple greedy player ------------------------------------------

GREEDY_STEPS = 400  # a playout gives up after this many moves


def _breaks(rules: Rules, position: Position) -> int:
    """Cards lying on a card they do not build on (each must move again before it is home)."""
    base = position.base
    count = 0
    for col in position.columns:
        for lower, upper in itertools.pairwise(col):
            if not rules.fits(upper, lower, base):
                count += 1
    return count


def _buried(position: Position) -> int:
    """How many cards lie on the cards the foundations take next."""
    base = position.base
    wanted = set()
    for suit, height in enumerate(position.foundations):
        if height < 13:
            wanted.add(suit * 13 + (base - 1 + height) % 13)
    depth = 0
    for col in position.columns:
        for i, c in enumerate(col):
            if c in wanted:
                depth += len(col) - 1 - i
    return depth


def greedy_score(rules: Rules, position: Position) -> int:
    """What the greedy player maximises: cards home first, then free cells and empty
    columns, less the cards out of order and the cards on the ones wanted next."""
    empty_cells = sum(c is None for c in position.cells)
    empty_columns = sum(not col for col in position.columns)
    return (
        100 * position.cards_home()
        + 4 * empty_cells
        + 10 * empty_columns
        - 6 * _breaks(rules, position)
        - 2 * _buried(position)
    )


def _autoplay(rules: Rules, position: Position) -> Position:
    while True:
        move = rules.autoplay_move(position)
        if move is None:
            return position
        position = rules.apply(position, move)


def greedy_game(rules: Rules, position: Position, rng: random.Random) -> Position:
    """One game of the greedy player: it never returns to a position it has seen; among
    the moves left it plays one that puts a card home if there is one, else a random one
    of the best-scored (:func:`greedy_score`).  Returns where it stopped: the won position,
    or the one where it had no new move left (or had played :data:`GREEDY_STEPS` moves)."""
    position = _autoplay(rules, position)
    seen = {position}
    for _ in range(GREEDY_STEPS):
        if rules.is_won(position):
            return position
        options = [(move, after) for move, after in rules.children(position) if after not in seen]
        if not options:
            return position
        home = [after for move, after in options if move.target_kind == FOUNDATION]
        if home:
            position = rng.choice(home)
        else:
            scored = [(greedy_score(rules, after), after) for _, after in options]
            best = max(score for score, _ in scored)
            position = rng.choice([after for score, after in scored if score == best])
        position = _autoplay(rules, position)
        seen.add(position)
    return position


def greedy_playout(rules: Rules, position: Position, rng: random.Random) -> bool:
    """One game of the greedy player (:func:`greedy_game`): whether it won."""
    return rules.is_won(greedy_game(rules, position, rng))


def greedy_figures(
    rules: Rules,
    position: Position,
    playouts: int = 20,
    seed: int = 0,
    progress: Callable[[], bool] | None = None,
) -> tuple[float, float]:
    """What the greedy player makes of ``position`` in ``playouts`` games (its random
    choices seeded with ``seed``: the same figures every run): the share of the games it
    wins, and the share of the cards it takes home, on average over the games (a won game
    counts all its cards).  ``progress``, called after each playout, stops early by
    returning False."""
    rng = random.Random(seed)
    won = played = home = 0
    for _ in range(playouts):
        end = greedy_game(rules, position, rng)
        won += rules.is_won(end)
        home += end.cards_home()
        played += 1
        if progress is not None and not progress():
            break
    if not played:
        return 0.0, 0.0
    return won / played, home / (played * 52)


def greedy_win_rate(
    rules: Rules,
    position: Position,
    playouts: int = 20,
    seed: int = 0,
    progress: Callable[[], bool] | None = None,
) -> float:
    """The share of ``playouts`` games the greedy player wins from ``position``
    (:func:`greedy_figures`)."""
    return greedy_figures(rules, position, playouts, seed, progress)[0]

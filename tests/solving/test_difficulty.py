"""The difficulty measure: a count of the search's states, the same on every run, cut into
tiers by the thresholds of the variant's family; a deal not proven winnable has no tier."""

from __future__ import annotations

import random

import pytest

from penguin_qt.engine import Move, deal
from penguin_qt.solving import SOLVED, SolveResult, run_solver
from penguin_qt.solving.difficulty import (
    RATING_VARIETY,
    THRESHOLDS,
    TIERS,
    family,
    greedy_figures,
    greedy_game,
    greedy_playout,
    greedy_win_rate,
    measure_key,
    rate,
    rating_budget,
    rating_of,
    tier_of,
)


@pytest.fixture(scope="module")
def search(host):
    return host.solvers()["search"].item


def test_every_builtin_variant_has_a_family_with_rising_thresholds(host):
    for registered in host.variants().values():
        easy, medium, hard = THRESHOLDS[family(registered.item)]
        assert 0 < easy < medium < hard


def test_the_tiers_follow_the_thresholds(variant):
    rules = variant("penguin")
    easy, medium, hard = THRESHOLDS[family(rules)]
    assert [tier_of(rules, m) for m in (1, easy, easy + 1, medium + 1, hard, hard + 1)] == [
        "easy",
        "easy",
        "medium",
        "hard",
        "hard",
        "expert",
    ]
    assert family(variant("freecell")) == "alternate"
    assert family(variant("bakers-game")) == "few-cells"
    assert family(variant("seahaven-towers")) == "towers"
    assert family(variant("penguin-3")) == "flippers"
    assert family(variant("penguin_qt_open.forecell")) == "kings-alternate"
    assert family(variant("penguin_qt_open.beleaguered-castle")) == "rank"
    assert family(variant("penguin_qt_open.streets-and-alleys")) == "rank"
    assert family(variant("penguin_qt_open.bakers-dozen")) == "rank-closed"


@pytest.mark.parametrize("variant_id", ["penguin", "freecell", "bakers-game"])
def test_the_rating_is_the_same_every_time(variant, search, variant_id):
    rules = variant(variant_id)
    for number in (1, 2, 3):
        ratings = {rate(rules, deal(rules, number), search) for _ in range(3)}
        assert len(ratings) == 1
        (rating,) = ratings
        assert rating.winnable and rating.tier in TIERS and rating.moves > 0


# Figures of the built-in search (deterministic: a change here means the measure changed, and
# the thresholds and the shipped tables must be checked again with bench_difficulty.py).
KNOWN = [
    ("penguin", 4, 37),
    ("penguin", 1, 117),
    ("freecell", 8, 45),
    ("freecell", 9, 1832),
    # Seahaven Towers counts with the split heuristic search (its portfolio: 31 and 4,262)
    ("seahaven-towers", 1, 784),
    ("seahaven-towers", 4, 221),
]


@pytest.mark.parametrize(("variant_id", "number", "measure"), KNOWN)
def test_known_deals_keep_their_measure_and_tier(variant, search, variant_id, number, measure):
    rules = variant(variant_id)
    rating = rate(rules, deal(rules, number), search)
    assert rating.measure == measure
    assert rating.tier == tier_of(rules, measure)


def test_each_family_is_rated_its_own_way_and_its_deals_are_kept_under_that_way(variant):
    """Seahaven Towers' family and those that build regardless of suit count with the split
    search (variety 1), the others with the portfolio; the deal pool keys their deals by that
    measure, so deals kept under the portfolio's count are not taken for the split search's,
    and leaves the others' keys as they were (their kept deals stay good)."""
    from penguin_qt.ui.assistant.deal_pool_file import rules_key

    assert RATING_VARIETY == {"towers": 1, "rank": 1, "rank-closed": 1}
    seahaven = variant("seahaven-towers")
    assert rating_budget(seahaven).variety == 1 and measure_key(seahaven) == "variety=1"
    assert rules_key(seahaven).endswith("|variety=1")
    for by_rank in ("beleaguered-castle", "streets-and-alleys", "bakers-dozen"):
        rules = variant(f"penguin_qt_open.{by_rank}")
        assert rating_budget(rules).variety == 1 and measure_key(rules) == "variety=1"
    for other in ("penguin", "eight-off", "freecell", "bakers-game", "penguin-3"):
        rules = variant(other)
        assert rating_budget(rules).variety == 0 and measure_key(rules) == ""
        assert rules_key(rules).count("|") == 4
    budget = rating_budget(seahaven, states=500)
    assert (budget.seconds, budget.states) == (None, 500)


def test_known_tiers(variant, search):
    penguin = variant("penguin")
    assert rate(penguin, deal(penguin, 4), search).tier == "easy"
    assert rate(penguin, deal(penguin, 1), search).tier == "medium"


def test_a_deal_not_proven_winnable_has_no_tier(variant, search):
    rules = variant("freecell")
    rating = rate(rules, deal(rules, 9), search, states=200)  # far too few states to win it
    assert rating.tier is None and not rating.winnable and rating.verdict == "unknown"


def test_a_wrong_solution_or_another_solvers_count_rates_nothing(variant):
    rules = variant("penguin")
    position = deal(rules, 4)
    wrong = SolveResult(SOLVED, moves=(Move(0, 0, 0, 1),), states=10, solver="search")
    assert rating_of(rules, position, wrong).tier is None
    empty = SolveResult(SOLVED, moves=(), states=10, solver="search")
    assert rating_of(rules, position, empty).tier is None
    other = SolveResult(SOLVED, moves=(), states=10, solver="fcsolve")
    assert rating_of(rules, position, other).tier is None


def test_the_greedy_player_is_seeded_and_finishes_a_game_nearly_won(variant, search):
    rules = variant("penguin")
    position = deal(rules, 10)
    assert greedy_win_rate(rules, position, 6, seed=3) == greedy_win_rate(
        rules, position, 6, seed=3
    )
    line = run_solver(search, position, rules).moves
    near = position
    for move in line[: len(line) - 4]:
        near = rules.apply(near, move)
    assert greedy_playout(rules, near, random.Random(1))
    assert greedy_win_rate(rules, near, 3, seed=1) == 1.0


def test_the_greedy_players_cards_home_count_the_cards_of_every_game(variant):
    rules = variant("bakers-game")
    position = deal(rules, 1)
    wins, home = greedy_figures(rules, position, 5, seed=2)
    rng = random.Random(2)
    ends = [greedy_game(rules, position, rng) for _ in range(5)]
    assert wins == sum(end.is_won() for end in ends) / 5
    assert home == sum(end.cards_home() for end in ends) / (5 * 52)
    assert 0.0 < home <= 1.0  # the aces at least go home
    assert greedy_figures(rules, position, 0) == (0.0, 0.0)
    stopped = greedy_figures(rules, position, 5, seed=2, progress=lambda: False)
    assert stopped == (float(ends[0].is_won()), ends[0].cards_home() / 52)

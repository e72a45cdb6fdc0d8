"""penguin_qt.testing, the kit for plugin authors: every built-in variant and solver passes
it, and each kind of mistake it is there to catch is caught and named."""

from __future__ import annotations

import dataclasses
import time

import pytest
from shared import BUILT_IN_VARIANT_IDS

from penguin_qt.engine import DealProcedure, Position, Rules, row_by_row, shuffled_deck
from penguin_qt.plugins import PluginHost
from penguin_qt.solving import (
    SOLVED,
    UNKNOWN,
    UNSOLVABLE,
    Availability,
    Budget,
    SolveResult,
    Support,
    run_solver,
)
from penguin_qt.solving.portfolio import lineup
from penguin_qt.testing import KitError, check_solver, check_variant

HOST = PluginHost()
SOLVER_IDS = sorted(HOST.solvers())


@pytest.mark.parametrize("variant_id", sorted(HOST.variants()))
def test_every_registered_variant_passes_the_kit(variant_id, qapp):
    report = check_variant(HOST.rules(variant_id))
    assert report.figures["deals checked"] == 100
    assert report.figures["deals the search decided"] == 2
    assert report.figures["languages of the rules page"] == 5


def test_the_variants_checked_include_every_built_in_one():
    assert set(BUILT_IN_VARIANT_IDS) <= set(HOST.variants())


@pytest.mark.parametrize("solver_id", SOLVER_IDS)
def test_every_registered_solver_passes_the_kit(solver_id):
    report = check_solver(HOST.solvers()[solver_id].item)
    assert report.figures["variants tried"] >= 1 or report.warnings


# -- what the kit catches ------------------------------------------------------------------------


def _twice(rules: Rules, number: int) -> Position:
    deck = shuffled_deck(number)
    deck[5] = deck[6]  # a card twice, another missing
    return Position(row_by_row(deck, rules.columns), (None,) * rules.cells, (0, 0, 0, 0), 1)


def _short(rules: Rules, number: int) -> Position:
    deck = shuffled_deck(number)[:51]
    return Position(row_by_row(deck, rules.columns), (None,) * rules.cells, (0, 0, 0, 0), 1)


def _variant(make) -> Rules:
    procedure = DealProcedure("test.bad", "Bad", make)
    return Rules(id="test.bad", name="Bad", columns=8, cells=4, deal=procedure)


def test_a_deal_with_a_card_twice_is_named_by_deal_and_card():
    with pytest.raises(KitError) as failed:
        check_variant(_variant(_twice), deals=range(1, 4))
    assert any(p.startswith("deal 1:") and "twice" in p for p in failed.value.problems)


def test_a_deal_with_a_card_missing_says_how_many_there_are():
    with pytest.raises(KitError) as failed:
        check_variant(_variant(_short), deals=range(1, 3))
    assert "deal 2: 51 cards, not 52" in failed.value.problems


class Sloppy:
    """Answers at once with a wrong solution, and has a priority that is not a number."""

    id = "test.sloppy"
    name = "Sloppy"
    priority = "high"

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        return Support(True, exact=False)

    def solve(self, position, rules, budget, cancel):
        moves = tuple(rules.legal_moves(position)[:1])
        return SolveResult(SOLVED, moves, solver=self.id)


class Deaf:
    """Keeps its budget but never looks at cancel."""

    id = "test.deaf"
    name = "Deaf"
    priority = 0

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        return Support(True, exact=False)

    def solve(self, position, rules, budget, cancel):
        end = time.perf_counter() + min(budget.seconds or 4.0, 4.0)
        while time.perf_counter() < end:
            time.sleep(0.01)
        return SolveResult(UNKNOWN, solver=self.id, reason="budget spent")


def test_a_wrong_solution_and_a_bad_priority_are_reported():
    with pytest.raises(KitError) as failed:
        check_solver(Sloppy(), [HOST.rules("freecell")], deals=(1,))
    problems = failed.value.problems
    assert "priority must be an int, not 'high'" in problems
    assert any("freecell deal 1: the solution does not replay" in p for p in problems)


@pytest.mark.slow  # waits out the budget and the host's grace
def test_a_solver_that_ignores_cancel_is_reported():
    with pytest.raises(KitError) as failed:
        check_solver(
            Deaf(),
            [HOST.rules("freecell")],
            deals=(1,),
            budget=Budget(0.1),
            memory_budget=Budget(0.1, memory_mb=None),
        )
    assert any("after cancel" in p for p in failed.value.problems)


def test_an_inexact_solver_that_opts_out_does_not_fill_a_place_in_the_race():
    search = HOST.solvers()["search"].item
    rules = HOST.rules("penguin")
    helper = Deaf()
    assert [r.solver_id for r in lineup([search, helper], rules, width=2)] == [
        "search",
        "test.deaf",
    ]
    helper.race = False  # type: ignore[attr-defined]
    assert [r.solver_id for r in lineup([search, helper], rules, width=2)] == ["search"]


def test_the_rows_deal_is_enough_for_a_new_variant_to_pass_the_kit(qapp):
    rules = Rules(
        id="test.nine", name="Nine", columns=9, cells=2, build="alternate", empty_column="any",
        run_limit="single", deal="rows", autoplay="safe", forced_base_moves=False,
        cell_name="free cell",
    )  # fmt: skip
    report = check_variant(dataclasses.replace(rules))
    assert report.figures["deals checked"] == 100
    # its name has no translation anywhere: a warning for each language, not a failure
    assert [w for w in report.warnings if "'Nine'" in w] == [
        f"no {lang} translation of 'Nine'" for lang in ("de", "nl", "it", "es")
    ]


def test_a_solver_name_without_a_translation_is_a_warning():
    search = HOST.solvers()["search"].item
    own = type("Own", (), {"__getattr__": lambda self, name: getattr(search, name)})()
    own.id, own.name = "test.own", "Own search"
    report = check_solver(own, [HOST.rules("freecell")], deals=(1,), languages=("en", "de"))
    assert report.warnings == ["no de translation of 'Own search'"]
    assert check_solver(search, [HOST.rules("freecell")], deals=(1,)).warnings == []


class Tidy:
    """Searches until its budget is spent, then takes a while to free its search."""

    id = "test.tidy"
    name = "Tidy"
    priority = 0
    cleanup = 0.5

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        return Support(True, exact=False)

    def solve(self, position, rules, budget, cancel):
        try:
            end = time.monotonic() + (budget.seconds or 0.1)
            while time.monotonic() < end and not cancel.cancelled:
                time.sleep(0.005)
            return SolveResult(UNKNOWN, solver=self.id, reason="budget spent")
        finally:
            time.sleep(self.cleanup)  # freeing a big search, say


@pytest.mark.slow  # waits out the budget and the host's grace, twice
def test_the_kit_allows_the_hosts_grace_and_counts_the_clean_up():
    with pytest.raises(KitError) as failed:
        check_solver(
            Tidy(),
            [HOST.rules("freecell")],
            deals=(1,),
            budget=Budget(0.1),
            memory_budget=Budget(0.1, memory_mb=None),
        )
    late = [p for p in failed.value.problems if "on a budget of 0.1 s" in p]
    assert len(late) == 1
    assert "the host ends a solver after 250 ms of grace, clean-up included" in late[0]
    assert "return before budget.seconds" in late[0]


def test_the_kits_grace_is_the_hosts():
    import penguin_qt.testing_solvers as kit  # the kit's solver checks
    from penguin_qt.plugins import workers

    assert kit.grace is workers.grace and kit.CANCEL_GRACE is workers.CANCEL_GRACE
    assert workers.grace(2.0) == 0.25 and workers.grace(10.0) == 0.5


def test_the_hosts_overrun_message_says_how_to_keep_the_budget():
    from penguin_qt.plugins.workers import overran

    assert overran(10.0) == (
        "overran its budget: return before budget.seconds; "
        "the host allows 500 ms of grace, clean-up included"
    )


def test_a_deal_made_by_a_lambda_is_reported_as_the_host_refuses_it():
    rules = _variant(lambda rules, number: _short(rules, number))
    with pytest.raises(KitError) as failed:
        check_variant(rules, deals=range(1, 2))
    sent = [p for p in failed.value.problems if p.startswith("make and requires must be")]
    assert len(sent) == 1 and "module-level functions: " in sent[0] and "lambda" in sent[0]


class Idle:
    """Answers at once, and never decides anything."""

    id = "test.idle"
    name = "Idle"
    priority = 0

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        return Support(True, exact=False)

    def solve(self, position, rules, budget, cancel):
        return SolveResult(UNKNOWN, solver=self.id, reason="not today")


def test_a_solver_that_wins_not_even_a_nearly_won_position_is_reported():
    with pytest.raises(KitError) as failed:
        check_solver(Idle(), [HOST.rules("freecell")], deals=(1,), languages=("en",))
    assert failed.value.problems == [
        "freecell: it won none of 3 nearly won positions (all cards home but two or four) "
        "within 2 s"
    ]


@pytest.mark.parametrize("variant_id", ["freecell", "penguin", "eight-off"])
def test_the_search_wins_the_nearly_won_positions(variant_id):
    from penguin_qt.testing_solvers import easy_positions

    search = HOST.solvers()["search"].item
    rules = HOST.rules(variant_id)
    for what, position in easy_positions(rules):
        result = run_solver(search, position, rules, Budget(seconds=5))
        assert result.verdict == SOLVED, what


# -- one validation: Rules, the kit and the host say the same ----------------------------------


BAD_FIELDS = [
    ({"name": None}, "name must be a non-empty string, not None"),
    ({"name": "  "}, "name must be a non-empty string, not '  '"),
    ({"description": 5}, "description must be a string, not 5"),
    ({"forced_base_moves": "yes"}, "forced_base_moves must be True or False, not 'yes'"),
    ({"description": "<p>" * 100_000}, "description must be at most 1000 characters"),
    ({"name": "x" * 1000}, "name must be at most 100 characters"),
    ({"id": "a\nb"}, "id must be printable"),
]


@pytest.mark.parametrize("change, message", BAD_FIELDS, ids=[m for _c, m in BAD_FIELDS])
def test_rules_the_kit_and_the_host_refuse_a_bad_field_alike(change, message):
    """One validation: Rules refuses the value when made; a record changed after it was made
    (object.__setattr__) is refused by the kit and by the host with the same words."""
    good = dict(id="test.fields", name="Fields", columns=8, cells=4)
    with pytest.raises(ValueError, match=message.replace("(", r"\(")):
        Rules(**{**good, **change})
    rules = Rules(**good)
    for field, value in change.items():
        object.__setattr__(rules, field, value)
    with pytest.raises(KitError) as failed:
        check_variant(rules, deals=range(1, 2), languages=("en",))
    assert any(message in p for p in failed.value.problems), failed.value.problems
    from penguin_qt.plugins.checks import RegistrationError
    from penguin_qt.plugins.checks import check_variant as host_check

    with pytest.raises(RegistrationError, match=message.replace("(", r"\(")):
        host_check(rules)


def test_a_deal_procedure_is_checked_by_the_same_validation():
    bad = DealProcedure("test.p", None, _short)  # a name that is not a string
    with pytest.raises(ValueError, match="the deal procedure's name must be a non-empty string"):
        Rules(id="test.p", name="P", columns=8, cells=4, deal=bad)
    long = DealProcedure("test.p", "P", _short, description="x" * 5000)
    with pytest.raises(ValueError, match="the deal procedure's description must be at most"):
        Rules(id="test.p", name="P", columns=8, cells=4, deal=long)


class FirstOnly:
    """Wins the first nearly won position, calls the others unsolvable, and offers an
    illegal best line when it cannot decide."""

    id = "test.first-only"
    name = "First only"
    priority = 0

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        return Support(True, exact=True)

    def solve(self, position, rules, budget, cancel):
        from penguin_qt.engine import COLUMN, FOUNDATION, Move

        if position.cards_home() >= 50 and all(len(c) <= 1 for c in position.columns):
            moves = (Move(COLUMN, 1, FOUNDATION, 0, 1), Move(COLUMN, 0, FOUNDATION, 0, 1))
            return SolveResult(SOLVED, moves, solver=self.id)
        if position.cards_home() >= 48:
            return SolveResult(UNSOLVABLE, solver=self.id)
        illegal = (next(iter(rules.legal_moves(position))), Move(COLUMN, 0, COLUMN, 0, 1))
        return SolveResult(UNKNOWN, solver=self.id, reason="deep", best_moves=illegal)


def test_every_nearly_won_position_is_tried_and_a_best_line_must_be_legal():
    with pytest.raises(KitError) as failed:
        check_solver(FirstOnly(), [HOST.rules("freecell")], deals=(1,), languages=("en",))
    problems = failed.value.problems
    assert "freecell, Q♠ on K♠ left: unsolvable, but 2 moves win it" in problems
    assert "freecell, the four kings left: unsolvable, but 4 moves win it" in problems
    assert any(
        p.startswith("freecell deal 1: the best line (best_moves) is not legal: move 2")
        for p in problems
    ), problems

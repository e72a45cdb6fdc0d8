"""Lines written by card become the engine moves ``Rules.play`` would make of them.

``moves_from_cards`` follows a line on a working copy of the table and has the engine check
the whole line at once; played move by move through ``Rules.play`` (``lines._played``, which
it falls back to) the line gives the same moves, the same final position and, for a line that
goes wrong, the same message.  On every variant the host offers, the sample plugin's too.
"""

from __future__ import annotations

import random

import pytest
from shared import no_cells, offered_variants
from test_batch_cost import card_line

from penguin_qt.engine import CELL, Move, Position, Rules, card, deal
from penguin_qt.plugins import PluginHost
from penguin_qt.solving import Budget, SolutionError, api, lines, run_solver
from penguin_qt.solving.lines import (
    TO_CELL,
    TO_EMPTY_COLUMN,
    TO_FOUNDATION,
    _played,
    moves_from_cards,
)


def random_moves(rules: Rules, position: Position, rng: random.Random, length: int) -> list[Move]:
    moves = []
    for _ in range(length):
        legal = [
            m for m in rules.legal_moves(position) if not m.source_kind == m.target_kind == CELL
        ]
        if not legal:
            break
        moves.append(rng.choice(legal))
        position = rules.apply(position, moves[-1])
    return moves


def with_forced_moves_written(start: Position, rules: Rules, moves, line) -> list:
    """``line`` with a foundation move written for each card the rules sent home on their
    own (as a solver that knows nothing of forced moves writes them): the engine has made
    them already, and they are left out."""
    out, position = [], start
    for move, entry in zip(moves, line, strict=True):
        out.append(entry)
        forced, frames = rules.step(position, move)
        position = rules.apply(position, move)
        for k, home in enumerate(forced):  # frames[k]: the table before forced move k
            out.append((frames[k].columns[home.source][-1], TO_FOUNDATION))
    return out


def outcome(function, *args):
    try:
        return function(*args)
    except SolutionError as error:
        return str(error)


@pytest.mark.parametrize("variant_id", offered_variants())
def test_a_line_by_card_gives_what_play_makes_of_it_move_by_move(
    variant_id, sample_plugin_installed, monkeypatch
):
    host = PluginHost()
    rules = host.rules(variant_id)
    search = host.solvers()["search"].item
    rng = random.Random(variant_id)
    wrong = 0
    for number in range(1, 25):
        start = deal(rules, number)
        moves = random_moves(rules, start, rng, rng.randint(1, 150))
        if number % 2:  # a whole game, where every card comes home: the search's solution
            # (a budget of states, not seconds: the same deals give whole games on every
            # machine, and the few that need tens of thousands of states are left random)
            budget = Budget(seconds=None, states=5_000)
            moves = list(run_solver(search, start, rules, budget).moves) or moves
        line = with_forced_moves_written(start, rules, moves, card_line(start, rules, moves))
        expected = _played(start, rules, line)
        with monkeypatch.context() as patched:  # a legal line needs no move-by-move play
            patched.setattr(lines, "_played", lambda *_: pytest.fail("played move by move"))
            assert moves_from_cards(start, rules, line) == expected
        if line and number % 3 == 0:  # one card's target changed: a line that goes wrong
            at = rng.randrange(len(line))
            c, _target = line[at]
            line[at] = (c, rng.choice((TO_FOUNDATION, TO_CELL, TO_EMPTY_COLUMN, rng.randrange(52))))
            expected = outcome(_played, start, rules, line)
            assert outcome(moves_from_cards, start, rules, line) == expected
            wrong += isinstance(expected, str)
    assert wrong  # some of the changed lines went wrong


@pytest.mark.parametrize("variant_id", offered_variants())
def test_a_foundation_move_the_rules_made_on_their_own_is_left_out(
    variant_id, sample_plugin_installed
):
    """A solver that knows nothing of forced moves sends the A♠ home itself."""
    rules = PluginHost().rules(variant_id)
    ace, three = card(1, 3), card(3, 3)
    four = card(4, 1) if rules.build == "alternate" else card(4, 3)
    rest = [c for c in range(52) if c // 13 in (1, 3) and c not in (ace, three, four)]
    rest.sort(key=lambda c: c % 13)  # the A♦ at the bottom, the K♦ or K♠ on top
    columns = [(ace, three), (four,), tuple(rest)] + [()] * (rules.columns - 3)
    start = Position(tuple(columns), (None,) * rules.cells, (13, 0, 13, 0), 1)
    line = [(three, four), (ace, TO_FOUNDATION)]
    moves, final = moves_from_cards(start, rules, line)
    assert (moves, final) == _played(start, rules, line)
    assert len(moves) == (1 if rules.forced_base_moves else 2)
    assert final.foundations[3] == 1


def test_the_moves_found_count_as_checked_and_are_not_replayed_again(host, monkeypatch):
    rules = host.rules("penguin")
    start = deal(rules, 3)
    moves = random_moves(rules, start, random.Random(3), 60)
    found, final = moves_from_cards(start, rules, card_line(start, rules, moves))
    monkeypatch.setattr(api, "replay", lambda *_: pytest.fail("replayed a second time"))
    assert api._checked_final(start, rules, found) == final


@pytest.mark.parametrize(
    "odd",
    [[(None, TO_CELL)], [("7", TO_FOUNDATION)], [(3.0, TO_EMPTY_COLUMN)], [(99, TO_CELL)], [(5,)]],
    ids=repr,
)
def test_a_line_of_odd_values_is_answered_as_move_by_move_play_answers_it(host, odd):
    rules = host.rules("penguin")
    start = deal(rules, 1)
    try:
        expected = outcome(_played, start, rules, odd)
    except Exception as error:  # not a SolutionError: it goes through, as it always did
        with pytest.raises(type(error)):
            moves_from_cards(start, rules, odd)
    else:
        assert outcome(moves_from_cards, start, rules, odd) == expected


def test_a_subclass_of_rules_has_each_move_checked_by_its_own_check(host):
    base = host.rules("penguin")
    rules = no_cells(base)
    start = deal(rules, 1)
    to_cell = next(m for m in base.legal_moves(start) if m.target_kind == CELL)
    with pytest.raises(SolutionError, match="No cells here"):
        moves_from_cards(start, rules, card_line(start, rules, [to_cell]))

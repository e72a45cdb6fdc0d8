"""``Rules.play_line`` (a whole line checked at once) answers as ``Rules.play`` move by move.

It is the check every solver's solution goes through (``solving.api.replay``), so it must
never accept a move ``Rules.play`` refuses and must end where ``Rules.play`` ends: in every
variant the host offers (the third-party example's too), in positions a game reaches and in
arranged ones, for every move over every pile and count, and for input no engine would make.
"""

from __future__ import annotations

import contextlib
import random

import pytest
from hypothesis import given
from shared import no_cells, offered_variants
from test_properties import BUILT_IN, QUICK, candidate_moves, passes_check, positions

from penguin_qt.engine import (
    CELL,
    COLUMN,
    FOUNDATION,
    EngineError,
    Move,
    Position,
    Rules,
    card,
    deal,
)
from penguin_qt.engine.rules import RUN_LIMITS
from penguin_qt.plugins import PluginHost
from penguin_qt.solving import Budget, SolutionError, run_solver
from penguin_qt.solving.api import replay, verify_solution


def move_by_move(rules: Rules, position: Position, moves) -> tuple[Position | None, int]:
    """``Rules.play`` on each move: the final position, or None and the refused move's index."""
    for i, move in enumerate(moves):
        try:
            position = rules.play(position, move)
        except EngineError:
            return None, i
    return position, len(moves)


def random_line(
    rules: Rules, position: Position, rng: random.Random, length: int, odd: float
) -> list[Move]:
    """Legal moves, and with chance ``odd`` any move over the piles, legal or not."""
    line = []
    for _ in range(length):
        legal = rules.legal_moves(position)
        if not legal:  # a lost game
            break
        if rng.random() < odd:
            move = rng.choice(list(candidate_moves(rules, position)))
        else:
            move = rng.choice(legal)
        line.append(move)
        with contextlib.suppress(EngineError):  # refused: the line goes on from where it was
            position = rules.play(position, move)
    return line


@QUICK
@given(positions())
def test_one_move_is_accepted_exactly_when_play_accepts_it_and_ends_where_play_does(case):
    rules, position = case
    for move in candidate_moves(rules, position):
        answer = rules.play_line(position, [move])
        if passes_check(rules, position, move):
            assert answer == rules.play(position, move), move.text
        else:
            assert answer is None, move.text


@pytest.mark.parametrize("variant_id", offered_variants())
def test_random_lines_of_every_variant_end_as_move_by_move(variant_id, sample_plugin_installed):
    rules = PluginHost().rules(variant_id)
    rng = random.Random(variant_id)
    refused = accepted = 0
    for number in range(1, 13):
        start = deal(rules, number)
        line = random_line(rules, start, rng, rng.randint(1, 120), 0.0 if number % 2 else 0.3)
        expected, at = move_by_move(rules, start, line)
        assert rules.play_line(start, line) == expected
        if expected is None:
            refused += 1
            legal_part = line[:at]  # the line up to the refused move is accepted
            assert rules.play_line(start, legal_part) == move_by_move(rules, start, legal_part)[0]
        else:
            accepted += 1
    assert refused and accepted, (refused, accepted)  # both answers were asked for


@pytest.mark.parametrize("variant_id", offered_variants())
def test_a_solver_s_line_of_every_variant_replays_and_one_wrong_move_is_named(
    variant_id, sample_plugin_installed
):
    """The search's solution of the first deal it wins (its line to the most cards home
    where it wins none of the first 60: no Penguin deal without flippers is won)."""
    host = PluginHost()
    rules = host.rules(variant_id)
    search = host.solvers()["search"].item
    for number in range(1, 61):
        position = deal(rules, number)
        result = run_solver(search, position, rules, Budget(seconds=2))
        if result.moves:
            break
    line = result.moves or result.best_moves
    assert line, result
    assert replay(position, rules, line) == move_by_move(rules, position, line)[0]
    if result.moves:
        verify_solution(position, rules, result.moves)
    with pytest.raises(SolutionError, match="cards home"):
        verify_solution(position, rules, line[:-1])
    # a move that cannot be made, halfway: the message is the engine's, naming that move
    wrong = list(line)
    half = len(wrong) // 2
    wrong[half] = Move(FOUNDATION, 0, COLUMN, 0, 1)
    with pytest.raises(SolutionError, match=rf"^move {half + 1} \(F1\) is illegal: "):
        replay(position, rules, wrong)


def run_position(rules: Rules, free_cells: int, empty_columns: int, length: int) -> Position:
    """Column 1 a run of ``length`` from a king down, ``empty_columns`` empty columns,
    ``free_cells`` cells free, the other cards anywhere (base rank 1)."""
    run = [card(13, 3)]
    rest = [c for c in range(52) if c != run[0]]
    while len(run) < length:
        fitting = next(c for c in rest if rules.fits(c, run[-1], 1))
        run.append(fitting)
        rest.remove(fitting)
    held = rest[: rules.cells - free_cells]
    rest = rest[len(held) :]
    filled = rules.columns - 1 - empty_columns
    others = [tuple(rest[i::filled]) for i in range(filled)]
    columns = (tuple(run), *others, *[()] * empty_columns)
    cells = (*held, *[None] * free_cells)
    return Position(columns, cells, (0, 0, 0, 0), 1)  # type: ignore[arg-type]


@pytest.mark.parametrize("run_limit", RUN_LIMITS)
@pytest.mark.parametrize("variant", BUILT_IN, ids=lambda rules: rules.id)
def test_a_run_moves_exactly_as_far_as_the_carry_limit_allows(variant, run_limit):
    rules = variant.with_params(run_limit=run_limit)
    asked = 0
    for free in range(rules.cells + 1):
        for empty in (0, 1, 2, 3):
            if empty > rules.columns - 2:
                continue
            for length in range(1, 10):  # the king heads the run: it goes to an empty column
                position = run_position(rules, free, empty, length)
                for t in range(1, rules.columns):
                    for count in range(1, length + 2):
                        move = Move(COLUMN, 0, COLUMN, t, count)
                        legal = passes_check(rules, position, move)
                        answer = rules.play_line(position, [move])
                        assert answer == (rules.play(position, move) if legal else None), move
                        asked += legal
    assert asked  # some run moves were legal


@pytest.mark.parametrize("variant", BUILT_IN, ids=lambda rules: rules.id)
def test_cards_on_a_base_rank_card_are_no_run_even_where_the_ranks_go_round(variant):
    """K on A is one rank below cyclically, but nothing is built on the base rank."""
    ace, king, two = card(1, 3), card(13, 3), card(2, 3)
    rest = [c for c in range(52) if c not in (ace, king, two)]
    columns = [(rest[0], ace, king), (two,)] + [()] * (variant.columns - 2)
    columns[-1] += tuple(rest[1:])
    position = Position(tuple(columns), (None,) * variant.cells, (0, 0, 0, 0), 1)  # type: ignore[arg-type]
    carry = Move(COLUMN, 0, COLUMN, 1, 2)
    assert not passes_check(variant, position, carry)
    assert variant.play_line(position, [carry]) is None


ODD_MOVES = [
    (COLUMN, 1.0, COLUMN, 2, 1),  # a float index
    (COLUMN, -1, FOUNDATION, 0, 1),  # a negative index lists would take from the end
    (CELL, 0, CELL, 0, 1),  # to where it is
    (COLUMN, 0, COLUMN, 1, 2.5),  # a fractional count
    (COLUMN, 0, COLUMN, 1, 0),  # no card
    (COLUMN, "0", FOUNDATION, 0, 1),  # a string
    (COLUMN, 0, 7, 0, 1),  # a pile kind that does not exist
    (COLUMN, 0),  # too short
]


@pytest.mark.parametrize("odd", ODD_MOVES, ids=repr)
def test_input_no_engine_makes_is_left_to_play_which_answers_as_it_always_did(odd, host):
    rules = host.rules("penguin")
    start = deal(rules, 1)
    legal = rules.legal_moves(start)[0]
    line = [legal, Move(*odd) if len(odd) == 5 else odd]
    assert rules.play_line(start, line) is None
    try:
        expected = move_by_move(rules, start, line)[0]
    except Exception as exc:  # not an engine error: replay lets it through, as before
        with pytest.raises(type(exc)):
            replay(start, rules, line)
    else:
        assert expected is None
        with pytest.raises(SolutionError, match=r"^move 2 "):
            replay(start, rules, line)


def test_a_subclass_of_rules_is_replayed_move_by_move_through_its_own_check(host):
    base = host.rules("penguin")
    rules = no_cells(base)
    start = deal(rules, 1)
    to_cell = next(m for m in base.legal_moves(start) if m.target_kind == CELL)
    assert base.play_line(start, [to_cell]) is not None
    assert rules.play_line(start, [to_cell]) is None  # its own check refuses the move
    assert to_cell not in rules.legal_moves(start)  # and its moves follow its check
    with pytest.raises(SolutionError, match="No cells here"):
        replay(start, rules, [to_cell])

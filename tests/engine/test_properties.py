"""Properties that must hold in every position of every variant and every free parameter.

Positions come two ways: random legal play from a deal (positions a game reaches), and random
arrangements of the cards (any valid position, as a player may type one in), built so that
runs and empty columns are common.  Kept quick: all of this runs in a few seconds.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from shared import all_cards

from penguin_qt.engine import (
    CELL,
    COLUMN,
    FOUNDATION,
    Game,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    Position,
    deal,
    format_position,
    parse_position,
)
from penguin_qt.engine.rules import EMPTY_COLUMN_RULES, RUN_LIMITS
from penguin_qt_eightoff import EIGHT_OFF
from penguin_qt_freecell import FREECELL
from penguin_qt_penguin import FAMILY

BUILT_IN = (*FAMILY, EIGHT_OFF, FREECELL)
QUICK = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def rule_sets(draw):
    """A built-in variant with the player's free parameters drawn on top."""
    rules = draw(st.sampled_from(BUILT_IN))
    low = 4 if rules.deal == "eight-off" else 0  # four cards are dealt to the cells
    flippers = draw(st.one_of(st.none(), st.integers(low, 7)))
    empty_column = draw(st.one_of(st.none(), st.sampled_from(EMPTY_COLUMN_RULES)))
    run_limit = draw(st.one_of(st.none(), st.sampled_from(RUN_LIMITS)))
    return rules.with_params(cells=flippers, empty_column=empty_column, run_limit=run_limit)


def played_position(rules, number: int, moves: int, rng: random.Random) -> Position:
    position = deal(rules, number)
    for _ in range(moves):
        legal = rules.legal_moves(position)
        if not legal:
            break
        position = rules.apply(position, rng.choice(legal))
    return position


def arranged_position(rules, rng: random.Random) -> Position:
    """Any valid position: foundations, cells and columns filled at random, runs favoured."""
    base = rng.randint(1, 13) if rules.wraps else 1
    foundations = tuple(rng.choice((0, 0, 1, 2, rng.randint(0, 13))) for _ in range(4))
    home = Position((), (), foundations, base)  # type: ignore[arg-type]
    rest = [c for c in range(52) if not home.card_at_foundation(c)]
    rng.shuffle(rest)
    cells: list[int | None] = [None] * rules.cells
    for i in range(rules.cells):
        if rest and rng.random() < 0.5:
            cells[i] = rest.pop()
    used = rng.randint(1, rules.columns) if rest else 0
    columns: list[list[int]] = [[] for _ in range(rules.columns)]
    for c in rest:
        fitting = [col for col in columns[:used] if col and rules.fits(c, col[-1], base)]
        target = rng.choice(fitting) if fitting and rng.random() < 0.8 else None
        (target if target is not None else columns[rng.randrange(used)]).append(c)
    rng.shuffle(columns)
    return Position(tuple(map(tuple, columns)), tuple(cells), foundations, base)  # type: ignore[arg-type]


@st.composite
def positions(draw):
    rules = draw(rule_sets())
    rng = draw(st.randoms(use_true_random=False))
    if draw(st.booleans()):
        number = draw(st.integers(1, 2**31 - 1))
        position = played_position(rules, number, draw(st.integers(0, 60)), rng)
    else:
        position = arranged_position(rules, rng)
    return rules, position


def candidate_moves(rules, position: Position):
    """Every move over all piles and counts, including piles and counts that do not exist."""
    longest = max(len(col) for col in position.columns) + 1
    sources = [(COLUMN, i, n) for i in range(-1, rules.columns + 1) for n in range(0, longest + 1)]
    sources += [(CELL, i, n) for i in range(-1, rules.cells + 1) for n in (1, 2)]
    sources += [(FOUNDATION, 0, 1)]
    targets = [(COLUMN, i) for i in range(-1, rules.columns + 1)]
    targets += [(CELL, i) for i in range(-1, rules.cells + 1)]
    targets += [(FOUNDATION, 0), (FOUNDATION, 1)]
    for sk, s, n in sources:
        for tk, t in targets:
            yield Move(sk, s, tk, t, n)


def passes_check(rules, position, move) -> bool:
    try:
        rules.check(position, move)
    except (IllegalMoveError, InvalidMoveError):
        return False
    return True


@settings(QUICK, max_examples=100)
@given(positions())
def test_check_passes_exactly_the_moves_legal_move_generation_lists(case):
    rules, position = case
    legal = rules.legal_moves(position)
    assert len(legal) == len(set(legal)), "a move is listed twice"
    legal_set = set(legal)
    for move in candidate_moves(rules, position):
        assert passes_check(rules, position, move) == (move in legal_set), move.text
    solver_moves = set(rules.iter_legal_moves(position, cell_shuffles=False))
    assert solver_moves == {m for m in legal if not (m.source_kind == m.target_kind == CELL)}
    assert rules.is_lost(position) == (not position.is_won() and not solver_moves)


@QUICK
@given(positions())
def test_every_move_keeps_the_52_cards_and_play_equals_apply(case):
    rules, position = case
    assert sorted(all_cards(position)) == list(range(52))
    for move in rules.legal_moves(position):
        after = rules.play(position, move)
        assert after == rules.apply(position, move)
        assert sorted(all_cards(after)) == list(range(52))
        assert rules.forced_moves(after) == []
    for shuffles in (False, True):
        expected = [
            (m, rules.apply(position, m)) for m in rules.iter_legal_moves(position, shuffles)
        ]
        assert rules.children(position, shuffles) == expected


@QUICK
@given(positions())
def test_every_position_round_trips_through_the_text_format(case):
    rules, position = case
    text = format_position(position, rules)
    assert parse_position(text, rules) == position
    assert format_position(parse_position(text, rules), rules) == text


@QUICK
@given(
    st.sampled_from(BUILT_IN),
    st.integers(1, 2**31 - 1),
    st.lists(st.sampled_from(("play", "play", "play", "undo", "redo", "restart")), max_size=40),
    st.randoms(use_true_random=False),
)
def test_random_games_with_undo_and_redo_keep_52_cards_and_restore_positions(
    rules, number, actions, rng
):
    game = Game(rules, number, clock=lambda: 0.0)
    seen = [game.position]  # the positions after each player move, as the stack says
    for action in actions:
        if action == "play":
            moves = rules.legal_moves(game.position)
            if not moves:
                continue
            before = game.position
            steps = game.play(rng.choice(moves))
            assert steps[0].before == before
            seen.append(game.position)
        elif action == "undo":
            undone = game.undo()
            if undone:
                assert game.position == undone[-1].before
                redo_to = seen.pop()
                assert undone[0].after == redo_to
        elif action == "redo":
            if game.redo():
                seen.append(game.position)
        else:
            game.restart()
            seen = seen[:1]
            assert game.position == game.initial
        assert game.position == seen[-1]
        assert sorted(all_cards(game.position)) == list(range(52))
        for earlier, later in zip(game.history, game.history[1:], strict=False):
            assert later.before == earlier.after


@QUICK
@given(
    rule_sets(),
    st.integers(1, 2**31 - 1),
    st.integers(0, 80),
    st.sampled_from(("none", "any", "safe")),
    st.randoms(use_true_random=False),
)
def test_game_play_and_rules_apply_end_in_the_same_position(rules, number, moves, policy, rng):
    game = Game(rules, number, autoplay=policy, clock=lambda: 0.0)
    position = game.initial
    for _ in range(moves):
        legal = list(rules.iter_legal_moves(game.position, cell_shuffles=False))
        if not legal:
            break
        for step in game.play(rng.choice(legal)):
            assert step.before == position
            position = rules.apply(position, step.move)
            assert step.after == position
            # Each frame is the one before with a single forced base-card move made.
            assert len(step.frames) == len(step.forced) + 1
            pairs = zip(step.frames, step.frames[1:], strict=False)
            for forced, (earlier, later) in zip(step.forced, pairs, strict=True):
                assert forced.target_kind == FOUNDATION
                assert later.columns[forced.source] == earlier.columns[forced.source][:-1]
                assert later.cards_home() == earlier.cards_home() + 1
        assert game.position == position


@QUICK
@given(
    st.sampled_from([(COLUMN, 10), (CELL, 10)]),
    st.integers(0, 9),
    st.sampled_from([(COLUMN, 10), (CELL, 10), (FOUNDATION, 1)]),
    st.integers(0, 9),
    st.integers(1, 13),
)
def test_move_notation_round_trips(source, s, target, t, count):
    (sk, s_top), (tk, t_top) = source, target
    if count > 1 and not sk == tk == COLUMN:
        count = 1
    move = Move(sk, s % s_top, tk, t % t_top, count)
    assert Move.parse(move.text) == move
    assert Move.parse(move.text).text == move.text


@QUICK
@given(st.integers(1, 2**31 - 1))
def test_every_penguin_deal_has_parletts_shape(number):
    position = deal(FAMILY[0], number)
    beak = position.columns[0][0]
    assert [len(col) for col in position.columns] == [7] * 7
    assert beak % 13 + 1 == position.base
    assert sorted(position.foundations) == [0, 1, 1, 1]
    assert position.foundations[beak // 13] == 0
    base_cards = [c for col in position.columns for c in col if c % 13 + 1 == position.base]
    assert base_cards == [beak]

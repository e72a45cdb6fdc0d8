"""Autoplay policies and the Game: move stack, undo/redo/restart, score and time."""

from __future__ import annotations

import pytest
from engine_helpers import board, cards
from shared import FakeClock

from penguin_qt.engine import (
    CELL,
    COLUMN,
    FOUNDATION,
    Game,
    IllegalMoveError,
    Move,
    Position,
    deal,
)
from penguin_qt.engine.game import timed_score
from penguin_qt_eightoff import EIGHT_OFF
from penguin_qt_freecell import FREECELL
from penguin_qt_penguin import PENGUIN

HOME = Move(COLUMN, 0, FOUNDATION, 0, 1)


# -- autoplay policies ----------------------------------------------------------------------------


def test_same_suit_games_send_any_fitting_card_home():
    position = board(PENGUIN, ["9S", "8S", "2H", "3H", "4H", "5H", "6H"], home=(1, 1, 1, 1), base=7)
    assert PENGUIN.autoplay == "any" and EIGHT_OFF.autoplay == "any"
    assert PENGUIN.autoplay_move(position) == Move(COLUMN, 1, FOUNDATION, 0, 1)


def test_autoplay_takes_cards_from_cells_too():
    position = board(
        PENGUIN, ["9S", "TS", "2H", "3H", "4H", "5H", "6H"], cells="8S", home=(1, 1, 1, 1), base=7
    )
    assert PENGUIN.autoplay_move(position) == Move(CELL, 0, FOUNDATION, 0, 1)


def test_autoplay_none_sends_nothing():
    position = board(PENGUIN, ["9S", "8S", "2H", "3H", "4H", "5H", "6H"], home=(1, 1, 1, 1), base=7)
    assert PENGUIN.autoplay_move(position, "none") is None


def freecell_board(home):
    return board(FREECELL, ["3C", "2D", "9H", "9S", "TH", "TS", "JH", "JS"], home=home)


def test_freecell_safe_rule_keeps_a_card_a_lower_opposite_card_may_still_need():
    # Clubs A-2 home, no red card home: the 3C could still take a red 2 in the tableau.
    position = freecell_board((2, 0, 0, 0))
    assert FREECELL.autoplay == "safe"
    assert FREECELL.autoplay_move(position) is None
    assert FREECELL.autoplay_move(position, "any") == HOME


def test_freecell_safe_rule_sends_a_card_once_both_lower_opposite_cards_are_home():
    position = freecell_board((2, 2, 2, 0))  # red twos home: the 3C is safe
    assert FREECELL.autoplay_move(position) == HOME


def test_freecell_safe_rule_needs_both_opposite_colours():
    position = freecell_board((2, 2, 1, 0))  # 2H still out: the 3C might take it
    assert FREECELL.autoplay_move(position) is None


@pytest.mark.parametrize("card,home", [("AC", (0, 0, 0, 0)), ("2C", (1, 0, 0, 0))])
def test_freecell_aces_and_twos_are_always_safe(card, home):
    position = board(FREECELL, [card, "9H", "9S", "TH", "TS", "JH", "JS", "QH"], home=home)
    assert FREECELL.autoplay_move(position) == HOME


# -- the game ------------------------------------------------------------------------------------


def near_win(rules=PENGUIN) -> Position:
    """Everything home but the QS and the KS (base A), both in column 1, the QS exposed."""
    columns = [""] * rules.columns
    columns[0] = "KS QS"
    position = board(rules, columns, home=(13, 13, 13, 11), base=1)
    return position


def test_a_game_starts_from_its_deal():
    game = Game(PENGUIN, 7)
    assert game.position == deal(PENGUIN, 7)
    assert game.deal_number == 7 and game.history == [] and game.move_count == 0
    assert not game.can_undo() and not game.can_redo()
    with pytest.raises(ValueError):
        Game(PENGUIN)


def test_an_illegal_move_changes_nothing():
    game = Game(PENGUIN, 7)
    with pytest.raises(IllegalMoveError):
        game.play(Move(FOUNDATION, 0, COLUMN, 0, 1))
    assert game.history == [] and game.position == deal(PENGUIN, 7)


def test_play_records_the_forced_beak_move_in_the_same_step():
    position = board(
        PENGUIN, ["7D 4C", "5C", "9S", "8S", "JH", "QH", "KH"], home=(1, 0, 1, 1), base=7
    )
    game = Game(PENGUIN, position=position, autoplay="none")
    (step,) = game.play(Move(COLUMN, 0, COLUMN, 1, 1))
    assert step.forced == (HOME,)
    assert step.before == position and step.after.foundations == (1, 1, 1, 1)
    game.undo()
    assert game.position == position  # the beak is back under the 4C


def test_undo_and_redo_walk_the_move_stack():
    game = Game(PENGUIN, 11, autoplay="none")
    positions = [game.position]
    for _ in range(6):
        move = game.rules.legal_moves(game.position)[0]
        game.play(move)
        positions.append(game.position)
    for expected in reversed(positions[:-1]):
        game.undo()
        assert game.position == expected
    assert not game.can_undo() and game.undo() == []
    for expected in positions[1:]:
        game.redo()
        assert game.position == expected
    assert not game.can_redo() and game.redo() == []


def test_a_new_move_clears_the_redo_stack():
    game = Game(PENGUIN, 11, autoplay="none")
    game.play(game.rules.legal_moves(game.position)[0])
    game.undo()
    game.play(game.rules.legal_moves(game.position)[-1])
    assert not game.can_redo()


def test_undo_takes_back_a_move_with_the_autoplay_after_it():
    position = board(
        PENGUIN, ["8S 9S", "TS", "2H", "3H", "4H", "5H", "6H"], home=(1, 1, 1, 1), base=7
    )
    game = Game(PENGUIN, position=position)
    # 9S onto TS exposes the 8S: autoplay sends 8S, 9S and TS home.
    steps = game.play(Move(COLUMN, 0, COLUMN, 1, 1))
    assert [s.auto for s in steps] == [False, True, True, True]
    assert game.move_count == 1 and len(game.history) == 4
    undone = game.undo()
    assert [s.auto for s in undone] == [True, True, True, False]
    assert game.position == position
    assert [s.auto for s in game.redo()] == [False, True, True, True]
    assert game.position.foundations == (1, 1, 1, 4)


def test_autoplay_outside_a_move_clears_the_redo_stack():
    position = board(
        PENGUIN, ["8S 9S", "TS", "2H", "3H", "4H", "5H", "6H"], home=(1, 1, 1, 1), base=7
    )
    game = Game(PENGUIN, position=position, autoplay="none")
    game.play(Move(COLUMN, 0, COLUMN, 1, 1))
    game.play(Move(COLUMN, 0, CELL, 0, 1))
    game.undo()
    game.autoplay_policy = "any"
    assert len(game.autoplay()) == 3  # the 8S, 9S and TS go home
    assert not game.can_redo()  # the undone move no longer fits the position


def test_restart_goes_back_to_the_start_and_keeps_the_moves_for_redo():
    game = Game(PENGUIN, 3, autoplay="none")
    for _ in range(4):
        game.play(game.rules.legal_moves(game.position)[0])
    end = game.position
    game.restart()
    assert game.position == deal(PENGUIN, 3) and game.history == []
    while game.can_redo():
        game.redo()
    assert game.position == end


def test_score_is_ten_per_card_home_plus_a_timed_bonus_for_a_win():
    assert timed_score(20, False, 50, 100.0) == 200
    assert timed_score(52, True, 100, 30.0) == 520 + 1000 - 500 - 30
    assert timed_score(52, True, 300, 30.0) == 520  # the bonus never goes below 0


def test_elapsed_time_starts_with_the_first_move_pauses_and_stops_at_the_win():
    clock = FakeClock()
    game = Game(PENGUIN, position=near_win(), clock=clock, autoplay="none")
    clock.now += 30  # looking at the deal takes no time
    assert game.elapsed == 0
    game.play(HOME)  # the QS
    clock.now += 10
    assert game.elapsed == 10
    game.pause()
    clock.now += 100
    assert game.elapsed == 10
    game.resume()
    clock.now += 5
    assert game.elapsed == 15
    game.play(HOME)  # the KS: won
    assert game.is_won()
    clock.now += 50
    assert game.elapsed == 15
    assert game.score == 520 + 1000 - 5 * 2 - 15


def test_restart_sets_time_and_score_back_and_the_clock_waits_for_the_next_move():
    clock = FakeClock()
    game = Game(PENGUIN, position=near_win(), clock=clock, autoplay="none")
    game.play(HOME)
    clock.now += 40
    game.play(HOME)
    assert game.is_won() and game.score > 520
    game.restart()
    assert game.elapsed == 0 and game.score == 10 * game.initial.cards_home()
    clock.now += 25
    assert game.elapsed == 0
    game.redo()
    clock.now += 3
    assert game.elapsed == 3


def test_pausing_before_the_first_move_keeps_the_clock_at_zero():
    clock = FakeClock()
    game = Game(PENGUIN, position=near_win(), clock=clock, autoplay="none")
    game.pause()
    clock.now += 9
    game.resume()
    assert game.elapsed == 0
    game.play(HOME)
    clock.now += 2
    assert game.elapsed == 2


def test_hints_and_solver_moves_make_a_game_assisted_and_stay_counted_after_restart():
    game = Game(PENGUIN, position=near_win(), autoplay="none")
    assert not game.assisted
    game.play(HOME)
    assert not game.assisted and game.solver_moves == 0
    game.note_hint()
    assert game.assisted and game.hints_used == 1
    steps = game.play(HOME, by_solver=True)
    assert steps[0].by_solver and game.solver_moves == 1
    game.restart()
    assert game.assisted and (game.hints_used, game.solver_moves) == (1, 1)


def test_a_step_carries_the_position_after_its_move_and_after_each_forced_move():
    # The 8S goes from column 1 to column 2, exposing the beak's rank (the 7H) in column 1,
    # which the rules send to its empty foundation on their own.
    position = board(
        PENGUIN, ["7H 8S", "9S", "2H", "3H", "4H", "5H", "6H"], home=(1, 1, 0, 1), base=7
    )
    game = Game(PENGUIN, position=position, autoplay="none")
    (step,) = game.play(Move(COLUMN, 0, COLUMN, 1, 1))
    assert step.forced == (Move(COLUMN, 0, FOUNDATION, 0, 1),)
    moved, home = step.frames
    assert moved.columns[0] == cards("7H") and moved.foundations[2] == 0
    assert home.columns[0] == () and home.foundations[2] == 1
    assert step.after == home == PENGUIN.apply(position, step.move)
    assert step.frames_back() == [moved, position]


def test_undoing_the_winning_move_starts_the_clock_again():
    clock = FakeClock()
    game = Game(PENGUIN, position=near_win(), clock=clock, autoplay="none")
    game.play(HOME)
    clock.now += 7
    game.play(HOME)
    clock.now += 100
    assert game.elapsed == 7
    game.undo()
    assert not game.is_won()
    clock.now += 3
    assert game.elapsed == 10
    game.redo()
    clock.now += 1000
    assert game.elapsed == 10 and game.is_won()


def test_score_of_a_game_in_progress_is_its_cards_home():
    game = Game(PENGUIN, 1)
    assert game.score == 10 * game.position.cards_home() == 30
    assert not game.is_won() and not game.is_lost()


@pytest.mark.parametrize("rules", [PENGUIN, FREECELL, EIGHT_OFF])
def test_a_card_moved_from_one_cell_to_another_is_not_a_move(rules):
    game = Game(rules, 7, autoplay="none")
    to_cell = next(m for m in rules.legal_moves(game.position) if m.target_kind == CELL)
    game.play(to_cell)
    assert game.move_count == 1
    across = next(
        m
        for m in rules.legal_moves(game.position)
        if m.source_kind == CELL and m.target_kind == CELL
    )
    game.play(across)
    assert game.move_count == 1  # the rules page: it changes nothing and is not counted
    assert game.can_undo()
    game.undo()
    assert game.move_count == 1 and len(game.history) == 1

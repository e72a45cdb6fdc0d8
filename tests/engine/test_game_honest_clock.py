"""The one scoring rule and a clock that runs only while the player can play."""

from __future__ import annotations

from shared import FakeClock
from test_game import HOME, near_win

from penguin_qt.engine import Game
from penguin_qt_penguin import PENGUIN


def won_game(clock, by_solver: bool) -> Game:
    game = Game(PENGUIN, position=near_win(), clock=clock, autoplay="none")
    game.play(HOME)
    clock.now += 20
    game.play(HOME, by_solver=by_solver)
    assert game.is_won()
    return game


def test_a_game_the_solver_played_gets_no_win_bonus():
    clock = FakeClock()
    assert won_game(clock, by_solver=False).score == 520 + 1000 - 2 * 5 - 20
    solved = won_game(FakeClock(), by_solver=True)
    assert solved.score == 520 and solved.bonus == 0


def test_undoing_back_to_the_deal_stops_the_clock_until_the_next_move():
    clock = FakeClock()
    game = Game(PENGUIN, position=near_win(), clock=clock, autoplay="none")
    game.play(HOME)
    clock.now += 4
    game.undo()
    clock.now += 500  # back at the deal, thinking: no time counted
    assert game.elapsed == 4
    game.play(HOME)
    clock.now += 1
    assert game.elapsed == 5


def test_a_game_brought_back_waits_for_the_next_move():
    clock = FakeClock()
    game = Game(PENGUIN, position=near_win(), clock=clock, autoplay="none")
    game.play(HOME)
    game.set_elapsed(61.0)
    clock.now += 300  # the window is up, the player has not moved yet
    assert game.elapsed == 61 and not game.clock_running
    game.resume()  # a pause that ends before the first move does not start it either
    clock.now += 5
    assert game.elapsed == 61
    game.undo()
    game.redo()
    clock.now += 2
    assert game.elapsed == 63


def test_a_move_ends_a_pause_and_a_pause_before_a_restore_keeps_the_clock_waiting():
    clock = FakeClock()
    game = Game(PENGUIN, position=near_win(), clock=clock, autoplay="none")
    game.play(HOME)
    clock.now += 3
    game.pause()
    assert game.paused
    clock.now += 100
    game.undo()
    game.redo()  # a move: the pause is over
    assert not game.paused
    clock.now += 2
    assert game.elapsed == 5


def test_a_game_undone_to_the_deal_was_still_played():
    game = Game(PENGUIN, position=near_win(), autoplay="none")
    assert not game.was_played
    game.play(HOME)
    game.undo()
    assert game.move_count == 0 and game.was_played
    game.restart()
    assert game.was_played


def _one_move_from_the_end():
    """Penguin with one flipper: the 5♣ can go to it, and then no move is left."""
    from engine_helpers import board

    rules = PENGUIN.with_params(cells=1)
    position = board(rules, ["5C", "9D", "3H", "JS", "7C", "QD", "2S"], base=1)
    return rules, position


def test_the_clock_stops_when_no_move_is_left_and_runs_on_after_an_undo():
    from penguin_qt.engine import CELL, COLUMN, Move

    rules, position = _one_move_from_the_end()
    clock = FakeClock()
    game = Game(rules, position=position, clock=clock, autoplay="none")
    game.play(Move(COLUMN, 0, CELL, 0))
    assert game.is_lost() and game.is_over()
    clock.now += 45  # the player looks at the lost game: no time counted
    assert game.elapsed == 0 and not game.clock_running and not game.clock_armed
    game.undo()  # back at the deal: nothing to play yet
    clock.now += 7
    assert game.elapsed == 0


def test_undoing_out_of_a_lost_end_runs_the_clock_on():
    from engine_helpers import board

    from penguin_qt.engine import CELL, COLUMN, Move

    rules = PENGUIN.with_params(cells=2)
    position = board(rules, ["5C", "9D", "3H", "JS", "7C", "QD", "2S"], base=1)
    clock = FakeClock()
    game = Game(rules, position=position, clock=clock, autoplay="none")
    game.play(Move(COLUMN, 0, CELL, 0))
    clock.now += 3
    game.play(Move(COLUMN, 1, CELL, 1))  # both flippers full, no king: no move is left
    assert game.is_lost()
    clock.now += 60
    assert game.elapsed == 3
    game.undo()
    assert not game.is_lost() and game.clock_running
    clock.now += 2
    assert game.elapsed == 5


def test_restart_stays_offered_while_the_clock_shows_time_at_the_deal():
    clock = FakeClock()
    game = Game(PENGUIN, position=near_win(), clock=clock, autoplay="none")
    assert not game.can_restart()
    game.play(HOME)
    clock.now += 7
    game.undo()  # back at the deal with 0:07 on the clock
    assert not game.can_undo() and game.elapsed == 7
    assert game.can_restart()
    game.restart()
    assert game.elapsed == 0 and not game.can_restart() and game.can_redo()

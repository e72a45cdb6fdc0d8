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

"""A game given up: over and lost where it stands, its clock stopped, nothing more played,
taken back or redone in it."""

from __future__ import annotations

import pytest
from engine_helpers import board
from shared import FakeClock

from penguin_qt.engine import COLUMN, FOUNDATION, Game, IllegalMoveError, Move
from penguin_qt_penguin import PENGUIN

HOME = Move(COLUMN, 0, FOUNDATION, 0, 1)


def _played(moves: int = 3, clock=None) -> Game:
    game = Game(PENGUIN, 7, clock=clock or FakeClock())
    for _ in range(moves):
        game.play(game.rules.legal_moves(game.position)[0])
    return game


def test_a_conceded_game_is_lost_where_it_stands():
    game = _played()
    position, score = game.position, game.score
    assert game.can_concede() and not game.is_lost()
    assert game.concede()
    assert game.conceded and game.is_lost() and not game.is_won()
    assert game.position == position and game.score == score
    assert not game.can_concede() and not game.concede()  # once is enough


def test_nothing_is_played_undone_or_redone_in_a_conceded_game():
    game = _played()
    game.undo()  # something to redo, before
    assert game.can_redo()
    game.concede()
    history = list(game.history)
    assert not game.can_undo() and not game.can_redo()
    assert game.undo() == [] and game.redo() == []
    game.restart()
    with pytest.raises(IllegalMoveError, match="given up"):
        game.play(game.rules.legal_moves(game.position)[0])
    with pytest.raises(IllegalMoveError):
        game.replay(game.rules.legal_moves(game.position)[0])
    assert game.autoplay() == []
    assert game.history == history


def test_the_clock_stops_when_the_game_is_given_up():
    clock = FakeClock()
    game = _played(clock=clock)
    clock.now += 30
    game.concede()
    clock.now += 500
    assert game.elapsed == pytest.approx(30)
    game.resume()
    clock.now += 500
    assert game.elapsed == pytest.approx(30)


def test_a_won_game_cannot_be_given_up():
    columns = ["KS"] + [""] * (PENGUIN.columns - 1)
    game = Game(PENGUIN, position=board(PENGUIN, columns, home=(13, 13, 13, 12)), autoplay="none")
    assert game.can_concede()  # a game at its start could be (the window asks for a move)
    game.play(HOME)
    assert game.is_won()
    assert not game.can_concede() and not game.concede()
    assert not game.conceded and not game.is_lost()

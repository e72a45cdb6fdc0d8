"""The winnability indicator's logic: which move lost the game, where to undo to."""

from __future__ import annotations

from penguin_qt.engine import Game
from penguin_qt.plugins import PluginHost
from penguin_qt.ui.assistant.winnability import CANNOT_TELL, LOST, THINKING, WINNABLE, assess


def _game_of(n_moves):
    rules = PluginHost().rules("penguin")
    game = Game(rules, deal_number=3)
    for _ in range(n_moves):
        move = next(m for m in rules.iter_legal_moves(game.position, cell_shuffles=False))
        game.play(move)
    return game


def test_a_lost_game_names_the_losing_move_and_the_last_winnable_position():
    game = _game_of(4)
    positions = [game.initial] + [s.after for s in game.history]
    verdicts = {positions[0]: ("solved", 90), positions[1]: ("solved", 89)}
    verdicts.update({p: ("unsolvable", 0) for p in positions[2:]})
    w = assess(game.initial, game.history, verdicts.get, thinking=False)
    assert w.state == LOST
    assert w.losing_step == 1
    assert w.last_winnable == 1


def test_winnable_shows_the_moves_left_and_unknown_shows_thinking_or_cannot_tell():
    game = _game_of(2)
    now = game.position
    assert assess(game.initial, game.history, {now: ("solved", 70)}.get, False).moves_left == 70
    assert assess(game.initial, game.history, {now: ("solved", 70)}.get, False).state == WINNABLE
    assert assess(game.initial, game.history, {}.get, thinking=True).state == THINKING
    assert assess(game.initial, game.history, {now: ("unknown", 0)}.get, True).state == CANNOT_TELL

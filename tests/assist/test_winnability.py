"""The winnability indicator's logic: which move lost the game, where to undo to."""

from __future__ import annotations

from penguin_qt.engine import Game
from penguin_qt.plugins import PluginHost
from penguin_qt.solving import SOLVED, UNSOLVABLE
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


# -- looking back for the losing move -----------------------------------------------------------


def test_looking_back_halves_the_stretch_between_the_last_winnable_and_the_first_lost():
    from penguin_qt.ui.assistant.winnability import position_to_ask

    rules = PluginHost().rules("penguin")
    game = Game(rules, 1)
    while len(game.history) < 9:
        game.play(next(iter(rules.legal_moves(game.position))))
    positions = [game.initial] + [s.after for s in game.history]
    truth = {p: (SOLVED, 10) if i <= 3 else (UNSOLVABLE, 0) for i, p in enumerate(positions)}
    known = {positions[-1]: truth[positions[-1]]}
    asked = []
    while (ask := position_to_ask(game.initial, game.history, known.get)) is not None:
        asked.append(positions.index(ask))
        known[ask] = truth[ask]
        assert len(asked) <= 5
    assert len(asked) <= 4  # log2 of the stretch, not one solve a move
    w = assess(game.initial, game.history, known.get, thinking=False)
    assert (w.state, w.losing_step, w.last_winnable) == (LOST, 3, 3)


def test_nothing_is_asked_while_the_game_is_not_known_to_be_lost_or_a_position_is_undecided():
    from penguin_qt.solving import UNKNOWN
    from penguin_qt.ui.assistant.winnability import position_to_ask

    rules = PluginHost().rules("penguin")
    game = Game(rules, 1)
    for _ in range(4):
        game.play(next(iter(rules.legal_moves(game.position))))
    positions = [game.initial] + [s.after for s in game.history]
    assert position_to_ask(game.initial, game.history, {}.get) is None
    undecided = {positions[-1]: (UNSOLVABLE, 0), positions[2]: (UNKNOWN, 0)}
    assert position_to_ask(game.initial, game.history, undecided.get) is None

"""Send Cards Home: every card the safe policy sends, one undo, no help counted."""

from __future__ import annotations

from penguin_qt.engine import Game
from penguin_qt.engine.position import FOUNDATION


def _game_with_cards_to_send(variant) -> Game:
    """Penguin deal 4 without autoplay, played until a card could go home safely."""
    game = Game(variant("penguin"), 4, autoplay="none")
    for _ in range(200):
        if game.rules.safe_home_moves(game.position):
            return game
        moves = [m for m in game.rules.legal_moves(game.position) if m.target_kind != FOUNDATION]
        game.play(moves[len(game.history) % len(moves)])
    raise AssertionError("no card to send home")


def test_every_safe_card_goes_home_as_one_move_and_one_undo_takes_them_back(variant):
    game = _game_with_cards_to_send(variant)
    before, moves_before = game.position, game.move_count
    expected = game.rules.safe_home_moves(before)
    steps = game.send_home()
    assert [s.move for s in steps][: len(expected)] == expected
    assert game.position.cards_home() == before.cards_home() + len(expected)
    assert game.rules.autoplay_move(game.position, "safe") is None  # nothing safe is left
    assert game.move_count == moves_before + 1
    assert (game.hints_used, game.solver_moves, game.assisted) == (0, 0, False)
    game.undo()
    assert game.position == before


def test_nothing_to_send_changes_nothing(variant):
    game = Game(variant("penguin"), 4, autoplay="none")
    while game.rules.autoplay_move(game.position, "safe") is not None:
        game.play(game.rules.autoplay_move(game.position, "safe"))
    history = len(game.history)
    assert game.send_home() == []
    assert len(game.history) == history

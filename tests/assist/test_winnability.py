"""The winnability of the session's game: which move lost it, where to undo to, and what a
move costs (one look-up, however long the game)."""

from __future__ import annotations

from penguin_qt.engine import Game, Position
from penguin_qt.plugins import PluginHost
from penguin_qt.session import (
    CANNOT_TELL,
    LOST,
    THINKING,
    WINNABLE,
    DealFacts,
    Session,
    position_to_ask,
    winnability,
)
from penguin_qt.solving import SOLVED, UNKNOWN, UNSOLVABLE


class Known:
    """Verdicts by position, counting the look-ups; ``add`` is a verdict coming in."""

    def __init__(self, verdicts: dict | None = None) -> None:
        self.verdicts = dict(verdicts or {})
        self.version = 0
        self.lookups = 0

    def lookup(self, position: Position):
        self.lookups += 1
        return self.verdicts.get(position)

    def add(self, position: Position, verdict) -> None:
        self.verdicts[position] = verdict
        self.version += 1


def _session(game: Game, known: Known, thinking: bool = False) -> Session:
    return Session(game, DealFacts(game.deal_number), verdicts=known, thinking=thinking)


def _game_of(n_moves, deal=3):
    rules = PluginHost().rules("penguin")
    game = Game(rules, deal_number=deal)
    for _ in range(n_moves):
        move = next(m for m in rules.iter_legal_moves(game.position, cell_shuffles=False))
        game.play(move)
    return game


def _positions(game: Game) -> list[Position]:
    return [game.initial] + [s.after for s in game.history]


def test_a_lost_game_names_the_losing_move_and_the_last_winnable_position():
    game = _game_of(4)
    positions = _positions(game)
    verdicts = {positions[0]: ("solved", 90), positions[1]: ("solved", 89)}
    verdicts.update({p: ("unsolvable", 0) for p in positions[2:]})
    w = winnability(_session(game, Known(verdicts)))
    assert w.state == LOST
    assert w.losing_step == 1
    assert w.last_winnable == 1


def test_winnable_shows_the_moves_left_and_unknown_shows_thinking_or_cannot_tell():
    game = _game_of(2)
    now = game.position
    assert winnability(_session(game, Known({now: ("solved", 70)}))).moves_left == 70
    assert winnability(_session(game, Known({now: ("solved", 70)}))).state == WINNABLE
    assert winnability(_session(game, Known(), thinking=True)).state == THINKING
    undecided = Known({now: ("unknown", 0)})
    assert winnability(_session(game, undecided, thinking=True)).state == CANNOT_TELL


def test_a_move_costs_one_look_up_however_long_the_game():
    """200 moves: the verdict after each asks about the new position only (it walked the
    whole history before, so a move cost more the longer the game)."""
    from penguin_qt.engine import CELL, Move

    rules = PluginHost().rules("penguin")
    game = Game(rules, 3, autoplay="none")
    game.play(next(m for m in rules.legal_moves(game.position) if m.target_kind == CELL))
    out, back = Move(CELL, 0, CELL, 1), Move(CELL, 1, CELL, 0)  # a card between two flippers
    known = Known()
    session = _session(game, known)
    winnability(session)
    costs = []
    for _ in range(100):
        for move in (out, back):
            game.replay(move)
            before = known.lookups
            winnability(session)
            costs.append(known.lookups - before)
    assert len(game.history) == 201
    assert max(costs) <= 2, costs  # the new position, and once more while it is undecided


def test_an_undo_and_a_verdict_coming_in_are_followed():
    game = _game_of(6)
    last = game.position
    known = Known({last: (UNSOLVABLE, 0)})
    session = _session(game, known)
    assert winnability(session).state == LOST
    game.undo()
    assert winnability(session).state == CANNOT_TELL
    known.add(game.position, (SOLVED, 40))  # the answer for the position undone to
    w = winnability(session)
    assert (w.state, w.moves_left) == (WINNABLE, 40)
    game.redo()
    assert game.position == last
    w = winnability(session)
    assert (w.state, w.losing_step, w.last_winnable) == (
        LOST,
        len(game.history) - 1,
        len(game.history) - 1,
    )


# -- looking back for the losing move -----------------------------------------------------------


def test_looking_back_halves_the_stretch_between_the_last_winnable_and_the_first_lost():
    rules = PluginHost().rules("penguin")
    game = Game(rules, 1)
    while len(game.history) < 9:
        game.play(next(iter(rules.legal_moves(game.position))))
    positions = _positions(game)
    truth = {p: (SOLVED, 10) if i <= 3 else (UNSOLVABLE, 0) for i, p in enumerate(positions)}
    known = Known({positions[-1]: truth[positions[-1]]})
    session = _session(game, known)
    asked = []
    while (ask := position_to_ask(session)) is not None:
        asked.append(positions.index(ask))
        known.add(ask, truth[ask])
        assert len(asked) <= 5
    assert len(asked) <= 4  # log2 of the stretch, not one solve a move
    w = winnability(session)
    assert (w.state, w.losing_step, w.last_winnable) == (LOST, 3, 3)


def test_nothing_is_asked_while_the_game_is_not_known_to_be_lost_or_a_position_is_undecided():
    rules = PluginHost().rules("penguin")
    game = Game(rules, 1)
    for _ in range(4):
        game.play(next(iter(rules.legal_moves(game.position))))
    positions = _positions(game)
    assert position_to_ask(_session(game, Known())) is None
    undecided = Known({positions[-1]: (UNSOLVABLE, 0), positions[2]: (UNKNOWN, 0)})
    assert position_to_ask(_session(game, undecided)) is None

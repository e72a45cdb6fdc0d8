"""A game given up is kept as such in its record (read back with its bounds), and games
started from a position are counted apart from the deals in the statistics."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from penguin_qt.engine import Game, Move
from penguin_qt.storage.records import RecordError, from_json, record_of, restore, to_json
from penguin_qt.storage.results import GameResult, summarize

SOLUTION = Path(__file__).parent.parent / "ui" / "data" / "penguin-4.txt"


def _given_up(variant) -> Game:
    game = Game(variant("penguin-3"), 5)
    for _ in range(3):
        game.play(game.rules.legal_moves(game.position)[0])
    assert game.concede()
    return game


def test_a_game_given_up_comes_back_given_up(variant, host):
    game = _given_up(variant)
    record = record_of(game, program="test")
    assert record.conceded and record.result == "lost"
    text = to_json(record)
    assert json.loads(text)["conceded"] is True
    back = restore(from_json(text), host.rules)
    assert back.conceded and back.is_lost() and not back.can_undo()
    assert back.position == game.position and back.game_id == game.game_id


def test_a_game_played_on_has_no_conceded_field(variant, host):
    game = Game(variant("penguin-3"), 5)
    game.play(game.rules.legal_moves(game.position)[0])
    document = json.loads(to_json(record_of(game, program="test")))
    assert "conceded" not in document  # its record reads as it always did
    assert not restore(from_json(json.dumps(document)), host.rules).conceded


@pytest.mark.parametrize("value", ["yes", 1, 0, None, [True], {"a": 1}])
def test_the_conceded_field_is_true_or_false(variant, value):
    document = json.loads(to_json(record_of(_given_up(variant), program="test")))
    document["conceded"] = value
    with pytest.raises(RecordError) as error:
        from_json(json.dumps(document))
    assert error.value.where == "conceded"


@pytest.mark.parametrize("result", ["unfinished", "won"])
def test_a_game_given_up_must_say_lost(variant, result):
    document = json.loads(to_json(record_of(_given_up(variant), program="test")))
    document["result"] = result
    with pytest.raises(RecordError) as error:
        from_json(json.dumps(document))
    assert error.value.where == "conceded"


def test_a_won_game_cannot_come_back_given_up(variant, host):
    game = Game(variant("penguin"), 4)
    game.autoplay()  # as the window does at the deal: the stored winning line starts there
    words = SOLUTION  # the moves of a won game of deal 4, from the suite's data
    for word in (
        w
        for line in words.read_text().splitlines()
        if not line.startswith("#")
        for w in line.split()
    ):
        if not game.is_won():
            game.play(Move.parse(word))
    assert game.is_won()
    document = json.loads(to_json(record_of(game, program="test")))
    document.update(result="lost", conceded=True)
    with pytest.raises(RecordError) as error:
        restore(from_json(json.dumps(document)), host.rules)
    assert error.value.where == "conceded"


def _result(result: str, deal: int | None, **values) -> GameResult:
    values = {"moves": 10, "seconds": 60.0, "cards_home": 20, "score": 200, **values}
    return GameResult(variant="penguin", result=result, deal=deal, **values)


def test_games_from_a_position_are_counted_apart_from_the_deals():
    results = [
        _result("won", 3),
        _result("won", None, score=5000, seconds=1.0, moves=1),  # a pasted position
        _result("won", 4),
        _result("lost", None),
        _result("lost", None, hints=2),
    ]
    s = summarize(results)
    assert (s.played, s.won) == (2, 2)  # deals 3 and 4 only
    assert s.current_streak == 2 and s.losing_streak == 0  # the lost positions break none
    assert s.best_score == 200 and s.fastest_win == 60.0 and s.fewest_moves == 10
    assert (s.positions_played, s.positions_won) == (3, 1)
    assert s.assisted_played == 0

"""``penguin-solve replay``: a record of a won game, of a lost game, and a tampered one."""

from __future__ import annotations

import json

import pytest

from penguin_qt.cli import main
from penguin_qt.engine import Game
from penguin_qt.solving import SOLVED, Budget, run_solver
from penguin_qt.storage.records import record_of, to_json


def won_game(variant, host) -> Game:
    """Deal 4 played out along the built-in search's solution."""
    game = Game(variant("penguin"), 4, autoplay="none")
    result = run_solver(host.solvers()["search"].item, game.position, game.rules, Budget(30))
    assert result.verdict == SOLVED
    for move in result.moves:
        game.play(move)
    assert game.is_won()
    return game


def lost_game(variant) -> Game:
    """Deal 4 with every flipper filled from the columns until no move is left."""
    game = Game(variant("penguin"), 4)
    while not game.is_lost():
        moves = game.rules.legal_moves(game.position)
        game.play(next((m for m in moves if m.target_kind == 1 and m.source_kind == 0), moves[0]))
    return game


@pytest.fixture
def replay(monkeypatch, tmp_path, capsys):
    def run(game_or_document, *extra):
        document = game_or_document
        if isinstance(document, Game):
            document = json.loads(to_json(record_of(document, game_id="r", program="t")))
        path = tmp_path / "game.penguin.json"
        path.write_text(json.dumps(document))
        code = main(["replay", str(path), *extra])
        out, err = capsys.readouterr()
        return code, out, err

    return run


def test_a_won_game_replays_and_says_so(replay, variant, host):
    code, out, err = replay(won_game(variant, host))
    assert code == 0, err
    assert out.startswith("penguin, deal 4: ") and ", won, score" in out
    assert "every move is legal" in out


def test_positions_are_printed_as_json_lines(replay, variant, host):
    game = won_game(variant, host)
    code, out, err = replay(game, "--positions")
    assert code == 0
    lines = [json.loads(line) for line in out.splitlines()]
    assert len(lines) == len(game.history) + 1
    assert lines[0]["move"] is None and lines[1]["by"] == "player"
    assert lines[-1]["position"].startswith("Variant: penguin")
    assert "every move is legal" in err


def test_a_lost_game_replays_as_lost(replay, variant):
    code, out, _ = replay(lost_game(variant))
    assert code == 0
    assert ", lost, score" in out


def test_a_tampered_move_is_named(replay, variant, host):
    document = json.loads(to_json(record_of(won_game(variant, host), game_id="r", program="t")))
    document["moves"][2] = "2F"
    code, out, err = replay(document)
    assert code == 2 and out == ""
    assert err.startswith("penguin-solve: move 3: 2F is not legal here:")


def test_a_tampered_result_or_score_is_found(replay, variant):
    document = json.loads(to_json(record_of(lost_game(variant), game_id="r", program="t")))
    code, _, err = replay({**document, "result": "won"})
    assert code == 2 and "the record says won, but its moves leave the game lost" in err
    code, _, err = replay({**document, "score": document["score"] + 500})
    assert code == 2 and "does not follow from its moves and time" in err


def test_a_file_that_is_not_a_record_is_one_line(monkeypatch, tmp_path, capsys):
    path = tmp_path / "x.json"
    path.write_text("not json at all")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a game record" in err

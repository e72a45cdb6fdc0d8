"""The command line's words: one move is "1 move", one hint "1 hint"."""

from __future__ import annotations

import json

from penguin_qt.cli import main
from penguin_qt.cli.common import counted
from penguin_qt.engine import Game
from penguin_qt.storage.records import record_of, to_json


def test_counted_words_take_the_plural_unless_there_is_one():
    assert [counted(n, "move") for n in (0, 1, 2)] == ["0 moves", "1 move", "2 moves"]


def test_replay_of_one_move_with_one_hint_says_1_move_and_1_hint(variant, tmp_path, capsys):
    game = Game(variant("penguin"), 4, autoplay="none")
    game.play(game.rules.legal_moves(game.position)[0])
    game.hints_used = 1
    document = json.loads(to_json(record_of(game, game_id="r", program="t")))
    path = tmp_path / "game.penguin.json"
    path.write_text(json.dumps(document))
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert ": 1 move, unfinished" in out and ", 1 hint, 0 moves by a solver" in out, out

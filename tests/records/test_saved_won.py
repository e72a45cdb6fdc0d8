"""A saved game that says it was won is checked like any record before it is put aside: a
file whose moves do not win is set aside with the reason, never silently replaced."""

from __future__ import annotations

import json

from penguin_qt.engine import Game
from penguin_qt.storage.records import record_of, to_json
from penguin_qt.ui.keeping.persistence import load_saved_game


def test_a_saved_game_that_claims_a_win_its_moves_do_not_make_is_set_aside(tmp_path, host):
    game = Game(host.rules("penguin"), 4)
    game.play(next(iter(game.rules.legal_moves(game.position))))
    document = json.loads(to_json(record_of(game, program="t")))
    document["result"] = "won"
    saved = tmp_path / "current-game.json"
    saved.write_text(json.dumps(document))
    back, record, problem = load_saved_game(saved, host.rules)
    assert back is None and record is None
    assert "won" in problem and not saved.exists()
    assert (tmp_path / "current-game.json.unreadable-1").read_text() == json.dumps(document)

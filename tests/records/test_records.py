"""Game records: the format round-trips, and every kind of malformed record is named."""

from __future__ import annotations

import json

import pytest
from shared import offered_variants

from penguin_qt.engine import Game, Move, format_position
from penguin_qt.storage.files import FileError, read_text_capped, write_atomic
from penguin_qt.storage.records import (
    VERSION,
    RecordedMove,
    RecordError,
    from_json,
    record_of,
    restore,
    to_json,
)
from penguin_qt.storage.results import GameResult


def play_some(game: Game, count: int, seed: int = 0) -> Game:
    """Play ``count`` legal moves (never cell to cell), the first legal one after a rotation."""
    for i in range(count):
        moves = [
            m
            for m in game.rules.legal_moves(game.position)
            if not (m.source_kind == m.target_kind == 1)
        ]
        if not moves:
            break
        game.play(moves[(seed + i) % len(moves)])
    return game


@pytest.fixture
def penguin_game(variant):
    game = Game(variant("penguin"), 42)
    return play_some(game, 12, seed=3)


def same_game(a: Game, b: Game) -> None:
    assert b.position == a.position
    assert [(s.move, s.auto, s.before, s.after) for s in b.history] == [
        (s.move, s.auto, s.before, s.after) for s in a.history
    ]
    assert [[(s.move, s.auto) for s in g] for g in b.redo_stack] == [
        [(s.move, s.auto) for s in g] for g in a.redo_stack
    ]


def test_a_game_round_trips_with_its_history_redo_stack_and_clock(penguin_game, host):
    penguin_game.undo()
    penguin_game.undo()
    penguin_game.hints_used = 2
    record = record_of(penguin_game, game_id="abc", program="test")
    text = to_json(record)
    again = from_json(text)
    assert again == record
    game = restore(again, host.rules)
    same_game(penguin_game, game)
    assert game.hints_used == 2
    assert game.elapsed == pytest.approx(record.seconds, abs=0.01)
    assert game.can_redo()
    game.redo()
    penguin_game.redo()
    assert game.position == penguin_game.position


def test_the_document_is_readable_json_with_the_moves_in_notation(penguin_game):
    document = json.loads(to_json(record_of(penguin_game, game_id="x", program="p")))
    assert document["format"] == "penguin-qt game"
    assert document["version"] == VERSION
    assert document["variant"] == "penguin"
    assert document["deal"] == 42 and document["shuffle"] == "v1"
    assert document["moves"][0] == penguin_game.history[0].move.text
    assert document["rules"] == {"cells": 7, "empty_column": "below-base", "run_limit": "formula"}


def test_a_game_from_a_position_keeps_the_position(variant, host):
    rules = variant("freecell")
    start = Game(rules, 5).position
    game = play_some(Game(rules, position=start), 6)
    record = record_of(game, game_id="p", program="t")
    assert record.deal is None and record.start == format_position(start, rules)
    same_game(game, restore(from_json(to_json(record)), host.rules))


def test_autoplay_and_solver_moves_are_marked():
    assert RecordedMove.parse("3F*") == RecordedMove(Move.parse("3F"), auto=True)
    assert RecordedMove.parse("25/3!").by_solver
    assert RecordedMove(Move.parse("25/3"), by_solver=True).text == "25/3!"


def test_free_parameters_are_kept(variant, host):
    rules = variant("penguin").with_params(cells=5, run_limit="unlimited")
    game = play_some(Game(rules, 7), 4)
    back = restore(from_json(to_json(record_of(game, game_id="q", program="t"))), host.rules)
    assert back.rules == rules


# -- malformed records, one kind each -----------------------------------------------------------


def good_document(penguin_game) -> dict:
    return json.loads(to_json(record_of(penguin_game, game_id="m", program="t")))


def test_a_truncated_record_names_where_it_breaks_off(penguin_game):
    text = to_json(record_of(penguin_game, game_id="t", program="t"))
    with pytest.raises(RecordError) as error:
        from_json(text[: len(text) // 2])
    assert "malformed JSON at line" in str(error.value)


def test_text_that_is_not_json_is_not_a_record():
    with pytest.raises(RecordError, match="not a game record"):
        from_json("Foundations: H-0 C-0 D-0 S-0\n")


def test_json_that_is_not_a_record_is_refused():
    with pytest.raises(RecordError, match="not a Penguin Qt game record"):
        from_json('{"hello": 1}')


def test_an_unknown_version_is_named(penguin_game):
    document = good_document(penguin_game)
    document["version"] = VERSION + 1
    with pytest.raises(RecordError) as error:
        from_json(json.dumps(document))
    assert error.value.where == "version"
    assert f"format {VERSION + 1}" in str(error.value)


def test_an_unknown_variant_is_named(penguin_game, host):
    document = good_document(penguin_game)
    document["variant"] = "no-such-game"
    record = from_json(json.dumps(document))
    with pytest.raises(RecordError) as error:
        restore(record, host.rules)
    assert error.value.where == "variant" and "no-such-game" in str(error.value)


def test_an_illegal_move_names_its_number(penguin_game, host):
    document = good_document(penguin_game)
    document["moves"][4] = "1F"  # the exposed card of column 1 is not the next on its foundation
    record = from_json(json.dumps(document))
    with pytest.raises(RecordError) as error:
        restore(record, host.rules)
    assert error.value.where == "move 5"
    assert "1F is not legal here" in str(error.value)


def test_a_move_that_is_not_notation_names_its_number(penguin_game):
    document = good_document(penguin_game)
    document["moves"][2] = "xyz"
    with pytest.raises(RecordError) as error:
        from_json(json.dumps(document))
    assert error.value.where == "move 3"


def test_a_shuffle_this_program_lacks_is_named(penguin_game, host):
    document = good_document(penguin_game)
    document["shuffle"] = "v2"
    with pytest.raises(RecordError) as error:
        restore(from_json(json.dumps(document)), host.rules)
    assert error.value.where == "shuffle" and "v2" in str(error.value)


@pytest.mark.parametrize(
    ("field", "value", "where"),
    [
        ("deal", "forty-two", "deal"),
        ("seconds", -5, "seconds"),
        ("seconds", 1e400, "seconds"),
        ("result", "drawn", "result"),
        ("moves", "34 3a", "move"),
        ("hints", True, "hints"),
    ],
)
def test_fields_of_the_wrong_kind_are_named(penguin_game, field, value, where):
    document = good_document(penguin_game)
    document[field] = value
    with pytest.raises(RecordError) as error:
        from_json(json.dumps(document).replace("Infinity", "1e400"))
    assert error.value.where == where


def test_an_empty_file_says_so():
    with pytest.raises(RecordError, match="empty"):
        from_json("  \n")


# -- files ---------------------------------------------------------------------------------------


def test_an_atomic_write_replaces_the_file_whole(tmp_path):
    path = tmp_path / "sub" / "game.json"
    write_atomic(path, "one")
    write_atomic(path, "two")
    assert path.read_text() == "two"
    assert [p.name for p in path.parent.iterdir()] == ["game.json"]


def test_a_failed_write_leaves_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    write_atomic(path, "old")

    def broken(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("os.fsync", broken)
    with pytest.raises(OSError):
        write_atomic(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_reading_is_capped_and_says_why(tmp_path):
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 2_000_001)
    with pytest.raises(FileError, match="too large"):
        read_text_capped(big)
    binary = tmp_path / "bin.json"
    binary.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(FileError, match="not a text file"):
        read_text_capped(binary)
    with pytest.raises(FileError, match="no file"):
        read_text_capped(tmp_path / "missing.json")


def test_a_game_brought_back_keeps_its_id(penguin_game, host):
    record = record_of(penguin_game, program="t")
    assert record.id == penguin_game.game_id
    assert restore(from_json(to_json(record)), host.rules).game_id == penguin_game.game_id


def test_results_waiting_for_the_statistics_ride_in_the_record(penguin_game):
    waiting = (
        GameResult("penguin", "lost", 3, 9, 12.5, 4, 20, finished=1.7e9, game_id="a").as_dict(),
    )
    record = record_of(penguin_game, program="t", pending_results=waiting)
    assert from_json(to_json(record)).pending_results == waiting
    document = json.loads(to_json(record))
    document["pending_results"] = "lost"
    with pytest.raises(RecordError) as error:
        from_json(json.dumps(document))
    assert error.value.where == "pending_results"


# -- every variant the host offers, built-in and third-party ------------------------------------


@pytest.mark.parametrize("variant_id", offered_variants())
def test_every_variant_s_deal_round_trips_through_a_record(variant_id, sample_plugin_installed):
    """A record names its deal by the deal procedure's own id, built-in or a plugin's."""
    from penguin_qt.plugins import PluginHost

    host = PluginHost()
    rules = host.rules(variant_id)
    game = play_some(Game(rules, 5), 3)
    record = record_of(game, game_id="v", program="t")
    assert record.deal == 5 and record.shuffle
    back = restore(from_json(to_json(record)), host.rules)
    same_game(game, back)
    assert back.rules == rules


def test_a_record_of_a_deal_procedure_the_variant_no_longer_uses_is_refused(variant, host):
    game = play_some(Game(variant("seahaven-towers"), 5), 2)
    record = record_of(game, game_id="s", program="t")
    assert record.shuffle == variant("seahaven-towers").deal_procedure.id
    wrong = from_json(to_json(record).replace(record.shuffle, "someone_else.deal"))
    with pytest.raises(RecordError) as caught:
        restore(wrong, host.rules)
    assert caught.value.where == "shuffle" and "someone_else.deal" in str(caught.value)

"""Hostile files, in this process: records with huge numbers or surrogates, results that no
database takes, damaged statistics, planted settings, FIFOs, links and read-only files.
Each is refused with a message, or set aside, and never stops anything else."""

from __future__ import annotations

import json
import logging
import os
import pickle
import sqlite3
import stat
import subprocess
import sys
import threading
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from penguin_qt.engine import Game
from penguin_qt.storage.files import (
    FileError,
    check_size,
    clean_temporaries,
    read_text_capped,
    write_atomic,
)
from penguin_qt.storage.records import (
    MAX_MOVES,
    RecordError,
    from_json,
    record_of,
    restore,
    saved_game_json,
    to_json,
)
from penguin_qt.storage.results import GameResult, ResultError
from penguin_qt.storage.settings import SettingsStore, parse, read_value
from penguin_qt.storage.statistics import Statistics


@pytest.fixture
def document(variant) -> dict:
    game = Game(variant("penguin"), 7)
    for _ in range(6):
        moves = [m for m in game.rules.legal_moves(game.position) if m.source_kind != 1]
        if not moves:
            break
        game.play(moves[0])
    game.undo()
    return json.loads(to_json(record_of(game, program="test")))


def _refused(text: str, host=None) -> RecordError:
    with pytest.raises(RecordError) as error:
        record = from_json(text)
        if host is not None:
            restore(record, host.rules)
    return error.value


# -- records ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "field", ["deal", "score", "hints", "solver_moves", "seconds", "version", "cells"]
)
def test_a_number_of_five_thousand_digits_is_a_record_error(document, field):
    text = json.dumps(document)
    value = json.dumps(document["rules"]["cells"] if field == "cells" else document[field])
    target = f'"{field}": {value}'
    assert target in text
    _refused(text.replace(target, f'"{field}": {"9" * 5000}', 1))


@pytest.mark.parametrize("field", ["player", "id", "program", "saved", "variant", "shuffle"])
def test_a_lone_surrogate_or_a_control_character_in_any_text_is_refused(document, field):
    for bad in ("a\ud800b", "a\x00b", "a\x1bb"):
        hostile = dict(document, **{field: bad})
        error = _refused(json.dumps(hostile))
        assert error.where == field


@pytest.mark.parametrize(
    "field, value",
    [
        ("deal", 2**31),
        ("deal", 0),
        ("score", -1),
        ("hints", -1),
        ("hints", 2**63),
        ("solver_moves", -5),
        ("solver_moves", 10**12),
        ("seconds", 1e300),
        ("clock_started", "yes"),
        ("player", 5),
        ("id", ["x"]),
        ("id", "x" * 201),
    ],
)
def test_every_number_is_bounded_and_every_field_typed(document, field, value):
    assert _refused(json.dumps(dict(document, **{field: value}))).where == field


def test_a_long_player_name_is_cut_short_and_the_game_kept(document):
    """The name is only shown: a friend's challenge is not lost over it."""
    assert from_json(json.dumps(dict(document, player="x" * 5000))).player == "x" * 200


def test_cells_are_bounded_by_the_engine(document):
    document["rules"]["cells"] = 11
    assert _refused(json.dumps(document)).where == "cells"


def test_too_many_moves_are_refused(document):
    document["moves"] = ["34"] * (MAX_MOVES + 1)
    assert _refused(json.dumps(document)).where == "move"


def test_a_byte_order_mark_is_accepted(document, host):
    record = from_json("\ufeff" + json.dumps(document))
    assert restore(record, host.rules).move_count == len(record.moves)


def test_waiting_results_are_checked_as_the_statistics_check_them(document):
    good = GameResult("penguin", "won", 3, 90, 120.0, 52, 900, finished=1.7e9).as_dict()
    bad = [dict(good, hints=2**63), dict(good, hints=-1), dict(good, variant="\ud800"), "lost"]
    document["pending_results"] = [good, *bad]
    assert from_json(json.dumps(document)).pending_results == (good,)


def test_a_saved_game_over_the_reading_cap_loses_its_redo_history_then_is_refused(variant):
    game = Game(variant("penguin"), 7)
    record = record_of(game, program="test")
    small = saved_game_json(record)
    assert from_json(small) == from_json(to_json(record))
    padded = record.__class__(**{**record.__dict__, "program": "p"})
    with pytest.raises(RecordError):
        saved_game_json(padded, limit=len(small) // 2)
    with_redo = record.__class__(**{**record.__dict__, "redo": (record.moves,) * 3})
    trimmed = saved_game_json(with_redo, limit=len(small) + 10)
    assert from_json(trimmed).redo == ()
    hostile = record.__class__(**{**record.__dict__, "player": "\ud800"})
    with pytest.raises(RecordError):
        saved_game_json(hostile)


_MUTANTS = st.one_of(
    st.integers(-(2**70), 2**70),
    st.just("<huge>"),  # a number of 5,000 digits, put into the text below
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=30),
    st.sampled_from(["\ud800", "\x00", "a" * 5000, None, True, [], {}, [[]], ["34", 7]]),
)
_FIELDS = st.sampled_from(
    [
        "deal",
        "shuffle",
        "start",
        "score",
        "hints",
        "solver_moves",
        "seconds",
        "player",
        "id",
        "program",
        "saved",
        "variant",
        "result",
        "moves",
        "redo",
        "clock_started",
        "pending_results",
        "version",
        "rules",
    ]
)


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_any_mutant_of_a_record_is_a_record_or_a_record_error(document, host, data):
    mutant = json.loads(json.dumps(document))
    for _ in range(data.draw(st.integers(1, 3))):
        mutant[data.draw(_FIELDS)] = data.draw(_MUTANTS)
    text = json.dumps(mutant, ensure_ascii=data.draw(st.booleans()), default=str)
    text = text.replace('"<huge>"', "9" * 5000)
    if data.draw(st.booleans()):  # damage the text itself
        at = data.draw(st.integers(0, len(text)))
        text = text[:at] + data.draw(st.text(max_size=8)) + text[at + 1 :]
    try:
        record = from_json(text)
        game = restore(record, host.rules)
    except RecordError as error:
        assert str(error)
        return
    saved_game_json(record_of(game, program="t", player=record.player))  # writable again


# -- statistics ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "change",
    [
        {"hints": 2**63},
        {"hints": -1},
        {"solver_moves": -1},
        {"moves": 10**10},
        {"seconds": float("inf")},
        {"finished": 1e300},
        {"variant": "\ud800"},
        {"game_id": "x\x00"},
        {"deal": True},
    ],
)
def test_a_result_with_a_field_out_of_bounds_is_refused(change):
    good = GameResult("penguin", "won", 3, 90, 120.0, 52, 900, finished=1.7e9).as_dict()
    with pytest.raises(ResultError):
        GameResult.from_dict(dict(good, **change))


def test_a_result_the_database_refuses_is_dropped_and_the_others_are_written(tmp_path, caplog):
    stats = Statistics(tmp_path / "s.sqlite", background=False)
    good = GameResult("penguin", "won", 3, 90, 120.0, 52, 900, finished=1.7e9, game_id="a")
    # a result made past its checks, as a bug elsewhere could: SQLite cannot take 2**63
    bad = GameResult("penguin", "won", 4, 90, 120.0, 52, 900, finished=1.7e9, game_id="b")
    object.__setattr__(bad, "hints", 2**63)
    later = GameResult("penguin", "lost", 5, 9, 12.0, 2, 0, finished=1.8e9, game_id="c")
    with caplog.at_level(logging.WARNING, logger="penguin_qt.storage.statistics"):
        for result in (good, bad, later):
            stats.add(result)
        assert stats.flush()
    assert stats.pending() == []
    assert sorted(r.game_id for r in stats.results()) == ["a", "c"]
    assert "dropped" in caplog.text
    stats.close()


def test_a_database_damaged_past_its_first_page_is_set_aside_on_a_write(tmp_path):
    path = tmp_path / "s.sqlite"
    stats = Statistics(path, background=False)
    for n in range(300):
        stats.record("penguin", "won", deal=n + 1, moves=9, seconds=1.0, cards_home=52, score=1)
    stats.close()
    sqlite3.connect(path).execute("PRAGMA wal_checkpoint(TRUNCATE)").close()
    size = path.stat().st_size
    assert size > 3 * 4096
    with open(path, "r+b") as stream:  # garbage over page 2 onwards: page 1 still reads
        stream.seek(4096)
        stream.write(os.urandom(size - 4096))
    stats = Statistics(path, background=False)
    told: list = []
    stats.add_listener(told.append)
    result = GameResult("penguin", "won", 3, 90, 120.0, 52, 900, finished=1.7e9, game_id="z")
    stats.add(result)
    assert stats.flush()
    assert stats.pending() == []
    assert [r.game_id for r in stats.results()] == ["z"]
    assert list(tmp_path.glob("s.sqlite.damaged-*"))
    assert any("kept as" in str(problem) for problem in told)
    stats.close()


# -- files -----------------------------------------------------------------------------------


def test_a_fifo_is_refused_at_once(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    done: list[BaseException] = []

    def read() -> None:
        try:
            read_text_capped(fifo)
        except BaseException as error:
            done.append(error)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(5)
    if reader.is_alive():  # unblock the reader before failing
        with open(fifo, "w"):
            pass
    assert done and isinstance(done[0], FileError)
    assert "not a regular file" in str(done[0])


def test_a_read_only_file_is_not_replaced(tmp_path):
    path = tmp_path / "current-game.json"
    path.write_text("old")
    path.chmod(stat.S_IRUSR)
    with pytest.raises(PermissionError):
        write_atomic(path, "new")
    assert path.read_text() == "old"
    assert not list(tmp_path.glob(".*.tmp"))


def test_a_link_is_replaced_never_written_through(tmp_path):
    target = tmp_path / "elsewhere.conf"
    target.write_text("theirs")
    link = tmp_path / "penguin-qt.conf"
    link.symlink_to(target)
    write_atomic(link, "ours")
    assert target.read_text() == "theirs"
    assert not link.is_symlink() and link.read_text() == "ours"


def test_stale_temporaries_are_removed_and_fresh_ones_kept(tmp_path):
    stale = tmp_path / ".current-game.json.abc123.tmp"
    fresh = tmp_path / ".current-game.json.def456.tmp"
    other = tmp_path / "notes.tmp"
    for path in (stale, fresh, other):
        path.write_text("x")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    assert clean_temporaries(tmp_path) == [stale]
    assert fresh.exists() and other.exists() and not stale.exists()


def test_a_temporary_left_by_a_killed_writer_is_removed_at_once(tmp_path):
    """A write cut short by kill -9 leaves its temporary file: the writer's process id in
    its name says it is gone, so the file goes at the next start, not ten minutes later."""
    code = (
        "import os, sys\n"
        "from pathlib import Path\n"
        "from penguin_qt.storage import files\n"
        "os.replace = lambda *a: os.kill(os.getpid(), 9)\n"  # killed just before the rename
        "files.write_atomic(Path(sys.argv[1]), 'half')\n"
    )
    target = tmp_path / "current-game.json"
    writer = subprocess.run([sys.executable, "-c", code, str(target)], check=False)
    assert writer.returncode == -9
    (left,) = tmp_path.glob(".current-game.json.*.tmp")
    mine = tmp_path / f".current-game.json.{os.getpid()}-abc123.tmp"
    mine.write_text("a write of this process, still going on")
    assert clean_temporaries(tmp_path) == [left]
    assert mine.exists() and not target.exists()


def test_a_file_over_the_size_cap_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "deck.svg"
    with open(path, "wb") as stream:
        stream.truncate(50_000_000)  # sparse: no time spent writing it
    with pytest.raises(FileError, match="too large"):
        check_size(path, 10_000_000)
    check_size(path, 60_000_000)
    with pytest.raises(FileError):
        check_size(tmp_path, 10)


# -- settings --------------------------------------------------------------------------------


class _Plant:
    """Unpickled, it would create a file: the proof that a planted value ran."""

    def __init__(self, marker: str) -> None:
        self.marker = marker

    def __reduce__(self):
        return (open, (self.marker, "w"))


def test_a_planted_variant_value_is_refused_and_nothing_runs(tmp_path, caplog):
    marker = tmp_path / "ran"
    payload = pickle.dumps(_Plant(str(marker)))
    hex_bytes = "".join(f"\\x{b:02x}" for b in payload)
    path = tmp_path / "penguin-qt.conf"
    path.write_text(
        "[rules]\nvariant=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x17PyObjectWrapper\\0"
        f"{hex_bytes})\n[table]\ndeck=builtin-four-colour\n"
        "[window]\ngeometry=@ByteArray(\\x1\\xd9\\xd0\\xcb)\n"
    )
    with caplog.at_level(logging.WARNING, logger="penguin_qt.storage.settings"):
        store = SettingsStore(path)
    assert store.value("rules/variant") is None
    assert store.value("window/geometry") is None
    assert store.value("table/deck") == "builtin-four-colour"
    assert not marker.exists()
    assert "rules/variant refused" in caplog.text


@pytest.mark.parametrize(
    "raw, value",
    [
        ("penguin", "penguin"),
        ('" spaced "', " spaced "),
        ("a, b", ["a", "b"]),
        ("@@at", "@at"),
        ("caf\\xe9", "café"),
        ("\\xd83d\\xde00", "😀"),
        ('"q\\"\\\\"', 'q"\\'),
    ],
)
def test_the_qt_ini_layout_is_read(raw, value):
    assert read_value(raw) == value


@pytest.mark.parametrize(
    "raw", ["@Variant(\\0)", "@ByteArray(x)", "@Rect(1 2 3 4)", "\\xd800", '"open', "a\\x1b"]
)
def test_anything_but_a_plain_value_is_refused(raw):
    values, refused = parse(f"[g]\nk={raw}\n")
    assert values == {} and "g/k" in refused


@settings(max_examples=200, deadline=None)
@given(
    st.dictionaries(
        st.sampled_from(["rules/variant", "table/deck", "solver/id", "top", "a/b"]),
        st.one_of(
            st.text(st.characters(blacklist_categories=("Cs", "Cc")), max_size=20),
            st.lists(st.text(st.characters(blacklist_categories=("Cs", "Cc")), max_size=8)),
        ),
    )
)
def test_what_is_written_is_read_back(tmp_path_factory, values):
    path = tmp_path_factory.mktemp("ini") / "s.conf"
    store = SettingsStore(path)
    for key, value in values.items():
        store.setValue(key, value)
    assert store.sync() is None
    again = SettingsStore(path)
    for key, value in values.items():
        read = again.value(key)
        if isinstance(value, list) and len(value) == 1:
            value = value[0]  # a list of one is a string in this layout (as in Qt's)
        if value == []:
            value = ""
        assert read == value, (key, value, read)


def test_an_escaped_character_past_the_basic_plane_is_read_as_itself():
    """A backslash before a character outside the BMP (two UTF-16 units) read that
    character as one unit too big for UTF-16, and the start crashed on the settings file."""
    values, refused = parse("variant=\\\U0001f427x\nlist=a, \\\U00010000\n")
    assert values == {"General/variant": "\U0001f427x", "General/list": ["a", "\U00010000"]}
    assert refused == {}


def test_a_read_only_settings_file_is_reported(tmp_path):
    path = tmp_path / "penguin-qt.conf"
    path.write_text("[rules]\nvariant=freecell\n")
    path.chmod(stat.S_IRUSR)
    store = SettingsStore(path)
    store.setValue("rules/variant", "eight-off")
    problem = store.sync()
    assert problem is not None and "read-only" in str(problem)
    assert "freecell" in path.read_text()


def test_a_read_only_settings_folder_is_reported(as_user):
    folder = as_user.folder("config")
    (folder / "penguin-qt.conf").write_text("[rules]\nvariant=freecell\n")
    as_user.own(folder / "penguin-qt.conf")
    os.chmod(folder, 0o555)
    out = as_user.run(
        f"""
        import json
        from penguin_qt.storage.settings import SettingsStore
        store = SettingsStore({str(folder / "penguin-qt.conf")!r})
        store.setValue("rules/variant", "eight-off")
        problem = store.sync()
        print(json.dumps({{"read": store.value("rules/variant"), "problem": str(problem)}}))
        """
    )
    os.chmod(folder, 0o755)
    assert "read-only" in out["problem"]
    assert "freecell" in (folder / "penguin-qt.conf").read_text()


def test_an_oversized_deck_is_refused_before_it_is_parsed(tmp_path):
    from penguin_qt.storage.files import MAX_DECK_BYTES
    from penguin_qt.ui.table.deck import SvgDeck

    path = tmp_path / "huge.svg"
    with open(path, "wb") as stream:
        stream.write(b"<svg xmlns='http://www.w3.org/2000/svg'>")
        stream.truncate(MAX_DECK_BYTES + 1)  # sparse: nothing is spent making it
    with pytest.raises(FileError, match="too large"):
        SvgDeck(path)


def test_a_small_deck_that_expands_hugely_is_refused_before_it_is_parsed(tmp_path):
    import gzip

    from penguin_qt.storage.files import MAX_DECK_BYTES
    from penguin_qt.ui.table.deck import SvgDeck

    path = tmp_path / "bomb.svgz"
    with gzip.open(path, "wb") as stream:  # a few kB on disk, 64 MB of SVG inside
        stream.write(b"<svg xmlns='http://www.w3.org/2000/svg'><!--")
        block = b" " * (1 << 20)
        for _ in range(64):
            stream.write(block)
        stream.write(b"--></svg>")
    assert path.stat().st_size < 200_000 < MAX_DECK_BYTES
    with pytest.raises(FileError, match="too large once expanded"):
        SvgDeck(path)
    broken = tmp_path / "broken.svgz"
    broken.write_bytes(gzip.compress(b"<svg>")[:12])  # cut short
    with pytest.raises(ValueError):
        SvgDeck(broken)

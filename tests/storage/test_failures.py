"""Statistics storage that fails safely, tried against the real thing: files and folders a
user without rights cannot write, a read-only mount, a folder that cannot be made, a plain
file where the folder should be, a full file system, and a second process holding the lock.

"Cannot write" never moves the file aside and never loses a result: the results wait in
memory and are written by a later try.  Only a file SQLite's integrity check refuses is moved
aside, and only once a new one has been made.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import stat
import time
from pathlib import Path

from storage_helpers import wait_for

from penguin_qt.storage.statistics import Statistics


def _result(stats: Statistics, n: int, variant: str = "penguin") -> None:
    stats.record(
        variant,
        "won" if n % 2 else "lost",
        deal=n,
        moves=50 + n,
        seconds=60.0 + n,
        cards_home=52 if n % 2 else 10,
        score=900 if n % 2 else 100,
        game_id=f"game-{n}",
    )


def _history(path: Path, games: int = 3) -> None:
    """A healthy statistics file with ``games`` games in it."""
    stats = Statistics(path, background=False)
    for n in range(games):
        _result(stats, n)
    assert not stats.pending()
    stats.close()


def _rows(path: Path) -> int:
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return db.execute("SELECT count(*) FROM games").fetchone()[0]
    finally:
        db.close()


def _siblings(folder: Path) -> set[str]:
    """The files in ``folder`` besides the database's own WAL files."""
    return {p.name for p in folder.iterdir() if not p.name.endswith(("-wal", "-shm"))}


# The code each permission case runs as the user without rights: open, show what is there,
# record two more games, and report.
PROBE = """
import json, sys
from penguin_qt.storage.statistics import Statistics
stats = Statistics({path!r}, background=False)
before = stats.summary("penguin").played
for n in (10, 11):
    stats.record("penguin", "won", deal=n, moves=60, seconds=70.0, cards_home=52,
                 score=950, game_id=f"new-{{n}}")
print(json.dumps({{
    "played_before": before,
    "played_after": stats.summary("penguin").played,
    "pending": len(stats.pending()),
    "writable": stats.writable,
    "problem": str(stats.problem) if stats.problem else None,
}}))
"""


def test_a_read_only_file_is_read_but_never_moved_aside(as_user):
    folder = as_user.folder("data")
    path = folder / "statistics.sqlite"
    _history(path)
    as_user.own(path)
    os.chmod(path, 0o444)
    out = as_user.run(PROBE.format(path=str(path)))
    assert out["played_before"] == 3  # the history is still shown
    assert out["played_after"] == 5  # and the new games count, waiting in memory
    assert out["pending"] == 2
    assert "read-only" in out["problem"]
    assert "damaged" not in out["problem"] and "kept as" not in out["problem"]
    assert _siblings(folder) == {"statistics.sqlite"}
    assert _rows(path) == 3


def test_a_read_only_folder_keeps_the_history_readable(as_user):
    folder = as_user.folder("data")
    path = folder / "statistics.sqlite"
    _history(path)
    as_user.own(path)
    os.chmod(folder, 0o555)
    out = as_user.run(PROBE.format(path=str(path)))
    assert (out["played_before"], out["played_after"], out["pending"]) == (3, 5, 2)
    assert out["problem"] and "kept as" not in out["problem"]
    os.chmod(folder, 0o755)
    assert _siblings(folder) == {"statistics.sqlite"}
    assert _rows(path) == 3


def test_a_folder_that_cannot_be_made_is_no_crash(as_user):
    parent = as_user.folder("locked")
    os.chmod(parent, 0o555)
    out = as_user.run(PROBE.format(path=str(parent / "penguin-qt" / "statistics.sqlite")))
    assert (out["played_before"], out["played_after"], out["pending"]) == (0, 2, 2)
    assert not out["writable"]
    assert "read-only" in out["problem"]


def test_a_plain_file_where_the_folder_should_be(tmp_path):
    (tmp_path / "penguin-qt").write_text("not a folder")
    stats = Statistics(tmp_path / "penguin-qt" / "statistics.sqlite")
    _result(stats, 1)
    assert stats.summary("penguin").played == 1
    assert stats.pending() and not stats.writable
    assert "is a file, not a folder" in str(stats.problem)
    assert (tmp_path / "penguin-qt").read_text() == "not a folder"
    stats.close()


def test_a_read_only_mount(small_disk):
    path = small_disk.root / "statistics.sqlite"
    _history(path)
    small_disk.remount("ro")
    try:
        stats = Statistics(path, background=False)
        assert stats.summary("penguin").played == 3
        _result(stats, 7)
        assert stats.summary("penguin").played == 4
        assert len(stats.pending()) == 1
        assert "read-only" in str(stats.problem)
        stats.close()
    finally:
        small_disk.remount("rw")
    assert _siblings(small_disk.root) == {"statistics.sqlite"}
    assert _rows(path) == 3


def test_a_full_disk_keeps_the_results_until_there_is_room(small_disk):
    path = small_disk.root / "statistics.sqlite"
    _history(path)
    small_disk.fill()
    stats = Statistics(path, background=False)
    assert stats.summary("penguin").played == 3
    for n in range(10, 40):  # enough rows to need a new page of the file
        _result(stats, n)
    assert "the disk is full" in str(stats.problem)
    assert len(stats.pending()) > 0
    assert stats.summary("penguin").played == 33
    assert _siblings(small_disk.root) == {"statistics.sqlite", "ballast"}
    small_disk.free()
    assert stats.flush()
    assert stats.problem is None
    stats.close()
    assert _rows(path) == 33


def test_a_healthy_file_on_a_full_disk_at_start_is_not_declared_damaged(small_disk):
    path = small_disk.root / "statistics.sqlite"
    _history(path)
    small_disk.fill()
    stats = Statistics(path)
    _result(stats, 20)
    assert stats.summary("penguin").played == 4
    assert "the disk is full" in str(stats.problem)
    stats.close()
    assert _siblings(small_disk.root) == {"statistics.sqlite", "ballast"}
    small_disk.free()
    assert _rows(path) == 3


def test_a_damaged_file_is_not_moved_aside_when_no_new_one_can_be_made(small_disk):
    path = small_disk.root / "statistics.sqlite"
    path.write_bytes(b"this is not a database at all\n" * 50)
    small_disk.fill()
    stats = Statistics(path, background=False)
    _result(stats, 1)
    assert stats.pending()
    assert path.read_bytes().startswith(b"this is not a database")
    assert not any(".damaged" in n or n.endswith(".new") for n in _siblings(small_disk.root))
    stats.close()


def test_a_lock_held_by_another_process_at_start_costs_no_wait_and_no_history(tmp_path, lock_held):
    path = tmp_path / "statistics.sqlite"
    _history(path)
    # An exclusive lock in the old rollback journal mode also keeps readers out.
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=DELETE")
    db.close()
    locker = lock_held(path)
    started = time.perf_counter()
    stats = Statistics(path, retry_seconds=0.2)
    for n in range(10, 18):
        _result(stats, n)
    took = time.perf_counter() - started
    assert took < 2.5  # the old code waited 5 s for the lock, then declared the file damaged
    assert stats.problem is not None and "another program" in str(stats.problem)
    assert "kept as" not in str(stats.problem)
    locker.release()
    assert wait_for(lambda: not stats.pending(), timeout=10)
    assert wait_for(lambda: stats.problem is None)
    stats.close()
    assert _rows(path) == 3 + 8
    assert _siblings(tmp_path) == {"statistics.sqlite"}


def test_a_lock_taken_while_playing_loses_no_game(tmp_path, lock_held):
    path = tmp_path / "statistics.sqlite"
    stats = Statistics(path, retry_seconds=0.2)
    heard = []
    stats.add_listener(heard.append)
    _result(stats, 1)
    assert wait_for(lambda: not stats.pending())
    locker = lock_held(path, "BEGIN IMMEDIATE")  # a writer elsewhere: readers still read
    slowest = 0.0
    for n in range(2, 10):
        started = time.perf_counter()
        _result(stats, n)
        stats.summary("penguin")
        slowest = max(slowest, time.perf_counter() - started)
    assert slowest < 1.0  # the caller never waits out the busy timeout of every write
    assert wait_for(lambda: stats.problem is not None)
    assert stats.summary("penguin").played == 9
    locker.release()
    assert wait_for(lambda: not stats.pending())
    stats.close()
    assert _rows(path) == 9
    assert heard[0] is not None and "another program" in str(heard[0])
    assert heard[-1] is None  # told when the results were written after all


def test_a_damaged_file_is_moved_aside_only_after_a_new_one_exists(tmp_path):
    path = tmp_path / "statistics.sqlite"
    _history(path)
    data = bytearray(path.read_bytes())
    data[100:4096] = os.urandom(4096 - 100)  # the schema page overwritten
    path.write_bytes(bytes(data))
    stats = Statistics(path, background=False)
    assert "kept as statistics.sqlite.damaged-1" in str(stats.problem)
    assert (tmp_path / "statistics.sqlite.damaged-1").read_bytes() == bytes(data)
    _result(stats, 5)
    stats.close()
    assert _rows(path) == 1


def test_a_file_from_a_newer_version_is_left_alone(tmp_path):
    path = tmp_path / "statistics.sqlite"
    _history(path)
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 99")
    db.commit()
    db.close()
    before = path.read_bytes()
    stats = Statistics(path, background=False)
    _result(stats, 9)
    assert "newer version" in str(stats.problem)
    assert stats.summary("penguin").played == 4
    stats.close()
    assert path.read_bytes() == before
    assert stat.S_ISREG(path.stat().st_mode)


def test_the_user_without_rights_runs_the_program_from_a_private_checkout(
    as_user, tmp_path, monkeypatch
):
    """``make test`` as root from a clone in a folder of mode 700: the user cannot read the
    checkout, yet the permission cases still run (from a copy it can read)."""
    private = tmp_path / "private"
    private.mkdir()
    os.chmod(tmp_path, 0o700)
    os.chmod(private, 0o700)
    import penguin_qt

    shutil.copytree(Path(penguin_qt.__file__).parent, private / "penguin_qt")
    # The fixture's own module (every conftest is named "conftest": look it up by its code).
    monkeypatch.setitem(type(as_user)._python.__globals__, "REPO", private)
    out = as_user.run(
        "import json, penguin_qt.storage.statistics as s; print(json.dumps({'at': s.__file__}))"
    )
    assert out["at"].startswith(str(as_user.base))  # a copy in the user's own folder

"""The statistics' SQLite file: its schema, opening it, telling a file that cannot be
written from a damaged one, and setting a damaged one aside.

Only a file that fails SQLite's own integrity check is damaged; every other failure (a
read-only file or folder, a lock, a full disk) leaves the file as it is.
"""

from __future__ import annotations

import errno
import logging
import os
import sqlite3
from pathlib import Path

from ..engine.errors import N_, Text
from .results import DIFFICULTIES, GameResult

log = logging.getLogger(__name__)

SCHEMA_VERSION = 3
BUSY_TIMEOUT = 0.1  # seconds SQLite waits for another program's lock before giving up

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    variant TEXT NOT NULL,
    rules TEXT NOT NULL DEFAULT '',
    deal INTEGER,
    finished REAL NOT NULL,
    result TEXT NOT NULL CHECK (result IN ('won', 'lost', 'abandoned')),
    moves INTEGER NOT NULL,
    seconds REAL NOT NULL,
    cards_home INTEGER NOT NULL,
    score INTEGER NOT NULL,
    game_id TEXT,
    hints INTEGER NOT NULL DEFAULT 0,
    solver_moves INTEGER NOT NULL DEFAULT 0,
    difficulty TEXT
);
CREATE INDEX IF NOT EXISTS games_by_variant ON games (variant, finished);
CREATE INDEX IF NOT EXISTS games_by_deal ON games (variant, deal);
CREATE UNIQUE INDEX IF NOT EXISTS games_by_id ON games (game_id);
"""
# Version 1 had neither the game id nor the assistance columns.
_FROM_VERSION_1 = (
    "ALTER TABLE games ADD COLUMN game_id TEXT",
    "ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE games ADD COLUMN solver_moves INTEGER NOT NULL DEFAULT 0",
)
# Version 2 had no difficulty tier (its games read as unrated).
_FROM_VERSION_2 = ("ALTER TABLE games ADD COLUMN difficulty TEXT",)
COLUMNS = (
    "variant, rules, deal, finished, result, moves, seconds, cards_home, score, game_id,"
    " hints, solver_moves, difficulty"
)
INSERT = f"INSERT OR IGNORE INTO games ({COLUMNS}) VALUES ({', '.join('?' * 13)})"
#: What a write raises for a result the database cannot take (not for the file's sake).
ROW_ERRORS = (
    OverflowError,
    ValueError,
    TypeError,
    sqlite3.DataError,
    sqlite3.IntegrityError,
    sqlite3.InterfaceError,
    sqlite3.ProgrammingError,
)


# -- telling failures apart ---------------------------------------------------------------------


class CannotWriteError(Exception):
    """The statistics cannot be written now; ``reason`` says why in the player's words."""

    def __init__(self, reason: Text, detail: str = "") -> None:
        super().__init__(str(reason))
        self.reason = reason
        self.detail = detail


def damage_code(exc: BaseException) -> bool:
    """Whether SQLite says the file's content is bad (not that it cannot get at it)."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    if name.startswith(("SQLITE_NOTADB", "SQLITE_CORRUPT")):
        return True
    text = str(exc).lower()
    return "not a database" in text or "malformed" in text


def reason_for(exc: BaseException, path: Path | None = None) -> Text:
    """Why a file cannot be written, in words (the technical text goes to the log)."""
    number = getattr(exc, "errno", None)
    if isinstance(exc, OSError) and number is not None:
        if number == errno.ENOSPC:
            return Text(N_("the disk is full"))
        if number in (errno.EACCES, errno.EPERM, errno.EROFS):
            return Text(N_("the file or its folder is read-only"))
        if number in (errno.EEXIST, errno.ENOTDIR) and path is not None:
            return Text(N_("{path} is a file, not a folder"), path=str(path))
        return Text(N_("the disk refused it: {error}"), error=excerpt(exc.strerror or str(exc)))
    name = getattr(exc, "sqlite_errorname", "") or ""
    text = str(exc).lower()
    if name.startswith("SQLITE_FULL") or "disk is full" in text:
        return Text(N_("the disk is full"))
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "database is locked" in text:
        return Text(N_("another program is using the file"))
    # SQLite often says only "cannot open" or "I/O error": ask the file system why.
    found = _diagnose(path) if path is not None else None
    if found is not None:
        return found
    if name.startswith("SQLITE_READONLY") or "readonly" in text:
        return Text(N_("the file or its folder is read-only"))
    if name.startswith("SQLITE_CANTOPEN") or "unable to open" in text:
        return Text(N_("the file or its folder cannot be opened"))
    return Text(N_("the disk refused it: {error}"), error=excerpt(str(exc)))


def _diagnose(path: Path) -> Text | None:
    """What keeps ``path`` (a database file) from being written, if the file system says."""
    folder = path.parent
    try:
        fs = os.statvfs(folder)
    except OSError:
        return None
    if fs.f_flag & os.ST_RDONLY:
        return Text(N_("the file or its folder is read-only"))
    if fs.f_bavail == 0 or (fs.f_favail == 0 and fs.f_files > 0):
        return Text(N_("the disk is full"))
    if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        return Text(N_("the file or its folder is read-only"))
    return None


def excerpt(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def make_folder(folder: Path) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        blocker = next((p for p in (folder, *folder.parents) if p.is_file()), folder)
        raise CannotWriteError(reason_for(exc, blocker), str(exc)) from None
    if not folder.is_dir():
        raise CannotWriteError(
            Text(N_("{path} is a file, not a folder"), path=str(folder)), "not a folder"
        )


def integrity_fails(path: Path) -> bool:
    """True only when SQLite itself finds the file damaged: not when it cannot get at it."""
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=BUSY_TIMEOUT)
    except sqlite3.Error as exc:
        return damage_code(exc)
    try:
        rows = db.execute("PRAGMA integrity_check").fetchall()
        return [tuple(r) for r in rows] != [("ok",)]
    except sqlite3.Error as exc:
        return damage_code(exc)
    finally:
        db.close()


def prepare(db: sqlite3.Connection) -> None:
    """WAL, the schema, the version: what a database needs before it is written to."""
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise CannotWriteError(Text(N_("it was made by a newer version of Penguin Qt")))
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=NORMAL")
    with db:
        if version == 1:
            for statement in _FROM_VERSION_1:
                db.execute(statement)
        if version in (1, 2):
            for statement in _FROM_VERSION_2:
                db.execute(statement)
        for statement in _SCHEMA.split(";"):
            if statement.strip():
                db.execute(statement)
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def connect(path: str | Path, *, read_only: bool = False) -> sqlite3.Connection:
    if str(path) == ":memory:":
        return sqlite3.connect(":memory:", check_same_thread=False)
    if read_only:
        # immutable: a read-only folder cannot hold the WAL index, and nobody can write there
        return sqlite3.connect(
            f"file:{path}?mode=ro&immutable=1",
            uri=True,
            timeout=BUSY_TIMEOUT,
            check_same_thread=False,
        )
    return sqlite3.connect(str(path), timeout=BUSY_TIMEOUT, check_same_thread=False)


def row_result(row: tuple) -> GameResult | None:
    """A row in ``COLUMNS`` order as a GameResult (None for a row that breaks the rules)."""
    (variant, rules, deal, finished, result, moves, seconds, cards_home, score, game_id, hints,
     solver_moves, difficulty) = row  # fmt: skip
    try:
        return GameResult(
            variant=str(variant),
            result=result,
            deal=deal,
            moves=int(moves),
            seconds=float(seconds),
            cards_home=int(cards_home),
            score=int(score),
            rules=str(rules or ""),
            finished=float(finished),
            game_id=game_id,
            hints=int(hints or 0),
            solver_moves=int(solver_moves or 0),
            difficulty=difficulty if difficulty in DIFFICULTIES else None,  # unknown: unrated
        )
    except (TypeError, ValueError, OverflowError):
        return None


def companions(path: Path) -> tuple[Path, Path, Path]:
    return tuple(path.with_name(path.name + s) for s in ("-wal", "-shm", "-journal"))  # type: ignore[return-value]


def move_into_place(old: Path, new: Path) -> Path:
    """Move an earlier version's statistics file ``old`` to ``new`` (with its WAL files), when
    ``new`` does not exist yet.  Returns the path to use: ``new``, or ``old`` when it could
    not be moved (it is then used where it is, rather than left behind)."""
    if not old.is_file() or new.exists():
        return new
    try:
        new.parent.mkdir(parents=True, exist_ok=True)
        for source, target in zip((old, *companions(old)), (new, *companions(new)), strict=True):
            if source.exists():
                os.replace(source, target)
    except OSError as exc:
        log.warning("statistics left at %s: %s", old, exc)
        return old if old.is_file() else new
    log.info("statistics moved from %s to %s", old, new)
    return new


def replace_damaged(path: Path) -> Path:
    """Make a new database beside the damaged one at ``path``, then move the damaged one
    aside and put the new one in its place; returns where the damaged one was put.  Any
    failure before the swap leaves the old file (CannotWriteError)."""
    fresh = path.with_name(path.name + ".new")
    for stale in (fresh, *companions(fresh)):
        stale.unlink(missing_ok=True)
    try:
        db = sqlite3.connect(str(fresh))
        try:
            prepare(db)
        finally:
            db.close()
    except (sqlite3.Error, OSError) as error:
        for leftover in (fresh, *companions(fresh)):
            leftover.unlink(missing_ok=True)
        raise CannotWriteError(reason_for(error, fresh), f"new database: {error}") from None
    n = 1
    while (aside := path.with_name(f"{path.name}.damaged-{n}")).exists():
        n += 1
    try:
        os.rename(path, aside)
    except OSError as error:
        fresh.unlink(missing_ok=True)
        raise CannotWriteError(reason_for(error), str(error)) from None
    for companion, target in zip(companions(path), companions(aside), strict=True):
        if companion.exists():
            try:
                os.rename(companion, target)
            except OSError:
                log.warning("could not move %s aside", companion)
    try:
        os.rename(fresh, path)
    except OSError as error:
        os.rename(aside, path)
        raise CannotWriteError(reason_for(error), str(error)) from None
    return aside

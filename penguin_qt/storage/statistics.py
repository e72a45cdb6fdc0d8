"""Game statistics in SQLite: every finished or abandoned game, and the figures players
expect from them (played, won, win rate, streaks, best score, fastest win) per variant, and
the best result on each deal.

Failing safely, in two different ways:

* **Cannot write** (a read-only file or folder, a lock held by another program, a full disk,
  a folder that cannot be made, a plain file where the folder should be): nothing on disk is
  touched.  What is already recorded stays readable where it can be read; new results wait in
  memory (``pending``) and are written as soon as a retry succeeds.
* **Damaged**: only a file that fails SQLite's own integrity check is moved aside
  (``.damaged-N``), and only once a new, empty database has been made next to it.

Database work is bounded: a short busy timeout, WAL journal, and writes done by a background
thread that retries later, so the caller (the window) never waits for a lock.  ``problem`` and
the listeners added with ``add_listener`` say what happened, in words the player can read.
"""

from __future__ import annotations

import errno
import logging
import math
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ..engine.errors import N_, Text

log = logging.getLogger(__name__)

SCHEMA_VERSION = 2
RESULTS = ("won", "lost", "abandoned")
BUSY_TIMEOUT = 0.1  # seconds SQLite waits for another program's lock before giving up
RETRY_SECONDS = 20.0  # how long results wait in memory before the next try

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
    solver_moves INTEGER NOT NULL DEFAULT 0
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
_COLUMNS = (
    "variant, rules, deal, finished, result, moves, seconds, cards_home, score, game_id,"
    " hints, solver_moves"
)


def _check(value: object, kind, name: str, none: bool = False) -> None:
    if value is None and none:
        return
    if isinstance(value, bool) or not isinstance(value, kind):
        raise TypeError(f"{name} has the wrong type: {type(value).__name__}")


@dataclass(frozen=True)
class GameResult:
    """One game's end, as it is recorded.

    ``game_id`` names the game: a result with an id already recorded is not recorded again
    (a game resumed after a quit or a crash is counted once).  A game in which hints were
    shown or the solver made moves is *assisted*.
    """

    variant: str
    result: str
    deal: int | None
    moves: int
    seconds: float
    cards_home: int
    score: int
    rules: str = ""
    finished: float = field(default_factory=time.time)
    game_id: str | None = None
    hints: int = 0
    solver_moves: int = 0

    def __post_init__(self) -> None:
        """Every field checked: a result may come from a file (a saved game's waiting ones)."""
        if self.result not in RESULTS:
            raise ValueError(f"result must be one of {RESULTS}, not {self.result!r}")
        _check(self.variant, str, "variant")
        _check(self.rules, str, "rules")
        _check(self.deal, int, "deal", none=True)
        _check(self.game_id, str, "game_id", none=True)
        for name in ("moves", "cards_home", "score", "hints", "solver_moves"):
            _check(getattr(self, name), int, name)
            if getattr(self, name) < 0:
                raise ValueError(f"{name} must not be negative")
        for name in ("seconds", "finished"):
            value = getattr(self, name)
            _check(value, (int, float), name)
            if not math.isfinite(value) or value < 0:
                raise ValueError(f"{name} must be a finite number of seconds")
        if not (len(self.variant) <= 200 and len(self.rules) <= 500):
            raise ValueError("variant or rules too long")

    @property
    def assisted(self) -> bool:
        return self.hints > 0 or self.solver_moves > 0

    @property
    def won(self) -> bool:
        return self.result == "won"

    def as_dict(self) -> dict:
        """Plain values (for a saved game to keep a result that is not written yet)."""
        return asdict(self)

    @classmethod
    def from_dict(cls, values: dict) -> GameResult:
        names = cls.__dataclass_fields__
        return cls(**{k: v for k, v in values.items() if k in names})

    def _row(self) -> tuple:
        return (
            self.variant,
            self.rules,
            self.deal,
            self.finished,
            self.result,
            self.moves,
            self.seconds,
            self.cards_home,
            self.score,
            self.game_id,
            self.hints,
            self.solver_moves,
        )


@dataclass(frozen=True)
class Summary:
    """The statistics of one variant.

    Everything but the ``assisted_*`` counts is about the games the player played alone:
    games with hints or solver moves are counted apart and never make a streak or a best.
    """

    played: int
    won: int
    current_streak: int
    best_streak: int
    best_score: int | None
    fastest_win: float | None
    average_cards_home: float
    fewest_moves: int | None = None
    losing_streak: int = 0
    assisted_played: int = 0
    assisted_won: int = 0

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


@dataclass(frozen=True)
class DealBest:
    """The best result the player has on one deal (the games they played alone)."""

    deal: int
    played: int
    won: int
    best: GameResult | None  # the best unassisted game: a win with fewest moves, then fastest
    best_score: int | None


def summarize(results: Iterable[GameResult]) -> Summary:
    """The figures of a variant from its results, oldest first."""
    alone = [r for r in results if not r.assisted]
    helped = [r for r in results if r.assisted]
    wins = [r for r in alone if r.won]
    best = current = losing = best_losing = 0
    for r in alone:
        current = current + 1 if r.won else 0
        losing = 0 if r.won else losing + 1
        best = max(best, current)
        best_losing = max(best_losing, losing)
    scores = [r.score for r in alone if r.score > 0]
    return Summary(
        played=len(alone),
        won=len(wins),
        current_streak=current,
        best_streak=best,
        best_score=max(scores, default=None),
        fastest_win=min((r.seconds for r in wins), default=None),
        average_cards_home=sum(r.cards_home for r in alone) / len(alone) if alone else 0.0,
        fewest_moves=min((r.moves for r in wins), default=None),
        losing_streak=losing,
        assisted_played=len(helped),
        assisted_won=sum(1 for r in helped if r.won),
    )


# -- telling failures apart ---------------------------------------------------------------------


class CannotWriteError(Exception):
    """The statistics cannot be written now; ``reason`` says why in the player's words."""

    def __init__(self, reason: Text, detail: str = "") -> None:
        super().__init__(str(reason))
        self.reason = reason
        self.detail = detail


def _damage_code(exc: BaseException) -> bool:
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
        return Text(N_("the disk refused it: {error}"), error=_excerpt(exc.strerror or str(exc)))
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
    return Text(N_("the disk refused it: {error}"), error=_excerpt(str(exc)))


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


def _excerpt(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _make_folder(folder: Path) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        blocker = next((p for p in (folder, *folder.parents) if p.is_file()), folder)
        raise CannotWriteError(reason_for(exc, blocker), str(exc)) from None
    if not folder.is_dir():
        raise CannotWriteError(
            Text(N_("{path} is a file, not a folder"), path=str(folder)), "not a folder"
        )


def _integrity_fails(path: Path) -> bool:
    """True only when SQLite itself finds the file damaged: not when it cannot get at it."""
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=BUSY_TIMEOUT)
    except sqlite3.Error as exc:
        return _damage_code(exc)
    try:
        rows = db.execute("PRAGMA integrity_check").fetchall()
        return [tuple(r) for r in rows] != [("ok",)]
    except sqlite3.Error as exc:
        return _damage_code(exc)
    finally:
        db.close()


def _prepare(db: sqlite3.Connection) -> None:
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
        for statement in _SCHEMA.split(";"):
            if statement.strip():
                db.execute(statement)
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def _connect(path: str | Path, *, read_only: bool = False) -> sqlite3.Connection:
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


# -- the store -----------------------------------------------------------------------------------


class Statistics:
    """The statistics database at ``path`` (``":memory:"`` for none on disk).

    ``record`` never raises for the disk's sake and never waits for it: the result is kept in
    memory and written by a background thread (``background=False``: by the next ``flush``).
    Summaries include the results still waiting.
    """

    def __init__(
        self,
        path: str | Path,
        *,
        background: bool = True,
        retry_seconds: float = RETRY_SECONDS,
    ) -> None:
        self.path = path
        self.problem: Text | None = None
        self.retry_seconds = retry_seconds
        self._lock = threading.RLock()
        self._db: sqlite3.Connection | None = None  # read and write
        self._reader: sqlite3.Connection | None = None  # read only, when writing is refused
        self._pending: list[GameResult] = []
        self._ids: set[str] = set()
        self._listeners: list[Callable[[Text | None], None]] = []
        self._closed = False
        self._kick = threading.Event()
        self._thread: threading.Thread | None = None
        self._open()
        if background:
            self._thread = threading.Thread(target=self._run, name="statistics-writer", daemon=True)
            self._thread.start()

    # -- state ------------------------------------------------------------------------------

    @property
    def writable(self) -> bool:
        return self._db is not None

    def pending(self) -> list[GameResult]:
        """The results not written yet, oldest first."""
        with self._lock:
            return list(self._pending)

    def add_listener(self, listener: Callable[[Text | None], None]) -> None:
        """``listener(problem)`` is called (from any thread) when writing starts failing, with
        the reason, and with None when the waiting results have been written after all."""
        self._listeners.append(listener)

    def _tell(self, problem: Text | None) -> None:
        if problem == self.problem:
            return
        self.problem = problem
        for listener in list(self._listeners):
            try:
                listener(problem)
            except Exception:  # a listener's bug must not stop the statistics
                log.exception("statistics listener failed")

    # -- opening ----------------------------------------------------------------------------

    def _open(self) -> None:
        """Open (or make) the database; on failure say why and keep what can be read."""
        with self._lock:
            try:
                self._db = self._open_writable()
            except CannotWriteError as exc:
                log.warning("statistics at %s cannot be written: %s", self.path, exc.detail or exc)
                self._db = None
                self._open_reader()
                self._tell(
                    Text(
                        N_(
                            "The statistics cannot be saved now: {reason}. The results of"
                            " this session are kept and will be saved when it is possible."
                        ),
                        reason=exc.reason,
                    )
                )

    def _open_writable(self) -> sqlite3.Connection:
        path = self.path
        if str(path) != ":memory:":
            path = Path(path)
            _make_folder(path.parent)
            if path.is_dir():
                raise CannotWriteError(Text(N_("{path} is a folder"), path=str(path)), "a folder")
        where = path if isinstance(path, Path) else None
        try:
            db = _connect(path)
        except sqlite3.Error as exc:
            raise CannotWriteError(reason_for(exc, where), str(exc)) from None
        try:
            db.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.DatabaseError as exc:
            db.close()
            if isinstance(path, Path) and _damage_code(exc) and _integrity_fails(path):
                return self._replace_damaged(path, exc)
            raise CannotWriteError(reason_for(exc, where), str(exc)) from None
        try:
            _prepare(db)
        except CannotWriteError:
            db.close()
            raise
        except sqlite3.DatabaseError as exc:
            db.close()
            if isinstance(path, Path) and _damage_code(exc) and _integrity_fails(path):
                return self._replace_damaged(path, exc)
            raise CannotWriteError(reason_for(exc, where), str(exc)) from None
        return db

    def _open_reader(self) -> None:
        if self._reader is not None or str(self.path) == ":memory:":
            return
        path = Path(self.path)
        if not path.is_file():
            return
        try:
            reader = _connect(path, read_only=True)
            reader.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.Error as exc:
            log.warning("statistics at %s cannot be read either: %s", path, exc)
            return
        self._reader = reader

    def _replace_damaged(self, path: Path, exc: BaseException) -> sqlite3.Connection:
        """Make a new database beside the damaged one, then move the damaged one aside and
        put the new one in its place.  Any failure before the swap leaves the old file."""
        fresh = path.with_name(path.name + ".new")
        for stale in (fresh, *_companions(fresh)):
            stale.unlink(missing_ok=True)
        try:
            db = sqlite3.connect(str(fresh))
            try:
                _prepare(db)
            finally:
                db.close()
        except (sqlite3.Error, OSError) as error:
            for leftover in (fresh, *_companions(fresh)):
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
        for companion, target in zip(_companions(path), _companions(aside), strict=True):
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
        log.warning("statistics at %s were damaged (%s); kept as %s", path, exc, aside.name)
        self.problem = Text(
            N_(
                "The statistics file could not be read ({error}); it was kept as {name}"
                " and a new one was started."
            ),
            error=_excerpt(str(exc)),
            name=aside.name,
        )
        for listener in list(self._listeners):
            listener(self.problem)
        return _connect(path)

    # -- recording --------------------------------------------------------------------------

    def record(
        self,
        variant: str,
        result: str,
        *,
        deal: int | None,
        moves: int,
        seconds: float,
        cards_home: int,
        score: int,
        rules: str = "",
        finished: float | None = None,
        game_id: str | None = None,
        hints: int = 0,
        solver_moves: int = 0,
    ) -> bool:
        """Record one game's end (see ``add``)."""
        return self.add(
            GameResult(
                variant,
                result,
                deal,
                moves,
                seconds,
                cards_home,
                score,
                rules,
                time.time() if finished is None else finished,
                game_id,
                hints,
                solver_moves,
            )
        )

    def add(self, result: GameResult) -> bool:
        """Record ``result``, once per game id; False when that game is already recorded.
        It is written now or later, never lost while the program runs."""
        with self._lock:
            if result.game_id is not None:
                if result.game_id in self._ids or self._stored(result.game_id):
                    return False
                self._ids.add(result.game_id)
            self._pending.append(result)
        if self._thread is not None:
            self._kick.set()
        else:
            self.flush()
        return True

    def is_recorded(self, game_id: str) -> bool:
        """Whether a result for ``game_id`` is recorded (written or waiting)."""
        with self._lock:
            return game_id in self._ids or self._stored(game_id)

    def _stored(self, game_id: str) -> bool:
        db = self._db or self._reader
        if db is None:
            return False
        try:
            row = db.execute("SELECT 1 FROM games WHERE game_id = ?", (game_id,)).fetchone()
        except sqlite3.Error:
            return False
        return row is not None

    def _file(self) -> Path | None:
        return None if str(self.path) == ":memory:" else Path(self.path)

    def flush(self) -> bool:
        """Write the waiting results now; True when none is left waiting."""
        with self._lock:
            if not self._pending:
                return True
            if self._db is None and not self._closed:
                self._open()
            if self._db is None:
                return False
            batch = list(self._pending)
            try:
                with self._db:
                    self._db.executemany(
                        f"INSERT OR IGNORE INTO games ({_COLUMNS})"
                        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        [r._row() for r in batch],
                    )
            except sqlite3.Error as exc:
                log.warning("statistics not written (%d waiting): %s", len(batch), exc)
                if _damage_code(exc):
                    self._db.close()
                    self._db = None
                self._tell(
                    Text(
                        N_(
                            "The statistics cannot be saved now: {reason}. The results of"
                            " this session are kept and will be saved when it is possible."
                        ),
                        reason=reason_for(exc, self._file()),
                    )
                )
                return False
            del self._pending[: len(batch)]
            if self._reader is not None:
                self._reader.close()
                self._reader = None
        if self.problem is not None:
            self._tell(None)
        return True

    def _run(self) -> None:
        while True:
            waiting = bool(self._pending)
            self._kick.wait(timeout=self.retry_seconds if waiting else None)
            self._kick.clear()
            if self._closed:
                return
            try:
                self.flush()
            except Exception:  # keep the results and the thread, whatever happened
                log.exception("statistics writer")

    def retry(self) -> None:
        """Try the waiting results again soon (e.g. after the player freed some space)."""
        self._kick.set()

    def close(self, timeout: float = 1.0) -> list[GameResult]:
        """A last write of the waiting results; returns those still not written.  Results
        recorded after this wait in memory only."""
        if self._closed:
            return self.pending()
        self._closed = True
        self._kick.set()
        if self._thread is not None:
            self._thread.join(timeout)
        try:
            self.flush()
        except Exception:
            log.exception("statistics: last write")
        with self._lock:
            for db in (self._db, self._reader):
                if db is not None:
                    db.close()
            self._db = self._reader = None
            return list(self._pending)

    # -- reading ----------------------------------------------------------------------------

    def _rows(self, where: str = "", params: tuple = ()) -> list[GameResult]:
        db = self._db or self._reader
        own = None
        if db is None and self._closed and self._file() is not None and self._file().is_file():
            try:  # closed: read what was written, without keeping a connection
                db = own = sqlite3.connect(
                    f"file:{self._file()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT
                )
            except sqlite3.Error:
                return []
        if db is None:
            return []
        try:
            rows = db.execute(
                f"SELECT {_COLUMNS} FROM games {where} ORDER BY finished, id", params
            ).fetchall()
        except sqlite3.Error as exc:
            log.warning("statistics could not be read: %s", exc)
            return []
        finally:
            if own is not None:
                own.close()
        return [r for r in map(_reorder, rows) if r is not None]

    def results(self, variant: str | None = None) -> list[GameResult]:
        """Every recorded result (written or waiting) of ``variant`` (all: None), oldest first."""
        with self._lock:
            if variant is None:
                stored = self._rows()
            else:
                stored = self._rows("WHERE variant = ?", (variant,))
            waiting = [r for r in self._pending if variant is None or r.variant == variant]
        return sorted([*stored, *waiting], key=lambda r: r.finished)

    def summary(self, variant: str) -> Summary:
        return summarize(self.results(variant))

    def variants(self) -> list[str]:
        return sorted({r.variant for r in self.results()})

    def best_on_deal(self, variant: str, deal: int, rules: str | None = None) -> DealBest:
        """The player's own best on a deal of a variant (with these free parameters, when
        ``rules`` is given): so a player can compare a game with their earlier ones."""
        games = [
            r
            for r in self.results(variant)
            if r.deal == deal and (rules is None or r.rules == rules) and not r.assisted
        ]
        wins = [r for r in games if r.won]
        best = min(wins, key=lambda r: (r.moves, r.seconds), default=None)
        scores = [r.score for r in games if r.score > 0]
        return DealBest(deal, len(games), len(wins), best, max(scores, default=None))

    def reset(self, variant: str | None = None) -> bool:
        """Forget the results of ``variant`` (all: None); False when the file refused."""
        with self._lock:
            keep = [r for r in self._pending if variant is not None and r.variant != variant]
            self._pending = keep
            if self._db is None:
                return False
            try:
                with self._db:
                    if variant is None:
                        self._db.execute("DELETE FROM games")
                    else:
                        self._db.execute("DELETE FROM games WHERE variant = ?", (variant,))
            except sqlite3.Error as exc:
                log.warning("statistics not reset: %s", exc)
                return False
        return True


def _reorder(row: tuple) -> GameResult | None:
    """A row in ``_COLUMNS`` order as a GameResult (None for a row that breaks the rules)."""
    (variant, rules, deal, finished, result, moves, seconds, cards_home, score, game_id, hints,
     solver_moves) = row  # fmt: skip
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
        )
    except (TypeError, ValueError):
        return None


def _companions(path: Path) -> tuple[Path, Path, Path]:
    return tuple(path.with_name(path.name + s) for s in ("-wal", "-shm", "-journal"))  # type: ignore[return-value]


def move_into_place(old: Path, new: Path) -> Path:
    """Move an earlier version's statistics file ``old`` to ``new`` (with its WAL files), when
    ``new`` does not exist yet.  Returns the path to use: ``new``, or ``old`` when it could
    not be moved (it is then used where it is, rather than left behind)."""
    if not old.is_file() or new.exists():
        return new
    try:
        new.parent.mkdir(parents=True, exist_ok=True)
        for source, target in zip((old, *_companions(old)), (new, *_companions(new)), strict=True):
            if source.exists():
                os.replace(source, target)
    except OSError as exc:
        log.warning("statistics left at %s: %s", old, exc)
        return old if old.is_file() else new
    log.info("statistics moved from %s to %s", old, new)
    return new

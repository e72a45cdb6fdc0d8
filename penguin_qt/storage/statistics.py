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

import logging
import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..engine.errors import N_, Text
from .database import (
    BUSY_TIMEOUT,
    COLUMNS,
    INSERT,
    ROW_ERRORS,
    SCHEMA_VERSION,
    CannotWriteError,
    connect,
    damage_code,
    excerpt,
    integrity_fails,
    make_folder,
    move_into_place,
    prepare,
    reason_for,
    replace_damaged,
    row_result,
)
from .deals import RECENT_DEALS, DealHistory, deal_history, recent_deals
from .results import RESULTS, DealBest, GameResult, ResultError, Summary, summarize

__all__ = [
    "RESULTS",
    "SCHEMA_VERSION",
    "CannotWriteError",
    "DealBest",
    "DealHistory",
    "GameResult",
    "ResultError",
    "Statistics",
    "Summary",
    "move_into_place",
    "reason_for",
    "summarize",
]

log = logging.getLogger(__name__)

RETRY_SECONDS = 20.0  # how long results wait in memory before the next try

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
            make_folder(path.parent)
            if path.is_dir():
                raise CannotWriteError(Text(N_("{path} is a folder"), path=str(path)), "a folder")
        where = path if isinstance(path, Path) else None
        try:
            db = connect(path)
        except sqlite3.Error as exc:
            raise CannotWriteError(reason_for(exc, where), str(exc)) from None
        try:
            db.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.DatabaseError as exc:
            db.close()
            if isinstance(path, Path) and damage_code(exc) and integrity_fails(path):
                return self._replace_damaged(path, exc)
            raise CannotWriteError(reason_for(exc, where), str(exc)) from None
        try:
            prepare(db)
        except CannotWriteError:
            db.close()
            raise
        except sqlite3.DatabaseError as exc:
            db.close()
            if isinstance(path, Path) and damage_code(exc) and integrity_fails(path):
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
            reader = connect(path, read_only=True)
            reader.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.Error as exc:
            log.warning("statistics at %s cannot be read either: %s", path, exc)
            return
        self._reader = reader

    def _replace_damaged(self, path: Path, exc: BaseException) -> sqlite3.Connection:
        """Set the damaged file aside for a new one (CannotWriteError when that fails)."""
        aside = replace_damaged(path)
        log.warning("statistics at %s were damaged (%s); kept as %s", path, exc, aside.name)
        self.problem = Text(
            N_(
                "The statistics file could not be read ({error}); it was kept as {name}"
                " and a new one was started."
            ),
            error=excerpt(str(exc)),
            name=aside.name,
        )
        for listener in list(self._listeners):
            listener(self.problem)
        return connect(path)

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
        difficulty: str | None = None,
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
                difficulty,
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

    def companion(self, work: Callable[[sqlite3.Connection | None, bool], Any]) -> Any:
        """``work(connection, writable)`` under the lock, for a table kept beside the games
        (``storage.daily``); the connection is None when the file cannot be read now."""
        with self._lock:
            return work(self._db or self._reader, self._db is not None)

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
            if not self._write_pending():
                return False
            if self._reader is not None:
                self._reader.close()
                self._reader = None
        if self.problem is not None:
            self._tell(None)
        return True

    def _write_pending(self) -> bool:
        """Write the waiting results (the lock held, the database open): all at once, else
        one by one, so that a result the database refuses is dropped (with a note) and never
        holds back the others.  False when the file itself refused; the results then wait."""
        assert self._db is not None
        batch = list(self._pending)
        try:
            with self._db:
                self._db.executemany(INSERT, [r._row() for r in batch])
        except ROW_ERRORS:
            pass  # some result is at fault: find it below
        except sqlite3.Error as exc:
            return self._write_failed(exc, len(batch))
        else:
            del self._pending[: len(batch)]
            return True
        for result in batch:
            try:
                with self._db:
                    self._db.execute(INSERT, result._row())
            except ROW_ERRORS as exc:
                log.warning("statistics: a result was dropped, it cannot be written (%s)", exc)
            except sqlite3.Error as exc:
                return self._write_failed(exc, len(self._pending))
            self._pending.remove(result)
        return True

    def _write_failed(self, exc: sqlite3.Error, waiting: int) -> bool:
        """The file refused a write: a damaged file (SQLite's own check says so) is set aside
        and a new one started, and the results are written there; otherwise they wait."""
        log.warning("statistics not written (%d waiting): %s", waiting, exc)
        path = self._file()
        if damage_code(exc) and self._db is not None:
            self._db.close()
            self._db = None
            if path is not None and integrity_fails(path):
                try:
                    self._db = self._replace_damaged(path, exc)
                except CannotWriteError as error:
                    log.warning("statistics: the damaged file could not be replaced: %s", error)
                else:
                    return self._write_pending()
        self._tell(
            Text(
                N_(
                    "The statistics cannot be saved now: {reason}. The results of"
                    " this session are kept and will be saved when it is possible."
                ),
                reason=reason_for(exc, path),
            )
        )
        return False

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
        written = self._file()
        if db is None and self._closed and written is not None and written.is_file():
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
                f"SELECT {COLUMNS} FROM games {where} ORDER BY finished, id", params
            ).fetchall()
        except sqlite3.Error as exc:
            log.warning("statistics could not be read: %s", exc)
            return []
        finally:
            if own is not None:
                own.close()
        return [r for r in map(row_result, rows) if r is not None]

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

    def recent_deals(self, variant: str, limit: int = RECENT_DEALS) -> list[GameResult]:
        """The last game on each of the ``limit`` deals of ``variant`` played last, newest
        first (a game started from a position has no deal and is left out)."""
        return recent_deals(self.results(variant), limit)

    def deal_history(self, variant: str) -> list[DealHistory]:
        """Each deal of ``variant`` that was played, the one played last first."""
        return deal_history(self.results(variant))

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

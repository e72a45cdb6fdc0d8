"""Game statistics in SQLite: every finished or abandoned game, and the figures players
expect from them (played, won, win rate, streaks, best score, fastest win) per variant.

A damaged database file is never fatal and never lost: it is moved aside (``.damaged-N``), a
new one is started, and ``problem`` says what happened so the window can tell the player.
"""

from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from ..engine.errors import N_, Text

SCHEMA_VERSION = 1
RESULTS = ("won", "lost", "abandoned")

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
    score INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS games_by_variant ON games (variant, finished);
"""


@dataclass(frozen=True)
class Summary:
    """The statistics of one variant."""

    played: int
    won: int
    current_streak: int
    best_streak: int
    best_score: int | None
    fastest_win: float | None
    average_cards_home: float

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


class Statistics:
    """The statistics database at ``path`` (``":memory:"`` for none on disk)."""

    def __init__(self, path: str | Path) -> None:
        self.path = path
        self.problem: Text | None = None
        try:
            self._db = self._open(path)
        except sqlite3.DatabaseError as exc:
            moved = self._move_aside(Path(path))
            self.problem = Text(
                N_(
                    "The statistics file could not be read ({error}); it was kept as {name}"
                    " and a new one was started."
                ),
                error=str(exc),
                name=moved.name,
            )
            self._db = self._open(path)

    @staticmethod
    def _open(path: str | Path) -> sqlite3.Connection:
        db = sqlite3.connect(str(path))
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise sqlite3.DatabaseError(f"made by a newer version (schema {version})")
            db.executescript(_SCHEMA)
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            db.execute("SELECT count(*) FROM games").fetchone()
            db.commit()
        except sqlite3.DatabaseError:
            db.close()
            raise
        return db

    @staticmethod
    def _move_aside(path: Path) -> Path:
        n = 1
        while (target := path.with_name(f"{path.name}.damaged-{n}")).exists():
            n += 1
        path.rename(target)
        return target

    def close(self) -> None:
        self._db.close()

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
    ) -> None:
        """Record one game's end."""
        if result not in RESULTS:
            raise ValueError(f"result must be one of {RESULTS}, not {result!r}")
        with self._db:
            self._db.execute(
                "INSERT INTO games (variant, rules, deal, finished, result, moves, seconds,"
                " cards_home, score) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    variant,
                    rules,
                    deal,
                    time.time() if finished is None else finished,
                    result,
                    moves,
                    seconds,
                    cards_home,
                    score,
                ),
            )

    def summary(self, variant: str) -> Summary:
        rows = self._db.execute(
            "SELECT result, score, seconds, cards_home FROM games WHERE variant = ?"
            " ORDER BY finished, id",
            (variant,),
        ).fetchall()
        won = [r for r in rows if r[0] == "won"]
        best = current = 0
        for result, *_ in rows:
            current = current + 1 if result == "won" else 0
            best = max(best, current)
        return Summary(
            played=len(rows),
            won=len(won),
            current_streak=current,
            best_streak=best,
            best_score=max((r[1] for r in rows), default=None),
            fastest_win=min((r[2] for r in won), default=None),
            average_cards_home=sum(r[3] for r in rows) / len(rows) if rows else 0.0,
        )

    def variants(self) -> list[str]:
        return [r[0] for r in self._db.execute("SELECT DISTINCT variant FROM games ORDER BY 1")]

    def reset(self, variant: str | None = None) -> None:
        with self._db:
            if variant is None:
                self._db.execute("DELETE FROM games")
            else:
                self._db.execute("DELETE FROM games WHERE variant = ?", (variant,))

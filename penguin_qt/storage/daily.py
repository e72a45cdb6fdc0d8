"""The deal of the day: one deal per variant per calendar day, the same on every machine,
and which days' deals the player won (the streak of days).

**The day's candidates.**  For the day ``YYYY-MM-DD`` and a variant id, candidate k (k = 1,
2, …) is made from the text ``"YYYY-MM-DD/variant-id"`` (k = 1) or
``"YYYY-MM-DD/variant-id/k"`` (k > 1): the first eight bytes of its SHA-256, read as a
big-endian number v, give the deal number ``1 + v mod MAX_DEAL``.  Every deal procedure takes
the numbers 1 to ``MAX_DEAL`` (the host tries ``MAX_DEAL`` on each variant it accepts), so no
variant needs a range of its own.

**The deal of the day** is the first candidate that the built-in search does not prove lost
within ``STATES_PER_TRY`` states, trying at most ``TRIES`` candidates; when every one of them
is proven lost (Penguin without flippers is almost never winnable) it is the first.  The
budget is counted in states, never in seconds, and the search is deterministic, so every
machine finds the same deal on the same day.  Changing any of these figures changes the
deals of the days to come: they are part of the format, like the shuffle.

**The days played** are kept beside the statistics (``daily_deals``, a table of their own in
the same SQLite file, made when first needed: an older file only gains the table).  A row
names the first game of a day's deal; its result is that game's result in the statistics.
A day counts once: a later game of the same deal is a replay.  A day is won when that game
was won without help (as in the statistics, a game with hints or the solver's moves makes no
streak); the streak is the run of consecutive won days up to today (or up to yesterday while
today's deal is not decided yet).
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import logging
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine import MAX_DEAL

if TYPE_CHECKING:
    import sqlite3  # the days are read with the statistics, after the first frame

    from .statistics import Statistics

log = logging.getLogger(__name__)

TRIES = 12
STATES_PER_TRY = 20_000

_TABLE = """CREATE TABLE IF NOT EXISTS daily_deals (
    variant TEXT NOT NULL,
    day TEXT NOT NULL,
    deal INTEGER NOT NULL,
    game_id TEXT NOT NULL,
    PRIMARY KEY (variant, day)
)"""


def day_text(day: _dt.date) -> str:
    """The day as the deal of the day names it: ``YYYY-MM-DD``."""
    return day.isoformat()


def parse_day(text: object) -> _dt.date | None:
    """A ``YYYY-MM-DD`` text as a date (None for anything else)."""
    if not isinstance(text, str) or len(text) != 10:
        return None
    try:
        return _dt.date.fromisoformat(text)
    except ValueError:
        return None


def candidate(day: _dt.date, variant_id: str, k: int = 1) -> int:
    """Candidate ``k`` (from 1) of the day's deal of a variant."""
    key = f"{day_text(day)}/{variant_id}" + (f"/{k}" if k > 1 else "")
    value = int.from_bytes(hashlib.sha256(key.encode("utf-8")).digest()[:8], "big")
    return 1 + value % MAX_DEAL


def candidates(day: _dt.date, variant_id: str, tries: int = TRIES) -> Iterator[int]:
    for k in range(1, tries + 1):
        yield candidate(day, variant_id, k)


def deal_of_the_day(
    day: _dt.date, variant_id: str, proven_lost: Callable[[int], bool], tries: int = TRIES
) -> int:
    """The deal of the day: the first candidate ``proven_lost(number)`` does not prove lost
    (it runs the built-in search within ``STATES_PER_TRY`` states), else the first."""
    numbers = list(candidates(day, variant_id, tries))
    for number in numbers:
        if not proven_lost(number):
            return number
    return numbers[0]


# -- the days played ---------------------------------------------------------------------------


@dataclass(frozen=True)
class DailyMark:
    """The first game of a day's deal of a variant."""

    variant: str
    day: str
    deal: int
    game_id: str


def day_won(result) -> bool:
    """Whether a game's result wins its day (won, without help)."""
    return result is not None and result.won and not result.assisted


def streak_of(won: set[_dt.date], decided: set[_dt.date], today: _dt.date) -> int:
    """Consecutive won days up to ``today`` (up to yesterday while today is not decided)."""
    day = today if today in decided else today - _dt.timedelta(days=1)
    count = 0
    while day in won:
        count += 1
        day -= _dt.timedelta(days=1)
    return count


def longest_streak(won: set[_dt.date]) -> int:
    best = 0
    for day in won:
        if day - _dt.timedelta(days=1) in won:
            continue  # not the first day of a run
        length = 0
        while day + _dt.timedelta(days=length) in won:
            length += 1
        best = max(best, length)
    return best


class DailyBook:
    """Which game was the first of each day's deal, kept in the statistics' file; what the
    file cannot take now waits in memory and is written with the next mark."""

    def __init__(self, stats: Statistics) -> None:
        self.stats = stats
        self._marks: dict[tuple[str, str], DailyMark] = {}
        self._unsaved: set[tuple[str, str]] = set()
        self._loaded = False

    # -- the file ---------------------------------------------------------------------------

    def _load(self) -> None:
        if self._loaded:
            return

        def read(db: sqlite3.Connection | None, writable: bool) -> list[tuple] | None:
            import sqlite3

            if db is None:
                return None
            try:
                if writable:
                    with db:
                        db.execute(_TABLE)
                return db.execute("SELECT variant, day, deal, game_id FROM daily_deals").fetchall()
            except sqlite3.Error as exc:
                log.warning("the days of the deal of the day could not be read: %s", exc)
                return None

        rows = self.stats.companion(read)
        if rows is None:
            return
        self._loaded = True
        for variant, day, deal, game_id in rows:
            if parse_day(day) is None or not isinstance(deal, int) or not isinstance(game_id, str):
                continue  # a row this program did not write
            key = (str(variant), day)
            if key not in self._unsaved:
                self._marks[key] = DailyMark(str(variant), day, deal, game_id)

    def _save(self) -> None:
        def write(db: sqlite3.Connection | None, writable: bool) -> bool:
            import sqlite3

            if db is None or not writable:
                return False
            rows = [self._marks[key] for key in self._unsaved]
            try:
                with db:
                    db.execute(_TABLE)
                    db.executemany(
                        "INSERT OR REPLACE INTO daily_deals (variant, day, deal, game_id)"
                        " VALUES (?, ?, ?, ?)",
                        [(m.variant, m.day, m.deal, m.game_id) for m in rows],
                    )
            except sqlite3.Error as exc:
                log.warning("the deal of the day is not saved yet: %s", exc)
                return False
            return True

        if self._unsaved and self.stats.companion(write):
            self._unsaved.clear()

    # -- marks ------------------------------------------------------------------------------

    def mark(self, variant: str, day: _dt.date, deal: int, game_id: str) -> bool:
        """Make ``game_id`` the first game of the day's deal, unless the day already has one
        that was played (with a result): then this game is a replay and False is returned."""
        self._load()
        key = (variant, day_text(day))
        old = self._marks.get(key)
        if old is not None and old.game_id != game_id and self._result(old) is not None:
            return False
        if old is None or old.game_id != game_id:
            self._marks[key] = DailyMark(variant, key[1], deal, game_id)
            self._unsaved.add(key)
        self._save()
        return True

    def mark_of(self, game_id: str) -> DailyMark | None:
        """The mark naming ``game_id`` (a game that is the first of its day's deal)."""
        self._load()
        return next((m for m in self._marks.values() if m.game_id == game_id), None)

    def known_deal(self, variant: str, day: _dt.date) -> int | None:
        """The day's deal if it was dealt here before (no search needed again)."""
        self._load()
        mark = self._marks.get((variant, day_text(day)))
        return None if mark is None else mark.deal

    def _result(self, mark: DailyMark):
        return next(
            (r for r in self.stats.results(mark.variant) if r.game_id == mark.game_id), None
        )

    def days(self, variant: str) -> dict[_dt.date, object]:
        """Each day whose deal was played, with its first game's result (None: not ended)."""
        self._load()
        results = {r.game_id: r for r in self.stats.results(variant) if r.game_id}
        out: dict[_dt.date, object] = {}
        for (vid, text), mark in self._marks.items():
            day = parse_day(text)
            if vid == variant and day is not None:
                out[day] = results.get(mark.game_id)
        return out

    def streak(self, variant: str, today: _dt.date) -> int:
        days = self.days(variant)
        won = {d for d, r in days.items() if day_won(r)}
        return streak_of(won, {d for d, r in days.items() if r is not None}, today)

    def summary(self, variant: str, today: _dt.date) -> DailySummary:
        days = self.days(variant)
        won = {d for d, r in days.items() if day_won(r)}
        decided = {d for d, r in days.items() if r is not None}
        return DailySummary(len(decided), len(won), streak_of(won, decided, today),
                            longest_streak(won))  # fmt: skip


@dataclass(frozen=True)
class DailySummary:
    """The deal of the day of a variant in figures."""

    played: int
    won: int
    streak: int
    best_streak: int

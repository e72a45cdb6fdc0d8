"""The deal of the day: the same deal for a day everywhere, and the streak of days won."""

from __future__ import annotations

import datetime as dt
import hashlib
import sqlite3
import subprocess
import sys

import pytest

from penguin_qt.engine import MAX_DEAL, deal
from penguin_qt.plugins import PluginHost
from penguin_qt.plugins.daily_search import find_deal_of_the_day
from penguin_qt.storage.daily import (
    TRIES,
    DailyBook,
    candidate,
    candidates,
    deal_of_the_day,
    longest_streak,
)
from penguin_qt.storage.records import RecordError, from_json, to_json
from penguin_qt.storage.statistics import Statistics

DAY = dt.date(2026, 12, 2)


# -- the day's deal --------------------------------------------------------------------------


def test_the_first_candidate_is_the_documented_hash():
    """Pinned: the deals of the days are the same in every version (like the shuffle)."""
    assert candidate(DAY, "penguin") == 1628738395
    assert candidate(DAY, "freecell") == 851929302
    assert (
        candidate(DAY, "penguin", 2)
        == 1
        + int.from_bytes(hashlib.sha256(b"2026-12-02/penguin/2").digest()[:8], "big") % MAX_DEAL
    )


def test_the_same_day_gives_the_same_candidates_in_another_process():
    code = (
        "import datetime; from penguin_qt.storage.daily import candidates;"
        "print(list(candidates(datetime.date(2026, 12, 2), 'eight-off')))"
    )
    other = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert other.stdout.strip() == str(list(candidates(DAY, "eight-off")))


def test_different_variants_and_days_get_different_deals():
    variants = ["penguin", "relaxed-penguin", "penguin-0", "freecell", "eight-off", "bakers-game"]
    firsts = {candidate(DAY + dt.timedelta(days=d), v) for d in range(30) for v in variants}
    assert len(firsts) == 30 * len(variants)
    assert all(1 <= n <= MAX_DEAL for n in firsts)


def test_every_candidate_is_a_deal_the_variant_takes():
    rules = PluginHost().rules("freecell")
    for number in candidates(DAY, "freecell"):
        assert len(deal(rules, number).columns) == 8


def test_a_proven_lost_candidate_is_passed_over():
    first, second, third = list(candidates(DAY, "penguin"))[:3]
    lost = {first, second}
    assert deal_of_the_day(DAY, "penguin", lambda n: n in lost) == third
    assert deal_of_the_day(DAY, "penguin", lambda n: False) == first


def test_when_every_candidate_is_lost_the_first_is_the_deal():
    asked = []
    number = deal_of_the_day(DAY, "penguin-0", lambda n: asked.append(n) or True)
    assert number == candidate(DAY, "penguin-0") and len(asked) == TRIES


def test_the_search_finds_the_same_deal_in_two_processes():
    """The real search, within its budget of states: the same answer on a second run in
    another process (no clock decides it)."""
    host = PluginHost()
    here = find_deal_of_the_day(host, "penguin-5", DAY)
    code = (
        "import datetime; from penguin_qt.plugins import PluginHost;"
        "from penguin_qt.plugins.daily_search import find_deal_of_the_day;"
        "print(find_deal_of_the_day(PluginHost(), 'penguin-5', datetime.date(2026, 12, 2)))"
    )
    other = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert int(other.stdout.strip()) == here
    # this day's first candidate of Penguin with 5 flippers is proven lost: the search moved on
    assert here in list(candidates(DAY, "penguin-5")) and here != candidate(DAY, "penguin-5")


# -- the days played -------------------------------------------------------------------------


def _play(stats, book, day, result, game_id, assisted=False, variant="penguin"):
    number = candidate(day, variant)
    assert book.mark(variant, day, number, game_id)
    stats.record(
        variant,
        result,
        deal=number,
        moves=80,
        seconds=100.0,
        cards_home=52 if result == "won" else 10,
        score=100,
        game_id=game_id,
        hints=1 if assisted else 0,
    )


def test_won_days_make_a_streak_and_a_missed_day_breaks_it(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite", background=False)
    book = DailyBook(stats)
    for back in (5, 4, 2, 1):  # day 3 before today was missed
        _play(stats, book, DAY - dt.timedelta(days=back), "won", f"g{back}")
    assert book.streak("penguin", DAY) == 2  # today not played yet: up to yesterday
    _play(stats, book, DAY, "won", "today")
    assert book.streak("penguin", DAY) == 3
    summary = book.summary("penguin", DAY)
    assert (summary.played, summary.won, summary.streak, summary.best_streak) == (5, 5, 3, 3)
    assert book.streak("penguin", DAY + dt.timedelta(days=2)) == 0  # tomorrow was missed
    assert book.streak("freecell", DAY) == 0


def test_a_lost_or_helped_day_breaks_the_streak(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite", background=False)
    book = DailyBook(stats)
    _play(stats, book, DAY - dt.timedelta(days=2), "won", "a")
    _play(stats, book, DAY - dt.timedelta(days=1), "won", "b", assisted=True)
    _play(stats, book, DAY, "won", "c")
    assert book.streak("penguin", DAY) == 1
    _play(stats, book, DAY + dt.timedelta(days=1), "lost", "d")
    assert book.streak("penguin", DAY + dt.timedelta(days=1)) == 0


def test_a_day_counts_once_the_first_result(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite", background=False)
    book = DailyBook(stats)
    _play(stats, book, DAY, "lost", "first")
    number = candidate(DAY, "penguin")
    assert not book.mark("penguin", DAY, number, "again")  # a replay
    stats.record("penguin", "won", deal=number, moves=80, seconds=9.0, cards_home=52, score=1,
                 game_id="again")  # fmt: skip
    assert book.streak("penguin", DAY) == 0
    assert book.mark_of("again") is None and book.mark_of("first").deal == number


def test_a_day_dealt_but_never_played_is_given_to_the_next_game(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite", background=False)
    book = DailyBook(stats)
    number = candidate(DAY, "penguin")
    assert book.mark("penguin", DAY, number, "untouched")
    assert book.mark("penguin", DAY, number, "played")
    assert book.mark_of("untouched") is None and book.mark_of("played") is not None


def test_the_days_survive_a_restart(tmp_path):
    path = tmp_path / "stats.sqlite"
    stats = Statistics(path, background=False)
    _play(stats, DailyBook(stats), DAY, "won", "kept")
    stats.close()
    again = Statistics(path, background=False)
    book = DailyBook(again)
    assert book.mark_of("kept").day == "2026-12-02"
    assert book.known_deal("penguin", DAY) == candidate(DAY, "penguin")
    assert book.streak("penguin", DAY) == 1


def test_an_existing_file_gains_the_table_and_keeps_its_games(tmp_path):
    path = tmp_path / "stats.sqlite"
    stats = Statistics(path, background=False)
    stats.record("penguin", "won", deal=3, moves=1, seconds=1.0, cards_home=52, score=5)
    stats.close()
    with sqlite3.connect(path) as db:
        assert not db.execute("SELECT name FROM sqlite_master WHERE name='daily_deals'").fetchall()
        version = db.execute("PRAGMA user_version").fetchone()[0]
    stats = Statistics(path, background=False)
    _play(stats, DailyBook(stats), DAY, "won", "new")
    stats.close()
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT count(*) FROM daily_deals").fetchone()[0] == 1
        assert db.execute("SELECT count(*) FROM games").fetchone()[0] == 2
        assert db.execute("PRAGMA user_version").fetchone()[0] == version  # no new version


def test_days_wait_in_memory_when_the_file_cannot_be_written(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite", background=False)
    book = DailyBook(stats)
    real = stats.companion
    stats.companion = lambda work: work(None, False)  # the file refuses everything
    _play(stats, book, DAY, "won", "waiting")
    assert book.streak("penguin", DAY) == 1 and book._unsaved
    stats.companion = real
    _play(stats, book, DAY + dt.timedelta(days=1), "won", "next")
    assert not book._unsaved
    assert DailyBook(stats).streak("penguin", DAY + dt.timedelta(days=1)) == 2


def test_longest_streak():
    days = {DAY - dt.timedelta(days=d) for d in (0, 1, 2, 5, 6, 7, 8, 20)}
    assert longest_streak(days) == 4 and longest_streak(set()) == 0


# -- the record ------------------------------------------------------------------------------


def _record_text(**fields):
    from penguin_qt.engine import Game
    from penguin_qt.storage.records import record_of

    record = record_of(Game(PluginHost().rules("penguin"), 7), program="test")
    from dataclasses import replace

    return to_json(replace(record, **fields))


def test_a_record_says_its_day():
    assert from_json(_record_text(daily="2026-12-02")).daily == "2026-12-02"
    assert from_json(_record_text()).daily == ""
    assert '"daily"' not in _record_text()


@pytest.mark.parametrize("day", ["2026-13-02", "yesterday", "2026-12-02T00:00"])
def test_a_record_with_a_bad_day_is_refused_with_the_field(day):
    with pytest.raises(RecordError) as caught:
        from_json(_record_text(daily=day))
    assert "daily" in str(caught.value)


def test_without_the_search_the_first_candidate_is_the_deal():
    host = PluginHost()
    host.set_enabled("search", False)
    assert "search" not in host.solvers()
    assert find_deal_of_the_day(host, "penguin-5", DAY) == candidate(DAY, "penguin-5")

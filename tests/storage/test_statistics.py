"""Statistics are kept in SQLite, survive a restart, and a damaged file is never fatal."""

from __future__ import annotations

import pytest

from penguin_qt.storage.statistics import Statistics


def _game(stats, result, score=100, seconds=60.0, variant="penguin", finished=None):
    stats.record(
        variant,
        result,
        deal=7,
        moves=90,
        seconds=seconds,
        cards_home=52 if result == "won" else 20,
        score=score,
        finished=finished,
    )


def test_summary_counts_wins_streaks_best_score_and_fastest_win(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite")
    for i, (result, score, seconds) in enumerate(
        [("won", 900, 300), ("won", 950, 200), ("lost", 200, 500), ("won", 800, 250)]
    ):
        _game(stats, result, score, seconds, finished=1000.0 + i)
    _game(stats, "won", variant="freecell")
    s = stats.summary("penguin")
    assert (s.played, s.won, s.current_streak, s.best_streak) == (4, 3, 1, 2)
    assert s.best_score == 950
    assert s.fastest_win == 200
    assert s.win_rate == pytest.approx(0.75)
    assert stats.variants() == ["freecell", "penguin"]


def test_statistics_survive_a_restart(tmp_path):
    path = tmp_path / "stats.sqlite"
    stats = Statistics(path)
    _game(stats, "won")
    stats.close()
    assert Statistics(path).summary("penguin").won == 1


def test_a_damaged_file_is_kept_aside_and_a_new_one_started(tmp_path):
    path = tmp_path / "stats.sqlite"
    path.write_bytes(b"this is not a database" * 100)
    stats = Statistics(path)
    assert stats.problem is not None and "stats.sqlite.damaged-1" in str(stats.problem)
    assert (tmp_path / "stats.sqlite.damaged-1").read_bytes().startswith(b"this is not")
    _game(stats, "lost")
    assert stats.summary("penguin").played == 1


def test_unknown_result_is_refused(tmp_path):
    stats = Statistics(":memory:")
    with pytest.raises(ValueError):
        _game(stats, "drawn")


@pytest.mark.parametrize(
    "change",
    [
        {"moves": "90"},
        {"seconds": float("inf")},
        {"cards_home": -1},
        {"deal": True},
        {"variant": 7},
        {"game_id": 3},
        {"finished": float("nan")},
    ],
)
def test_a_result_from_a_file_is_checked_field_by_field(change):
    from penguin_qt.storage.statistics import GameResult

    good = GameResult("penguin", "won", 7, 90, 60.0, 52, 900).as_dict()
    assert GameResult.from_dict(good).moves == 90
    with pytest.raises((TypeError, ValueError)):
        GameResult.from_dict({**good, **change})

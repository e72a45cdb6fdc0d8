"""A result's difficulty tier (checked, kept, and brought into files made before it existed),
and what the statistics say of each deal: the deals played last and each deal's history."""

from __future__ import annotations

import sqlite3

import pytest

from penguin_qt.storage.results import DIFFICULTIES, GameResult, ResultError
from penguin_qt.storage.statistics import SCHEMA_VERSION, Statistics

# The statistics file as the previous version made it (schema version 2): no difficulty.
VERSION_2 = """
CREATE TABLE games (
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
CREATE INDEX games_by_variant ON games (variant, finished);
CREATE INDEX games_by_deal ON games (variant, deal);
CREATE UNIQUE INDEX games_by_id ON games (game_id);
PRAGMA user_version = 2;
"""
# And as the first version made it: no game id, no assistance, no difficulty.
VERSION_1 = """
CREATE TABLE games (
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
PRAGMA user_version = 1;
"""


def result(deal=7, outcome="won", finished=1000.0, **kw) -> GameResult:
    values = dict(moves=90, seconds=120.0, cards_home=52, score=500)
    values.update(kw)
    return GameResult("penguin", outcome, deal, finished=finished, **values)


@pytest.mark.parametrize("tier", [*DIFFICULTIES, None])
def test_a_result_takes_each_tier_or_none(tier):
    assert result(difficulty=tier).difficulty == tier


@pytest.mark.parametrize("tier", ["Easy", "impossible", "", 3, b"easy"])
def test_a_result_refuses_any_other_tier(tier):
    with pytest.raises(ResultError, match="difficulty"):
        result(difficulty=tier)


def test_a_saved_result_without_a_tier_reads_as_unrated():
    kept = result().as_dict()
    del kept["difficulty"]
    assert GameResult.from_dict(kept).difficulty is None
    with pytest.raises(ResultError):
        GameResult.from_dict({**kept, "difficulty": "<b>"})


def test_the_tier_is_written_and_read_back(tmp_path):
    path = tmp_path / "stats.sqlite"
    stats = Statistics(path, background=False)
    stats.add(result(difficulty="hard"))
    stats.record("penguin", "lost", deal=8, moves=3, seconds=4, cards_home=1, score=5)
    stats.close()
    again = Statistics(path, background=False)
    assert [r.difficulty for r in again.results("penguin")] == ["hard", None]
    again.close()


@pytest.mark.parametrize("schema", [VERSION_2, VERSION_1], ids=["version-2", "version-1"])
def test_a_file_of_an_earlier_version_keeps_working(tmp_path, schema):
    path = tmp_path / "stats.sqlite"
    old = sqlite3.connect(path)
    old.executescript(schema)
    old.execute(
        "INSERT INTO games (variant, rules, deal, finished, result, moves, seconds, cards_home,"
        " score) VALUES ('penguin', '', 12, 500.0, 'won', 80, 95.5, 52, 700)"
    )
    old.commit()
    old.close()
    stats = Statistics(path, background=False)
    assert stats.problem is None
    (kept,) = stats.results("penguin")
    assert (kept.deal, kept.moves, kept.score, kept.difficulty) == (12, 80, 700, None)
    assert stats.add(result(deal=13, difficulty="expert", game_id="new"))
    stats.close()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    rows = db.execute("SELECT deal, difficulty FROM games ORDER BY id").fetchall()
    db.close()
    assert rows == [(12, None), (13, "expert")]
    again = Statistics(path, background=False)  # opened a second time: nothing is redone
    assert [r.difficulty for r in again.results("penguin")] == [None, "expert"]
    again.close()


def test_a_tier_the_program_does_not_know_reads_as_unrated(tmp_path):
    path = tmp_path / "stats.sqlite"
    Statistics(path, background=False).close()
    db = sqlite3.connect(path)
    db.execute(
        "INSERT INTO games (variant, finished, result, moves, seconds, cards_home, score,"
        " difficulty) VALUES ('penguin', 1.0, 'won', 1, 1.0, 52, 1, 'legendary')"
    )
    db.commit()
    db.close()
    stats = Statistics(path, background=False)
    assert [r.difficulty for r in stats.results("penguin")] == [None]
    stats.close()


# -- deals ----------------------------------------------------------------------------------------


def test_recent_deals_are_the_last_game_of_each_deal_newest_first(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite", background=False)
    order = [(5, "lost"), (6, "won"), (5, "won"), (None, "won"), (7, "abandoned")]
    for i, (deal, outcome) in enumerate(order):
        stats.add(result(deal, outcome, finished=100.0 + i))
    stats.add(GameResult("freecell", "won", 99, 10, 1.0, 52, 1, finished=200.0))
    recent = stats.recent_deals("penguin")
    assert [(r.deal, r.result) for r in recent] == [(7, "abandoned"), (5, "won"), (6, "won")]
    assert [r.deal for r in stats.recent_deals("penguin", limit=2)] == [7, 5]
    stats.close()


def test_recent_deals_stop_at_ten(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite", background=False)
    for i in range(25):
        stats.add(result(1000 + i, finished=float(i + 1)))
    assert [r.deal for r in stats.recent_deals("penguin")] == list(range(1024, 1014, -1))
    stats.close()


def test_each_deals_history_counts_its_games_and_its_bests(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite", background=False)
    games = [
        result(5, "won", 1.0, moves=100, seconds=300.0, score=600),
        result(5, "lost", 2.0, moves=30, seconds=50.0, score=900),
        result(5, "won", 3.0, moves=120, seconds=200.0, score=700),
        result(5, "won", 4.0, moves=60, seconds=40.0, score=990, hints=1),  # help: no best
        result(6, "abandoned", 5.0, moves=4, seconds=9.0, score=0),
        result(None, "won", 6.0),
    ]
    for game in games:
        stats.add(game)
    history = stats.deal_history("penguin")
    assert [h.deal for h in history] == [6, 5]
    six, five = history
    assert (five.played, five.won, five.fewest_moves, five.fastest, five.best_score) == (
        4,
        3,
        100,
        200.0,
        900,
    )
    assert five.last.finished == 4.0
    assert (six.played, six.won, six.fewest_moves, six.fastest, six.best_score) == (
        1,
        0,
        None,
        None,
        None,
    )
    best = stats.best_on_deal("penguin", 5)  # the same bests as the deal's own box
    assert best.best is not None and best.best.moves == five.fewest_moves
    assert best.best_score == five.best_score
    stats.close()

"""The statistics' pictures: each chart's figures are the results' figures, each chart paints
at any size with no, one or a thousand results, says its figures to a screen reader, in a
tooltip and in a table, and says so in words when it has nothing to show."""

from __future__ import annotations

import datetime as dt
import random
from collections import Counter

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QHelpEvent, QPalette
from PySide6.QtWidgets import QApplication, QTabWidget, QToolTip

from penguin_qt.storage.results import DIFFICULTIES, GameResult, summarize
from penguin_qt.storage.statistics import Statistics
from penguin_qt.ui.keeping.statistics_charts import ChartsPanel, ChartView
from penguin_qt.ui.keeping.statistics_dialog import StatisticsDialog
from penguin_qt.ui.keeping.statistics_figures import (
    by_difficulty,
    charts,
    moves_histogram,
    nice_ceiling,
    nice_width,
    times_histogram,
    week_of,
    wins_over_time,
)

NOW = dt.datetime(2026, 11, 25, 12, 0).timestamp()  # a Wednesday


def many(n: int, seed: int = 5, days: int = 150) -> list[GameResult]:
    """``n`` results over the last ``days`` days, oldest first: wins and losses, some with
    help, some rated."""
    rng = random.Random(seed)
    made = []
    for i in range(n):
        won = rng.random() < 0.6
        made.append(
            GameResult(
                "penguin",
                "won" if won else rng.choice(["lost", "abandoned"]),
                rng.randint(1, 5000),
                moves=rng.randint(60, 240),
                seconds=rng.uniform(40, 1500),
                cards_home=52 if won else rng.randint(0, 40),
                score=rng.randint(0, 1000),
                finished=NOW - days * 86400 * (n - i) / n,
                hints=1 if rng.random() < 0.1 else 0,
                difficulty=rng.choice([*DIFFICULTIES, None, None]),
            )
        )
    return made


def one() -> list[GameResult]:
    return [GameResult("penguin", "won", 3, 95, 200.0, 52, 800, finished=NOW, difficulty="medium")]


SETS = {"none": list, "one": one, "thousand": lambda: many(1000)}


# -- the figures ----------------------------------------------------------------------------------


def test_the_weeks_add_up_to_the_summary_and_each_week_is_its_games():
    results = many(1000, days=150)  # 22 weeks: every week shown
    chart = wins_over_time(results)
    s = summarize(results)
    shown = [b for b in chart.bars if b.value is not None]
    assert sum(b.count for b in shown) == s.played
    alone = [r for r in results if not r.assisted]
    weeks = Counter(week_of(r.finished) for r in alone)
    wins = Counter(week_of(r.finished) for r in alone if r.won)
    expected = [wins[w] / weeks[w] for w in sorted(weeks)]
    assert [b.value for b in shown] == pytest.approx(expected)
    assert sum(round(b.value * b.count) for b in shown) == s.won


def test_a_week_without_games_is_a_gap_and_only_the_latest_weeks_are_shown():
    week = 7 * 86400
    results = [
        GameResult("penguin", "won", 1, 10, 5.0, 52, 1, finished=NOW - 3 * week),
        GameResult("penguin", "lost", 2, 10, 5.0, 1, 1, finished=NOW),
    ]
    chart = wins_over_time(results)
    assert [b.value for b in chart.bars] == [1.0, None, None, 0.0]
    assert len(wins_over_time(results, max_weeks=2).bars) == 2
    assert len(wins_over_time(many(300, days=400)).bars) == 26


def test_the_moves_histogram_counts_every_won_game_once_in_its_bin():
    results = many(1000)
    chart = moves_histogram(results)
    wins = [r.moves for r in results if r.won and not r.assisted]
    assert sum(b.count for b in chart.bars) == len(wins) == summarize(results).won
    assert [b.value for b in chart.bars] == [b.count for b in chart.bars]
    assert len(chart.bars) <= 2 * 8
    width = nice_width(max(wins) - min(wins))
    low = min(wins) // width * width
    assert chart.bars[0].count == sum(1 for m in wins if m < low + width)
    assert chart.bars[0].label.startswith(str(low))
    assert chart.top >= max(b.count for b in chart.bars)


def test_the_times_histogram_counts_every_won_game_once():
    results = many(1000)
    chart = times_histogram(results)
    assert sum(b.count for b in chart.bars) == summarize(results).won
    assert 4 <= len(chart.bars) <= 2 * 8


def test_the_difficulty_chart_is_each_tiers_win_rate():
    results = many(1000)
    chart = by_difficulty(results)
    assert [b.label for b in chart.bars] == ["Easy", "Medium", "Hard", "Expert"]
    for tier, bar in zip(DIFFICULTIES, chart.bars, strict=True):
        games = [r for r in results if r.difficulty == tier and not r.assisted]
        assert bar.count == len(games)
        assert bar.value == pytest.approx(sum(r.won for r in games) / len(games))


def test_without_a_rated_game_the_difficulty_chart_says_so():
    results = [GameResult("penguin", "won", 1, 10, 5.0, 52, 1, finished=NOW)]
    chart = by_difficulty(results)
    assert chart.is_empty and chart.empty == "No rated games yet."
    assert chart.description() == "No rated games yet."
    hard = GameResult("penguin", "lost", 2, 1, 1.0, 0, 0, difficulty="hard")
    rated = by_difficulty([*results, hard])
    assert not rated.is_empty
    assert [b.value for b in rated.bars] == [None, None, 0.0, None]


def test_with_no_results_every_chart_says_why_it_is_empty():
    assert [(c.is_empty, c.empty) for c in charts([])] == [
        (True, "No games played yet."),
        (True, "No won games yet."),
        (True, "No won games yet."),
        (True, "No rated games yet."),
    ]


def test_games_with_help_are_said_not_called_none(qapp):
    """3 played, 1 won with help: no chart says "No games played yet" beside that summary
    (in the English the program shows: "1 … is counted apart")."""
    from penguin_qt import i18n

    translators = i18n.install_translators(qapp, "en")
    helped = [
        GameResult("penguin", "won", 3, 95, 200.0, 52, 800, finished=NOW, hints=2),
        GameResult("penguin", "lost", 4, 30, 90.0, 10, 100, finished=NOW, hints=1),
        GameResult("penguin", "abandoned", 5, 10, 30.0, 3, 30, finished=NOW, solver_moves=4),
    ]
    empties = {c.key: c.empty for c in charts(helped) if c.is_empty}
    assert set(empties) == {"weeks", "moves", "times", "difficulty"}
    assert empties["difficulty"] == "No rated games yet."  # none of them was rated
    assert empties["weeks"] == "No game played without help yet: 3 with help are counted apart."
    assert empties["moves"] == "No game won without help yet: 1 won with help is counted apart."
    assert "No games played yet." not in empties.values()
    i18n.remove_translators(qapp, translators)


def test_one_result_makes_one_bar_each():
    for chart in charts(one()):
        assert [b.count for b in chart.bars if b.value is not None] == [1], chart.key


def test_round_numbers():
    assert [nice_ceiling(v) for v in (0, 1, 3, 7, 11, 99, 101)] == [1, 1, 5, 10, 20, 100, 200]
    assert [nice_width(s) for s in (0, 8, 30, 180, 1000)] == [1, 1, 5, 50, 200]


# -- the widget -----------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(160, 120), (420, 260), (1600, 1000)])
@pytest.mark.parametrize("which", list(SETS))
def test_each_chart_paints_at_any_size(qtbot, size, which):
    for chart in charts(SETS[which]()):
        view = ChartView(chart)
        qtbot.addWidget(view)
        view.resize(*size)
        image = view.grab().toImage()
        assert image.width() == view.width() and image.height() == view.height()
        rects = view.bar_rects()
        assert len(rects) == sum(1 for b in chart.bars if b.value is not None)
        highlight = view.palette().color(QPalette.ColorRole.Highlight)
        for index, rect in rects:
            assert view.rect().toRectF().contains(rect), (chart.key, index)
            if rect.height() >= 3 and rect.width() >= 3:
                centre = rect.center().toPoint()
                assert QColor(image.pixel(centre)) == highlight, (chart.key, index)


def test_a_bar_tells_its_figures_in_a_tooltip(qtbot):
    view = ChartView(by_difficulty(many(200)))
    qtbot.addWidget(view)
    view.resize(500, 300)
    view.show()
    qtbot.waitExposed(view)
    index, rect = view.bar_rects()[2]
    where = rect.center().toPoint()
    QApplication.sendEvent(view, QHelpEvent(QEvent.Type.ToolTip, where, view.mapToGlobal(where)))
    assert QToolTip.isVisible()
    assert QToolTip.text() == view.chart.bars[index].detail
    assert QToolTip.text().startswith("Hard: ") and " won of " in QToolTip.text()
    assert view.bar_at(1, 1) is None  # over the axis' numbers: no bar
    QToolTip.hideText()


def test_a_chart_has_a_name_and_its_figures_as_its_description(qtbot):
    results = many(50)
    for chart in charts(results):
        view = ChartView(chart)
        qtbot.addWidget(view)
        assert view.accessibleName() == chart.title
        for bar in chart.bars:
            if bar.value is not None:
                assert bar.detail in view.accessibleDescription()
    empty = ChartView(moves_histogram([]))
    qtbot.addWidget(empty)
    assert empty.accessibleDescription() == "No won games yet."


def test_show_as_table_gives_each_bar_a_row(qtbot):
    panel = ChartsPanel()
    qtbot.addWidget(panel)
    panel.show_results(many(300))
    assert panel.stack.currentIndex() == 0
    panel.as_table.click()
    assert panel.stack.currentIndex() == 1
    for view, table in zip(panel.views, panel.tables, strict=True):
        shown = [b for b in view.chart.bars if b.value is not None]
        assert table.rowCount() == len(shown)
        assert [table.item(r, 0).text() for r in range(len(shown))] == [b.label for b in shown]
        last = table.columnCount() - 1
        assert table.columnCount() == (3 if view.chart.percent else 2)
        counts = [int(table.item(r, last).text().replace(",", "")) for r in range(len(shown))]
        assert counts == [b.count for b in shown]


# -- in the statistics window ---------------------------------------------------------------------


def test_the_statistics_window_shows_the_variants_charts_from_the_file(qtbot, tmp_path):
    path = tmp_path / "stats.sqlite"
    stats = Statistics(path, background=False)
    for r in many(120):
        stats.add(r)
    stats.add(GameResult("freecell", "won", 9, 77, 50.0, 52, 10, finished=NOW))
    stats.close()
    stats = Statistics(path, background=False)  # read back from the file
    names = {"penguin": "Penguin", "freecell": "FreeCell"}
    dialog = StatisticsDialog(stats, names, current="penguin")
    qtbot.addWidget(dialog)
    pages = dialog.findChild(QTabWidget)
    assert [pages.tabText(i) for i in range(pages.count())] == ["&Summary", "&Charts", "&Deals"]
    results = stats.results("penguin")
    assert dialog.charts.chart("moves") == moves_histogram(results)
    assert dialog.charts.chart("difficulty") == by_difficulty(results)
    dialog.chooser.setCurrentIndex(dialog.chooser.findData("freecell"))
    moves = dialog.charts.chart("moves")
    assert [(b.count, b.label) for b in moves.bars] == [(1, "77")]
    assert dialog.charts.chart("difficulty").is_empty
    pages.setCurrentIndex(1)
    dialog.resize(700, 560)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert all(view.isVisible() and view.width() >= 160 for view in dialog.charts.views)
    stats.close()


def test_a_won_game_is_recorded_with_its_deals_tier(open_window):
    window, addons = open_window()
    game = window.controller.game
    game.difficulty = "expert"
    assert addons.statistics.record(game, "won")
    other = window.controller
    other.new_game(11)
    other.game.difficulty = "wobbly"  # not a tier: recorded as unrated, not refused
    assert addons.statistics.record(other.game, "lost")
    tiers = [r.difficulty for r in addons.statistics.stats.results("penguin")]
    assert tiers == ["expert", None]

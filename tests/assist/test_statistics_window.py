"""Every game's end lands in the statistics once, help is counted apart, the dialog reads like
a statistics page, and storage that cannot be written is told once while the game goes on."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractItemView, QComboBox

from penguin_qt.engine import Move
from penguin_qt.storage.statistics import Statistics
from penguin_qt.ui.assistant.assistant import Assistant
from penguin_qt.ui.keeping.settings import Preferences
from penguin_qt.ui.keeping.statistics_dialog import StatisticsRecorder, default_path
from penguin_qt.ui.window.window import MainWindow

SOLUTION = Path(__file__).parent.parent / "ui" / "data" / "penguin-4.txt"
SLOW = 60_000


def _moves():
    words = [
        w
        for line in SOLUTION.read_text().splitlines()
        if not line.startswith("#")
        for w in line.split()
    ]
    return [Move.parse(w) for w in words]


def _window(qtbot, deal=4):
    window = MainWindow(
        variant="penguin", deal_number=deal, speed="off", prefs=Preferences(animation_speed="off")
    )
    qtbot.addWidget(window)
    return window


def _win_deal_4(window) -> None:
    for move in _moves():
        if not window.controller.game.is_won():
            window.controller.play(move)


def _any_move(window) -> None:
    c = window.controller
    c.play(next(m for m in c.rules.legal_moves(c.position)))


def _inside(widget, ancestor) -> bool:
    while widget is not None:
        if widget is ancestor:
            return True
        widget = widget.parent()
    return False


@pytest.fixture
def recorded(qtbot, tmp_path):
    window = _window(qtbot)
    stats = Statistics(tmp_path / "stats.sqlite")
    recorder = StatisticsRecorder(window, stats)
    yield window, stats, recorder
    stats.close()


def test_a_won_game_and_an_abandoned_one_are_recorded_and_shown(recorded, qtbot):
    window, stats, recorder = recorded
    _win_deal_4(window)
    qtbot.waitUntil(lambda: stats.summary("penguin").won == 1, timeout=10_000)
    window.controller.new_game(5)
    _any_move(window)
    window.controller.new_game(6)  # leaves deal 5 after one move: abandoned
    summary = stats.summary("penguin")
    assert (summary.played, summary.won, summary.current_streak, summary.best_streak) == (
        2,
        1,
        0,
        1,
    )
    window.controller.new_game(7)  # deal 6 had no move: not a game
    assert stats.summary("penguin").played == 2
    dialog = recorder.show_dialog()
    assert dialog.chooser.currentData() == "penguin"
    assert dialog.values["played"].text() == "2"
    assert dialog.values["won"].text() == "1"
    assert dialog.values["rate"].text() == "50%"


def test_the_dialog_shows_one_variant_at_a_time_without_a_spreadsheet(recorded, qtbot):
    _window, stats, recorder = recorded
    stats.record("freecell", "won", deal=1, moves=90, seconds=200, cards_home=52, score=800)
    dialog = recorder.show_dialog()
    chooser = dialog.findChild(QComboBox)
    # The figures are no spreadsheet: the one table is the Deals page's list of deals played
    # (and the charts' numbers, shown as tables only when asked).
    views = [
        v
        for v in dialog.findChildren(QAbstractItemView)
        if not any(_inside(v, part) for part in (chooser, dialog.deals, dialog.charts))
    ]
    assert not views
    assert dialog.pages.currentIndex() == 0 and dialog.pages.count() == 3
    assert not [v for v in dialog.charts.findChildren(QAbstractItemView) if v.isVisibleTo(dialog)]
    assert chooser is dialog.chooser
    ids = [chooser.itemData(i) for i in range(chooser.count())]
    assert {"penguin", "freecell", "eight-off"} <= set(ids)
    assert dialog.values["played"].text() == "0"  # the current game's variant first
    chooser.setCurrentIndex(ids.index("freecell"))
    assert dialog.values["won"].text() == "1"
    assert dialog.values["fastest"].text() == "3:20"


def test_a_game_the_demo_won_is_recorded_as_assisted_and_shown_apart(qtbot, tmp_path):
    window = _window(qtbot, deal=1)
    assistant = Assistant(window)
    stats = Statistics(tmp_path / "stats.sqlite")
    recorder = StatisticsRecorder(window, stats)
    window.show()
    try:
        assistant.demo_action.trigger()
        qtbot.waitUntil(lambda: window.controller.game.is_won(), timeout=SLOW)
        qtbot.waitUntil(lambda: bool(stats.results("penguin")), timeout=10_000)
    finally:
        assistant.shutdown()
    (result,) = stats.results("penguin")
    assert result.won and result.solver_moves > 0 and result.assisted
    s = stats.summary("penguin")
    assert (s.played, s.won, s.best_streak, s.best_score, s.fastest_win) == (0, 0, 0, None, None)
    assert (s.assisted_played, s.assisted_won) == (1, 1)
    dialog = recorder.show_dialog()
    assert dialog.values["won"].text() == "0"
    assert dialog.values["assisted_won"].text() == "1"
    stats.close()


def test_a_hint_makes_the_game_assisted(qtbot, tmp_path):
    window = _window(qtbot, deal=1)
    assistant = Assistant(window)
    stats = Statistics(tmp_path / "stats.sqlite")
    StatisticsRecorder(window, stats)
    window.show()
    try:
        with qtbot.waitSignal(assistant.hint_shown, timeout=SLOW):
            assistant.hint_action.trigger()
        _any_move(window)
        window.controller.new_game(2)
    finally:
        assistant.shutdown()
    (result,) = stats.results("penguin")
    assert result.hints == 1 and result.assisted and result.result == "abandoned"
    assert stats.summary("penguin").played == 0
    stats.close()


def test_an_abandoned_game_is_recorded_with_the_score_the_window_showed(recorded):
    """One scoring rule (``Game.score``): the statistics keep what the window said."""
    window, stats, _ = recorded
    game = window.controller.game
    _any_move(window)
    shown = game.score
    assert shown == 10 * game.position.cards_home()
    window.controller.new_game(9)
    (result,) = stats.results("penguin")
    assert result.score == shown


def test_a_game_is_recorded_once_by_its_id_also_after_a_restart(recorded, tmp_path, qtbot):
    window, stats, recorder = recorded
    game = window.controller.game
    _any_move(window)
    game_id = recorder.game_id(game)
    assert recorder.record(game, "abandoned")
    assert not recorder.record(game, "lost")
    stats.close()
    # The next run resumes the same game (same id) and plays it to the end.
    again = Statistics(tmp_path / "stats.sqlite")
    window2 = _window(qtbot)
    recorder2 = StatisticsRecorder(window2, again)
    recorder2.set_game_id(window2.controller.game, game_id)
    assert recorder2.is_recorded(window2.controller.game)
    assert not recorder2.record(window2.controller.game, "won")
    assert len(again.results("penguin")) == 1
    again.close()


def test_statistics_that_cannot_be_written_are_told_once_and_kept(qtbot, tmp_path):
    (tmp_path / "data").write_text("a file where the folder should be")
    window = _window(qtbot)
    stats = Statistics(tmp_path / "data" / "stats.sqlite", retry_seconds=0.2)
    messages = []
    window.statusBar().messageChanged.connect(lambda text: text and messages.append(text))
    recorder = StatisticsRecorder(window, stats)
    window.show()
    for deal in (11, 12, 13):
        _any_move(window)
        window.controller.new_game(deal)
    told = [m for m in messages if "cannot be saved" in m]
    assert len(told) == 1 and "is a file, not a folder" in told[0]
    assert recorder.mark.isVisible()
    assert len(stats.pending()) == 3
    assert stats.summary("penguin").played == 3  # shown, though not written yet
    (tmp_path / "data").unlink()  # the player makes room for the folder
    qtbot.waitUntil(lambda: not stats.pending(), timeout=10_000)
    qtbot.waitUntil(lambda: not recorder.mark.isVisible(), timeout=5_000)
    assert any("saved again" in m for m in messages)
    stats.close()
    assert len(Statistics(tmp_path / "data" / "stats.sqlite").results()) == 3


def test_the_statistics_file_is_not_in_a_folder_named_twice_and_old_files_move(
    tmp_path, monkeypatch
):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    old = tmp_path / "Penguin Qt" / "Penguin Qt" / "statistics.sqlite"
    old.parent.mkdir(parents=True)
    stats = Statistics(old, background=False)
    stats.record("penguin", "won", deal=3, moves=80, seconds=100, cards_home=52, score=900)
    stats.close()
    path = default_path()
    assert path == tmp_path / "penguin-qt" / "statistics.sqlite"
    assert not old.exists() and path.exists()
    assert Statistics(path).summary("penguin").won == 1


def test_a_game_kept_at_quit_is_counted_once_when_it_ends_after_the_restart(qtbot, tmp_path):
    from penguin_qt.plugins import PluginHost
    from penguin_qt.ui.assembly import attach_addons
    from penguin_qt.ui.keeping.persistence import load_saved_game

    stats_path, saved = tmp_path / "stats.sqlite", tmp_path / "current-game.json"
    first = _window(qtbot)
    addons = attach_addons(first, statistics_path=stats_path, saved_game_path=saved)
    _any_move(first)
    game_id = first.controller.game.game_id
    first.close()  # quit: the game is kept, not counted
    addons.assistant.shutdown()
    assert Statistics(stats_path).results() == []
    game, record, problem = load_saved_game(saved, PluginHost().rules)
    assert game is not None and game.game_id == game_id and not problem
    again = MainWindow(
        variant="penguin", speed="off", prefs=Preferences(animation_speed="off"), game=game
    )
    qtbot.addWidget(again)
    addons = attach_addons(
        again, statistics_path=stats_path, saved_game_path=saved, saved_record=record
    )
    _any_move(again)
    again.controller.new_game(77)  # left for another game: now it counts, as abandoned
    again.close()
    addons.assistant.shutdown()
    results = Statistics(stats_path).results()
    assert [(r.game_id, r.result) for r in results] == [(game_id, "abandoned")]

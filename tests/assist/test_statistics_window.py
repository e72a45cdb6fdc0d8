"""Every game's end lands in the statistics, and the dialog shows them."""

from __future__ import annotations

from pathlib import Path

from penguin_qt.engine import Move
from penguin_qt.storage.statistics import Statistics
from penguin_qt.ui.statistics_dialog import StatisticsRecorder
from penguin_qt.ui.window import MainWindow

SOLUTION = Path(__file__).parent.parent / "ui" / "data" / "penguin-4.txt"


def _moves():
    words = [
        w
        for line in SOLUTION.read_text().splitlines()
        if not line.startswith("#")
        for w in line.split()
    ]
    return [Move.parse(w) for w in words]


def test_a_won_game_and_an_abandoned_one_are_recorded_and_shown(qtbot, tmp_path):
    window = MainWindow(variant="penguin", deal_number=4, speed="off")
    qtbot.addWidget(window)
    stats = Statistics(tmp_path / "stats.sqlite")
    recorder = StatisticsRecorder(window, stats)
    for move in _moves():
        if not window.controller.game.is_won():
            window.controller.play(move)
    qtbot.waitUntil(lambda: stats.summary("penguin").won == 1, timeout=10_000)
    window.controller.new_game(5)
    window.controller.play(
        next(m for m in window.controller.rules.legal_moves(window.controller.position))
    )
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
    row = [dialog.table.item(0, c).text() for c in range(dialog.table.columnCount())]
    assert row[:4] == ["Penguin", "2", "1", "50%"]

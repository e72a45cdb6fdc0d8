"""Statistics in the window: every game's end is recorded (SQLite), and a dialog shows the
figures per variant."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from ..engine import Game
from ..i18n import engine_message, variant_name
from ..storage.statistics import Statistics


def default_path() -> Path:
    folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    folder.mkdir(parents=True, exist_ok=True)
    return folder / "statistics.sqlite"


def rules_label(game: Game) -> str:
    """The free parameters a game was played with, e.g. "cells=5 run-limit=unlimited"."""
    r = game.rules
    return f"cells={r.cells} empty-column={r.empty_column} run-limit={r.run_limit}"


class StatisticsRecorder(QObject):
    """Records each game of a window once: won when won, else lost or abandoned when the next
    game starts (or the program ends) after at least one move."""

    def __init__(self, window, stats: Statistics) -> None:
        super().__init__(window)
        self.window = window
        self.stats = stats
        self.controller = window.controller
        self._game: Game | None = self.controller.game
        self._recorded: set[int] = set()
        self.controller.game_won.connect(self._won)
        self.controller.game_started.connect(self._started)
        self.action = QAction(self.tr("S&tatistics…"), window)
        self.action.setShortcut(QKeySequence("Ctrl+T"))
        self.action.triggered.connect(self.show_dialog)
        window.add_action("game", self.action, section="tools")
        window.closing.connect(self.finish)
        if stats.problem is not None:
            window.show_message(engine_message(stats.problem))

    def _record(self, game: Game, result: str) -> None:
        if id(game) in self._recorded:
            return
        self._recorded.add(id(game))
        self.stats.record(
            game.rules.id,
            result,
            deal=game.deal_number,
            moves=game.move_count,
            seconds=game.elapsed,
            cards_home=game.position.cards_home(),
            score=game.score,
            rules=rules_label(game),
        )

    def _won(self) -> None:
        if self.controller.game is not None:
            self._record(self.controller.game, "won")

    def finish(self, game: Game | None = None) -> None:
        """Record the game that is being left, if it was played at all."""
        game = game or self._game
        if game is None or game.move_count == 0 or id(game) in self._recorded:
            return
        self._record(game, "won" if game.is_won() else "lost" if game.is_lost() else "abandoned")

    def _started(self) -> None:
        if self._game is not None and self._game is not self.controller.game:
            self.finish(self._game)
        self._game = self.controller.game

    def show_dialog(self) -> StatisticsDialog:
        names = {vid: e.item.name for vid, e in self.controller.host.variants().items()}
        dialog = StatisticsDialog(self.stats, names, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dialog
        dialog.open()
        return dialog


class StatisticsDialog(QDialog):
    """One row per variant played: games, wins, win rate, streaks, best score, fastest win."""

    def __init__(self, stats: Statistics, names: dict[str, str], parent=None) -> None:
        """``names``: variant id to name, for the variants installed now."""
        super().__init__(parent)
        self.stats = stats
        self.names = names
        self.setWindowTitle(self.tr("Statistics"))
        self.table = QTableWidget(0, 8)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Variant"),
                self.tr("Played"),
                self.tr("Won"),
                self.tr("Win rate"),
                self.tr("Streak"),
                self.tr("Best streak"),
                self.tr("Best score"),
                self.tr("Fastest win"),
            ]
        )
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.reset_button = QPushButton(self.tr("Reset All"))
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.reset)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(760, 320)
        self.fill()

    def fill(self) -> None:
        names = self.names
        variants = self.stats.variants()
        self.table.setRowCount(len(variants))
        for row, vid in enumerate(variants):
            s = self.stats.summary(vid)
            fastest = (
                ""
                if s.fastest_win is None
                else f"{int(s.fastest_win) // 60}:{int(s.fastest_win) % 60:02d}"
            )
            values = [
                variant_name(names.get(vid, vid)),
                str(s.played),
                str(s.won),
                f"{s.win_rate:.0%}",
                str(s.current_streak),
                str(s.best_streak),
                "" if s.best_score is None else str(s.best_score),
                fastest,
            ]
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()

    def reset(self) -> None:
        self.stats.reset()
        self.fill()

"""Statistics in the window: every game's end is recorded (SQLite, written in the background),
and a dialog shows the figures of one variant at a time.

When the statistics cannot be written the game goes on: the player is told once, a mark stays
in the status bar while results wait in memory, and they are written when a retry succeeds.
"""

from __future__ import annotations

import logging
import uuid
import weakref
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QStandardPaths, Qt, Signal
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import Game
from ...engine.errors import Text
from ...i18n import engine_message, number, percent, variant_name
from ...storage.results import DIFFICULTIES
from ...storage.statistics import GameResult, Statistics, Summary, move_into_place
from ..shared.plain import PLAIN, plain_box, plain_tip
from ..shared.resources import icon_path
from .settings import data_folder
from .statistics_deals import RecentDeals

if TYPE_CHECKING:
    from .daily_deal import DailyDeal

log = logging.getLogger(__name__)

FILE_NAME = "statistics.sqlite"


def legacy_paths() -> list[Path]:
    """Where earlier versions kept the statistics (a folder named twice)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    return [Path(base) / "Penguin Qt" / "Penguin Qt" / FILE_NAME] if base else []


def default_path() -> Path:
    """The statistics file in the data folder; an earlier version's file is moved there.
    Never raises: a folder that cannot be made is the Statistics' problem to report."""
    path = data_folder() / FILE_NAME
    for old in legacy_paths():
        path = move_into_place(old, path)
    return path


def rules_label(game: Game) -> str:
    """The free parameters a game was played with, e.g. "cells=5 run-limit=unlimited"."""
    r = game.rules
    return f"cells={r.cells} empty-column={r.empty_column} run-limit={r.run_limit}"


def result_of(game: Game, result: str, game_id: str | None = None) -> GameResult:
    """What is recorded of ``game``'s end, with the score the player saw (``Game.score``)."""
    cards_home = game.position.cards_home()
    return GameResult(
        variant=game.rules.id,
        result=result,
        deal=game.deal_number,
        moves=game.move_count,
        seconds=game.elapsed,
        cards_home=cards_home,
        score=game.score,
        rules=rules_label(game),
        game_id=game_id,
        hints=int(getattr(game, "hints_used", 0) or 0),
        solver_moves=int(getattr(game, "solver_moves", 0) or 0),
        difficulty=tier if (tier := getattr(game, "difficulty", None)) in DIFFICULTIES else None,
    )


class StatisticsRecorder(QObject):
    """Records each game of a window once: won when won, else lost or abandoned when the next
    game starts (or the program ends) after at least one move.

    Every game has an id (``game_id``); a result is recorded at most once per id, also across
    runs, so a game resumed after a quit or a crash is counted once.
    """

    problem_changed = Signal(object)  # Text or None, from the writer thread

    def __init__(self, window, stats: Statistics, keep_game_on_close: bool = False) -> None:
        """``keep_game_on_close``: the game in progress is kept on disk when the window closes
        and comes back at the next start, so it is recorded when it ends, not at the close
        (a game ended by quit or crash counts once)."""
        super().__init__(window)
        self.window = window
        self.stats = stats
        self.keep_game_on_close = keep_game_on_close
        self.controller = window.controller
        self.daily: DailyDeal | None = None  # the Deal of the Day, whose days are shown too
        self._game: Game | None = self.controller.game
        self._ids: weakref.WeakKeyDictionary[Game, str] = weakref.WeakKeyDictionary()
        self._told: set[str] = set()
        self.controller.game_won.connect(self._won)
        self.controller.game_started.connect(self._started)
        self.action = QAction(self.tr("S&tatistics…"), window)
        self.action.setShortcut(QKeySequence("Ctrl+T"))
        self.action.setIcon(QIcon.fromTheme("office-chart-bar", QIcon(icon_path("statistics.svg"))))
        self.action.triggered.connect(self.show_dialog)
        window.add_action("game", self.action, section="tools", toolbar=True)
        self.recent = RecentDeals(window, stats)
        window.closing.connect(lambda: self.shutdown(keep_game=self.keep_game_on_close))
        self.mark = QLabel("⚠")
        self.mark.setObjectName("statistics-not-saved")
        self.mark.hide()
        window.add_status_widget(self.mark)
        self.problem_changed.connect(self._show_problem, Qt.ConnectionType.QueuedConnection)
        stats.add_listener(self.problem_changed.emit)
        if stats.problem is not None:
            self._show_problem(stats.problem)

    # -- telling the player -------------------------------------------------------------------

    def _show_problem(self, problem: Text | None) -> None:
        if problem is None:
            if self.mark.isVisible():
                self.mark.hide()
                self.window.show_message(self.tr("The statistics are saved again."))
            return
        text = engine_message(problem)
        waiting = problem.template.startswith("The statistics cannot be saved")
        self.mark.setVisible(waiting)
        self.mark.setToolTip(plain_tip(text))
        self.mark.setAccessibleName(self.tr("Statistics not saved"))
        if problem.template not in self._told:  # once per kind of problem, not per retry
            self._told.add(problem.template)
            self.window.show_message(text)

    # -- recording ------------------------------------------------------------------------------

    def game_id(self, game: Game) -> str:
        """The id of ``game`` (its own ``game_id`` when it has one, e.g. a resumed game)."""
        own = getattr(game, "game_id", None)
        if isinstance(own, str) and own:
            return own
        if game not in self._ids:
            self._ids[game] = uuid.uuid4().hex
        return self._ids[game]

    def set_game_id(self, game: Game, game_id: str) -> None:
        """Give ``game`` the id it had before (a game resumed from a saved one)."""
        if hasattr(game, "game_id"):
            game.game_id = game_id
        self._ids[game] = game_id

    def record(self, game: Game, result: str) -> bool:
        """Record ``game``'s end once; False when this game is already recorded."""
        return self.stats.add(result_of(game, result, self.game_id(game)))

    def is_recorded(self, game: Game) -> bool:
        return self.stats.is_recorded(self.game_id(game))

    def _won(self) -> None:
        if self.controller.game is not None:
            self.record(self.controller.game, "won")

    def finish(self, game: Game | None = None) -> None:
        """Record the game that is being left, if it was played at all."""
        game = game or self._game
        if game is None or not game.was_played or self.is_recorded(game):
            return
        self.record(game, "won" if game.is_won() else "lost" if game.is_lost() else "abandoned")

    def shutdown(self, keep_game: bool = False) -> list[GameResult]:
        """The program ends: the game in progress is recorded unless ``keep_game`` (it will be
        resumed, and recorded when it ends).  Returns the results that could not be written."""
        if not keep_game:
            self.finish(self.controller.game)
        left = self.stats.close()
        if left:
            log.warning("%d game results could not be written to the statistics", len(left))
        return left

    def _started(self) -> None:
        if self._game is not None and self._game is not self.controller.game:
            self.finish(self._game)
        self._game = self.controller.game

    def show_dialog(self) -> StatisticsDialog:
        names = {vid: e.item.name for vid, e in self.controller.host.variants().items()}
        game = self.controller.game
        dialog = StatisticsDialog(
            self.stats,
            names,
            self.window,
            current=game.rules.id if game is not None else None,
            deal=game.deal_number if game is not None else None,
            daily=self.daily.box() if self.daily is not None else None,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def replay(number: int) -> None:
            dialog.accept()
            self.recent.replay(number, dialog.variant)

        dialog.deals.deal_chosen.connect(replay)
        self.dialog = dialog
        dialog.open()
        return dialog


def clock_text(seconds: float) -> str:
    whole = int(seconds)
    if whole >= 3600:
        return f"{whole // 3600}:{whole % 3600 // 60:02d}:{whole % 60:02d}"
    return f"{whole // 60}:{whole % 60:02d}"


class StatisticsDialog(QDialog):
    """The statistics of one variant at a time, chosen at the top: deals played alone (wins,
    rate, streaks, best score, fastest win), games with help apart, games from a position
    (opened or pasted) on a line of their own, and the best on the deal being played."""

    def __init__(
        self,
        stats: Statistics,
        names: dict[str, str],
        parent=None,
        current: str | None = None,
        deal: int | None = None,
        daily=None,
    ) -> None:
        """``names``: variant id to name, for the variants installed now; ``daily``: the
        box of the deal of the day's figures, when there is one."""
        super().__init__(parent)
        self.stats = stats
        self.daily = daily
        self.names = names
        self.deal = deal
        self.setWindowTitle(self.tr("Statistics"))
        self.chooser = QComboBox()
        self.chooser.currentIndexChanged.connect(self.fill)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Variant:")))
        top.addWidget(self.chooser, 1)

        self.values: dict[str, QLabel] = {}
        alone = QGroupBox(self.tr("Games played alone"))
        form = QFormLayout(alone)
        for key, label in (
            ("played", self.tr("Games played:")),
            ("won", self.tr("Games won:")),
            ("rate", self.tr("Win rate:")),
            ("streak", self.tr("Current winning streak:")),
            ("best_streak", self.tr("Longest winning streak:")),
            ("losing", self.tr("Current losing streak:")),
            ("best_score", self.tr("Best score:")),
            ("fastest", self.tr("Fastest win:")),
            ("fewest", self.tr("Fewest moves in a win:")),
        ):
            form.addRow(label, self._value(key))
        helped = QGroupBox(self.tr("Games with help (hints or the solver's moves)"))
        form = QFormLayout(helped)
        form.addRow(self.tr("Games played:"), self._value("assisted_played"))
        form.addRow(self.tr("Games won:"), self._value("assisted_won"))
        # games started from an opened or pasted position: no deal won or lost, so apart
        self.positions = QLabel()
        self.positions.setObjectName("positions")
        self.deal_box = QGroupBox()
        form = QFormLayout(self.deal_box)
        form.addRow(self.tr("Played:"), self._value("deal_played"))
        form.addRow(self.tr("Won:"), self._value("deal_won"))
        form.addRow(self.tr("Best win:"), self._value("deal_best"))
        form.addRow(self.tr("Best score:"), self._value("deal_score"))
        self.notice = QLabel()
        self.notice.setTextFormat(PLAIN)  # the reason names a file
        self.notice.setWordWrap(True)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.reset_button = QPushButton(self.tr("Reset This Variant"))
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.reset)
        summary = QWidget()
        figures = QVBoxLayout(summary)
        figures.addWidget(alone)
        figures.addWidget(helped)
        figures.addWidget(self.positions)
        figures.addWidget(self.deal_box)
        if daily is not None:
            figures.addWidget(daily)
        figures.addStretch(1)
        from .statistics_charts import ChartsPanel  # when first opened: not at the start
        from .statistics_history import DealHistoryTable

        self.charts = ChartsPanel()
        self.deals = DealHistoryTable()
        self.pages = QTabWidget()
        self.pages.addTab(summary, self.tr("&Summary"))
        self.pages.addTab(self.charts, self.tr("&Charts"))
        self.pages.addTab(self.deals, self.tr("&Deals"))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.notice)
        layout.addWidget(buttons)
        self._fill_chooser(current)
        self.fill()

    def _value(self, key: str) -> QLabel:
        label = QLabel()
        label.setObjectName(key)
        label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        label.setMinimumWidth(80)
        self.values[key] = label
        return label

    def _fill_chooser(self, current: str | None) -> None:
        ids = list(self.names)
        ids += [vid for vid in self.stats.variants() if vid not in self.names]
        self.chooser.blockSignals(True)
        self.chooser.clear()
        for vid in ids:
            self.chooser.addItem(variant_name(self.names.get(vid, vid)), vid)
        self.chooser.setCurrentIndex(max(0, self.chooser.findData(current)))
        self.chooser.blockSignals(False)

    @property
    def variant(self) -> str | None:
        return self.chooser.currentData()

    def fill(self) -> None:
        vid = self.variant
        if vid is None:
            return
        s: Summary = self.stats.summary(vid)
        v = self.values
        v["played"].setText(number(s.played))
        v["won"].setText(number(s.won))
        v["rate"].setText(percent(s.win_rate) if s.played else "–")
        v["streak"].setText(str(s.current_streak))
        v["best_streak"].setText(str(s.best_streak))
        v["losing"].setText(str(s.losing_streak))
        v["best_score"].setText("–" if s.best_score is None else number(s.best_score))
        v["fastest"].setText("–" if s.fastest_win is None else clock_text(s.fastest_win))
        v["fewest"].setText("–" if s.fewest_moves is None else str(s.fewest_moves))
        v["assisted_played"].setText(str(s.assisted_played))
        v["assisted_won"].setText(str(s.assisted_won))
        self.positions.setText(
            self.tr("From a position: {played} played, {won} won").format(
                played=number(s.positions_played), won=number(s.positions_won)
            )
        )
        self.positions.setVisible(s.positions_played > 0)
        self._fill_deal(vid)
        if self.daily is not None:
            self.daily.fill(vid)
        self.charts.show_results(self.stats.results(vid))
        self.deals.show_history(self.stats.deal_history(vid))
        waiting = len(self.stats.pending())
        if self.stats.problem is not None and waiting:
            self.notice.setText(
                self.tr("{n} results are not saved yet: {why}").format(
                    n=waiting, why=engine_message(self.stats.problem)
                )
            )
        else:
            self.notice.setText("")
        self.notice.setVisible(bool(self.notice.text()))

    def _fill_deal(self, vid: str) -> None:
        if self.deal is None:
            self.deal_box.hide()
            return
        best = self.stats.best_on_deal(vid, self.deal)
        self.deal_box.setTitle(self.tr("Deal {n}").format(n=self.deal))
        self.deal_box.setVisible(best.played > 0)
        v = self.values
        v["deal_played"].setText(str(best.played))
        v["deal_won"].setText(str(best.won))
        if best.best is None:
            v["deal_best"].setText("–")
        else:
            v["deal_best"].setText(
                self.tr("%n move(s), {time}", "", best.best.moves).format(
                    time=clock_text(best.best.seconds)
                )
            )
        v["deal_score"].setText("–" if best.best_score is None else number(best.best_score))

    def reset(self) -> QMessageBox | None:
        """Forget this variant's statistics, once the player has said yes (No is the
        default: Enter keeps them).  The question is returned for tests."""
        if self.variant is None:
            return None
        button = QMessageBox.StandardButton
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Reset Statistics"),
            self.tr("Forget every recorded game of {variant}?").format(
                variant=self.chooser.currentText()
            ),
            button.Yes | button.No,
            self,
        )
        box.setDefaultButton(button.No)
        box.setEscapeButton(button.No)
        plain_box(box)  # the variant's name is shown as written
        variant = self.variant
        box.button(button.Yes).clicked.connect(lambda: self._forget(variant))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.question = box
        box.open()
        return box

    def _forget(self, variant: str) -> None:
        self.stats.reset(variant)
        self.fill()

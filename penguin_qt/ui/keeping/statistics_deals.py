"""Deals played before: Game › Recent Deals (the last deals of the variant being played, with
how each ended, from which one is dealt again) and the statistics window's table of every
deal's history (times played, won, fewest moves, fastest win, best score)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QTableWidget, QTableWidgetItem, QWidget

from ...i18n import number
from ...storage.deals import DealHistory
from ...storage.results import GameResult
from ...storage.statistics import Statistics
from ..shared.plain import plain_tip
from .statistics_figures import clock


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("RecentDeals", text, None, n)


def result_word(result: str) -> str:
    words = {"won": _tr("won"), "lost": _tr("lost"), "abandoned": _tr("abandoned")}
    return words.get(result, result)


def recent_text(result: GameResult) -> str:
    """A menu entry: "Deal 1234: won, 87 moves"."""
    return _tr("Deal {deal}: {result}, %n move(s)", result.moves).format(
        deal=result.deal, result=result_word(result.result)
    )


class RecentDeals(QObject):
    """Game › Recent Deals: the deals of the variant being played that were played last;
    choosing one deals it again (asking first when a game is in progress)."""

    def __init__(self, window, stats: Statistics) -> None:
        super().__init__(window)
        self.window = window
        self.stats = stats
        self.menu = QMenu(self.tr("Rec&ent Deals"), window)
        self.menu.setObjectName("recent-deals")
        self.menu.aboutToShow.connect(self.fill)
        window.add_action("game", self.menu.menuAction(), section="deal")
        self.fill()

    def fill(self) -> list[QAction]:
        """The menu made again from the statistics; returns its deal entries."""
        self.menu.clear()
        controller = self.window.controller
        variant = controller.rules.id
        made = []
        for result in self.stats.recent_deals(variant):
            action = QAction(recent_text(result), self.menu)
            action.setData(result.deal)
            action.triggered.connect(lambda _=False, n=result.deal: self.replay(n))
            self.menu.addAction(action)
            made.append(action)
        if not made:
            none = QAction(self.tr("No deals played yet"), self.menu)
            none.setEnabled(False)
            self.menu.addAction(none)
        return made

    def replay(self, deal: int, variant: str | None = None) -> bool:
        """Deal ``deal`` again, of ``variant`` (None: the variant being played, with its
        rules as they are); with a game in progress, once the player says yes.  True when
        dealt at once; False also for a variant that is not installed now."""
        controller = self.window.controller
        rules = None
        if variant is not None and variant != controller.rules.id:
            registered = controller.host.variants().get(variant)
            if registered is None:
                return False
            rules = registered.item
        question = self.tr("Leave the game in progress and play deal {n} again?").format(n=deal)
        return self.window.leave_game(
            lambda: controller.new_game(deal, rules), question, title=self.tr("Play a Deal Again")
        )


class DealHistoryTable(QTableWidget):
    """Every deal of one variant that was played, the one played last first; Enter or a
    double click on a row asks for that deal to be played again (``deal_chosen``)."""

    deal_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 7, parent)
        self.setObjectName("deal-history")
        self.setAccessibleName(self.tr("Deal history"))
        self.setAccessibleDescription(self.tr("Press Enter on a deal to play it again."))
        self.setToolTip(self.tr("Double-click a deal, or press Enter on it, to play it again."))
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.horizontalHeader().setStretchLastSection(True)
        self.itemActivated.connect(lambda item: self.choose(item.row()))
        self.setHorizontalHeaderLabels(
            [
                self.tr("Deal"),
                self.tr("Played"),
                self.tr("Won"),
                self.tr("Fewest moves"),
                self.tr("Fastest win"),
                self.tr("Best score"),
                self.tr("Last game"),
            ]
        )
        self.horizontalHeaderItem(3).setToolTip(
            self.tr("The bests count the games played alone (no hints, no solver's moves).")
        )
        self.history: list[DealHistory] = []

    def show_history(self, history: list[DealHistory]) -> None:
        self.history = history
        self.setRowCount(len(history))
        for row, h in enumerate(history):
            cells = (
                str(h.deal),
                number(h.played),
                number(h.won),
                "–" if h.fewest_moves is None else number(h.fewest_moves),
                "–" if h.fastest is None else clock(h.fastest),
                "–" if h.best_score is None else number(h.best_score),
                result_word(h.last.result),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(plain_tip(recent_text(h.last)) if column == 6 else "")
                if 0 < column < 6:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.setItem(row, column, item)
        self.resizeColumnsToContents()

    def choose(self, row: int) -> None:
        """Ask for the deal of ``row`` to be played again."""
        if 0 <= row < len(self.history):
            self.deal_chosen.emit(self.history[row].deal)

    def row_texts(self, row: int) -> list[str]:
        return [self.item(row, c).text() for c in range(self.columnCount())]

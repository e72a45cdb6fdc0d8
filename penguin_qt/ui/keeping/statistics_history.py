"""The statistics window's table of every deal of a variant: times played and won, fewest
moves, fastest win, best score, how its last game ended and when it was played; a deal is
played again from it."""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QLocale, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem, QWidget

from ...i18n import number
from ...storage.deals import DealHistory
from ..shared.plain import plain_tip
from .statistics_deals import recent_text, result_word
from .statistics_figures import clock


class DealHistoryTable(QTableWidget):
    """Every deal of one variant that was played, the one played last first; Enter or a
    double click on a row asks for that deal to be played again (``deal_chosen``)."""

    deal_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 8, parent)
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
                self.tr("Played on"),
            ]
        )
        header = self.horizontalHeaderItem(3)
        if header is not None:
            header.setToolTip(
                self.tr("The bests count the games played alone (no hints, no solver's moves).")
            )
        self.history: list[DealHistory] = []

    def show_history(self, history: list[DealHistory]) -> None:
        self.history = history
        self.setAccessibleDescription(
            self.tr("Press Enter on a deal to play it again.") if history else self.empty_text()
        )
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
                played_on(h.last.finished),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(plain_tip(recent_text(h.last)) if column == 6 else "")
                if 0 < column < 6 or column == 7:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.setItem(row, column, item)
        self.resizeColumnsToContents()

    def paintEvent(self, event) -> None:  # noqa: N802
        super().paintEvent(event)
        if self.rowCount() == 0:  # words, not an empty grid
            painter = QPainter(self.viewport())
            painter.drawText(
                self.viewport().rect(), Qt.AlignmentFlag.AlignCenter, self.empty_text()
            )
            painter.end()

    def empty_text(self) -> str:
        return self.tr("No deals played yet.")

    def choose(self, row: int) -> None:
        """Ask for the deal of ``row`` to be played again."""
        if 0 <= row < len(self.history):
            self.deal_chosen.emit(self.history[row].deal)

    def row_texts(self, row: int) -> list[str]:
        items = (self.item(row, c) for c in range(self.columnCount()))
        return [item.text() if item is not None else "" for item in items]


def played_on(finished: float) -> str:
    """When a game ended (its date and time), as the window's language writes them."""
    moment = QDateTime.fromSecsSinceEpoch(int(finished))
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)

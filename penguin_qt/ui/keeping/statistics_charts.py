"""The statistics' pictures: a bar chart drawn with QPainter (``ChartView``) for each of the
figures in ``statistics_figures``, and the panel that holds them with a "Show as table"
switch.

Every bar's figures are a hover away (its tooltip) or a click away (the table); a chart with
nothing to draw says so in words instead of showing an empty axis. A screen reader is given
each chart's name and, as its description, every figure in it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetrics, QHelpEvent, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QSizePolicy,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from ...i18n import number, percent
from ...storage.results import GameResult
from ..shared.plain import plain_tip
from .statistics_figures import Chart, charts

MARGIN = 6


class ChartView(QWidget):
    """One chart as bars over a value axis, or its empty-state words."""

    def __init__(self, chart: Chart, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"chart-{chart.key}")
        self.setMinimumSize(160, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a screen reader can reach it
        self.chart = chart
        self.set_chart(chart)

    def set_chart(self, chart: Chart) -> None:
        self.chart = chart
        self.setAccessibleName(chart.title)
        self.setAccessibleDescription(chart.description())
        self.setToolTip("" if not chart.is_empty else plain_tip(chart.empty))
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(320, 180)

    # -- geometry --------------------------------------------------------------------------

    def _plot(self) -> QRectF:
        """Where the bars go: below the title, right of the axis' numbers, above the labels."""
        metrics = QFontMetrics(self.font())
        line = metrics.height()
        left = metrics.horizontalAdvance(self._axis_text(self.chart.top)) + 2 * MARGIN
        return QRectF(
            left,
            line + 2 * MARGIN,
            max(1.0, self.width() - left - MARGIN),
            max(1.0, self.height() - 2 * line - 4 * MARGIN),
        )

    def bar_rects(self) -> list[tuple[int, QRectF]]:
        """The rectangle of each bar that has a value, with the bar's index."""
        bars = self.chart.bars
        if not bars:
            return []
        plot = self._plot()
        slot = plot.width() / len(bars)
        gap = min(slot * 0.2, 8.0)
        top = self.chart.top or 1.0
        found = []
        for i, bar in enumerate(bars):
            if bar.value is None:
                continue
            height = plot.height() * min(bar.value / top, 1.0)
            if bar.value > 0:
                height = max(height, 1.0)
            x = plot.left() + i * slot + gap / 2
            found.append((i, QRectF(x, plot.bottom() - height, max(slot - gap, 1.0), height)))
        return found

    def bar_at(self, x: float, y: float) -> int | None:
        """The index of the bar under a point (its whole column counts), else None."""
        bars = self.chart.bars
        plot = self._plot()
        if not bars or not plot.left() <= x < plot.right() or y > plot.bottom() + plot.top():
            return None
        index = int((x - plot.left()) / (plot.width() / len(bars)))
        if 0 <= index < len(bars) and bars[index].value is not None:
            return index
        return None

    def axis(self) -> list[tuple[float, str]]:
        """The axis' marks, foot first: (share of the height, its words)."""
        top = self.chart.top
        return [(share, self._axis_text(top * share)) for share in self.chart.ticks()]

    def _axis_text(self, value: float) -> str:
        return percent(value) if self.chart.percent else number(value)

    # -- painting ----------------------------------------------------------------------------

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._paint(painter)
        finally:
            painter.end()

    def _paint(self, painter: QPainter) -> None:
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        metrics = QFontMetrics(self.font())
        painter.setPen(text)
        title = QRectF(MARGIN, MARGIN, self.width() - 2 * MARGIN, metrics.height())
        painter.drawText(title, Qt.AlignmentFlag.AlignLeft, self.chart.title)
        if self.chart.is_empty:
            rest = QRectF(0, title.bottom(), self.width(), self.height() - title.bottom())
            painter.drawText(
                rest, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.chart.empty
            )
            return
        plot = self._plot()
        faint = QPen(palette.color(QPalette.ColorRole.Mid))
        for share, label in self.axis():  # its foot, its middle (when whole) and its top
            y = plot.bottom() - plot.height() * share
            painter.setPen(faint)
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            words = QRectF(0, y - metrics.height() / 2, plot.left() - MARGIN, metrics.height())
            painter.drawText(words, Qt.AlignmentFlag.AlignRight, label)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.color(QPalette.ColorRole.Highlight))
        for _, rect in self.bar_rects():
            painter.drawRect(rect)
        self._paint_labels(painter, plot, metrics, text)

    def _paint_labels(self, painter: QPainter, plot: QRectF, metrics: QFontMetrics, pen) -> None:
        """The bars' labels under them; when they do not fit, every n-th one."""
        bars = self.chart.bars
        slot = plot.width() / len(bars)
        widest = max(metrics.horizontalAdvance(b.label) for b in bars) + MARGIN
        every = max(1, int(widest // max(slot, 1.0)) + (widest % max(slot, 1.0) > 0))
        painter.setPen(pen)
        for i in range(0, len(bars), every):
            centre = plot.left() + (i + 0.5) * slot
            left = min(max(centre - widest / 2, 0.0), max(self.width() - widest, 0.0))
            rect = QRectF(left, plot.bottom() + MARGIN / 2, widest, metrics.height())
            painter.drawText(rect, Qt.AlignmentFlag.AlignHCenter, bars[i].label)

    # -- the numbers a hover away --------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            index = self.bar_at(event.pos().x(), event.pos().y())
            if index is not None:
                QToolTip.showText(event.globalPos(), plain_tip(self.chart.bars[index].detail), self)
                return True
            if not self.chart.is_empty:
                QToolTip.hideText()
                event.ignore()
                return True
        return super().event(event)


def chart_table(chart: Chart) -> QTableWidget:
    """A chart's figures as a table: a row per bar, its label, its value and (for a share)
    the games it is of."""
    table = QTableWidget(0, 3)
    table.setObjectName(f"table-{chart.key}")
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.verticalHeader().hide()
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 6)
    table.horizontalHeader().setStretchLastSection(True)
    fill_table(table, chart)
    return table


RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def fill_table(table: QTableWidget, chart: Chart) -> None:
    table.setAccessibleName(chart.title)
    headings = [chart.title, chart.value_name]
    if chart.percent:  # a share says how many games it is of; a count is the games
        headings.append(QCoreApplication.translate("StatisticsCharts", "Games"))
    table.setColumnCount(len(headings))
    table.setHorizontalHeaderLabels(headings)
    shown = [b for b in chart.bars if b.value is not None]
    table.setRowCount(len(shown))
    for row, bar in enumerate(shown):
        cells = [bar.label, percent(bar.value or 0.0) if chart.percent else number(bar.count)]
        if chart.percent:
            cells.append(number(bar.count))
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setToolTip(plain_tip(bar.detail))
            if column:
                item.setTextAlignment(RIGHT)
            table.setItem(row, column, item)
    table.resizeColumnsToContents()


class ChartsPanel(QWidget):
    """The four charts of one variant in a grid, or (switched) their figures as tables."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics-charts")
        self.as_table = QCheckBox(self.tr("Show as &table"))
        self.as_table.setObjectName("charts-as-table")
        self.as_table.toggled.connect(self._switch)
        self.stack = QStackedWidget()
        pictures, tables = QWidget(), QWidget()
        grid, table_grid = QGridLayout(pictures), QGridLayout(tables)
        grid.setContentsMargins(0, 0, 0, 0)
        table_grid.setContentsMargins(0, 0, 0, 0)
        self.views: list[ChartView] = []
        self.tables: list[QTableWidget] = []
        for i, chart in enumerate(charts([])):
            view = ChartView(chart)
            table = chart_table(chart)
            grid.addWidget(view, i // 2, i % 2)
            table_grid.addWidget(table, i // 2, i % 2)
            self.views.append(view)
            self.tables.append(table)
        self.stack.addWidget(pictures)
        self.stack.addWidget(tables)
        layout = QVBoxLayout(self)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.as_table)

    def show_results(self, results: Sequence[GameResult]) -> None:
        for chart, view, table in zip(charts(results), self.views, self.tables, strict=True):
            view.set_chart(chart)
            fill_table(table, chart)

    def _switch(self, on: bool) -> None:
        self.stack.setCurrentIndex(1 if on else 0)

    def chart(self, key: str) -> Chart:
        return next(v.chart for v in self.views if v.chart.key == key)

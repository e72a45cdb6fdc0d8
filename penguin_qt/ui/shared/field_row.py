"""The row of status fields: each field as wide as its whole text, and the fields that do not
fit on one line go on to a second (right-aligned, as the row is), so that at the smallest
window, in the longest language, every field is still read whole and none is hidden.

A field with a stretch (the winnability verdict) takes the room left on its line.  Like the
message line, the row sets its own height, from the lines it needs at its width.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QWidget


class FieldRow(QWidget):
    """Status fields laid out in as few lines as the width allows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._fields: list[tuple[QWidget, int]] = []
        self._pending = False
        self._height = 0

    def add(self, widget: QWidget, stretch: int = 0, first: bool = False) -> None:
        """A field at the end of the row, or ``first``; shown at once, unless it was hidden on
        purpose (a field that appears only now and then)."""
        hidden = widget.isHidden() and widget.testAttribute(
            Qt.WidgetAttribute.WA_WState_ExplicitShowHide
        )
        widget.setParent(self)
        widget.installEventFilter(self)
        if first:
            self._fields.insert(0, (widget, stretch))
        else:
            self._fields.append((widget, stretch))
        widget.setVisible(not hidden)
        self.relayout()

    def widgets(self) -> list[QWidget]:
        return [w for w, _ in self._fields]

    def lines(self, width: int | None = None) -> list[list[tuple[QWidget, int, int]]]:
        """The fields shown, line by line, each with its stretch and its width."""
        width = max(1, self.width() if width is None else width)
        out: list[list[tuple[QWidget, int, int]]] = [[]]
        used = 0
        for widget, stretch in self._fields:
            if widget.isHidden() and not widget.sizePolicy().retainSizeWhenHidden():
                continue
            w = min(widget.sizeHint().width(), width)
            if out[-1] and used + w > width:
                out.append([])
                used = 0
            out[-1].append((widget, stretch, w))
            used += w
        return [line for line in out if line]

    def _line_height(self, line) -> int:
        return max(widget.sizeHint().height() for widget, _s, _w in line)

    def relayout(self) -> None:
        """Place every field, and take the height the lines need."""
        self._pending = False
        # not shown yet, the row has no width of its own: it is taken to be one line, so
        # that the window is not laid out first around a row of one field a line
        width = self.width() if self.isVisible() else 100_000
        y = 0
        for line in self.lines(width):
            height = self._line_height(line)
            extra = width - sum(w for _widget, _s, w in line)
            stretches = sum(s for _widget, s, _w in line)
            x = 0 if stretches else max(0, extra)  # no stretch: right-aligned
            for widget, stretch, w in line:
                if stretches:
                    w += extra * stretch // stretches
                widget.setGeometry(QRect(x, y, w, height))
                x += w
            y += height
        if y != self._height:
            self._height = y
            self.setFixedHeight(max(y, 1))

    def _later(self) -> None:
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self.relayout)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self._later()
        return False

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # a field's text changed its width
            self.relayout()
        return super().event(event)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.relayout()

    def sizeHint(self) -> QSize:  # noqa: N802
        lines = self.lines(100_000)
        width = sum(w for line in lines for _widget, _s, w in line)
        return QSize(width, self._line_height(lines[0]) if lines else 0)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(0, 0)  # narrower: more lines

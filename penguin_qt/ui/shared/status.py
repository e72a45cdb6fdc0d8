"""The status area under the table: a message line that wraps, and a row of fields that
goes on to a second line when the window is too narrow for them all (``field_row``); a field
wider than the whole window gives way (elided, the whole text in the tooltip).

The messages still go through ``QStatusBar.showMessage`` (so ``currentMessage()`` and the
timeout keep working); the bar only stops painting them itself and hands them to a label
that wraps instead of cutting the text off.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QStatusBar, QVBoxLayout, QWidget

from .field_row import FieldRow
from .plain import plain_tip

FIELD_MARGIN = 6


class FieldLabel(QLabel):
    """A one-line status field.  It asks for room for its whole text; given less, it shows
    the text elided and puts the whole of it in the tooltip."""

    def __init__(self, parent: QWidget | None = None, hug: bool = False) -> None:
        """``hug``: never wider than the whole text (what follows it stays beside it)."""
        super().__init__(parent)
        self._full = ""
        self._tip = ""
        self._hug = hug
        self._hint: QSize | None = None  # sizeHint() for the text and font it was made for
        self.setContentsMargins(FIELD_MARGIN, 0, FIELD_MARGIN, 0)
        self.setTextFormat(Qt.TextFormat.PlainText)

    # QLabel.text/setText are replaced so callers see the whole text, never the elided one
    def setText(self, text: str) -> None:  # noqa: N802
        if text != self._full:
            self._full = text
            self._hint = None
            self._fit_width()
            self.updateGeometry()
        self._refresh()

    def _fit_width(self) -> None:
        if self._hug:
            self.setMaximumWidth(self.sizeHint().width())

    def changeEvent(self, event) -> None:  # noqa: N802
        """A new font or style (a style sheet's colour re-polishes it) changes the width."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._hint = None
            self._fit_width()
            self._refresh()

    def text(self) -> str:
        return self._full

    def setToolTip(self, tip: str) -> None:  # noqa: N802
        if tip != self._tip:  # the fields' tooltips are set again at every move
            self._tip = tip
            self._refresh()

    def own_tooltip(self) -> str:
        return self._tip

    def fits(self) -> bool:
        """Whether the whole text is shown (not elided)."""
        return self.text_width() <= self.contentsRect().width()

    def text_width(self) -> int:
        return QFontMetrics(self.font()).horizontalAdvance(self._full)

    def sizeHint(self) -> QSize:  # noqa: N802
        # asked tens of times by each layout of the row (over a hundred times before the
        # first frame): measured once per text and font
        if self._hint is None:
            margins = self.contentsMargins()
            height = super().sizeHint().height()
            self._hint = QSize(self.text_width() + margins.left() + margins.right() + 1, height)
        return QSize(self._hint)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        margins = self.contentsMargins()
        ellipsis = QFontMetrics(self.font()).horizontalAdvance("M…")
        return QSize(
            ellipsis + margins.left() + margins.right(), super().minimumSizeHint().height()
        )

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._refresh()

    def _refresh(self) -> None:
        width = max(0, self.contentsRect().width())
        metrics = QFontMetrics(self.font())
        shown = metrics.elidedText(self._full, Qt.TextElideMode.ElideRight, width)
        if shown != QLabel.text(self):
            QLabel.setText(self, shown)
        tips = [self._full] if shown != self._full else []
        if self._tip:
            tips.append(self._tip)
        QLabel.setToolTip(self, plain_tip("\n".join(tips)))  # as written, never markup


class MessageLabel(QLabel):
    """The message line: as many lines as the text needs at the window's width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setContentsMargins(FIELD_MARGIN, 0, FIELD_MARGIN, 0)
        self.setObjectName("status-message")
        self._fit()

    def set_message(self, text: str) -> None:
        self.setText(text)
        self._fit()

    def lines_needed(self, width: int | None = None) -> int:
        """How many lines the message takes at ``width`` (the label's own by default)."""
        if width is None:
            width = self.contentsRect().width()
        metrics = QFontMetrics(self.font())
        flags = int(Qt.TextFlag.TextWordWrap)
        rect = metrics.boundingRect(0, 0, max(1, width), 100_000, flags, self.text() or " ")
        return max(1, -(-rect.height() // metrics.lineSpacing()))

    def fits(self) -> bool:
        """Whether every line of the message is shown."""
        metrics = QFontMetrics(self.font())
        flags = int(Qt.TextFlag.TextWordWrap)
        width = max(1, self.contentsRect().width())
        rect = metrics.boundingRect(0, 0, width, 100_000, flags, self.text() or " ")
        return rect.height() <= self.contentsRect().height() and rect.width() <= width

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        metrics = QFontMetrics(self.font())
        lines = self.lines_needed()
        margins = self.contentsMargins()
        height = lines * metrics.lineSpacing() + margins.top() + margins.bottom() + 2
        if self.minimumHeight() != height:
            self.setFixedHeight(height)


class StatusBar(QStatusBar):
    """The window's status bar: a wrapping message line above a row of fields."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeGripEnabled(False)
        panel = QWidget()
        rows = QVBoxLayout(panel)
        rows.setContentsMargins(0, 2, 0, 2)
        rows.setSpacing(2)
        self.message_label = MessageLabel()
        rows.addWidget(self.message_label)
        self.fields = FieldRow()  # on a second line where one is too narrow for them all
        rows.addWidget(self.fields)
        self.addPermanentWidget(panel, 1)
        self.messageChanged.connect(self.message_label.set_message)

    def add_field(self, widget: QWidget, stretch: int = 0, first: bool = False) -> None:
        """A field in the row: at the end, or ``first`` (before every other)."""
        self.fields.add(widget, stretch, first)

    def field_widgets(self) -> list[QWidget]:
        return self.fields.widgets()

    def paintEvent(self, event) -> None:  # noqa: N802
        """Nothing of its own: the message is the label's to show (wrapped, not cut off)."""

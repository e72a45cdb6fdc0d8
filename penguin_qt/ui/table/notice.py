"""The panel over the table at the end of a game: a title, the score, and buttons."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGraphicsView,
    QLabel,
    QLayout,
    QVBoxLayout,
    QWidget,
)

GAP = 12  # pixels between the notice and the edge of the view, or the table


class Notice(QFrame):
    """A panel over the table for the end of a game: a title, some text, and buttons.

    Escape puts it away; ``low`` places it at the foot of the table, so the position it
    speaks of stays in sight, or beside the table when the table reaches the foot.
    ``dismissed()`` when the player puts it away (a button, Escape), not when it is hidden
    because the game it spoke of is gone.
    """

    dismissed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("notice")
        self.low = False
        self._built = False
        self.hide()

    def _build(self) -> None:
        """Its style, labels and Escape, made when it is first opened: a game's end comes
        after the window's first frame, which a hidden notice's own style and layout would
        otherwise delay."""
        if self._built:
            return
        self._built = True
        # PySide6 makes a class the first time a module names it: these, only now
        from PySide6.QtGui import QKeySequence, QShortcut
        from PySide6.QtWidgets import QHBoxLayout

        self.setStyleSheet(
            "#notice { background: rgba(15, 35, 22, 225); border: 2px solid #ffd54a;"
            " border-radius: 12px; } QLabel { color: white; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
        # always as large as its contents: a line of the score is never cut off
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body = QLabel()
        self.body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.title)
        layout.addWidget(self.body)
        self.buttons = QHBoxLayout()
        layout.addLayout(self.buttons)
        # a shortcut of a hidden widget does not fire: Escape is the notice's only while shown
        self.escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.dismiss)
        self.escape.setContext(Qt.ShortcutContext.WindowShortcut)

    def open(
        self, title: str, body: str, buttons: list[tuple[str, object]], low: bool = False
    ) -> None:
        from PySide6.QtWidgets import QPushButton

        self._build()
        self.title.setText(title)
        self.body.setText(body)
        while self.buttons.count():
            item = self.buttons.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:  # hidden now, not later: the new size must not count it
                widget.hide()
                widget.deleteLater()
        for text, slot in buttons:
            button = QPushButton(text)
            button.clicked.connect(self.dismiss)
            button.clicked.connect(slot)
            self.buttons.addWidget(button)
        self.low = low
        self.adjustSize()
        self.place()
        self.show()
        self.place()
        QTimer.singleShot(0, self, self.place)  # again once laid out at its real size
        self.raise_()

    def dismiss(self) -> None:
        """The player puts the notice away."""
        self.hide()
        self.dismissed.emit()

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is None or not self._built:  # never opened: nothing to place
            return
        self.buttons.setDirection(QBoxLayout.Direction.LeftToRight)
        size = self._laid_out()
        left = (parent.width() - size.width()) // 2
        if not self.low:
            self.move(left, (parent.height() - size.height()) // 3)
            return
        foot = QRect(
            left, max(0, parent.height() - size.height() - GAP), size.width(), size.height()
        )
        table = self._table(parent)
        if table is None or not foot.intersects(table):
            self.move(foot.topLeft())
            return
        # The table reaches the foot (a short view: the review panel open, say): beside it,
        # with the buttons one above the other, where there is room; else at the foot.
        self.buttons.setDirection(QBoxLayout.Direction.TopToBottom)
        narrow = self._laid_out()
        room_right = parent.width() - table.right() - 2 * GAP
        room_left = table.left() - 2 * GAP
        top = max(0, parent.height() - narrow.height() - GAP)
        if narrow.height() <= parent.height() and max(room_left, room_right) >= narrow.width():
            if room_right >= narrow.width():
                x = table.right() + 1 + (room_right + 2 * GAP - narrow.width()) // 2
            else:
                x = (room_left + 2 * GAP - narrow.width()) // 2
            self.move(x, top)
            return
        self.buttons.setDirection(QBoxLayout.Direction.LeftToRight)
        size = self._laid_out()
        self.move(left, max(0, parent.height() - size.height() - GAP))

    def _laid_out(self) -> QSize:
        """The notice's size as it will be shown, laid out now."""
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.adjustSize()
        return self.sizeHint().expandedTo(self.size())

    @staticmethod
    def _table(parent: QWidget) -> QRect | None:
        """Where the table's piles and cards are in ``parent`` (a view of the table)."""
        if not isinstance(parent, QGraphicsView) or parent.scene() is None:
            return None
        items = parent.scene().itemsBoundingRect()
        if items.isEmpty():
            return None
        return parent.mapFromScene(items).boundingRect()

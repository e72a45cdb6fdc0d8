"""The panel over the table at the end of a game: a title, the score, and buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


class Notice(QFrame):
    """A panel over the table for the end of a game: a title, some text, and buttons.

    Escape puts it away; ``low`` places it at the foot of the table, so the position it
    speaks of stays in sight.
    """

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("notice")
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
        self.low = False
        # a shortcut of a hidden widget does not fire: Escape is the notice's only while shown
        self.escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.hide)
        self.escape.setContext(Qt.ShortcutContext.WindowShortcut)
        self.hide()

    def open(
        self, title: str, body: str, buttons: list[tuple[str, object]], low: bool = False
    ) -> None:
        self.title.setText(title)
        self.body.setText(body)
        while self.buttons.count():
            item = self.buttons.takeAt(0)
            widget = item.widget()
            if widget is not None:  # hidden now, not later: the new size must not count it
                widget.hide()
                widget.deleteLater()
        for text, slot in buttons:
            button = QPushButton(text)
            button.clicked.connect(self.hide)
            button.clicked.connect(slot)
            self.buttons.addWidget(button)
        self.low = low
        self.adjustSize()
        self.place()
        self.show()
        self.place()
        QTimer.singleShot(0, self, self.place)  # again once laid out at its real size
        self.raise_()

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.layout().activate()  # its size as it will be shown, before it is placed
            self.adjustSize()
            size = self.sizeHint().expandedTo(self.size())
            left = (parent.width() - size.width()) // 2
            if self.low:
                self.move(left, max(0, parent.height() - size.height() - 12))
            else:
                self.move(left, (parent.height() - size.height()) // 3)

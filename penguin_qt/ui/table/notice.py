"""The panel over the table at the end of a game: a title, the score, and buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget


class Notice(QFrame):
    """A panel over the table for the end of a game: a title, some text, and buttons."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("notice")
        self.setStyleSheet(
            "#notice { background: rgba(15, 35, 22, 225); border: 2px solid #ffd54a;"
            " border-radius: 12px; } QLabel { color: white; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
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
        self.hide()

    def open(self, title: str, body: str, buttons: list[tuple[str, object]]) -> None:
        self.title.setText(title)
        self.body.setText(body)
        while self.buttons.count():
            item = self.buttons.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        for text, slot in buttons:
            button = QPushButton(text)
            button.clicked.connect(self.hide)
            button.clicked.connect(slot)
            self.buttons.addWidget(button)
        self.adjustSize()
        self.place()
        self.show()
        self.raise_()

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.adjustSize()
            self.move((parent.width() - self.width()) // 2, (parent.height() - self.height()) // 3)

"""The panel over the table at the end of a game, and the help texts of the Help menu."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..shared.resources import help_page

DISTRIBUTION = "penguin-qt"


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


def program_version() -> str:
    """The installed version of the program (the package metadata is its one source)."""
    try:
        return version(DISTRIBUTION)
    except PackageNotFoundError:
        return QCoreApplication.translate("MainWindow", "unknown")


def rules_html(language: str) -> str:
    """The rules page for ``language`` (the English one when there is none)."""
    for name in (f"rules.{language}.html", "rules.en.html"):
        page = help_page(name)
        if page is not None:
            return page
    return ""


def how_to_play_text() -> str:
    say = lambda s: QCoreApplication.translate("HowToPlay", s)  # noqa: E731
    return "\n".join(
        [
            say("Move every card to the four foundations, in suit, up from the base rank."),
            say("Drag a card (or a run: the cards on it come along) onto another pile."),
            say("Or click a card, then click where it goes."),
            say("Double-click a card to send it home, or to the best place it can go."),
            say(
                "Keyboard: arrows move the frame between piles, Space picks up the run "
                "and puts it down, Escape lets go."
            ),
            say(
                "Undo: Ctrl+Z. Redo: Ctrl+Shift+Z or Ctrl+Y. New deal: Ctrl+N. "
                "Choose a deal by number: F3. Restart: Ctrl+R."
            ),
            say(
                "Hint: H (press again for another move). Let the solver play: D. "
                "Settings: Ctrl+, (comma). The status bar says whether the game can still be won."
            ),
        ]
    )

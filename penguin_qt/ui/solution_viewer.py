"""The solution viewer: the solver's winning line as a list, stepped through on the table."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..engine import CELL, FOUNDATION, EngineError, Move, Position
from ..engine.cards import card_label
from ..solving import SOLVED, UNSOLVABLE


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("SolutionViewer", text, None, n)


def describe(position: Position, move: Move) -> str:
    """A move in words: "7♠ → column 4", with the notation."""
    if move.source_kind == CELL:
        cards = [position.cells[move.source]]
    else:
        cards = list(position.columns[move.source][-move.count :])
    what = card_label(cards[0]) if cards and cards[0] is not None else "?"
    if len(cards) > 1:
        what += " " + _tr("(+{n})").format(n=len(cards) - 1)
    if move.target_kind == FOUNDATION:
        where = _tr("foundation")
    elif move.target_kind == CELL:
        where = _tr("cell {letter}").format(letter="abcdefgh"[move.target])
    else:
        where = _tr("column {n}").format(n=move.target + 1)
    return f"{move.text}\t{what} → {where}"


class SolutionViewer(QDockWidget):
    """Shows the winning line from the position it was opened in; Forward plays the next
    move on the table, Back takes it back."""

    def __init__(self, assistant) -> None:
        super().__init__(_tr("Solution"), assistant.window)
        self.setObjectName("solution-viewer")
        self.assistant = assistant
        self.controller = assistant.controller
        self.moves: list[Move] = []
        self.start: Position | None = None
        self.done = 0
        self._marks: list[tuple[int, int]] = []  # history length before each step, moves used
        body = QWidget()
        layout = QVBoxLayout(body)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.list = QListWidget()
        layout.addWidget(self.list)
        row = QHBoxLayout()
        self.back_button = QPushButton(_tr("◀ Back"))
        self.forward_button = QPushButton(_tr("Forward ▶"))
        self.back_button.clicked.connect(self.back)
        self.forward_button.clicked.connect(self.forward)
        row.addWidget(self.back_button)
        row.addWidget(self.forward_button)
        layout.addLayout(row)
        self.setWidget(body)
        self._update_buttons()

    def load(self) -> None:
        """Take the solution of the position on the table now (or wait for it)."""
        game = self.controller.game
        if game is None:
            return
        self.start = game.position
        self.done = 0
        self._marks = []
        verdict = self.assistant.runner.known(self.start)
        if verdict is None or verdict.state not in (SOLVED, UNSOLVABLE):
            self.moves = []
            self.list.clear()
            self.status.setText(_tr("The solver is thinking…"))
            self.assistant.runner.solve_now(self.start)
        else:
            self._show(verdict)
        self._update_buttons()

    def verdict_arrived(self, position: Position, verdict) -> None:
        if position == self.start and not self.moves:
            self._show(verdict)

    def _show(self, verdict) -> None:
        self.list.clear()
        if verdict.state != SOLVED:
            self.moves = []
            self.status.setText(
                _tr("This position cannot be won.")
                if verdict.state == UNSOLVABLE
                else _tr("The solver could not decide this position.")
            )
            self._update_buttons()
            return
        self.moves = list(verdict.moves)
        position = self.start
        rules = self.controller.rules
        for move in self.moves:
            self.list.addItem(describe(position, move))
            position = rules.apply(position, move)
        self.status.setText(_tr("%n move(s) win from here.", len(self.moves)))
        self.list.setCurrentRow(0)
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.back_button.setEnabled(bool(self._marks))
        self.forward_button.setEnabled(self.done < len(self.moves))
        if self.moves:
            self.list.setCurrentRow(min(self.done, len(self.moves) - 1))

    def forward(self) -> None:
        """Play the next move of the line on the table."""
        game = self.controller.game
        if game is None or self.done >= len(self.moves):
            return
        consumed = 0
        while self.done + consumed < len(self.moves):
            move = self.moves[self.done + consumed]
            try:
                self.controller.rules.check(game.position, move)
            except EngineError:
                if move.target_kind == FOUNDATION:  # autoplay already sent this card home
                    consumed += 1
                    continue
                self.status.setText(_tr("The game has left this line: open the viewer again."))
                return
            mark = len(game.history)
            if self.controller.play(move):
                self._marks.append((mark, consumed + 1))
                self.done += consumed + 1
            break
        else:
            self.done = len(self.moves)
        self._update_buttons()

    def back(self) -> None:
        """Take back the last move played from the viewer."""
        game = self.controller.game
        if game is None or not self._marks:
            return
        mark, consumed = self._marks.pop()
        while len(game.history) > mark and self.controller.undo():
            pass
        self.done -= consumed
        self._update_buttons()

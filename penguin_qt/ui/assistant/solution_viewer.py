"""The solution viewer: the solver's winning line as a list, stepped through on the table.

The viewer never keeps its own count of what was played: after every change it reads the
game's history against the line, so a move played by hand, an undo, a redo or autoplay all
leave it knowing which move of the line comes next (the highlighted row).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import FOUNDATION, EngineError, Move, Position, Rules
from ...solving import SOLVED, UNSOLVABLE
from ..shared.wording import move_phrase


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("SolutionViewer", text, None, n)


def describe(position: Position, move: Move, rules: Rules) -> str:
    """A row of the line, phrased as a hint: "the 8♠ and the card on it to column 1"."""
    return move_phrase(position, move, rules)


def line_rows(start: Position, moves: list[Move], rules: Rules) -> list[str]:
    """The numbered rows of a line from ``start``."""
    rows = []
    position = start
    for number, move in enumerate(moves, 1):
        rows.append(f"{number}. {describe(position, move, rules)}")
        position = rules.apply(position, move)
    return rows


class SolutionViewer(QDockWidget):
    """Shows the winning line from the position it was opened in.  Forward plays the next
    move, Back takes the last one back, a click on a row goes to where that row is the next
    move (the last row: the won game)."""

    def __init__(self, window, runner) -> None:
        super().__init__(_tr("Solution"), window)
        self.setObjectName("solution-viewer")
        self.window = window
        self.controller = window.controller
        self.runner = runner
        self.moves: list[Move] = []
        self.start: Position | None = None
        self.start_length = 0  # the game's history length when the line starts
        self.ends_won = True  # a solver's line wins; another player's game may not
        self.done = 0  # moves of the line made (or skipped: autoplay made them)
        self.on_line = False
        self._waiting = False
        body = QWidget()
        layout = QVBoxLayout(body)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # a solver's words, as written
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.itemClicked.connect(lambda item: self.go_to(self.list.row(item)))
        self.list.itemActivated.connect(lambda item: self.go_to(self.list.row(item)))
        layout.addWidget(self.list)
        row = QHBoxLayout()
        self.back_button = QPushButton(_tr("◀ Back"))
        self.forward_button = QPushButton(_tr("Forward ▶"))
        self.again_button = QPushButton(_tr("Find a Line from Here"))
        self.back_button.clicked.connect(self.back)
        self.forward_button.clicked.connect(self.forward)
        self.again_button.clicked.connect(self.load)
        row.addWidget(self.back_button)
        row.addWidget(self.forward_button)
        layout.addLayout(row)
        layout.addWidget(self.again_button)
        self.setWidget(body)
        self.setMinimumWidth(260)
        window.position_changed.connect(self.follow)
        window.game_started.connect(self._game_started)
        runner.verdict_ready.connect(self.verdict_arrived)
        self._update()

    # -- the line -------------------------------------------------------------------------------

    def load(self) -> None:
        """Take the solution of the position on the table now (or wait for it)."""
        game = self.controller.game
        if game is None:
            return
        self.setWindowTitle(_tr("Solution"))
        self.ends_won = True
        self.start = game.position
        self.start_length = len(game.history)
        self.moves = []
        self.done = 0
        self.on_line = False
        self.list.clear()
        verdict = self.runner.known(self.start)
        if verdict is None or verdict.state not in (SOLVED, UNSOLVABLE):
            self._waiting = True
            self.status.setText(_tr("The solver is thinking…"))
            self.runner.solve_now(self.start)
        else:
            self._show(verdict)
        self._update()

    def verdict_arrived(self, position: Position, verdict) -> None:
        if self._waiting and position == self.start:
            self._show(verdict)
            self._update()

    def _show(self, verdict) -> None:
        self._waiting = False
        self.list.clear()
        if verdict.state != SOLVED:
            self.moves = []
            self.status.setText(
                _tr("This position cannot be won.")
                if verdict.state == UNSOLVABLE
                else _tr("The solver could not decide this position.")
            )
            return
        self.moves = list(verdict.moves)
        self.list.addItems(line_rows(self.start, self.moves, self.controller.rules))
        self.list.addItem(_tr("The game is won"))
        self.on_line = True
        self.follow()

    def show_line(self, moves: list[Move], title: str, won: bool) -> None:
        """Step through a given line from the position on the table: another player's game
        of the same deal (``won``: whether it ends in a win)."""
        game = self.controller.game
        if game is None:
            return
        self.setWindowTitle(title)
        self.start = game.position
        self.start_length = len(game.history)
        self._waiting = False
        self.ends_won = won
        self.moves = list(moves)
        self.list.clear()
        self.list.addItems(line_rows(self.start, self.moves, self.controller.rules))
        self.list.addItem(_tr("The game is won") if won else _tr("The game ended here"))
        self.on_line = True
        self.follow()

    def _game_started(self) -> None:
        if self.isVisible():
            self.load()
        else:
            self.moves, self.start, self.on_line = [], None, False
            self.list.clear()

    # -- following the game ---------------------------------------------------------------------

    def _skip_made(self, k: int, position: Position) -> int:
        """Past the line's foundation moves that cannot be made any more (autoplay did)."""
        rules = self.controller.rules
        while k < len(self.moves) and self.moves[k].target_kind == FOUNDATION:
            try:
                rules.check(position, self.moves[k])
            except EngineError:
                k += 1
                continue
            break
        return k

    def follow(self) -> None:
        """Find where the game stands on the line (or that it has left it)."""
        game = self.controller.game
        if game is None or not self.moves or self.start is None:
            return
        history = game.history
        if len(history) < self.start_length:  # a restart or undo took the game back past it
            self._left(_tr("The game is back before the start of this line."))
            return
        at_start = history[self.start_length - 1].after if self.start_length else game.initial
        if at_start != self.start:
            self._left(_tr("The game is back before the start of this line."))
            return
        k = 0
        for step in history[self.start_length :]:
            k = self._skip_made(k, step.before)
            if k < len(self.moves) and step.move == self.moves[k]:
                k += 1
            elif not step.auto:  # autoplay's moves come later in the line: skipped then
                self._left(_tr("The game has left this line."))
                return
        self.done = self._skip_made(k, game.position)
        self.on_line = True
        left = len(self.moves) - self.done
        if self.ends_won:
            text = _tr("%n move(s) win from here.", left) if left else _tr("The game is won.")
        else:
            text = _tr("%n move(s) of this game to go.", left) if left else _tr("The end.")
        self.status.setText(text)
        self._update()

    def _left(self, text: str) -> None:
        self.on_line = False
        self.status.setText(text + " " + _tr("Find a line from the position on the table?"))
        self._update()

    def _update(self) -> None:
        game = self.controller.game
        played = game is not None and len(game.history) > self.start_length
        self.back_button.setEnabled(self.on_line and played and self.done > 0)
        self.forward_button.setEnabled(self.on_line and self.done < len(self.moves))
        self.again_button.setVisible(not self.on_line and self.start is not None)
        self.list.setEnabled(self.on_line)
        if self.on_line and self.list.count():
            self.list.setCurrentRow(min(self.done, self.list.count() - 1))

    # -- commands -------------------------------------------------------------------------------

    def forward(self) -> bool:
        """Play the next move of the line on the table."""
        game = self.controller.game
        if game is None or not self.on_line or self.done >= len(self.moves):
            return False
        move = self.moves[self.done]
        try:
            self.controller.rules.check(game.position, move)
        except EngineError:
            self._left(_tr("The next move of this line cannot be made here."))
            return False
        return self.controller.play(move, by_solver=True)

    def back(self) -> bool:
        """Take back the last move of the line."""
        game = self.controller.game
        if game is None or not self.on_line or self.done == 0:
            return False
        if len(game.history) <= self.start_length:
            return False
        return self.controller.undo()

    def go_to(self, row: int) -> None:
        """Play or take back moves until ``row`` is the next move (the last row: won)."""
        row = max(0, min(row, len(self.moves)))
        while self.on_line and self.done > row:
            if not self.back():
                break
        while self.on_line and self.done < row:
            before = self.done
            if not self.forward() or self.done <= before:
                break
        self._update()

"""The solution viewer: the solver's winning line as a list, stepped through on the table.

The viewer never keeps its own count of what was played: after every change of the session
it reads the game's history against the line, so a move played by hand, an undo, a redo or
autoplay all leave it knowing which move of the line comes next (the highlighted row); off
the line, it shows the session's verdict of the position on the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
from ...session import SOLUTION_PANEL, Session
from ...solving import UNSOLVABLE
from ..shared.wording import move_phrase
from .verdicts import RunnerVerdicts

if TYPE_CHECKING:
    from ..window.window import MainWindow
    from .solver_runner import SolverRunner


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
    """Shows a winning line and where the game stands on it, as a view of the session:
    Forward plays the next move, Back takes the last one back, a click on a row goes to
    where that row is the next move (the last row: the won game).  When the game leaves the
    line (or there is none yet), the panel shows what the session knows of the position on
    the table -- its winning line, that it cannot be won, or that the solver is thinking --
    so it never says anything else than the verdict in the status bar."""

    def __init__(self, window: MainWindow, runner: SolverRunner) -> None:
        super().__init__(_tr("Solution"), window)
        self.setObjectName("solution-viewer")
        self.main = window  # (``window()`` is QWidget's own)
        self.controller = window.controller
        self.runner = runner
        self.moves: list[Move] = []
        self.start: Position | None = None
        self.start_length = 0  # the game's history length when the line starts
        self.ends_won = True  # a solver's line wins; another player's game may not
        self.theirs = False  # the line is another player's game, not the solver's
        self.done = 0  # moves of the line made (or skipped: autoplay made them)
        self.on_line = False
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
        self.visibilityChanged.connect(self._visibility)
        window.session_changed.connect(self.follow)
        window.game_started.connect(self._game_started)

    @property
    def waiting(self) -> bool:
        """Whether the panel waits for the solver's verdict of the position on the table."""
        session = self.controller.session
        return (
            session is not None
            and not self.on_line
            and session.verdicts.lookup(session.position) is None
            and not session.game.is_won()
        )

    # -- the line -------------------------------------------------------------------------------

    def load(self) -> None:
        """The solver's line from the position on the table now (or wait for it)."""
        self._set_line(None)
        self.follow()

    def _set_line(
        self,
        moves: list[Move] | None,
        title: str = "",
        won: bool = True,
        theirs: bool = False,
    ) -> None:
        game = self.controller.game
        self.setWindowTitle(title or _tr("Solution"))
        self.moves = list(moves or [])
        self.start = game.position if game is not None and moves is not None else None
        self.start_length = len(game.history) if game is not None else 0
        self.ends_won, self.theirs = won, theirs
        self.done = 0
        self.on_line = moves is not None
        self.list.clear()
        if moves is not None and self.start is not None:
            self.list.addItems(line_rows(self.start, self.moves, self.controller.rules))
            self.list.addItem(_tr("The game is won") if won else _tr("The game ended here"))

    def show_line(self, moves: list[Move], title: str, won: bool) -> None:
        """Step through a given line from the position on the table: another player's game
        of the same deal (``won``: whether it ends in a win)."""
        self._set_line(list(moves), title, won, theirs=True)
        self.follow()

    def _game_started(self) -> None:
        self._set_line(None)
        self.follow()

    def _visibility(self, visible: bool) -> None:
        self.controller.show_panel(SOLUTION_PANEL, visible)
        if visible:
            self.follow()

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

    def _where(self, session: Session) -> int | None:
        """How far along the line the game is (None: it is not on it)."""
        if self.start is None:
            return None
        game = session.game
        history = game.history
        if len(history) < self.start_length:  # a restart or undo took the game back past it
            return None
        at_start = history[self.start_length - 1].after if self.start_length else game.initial
        if at_start != self.start:
            return None
        k = 0
        for step in history[self.start_length :]:
            k = self._skip_made(k, step.before)
            if k < len(self.moves) and step.move == self.moves[k]:
                k += 1
            elif not step.auto:  # autoplay's moves come later in the line: skipped then
                return None
        return self._skip_made(k, game.position)

    def follow(self, session: Session | None = None) -> None:
        """Show where the game stands on the line; off it, what is known of the position."""
        session = session or self.controller.session
        if session is None or not self.isVisible():
            return
        done = self._where(session)
        left_theirs = self.theirs and done is None
        if done is None:
            self._from_verdict(session)
            done = self._where(session)
        self.on_line = done is not None
        if done is not None:
            self.done = done
            left = len(self.moves) - done
            if self.ends_won:
                text = _tr("%n move(s) win from here.", left) if left else _tr("The game is won.")
            else:
                text = _tr("%n move(s) of this game to go.", left) if left else _tr("The end.")
            self.status.setText(text)
        if left_theirs:
            self.status.setText(_tr("The game has left this line.") + " " + self.status.text())
        self._update()

    def _from_verdict(self, session: Session) -> None:
        """The panel follows the verdict of the position on the table."""
        verdicts = session.verdicts
        line = verdicts.line(session.position) if isinstance(verdicts, RunnerVerdicts) else None
        if line:
            self._set_line(list(line))
            return
        self._set_line(None)
        known = verdicts.lookup(session.position)
        if session.game.is_won():
            self.status.setText(_tr("The game is won."))
        elif known is not None and known[0] == UNSOLVABLE:
            self.status.setText(_tr("This position cannot be won."))
        elif known is not None:
            self.status.setText(_tr("The solver could not decide this position."))
        else:
            self.status.setText(_tr("The solver is thinking…"))
            if self.runner.wanted != session.position:
                self.runner.solve_now(session.position)

    def _update(self) -> None:
        game = self.controller.game
        played = game is not None and len(game.history) > self.start_length
        self.back_button.setEnabled(self.on_line and played and self.done > 0)
        self.forward_button.setEnabled(self.on_line and self.done < len(self.moves))
        self.again_button.setVisible(self.theirs)
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
            self.status.setText(_tr("The next move of this line cannot be made here."))
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

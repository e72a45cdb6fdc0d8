"""One cell of the matrix: a shown window of one variant with every add-on attached (the
solver's parts, the settings, real SQLite statistics, the autosave and the record commands),
animation off, files in the test's own folder; and what a player does to it, waiting the way
a player would (for the solver, for a dialog), answering any question that comes up."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "ui"))

from table_check import table_mismatches
from ui_driver import Driver

from penguin_qt.engine import CELL, deal
from penguin_qt.plugins import PluginHost
from penguin_qt.session import LOST
from penguin_qt.solving import SOLVED, UNSOLVABLE, Budget, run_solver
from penguin_qt.ui.assembly import attach_addons
from penguin_qt.ui.keeping.settings import Preferences
from penguin_qt.ui.window.window import MainWindow

DEAL = 5
SOLVE_SECONDS = 8.0  # the solver's budget per position in the cell (the program's is larger)
WAIT_MS = 30_000  # the longest a cell waits for the solver
GIVE_UP_MODIFIERS = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def answer_questions(answers: list[str]) -> int:
    """Accept every question box open now (Yes, OK, Save, or its default button), keeping
    its words in ``answers``; the number answered."""
    answered = 0
    for widget in QApplication.topLevelWidgets():
        if not isinstance(widget, QMessageBox) or not widget.isVisible():
            continue
        answers.append(widget.text())
        for kind in (
            QMessageBox.StandardButton.Yes,
            QMessageBox.StandardButton.Ok,
            QMessageBox.StandardButton.Save,
            QMessageBox.StandardButton.Discard,
        ):
            button = widget.button(kind)
            if button is not None:
                button.click()
                break
        else:
            (widget.defaultButton() or widget.buttons()[0]).click()
        answered += 1
    return answered


class Questions:
    """While open, any question box that opens (shown at once or run modally) is answered."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(lambda: answer_questions(self.asked))

    def __enter__(self) -> Questions:
        self.timer.start()
        return self

    def __exit__(self, *_exc) -> None:
        QApplication.processEvents()
        answer_questions(self.asked)
        self.timer.stop()


def close_windows(but=None) -> None:
    """Close every window still shown (but ``but``)."""
    for widget in QApplication.topLevelWidgets():
        if widget.isVisible() and widget is not but:
            widget.close()


def _autoplayed(rules, position, policy):
    """``position`` after what the game's autoplay sends home on its own (Game.autoplay)."""
    while (move := rules.autoplay_move(position, policy)) is not None:
        position = rules.apply(position, move)
    return position


_DEAD_ENDS: dict = {}


def dead_end(rules, start, policy: str, limit: int = 20_000) -> list:
    """A line of the player's moves from ``start`` to a position with no move left (a lost
    game), each followed by what autoplay (``policy``) sends home, as the game plays it;
    found depth first, moves into the cells first; [] when none is found within ``limit``.
    Found once per position: the challenge and the statistics finish the same deals."""
    key = (rules, start, policy)
    if key in _DEAD_ENDS:
        return _DEAD_ENDS[key]
    seen = {start}
    stack = [(start, [])]
    line: list = []
    while stack and len(seen) < limit:
        position, path = stack.pop()
        if rules.is_lost(position):
            line = path
            break
        moves = sorted(rules.legal_moves(position), key=lambda m: m.target_kind == CELL)
        for move in moves:  # the last pushed is tried first: the cells
            after = _autoplayed(rules, rules.apply(position, move), policy)
            if after not in seen:
                seen.add(after)
                stack.append((after, [*path, move]))
    _DEAD_ENDS[key] = line
    return line


class Cell:
    """A window of ``variant`` (deal :data:`DEAL`) with its add-ons, driven like a player."""

    def __init__(self, variant: str, qtbot, folder: Path, site: Path) -> None:
        self.variant = variant
        self.qtbot = qtbot
        self.folder = folder
        self.site = site  # where the example plugins are installed (for real processes)
        close_windows()  # an earlier test's: a modal one left open would take the keys
        self.host = PluginHost()
        prefs = Preferences(animation_speed="off", variant=variant)
        window = MainWindow(
            host=self.host, variant=variant, deal_number=DEAL, speed="off", prefs=prefs
        )
        qtbot.addWidget(window)
        self.stats_path = folder / "statistics.sqlite"
        self.saved_path = folder / "current-game.json"
        self.addons = attach_addons(window, self.stats_path, saved_game_path=self.saved_path)
        self.addons.assistant.runner.seconds = SOLVE_SECONDS
        window.resize(1000, 720)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        QApplication.processEvents()
        self.window = window
        self.driver = Driver(window, qtbot)
        self.controller = window.controller
        self.assistant = self.addons.assistant
        self.records = self.addons.records
        self.messages: list[str] = []
        window.statusBar().messageChanged.connect(self.messages.append)
        # a plugin's deal that takes long on a busy machine comes from the dealer, later
        qtbot.waitUntil(lambda: window.controller.game is not None, timeout=30_000)
        assert window.controller.rules.id == variant, "the window is not of its variant"

    # -- reading -------------------------------------------------------------------------------

    @property
    def game(self):
        return self.controller.game

    @property
    def rules(self):
        return self.controller.rules

    def legal(self):
        """The legal moves now, cell-to-cell shuffles left out (they change nothing)."""
        game = self.game
        return [
            m
            for m in game.rules.legal_moves(game.position)
            if not (m.source_kind == CELL and m.target_kind == CELL)
        ]

    def table_problems(self) -> list[str]:
        self.window.scene.finish_animation()
        QApplication.processEvents()
        return [*self.driver.problems, *table_mismatches(self.window)]

    # -- doing ---------------------------------------------------------------------------------

    def key(self, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
        """A key pressed on the table, as a player presses it (once the window has handled
        what came before: a dialog closed hands the keyboard back on the next turn).  The
        player types into the window in front: when a dialog has just closed and no window
        is active yet (the platform hands activation back in its own time), the window is
        brought to the front first, as the player's click on it would; a window's shortcut
        (D for the demo) is heard only by the active window."""
        QApplication.processEvents()
        if QApplication.activeModalWidget() is None and QApplication.activeWindow() is None:
            self.window.activateWindow()
            self.wait_until(lambda: QApplication.activeWindow() is not None, "an active window")
        self.driver.key(key, modifier)
        QApplication.processEvents()

    @staticmethod
    def active_windows() -> str:
        """Which windows hear the keyboard now, for a failure's message."""
        active, modal = QApplication.activeWindow(), QApplication.activeModalWidget()
        return f"the active window: {active!r}; the modal one: {modal!r}"

    def play(self, count: int) -> None:
        """``count`` moves by dragging their cards, the first legal ones that leave the game
        going (in a deal without a win the first moves may lose it: the player goes on);
        when every move ends the game, the first one, and no more."""
        for _ in range(count):
            game = self.game
            moves = self.legal()
            for move in moves:
                self.driver.drag_move(move)
                self.window.scene.finish_animation()
                if not (game.is_lost() or game.is_won()):
                    break
                self.controller.undo()
            else:
                if moves:
                    self.driver.drag_move(moves[0])
                    self.window.scene.finish_animation()
                return

    def deal_going(self, first: int) -> int:
        """Deal the first deal from ``first`` on that has a move after which the game goes
        on (in Penguin without flippers most first moves end it), and make that move."""
        rules = self.rules
        for number in range(first, first + 40):
            if not self.controller.new_game(number):
                continue
            position = self.game.position
            if any(not rules.is_lost(rules.play(position, m)) for m in self.legal()):
                self.play(1)
                if self.game.move_count == 1 and not self.game.is_lost():
                    return number
        raise AssertionError(f"{self.variant}: no deal from {first} on goes on after a move")

    def wait_until(self, condition, what: str, timeout_ms: int = WAIT_MS) -> None:
        """Let the program run (the solver, the demo's timers) until ``condition()``."""
        deadline = time.monotonic() + timeout_ms / 1000
        while not condition():
            if time.monotonic() > deadline:
                raise AssertionError(f"{self.variant}: waited in vain for {what}")
            self.qtbot.wait(10)

    def finishable_deal(self) -> int:
        """The first deal from :data:`DEAL` on that the search decides, dealt on the table:
        a winnable one the demo brings to its end; a lost one ends when no move is left or,
        where the cards can go round for ever (Penguin with few flippers), by Give Up."""
        search = self.host.solvers()["search"].item
        for number in range(DEAL, DEAL + 30):
            start = deal(self.rules, number)
            result = run_solver(search, start, self.rules, Budget(seconds=20))
            if result.verdict in (SOLVED, UNSOLVABLE):
                if number != self.game.deal_number:
                    self.controller.new_game(number)
                return number
        raise AssertionError(f"{self.variant}: no deal from {DEAL} to {DEAL + 29} is decided")

    def give_up(self, proven: bool = False) -> None:
        """Game › Give Up by its shortcut, Yes to the question (a move is made first when
        none is: a game not begun cannot be given up); with ``proven``, once the indicator
        says the position is lost (the solver proved it)."""
        if self.game.move_count == 0:
            self.play(1)
        if proven:
            indicator = self.assistant.indicator_part
            self.wait_until(lambda: indicator.winnability.state == LOST, "the verdict lost")
        assert self.addons.give_up.action.isEnabled(), f"{self.variant}: Give Up is disabled"
        with Questions() as questions:
            self.key(Qt.Key.Key_G, GIVE_UP_MODIFIERS)
            self.wait_until(lambda: self.game.conceded, "the game to be given up")
        assert questions.asked, "Give Up did not ask first"

    def finish(self) -> str:
        """Bring the game to its end: the demo plays it out; where the solver cannot win it,
        the player fills the cells until no move is left, or, where no move can end it, gives
        it up once the solver has proven it lost.  Returns "won" or "lost"."""
        game = self.game
        if not self.assistant.demo_running:
            self.key(Qt.Key.Key_D)
        said = self.messages[-1:] == ["This position cannot be won: nothing to show"]
        assert self.assistant.demo_running or self.game.is_won() or said, (
            f"D did not start the demo; {self.active_windows()}; "
            f"the last messages: {self.messages[-3:]!r}"
        )
        self.wait_until(
            lambda: not self.assistant.demo_running or self.game.is_won(), "the demo to end"
        )
        if not (self.game.is_won() or self.game.is_lost()):
            # the line is found once, autoplay's moves included, and played move by move
            for move in dead_end(self.game.rules, self.game.position, self.game.autoplay_policy):
                assert self.controller.play(move), f"{self.variant}: {move} refused"
                self.window.scene.finish_animation()
        if not (self.game.is_won() or self.game.is_lost()):  # the cards can go round for ever
            self.give_up(proven=True)
        QApplication.processEvents()
        assert self.game is game, "the game was replaced while being finished"
        if self.game.is_won():
            return "won"
        assert self.game.is_lost(), f"{self.variant}: the game could not be brought to its end"
        return "lost"

    def close(self) -> None:
        """The cell's end: its solver stopped, its statistics closed, and every window it
        left open closed (a modal dialog left open would keep the next cell's keys from
        its window: D then started no demo)."""
        self.assistant.shutdown()
        if self.addons.statistics is not None:
            self.addons.statistics.stats.close()
        close_windows(but=self.window)

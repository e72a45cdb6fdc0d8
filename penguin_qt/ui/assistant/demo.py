"""The demo: D lets the solver play the game out on the table (D again stops it).

It plays at the pace of the animation speed the player chose, quicker than a hand moves
(``DEMO_HURRY`` of each animation's time, ``DEMO_PAUSE_MS`` between moves: 84 moves took 20 s
at normal speed, the slowest thing in the program); a click or a key on the table plays the
rest of the line at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence

from ...engine import FOUNDATION, EngineError, Move, Position
from ...engine.cards import SUIT
from ...session import Session
from ...solving import SOLVED, UNSOLVABLE
from ..shared.views import Command
from ..shared.wording import moved_cards
from .solver_runner import SolverRunner, Verdict

if TYPE_CHECKING:
    from ..window.window import MainWindow

DEMO_PAUSE_MS = 40  # between two moves, at normal speed
DEMO_HURRY = 0.4  # the share of an animation's time a demo move takes


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Assistant", text, None, n)


class Demo(QObject):
    """Plays a solver's winning line move by move, waiting for each animation to end.  Its
    command's check is a view of the session (``Session.demo``)."""

    def __init__(self, window: MainWindow, runner: SolverRunner) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.scene = window.scene
        self.runner = runner
        self._moves: list[Move] = []
        self._wanted: Position | None = None  # the position whose solution is awaited
        self.action = QAction(_tr("&Solve (Demo)"), window)
        self.action.setShortcut(QKeySequence("D"))
        self.action.setCheckable(True)
        self.action.setToolTip(_tr("Let the solver play the game; again to stop"))
        self.action.setObjectName("demo")
        self.action.triggered.connect(self.toggle)
        window.add_action("game", self.action, section="assist", toolbar=True)
        window.views.bind_command(self.action, lambda s: Command(not s.over or s.demo, s.demo))
        runner.verdict_ready.connect(self._on_verdict)
        window.game_started.connect(self.stop)
        # A stopped game (the player's Pause, a dialog open, the window hidden) stops the
        # demo too: its next move waits until the game goes on, or the player moves.
        self._held = False  # a step came while the game was stopped
        self._asked = False  # D was pressed: its first move is made, stopped or not
        window.session_changed.connect(self._go_on)
        # Taking a move back, replaying one or going back to the deal is the player's hand
        # on the game: the demo lets go rather than play its line on over it.
        window.taking_over.connect(self.interrupt)
        # a click or a key on the table while the demo plays: the rest at once
        window.view.installEventFilter(self)
        window.view.viewport().installEventFilter(self)

    @property
    def running(self) -> bool:
        return bool(self._moves) or self._wanted is not None

    def _must_wait(self) -> bool:
        """The game is stopped, and D was not just pressed (its first move goes ahead)."""
        session = self.controller.session
        return session is not None and bool(session.stops) and not self._asked

    def _running_now(self) -> None:
        """The session hears whether the demo plays (and the table hurries while it does)."""
        self.scene.hurry = DEMO_HURRY if self._moves else 1.0
        session = self.controller.session
        if session is not None and session.demo != self.running:
            self.controller.update(demo=self.running)

    def _go_on(self, _session: Session | None = None) -> None:
        """The pause is over (P again, or a move): a held demo takes its next step."""
        if self._held and not self._must_wait():
            self._held = False
            if self.running:
                QTimer.singleShot(int(DEMO_PAUSE_MS * self.scene.speed), self, self._step)

    def toggle(self) -> None:
        if self.running:
            self.stop()
            self.window.show_message(_tr("Demo stopped"))
        else:
            self.start()

    def start(self) -> None:
        game = self.controller.game
        if game is None or game.is_won():
            self.window.views.render()  # the check goes back
            return
        self._asked = True  # D asks for moves: its first one ends the player's pause
        verdict = self.runner.known(game.position)
        if verdict is not None and verdict.state in (SOLVED, UNSOLVABLE):
            self._start_from(verdict)
            return
        self._wanted = game.position
        self._running_now()
        self.window.show_message(_tr("The solver is looking for a way to win…"))
        if not self.runner.solve_now(game.position):
            self.stop()  # no solver can answer (the runner's message says so): not on

    def interrupt(self) -> None:
        """Stop a running demo because the player took over (undo, redo, restart, deal)."""
        if self.running:
            self.stop()
            self.window.show_message(_tr("Demo stopped"))

    def stop(self) -> None:
        self._moves = []
        self._wanted = None
        self._held = False
        self._asked = False
        self._running_now()

    def _on_verdict(self, position: Position, verdict: Verdict) -> None:
        if self._wanted is not None and position == self._wanted:
            self._wanted = None
            self._start_from(verdict)

    def _start_from(self, verdict: Verdict) -> None:
        if verdict.state != SOLVED:
            self.stop()
            if verdict.state == UNSOLVABLE:
                self.window.show_message(_tr("This position cannot be won: nothing to show"))
            else:
                self.window.show_message(_tr("The solver could not decide this position"))
            return
        self._moves = list(verdict.moves)
        self._running_now()
        self.window.show_message(_tr("Demo: %n move(s) to win", len(self._moves)))
        QTimer.singleShot(0, self, self._step)

    def _step(self) -> None:
        game = self.controller.game
        if not self._moves or game is None:
            self.stop()
            return
        if self.scene.is_animating():
            self.scene.animation_finished.connect(self._after_animation)
            return
        if self._must_wait():
            self._held = True
            return
        move = self._next_move(game.position)
        if move is None:
            self.stop()
            return
        try:
            self.controller.rules.check(game.position, move)
        except EngineError:
            # The game left the line (a move by hand): find the way again from here.
            self._moves = []
            self._wanted = game.position
            if not self.runner.solve_now(game.position):
                self.stop()
            return
        self._asked = False
        self.controller.play(move, by_solver=True)
        if game.is_won():
            self.stop()
            return
        QTimer.singleShot(int(DEMO_PAUSE_MS * self.scene.speed), self, self._step)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """A click or a key on the table while the demo plays its line: the rest at once
        (the click or key does nothing else)."""
        kind = event.type()
        if self.scene.covered:  # paused: the click or key only goes on
            return False
        if self._moves and kind in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress):
            if kind == QEvent.Type.KeyPress and event.modifiers() & ~(  # type: ignore[attr-defined]
                Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier
            ):
                return False  # a shortcut of the window's: it does its own work
            self.skip_to_end()
            return True
        return False

    def skip_to_end(self) -> None:
        """Play the rest of the line at once, without animation, and end the demo."""
        game = self.controller.game
        self.scene.finish_animation()
        while game is not None and self._moves and not game.is_over():
            move = self._next_move(game.position)
            if move is None:
                break
            try:
                self.controller.rules.check(game.position, move)
            except EngineError:
                if move.target_kind == FOUNDATION:
                    continue  # autoplay sent that card home already
                break  # the game left the line: the player goes on from here
            self._asked = False
            self.controller.play(move, by_solver=True)
            self.scene.finish_animation()
        self.stop()

    def _after_animation(self) -> None:
        self.scene.animation_finished.disconnect(self._after_animation)
        QTimer.singleShot(int(DEMO_PAUSE_MS * self.scene.speed), self, self._step)

    def _next_move(self, position: Position) -> Move | None:
        """The next move of the line, skipping the ones autoplay already made."""
        while self._moves:
            move = self._moves.pop(0)
            if move.target_kind == FOUNDATION:
                cards = moved_cards(position, move)
                if not cards or position.card_at_foundation(cards[0]):
                    continue
                if position.next_foundation_rank(SUIT[cards[0]]) is None:
                    continue
            return move
        return None

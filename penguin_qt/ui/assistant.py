"""What the solver adds to the window: the live winnability indicator, hints, the demo, the
solution viewer and the settings dialog.

The ``Assistant`` attaches to a MainWindow through its public parts (controller, scene, menus,
status bar) and talks to the solver only through a SolverRunner, so the UI thread never waits
on a search.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QColor, QKeySequence, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QLabel,
    QMessageBox,
    QToolBar,
)

from ..engine import CELL, COLUMN, FOUNDATION, EngineError, Move, Position, Rules
from ..engine.cards import SUIT, card_label
from ..plugins import PluginHost
from ..solving import SOLVED, UNSOLVABLE
from ..solving.hints import ranked_moves
from .layout import pile_cards
from .settings import Preferences
from .settings_dialog import SettingsDialog
from .solver_runner import SolverRunner, Verdict
from .winnability import CANNOT_TELL, LOST, THINKING, WINNABLE, WON, Winnability, assess

DEMO_PAUSE_MS = 120


def moved_cards(position: Position, move: Move) -> list[int]:
    """The cards a move carries, as they lie in ``position``."""
    if move.source_kind == CELL:
        c = position.cells[move.source]
        return [] if c is None else [c]
    return list(position.columns[move.source][-move.count :])


class HintMarker(QGraphicsObject):
    """Rings around the cards to move and around where they go, with an arrow between."""

    def __init__(self, source: QRectF, target: QRectF) -> None:
        super().__init__()
        self.source, self.target = source, target
        self.setZValue(2000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.source.united(self.target).adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(255, 200, 40)
        pen = QPen(colour, max(3.0, self.source.width() * 0.05))
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        radius = self.source.width() * 0.08
        painter.drawRoundedRect(self.source.adjusted(-3, -3, 3, 3), radius, radius)
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(self.target.adjusted(-3, -3, 3, 3), radius, radius)
        start, end = self.source.center(), self.target.center()
        path = QPainterPath(start)
        path.lineTo(end)
        pen.setStyle(Qt.PenStyle.SolidLine)
        colour.setAlpha(170)
        pen.setColor(colour)
        painter.setPen(pen)
        painter.drawPath(path)
        painter.setBrush(colour)
        painter.drawEllipse(end, pen.widthF() * 1.6, pen.widthF() * 1.6)


class Assistant(QObject):
    """Hints, winnability, demo and settings for one MainWindow.

    ``hint_shown(move)`` whenever a hint is on the table; ``winnability_changed(Winnability)``
    whenever the indicator changes.
    """

    hint_shown = Signal(object)
    winnability_changed = Signal(object)

    def __init__(
        self,
        window,
        prefs: Preferences | None = None,
        use_process: bool = True,
        save_prefs=None,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.scene = window.scene
        self.host: PluginHost = self.controller.host
        self.prefs = prefs or Preferences()
        self._save_prefs = save_prefs
        self.runner = SolverRunner(self, use_process=use_process)
        self.winnability = Winnability(THINKING)
        self._marker: HintMarker | None = None
        self._hints: tuple[Position, list[Move], int] | None = None
        self._demo: list[Move] = []
        self._demo_wanted: Position | None = None
        self.viewer = None
        self._make_actions()
        self._make_indicator()
        self.runner.verdict_ready.connect(self._on_verdict)
        self.runner.hint_ready.connect(self._on_hint)
        self.runner.busy_changed.connect(lambda _busy: self._update_indicator())
        self.runner.failed.connect(lambda text: self.window.show_message(text))
        self.controller.changed.connect(self._position_changed)
        self.controller.game_started.connect(self._game_started)
        for key, action in getattr(window, "speed_actions", {}).items():
            action.triggered.connect(lambda _=False, k=key: self._remember(animation_speed=k))
        group = getattr(window, "deck_group", None)
        if group is not None:
            group.triggered.connect(lambda _action: self._remember(deck=self.scene.deck.id))
        self._configure_runner()
        if self.controller.game is not None:
            self._position_changed()

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate("Assistant", text, disambiguation, n)

    # -- actions ------------------------------------------------------------------------------

    def _make_actions(self) -> None:
        w = self.window
        self.hint_action = w.hint_action
        self.hint_action.setEnabled(True)
        self.hint_action.setToolTip(self.tr("Show a good move (ask again for another)"))
        self.hint_action.triggered.connect(self.hint)
        self.demo_action = QAction(self.tr("&Solve (Demo)"), w)
        self.demo_action.setShortcut(QKeySequence("D"))
        self.demo_action.setCheckable(True)
        self.demo_action.setToolTip(self.tr("Let the solver play the game; again to stop"))
        self.demo_action.triggered.connect(self.toggle_demo)
        self.viewer_action = QAction(self.tr("Show S&olution…"), w)
        self.viewer_action.setShortcut(QKeySequence("Ctrl+L"))
        self.viewer_action.triggered.connect(self.show_solution)
        self.undo_to_winnable_action = QAction(self.tr("Undo to Last &Winnable Position"), w)
        self.undo_to_winnable_action.setShortcut(QKeySequence("Ctrl+Shift+W"))
        self.undo_to_winnable_action.setEnabled(False)
        self.undo_to_winnable_action.triggered.connect(self.undo_to_winnable)
        self.settings_action = QAction(self.tr("&Settings…"), w)
        self.settings_action.setShortcuts([QKeySequence("Ctrl+,"), QKeySequence("F10")])
        self.settings_action.triggered.connect(self.open_settings)
        for action in (
            self.demo_action,
            self.viewer_action,
            self.undo_to_winnable_action,
            self.settings_action,
        ):
            w.addAction(action)
        menu = self._menu_with(self.hint_action)
        if menu is not None:
            anchor = self._action_after(menu, self.hint_action)
            for action in (self.demo_action, self.viewer_action, self.undo_to_winnable_action):
                menu.insertAction(anchor, action)
            quit_action = getattr(w, "quit_action", None)
            menu.insertAction(quit_action, self.settings_action)
            if quit_action is not None:
                menu.insertSeparator(quit_action)
        toolbar = w.findChild(QToolBar, "game-toolbar")
        if toolbar is not None:
            toolbar.addSeparator()
            toolbar.addAction(self.hint_action)
            toolbar.addAction(self.demo_action)

    def _menu_with(self, action: QAction):
        for top in self.window.menuBar().actions():
            menu = top.menu()
            if menu is not None and action in menu.actions():
                return menu
        return None

    @staticmethod
    def _action_after(menu, action: QAction):
        actions = menu.actions()
        index = actions.index(action)
        return actions[index + 1] if index + 1 < len(actions) else None

    def _make_indicator(self) -> None:
        self.indicator = QLabel()
        self.indicator.setContentsMargins(8, 0, 8, 0)
        self.indicator.setTextFormat(Qt.TextFormat.RichText)
        self.indicator.linkActivated.connect(self._indicator_link)
        self.window.statusBar().insertPermanentWidget(0, self.indicator)

    # -- following the game -------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self.controller.rules

    def _configure_runner(self) -> None:
        self.runner.configure(self.rules, self.prefs.solver, list(self.host.disabled))

    def _game_started(self) -> None:
        self._configure_runner()
        self.stop_demo()
        self._remember_rules()
        self._position_changed()

    def _remember(self, **changes) -> None:
        """Keep a choice made outside the dialog (View menu, Variant menu) for next time."""
        for key, value in changes.items():
            setattr(self.prefs, key, value)
        if self._save_prefs is not None:
            self._save_prefs(self.prefs)

    def _remember_rules(self) -> None:
        rules = self.rules
        registered = self.host.variants().get(rules.id)
        if registered is None:
            return
        base = registered.item
        wanted = {
            "variant": rules.id,
            "flippers": None if rules.cells == base.cells else rules.cells,
            "empty_column": None if rules.empty_column == base.empty_column else rules.empty_column,
            "run_limit": None if rules.run_limit == base.run_limit else rules.run_limit,
        }
        if any(getattr(self.prefs, k) != v for k, v in wanted.items()):
            self._remember(**wanted)

    def _position_changed(self) -> None:
        game = self.controller.game
        if game is None:
            return
        if self.runner.rules is not self.rules:
            self._configure_runner()
        self._clear_hint()
        self.runner.position_changed(game.position)
        self._update_indicator()

    def _lookup(self, position: Position):
        verdict = self.runner.known(position)
        if verdict is None:
            return None
        return verdict.state, len(verdict.moves)

    def _update_indicator(self) -> None:
        game = self.controller.game
        if game is None:
            return
        w = assess(game.initial, game.history, self._lookup, self.runner.thinking)
        self.winnability = w
        self.indicator.setText(self._indicator_text(w))
        self.indicator.setToolTip(self._indicator_tooltip(w))
        self.undo_to_winnable_action.setEnabled(w.state == LOST and w.last_winnable is not None)
        self.winnability_changed.emit(w)

    def _indicator_text(self, w: Winnability) -> str:
        if w.state == WON:
            return self.tr("won")
        if w.state == WINNABLE:
            text = self.tr("winnable — %n move(s)", "", w.moves_left)
            return f"<span style='color:#1a7f37'>{text}</span>"
        if w.state == LOST:
            lost = self.tr("no longer winnable")
            if w.losing_step is not None:
                number, step = self._losing_move(w.losing_step)
                lost = self.tr("no longer winnable since move {n} ({move})").format(
                    n=number, move=step.move.text
                )
            text = f"<span style='color:#b3261e'>{lost}</span>"
            if w.last_winnable is not None:
                link = self.tr("undo to the last winnable position")
                text += f" — <a href='undo'>{link}</a>"
            return text
        if w.state == CANNOT_TELL:
            return self.tr("can't tell")
        return self.tr("thinking…")

    def _indicator_tooltip(self, w: Winnability) -> str:
        if w.state != LOST or w.losing_step is None:
            return ""
        number, step = self._losing_move(w.losing_step)
        cards = moved_cards(step.before, step.move)
        return self.tr("Move {n} ({move}, the {card}) lost the game").format(
            n=number, move=step.move.text, card=card_label(cards[0]) if cards else "?"
        )

    def _losing_move(self, index: int):
        """The player's move number (autoplay not counted) and the step at ``index``."""
        history = self.controller.game.history
        return sum(1 for s in history[: index + 1] if not s.auto), history[index]

    def _indicator_link(self, link: str) -> None:
        if link == "undo":
            self.undo_to_winnable()

    def _on_verdict(self, position: Position, verdict: Verdict) -> None:
        if self._demo_wanted is not None and position == self._demo_wanted:
            self._demo_wanted = None
            self._start_demo_from(verdict)
        if self.viewer is not None:
            self.viewer.verdict_arrived(position, verdict)
        self._update_indicator()

    def undo_to_winnable(self) -> None:
        """Take back moves until the position is one the solver knows can be won."""
        game = self.controller.game
        w = self.winnability
        if game is None or w.state != LOST or w.last_winnable is None:
            return
        self.stop_demo()
        while len(game.history) > w.last_winnable and game.can_undo():
            if not self.controller.undo():
                break
        self.window.show_message(self.tr("Back to a position that can still be won"))

    # -- hints -------------------------------------------------------------------------------

    def hint(self) -> None:
        """Show the best move; asking again in the same position shows the next one."""
        game = self.controller.game
        if game is None:
            return
        self.scene.finish_animation()
        position = game.position
        if self._hints is not None and self._hints[0] == position and self._hints[1]:
            _, moves, index = self._hints
            index = (index + 1) % len(moves)
            self._hints = (position, moves, index)
            self._show_hint(moves[index], index, len(moves))
            return
        self.window.show_message(self.tr("Looking for a hint…"))
        self.runner.request_hint(position)

    def _on_hint(self, position: Position, moves: tuple, source: str) -> None:
        game = self.controller.game
        if game is None or position != game.position:
            return
        if not moves:
            self.window.show_message(self.tr("There is no move left"))
            return
        first = moves[0]
        others = [m for m in ranked_moves(position, self.rules) if m != first]
        self._hints = (position, [first, *others], 0)
        self._show_hint(first, 0, 1 + len(others), source)

    def _show_hint(self, move: Move, index: int, count: int, source: str = "") -> None:
        self._clear_hint(keep_list=True)
        source_rect, target_rect = self._hint_rects(move)
        self._marker = HintMarker(source_rect, target_rect)
        self.scene.addItem(self._marker)
        cards = moved_cards(self.controller.position, move)
        what = card_label(cards[0]) if cards else "?"
        if len(cards) > 1:
            what = self.tr("{card} and the %n card(s) on it", "", len(cards) - 1).format(card=what)
        where = self._pile_text(move)
        text = self.tr("Hint {i} of {n}: move the {what} to {where}").format(
            i=index + 1, n=count, what=what, where=where
        )
        if source == "solution":
            text += " " + self.tr("(it leads to a win)")
        self.window.show_message(text)
        self.hint_shown.emit(move)

    def _pile_text(self, move: Move) -> str:
        if move.target_kind == FOUNDATION:
            return self.tr("its foundation")
        if move.target_kind == CELL:
            return self.tr("an empty cell")
        column = self.controller.position.columns[move.target]
        if column:
            return self.tr("the {card}").format(card=card_label(column[-1]))
        return self.tr("the empty column {n}").format(n=move.target + 1)

    def _hint_rects(self, move: Move) -> tuple[QRectF, QRectF]:
        position = self.controller.position
        cards = moved_cards(position, move)
        source = QRectF()
        for c in cards:
            source = source.united(self.scene.cards[c].sceneBoundingRect())
        if move.target_kind == FOUNDATION:
            pile = (FOUNDATION, SUIT[cards[0]])
        else:
            pile = (move.target_kind, move.target)
        below = pile_cards(position, pile)
        if below and move.target_kind == COLUMN:
            target = self.scene.cards[below[-1]].sceneBoundingRect()
        else:
            item = self.scene.pile_items.get(pile)
            target = (
                item.sceneBoundingRect()
                if item is not None
                else QRectF(QPointF(0, 0), source.size())
            )
        return source, target

    def _clear_hint(self, keep_list: bool = False) -> None:
        if self._marker is not None:
            self.scene.removeItem(self._marker)
            self._marker = None
        if not keep_list:
            self._hints = None

    @property
    def hint_marker(self) -> HintMarker | None:
        return self._marker

    # -- demo ----------------------------------------------------------------------------------

    @property
    def demo_running(self) -> bool:
        return bool(self._demo) or self._demo_wanted is not None

    def toggle_demo(self) -> None:
        if self.demo_running:
            self.stop_demo()
            self.window.show_message(self.tr("Demo stopped"))
        else:
            self.start_demo()

    def start_demo(self) -> None:
        game = self.controller.game
        if game is None or game.is_won():
            self.demo_action.setChecked(False)
            return
        self.demo_action.setChecked(True)
        verdict = self.runner.known(game.position)
        if verdict is not None and verdict.state in (SOLVED, UNSOLVABLE):
            self._start_demo_from(verdict)
            return
        self._demo_wanted = game.position
        self.window.show_message(self.tr("The solver is looking for a way to win…"))
        self.runner.solve_now(game.position)

    def _start_demo_from(self, verdict: Verdict) -> None:
        if verdict.state != SOLVED:
            self.stop_demo()
            if verdict.state == UNSOLVABLE:
                self.window.show_message(self.tr("This position cannot be won: nothing to show"))
            else:
                self.window.show_message(self.tr("The solver could not decide this position"))
            return
        self._demo = list(verdict.moves)
        self.window.show_message(self.tr("Demo: %n move(s) to win", "", len(self._demo)))
        QTimer.singleShot(0, self, self._demo_step)

    def stop_demo(self) -> None:
        self._demo = []
        self._demo_wanted = None
        self.demo_action.setChecked(False)

    def _demo_step(self) -> None:
        game = self.controller.game
        if not self._demo or game is None:
            self.stop_demo()
            return
        if self.scene.is_animating():
            self.scene.animation_finished.connect(self._demo_after_animation)
            return
        move = self._next_demo_move(game.position)
        if move is None:
            self.stop_demo()
            return
        try:
            self.rules.check(game.position, move)
        except EngineError:
            # The game left the line (a move by hand): find the way again from here.
            self._demo = []
            self._demo_wanted = game.position
            self.runner.solve_now(game.position)
            return
        self.controller.play(move)
        if game.is_won():
            self.stop_demo()
            return
        delay = int(DEMO_PAUSE_MS * self.scene.speed)
        QTimer.singleShot(delay, self, self._demo_step)

    def _demo_after_animation(self) -> None:
        self.scene.animation_finished.disconnect(self._demo_after_animation)
        QTimer.singleShot(int(DEMO_PAUSE_MS * self.scene.speed), self, self._demo_step)

    def _next_demo_move(self, position: Position) -> Move | None:
        """The next move of the line, skipping the ones autoplay already made."""
        while self._demo:
            move = self._demo.pop(0)
            if move.target_kind == FOUNDATION:
                cards = moved_cards(position, move)
                if not cards or position.card_at_foundation(cards[0]):
                    continue
                if position.next_foundation_rank(SUIT[cards[0]]) is None:
                    continue
            return move
        return None

    # -- solution viewer ------------------------------------------------------------------------

    def show_solution(self) -> None:
        from .solution_viewer import SolutionViewer

        if self.viewer is None:
            self.viewer = SolutionViewer(self)
            self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.viewer)
        self.viewer.show()
        self.viewer.load()

    # -- settings -------------------------------------------------------------------------------

    def open_settings(self) -> SettingsDialog:
        from .deck import available_decks

        self.prefs.deck = self.scene.deck.id
        self.prefs.variant = self.rules.id
        dialog = SettingsDialog(self.host, self.prefs, available_decks(), self.window)
        dialog.applied.connect(self.apply_prefs)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.settings_dialog = dialog
        dialog.open()
        return dialog

    def apply_prefs(self, prefs: Preferences) -> None:
        """Apply new settings at once; a change of rules asks before dealing again."""
        old = self.prefs
        self.prefs = prefs.copy()
        w = self.window
        if prefs.deck != w.scene.deck.id:
            w.set_deck(prefs.deck)
        w.scene.set_speed(prefs.animation_speed)
        action = getattr(w, "speed_actions", {}).get(prefs.animation_speed)
        if action is not None:
            action.setChecked(True)
        self.controller.set_autoplay(prefs.autoplay)
        refresh = getattr(w, "refresh_variants", None)
        if callable(refresh):
            refresh()
        self._configure_runner()
        self._position_changed()
        if self._save_prefs is not None:
            self._save_prefs(self.prefs)
        registered = self.host.variants().get(prefs.variant)
        if registered is None:
            return
        rules = prefs.rules_from(registered.item)
        if rules == self.rules and old.same_rules(prefs):
            return
        game = self.controller.game
        if game is None or game.move_count == 0:
            self.controller.new_game(None, rules)
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("New Rules"),
            self.tr("The rules have changed. Start a new deal with them now?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            w,
        )
        box.button(QMessageBox.StandardButton.Yes).clicked.connect(
            lambda: self.controller.new_game(None, rules)
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.rules_question = box
        box.open()

    def shutdown(self) -> None:
        self.stop_demo()
        self.runner.shutdown()

"""The main window's frame: the table view, toolbar and status bar around one controller (its
menus are in ``menus``, how it keeps the preferences in ``preferences``).

Add-ons (the assistant, statistics, saved games, ...) attach only through the extension
points below, never by looking into the window:

- ``add_action(menu, action, section=..., toolbar=...)`` puts a command in a named menu
  (``game``, ``view``, ``help``; see ``MENU_SECTIONS``) and, if asked, on the toolbar;
- ``add_status_widget(widget, first=..., stretch=...)`` adds a field to the status row;
- ``show_message(text)`` says something in the message line; ``end_offers`` holds the
  add-ons' buttons (text, slot, wanted) for the box at the end of a game (``wanted()``
  False leaves the button out: a review already open is not offered again);
- signals: ``game_started``, ``position_changed``, ``game_won``, ``game_lost`` (the
  controller's, relayed), ``preferences_changed(Preferences)`` after the player changed a
  setting, and ``closing`` when the window closes, while the game is still there;
- ``switch_rules(rules)`` deals other rules, asking first when a game is in progress.

``ui.assembly`` builds the window with all its add-ons, in one place.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMainWindow

from ...engine import MAX_DEAL, Game, Rules
from ...engine.game import MOVE_PENALTY, POINTS_PER_CARD, WIN_BONUS
from ...i18n import current_language, engine_message, number, variant_name
from ...i18n_cards import rank_label
from ..keeping.settings import Preferences
from ..shared.plain import plain_box
from ..shared.resources import icon_path
from ..shared.status import FieldLabel, StatusBar
from ..shared.wording import rules_summary
from ..table.controller import GameController
from ..table.deck import BUILTIN, load_deck
from ..table.notice import Notice
from ..table.scene import TableScene
from ..table.view import TableView
from .announcements import TableAccessibility
from .clock import GameClock
from .menus import WindowMenus
from .preferences import WindowPreferences
from .sizing import fit_to_font

if TYPE_CHECKING:  # dialogs PySide6 makes the classes of when first used, not at start
    from PySide6.QtWidgets import QInputDialog, QMessageBox

    from ...plugins import PluginHost

__all__ = ["MainWindow", "TableView"]

MINIMUM_SIZE = QSize(900, 580)
DEFAULT_SIZE = QSize(1100, 760)
MESSAGE_MS = 8000
PROBLEM_MS = 30000
STATUS_FIELDS = ("variant", "deal", "base", "moves", "time", "home", "carry")


class MainWindow(WindowMenus, WindowPreferences, QMainWindow):
    """Penguin Qt's window.  ``controller`` owns the game; ``scene`` shows it; ``prefs`` are
    the player's settings, saved through ``save_prefs`` (nothing is saved without it)."""

    closing = Signal()
    game_started = Signal()
    position_changed = Signal()
    game_won = Signal()
    game_lost = Signal()
    preferences_changed = Signal(object)
    taking_over = Signal()  # the player takes a move back, replays one, restarts or deals

    def __init__(
        self,
        host: PluginHost | None = None,
        variant: str | None = None,
        deal_number: int | None = None,
        speed: str | None = None,
        deck: str | None = None,
        rules: Rules | None = None,
        *,
        prefs: Preferences | None = None,
        save_prefs=None,
        game: Game | None = None,
        menus_later: bool = False,
    ) -> None:
        """``rules`` (a variant's rules with the player's free parameters) wins over
        ``variant`` when both are given, and ``game`` (a game brought back) over both;
        ``speed`` and ``deck`` win over ``prefs`` for this run (they are not saved);
        ``menus_later``: the menus' entries and shortcuts wait for ``complete_menus``."""
        super().__init__()
        self.setWindowTitle(self.tr("Penguin Qt"))
        self.setWindowIcon(QIcon(icon_path("penguin-qt.svg")))
        self.prefs = prefs.copy() if prefs is not None else Preferences()
        self._save_prefs = save_prefs
        self._waiting: list = []  # what to do once the cards in flight land
        self.problems: list[str] = []  # what went wrong while starting, said once shown
        self._closed = False
        self._shown = False
        self.rules_question: QMessageBox | None = None
        self.scene = TableScene(self._first_deck(deck or self.prefs.deck), self)
        self.dress_table(speed)  # speed, felt, zoom
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)
        self.notice = Notice(self.view)
        # add-ons' buttons when a game ends: (text, slot, wanted or None)
        self.end_offers: list[tuple[str, object, Callable[[], bool] | None]] = []
        self.controller = GameController(self.scene, host)
        self.controller.set_autoplay(self.prefs.autoplay)
        self._make_actions()
        self._make_menus(complete=not menus_later)
        self._make_toolbar()
        self._make_status_bar()
        self._follow_controller()
        self.accessibility = TableAccessibility(self)
        self.game_clock = GameClock(self)
        self.add_action("game", self.game_clock.action, section="moves")
        self.clock = QTimer(self)
        self.clock.setInterval(1000)
        self.clock.timeout.connect(self.update_time)
        self.clock.start()
        self.setMinimumSize(MINIMUM_SIZE)
        self.resize(DEFAULT_SIZE)
        if self.prefs.window_geometry:
            self.restoreGeometry(QByteArray(self.prefs.window_geometry))
        fit_to_font(self, DEFAULT_SIZE, MINIMUM_SIZE)  # larger system text: larger cards
        self._first_game(variant, deal_number, rules, game)
        self.view.setFocus()

    def _first_deck(self, deck_id: str):
        try:
            return load_deck(deck_id)
        except ValueError as error:
            self.problems.append(
                self.tr("{problem}: the built-in cards are shown instead").format(problem=error)
            )
            return load_deck(BUILTIN)

    def _first_game(
        self,
        variant: str | None,
        deal_number: int | None,
        rules: Rules | None,
        game: Game | None = None,
    ):
        c = self.controller
        if rules is None and variant is not None:
            rules = c.host.offered_rules(variant)
            if rules is None:
                self.problems.append(self.no_variant(variant))
        if game is not None:
            c.load_game(game)
        elif not c.new_game(deal_number, rules):
            said = self.statusBar().currentMessage()  # why the deal could not be made
            if said:
                self.problems.append(said)
            c.new_game(None, rules)
        self._check_variant()
        self.show_problems()  # after the deal, which clears the message line

    def no_variant(self, variant_id: str) -> str:
        """The problem of a variant that no plugin offers, in the window's words."""
        return self.tr("There is no variant {id}").format(id=variant_id)

    def show_problems(self) -> None:
        """Say every problem of the start in one message: each would replace the last."""
        if self.problems:
            sentences = (p if p.endswith((".", "!", "?", "…")) else p + "." for p in self.problems)
            self.show_message(" ".join(sentences), PROBLEM_MS)

    def _follow_controller(self) -> None:
        c = self.controller
        # the window's own slots first: an add-on's message on a new game must outlive
        # the clearing of the previous game's message
        c.game_started.connect(self._on_game_started)
        c.changed.connect(self.update_status)
        c.message.connect(self.show_message)
        c.game_won.connect(self.on_won)
        c.game_lost.connect(self.on_lost)
        c.game_started.connect(self.game_started)
        c.changed.connect(self.position_changed)
        c.game_won.connect(self.game_won)
        c.game_lost.connect(self.game_lost)

    # -- extension points ----------------------------------------------------------------------

    def add_status_widget(self, widget, first: bool = False, stretch: int = 0) -> None:
        """A field in the status row: after the window's own, or ``first`` (before them)."""
        self.status_bar.add_field(widget, stretch, first)

    def show_message(self, text: str, timeout: int = MESSAGE_MS) -> None:
        """Say ``text`` in the message line for a while (an empty text clears it)."""
        if text:
            self.statusBar().showMessage(text, timeout)
            if hasattr(self, "accessibility"):  # refusals, hints, notices: said aloud too
                self.accessibility.announce(text)
        else:
            self.statusBar().clearMessage()

    # -- the status bar ----------------------------------------------------------------------------

    def _make_status_bar(self) -> None:
        self.status_bar = StatusBar(self)
        self.setStatusBar(self.status_bar)
        self.labels: dict[str, FieldLabel] = {}
        for key in STATUS_FIELDS:
            label = FieldLabel()
            label.setObjectName(f"status-{key}")
            self.status_bar.add_field(label)
            self.labels[key] = label
        # the bar's height counted with its fields now: Qt's own count, made before they
        # were added, would fit the table to a taller view once and again before the frame
        self.status_bar.reformat()

    # -- showing the game -----------------------------------------------------------------------

    def when_landed(self, slot) -> None:
        """Call ``slot`` now, or when the cards in flight have landed: the status follows
        what the table shows ("Home 52/52" not while 13 cards are still flying)."""
        scene = self.scene
        if not scene.is_animating():
            slot()
        elif slot not in self._waiting:
            self._waiting.append(slot)
            if len(self._waiting) == 1:
                scene.animation_finished.connect(
                    self._landed, Qt.ConnectionType.SingleShotConnection
                )

    def _landed(self) -> None:
        waiting, self._waiting = self._waiting, []
        for slot in waiting:
            slot()

    def update_status(self) -> None:
        """The commands follow the game at once; the status fields follow the table, once
        the cards in flight have landed."""
        game = self.controller.game
        if game is None:
            return
        self.undo_action.setEnabled(game.can_undo())
        self.redo_action.setEnabled(game.can_redo())
        self.restart_action.setEnabled(game.can_undo())
        if not (game.is_won() or game.is_lost()):
            self.notice.hide()
        self._check_variant()
        self.when_landed(self._update_fields)

    def _update_fields(self) -> None:
        c = self.controller
        game = c.game
        if game is None:
            return
        position = game.position
        self.labels["variant"].setText(variant_name(c.rules.name))
        self.labels["variant"].setToolTip(self.rules_description(c.rules))
        if game.deal_number is None:  # started from a position (a file), not a deal
            self.labels["deal"].setText(self.tr("Given position"))
        else:
            self.labels["deal"].setText(self.tr("Deal {n}").format(n=game.deal_number))
        base = self.labels["base"]
        base.setVisible(c.rules.wraps)  # the base is the ace everywhere else: nothing to say
        base.setText(self.tr("Base {rank}").format(rank=rank_label(position.base)))
        self.labels["moves"].setText(self.tr("Moves {n}").format(n=game.move_count))
        self.labels["home"].setText(self.tr("Home {n}/52").format(n=position.cards_home()))
        limit = c.rules.carry_limit(position)
        # a limit above the cards left in the columns limits nothing ("Carry 1280" said nothing)
        on_table = sum(len(column) for column in position.columns)
        self.labels["carry"].setText(
            self.tr("Carry any")
            if c.rules.run_limit == "unlimited" or limit >= on_table
            else self.tr("Carry {n}").format(n=limit)
        )
        explanation = c.rules.carry_explanation(position)
        self.labels["carry"].setToolTip(engine_message(explanation))
        self.update_time()

    def rules_description(self, rules: Rules) -> str:
        """The variant's own description while its rules are untouched, then the rules as
        they are played (free parameters included)."""
        item = self.controller.host.offered_rules(rules.id)
        # Asked for a dozen tooltips after every move: each text is made once per language.
        known = self.__dict__.setdefault("_descriptions", {})
        key = (rules, item, current_language(), self.tr("Moves {n}"))  # the translation too
        if key not in known:
            summary = rules_summary(rules)
            if item is not None and item == rules and rules.description:
                summary = variant_name(rules.description) + "\n" + summary
            if len(known) > 64:
                known.clear()
            known[key] = summary
        return known[key]

    def update_time(self) -> None:
        game = self.controller.game
        if game is None:
            return
        seconds = int(game.elapsed)
        if hasattr(self, "game_clock") and self.game_clock.paused_by_player:
            text = self.tr("Paused {m}:{s:02d}")
        else:
            text = self.tr("Time {m}:{s:02d}")
        self.labels["time"].setText(text.format(m=seconds // 60, s=seconds % 60))

    def score_text(self) -> str:
        """How the score is made, line by line, with the engine's own figures."""
        game = self.controller.game
        assert game is not None
        home = game.position.cards_home()
        lines = [
            self.tr("{points} points × {cards} cards home = {total}").format(
                points=POINTS_PER_CARD, cards=home, total=POINTS_PER_CARD * home
            )
        ]
        if game.is_won() and game.solver_moves > 0:
            lines.append(self.tr("no win bonus: the solver played moves of this game"))
        elif game.is_won():
            seconds = int(game.elapsed)
            lines.append(
                self.tr(
                    "win bonus {bonus} − {penalty} × {moves} moves − {seconds} seconds = {total}"
                ).format(
                    bonus=WIN_BONUS,
                    penalty=MOVE_PENALTY,
                    moves=game.move_count,
                    seconds=seconds,
                    total=game.bonus,
                )
            )
        lines.append(self.tr("Score: {score}").format(score=number(game.score)))
        return "\n".join(lines)

    def on_won(self) -> None:
        self.update_status()
        self.scene.celebrate()
        self.notice.open(
            self.tr("Deal {n} won!").format(n=self.controller.game.deal_number)
            if self.controller.game.deal_number is not None
            else self.tr("Won!"),
            self.score_text(),
            [(self.tr("New Deal"), lambda: self.controller.new_game()), *self._offers()],
        )
        self.show_message(self.tr("Won in %n move(s)", "", self.controller.game.move_count))

    def _offers(self) -> list[tuple[str, object]]:
        """The add-ons' buttons for the end of this game (those wanted now)."""
        return [(text, slot) for text, slot, wanted in self.end_offers if not wanted or wanted()]

    def on_lost(self) -> None:
        self.update_status()
        game = self.controller.game
        buttons: list[tuple[str, object]] = []
        if game is not None and game.can_undo():  # at move 0 there is nothing to take back
            buttons += [
                (self.tr("Undo"), self.controller.undo),
                (self.tr("Restart"), self.controller.restart),
            ]
        buttons += [
            (self.tr("New Deal"), lambda: self.controller.new_game()),
            *self._offers(),
            (self.tr("Close"), lambda: None),
        ]
        self.notice.open(
            self.tr("No moves left"),
            self.tr("No legal move is left in this position.") + "\n" + self.score_text(),
            buttons,
            low=True,  # the position that was lost stays in sight above it
        )
        if game is not None and game.can_undo():
            self.show_message(self.tr("No moves left: undo to try another way"))
        else:
            self.show_message(self.tr("No moves left"))

    def _on_game_started(self) -> None:
        self.notice.hide()
        self.show_message("")  # nothing said of the previous deal stays
        self._remember_rules()

    # -- commands ------------------------------------------------------------------------------

    def game_in_progress(self) -> bool:
        """A game with moves made that is neither won nor lost: leaving it loses something."""
        game = self.controller.game
        return game is not None and game.move_count > 0 and not (game.is_won() or game.is_lost())

    def switch_rules(self, rules: Rules) -> None:
        """Deal ``rules`` now; with a game in progress, only once the player says yes (No
        keeps the game and the rules as they are).  The Variant menu and the Settings
        dialog both come here."""
        question = self.tr(
            "Leave the game in progress and deal {variant} with these rules now?"
        ).format(variant=variant_name(rules.name))
        self.leave_game(
            lambda: self.controller.new_game(None, rules),
            question,
            rules_summary(rules),
            title=self.tr("New Rules"),
        )

    def leave_game(self, replace, question: str, details: str = "", title: str = "") -> bool:
        """Call ``replace`` (which puts another game on the table) now when no game is in
        progress, else once the player says yes to ``question`` (No keeps the game).  Open,
        Paste Position and a variant change all come here.  True when done at once."""
        if not self.game_in_progress():
            replace()
            return True
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Question,
            title or self.tr("Leave the Game?"),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        if details:
            box.setInformativeText(details)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.Yes).clicked.connect(replace)
        plain_box(box)  # the variant's name and rules come from its plugin
        box.finished.connect(self._rules_question_closed)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.rules_question = box
        box.open()
        return False

    def _rules_question_closed(self) -> None:
        self.rules_question = None
        self._check_variant()  # after No, the menu shows the rules still played
        self._remember_rules()

    def choose_deal(self) -> QInputDialog:
        """Ask for a deal number (non-blocking); the dialog is returned for tests."""
        from PySide6.QtWidgets import QInputDialog

        dialog = QInputDialog(self)
        dialog.setWindowTitle(self.tr("Choose Deal"))
        dialog.setLabelText(self.tr("Deal number (1 to {max}):").format(max=MAX_DEAL))
        dialog.setInputMode(QInputDialog.InputMode.IntInput)
        dialog.setIntRange(1, MAX_DEAL)
        game = self.controller.game
        dialog.setIntValue(game.deal_number if game and game.deal_number else 1)
        dialog.intValueSelected.connect(lambda n: self.controller.new_game(n))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.deal_dialog = dialog
        dialog.open()
        return dialog

    # -- focus, window state, closing ------------------------------------------------------------

    def childEvent(self, event) -> None:  # noqa: N802
        """Every dialog of the window, once shown, hands the keyboard back to the table
        when it closes (shortcuts and arrow keys work at once, no click needed)."""
        super().childEvent(event)
        if event.type() == QEvent.Type.ChildPolished:
            child = event.child()
            # asked of Qt's meta-object: QDialog's class is not made before the first frame
            if child.inherits("QDialog") and not child.property("penguin-refocus"):
                child.setProperty("penguin-refocus", True)
                child.finished.connect(self._dialog_closed)
                if hasattr(self, "game_clock"):
                    self.game_clock.watch_dialog(child)  # no time counted while it is open

    def _dialog_closed(self) -> None:
        QTimer.singleShot(0, self, self.focus_table)

    def focus_table(self) -> None:
        """Give the keyboard to the table, unless another dialog is still open."""
        if self._closed or not self.isVisible() or QApplication.activeModalWidget() is not None:
            return
        self.activateWindow()
        self.view.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def showEvent(self, event) -> None:  # noqa: N802
        """Shown the first time: the window takes the keyboard (no click needed first, even
        where no window manager hands it over)."""
        super().showEvent(event)
        if not self._shown:
            self._shown = True
            QTimer.singleShot(0, self, self.focus_table)

    def changeEvent(self, event) -> None:  # noqa: N802
        """The clock stops while the window is minimized."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange and hasattr(self, "game_clock"):
            self.game_clock.set_hidden(bool(self.windowState() & Qt.WindowState.WindowMinimized))

    def closeEvent(self, event) -> None:  # noqa: N802
        if not self._closed:
            self._closed = True
            self.closing.emit()  # the add-ons still see the game as it is
            self.scene.finish_animation()
            self.clock.stop()
            self.prefs.window_geometry = bytes(self.saveGeometry().data())
            self.save_preferences()
        super().closeEvent(event)

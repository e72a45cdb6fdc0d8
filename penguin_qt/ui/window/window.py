"""The main window's frame: the table view, the tool bar and the status bar around one
controller, which owns the session (``penguin_qt.session``): the game and what the window
shows of it.  Every field of the status bar, every command's state, the title and the box
at the end of a game is a view of that session (``views``), recomputed when it changes.

The window is made of parts that each hold what they need: its menus and tool bar
(``menus.Menus``), how it keeps the player's settings (``preferences.WindowSettings``),
what stops the clock (``clock.GameClock``), what is told to a screen reader
(``announcements``) and how the table looks (``table_look``).

Add-ons (the assistant, statistics, saved games, ...) attach only through the extension
points below, never by looking into the window:

- ``add_action(menu, action, section=..., toolbar=...)`` puts a command in a named menu
  (``game``, ``view``, ``help``; see ``menus.MENU_SECTIONS``) and, if asked, on the toolbar;
- ``add_status_widget(widget, first=..., stretch=...)`` adds a field to the status row, and
  ``views`` (``bind``, ``bind_field``, ``bind_command``) makes a field, a command or anything
  else a view of the session;
- ``show_message(text)`` says something in the message line; ``end_offers`` holds the
  add-ons' buttons (text, slot, wanted(session)) for the box at the end of a game;
- signals: ``session_changed(Session)``, ``game_started``, ``game_won``, ``game_lost`` (the
  controller's, relayed), ``preferences_changed(Preferences)`` after the player changed a
  setting, ``taking_over`` when the player takes a move back, replays one, restarts or
  deals, and ``closing`` when the window closes, while the game is still there;
- ``switch_rules(rules)`` deals other rules, asking first when a game is in progress.

``ui.assembly`` builds the window with all its add-ons, in one place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMainWindow

from ...engine import MAX_DEAL, Game, Rules
from ...i18n import variant_name
from ...session import CLOSING, Session
from ..keeping.settings import Preferences
from ..shared.plain import plain_box
from ..shared.resources import icon_path
from ..shared.status import FieldLabel, StatusBar
from ..shared.views import Command, Views
from ..shared.wording import rules_summary
from ..table.controller import GameController
from ..table.deck import BUILTIN, Deck, load_deck
from ..table.notice import Notice
from ..table.scene import TableScene
from ..table.view import TableView
from . import end_box, status_words
from .announcements import TableAccessibility
from .clock import GameClock
from .menus import Menus
from .preferences import WindowSettings
from .send_home import SendHome
from .sizing import fit_to_font

if TYPE_CHECKING:  # dialogs PySide6 makes the classes of when first used, not at start
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDialog, QInputDialog, QMessageBox, QToolBar

    from ...plugins import PluginHost
    from .table_look import TableLook

__all__ = ["MainWindow", "TableView"]

MINIMUM_SIZE = QSize(900, 580)
DEFAULT_SIZE = QSize(1100, 760)
MESSAGE_MS = 8000
PROBLEM_MS = 30000
# The window's own status fields, in their order (the assistant's verdict comes first).
STATUS_FIELDS = ("variant", "deal", "base", "moves", "time", "home", "carry", "score", "tier")


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("MainWindow", text, None, n)


class MainWindow(QMainWindow):
    """Penguin Qt's window.  ``controller`` owns the session; ``scene`` shows its table;
    ``prefs`` are the player's settings, saved through ``save_prefs`` (nothing is saved
    without it)."""

    closing = Signal()
    session_changed = Signal(object)
    game_started = Signal()
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
        save_prefs: Any = None,
        game: Game | None = None,
        menus_later: bool = False,
    ) -> None:
        """``rules`` (a variant's rules with the player's free parameters) wins over
        ``variant`` when both are given, and ``game`` (a game brought back) over both;
        ``speed`` and ``deck`` win over ``prefs`` for this run (they are not saved);
        ``menus_later``: the menus' entries and shortcuts wait for ``complete_menus``."""
        super().__init__()
        self.setWindowTitle(_tr("Penguin Qt"))
        self.setWindowIcon(QIcon(icon_path("penguin-qt.svg")))
        self.prefs = prefs.copy() if prefs is not None else Preferences()
        self.problems: list[str] = []  # what went wrong while starting, said once shown
        self._closed = False
        self._shown = False
        self._size_asked = 0  # times the window system was asked for the minimum in a row
        self.rules_question: QMessageBox | None = None
        self.deal_dialog: QInputDialog | None = None
        self.scene = TableScene(self._first_deck(deck or self.prefs.deck), self)
        self.settings = WindowSettings(self, save_prefs)
        self.settings.dress_table(speed)  # speed, felt, zoom
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)
        self.notice = Notice(self.view)
        self.notice.dismissed.connect(self._end_box_closed)
        self._end_box_shown: end_box.EndBox | None = None
        # add-ons' buttons when a game ends: (text, slot, wanted(session) or None)
        self.end_offers: list[end_box.Offer] = []
        self.views = Views()
        self.controller = GameController(self.scene, host)
        self.controller.set_autoplay(self.prefs.autoplay)
        self.menus = Menus(self)
        # the window's own commands and tool bar, as the add-ons and the tests reach them
        self.toolbar: QToolBar = self.menus.toolbar
        self.new_action, self.choose_deal_action = (
            self.menus.new_action,
            self.menus.choose_deal_action,
        )
        self.restart_action, self.quit_action = self.menus.restart_action, self.menus.quit_action
        self.undo_action, self.redo_action = self.menus.undo_action, self.menus.redo_action
        if not menus_later:
            self.menus.complete_menus()
        self._make_status_bar()
        self._follow_controller()
        self.accessibility = TableAccessibility(self)
        self.game_clock = GameClock(self)
        self.add_action("game", self.game_clock.action, section="moves")
        self.send_home = SendHome(self)
        self._bind_views()
        self.ticking = QTimer(self)  # the time field, once a second
        self.ticking.setInterval(1000)
        self.ticking.timeout.connect(self.views.render)
        self.ticking.start()
        self.setMinimumSize(MINIMUM_SIZE)
        self.resize(DEFAULT_SIZE)
        if self.prefs.window_geometry:
            self.restoreGeometry(QByteArray(self.prefs.window_geometry))
        fit_to_font(self, DEFAULT_SIZE, MINIMUM_SIZE)  # larger system text: larger cards
        self._first_game(variant, deal_number, rules, game)
        self.view.setFocus()

    def _first_deck(self, deck_id: str) -> Deck:
        try:
            return load_deck(deck_id)
        except ValueError as error:
            self.problems.append(
                _tr("{problem}: the built-in cards are shown instead").format(problem=error)
            )
            return load_deck(BUILTIN)

    def _first_game(
        self,
        variant: str | None,
        deal_number: int | None,
        rules: Rules | None,
        game: Game | None = None,
    ) -> None:
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
        self.show_problems()  # after the deal, which clears the message line

    def no_variant(self, variant_id: str) -> str:
        """The problem of a variant that no plugin offers, in the window's words."""
        return _tr("There is no variant {id}").format(id=variant_id)

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
        c.session_changed.connect(self.views.render)
        c.message.connect(self.show_message)
        c.game_won.connect(self._on_won)
        c.game_lost.connect(self._on_lost)
        c.session_changed.connect(self.session_changed)
        c.game_started.connect(self.game_started)
        c.game_won.connect(self.game_won)
        c.game_lost.connect(self.game_lost)

    @property
    def session(self) -> Session:
        """What the window shows of the game on the table."""
        session = self.controller.session
        assert session is not None, "the window always has a game"
        return session

    # -- extension points ----------------------------------------------------------------------

    def add_action(
        self, menu: str, action: QAction, section: str | None = None, toolbar: bool = False
    ) -> QAction:
        """Put ``action`` at the end of ``section`` of the named ``menu`` (its shortcut works
        from anywhere in the window) and, with ``toolbar``, on the toolbar."""
        return self.menus.add_action(menu, action, section, toolbar)

    def set_shortcuts(self, action: QAction, keys: tuple[str, ...]) -> None:
        """``action``'s keyboard shortcuts (made with the menus' entries)."""
        self.menus.set_shortcuts(action, keys)

    def add_status_widget(self, widget: Any, first: bool = False, stretch: int = 0) -> None:
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

    def set_deal_chooser(self, chooser: Any) -> None:
        """New Deal asks ``chooser()`` first (a deal it picks, say a proven-winnable one);
        when it returns False, a random deal is dealt."""
        self.menus.deal_chooser = chooser

    # the parts' commands and menus, as the add-ons and the tests reach them
    @property
    def menus_complete(self) -> bool:
        return self.menus.complete

    @property
    def variant_actions(self) -> dict[str, QAction]:
        return self.menus.variant_actions

    @property
    def table_look(self) -> TableLook:
        return self.menus.table_look

    @property
    def variant_menu(self) -> Any:
        return self.menus.variant_menu

    def set_variant(self, variant_id: str) -> None:
        """Game › Variant: deal the variant (asking first when a game is in progress)."""
        self.menus.set_variant(variant_id)

    def rules_description(self, rules: Rules) -> str:
        """The variant's own description while its rules are untouched, then the rules as
        they are played (the Variant menu's tooltips)."""
        from .menus import rules_description

        return rules_description(rules, self.controller.host.offered_rules(rules.id))

    def score_text(self) -> str:
        """How the score of the game on the table is made, line by line."""
        return status_words.score_text(self.session.game)

    def menu(self, name: str) -> Any:
        return self.menus.menu(name)

    def complete_menus(self) -> None:
        self.menus.complete_menus()

    def refresh_variants(self) -> None:
        self.menus.refresh_variants()

    def write_variant_tips(self) -> None:
        self.menus.write_variant_tips()

    def current_preferences(self) -> Preferences:
        return self.settings.current_preferences()

    def apply_preferences(self, prefs: Preferences) -> None:
        self.settings.apply_preferences(prefs)

    def save_preferences(self) -> None:
        self.settings.save_preferences()

    def set_deck(self, deck_id: str, remember: bool = False) -> None:
        self.settings.set_deck(deck_id, remember)

    def last_folder(self) -> str:
        return self.prefs.last_folder

    def remember_folder(self, folder: str) -> None:
        self.settings.remember_folder(folder)

    # -- the status bar: views of the session ----------------------------------------------------

    def _make_status_bar(self) -> None:
        self.status_bar = StatusBar(self)
        self.setStatusBar(self.status_bar)
        self.labels: dict[str, FieldLabel] = {}
        for key in STATUS_FIELDS:
            label = FieldLabel()
            label.setObjectName(f"status-{key}" if key != "tier" else "status-difficulty")
            self.status_bar.add_field(label)
            self.labels[key] = label
        # the bar's height counted with its fields now: Qt's own count, made before they
        # were added, would fit the table to a taller view once and again before the frame
        self.status_bar.reformat()

    def _bind_views(self) -> None:
        views, labels, host = self.views, self.labels, self.controller.host
        views.bind_field(
            labels["variant"], lambda s: status_words.variant_field(s, host.offered_rules)
        )
        views.bind_field(labels["deal"], status_words.deal_field)
        views.bind_field(labels["base"], status_words.base_field)
        views.bind_field(labels["moves"], status_words.moves_field)
        views.bind_field(labels["time"], status_words.time_field)
        views.bind_field(labels["home"], status_words.home_field)
        views.bind_field(labels["carry"], status_words.carry_field)
        views.bind_field(labels["score"], status_words.score_field)
        views.bind_field(labels["tier"], status_words.tier_field)
        views.bind(
            "the tier, said",  # once for each deal and tier (not again for a restart)
            lambda s: (s.rules, s.facts.number, status_words.tier_spoken(s)),
            lambda said: self._say_tier(said[2]),
        )
        views.bind_command(self.menus.undo_action, lambda s: Command(s.game.can_undo()))
        views.bind_command(self.menus.redo_action, lambda s: Command(s.game.can_redo()))
        views.bind_command(self.menus.restart_action, lambda s: Command(s.game.can_restart()))
        views.bind("title", status_words.title, self.setWindowTitle, self.windowTitle)
        views.bind(
            "end box",
            lambda s: end_box.end_box(s, self.end_offers),
            self._show_end_box,
            lambda: self._end_box_shown,
        )
        views.bind("variant menu", lambda s: s.rules.id, self.menus.check_variant)

    def _say_tier(self, spoken: str) -> None:
        """The tier is said aloud when it changes (a deal dealt or rated)."""
        self.labels["tier"].setAccessibleName(spoken)
        if spoken and hasattr(self, "accessibility"):
            self.accessibility.announce(spoken)

    def _show_end_box(self, box: end_box.EndBox | None) -> None:
        self._end_box_shown = box
        if box is None:
            self.notice.hide()
            return
        slots = {text: slot for text, slot, _wanted in self.end_offers}
        buttons = [(end_box.button_text(key), self._end_button(key, slots)) for key in box.buttons]
        self.notice.open(box.title, box.body, buttons, low=box.low)

    def _end_button(self, key: str, offers: dict[str, Any]) -> Any:
        c = self.controller
        own = {
            end_box.NEW_DEAL: self.deal_new,
            end_box.UNDO: c.undo,
            end_box.RESTART: c.restart,
            end_box.PLAY_AGAIN: self.play_again,
            end_box.CLOSE: lambda: None,
        }
        return own.get(key) or offers[key]

    def _end_box_closed(self) -> None:
        """The player put the box away (a button, Escape): it stays away for this end."""
        if self._end_box_shown is not None:
            self._end_box_shown = None
            self.controller.update(end_box=False)

    # -- games ------------------------------------------------------------------------------------

    def _on_won(self) -> None:
        self.scene.celebrate()
        self.show_message(_tr("Won in %n move(s)", self.session.game.move_count))

    def _on_lost(self) -> None:
        game = self.session.game
        if game.conceded:
            self.show_message(
                QCoreApplication.translate("GiveUp", "Game given up: it is counted as lost")
            )
        elif game.can_undo():
            self.show_message(_tr("No moves left: undo to try another way"))
        else:
            self.show_message(_tr("No moves left"))

    def _on_game_started(self) -> None:
        self.show_message("")  # nothing said of the previous deal stays
        self.settings.remember_rules()

    def deal_new(self) -> None:
        """New Deal: the chooser's deal, else a random one."""
        self.menus.deal_new()

    def play_again(self) -> None:
        """The same deal (or starting position) as a new game."""
        game = self.session.game
        if game.deal_number is not None:
            self.controller.new_game(game.deal_number, game.rules)
        else:
            self.controller.new_game(None, game.rules, position=game.initial)

    def game_in_progress(self) -> bool:
        """A game with moves made that is neither won nor lost: leaving it loses something."""
        session = self.controller.session
        return session is not None and session.in_progress

    def switch_rules(self, rules: Rules) -> None:
        """Deal ``rules`` now; with a game in progress, only once the player says yes (No
        keeps the game and the rules as they are).  The Variant menu and the Settings
        dialog both come here."""
        question = _tr("Leave the game in progress and deal {variant} with these rules now?")
        self.leave_game(
            lambda: self.controller.new_game(None, rules),
            question.format(variant=variant_name(rules.name)),
            rules_summary(rules),
            title=_tr("New Rules"),
        )

    def leave_game(self, replace: Any, question: str, details: str = "", title: str = "") -> bool:
        """Call ``replace`` (which puts another game on the table) now when no game is in
        progress, else once the player says yes to ``question`` (No keeps the game).  Open,
        Paste Position and a variant change all come here.  True when done at once."""
        if not self.game_in_progress():
            replace()
            return True
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Question,
            title or _tr("Leave the Game?"),
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
        self.views.render()  # after No, the menu shows the rules still played
        self.settings.remember_rules()

    def choose_deal(self) -> QInputDialog:
        """Ask for a deal number (non-blocking); the dialog is returned for tests."""
        from PySide6.QtWidgets import QInputDialog

        dialog = QInputDialog(self)
        dialog.setWindowTitle(_tr("Choose Deal"))
        dialog.setLabelText(_tr("Deal number (1 to {max}):").format(max=MAX_DEAL))
        dialog.setInputMode(QInputDialog.InputMode.IntInput)
        dialog.setIntRange(1, MAX_DEAL)
        game = self.session.game
        dialog.setIntValue(game.deal_number or 1)
        dialog.intValueSelected.connect(lambda n: self.controller.new_game(n))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.deal_dialog = dialog
        dialog.open()
        return dialog

    # The Help menu's windows; their module is read when one is first opened, not at start.
    def show_rules(self) -> QDialog:
        """The rules of the variant being played, in the window's language."""
        from .help_boxes import rules_dialog

        self.rules_dialog = rules_dialog(self)
        return self.rules_dialog

    def show_how_to_play(self) -> Any:
        from .help_boxes import how_to_play_box

        return how_to_play_box(self)

    def show_about(self) -> QMessageBox:
        from .help_boxes import about_box

        self.about_box = about_box(self)
        return self.about_box

    # -- focus, window state, closing ------------------------------------------------------------

    def childEvent(self, event: Any) -> None:  # noqa: N802
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

    def showEvent(self, event: Any) -> None:  # noqa: N802
        """Shown the first time: the window takes the keyboard (no click needed first, even
        where no window manager hands it over)."""
        super().showEvent(event)
        if not self._shown:
            self._shown = True
            QTimer.singleShot(0, self, self.focus_table)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        """Never smaller than the smallest window that shows a playable table and the whole
        status bar: a window system that ignores the minimum (no window manager, a tiling
        one) is asked again, a few times at most, so that nothing ever lies over the cards."""
        super().resizeEvent(event)
        wanted = self.size().expandedTo(self.minimumSize())
        state = Qt.WindowState
        if wanted == self.size() or self.windowState() & (
            state.WindowFullScreen | state.WindowMaximized
        ):
            self._size_asked = 0
        elif self._size_asked < 3:
            self._size_asked += 1
            QTimer.singleShot(0, self, self._at_least_minimum)

    def _at_least_minimum(self) -> None:
        self.resize(self.size().expandedTo(self.minimumSize()))

    def changeEvent(self, event: Any) -> None:  # noqa: N802
        """The clock stops while the window is minimized."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange and hasattr(self, "game_clock"):
            self.game_clock.set_hidden(bool(self.windowState() & Qt.WindowState.WindowMinimized))

    def closeEvent(self, event: Any) -> None:  # noqa: N802
        if not self._closed:
            self._closed = True
            self.controller.stop_clock(CLOSING)  # kept with the clock where it stopped
            self.closing.emit()  # the add-ons still see the game as it is
            self.scene.finish_animation()
            self.controller.close()
            self.ticking.stop()
            self.prefs.window_geometry = bytes(self.saveGeometry().data())
            self.settings.save_preferences()
        super().closeEvent(event)

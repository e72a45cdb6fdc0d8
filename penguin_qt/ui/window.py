"""The main window: the table view, menus, toolbar and status bar around one controller."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QIcon, QKeySequence, QPainter
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine import MAX_DEAL, Rules
from ..engine.cards import RANK_LABELS
from ..engine.game import MOVE_PENALTY, POINTS_PER_CARD, WIN_BONUS
from ..i18n import engine_message
from ..plugins import PluginHost
from .controller import GameController
from .deck import BUILTIN, available_decks, load_deck
from .resources import help_page, icon_path
from .scene import SPEEDS, TableScene


def variant_name(name: str) -> str:
    return QCoreApplication.translate("Variants", name)


class TableView(QGraphicsView):
    """Shows the scene at 1:1, the table refitted to every new size."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # no SmoothPixmapTransform: cards are blitted at whole pixels (items.CardItem.paint),
        # and the smooth hint would send every blit down Qt's slow filtering path
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 240)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        size = self.viewport().size()
        self.scene().set_size(size.width(), size.height())
        notice = self.findChild(Notice)
        if notice is not None:
            notice.place()


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


class MainWindow(QMainWindow):
    """Penguin Qt's window.  ``controller`` owns the game; ``scene`` shows it."""

    def __init__(
        self,
        host: PluginHost | None = None,
        variant: str | None = None,
        deal_number: int | None = None,
        speed: str = "normal",
        deck: str = BUILTIN,
        rules: Rules | None = None,
    ) -> None:
        """``rules`` (a variant's rules with the player's free parameters) wins over
        ``variant`` when both are given."""
        super().__init__()
        self.setWindowTitle(self.tr("Penguin Qt"))
        self.setWindowIcon(QIcon(icon_path("penguin-qt.svg")))
        try:
            card_deck = load_deck(deck)
        except ValueError:
            card_deck = load_deck(BUILTIN)
        self.scene = TableScene(card_deck, self)
        self.scene.set_speed(speed)
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)
        self.notice = Notice(self.view)
        self.controller = GameController(self.scene, host)
        self._make_actions()
        self._make_menus()
        self._make_toolbar()
        self._make_status_bar()
        c = self.controller
        c.changed.connect(self.update_status)
        c.message.connect(self.show_message)
        c.game_won.connect(self.on_won)
        c.game_lost.connect(self.on_lost)
        c.game_started.connect(self.notice.hide)
        self.clock = QTimer(self)
        self.clock.setInterval(1000)
        self.clock.timeout.connect(self.update_time)
        self.clock.start()
        self.resize(1100, 760)
        if rules is None and variant is not None:
            variants = c.host.variants()
            if variant in variants:
                rules = variants[variant].item
            else:
                self.show_message(self.tr("There is no variant {id}").format(id=variant))
        if not c.new_game(deal_number, rules):
            c.new_game(None, rules)
        self._check_variant()
        self.view.setFocus()

    # -- actions, menus, toolbar, status bar -------------------------------------------------

    def _action(self, text: str, slot, shortcuts=(), icon: str | None = None) -> QAction:
        """An action; ``icon`` is "theme-name:own-file" (the desktop's icon, else ours)."""
        action = QAction(text, self)
        if shortcuts:
            action.setShortcuts([QKeySequence(s) for s in shortcuts])
        if icon:
            theme, _, own = icon.partition(":")
            action.setIcon(QIcon.fromTheme(theme, QIcon(icon_path(own))))
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _make_actions(self) -> None:
        c = self.controller
        self.new_action = self._action(
            self.tr("&New Deal"),
            lambda: c.new_game(),
            ("Ctrl+N", "F2"),
            "document-new:new-deal.svg",
        )
        self.choose_deal_action = self._action(
            self.tr("&Choose Deal…"), self.choose_deal, ("F3", "Ctrl+G"), "go-jump:choose-deal.svg"
        )
        self.restart_action = self._action(
            self.tr("&Restart"), c.restart, ("Ctrl+R",), "view-refresh:restart.svg"
        )
        self.undo_action = self._action(self.tr("&Undo"), c.undo, ("Ctrl+Z",), "edit-undo:undo.svg")
        self.redo_action = self._action(
            self.tr("Re&do"), c.redo, ("Ctrl+Shift+Z", "Ctrl+Y"), "edit-redo:redo.svg"
        )
        # Hints come with the solver: the entry is here, switched off until it is wired.
        self.hint_action = QAction(self.tr("&Hint"), self)
        self.hint_action.setShortcut(QKeySequence("H"))
        self.hint_action.setIcon(QIcon.fromTheme("help-hint", QIcon(icon_path("hint.svg"))))
        self.hint_action.setEnabled(False)
        self.addAction(self.hint_action)
        self.quit_action = self._action(self.tr("&Quit"), self.close, ("Ctrl+Q",))

    def _make_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        for action in (self.new_action, self.choose_deal_action, self.restart_action):
            game.addAction(action)
        game.addSeparator()
        game.addAction(self.undo_action)
        game.addAction(self.redo_action)
        game.addAction(self.hint_action)
        game.addSeparator()
        self.variant_menu = game.addMenu(self.tr("&Variant"))
        self.variant_group = QActionGroup(self)
        self.variant_actions: dict[str, QAction] = {}
        self.refresh_variants()
        game.addSeparator()
        game.addAction(self.quit_action)

        view = bar.addMenu(self.tr("&View"))
        speed_menu = view.addMenu(self.tr("&Animation Speed"))
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        labels = {
            "off": self.tr("Off"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for key, factor in SPEEDS.items():
            action = QAction(labels[key], self, checkable=True)
            action.setChecked(self.scene.speed == factor)
            action.triggered.connect(lambda _=False, k=key: self.scene.set_speed(k))
            self.speed_group.addAction(action)
            speed_menu.addAction(action)
            self.speed_actions[key] = action
        self.deck_menu = view.addMenu(self.tr("&Cards"))
        self.deck_group = QActionGroup(self)
        self.deck_menu.aboutToShow.connect(self._fill_deck_menu)
        self._fill_deck_menu()

        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self._action(self.tr("&Rules"), self.show_rules, ("F1",)))
        help_menu.addAction(self._action(self.tr("&How to Play"), self.show_how_to_play))
        help_menu.addAction(self._action(self.tr("&About Penguin Qt"), self.show_about))

    def refresh_variants(self) -> None:
        """Rebuild the Variant menu from the plugin host (after a plugin was switched)."""
        self.variant_menu.clear()
        for action in self.variant_group.actions():
            self.variant_group.removeAction(action)
        self.variant_actions = {}
        for variant_id, registered in self.controller.host.variants().items():
            action = QAction(variant_name(registered.item.name), self, checkable=True)
            action.setData(variant_id)
            action.setToolTip(variant_name(registered.item.description))
            action.triggered.connect(lambda _=False, v=variant_id: self.set_variant(v))
            self.variant_group.addAction(action)
            self.variant_menu.addAction(action)
            self.variant_actions[variant_id] = action
        self._check_variant()

    def _fill_deck_menu(self) -> None:
        self.deck_menu.clear()
        for action in self.deck_group.actions():
            self.deck_group.removeAction(action)
        for deck_id, name in available_decks():
            action = QAction(name, self, checkable=True)
            action.setChecked(deck_id == self.scene.deck.id)
            action.triggered.connect(lambda _=False, d=deck_id: self.set_deck(d))
            self.deck_group.addAction(action)
            self.deck_menu.addAction(action)

    def _make_toolbar(self) -> None:
        bar = self.addToolBar(self.tr("Game"))
        bar.setObjectName("game-toolbar")
        bar.setMovable(False)
        bar.setIconSize(QSize(22, 22))
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for action in (
            self.new_action,
            self.choose_deal_action,
            self.restart_action,
            self.undo_action,
            self.redo_action,
        ):
            bar.addAction(action)

    def _make_status_bar(self) -> None:
        status = self.statusBar()
        self.labels: dict[str, QLabel] = {}
        for key in ("variant", "deal", "base", "moves", "time", "home", "carry"):
            label = QLabel()
            label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
            label.setContentsMargins(6, 0, 6, 0)
            status.addPermanentWidget(label)
            self.labels[key] = label

    # -- showing the game -----------------------------------------------------------------------

    def show_message(self, text: str) -> None:
        if text:
            self.statusBar().showMessage(text, 8000)
        else:
            self.statusBar().clearMessage()

    def update_status(self) -> None:
        c = self.controller
        game = c.game
        if game is None:
            return
        position = game.position
        self.labels["variant"].setText(variant_name(c.rules.name))
        self.labels["deal"].setText(self.tr("Deal {n}").format(n=game.deal_number))
        self.labels["base"].setText(
            self.tr("Base {rank}").format(rank=RANK_LABELS[position.base - 1])
        )
        self.labels["moves"].setText(self.tr("Moves {n}").format(n=game.move_count))
        self.labels["home"].setText(self.tr("Home {n}/52").format(n=position.cards_home()))
        limit = c.rules.carry_limit(position)
        self.labels["carry"].setText(
            self.tr("Carry any")
            if c.rules.run_limit == "unlimited"
            else self.tr("Carry {n}").format(n=limit)
        )
        explanation = c.rules.carry_explanation(position)
        self.labels["carry"].setToolTip(engine_message(explanation))
        self.update_time()
        self.undo_action.setEnabled(game.can_undo())
        self.redo_action.setEnabled(game.can_redo())
        self.restart_action.setEnabled(game.can_undo())
        if not (game.is_won() or game.is_lost()):
            self.notice.hide()
        self._check_variant()

    def update_time(self) -> None:
        game = self.controller.game
        if game is None:
            return
        seconds = int(game.elapsed)
        self.labels["time"].setText(
            self.tr("Time {m}:{s:02d}").format(m=seconds // 60, s=seconds % 60)
        )

    def _check_variant(self) -> None:
        action = self.variant_actions.get(self.controller.rules.id)
        if action is not None:
            action.setChecked(True)

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
        if game.is_won():
            seconds = int(game.elapsed)
            bonus = max(0, WIN_BONUS - MOVE_PENALTY * game.move_count - seconds)
            lines.append(
                self.tr(
                    "win bonus {bonus} − {penalty} × {moves} moves − {seconds} seconds = {total}"
                ).format(
                    bonus=WIN_BONUS,
                    penalty=MOVE_PENALTY,
                    moves=game.move_count,
                    seconds=seconds,
                    total=bonus,
                )
            )
        lines.append(self.tr("Score: {score}").format(score=game.score))
        return "\n".join(lines)

    def on_won(self) -> None:
        self.update_status()
        self.scene.celebrate()
        self.notice.open(
            self.tr("Deal {n} won!").format(n=self.controller.game.deal_number),
            self.score_text(),
            [(self.tr("New Deal"), lambda: self.controller.new_game())],
        )
        self.show_message(self.tr("Won in %n move(s)", "", self.controller.game.move_count))

    def on_lost(self) -> None:
        self.update_status()
        self.notice.open(
            self.tr("No moves left"),
            self.tr("No legal move is left in this position.") + "\n" + self.score_text(),
            [
                (self.tr("Undo"), self.controller.undo),
                (self.tr("Restart"), self.controller.restart),
                (self.tr("New Deal"), lambda: self.controller.new_game()),
            ],
        )
        self.show_message(self.tr("No moves left: undo to try another way"))

    # -- commands ------------------------------------------------------------------------------

    def choose_deal(self) -> QInputDialog:
        """Ask for a deal number (non-blocking); the dialog is returned for tests."""
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

    def set_variant(self, variant_id: str) -> None:
        registered = self.controller.host.variants().get(variant_id)
        if registered is not None:
            self.controller.new_game(None, registered.item)

    def set_deck(self, deck_id: str) -> None:
        try:
            deck = load_deck(deck_id)
        except ValueError as error:
            self.show_message(str(error))
            return
        self.scene.set_deck(deck)

    def show_rules(self) -> QDialog:
        """The rules help page, in the window's language when there is one."""
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Rules"))
        browser = QTextBrowser(dialog)
        browser.setOpenExternalLinks(True)
        browser.setHtml(rules_html(self.tr("en")))
        layout = QVBoxLayout(dialog)
        layout.addWidget(browser)
        dialog.resize(640, 720)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.rules_dialog = dialog
        dialog.open()
        return dialog

    def show_how_to_play(self) -> None:
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("How to Play"))
        box.setText(how_to_play_text())
        box.open()

    def show_about(self) -> None:
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("About Penguin Qt"))
        box.setText(
            self.tr(
                "Penguin Qt: David Parlett's patience game Penguin and its family "
                "(Eight Off, FreeCell)."
            )
        )
        box.open()

    def changeEvent(self, event) -> None:  # noqa: N802
        """The clock stops while the window is minimized."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange and self.controller.game is not None:
            if self.windowState() & Qt.WindowState.WindowMinimized:
                self.controller.game.pause()
            else:
                self.controller.game.resume()

    def closeEvent(self, event) -> None:  # noqa: N802
        self.scene.finish_animation()
        self.clock.stop()
        assistant = getattr(self, "assistant", None)
        if assistant is not None:
            assistant.shutdown()
        super().closeEvent(event)


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

"""The main window's menus and tool bar: the Game, View and Help menus laid out by sections
(``MENU_SECTIONS``), the window's own commands, the Variant, Animation Speed and Cards menus,
and ``add_action``, through which the add-ons put their commands in them.  The Variant
menu's check is a view of the session (the variant on the table).

What the first frame shows is made with the window: the menu bar's titles and the tool bar's
buttons.  What it does not show -- the menus' entries, the Variant, Animation Speed, Cards
and Table Colour menus, the zoom commands, and the keyboard shortcuts -- can be made right
after it (``complete_menus``, which the program's start calls before it attaches the
add-ons); a window made with ``menus_later=False`` has them at once."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import QMenu

from ...engine import Rules
from ...i18n import variant_name
from ..shared.plain import menu_text, plain_tip
from ..shared.resources import icon_path
from ..shared.wording import rules_summary
from ..table.deck import available_decks, deck_sources
from ..table.scene import SPEEDS

if TYPE_CHECKING:  # made with the menus' entries (PySide6 makes a class when first used)
    from PySide6.QtWidgets import QToolBar

    from .table_look import TableLook
    from .window import MainWindow

# The sections of each menu, top to bottom (a separator between two non-empty ones), and
# the section an action goes to when none is named.
MENU_SECTIONS: dict[str, tuple[str, ...]] = {
    "game": ("deal", "moves", "assist", "variant", "records", "tools", "quit"),
    "view": ("table", "panels"),
    "help": ("help", "about"),
}
DEFAULT_SECTION = {"game": "tools", "view": "panels", "help": "help"}


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class Menus:
    """The menus and tool bar of one window, and the window's own commands."""

    def __init__(self, window: MainWindow) -> None:
        """The menu bar's titles, the tool bar and the window's own commands; the menus'
        entries and the shortcuts come with ``complete_menus``."""
        self.window = window
        self.complete = False  # the menus' entries and the shortcuts are made
        self.deal_chooser: Callable[[], bool] | None = None  # an add-on's New Deal
        self._menus: dict[str, QMenu] = {}
        self._sections: dict[str, dict[str, list[QAction]]] = {}
        self._shortcuts_later: list[tuple[QAction, tuple[str, ...]]] = []
        self.variant_menu: QMenu | None = None
        self.variant_group: Any = None
        self.variant_actions: dict[str, QAction] = {}
        self.speed_actions: dict[str, QAction] = {}
        self._variant_tips_due = True
        self._toolbar_extended = False
        self._make_actions()
        self._make_menus()
        self.toolbar = self._make_toolbar()

    def add_action(
        self, menu: str, action: QAction, section: str | None = None, toolbar: bool = False
    ) -> QAction:
        """Put ``action`` at the end of ``section`` of the named ``menu`` (its shortcut works
        from anywhere in the window) and, with ``toolbar``, on the toolbar after the
        window's own buttons."""
        if menu not in MENU_SECTIONS:
            raise KeyError(f"no menu {menu!r}: one of {', '.join(MENU_SECTIONS)}")
        section = section or DEFAULT_SECTION[menu]
        if section not in MENU_SECTIONS[menu]:
            raise KeyError(f"menu {menu!r} has no section {section!r}")
        self._sections[menu][section].append(action)
        self.window.addAction(action)
        if self.complete:
            self._fill_menu(menu)
        if toolbar:
            if not self._toolbar_extended:
                self.toolbar.addSeparator()
                self._toolbar_extended = True
            self.toolbar.addAction(action)
        return action

    def deal_new(self) -> None:
        """New Deal: the chooser's deal, else a random one; with a game in progress, once
        the player says yes (PySolFC asks too: the game left counts as lost), unless the
        player turned the question off in Settings."""
        w = self.window

        def deal() -> None:
            if self.deal_chooser is None or not self.deal_chooser():
                w.controller.new_game()

        if not w.prefs.ask_before_new_deal:
            deal()
            return
        w.leave_game(
            deal,
            _tr("Deal a new game? The game in progress ends and counts as lost."),
            _tr("Settings can turn this question off."),
            title=_tr("New Deal"),
        )

    def set_shortcuts(self, action: QAction, keys: tuple[str, ...]) -> None:
        """``action``'s keyboard shortcuts, now or, until the menus are complete, with them
        (QKeySequence's class is not made before the first frame)."""
        if not self.complete:
            self._shortcuts_later.append((action, keys))
            return
        from PySide6.QtGui import QKeySequence

        action.setShortcuts([QKeySequence(k) for k in keys])

    def _action(
        self, text: str, slot: Callable[[], object], shortcuts: tuple[str, ...] = (), icon: str = ""
    ) -> QAction:
        """An action; ``icon`` is "theme-name:own-file" (the desktop's icon, else ours)."""
        action = QAction(text, self.window)
        if shortcuts:
            self.set_shortcuts(action, shortcuts)
        if icon:
            theme, _, own = icon.partition(":")
            action.setIcon(QIcon.fromTheme(theme, QIcon(icon_path(own))))
        action.triggered.connect(slot)
        self.window.addAction(action)
        return action

    def _make_actions(self) -> None:
        w = self.window
        c = w.controller
        self.new_action = self._action(
            _tr("&New Deal"), self.deal_new, ("Ctrl+N", "F2"), "document-new:new-deal.svg"
        )
        self.choose_deal_action = self._action(
            _tr("&Choose Deal…"), w.choose_deal, ("F3", "Ctrl+G"), "go-jump:choose-deal.svg"
        )
        self.restart_action = self._action(
            _tr("&Restart"), c.restart, ("Ctrl+R",), "view-refresh:restart.svg"
        )
        self.undo_action = self._action(_tr("&Undo"), c.undo, ("Ctrl+Z",), "edit-undo:undo.svg")
        self.redo_action = self._action(
            _tr("Re&do"), c.redo, ("Ctrl+Shift+Z", "Ctrl+Y"), "edit-redo:redo.svg"
        )
        for action in (self.undo_action, self.redo_action, self.restart_action, self.new_action):
            action.triggered.connect(w.taking_over.emit)
        self.quit_action = self._action(_tr("&Quit"), w.close, ("Ctrl+Q",))

    def _make_menus(self) -> None:
        """The menu bar's titles and the window's own commands in their sections (the first
        frame shows the titles); the entries come with ``complete_menus``."""
        bar = self.window.menuBar()
        titles = {"game": _tr("&Game"), "view": _tr("&View"), "help": _tr("&Help")}
        for name, sections in MENU_SECTIONS.items():
            self._menus[name] = bar.addMenu(titles[name])
            self._sections[name] = {section: [] for section in sections}
        game = self._sections["game"]
        game["deal"] += [self.new_action, self.choose_deal_action, self.restart_action]
        game["moves"] += [self.undo_action, self.redo_action]
        game["quit"].append(self.quit_action)

    def complete_menus(self) -> None:
        """The menus' entries, the Variant, Animation Speed, Cards and Table Colour menus,
        the zoom commands and every shortcut asked for so far (once; later calls do
        nothing).  Before it, ``add_action`` only records where an action goes."""
        if self.complete:
            return
        # the entries made here stand where a window made at once has them: before those
        # put in a section meanwhile (the window's own first ones included, in their order)
        earlier = {menu: dict(sections) for menu, sections in self._sections.items()}
        for sections in self._sections.values():
            for section in sections:
                sections[section] = []
        self._own_entries()
        self.complete = True
        waiting, self._shortcuts_later = self._shortcuts_later, []
        for action, keys in waiting:
            self.set_shortcuts(action, keys)
        for menu, sections in earlier.items():
            for section, actions in sections.items():
                self._sections[menu][section] += actions
        for name in MENU_SECTIONS:
            self._fill_menu(name)
        self.window.views.render()  # the Variant menu's check

    def _own_entries(self) -> None:
        from PySide6.QtGui import QActionGroup

        from .table_look import TableLook

        w = self.window
        game = self._sections["game"]
        self.variant_menu = QMenu(_tr("&Variant"), w)
        # each entry's tooltip (the rules, with the player's numbers) is written when the menu
        # opens: not at the start nor after every move
        self._variant_tips_due = True
        self.variant_menu.aboutToShow.connect(self.write_variant_tips)
        self.variant_menu.setToolTipsVisible(True)  # the rules of the entry under the pointer
        game["variant"].append(self.variant_menu.menuAction())
        self.variant_group = QActionGroup(w)
        self.refresh_variants()

        view = self._sections["view"]
        speed_menu = QMenu(_tr("&Animation Speed"), w)
        self.speed_group = QActionGroup(w)
        labels = {
            "off": _tr("Off"),
            "fast": _tr("Fast"),
            "normal": _tr("Normal"),
            "slow": _tr("Slow"),
        }
        for key, factor in SPEEDS.items():
            action = QAction(labels[key], w, checkable=True)
            action.setChecked(w.scene.speed == factor)
            action.triggered.connect(lambda _=False, k=key: w.settings.set_speed(k, remember=True))
            self.speed_group.addAction(action)
            speed_menu.addAction(action)
            self.speed_actions[key] = action
        self.deck_menu = QMenu(_tr("&Cards"), w)
        self.deck_group = QActionGroup(w)
        # filled when opened: the scan of the system's decks does not delay the first frame
        self.deck_menu.aboutToShow.connect(self._fill_deck_menu)
        view["table"] += [speed_menu.menuAction(), self.deck_menu.menuAction()]

        help_menu = self._sections["help"]
        help_menu["help"] += [
            self._action(_tr("&Rules"), w.show_rules, ("F1",)),
            self._action(_tr("&How to Play"), w.show_how_to_play),
        ]
        help_menu["about"].append(self._action(_tr("&About Penguin Qt"), w.show_about))
        self.table_look: TableLook = TableLook(w)  # felt, zoom, full screen

    def _fill_menu(self, name: str) -> None:
        """Lay the menu out again from its sections (a separator between non-empty ones)."""
        menu = self._menus[name]
        for action in menu.actions():  # not clear(): it would delete submenus' actions
            menu.removeAction(action)
            if action.isSeparator() and action.parent() is menu:
                action.deleteLater()
        first = True
        for actions in self._sections[name].values():
            if not actions:
                continue
            if not first:
                menu.addSeparator()
            first = False
            for action in actions:
                menu.addAction(action)

    def menu(self, name: str) -> QMenu:
        """The named menu (for tests and for reading; add to it with ``add_action``)."""
        return self._menus[name]

    def refresh_variants(self) -> None:
        """Rebuild the Variant menu from the plugin host (after a plugin was switched)."""
        if self.variant_menu is None:  # made with the menus' entries, from the host then
            return
        w = self.window
        self.variant_menu.clear()
        for action in self.variant_group.actions():
            self.variant_group.removeAction(action)
        self.variant_actions = {}
        for variant_id, registered in w.controller.host.variants().items():
            action = QAction(menu_text(variant_name(registered.item.name)), w, checkable=True)
            action.setData(variant_id)
            action.triggered.connect(lambda _=False, v=variant_id: self.set_variant(v))
            self.variant_group.addAction(action)
            self.variant_menu.addAction(action)
            self.variant_actions[variant_id] = action
        self.check_variant(w.controller.rules.id)

    def check_variant(self, variant_id: str) -> None:
        """The Variant menu's check on the variant played (a view of the session)."""
        action = self.variant_actions.get(variant_id)
        if action is not None and not action.isChecked():
            action.setChecked(True)
        self._variant_tips_due = True
        if self.variant_menu is not None and self.variant_menu.isVisible():  # changed while open
            self.write_variant_tips()

    def _fill_deck_menu(self) -> None:
        w = self.window
        self.deck_menu.clear()
        for action in self.deck_group.actions():
            self.deck_group.removeAction(action)
        sources = deck_sources()
        # one column that scrolls, never a second column over the table
        self.deck_menu.setStyleSheet("QMenu { menu-scrollable: 1; }")
        self.deck_menu.setToolTipsVisible(True)
        for deck_id, name in available_decks():
            action = QAction(menu_text(name), w, checkable=True)
            if sources.get(deck_id):
                action.setToolTip(
                    _tr("{deck}, from {source}").format(deck=name, source=sources[deck_id])
                )
            action.setChecked(deck_id == w.scene.deck.id)
            action.triggered.connect(lambda _=False, d=deck_id: w.settings.choose_deck(d))
            self.deck_group.addAction(action)
            self.deck_menu.addAction(action)

    def _make_toolbar(self) -> QToolBar:
        bar = self.window.addToolBar(_tr("Game"))
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
        return bar

    def write_variant_tips(self) -> None:
        """Each Variant entry's tooltip: its rules, and for the variant played the rules as
        played (the player's number of cells); done when the menu opens."""
        if not self._variant_tips_due:
            return
        self._variant_tips_due = False
        host = self.window.controller.host
        rules = self.window.controller.rules
        for variant_id, action in self.variant_actions.items():
            offered = host.offered_rules(variant_id)
            if offered is None:
                continue
            shown = rules if variant_id == rules.id else offered
            action.setToolTip(plain_tip(rules_description(shown, offered)))

    def set_variant(self, variant_id: str) -> None:
        self.check_variant(self.window.controller.rules.id)  # checked by the session, not the click
        offered = self.window.controller.host.offered_rules(variant_id)
        if offered is not None:
            self.window.switch_rules(offered)


def rules_description(rules: Rules, offered: Rules | None) -> str:
    """The variant's own description while its rules are untouched, then the rules as
    they are played (free parameters included)."""
    summary = rules_summary(rules)
    if offered is not None and offered == rules and rules.description:
        return variant_name(rules.description) + "\n" + summary
    return summary

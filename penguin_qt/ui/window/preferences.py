"""How the main window takes, applies and remembers the player's preferences: the copy with
what is on the table now, the settings chosen in the dialog, and the choices made in the
menus (deck, speed, rules), saved through the window's ``save_prefs``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...engine import Rules
from ...engine.errors import Text
from ...i18n import engine_message
from ..keeping.settings import Preferences
from ..table.deck import Deck, load_deck, open_deck
from ..table.face_drawer import FaceDrawer
from ..table.scene import SPEEDS

if TYPE_CHECKING:
    from .window import MainWindow

#: ``save(prefs)``: writes the settings; returns the problem (to say once), or None
Saver = Callable[[Preferences], Text | None]


class WindowSettings:
    """The preferences of one window: applied to its table and controller, kept through
    ``save`` (nothing is kept without it)."""

    def __init__(self, window: MainWindow, save: Saver | None = None) -> None:
        self.window = window
        self._save = save
        self._failing = False  # the last write of the settings failed (and was said)
        self._opening: FaceDrawer | None = None  # the deck chosen last, while it is read

    @property
    def prefs(self) -> Preferences:
        return self.window.prefs

    def current_preferences(self) -> Preferences:
        """A copy of the settings, with what is on the table now (deck, speed, rules)."""
        w = self.window
        prefs = self.prefs.copy()
        prefs.deck = w.scene.deck.id
        speed = next((k for k, f in SPEEDS.items() if f == w.scene.speed), None)
        if speed is not None:
            prefs.animation_speed = speed
        self._rules_into(prefs, w.controller.rules)
        return prefs

    def _rules_into(self, prefs: Preferences, rules: Rules) -> None:
        base = self.window.controller.host.offered_rules(rules.id)
        if base is None:
            return
        prefs.variant = rules.id
        prefs.flippers = None if rules.cells == base.cells else rules.cells
        prefs.empty_column = None if rules.empty_column == base.empty_column else rules.empty_column
        prefs.run_limit = None if rules.run_limit == base.run_limit else rules.run_limit

    def remember_folder(self, folder: str) -> None:
        """Keep ``folder`` as the one the next file dialog opens in."""
        if folder != self.prefs.last_folder:
            self.prefs.last_folder = folder
            self.save_preferences()

    def save_preferences(self) -> None:
        """Keep the settings; when they cannot be written (a read-only file or folder), say
        so once, until a later write succeeds: they still apply until the program ends."""
        if self._save is None:
            return
        problem = self._save(self.prefs)
        if problem and not self._failing:
            self.window.show_message(engine_message(problem))  # "… read-only: not kept"
        self._failing = bool(problem)

    def remember(self, **changes: Any) -> None:
        """Keep a choice made outside the Settings dialog (View menu, Variant menu)."""
        if all(getattr(self.prefs, k) == v for k, v in changes.items()):
            return
        for key, value in changes.items():
            setattr(self.prefs, key, value)
        self.save_preferences()

    def remember_rules(self) -> None:
        before = self.prefs.copy()
        self._rules_into(self.prefs, self.window.controller.rules)
        if not before.same_rules(self.prefs):
            self.save_preferences()

    def apply_preferences(self, prefs: Preferences) -> None:
        """Take the settings the player chose: deck, speed and autoplay at once; other
        rules through ``switch_rules`` (which asks when a game is in progress)."""
        w = self.window
        w.prefs = prefs.copy()
        if prefs.deck != w.scene.deck.id:
            self.set_deck(prefs.deck)
        self.set_speed(prefs.animation_speed)
        w.scene.set_felt(prefs.felt)
        w.scene.set_zoom(prefs.zoom / 100)
        w.controller.set_autoplay(prefs.autoplay)
        w.refresh_variants()
        self.save_preferences()
        w.preferences_changed.emit(w.prefs.copy())
        host = w.controller.host
        offered = host.offered_rules(prefs.variant)
        if offered is None:
            return
        rules = prefs.rules_from(offered)
        if w.controller.rules.id not in host.variants():
            # the game's variant plugin was turned off (the player said yes to that): the
            # game cannot go on under a plugin that is off, so the new variant is dealt now
            w.controller.new_game(None, rules)
        elif rules != w.controller.rules:
            w.switch_rules(rules)

    def set_deck(self, deck_id: str, remember: bool = False) -> None:
        """Show the deck ``deck_id`` now (read here, at once)."""
        self._opening = None  # a deck chosen before and still being read is not shown
        try:
            deck = load_deck(deck_id)
        except ValueError as error:
            self.window.show_message(str(error))
            return
        self._show_deck(deck, remember)

    def choose_deck(self, deck_id: str, remember: bool = True) -> None:
        """The player chose a deck (View › Cards): it is read in the background, the window
        goes on with the cards it shows, and the deck is shown once it is read (a large
        one, Dondorf, took the window a second)."""
        if self._opening is not None:
            self._opening.stop()
        drawer: FaceDrawer | None = None

        def opened(deck: Deck) -> None:
            if self._opening is drawer:
                self._opening = None
                self._show_deck(deck, remember)

        def failed(reason: str) -> None:
            if self._opening is drawer:
                self._opening = None
                self.window.show_message(reason)

        self._opening = None
        drawer = open_deck(deck_id, opened, failed)
        self._opening = drawer

    def _show_deck(self, deck: Deck, remember: bool) -> None:
        self.window.scene.set_deck(deck)
        if remember:
            self.remember(deck=deck.id)

    def dress_table(self, speed: str | None) -> None:
        """The table as the player left it: speed (``speed`` wins for this run), felt, zoom."""
        scene = self.window.scene
        scene.set_speed(speed or self.prefs.animation_speed)
        scene.set_felt(self.prefs.felt)
        scene.zoom = self.prefs.zoom / 100  # laid out with the first deal

    def set_felt(self, felt: str) -> None:
        """Lay ``felt`` on the table and keep it."""
        self.window.scene.set_felt(felt)
        self.remember(felt=felt)

    def set_zoom(self, percent: int) -> None:
        """Cards at ``percent`` of the size that fits the table, kept."""
        self.window.scene.set_zoom(percent / 100)
        self.remember(zoom=percent)

    def set_speed(self, key: str, remember: bool = False) -> None:
        self.window.scene.set_speed(key)
        action = self.window.menus.speed_actions.get(key)
        if action is not None:
            action.setChecked(True)
        if remember:
            self.remember(animation_speed=key)

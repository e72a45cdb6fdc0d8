"""How the main window takes, applies and remembers the player's preferences: the copy with
what is on the table now, the settings chosen in the dialog, and the choices made in the
menus (deck, speed, rules), saved through the window's ``save_prefs``."""

from __future__ import annotations

from ...engine import Rules
from ...i18n import engine_message
from ..keeping.settings import Preferences
from ..table.deck import load_deck
from ..table.scene import SPEEDS


class WindowPreferences:
    """The preferences of ``MainWindow`` (a part of it: ``self`` is the window)."""

    _prefs_failing = False  # the last write of the settings failed (and was said)

    def current_preferences(self) -> Preferences:
        """A copy of the settings, with what is on the table now (deck, speed, rules)."""
        prefs = self.prefs.copy()
        prefs.deck = self.scene.deck.id
        speed = next((k for k, f in SPEEDS.items() if f == self.scene.speed), None)
        if speed is not None:
            prefs.animation_speed = speed
        self._rules_into(prefs, self.controller.rules)
        return prefs

    def _rules_into(self, prefs: Preferences, rules: Rules) -> None:
        base = self.controller.host.offered_rules(rules.id)
        if base is None:
            return
        prefs.variant = rules.id
        prefs.flippers = None if rules.cells == base.cells else rules.cells
        prefs.empty_column = None if rules.empty_column == base.empty_column else rules.empty_column
        prefs.run_limit = None if rules.run_limit == base.run_limit else rules.run_limit

    def last_folder(self) -> str:
        """The folder of the last file opened or saved ("" when none yet)."""
        return self.prefs.last_folder

    def remember_folder(self, folder: str) -> None:
        """Keep ``folder`` as the one the next file dialog opens in."""
        if folder != self.prefs.last_folder:
            self.prefs.last_folder = folder
            self.save_preferences()

    def save_preferences(self) -> None:
        """Keep the settings; when they cannot be written (a read-only file or folder), say
        so once, until a later write succeeds: they still apply until the program ends."""
        if self._save_prefs is None:
            return
        problem = self._save_prefs(self.prefs)
        if problem and not self._prefs_failing:
            self.show_message(engine_message(problem))  # "… read-only: changes are not kept"
        self._prefs_failing = bool(problem)

    def _remember(self, **changes) -> None:
        """Keep a choice made outside the Settings dialog (View menu, Variant menu)."""
        if all(getattr(self.prefs, k) == v for k, v in changes.items()):
            return
        for key, value in changes.items():
            setattr(self.prefs, key, value)
        self.save_preferences()

    def _remember_rules(self) -> None:
        before = self.prefs.copy()
        self._rules_into(self.prefs, self.controller.rules)
        if not before.same_rules(self.prefs):
            self.save_preferences()

    def apply_preferences(self, prefs: Preferences) -> None:
        """Take the settings the player chose: deck, speed and autoplay at once; other
        rules through ``switch_rules`` (which asks when a game is in progress)."""
        self.prefs = prefs.copy()
        if prefs.deck != self.scene.deck.id:
            self.set_deck(prefs.deck)
        self.set_speed(prefs.animation_speed)
        self.scene.set_felt(prefs.felt)
        self.scene.set_zoom(prefs.zoom / 100)
        self.controller.set_autoplay(prefs.autoplay)
        self.refresh_variants()
        self.save_preferences()
        self.preferences_changed.emit(self.prefs.copy())
        offered = self.controller.host.offered_rules(prefs.variant)
        if offered is None:
            return
        rules = prefs.rules_from(offered)
        if self.controller.rules.id not in self.controller.host.variants():
            # the game's variant plugin was turned off (the player said yes to that): the
            # game cannot go on under a plugin that is off, so the new variant is dealt now
            self.controller.new_game(None, rules)
        elif rules != self.controller.rules:
            self.switch_rules(rules)

    def set_deck(self, deck_id: str, remember: bool = False) -> None:
        try:
            deck = load_deck(deck_id)
        except ValueError as error:
            self.show_message(str(error))
            return
        self.scene.set_deck(deck)
        if remember:
            self._remember(deck=deck.id)

    def dress_table(self, speed: str | None) -> None:
        """The table as the player left it: speed (``speed`` wins for this run), felt, zoom."""
        self.scene.set_speed(speed or self.prefs.animation_speed)
        self.scene.set_felt(self.prefs.felt)
        self.scene.zoom = self.prefs.zoom / 100  # laid out with the first deal

    def set_felt(self, felt: str) -> None:
        """Lay ``felt`` on the table and keep it."""
        self.scene.set_felt(felt)
        self._remember(felt=felt)

    def set_zoom(self, percent: int) -> None:
        """Cards at ``percent`` of the size that fits the table, kept."""
        self.scene.set_zoom(percent / 100)
        self._remember(zoom=percent)

    def set_speed(self, key: str, remember: bool = False) -> None:
        self.scene.set_speed(key)
        action = self.speed_actions.get(key)
        if action is not None:
            action.setChecked(True)
        if remember:
            self._remember(animation_speed=key)

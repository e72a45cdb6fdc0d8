"""What happens on the table, told to assistive technology: each move (with the cards that
then go home by themselves), each refusal with its reason, each hint and each change of the
winnability verdict is announced (``QAccessibleAnnouncementEvent``), and ``announcements``
keeps the texts for tests.  :class:`TableAccessibility` also keeps the names of the table's
piles in step with the game and carries the View › High Contrast command.

The table's accessible interfaces (``table.accessibility``, with Qt's QAccessible and its
enums) are made right after the first frame: what is said before it is kept, and the last
of it told once they are there.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction

from ..shared.first_frame import after_first_frame
from ..table.deck import BUILTIN, BUILTIN_HIGH_CONTRAST
from ..table.items import PileItem
from ..table.layout import Pile
from ..table.table_text import TableText

if TYPE_CHECKING:
    from ..table.accessibility import AccessibleTable
    from .window import MainWindow


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Accessibility", text, None, n)


class TableAccessibility(QObject):
    """Gives ``window``'s table to assistive technology and announces what happens on it."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.view = window.view
        self.text = TableText(window)
        self.table: AccessibleTable | None = None  # the interfaces, after the first frame
        self.announcements: list[str] = []
        self._names: dict[Pile, str] = {}
        self._seen: tuple[object, int] | None = None
        self._verdict: str | None = None
        self._assistant: weakref.ref | None = None
        self.view.setAccessibleName(self.text.table_name())
        controller = window.controller
        window.session_changed.connect(lambda _session: self._changed())
        controller.game_started.connect(self._started)
        controller.game_won.connect(lambda: self.announce(_tr("The game is won")))
        controller.game_lost.connect(lambda: self.announce(_tr("No move is left")))
        scene = self.view.scene()
        if hasattr(scene, "focus_moved"):
            scene.focus_moved.connect(self._focus_moved)
        self.contrast_action = QAction(_tr("&High Contrast"), window, checkable=True)
        self.contrast_action.setToolTip(
            _tr("Large indices, four-colour suits and solid outlines on the empty piles")
        )
        self.contrast_action.setChecked(bool(getattr(window.prefs, "high_contrast", False)))
        self.contrast_action.toggled.connect(self._contrast_toggled)
        window.add_action("view", self.contrast_action, section="table")
        window.preferences_changed.connect(self._preferences_changed)
        self.deck_before_high_contrast = BUILTIN  # the deck High Contrast took the place of
        self.set_high_contrast(self.contrast_action.isChecked())
        after_first_frame(self.view.viewport(), self.attach)

    @property
    def alive(self) -> bool:
        """False once the table's view is gone."""
        return self.table.alive if self.table is not None else True

    def attach(self) -> AccessibleTable:
        """The table's accessible interfaces (made once; at the latest after the first
        frame); the last thing said before them is told now."""
        if self.table is None:
            from ..table.accessibility import AccessibleTable

            self.table = AccessibleTable(self.view, self.text, self)
            self.table.take_over()
            self._update_names()
            if self.announcements:
                self.table.say(self.announcements[-1])
        return self.table

    def _contrast_toggled(self, on: bool) -> None:
        prefs = self.window.current_preferences()
        if prefs.high_contrast == on:
            return
        prefs.high_contrast = on
        if not on and prefs.deck == BUILTIN_HIGH_CONTRAST:
            prefs.deck = self.deck_before_high_contrast
        self.window.apply_preferences(prefs)

    def _preferences_changed(self, prefs) -> None:
        on = bool(getattr(prefs, "high_contrast", False))
        self.set_high_contrast(on)
        if self.contrast_action.isChecked() != on:
            self.contrast_action.setChecked(on)

    def set_high_contrast(self, on: bool) -> None:
        """The high-contrast table: the built-in deck with four suit colours, large indices
        and firm edges, and solid outlines and labels on the empty piles (no faint greys)."""
        window = self.window
        scene = window.scene
        if PileItem.high_contrast != on:
            PileItem.high_contrast = on
            for item in scene.pile_items.values():
                item.update()
        if on and scene.deck.id != BUILTIN_HIGH_CONTRAST:
            self.deck_before_high_contrast = scene.deck.id
            window.settings.set_deck(BUILTIN_HIGH_CONTRAST)
        elif not on and scene.deck.id == BUILTIN_HIGH_CONTRAST:
            window.settings.set_deck(self.deck_before_high_contrast)

    # -- telling assistive technology -------------------------------------------------------

    def announce(self, text: str, rich: bool = False) -> None:
        """Say ``text`` to assistive technology: as written (a name from a file may hold a
        "<"), or, when ``rich``, an HTML text without its markup."""
        if rich:
            from PySide6.QtGui import QTextDocumentFragment

            text = QTextDocumentFragment.fromHtml(text).toPlainText()
        plain = text.strip()
        if not plain or not self.alive:
            return
        self.announcements.append(plain)
        if self.table is not None:
            self.table.say(plain)

    def follow(self, assistant) -> None:
        """Announce the winnability verdicts of ``assistant`` (its hints reach the status bar,
        which is announced anyway)."""
        self._assistant = weakref.ref(assistant)
        assistant.winnability_changed.connect(self._winnability)

    def _winnability(self, w) -> None:
        if w.state == self._verdict:
            return
        first = self._verdict is None
        self._verdict = w.state
        if first and w.state == "thinking":
            return
        assistant = self._assistant() if self._assistant is not None else None
        indicator = getattr(assistant, "indicator", None)
        if indicator is not None and indicator.text():
            self.announce(indicator.text())

    def _started(self) -> None:
        self._names.clear()
        self._verdict = None
        self.announce(self.text.table_description())

    def _changed(self) -> None:
        game = self.window.controller.game
        if game is None:
            return
        seen = (game, len(game.history))
        before, self._seen = self._seen, seen
        if before is not None and before[0] is game:
            grown = len(game.history) - before[1]
            if grown > 0:
                said = [self.text.step_text(s) for s in game.history[-grown:]]
                self.announce("; ".join(said))
            elif grown < 0 and not game.history:
                self.announce(_tr("Back to the deal"))
            elif grown < 0:
                self.announce(_tr("Undone: %n move(s)", -grown))
        self._update_names()

    def _update_names(self) -> None:
        table = self.table
        if table is None or not table.alive or not table.active():
            self._names.clear()
            return
        for pile in self.text.piles():
            name = self.text.pile_name(pile)
            if self._names.get(pile) != name:
                self._names[pile] = name
                table.name_changed(pile)

    def _focus_moved(self, pile: Pile) -> None:
        if self.table is not None and pile in self.text.piles():
            self.table.focus_moved(pile)

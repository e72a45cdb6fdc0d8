"""The card table for assistive technology (screen readers, braille displays, magnifiers).

The table is one QGraphicsView; Qt's accessibility sees a single picture in it.  This module
gives the view an accessible interface (:class:`TableInterface`) whose children are the piles
(:class:`PileInterface`: columns, flippers or free cells, foundations), whose children are
the cards (:class:`CardInterface`).  Each has a name and a description in the window's
language ("Column 3: 7♥, 6♥, 5♥ — the 5♥ can move"), read from the position the table shows
and from the engine's legal moves.  The pile under the keyboard frame is the focused child.

:class:`TableAccessibility` keeps them in step with the game and tells assistive technology
what happens: each move (with the cards that then go home by themselves), each refusal with
its reason, each hint and each change of the winnability verdict is announced
(``QAccessibleAnnouncementEvent``), and ``announcements`` keeps the texts for tests.

Interfaces without an object of their own are registered with Qt and deregistered when the
view goes, so that neither Qt nor Python frees one twice.
"""

from __future__ import annotations

import atexit
import weakref
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QRect, QRectF, QSize
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAction,
    QFontMetricsF,
    QGuiApplication,
    QTextDocumentFragment,
)
from PySide6.QtWidgets import QAccessibleWidget, QApplication

from ...engine import CELL, COLUMN, FOUNDATION, Move
from ...engine.cards import RANK, SUIT, card, card_label
from ...engine.position import CELL_LETTERS
from .deck import BUILTIN, BUILTIN_HIGH_CONTRAST
from .items import PileItem
from .layout import Pile, pile_cards

if TYPE_CHECKING:
    from ..window.window import MainWindow, TableView

CONTEXT = "Accessibility"
Text = QAccessible.Text


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Accessibility", text, None, n)


def _rank_words() -> tuple[str, ...]:
    return (
        _tr("ace"),
        _tr("two"),
        _tr("three"),
        _tr("four"),
        _tr("five"),
        _tr("six"),
        _tr("seven"),
        _tr("eight"),
        _tr("nine"),
        _tr("ten"),
        _tr("jack"),
        _tr("queen"),
        _tr("king"),
    )


def _suit_words() -> tuple[str, ...]:
    return (_tr("clubs"), _tr("diamonds"), _tr("hearts"), _tr("spades"))


def card_words(c: int) -> str:
    """A card in words: "seven of hearts"."""
    return _tr("{rank} of {suit}").format(
        rank=_rank_words()[RANK[c] - 1], suit=_suit_words()[SUIT[c]]
    )


# -- what the table says -------------------------------------------------------------------


class TableText:
    """The words for the table, its piles and its cards, from the window's game."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    @property
    def controller(self):
        return self.window.controller

    def position(self):
        game = self.controller.game
        return None if game is None else game.position

    def piles(self) -> list[Pile]:
        """The piles in reading order: the top row left to right, then the columns."""
        scene = self.window.scene
        if scene.geometry is None or not scene.pile_items:
            return []
        top, columns = scene.focus_order()
        return [p for p in top + columns if p in scene.pile_items]

    def pile_title(self, pile: Pile) -> str:
        kind, index = pile
        if kind == COLUMN:
            return _tr("Column {n}").format(n=index + 1)
        if kind == CELL:
            letter = CELL_LETTERS[index]
            if self.controller.rules.cell_name == "flipper":
                return _tr("Flipper {letter}").format(letter=letter)
            return _tr("Free cell {letter}").format(letter=letter)
        return _tr("Foundation ({suit})").format(suit=_suit_words()[index])

    def moves_from(self, pile: Pile) -> list[Move]:
        position = self.position()
        if position is None:
            return []
        kind, index = pile
        return [
            m
            for m in self.controller.rules.legal_moves(position)
            if m.source_kind == kind and m.source == index and not _cell_to_cell(m)
        ]

    def what_moves(self, pile: Pile) -> str:
        """ "the 5♥ can move" (the deepest card that can be moved from the pile)."""
        moves = self.moves_from(pile)
        position = self.position()
        if not moves or position is None:
            return _tr("nothing can move")
        cards = pile_cards(position, pile)
        longest = max(m.count for m in moves)
        head = cards[len(cards) - longest]
        if longest == 1:
            return _tr("the {card} can move").format(card=card_label(head))
        return _tr("the {card} and the %n card(s) on it can move", longest - 1).format(
            card=card_label(head)
        )

    def pile_name(self, pile: Pile) -> str:
        position = self.position()
        title = self.pile_title(pile)
        if position is None:
            return title
        cards = pile_cards(position, pile)
        kind, index = pile
        if kind == FOUNDATION:
            if not cards:
                first = card(position.base, index)
                return _tr("{pile}: empty, it starts with the {card}").format(
                    pile=title, card=card_label(first)
                )
            return _tr("{pile}: up to the {card}").format(pile=title, card=card_label(cards[-1]))
        if not cards:
            return _tr("{pile}: empty").format(pile=title)
        shown = ", ".join(card_label(c) for c in cards)
        return _tr("{pile}: {cards} — {moves}").format(
            pile=title, cards=shown, moves=self.what_moves(pile)
        )

    def pile_description(self, pile: Pile) -> str:
        position = self.position()
        if position is None:
            return ""
        rules = self.controller.rules
        cards = pile_cards(position, pile)
        kind, index = pile
        parts = [_tr("%n card(s)", len(cards))]
        if kind == FOUNDATION:
            if len(cards) < 13:
                following = card(position.next_foundation_rank(index), index)
                parts.append(_tr("the {card} goes on next").format(card=card_label(following)))
            return "; ".join(parts)
        if kind == COLUMN and not cards:
            label = rules.describe_empty_column(position.base)
            shown = QCoreApplication.translate("Engine", label) if label == "any" else label
            parts.append(_tr("an empty column takes: {label}").format(label=shown))
        targets = self.targets(pile)
        if targets:
            parts.append(_tr("it can go to: {targets}").format(targets=", ".join(targets)))
        return "; ".join(parts)

    def targets(self, pile: Pile) -> list[str]:
        """Where the cards of a pile can go, once each ("column 2", "a flipper")."""
        out: list[str] = []
        for m in self.moves_from(pile):
            if m.target_kind == FOUNDATION:
                text = _tr("the foundation")
            elif m.target_kind == CELL:
                text = (
                    _tr("a flipper")
                    if self.controller.rules.cell_name == "flipper"
                    else _tr("a free cell")
                )
            else:
                text = _tr("column {n}").format(n=m.target + 1)
                if m.count > 1:
                    text = _tr("column {n} (%n cards)", m.count).format(n=m.target + 1)
            if text not in out:
                out.append(text)
        return out

    def card_name(self, c: int) -> str:
        return card_label(c)

    def card_description(self, pile: Pile, index: int, c: int) -> str:
        position = self.position()
        words = card_words(c)
        if position is None:
            return words
        cards = pile_cards(position, pile)
        where = _tr("{pile}, card {i} of {n}").format(
            pile=self.pile_title(pile), i=index + 1, n=len(cards)
        )
        text = f"{words}; {where}"
        if pile[0] != FOUNDATION:
            moves = self.moves_from(pile)
            if any(m.count == len(cards) - index for m in moves):
                text += "; " + _tr("can move")
        if position.base == RANK[c] and self.controller.beak() == c:
            text += "; " + _tr("the beak")
        return text

    def table_name(self) -> str:
        return _tr("Card table")

    def table_description(self) -> str:
        game = self.controller.game
        if game is None:
            return ""
        from ...i18n import variant_name

        home = game.position.cards_home()
        return _tr("{variant}, deal {deal}: base rank {base}; %n card(s) home", home).format(
            variant=variant_name(self.controller.rules.name),
            deal=game.deal_number,
            base=_rank_words()[game.position.base - 1],
        )

    def step_text(self, step) -> str:
        """One step in words: the move, then what went home by itself."""
        parts = [self.move_text(step.before, step.move)]
        position = step.frames[0]
        for move, after in zip(step.forced, step.frames[1:], strict=False):
            parts.append(self.move_text(position, move, forced=True))
            position = after
        return "; ".join(parts)

    def move_text(self, before, move: Move, forced: bool = False) -> str:
        source = pile_cards(before, (move.source_kind, move.source))
        moved = source[len(source) - move.count :] if source else []
        what = card_label(moved[0]) if moved else "?"
        if move.count > 1:
            what = _tr("{card} and the %n card(s) on it", move.count - 1).format(card=what)
        if move.target_kind == FOUNDATION:
            where = _tr("its foundation")
        else:
            where = self.pile_title((move.target_kind, move.target))
        if forced:
            return _tr("the {what} goes to {where} by itself").format(what=what, where=where)
        return _tr("{what} from {source} to {target}").format(
            what=what, source=self.pile_title((move.source_kind, move.source)), target=where
        )


def _cell_to_cell(move: Move) -> bool:
    return move.source_kind == CELL and move.target_kind == CELL


# -- the interfaces ----------------------------------------------------------------------------


class _Child(QAccessibleInterface):
    """An interface without a QObject of its own, owned by a TableAccessibility."""

    def __init__(self, owner: TableAccessibility) -> None:
        super().__init__()
        self._owner = weakref.ref(owner)

    @property
    def owner(self) -> TableAccessibility | None:
        owner = self._owner()
        return owner if owner is not None and owner.alive else None

    def object(self):
        return None

    def window(self):
        owner = self.owner
        return owner.view.window().windowHandle() if owner is not None else None

    def relations(self, match=QAccessible.RelationFlag.AllRelations):
        return []

    def setText(self, t, text) -> None:  # noqa: N802
        pass

    def childAt(self, x: int, y: int):  # noqa: N802
        for i in range(self.childCount()):
            child = self.child(i)
            if child is not None and child.rect().contains(x, y):
                return child
        return None


class PileInterface(_Child):
    def __init__(self, owner: TableAccessibility, pile: Pile) -> None:
        super().__init__(owner)
        self.pile = pile

    def isValid(self) -> bool:  # noqa: N802
        owner = self.owner
        return owner is not None and self.pile in owner.view.scene().pile_items

    def parent(self):
        owner = self.owner
        return owner.table_interface() if owner is not None else None

    def cards(self) -> list[int]:
        owner = self.owner
        position = owner.text.position() if owner is not None else None
        return [] if position is None else pile_cards(position, self.pile)

    def childCount(self) -> int:  # noqa: N802
        return len(self.cards()) if self.isValid() else 0

    def child(self, index: int):
        cards = self.cards()
        owner = self.owner
        if owner is None or not 0 <= index < len(cards):
            return None
        return owner.card_interface(cards[index])

    def indexOfChild(self, child) -> int:  # noqa: N802
        cards = self.cards()
        c = getattr(child, "card", None)
        return cards.index(c) if c in cards else -1

    def focusChild(self):  # noqa: N802
        return None

    def text(self, t) -> str:
        owner = self.owner
        if owner is None or not self.isValid():
            return ""
        if t == Text.Name:
            return owner.text.pile_name(self.pile)
        if t == Text.Description:
            return owner.text.pile_description(self.pile)
        return ""

    def rect(self) -> QRect:
        owner = self.owner
        if owner is None or not self.isValid():
            return QRect()
        scene = owner.view.scene()
        geo = scene.geometry
        x, y = geo.piles[self.pile]
        extent = geo.card_height
        cards = self.cards()
        if self.pile[0] == COLUMN and cards:
            extent += (len(cards) - 1) * geo.spread(len(cards), y)
        return owner.to_screen(QRectF(x, y, geo.card_width, extent))

    def role(self):
        return QAccessible.Role.List

    def state(self):
        state = QAccessible.State()
        owner = self.owner
        if owner is None or not self.isValid():
            state.invalid = True
            return state
        state.focusable = True
        scene = owner.view.scene()
        if scene.focus_pile == self.pile and owner.view.hasFocus():
            state.focused = True
        if scene.selection is not None and scene.selection[0] == self.pile:
            state.selected = True
        return state


class CardInterface(_Child):
    def __init__(self, owner: TableAccessibility, c: int) -> None:
        super().__init__(owner)
        self.card = c

    def place(self) -> tuple[Pile, int] | None:
        owner = self.owner
        if owner is None:
            return None
        placement = owner.view.scene().placement(self.card)
        return None if placement is None else (placement.pile, placement.index)

    def isValid(self) -> bool:  # noqa: N802
        return self.place() is not None

    def parent(self):
        owner, place = self.owner, self.place()
        if owner is None or place is None:
            return None
        return owner.pile_interface(place[0])

    def childCount(self) -> int:  # noqa: N802
        return 0

    def child(self, index: int):
        return None

    def indexOfChild(self, child) -> int:  # noqa: N802
        return -1

    def focusChild(self):  # noqa: N802
        return None

    def text(self, t) -> str:
        owner, place = self.owner, self.place()
        if owner is None or place is None:
            return ""
        if t == Text.Name:
            return owner.text.card_name(self.card)
        if t == Text.Description:
            return owner.text.card_description(place[0], place[1], self.card)
        return ""

    def rect(self) -> QRect:
        owner = self.owner
        if owner is None or self.place() is None:
            return QRect()
        item = owner.view.scene().cards[self.card]
        return owner.to_screen(item.sceneBoundingRect())

    def role(self):
        return QAccessible.Role.ListItem

    def state(self):
        state = QAccessible.State()
        owner, place = self.owner, self.place()
        if owner is None or place is None:
            state.invalid = True
            return state
        state.selectable = True
        selection = owner.view.scene().selection
        if selection is not None and selection[0] == place[0] and place[1] >= selection[1]:
            state.selected = True
        return state


class TableInterface(QAccessibleWidget):
    """The view: a pane named "Card table" whose children are the piles."""

    def __init__(self, view: TableView, owner: TableAccessibility) -> None:
        super().__init__(view, QAccessible.Role.Pane, owner.text.table_name())
        self._owner = weakref.ref(owner)

    @property
    def owner(self) -> TableAccessibility | None:
        owner = self._owner()
        return owner if owner is not None and owner.alive else None

    def _piles(self) -> list[Pile]:
        owner = self.owner
        return owner.text.piles() if owner is not None else []

    def childCount(self) -> int:  # noqa: N802
        return len(self._piles())

    def child(self, index: int):
        piles, owner = self._piles(), self.owner
        if owner is None or not 0 <= index < len(piles):
            return None
        return owner.pile_interface(piles[index])

    def indexOfChild(self, child) -> int:  # noqa: N802
        piles = self._piles()
        pile = getattr(child, "pile", None)
        return piles.index(pile) if pile in piles else -1

    def focusChild(self):  # noqa: N802
        owner = self.owner
        if owner is None or not owner.view.hasFocus():
            return None
        pile = owner.view.scene().focus_pile
        return owner.pile_interface(pile) if pile in self._piles() else None

    def childAt(self, x: int, y: int):  # noqa: N802
        for i in range(self.childCount()):
            child = self.child(i)
            if child is not None and child.rect().contains(x, y):
                return child
        return None

    def text(self, t) -> str:
        owner = self.owner
        if owner is not None and t == Text.Name:
            return owner.text.table_name()
        if owner is not None and t == Text.Description:
            return owner.text.table_description()
        return super().text(t)


# -- keeping it in step --------------------------------------------------------------------------

_tables: weakref.WeakValueDictionary[int, TableAccessibility] = weakref.WeakValueDictionary()
_factory_installed = False


def _factory(key: str, obj: QObject):
    owner = _tables.get(id(obj)) if obj is not None else None
    if owner is not None and owner.alive and obj is owner.view:
        return TableInterface(owner.view, owner)
    return None


class TableAccessibility(QObject):
    """Gives ``window``'s table to assistive technology and announces what happens on it."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        global _factory_installed
        self.window = window
        self.view = window.view
        self.text = TableText(window)
        self.alive = True
        self.announcements: list[str] = []
        self._piles: dict[Pile, PileInterface] = {}
        self._cards: dict[int, CardInterface] = {}
        self._names: dict[Pile, str] = {}
        self._seen: tuple[object, int] | None = None
        self._verdict: str | None = None
        self._assistant: weakref.ref | None = None
        if not _factory_installed:
            QAccessible.installFactory(_factory)
            _factory_installed = True
        _tables[id(self.view)] = self
        self.view.setAccessibleName(self.text.table_name())
        controller = window.controller
        controller.changed.connect(self._changed)
        controller.game_started.connect(self._started)
        controller.game_won.connect(lambda: self.announce(_tr("The game is won")))
        controller.game_lost.connect(lambda: self.announce(_tr("No move is left")))
        scene = self.view.scene()
        if hasattr(scene, "focus_moved"):
            scene.focus_moved.connect(self._focus_moved)
        self.view.destroyed.connect(self._teardown)
        _alive.add(self)
        self.contrast_action = QAction(_tr("&High Contrast"), window, checkable=True)
        self.contrast_action.setToolTip(
            _tr("Large indices, four-colour suits and solid outlines on the empty piles")
        )
        self.contrast_action.setChecked(bool(getattr(window.prefs, "high_contrast", False)))
        self.contrast_action.toggled.connect(self._contrast_toggled)
        window.add_action("view", self.contrast_action, section="table")
        window.preferences_changed.connect(self._preferences_changed)
        set_high_contrast(window, self.contrast_action.isChecked())

    def _contrast_toggled(self, on: bool) -> None:
        prefs = self.window.current_preferences()
        if prefs.high_contrast == on:
            return
        prefs.high_contrast = on
        if not on and prefs.deck == BUILTIN_HIGH_CONTRAST:
            prefs.deck = getattr(self.window, "deck_before_high_contrast", BUILTIN)
        self.window.apply_preferences(prefs)

    def _preferences_changed(self, prefs) -> None:
        on = bool(getattr(prefs, "high_contrast", False))
        set_high_contrast(self.window, on)
        if self.contrast_action.isChecked() != on:
            self.contrast_action.setChecked(on)

    # -- interfaces -----------------------------------------------------------------------

    def table_interface(self):
        return QAccessible.queryAccessibleInterface(self.view)

    def pile_interface(self, pile: Pile) -> PileInterface:
        iface = self._piles.get(pile)
        if iface is None:
            iface = PileInterface(self, pile)
            QAccessible.registerAccessibleInterface(iface)
            self._piles[pile] = iface
        return iface

    def card_interface(self, c: int) -> CardInterface:
        iface = self._cards.get(c)
        if iface is None:
            iface = CardInterface(self, c)
            QAccessible.registerAccessibleInterface(iface)
            self._cards[c] = iface
        return iface

    def to_screen(self, rect: QRectF) -> QRect:
        view = self.view
        local = view.mapFromScene(rect).boundingRect()
        return QRect(view.viewport().mapToGlobal(local.topLeft()), local.size())

    def _teardown(self, *_args) -> None:
        """Deregister every interface made here (Qt would delete them at exit otherwise,
        after Python has)."""
        if not self.alive:
            return
        self.alive = False
        for iface in [*self._piles.values(), *self._cards.values()]:
            ident = QAccessible.uniqueId(iface)
            QAccessible.deleteAccessibleInterface(ident)
        self._piles.clear()
        self._cards.clear()
        _alive.discard(self)

    # -- telling assistive technology -------------------------------------------------------

    def announce(self, text: str) -> None:
        """Say ``text`` (plain or rich text) to assistive technology."""
        plain = QTextDocumentFragment.fromHtml(text).toPlainText() if "<" in text else text
        plain = plain.strip()
        if not plain or not self.alive:
            return
        self.announcements.append(plain)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.view, plain))

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
        if not QAccessible.isActive():
            self._names.clear()
            return
        for pile in self.text.piles():
            name = self.text.pile_name(pile)
            if self._names.get(pile) != name:
                self._names[pile] = name
                iface = self.pile_interface(pile)
                QAccessible.updateAccessibility(
                    QAccessibleEvent(iface, QAccessible.Event.NameChanged)
                )

    def _focus_moved(self, pile: Pile) -> None:
        if not self.alive or pile not in self.text.piles():
            return
        iface = self.pile_interface(pile)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.Focus))

    def focused_pile_name(self) -> str:
        return self.text.pile_name(self.view.scene().focus_pile)


_alive: set[TableAccessibility] = set()

# The font height (pixels) the window's default size was drawn for: a larger system font
# (the desktop's text scaling) makes the window, and so the cards, that much larger.
REFERENCE_FONT_HEIGHT = 17.0


def font_scale() -> float:
    """How much larger than usual the system draws its text (1.0 to 2.0)."""
    height = QFontMetricsF(QApplication.font()).height()
    return max(1.0, min(2.0, height / REFERENCE_FONT_HEIGHT))


def fit_to_font(window, default: QSize, minimum: QSize) -> None:
    """Scale the window's default and smallest size with the system's font scaling (the
    table fits its cards to the window, so the cards grow with the text), within the
    screen."""
    scale = font_scale()
    if scale <= 1.0:
        return
    screen = window.screen() or QGuiApplication.primaryScreen()
    room = screen.availableGeometry().size() if screen is not None else QSize(4000, 4000)
    window.setMinimumSize((minimum * scale).boundedTo(room))
    if not window.prefs.window_geometry:
        window.resize((default * scale).boundedTo(room))


def set_high_contrast(window, on: bool) -> None:
    """The high-contrast table: the built-in deck with four suit colours, large indices and
    firm edges, and solid outlines and labels on the empty piles (no faint greys)."""
    scene = window.scene
    if PileItem.high_contrast != on:
        PileItem.high_contrast = on
        for item in scene.pile_items.values():
            item.update()
    if on and scene.deck.id != BUILTIN_HIGH_CONTRAST:
        window.deck_before_high_contrast = scene.deck.id
        window.set_deck(BUILTIN_HIGH_CONTRAST)
    elif not on and scene.deck.id == BUILTIN_HIGH_CONTRAST:
        window.set_deck(getattr(window, "deck_before_high_contrast", BUILTIN))


@atexit.register
def _deregister_all() -> None:
    for owner in list(_alive):
        owner._teardown()

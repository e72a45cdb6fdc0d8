"""The card table for assistive technology (screen readers, braille displays, magnifiers).

The table is one QGraphicsView; Qt's accessibility sees a single picture in it.  This module
gives the view an accessible interface (:class:`TableInterface`) whose children are the piles
(:class:`PileInterface`: columns, flippers or free cells, foundations), whose children are
the cards (:class:`CardInterface`).  Each has a name and a description in the window's
language, from :class:`~.table_text.TableText`.  The pile under the keyboard frame is the
focused child.  :class:`AccessibleTable` makes them for one view; the window builds on it
to keep them in step with the game and to announce what happens.

Interfaces without an object of their own are registered with Qt and deregistered when the
view goes, so that neither Qt nor Python frees one twice.
"""

from __future__ import annotations

import atexit
import weakref
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect, QRectF
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
)
from PySide6.QtWidgets import QAccessibleWidget

from ...engine import COLUMN
from .layout import Pile, pile_cards
from .table_text import TableText

if TYPE_CHECKING:
    from .view import TableView

Text = QAccessible.Text


# -- the interfaces ----------------------------------------------------------------------------


class _Child(QAccessibleInterface):
    """An interface without a QObject of its own, owned by a AccessibleTable."""

    def __init__(self, owner: AccessibleTable) -> None:
        super().__init__()
        self._owner = weakref.ref(owner)

    @property
    def owner(self) -> AccessibleTable | None:
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
    def __init__(self, owner: AccessibleTable, pile: Pile) -> None:
        super().__init__(owner)
        self.pile = pile

    def isValid(self) -> bool:  # noqa: N802
        owner = self.owner
        return owner is not None and self.pile in owner.view.table_scene.pile_items

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
        geo = owner.view.table_scene.geometry
        if geo is None:
            return QRect()
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
        scene = owner.view.table_scene
        if scene.focus_pile == self.pile and owner.view.hasFocus():
            state.focused = True
        if scene.selection is not None and scene.selection[0] == self.pile:
            state.selected = True
        return state


class CardInterface(_Child):
    def __init__(self, owner: AccessibleTable, c: int) -> None:
        super().__init__(owner)
        self.card = c

    def place(self) -> tuple[Pile, int] | None:
        owner = self.owner
        if owner is None:
            return None
        placement = owner.view.table_scene.placement(self.card)
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
        item = owner.view.table_scene.cards[self.card]
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
        selection = owner.view.table_scene.selection
        if selection is not None and selection[0] == place[0] and place[1] >= selection[1]:
            state.selected = True
        return state


class TableInterface(QAccessibleWidget):
    """The view: a pane named "Card table" whose children are the piles."""

    def __init__(self, view: TableView, owner: AccessibleTable) -> None:
        super().__init__(view, QAccessible.Role.Pane, owner.text.table_name())
        self._owner = weakref.ref(owner)

    @property
    def owner(self) -> AccessibleTable | None:
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
        pile = owner.view.table_scene.focus_pile
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


# -- the interfaces of one table -----------------------------------------------------------------

_tables: weakref.WeakValueDictionary[int, AccessibleTable] = weakref.WeakValueDictionary()
_factory_installed = False


def _factory(key: str, obj: QObject):
    owner = _tables.get(id(obj)) if obj is not None else None
    if owner is not None and owner.alive and obj is owner.view:
        return TableInterface(owner.view, owner)
    return None


class AccessibleTable(QObject):
    """The accessible interfaces of one table ``view``, with its words in ``text``, registered
    with Qt while the view lives."""

    def __init__(self, view: TableView, text: TableText, parent: QObject) -> None:
        super().__init__(parent)
        global _factory_installed
        self.view = view
        self.text = text
        self.alive = True
        self._piles: dict[Pile, PileInterface] = {}
        self._cards: dict[int, CardInterface] = {}
        if not _factory_installed:
            QAccessible.installFactory(_factory)
            _factory_installed = True
        _tables[id(self.view)] = self
        self.view.setAccessibleName(self.text.table_name())
        self.view.destroyed.connect(self._teardown)
        _alive.add(self)

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

    def focused_pile_name(self) -> str:
        return self.text.pile_name(self.view.table_scene.focus_pile)

    # -- telling assistive technology -----------------------------------------------------

    @staticmethod
    def active() -> bool:
        """Whether assistive technology listens."""
        return QAccessible.isActive()

    def take_over(self) -> None:
        """Made after the first frame: if the view was asked for before (assistive technology
        was on), Qt gave it an interface of its own (a plain widget's, without piles); it is
        replaced by the table's, told to a reader as the view gone and made again."""
        if not self.alive:
            return
        iface = QAccessible.queryAccessibleInterface(self.view)  # the table's, if none yet
        if iface is None or isinstance(iface, TableInterface):
            return
        event, told = QAccessible.Event, QAccessible.isActive()
        if told:
            QAccessible.updateAccessibility(QAccessibleEvent(self.view, event.ObjectDestroyed))
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))
        if told:
            QAccessible.updateAccessibility(QAccessibleEvent(self.view, event.ObjectCreated))

    def say(self, text: str) -> None:
        if self.alive and QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.view, text))

    def name_changed(self, pile: Pile) -> None:
        iface = self.pile_interface(pile)
        QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.NameChanged))

    def focus_moved(self, pile: Pile) -> None:
        if self.alive and QAccessible.isActive():
            iface = self.pile_interface(pile)
            QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.Focus))


_alive: set[AccessibleTable] = set()


@atexit.register
def _deregister_all() -> None:
    for owner in list(_alive):
        owner._teardown()

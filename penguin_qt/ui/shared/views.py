"""Views of the session: each thing the window shows beside the table is a function of the
session (``penguin_qt.session``), recomputed whenever the session changes and compared with
what is shown, so no widget keeps an idea of the game of its own.

A ``Views`` holds the bindings: ``compute(session)`` makes the value to show (plain data:
a ``Field``'s words, an action's ``Command`` state, a title), ``apply(value)`` puts it on
the screen, and ``read()`` reads back what the screen shows, which the tests compare with
``compute`` after every step (``mismatches``).  A feature adds a view with ``bind``, never a
copy of the game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from ...session import Session
from .status import FieldLabel

T = TypeVar("T")
_UNSET: Any = object()


@dataclass(frozen=True)
class Field:
    """A status field as shown: its words, its tooltip, whether it is shown, its colour."""

    text: str = ""
    tip: str = ""
    visible: bool = True
    colour: str = ""


@dataclass(frozen=True)
class Command:
    """A command's state: whether it can be used, whether it is checked (None: not
    checkable), whether its button is shown (None: it has none of its own)."""

    enabled: bool = True
    checked: bool | None = None
    shown: bool | None = None


class Binding(Generic[T]):
    """One view: what to show (``compute``), how to show it (``apply``), what is shown
    (``read``)."""

    def __init__(
        self,
        name: str,
        compute: Callable[[Session], T],
        apply: Callable[[T], None],
        read: Callable[[], T] | None = None,
    ) -> None:
        self.name = name
        self.compute = compute
        self.apply = apply
        self.read = read
        self.last: Any = _UNSET

    def render(self, session: Session) -> None:
        """Show what ``session`` says, if the screen shows anything else (what is shown is
        read back where it can be: a check the player's click moved is put back too)."""
        value = self.compute(session)
        shown = self.read() if self.read is not None else self.last
        if value != shown:
            self.apply(value)
        self.last = value


class Views:
    """The views of one window; ``render(session)`` brings each up to date."""

    def __init__(self) -> None:
        self.bindings: list[Binding[Any]] = []
        self.session: Session | None = None

    def bind(
        self,
        name: str,
        compute: Callable[[Session], T],
        apply: Callable[[T], None],
        read: Callable[[], T] | None = None,
    ) -> Binding[T]:
        binding = Binding(name, compute, apply, read)
        self.bindings.append(binding)
        if self.session is not None:
            binding.render(self.session)
        return binding

    def bind_field(self, label: FieldLabel, compute: Callable[[Session], Field]) -> Binding[Field]:
        """A status field shown by ``label`` (named by its object name)."""
        return self.bind(
            label.objectName(), compute, lambda f: show_field(label, f), lambda: read_field(label)
        )

    def bind_command(
        self,
        action: QAction,
        compute: Callable[[Session], Command],
        button: QWidget | None = None,
    ) -> Binding[Command]:
        """An action's state (and, with ``button``, whether its button is shown)."""
        return self.bind(
            action.objectName() or action.text(),
            compute,
            lambda c: show_command(action, c, button),
            lambda: read_command(action, button),
        )

    def render(self, session: Session | None = None) -> None:
        """Bring every view up to date with ``session`` (the last one when None)."""
        if session is not None:
            self.session = session
        if self.session is None:
            return
        for binding in self.bindings:
            binding.render(self.session)

    def mismatches(self) -> list[tuple[str, object, object]]:
        """Each view whose screen differs from what the session says: (name, expected,
        shown).  Empty when the window is a function of the session."""
        if self.session is None:
            return []
        out = []
        for binding in self.bindings:
            if binding.read is None:
                continue
            expected, shown = binding.compute(self.session), binding.read()
            if expected != shown:
                out.append((binding.name, expected, shown))
        return out


def show_field(label: FieldLabel, field: Field) -> None:
    label.setText(field.text)
    label.setToolTip(field.tip)
    label.setAccessibleDescription(field.tip)
    sheet = f"color: {field.colour}" if field.colour else ""
    if sheet != label.styleSheet():  # a new style sheet lays the status row out again
        label.setStyleSheet(sheet)
    if label.isHidden() == field.visible:
        label.setVisible(field.visible)


def read_field(label: FieldLabel) -> Field:
    style = label.styleSheet()
    colour = style.removeprefix("color: ") if style.startswith("color: ") else ""
    return Field(label.text(), label.own_tooltip(), not label.isHidden(), colour)


def show_command(action: QAction, command: Command, button: QWidget | None = None) -> None:
    if action.isEnabled() != command.enabled:
        action.setEnabled(command.enabled)
    if command.checked is not None and action.isChecked() != command.checked:
        blocked = action.blockSignals(True)  # shown, not asked for: no toggled() to act on
        action.setChecked(command.checked)
        action.blockSignals(blocked)
        action.changed.emit()
    if button is not None and command.shown is not None and button.isHidden() == command.shown:
        button.setVisible(command.shown)


def read_command(action: QAction, button: QWidget | None = None) -> Command:
    checked = action.isChecked() if action.isCheckable() else None
    shown = None if button is None else not button.isHidden()
    return Command(action.isEnabled(), checked, shown)

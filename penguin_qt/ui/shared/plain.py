"""Text that comes from a file or a plugin (a player's name, a variant's, a deck's, a plugin's
description or error) is shown as it is written, never read as HTML: a label or a message box
left to guess takes ``<table>`` or ``<img src=…>`` for markup (a deep nesting of tables hangs or
crashes the layout), and a tooltip is taken for rich text whenever it looks like HTML."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt  # Qt.mightBeRichText and kin live in QtGui
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:  # PySide6 makes a class when first used: no message box at start
    from PySide6.QtWidgets import QMessageBox

PLAIN = Qt.TextFormat.PlainText


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that shows ``text`` letter for letter."""
    label = QLabel(parent)
    label.setTextFormat(PLAIN)
    label.setText(text)
    return label


def plain_box(box: QMessageBox) -> QMessageBox:
    """The box's text and informative text shown letter for letter (call it after both are
    set: Qt makes the informative text's label when it is first given)."""
    box.setTextFormat(PLAIN)
    for label in box.findChildren(QLabel):
        label.setTextFormat(PLAIN)
    return box


def plain_tip(text: str) -> str:
    """A tooltip that shows ``text`` as written: Qt reads a tooltip as rich text when it
    looks like HTML, so such a text is turned into HTML that says it literally."""
    if text and GuiQt.mightBeRichText(text):
        return GuiQt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)
    return text


def menu_text(text: str) -> str:
    """A menu entry that shows ``text`` as written: in a menu, ``&`` marks the next letter as
    the entry's key (a plugin's "Tom & Jerry" became "Tom  Jerry" with an underlined J)."""
    return text.replace("&", "&&")


def escaped(text: str) -> str:
    """``text`` for a place that must be rich text (a bold heading, the rules page): what
    ``html.escape`` makes of it, without loading ``html`` and its table of entities at the
    start."""
    for char, entity in _ENTITIES:
        text = text.replace(char, entity)
    return text


_ENTITIES = (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ('"', "&quot;"), ("'", "&#x27;"))


SHOWN = 40  # characters of a name from a file that are shown (laying out more takes seconds)


def shortened(text: str, limit: int = SHOWN) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis: a name from a file may be of any
    length, a label is read at a glance."""
    return text if len(text) <= limit else text[: limit - 1] + "…"

"""The view of the table: the scene at 1:1, refitted to every new size."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .notice import Notice
from .scene import TableScene

# a key with one of these is a command's shortcut, not a key that only lands the win's cards
COMMAND_MODIFIERS = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.MetaModifier
)


class TableView(QGraphicsView):
    """Shows the scene at 1:1, the table refitted to every new size."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.table_scene = scene  # the scene() Qt hands back is typed as any scene
        self._landing_key: int | None = None  # the key that landed the win's cards
        # The viewport is made here, a plain QWidget as Qt's own: PySide6 then knows its
        # class, where for the one Qt makes it would try every widget class of QtWidgets
        # (making each, tens of ms) the first time Python asks for it, before the first frame.
        self.setViewport(QWidget())
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # no SmoothPixmapTransform: cards are blitted at whole pixels (items.CardItem.paint),
        # and the smooth hint would send every blit down Qt's slow filtering path
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 240)

    def event(self, event: QEvent) -> bool:
        """Any key (a shortcut's too, seen first as its override) lands the win's cards.  A
        plain key does nothing else: Escape or Enter then does not also put away the box of
        the game's end, which the player has not read yet; a command's shortcut (Ctrl+N)
        still does its work."""
        kind = event.type()
        if kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            key_event = cast(QKeyEvent, event)
            if self.table_scene.is_celebrating():
                self.table_scene.finish_animation()
                if not key_event.modifiers() & COMMAND_MODIFIERS:
                    self._landing_key = key_event.key()
                    event.accept()
                    return True
            elif kind == QEvent.Type.KeyPress and key_event.key() == self._landing_key:
                self._landing_key = None
                event.accept()
                return True
        elif kind == QEvent.Type.KeyRelease:
            self._landing_key = None
        return super().event(event)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table_scene.set_size(size.width(), size.height())
        notice = self.findChild(Notice)
        if notice is not None and notice.isVisible():  # a hidden one is placed when opened
            notice.place()

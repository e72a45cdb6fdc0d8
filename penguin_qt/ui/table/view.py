"""The view of the table: the scene at 1:1, refitted to every new size."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .notice import Notice
from .scene import TableScene


class TableView(QGraphicsView):
    """Shows the scene at 1:1, the table refitted to every new size."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.table_scene = scene  # the scene() Qt hands back is typed as any scene
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

    def event(self, event) -> bool:
        """Any key (a shortcut's too, seen first as its override) lands the win's cards."""
        if event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            scene = self.scene()
            if isinstance(scene, TableScene) and scene.is_celebrating():
                scene.finish_animation()
        return super().event(event)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table_scene.set_size(size.width(), size.height())
        notice = self.findChild(Notice)
        if notice is not None and notice.isVisible():  # a hidden one is placed when opened
            notice.place()

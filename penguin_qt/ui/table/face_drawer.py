"""Reading and drawing an SVG deck's faces in the background: a large deck (KDE's Dondorf
takes half a second to read, and tens of milliseconds a face) read and drawn in the window's
thread froze the window for a second when it was chosen or the cards changed size.

A ``FaceDrawer`` belongs to one deck.  Its worker thread reads the deck's SVG once with a
renderer of its own (a renderer is used by one thread only) -- for a deck being opened it
checks it first and says what it found (``opened``) or what is wrong (``failed``) -- and
then draws the faces it is asked for into ``QImage``s, which any thread may paint; the
window's thread turns each into a pixmap when it takes it.  ``drawn`` is emitted (in the
window's thread) after each face, so the table can show it.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QImage, QPainter

from . import svg_file

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

#: (card or -1 for the back, width in device pixels, height in device pixels)
Key = tuple[int, int, int]


class FaceDrawer(QObject):
    """Draws the faces of the SVG deck at ``path`` in a thread of its own.

    ``svg`` and ``elements``: the deck as read already (else the worker reads and checks
    it, then emits ``opened(SvgRead)`` or ``failed(str)``); ``back`` paints the back of a
    deck that has none."""

    drawn = Signal()
    opened = Signal(object)
    failed = Signal(str)

    def __init__(
        self,
        path: str,
        back: Callable[[QPainter, QRectF], None],
        svg: bytes | None = None,
        elements: list[str] | None = None,
    ) -> None:
        super().__init__()
        self.path = path
        self._svg = svg
        self._elements = elements or []
        self._back = back
        self._wanted: queue.Queue[Key | None] = queue.Queue()
        self._asked: set[Key] = set()
        self._done: dict[Key, QImage] = {}
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Start the worker (at once for a deck to open; else when a face is first asked)."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="deck faces", daemon=True)
            self._thread.start()

    def take(self, key: Key) -> QImage | None:
        """The face drawn for ``key``, or None (then it is asked for, once)."""
        with self._lock:
            image = self._done.pop(key, None)
            if image is not None:
                self._asked.discard(key)
                return image
            if key in self._asked:
                return None
            self._asked.add(key)
        self._wanted.put(key)
        self.start()
        return None

    def pending(self) -> bool:
        """Whether faces are asked for and not taken yet."""
        with self._lock:
            return bool(self._asked)

    def stop(self) -> None:
        """End the worker (the deck is put away); faces asked for are not drawn."""
        with self._lock:
            self._asked.clear()
            self._done.clear()
        self._wanted.put(None)

    def _open(self) -> QSvgRenderer | None:
        from PySide6.QtSvg import QSvgRenderer

        if self._svg is not None:
            return QSvgRenderer(QByteArray(self._svg))
        try:
            read = svg_file.read_svg_deck(self.path)
        except ValueError as error:
            self.failed.emit(str(error))
            return None
        self._svg, self._elements = read.svg, read.elements
        # the renderer stays in this thread; the window's thread makes its own if it must
        self.opened.emit(svg_file.SvgRead(read.svg, None, read.elements, read.aspect))
        return read.renderer

    def _run(self) -> None:
        renderer = self._open()
        if renderer is None:
            return
        while True:
            key = self._wanted.get()
            if key is None:
                return
            card, w, h = key
            image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            rect = QRectF(0, 0, w, h)
            element = self._elements[card] if card >= 0 else self._elements[52]
            if element:
                renderer.render(painter, element, rect)
            else:
                self._back(painter, rect)
            painter.end()
            with self._lock:
                if key not in self._asked:
                    continue
                self._done[key] = image
            self.drawn.emit()

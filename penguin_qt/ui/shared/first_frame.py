"""Work that waits for a widget's first frame: the start shows the window first and attaches
the rest (the solver, the statistics, assistive technology's view of the table) right after."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer


class _Watcher(QObject):
    """Calls ``run`` once the widget it watches has painted (on the next turn of the event
    loop, once the frame is on the screen)."""

    def __init__(self, widget, run: Callable[[], None]) -> None:
        super().__init__(widget)
        self._run = run
        self.done = False

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint and not self.done:
            QTimer.singleShot(0, self, self._run)
        return False


def after_first_frame(widget, callback: Callable[[], None], fallback_ms: int = 1000):
    """Call ``callback`` once, as soon as ``widget`` has painted for the first time (or
    after ``fallback_ms`` if it is never painted, e.g. started minimized); never once the
    widget is gone.  Returns a function that cancels the call if it has not been made yet."""

    def run() -> None:
        if not watcher.done:
            cancel()
            callback()

    def cancel() -> None:
        if not watcher.done:
            watcher.done = True
            widget.removeEventFilter(watcher)

    watcher = _Watcher(widget, run)
    widget.installEventFilter(watcher)
    QTimer.singleShot(fallback_ms, watcher, run)
    return cancel

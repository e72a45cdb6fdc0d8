"""Work that waits for a widget's first frame: the start shows the window first and attaches
the rest (the solver, the statistics, assistive technology's view of the table) right after."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer


class _Watcher(QObject):
    """Calls ``run`` once the widget it watches has painted (on the next turn of the event
    loop, once the frame is on the screen)."""

    def __init__(self, widget, run: Callable[[], None], fallback_ms: int) -> None:
        super().__init__(widget)
        self.done = False
        # timers of its own, not QTimer.singleShot with a context (which makes QMetaMethod's
        # class before the first frame): they go with the watcher, and so with the widget
        self._soon = self._timer(run, 0)
        self._timer(run, fallback_ms).start()

    def _timer(self, run: Callable[[], None], ms: int) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setInterval(ms)
        timer.timeout.connect(run)
        return timer

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint and not self.done:
            self._soon.start()
        return False


def after_first_frame(widget, callback: Callable[[], object], fallback_ms: int = 1000):
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

    watcher = _Watcher(widget, run, fallback_ms)
    widget.installEventFilter(watcher)
    return cancel

"""Work that waits for a widget's first frame runs once, right after it; at the latest after
the fallback when the widget is never painted; never once cancelled or once the widget is
gone."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from penguin_qt.ui.shared.first_frame import after_first_frame


def test_the_work_runs_once_right_after_the_first_frame(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    calls = []
    after_first_frame(widget, lambda: calls.append("ran"), fallback_ms=60_000)
    qtbot.wait(50)
    assert calls == []  # not shown, not painted: it waits
    widget.show()
    qtbot.waitUntil(lambda: calls == ["ran"], timeout=5000)
    widget.update()
    widget.repaint()
    qtbot.wait(50)
    assert calls == ["ran"]


def test_a_widget_never_painted_gets_the_work_after_the_fallback(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    calls = []
    after_first_frame(widget, lambda: calls.append("ran"), fallback_ms=100)
    qtbot.waitUntil(lambda: calls == ["ran"], timeout=5000)
    qtbot.wait(150)
    assert calls == ["ran"]


def test_cancelled_or_gone_the_work_never_runs(qtbot):
    calls = []
    kept = QWidget()
    qtbot.addWidget(kept)
    cancel = after_first_frame(kept, lambda: calls.append("cancelled"), fallback_ms=50)
    cancel()
    kept.show()
    gone = QWidget()
    after_first_frame(gone, lambda: calls.append("gone"), fallback_ms=50)
    gone.deleteLater()
    qtbot.wait(300)
    assert calls == []

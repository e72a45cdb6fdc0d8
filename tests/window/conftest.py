"""The window with its add-ons, as the program builds it (animation off, files in tmp)."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from penguin_qt.ui.assembly import attach_addons
from penguin_qt.ui.keeping.settings import Preferences
from penguin_qt.ui.window.window import MainWindow


@pytest.fixture
def open_window(qtbot, tmp_path):
    """``open_window(variant=..., deal_number=..., addons=True)``: a shown window; with
    ``addons`` also its assistant, settings and statistics (``window.test_addons``)."""
    opened = []

    def make(variant="penguin", deal_number=4, addons=True, size=None, **kwargs):
        kwargs.setdefault("prefs", Preferences(animation_speed="off"))
        window = MainWindow(variant=variant, deal_number=deal_number, speed="off", **kwargs)
        qtbot.addWidget(window)
        attached = attach_addons(window, tmp_path / "stats.sqlite") if addons else None
        if size is not None:
            window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        QApplication.processEvents()
        opened.append(attached)
        return window, attached

    yield make
    for attached in opened:
        if attached is not None:
            attached.assistant.shutdown()

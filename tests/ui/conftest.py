"""The game window under test, with animation off and a fixed deal."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication
from ui_driver import Driver

from penguin_qt.ui.window import MainWindow


@pytest.fixture
def make_window(qtbot):
    """``make_window(variant=..., deal_number=...)``: a shown window with animation off."""

    def make(variant="penguin", deal_number=4, speed="off", size=(1000, 720)):
        window = MainWindow(variant=variant, deal_number=deal_number, speed=speed)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        QApplication.processEvents()
        return Driver(window, qtbot)

    return make


@pytest.fixture
def table(make_window) -> Driver:
    return make_window()

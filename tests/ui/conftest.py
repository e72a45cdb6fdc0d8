"""The game window under test, with animation off and a fixed deal."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication
from table_check import settle, table_mismatches
from ui_driver import Driver

from penguin_qt.ui.window.window import MainWindow


@pytest.fixture(autouse=True)
def table_shows_the_game(qtbot):
    """Every UI test: the table showed the game after each driven step (``Driver``), and
    shows it at the end in every window still open, once its animations have landed."""
    Driver.live.clear()
    yield
    problems = [p for driver in Driver.live for p in driver.problems]
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    for window in windows:
        try:
            if window.controller.game is None:
                continue
            settle(window, qtbot)
            problems.extend(f"at the end: {p}" for p in table_mismatches(window))
        except RuntimeError:  # deleted by the test
            continue
    Driver.live.clear()
    assert not problems, "the table did not show the game:\n  " + "\n  ".join(problems[:30])


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

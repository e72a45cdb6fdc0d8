"""Defects found where two features meet in play: each played through the real window."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from penguin_qt.ui.assistant.winnability import WINNABLE

SLOW = 60_000


def _settle(rounds: int = 20) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


# -- the solution viewer, closed, then Restart ----------------------------------------------------


def test_restart_after_the_viewer_is_closed_and_moves_were_made(open_window, qtbot):
    window, addons = open_window(deal_number=1)
    assistant = addons.assistant
    qtbot.waitUntil(lambda: assistant.winnability.state == WINNABLE, timeout=SLOW)
    controller = window.controller
    assert controller.play(controller.rules.legal_moves(controller.position)[0])
    assistant.viewer_action.trigger()
    viewer = assistant.viewer
    qtbot.waitUntil(lambda: viewer.list.count() > 0, timeout=SLOW)
    assert viewer.start_length >= 1
    viewer.forward()
    viewer.close()  # the dock's ×
    window.restart_action.trigger()  # Ctrl+R: the history is shorter than the line's start
    _settle()
    assert window.controller.game.move_count == 0
    assert not viewer.on_line
    assert "back before the start" in viewer.status.text()
    window.undo_action.trigger()  # still nothing to undo, and no error either
    window.redo_action.trigger()
    assert window.controller.game.move_count == 1


# -- the demo lets go when the player takes a move back -------------------------------------------


def _demo_under_way(window, addons, qtbot):
    assistant = addons.assistant
    qtbot.waitUntil(lambda: assistant.winnability.state == WINNABLE, timeout=SLOW)
    assistant.demo_action.trigger()
    qtbot.waitUntil(lambda: window.controller.game.move_count >= 3, timeout=SLOW)
    assert assistant.demo_running
    return assistant


def test_undo_during_the_demo_stops_it(open_window, qtbot):
    window, addons = open_window(deal_number=1)
    assistant = _demo_under_way(window, addons, qtbot)
    window.undo_action.trigger()
    assert not assistant.demo_running
    assert not assistant.demo_action.isChecked()
    after_undo = len(window.controller.game.history)
    _settle(60)
    assert len(window.controller.game.history) == after_undo  # the move is not played again
    assert window.statusBar().currentMessage() == "Demo stopped"


def test_redo_and_restart_during_the_demo_stop_it(open_window, qtbot):
    window, addons = open_window(deal_number=1)
    assistant = _demo_under_way(window, addons, qtbot)
    window.restart_action.trigger()
    assert not assistant.demo_running
    _settle(60)
    assert window.controller.game.move_count == 0
    window.redo_action.trigger()
    assistant.demo_action.trigger()
    qtbot.waitUntil(lambda: assistant.demo_running, timeout=SLOW)
    window.redo_action.trigger()
    assert not assistant.demo_running

"""The solution viewer follows the game: moves by hand, Back, autoplay and clicks on rows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from penguin_qt.engine import FOUNDATION, EngineError, Move
from penguin_qt.session import WINNABLE

SLOW = 60_000


@pytest.fixture
def viewer(open_window, qtbot):
    window, addons = open_window(deal_number=1)
    assistant = addons.assistant
    qtbot.waitUntil(lambda: assistant.winnability.state == WINNABLE, timeout=SLOW)
    assistant.viewer_action.trigger()
    viewer = assistant.viewer
    qtbot.waitUntil(lambda: viewer.list.count() > 0, timeout=SLOW)
    return window, viewer


def _next_is_playable(window, viewer):
    """The highlighted row is the next move to make: legal now, or the won row at the end."""
    row = viewer.list.currentRow()
    assert row == viewer.done
    if row == len(viewer.moves):
        assert window.controller.game.is_won()
        return
    window.controller.rules.check(window.controller.position, viewer.moves[row])


def test_rows_read_like_hints(viewer):
    _, viewer = viewer
    first = viewer.list.item(0).text()
    assert first.startswith("1. the ") and " to " in first
    assert viewer.list.item(viewer.list.count() - 1).text() == "The game is won"


def test_the_next_move_played_by_hand_stays_on_the_line(viewer):
    window, viewer = viewer
    move = viewer.moves[0]
    assert window.controller.play(move)  # as a drag would: not through the viewer
    assert viewer.on_line
    assert "left this line" not in viewer.status.text()
    assert viewer.done >= 1
    _next_is_playable(window, viewer)
    assert viewer.forward()
    _next_is_playable(window, viewer)


def test_after_back_and_forward_the_highlight_is_the_next_move(viewer):
    window, viewer = viewer
    for _ in range(3):
        viewer.forward_button.click()
        _next_is_playable(window, viewer)
    viewer.back_button.click()
    _next_is_playable(window, viewer)
    assert viewer.done == 2


def test_the_whole_line_played_forward_wins_with_autoplay_skipped(viewer):
    window, viewer = viewer
    skipped = 0
    while viewer.forward_button.isEnabled():
        before = viewer.done
        viewer.forward_button.click()
        skipped += viewer.done - before - 1
        _next_is_playable(window, viewer)
    assert window.controller.game.is_won()
    assert viewer.list.currentRow() == len(viewer.moves)
    assert window.controller.game.solver_moves > 0  # recorded as the solver's
    # autoplay sends cards home before the line does: those rows were passed over
    if skipped:
        assert any(m.target_kind == FOUNDATION for m in viewer.moves)


def _click_row(viewer, row):
    viewer.list.scrollToItem(viewer.list.item(row))
    rect = viewer.list.visualItemRect(viewer.list.item(row))
    QTest.mouseClick(viewer.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_clicking_a_row_goes_there_and_back(viewer):
    window, viewer = viewer
    _click_row(viewer, 5)
    assert viewer.done >= 5
    _next_is_playable(window, viewer)
    made = window.controller.game.move_count
    assert made >= 1
    _click_row(viewer, 1)
    assert viewer.done == 1
    _next_is_playable(window, viewer)
    _click_row(viewer, 0)
    assert window.controller.position == viewer.start


def test_a_move_off_the_line_follows_the_new_position_s_line(viewer, qtbot):
    """Off the line, the panel shows what the session knows of the position on the table:
    the solver's line from there once it is found (never the old line's words)."""
    window, viewer = viewer
    rules = window.controller.rules
    # deal 1 stays winnable after 7g (or 7f): a move off the line that does not lose
    other = next(m for m in map(Move.parse, ("7g", "7f")) if m != viewer.moves[0])
    assert window.controller.play(other)
    qtbot.waitUntil(
        lambda: viewer.on_line and viewer.start == window.controller.position, timeout=SLOW
    )
    assert viewer.start == window.controller.position
    try:
        rules.check(window.controller.position, viewer.moves[0])
    except EngineError as error:
        pytest.fail(f"the new line does not start here: {error}")

"""The clock runs only while the player can play, and Pause (P) stops it; one score."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from shared import first_move, with_fake_clock

from penguin_qt.ui.keeping.statistics_dialog import result_of


def test_p_pauses_the_clock_shows_it_and_a_move_goes_on(open_window):
    window, _ = open_window(addons=False)
    clock = with_fake_clock(window)
    assert window.controller.play(first_move(window))
    clock.now += 10
    QTest.keyClick(window.view, Qt.Key.Key_P)
    assert window.game_clock.action.isChecked()
    assert window.labels["time"].text().startswith("Paused 0:10")
    clock.now += 300
    assert window.controller.game.elapsed == 10
    assert window.controller.play(first_move(window))  # a move: the clock goes on
    assert not window.game_clock.action.isChecked()
    clock.now += 5
    window.views.render()
    assert window.labels["time"].text() == "Time 0:15"
    QTest.keyClick(window.view, Qt.Key.Key_P)
    clock.now += 50
    QTest.keyClick(window.view, Qt.Key.Key_P)  # P again goes on
    clock.now += 1
    assert window.controller.game.elapsed == 16


def test_no_time_is_counted_while_a_modal_dialog_is_open(open_window):
    window, _ = open_window(addons=False)
    clock = with_fake_clock(window)
    assert window.controller.play(first_move(window))
    clock.now += 3
    box = window.show_about()
    assert box.isVisible()
    clock.now += 600  # reading About for ten minutes
    assert window.controller.game.elapsed == 3
    box.close()
    QApplication.processEvents()
    clock.now += 2
    assert window.controller.game.elapsed == 5


def test_no_time_is_counted_after_undoing_back_to_the_deal(open_window):
    window, _ = open_window(addons=False)
    clock = with_fake_clock(window)
    assert window.controller.play(first_move(window))
    clock.now += 4
    window.controller.undo()
    clock.now += 100
    assert window.controller.game.elapsed == 4


def test_the_window_the_records_and_the_statistics_give_one_score(open_window, tmp_path):
    from penguin_qt.storage.records import record_of

    window, _ = open_window(addons=False)
    assert window.controller.play(first_move(window))
    game = window.controller.game
    assert game.initial.cards_home() > 0  # the deal put a base card home
    shown = window.score_text().splitlines()[-1]
    assert shown == f"Score: {game.score}"
    assert record_of(game, program="test").score == game.score
    assert result_of(game, "abandoned").score == game.score


def test_the_leave_question_stops_the_clock(open_window):
    window, _ = open_window(addons=False)
    clock = with_fake_clock(window)
    assert window.controller.play(first_move(window))
    clock.now += 1
    window.variant_actions["freecell"].trigger()
    box = window.rules_question
    assert box is not None and box.isVisible()
    clock.now += 100
    box.button(QMessageBox.StandardButton.No).click()
    QApplication.processEvents()
    assert window.controller.game.elapsed == 1

"""Game › Review Game: the timeline of the solver's verdicts, through the real window and the
real solver workers (and its reading of a game, without a window)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QToolTip

from penguin_qt.engine import COLUMN, Game, Move
from penguin_qt.plugins import PluginHost
from penguin_qt.session import LOST, THINKING, WINNABLE, WON
from penguin_qt.solving import SOLVED, UNSOLVABLE
from penguin_qt.ui.assembly import attach_addons, make_window
from penguin_qt.ui.assistant.review_model import line_of, position_to_ask, read_game
from penguin_qt.ui.keeping.persistence import load_saved_game
from penguin_qt.ui.keeping.settings import Preferences
from penguin_qt.ui.window.window import MainWindow

SLOW = 90_000  # generous: CI machines are shared, and a review may ask several positions


def _open(qtbot, deal_number=1, saved=None, game=None, record=None, host=None):
    prefs = Preferences(animation_speed="off")
    if game is not None:
        window = make_window(prefs, host, game=game)
    else:
        window = MainWindow(
            host=host, variant="penguin", deal_number=deal_number, speed="off", prefs=prefs
        )
    qtbot.addWidget(window)
    addons = attach_addons(window, saved_game_path=saved, saved_record=record)
    window.show()
    qtbot.waitExposed(window)
    return window, addons


@pytest.fixture
def table(qtbot):
    window, addons = _open(qtbot)
    yield window, addons.assistant
    addons.assistant.shutdown()


def _double_click_columns(window, columns) -> None:
    """Double-click the top card of each column (1-based), as the player does."""
    controller = window.controller
    for column in columns:
        cards = controller.game.position.columns[column - 1]
        controller.on_double_click((COLUMN, column - 1), len(cards) - 1)
        window.scene.finish_animation()


def _settled(review) -> bool:
    """Nothing left for the review to learn (and the solver idle)."""
    r = review.review
    return (
        r is not None
        and not review.runner.thinking
        and position_to_ask(r, review.lookup) is None
        and (r.losing is None or r.alternative is not None)
    )


def _click_mark(timeline, index: int) -> None:
    x = int(timeline.mark_x(index))
    QTest.mouseClick(
        timeline, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(x, 58)
    )


# -- reading a game, without a window ---------------------------------------------------------


def _penguin_game(moves: list[str]) -> Game:
    rules = PluginHost().variants()["penguin"].item
    game = Game(rules, 1)
    game.autoplay()  # as the table deals it: what can go home at once goes
    for text in moves:
        game.play(Move.parse(text))
    return game


def test_a_move_and_its_inverse_are_a_detour_of_the_line():
    game = _penguin_game(["6a", "a6", "7g"])
    marks = read_game(game, lambda _p: None).marks
    assert [m.undone for m in marks] == [False, True, True, False]
    assert read_game(game, lambda _p: None).detours == ((1, 2),)


def test_a_winnable_position_makes_every_earlier_one_winnable_and_a_lost_one_every_later():
    game = _penguin_game(["7g", "7f", "7e", "6a"])
    positions = [m.position for m in line_of(game)]
    known = {positions[1]: (SOLVED, ()), positions[3]: (UNSOLVABLE, ())}
    review = read_game(game, known.get)
    assert [m.state for m in review.marks] == [WINNABLE, WINNABLE, THINKING, LOST, LOST]
    assert review.losing is None and review.pending == 1
    # the one position between the winnable and the lost one is asked next
    assert position_to_ask(review, known.get) == positions[2]


def test_the_losing_move_and_its_alternative_come_from_the_position_before_it():
    game = _penguin_game(["7g", "7f", "7e"])
    positions = [m.position for m in line_of(game)]
    line = (Move.parse("2a"),)
    known = {positions[2]: (SOLVED, line), positions[3]: (UNSOLVABLE, ())}
    review = read_game(game, known.get)
    assert review.losing == 3 and review.alternative == line[0]
    assert position_to_ask(review, known.get) is None  # every mark is decided


def test_the_moves_undone_are_ahead_in_the_timeline():
    game = _penguin_game(["7g", "7f"])
    game.undo()
    review = read_game(game, lambda _p: None)
    assert [m.played for m in review.marks] == [True, True, False]
    assert review.current == 1


# -- the review in the window -------------------------------------------------------------------


def test_the_move_that_threw_the_win_away_is_marked_with_the_winning_alternative(table, qtbot):
    """Penguin deal 1: the top cards of columns 5, 7 and 2 double-clicked lose it."""
    window, assistant = table
    _double_click_columns(window, (5, 7, 2))
    review = assistant.review
    panel = review.open()
    assert panel.isVisible() and len(review.review.marks) == 4
    qtbot.waitUntil(lambda: _settled(review), timeout=SLOW)
    r = review.review
    runner = assistant.runner  # what the solvers went through, should this fail
    assert r.losing == 3, (r.marks[-1].state, runner.unresponsive, runner.replaced, runner.seconds)
    assert [m.state for m in r.marks] == [WINNABLE, WINNABLE, WINNABLE, LOST]
    game = window.controller.game
    # the alternative is a legal move from the position before the losing one, and it is not
    # the move the player made
    before = r.marks[2].position
    window.controller.rules.check(before, r.alternative)
    assert r.alternative != r.marks[3].move.move
    words = review.alternative_text(r)
    assert words and words in panel.summary.text()
    assert "Winnable until move 3" in panel.summary.text()
    assert "threw the win away" in review.describe(3)
    assert words in panel.timeline.alternative_text
    assert game.move_count == 3  # the review moved nothing


def test_a_move_taken_back_by_the_next_one_is_shown_as_undone(table, qtbot):
    window, assistant = table
    controller = window.controller
    start = controller.game.position
    assert controller.play(Move.parse("6a")) and controller.play(Move.parse("a6"))
    assert controller.game.position == start
    review = assistant.review
    review.open()
    marks = review.review.marks
    assert [m.undone for m in marks] == [False, True, True]
    assert "Taken back by the moves after it." in review.describe(1)
    # the mouse over a mark: the move in words, as a tooltip and below the timeline
    timeline = review.panel.timeline
    point = QPoint(int(timeline.mark_x(1)), 58)
    QTest.mouseMove(timeline, point)
    assert review.panel.detail.text() == review.describe(1)
    help_event = QHelpEvent(QEvent.Type.ToolTip, point, timeline.mapToGlobal(point))
    QApplication.sendEvent(timeline, help_event)
    assert QToolTip.text() == review.describe(1)
    assert "taken back by the moves after them" in review.panel.summary.text()


def test_clicking_a_mark_goes_there_and_redo_comes_back(table, qtbot):
    window, assistant = table
    _double_click_columns(window, (5, 7, 2))
    game = window.controller.game
    end = game.position
    review = assistant.review
    panel = review.open()
    timeline = panel.timeline
    _click_mark(timeline, 1)
    window.scene.finish_animation()
    assert game.move_count == 1
    assert game.position == review.review.marks[1].position
    QApplication.processEvents()
    assert review.review.current == 1 and not review.review.marks[3].played
    window.redo_action.trigger()
    window.redo_action.trigger()
    window.scene.finish_animation()
    assert game.move_count == 3 and game.position == end
    # the keyboard: Home, Right, Enter goes to move 1; End, Enter back to the end
    timeline.setFocus()
    for key in (Qt.Key.Key_Home, Qt.Key.Key_Right):
        QTest.keyClick(timeline, key)
    assert review.describe(1) in window.accessibility.announcements  # said as it is reached
    QTest.keyClick(timeline, Qt.Key.Key_Return)
    window.scene.finish_animation()
    assert game.move_count == 1
    assert timeline.accessibleDescription() == review.describe(1)
    for key in (Qt.Key.Key_End, Qt.Key.Key_Enter):
        QTest.keyClick(timeline, key)
    window.scene.finish_animation()
    assert game.position == end
    # the player plays on from an earlier mark: the line ahead gives way to the new move
    _click_mark(timeline, 0)
    window.scene.finish_animation()
    assert game.move_count == 0 and game.can_redo()
    assert window.controller.play(Move.parse("7g"))
    window.scene.finish_animation()
    QApplication.processEvents()
    assert len(review.review.marks) == 2 and review.review.current == 1


def test_the_review_of_a_game_with_no_move(table, qtbot):
    window, assistant = table
    review = assistant.review
    panel = review.open()
    assert len(review.review.marks) == 1 and review.review.current == 0
    qtbot.waitUntil(lambda: review.review.marks[0].state == WINNABLE, timeout=SLOW)
    assert panel.summary.text() == "No move made yet: the deal is winnable."
    assert review.describe(0) == "The deal: winnable. The game is here."
    _click_mark(panel.timeline, 0)  # nothing to go to: nothing happens
    assert window.controller.game.move_count == 0
    said = window.accessibility.announcements
    assert panel.summary.text() in said


def test_the_review_during_the_demo_waits_for_it_then_shows_the_won_game(table, qtbot):
    window, assistant = table
    window.scene.set_speed("fast")
    assistant.demo_action.trigger()
    qtbot.waitUntil(lambda: window.controller.game.move_count >= 2, timeout=SLOW)
    review = assistant.review
    review.open()
    if assistant.demo_running:  # it may have won already on a fast machine
        assert review.review.current == len(review.review.marks) - 1
    qtbot.waitUntil(lambda: window.controller.game.is_won(), timeout=SLOW)
    window.scene.finish_animation()
    qtbot.waitUntil(lambda: _settled(review), timeout=SLOW)
    r = review.review
    assert r.marks[-1].state == WON
    assert all(m.state in (WINNABLE, WON) for m in r.marks)
    moves = window.controller.game.move_count
    assert review.panel.summary.text().startswith(f"Won in {moves} move")
    qtbot.waitUntil(lambda: window.notice.isVisible(), timeout=SLOW)
    # the box of the won game does not offer the review open beside it
    assert "Review Game" not in _end_buttons(window) and "New Deal" in _end_buttons(window)


def test_the_review_after_a_restart_finds_the_losing_move_of_the_game_brought_back(qtbot, tmp_path):
    saved = tmp_path / "current-game.json"
    window, addons = _open(qtbot, saved=saved)
    _double_click_columns(window, (5, 7, 2))
    window.controller.undo()  # one move in the redo stack, kept with the game
    window.close()
    addons.assistant.shutdown()
    host = PluginHost()
    game, record, problem = load_saved_game(saved, host.rules)
    assert game is not None and not problem
    window, addons = _open(qtbot, game=game, record=record, saved=saved, host=host)
    try:
        review = addons.assistant.review
        review.open()
        r = review.review
        assert len(r.marks) == 4 and r.current == 2 and not r.marks[3].played
        qtbot.waitUntil(lambda: _settled(review), timeout=SLOW)
        r = review.review
        assert r.losing == 3 and r.alternative is not None
        assert "ahead: Redo plays it again" in review.describe(3)
    finally:
        addons.assistant.shutdown()


def _end_buttons(window) -> dict:
    return {b.text(): b for b in window.notice.findChildren(QPushButton) if b.isVisible()}


def _one_move_from_the_end(rules) -> Game:
    """Penguin with two flippers: two cards to the flippers, and no move is left."""
    from penguin_qt.engine import Position, parse_card

    columns = tuple((parse_card(c),) for c in ("5C", "9D", "3H", "JS", "7C", "QD", "2S"))
    rules = rules.with_params(cells=2)
    return Game(rules, position=Position(columns, (None, None), (0, 0, 0, 0), 1))


def test_the_box_at_the_end_of_a_lost_game_offers_the_review(table, qtbot):
    window, assistant = table
    window.controller.load_game(_one_move_from_the_end(window.controller.rules), "pasted")
    window.controller.play(Move.parse("1a"))
    window.controller.play(Move.parse("2b"))
    window.scene.finish_animation()
    assert window.session.result == "lost"
    assert window.notice.isVisible()  # the box the window opens when no move is left
    buttons = _end_buttons(window)
    assert {"Undo", "Review Game", "Close"} <= set(buttons)
    buttons["Review Game"].click()
    assert assistant.review.shown and not window.notice.isVisible()
    assert len(assistant.review.review.marks) == 3
    window.controller.update(end_box=True)  # the box again: the review open is not offered
    assert "Review Game" not in _end_buttons(window) and "Undo" in _end_buttons(window)


def test_a_long_game_opens_at_once_and_fills_in_later(table, qtbot):
    """200 moves: the review opens with what the cache knows, the rest is asked later."""
    window, assistant = table
    controller = window.controller
    for _ in range(100):  # a card to a flipper and back, over and over
        controller.play(Move.parse("6a"))
        controller.play(Move.parse("a6"))
    window.scene.finish_animation()
    assert controller.game.move_count == 200
    review = assistant.review
    review.open()
    assert len(review.review.marks) == 201
    assert review.review.detours == ((1, 200),)
    # the deal and the end are the same position: one verdict decides the whole line
    qtbot.waitUntil(lambda: review.review.pending == 0, timeout=SLOW)
    assert {m.state for m in review.review.marks} == {WINNABLE}


def test_the_review_open_at_quit_is_open_again_at_the_next_start(qtbot, tmp_path):
    from penguin_qt.storage.settings import SettingsStore

    window, addons = _open(qtbot)
    review = addons.assistant.review
    assert not review.shown
    review.open()
    window.close()  # Game › Quit: the add-ons see the window as it was left
    assert window.prefs.review_open
    store = SettingsStore(tmp_path / "penguin-qt.conf")
    window.prefs.save(store)
    addons.assistant.shutdown()
    prefs = Preferences.load(SettingsStore(tmp_path / "penguin-qt.conf"))
    assert prefs.review_open
    again = MainWindow(variant="penguin", deal_number=1, speed="off", prefs=prefs)
    qtbot.addWidget(again)
    more = attach_addons(again)
    again.show()
    qtbot.waitExposed(again)
    qtbot.waitUntil(lambda: more.assistant.review.shown, timeout=5000)
    more.assistant.review.panel.close()
    again.close()
    assert not again.prefs.review_open  # closed before the quit: closed at the next start
    more.assistant.shutdown()

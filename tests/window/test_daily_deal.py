"""Game › Deal of the Day in the window: the menu, the label, the streak, the statistics
window, the challenge and a restart (a real window, real SQLite, the day set by the test)."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from penguin_qt import i18n
from penguin_qt.solving import Budget, run_solver
from penguin_qt.storage.daily import candidate
from penguin_qt.storage.records import from_json
from penguin_qt.storage.statistics import Statistics
from penguin_qt.ui.assembly import attach_addons
from penguin_qt.ui.keeping.persistence import load_saved_game
from penguin_qt.ui.keeping.settings import Preferences
from penguin_qt.ui.window.window import MainWindow

DAY = dt.date(2026, 12, 2)


@pytest.fixture(autouse=True)
def english(qtbot):
    """The program's English (its plural forms: "1 day", "2 days"), as a player has it."""
    app = QApplication.instance()
    installed = i18n.install_translators(app, "en")
    yield
    i18n.remove_translators(app, installed)


class Days:
    """The calendar of a test: ``days.today`` is the day the program sees."""

    def __init__(self, day: dt.date = DAY) -> None:
        self.today = day
        self.searched: list[tuple[str, dt.date]] = []

    def find(self, host, variant: str, day: dt.date) -> int:
        self.searched.append((variant, day))
        return candidate(day, variant)


def _window(qtbot, tmp_path, days: Days, variant="penguin", saved=True, game=None, record=None):
    window = MainWindow(
        variant=variant,
        deal_number=4,
        speed="off",
        prefs=Preferences(animation_speed="off"),
        game=game,
    )
    qtbot.addWidget(window)
    addons = attach_addons(
        window,
        tmp_path / "stats.sqlite",
        saved_game_path=tmp_path / "current-game.json" if saved else None,
        saved_record=record,
    )
    addons.daily.find = days.find
    addons.daily.today = lambda: days.today
    window.show()
    qtbot.waitExposed(window)
    messages: list[str] = []
    window.statusBar().messageChanged.connect(messages.append)
    return window, addons, messages


def _deal_today(qtbot, window, addons) -> None:
    addons.daily.action.trigger()
    qtbot.waitUntil(lambda: addons.daily.searching is None and addons.daily.current is not None)
    window.scene.finish_animation()
    QApplication.processEvents()


def _win(window) -> None:
    """The search's line played move by move (autoplay off: the line is the search's)."""
    controller = window.controller
    controller.set_autoplay(False)
    search = controller.host.solvers()["search"].item
    game = controller.game
    line = run_solver(search, game.position, game.rules, Budget(seconds=30)).moves
    assert line, "the deal of this test must be winnable"
    for move in line:
        assert controller.play(move)
        window.scene.finish_animation()
    assert controller.game.is_won()
    QApplication.processEvents()


def _deal_label(window) -> str:
    return window.findChild(QLabel, "status-deal").text()


def test_the_menu_deals_the_day_and_the_label_says_it(qtbot, tmp_path):
    days = Days()
    window, addons, messages = _window(qtbot, tmp_path, days)
    game_menu = [a.text() for a in window.menu("game").actions()]
    assert "Deal of the Da&y" in game_menu
    assert game_menu.index("Deal of the Da&y") < game_menu.index("&Undo")  # with the deals
    assert addons.daily.action.shortcut().toString() == "Ctrl+D"
    _deal_today(qtbot, window, addons)
    assert window.controller.game.deal_number == candidate(DAY, "penguin")
    assert days.searched == [("penguin", DAY)]
    assert _deal_label(window) == "Deal of the day · 2 December"
    assert any("Streak: 0 days" in m for m in messages), messages
    # a move later the label still says it
    game = window.controller.game
    move = game.rules.legal_moves(game.position)[0]
    assert window.controller.play(move)
    window.scene.finish_animation()
    QApplication.processEvents()
    assert _deal_label(window) == "Deal of the day · 2 December"
    # the same command again: it is the day's deal already, nothing is dealt again
    addons.daily.action.trigger()
    assert window.controller.game is game
    assert "already" in messages[-1]


def test_a_game_in_progress_is_left_only_when_the_player_says_yes(qtbot, tmp_path):
    days = Days()
    window, addons, _messages = _window(qtbot, tmp_path, days)
    game = window.controller.game
    assert window.controller.play(game.rules.legal_moves(game.position)[0])
    addons.daily.action.trigger()
    qtbot.waitUntil(lambda: window.rules_question is not None)
    window.rules_question.button(QMessageBox.StandardButton.No).click()
    assert window.controller.game is game and _deal_label(window) == "Deal 4"
    addons.daily.action.trigger()  # the deal is known now: no search again
    window.rules_question.button(QMessageBox.StandardButton.Yes).click()
    assert window.controller.game.deal_number == candidate(DAY, "penguin")
    assert days.searched == [("penguin", DAY)]


def test_a_won_day_extends_the_streak_and_a_missed_day_breaks_it(qtbot, tmp_path):
    days = Days(DAY - dt.timedelta(days=1))
    window, addons, messages = _window(qtbot, tmp_path, days, variant="relaxed-penguin")
    _deal_today(qtbot, window, addons)
    _win(window)
    qtbot.waitUntil(lambda: "You won the deal of the day. Streak: 1 day" in messages)
    days.today = DAY
    _deal_today(qtbot, window, addons)
    assert any(m.endswith("Streak: 1 day") for m in messages[-3:]), messages
    _win(window)
    qtbot.waitUntil(lambda: "You won the deal of the day. Streak: 2 days" in messages)
    dialog = addons.statistics.show_dialog()
    values = {key: dialog.findChild(QLabel, key).text() for key in ("daily_played", "daily_won",
              "daily_streak", "daily_best")}  # fmt: skip
    assert values == {"daily_played": "2", "daily_won": "2", "daily_streak": "2",
                      "daily_best": "2"}  # fmt: skip
    dialog.close()
    days.today = DAY + dt.timedelta(days=2)  # the day between was missed
    dialog = addons.statistics.show_dialog()
    assert dialog.findChild(QLabel, "daily_streak").text() == "0"
    assert dialog.findChild(QLabel, "daily_best").text() == "2"
    dialog.close()


def test_the_challenge_of_the_day_says_so(qtbot, tmp_path):
    days = Days()
    window, addons, _messages = _window(qtbot, tmp_path, days, variant="relaxed-penguin")
    _deal_today(qtbot, window, addons)
    _win(window)
    target = tmp_path / "for-a-friend.penguin.json"
    assert addons.records.save_to(target, player="Anna")
    record = from_json(target.read_text())
    assert record.daily == "2026-12-02" and record.deal == candidate(DAY, "relaxed-penguin")
    # the friend, on another machine, opens it
    (tmp_path / "friend").mkdir()
    friend, theirs, _ = _window(qtbot, tmp_path / "friend", Days(DAY))
    assert theirs.records.open_path(target)
    offer = theirs.records.last_dialog
    text = "\n".join(label.text() for label in offer.findChildren(QLabel))
    assert "The deal of the day of 2 December." in text and "Anna" in text
    offer.accept()
    assert friend.controller.game.deal_number == record.deal


def test_a_plain_game_saved_says_no_day(qtbot, tmp_path):
    _shown, addons, _messages = _window(qtbot, tmp_path, Days())
    target = tmp_path / "plain.penguin.json"
    assert addons.records.save_to(target)
    assert from_json(target.read_text()).daily == ""


def test_a_restart_keeps_the_days_game(qtbot, tmp_path):
    days = Days()
    window, addons, _messages = _window(qtbot, tmp_path, days)
    _deal_today(qtbot, window, addons)
    game = window.controller.game
    assert window.controller.play(game.rules.legal_moves(game.position)[0])
    window.close()  # the game is kept, the statistics closed
    host = window.controller.host
    kept, record, problem = load_saved_game(tmp_path / "current-game.json", host.rules)
    assert kept is not None, problem
    again, addons, messages = _window(qtbot, tmp_path, days, game=kept, record=record)
    QApplication.processEvents()
    assert again.controller.game.deal_number == candidate(DAY, "penguin")
    assert _deal_label(again) == "Deal of the day · 2 December"
    addons.daily.action.trigger()  # still the day's game: not dealt again
    assert again.controller.game is kept and "already" in messages[-1]
    assert days.searched == [("penguin", DAY)]


def test_the_label_in_german(qtbot, tmp_path):
    app = QApplication.instance()
    installed = i18n.install_translators(app, "de")  # over the English one
    try:
        window, addons, _messages = _window(qtbot, tmp_path, Days())
        _deal_today(qtbot, window, addons)
        assert _deal_label(window) == "Spiel des Tages · 2. Dezember"
        menu = [a.text() for a in window.menu("game").actions()]
        assert "Spiel des T&ages" in menu
    finally:
        i18n.remove_translators(app, installed)


def test_without_statistics_there_is_no_deal_of_the_day(qtbot):
    window = MainWindow(variant="penguin", deal_number=4, speed="off")
    qtbot.addWidget(window)
    addons = attach_addons(window, None)
    assert addons.daily is None
    assert not any("Day" in a.text() for a in window.menu("game").actions())
    addons.assistant.shutdown()


def test_statistics_of_the_day_survive_in_the_file(qtbot, tmp_path):
    days = Days()
    window, addons, _messages = _window(qtbot, tmp_path, days, variant="relaxed-penguin")
    _deal_today(qtbot, window, addons)
    _win(window)
    window.close()
    stats = Statistics(tmp_path / "stats.sqlite", background=False)
    from penguin_qt.storage.daily import DailyBook

    assert DailyBook(stats).streak("relaxed-penguin", DAY) == 1
    stats.close()


def test_a_search_that_fails_is_said_and_the_game_stays(qtbot, tmp_path):
    days = Days()
    window, addons, messages = _window(qtbot, tmp_path, days)
    game = window.controller.game

    def broken(host, variant, day):
        raise OSError("no worker could start")

    addons.daily.find = broken
    addons.daily.action.trigger()
    assert not addons.daily.action.isEnabled()  # one search at a time
    qtbot.waitUntil(lambda: addons.daily.searching is None)
    assert messages[-1] == "The deal of the day could not be found."
    assert window.controller.game is game and addons.daily.action.isEnabled()


def test_the_days_label_and_title_stay_after_give_up(qtbot, tmp_path):
    """The day is a fact of the game: Give Up (or any other change) keeps its label."""
    days = Days()
    window, addons, _messages = _window(qtbot, tmp_path, days)
    _deal_today(qtbot, window, addons)
    game = window.controller.game
    assert window.controller.play(game.rules.legal_moves(game.position)[0])
    window.scene.finish_animation()
    assert addons.give_up.give_up()
    QApplication.processEvents()
    assert window.session.result == "given up"
    assert _deal_label(window) == "Deal of the day · 2 December"
    assert window.windowTitle() == "Penguin — deal of the day"
    assert window.views.mismatches() == []

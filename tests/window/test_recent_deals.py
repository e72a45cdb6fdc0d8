"""Game › Recent Deals: the deals of the variant played last, each with how it ended; one is
dealt again at once, or after a question when a game is in progress. And each deal's history
in the statistics window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from penguin_qt.engine import deal
from penguin_qt.i18n import install_translators, remove_translators
from penguin_qt.storage.results import GameResult
from penguin_qt.ui.keeping.statistics_deals import RecentDeals


@pytest.fixture(autouse=True)
def english(qapp):
    """The English translation, as the program installs it (it gives the plural forms)."""
    translators = install_translators(qapp, "en")
    yield
    remove_translators(qapp, translators)


def play_one(window) -> None:
    game = window.controller.game
    assert window.controller.play(game.rules.legal_moves(game.position)[0])
    assert window.game_in_progress()


def recent(addons) -> RecentDeals:
    return addons.statistics.recent


def entries(addons) -> list[str]:
    return [a.text() for a in recent(addons).fill()]


def test_the_menu_is_in_the_game_menus_deal_section(open_window):
    window, addons = open_window()
    menu = recent(addons).menu
    actions = window.menu("game").actions()
    assert menu.menuAction() in actions
    assert actions.index(menu.menuAction()) < actions.index(window.undo_action)
    assert menu.title() == "Rec&ent Deals"
    (placeholder,) = menu.actions()
    assert placeholder.text() == "No deals played yet" and not placeholder.isEnabled()


def test_played_deals_are_listed_newest_first_with_their_result(open_window):
    window, addons = open_window(deal_number=4)
    play_one(window)
    window.controller.new_game(9)  # deal 4 is left: abandoned
    play_one(window)
    window.controller.new_game(12)  # deal 9 too
    assert entries(addons) == ["Deal 9: abandoned, 1 move", "Deal 4: abandoned, 1 move"]
    assert [a.data() for a in recent(addons).menu.actions()] == [9, 4]


def test_only_the_variant_being_played_and_never_a_position(open_window):
    _, addons = open_window()
    stats = addons.statistics.stats
    stats.add(GameResult("freecell", "won", 77, 90, 100.0, 52, 500))
    stats.add(GameResult("penguin", "won", None, 90, 100.0, 52, 500))  # from a position
    stats.add(GameResult("penguin", "lost", 31, 40, 100.0, 12, 100))
    assert entries(addons) == ["Deal 31: lost, 40 moves"]


def test_a_deal_is_dealt_again_at_once_when_no_game_is_in_progress(open_window):
    window, addons = open_window(deal_number=4)
    addons.statistics.stats.add(GameResult("penguin", "won", 321, 90, 100.0, 52, 500))
    (action,) = recent(addons).fill()
    action.trigger()
    game = window.controller.game
    assert game.deal_number == 321 and game.initial == deal(game.rules, 321)
    assert window.rules_question is None


def test_with_a_game_in_progress_the_player_is_asked_first(open_window):
    window, addons = open_window(deal_number=4)
    addons.statistics.stats.add(GameResult("penguin", "won", 321, 90, 100.0, 52, 500))
    play_one(window)
    before = window.controller.game
    (action,) = recent(addons).fill()
    action.trigger()
    box = window.rules_question
    assert box is not None and "play deal 321 again" in box.text()
    box.button(QMessageBox.StandardButton.No).click()
    assert window.controller.game is before  # No keeps the game
    recent(addons).fill()[0].trigger()
    window.rules_question.button(QMessageBox.StandardButton.Yes).click()
    assert window.controller.game.deal_number == 321
    # the game left was recorded, so it is now the first of the recent deals
    assert entries(addons)[0] == "Deal 4: abandoned, 1 move"


def test_the_statistics_window_shows_each_deals_history(open_window):
    _, addons = open_window(deal_number=4)
    stats = addons.statistics.stats
    for result, moves, seconds, score, finished in (
        ("won", 120, 300.0, 600, 1.0),
        ("won", 100, 400.0, 650, 2.0),
        ("lost", 20, 30.0, 900, 3.0),
    ):
        stats.add(GameResult("penguin", result, 4, moves, seconds, 52, score, finished=finished))
    stats.add(GameResult("penguin", "abandoned", 8, 5, 9.0, 0, 0, finished=4.0))
    dialog = addons.statistics.show_dialog()
    table = dialog.deals
    assert table.rowCount() == 2
    assert table.row_texts(0)[:7] == ["8", "1", "0", "–", "–", "–", "abandoned"]
    assert table.row_texts(1)[:7] == ["4", "3", "2", "100", "5:00", "900", "lost"]
    assert table.row_texts(0)[7] and table.row_texts(0)[7] != table.row_texts(0)[6]  # when
    box = dialog.values  # the box of the deal on the table agrees with its row
    assert box["deal_played"].text() == "3" and box["deal_score"].text() == "900"
    dialog.close()


def test_a_deal_of_the_history_is_played_again_with_enter(open_window, qtbot):
    window, addons = open_window(deal_number=4)
    stats = addons.statistics.stats
    stats.add(GameResult("penguin", "lost", 55, 20, 30.0, 5, 10, finished=1.0))
    stats.add(GameResult("freecell", "won", 617, 90, 300.0, 52, 600, finished=2.0))
    dialog = addons.statistics.show_dialog()
    table = dialog.deals
    table.setFocus()
    table.setCurrentCell(0, 0)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert window.controller.game.deal_number == 55 and not dialog.isVisible()
    dialog = addons.statistics.show_dialog()  # another variant's deal is dealt in it
    dialog.chooser.setCurrentIndex(dialog.chooser.findData("freecell"))
    dialog.deals.choose(0)
    game = window.controller.game
    assert (game.rules.id, game.deal_number) == ("freecell", 617)
    assert game.initial == deal(game.rules, 617)


def test_a_deal_of_a_variant_not_installed_is_not_dealt(open_window):
    window, addons = open_window(deal_number=4)
    before = window.controller.game
    assert not recent(addons).replay(3, "no-such-variant")
    assert window.controller.game is before


def test_an_empty_deal_history_says_so(open_window):
    _, addons = open_window()
    dialog = addons.statistics.show_dialog()
    dialog.pages.setCurrentWidget(dialog.deals)
    table = dialog.deals
    assert table.rowCount() == 0
    assert table.accessibleDescription() == "No deals played yet."
    assert not table.grab().isNull()  # paints its words without an error
    dialog.close()

"""Defects found where two features meet in play: each played through the real window."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTextBrowser

from penguin_qt.engine import deal
from penguin_qt.hookspecs import hookimpl
from penguin_qt.plugins import PluginHost
from penguin_qt.session import CANNOT_TELL, WINNABLE
from penguin_qt.ui.keeping.settings import Preferences

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
    viewer.show()  # open again: it shows the line of the deal on the table, not the old one
    qtbot.waitUntil(lambda: viewer.on_line, timeout=SLOW)
    assert viewer.start == window.controller.position and viewer.done == 0
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


# -- the "No moves left" box ----------------------------------------------------------------------


def _lost_position(rules, position):
    rng = random.Random(7)
    for _ in range(400):
        moves = list(rules.iter_legal_moves(position, cell_shuffles=False))
        if not moves:
            break
        position = rules.apply(position, rng.choice(moves))
    assert rules.is_lost(position)
    return position


def _button_texts(notice) -> list[str]:
    layout = notice.buttons
    return [layout.itemAt(i).widget().text() for i in range(layout.count())]


def _exposed_cards(position) -> list[int]:
    return [column[-1] for column in position.columns if column] + [
        card for card in position.cells if card is not None
    ]


@pytest.mark.parametrize("review", [False, True], ids=["alone", "with-the-review-open"])
def test_no_moves_left_at_move_0_shows_the_table_and_goes_with_escape(open_window, qtbot, review):
    window, addons = open_window(
        variant="penguin-0", deal_number=1, addons=review, size=(1100, 820)
    )
    controller = window.controller
    lost = _lost_position(controller.rules, controller.position)
    assert controller.new_game(position=lost)
    _settle()
    if review:  # the panel takes the foot of the window: a shorter view of the table
        addons.assistant.review.open()
        _settle()
    controller.game_lost.emit()  # as the controller signals the end once the cards land
    controller.game_lost.emit()  # twice: the box is built again, not stacked on the first
    notice = window.notice
    assert notice.buttons.count() == len(_button_texts(notice))
    assert notice.sizeHint().height() <= notice.height()  # nothing of it is cut off
    assert window.statusBar().currentMessage() == "No moves left"  # no "undo" at move 0
    assert notice.isVisible()
    if review:  # the box at the foot would lie over the table
        table = window.view.mapFromScene(window.scene.itemsBoundingRect()).boundingRect()
        assert table.bottom() > window.view.height() - notice.height() - 12
    texts = _button_texts(notice)
    assert "Undo" not in texts and "Restart" not in texts  # nothing to take back at move 0
    assert "Close" in texts
    assert "New Deal" in texts
    # the position that was lost stays in sight: no playable card is under the box
    scene, view = window.scene, window.view
    geo = scene.geometry
    box = notice.geometry()
    for card in _exposed_cards(lost):
        pl = scene.placement(card)
        corner = view.mapFromScene(QPointF(pl.x, pl.y))
        face = QRect(corner, QSize(int(geo.card_width), int(geo.card_height)))
        assert not face.intersects(box), card
    QTest.keyClick(window, Qt.Key.Key_Escape)
    assert not notice.isVisible()
    assert controller.position == lost


def test_no_moves_left_after_moves_still_offers_undo(open_window):
    window, _ = open_window(variant="penguin-0", deal_number=1, addons=False)
    controller = window.controller
    rng = random.Random(7)
    while moves := list(controller.rules.iter_legal_moves(controller.position, False)):
        controller.play(rng.choice(moves))
    controller.game_lost.emit()
    assert "Undo" in _button_texts(window.notice)


# -- pasting a plain board ------------------------------------------------------------------------

FC_SOLVE_BOARD_24 = """\
4C 2C 9C 8C QS 4S 2H
5H QH 3C AC 3H 4H QD
QC 9S 6H 9H 3S KS 3D
5D 2S JC 5C JH 6D AS
2D KD 10H 10C 10D 8D
7H JS KH 10S KC 7C
AH 5S 6S AD 8H JD
7S 6C 7D 4D 8S 9D
"""  # make-microsoft-freecell-board 24


def _records(window, tmp_path):
    from penguin_qt.ui.keeping.persistence import GameKeeper
    from penguin_qt.ui.keeping.record_actions import RecordActions

    return RecordActions(window, GameKeeper(window, tmp_path / "current-game.json"))


def test_a_plain_freecell_board_pasted_while_playing_penguin_is_a_freecell_game(
    open_window, tmp_path
):
    window, _ = open_window(addons=False)
    records = _records(window, tmp_path)
    QGuiApplication.clipboard().setText(FC_SOLVE_BOARD_24)
    assert records.paste_position()
    assert window.controller.rules.id == "freecell"
    assert window.controller.game.initial == deal(window.controller.rules, 24)


def test_pasting_words_says_the_clipboard_holds_no_position(open_window, tmp_path):
    window, _ = open_window(addons=False)
    records = _records(window, tmp_path)
    position = window.controller.position
    QGuiApplication.clipboard().setText("hello world")
    assert not records.paste_position()
    assert window.statusBar().currentMessage() == "There is no position in the clipboard"
    assert window.controller.position == position


# -- the solver chosen in Settings, when it cannot play the variant --------------------------------


def test_a_chosen_solver_that_cannot_play_the_variant_is_replaced_and_it_is_said(
    open_window, qtbot
):
    prefs = Preferences(animation_speed="off", solver="fc-solve")
    window, addons = open_window(deal_number=1, prefs=prefs)
    assistant = addons.assistant
    qtbot.waitUntil(lambda: assistant.winnability.state == WINNABLE, timeout=SLOW)
    said = "Freecell Solver cannot play Penguin"
    assert said in window.statusBar().currentMessage()
    assert "the automatic choice plays instead" in window.statusBar().currentMessage()
    assert said in assistant.indicator.toolTip()
    dialog = addons.settings.open()
    dialog.solver_box.setCurrentIndex(dialog.solver_box.findData("fc-solve"))
    assert "cannot play Penguin" in dialog.solver_info.text()
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("freecell"))
    assert "cannot play" not in dialog.solver_info.text()
    dialog.reject()


def test_with_the_search_plugin_off_the_indicator_says_why_it_cannot_tell(open_window, qtbot):
    _, addons = open_window(deal_number=1, host=PluginHost(disabled=["search"]))
    assistant = addons.assistant
    qtbot.waitUntil(lambda: assistant.winnability.state == CANNOT_TELL, timeout=SLOW)
    assert assistant.indicator.text() == "Can't tell — no solver for these rules"
    assert "fc-solve cannot express" in assistant.indicator.toolTip()


# -- custom rules: the rules page and the settings speak of the rules played


def test_the_rules_page_gives_the_figures_of_the_rules_played(open_window):
    window, _ = open_window(addons=False)
    window.apply_preferences(Preferences(animation_speed="off", flippers=5))
    assert window.controller.rules.cells == 5
    dialog = window.show_rules()
    text = dialog.findChild(QTextBrowser).toPlainText()
    assert "7 columns, 7 flippers" not in text
    assert "7 columns, 5 flippers" in text
    assert "7 columns, 5 flippers" in window.labels["variant"].toolTip()
    dialog.close()


def test_the_cells_setting_is_named_as_the_variant_names_its_cells(open_window):
    _, addons = open_window(addons=True)
    dialog = addons.settings.open()
    assert dialog.cells_label.text() == "Flippers:"
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("freecell"))
    assert dialog.cells_label.text() == "Free cells:"
    assert "Flippers" not in dialog.cells_label.text()
    dialog.reject()


# -- the status row keeps its size when the undo-to-winnable offer comes --------------------------


def test_the_table_keeps_its_size_when_the_undo_offer_appears(open_window, qtbot):
    window, addons = open_window(deal_number=1, size=(900, 700))
    link = addons.assistant.indicator_part.link
    _settle()
    table = window.view.geometry()
    status = window.statusBar().geometry()
    link.setVisible(True)  # as refresh() does once a move has lost the game
    _settle()
    assert window.view.geometry() == table
    assert window.statusBar().geometry() == status
    link.setVisible(False)
    _settle()
    assert window.view.geometry() == table


# -- the smallest window: a long column is squeezed to fit


def test_a_23_card_column_ends_on_the_table_at_the_smallest_size(open_window):
    from penguin_qt.engine import Position
    from penguin_qt.ui.window.window import MINIMUM_SIZE

    window, _ = open_window(addons=False, size=(MINIMUM_SIZE.width(), MINIMUM_SIZE.height()))
    window.resize(MINIMUM_SIZE)
    _settle()
    dealt = window.controller.position
    cards = [c for column in dealt.columns for c in column]
    rest = cards[23:]
    columns = (tuple(cards[:23]), *(tuple(rest[i::6]) for i in range(6)))
    long = Position(columns, dealt.cells, dealt.foundations, dealt.base)
    assert window.controller.new_game(position=long)
    _settle()
    scene, view = window.scene, window.view
    exposed = scene.placement(columns[0][-1])
    bottom = view.mapFromScene(QPointF(exposed.x, exposed.y + scene.geometry.card_height)).y()
    assert bottom <= view.viewport().height()
    # the cards under it still step down the column, in order
    ys = [scene.placement(c).y for c in columns[0]]
    assert ys == sorted(ys) and ys[-1] > ys[0]


# -- Settings > Plugins: the current variant's plugin turned off


def _plugin_rows(dialog):
    tree = dialog.plugin_tree
    return {
        tree.topLevelItem(i).text(0): tree.topLevelItem(i) for i in range(tree.topLevelItemCount())
    }


def test_turning_off_the_games_plugin_deals_penguin_without_a_second_question(open_window):
    window, addons = open_window(variant="freecell", deal_number=3)
    controller = window.controller
    move = controller.rules.legal_moves(controller.position)[0]
    assert controller.play(move) and window.game_in_progress()
    dialog = addons.settings.open()
    assert dialog.variant_box.currentData() == "freecell"
    _plugin_rows(dialog)["freecell"].setCheckState(0, Qt.CheckState.Unchecked)
    box = dialog.plugin_question
    box.button(box.StandardButton.Yes).click()  # "turn it off anyway?": yes
    assert dialog.variant_box.currentData() == "penguin"  # not the first in the list
    dialog.accept()
    _settle()
    assert window.rules_question is None  # no deal question that could keep a game of it
    assert controller.rules.id == "penguin"
    assert window.variant_actions["penguin"].isChecked()
    assert window.prefs.variant == "penguin"
    assert "freecell" in window.prefs.disabled_plugins


class _Broken:
    @hookimpl
    def register_variants(self, register):
        raise RuntimeError("the plugin's own bug, " + "explained at length " * 12 + "the end")


def test_a_failed_plugins_whole_reason_is_shown_under_the_list(open_window):
    host = PluginHost()
    host.add_plugin(_Broken(), "broken", source="broken-plugin 1.0")
    _, addons = open_window(host=host)
    dialog = addons.settings.open()
    rows = _plugin_rows(dialog)
    dialog.plugin_tree.setCurrentItem(rows["broken"])
    detail = dialog.plugin_detail
    assert host.plugins["broken"].error in detail.text()
    assert "the end (at " in detail.text()  # the whole text, where it was raised included
    assert detail.wordWrap()
    assert detail.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse
    dialog.plugin_tree.setCurrentItem(rows["penguin"])
    assert detail.text() == ""
    dialog.reject()

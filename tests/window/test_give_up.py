"""Game › Give Up in the real window: asked first (Escape keeps the game), then the game ends
as lost where it stands, counted once in the statistics, kept by the autosave (a restart
brings it back given up), and offered beside a verdict that the position is lost."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from penguin_qt.engine import CELL
from penguin_qt.plugins import PluginHost
from penguin_qt.session import LOST
from penguin_qt.storage.statistics import Statistics
from penguin_qt.ui.assembly import attach_addons
from penguin_qt.ui.keeping.persistence import load_saved_game
from penguin_qt.ui.keeping.settings import Preferences
from penguin_qt.ui.window.give_up import SHORTCUT
from penguin_qt.ui.window.window import MainWindow

SLOW = 60_000


@pytest.fixture
def opened(qtbot, tmp_path):
    """``opened(game=None)``: a shown Penguin-3 window (deal 5) with every add-on, its
    statistics and saved game in ``tmp_path``."""
    made = []

    def make(game=None, deal=5):
        window = MainWindow(
            host=PluginHost(),
            variant="penguin-3",
            deal_number=deal,
            speed="off",
            prefs=Preferences(animation_speed="off", variant="penguin-3"),
            game=game,
        )
        qtbot.addWidget(window)
        addons = attach_addons(
            window, tmp_path / "stats.sqlite", saved_game_path=tmp_path / "current-game.json"
        )
        window.resize(1000, 720)
        window.show()
        qtbot.waitExposed(window)
        QApplication.processEvents()
        made.append(addons)
        return window, addons

    yield make
    for addons in made:
        addons.assistant.shutdown()
        addons.statistics.stats.close()


def _play(window, count: int = 2) -> None:
    c = window.controller
    for _ in range(count):
        moves = [m for m in c.rules.legal_moves(c.position) if m.source_kind != CELL]
        moves.sort(key=lambda m: m.target_kind == CELL)  # into a flipper last
        assert c.play(moves[0])
    window.scene.finish_animation()


def _question(qtbot) -> QMessageBox:
    found = []

    def shown() -> bool:
        found[:] = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox)]
        return any(w.isVisible() for w in found)

    qtbot.waitUntil(shown, timeout=5000)
    return next(w for w in found if w.isVisible())


def _results(tmp_path, addons) -> list[tuple[str, int | None, str | None]]:
    assert addons.statistics.stats.flush()
    stats = Statistics(tmp_path / "stats.sqlite")
    rows = [(r.result, r.deal, r.game_id) for r in stats.results("penguin-3")]
    stats.close()
    return rows


def test_give_up_is_in_the_game_menu_with_a_shortcut_of_its_own(opened):
    window, addons = opened()
    action = addons.give_up.action
    assert action in window.menu("game").actions()
    assert action.shortcut() == QKeySequence(SHORTCUT)
    others = [
        a
        for a in window.findChildren(type(action))
        if a is not action and not a.shortcut().isEmpty()
    ]
    taken = {s.toString() for a in others for s in a.shortcuts()}
    assert SHORTCUT not in taken
    assert not action.isEnabled()  # nothing played yet
    _play(window, 1)
    assert action.isEnabled()


def test_escape_keeps_the_game(opened, qtbot):
    window, addons = opened()
    _play(window)
    game, history = window.controller.game, list(window.controller.game.history)
    qtbot.keyClick(
        window.view,
        Qt.Key.Key_G,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    box = _question(qtbot)
    assert "counted as lost" in box.text()
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=5000)
    assert window.controller.game is game and not game.conceded
    assert game.history == history and window.undo_action.isEnabled()
    assert addons.give_up.action.isEnabled()


def test_giving_up_ends_the_game_lost_and_counts_it_once(opened, qtbot, tmp_path):
    window, addons = opened()
    _play(window)
    game = window.controller.game
    position = game.position
    addons.give_up.action.trigger()
    _question(qtbot).button(QMessageBox.StandardButton.Yes).click()
    assert game.conceded and game.is_lost() and window.controller.game is game
    assert game.position == position  # the final position stays on the table
    assert window.notice.isVisible() and window.notice.title.text() == "Game Given Up"
    assert "counted as lost" in window.notice.body.text()
    assert not window.undo_action.isEnabled() and not window.restart_action.isEnabled()
    assert not addons.give_up.action.isEnabled()
    assert addons.records.actions["challenge"].isEnabled()  # a finished game: a challenge
    window.controller.undo()
    assert game.position == position
    assert _results(tmp_path, addons) == [("lost", 5, game.game_id)]
    window.controller.new_game(9)  # leaving it counts it no second time
    assert _results(tmp_path, addons) == [("lost", 5, game.game_id)]


def test_play_again_deals_the_same_deal_as_a_new_game(opened, qtbot, tmp_path):
    window, addons = opened()
    _play(window)
    game = window.controller.game
    assert addons.give_up.give_up(game)
    again = next(b for b in window.notice.findChildren(QPushButton) if b.text() == "Play Again")
    again.click()
    fresh = window.controller.game
    assert fresh is not game and fresh.deal_number == 5 and fresh.move_count == 0
    assert not fresh.conceded and fresh.game_id != game.game_id
    assert not window.notice.isVisible()


def test_a_game_given_up_comes_back_given_up_after_a_restart(opened, qtbot, tmp_path):
    window, addons = opened()
    _play(window)
    game = window.controller.game
    assert addons.give_up.give_up(game)
    window.close()
    QApplication.processEvents()
    host = PluginHost()
    back, record, problem = load_saved_game(tmp_path / "current-game.json", host.rules)
    assert not problem and record.conceded and back.conceded
    again, addons_again = opened(game=back)
    qtbot.waitUntil(lambda: again.notice.isVisible(), timeout=5000)
    assert again.notice.title.text() == "Game Given Up"
    assert again.controller.game.position == game.position
    assert not again.undo_action.isEnabled() and not addons_again.give_up.action.isEnabled()
    again.controller.new_game(9)
    assert _results(tmp_path, addons_again) == [("lost", 5, game.game_id)]


def test_a_proven_lost_position_offers_give_up_beside_the_verdict(opened, qtbot):
    window, addons = opened()
    indicator = addons.assistant.indicator_part
    assert not indicator.give_up_link.isVisible()
    _play(window)
    qtbot.waitUntil(lambda: indicator.winnability.state == LOST, timeout=SLOW)
    QApplication.processEvents()
    assert indicator.give_up_link.isVisible()
    assert indicator.give_up_link.defaultAction() is addons.give_up.action
    indicator.give_up_link.click()
    _question(qtbot).button(QMessageBox.StandardButton.Yes).click()
    assert window.controller.game.conceded
    qtbot.waitUntil(lambda: not indicator.give_up_link.isVisible(), timeout=5000)


def test_a_game_from_a_position_is_counted_apart_from_the_deals(opened, qtbot, tmp_path):
    window, addons = opened()
    _play(window)
    assert addons.give_up.give_up()  # deal 5, lost
    c = window.controller
    c.new_game(None, c.rules, position=c.game.initial)  # as Paste Position starts one
    _play(window)
    assert c.game.deal_number is None and addons.give_up.give_up()
    rows = _results(tmp_path, addons)
    assert [(r, d) for r, d, _ in rows] == [("lost", 5), ("lost", None)]
    dialog = addons.statistics.show_dialog()
    assert dialog.values["played"].text() == "1"  # the deal, not the position
    assert dialog.values["losing"].text() == "1"
    assert dialog.positions.isVisible()
    assert dialog.positions.text() == "From a position: 1 played, 0 won"
    dialog.close()

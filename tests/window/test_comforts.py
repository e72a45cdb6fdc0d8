"""What seasoned players expect of the window: the win's cards leaping off the foundations
(given way to any key or click), the score live in the status bar, the felt and the cards'
size (kept across a restart), full screen, the key that plays the hint shown, and Settings
and Statistics on the toolbar."""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QGraphicsView, QPushButton

from penguin_qt.engine import COLUMN, Move
from penguin_qt.ui.keeping.settings import Preferences
from penguin_qt.ui.table.felt import FELTS, felt_colour, is_felt
from penguin_qt.ui.table.layout import TableGeometry
from penguin_qt.ui.table.win_animation import FIRST_FALL, bounce_height
from penguin_qt.ui.window.table_look import ZOOM_STEPS, zoom_step

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "ui"))
from table_check import table_mismatches

# deal 4 of Penguin, won (the benchmarks' line)
SOLUTION_4 = (
    "5a 23 2b 6c 7d 7e 6f 6d 73 1g c1 4c 24 a2 e2 5a 5e e5 25/3 1c 1d 1e b3 1b 31/2 f3 b3 4b 34/3"
)


def _settle():
    for _ in range(3):
        QApplication.processEvents()


def win_deal_4(window, last_with_speed: str = "normal") -> None:
    """Play deal 4 to its win; the last move at ``last_with_speed``."""
    c = window.controller
    moves = [Move.parse(t) for t in SOLUTION_4.split()]
    for move in moves[:-1]:
        assert c.play(move), move
        window.scene.finish_animation()
    window.scene.set_speed(last_with_speed)
    assert c.play(moves[-1])
    window.scene.finish_animation()  # the last move lands; the win follows
    _settle()
    assert c.game.is_won()


def cards_off_their_place(scene) -> int:
    out = 0
    for card, item in scene.cards.items():
        pl = scene.placement(card)
        if abs(item.x() - pl.x) > 0.5 or abs(item.y() - pl.y) > 0.5:
            out += 1
    return out


# -- the win ------------------------------------------------------------------------------------


def test_the_cards_leap_off_the_foundations_when_the_game_is_won(open_window):
    window, _ = open_window(addons=False)
    win_deal_4(window)
    scene = window.scene
    assert scene.is_celebrating()
    scene._group.setCurrentTime(1500)  # a second and a half in
    assert cards_off_their_place(scene) > 10
    assert window.notice.isVisible()  # the game-over box is not held back by the animation
    scene._group.setCurrentTime(scene._group.duration())  # to its end
    _settle()
    assert not scene.is_animating()
    assert table_mismatches(window) == []


@pytest.mark.parametrize("key", [Qt.Key.Key_A, Qt.Key.Key_Space, Qt.Key.Key_F5])
def test_any_key_lands_the_win(open_window, qtbot, key):
    window, _ = open_window(addons=False)
    win_deal_4(window)
    window.scene._group.setCurrentTime(900)
    assert window.scene.is_celebrating()
    qtbot.keyClick(window.view, key)
    assert not window.scene.is_animating()
    assert table_mismatches(window) == []
    minimal = QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate
    assert window.view.viewportUpdateMode() == minimal  # as before the win


@pytest.mark.parametrize("key", [Qt.Key.Key_Escape, Qt.Key.Key_A, Qt.Key.Key_Return])
def test_a_key_that_lands_the_win_keeps_the_box_of_its_end(open_window, qtbot, key):
    """The key lands the cards and does nothing else: the box with New Deal stays."""
    window, _ = open_window(addons=False)
    win_deal_4(window)
    window.activateWindow()
    window.scene._group.setCurrentTime(900)
    assert window.scene.is_celebrating() and window.notice.isVisible()
    qtbot.keyClick(window.view, key)
    _settle()
    assert not window.scene.is_animating()
    assert window.notice.isVisible() and window.session.end_box
    buttons = [b.text() for b in window.notice.findChildren(QPushButton) if b.isVisible()]
    assert "New Deal" in buttons
    assert window.views.mismatches() == []


def test_a_shortcut_lands_the_win_and_does_its_work(open_window, qtbot):
    window, _ = open_window(addons=False)
    win_deal_4(window)
    window.activateWindow()
    qtbot.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    _settle()
    assert not window.scene.is_celebrating()
    assert window.controller.game.move_count == 0  # the new deal came at once


def test_a_click_lands_the_win(open_window, qtbot):
    window, _ = open_window(addons=False)
    win_deal_4(window)
    window.scene._group.setCurrentTime(900)
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(30, 400))
    assert not window.scene.is_animating()
    assert table_mismatches(window) == []


def test_the_next_deal_does_not_wait_for_the_win(open_window):
    window, _ = open_window(addons=False)
    win_deal_4(window)
    assert window.scene.is_celebrating()
    window.controller.new_game(7)
    assert window.controller.game.deal_number == 7
    assert not window.scene.is_celebrating()
    window.scene.finish_animation()
    assert table_mismatches(window) == []


def test_with_animations_off_there_is_no_win_animation(open_window):
    window, _ = open_window(addons=False)
    win_deal_4(window, last_with_speed="off")
    assert not window.scene.is_animating()
    assert window.notice.isVisible()


def test_a_resize_during_the_win_ends_on_a_fresh_layout(open_window):
    window, _ = open_window(addons=False)
    win_deal_4(window)
    window.scene._group.setCurrentTime(1200)
    window.resize(window.width() + 120, window.height() + 60)
    _settle()
    assert window.scene.is_celebrating()
    window.scene.finish_animation()
    assert table_mismatches(window) == []


def test_a_card_bounces_lower_each_time_and_leaves_the_table():
    assert bounce_height(0.0) == 1.0
    assert bounce_height(FIRST_FALL) == pytest.approx(0.0)
    peaks = []
    step = 0.001
    heights = [bounce_height(k * step) for k in range(int(1 / step) + 1)]
    for k in range(1, len(heights) - 1):
        if heights[k - 1] < heights[k] >= heights[k + 1] and heights[k] > 1e-4:
            peaks.append(heights[k])
    assert len(peaks) >= 3
    assert all(a > b for a, b in itertools.pairwise(peaks))
    assert all(0.0 <= h <= 1.0 for h in heights)


def test_every_leaping_card_is_off_the_table_at_the_end_of_its_flight(open_window):
    window, _ = open_window(addons=False)
    win_deal_4(window)
    scene = window.scene
    flight, geo = scene._flight, scene.geometry
    for card in flight.timing:
        x, y = flight.path(card, 1.0, geo)
        assert x >= geo.width or x + geo.card_width <= 0, (card, x)
        assert 0 <= y <= geo.height - geo.card_height + 0.5


# -- the score ------------------------------------------------------------------------------------


def test_the_score_is_live_in_the_status_bar(open_window):
    window, _ = open_window()
    c = window.controller
    label = window.findChild(type(window.labels["moves"]), "status-score")
    assert label is not None and label.isVisible()
    assert label.text() == f"Score {c.game.score}"
    before = c.game.score
    for text in SOLUTION_4.split():  # until a card goes home
        assert c.play(Move.parse(text))
        if c.game.score != before:
            break
    _settle()
    assert c.game.score != before
    assert label.text() == f"Score {c.game.score}"
    assert label.own_tooltip() == window.score_text()
    scored = c.game.score
    assert c.undo()
    _settle()
    assert c.game.score != scored
    assert label.text() == f"Score {c.game.score}"


# -- felt, zoom, full screen ------------------------------------------------------------------


def test_a_felt_chosen_in_the_menu_is_laid_and_kept(open_window, tmp_path):
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window, _ = open_window(addons=False, save_prefs=lambda p: p.save(store))
    look = window.table_look
    look.felt_actions["blue"].trigger()
    assert window.scene.felt == "blue"
    assert Preferences.load(store).felt == "blue"
    image = window.view.viewport().grab().toImage()
    pixel = image.pixelColor(image.width() // 2, image.height() - 3)
    assert pixel.blue() > pixel.green() and pixel.blue() > pixel.red()


def test_a_colour_of_ones_own_is_laid_and_kept(open_window, tmp_path):
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window, _ = open_window(addons=False, save_prefs=lambda p: p.save(store))
    dialog = window.table_look.ask_colour()
    dialog.setCurrentColor(QColor("#5a2d82"))
    dialog.accept()
    _settle()
    assert window.scene.felt == "#5a2d82"
    assert window.table_look.other_action.isChecked()
    assert Preferences.load(store).felt == "#5a2d82"


def test_a_felt_from_the_settings_file_is_checked(tmp_path):
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    for written, read in [("red", "red"), ("#00ff7f", "#00ff7f"), ("<b>x</b>", "green")]:
        store.setValue("table/felt", written)
        store.sync()
        assert Preferences.load(store).felt == read
    assert is_felt("grey") and not is_felt("purple-ish")
    assert felt_colour("no such felt") == QColor(FELTS["green"])


@pytest.mark.parametrize("written,read", [("130", 130), ("5000", 100), ("x", 100)])
def test_the_zoom_from_the_settings_file_is_checked(tmp_path, written, read):
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("table/zoom", written)
    store.sync()
    assert Preferences.load(store).zoom == read


def test_the_zoom_keys_change_the_cards_size_and_it_is_kept(open_window, qtbot, tmp_path):
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window, _ = open_window(addons=False, save_prefs=lambda p: p.save(store))
    window.activateWindow()
    scene = window.scene
    _settle()
    fitted = scene.geometry.card_width
    ctrl = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(window.view, Qt.Key.Key_Minus, ctrl)
    smaller = scene.geometry.card_width
    assert smaller < fitted and window.prefs.zoom == 90
    assert Preferences.load(store).zoom == 90
    qtbot.keyClick(window.view, Qt.Key.Key_Plus, ctrl)
    qtbot.keyClick(window.view, Qt.Key.Key_Plus, ctrl)
    assert scene.geometry.card_width > fitted and window.prefs.zoom == 115
    qtbot.keyClick(window.view, Qt.Key.Key_0, ctrl)
    assert scene.geometry.card_width == pytest.approx(fitted)
    assert not window.table_look.actual_size_action.isEnabled()
    assert table_mismatches(window) == []


def test_a_window_opens_with_the_felt_and_zoom_it_was_left_with(open_window):
    window, _ = open_window(addons=False, prefs=Preferences(felt="grey", zoom=70))
    assert window.scene.felt == "grey" and window.scene.zoom == pytest.approx(0.7)
    scene = window.scene
    fitted = TableGeometry.for_size(7, 7, *scene.table_size(), aspect=scene.deck.aspect)
    assert window.scene.geometry.card_width == pytest.approx(fitted.card_width * 0.7, rel=0.02)
    assert window.table_look.felt_actions["grey"].isChecked()
    assert table_mismatches(window) == []


@pytest.mark.parametrize("variant", ["penguin", "freecell", "eight-off"])
def test_zooming_in_stops_where_the_table_has_no_more_room(open_window, variant):
    window, _ = open_window(addons=False, variant=variant)
    widths = []
    for _ in range(len(ZOOM_STEPS)):
        window.table_look.zoom(+1)
        widths.append(window.scene.geometry.card_width)
    geo = window.scene.geometry
    right = max(x for x, _y in geo.piles.values()) + geo.card_width
    assert right <= geo.width  # every pile still on the table
    for (kind, _index), (_x, y) in geo.piles.items():
        assert y + geo.card_height <= (geo.bottom if kind == COLUMN else geo.height), kind
    assert window.statusBar().currentMessage() == "The cards are as large as this window allows"
    assert widths == sorted(widths)


def test_zoom_steps():
    assert zoom_step(100, +1) == 115 and zoom_step(100, -1) == 90
    assert zoom_step(ZOOM_STEPS[-1], +1) == ZOOM_STEPS[-1]
    assert zoom_step(ZOOM_STEPS[0], -1) == ZOOM_STEPS[0]
    assert zoom_step(95, +1) == 100  # a size written by hand goes to the next step


def test_f11_goes_full_screen_and_back(open_window, qtbot):
    window, _ = open_window(addons=False)
    window.activateWindow()
    action = window.table_look.full_screen_action
    assert not action.isChecked()
    qtbot.keyClick(window.view, Qt.Key.Key_F11)
    _settle()
    assert window.windowState() & Qt.WindowState.WindowFullScreen and action.isChecked()
    qtbot.keyClick(window.view, Qt.Key.Key_F11)
    _settle()
    assert not window.windowState() & Qt.WindowState.WindowFullScreen
    assert not action.isChecked()


def test_full_screen_comes_back_with_the_window_geometry(open_window):
    window, _ = open_window(addons=False)
    window.table_look.toggle_full_screen()
    _settle()
    window.close()
    saved = window.prefs.window_geometry
    again, _ = open_window(addons=False, prefs=Preferences(window_geometry=saved))
    _settle()
    assert again.windowState() & Qt.WindowState.WindowFullScreen
    assert again.table_look.full_screen_action.isChecked()


# -- the hint played --------------------------------------------------------------------------


def test_enter_plays_the_hint_shown(open_window, qtbot):
    window, addons = open_window()
    assistant = addons.assistant
    shown = []
    assistant.hint_shown.connect(shown.append)
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(shown), timeout=30_000)
    game = window.controller.game
    before = game.position
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    played = [s for s in game.history if not s.auto]
    assert len(played) == 1 and played[0].move == shown[0] and played[0].before == before
    assert game.hints_used == 1 and game.assisted
    assert assistant.hint_marker is None
    assert window.statusBar().currentMessage().startswith("Hint played: ")


def test_enter_without_a_hint_takes_the_framed_pile_as_before(open_window, qtbot):
    window, _ = open_window()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    game = window.controller.game
    assert game.move_count == 0 and game.hints_used == 0
    assert window.scene.focus_frame.isVisible()


def test_shift_h_shows_and_plays_the_best_move(open_window, qtbot):
    window, addons = open_window()
    window.activateWindow()
    shown = []
    addons.assistant.hint_shown.connect(shown.append)
    game = window.controller.game
    qtbot.keyClick(window.view, Qt.Key.Key_H, Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: game.move_count == 1, timeout=30_000)
    played = [s for s in game.history if not s.auto]
    assert shown and played[0].move == shown[0]
    assert game.hints_used == 1 and game.solver_moves == 0


# -- the toolbar ------------------------------------------------------------------------------


def test_settings_and_statistics_are_on_the_toolbar_with_icons(open_window):
    window, addons = open_window()
    on_bar = window.toolbar.actions()
    for action in (addons.settings.action, addons.statistics.action):
        assert action in on_bar
        assert not action.icon().isNull()
        assert window.toolbar.widgetForAction(action).isVisible()

"""Pause the clock when the window is in the background (Settings › Table › Clock): off by
default; on, the clock stops when another program's window comes in front and goes on when
the player comes back; a window of the program itself in front is not the background; the
choice is kept in the settings and holds after a restart."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from shared import first_move, with_fake_clock

from penguin_qt.storage.settings import SettingsStore
from penguin_qt.ui.keeping.settings import Preferences
from penguin_qt.ui.window import clock as clock_module


def _send(window, kind: QEvent.Type) -> None:
    QApplication.sendEvent(window, QEvent(kind))
    QApplication.processEvents()


def _playing(window):
    clock = with_fake_clock(window)
    assert window.controller.play(first_move(window))
    clock.now += 10
    return clock


def _behind_and_back(window, clock, away: float = 600) -> None:
    """Another program comes in front for ``away`` seconds, then the player comes back."""
    _send(window, QEvent.Type.WindowDeactivate)
    clock.now += away
    _send(window, QEvent.Type.WindowActivate)
    clock.now += 5


def test_off_by_default_the_clock_runs_in_the_background(open_window):
    window, _ = open_window(addons=False)
    assert Preferences().pause_in_background is False
    clock = _playing(window)
    _behind_and_back(window, clock)
    assert window.controller.game.elapsed == 615


def test_on_the_clock_stops_in_the_background_and_goes_on_when_the_player_is_back(open_window):
    window, _ = open_window(addons=False, prefs=Preferences(pause_in_background=True))
    clock = _playing(window)
    _send(window, QEvent.Type.WindowDeactivate)
    assert window.controller.game.paused
    clock.now += 600  # another program in front for ten minutes
    window.views.render()
    assert window.labels["time"].text() == "Time 0:10"
    _send(window, QEvent.Type.WindowActivate)
    assert not window.controller.game.paused
    assert not window.game_clock.action.isChecked()  # not the player's own pause
    clock.now += 5
    assert window.controller.game.elapsed == 15


def test_the_application_going_inactive_pauses_too(open_window):
    window, _ = open_window(addons=False, prefs=Preferences(pause_in_background=True))
    clock = _playing(window)
    app = QApplication.instance()
    app.applicationStateChanged.emit(Qt.ApplicationState.ApplicationInactive)
    clock.now += 100
    app.applicationStateChanged.emit(Qt.ApplicationState.ApplicationActive)
    clock.now += 1
    assert window.controller.game.elapsed == 11


def test_coming_back_keeps_the_players_own_pause(open_window):
    window, _ = open_window(addons=False, prefs=Preferences(pause_in_background=True))
    clock = _playing(window)
    QTest.keyClick(window.view, Qt.Key.Key_P)
    _behind_and_back(window, clock)
    assert window.game_clock.action.isChecked()  # still the player's pause: P goes on
    assert window.controller.game.paused and window.controller.game.elapsed == 10
    QTest.keyClick(window.view, Qt.Key.Key_P)
    clock.now += 2
    assert window.controller.game.elapsed == 12


def test_a_window_of_the_program_in_front_is_not_the_background(open_window, qtbot, monkeypatch):
    window, _ = open_window(prefs=Preferences(pause_in_background=True))
    clock = _playing(window)
    other = QWidget()  # a window of the program that is not modal (nothing else stops)
    qtbot.addWidget(other)
    other.show()

    class OtherInFront:  # what Qt says when the player clicks into that window
        @staticmethod
        def activeWindow():  # noqa: N802
            return other

    monkeypatch.setattr(clock_module, "QApplication", OtherInFront)
    _send(window, QEvent.Type.WindowDeactivate)
    assert not window.controller.game.paused
    clock.now += 4
    assert window.controller.game.elapsed == 14


def test_the_setting_is_chosen_in_the_dialog_kept_and_holds_after_a_restart(open_window, tmp_path):
    path = tmp_path / "penguin-qt.conf"
    window, addons = open_window(save_prefs=lambda p: p.save(SettingsStore(path)))
    dialog = addons.settings.open()
    assert not dialog.background_box.isChecked()
    dialog.background_box.setChecked(True)
    dialog.accept()
    QApplication.processEvents()
    assert window.prefs.pause_in_background
    window.close()  # Quit
    again = Preferences.load(SettingsStore(path))
    assert again.pause_in_background
    window, addons = open_window(prefs=again)  # the next start, with the settings kept
    assert addons.settings.open().background_box.isChecked()
    QApplication.activeModalWidget().reject()
    QApplication.processEvents()
    clock = _playing(window)
    _behind_and_back(window, clock)
    assert window.controller.game.elapsed == 15

"""Nothing a player needs is cut off, at the smallest window the program allows and at the
size it opens with: the refusal reasons, the status fields, the winnability indicator.  And
the window comes back at the size and place it was left."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from penguin_qt.engine import CELL, COLUMN, FOUNDATION, MAX_DEAL, EngineError, Move
from penguin_qt.i18n import engine_message
from penguin_qt.session import LOST, WINNABLE, Winnability
from penguin_qt.ui.keeping.settings import Preferences
from penguin_qt.ui.shared.resources import translations_dir
from penguin_qt.ui.window.window import DEFAULT_SIZE, MINIMUM_SIZE

SIZES = {"minimum": MINIMUM_SIZE, "default": DEFAULT_SIZE}


def refusal_reasons(rules, position) -> list[str]:
    """Every reason the engine gives for a move that cannot be made here."""
    reasons = set()
    sources = [(COLUMN, i) for i in range(rules.columns)] + [(CELL, i) for i in range(rules.cells)]
    targets = sources + [(FOUNDATION, 0)]
    for kind, index in sources:
        pile = position.columns[index] if kind == COLUMN else [position.cells[index]]
        for count in range(1, max(2, len(pile) + 1)):
            for target_kind, target in targets:
                move = Move(kind, index, target_kind, target, count)
                try:
                    rules.check(position, move)
                except EngineError as error:
                    reasons.add(engine_message(error))
    return sorted(reasons, key=len)


@pytest.fixture(params=["en", "de"])
def language(request, qapp):
    """The window's texts in English, and in German (the longest of the five)."""
    translator = None
    if request.param != "en":
        translator = QTranslator()
        assert translator.load(QLocale(request.param), "penguin_qt", "_", translations_dir())
        qapp.installTranslator(translator)
    yield request.param
    if translator is not None:
        qapp.removeTranslator(translator)


def _settle(window):
    for _ in range(3):
        QApplication.processEvents()


@pytest.mark.parametrize("size", list(SIZES))
def test_the_longest_refusal_reason_is_shown_whole(open_window, language, size):
    window, _ = open_window(size=(SIZES[size].width(), SIZES[size].height()))
    window.resize(SIZES[size])
    _settle(window)
    c = window.controller
    longest = refusal_reasons(c.rules, c.position)[-1]
    assert len(longest) > 60
    window.show_message(longest)
    _settle(window)
    label = window.status_bar.message_label
    assert label.text() == longest
    assert label.fits(), (label.lines_needed(), label.height())
    # and the line sits inside the window, above its bottom edge
    bottom = label.mapTo(window, label.rect().bottomLeft()).y()
    assert bottom <= window.height()


@pytest.mark.parametrize("size", list(SIZES))
def test_the_widest_status_fields_fit(open_window, qtbot, language, size):
    window, addons = open_window(
        variant="penguin-0", size=(SIZES[size].width(), SIZES[size].height())
    )
    window.resize(SIZES[size])
    c = window.controller
    assert c.new_game(MAX_DEAL)  # the widest deal number
    window.views.render()
    indicator = addons.assistant.indicator_part
    # the solver's verdict first (it sets the indicator itself when it comes)
    qtbot.waitUntil(lambda: indicator.winnability.state == LOST, timeout=60_000)
    # the widest texts the fields take in play, through the window's own formats
    window.labels["moves"].setText(window.tr("Moves {n}").format(n=888))
    window.labels["time"].setText(window.tr("Time {m}:{s:02d}").format(m=88, s=58))
    window.labels["home"].setText(window.tr("Home {n}/52").format(n=52))
    for state in (Winnability(WINNABLE, 125), Winnability(LOST, None, None, 3)):
        indicator.label.setText(indicator.text(state))
        indicator.link.setVisible(state.state == LOST)
        _settle(window)
        fields = [w for w in window.status_bar.field_widgets() if w.isVisible()]
        for field in fields:
            if hasattr(field, "fits"):
                assert field.fits(), (field.text(), field.width(), field.text_width())
        right = max(f.mapTo(window, f.rect().topRight()).x() for f in fields)
        assert right <= window.width()


def test_a_field_that_must_give_way_says_it_all_in_its_tooltip(open_window, qtbot):
    window, addons = open_window(size=(MINIMUM_SIZE.width(), MINIMUM_SIZE.height()))
    assistant = addons.assistant
    qtbot.waitUntil(lambda: assistant.winnability.state == WINNABLE, timeout=60_000)
    label = assistant.indicator
    label.setText("no longer winnable since move 19, " + "and then some more words " * 8)
    _settle(window)
    assert not label.fits()
    assert label.text() in label.toolTip()


def test_the_window_cannot_be_made_smaller_than_its_minimum(open_window):
    window, _ = open_window()
    window.resize(300, 200)
    _settle(window)
    assert window.width() >= MINIMUM_SIZE.width() and window.height() >= MINIMUM_SIZE.height()


GEOMETRY_RUN = """
import json, sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
app = QApplication([])
from penguin_qt.ui.keeping.settings import Preferences
from penguin_qt.ui.window.window import MainWindow
store = QSettings(sys.argv[1], QSettings.Format.IniFormat)
window = MainWindow(speed="off", prefs=Preferences.load(store), save_prefs=lambda p: p.save(store))
if sys.argv[2] == "place":
    window.resize(1010, 690)
    window.move(140, 90)
window.show()
for _ in range(5):
    app.processEvents()
g = window.geometry()
print(json.dumps([g.x(), g.y(), g.width(), g.height()]))
window.close()
"""


def test_the_window_comes_back_at_its_size_and_place(tmp_path):
    """Two runs of the program's window on a screen larger than it (a real settings file
    between them): the second opens where and as large as the first was left."""
    import json
    import os
    import subprocess
    import sys

    screen = tmp_path / "screen.json"
    screen.write_text(
        json.dumps({"screens": [{"name": "wide", "x": 0, "y": 0, "width": 1600, "height": 1000}]})
    )
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screen}")
    store = str(tmp_path / "settings.ini")

    def run(mode):
        done = subprocess.run(
            [sys.executable, "-c", GEOMETRY_RUN, store, mode],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=True,
        )
        return json.loads(done.stdout.strip().splitlines()[-1])

    first = run("place")
    assert first[2:] == [1010, 690]
    second = run("open")
    assert second == first


def test_the_window_size_is_kept_in_the_settings_file(tmp_path):
    from PySide6.QtCore import QSettings

    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    prefs = Preferences(window_geometry=b"\x01\xd9\xd0\xcb geometry")
    prefs.save(store)
    assert Preferences.load(store).window_geometry == prefs.window_geometry


@pytest.mark.parametrize("variant_id", ["penguin", "freecell", "seahaven-towers"])
def test_the_window_opens_with_its_status_bar_laid_out(qtbot, language, variant_id):
    """The status bar knows its height (the message line and the fields) before the window
    is shown: the table is fitted once to the view it is shown in, not first to a taller
    view and again before the first frame, and nothing moves once the window is up."""
    from penguin_qt.ui.window.window import MainWindow

    window = MainWindow(variant=variant_id, deal_number=4, speed="off", prefs=Preferences())
    qtbot.addWidget(window)
    window.resize(DEFAULT_SIZE)
    height = window.statusBar().sizeHint().height()
    fitted = []
    set_size = window.scene.set_size
    window.scene.set_size = lambda w, h: (fitted.append((w, h)), set_size(w, h))
    window.show()
    qtbot.waitExposed(window)
    for _ in range(3):
        QApplication.processEvents()
    viewport = window.view.viewport().size()
    assert fitted == [(viewport.width(), viewport.height())]
    assert window.statusBar().height() == height == window.statusBar().sizeHint().height()
    assert all(label.fits() for label in window.labels.values() if label.isVisible())

"""The window's extension points: add-ons reach it only through these."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from penguin_qt.engine import Move


def _texts(menu):
    return [a.text() if not a.isSeparator() else "—" for a in menu.actions()]


def test_an_action_goes_into_its_named_section_and_its_shortcut_works(open_window):
    window, _ = open_window(addons=False)
    fired = []
    action = QAction("&Frobnicate", window)
    action.setShortcut(QKeySequence("Ctrl+Shift+F"))
    action.triggered.connect(lambda: fired.append(True))
    window.add_action("game", action, section="records")
    texts = _texts(window.menu("game"))
    # after the Variant menu, before Quit, each with a separator around it
    assert texts[texts.index("&Variant") + 1 :] == ["—", "&Frobnicate", "—", "&Quit"]
    window.view.setFocus()
    QTest.keyClick(
        window.view,
        Qt.Key.Key_F,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert fired == [True]


def test_an_unknown_menu_or_section_is_refused(open_window):
    window, _ = open_window(addons=False)
    with pytest.raises(KeyError):
        window.add_action("edit", QAction("x", window))
    with pytest.raises(KeyError):
        window.add_action("game", QAction("x", window), section="nowhere")


def test_a_toolbar_action_comes_after_the_windows_own_buttons(open_window):
    window, _ = open_window(addons=False)
    action = QAction("Extra", window)
    window.add_action("view", action, toolbar=True)
    actions = window.toolbar.actions()
    assert actions[-1] is action and actions[-2].isSeparator()
    assert action in window.menu("view").actions()


def test_a_status_widget_goes_first_or_after_the_fields(open_window):
    window, _ = open_window(addons=False)
    first, last = QLabel("first"), QLabel("last")
    window.add_status_widget(first, first=True)
    window.add_status_widget(last)
    fields = window.status_bar.field_widgets()
    assert fields[0] is first and fields[-1] is last
    assert window.labels["variant"] in fields


def test_closing_is_emitted_once_while_the_game_is_still_there(open_window):
    window, _ = open_window(addons=False)
    window.controller.play(Move.parse("7g"))
    seen = []
    window.closing.connect(lambda: seen.append(window.controller.game.move_count))
    window.close()
    window.close()
    assert seen == [1]


def test_the_game_signals_come_from_the_window(open_window):
    window, _ = open_window(addons=False)
    events = []
    window.game_started.connect(lambda: events.append("started"))
    window.session_changed.connect(lambda _session: events.append("changed"))
    window.controller.play(Move.parse("7g"))
    window.controller.new_game(5)
    # the new game's session first, so that whoever hears of the new game sees it whole
    assert events[:2] == ["changed", "changed"] and events[2] == "started"


def test_the_addons_are_built_in_one_place_and_find_their_sections(open_window):
    window, addons = open_window()
    texts = _texts(window.menu("game"))
    hint = texts.index("&Hint")
    assert texts[hint : hint + 5] == [
        "&Hint",
        "Pla&y a Hint",
        "&Solve (Demo)",
        "Show S&olution…",
        "Undo to Last &Winnable Position",
    ]
    tools = texts[texts.index("&Variant") + 2 :]
    assert tools == ["&Settings…", "S&tatistics…", "—", "&Quit"]
    assert addons.assistant.hint_action in window.toolbar.actions()
    assert window.status_bar.field_widgets()[0] is addons.assistant.indicator
    assert not hasattr(window, "assistant")


def test_closing_the_window_ends_the_solver_and_records_the_game(open_window, tmp_path):
    window, addons = open_window()
    runner = addons.assistant.runner
    ended = []
    shutdown = runner.shutdown
    runner.shutdown = lambda: (ended.append(True), shutdown())
    window.controller.play(Move.parse("7g"))
    window.close()
    assert ended == [True]
    summary = addons.statistics.stats.summary("penguin")
    assert summary.played == 1


ADDONS = (
    "assistant.assistant",
    "assistant.hints",
    "assistant.demo",
    "assistant.indicator",
    "window.settings_action",
    "assistant.solution_viewer",
    "keeping.statistics_dialog",
    "keeping.record_actions",
    "keeping.persistence",
)


@pytest.mark.parametrize("name", ADDONS)
def test_an_addon_reaches_the_window_only_through_its_extension_points(name):
    """No menu scans, child searches or attributes looked up or set by name on the window."""
    import importlib
    import inspect
    import re

    source = inspect.getsource(importlib.import_module(f"penguin_qt.ui.{name}"))
    for pattern in (
        r"findChild",
        r"getattr\((self\.)?window\b",
        r"menuBar\(\)",
        r"\bwindow\.\w+\s*=[^=]",
        r"insertAction",
    ):
        assert not re.search(pattern, source), (name, pattern)

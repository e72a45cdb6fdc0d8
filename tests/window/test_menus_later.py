"""The menus' entries and the keyboard shortcuts, which the first frame does not show, are
made right after it (``complete_menus``): the menus are then the menus a window made at once
has, entry for entry, on every variant offered (the third-party example's too), with the
add-ons' commands in their places; and a command's shortcut is set from then on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu
from shared import offered_variants

from penguin_qt.plugins import PluginHost
from penguin_qt.ui.assembly import attach_addons, make_window
from penguin_qt.ui.keeping.settings import Preferences


def _entries(menu: QMenu) -> list:
    """What a menu holds, top to bottom: separators, and each entry's text, shortcuts,
    checked state, enabled state and, for a submenu, its own entries."""
    entries: list = []
    for action in menu.actions():
        if action.isSeparator():
            entries.append("---")
            continue
        keys = [k.toString() for k in action.shortcuts()]
        sub = action.menu()
        inside = _entries(sub) if isinstance(sub, QMenu) else None
        entries.append((action.text(), keys, action.isChecked(), action.isEnabled(), inside))
    return entries


def _menus(window) -> dict:
    return {name: _entries(window.menu(name)) for name in ("game", "view", "help")}


@pytest.fixture
def window_of(qtbot, host):
    windows = []

    def make(variant_id: str, later: bool, addons: bool = False, complete: bool = True):
        window = make_window(
            Preferences(), host, variant=variant_id, deal_number=3, speed="off", menus_later=later
        )
        qtbot.addWidget(window)
        windows.append(window)
        if later:
            assert not window.menus_complete
            if complete:
                window.complete_menus()
        if addons:
            window.addons = attach_addons(window)
        return window

    yield make
    for window in windows:
        addons = getattr(window, "addons", None)
        window.close()
        if addons is not None:
            addons.assistant.runner.shutdown()


@pytest.mark.usefixtures("sample_plugin_installed")
@pytest.mark.parametrize("variant_id", offered_variants())
def test_menus_made_after_the_first_frame_are_those_made_at_once(window_of, variant_id, host):
    host.__init__()  # the sample plugin's variants too
    at_once = window_of(variant_id, later=False)
    after = window_of(variant_id, later=True)
    assert at_once.controller.rules.id == after.controller.rules.id == variant_id
    assert _menus(after) == _menus(at_once)
    assert after.variant_actions[variant_id].isChecked()
    assert [a.text() for a in after.menuBar().actions()] == ["&Game", "&View", "&Help"]


def test_the_add_ons_commands_land_where_they_do_at_once(window_of):
    at_once = window_of("penguin", later=False, addons=True)
    after = window_of("penguin", later=True, addons=True)
    assert _menus(after) == _menus(at_once)
    texts = [e[0] for e in _menus(after)["game"] if e != "---"]
    assert "&Pause" in texts and "&Quit" in texts and texts[0] == "&New Deal"


def test_complete_menus_twice_changes_nothing(window_of):
    window = window_of("freecell", later=True)
    before = _menus(window)
    window.complete_menus()
    assert _menus(window) == before
    assert [k.toString() for k in window.game_clock.action.shortcuts()] == ["P"]


def test_before_the_menus_are_complete_the_window_plays_then_the_keys_are_set(window_of, qtbot):
    window = window_of("penguin", later=True, complete=False)
    window.show()
    qtbot.waitExposed(window)
    assert window.menu("view").isEmpty() and not window.undo_action.shortcuts()
    window.settings.set_speed("fast")  # the speed menu is not there yet: nothing breaks
    window.views.render()  # nor does the check of the variant played
    window.complete_menus()
    assert window.menus.speed_actions["fast"].isChecked()
    game = window.controller.game
    move = next(iter(game.rules.legal_moves(game.position)))
    assert window.controller.play(move)
    window.scene.finish_animation()
    assert game.move_count == 1
    # the window's own: its shortcut works wherever the focus is in the window
    assert window.undo_action in window.actions()
    assert [k.toString() for k in window.undo_action.shortcuts()] == ["Ctrl+Z"]
    assert window.undo_action.shortcutContext() == Qt.ShortcutContext.WindowShortcut
    window.undo_action.trigger()
    assert game.move_count == 0


def test_the_first_frame_is_the_same_with_the_menus_made_later(qtbot, host):
    """What is made later is not seen before it: the window drawn at once and the window
    with its menus' entries still to come are the same pixels (menu bar, tool bar, table)."""
    frames = []
    for later in (False, True):
        window = make_window(
            Preferences(), host, variant="penguin", deal_number=1, speed="off", menus_later=later
        )
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        assert window.menus_complete is not later
        frames.append(window.grab().toImage())
        window.close()
    assert frames[0].size() == frames[1].size()
    assert frames[0] == frames[1]


@pytest.mark.parametrize("kind", ["import", "duplicate", "deals", "hook", "nameless", "types"])
def test_menus_made_later_beside_a_plugin_written_badly_on_purpose(qtbot, install_bad, kind):
    """A plugin that fails to import, registers an impostor, deals badly, raises in a hook,
    has no name or returns the wrong types: the Variant menu made after the first frame
    holds what the host took, as the one made at once does."""
    install_bad(kind)
    host = PluginHost()
    windows = []
    for later in (False, True):
        window = make_window(
            Preferences(), host, variant="penguin", deal_number=2, speed="off", menus_later=later
        )
        qtbot.addWidget(window)
        if later:
            window.complete_menus()
        windows.append(window)
    assert _menus(windows[1]) == _menus(windows[0])
    assert set(windows[1].variant_actions) == set(host.variants())

"""Hints, the demo, the winnability indicator and the settings dialog, through the window."""

from __future__ import annotations

import pytest

from penguin_qt.engine import Move
from penguin_qt.hookspecs import hookimpl
from penguin_qt.plugins import PluginHost
from penguin_qt.session import LOST, WINNABLE
from penguin_qt.ui.assembly import attach_addons
from penguin_qt.ui.keeping.settings import Preferences
from penguin_qt.ui.window.window import MainWindow

SLOW = 60_000  # generous: CI machines are shared


def _open(qtbot, host=None, variant="penguin", deal=1, prefs=None):
    window = MainWindow(
        host=host,
        variant=variant,
        deal_number=deal,
        speed="off",
        prefs=prefs or Preferences(animation_speed="off"),
    )
    qtbot.addWidget(window)
    addons = attach_addons(window)
    window.show()
    return window, addons.assistant, addons.settings


@pytest.fixture
def table(qtbot):
    window, assistant, settings = _open(qtbot)
    yield window, assistant, settings
    assistant.shutdown()


def _wait_state(qtbot, assistant, state):
    qtbot.waitUntil(lambda: assistant.winnability.state == state, timeout=SLOW)


def test_the_hint_highlights_a_legal_move_and_asking_again_shows_another(table, qtbot):
    window, assistant, _ = table
    with qtbot.waitSignal(assistant.hint_shown, timeout=SLOW) as first:
        assistant.hint_action.trigger()
    move = first.args[0]
    window.controller.rules.check(window.controller.position, move)
    marker = assistant.hint_marker
    assert marker is not None and marker.scene() is window.scene
    assert "Hint 1 of" in window.statusBar().currentMessage()
    with qtbot.waitSignal(assistant.hint_shown, timeout=SLOW) as second:
        assistant.hint_action.trigger()
    assert second.args[0] != move
    window.controller.rules.check(window.controller.position, second.args[0])


def test_the_demo_wins_deal_1_of_penguin(table, qtbot):
    window, assistant, _ = table
    assistant.demo_action.trigger()
    qtbot.waitUntil(lambda: window.controller.game.is_won(), timeout=SLOW)
    assert window.controller.game.position.cards_home() == 52
    assert not assistant.demo_running


def test_the_demo_stops_at_once_when_asked(table, qtbot):
    window, assistant, _ = table
    window.scene.set_speed("normal")
    assistant.demo_action.trigger()
    qtbot.waitUntil(lambda: window.controller.game.move_count >= 2, timeout=SLOW)
    assistant.demo_action.trigger()
    moves = window.controller.game.move_count
    assert not assistant.demo_running and not assistant.demo_action.isChecked()
    # The demo's next step, whenever its timer fires, finds nothing left to play: run it now
    # rather than waiting a fixed time that a loaded machine may not honour.
    window.scene.finish_animation()
    assistant.demo._step()
    assert window.controller.game.move_count == moves
    assert not window.controller.game.is_won()


def test_a_losing_move_is_marked_and_undo_to_winnable_restores_a_winnable_game(table, qtbot):
    window, assistant, _ = table
    _wait_state(qtbot, assistant, WINNABLE)
    # Deal 1: filling three flippers from column 7 leaves a game that cannot be won.
    for text in ("7g", "7f"):
        assert window.controller.play(Move.parse(text))
        _wait_state(qtbot, assistant, WINNABLE)
    assert window.controller.play(Move.parse("7e"))
    _wait_state(qtbot, assistant, LOST)
    w = assistant.winnability
    assert w.losing_step is not None
    assert window.controller.game.history[w.losing_step].move == Move.parse("7e")
    assert assistant.indicator.text() == "No longer winnable since move 3"
    assert "since move 3, when the " in assistant.indicator.toolTip()
    assert "went to a flipper" in assistant.indicator.toolTip()
    assert assistant.undo_to_winnable_action.isEnabled()
    assistant.undo_to_winnable_action.trigger()
    _wait_state(qtbot, assistant, WINNABLE)
    assert window.controller.game.move_count == 2


def test_switching_variant_and_solver_at_runtime_in_the_dialog(table, qtbot):
    window, assistant, settings = table
    dialog = settings.open()
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("freecell"))
    solvers = [dialog.solver_box.itemData(i) for i in range(dialog.solver_box.count())]
    other = next(s for s in solvers if s != window.prefs.solver)
    dialog.solver_box.setCurrentIndex(dialog.solver_box.findData(other))
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert window.controller.rules.id == "freecell"
    assert len(window.controller.position.columns) == 8
    assert assistant.runner.solver_id == other
    assert assistant.runner.rules is window.controller.rules


def test_changing_rules_mid_game_asks_before_dealing_again(table, qtbot):
    window, _, _ = table
    window.controller.play(Move.parse("7g"))
    deal_before = window.controller.game.deal_number
    prefs = window.current_preferences()
    prefs.run_limit = "unlimited"
    window.apply_preferences(prefs)
    assert window.controller.game.deal_number == deal_before  # nothing dealt yet
    box = window.rules_question
    box.button(box.StandardButton.Yes).click()
    assert window.controller.rules.run_limit == "unlimited"
    assert window.controller.game.move_count == 0


class _Raises:
    @hookimpl
    def register_variants(self, register):
        raise RuntimeError("broken on purpose")


def test_a_plugin_that_raises_shows_as_failed_while_the_program_keeps_working(qtbot):
    host = PluginHost()
    host.add_plugin(_Raises(), "raises", source="raising-plugin 0.1")
    window, assistant, settings = _open(qtbot, host=host)
    try:
        dialog = settings.open()
        tree = dialog.plugin_tree
        rows = {
            tree.topLevelItem(i).text(0): tree.topLevelItem(i)
            for i in range(tree.topLevelItemCount())
        }
        assert (
            rows["raises"]
            .text(2)
            .startswith("failed: register_variants raised RuntimeError: broken on purpose")
        )
        dialog.reject()
        assert window.controller.play(Move.parse("7g"))
        assert window.controller.game.move_count == 1
    finally:
        assistant.shutdown()


def test_a_pip_installed_plugin_adds_a_variant_and_a_solver_used_through_the_window(
    sample_plugin_installed, qtbot
):
    window, assistant, settings = _open(qtbot, host=PluginHost())
    try:
        dialog = settings.open()
        rows = dialog.plugin_tree
        sources = {
            rows.topLevelItem(i).text(0): rows.topLevelItem(i).text(1)
            for i in range(rows.topLevelItemCount())
        }
        assert sources["sample"] == "penguin-qt-sample 1.0"
        dialog.variant_box.setCurrentIndex(
            dialog.variant_box.findData("penguin_qt_sample.penguin-4")
        )
        dialog.solver_box.setCurrentIndex(dialog.solver_box.findData("penguin_qt_sample.greedy"))
        dialog.accept()
        assert window.controller.rules.id == "penguin_qt_sample.penguin-4"
        assert window.controller.position.cells == (None,) * 4
        with qtbot.waitSignal(assistant.runner.verdict_ready, timeout=SLOW) as got:
            assistant.runner.solve_now(window.controller.position)
        assert got.args[1].result.solver == "penguin_qt_sample.greedy"
        with qtbot.waitSignal(assistant.hint_shown, timeout=SLOW) as hint:
            assistant.hint_action.trigger()
        window.controller.rules.check(window.controller.position, hint.args[0])
    finally:
        assistant.shutdown()


def test_the_solution_viewer_steps_forwards_and_backwards(table, qtbot):
    window, assistant, _ = table
    _wait_state(qtbot, assistant, WINNABLE)
    assistant.viewer_action.trigger()
    viewer = assistant.viewer
    qtbot.waitUntil(lambda: viewer.list.count() > 0, timeout=SLOW)
    start = window.controller.position
    viewer.forward_button.click()
    viewer.forward_button.click()
    assert window.controller.game.move_count == 2
    viewer.back_button.click()
    viewer.back_button.click()
    assert window.controller.position == start
    assert not viewer.back_button.isEnabled()


def test_pause_holds_the_demo_and_p_again_lets_it_play_on(table, qtbot):
    """P during the demo stops the game, the demo with it (its next move waits); P again, or
    the player's own move, lets it go on; D while paused plays, and its move ends the pause."""
    window, assistant, _ = table
    window.scene.set_speed("normal")  # the game is not over before the pause
    pause = window.game_clock.action
    assistant.demo_action.trigger()
    qtbot.waitUntil(lambda: window.controller.game.move_count >= 2, timeout=SLOW)
    pause.trigger()
    assert pause.isChecked() and assistant.demo_running
    moves = window.controller.game.move_count
    qtbot.wait(600)  # five of the demo's steps at full speed
    window.scene.finish_animation()
    assistant.demo._step()  # however its timers fall: it holds
    assert window.controller.game.move_count == moves
    assert pause.isChecked() and assistant.demo_running and assistant.demo_action.isChecked()
    assert window.controller.game.paused
    pause.trigger()  # P again: the demo plays on
    qtbot.waitUntil(lambda: window.controller.game.move_count > moves, timeout=SLOW)
    pause.trigger()
    held = window.controller.game.move_count
    qtbot.wait(300)
    assert window.controller.game.move_count == held
    # the player's own move ends the pause: the demo finds its way again from there
    c = window.controller
    assert c.play(next(iter(c.rules.legal_moves(c.position))))
    assert not pause.isChecked()
    qtbot.waitUntil(lambda: c.game.move_count > held + 1 or c.game.is_won(), timeout=SLOW)
    assistant.demo_action.trigger()  # stopped
    pause.trigger()
    assert pause.isChecked() and not assistant.demo_running
    started = c.game.move_count
    assistant.demo_action.trigger()  # D while paused: a request to play; its move goes on
    qtbot.waitUntil(lambda: c.game.move_count > started or c.game.is_won(), timeout=SLOW)
    assert not pause.isChecked() and not c.game.paused


def test_the_demo_waits_while_a_dialog_stops_the_game(table, qtbot):
    """A modal dialog stops the game's clock, and the demo with it; closed, it goes on."""
    window, assistant, _ = table
    window.scene.set_speed("normal")
    c = window.controller
    assistant.demo_action.trigger()
    qtbot.waitUntil(lambda: c.game.move_count >= 1, timeout=SLOW)
    box = window.show_about()
    assert box.isVisible() and c.game.paused
    window.scene.finish_animation()
    moves = c.game.move_count
    assistant.demo._step()
    qtbot.wait(300)
    assert c.game.move_count == moves and assistant.demo_running
    box.close()
    qtbot.waitUntil(lambda: c.game.move_count > moves, timeout=SLOW)


def test_the_demo_lets_go_when_no_solver_can_answer(table, qtbot, monkeypatch):
    """D with no solver for the rules: the runner says so and the demo is off again (it
    stayed on, waiting for a verdict that could not come)."""
    window, assistant, _ = table
    monkeypatch.setattr(assistant.runner, "lineup", lambda rules: [])
    assistant.runner.cache.clear()
    assistant.demo_action.trigger()
    assert not assistant.demo_running and not assistant.demo_action.isChecked()
    assert window.statusBar().currentMessage() == "No solver is available for these rules"
    assert window.controller.session.demo is False

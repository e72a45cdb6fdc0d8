"""Settings › Plugins × the game: turning the game's plugin off and on again, and a variant
change answered No, leave the game and the settings saying the same variant; a variant is
changed from the dialog only through the window's question, as the Variant menu changes it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from penguin_qt.plugins import PluginHost

FOUR = "penguin_qt_sample.penguin-4"  # the sample plugin's Penguin with four flippers


def _settle(rounds: int = 20) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def _tick(dialog, name: str, on: bool) -> None:
    tree = dialog.plugin_tree
    rows = {
        tree.topLevelItem(i).text(0): tree.topLevelItem(i) for i in range(tree.topLevelItemCount())
    }
    rows[name].setCheckState(0, Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
    _settle()


def _in_progress(window) -> None:
    controller = window.controller
    assert controller.play(controller.rules.legal_moves(controller.position)[0])
    assert window.game_in_progress()


def _coherent(window, dialog, variant: str) -> None:
    """The game, the Variant menu, the window's settings and the dialog all say ``variant``."""
    assert window.controller.rules.id == variant
    assert window.variant_actions[variant].isChecked()
    assert window.prefs.variant == variant
    assert window.current_preferences().variant == variant
    if dialog is not None:
        assert dialog.variant_box.currentData() == variant
        assert dialog.current_prefs().variant == variant


def test_off_yes_apply_then_on_again_deals_nothing_by_itself(sample_plugin_installed, open_window):
    window, addons = open_window(variant=FOUR, deal_number=3, host=PluginHost())
    _in_progress(window)
    dialog = addons.settings.open()
    _tick(dialog, "sample", False)
    box = dialog.plugin_question
    box.button(box.StandardButton.Yes).click()  # "turn it off anyway?": yes
    dialog.apply()
    _settle()
    _coherent(window, dialog, "penguin")  # the game could not go on: Penguin is dealt
    penguin_game = window.controller.game
    _tick(dialog, "sample", True)  # on again: its variant is offered, not chosen
    assert dialog.variant_box.findData(FOUR) >= 0
    _coherent(window, dialog, "penguin")
    dialog.accept()
    _settle()
    assert window.rules_question is None
    assert window.controller.game is penguin_game
    _coherent(window, None, "penguin")


def test_off_yes_then_on_again_keeps_the_game_in_progress(sample_plugin_installed, open_window):
    window, addons = open_window(variant=FOUR, deal_number=3, host=PluginHost())
    _in_progress(window)
    game = window.controller.game
    dialog = addons.settings.open()
    _tick(dialog, "sample", False)
    box = dialog.plugin_question
    box.button(box.StandardButton.Yes).click()
    _tick(dialog, "sample", True)  # changed its mind before OK: the game it plays is back
    _coherent(window, dialog, FOUR)
    dialog.accept()
    _settle()
    assert window.rules_question is None
    assert window.controller.game is game and game.move_count == 1
    _coherent(window, None, FOUR)


def test_a_variant_change_answered_no_keeps_game_dialog_and_settings_together(
    sample_plugin_installed, open_window
):
    window, addons = open_window(variant="penguin", deal_number=3, host=PluginHost())
    _in_progress(window)
    game = window.controller.game
    dialog = addons.settings.open()
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData(FOUR))
    dialog.apply()
    _settle()
    question = window.rules_question  # the Variant menu's question, not a silent deal
    assert question is not None and dialog.isVisible()
    question.button(question.StandardButton.No).click()
    _settle()
    assert window.controller.game is game
    _coherent(window, dialog, "penguin")  # the dialog shows what is played, not FOUR
    _tick(dialog, "sample", False)  # the game does not use it: no question
    assert dialog.plugin_question is None
    assert window.rules_question is None
    _tick(dialog, "sample", True)
    dialog.accept()
    _settle()
    assert window.rules_question is None  # nothing to ask again: nothing changes
    assert window.controller.game is game
    _coherent(window, None, "penguin")


def test_re_ticking_then_choosing_the_variant_asks_before_leaving_the_game(
    sample_plugin_installed, open_window
):
    window, addons = open_window(
        variant="penguin",
        deal_number=3,
        host=PluginHost(disabled={"sample"}),
    )
    _in_progress(window)
    game = window.controller.game
    dialog = addons.settings.open()
    _tick(dialog, "sample", True)
    assert dialog.variant_box.currentData() == "penguin"  # offered, not chosen
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData(FOUR))
    dialog.accept()
    _settle()
    question = window.rules_question
    assert question is not None
    question.button(question.StandardButton.Yes).click()
    _settle()
    assert window.controller.game is not game
    _coherent(window, None, FOUR)

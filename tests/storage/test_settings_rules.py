"""The settings dialog cannot hand on rules the engine refuses: it says why, in the dialog,
before OK, and OK and Apply wait until the rules can be played."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialogButtonBox

from penguin_qt.plugins import PluginHost
from penguin_qt.ui.dialogs.settings_dialog import SettingsDialog, ensure_variants
from penguin_qt.ui.keeping.settings import Preferences


def _dialog(qtbot, host=None, prefs=None):
    dialog = SettingsDialog(host or PluginHost(), prefs or Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _ok(dialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_eight_off_with_two_cells_is_refused_in_the_dialog_before_ok(qtbot, tmp_path):
    dialog = _dialog(qtbot)
    applied = []
    dialog.applied.connect(applied.append)
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("eight-off"))
    dialog.flippers_own.setChecked(False)
    dialog.flippers_box.setValue(2)
    assert dialog.rules_problem.isVisible()
    assert "4 cells or more" in dialog.rules_problem.text()  # the deal procedure's own words
    assert not _ok(dialog).isEnabled()
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Apply).isEnabled()
    dialog.accept()  # e.g. Enter pressed: nothing is handed on, the dialog stays
    assert applied == [] and dialog.isVisible()
    dialog.flippers_box.setValue(4)
    assert not dialog.rules_problem.isVisible() and _ok(dialog).isEnabled()
    _ok(dialog).click()
    (prefs,) = applied
    assert (prefs.variant, prefs.flippers) == ("eight-off", 4)
    store = QSettings(str(tmp_path / "s.conf"), QSettings.Format.IniFormat)
    prefs.save(store)
    loaded = Preferences.load(store)
    loaded.rules_from(PluginHost().rules("eight-off"))  # plays


def test_penguin_takes_any_number_of_flippers(qtbot):
    dialog = _dialog(qtbot)
    dialog.flippers_own.setChecked(False)
    for n in (0, 2, 9):
        dialog.flippers_box.setValue(n)
        assert not dialog.rules_problem.isVisible() and _ok(dialog).isEnabled()


def test_turning_off_every_variant_plugin_in_the_dialog_cannot_be_saved(qtbot):
    host = PluginHost()
    dialog = _dialog(qtbot, host)
    for name in [n for n, info in host.plugins.items() if info.variants]:
        dialog.set_plugin_enabled(name, False)
    assert "No variant is available" in dialog.rules_problem.text()
    assert not _ok(dialog).isEnabled()
    dialog.reject()
    assert host.variants()


def test_no_variant_at_start_offers_the_built_ins_back(qtbot):
    every = [n for n, info in PluginHost().plugins.items() if info.variants]
    host = PluginHost(disabled=every)
    asked = []
    assert not ensure_variants(host, ask=lambda title, text: asked.append(text) or False)
    assert not host.variants()
    assert ensure_variants(host, ask=lambda title, text: True)
    assert {"penguin", "eight-off", "freecell"} <= set(host.variants())
    assert "turned off" in asked[0]


def test_a_variant_s_pinned_rules_are_shown_fixed_with_the_reason(qtbot):
    dialog = _dialog(qtbot)
    dialog.run_box.setCurrentIndex(dialog.run_box.findData("formula"))
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("penguin_qt_open.bakers-dozen"))
    assert not dialog.run_box.isEnabled() and not dialog.empty_box.isEnabled()
    assert dialog.run_box.currentData() is None  # back to the variant's own rule
    assert dialog.flippers_own.isEnabled()  # the cells stay the player's choice
    note = dialog.pinned_note.text()
    assert dialog.pinned_note.isVisible()
    assert "Baker's Dozen fixes this rule, which makes the game: One card moves at a time" in note
    assert "An empty column stays empty" in note
    assert "One card moves at a time" in dialog.run_box.toolTip()
    assert not dialog.rules_problem.isVisible() and _ok(dialog).isEnabled()
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("penguin"))
    assert dialog.run_box.isEnabled() and not dialog.pinned_note.isVisible()


def test_a_pinned_rule_saved_by_hand_is_refused_with_the_reason(qtbot):
    from penguin_qt.ui.dialogs.settings_dialog import rules_refusal

    bakers = PluginHost().rules("penguin_qt_open.bakers-dozen")
    text = rules_refusal(bakers, None, None, "formula")
    assert text.startswith("Baker's Dozen fixes this rule") and "One card" in text
    assert rules_refusal(bakers, 2, None, "single") == ""


def test_saved_rules_leave_a_variant_s_pinned_rules_as_they_are():
    prefs = Preferences(run_limit="unlimited", flippers=2)
    bakers = PluginHost().rules("penguin_qt_open.bakers-dozen")
    rules = prefs.rules_from(bakers)
    assert (rules.run_limit, rules.cells) == ("single", 2)
    assert prefs.rules_from(PluginHost().rules("penguin")).run_limit == "unlimited"

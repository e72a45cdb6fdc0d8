"""Settings persist with QSettings, and the dialog shows and controls every plugin."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt

from penguin_qt.engine import Rules
from penguin_qt.hookspecs import hookimpl
from penguin_qt.plugins import PluginHost
from penguin_qt.ui.dialogs.settings_dialog import SettingsDialog
from penguin_qt.ui.keeping.settings import Preferences


@pytest.fixture
def store(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def test_preferences_survive_a_restart(store):
    prefs = Preferences(
        variant="eight-off",
        flippers=5,
        run_limit="unlimited",
        solver="fc-solve",
        animation_speed="fast",
        autoplay=False,
        disabled_plugins=["freecell"],
    )
    prefs.save(store)
    again = Preferences.load(QSettings(store.fileName(), QSettings.Format.IniFormat))
    assert again == prefs


def test_unreadable_settings_fall_back_to_defaults(store):
    store.setValue("rules/flippers", "eleven")
    store.setValue("rules/run_limit", "sometimes")
    store.setValue("table/animation_speed", 42)
    store.sync()
    prefs = Preferences.load(store)
    assert prefs.flippers is None
    assert prefs.run_limit is None
    assert prefs.animation_speed == Preferences().animation_speed


class _Broken:
    @hookimpl
    def register_variants(self, register):
        raise RuntimeError("the plugin's own bug")


class _Extra:
    @hookimpl
    def register_variants(self, register):
        register(Rules(id="penguin-4", name="Penguin, 4 flippers", cells=4))


def _dialog(qtbot, host, prefs=None):
    dialog = SettingsDialog(host, prefs or Preferences())
    qtbot.addWidget(dialog)
    return dialog


def _plugin_rows(dialog):
    tree = dialog.plugin_tree
    return {
        tree.topLevelItem(i).text(0): tree.topLevelItem(i) for i in range(tree.topLevelItemCount())
    }


def test_dialog_lists_every_plugin_with_its_source_and_state(qtbot):
    host = PluginHost()
    host.add_plugin(_Broken(), "broken", source="broken-plugin 1.0")
    dialog = _dialog(qtbot, host)
    rows = _plugin_rows(dialog)
    assert rows["penguin"].text(1) == "built-in"
    assert rows["penguin"].text(2) == "active"
    assert rows["broken"].text(1) == "broken-plugin 1.0"
    assert (
        rows["broken"]
        .text(2)
        .startswith("failed: register_variants raised RuntimeError: the plugin's own bug")
    )
    variants = [dialog.variant_box.itemData(i) for i in range(dialog.variant_box.count())]
    assert "penguin" in variants and "freecell" in variants


class _LongWinded:
    @hookimpl
    def register_variants(self, register):
        raise RuntimeError("the first line of a long reason\n" + "and more words, " * 40 + "end")


def test_the_state_column_shows_a_failed_plugins_whole_reason(qtbot):
    """The reason is neither cut at its first line nor elided at the column's edge: the
    column wraps it, every word of it there to read."""
    host = PluginHost()
    host.add_plugin(_LongWinded(), "long-winded", source="long 1.0")
    dialog = _dialog(qtbot, host)
    dialog.show()
    dialog.tabs.setCurrentIndex(dialog.tabs.count() - 1)  # the Plugins tab
    tree = dialog.plugin_tree
    row = _plugin_rows(dialog)["long-winded"]
    whole = f"failed: {host.plugins['long-winded'].error}"
    assert row.text(2).split() == whole.split()  # every word, in lines
    assert tree.textElideMode() == Qt.TextElideMode.ElideNone
    assert tree.visualItemRect(row).height() > 4 * tree.fontMetrics().height()
    assert max(len(line) for line in row.text(2).splitlines()) <= 80


def test_unticking_a_plugin_removes_its_variants_at_once_and_cancel_restores(qtbot):
    host = PluginHost()
    dialog = _dialog(qtbot, host)
    rows = _plugin_rows(dialog)
    rows["freecell"].setCheckState(0, Qt.CheckState.Unchecked)
    variants = [dialog.variant_box.itemData(i) for i in range(dialog.variant_box.count())]
    assert "freecell" not in variants
    assert _plugin_rows(dialog)["freecell"].text(2) == "disabled"
    dialog.reject()
    assert "freecell" in host.variants()


def test_apply_emits_the_chosen_rules(qtbot):
    host = PluginHost()
    host.add_plugin(_Extra(), "extra", source="penguin-extra 0.1")
    dialog = _dialog(qtbot, host)
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("penguin-4"))
    dialog.flippers_own.setChecked(False)
    dialog.flippers_box.setValue(2)
    dialog.run_box.setCurrentIndex(dialog.run_box.findData("cells"))
    with qtbot.waitSignal(dialog.applied) as signal:
        dialog.apply()
    prefs = signal.args[0]
    assert (prefs.variant, prefs.flippers, prefs.run_limit) == ("penguin-4", 2, "cells")
    rules = prefs.rules_from(host.rules(prefs.variant))
    assert (rules.cells, rules.run_limit) == (2, "cells")


class _Unavailable:
    class Solver:
        id = "needs-lib"
        name = "Needs a library"

        def availability(self):
            from penguin_qt.solving import Availability

            return Availability(False, "libexample is not installed")

        def supports(self, rules):
            from penguin_qt.solving import Support

            return Support(True, exact=True)

        def solve(self, position, rules, budget, cancel):
            raise AssertionError("never run")

    @hookimpl
    def register_solvers(self, register):
        register(self.Solver())


def test_an_unavailable_solver_is_listed_with_its_reason_but_cannot_be_chosen(qtbot):
    host = PluginHost()
    host.add_plugin(_Unavailable(), "needs-lib", source="needs-lib 1.0")
    dialog = _dialog(qtbot, host, Preferences(solver="needs-lib"))
    box = dialog.solver_box
    index = box.findData("needs-lib")
    assert "not available: libexample is not installed" in box.itemText(index)
    assert not box.model().item(index).isEnabled()
    assert box.currentData() == "auto"  # the saved choice cannot run here
    row = _plugin_rows(dialog)["needs-lib"]
    assert row.text(2) == "not available: libexample is not installed"  # not "active"
    assert row.child(0).text(2) == "not available: libexample is not installed"
    assert dialog.current_prefs().solver == "auto"


def test_turning_off_the_plugin_of_the_current_game_asks_and_turning_it_on_restores(qtbot):
    host = PluginHost()
    dialog = _dialog(qtbot, host, Preferences(variant="freecell", solver="search"))
    rows = _plugin_rows(dialog)
    rows["freecell"].setCheckState(0, Qt.CheckState.Unchecked)
    assert host.plugins["freecell"].state == "active"  # not before the answer
    box = dialog.plugin_question
    assert box is not None and "FreeCell" in box.text()
    box.button(box.StandardButton.Yes).click()
    assert host.plugins["freecell"].state == "disabled"
    assert dialog.variant_box.currentData() != "freecell"
    dialog.set_plugin_enabled("freecell", True)
    assert dialog.variant_box.currentData() == "freecell"
    assert dialog.solver_box.currentData() == "search"


def test_turning_off_the_plugin_of_the_current_solver_asks_and_no_keeps_it(qtbot):
    host = PluginHost()
    dialog = _dialog(qtbot, host, Preferences(variant="penguin", solver="search"))
    _plugin_rows(dialog)["search"].setCheckState(0, Qt.CheckState.Unchecked)
    box = dialog.plugin_question
    assert box is not None
    box.button(box.StandardButton.No).click()
    assert host.plugins["search"].state == "active"
    assert dialog.solver_box.currentData() == "search"


def test_toggling_another_plugin_keeps_the_variant_chosen(qtbot):
    host = PluginHost()
    dialog = _dialog(qtbot, host, Preferences(variant="penguin"))
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("relaxed-penguin"))
    dialog.set_plugin_enabled("eight-off", False)
    assert dialog.variant_box.currentData() == "relaxed-penguin"
    dialog.set_plugin_enabled("eight-off", True)
    assert dialog.variant_box.currentData() == "relaxed-penguin"

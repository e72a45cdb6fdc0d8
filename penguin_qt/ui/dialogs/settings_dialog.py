"""The settings dialog: rules, solver, table, and every plugin with where it comes from."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMessageBox,
    QSpinBox,
    QTabWidget,
    QTreeWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import Rules
from ...engine.rules import MAX_CELLS
from ...i18n import LANGUAGE_NAMES, solver_name, variant_name
from ...plugins import PluginHost
from ...solving.portfolio import AUTO, usability
from ..keeping.settings import ANIMATION_SPEEDS, Preferences
from ..shared.plain import PLAIN, plain_tip
from ..shared.wording import rules_summary
from .settings_plugins import PluginsTab
from .settings_rules import rules_refusal, show_pins

CONTEXT = "SettingsDialog"
DEFAULT_VARIANT = "penguin"  # where the variant falls back to when its plugin is turned off
EMPTY_COLUMN_LABELS = {
    "any": QT_TRANSLATE_NOOP("SettingsDialog", "any card"),
    "below-base": QT_TRANSLATE_NOOP("SettingsDialog", "only the rank below the base"),
    "kings": QT_TRANSLATE_NOOP("SettingsDialog", "only kings"),
    "none": QT_TRANSLATE_NOOP("SettingsDialog", "no card"),
}
RUN_LIMIT_LABELS = {
    "formula": QT_TRANSLATE_NOOP("SettingsDialog", "(flippers + 1) × 2^(empty columns)"),
    "cells": QT_TRANSLATE_NOOP("SettingsDialog", "flippers + 1"),
    "unlimited": QT_TRANSLATE_NOOP("SettingsDialog", "unlimited"),
    "single": QT_TRANSLATE_NOOP("SettingsDialog", "one card"),
}
SPEED_LABELS = {
    "off": QT_TRANSLATE_NOOP("SettingsDialog", "off"),
    "fast": QT_TRANSLATE_NOOP("SettingsDialog", "fast"),
    "normal": QT_TRANSLATE_NOOP("SettingsDialog", "normal"),
    "slow": QT_TRANSLATE_NOOP("SettingsDialog", "slow"),
}


def _tr(text: object) -> str:
    """Translate a text marked with QT_TRANSLATE_NOOP above (typed as any object)."""
    return QCoreApplication.translate(CONTEXT, str(text))


class SettingsDialog(QDialog):
    """Edits a copy of the preferences; ``applied`` carries the new ones on OK or Apply.

    Turning a plugin on or off acts on the plugin host at once (the variant and solver
    lists follow); Cancel puts the plugins back as they were.
    """

    applied = Signal(object)

    def __init__(
        self,
        host: PluginHost,
        prefs: Preferences,
        decks: Sequence[tuple[str, str]] = (("builtin", "Built-in"),),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.host = host
        self.prefs = prefs.copy()
        self._initial_disabled = set(host.disabled)
        # What the player picked in the boxes: it stays picked while its plugin is off (the
        # box shows another choice meanwhile) and comes back when the plugin is on again.
        self._chosen_variant: str | None = None
        self._chosen_solver: str | None = None
        self._decks = list(decks)

        self.tabs = QTabWidget()
        self.tabs.addTab(self._rules_tab(), self.tr("Rules"))
        self.tabs.addTab(self._table_tab(), self.tr("Table"))
        self.tabs.addTab(self._solver_tab(), self.tr("Solver"))
        self.plugins = PluginsTab(self)
        self.tabs.addTab(self.plugins, self.tr("Plugins"))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Apply).clicked.connect(self.apply)
        self.buttons = buttons
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self._fill_variants()
        self._fill_solvers()
        self._load_prefs()
        self._check_rules()
        self.resize(640, 520)

    # -- tabs ---------------------------------------------------------------------------------

    def _rules_tab(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.variant_box = QComboBox()
        self.variant_box.currentIndexChanged.connect(self._variant_picked)
        form.addRow(self.tr("Variant:"), self.variant_box)
        self.variant_info = QLabel()
        self.variant_info.setTextFormat(PLAIN)  # a plugin's description, as written
        self.variant_info.setWordWrap(True)
        form.addRow("", self.variant_info)

        self.flippers_own = QCheckBox(self.tr("as the variant has it"))
        self.flippers_box = QSpinBox()
        self.flippers_box.setRange(0, MAX_CELLS)
        self.flippers_own.toggled.connect(lambda own: self.flippers_box.setEnabled(not own))
        row = QWidget()
        row_layout = QVBoxLayout(row)
        row_layout.setContentsMargins(0, 0, 0, 0)
        row_layout.addWidget(self.flippers_box)
        row_layout.addWidget(self.flippers_own)
        self.cells_label = QLabel(self.tr("Flippers:"))  # the variant's own word for them
        form.addRow(self.cells_label, row)

        self.empty_box = QComboBox()
        self.empty_box.addItem(self.tr("as the variant has it"), None)
        for key, label in EMPTY_COLUMN_LABELS.items():
            self.empty_box.addItem(_tr(str(label)), key)
        form.addRow(self.tr("An empty column takes:"), self.empty_box)

        self.run_box = QComboBox()
        self.run_box.addItem(self.tr("as the variant has it"), None)
        for key, label in RUN_LIMIT_LABELS.items():
            self.run_box.addItem(_tr(str(label)), key)
        form.addRow(self.tr("Cards carried in one move:"), self.run_box)
        for changed in (
            self.flippers_box.valueChanged,
            self.flippers_own.toggled,
            self.empty_box.currentIndexChanged,
            self.run_box.currentIndexChanged,
        ):
            changed.connect(self._describe_rules)

        self.boxes = {"empty_column": self.empty_box, "run_limit": self.run_box}
        # the parameters the variant pins, and why (``Rules.free_params``)
        self.pinned_note = QLabel()
        self.pinned_note.setTextFormat(PLAIN)
        self.pinned_note.setObjectName("pinned-rules")
        self.pinned_note.setWordWrap(True)
        self.pinned_note.hide()
        form.addRow("", self.pinned_note)

        self.rules_problem = QLabel()
        self.rules_problem.setTextFormat(PLAIN)
        self.rules_problem.setObjectName("rules-problem")
        self.rules_problem.setWordWrap(True)
        self.rules_problem.setStyleSheet("color: #b00020; font-weight: bold;")
        self.rules_problem.hide()
        form.addRow("", self.rules_problem)
        return page

    def _table_tab(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.deck_box = QComboBox()
        for deck_id, name in self._decks:
            self.deck_box.addItem(name, deck_id)
        form.addRow(self.tr("Cards:"), self.deck_box)
        self.speed_box = QComboBox()
        for key in ANIMATION_SPEEDS:
            self.speed_box.addItem(_tr(str(SPEED_LABELS[key])), key)
        form.addRow(self.tr("Animation:"), self.speed_box)
        self.autoplay_box = QCheckBox(self.tr("Send cards to the foundations by themselves"))
        form.addRow(self.tr("Autoplay:"), self.autoplay_box)
        self.contrast_box = QCheckBox(
            self.tr("High contrast: large indices, four-colour suits, solid outlines")
        )
        form.addRow(self.tr("Readability:"), self.contrast_box)
        self.background_box = QCheckBox(
            self.tr("Pause the clock when the window is in the background")
        )
        form.addRow(self.tr("Clock:"), self.background_box)
        self.ask_new_deal_box = QCheckBox(
            self.tr("Ask before New Deal leaves a game in progress (it counts as lost)")
        )
        form.addRow(self.tr("New Deal:"), self.ask_new_deal_box)
        self.language_box = QComboBox()
        self.language_box.addItem(self.tr("as the system has it"), "")
        for code, name in LANGUAGE_NAMES.items():
            self.language_box.addItem(name, code)
        form.addRow(self.tr("Language:"), self.language_box)
        self.language_note = QLabel(self.tr("A new language applies when Penguin Qt starts next."))
        self.language_note.setWordWrap(True)
        form.addRow("", self.language_note)
        return page

    def _solver_tab(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.solver_box = QComboBox()
        self.solver_box.currentIndexChanged.connect(self._solver_picked)
        form.addRow(self.tr("Solver for hints:"), self.solver_box)
        self.solver_info = QLabel()
        self.solver_info.setTextFormat(PLAIN)  # a plugin's description, as written
        self.solver_info.setWordWrap(True)
        form.addRow("", self.solver_info)
        return page

    # -- filling ---------------------------------------------------------------------------------

    def _variant_picked(self) -> None:
        self._chosen_variant = self.variant_box.currentData()
        self._variant_changed()

    def _fill_variants(self) -> None:
        """The variants the active plugins give; the one chosen stays chosen while it is
        there, and comes back when its plugin is turned on again."""
        box = self.variant_box
        current = self._chosen_variant or self.prefs.variant
        box.blockSignals(True)
        box.clear()
        for vid, entry in self.host.variants().items():
            box.addItem(variant_name(entry.item.name), vid)
        index = box.findData(current)
        if index < 0:  # its plugin is off: the program's own game, else the first there is
            index = max(box.findData(DEFAULT_VARIANT), 0)
        box.setCurrentIndex(index)
        box.blockSignals(False)
        self._variant_changed()

    def _fill_solvers(self) -> None:
        """Automatic first, then every solver; one that cannot run here is listed, greyed,
        with the reason, and cannot be chosen."""
        box = self.solver_box
        current = self._chosen_solver or self.prefs.solver or AUTO
        box.blockSignals(True)
        box.clear()
        box.addItem(self.tr("Automatic: the best solvers race, the first answer wins"), AUTO)
        model = box.model()
        for sid, entry in self.host.solvers().items():
            name = solver_name(getattr(entry.item, "name", sid))
            grade = usability(entry.item)
            if grade.usable:
                box.addItem(name, sid)
                continue
            text = self.tr("{name} (not available: {why})").format(name=name, why=grade.reason)
            box.addItem(text, sid)
            index = box.count() - 1
            box.setItemData(index, plain_tip(grade.reason), Qt.ItemDataRole.ToolTipRole)
            if isinstance(model, QStandardItemModel):
                row = model.item(index)
                off = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                row.setFlags(row.flags() & ~off)
        index = box.findData(current)
        if index < 0 or not self._choosable(index):
            index = 0
        box.setCurrentIndex(index)
        box.blockSignals(False)
        self._solver_changed()

    def _choosable(self, index: int) -> bool:
        model = self.solver_box.model()
        if not isinstance(model, QStandardItemModel):
            return True
        return bool(model.item(index).flags() & Qt.ItemFlag.ItemIsEnabled)

    def _variant_changed(self) -> None:
        vid = self.variant_box.currentData()
        entry = self.host.variants().get(vid) if vid else None
        if entry is None:
            self.variant_info.setText("")
            self._check_rules()
            return
        if self.flippers_own.isChecked():
            self.flippers_box.setValue(entry.item.cells)
        flippers = entry.item.cell_name == "flipper"
        self.cells_label.setText(self.tr("Flippers:") if flippers else self.tr("Free cells:"))
        self._show_pins(entry.item)
        self._describe_rules()

    def _show_pins(self, variant: Rules) -> None:
        show_pins(variant, self.flippers_box, self.flippers_own, self.boxes, self.pinned_note)

    def _describe_rules(self) -> None:
        """The rules as they will be played: the variant with the free parameters set here."""
        vid = self.variant_box.currentData()
        entry = self.host.variants().get(vid) if vid else None
        if entry is None:
            self.variant_info.setText("")
            return
        rules = self._chosen_rules() or entry.item
        source = self.tr("built-in") if entry.source == "built-in" else entry.source
        self.variant_info.setText(
            rules_summary(rules) + " " + self.tr("From: {source}").format(source=source)
        )
        self._check_rules()
        if hasattr(self, "solver_box"):
            self._solver_changed()

    def _solver_picked(self) -> None:
        self._chosen_solver = self.solver_box.currentData()
        self._solver_changed()

    def _solver_changed(self) -> None:
        sid = self.solver_box.currentData()
        if sid == AUTO:
            self.solver_info.setText(
                self.tr(
                    "Every available solver that is exact for the rules runs at once, each "
                    "in its own process; the first to decide wins and the others stop."
                )
            )
            return
        entry = self.host.solvers().get(sid) if sid else None
        if entry is None:
            self.solver_info.setText(self.tr("No solver is available."))
            return
        source = self.tr("built-in") if entry.source == "built-in" else entry.source
        text = self.tr("From: {source}").format(source=source)
        grade = usability(entry.item)
        if not grade.usable:
            text += " — " + self.tr("not available here: {why}").format(why=grade.reason)
        elif (rules := self._chosen_rules()) is not None:
            grade = usability(entry.item, rules)
            if not grade.usable:  # it is replaced then: said here, not found out in play
                text += " — " + self.tr(
                    "it cannot play {variant} ({why}): the automatic choice plays instead"
                ).format(variant=variant_name(rules.name), why=grade.reason)
        self.solver_info.setText(text)

    def _chosen_rules(self) -> Rules | None:
        """The variant chosen on the Rules page with its free parameters, None if none."""
        vid = self.variant_box.currentData()
        entry = self.host.variants().get(vid) if vid else None
        if entry is None:
            return None
        try:
            return entry.item.with_params(
                cells=None if self.flippers_own.isChecked() else self.flippers_box.value(),
                empty_column=self.empty_box.currentData(),
                run_limit=self.run_box.currentData(),
            )
        except ValueError:  # parameters this variant cannot take: its own rules meanwhile
            return entry.item

    def _load_prefs(self) -> None:
        p = self.prefs
        own = p.flippers is None
        self.flippers_own.setChecked(own)
        self.flippers_box.setEnabled(not own)
        if p.flippers is not None:
            self.flippers_box.setValue(p.flippers)
        else:
            self._variant_changed()
        self.empty_box.setCurrentIndex(max(self.empty_box.findData(p.empty_column), 0))
        self.run_box.setCurrentIndex(max(self.run_box.findData(p.run_limit), 0))
        vid = self.variant_box.currentData()
        entry = self.host.variants().get(vid) if vid else None
        if entry is not None:
            show_pins(
                entry.item, self.flippers_box, self.flippers_own, self.boxes, self.pinned_note
            )
        self.deck_box.setCurrentIndex(max(self.deck_box.findData(p.deck), 0))
        self.speed_box.setCurrentIndex(max(self.speed_box.findData(p.animation_speed), 0))
        self.autoplay_box.setChecked(p.autoplay)
        self.contrast_box.setChecked(p.high_contrast)
        self.background_box.setChecked(p.pause_in_background)
        self.ask_new_deal_box.setChecked(p.ask_before_new_deal)
        self.language_box.setCurrentIndex(max(self.language_box.findData(p.language), 0))

    # -- acting ----------------------------------------------------------------------------------

    def current_prefs(self) -> Preferences:
        p = self.prefs.copy()
        if self.variant_box.currentData():
            p.variant = self.variant_box.currentData()
        p.flippers = None if self.flippers_own.isChecked() else self.flippers_box.value()
        p.empty_column = self.empty_box.currentData()
        p.run_limit = self.run_box.currentData()
        if self.solver_box.currentData():
            p.solver = self.solver_box.currentData()
        p.deck = self.deck_box.currentData() or p.deck
        p.animation_speed = self.speed_box.currentData()
        p.autoplay = self.autoplay_box.isChecked()
        p.high_contrast = self.contrast_box.isChecked()
        p.pause_in_background = self.background_box.isChecked()
        p.ask_before_new_deal = self.ask_new_deal_box.isChecked()
        p.language = self.language_box.currentData() or ""
        p.disabled_plugins = sorted(self.host.disabled)
        return p

    # -- rules validation --------------------------------------------------------------------

    def rules_problem_text(self) -> str:
        """Why the chosen rules cannot be played ("" when they can)."""
        vid = self.variant_box.currentData()
        entry = self.host.variants().get(vid) if vid else None
        if entry is None:
            return self.tr("No variant is available: turn on a variant plugin on the Plugins page.")
        p = self.current_prefs()
        return rules_refusal(entry.item, p.flippers, p.empty_column, p.run_limit)

    def _check_rules(self) -> None:
        if not hasattr(self, "buttons") or not hasattr(self, "rules_problem"):
            return  # still being built
        problem = self.rules_problem_text()
        self.rules_problem.setText(problem)
        self.rules_problem.setVisible(bool(problem))
        for which in (QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Apply):
            button = self.buttons.button(which)
            button.setEnabled(not problem)
            button.setToolTip(plain_tip(problem))

    def apply(self) -> None:
        if self.rules_problem_text():  # never hand on rules the engine refuses
            self._check_rules()
            return
        self.prefs = self.current_prefs()
        self._initial_disabled = set(self.host.disabled)
        # applied: what is chosen now is what was applied (a plugin turned on again offers
        # its variants, it does not choose one of them again)
        self._chosen_variant = self._chosen_solver = None
        self.applied.emit(self.prefs.copy())

    def follow(self, prefs: Preferences) -> None:
        """Show ``prefs``, what the window plays now: after the window's question about
        leaving the game was answered No, the variant applied and refused is not shown as
        chosen (nor asked about when its plugin is turned off)."""
        self.prefs = prefs.copy()
        self._chosen_variant = self._chosen_solver = None
        self._fill_variants()
        self._fill_solvers()
        self._load_prefs()
        self._check_rules()

    def set_plugin_enabled(self, name: str, enabled: bool, rebuild_later: bool = False) -> None:
        """Turn a plugin on or off now, and refresh every list that depends on it.  Turning
        it back on chooses again what was chosen when it was turned off, unless that choice
        was applied since (then it only offers its variants and solvers again)."""
        self._chosen_variant = self._chosen_variant or self.variant_box.currentData()
        self._chosen_solver = self._chosen_solver or self.solver_box.currentData()
        self.host.set_enabled(name, enabled)
        self._fill_variants()
        self._fill_solvers()
        self._check_rules()
        if rebuild_later:  # inside the tree's own change notification: rebuild afterwards
            QTimer.singleShot(0, self, self.plugins.fill)
        else:
            self.plugins.fill()

    # the Plugins tab's parts, as the tests reach them
    @property
    def plugin_tree(self) -> QTreeWidget:
        return self.plugins.plugin_tree

    @property
    def plugin_detail(self) -> QLabel:
        return self.plugins.plugin_detail

    @property
    def plugin_question(self) -> QMessageBox | None:
        return self.plugins.question

    def accept(self) -> None:
        if self.rules_problem_text():
            self._check_rules()
            self.tabs.setCurrentIndex(0)
            return
        self.apply()
        super().accept()

    def reject(self) -> None:
        for name in list(self.host.plugins):
            was_disabled = name in self._initial_disabled
            if was_disabled != (name in self.host.disabled):
                self.host.set_enabled(name, not was_disabled)
        super().reject()


def ensure_variants(host: PluginHost, parent: QWidget | None = None, ask=None) -> bool:
    """Make sure some variant can be played: when every variant plugin is off, say so and
    offer to turn the built-in ones back on.  Returns whether a variant is available.

    ``ask(title, text)`` returns the player's yes or no (default: a message box).
    """
    if host.variants():
        return True
    builtin_off = [n for n, info in host.plugins.items() if info.builtin and n in host.disabled]
    title = QCoreApplication.translate("SettingsDialog", "No variant to play")
    if not builtin_off:
        QMessageBox.critical(
            parent,
            title,
            QCoreApplication.translate(
                "SettingsDialog",
                "No variant plugin could be loaded, so there is no game to play. Reinstalling"
                " Penguin Qt should bring the built-in variants back.",
            ),
        )
        return False
    text = QCoreApplication.translate(
        "SettingsDialog",
        "Every variant plugin is turned off, so there is no game to play. Turn the built-in"
        " plugins ({names}) back on?",
    ).format(names=", ".join(builtin_off))
    if ask is None:
        answer = QMessageBox.question(
            parent,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        yes = answer == QMessageBox.StandardButton.Yes
    else:
        yes = bool(ask(title, text))
    if not yes:
        return False
    for name in builtin_off:
        host.set_enabled(name, True)
    return bool(host.variants())

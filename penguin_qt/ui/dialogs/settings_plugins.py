"""The Plugins tab of the settings dialog: every plugin with where it comes from, its state,
its variants and solvers, and turning one on or off at once (asking first when the current
game uses it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QMessageBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...i18n import variant_name
from ...plugins import ACTIVE, DISABLED, FAILED
from ...solving.portfolio import usability
from ..keeping.settings import Preferences
from ..shared.plain import plain_box, plain_tip

if TYPE_CHECKING:
    from ...plugins import PluginHost

STATE_LABELS = {
    ACTIVE: QT_TRANSLATE_NOOP("SettingsDialog", "active"),
    DISABLED: QT_TRANSLATE_NOOP("SettingsDialog", "disabled"),
    FAILED: QT_TRANSLATE_NOOP("SettingsDialog", "failed"),
}


WHY_ROLE = Qt.ItemDataRole.UserRole + 1  # a row's whole reason, shown under the list
STATE_WIDTH = 72  # characters a line of the State column holds


def _tr(text: str) -> str:
    return QCoreApplication.translate("SettingsDialog", text)


def wrapped(text: str, width: int = STATE_WIDTH) -> str:
    """``text`` in lines of about ``width`` characters, every word kept (an item view wraps
    no text by itself, and it would cut a long line at the column's edge)."""
    import textwrap

    return "\n".join(textwrap.fill(line, width) for line in text.splitlines() or [""])


class PluginsTab:
    """The Plugins tab of ``SettingsDialog`` (a part of it: ``self`` is the dialog)."""

    # what the dialog has, named for the type checker (``SettingsDialog`` sets or defines it)
    host: PluginHost
    prefs: Preferences
    variant_box: QComboBox
    solver_box: QComboBox
    plugin_tree: QTreeWidget
    plugin_detail: QLabel
    plugin_question: QMessageBox | None
    _chosen_variant: str | None
    _chosen_solver: str | None
    if TYPE_CHECKING:

        def _fill_variants(self) -> None: ...
        def _fill_solvers(self) -> None: ...
        def _load_prefs(self) -> None: ...
        def _check_rules(self) -> None: ...

    def _plugins_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(
            QLabel(
                _tr(
                    "Untick a plugin to turn it off. OK or Apply makes the change; Cancel "
                    "puts the plugins back as they were."
                ),
                wordWrap=True,
            )
        )
        self.plugin_tree = QTreeWidget()
        self.plugin_tree.setHeaderLabels([_tr("Plugin"), _tr("From"), _tr("State")])
        # a failed plugin's reason is long: the State column shows it in lines (wrapped()),
        # never cut short at its edge
        self.plugin_tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.plugin_tree.itemChanged.connect(self._plugin_toggled)
        self.plugin_tree.currentItemChanged.connect(lambda item, _old: self._show_why(item))
        layout.addWidget(self.plugin_tree)
        # the whole reason a plugin failed or a solver cannot run, for the row selected:
        # wrapped and selectable, so it can be read to the end and copied into a report
        self.plugin_detail = QLabel()
        self.plugin_detail.setObjectName("plugin-detail")
        self.plugin_detail.setWordWrap(True)
        self.plugin_detail.setTextFormat(Qt.TextFormat.PlainText)
        self.plugin_detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.plugin_detail)
        self._fill_plugins()
        return page

    def _show_why(self, item: QTreeWidgetItem | None) -> None:
        why = item.data(0, WHY_ROLE) if item is not None else None
        self.plugin_detail.setText(why or "")

    def _fill_plugins(self) -> None:
        tree = self.plugin_tree
        tree.blockSignals(True)
        tree.clear()
        variants = self.host.variants()
        solvers = self.host.solvers()
        for info in self.host.plugins.values():
            source = _tr("built-in") if info.builtin else info.source
            item = QTreeWidgetItem([info.name, source, _tr(str(STATE_LABELS[info.state]))])
            item.setData(0, Qt.ItemDataRole.UserRole, info.name)
            if info.state == FAILED:
                item.setData(
                    0,
                    WHY_ROLE,
                    _tr("{plugin} failed: {error}").format(
                        plugin=info.name, error=info.error or ""
                    ),
                )
                item.setToolTip(2, plain_tip(info.error or ""))
                item.setText(2, wrapped(_tr("failed: {error}").format(error=info.error or "")))
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsUserCheckable)
            else:
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                checked = info.state == ACTIVE
                item.setCheckState(0, Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            for vid in info.variants if info.state == ACTIVE else []:
                if vid in variants:
                    name = variant_name(variants[vid].item.name)
                    QTreeWidgetItem(item, [_tr("variant: {name}").format(name=name), "", ""])
            unavailable = []
            for sid in info.solvers if info.state == ACTIVE else []:
                if sid in solvers:
                    name = getattr(solvers[sid].item, "name", sid)
                    text = _tr("solver: {name}").format(name=name)
                    grade = usability(solvers[sid].item)
                    row = QTreeWidgetItem(item, [text, "", ""])
                    if not grade.usable:
                        unavailable.append(grade.reason)
                        why = _tr("not available: {why}").format(why=grade.reason)
                        row.setText(2, why)
                        row.setToolTip(2, plain_tip(grade.reason))
                        row.setData(
                            0,
                            WHY_ROLE,
                            _tr("{solver} is not available: {why}").format(
                                solver=name, why=grade.reason
                            ),
                        )
                        row.setDisabled(True)
            if info.state == ACTIVE and unavailable and not info.variants:
                # Nothing it adds can be used here: not "active".
                item.setText(2, _tr("not available: {why}").format(why=unavailable[0]))
                item.setToolTip(2, plain_tip("; ".join(unavailable)))
            tree.addTopLevelItem(item)
            item.setExpanded(True)
        for column in range(2):  # the State column takes the rest, its reasons wrapped in it
            tree.resizeColumnToContents(column)
        tree.blockSignals(False)

    def _plugin_toggled(self, item: QTreeWidgetItem, column: int) -> None:
        name = item.data(0, Qt.ItemDataRole.UserRole)
        if name is None or column != 0:
            return
        enabled = item.checkState(0) == Qt.CheckState.Checked
        uses = None if enabled else self._used_by_game(name)
        if uses:
            self.plugin_tree.blockSignals(True)
            item.setCheckState(0, Qt.CheckState.Checked)  # not yet: ask first
            self.plugin_tree.blockSignals(False)
            self._ask_before_turning_off(name, uses)
            return
        self.set_plugin_enabled(name, enabled, rebuild_later=True)
        self.plugin_tree.blockSignals(True)
        item.setText(2, _tr(str(STATE_LABELS[self.host.plugins[name].state])))
        self.plugin_tree.blockSignals(False)

    def _used_by_game(self, name: str) -> str | None:
        """What of plugin ``name`` the current game uses (its variant or its solver)."""
        info = self.host.plugins[name]
        variants = self.host.variants()
        if self.prefs.variant in info.variants and self.prefs.variant in variants:
            return variant_name(variants[self.prefs.variant].item.name)
        solver = self.solver_box.currentData()
        if solver in info.solvers and solver in self.host.solvers():
            return getattr(self.host.solvers()[solver].item, "name", solver)
        return None

    def _ask_before_turning_off(self, name: str, uses: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            _tr("Turn Off Plugin"),
            _tr(
                "The current game uses {what} from the plugin {plugin}. Turn the plugin off "
                "anyway? Other choices will take its place."
            ).format(what=uses, plugin=name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            cast(QWidget, self),
        )
        plain_box(box)  # the plugin's and the variant's names, as written
        box.button(QMessageBox.StandardButton.Yes).clicked.connect(
            lambda: self.set_plugin_enabled(name, False)
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.plugin_question = box
        box.open()

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
            QTimer.singleShot(0, cast(QObject, self), self._fill_plugins)
        else:
            self._fill_plugins()

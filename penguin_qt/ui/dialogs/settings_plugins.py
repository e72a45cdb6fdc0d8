"""The Plugins tab of the settings dialog: every plugin with where it comes from, its state,
its variants and solvers, and turning one on or off at once (asking first when the current
game uses it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (
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

if TYPE_CHECKING:
    from .settings_dialog import SettingsDialog
from ..shared.plain import plain_box, plain_tip

STATE_LABELS = {
    ACTIVE: QT_TRANSLATE_NOOP("SettingsDialog", "active"),
    DISABLED: QT_TRANSLATE_NOOP("SettingsDialog", "disabled"),
    FAILED: QT_TRANSLATE_NOOP("SettingsDialog", "failed"),
}


WHY_ROLE = Qt.ItemDataRole.UserRole + 1  # a row's whole reason, shown under the list
STATE_WIDTH = 72  # characters a line of the State column holds


def _tr(text: object) -> str:
    """Translate a text (one marked with QT_TRANSLATE_NOOP is typed as any object)."""
    return QCoreApplication.translate("SettingsDialog", str(text))


def wrapped(text: str, width: int = STATE_WIDTH) -> str:
    """``text`` in lines of about ``width`` characters, every word kept (an item view wraps
    no text by itself, and it would cut a long line at the column's edge)."""
    import textwrap

    return "\n".join(textwrap.fill(line, width) for line in text.splitlines() or [""])


class PluginsTab(QWidget):
    """The Plugins tab of one ``SettingsDialog``: the plugins of its host, turned on and off
    through the dialog (``set_plugin_enabled``), which keeps its other lists in step."""

    def __init__(self, dialog: SettingsDialog) -> None:
        super().__init__()
        self.dialog = dialog
        self.host = dialog.host
        self.question: QMessageBox | None = None  # the question while it is open
        layout = QVBoxLayout(self)
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
        self.fill()

    def _show_why(self, item: QTreeWidgetItem | None) -> None:
        why = item.data(0, WHY_ROLE) if item is not None else None
        self.plugin_detail.setText(why or "")

    def fill(self) -> None:
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
        self.dialog.set_plugin_enabled(name, enabled, rebuild_later=True)
        self.plugin_tree.blockSignals(True)
        item.setText(2, _tr(str(STATE_LABELS[self.host.plugins[name].state])))
        self.plugin_tree.blockSignals(False)

    def _used_by_game(self, name: str) -> str | None:
        """What of plugin ``name`` the current game uses (its variant or its solver)."""
        info = self.host.plugins[name]
        variants = self.host.variants()
        chosen = self.dialog.prefs.variant
        if chosen in info.variants and chosen in variants:
            return variant_name(variants[chosen].item.name)
        solver = self.dialog.solver_box.currentData()
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
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)  # Enter keeps the plugin on
        plain_box(box)  # the plugin's and the variant's names, as written
        box.button(QMessageBox.StandardButton.Yes).clicked.connect(
            lambda: self.dialog.set_plugin_enabled(name, False)
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.question = box
        box.open()

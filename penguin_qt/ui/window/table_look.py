"""View › Table Colour, the zoom of the cards and Full Screen: how the table looks, chosen
from the menu or the keyboard and kept in the preferences (full screen is kept with the
window's geometry, which records it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QColor, QKeySequence
from PySide6.QtWidgets import QMenu

from ...i18n import percent as share
from ..table.felt import felt_colour

if TYPE_CHECKING:  # made when asked for (PySide6 makes a class when first used)
    from PySide6.QtWidgets import QColorDialog

#: The sizes Zoom In and Zoom Out step through, in percent of what fits the table.
ZOOM_STEPS = (50, 60, 70, 80, 90, 100, 115, 130, 150, 175, 200)


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def felt_names() -> dict[str, str]:
    return {
        "green": _tr("&Green"),
        "blue": _tr("&Blue"),
        "red": _tr("&Red"),
        "grey": _tr("G&rey"),
        "brown": _tr("Bro&wn"),
    }


def zoom_step(percent: int, direction: int) -> int:
    """The next size in ``direction`` (+1: larger, -1: smaller) from ``percent``."""
    if direction > 0:
        return next((z for z in ZOOM_STEPS if z > percent), ZOOM_STEPS[-1])
    return next((z for z in reversed(ZOOM_STEPS) if z < percent), ZOOM_STEPS[0])


class TableLook(QObject):
    """The felt, zoom and full-screen commands of one window (its View menu)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.colour_dialog: QColorDialog | None = None
        self.felt_menu = QMenu(_tr("&Table Colour"), window)
        self.felt_group = QActionGroup(self)
        self.felt_actions: dict[str, QAction] = {}
        for key, label in felt_names().items():
            action = QAction(label, self, checkable=True)
            action.triggered.connect(lambda _=False, k=key: self.choose_felt(k))
            self.felt_group.addAction(action)
            self.felt_menu.addAction(action)
            self.felt_actions[key] = action
        self.felt_menu.addSeparator()
        self.other_action = QAction(_tr("&Other Colour…"), self, checkable=True)
        self.other_action.triggered.connect(self.ask_colour)
        self.felt_group.addAction(self.other_action)
        self.felt_menu.addAction(self.other_action)
        window.add_action("view", self.felt_menu.menuAction(), section="table")
        self.zoom_in_action = self._add(_tr("Zoom &In"), lambda: self.zoom(+1), "Ctrl++", "Ctrl+=")
        self.zoom_out_action = self._add(_tr("Zoom &Out"), lambda: self.zoom(-1), "Ctrl+-")
        self.actual_size_action = self._add(_tr("Actual &Size"), self.actual_size, "Ctrl+0")
        self.full_screen_action = self._add(_tr("&Full Screen"), self.toggle_full_screen, "F11")
        self.full_screen_action.setCheckable(True)
        window.installEventFilter(self)
        self.refresh()

    def _add(self, text: str, slot, *keys: str) -> QAction:
        action = QAction(text, self.window)
        action.setShortcuts([QKeySequence(k) for k in keys])
        action.triggered.connect(slot)
        self.window.add_action("view", action, section="table")
        return action

    # -- the felt ------------------------------------------------------------------------------

    def choose_felt(self, felt: str) -> None:
        self.window.settings.set_felt(felt)
        self.refresh()

    def ask_colour(self) -> QColorDialog:
        """A colour of the player's own (the dialog does not block the window)."""
        from PySide6.QtWidgets import QColorDialog

        self.refresh()  # the check stays on the felt in use until a colour is chosen
        dialog = QColorDialog(felt_colour(self.window.scene.felt), self.window)
        dialog.setWindowTitle(_tr("Table Colour"))
        dialog.colorSelected.connect(self._colour_chosen)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.colour_dialog = dialog
        dialog.open()
        return dialog

    def _colour_chosen(self, colour: QColor) -> None:
        if colour.isValid():
            self.choose_felt(colour.name())

    # -- the zoom ------------------------------------------------------------------------------

    def zoom(self, direction: int) -> None:
        w = self.window
        before, percent = w.scene.geometry, w.prefs.zoom
        self._set_zoom(zoom_step(percent, direction))
        after = w.scene.geometry
        grew = before is None or after is None or after.card_width > before.card_width + 0.5
        if direction > 0 and not grew:  # the table has no more room
            w.settings.set_zoom(percent)
            w.show_message(_tr("The cards are as large as this window allows"))
            self.refresh()

    def actual_size(self) -> None:
        self._set_zoom(100)

    def _set_zoom(self, percent: int) -> None:
        self.window.settings.set_zoom(percent)
        size = share(percent / 100)  # "100%", or "100 %" where the language spaces it
        self.window.show_message(_tr("Card size: {size}").format(size=size))
        self.refresh()

    # -- full screen ---------------------------------------------------------------------------

    def toggle_full_screen(self) -> None:
        w = self.window
        w.setWindowState(w.windowState() ^ Qt.WindowState.WindowFullScreen)
        self.refresh()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.WindowStateChange, QEvent.Type.Show):
            self.refresh()  # F11, the window manager, or the geometry brought back
        return False

    def refresh(self) -> None:
        """The checks and the enabled commands follow the table and the window."""
        w = self.window
        felt = w.scene.felt
        self.felt_actions.get(felt, self.other_action).setChecked(True)
        zoom = w.prefs.zoom
        self.zoom_in_action.setEnabled(zoom < ZOOM_STEPS[-1])
        self.zoom_out_action.setEnabled(zoom > ZOOM_STEPS[0])
        self.actual_size_action.setEnabled(zoom != 100)
        self.full_screen_action.setChecked(bool(w.windowState() & Qt.WindowState.WindowFullScreen))

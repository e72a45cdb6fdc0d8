"""The Help menu's windows: the rules of the variant being played, How to Play and About.

Their words keep the window's translation context ("MainWindow").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QTextBrowser, QVBoxLayout

from ...i18n import variant_name
from ..dialogs.help_texts import about_text, how_to_play_text, program_version
from ..dialogs.rules_help import rules_page
from ..table.deck import BUILT_IN_DECKS, available_decks


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def rules_dialog(window) -> QDialog:
    """The rules of the variant being played, in the window's language, with a Close button."""
    dialog = QDialog(window)
    dialog.setWindowTitle(_tr("Rules"))
    browser = QTextBrowser(dialog)
    browser.setOpenExternalLinks(True)
    rules, game = window.controller.rules, window.controller.game
    entry = window.controller.host.variants().get(rules.id)
    builtin = entry is None or entry.source == "built-in"
    base = game.initial.base if game is not None else None
    browser.setHtml(rules_page(rules, base, builtin, entry.item if entry else None))
    layout = QVBoxLayout(dialog)
    layout.addWidget(browser)
    close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    close.rejected.connect(dialog.reject)
    layout.addWidget(close)
    dialog.resize(640, 720)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def how_to_play_box(window) -> QMessageBox:
    box = QMessageBox(window)
    box.setWindowTitle(_tr("How to Play"))
    box.setText(how_to_play_text())
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def about_box(window) -> QMessageBox:
    """The version, every variant offered, the licence and whose card art is shown."""
    box = QMessageBox(window)
    box.setWindowTitle(_tr("About Penguin Qt"))
    box.setText(_tr("Penguin Qt {version}").format(version=program_version()))
    names = [variant_name(e.item.name) for e in window.controller.host.variants().values()]
    decks = [name for deck_id, name in available_decks() if deck_id not in BUILT_IN_DECKS]
    box.setInformativeText(about_text(names, decks))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setStyleSheet("QLabel { min-width: 28em; }")  # not a 155-pixel strip
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box

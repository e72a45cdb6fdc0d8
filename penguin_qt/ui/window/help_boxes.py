"""The Help menu's windows: the rules of the variant being played, How to Play and About.

Their words keep the window's translation context ("MainWindow").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QTextBrowser, QVBoxLayout

from ...i18n import variant_name
from ..dialogs.help_texts import about_text, how_to_play_page, program_version
from ..dialogs.rules_help import rules_page
from ..table.deck import BUILT_IN_DECKS, available_decks


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def _page_box(window, title: str, html: str, name: str = "") -> QDialog:
    """A window of one page, with a Close button; it goes when closed."""
    dialog = QDialog(window)
    dialog.setWindowTitle(title)
    dialog.setObjectName(name)
    browser = QTextBrowser(dialog)
    browser.setOpenExternalLinks(True)
    browser.setHtml(html)
    layout = QVBoxLayout(dialog)
    layout.addWidget(browser)
    close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    close.rejected.connect(dialog.reject)
    layout.addWidget(close)
    dialog.resize(640, 720)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def rules_dialog(window) -> QDialog:
    """The rules of the variant being played, in the window's language, with a Close button."""
    rules, game = window.controller.rules, window.controller.game
    entry = window.controller.host.variants().get(rules.id)
    builtin = entry is None or entry.source == "built-in"
    base = game.initial.base if game is not None else None
    page = rules_page(rules, base, builtin, entry.item if entry else None)
    return _page_box(window, _tr("Rules"), page)


def how_to_play_box(window) -> QDialog:
    """How to Play: a page with headings, and every command's keys in a table, read from the
    window's menus (so no command and no key is left out, and the keys are named as the
    keyboard of the window's language names them)."""
    page = how_to_play_page(command_keys(window))
    return _page_box(window, _tr("How to Play"), page, "how-to-play")


def command_keys(window) -> list[tuple[str, list[tuple[str, str]]]]:
    """Each menu of the window (its name) with its commands that have keys, in menu order:
    (command, its keys)."""
    found: list[tuple[str, list[tuple[str, str]]]] = []
    for top in window.menuBar().actions():
        menu = top.menu()
        if menu is None:
            continue
        commands: list[tuple[str, str]] = []
        _collect(menu, commands)
        if commands:
            found.append((_plain(top.text()), commands))
    return found


def _collect(menu, commands: list[tuple[str, str]], prefix: str = "") -> None:
    for action in menu.actions():
        if action.menu() is not None:
            _collect(action.menu(), commands, f"{prefix}{_plain(action.text())} › ")
            continue
        keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()]
        if action.isSeparator() or not keys:
            continue
        commands.append((prefix + _plain(action.text()), ", ".join(keys)))


def _plain(text: str) -> str:
    """A menu entry's words without its key marks ("&New Deal", "Choose Deal…")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…")


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

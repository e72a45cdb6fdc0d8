"""What the player sees of the window, as plain data: the table, every action's state and the
status bar's words (the clock aside, which runs), the winnability verdict with its offer, what
a screen reader reads of the table and the Variant menu's entry for the variant played.
Two snapshots of the window before and after a restart must be equal."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QMenu, QToolButton

from penguin_qt.engine import format_position


def _actions(window) -> list[list]:
    seen = []

    def walk(menu: QMenu, path: str) -> None:
        for action in menu.actions():
            if action.isSeparator():
                continue
            name = f"{path} › {action.text()}"
            seen.append([name, action.isEnabled(), action.isCheckable() and action.isChecked()])
            if action.menu() is not None:
                walk(action.menu(), name)

    for top in window.menuBar().actions():
        if top.menu() is not None:
            walk(top.menu(), top.text())
    for action in window.toolbar.actions():
        if not action.isSeparator():
            seen.append([f"toolbar › {action.text()}", action.isEnabled(), action.isChecked()])
    return seen


def _status(window) -> dict[str, object]:
    bar = window.statusBar()
    words: dict[str, object] = {}
    for label in bar.findChildren(QLabel):
        name = label.objectName()
        # the clock runs, and the message line says passing things ("Game restored")
        if not name.startswith("status-") or name in ("status-time", "status-message"):
            continue
        words[name] = label.text() if label.isVisibleTo(window) else None
    for button in bar.findChildren(QToolButton):
        if button.objectName():
            words[button.objectName()] = button.isVisibleTo(window)
    return words


def _reader(window) -> list[str] | None:
    """What a screen reader reads of the table: its name and its piles' (None before the
    table's interfaces are made, right after the first frame)."""
    if window.accessibility.table is None:
        return None
    from PySide6.QtGui import QAccessible

    table = QAccessible.queryAccessibleInterface(window.view)
    name = QAccessible.Text.Name
    return [table.text(name)] + [table.child(i).text(name) for i in range(table.childCount())]


def _variant_tip(window) -> str:
    """The Variant menu's entry for the variant played, as the menu shows it on opening."""
    window.write_variant_tips()
    return window.variant_actions[window.controller.rules.id].toolTip()


def snapshot(window, assistant) -> dict:
    game = window.controller.game
    indicator = assistant.indicator_part
    return {
        "variant": game.rules.id,
        "deal": game.deal_number,
        "position": format_position(game.position, game.rules),
        "history": [s.move.text + ("*" if s.auto else "") for s in game.history],
        "redo": [[s.move.text for s in group] for group in game.redo_stack],
        "actions": _actions(window),
        "status": _status(window),
        "verdict": indicator.label.text(),
        "verdict_detail": indicator.loss_text(indicator.winnability),
        "undo_to_winnable": assistant.undo_to_winnable_action.isEnabled(),
        "reader": _reader(window),
        "variant_tip": _variant_tip(window),
    }

"""The table through Qt's accessibility: table → piles → cards, with names that follow the
game, the keyboard frame as the focused pile, and announcements of what happens."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from penguin_qt import i18n
from penguin_qt.engine import CELL, COLUMN, FOUNDATION, Move
from penguin_qt.engine.cards import card_label
from penguin_qt.ui.assembly import attach_addons
from penguin_qt.ui.keeping.settings import Preferences
from penguin_qt.ui.table.layout import pile_cards
from penguin_qt.ui.window.window import MainWindow

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description
SLOW = 60_000


@pytest.fixture
def english(qapp):
    """The English translators, as the program installs them (they hold the plurals)."""
    translators = i18n.install_translators(qapp, "en")
    yield
    i18n.remove_translators(qapp, translators)


@pytest.fixture
def window(qtbot, english):
    w = MainWindow(variant="penguin", deal_number=4, speed="off")
    qtbot.addWidget(w)
    w.resize(1000, 720)
    w.show()
    qtbot.waitExposed(w)
    _attached(qtbot, w)
    return w


def _attached(qtbot, window) -> None:
    """The table's interfaces are made right after the window's first frame."""
    qtbot.waitUntil(lambda: window.accessibility.table is not None, timeout=5000)


def _table(window):
    return QAccessible.queryAccessibleInterface(window.view)


def _piles(window):
    table = _table(window)
    return [table.child(i) for i in range(table.childCount())]


def _pile(window, pile):
    return next(p for p in _piles(window) if p.pile == pile)


def test_the_tables_interfaces_come_after_the_first_frame_and_replace_qts_own(qtbot, english):
    """Not made before the first frame (QAccessible and its enums): the view asked for before
    (a reader that was on) has Qt's plain interface, which the table's then replaces; what
    was said before is kept."""
    w = MainWindow(variant="penguin", deal_number=4, speed="off")
    qtbot.addWidget(w)
    assert w.accessibility.table is None
    early = QAccessible.queryAccessibleInterface(w.view)
    assert early is not None and early.role() != QAccessible.Role.Pane  # a plain widget's
    assert early.childCount() < 18  # no piles
    assert w.accessibility.announcements  # the deal was announced all the same
    w.show()
    _attached(qtbot, w)
    table = _table(w)
    assert table.text(NAME) == "Card table" and table.childCount() == 18  # 7 + 7 + 4
    assert {p.pile for p in _piles(w)} >= {(COLUMN, 0), (CELL, 0), (FOUNDATION, 3)}
    assert w.accessibility.attach() is w.accessibility.table  # made once


def test_the_table_reads_as_piles_of_cards(window):
    table = _table(window)
    assert table.text(NAME) == "Card table"
    assert "Penguin, deal 4" in table.text(DESCRIPTION)
    piles = _piles(window)
    rules = window.controller.rules
    assert len(piles) == rules.columns + rules.cells + 4
    position = window.controller.position
    seen = 0
    for pile in piles:
        assert pile.role() == QAccessible.Role.List
        assert pile.parent().text(NAME) == "Card table"
        assert table.indexOfChild(pile) == piles.index(pile)
        cards = pile_cards(position, pile.pile)
        assert pile.childCount() == len(cards)
        for i in range(pile.childCount()):
            item = pile.child(i)
            assert item.role() == QAccessible.Role.ListItem
            assert item.text(NAME) == card_label(cards[i])
            assert item.parent().pile == pile.pile
            assert pile.indexOfChild(item) == i
            assert not item.rect().isEmpty()
            seen += 1
    assert seen == 52
    names = [p.text(NAME) for p in piles]
    assert any(n.startswith("Flipper a: empty") for n in names)
    assert any(n.startswith("Foundation (") for n in names)
    column = next(p for p in piles if p.pile == (COLUMN, 2))
    cards = pile_cards(position, (COLUMN, 2))
    expected = "Column 3: " + ", ".join(card_label(c) for c in cards) + " — "
    assert column.text(NAME).startswith(expected)
    assert "can move" in column.text(NAME)
    last = column.child(column.childCount() - 1)
    assert "can move" in last.text(DESCRIPTION)
    assert "Column 3, card" in last.text(DESCRIPTION)


def _column_move(window) -> Move:
    rules, position = window.controller.rules, window.controller.position
    return next(
        m
        for m in rules.legal_moves(position)
        if m.source_kind == COLUMN and m.target_kind == COLUMN and position.columns[m.target]
    )


def test_after_a_move_the_names_follow_and_the_move_is_announced(window):
    move = _column_move(window)
    position = window.controller.position
    moved = card_label(position.columns[move.source][-1])
    assert window.controller.play(move)
    source = _pile(window, (COLUMN, move.source))
    target = _pile(window, (COLUMN, move.target))
    assert moved not in source.text(NAME)
    assert target.text(NAME).split(" — ")[0].endswith(moved)
    assert target.child(target.childCount() - 1).text(NAME) == moved
    said = window.accessibility.announcements[-1]
    assert said.startswith(f"{moved} from Column {move.source + 1} to Column {move.target + 1}")
    window.controller.undo()
    assert window.accessibility.announcements[-1] in ("Undone: 1 move", "Back to the deal")
    assert "(s)" not in " ".join(window.accessibility.announcements)
    assert _pile(window, (COLUMN, move.source)).text(NAME).split(" — ")[0].endswith(moved)


def test_a_refused_move_is_announced_with_its_reason(window):
    rules, position = window.controller.rules, window.controller.position
    legal = set(rules.legal_moves(position))
    illegal = next(
        Move(COLUMN, s, COLUMN, t, 1)
        for s in range(7)
        for t in range(7)
        if s != t and Move(COLUMN, s, COLUMN, t, 1) not in legal and position.columns[t]
    )
    assert not window.controller.play(illegal)
    said = window.accessibility.announcements[-1]
    assert "does not go on" in said or "Nothing may be placed" in said


def test_the_pile_under_the_keyboard_frame_is_the_focused_child(window, qtbot):
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    qtbot.keyClick(window.view.viewport(), Qt.Key.Key_Right)  # shows the frame
    qtbot.keyClick(window.view.viewport(), Qt.Key.Key_Right)
    focused = window.scene.focus_pile
    assert focused == (COLUMN, 1)
    child = _table(window).focusChild()
    assert child is not None and child.pile == focused
    assert child.state().focused
    assert child.text(NAME).startswith("Column 2:")
    qtbot.keyClick(window.view.viewport(), Qt.Key.Key_Up)
    child = _table(window).focusChild()
    assert child.pile[0] in (CELL, FOUNDATION) and child.state().focused


def test_in_german_the_table_reads_in_german(qtbot, qapp):
    translators = i18n.install_translators(qapp, "de")
    try:
        w = MainWindow(variant="penguin", deal_number=4, speed="off")
        qtbot.addWidget(w)
        w.show()
        _attached(qtbot, w)
        names = [p.text(NAME) for p in _piles(w)]
        assert _table(w).text(NAME) == "Kartentisch"
        assert any(n.startswith("Spalte 1: ") for n in names)
        assert any(n.startswith("Flipper a: leer") for n in names)
        card = _pile(w, (COLUMN, 0)).child(0)
        assert " von " not in card.text(DESCRIPTION) or "Spalte 1" in card.text(DESCRIPTION)
    finally:
        i18n.remove_translators(qapp, translators)


def test_hints_and_the_winnability_verdict_are_announced(qtbot, english):
    window = MainWindow(
        variant="penguin", deal_number=1, speed="off", prefs=Preferences(animation_speed="off")
    )
    qtbot.addWidget(window)
    assistant = attach_addons(window).assistant  # the assembly has accessibility follow it
    window.show()
    try:
        qtbot.waitUntil(
            lambda: any(a.startswith("Winnable") for a in window.accessibility.announcements),
            timeout=SLOW,
        )
        with qtbot.waitSignal(assistant.hint_shown, timeout=SLOW):
            assistant.hint_action.trigger()
        assert window.accessibility.announcements[-1].startswith("Hint 1 of")
    finally:
        assistant.shutdown()


def _outline_alpha() -> int:
    """The alpha of an empty pile's outline, painted on its own."""
    from PySide6.QtGui import QImage, QPainter

    from penguin_qt.ui.table.items import PileItem

    item = PileItem((CELL, 0))
    item.set_size(80, 112)
    image = QImage(80, 112, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    item.paint(painter, None)
    painter.end()
    return max(image.pixelColor(x, 56).alpha() for x in range(4))


def test_high_contrast_gives_large_indices_four_colours_and_solid_outlines(window):
    from penguin_qt.ui.table.deck import BUILTIN_HIGH_CONTRAST, load_deck
    from penguin_qt.ui.table.items import PileItem

    faint = _outline_alpha()
    assert faint < 160
    window.accessibility.contrast_action.trigger()
    try:
        assert window.prefs.high_contrast
        assert window.scene.deck.id == BUILTIN_HIGH_CONTRAST
        assert PileItem.high_contrast and _outline_alpha() == 255
        deck = load_deck(BUILTIN_HIGH_CONTRAST)
        assert deck.four_colour and len({c.name() for c in deck.colours}) == 4
    finally:
        window.accessibility.contrast_action.trigger()
    assert not window.prefs.high_contrast and not PileItem.high_contrast
    assert window.scene.deck.id != BUILTIN_HIGH_CONTRAST


def test_the_window_and_its_cards_grow_with_the_system_font(qtbot, qapp, english):
    from penguin_qt.ui.window.sizing import font_scale
    from penguin_qt.ui.window.window import MINIMUM_SIZE

    normal = MainWindow(variant="penguin", deal_number=4, speed="off")
    qtbot.addWidget(normal)
    font = qapp.font()
    big = qapp.font()
    big.setPixelSize(26)
    qapp.setFont(big)
    try:
        assert font_scale() > 1.4
        large = MainWindow(variant="penguin", deal_number=4, speed="off")
        qtbot.addWidget(large)
        room = large.screen().availableGeometry().size()
        assert large.minimumSize().width() >= min(MINIMUM_SIZE.width() * 1.4, room.width())
        assert large.width() >= normal.width() or large.width() == room.width()
    finally:
        qapp.setFont(font)


def test_the_language_chosen_in_settings_is_kept_and_used(tmp_path):
    from PySide6.QtCore import QSettings

    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    prefs = Preferences(language="nl")
    prefs.save(store)
    assert Preferences.load(store).language == "nl"
    assert i18n.choose_language(None, Preferences.load(store).language) == "nl"
    assert i18n.choose_language("it", "nl") == "it"  # --language wins

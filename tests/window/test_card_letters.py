"""Card letters in the player's language: the corner index of the program's own cards, the
refusals, the hints, the screen reader's words and the rules page say a German jack "B", a
Dutch king "H"; the file formats (Copy Position) keep the English letters."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from penguin_qt import i18n
from penguin_qt.engine import CELL, COLUMN, Game, IllegalMoveError, Move, deal
from penguin_qt.engine.cards import RANK, SPADES, SUIT, SUIT_SYMBOLS, card, card_label, card_text
from penguin_qt.engine.notation import format_position
from penguin_qt.i18n_cards import rank_label
from penguin_qt.plugins import PluginHost
from penguin_qt.ui.assembly import attach_addons
from penguin_qt.ui.assistant.solution_viewer import line_rows
from penguin_qt.ui.dialogs.rules_help import rules_page
from penguin_qt.ui.keeping.settings import Preferences
from penguin_qt.ui.shared.wording import loss_phrase
from penguin_qt.ui.table.deck import BuiltinDeck
from penguin_qt.ui.window.window import MainWindow

# ace, jack, queen, king as each language writes them on a card
LETTERS = {
    "en": ("A", "J", "Q", "K"),
    "de": ("A", "B", "D", "K"),
    "nl": ("A", "B", "V", "H"),
    "it": ("A", "J", "Q", "K"),
    "es": ("A", "J", "Q", "K"),
}
COURTS = (1, 11, 12, 13)
QUEEN = 12


@pytest.fixture
def speak(qapp):
    """``speak(code)``: the window's translators for that language, for the test."""
    installed: list = []

    def use(code):
        i18n.remove_translators(qapp, installed)
        installed[:] = i18n.install_translators(qapp, code)

    yield use
    i18n.remove_translators(qapp, installed)


def _queen(lang: str, c: int) -> str:
    return LETTERS[lang][2] + SUIT_SYMBOLS[SUIT[c]]


@pytest.mark.parametrize("lang", LETTERS)
def test_the_rank_letters_are_the_languages_and_the_numbers_stay(speak, lang):
    speak(lang)
    assert tuple(rank_label(r) for r in COURTS) == LETTERS[lang]
    assert [rank_label(r) for r in range(2, 11)] == [str(r) for r in range(2, 11)]


@pytest.mark.parametrize("lang", LETTERS)
def test_the_corner_index_of_the_own_cards_is_drawn_in_the_languages_letters(
    speak, lang, monkeypatch
):
    speak(lang)
    drawn: list[str] = []
    paint = BuiltinDeck.paint_index

    def spy(self, painter, text, *args):
        drawn.append(text)
        paint(self, painter, text, *args)

    monkeypatch.setattr(BuiltinDeck, "paint_index", spy)
    deck = BuiltinDeck()
    for rank in COURTS:
        assert not deck.pixmap(card(rank, SPADES), 90).isNull()
    # each card has two corner indices, the second upside down
    assert drawn == [letter for letter in LETTERS[lang] for _ in (1, 2)]


def _deal_where(rules, wanted):
    """The first deal with a move ``wanted(position, move)`` accepts, and that move."""
    for number in range(1, 200):
        position = deal(rules, number)
        for source in range(rules.columns):
            for target in range(rules.columns):
                for kind in (COLUMN, CELL):
                    move = Move(COLUMN, source, kind, target if kind == COLUMN else 0, 1)
                    if source != target and wanted(position, move):
                        return number, move
    raise AssertionError("no such deal")


def _refused_queen(rules):
    def wanted(position, move):
        column = position.columns[move.source]
        if move.target_kind != COLUMN or RANK[column[-1]] != QUEEN:
            return False
        try:
            rules.check(position, move)
        except IllegalMoveError:
            return True
        return False

    return wanted


def _open(qtbot, tmp_path, number, variant="penguin"):
    prefs = Preferences(animation_speed="off")
    window = MainWindow(variant=variant, deal_number=number, speed="off", prefs=prefs)
    qtbot.addWidget(window)
    addons = attach_addons(window, tmp_path / "stats.sqlite", tmp_path / "game.json")
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    return window, addons


@pytest.mark.parametrize("lang", LETTERS)
def test_a_refusal_names_the_card_in_the_languages_letters(speak, lang, qtbot, tmp_path):
    speak(lang)
    rules = PluginHost().rules("penguin")
    number, move = _deal_where(rules, _refused_queen(rules))
    window, addons = _open(qtbot, tmp_path, number)
    try:
        queen = window.controller.position.columns[move.source][-1]
        assert not window.controller.play(move)
        said = window.statusBar().currentMessage()
        assert _queen(lang, queen) in said, said
        if lang in ("de", "nl"):
            assert card_label(queen) not in said, said  # not the English "Q♥"
    finally:
        addons.assistant.shutdown()


@pytest.mark.parametrize("lang", LETTERS)
def test_a_hint_and_the_screen_reader_name_the_card_in_the_languages_letters(
    speak, lang, qtbot, tmp_path
):
    speak(lang)
    rules = PluginHost().rules("penguin")

    def queen_to_a_flipper(position, move):
        column = position.columns[move.source]
        return (
            move.target_kind == CELL
            and RANK[column[-1]] == QUEEN
            and rules.is_legal(position, move)
        )

    number, move = _deal_where(rules, queen_to_a_flipper)
    window, addons = _open(qtbot, tmp_path, number)
    try:
        position = window.controller.position
        queen = position.columns[move.source][-1]
        addons.assistant.hints._on_hint(position, (move,), "search")  # as the solver answers
        said = window.statusBar().currentMessage()
        assert _queen(lang, queen) in said, said
        words = window.accessibility.text.pile_name((COLUMN, move.source))
        assert _queen(lang, queen) in words, words
    finally:
        addons.assistant.shutdown()


@pytest.mark.parametrize("lang", LETTERS)
def test_the_rules_page_counts_the_ranks_in_the_languages_letters(speak, lang):
    speak(lang)
    rules = PluginHost().rules("penguin")
    page = rules_page(rules, QUEEN, builtin=True)
    a, j, q, k = LETTERS[lang]
    assert f"{q} {k} {a} 2 3 4 5 6 7 8 9 10 {j}" in page


def test_a_copied_position_keeps_the_english_letters_in_german(speak, qtbot, tmp_path):
    speak("de")
    rules = PluginHost().rules("penguin")

    def king_on_the_table(position, move):
        return any(RANK[c] == 13 for column in position.columns for c in column)

    number, _move = _deal_where(rules, king_on_the_table)
    window, addons = _open(qtbot, tmp_path, number)
    try:
        text = addons.records.copy_position()
        assert text == format_position(window.controller.position, window.controller.rules)
        kings = [
            c for column in window.controller.position.columns for c in column if RANK[c] == 13
        ]
        assert kings and all(card_text(c) in text.split() for c in kings)  # "KS", not "KP"
        assert QApplication.clipboard().text() == text
    finally:
        addons.assistant.shutdown()


@pytest.mark.parametrize("lang", LETTERS)
def test_the_solution_viewer_and_the_losing_move_name_the_card_in_the_languages_letters(
    speak, lang
):
    speak(lang)
    rules = PluginHost().rules("penguin")

    def queen_to_a_flipper(position, move):
        column = position.columns[move.source]
        return (
            move.target_kind == CELL
            and RANK[column[-1]] == QUEEN
            and rules.is_legal(position, move)
        )

    number, move = _deal_where(rules, queen_to_a_flipper)
    game = Game(rules, deal_number=number)
    queen = game.position.columns[move.source][-1]
    rows = line_rows(game.position, [move], rules)
    assert _queen(lang, queen) in rows[0], rows
    game.play(move)
    step = next(s for s in game.history if s.move == move)
    when = loss_phrase(step, rules)  # "since move 1, when the Q♦ went to …"
    assert _queen(lang, queen) in when, when

"""Help › Rules: the page of the variant being played, in each language, with the same
content in all five, and a generic page for a third-party variant."""

from __future__ import annotations

import re
from html import unescape

import pytest
from PySide6.QtWidgets import QTextBrowser

from penguin_qt import i18n
from penguin_qt.engine import Rules
from penguin_qt.ui.dialogs.rules_help import rules_page
from penguin_qt.ui.keeping.settings import Preferences
from penguin_qt.ui.window.window import MainWindow

BUILT_IN = ("penguin", "relaxed-penguin", "penguin-5", "penguin-0", "eight-off", "freecell")
TOPICS = 9  # deal, base rank, foundations, building, cells, empty columns, runs, score, end


@pytest.fixture
def language(qapp):
    installed = []

    def use(code):
        i18n.remove_translators(qapp, installed)
        installed[:] = i18n.install_translators(qapp, code)

    yield use
    i18n.remove_translators(qapp, installed)


def _parts(page: str) -> tuple[list[str], list[str]]:
    heads = [unescape(h) for h in re.findall(r"<h2>(.*?)</h2>", page)]
    paragraphs = [unescape(p) for p in re.findall(r"<p>(.*?)</p>", page)]
    return heads, paragraphs


def _pages(host, language, variant, base=7):
    rules = host.rules(variant)
    pages = {}
    for lang in i18n.LANGUAGES:
        language(lang)
        pages[lang] = rules_page(rules, base if rules.wraps else None)
    return pages


@pytest.mark.parametrize("variant", BUILT_IN)
def test_each_variant_has_the_same_page_in_all_five_languages(host, language, variant):
    pages = _pages(host, language, variant)
    english_heads, english_paragraphs = _parts(pages["en"])
    assert len(english_heads) == TOPICS
    assert "(s)" not in pages["en"]
    for lang, page in pages.items():
        heads, paragraphs = _parts(page)
        assert len(heads) == TOPICS and len(paragraphs) == len(english_paragraphs), lang
        if lang == "en":
            continue
        # no English left behind: not one heading or sentence of the English page
        assert not set(heads) & set(english_heads) - {"Flippers"}, lang
        assert not set(paragraphs) & set(english_paragraphs), lang


def test_the_pages_use_the_players_own_words(host, language):
    words = {
        "de": ("Schnabel", "Grundrang", "Fundament", "Flipper"),
        "nl": ("bek", "basisrang", "grondslag", "flippers"),
        "it": ("becco", "valore base", "base", "flippers"),
        "es": ("pico", "rango base", "fundación", "aletas"),
    }
    pages = _pages(host, language, "penguin")
    for lang, expected in words.items():
        for word in expected:
            assert word in pages[lang], (lang, word)


def test_the_page_follows_the_rule_record(host, language):
    language("en")
    penguin = rules_page(host.rules("penguin"), 7)
    assert "7 8 9 10 J Q K A 2 3 4 5 6" in penguin
    assert "empty columns take sixes" in penguin
    assert "There are 7 flippers" in penguin
    relaxed = rules_page(host.rules("relaxed-penguin"), 7)
    assert "An empty column takes any card" in relaxed
    eight_off = rules_page(host.rules("eight-off"))
    assert "There is no beak" in eight_off and "only a king" in eight_off
    assert "(empty cells + 1) cards; empty columns do not count" in eight_off
    freecell = rules_page(host.rules("freecell"))
    assert "other colour" in freecell and "11982" in freecell
    unlimited = rules_page(host.rules("penguin").with_params(run_limit="unlimited"), 7)
    assert "a run of any length may move at once" in unlimited
    one = rules_page(host.rules("penguin").with_params(cells=1), 7)
    assert "There is one flipper" in one


def test_a_third_party_variant_gets_a_page_built_from_its_rules(language):
    language("it")
    rules = Rules(id="penguin-4", name="Penguin, 4 flippers", cells=4, empty_column="kings")
    page = rules_page(rules, 9, builtin=False)
    heads, _paragraphs = _parts(page)
    assert len(heads) == TOPICS
    assert "viene da un plugin" in page
    assert "Ci sono 4 flippers" in page
    assert "solo un Re" in page
    assert "Con questo valore base: 9 10 J Q K A 2 3 4 5 6 7 8." in page


def test_help_rules_shows_the_variant_being_played_in_the_windows_language(qtbot, language):
    language("de")
    window = MainWindow(
        variant="freecell", deal_number=3, speed="off", prefs=Preferences(animation_speed="off")
    )
    qtbot.addWidget(window)
    dialog = window.show_rules()
    text = dialog.findChild(QTextBrowser).toPlainText()
    assert text.startswith("FreeCell")
    assert "Microsofts FreeCell" in text and "Rot auf Schwarz" in text
    assert "Schnabel" in text  # "In diesem Spiel gibt es keinen Schnabel"
    dialog.close()


def test_seahaven_s_deal_tells_of_the_two_cards_in_the_free_cells(host):
    page = rules_page(host.rules("seahaven-towers"))
    _, paragraphs = _parts(page)
    deal = [p for p in paragraphs if "dealt" in p]
    assert any("free cells" in p for p in deal), deal


# -- no page contradicts itself or the rule record -------------------------------------------


def _beak_last(rules, number):
    """A deal that chooses the base: the beak is the last card of the last column."""
    from penguin_qt.engine import Position, rank_of, row_by_row, shuffled_deck

    order = shuffled_deck(number)
    beak = order[0]
    base = rank_of(beak)
    rest = [c for c in order[1:] if rank_of(c) != base]
    home = [0, 0, 0, 0]
    for c in order[1:]:
        if rank_of(c) == base:
            home[c // 13] = 1
    columns = [list(col) for col in row_by_row(rest, rules.columns)]
    columns[-1].append(beak)
    return Position(tuple(map(tuple, columns)), (None,) * rules.cells, tuple(home), base)


def _page(rules, base=None):
    return " ".join(unescape(p) for p in re.findall(r"<p>(.*?)</p>", rules_page(rules, base)))


def test_a_deal_that_chooses_the_base_elsewhere_is_not_told_as_parletts(host, language):
    from penguin_qt.engine import DealProcedure

    language("en")
    last = DealProcedure(
        "test.beak-last", "Beak last", _beak_last, chooses_base=True,
        description="The first card dealt lies on top of the last column and sets the base rank.",
    )  # fmt: skip
    rules = Rules(id="test.last", name="Beak Last", deal=last)
    page = _page(rules, 7)
    assert "first column" not in page and "beak" not in page.lower().replace("beak last", "")
    assert "The deal sets the base rank of the game" in page
    assert "lies on top of the last column" in page
    heads, _ = _parts(rules_page(rules, 7))
    assert heads[1] == "The base rank"


def test_base_rank_cards_go_home_by_themselves_only_where_the_rules_say(host, language):
    language("en")
    penguin = host.rules("penguin")
    assert "goes to its foundation by itself" in _page(penguin, 7)
    manual = Rules(id="test.manual", name="Manual", forced_base_moves=False)
    page = _page(manual, 7)
    assert "goes to its foundation by itself" not in page
    assert "The beak itself waits in the first column" in page


@pytest.mark.parametrize("empty", ["kings", "any", "below-base"])
def test_single_card_moves_are_told_without_runs_that_move(host, language, empty):
    """Eight Off with one card a move said "a run headed by a king" and then "one card
    moves at a time": one card a move, no run moves anywhere on the page."""
    language("en")
    rules = host.rules("eight-off").with_params(run_limit="single", empty_column=empty)
    page = _page(rules)
    assert "one card moves at a time" in page
    assert "run headed by" not in page and "any run" not in page
    assert "can be moved as one" not in page


def test_a_description_over_any_size_is_cut_before_the_page_is_made(language):
    """A record changed after it was made (the host and Rules refuse a description this
    long): the page takes at most what a description may hold."""
    import time

    from penguin_qt.engine.rules import MAX_DESCRIPTION_CHARS

    language("en")
    rules = Rules(id="test.long", name="Long")
    object.__setattr__(rules, "description", "<b>x</b> " * 70_000)  # 600 kB of markup
    began = time.monotonic()
    page = rules_page(rules)
    browser = QTextBrowser()
    browser.setHtml(page)
    assert time.monotonic() - began < 2
    assert len(page) < 10 * MAX_DESCRIPTION_CHARS + len(rules_page(Rules(id="t", name="L")))

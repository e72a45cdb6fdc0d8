"""No English left behind: every string reaches every translation file, every entry is
finished, and the engine's reasons and the window read in each language."""

from __future__ import annotations

import shutil
import string
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from penguin_qt import i18n
from penguin_qt.engine import IllegalMoveError, Move, deal
from penguin_qt.engine.errors import Text
from penguin_qt.plugins import PluginHost

TRANSLATED = [lang for lang in i18n.LANGUAGES if lang not in i18n.PLURAL_ONLY]


def _messages(ts_path):
    """(context, source, numerus, translation element) of every live message."""
    root = ET.parse(ts_path).getroot()
    for ctx in root.iter("context"):
        for m in ctx.iter("message"):
            tr = m.find("translation")
            if tr.get("type") in ("vanished", "obsolete"):
                continue
            yield ctx.findtext("name"), m.findtext("source"), m.get("numerus") == "yes", tr


def _sources(ts_path):
    return {(ctx, src) for ctx, src, _n, _tr in _messages(ts_path)}


def _fields(text: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}


def _ts(lang):
    return i18n.TRANSLATIONS / f"penguin_qt_{lang}.ts"


def test_every_language_has_its_files():
    for lang in i18n.LANGUAGES:
        assert _ts(lang).exists(), lang
        assert _ts(lang).with_suffix(".qm").exists(), f"{lang}: run `... i18n release`"


def test_the_translation_sources_hold_every_string_of_the_program(tmp_path, monkeypatch):
    work = tmp_path / "translations"
    work.mkdir()
    committed = {lang: _ts(lang) for lang in i18n.LANGUAGES}  # before the folder is swapped
    for path in committed.values():
        shutil.copy(path, work / path.name)
    monkeypatch.setattr(i18n, "TRANSLATIONS", work)
    assert i18n.update() == 0
    for lang, path in committed.items():
        assert _sources(work / path.name) == _sources(path), (
            f"{lang}: strings changed: run `python -m penguin_qt.i18n update` and translate them"
        )


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_no_entry_is_unfinished_or_empty_and_placeholders_match(lang):
    problems = []
    for ctx, src, numerus, tr in _messages(_ts(lang)):
        if tr.get("type") == "unfinished":
            problems.append(("unfinished", ctx, src))
            continue
        forms = [f.text or "" for f in tr.iter("numerusform")] if numerus else [tr.text or ""]
        if not all(f.strip() for f in forms):
            problems.append(("empty", ctx, src))
        if numerus and "%n" in src and "%n" not in forms[-1]:
            problems.append(("the plural form has no %n", ctx, src))
        for form in forms:
            # a singular form may leave out the count ("the card on it"), never add a field
            wanted = _fields(src)
            if _fields(form) - wanted or (form is forms[-1] and _fields(form) != wanted):
                problems.append(("fields differ", ctx, src, form))
    assert problems == []


def test_english_keeps_only_the_plural_forms_and_says_them_right():
    messages = list(_messages(_ts("en")))
    assert messages and all(numerus for _c, _s, numerus, _t in messages)
    sources = {src for _c, src, _n, _t in messages}
    assert "Won in %n move(s)" in sources
    assert "{count} cards are missing: {cards}" in sources


def test_the_extractor_collects_descriptions_solver_names_and_the_stray_words():
    plugins = sorted((i18n.ROOT / "plugins").rglob("*.py"))
    texts = i18n.variant_names(plugins)
    assert "Penguin where an empty column takes any card." in texts
    assert any(t.startswith("8 columns of 6") for t in texts)  # Eight Off's description
    assert "Built-in search solver" in i18n.solver_names(plugins)
    engine = i18n.engine_strings(sorted((i18n.ROOT / "penguin_qt" / "engine").rglob("*.py")))
    assert "any" in engine  # the label of an empty column that takes any card
    assert "Empty columns take only {ranks}: the base rank is {base}" in engine
    helpers = i18n.helper_strings(sorted((i18n.ROOT / "penguin_qt" / "ui").rglob("*.py")))
    assert ("SolutionViewer", "Solution") in helpers


@pytest.fixture
def language(qapp):
    """``language(code)`` installs that language's translators for the test."""
    installed = []

    def use(code):
        i18n.remove_translators(qapp, installed)
        installed[:] = i18n.install_translators(qapp, code)
        return installed

    yield use
    i18n.remove_translators(qapp, installed)


def _sample(name: str):
    if name in ("count", "n", "limit", "expected", "found", "max", "line", "other"):
        return 3
    if name in ("cells", "columns", "explanation", "rule", "ranks", "suit", "word"):
        return Text("hearts")
    if name == "variant":
        return "Penguin"
    return "7♥"


def _engine_templates():
    return i18n.engine_strings(sorted((i18n.ROOT / "penguin_qt" / "engine").rglob("*.py")))


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_engine_message_renders_translated(language, lang):
    """Each reason template, filled with sample values, reads in the language: the
    translator has it, and the text is not the English one."""
    translators = language(lang)
    ours = translators[-1]
    same = []
    for template in _engine_templates():
        params = {name.split("!")[0]: _sample(name.split("!")[0]) for name in _fields(template)}
        count = 3 if "{count}" in template else -1
        assert ours.translate("Engine", template, None, count), (lang, template)
        text = i18n.engine_message(Text(template, **params))
        english = Text(template, **params)
        if text == str(english):
            same.append(template)
    # words that are the same in a language (the "flipper" of Dutch and Italian, "{word}
    # {letter}") are fine; whole sentences are not
    assert all(len(t.split()) <= 2 for t in same), same


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_window_string_has_a_translation_in_the_compiled_file(lang):
    translator = QTranslator()
    assert translator.load(str(_ts(lang).with_suffix(".qm")))
    missing = [
        (ctx, src)
        for ctx, src, numerus, _tr in _messages(_ts(lang))
        if not translator.translate(ctx, src, None, 2 if numerus else -1)
    ]
    assert missing == [], "run `python -m penguin_qt.i18n release`"


def test_in_german_an_illegal_move_is_explained_in_german(language):
    language("de")
    rules = PluginHost().rules("penguin")
    position = deal(rules, 1)
    # Column 7 onto column 1 in deal 1 is not a build down in suit.
    with pytest.raises(IllegalMoveError) as error:
        rules.check(position, Move.parse("71"))
    assert str(error.value) == "The 9♥ does not go on the 4♣: the tableau builds down in suit"
    text = i18n.engine_message(error.value)
    assert text == "9♥ passt nicht auf 4♣: die Spalten bauen absteigend in Farbe"
    assert QCoreApplication.translate("Variants", "Relaxed Penguin") == "Entspannter Penguin"


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("en", "Won in 1 move", "Won in 2 moves"),
        ("de", "Gewonnen in 1 Zug", "Gewonnen in 2 Zügen"),
        ("nl", "Gewonnen in 1 zet", "Gewonnen in 2 zetten"),
        ("it", "Vinta in 1 mossa", "Vinta in 2 mosse"),
        ("es", "Ganada en 1 movimiento", "Ganada en 2 movimientos"),
    ],
)
def test_plurals_follow_the_count(language, lang, one, two):
    language(lang)
    say = lambda n: QCoreApplication.translate("MainWindow", "Won in %n move(s)", None, n)  # noqa: E731
    assert (say(1), say(2)) == (one, two)


def test_engine_counts_pick_their_plural_form(language):
    language("en")
    text = i18n.engine_message(Text("{count} other empty columns", count=1))
    assert text == "1 other empty column"
    language("de")
    assert i18n.engine_message(Text("{count} empty columns", count=1)) == "1 leere Spalte"
    assert i18n.engine_message(Text("{count} empty columns", count=4)) == "4 leere Spalten"


def test_variant_names_inside_engine_messages_are_translated(language):
    language("es")
    error = IllegalMoveError("{variant} builds its foundations from the ace", variant="FreeCell")
    assert i18n.engine_message(error) == "FreeCell construye sus fundaciones desde el As"
    error = IllegalMoveError(
        "{variant} has {expected} columns, the position has {found}",
        variant="Relaxed Penguin",
        expected=7,
        found=8,
    )
    assert i18n.engine_message(error).startswith("Penguin relajado tiene 7 columnas")


def test_the_language_follows_the_request_then_the_setting_then_the_system(monkeypatch):
    assert i18n.choose_language("nl_NL.UTF-8", "de") == "nl"
    assert i18n.choose_language(None, "it") == "it"
    assert i18n.choose_language("fr", "xx") in i18n.LANGUAGES  # the system's, else English


def test_numbers_are_written_the_languages_way(language):
    language("de")
    assert i18n.number(12345) == "12.345"
    assert i18n.number(57.5, 1) == "57,5"
    assert i18n.percent(0.574) == "57 %"
    language("en")
    assert i18n.number(12345) == "12,345"
    assert i18n.percent(0.574) == "57%"


@pytest.mark.parametrize(
    ("lang", "words"),
    [("nl", "spelnummers lopen van 1 tot"), ("es", "los números de partida van del 1 al")],
)
def test_the_command_line_speaks_the_language_asked_for(lang, words):
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "penguin_qt.ui.app", "--language", lang, "--deal", "0"],
        capture_output=True,
        text=True,
        timeout=60,
        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 2
    assert words in done.stderr
    helped = subprocess.run(
        [sys.executable, "-m", "penguin_qt.ui.app", "--language", lang, "--help"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert "Penguin" in helped.stdout and "Play Penguin and its family." not in helped.stdout


# Texts that read the same in a language (names, formulas, a word shared with English).
SAME_EVERYWHERE = {
    "Penguin Qt",
    "Penguin",
    "FreeCell",
    "Eight Off",
    "Normal",
    "Plugin",
    "Plugins",
    "Flipper",
    "Flippers",
    "Freecell Solver",
}
# ... and words a language shares with English
SAME_IN = {"nl": {"Variant", "Score 50"}, "it": {"Base 7"}, "es": {"Base 7"}, "de": {"Pause"}}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_window_string_reads_in_the_language(qtbot, language, lang):
    """Open the window with its add-ons in English and in ``lang``: every menu, action,
    tooltip and status field that says something must say it differently."""
    from PySide6.QtWidgets import QLabel

    from penguin_qt.ui.assembly import attach_addons
    from penguin_qt.ui.keeping.settings import Preferences
    from penguin_qt.ui.window.window import MainWindow

    def texts(code):
        language(code)
        window = MainWindow(
            variant="penguin", deal_number=4, speed="off", prefs=Preferences(animation_speed="off")
        )
        qtbot.addWidget(window)
        addons = attach_addons(window)
        seen = []
        for menu in window.menuBar().actions():
            seen.append(menu.text())
            for action in menu.menu().actions() if menu.menu() else []:
                seen += [action.text(), action.toolTip()]
        seen += [label.text() for label in window.statusBar().findChildren(QLabel)]
        addons.assistant.shutdown()
        return seen

    english, other = texts("en"), texts(lang)
    assert len(english) == len(other)
    same = [
        e
        for e, o in zip(english, other, strict=True)
        if e == o
        and e.strip()
        and e.replace("&", "") not in SAME_EVERYWHERE | SAME_IN.get(lang, set())
        and any(ch.isalpha() for ch in e)
    ]
    assert same == [], f"{lang}: not translated: {same}"

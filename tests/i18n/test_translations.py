"""Every user-visible string reaches the translation files, and the German one works."""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QCoreApplication

from penguin_qt import i18n
from penguin_qt.engine import IllegalMoveError, Move, deal
from penguin_qt.plugins import PluginHost


def _sources(ts_path):
    root = ET.parse(ts_path).getroot()
    return {
        (ctx.findtext("name"), m.findtext("source"))
        for ctx in root.iter("context")
        for m in ctx.iter("message")
        if m.find("translation").get("type") not in ("vanished", "obsolete")
    }


def _unfinished(ts_path):
    root = ET.parse(ts_path).getroot()
    return [
        (ctx.findtext("name"), m.findtext("source"))
        for ctx in root.iter("context")
        for m in ctx.iter("message")
        if m.find("translation").get("type") in ("unfinished",)
    ]


def test_the_translation_sources_hold_every_string_of_the_program(tmp_path, monkeypatch):
    committed = i18n.TRANSLATIONS / "penguin_qt_de.ts"
    work = tmp_path / "translations"
    work.mkdir()
    shutil.copy(committed, work / committed.name)
    monkeypatch.setattr(i18n, "TRANSLATIONS", work)
    assert i18n.update() == 0
    assert _sources(work / committed.name) == _sources(committed), (
        "strings changed: run `python -m penguin_qt.i18n update` and translate them"
    )
    assert _unfinished(committed) == []


def test_engine_strings_and_helpers_are_collected():
    strings = i18n.engine_strings(sorted((i18n.ROOT / "penguin_qt" / "engine").rglob("*.py")))
    assert "Empty columns take only {ranks}: the base rank is {base}" in strings
    helpers = i18n.helper_strings(sorted((i18n.ROOT / "penguin_qt" / "ui").rglob("*.py")))
    assert ("SolutionViewer", "Solution") in helpers


@pytest.fixture
def german(qapp):
    translators = i18n.install_translators(qapp, "de")
    yield
    for t in translators:
        qapp.removeTranslator(t)


def test_in_german_an_illegal_move_is_explained_in_german(german):
    rules = PluginHost().rules("penguin")
    position = deal(rules, 1)
    # Column 7 onto column 1 in deal 1 is not a build down in suit.
    with pytest.raises(IllegalMoveError) as error:
        rules.check(position, Move.parse("71"))
    assert str(error.value) == "The 9♥ does not go on the 4♣: the tableau builds down in suit"
    text = i18n.engine_message(error.value)
    assert text == "9♥ passt nicht auf 4♣: das Tableau baut absteigend in Farbe"
    assert QCoreApplication.translate("Variants", "Relaxed Penguin") == "Entspanntes Penguin"

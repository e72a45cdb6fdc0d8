"""The words of the translations: one language per name, one word per thing, the solvers'
names translated like the variants', menus spaced one way."""

from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from penguin_qt import i18n
from penguin_qt.storage.results import GameResult
from penguin_qt.ui.dialogs.settings_dialog import SettingsDialog
from penguin_qt.ui.keeping.settings import Preferences
from penguin_qt.ui.keeping.statistics_figures import by_difficulty
from penguin_qt.ui.shared.tiers import difficulty_text, tier_name

TRANSLATIONS = Path(i18n.__file__).resolve().parent.parent / "resources" / "translations"


def _translations(language: str) -> dict[str, str]:
    root = ET.parse(TRANSLATIONS / f"penguin_qt_{language}.ts").getroot()
    out = {}
    for message in root.iter("message"):
        t = message.find("translation")
        forms = [f.text or "" for f in t.findall("numerusform")]
        out[message.findtext("source")] = " ".join(forms) if forms else (t.text or "")
    return out


@pytest.fixture
def german(qapp):
    installed = i18n.install_translators(qapp, "de")
    yield
    i18n.remove_translators(qapp, installed)


def test_the_solvers_names_are_translated_in_the_settings(host, german):
    dialog = SettingsDialog(host, Preferences())
    names = [dialog.solver_box.itemText(i) for i in range(dialog.solver_box.count())]
    assert any("Suchlöser" in n for n in names), names
    assert not any(n.startswith("Built-in search solver") for n in names)


def test_the_tiers_read_in_german_in_the_status_bar_and_the_statistics(german):
    assert [tier_name(t) for t in ("easy", "medium", "hard", "expert")] == [
        "Leicht",
        "Mittel",
        "Schwer",
        "Experte",
    ]
    assert difficulty_text("hard") == "Schwierigkeit: Schwer"
    played = [GameResult("penguin", "won", 3, 95, 200.0, 52, 800, difficulty="hard")]
    chart = by_difficulty(played)
    assert [bar.label for bar in chart.bars] == ["Leicht", "Mittel", "Schwer", "Experte"]
    assert chart.bars[2].detail.startswith("Schwer: ")


def test_german_spaces_the_ellipsis_one_way_and_says_spalten_and_grundrang():
    words = _translations("de")
    for source, text in words.items():
        if source.endswith("…") and not source.endswith(" …"):
            assert not text.endswith(" …"), text
        assert not re.search(r"\bTableau\b", text), text
        assert not re.search(r"\bBasis\b", text), text


def test_variant_names_keep_to_one_language():
    assert _translations("de")["Relaxed Penguin"] == "Entspannter Penguin"
    assert _translations("nl")["Relaxed Penguin"] == "Ontspannen Penguin"
    for language, word in (("de", "mit"), ("nl", "met"), ("it", "con"), ("es", "con")):
        assert _translations(language)["Penguin, 6 flippers"].startswith(f"Penguin {word} 6 ")


def test_dutch_asks_to_deal_not_to_share():
    text = _translations("nl")[
        "Leave the game in progress and deal {variant} with these rules now?"
    ]
    assert "uitdelen" in text

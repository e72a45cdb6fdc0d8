"""A plugin's translations (penguin_qt.i18n_plugins): the languages it has are the ones
refreshed, --languages chooses others, and release builds no .qm from an empty .ts."""

from __future__ import annotations

import subprocess
import sys

import pytest

from penguin_qt.i18n_plugins import main, parse_languages

SOURCE = """from penguin_qt.engine import Rules

NINE = Rules(id="p.nine", name="Nine Columns", columns=9, cells=2, deal="rows")
"""


@pytest.fixture
def package(tmp_path):
    folder = tmp_path / "penguin_qt_nine"
    folder.mkdir()
    (folder / "__init__.py").write_text(SOURCE, encoding="utf-8")
    return folder


def _files(package, suffix):
    return sorted(p.name for p in (package / "translations").glob(f"*{suffix}"))


def test_update_writes_the_languages_asked_then_only_those_there_are(package):
    assert main(["update", str(package), "--languages", "de,nl"]) == 0
    assert _files(package, ".ts") == ["penguin_qt_nine_de.ts", "penguin_qt_nine_nl.ts"]
    assert "Nine Columns" in (package / "translations" / "penguin_qt_nine_de.ts").read_text()
    (package / "translations" / "penguin_qt_nine_nl.ts").unlink()  # the author drops Dutch
    assert main(["update", str(package)]) == 0
    assert _files(package, ".ts") == ["penguin_qt_nine_de.ts"]


def test_update_without_any_ts_writes_every_language(package):
    assert main(["update", str(package)]) == 0
    assert len(_files(package, ".ts")) == 4


def test_release_builds_only_what_is_translated(package, capsys):
    assert main(["update", str(package), "--languages", "de,it"]) == 0
    german = package / "translations" / "penguin_qt_nine_de.ts"
    text = german.read_text(encoding="utf-8")
    german.write_text(
        text.replace(
            '<translation type="unfinished"></translation>', "<translation>Neun</translation>"
        ),
        encoding="utf-8",
    )
    assert main(["release", str(package)]) == 0
    assert _files(package, ".qm") == ["penguin_qt_nine_de.qm"]
    assert "penguin_qt_nine_it.ts: nothing translated yet" in capsys.readouterr().err


def test_a_language_the_program_lacks_is_refused(package, capsys):
    assert main(["update", str(package), "--languages", "de,fr"]) == 2
    assert "no language 'fr'" in capsys.readouterr().err
    assert not (package / "translations").exists()
    with pytest.raises(ValueError):
        parse_languages(" , ")


def test_the_old_command_still_works(package):
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "penguin_qt.i18n",
            "plugin-update",
            str(package),
            "--languages",
            "es",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert _files(package, ".ts") == ["penguin_qt_nine_es.ts"]


DEALT = """from penguin_qt.engine import DealProcedure, Position, Rules, row_by_row, shuffled_deck


def deal_back(rules, number):
    order = shuffled_deck(number)[::-1]
    return Position(row_by_row(order, rules.columns), (None,) * rules.cells, (0, 0, 0, 0), 1)


def back_requires(rules):
    if rules.columns < 4:
        return "needs 4 columns or more"
    return "" if rules.cells else "needs a free cell"


BACK = DealProcedure("p.back", "Backwards deal", deal_back, requires=back_requires)
BACKWARDS = Rules(id="p.backwards", name="Backwards", columns=8, cells=4, deal=BACK)
"""


def test_update_takes_the_deal_procedures_name_and_what_it_requires(tmp_path):
    """Everything of a plugin's that the player reads: a deal procedure's name (in
    messages) and what its ``requires`` says the rules lack (in Settings, at the start)."""
    folder = tmp_path / "penguin_qt_back"
    folder.mkdir()
    (folder / "__init__.py").write_text(DEALT, encoding="utf-8")
    assert main(["update", str(folder), "--languages", "de"]) == 0
    text = (folder / "translations" / "penguin_qt_back_de.ts").read_text(encoding="utf-8")
    for source in ("Backwards", "Backwards deal", "needs 4 columns or more", "needs a free cell"):
        assert f"<source>{source}</source>" in text, source


def test_what_a_deal_requires_is_read_in_the_players_language(sample_plugin_installed, qapp):
    """The sample plugin's ForeCell needs 4 cells; Settings says why it cannot be played
    with 2 in German, from the plugin's own German file."""
    from penguin_qt import i18n
    from penguin_qt.plugins import PluginHost
    from penguin_qt.ui.dialogs.settings_dialog import rules_refusal

    forecell = PluginHost().rules("penguin_qt_sample.forecell")
    with pytest.raises(ValueError, match="needs 8 columns and 4 cells"):
        forecell.with_params(cells=2)  # the English, for a program without translations
    translators = i18n.install_translators(qapp, "de")
    try:
        said = rules_refusal(forecell, 2, None, None)
    finally:
        i18n.remove_translators(qapp, translators)
    assert "braucht 8 Spalten und 4 freie Zellen" in said, said
    assert "needs" not in said

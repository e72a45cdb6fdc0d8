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

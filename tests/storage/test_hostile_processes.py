"""Hostile files met by real processes: a planted pickle in the settings, records with huge
numbers, surrogates or damage given to ``penguin-solve replay`` and to the window's loader, a
FIFO, a link.  Every one ends in a message (no traceback), and nothing planted ever runs."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import penguin_qt

REPO = Path(penguin_qt.__file__).resolve().parent.parent


def _python(code: str, tmp_path: Path, timeout: float = 60) -> subprocess.CompletedProcess:
    env = dict(
        os.environ,
        PYTHONPATH=str(REPO),
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        QT_QPA_PLATFORM="offscreen",
    )
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=tmp_path,
        env=env,
    )


def _replay(path: Path, tmp_path: Path) -> subprocess.CompletedProcess:
    return _python(
        f"import sys; from penguin_qt.cli import main; sys.exit(main(['replay', {str(path)!r}]))",
        tmp_path,
    )


PLANT = """
    import sys
    from PySide6.QtCore import QSettings
    class Plant:
        def __reduce__(self):
            return (open, ({marker!r}, "w"))
    store = QSettings({path!r}, QSettings.Format.IniFormat)
    store.setValue("rules/variant", Plant())
    store.setValue("table/deck", "builtin-four-colour")
    store.sync()
"""


def _plant(tmp_path: Path) -> tuple[Path, Path]:
    path = tmp_path / "config" / "Penguin Qt" / "penguin-qt.conf"
    path.parent.mkdir(parents=True)
    marker = tmp_path / "planted-code-ran"
    done = _python(PLANT.format(marker=str(marker), path=str(path)), tmp_path)
    assert done.returncode == 0, done.stderr
    assert "@Variant(" in path.read_text(errors="replace")
    return path, marker


def test_the_planted_pickle_is_live_under_qsettings(tmp_path):
    """The control: the file planted below runs its code when QSettings reads it."""
    path, marker = _plant(tmp_path)
    read = f"""
        from PySide6.QtCore import QSettings
        QSettings({str(path)!r}, QSettings.Format.IniFormat).value("rules/variant")
    """
    _python(read, tmp_path)
    assert marker.exists()


def test_a_planted_pickle_in_the_settings_never_runs(tmp_path):
    path, marker = _plant(tmp_path)
    before = path.read_bytes()
    done = _python(
        """
        import json
        from penguin_qt.ui.keeping.settings import Preferences
        prefs = Preferences.load()
        print(json.dumps([prefs.variant, prefs.deck]))
        """,
        tmp_path,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.splitlines()[-1]) == ["penguin", "builtin-four-colour"]
    assert "refused" in done.stderr and "Traceback" not in done.stderr
    assert not marker.exists()
    assert path.read_bytes() == before


def test_a_symlinked_settings_file_is_replaced_not_written_through(tmp_path):
    target = tmp_path / "someone-elses.conf"
    target.write_text("[x]\ny=1\n")
    path = tmp_path / "config" / "Penguin Qt" / "penguin-qt.conf"
    path.parent.mkdir(parents=True)
    path.symlink_to(target)
    done = _python(
        """
        from penguin_qt.ui.keeping.settings import Preferences
        prefs = Preferences.load()
        prefs.variant = "freecell"
        assert prefs.save() is None
        assert Preferences.load().variant == "freecell"
        """,
        tmp_path,
    )
    assert done.returncode == 0, done.stderr
    assert target.read_text() == "[x]\ny=1\n"
    assert not path.is_symlink()


# -- records through the readers ---------------------------------------------------------------


def _sample(tmp_path: Path) -> dict:
    done = _python(
        """
        from penguin_qt.engine import Game
        from penguin_qt.plugins import PluginHost
        from penguin_qt.storage.records import record_of, to_json
        game = Game(PluginHost().rules("penguin"), 11)
        for _ in range(5):
            moves = [m for m in game.rules.legal_moves(game.position) if m.source_kind != 1]
            game.play(moves[0])
        game.undo()
        print(to_json(record_of(game, program="test")).replace("\\n", " "))
        """,
        tmp_path,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def _hostile_texts(document: dict) -> dict[str, str]:
    text = json.dumps(document, indent=1)
    huge = "9" * 5000
    out = {
        "huge deal": text.replace(f'"deal": {document["deal"]}', f'"deal": {huge}'),
        "huge hints": text.replace('"hints": 0', f'"hints": {huge}'),
        "huge version": text.replace('"version": 1', f'"version": {huge}'),
        "hints 2**63": text.replace('"hints": 0', f'"hints": {2**63}'),
        "negative moves by the solver": text.replace('"solver_moves": 0', '"solver_moves": -1'),
        "surrogate player": text.replace('"player": ""', '"player": "\\ud800"'),
        "surrogate id": text.replace(f'"id": "{document["id"]}"', '"id": "\\udfff"'),
        "control character in the program": text.replace(
            '"program": "test"', '"program": "\\u0007"'
        ),
        "NaN seconds": text.replace('"seconds": 0.0', '"seconds": NaN'),
        "cells 11": text.replace('"cells": 7', '"cells": 11'),
    }
    for name, mutant in out.items():
        assert mutant != text, name
    return out


def test_hostile_records_get_a_message_from_replay_and_are_left_as_they_are(tmp_path):
    document = _sample(tmp_path)
    failures = []
    for name, text in _hostile_texts(document).items():
        path = tmp_path / "hostile.penguin.json"
        path.write_text(text, encoding="utf-8")
        done = _replay(path, tmp_path)
        if (
            done.returncode != 2
            or "Traceback" in done.stderr
            or "penguin-solve:" not in done.stderr
        ):
            failures.append((name, done.returncode, done.stderr[-300:]))
        assert path.read_text(encoding="utf-8") == text
    assert failures == []


def test_a_record_with_a_byte_order_mark_replays(tmp_path):
    path = tmp_path / "bom.penguin.json"
    path.write_text("\ufeff" + json.dumps(_sample(tmp_path)), encoding="utf-8")
    done = _replay(path, tmp_path)
    assert done.returncode == 0, done.stderr


def test_replay_of_a_fifo_is_refused_at_once(tmp_path):
    fifo = tmp_path / "pipe.penguin.json"
    os.mkfifo(fifo)
    done = _replay(fifo, tmp_path)  # before: waited for a writer forever (the timeout)
    assert done.returncode == 2 and "not a regular file" in done.stderr


def test_the_window_s_loader_sets_aside_every_hostile_saved_game(tmp_path):
    document = _sample(tmp_path)
    texts = _hostile_texts(document)
    folder = tmp_path / "saved"
    folder.mkdir()
    for n, text in enumerate(texts.values()):
        (folder / f"{n}.json").write_text(text, encoding="utf-8")
    stale = folder / ".current-game.json.x1y2z3.tmp"
    stale.write_text("cut short")
    os.utime(stale, (1, 1))
    done = _python(
        f"""
        import json, pathlib
        from penguin_qt.plugins import PluginHost
        from penguin_qt.ui.keeping.persistence import load_saved_game
        host = PluginHost()
        out = []
        for n in range({len(texts)}):
            game, record, message = load_saved_game(
                pathlib.Path({str(folder)!r}) / f"{{n}}.json", host.rules
            )
            out.append([game is None, record is None, message])
        print(json.dumps(out))
        """,
        tmp_path,
    )
    assert done.returncode == 0, done.stderr
    results = json.loads(done.stdout.splitlines()[-1])
    assert all(none_game and none_record and message for none_game, none_record, message in results)
    kept = sorted(p.name for p in folder.iterdir())
    assert kept == sorted(f"{n}.json.unreadable-1" for n in range(len(texts)))
    for n, text in enumerate(texts.values()):  # set aside whole, not changed
        assert (folder / f"{n}.json.unreadable-1").read_text(encoding="utf-8") == text


@pytest.mark.slow  # a process per record
def test_a_sample_of_fuzzed_records_through_replay_as_real_processes(tmp_path):
    document = _sample(tmp_path)
    text = json.dumps(document, indent=1)
    rng = random.Random(21)
    hostile = ["9" * 5000, '"\\ud800"', "-1", "1e999", "[]", "{}", "null", '"\\u0000"', "true"]
    failures = []
    tried = 0
    for _ in range(24):
        lines = text.splitlines()
        at = rng.randrange(1, len(lines) - 1)
        key = lines[at].split(":")[0]
        if ":" in lines[at]:
            comma = "," if lines[at].rstrip().endswith(",") else ""
            lines[at] = f"{key}: {rng.choice(hostile)}{comma}"
        else:
            lines[at] = lines[at][: rng.randrange(len(lines[at]) + 1)]
        mutant = "\n".join(lines)
        path = tmp_path / "mutant.penguin.json"
        path.write_text(mutant, encoding="utf-8")
        done = _replay(path, tmp_path)
        tried += 1
        if done.returncode not in (0, 2) or "Traceback" in done.stderr:
            failures.append(done.stderr[-300:])
        if done.returncode == 2 and "penguin-solve:" not in done.stderr:
            failures.append(done.stderr[-300:])
        assert path.read_text(encoding="utf-8") == mutant
    assert tried == 24 and failures == []


@pytest.mark.parametrize("option", ["--variant", "--solver"])
def test_a_huge_option_value_is_quoted_in_forty_characters(tmp_path, option):
    value = "x" * 100_000
    args = ["solve", "1", option, value] if option == "--solver" else ["deal", "1", option, value]
    done = _python(
        f"import sys; from penguin_qt.cli import main; sys.exit(main({args!r}))", tmp_path
    )
    assert done.returncode == 2
    assert "x" * 39 in done.stderr and "x" * 41 not in done.stderr, done.stderr[:200]


def test_a_huge_variant_on_the_window_s_command_line_is_quoted_in_forty_characters(tmp_path):
    done = _python(
        f"from penguin_qt.ui.app import parse_args; parse_args(['--variant', {'x' * 100_000!r}])",
        tmp_path,
    )
    assert done.returncode == 2
    assert "x" * 39 in done.stderr and "x" * 41 not in done.stderr, done.stderr[:200]

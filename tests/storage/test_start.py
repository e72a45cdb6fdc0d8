"""The program always starts with a playable game, whatever its settings file holds.

The start is the real one (``penguin_qt.ui.app.main``), with the configuration and data
folders pointed at a temporary folder; in-process for the fuzz test, as a separate process
where the start itself is the point (a dialog before the window, a 50 MB settings file).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication, QMessageBox

import penguin_qt
from penguin_qt import i18n
from penguin_qt.ui import app as app_module
from penguin_qt.ui.window.window import MainWindow

REPO = Path(penguin_qt.__file__).resolve().parent.parent
#: Starts per fuzz run: a few in the suite, many with PENGUIN_SLOW_TESTS=1.
STARTS = 200 if os.environ.get("PENGUIN_SLOW_TESTS") == "1" else 15


def _start_in_process(monkeypatch, root: Path, config: bytes | None, argv=()) -> MainWindow:
    """Start the program as ``penguin-qt`` does and return its window, once it is up."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(root / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(root / "data"))
    folder = root / "config" / "Penguin Qt"
    folder.mkdir(parents=True, exist_ok=True)
    if config is not None:
        (folder / "penguin-qt.conf").write_bytes(config)
    qapp = QApplication.instance()
    before = set(qapp.topLevelWidgets())
    shown: list[MainWindow] = []

    def exec_once(*_args) -> int:
        shown.extend(
            w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow) and w not in before
        )
        # the add-ons come after the first frame: let them come, so closing ends them
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            addons = getattr(qapp, "addons", None)
            if addons is not None and shown and addons.assistant.window is shown[0]:
                break
            qapp.processEvents()
            time.sleep(0.005)
        return 0

    monkeypatch.setattr(QApplication, "exec", exec_once)
    # the start sets the language and the locale numbers are written in: put them back after
    monkeypatch.setattr(i18n, "_language", i18n._language)
    locale = QLocale()
    try:
        assert app_module.main(["--speed", "off", *argv]) == 0
    finally:
        QLocale.setDefault(locale)
    assert len(shown) == 1
    window = shown[0]
    for translator in getattr(qapp, "translators", []):
        qapp.removeTranslator(translator)
    return window


def _close(window: MainWindow) -> None:
    window.close()  # the add-ons' closing work: solver processes, statistics
    window.deleteLater()


def _playable(window: MainWindow) -> None:
    c = window.controller
    assert c.game is not None
    assert next(iter(c.rules.legal_moves(c.position)), None) is not None


KEYS = [
    "[rules]\nvariant",
    "[rules]\nflippers",
    "[rules]\nempty_column",
    "[rules]\nrun_limit",
    "[solver]\nid",
    "[table]\ndeck",
    "[table]\nanimation_speed",
    "[table]\nautoplay",
    "[plugins]\ndisabled",
]
VALUES = st.one_of(
    st.text(max_size=30),
    st.sampled_from(
        ["eight-off", "freecell", "penguin", "penguin, eight-off, freecell", "0", "2", "inf"]
        + ["@Invalid()", "@Variant(\\0\\0\\0\\x87@)", "/nonexistent/deck.svg", "kings", "cells"]
        + ["unlimited", "fc-solve", "search", "off", "slow", "false", "4_2", "\u0664"]
    ),
)
CONTENT = st.one_of(
    st.binary(max_size=300),
    st.lists(st.tuples(st.sampled_from(KEYS), VALUES), max_size=10).map(
        lambda pairs: "\n".join(f"{k}={v}" for k, v in pairs).encode("utf-8", "surrogatepass")
    ),
)


@settings(
    max_examples=STARTS,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(content=CONTENT)
@pytest.mark.slow  # the real program, started once per generated settings file
def test_whatever_the_settings_file_holds_the_program_starts(
    qtbot, monkeypatch, tmp_path_factory, content
):
    window = _start_in_process(monkeypatch, tmp_path_factory.mktemp("start"), content)
    try:
        _playable(window)
    finally:
        _close(window)


def test_eight_off_with_two_cells_saved_by_hand_is_refused_and_said(qtbot, monkeypatch, tmp_path):
    config = b"[rules]\nvariant=eight-off\nflippers=2\n"
    window = _start_in_process(monkeypatch, tmp_path, config)
    try:
        _playable(window)
        assert window.controller.rules.id == "eight-off"
        assert window.controller.rules.cells >= 4
        notice = window.findChild(QMessageBox, "settings-notice")
        assert "could not be used" in notice.text()
    finally:
        _close(window)


DRIVER = """
import json, sys, time
started = time.perf_counter()
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
qapp = QApplication(sys.argv[:1])
from penguin_qt.ui import app
from penguin_qt.ui.window.window import MainWindow
seen = {"asked": []}

def look():
    modal = QApplication.activeModalWidget()
    if isinstance(modal, QMessageBox):
        seen["asked"].append(modal.text())
        modal.button(QMessageBox.StandardButton[sys.argv[1]]).click()
        QTimer.singleShot(0, look)
        return
    windows = [w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow)]
    if not windows:
        QTimer.singleShot(10, look)
        return
    w = windows[0]
    seen["seconds"] = time.perf_counter() - started
    seen["variant"] = w.controller.rules.id
    seen["playable"] = bool(list(w.controller.rules.legal_moves(w.controller.position)))
    notice = w.findChild(QMessageBox, "settings-notice")
    seen["notice"] = notice.text() if notice is not None else ""
    qapp.quit()

QTimer.singleShot(0, look)
code = app.main(["--speed", "off"])
seen["exit"] = code
print(json.dumps(seen))
"""


def _start_process(root: Path, answer: str = "Yes") -> dict:
    env = dict(
        os.environ,
        XDG_CONFIG_HOME=str(root / "config"),
        XDG_DATA_HOME=str(root / "data"),
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(REPO),
    )
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(DRIVER), answer],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=root,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def _every_variant_plugin() -> str:
    from penguin_qt.plugins import PluginHost

    return ", ".join(n for n, info in PluginHost().plugins.items() if info.variants)


def _config(root: Path) -> Path:
    folder = root / "config" / "Penguin Qt"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / "penguin-qt.conf"


def test_with_every_variant_plugin_off_it_offers_the_built_ins_back(tmp_path):
    _config(tmp_path).write_text(f"[plugins]\ndisabled={_every_variant_plugin()}\n")
    seen = _start_process(tmp_path, "Yes")
    assert seen["exit"] == 0
    assert len(seen["asked"]) == 1 and "turned off" in seen["asked"][0]
    assert seen["playable"] and seen["variant"] == "penguin"
    assert "disabled" not in _config(tmp_path).read_text()  # fixed for the next start too


def test_with_every_variant_plugin_off_no_ends_with_words_not_a_traceback(tmp_path):
    _config(tmp_path).write_text(f"[plugins]\ndisabled={_every_variant_plugin()}\n")
    env = dict(
        os.environ,
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(REPO),
    )
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(DRIVER), "No"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=tmp_path,
    )
    assert "Traceback" not in done.stderr
    assert "no variant plugin is active" in done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1])["exit"] == 1


@pytest.mark.parametrize("megabytes", [50])
def test_a_50_mb_settings_file_is_set_aside_and_the_program_starts(tmp_path, megabytes):
    path = _config(tmp_path)
    with open(path, "wb") as stream:
        stream.write(b"[rules]\nvariant=freecell\n")
        line = b"k" * 99 + b"\n"
        stream.write(line * (megabytes * 10_000))
    seen = _start_process(tmp_path)
    assert seen["playable"] and seen["variant"] == "penguin"
    assert "too large" in seen["notice"]
    assert path.with_name("penguin-qt.conf.too-large").stat().st_size > megabytes * 1_000_000
    print(f"start with a {megabytes} MB settings file: {seen['seconds']:.2f} s")

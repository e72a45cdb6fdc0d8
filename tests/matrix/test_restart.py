"""The window after a restart is the window before it: the table, every action's state, the
status bar's words and the winnability verdict with its "since move N" and its offer to undo,
after Quit, SIGTERM or SIGKILL and for a game the player has thrown away.  Quit and SIGKILL
are run for every variant the host offers by the matrix (test_matrix.py), with
``restart_and_compare`` below."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

DRIVER = Path(__file__).resolve().parent / "restart_driver.py"


class Run:
    """One run of the real program, with its own data and settings folders."""

    def __init__(self, home: Path, site: Path, args: list[str], **env: str) -> None:
        path = os.pathsep.join(p for p in (str(site), os.environ.get("PYTHONPATH")) if p)
        environment = dict(
            os.environ,
            QT_QPA_PLATFORM="offscreen",
            XDG_DATA_HOME=str(home / "data"),
            XDG_CONFIG_HOME=str(home / "config"),
            XDG_CACHE_HOME=str(home / "cache"),
            HOME=str(home),
            PYTHONPATH=path,
            **env,
        )
        self.process = subprocess.Popen(
            [sys.executable, str(DRIVER), *args],
            env=environment,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )

    def read(self, kind: str, limit: float = 150) -> dict:
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if not line:
                break
            entry = json.loads(line)
            if entry.pop("kind") == kind:
                return entry
        self.process.kill()
        raise AssertionError(f"no {kind} from the program: {self.process.stderr.read()[-3000:]}")

    def finish(self) -> tuple[int, str]:
        _out, err = self.process.communicate(timeout=60)
        return self.process.returncode, err


def restart_and_compare(home, site, args, moves, how):
    first = Run(home, site, args, DRIVER_MOVES=moves, DRIVER_END="wait" if how else "quit")
    before = first.read("snapshot")
    if how is not None:
        first.read("idle")
        first.process.send_signal(how)
    code, err = first.finish()
    assert how == signal.SIGKILL or code == 0, err
    again = Run(home, site, [], DRIVER_END="report")
    after = again.read("snapshot")
    code, err = again.finish()
    assert code == 0, err
    assert after["history"], "the game came back with no moves"
    assert before["reader"] and len(before["reader"]) > 4, "no screen reader's view of the table"
    for key in before:
        assert after[key] == before[key], key
    return before


def test_the_window_after_sigterm_and_restart_is_the_window_before(
    tmp_path, sample_plugin_installed
):
    """Quit and SIGKILL are cells of the matrix (test_matrix.py) for every variant."""
    args = ["--variant", "freecell", "--deal", "7"]
    restart_and_compare(tmp_path, sample_plugin_installed, args, "first:4", signal.SIGTERM)


def test_a_thrown_away_game_comes_back_saying_which_move_lost_it(tmp_path, sample_plugin_installed):
    """Penguin deal 1: the top cards of columns 5, 7 and 2 double-clicked throw the win away."""
    args = ["--variant", "penguin", "--deal", "1"]
    before = restart_and_compare(tmp_path, sample_plugin_installed, args, "double:5 7 2", None)
    assert "since move" in before["verdict"]
    assert before["undo_to_winnable"]

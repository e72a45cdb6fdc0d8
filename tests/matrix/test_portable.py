"""The program starts, solves and quits where POSIX-only features are missing: no SIGHUP, no
``prctl``, no ``RLIMIT_AS``, no ``/proc`` and no process groups, in the window's process and in
its solver workers alike.  The game is kept and comes back as it was."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from shared import WITHOUT_FEATURES

DRIVER = Path(__file__).resolve().parent / "restart_driver.py"

BARE_START = (
    WITHOUT_FEATURES
    + """
import runpy, signal, sys
del signal.SIGHUP
from penguin_qt.plugins import workers
workers.BOOT = WITHOUT_FEATURES + workers.BOOT
sys.argv = [DRIVER, *sys.argv[1:]]
runpy.run_path(DRIVER, run_name="__main__")
"""
)


def run(home: Path, *args: str, **env: str) -> str:
    code = f"WITHOUT_FEATURES = {WITHOUT_FEATURES!r}\nDRIVER = {str(DRIVER)!r}\n" + BARE_START
    environment = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_CACHE_HOME=str(home / "cache"),
        HOME=str(home),
        **env,
    )
    done = subprocess.run(
        [sys.executable, "-c", code, *args],
        env=environment,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def test_start_a_solve_and_quit_without_sighup_prctl_rlimit_proc_or_process_groups(tmp_path):
    import json

    out = run(
        tmp_path, "--variant", "penguin", "--deal", "3", DRIVER_MOVES="first:2", DRIVER_END="quit"
    )
    before = json.loads(out.splitlines()[-1])
    assert before["verdict"].lower() == "winnable", before["verdict"]  # a worker answered
    again = json.loads(run(tmp_path, DRIVER_END="report").splitlines()[-1])
    assert again["history"] == before["history"] and again["position"] == before["position"]

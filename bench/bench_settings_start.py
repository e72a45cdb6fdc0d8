"""Start-up with a settings file of absurd size; prints figures.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_settings_start.py [--megabytes 50]

Wall time from starting a new ``penguin-qt`` process to its window being shown, with the
configuration folder holding a normal settings file and one of ``--megabytes`` MB (made
afresh before every round: the program sets such a file aside), rounds alternating; the
medians and their ratio.  The machine's other load shows in the spread: run it with ``nice``
and read the ratio rather than the absolute times.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

CHILD = """
import json, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
qapp = QApplication(sys.argv[:1])
from penguin_qt.ui import app
from penguin_qt.ui.window.window import MainWindow

def look():
    shown = [w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    if not shown:
        QTimer.singleShot(5, look)
        return
    print(json.dumps({"shown": time.perf_counter()}), flush=True)
    qapp.quit()

QTimer.singleShot(0, look)
app.main(["--speed", "off", "--deal", "1"])
"""


def one_start(root: Path, megabytes: int) -> float:
    folder = root / "config" / "Penguin Qt"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "penguin-qt.conf"
    for stale in folder.glob("penguin-qt.conf*"):
        stale.unlink()
    with open(path, "wb") as stream:
        stream.write(b"[rules]\nvariant=penguin\n")
        if megabytes:
            stream.write((b"k" * 99 + b"\n") * (megabytes * 10_000))
    env = dict(
        os.environ,
        XDG_CONFIG_HOME=str(root / "config"),
        XDG_DATA_HOME=str(root / "data"),
        QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
    )
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(CHILD)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if not lines:
        raise SystemExit(f"the program did not start: {done.stderr[-500:]}")
    return json.loads(lines[-1])["shown"] - started


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--megabytes", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    normal, large = [], []
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        one_start(root, 0)  # warm the file cache
        for _ in range(args.rounds):
            normal.append(one_start(root, 0))
            large.append(one_start(root, args.megabytes))
    a, b = statistics.median(normal), statistics.median(large)
    print(f"start to window shown, normal settings file:  median {a:.2f} s  {sorted(normal)}")
    size = f"{args.megabytes} MB"
    print(f"start to window shown, {size} settings file: median {b:.2f} s  {sorted(large)}")
    print(f"ratio (large / normal): {b / a:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

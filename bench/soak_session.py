"""A long run of the session's state machine (tests/window/test_session_state.py): many more
and longer sequences of what a player does than CI plays, with fresh random choices each run,
and the figures printed (examples, steps, restarts after a kill, seconds, and the outcome).

    .venv/bin/python bench/soak_session.py [--examples 200] [--steps 60] [--runs 1]

Each run is a pytest run of the one test with ``PENGUIN_SESSION_EXAMPLES``,
``PENGUIN_SESSION_STEPS`` and ``PENGUIN_SESSION_RANDOM=1`` set; a failing run prints the
steps that led to it.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEST = "tests/window/test_session_state.py"


def run(examples: int, steps: int) -> tuple[bool, str, float]:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        PENGUIN_SESSION_EXAMPLES=str(examples),
        PENGUIN_SESSION_STEPS=str(steps),
        PENGUIN_SESSION_RANDOM="1",
    )
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:logging", TEST],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    return done.returncode == 0, done.stdout + done.stderr, time.monotonic() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=200)
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args()
    failed = 0
    for number in range(1, args.runs + 1):
        passed, output, seconds = run(args.examples, args.steps)
        figures = re.search(r"session state: (\{.*\})", output)
        print(f"run {number}: {'passed' if passed else 'FAILED'} in {seconds:.0f} s", end="")
        print(f"  {figures.group(1)}" if figures else "")
        if not passed:
            failed += 1
            lines = [line for line in output.splitlines() if "QtWarningMsg" not in line]
            print("\n".join(lines[-80:]))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

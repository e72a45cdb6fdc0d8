"""The game survives the program's end, however it ends: the real program in a subprocess,
played through its window, ended by SIGKILL at a random moment, by SIGTERM, or by Ctrl+Q,
then started again: the position, the history, the redo stack and the clock come back."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from penguin_qt.ui.keeping.persistence import CLOCK_SAVE_MS

# Each round starts the real program and ends it: the full tier only.
pytestmark = pytest.mark.slow

DRIVER = Path(__file__).resolve().parent / "app_driver.py"
ROUNDS = int(os.environ.get("PENGUIN_SURVIVAL_ROUNDS", "50"))
TICK = CLOCK_SAVE_MS / 1000  # the clock is also written this often while it runs


class Program:
    """One run of the program with its own data folder."""

    def __init__(self, home: Path, mode: str, seed: int, actions: int = 12) -> None:
        env = dict(
            os.environ,
            QT_QPA_PLATFORM="offscreen",
            XDG_DATA_HOME=str(home / "data"),
            XDG_CONFIG_HOME=str(home / "config"),
            HOME=str(home),
            DRIVER_MODE=mode,
            DRIVER_SEED=str(seed),
            DRIVER_ACTIONS=str(actions),
        )
        self.process = subprocess.Popen(
            [sys.executable, str(DRIVER)],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: list[dict] = []

    def read_until(self, kinds: set[str], limit: float = 60) -> dict | None:
        """Read state lines until one of ``kinds``; None when the program ended first."""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if not line:
                return None
            entry = json.loads(line)
            self.lines.append(entry)
            if entry["kind"] in kinds:
                return entry
        raise AssertionError("the program did not answer in time")

    def states(self) -> list[dict]:
        return [e for e in self.lines if e["kind"] in ("started", "state")]

    def finish(self, timeout: float = 30) -> tuple[int, str]:
        out, err = self.process.communicate(timeout=timeout)
        for line in out.splitlines():
            self.lines.append(json.loads(line))
        return self.process.returncode, err


def same(a: dict, b: dict) -> bool:
    keys = ("variant", "deal", "position", "history", "redo")
    return all(a[k] == b[k] for k in keys)


def won(state: dict) -> bool:
    """Whether the state's position has every card home (no card in a column or a cell)."""
    lines = state["position"].splitlines()
    columns = [line for line in lines if line.startswith(":")]
    cells = [line.split()[1:] for line in lines if line.startswith("Freecells:")]
    return all(line.strip() == ":" for line in columns) and all(set(c) <= {"-"} for c in cells)


def one_action_apart(last: dict, back: dict) -> bool:
    """Whether ``back`` is ``last`` after one more move, undo or redo (the action the
    program was making when it was killed)."""
    if (last["variant"], last["deal"]) != (back["variant"], back["deal"]):
        return False
    old, new = last["history"], back["history"]
    if new[: len(old)] == old and len(new) > len(old):
        added = new[len(old) :]
        moved = not added[0].endswith("*") and all(m.endswith("*") for m in added[1:])
        redone = bool(last["redo"]) and [m.rstrip("*") for m in added] == last["redo"][-1]
        return moved and (back["redo"] == [] or redone)
    if old[: len(new)] == new and len(old) > len(new):
        taken = [m.rstrip("*") for m in old[len(new) :]]
        return back["redo"] == [*last["redo"], taken]
    return False


@pytest.mark.long
def test_sigkill_at_a_random_moment_loses_at_most_the_move_being_made(tmp_path):
    """Each round starts the program (which brings back what the last round left), checks
    what came back, plays, and is killed at a random moment."""
    rng = random.Random(20261201)
    lost = in_flight = wins = 0
    last = None
    for round_number in range(ROUNDS + 1):
        final = round_number == ROUNDS
        program = Program(
            tmp_path, "report" if final else "play", rng.randrange(1 << 30), rng.randint(2, 14)
        )
        back = program.read_until({"started"})
        assert back is not None, program.finish()[1]
        if last is not None:
            if same(back, last):
                # the clock as it was last written: at the last action, or a tick after it
                saved = last["saved_elapsed"]
                assert saved - 0.05 <= back["elapsed"] <= saved + TICK + 0.5, round_number
            elif one_action_apart(last, back):
                in_flight += 1
            elif won(last):
                # A won game does not come back: the next start deals a new one.
                assert back["history"] != last["history"], round_number
                wins += 1
            else:
                lost += 1
                print("lost:", json.dumps({"last": last, "back": back}))
        if final:
            program.finish()
            break
        time.sleep(rng.uniform(0, 0.25))
        program.process.send_signal(signal.SIGKILL)
        program.finish()
        last = program.states()[-1]
    print(
        f"{ROUNDS} rounds: {lost} lost something, {in_flight} kept the move being made, "
        f"{wins} won (a new game followed)"
    )
    assert lost == 0, f"{lost} of {ROUNDS} rounds lost something"


SIGNALS = {"sigterm": signal.SIGTERM, "sighup": signal.SIGHUP, "sigint": signal.SIGINT}


@pytest.mark.parametrize(
    ("how", "rounds"), [("sigterm", 5), ("quit", 5), ("sighup", 2), ("sigint", 2)]
)
def test_signals_and_quit_keep_the_game_exactly(tmp_path, how, rounds):
    """Each round plays and ends the program by ``how``; the next round's start (the last
    one only reports) brings back exactly what the round before showed at its end."""
    rng = random.Random(how)
    last = final = None
    for round_number in range(rounds + 1):
        end = round_number == rounds
        mode = "report" if end else "quit" if how == "quit" else "play"
        program = Program(tmp_path, mode, rng.randrange(1 << 30), actions=rng.randint(2, 10))
        if last is not None:
            back = program.read_until({"started"})
            assert back is not None, program.finish()[1]
            assert same(back, last) and same(final, last), round_number
            # The clock comes back where it stopped when the program ended: the restart does
            # not count (the start's state is told as soon as the start is over).
            assert final["elapsed"] >= last["elapsed"]
            assert final["elapsed"] - 0.05 <= back["elapsed"] <= final["elapsed"] + 0.5
        if how in SIGNALS and not end:
            assert program.read_until({"idle"}) is not None
            program.process.send_signal(SIGNALS[how])
        code, err = program.finish()
        assert code == 0, err
        if end:
            break
        last = program.states()[-1]
        final = next(e for e in program.lines if e["kind"] == "final")

"""Penguin Qt beside KPatience (Debian's ``kpat``), measured side by side in one run.

    .venv/bin/python bench/bench_peers.py                 # every row, 5 start rounds, 3 batch
    .venv/bin/python bench/bench_peers.py --only batch --rounds 5

KPatience is a reference for the figures only, never needed by the tests or CI: without
``kpat`` (or ``Xvfb``, ``xdotool``) this script says what is missing and stops.  Each row
runs the two programs in alternating rounds, so both see the same load; the figures are the
medians of the rounds.  The rows:

1. **start**: from starting the process to its first *visible* window on a private Xvfb
   display; both detected the same way (``xdotool search --onlyvisible --pid``, polled);
   a throw-away home for both, so each starts as it does the first time, and one D-Bus
   session bus for both (KPatience ends without one).
2. **batch**: FreeCell deals 1-2,000 solved on one process, ``kpat --solve 3 --start 1
   --end 2000`` against ``penguin-solve batch --variant freecell --deals 1-2000 --jobs 1``:
   wall clock, and CPU time of the whole process tree (``os.wait4``: the workers a command
   started and reaped are counted in its own figures); every deal must be decided.
3. **search**: Penguin deals 30001-30300 with the built-in search, the median per deal
   through ``penguin-solve batch --solver search --jobs 1`` against the same search in
   this benchmark's own process (as ``bench_solve.py`` measures it: the solver's time).
4. **frame**: process start to the first painted frame (offscreen), the program as
   ``penguin-qt`` starts against a bare PySide6 window with 52 items (``bench_ui.py``),
   alternating, 15 rounds (``--frame-rounds``); the ratio with its 90 % interval and the
   ratio of the fastest rounds (``bench_ui.paired_ratio``).

The load average before and after is printed: the machine is shared, so read the ratios.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
POLL = 0.005  # seconds between two looks for the window
START_TIMEOUT = 30.0
PENGUIN_RANGE = (30001, 30300)
ROWS = ("start", "batch", "search", "frame")


def find_kpat() -> str | None:
    return shutil.which("kpat") or next(
        (p for p in ("/usr/games/kpat", "/usr/bin/kpat") if os.access(p, os.X_OK)), None
    )


def venv_bin(name: str) -> str:
    """A command of the environment this script runs in (the worktree's .venv)."""
    path = Path(sys.executable).parent / name
    return str(path) if path.exists() else name


def missing_tools() -> list[str]:
    missing = []
    if find_kpat() is None:
        missing.append("kpat (Debian's package 'kpat')")
    for tool, package in (("Xvfb", "xvfb"), ("xdotool", "xdotool"), ("dbus-daemon", "dbus")):
        if shutil.which(tool) is None:
            missing.append(f"{tool} (Debian's package '{package}')")
    return missing


class Display:
    """A private Xvfb server; ``Xvfb -displayfd`` picks a free display number."""

    def __init__(self) -> None:
        read, write = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
            pass_fds=(write,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write)
        with os.fdopen(read) as f:
            number = f.readline().strip()
        if not number:
            raise SystemExit("bench_peers: Xvfb did not start")
        self.name = f":{number}"

    def close(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=5)


class SessionBus:
    """A private D-Bus session bus: KPatience ends (or crashes) without one."""

    def __init__(self) -> None:
        out = subprocess.run(
            ["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
        self.address, self.pid = out[0], int(out[1])

    def close(self) -> None:
        with contextlib.suppress(OSError):
            os.kill(self.pid, 15)


BUS: SessionBus | None = None


def environment(home: str, display: str | None) -> dict[str, str]:
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=f"{home}/.config")
    env.update(XDG_DATA_HOME=f"{home}/.local/share", XDG_CACHE_HOME=f"{home}/.cache")
    env["XDG_RUNTIME_DIR"] = home
    env.pop("QT_QPA_PLATFORM", None)
    # As installed (pip and Debian compile the modules): Python may keep the bytecode it
    # compiles, so a start after the first does not compile every module again.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if display is not None:
        env["DISPLAY"] = display
    if BUS is not None:  # the same bus for both programs, started once
        env["DBUS_SESSION_BUS_ADDRESS"] = BUS.address
    return env


def visible_after(argv: list[str], env: dict[str, str]) -> float:
    """Seconds from starting ``argv`` to its first visible window; the program is ended."""
    with tempfile.TemporaryFile() as errors:
        return _visible_after(argv, env, errors)


def _visible_after(argv: list[str], env: dict[str, str], errors) -> float:
    start = time.perf_counter()
    process = subprocess.Popen(
        argv, env=env, stdout=subprocess.DEVNULL, stderr=errors, start_new_session=True
    )
    try:
        while time.perf_counter() - start < START_TIMEOUT:
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--pid", str(process.pid)],
                env=env,
                capture_output=True,
                text=True,
            )
            if found.stdout.strip():
                return time.perf_counter() - start
            if process.poll() is not None:
                errors.seek(0)
                tail = errors.read().decode(errors="replace")[-600:]
                raise SystemExit(
                    f"bench_peers: {argv[0]} ended (status {process.returncode}) before showing "
                    f"a window:\n{tail}"
                )
            time.sleep(POLL)
        raise SystemExit(f"bench_peers: no visible window of {argv[0]} in {START_TIMEOUT:.0f} s")
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, 15)
        process.wait(timeout=10)


def timed(argv: list[str], env: dict[str, str]) -> tuple[float, float, str]:
    """(wall seconds, CPU seconds of the process and what it reaped, standard output)."""
    with tempfile.TemporaryFile() as out:
        start = time.perf_counter()
        process = subprocess.Popen(argv, env=env, stdout=out, stderr=subprocess.DEVNULL)
        _pid, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        text = out.read().decode()
    if process.returncode != 0:
        raise SystemExit(f"bench_peers: {argv[0]} ended with status {process.returncode}")
    return wall, usage.ru_utime + usage.ru_stime, text


def median_ms(values: list[float]) -> str:
    return f"{1000 * statistics.median(values):.0f} ms"


def spread(values: list[float], scale: float = 1000.0, unit: str = "ms") -> str:
    return f"{min(values) * scale:.0f}–{max(values) * scale:.0f} {unit}"


def started(argv: list[str], display: str) -> float:
    """``visible_after`` in a fresh home; a program that ended without a window is said and
    started once more (seen once under heavy load)."""
    for attempt in (1, 2):
        with tempfile.TemporaryDirectory() as home:
            try:
                return visible_after(argv, environment(home, display))
            except SystemExit as problem:
                if attempt == 2:
                    raise
                print(f"  {problem} -- once more", flush=True)
    raise AssertionError("unreachable")


def row_start(rounds: int, kpat: str, display: str) -> list[str]:
    kp, ours = [], []
    for k in range(rounds + 1):  # the first round warms the caches and is not counted
        kp.append(started([kpat], display))
        ours.append(started([venv_bin("penguin-qt")], display))
        if k == 0:
            kp, ours = [], []
    ratio = statistics.median(ours) / statistics.median(kp)
    return [
        f"start to a visible window (Xvfb, {rounds} rounds, alternating)",
        f"{median_ms(kp)} ({spread(kp)})",
        f"{median_ms(ours)} ({spread(ours)})",
        f"{ratio:.2f}×",
    ]


def row_batch(rounds: int, kpat: str, display: str, deals: int) -> list[str]:
    kp_wall, kp_cpu, our_wall, our_cpu = [], [], [], []
    kp_argv = [kpat, "--solve", "3", "--start", "1", "--end", str(deals)]
    our_argv = [venv_bin("penguin-solve"), "batch", "--variant", "freecell"]
    our_argv += ["--deals", f"1-{deals}", "--jobs", "1"]
    with tempfile.TemporaryDirectory() as home:  # warm the caches (and Python's bytecode)
        timed([*our_argv[:-3], "1-20", "--jobs", "1"], environment(home, None))
        timed([*kp_argv[:-1], "20"], environment(home, display))
    for _ in range(rounds):
        with tempfile.TemporaryDirectory() as home:
            wall, cpu, text = timed(kp_argv, environment(home, display))
        won = sum(1 for line in text.splitlines() if line.split()[1:2] == ["won"])
        kp_wall.append(wall)
        kp_cpu.append(cpu)
        with tempfile.TemporaryDirectory() as home:
            wall, cpu, text = timed(our_argv, environment(home, None))
        summary = text.splitlines()[-1]
        if f"# {deals} deals:" not in summary or "unknown 0 " not in summary:
            raise SystemExit(f"bench_peers: not every deal decided: {summary}")
        our_wall.append(wall)
        our_cpu.append(cpu)
        print(
            f"  batch round: kpat {kp_wall[-1]:.2f} s wall, {kp_cpu[-1]:.2f} s CPU ({won} won); "
            f"penguin-solve {wall:.2f} s wall, {cpu:.2f} s CPU",
            flush=True,
        )

    def s(values: list[float]) -> str:
        return f"{statistics.median(values):.2f} s"

    return [
        f"FreeCell 1–{deals:,} on one process (`--jobs 1`), {rounds} rounds",
        f"{s(kp_wall)} wall, {s(kp_cpu)} CPU",
        f"{s(our_wall)} wall, {s(our_cpu)} CPU",
        f"{statistics.median(our_wall) / statistics.median(kp_wall):.2f}× wall, "
        f"{statistics.median(our_cpu) / statistics.median(kp_cpu):.2f}× CPU",
    ]


def in_process_median(first: int, last: int) -> float:
    """The search's own median time per deal in this process (bench_solve.py's figure)."""
    from penguin_qt.engine import deal
    from penguin_qt.plugins import PluginHost
    from penguin_qt.solving import Budget, CancelToken

    host = PluginHost()
    rules = host.rules("penguin")
    solver = host.solvers()["search"].item
    times = []
    for number in range(first, last + 1):
        result = solver.solve(deal(rules, number), rules, Budget(seconds=10), CancelToken())
        times.append(result.seconds)
    return statistics.median(times)


def batch_median(first: int, last: int) -> float:
    argv = [venv_bin("penguin-solve"), "batch", "--variant", "penguin", "--solver", "search"]
    argv += ["--deals", f"{first}-{last}", "--jobs", "1"]
    with tempfile.TemporaryDirectory() as home:
        _wall, _cpu, text = timed(argv, environment(home, None))
    times = [float(line.split("\t")[4]) for line in text.splitlines() if line[:1].isdigit()]
    return statistics.median(times)


def row_search(rounds: int) -> list[str]:
    first, last = PENGUIN_RANGE
    inside, batch = [], []
    for _ in range(rounds):
        batch.append(batch_median(first, last))
        inside.append(in_process_median(first, last))
    return [
        f"Penguin {first}–{last}, search, median per deal ({rounds} rounds)",
        f"in-process {1000 * statistics.median(inside):.2f} ms",
        f"`penguin-solve batch` {1000 * statistics.median(batch):.2f} ms",
        f"{statistics.median(batch) / statistics.median(inside):.2f}×",
    ]


def row_frame(rounds: int) -> list[str]:
    sys.path.insert(0, str(HERE))
    import bench_ui

    with tempfile.TemporaryDirectory() as home:
        env = environment(home, None)
        env["QT_QPA_PLATFORM"] = "offscreen"
        bare, ours = [], []
        for _ in range(rounds):
            marks = bench_ui._child_marks([bench_ui.BARE_FLAG], env)
            bare.append(marks["painted"] - marks["t0"])
            marks = bench_ui._child_marks([bench_ui.CHILD_FLAG], env)
            ours.append(marks["painted"] - marks["t0"])
    return [
        f"first painted frame (offscreen, {rounds} rounds; bare PySide6 window in the "
        "KPatience column)",
        f"{median_ms(bare)} ({spread(bare)})",
        f"{median_ms(ours)} ({spread(ours)})",
        bench_ui.describe_ratio(ours, bare, "×"),
    ]


def load() -> str:
    return ", ".join(f"{x:.1f}" for x in os.getloadavg())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="start rounds")
    # a frame start is some 0.15 s: more rounds, since 5 gave 1.25x to 1.31x from run to run
    parser.add_argument("--frame-rounds", type=int, default=15, help="frame rounds")
    parser.add_argument("--batch-rounds", type=int, default=3)
    parser.add_argument("--deals", type=int, default=2000, help="FreeCell deals 1-N")
    parser.add_argument("--only", choices=ROWS, action="append", help="run only these rows")
    args = parser.parse_args()
    rows = args.only or list(ROWS)
    needs_kpat = {"start", "batch"} & set(rows)
    missing = missing_tools() if needs_kpat else []
    if missing:
        print("bench_peers: KPatience cannot be measured here; missing: " + ", ".join(missing))
        print("  (it is a benchmark reference only: apt-get install kpat xvfb xdotool dbus)")
        return 1
    kpat = find_kpat() or ""
    print(f"load average before: {load()} (2 cores; other work shares them)", flush=True)
    table = []
    global BUS
    display = Display() if needs_kpat else None
    BUS = SessionBus() if needs_kpat else None
    try:
        if "start" in rows and display is not None:
            table.append(row_start(args.rounds, kpat, display.name))
        if "batch" in rows and display is not None:
            table.append(row_batch(args.batch_rounds, kpat, display.name, args.deals))
        if "search" in rows:
            table.append(row_search(args.batch_rounds))
        if "frame" in rows:
            table.append(row_frame(args.frame_rounds))
    finally:
        if display is not None:
            display.close()
        if BUS is not None:
            BUS.close()
    print(f"load average after: {load()}")
    print()
    print("| measure | KPatience | Penguin Qt | ratio |")
    print("|---|---|---|---|")
    for cells in table:
        print("| " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

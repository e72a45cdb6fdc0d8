"""The open patiences (plugins/penguin_qt_open) against Freecell Solver: the agreement table,
the win rates and the times, on the same deals.

    nice python bench/bench_open.py --run --deals 1-1000 --out results/   # about 2 hours
    python bench/bench_open.py --out results/                              # the table again

``--run`` solves each deal of each game with the built-in search and with fc-solve, one
right after the other (``bench_solve.py --compare fc-solve --tsv``: every solution of
either is replayed through the engine, and a wrong one stops the run), and writes
``<variant>.tsv`` to ``--out``.  Baker's Dozen has 13 columns: Debian's libfreecell-solver is
built for 10, so fc-solve plays it only with a library built with MAX_NUM_STACKS=13 (its
source's default) on the library path; without one its fc-solve column is empty.

The table: per game, the deals each solver decided within the budget, the deals both
decided, on how many they agree and disagree (there must be none), the solutions replayed,
the win rate (a deal is won when either solver won it, lost when either proved it lost; the
undecided are counted apart), the share of the deals each solver decided within 1 s, and
both solvers' median times on the deals both decided, with their ratio (wall time; and the
ratio of the CPU medians, which a loaded machine changes less), and their median states on
those deals (what the load does not change: how much each searched, apart from how fast).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

VARIANTS = (
    "penguin_qt_open.forecell",
    "penguin_qt_open.beleaguered-castle",
    "penguin_qt_open.streets-and-alleys",
    "penguin_qt_open.bakers-dozen",
)
BENCH = Path(__file__).resolve().parent / "bench_solve.py"


def run(deals: str, out: str, budget: float) -> None:
    for variant in VARIANTS:
        command = [sys.executable, str(BENCH), "--variant", variant, "--deals", deals]
        command += ["--compare", "fc-solve", "--budget", str(budget), "--tsv", out]
        subprocess.run(command, check=True)


def rows(path: Path):
    """(deal, search verdict, search seconds, fc-solve verdict, fc-solve seconds, search CPU
    seconds, fc-solve CPU seconds, search states, fc-solve states)."""
    for line in path.read_text().splitlines():
        parts = line.split("\t")
        cpu = [float(x) for x in parts[10:12]] if len(parts) >= 12 else [0.0, 0.0]
        states = (int(parts[3]), int(parts[8] or 0))
        yield (
            int(parts[0]),
            parts[1],
            float(parts[4]),
            parts[6],
            float(parts[7] or 0),
            *cpu,
            *states,
        )


def table(out: str) -> str:
    lines = [
        "| game | deals | search decided | fc-solve decided | both | agree | disagree "
        "| solutions replayed | won / lost / undecided | win rate "
        "| search within 1 s | fc-solve within 1 s | median search | median fc-solve | ratio "
        "| ratio of CPU medians | median states, search / fc-solve |",
        "|---" * 17 + "|",
    ]
    for variant in VARIANTS:
        path = Path(out) / f"{variant}.tsv"
        if not path.exists():
            continue
        data = list(rows(path))
        decided = ("solved", "unsolvable")
        s_dec = [r for r in data if r[1] in decided]
        f_dec = [r for r in data if r[3] in decided]
        both = [r for r in data if r[1] in decided and r[3] in decided]
        agree = sum(1 for r in both if r[1] == r[3])
        replayed = sum(r[1] == "solved" for r in data) + sum(r[3] == "solved" for r in data)
        won = sum(1 for r in data if "solved" in (r[1], r[3]))
        lost = sum(1 for r in data if "unsolvable" in r[1::2] and "solved" not in r[1::2])
        undecided = len(data) - won - lost
        fast = sum(1 for r in s_dec if r[2] <= 1.0)
        f_fast = sum(1 for r in f_dec if r[4] <= 1.0)
        ms = statistics.median(r[2] for r in both) * 1000 if both else float("nan")
        mf = statistics.median(r[4] for r in both) * 1000 if both else float("nan")
        cs = statistics.median(r[5] for r in both) if both else float("nan")
        cf = statistics.median(r[6] for r in both) if both else float("nan")
        ss = statistics.median(r[7] for r in both) if both else float("nan")
        sf = statistics.median(r[8] for r in both) if both else float("nan")
        lines.append(
            f"| {variant.split('.')[1]} | {len(data)} | {len(s_dec)} | {len(f_dec)} "
            f"| {len(both)} | {agree} | {len(both) - agree} | {replayed} "
            f"| {won} / {lost} / {undecided} | {100 * won / max(won + lost, 1):.1f} % "
            f"| {100 * fast / len(data):.1f} % | {100 * f_fast / len(data):.1f} % "
            f"| {ms:.1f} ms | {mf:.1f} ms | {ms / mf:.1f}x | {cs / cf:.1f}x "
            f"| {ss:,.0f} / {sf:,.0f} |"
        )
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--run", action="store_true", help="solve the deals first")
    parser.add_argument("--deals", default="1-1000")
    parser.add_argument("--budget", type=float, default=5.0, help="seconds per deal and solver")
    parser.add_argument("--out", default="results")
    args = parser.parse_args()
    if args.run:
        os.makedirs(args.out, exist_ok=True)
        run(args.deals, args.out, args.budget)
    print(table(args.out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

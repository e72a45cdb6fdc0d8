"""Quick hints: how long ``quick_hint`` takes and where its move comes from.

For each variant, deals 1-N: the starting position and the position after 15 random legal
moves (a game gone astray, often no longer winnable).  Prints the median, 95th-percentile and
largest time per hint (asked for: 100 ms), how many hints came from a solution, from the best
line the search found, or from the heuristic, and checks every hint is a legal move.

    python bench/bench_solve_hint.py [--deals 50] [--solver search]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from penguin_qt.engine import deal
from penguin_qt.plugins import PluginHost
from penguin_qt.solving import quick_hint

VARIANTS = ("penguin", "penguin-3", "eight-off", "freecell")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--solver", default="search")
    args = parser.parse_args()
    host = PluginHost()
    solver = host.solvers()[args.solver].item
    for variant in VARIANTS:
        rules = host.rules(variant)
        rng = random.Random(variant)
        times, sources = [], {}
        for number in range(1, args.deals + 1):
            start = deal(rules, number)
            astray = start
            for _ in range(15):
                moves = rules.legal_moves(astray)
                if not moves:
                    break
                astray = rules.apply(astray, rng.choice(moves))
            for position in (start, astray):
                began = time.perf_counter()
                hint = quick_hint(position, rules, solver=solver, budget_ms=100)
                times.append(time.perf_counter() - began)
                sources[hint.source] = sources.get(hint.source, 0) + 1
                if hint.move is not None:
                    rules.check(position, hint.move)  # raises if it were illegal
                elif rules.has_moves(position):
                    raise SystemExit(f"{variant} {number}: no hint although moves are left")
        times.sort()
        print(
            f"{variant}: {len(times)} hints, median {1000 * statistics.median(times):.1f} ms, "
            f"95th percentile {1000 * times[int(0.95 * (len(times) - 1))]:.1f} ms, "
            f"max {1000 * times[-1]:.1f} ms; from "
            + ", ".join(f"{k} {v}" for k, v in sorted(sources.items())),
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

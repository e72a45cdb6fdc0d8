"""The fc-solve plugin's speed, deal by deal, against the plugin of another revision.

    nice -n 10 python bench/bench_fcsolve.py --deals 1-2000 --baseline main
    nice -n 10 python bench/bench_fcsolve.py --deals slow --baseline main   # the issue's list
    nice -n 10 python bench/bench_fcsolve.py --deals 1-32000 --tsv fcsolve.tsv
    python bench/bench_fcsolve.py --variant eight-off --deals 1-1000
    python bench/bench_fcsolve.py --variant penguin --run-limit cells --deals 1-1000

Each deal is solved by the plugin of this tree and, with ``--baseline REV``, right after (or
right before: the order alternates) by the plugin as it was at git revision REV, loaded from
that revision's source into this process: both see the same machine load.  Every solution is
replayed through the engine (outside the time).  Prints for each: the verdicts, the median,
95th-percentile, longest and total wall-clock and CPU time, the deals above 0.5 s and above
1 s, the iterations fc-solve spent, and the slowest deals with their iterations and solution
lengths; with a baseline, the ratios.  ``--tsv FILE`` writes one line per deal.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import subprocess
import sys
import time

from penguin_qt.engine import deal
from penguin_qt.plugins import PluginHost
from penguin_qt.solving import SOLVED, UNKNOWN, UNSOLVABLE, Budget, CancelToken, verify_solution

# Microsoft FreeCell deals that the plugin's former scheme (fc-solve's default meta-move scan,
# then an atomic scan) decided only after more than a second in a portfolio run.
SLOW = (
    "1617 1618 3925 4900 5376 5595 7209 7301 7382 7655 7744 7793 8954 9079 10055 11230 11386 "
    "11422 11912 11982 13396 13536 13996 16501 16567 16799 17247 17343 18320 18972 20382 21127 "
    "22240 22369 23039 23216 23453 23661 23673 23712 23726 23730 24002 25194 25315 25463 25599 "
    "25995 27899 30090 31465"
)
PLUGIN = "plugins/penguin_qt_fcsolve/__init__.py"


def baseline_solver(revision: str):
    """The plugin's solver as it is at a git revision, loaded under another module name."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    source = subprocess.run(
        ["git", "-C", root, "show", f"{revision}:{PLUGIN}"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    spec = importlib.util.spec_from_loader("penguin_qt_fcsolve_baseline", loader=None)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    exec(compile(source, f"{revision}:{PLUGIN}", "exec"), module.__dict__)
    return module.SOLVER


def numbers_of(text: str) -> list[int]:
    if text == "slow":
        return [int(n) for n in SLOW.split()]
    numbers: list[int] = []
    for part in text.split(","):
        first, _, last = part.partition("-")
        numbers.extend(range(int(first), int(last or first) + 1))
    return numbers


class Tally:
    def __init__(self, name: str) -> None:
        self.name = name
        self.verdicts = {SOLVED: 0, UNSOLVABLE: 0, UNKNOWN: 0}
        self.wall: list[float] = []
        self.cpu: list[float] = []
        self.rows: list[tuple[float, int, str, int, int, float]] = []
        self.iterations = 0

    def add(self, number: int, result, wall: float, cpu: float) -> None:
        self.verdicts[result.verdict] += 1
        self.wall.append(wall)
        self.cpu.append(cpu)
        self.iterations += result.states
        self.rows.append((wall, number, result.verdict, result.states, len(result.moves), cpu))

    def report(self, out) -> None:
        n = len(self.wall)
        wall, cpu = sorted(self.wall), sorted(self.cpu)
        v = self.verdicts
        print(
            f"{self.name}: {n} deals: solved {v[SOLVED]}, unsolvable {v[UNSOLVABLE]}, "
            f"unknown {v[UNKNOWN]}",
            file=out,
        )
        for label, times in (("wall", wall), ("CPU", cpu)):
            print(
                f"  {label:4s}: median {1000 * statistics.median(times):.2f} ms, 95th "
                f"percentile {1000 * times[int(0.95 * (n - 1))]:.2f} ms, max "
                f"{1000 * times[-1]:.1f} ms, total {sum(times):.2f} s; above 0.5 s: "
                f"{sum(t > 0.5 for t in times)}, above 1 s: {sum(t > 1 for t in times)}, "
                f"above 0.1 s: {sum(t > 0.1 for t in times)}",
                file=out,
            )
        counts = sorted(r[3] for r in self.rows)
        print(
            f"  iterations: median {statistics.median(counts):,.0f}, max {counts[-1]:,}, "
            f"total {self.iterations:,}",
            file=out,
        )
        slowest = sorted(self.rows, reverse=True)[:8]
        print(
            "  slowest: "
            + ", ".join(
                f"{num} {verdict} {1000 * w:.0f} ms ({its:,} it, {moves} moves)"
                for w, num, verdict, its, moves, _ in slowest
            ),
            file=out,
        )
        unknown = [r[1] for r in self.rows if r[2] == UNKNOWN]
        if unknown:
            print(f"  unknown: {unknown}", file=out)


def solve(solver, start, rules, budget):
    wall, cpu = time.perf_counter(), time.process_time()
    result = solver.solve(start, rules, Budget(seconds=budget), CancelToken())
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    if result.verdict == SOLVED:
        verify_solution(start, rules, result.moves)  # raises on a wrong solution
    return result, wall, cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="freecell")
    parser.add_argument("--run-limit")
    parser.add_argument("--deals", default="1-1000", help="A-B[,C-D...] or 'slow'")
    parser.add_argument("--budget", type=float, default=10.0, help="seconds per deal")
    parser.add_argument("--baseline", metavar="REV", help="also run the plugin of REV")
    parser.add_argument("--tsv", help="one line per deal: number, then per solver verdict, "
                        "wall s, CPU s, iterations, moves")  # fmt: skip
    parser.add_argument("--progress", type=int, default=0, help="a line every N deals")
    args = parser.parse_args()

    host = PluginHost()
    rules = host.rules(args.variant)
    if args.run_limit:
        rules = rules.with_params(run_limit=args.run_limit)
    solvers = [("this tree", host.solvers()["fc-solve"].item)]
    if args.baseline:
        solvers.append((f"baseline {args.baseline}", baseline_solver(args.baseline)))
    support = solvers[0][1].supports(rules)
    numbers = numbers_of(args.deals)
    print(
        f"== fc-solve plugin, {args.variant}"
        + (f" run-limit={args.run_limit}" if args.run_limit else "")
        + f", {len(numbers)} deals ({args.deals}), budget {args.budget:g} s; "
        f"{'exact' if support.exact else 'not exact'}: {support.reason}",
        flush=True,
    )
    for _, solver in solvers:  # the library loaded and its presets read before the clock runs
        solve(solver, deal(rules, numbers[0]), rules, args.budget)
    tallies = [Tally(name) for name, _ in solvers]
    rows = open(args.tsv, "w") if args.tsv else None  # noqa: SIM115
    started = time.perf_counter()
    for i, number in enumerate(numbers):
        start = deal(rules, number)
        order = list(range(len(solvers)))
        if i % 2:
            order.reverse()
        line = [str(number)] + [""] * len(solvers)
        for k in order:
            result, wall, cpu = solve(solvers[k][1], start, rules, args.budget)
            tallies[k].add(number, result, wall, cpu)
            line[k + 1] = (
                f"{result.verdict}\t{wall:.5f}\t{cpu:.5f}\t{result.states}\t{len(result.moves)}"
            )
        if rows:
            rows.write("\t".join(line) + "\n")
            rows.flush()
        if args.progress and (i + 1) % args.progress == 0:
            print(f"  {i + 1} deals, {time.perf_counter() - started:.0f} s", flush=True)
    elapsed = time.perf_counter() - started
    print(f"{len(numbers)} deals in {elapsed:.1f} s (one process)")
    for tally in tallies:
        tally.report(sys.stdout)
    if len(tallies) == 2:
        a, b = tallies
        disagree = [
            (ra[1], ra[2], rb[2])
            for ra, rb in zip(a.rows, b.rows, strict=True)
            if UNKNOWN not in (ra[2], rb[2]) and ra[2] != rb[2]
        ]
        print(
            f"ratio this tree / baseline: wall median "
            f"{statistics.median(a.wall) / statistics.median(b.wall):.2f}x, total "
            f"{sum(a.wall) / sum(b.wall):.2f}x; CPU median "
            f"{statistics.median(a.cpu) / statistics.median(b.cpu):.2f}x, total "
            f"{sum(a.cpu) / sum(b.cpu):.2f}x; verdicts that disagree: {disagree or 'none'}"
        )
    if rows:
        rows.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

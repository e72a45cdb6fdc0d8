"""Solver speed and verdicts on a range of deals, optionally two solvers side by side.

    python bench/bench_solve.py --variant penguin --deals 1-1000
    python bench/bench_solve.py --variant penguin --run-limit unlimited --deals 1-1000 \\
        --solver search --compare fc-solve
    python bench/bench_solve.py --preset all       # every figure of the report, in turn

Each deal is solved in this process, one after the other; with ``--compare`` the two solvers
take the same deal one right after the other, so both see the same machine load.  Verdicts
are the solvers' own: an inexact solver's "unsolvable" is shown as it is (and said to be
inexact).  Prints the share of deals decided (solved or proven unsolvable) within the budget,
the median, 95th-percentile and total times, the states searched per second, and with
``--compare`` the verdicts on which the two disagree (there must be none) and the ratio of
their times.  Every solution is replayed through the engine; the solver's own translation
of its moves is part of the time, this benchmark's replay is not.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from penguin_qt.engine import deal
from penguin_qt.plugins import PluginHost
from penguin_qt.solving import (
    SOLVED,
    UNKNOWN,
    UNSOLVABLE,
    Budget,
    CancelToken,
    SolutionError,
    verify_solution,
)

PRESETS = {
    # name: (variant, parameters, deals, solver, compare)
    "penguin": ("penguin", {}, "1-1000", "search", None),
    "penguin-unlimited": ("penguin", {"run_limit": "unlimited"}, "1-1000", "search", "fc-solve"),
    "freecell": ("freecell", {}, "1-1000", "search", "fc-solve"),
    "eight-off": ("eight-off", {}, "1-1000", "search", None),
    "penguin-5": ("penguin-5", {}, "1-200", "search", None),
    "penguin-3": ("penguin-3", {}, "1-200", "search", None),
    "penguin-0": ("penguin-0", {}, "1-200", "search", None),
}


def solve(solver, start, rules, budget):
    """The solver's own verdict (also an inexact one: fc-solve's "unsolvable" for unlimited
    runs, which run_solver would turn into "unknown"), with every solution replayed."""
    result = solver.solve(start, rules, Budget(seconds=budget), CancelToken())
    if result.verdict == SOLVED:
        try:
            verify_solution(start, rules, result.moves)
        except SolutionError as exc:
            raise SystemExit(f"{solver.id} returned a wrong solution: {exc}") from None
    return result


class Tally:
    def __init__(self, name: str) -> None:
        self.name = name
        self.verdicts = {SOLVED: 0, UNSOLVABLE: 0, UNKNOWN: 0}
        self.times: list[float] = []
        self.states = 0
        self.slow: list[tuple[int, str, float]] = []

    def add(self, number, result) -> None:
        self.verdicts[result.verdict] += 1
        self.times.append(result.seconds)
        self.states += result.states
        if result.verdict == UNKNOWN or result.seconds > 2:
            self.slow.append((number, result.verdict, result.seconds))

    def report(self) -> str:
        n = len(self.times)
        times = sorted(self.times)
        decided = self.verdicts[SOLVED] + self.verdicts[UNSOLVABLE]
        total = sum(times)
        return (
            f"{self.name}: {n} deals, solved {self.verdicts[SOLVED]}, unsolvable "
            f"{self.verdicts[UNSOLVABLE]}, unknown {self.verdicts[UNKNOWN]}; decided "
            f"{100.0 * decided / n:.2f} %; median {1000 * statistics.median(times):.2f} ms, "
            f"95th percentile {1000 * times[int(0.95 * (n - 1))]:.1f} ms, "
            f"max {times[-1]:.2f} s, total {total:.1f} s; {self.states / total:,.0f} states/s; "
            f"within 0.1 s {100.0 * sum(t <= 0.1 for t in times) / n:.1f} %, "
            f"within 1 s {100.0 * sum(t <= 1 for t in times) / n:.2f} %"
        )


def run(variant, params, deals, solver_id, compare_id, budget, out=sys.stdout) -> None:
    host = PluginHost()
    rules = host.rules(variant).with_params(**params)
    solvers = host.solvers()
    first, _, last = deals.partition("-")
    numbers = range(int(first), int(last or first) + 1)
    label = variant + "".join(f" {k}={v}" for k, v in params.items())
    print(f"== {label}, deals {deals}, budget {budget:g} s per deal", file=out, flush=True)
    a = Tally(solver_id)
    b = Tally(compare_id) if compare_id else None
    disagree = []
    compared = 0
    for number in numbers:
        start = deal(rules, number)
        ra = solve(solvers[solver_id].item, start, rules, budget)
        a.add(number, ra)
        if b is not None:
            rb = solve(solvers[compare_id].item, start, rules, budget)
            b.add(number, rb)
            if UNKNOWN not in (ra.verdict, rb.verdict):
                compared += 1
                if ra.verdict != rb.verdict:
                    disagree.append((number, ra.verdict, rb.verdict))
    for solver in [solver_id] + ([compare_id] if compare_id else []):
        support = solvers[solver].item.supports(rules)
        exactness = "exact" if support.exact else "not exact"
        print(f"{solver}: {exactness} for these rules ({support.reason})", file=out)
    print(a.report(), file=out)
    if a.slow:
        print("  slow or unknown: " + ", ".join(f"{n} {v} {s:.1f}s" for n, v, s in a.slow))
    if b is not None:
        print(b.report(), file=out)
        if b.slow:
            print("  slow or unknown: " + ", ".join(f"{n} {v} {s:.1f}s" for n, v, s in b.slow))
        print(
            f"verdicts: {len(disagree)} disagreements on the deals both decided "
            f"({compared} deals compared){': ' + str(disagree) if disagree else ''}",
            file=out,
        )
        ma, mb = statistics.median(a.times), statistics.median(b.times)
        print(
            f"ratio {solver_id}/{compare_id}: median {ma / mb:.1f}x, "
            f"total {sum(a.times) / sum(b.times):.1f}x",
            file=out,
        )
    print(file=out, flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--preset", choices=[*PRESETS, "all"])
    parser.add_argument("--variant", default="penguin")
    parser.add_argument("--run-limit")
    parser.add_argument("--flippers", type=int)
    parser.add_argument("--deals", default="1-100")
    parser.add_argument("--solver", default="search")
    parser.add_argument("--compare")
    parser.add_argument("--budget", type=float, default=10.0)
    args = parser.parse_args()
    started = time.perf_counter()
    if args.preset:
        names = list(PRESETS) if args.preset == "all" else [args.preset]
        for name in names:
            variant, params, deals, solver, compare = PRESETS[name]
            run(variant, params, deals, solver, compare, args.budget)
    else:
        params = {}
        if args.run_limit:
            params["run_limit"] = args.run_limit
        if args.flippers is not None:
            params["cells"] = args.flippers
        run(args.variant, params, args.deals, args.solver, args.compare, args.budget)
    print(f"# ran for {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

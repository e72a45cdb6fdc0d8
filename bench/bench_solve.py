"""Solver speed and verdicts on a range of deals, optionally two solvers side by side.

    python bench/bench_solve.py --variant penguin --deals 1-1000
    python bench/bench_solve.py --variant penguin --run-limit unlimited --deals 1-1000 \\
        --solver search --compare fc-solve
    python bench/bench_solve.py --preset all       # every figure of the report, in turn
    nice python bench/bench_solve.py --variant freecell --deals 1-32000 --compare fc-solve \
        --jobs 2 --tsv results/                     # the whole range, two processes
    python bench/bench_solve.py --variant penguin --deals 1-2000 --profile   # where time goes

Each deal is solved in this process, one after the other; with ``--compare`` the two solvers
take the same deal one right after the other, so both see the same machine load (also with
``--jobs N``, where N processes share the deals).  Verdicts
are the solvers' own: an inexact solver's "unsolvable" is shown as it is (and said to be
inexact).  Prints the share of deals decided (solved or proven unsolvable) within the budget,
the median, 95th-percentile and total times, the states searched per second, and with
``--compare`` the verdicts on which the two disagree (there must be none) and the ratio of
their times.  Every solution is replayed through the engine; the solver's own translation
of its moves is part of the time, this benchmark's replay is not.  ``--tsv DIR`` writes
one line per deal to ``DIR/<variant>.tsv`` in the format of ``solvability.py`` (whose
``--table-only --out DIR`` prints the table from it); ``--report FILE`` prints the figures
from such a file, also while the run that writes it goes on; ``--profile`` runs the solvers
under cProfile and prints the functions that took the most time.
"""

from __future__ import annotations

import argparse
import cProfile
import multiprocessing
import os
import pstats
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
    runs, which run_solver would turn into "unknown"), with every solution replayed, and the
    CPU time the solve took in this process."""
    cpu = time.process_time()
    result = solver.solve(start, rules, Budget(seconds=budget), CancelToken())
    cpu = time.process_time() - cpu
    if result.verdict == SOLVED:
        try:
            verify_solution(start, rules, result.moves)
        except SolutionError as exc:
            raise SystemExit(f"{solver.id} returned a wrong solution: {exc}") from None
    return result, cpu


class Tally:
    def __init__(self, name: str) -> None:
        self.name = name
        self.verdicts = {SOLVED: 0, UNSOLVABLE: 0, UNKNOWN: 0}
        self.times: list[float] = []
        self.states = 0
        self.counts: list[int] = []  # states per deal: the machine's load does not change them
        self.cpu: list[float] = []  # CPU seconds per deal: load changes them far less
        self.slow: list[tuple[int, str, float]] = []

    def add(self, number, result) -> None:
        verdict, seconds, states, _moves, cpu = result
        if cpu is not None:
            self.cpu.append(cpu)
        self.verdicts[verdict] += 1
        self.times.append(seconds)
        self.states += states
        self.counts.append(states)
        if verdict == UNKNOWN or seconds > 2:
            self.slow.append((number, verdict, seconds))

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
            f"max {times[-1]:.2f} s, total {total:.1f} s; {self.states / max(total, 1e-9):,.0f} "
            "states/s; "
            f"within 0.1 s {100.0 * sum(t <= 0.1 for t in times) / n:.1f} %, "
            f"within 1 s {100.0 * sum(t <= 1 for t in times) / n:.2f} %; states per deal: "
            f"median {statistics.median(self.counts):,.0f}, max {max(self.counts):,}"
            + (
                f"; CPU time per deal: median {1000 * statistics.median(self.cpu):.2f} ms, "
                f"max {max(self.cpu):.2f} s, total {sum(self.cpu):.1f} s"
                if self.cpu
                else ""
            )
        )


_worker: dict = {}


def _init_worker(rules, solver_ids, budget) -> None:
    host = PluginHost()
    _worker["rules"] = rules
    _worker["solvers"] = [host.solvers()[sid].item for sid in solver_ids]
    _worker["budget"] = budget


def _solve_deal(number):
    """(number, [(verdict, seconds, states, moves) per solver]) for one deal."""
    rules = _worker["rules"]
    start = deal(rules, number)
    rows = []
    for solver in _worker["solvers"]:
        r, cpu = solve(solver, start, rules, _worker["budget"])
        rows.append((r.verdict, r.seconds, r.states, len(r.moves), cpu))
    return number, rows


def _results(rules, solver_ids, budget, numbers, jobs, profile):
    init = (rules, solver_ids, budget)
    if profile:
        _init_worker(*init)
        profiler = cProfile.Profile()
        profiler.enable()
        results = [_solve_deal(n) for n in numbers]
        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(15)
        yield from results
    elif jobs == 1:
        _init_worker(*init)
        yield from map(_solve_deal, numbers)
    else:
        with multiprocessing.get_context("fork").Pool(jobs, _init_worker, init) as pool:
            yield from pool.imap(_solve_deal, numbers, chunksize=8)


def run(
    variant,
    params,
    deals,
    solver_id,
    compare_id,
    budget,
    out=sys.stdout,
    jobs=1,
    tsv=None,
    profile=False,
) -> None:
    host = PluginHost()
    rules = host.rules(variant).with_params(**params)
    solvers = host.solvers()
    first, _, last = deals.partition("-")
    numbers = range(int(first), int(last or first) + 1)
    label = variant + "".join(f" {k}={v}" for k, v in params.items())
    print(f"== {label}, deals {deals}, budget {budget:g} s per deal", file=out, flush=True)
    ids = [solver_id]
    for sid in [solver_id] + ([compare_id] if compare_id else []):
        support = solvers[sid].item.supports(rules)
        exactness = "exact" if support.exact else "not exact"
        print(f"{sid}: {exactness} for these rules ({support.reason})", file=out)
        if sid == compare_id and support.handles:
            ids.append(sid)
    started = time.perf_counter()
    path = os.path.join(tsv, f"{variant}.tsv") if tsv else os.devnull
    done = []
    with open(path, "w") as rows:
        for number, results in _results(rules, ids, budget, numbers, jobs, profile):
            done.append((number, results))
            rows.write(_tsv_line(number, ids, results))
            rows.flush()
    elapsed = time.perf_counter() - started
    print(f"{len(numbers)} deals in {elapsed:.0f} s with {jobs} process(es)", file=out)
    report(ids, done, out)
    if compare_id and len(ids) == 1:
        print(f"{compare_id} cannot solve these rules: nothing to compare", file=out)
    print(file=out, flush=True)


def _tsv_line(number, ids, results) -> str:
    """deal, verdict, moves, states, seconds, solver (the columns solvability.py reads), then
    verdict, seconds, states and id of the solver compared, then the CPU seconds of each."""
    verdict, seconds, states, nmoves, cpu = results[0]
    line = f"{number}\t{verdict}\t{nmoves}\t{states}\t{seconds:.4f}\t{ids[0]}"
    cpus = f"\t{cpu:.5f}"
    if len(results) == 2:
        verdict, seconds, states, _, cpu = results[1]
        line += f"\t{verdict}\t{seconds:.4f}\t{states}\t{ids[1]}"
        cpus += f"\t{cpu:.5f}"
    else:
        line += "\t\t\t\t"
    return line + cpus + "\n"


def read_tsv(path):
    """(solver ids, [(number, results)]) from a file written with ``--tsv``."""
    done = []
    ids: list[str] = []
    with open(path) as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            cpus = [float(x) for x in parts[10:12] if x] or [None, None]
            results = [(parts[1], float(parts[4]), int(parts[3]), int(parts[2]), cpus[0])]
            ids = [parts[5]]
            if len(parts) >= 10 and parts[6]:
                results.append((parts[6], float(parts[7]), int(parts[8]), 0, cpus[-1]))
                ids.append(parts[9])
            done.append((int(parts[0]), results))
    return ids, done


def report(ids, done, out=sys.stdout) -> None:
    """The figures of each solver, and with two the disagreements and the ratio."""
    tallies = [Tally(sid) for sid in ids]
    disagree = []
    compared = 0
    for number, results in done:
        for tally, r in zip(tallies, results, strict=True):
            tally.add(number, r)
        if len(results) == 2 and UNKNOWN not in (results[0][0], results[1][0]):
            compared += 1
            if results[0][0] != results[1][0]:
                disagree.append((number, results[0][0], results[1][0]))
    numbers = [n for n, _ in done]
    print(f"deals {min(numbers)}-{max(numbers)} ({len(numbers)} deals):", file=out)
    for tally in tallies:
        print(tally.report(), file=out)
        if tally.slow:
            slow = ", ".join(f"{n} {v} {s:.1f}s" for n, v, s in tally.slow)
            print(f"  slow or unknown: {slow}", file=out)
    if len(tallies) == 2:
        a, b = tallies
        print(
            f"verdicts: {len(disagree)} disagreements on the deals both decided "
            f"({compared} deals compared){': ' + str(disagree) if disagree else ''}",
            file=out,
        )
        ma, mb = statistics.median(a.times), statistics.median(b.times)
        cpu = ""
        if a.cpu and b.cpu:
            ca, cb = statistics.median(a.cpu), statistics.median(b.cpu)
            cpu = f"; CPU time: median {ca / cb:.1f}x, total {sum(a.cpu) / sum(b.cpu):.1f}x"
        print(
            f"ratio {ids[0]}/{ids[1]}: median {ma / mb:.1f}x, "
            f"total {sum(a.times) / sum(b.times):.1f}x{cpu}",
            file=out,
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--preset", choices=[*PRESETS, "all"])
    parser.add_argument("--variant", default="penguin")
    parser.add_argument("--run-limit")
    parser.add_argument("--flippers", type=int)
    parser.add_argument("--deals", help="A-B (default 1-100; with --report: every deal)")
    parser.add_argument("--solver", default="search")
    parser.add_argument("--compare")
    parser.add_argument("--budget", type=float, default=10.0)
    parser.add_argument("--jobs", type=int, default=1, help="processes sharing the deals")
    parser.add_argument("--tsv", help="write one line per deal to DIR/<variant>.tsv")
    parser.add_argument("--profile", action="store_true", help="cProfile the solvers")
    parser.add_argument("--report", metavar="TSV", help="the figures of a --tsv file (so far)")
    args = parser.parse_args()
    if args.report:
        ids, done = read_tsv(args.report)
        if args.deals:
            first, _, last = args.deals.partition("-")
            done = [row for row in done if int(first) <= row[0] <= int(last or first)]
        report(ids, done)
        return 0
    args.deals = args.deals or "1-100"
    if args.tsv:
        os.makedirs(args.tsv, exist_ok=True)
    extra = {"jobs": args.jobs, "tsv": args.tsv, "profile": args.profile}
    started = time.perf_counter()
    if args.preset:
        names = list(PRESETS) if args.preset == "all" else [args.preset]
        for name in names:
            variant, params, deals, solver, compare = PRESETS[name]
            run(variant, params, deals, solver, compare, args.budget, **extra)
    else:
        params = {}
        if args.run_limit:
            params["run_limit"] = args.run_limit
        if args.flippers is not None:
            params["cells"] = args.flippers
        run(args.variant, params, args.deals, args.solver, args.compare, args.budget, **extra)
    print(f"# ran for {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

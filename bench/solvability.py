"""Solvability of every built-in variant with perfect play: the real win rate.

Solves deals 1-10,000 of each Penguin-family variant and 1-32,000 of Eight Off and FreeCell
with the fastest exact solver for each (fc-solve where it is exact, the built-in search
elsewhere; ``--solver ID`` picks one), one line per deal into ``OUT/<variant>.tsv`` (deal,
verdict, moves, states, seconds, solver).  Deals already in a file are skipped, so the run
can be stopped and resumed; the table is printed from whatever the files hold, with the
range each row covers, the solvers that decided and the time they took (the sum over the
deals).  ``bench_solve.py --tsv`` writes the same files.

    python bench/solvability.py [--out DIR] [--jobs N] [--budget S] [--only ID,...] [--solver ID]
    python bench/solvability.py --retry-unknown [--solver ID] [--budget S] [--only ID,...]
    python bench/solvability.py --table-only
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import time

from penguin_qt.engine import deal
from penguin_qt.plugins import PluginHost
from penguin_qt.solving import Budget, run_solver
from penguin_qt.solving.portfolio import lineup

PENGUIN_FAMILY = ("penguin", "relaxed-penguin", "penguin-6", "penguin-5", "penguin-3", "penguin-0")
OTHERS = ("eight-off", "freecell")


def pick_solver(host, rules, solver_id):
    """The solver named, or the best exact one for the rules."""
    solvers = [entry.item for entry in host.solvers().values()]
    try:
        chosen = lineup(solvers, rules, solver_id, width=1)[0].solver_id
    except LookupError as exc:
        raise SystemExit(str(exc)) from None
    return host.solvers()[chosen].item


_worker: dict = {}


def _init_worker(rules, solver_id, seconds) -> None:
    _worker["rules"] = rules
    _worker["solver"] = PluginHost().solvers()[solver_id].item
    _worker["budget"] = Budget(seconds=seconds)


def _solve_deal(number):
    rules = _worker["rules"]
    result = run_solver(_worker["solver"], deal(rules, number), rules, _worker["budget"])
    return number, result.verdict, len(result.moves), result.states, result.seconds, result.reason


def deal_count(variant: str) -> int:
    return 10_000 if variant in PENGUIN_FAMILY else 32_000


def read_rows(path: str) -> dict[int, tuple]:
    rows = {}
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                parts = line.split("\t")
                if len(parts) >= 5:
                    solver = parts[5].strip() if len(parts) > 5 else "?"
                    rows[int(parts[0])] = (
                        parts[1],
                        int(parts[2]),
                        int(parts[3]),
                        float(parts[4]),
                        solver,
                    )
    return rows


def run_variant(host, variant, out, jobs, budget, max_deal=None, first_deal=1, solver_id=None):
    rules = host.rules(variant)
    solver = pick_solver(host, rules, solver_id)
    path = os.path.join(out, f"{variant}.tsv")
    done = read_rows(path)
    last = deal_count(variant) if max_deal is None else min(max_deal, deal_count(variant))
    todo = [n for n in range(first_deal, last + 1) if n not in done]
    if not todo:
        return
    print(f"{variant}: {len(todo)} deals with {solver.id}", file=sys.stderr, flush=True)
    init = (rules, solver.id, budget)
    with open(path, "a") as f:
        if jobs == 1:
            _init_worker(*init)
            results = map(_solve_deal, todo)
        else:
            pool = multiprocessing.get_context("fork").Pool(jobs, _init_worker, init)
            results = pool.imap(_solve_deal, todo, chunksize=4)
        for number, verdict, nmoves, states, seconds, _reason in results:
            f.write(f"{number}\t{verdict}\t{nmoves}\t{states}\t{seconds:.4f}\t{solver.id}\n")
            f.flush()


def retry_unknown(host, variant, out, solver_id, budget):
    """Solve again the deals left unknown (another solver, a longer budget)."""
    path = os.path.join(out, f"{variant}.tsv")
    if not os.path.exists(path):
        return
    with open(path) as f:
        lines = f.readlines()
    rules = host.rules(variant)
    solver = pick_solver(host, rules, solver_id)
    _init_worker(rules, solver.id, budget)
    for i, line in enumerate(lines):
        parts = line.split("\t")
        if len(parts) >= 5 and parts[1] == "unknown":
            number, verdict, nmoves, states, seconds, _ = _solve_deal(int(parts[0]))
            print(
                f"{variant} {number}: {verdict} by {solver.id} in {seconds:.1f} s", file=sys.stderr
            )
            lines[i] = f"{number}\t{verdict}\t{nmoves}\t{states}\t{seconds:.4f}\t{solver.id}\n"
    with open(path, "w") as f:
        f.writelines(lines)


def table(out: str, variants) -> None:
    print(
        "| variant | deals | solved | unsolvable | unknown | win rate (perfect play) | by, time |"
    )
    print("|---|---|---|---|---|---|---|")
    for variant in variants:
        rows = read_rows(os.path.join(out, f"{variant}.tsv"))
        if not rows:
            print(f"| {variant} | not measured | | | | |")
            continue
        numbers = sorted(rows)
        contiguous = numbers == list(range(1, len(numbers) + 1))
        span = f"1-{numbers[-1]}" if contiguous else f"{len(numbers)} deals in 1-{numbers[-1]}"
        counts = {"solved": 0, "unsolvable": 0, "unknown": 0}
        for verdict, *_ in rows.values():
            counts[verdict] += 1
        by = "+".join(sorted({row[4] for row in rows.values()}))
        seconds = sum(row[3] for row in rows.values())
        decided = counts["solved"] + counts["unsolvable"]
        rate = 100.0 * counts["solved"] / decided if decided else 0.0
        bound = ""
        if counts["unknown"]:
            high = 100.0 * (counts["solved"] + counts["unknown"]) / len(rows)
            bound = f" (between {100.0 * counts['solved'] / len(rows):.2f} and {high:.2f} %)"
        print(
            f"| {variant} | {span} | {counts['solved']} | {counts['unsolvable']} | "
            f"{counts['unknown']} | {rate:.2f} %{bound} | {by}, {seconds:.0f} s |"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="solvability-results")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--budget", type=float, default=10.0)
    parser.add_argument("--only", help="comma-separated variant ids")
    parser.add_argument("--max-deal", type=int, help="stop each variant at this deal number")
    parser.add_argument("--first-deal", type=int, default=1, help="start at this deal number")
    parser.add_argument("--table-only", action="store_true")
    parser.add_argument(
        "--retry-unknown", action="store_true", help="solve the unknown deals again"
    )
    parser.add_argument("--solver", help="the solver to use (default: the best exact one)")
    args = parser.parse_args()
    variants = PENGUIN_FAMILY + OTHERS
    if args.only:
        variants = tuple(args.only.split(","))
    os.makedirs(args.out, exist_ok=True)
    if args.retry_unknown:
        host = PluginHost()
        for variant in variants:
            retry_unknown(host, variant, args.out, args.solver, args.budget)
    elif not args.table_only:
        host = PluginHost()
        start = time.perf_counter()
        for variant in variants:
            run_variant(
                host,
                variant,
                args.out,
                args.jobs,
                args.budget,
                args.max_deal,
                args.first_deal,
                args.solver,
            )
        print(f"ran for {time.perf_counter() - start:.0f} s", file=sys.stderr)
    table(args.out, variants)
    return 0


if __name__ == "__main__":
    sys.exit(main())

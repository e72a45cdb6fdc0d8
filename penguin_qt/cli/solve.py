"""The solving commands of ``penguin-solve``: ``solvers``, ``solve`` and ``batch``.

``solve`` prints one line ``VERDICT ...`` (the first word is ``solved``, ``unsolvable`` or
``unknown``) and, when solved, the moves on the next line in move notation.  With
``--positions`` the verdict line goes to standard error and standard output gets one JSON
object per move, ``{"move": ..., "position": ...}``, like ``moves``.

``batch`` prints one line per deal, tab-separated: deal number, verdict, number of moves,
states searched, seconds; then a summary line starting with ``#``.  Progress goes to standard
error when it is a terminal.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import statistics
import sys
import time

from ..engine import Position, Rules, deal, format_position
from ..plugins import PluginHost
from ..solving import UNKNOWN, UNSOLVABLE, Budget, Solver, SolveResult, choose_solver, run_solver
from .common import CliError, add_rule_options, read_position, rules_from_args
from .positions import report_failed_plugins

DEFAULT_BUDGET = 10.0


def add_commands(subparsers) -> None:
    p = subparsers.add_parser("solvers", help="list the solvers the plugins provide")
    p.set_defaults(func=cmd_solvers)

    p = subparsers.add_parser("solve", help="solve a deal, or a position read on stdin")
    add_rule_options(p)
    _solver_options(p)
    p.add_argument(
        "--positions", action="store_true", help="print each move with the position after it"
    )
    p.add_argument("deal", metavar="N|-", help="deal number, or - to read a position on stdin")
    p.set_defaults(func=cmd_solve)

    p = subparsers.add_parser("batch", help="solve a range of deals on several processes")
    add_rule_options(p)
    _solver_options(p)
    p.add_argument("--deals", required=True, metavar="A-B", help="deal numbers A to B")
    p.add_argument(
        "--jobs",
        type=int,
        default=os.cpu_count() or 1,
        metavar="N",
        help="processes to solve on (default: one per CPU)",
    )
    p.set_defaults(func=cmd_batch)


def _solver_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--solver", metavar="ID", help="solver id (see 'solvers'; default: best)")
    p.add_argument(
        "--budget",
        type=float,
        default=DEFAULT_BUDGET,
        metavar="SECONDS",
        help=f"time budget per solve (default {DEFAULT_BUDGET:g})",
    )


def cmd_solvers(args: argparse.Namespace, host: PluginHost) -> int:
    for solver_id, entry in host.solvers().items():
        solver = entry.item
        try:
            avail = solver.availability()
            state = "available" if avail.available else f"not available: {avail.reason}"
        except Exception as exc:
            state = f"not available: {type(exc).__name__}: {exc}"
        source = f"{entry.source} ({entry.plugin})"
        uses = getattr(solver, "uses", None)
        if uses:
            source += f", uses {uses}"
        print(f"{solver_id}\t{solver.name}\t{source}\t{state}")
    report_failed_plugins(host)
    return 0


def pick_solver(host: PluginHost, rules: Rules, solver_id: str | None) -> Solver:
    solvers = [entry.item for entry in host.solvers().values()]
    try:
        solver = choose_solver(solvers, rules, solver_id)
    except LookupError as exc:
        raise CliError(str(exc)) from None
    avail = solver.availability()
    if not avail.available:
        raise CliError(f"solver {solver.id} is not available: {avail.reason}")
    support = solver.supports(rules)
    if not support.handles:
        raise CliError(f"solver {solver.id} cannot solve {rules.id}: {support.reason}")
    return solver


def _budget(args: argparse.Namespace) -> Budget:
    if not args.budget > 0:
        raise CliError("--budget must be a positive number of seconds")
    return Budget(seconds=args.budget)


def _start(args: argparse.Namespace, host: PluginHost) -> tuple[Position, Rules]:
    """The position to solve and its rules: a deal, or the position on standard input."""
    if args.deal == "-":
        return read_position(sys.stdin, args, host)
    try:
        number = int(args.deal)
    except ValueError:
        raise CliError(f"not a deal number: {args.deal!r}") from None
    rules = rules_from_args(args, host)
    return deal(rules, number), rules


def verdict_line(result: SolveResult) -> str:
    detail = f"{result.solver}: {result.states} states, {result.seconds:.3f} s"
    if result.solved:
        return f"solved in {len(result.moves)} moves ({detail})"
    if result.reason:
        detail = f"{result.reason}; {detail}"
    return f"{result.verdict} ({detail})"


def cmd_solve(args: argparse.Namespace, host: PluginHost) -> int:
    budget = _budget(args)
    position, rules = _start(args, host)
    solver = pick_solver(host, rules, args.solver)
    result = run_solver(solver, position, rules, budget)
    if args.positions:
        print(verdict_line(result), file=sys.stderr)
        for move in result.moves:
            position = rules.apply(position, move)
            print(json.dumps({"move": move.text, "position": format_position(position, rules)}))
        return 0
    print(verdict_line(result))
    if result.solved:
        print(" ".join(move.text for move in result.moves))
    return 0


# -- batch -------------------------------------------------------------------------------

_worker: dict = {}


def _init_worker(rules: Rules, solver_id: str, seconds: float) -> None:
    host = PluginHost()
    _worker["rules"] = rules
    _worker["solver"] = host.solvers()[solver_id].item
    _worker["budget"] = Budget(seconds=seconds)


def _solve_deal(number: int) -> tuple[int, str, int, int, float, str]:
    rules = _worker["rules"]
    result = run_solver(_worker["solver"], deal(rules, number), rules, _worker["budget"])
    return number, result.verdict, len(result.moves), result.states, result.seconds, result.reason


def parse_range(text: str) -> range:
    first, dash, last = text.partition("-")
    try:
        a = int(first)
        b = int(last) if dash else a
    except ValueError:
        raise CliError(f"--deals wants A-B, e.g. 1-1000, not {text!r}") from None
    if not 1 <= a <= b:
        raise CliError(f"--deals wants 1 <= A <= B, not {text!r}")
    return range(a, b + 1)


def percentile(sorted_values: list[float], fraction: float) -> float:
    """The value below which ``fraction`` of the values lie (nearest rank)."""
    if not sorted_values:
        return 0.0
    rank = max(1, -(-len(sorted_values) * fraction // 1))
    return sorted_values[int(rank) - 1]


def summary_line(rows: list[tuple[int, str, int, int, float, str]]) -> str:
    counts = {v: 0 for v in ("solved", UNSOLVABLE, UNKNOWN)}
    for row in rows:
        counts[row[1]] = counts.get(row[1], 0) + 1
    times = sorted(row[4] for row in rows)
    median = statistics.median(times) if times else 0.0
    n = len(rows) or 1
    decided = counts["solved"] + counts[UNSOLVABLE]
    return (
        f"# {len(rows)} deals: solved {counts['solved']}, unsolvable {counts[UNSOLVABLE]}, "
        f"unknown {counts[UNKNOWN]} (decided {100.0 * decided / n:.2f} %, "
        f"solved {100.0 * counts['solved'] / n:.2f} %); "
        f"median {median:.4f} s, 95th percentile {percentile(times, 0.95):.4f} s, "
        f"total {sum(times):.1f} s"
    )


def cmd_batch(args: argparse.Namespace, host: PluginHost) -> int:
    rules = rules_from_args(args, host)
    budget = _budget(args)
    solver = pick_solver(host, rules, args.solver)
    numbers = parse_range(args.deals)
    if args.jobs < 1:
        raise CliError("--jobs must be at least 1")
    jobs = min(args.jobs, len(numbers))
    progress = sys.stderr.isatty()
    rows = []
    start = time.perf_counter()
    init = (rules, solver.id, budget.seconds)
    if jobs == 1:
        _init_worker(*init)
        results = map(_solve_deal, numbers)
        pool = None
    else:
        pool = multiprocessing.get_context("fork").Pool(jobs, _init_worker, init)
        results = pool.imap(_solve_deal, numbers)
    try:
        for row in results:
            rows.append(row)
            number, verdict, nmoves, states, seconds, _reason = row
            if progress:  # clear the progress line first, in case stdout is the terminal too
                print("\r\033[K", end="", file=sys.stderr, flush=True)
            print(f"{number}\t{verdict}\t{nmoves}\t{states}\t{seconds:.4f}", flush=progress)
            if progress:
                elapsed = time.perf_counter() - start
                line = f"{len(rows)}/{len(numbers)} deals, {elapsed:.0f} s"
                print(line, end="", file=sys.stderr, flush=True)
    finally:
        if pool is not None:
            pool.terminate()
        if progress:
            print("\r\033[K", end="", file=sys.stderr, flush=True)
    print(summary_line(rows))
    return 0

"""The solving commands of ``penguin-solve``: ``solvers``, ``solve`` and ``batch``.

``solve`` prints one line ``VERDICT ...`` (the first word is ``solved``, ``unsolvable`` or
``unknown``) and, when solved, the moves on the next line in move notation.  With
``--positions`` the verdict line goes to standard error and standard output gets one JSON
object per move, ``{"move": ..., "position": ...}``, like ``moves``.

``batch`` prints one line per deal, tab-separated: deal number, verdict, number of moves,
states searched, seconds; then a summary line starting with ``#``.  Progress goes to standard
error when it is a terminal.  A deal its procedure cannot make (a plugin's, raising or taking
too long) is a line with the verdict ``failed`` and the reason, said on standard error too,
and the batch goes on.  Deals of a plugin's procedure are made in a worker process
(``plugins.dealing``), as every command makes them.

Every solver runs in a worker process that the program ends when it overruns ``--budget``
(counted from the start of the command, with a grace of 5 %, at least 0.25 s) or crashes;
``solve`` then says so on standard error and ends with status 3 when no other solver
decided.  One exception keeps ``batch`` cheap: where the race runs on one lane, each deal
first gets a short try (FIRST_TRY_SECONDS) in this process by the lineup's first solver when
that solver comes with the program (a built-in plugin).  Most deals are decided there in a
millisecond or two, with no process round trip and no second solver spending CPU on a race it
loses; the rest go to the worker race with what is left of their budget.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import statistics
import sys
import time
from collections.abc import Iterator
from typing import cast

from ..engine import MAX_DEAL, DealError, Position, Rules, format_position
from ..engine.notation import excerpt
from ..plugins import PluginHost
from ..plugins.dealing import Dealer
from ..plugins.race import Pool
from ..solving import NEVER_CANCELLED, UNKNOWN, UNSOLVABLE, Budget, run_solver
from ..solving.portfolio import AUTO, Outcome, Runner, lineup
from .common import (
    CliError,
    add_rule_options,
    count_argument,
    counted,
    deal_number,
    read_position,
    rules_from_args,
)
from .positions import report_failed_plugins

DEFAULT_BUDGET = 10.0
EXIT_SOLVER_FAILED = 3
# The in-process first try of ``batch``: short, so that a solve that goes on runs where the
# program can end it.  FreeCell 1-2,000: fc-solve decides all but a few deals within it.
FIRST_TRY_SECONDS = 0.05
BUILT_IN = "built-in"
FAILED = "failed"  # a batch's verdict for a deal its procedure could not make


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
        type=count_argument,
        default=None,
        metavar="N",
        help="processes to solve on, at most one per CPU (default: one per CPU)",
    )
    p.set_defaults(func=cmd_batch)


def _solver_options(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--solver",
        metavar="ID",
        default=AUTO,
        help="solver id (see 'solvers'), or auto: the exact solvers race, the first "
        "decisive answer wins (default)",
    )
    p.add_argument(
        "--budget",
        type=seconds_argument,
        default=DEFAULT_BUDGET,
        metavar="SECONDS",
        help=f"time budget per solve (default {DEFAULT_BUDGET:g})",
    )


def seconds_argument(text: str) -> float:
    """A time in seconds, ASCII digits with an optional decimal point (not inf, nan, 1e9)."""
    whole, _, fraction = text.partition(".")
    digits = whole + fraction
    if not (digits and digits.isascii() and digits.isdigit() and len(digits) <= 12):
        raise argparse.ArgumentTypeError(f"not a number of seconds: {excerpt(text)!r}")
    return float(text)


def cpu_count() -> int:
    """The CPUs this process may run on."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def jobs_for(asked: int | None) -> int:
    """The worker processes to use: what was asked, at most one per CPU (said when capped).
    More would only share the CPUs, and the solvers' time budgets would run out waiting."""
    cpus = cpu_count()
    if asked is None:
        return cpus
    if asked < 1:
        raise CliError("--jobs must be at least 1")
    if asked > cpus:
        print(f"penguin-solve: --jobs {asked} capped at {cpus}, the CPUs here", file=sys.stderr)
        return cpus
    return asked


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


def solver_lineup(host: PluginHost, rules: Rules, solver_id: str | None) -> list[Runner]:
    """The solvers to run: the one named, or the ``auto`` portfolio (see solving.portfolio)."""
    solvers = [entry.item for entry in host.solvers().values()]
    try:
        return lineup(solvers, rules, solver_id or AUTO)
    except LookupError as exc:
        raise CliError(str(exc)) from None


def _budget(args: argparse.Namespace) -> Budget:
    if not args.budget > 0:
        raise CliError("--budget must be a positive number of seconds")
    return Budget(seconds=args.budget)


def _start(args: argparse.Namespace, host: PluginHost) -> tuple[Position, Rules]:
    """The position to solve and its rules: a deal, or the position on standard input."""
    if args.deal == "-":
        return read_position(sys.stdin, args, host)
    try:
        number = deal_number(args.deal)
    except argparse.ArgumentTypeError as error:
        raise CliError(str(error)) from None
    rules = rules_from_args(args, host)
    with Dealer(host.disabled) as dealer:  # a plugin's procedure runs where it can be ended
        return dealer.deal(rules, number), rules


def verdict_line(outcome: Outcome) -> str:
    """``solved in 93 moves (search: 1234 states, 0.004 s; fc-solve cancelled)``: the time is
    the one the program measured, not the one the solver reports."""
    result = outcome.result
    detail = f"{result.solver}: {result.states} states, {outcome.seconds:.3f} s"
    if not result.solved and result.reason:
        detail = f"{result.reason}; {detail}"
    for sid in outcome.cancelled:
        detail += f"; {sid} cancelled"
    if result.decided:
        for sid, why in outcome.stopped:
            detail += f"; {sid} {why}"
    if result.solved:
        return f"solved in {counted(len(result.moves), 'move')} ({detail})"
    return f"{result.verdict} ({detail})"


def cmd_solve(args: argparse.Namespace, host: PluginHost) -> int:
    budget = _budget(args)
    position, rules = _start(args, host)
    runners = solver_lineup(host, rules, args.solver)
    with Pool(len(runners), disabled=host.disabled, memory_mb=budget.memory_mb) as pool:
        outcome = pool.solve(runners, position, rules, budget, since=args.started)
    result = outcome.result
    if args.positions:
        print(verdict_line(outcome), file=sys.stderr)
        for move in result.moves:
            position = rules.apply(position, move)
            print(json.dumps({"move": move.text, "position": format_position(position, rules)}))
        return _status(outcome)
    print(verdict_line(outcome))
    if result.solved:
        print(" ".join(move.text for move in result.moves))
    return _status(outcome)


def _status(outcome: Outcome) -> int:
    """0, or EXIT_SOLVER_FAILED (with a line on standard error) when nothing decided and a
    solver stopped responding or failed."""
    if outcome.winner is not None or not outcome.stopped:
        return 0
    for solver_id, why in outcome.stopped:
        print(f"penguin-solve: the solver {solver_id} {why}", file=sys.stderr)
    return EXIT_SOLVER_FAILED


# -- batch -------------------------------------------------------------------------------


def parse_range(text: str) -> range:
    """``A-B`` (or ``A``): deal numbers in ASCII digits, 1 <= A <= B <= MAX_DEAL."""
    first, dash, last = text.partition("-")
    try:
        a = deal_number(first)
        b = deal_number(last) if dash else a
    except argparse.ArgumentTypeError:
        raise CliError(f"--deals wants A-B, e.g. 1-1000, not {excerpt(text)!r}") from None
    if not 1 <= a <= b <= MAX_DEAL:
        raise CliError(f"--deals wants 1 <= A <= B <= {MAX_DEAL}, not {excerpt(text)!r}")
    return range(a, b + 1)


def percentile(sorted_values: list[float], fraction: float) -> float:
    """The value below which ``fraction`` of the values lie (nearest rank)."""
    if not sorted_values:
        return 0.0
    rank = max(1, -(-len(sorted_values) * fraction // 1))
    return sorted_values[int(rank) - 1]


class Stopped(BaseException):
    """A signal ended the batch (``number``): its summary is still printed."""

    def __init__(self, number: int) -> None:
        super().__init__(number)
        self.number = number


@contextlib.contextmanager
def _stopped_by_signals() -> Iterator[None]:
    """SIGTERM (and Ctrl+C's SIGINT) raise :class:`Stopped` while the body runs, so that a
    batch a job scheduler or ``kill`` ends still says what it decided."""

    def stop(number: int, _frame: object) -> None:
        raise Stopped(number)

    kept = {}
    for name in ("SIGTERM", "SIGINT"):
        number = getattr(signal, name, None)
        if number is None:
            continue
        try:
            kept[number] = signal.signal(number, stop)
        except (ValueError, OSError):  # not the main thread, or no such signal here
            continue
    try:
        yield
    finally:
        for number, handler in kept.items():
            with contextlib.suppress(ValueError, OSError):
                signal.signal(number, handler)


def summary_line(rows: list[tuple[int, str, int, int, float, str]], wall: float = 0.0) -> str:
    counts = {v: 0 for v in ("solved", UNSOLVABLE, UNKNOWN, FAILED)}
    for row in rows:
        counts[row[1]] = counts.get(row[1], 0) + 1
    rows = [row for row in rows if row[1] != FAILED]  # the figures are of the deals made
    times = sorted(row[4] for row in rows)
    median = statistics.median(times) if times else 0.0
    n = len(rows) + counts[FAILED] or 1
    failed = f", not dealt {counts[FAILED]}" if counts[FAILED] else ""
    decided = counts["solved"] + counts[UNSOLVABLE]
    return (
        f"# {len(rows) + counts[FAILED]} deals: solved {counts['solved']}, "
        f"unsolvable {counts[UNSOLVABLE]}, "
        f"unknown {counts[UNKNOWN]}{failed} (decided {100.0 * decided / n:.2f} %, "
        f"solved {100.0 * counts['solved'] / n:.2f} %); "
        f"median {median:.4f} s, 95th percentile {percentile(times, 0.95):.4f} s, "
        f"longest {times[-1] if times else 0.0:.4f} s, total {sum(times):.1f} s, "
        f"wall clock {wall:.1f} s"
    )


def first_try(
    host: PluginHost, runners: list[Runner], position: Position, rules: Rules, budget: Budget
) -> Outcome | None:
    """The lineup's first solver in this process for at most FIRST_TRY_SECONDS, when it is
    built in (its code comes with the program, like this command's): its outcome when it
    decided, else None.  ``run_solver`` replays every solution through the engine and turns
    an inexact "unsolvable" into *unknown*, as the race would."""
    runner = runners[0]
    entry = host.solvers().get(runner.solver_id)
    if entry is None or entry.source != BUILT_IN:
        return None
    seconds = (
        FIRST_TRY_SECONDS if budget.seconds is None else min(FIRST_TRY_SECONDS, budget.seconds)
    )
    short = Budget(seconds=seconds, states=budget.states, memory_mb=budget.memory_mb)
    start = time.perf_counter()
    result = run_solver(entry.item, position, rules, short, NEVER_CANCELLED)
    if not result.decided:
        return None
    names = {r.solver_id: r.name for r in runners}
    return Outcome(result, runner.solver_id, seconds=time.perf_counter() - start, names=names)


def cmd_batch(args: argparse.Namespace, host: PluginHost) -> int:
    numbers = parse_range(args.deals)  # every argument checked before anything runs
    budget = _budget(args)
    rules = rules_from_args(args, host)
    runners = solver_lineup(host, rules, args.solver)
    jobs = jobs_for(args.jobs)
    # One worker per solver of the lineup, and as many lanes of them as the processes allow;
    # a deal starts only when a lane is free, so its budget is not spent waiting.
    lanes = max(1, min(jobs // len(runners), len(numbers)))
    progress = sys.stderr.isatty()
    rows: list[tuple[int, str, int, int, float, str]] = []
    start = time.perf_counter()
    pool = Pool(len(runners), lanes, disabled=host.disabled, memory_mb=budget.memory_mb)
    dealer = Dealer(host.disabled)
    stopped: Stopped | None = None
    try:
        with _stopped_by_signals():
            deals = Deals(dealer, rules)
            _run_batch(host, pool, runners, numbers, deals, budget, lanes, rows, start)
    except Stopped as signalled:
        stopped = signalled
    finally:
        with contextlib.suppress(Stopped):  # a second signal while the workers end
            pool.close()
            dealer.close()
        if progress:
            print("\r\033[K", end="", file=sys.stderr, flush=True)
    line = summary_line(rows, time.perf_counter() - start)
    if stopped is None:
        print(line)
        return 0
    name = signal.Signals(stopped.number).name
    print(f"{line}; stopped by {name} after {len(rows)} of {len(numbers)} deals", flush=True)
    return 128 + stopped.number


class Deals:
    """The deals of a batch, each made once, by the dealer (in a worker for a plugin's
    procedure); a deal that cannot be made is kept as its DealError."""

    def __init__(self, dealer: Dealer, rules: Rules) -> None:
        self.dealer, self.rules = dealer, rules

    def make(self, number: int) -> Position | DealError:
        try:
            return self.dealer.deal(self.rules, number)
        except DealError as exc:
            return exc


def _row(number: int, outcome: Outcome | DealError) -> tuple[int, str, int, int, float, str]:
    if isinstance(outcome, DealError):
        print(f"penguin-solve: deal {number}: {outcome}", file=sys.stderr, flush=True)
        return (number, FAILED, 0, 0, 0.0, str(outcome).replace("\t", " ").replace("\n", " "))
    result = outcome.result
    return (
        number,
        result.verdict,
        len(result.moves),
        result.states,
        outcome.seconds,
        result.solver if result.decided else result.reason,
    )


def _run_batch(
    host: PluginHost,
    pool: Pool,
    runners: list[Runner],
    numbers: range,
    deals: Deals,
    budget: Budget,
    lanes: int,
    rows: list[tuple[int, str, int, int, float, str]],
    start: float,
) -> None:
    """The deals of a batch, one line each as it is decided (each line flushed: a reader of
    the pipe, or a signal, sees every deal decided so far)."""
    progress = sys.stderr.isatty()
    if lanes == 1:
        outcomes = _one_lane(host, pool, runners, numbers, deals, budget)
    else:
        outcomes = _many_lanes(pool, runners, numbers, deals, budget)
    for number, outcome in outcomes:
        row = _row(number, outcome)
        rows.append(row)
        if progress:  # clear the progress line first, in case stdout is the terminal
            print("\r\033[K", end="", file=sys.stderr, flush=True)
        print("\t".join(_cells(row)), flush=True)
        if progress:
            elapsed = time.perf_counter() - start
            line = f"{len(rows)}/{len(numbers)} deals, {elapsed:.0f} s"
            print(line, end="", file=sys.stderr, flush=True)


def _one_lane(
    host: PluginHost,
    pool: Pool,
    runners: list[Runner],
    numbers: range,
    deals: Deals,
    budget: Budget,
) -> Iterator[tuple[int, Outcome | DealError]]:
    """Deal after deal: the in-process first try, then the race for what it left undecided
    (its budget counts from the first try's start)."""
    rules = deals.rules
    for number in numbers:
        position = deals.make(number)
        if isinstance(position, DealError):
            yield number, position
            continue
        since = time.monotonic()
        tried = time.perf_counter()
        outcome = first_try(host, runners, position, rules, budget)
        if outcome is None:
            spent = time.perf_counter() - tried
            outcome = pool.solve(runners, position, rules, budget, since=since)
            outcome.seconds += spent
        yield number, outcome


def _many_lanes(
    pool: Pool, runners: list[Runner], numbers: range, deals: Deals, budget: Budget
) -> Iterator[tuple[int, Outcome | DealError]]:
    """Several lanes racing side by side; the outcomes in deal order (a deal that could not
    be made in its place among them)."""
    done: dict[object, Outcome | DealError] = {}

    def tasks() -> Iterator[tuple[object, Position]]:
        for number in numbers:
            position = deals.make(number)
            if isinstance(position, DealError):
                done[number] = position
            else:
                yield number, position

    following = iter(numbers)
    wanted = next(following, None)
    for key, outcome in pool.solve_many(runners, tasks(), deals.rules, budget):
        done[cast(int, key)] = outcome  # the keys are the deal numbers given in ``tasks``
        while wanted is not None and wanted in done:  # in deal order
            yield wanted, done.pop(wanted)
            wanted = next(following, None)
    while wanted is not None and wanted in done:  # failed deals after the last race
        yield wanted, done.pop(wanted)
        wanted = next(following, None)


def _cells(row: tuple[int, str, int, int, float, str]) -> list[str]:
    number, verdict, nmoves, states, seconds, by = row
    return [str(number), verdict, str(nmoves), str(states), f"{seconds:.4f}", by]

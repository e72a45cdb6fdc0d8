"""The difficulty measure checked against an independent proxy, and the rated-deal tables.

Rates deals 1-N of each variant with ``penguin_qt.solving.difficulty.rate`` (the built-in
search's states, cut into tiers by the family's thresholds), and the held-out deals N+1 to
N+M after them, and plays each deal P times with the greedy player (``greedy_figures``:
always a card home when it can, else a random one of the best-scored moves, never back to
a position it has seen).  Prints, per variant, range of deals and tier: the deals, the mean
measure, the mean solution length, the greedy player's win rate and the share of the cards
it took home.  The tiers must order the cards home (easy most) on every range; the exit
status says whether they do.  ``--spread`` prints the measure's percentiles per range
instead, and the thresholds they round to (the thresholds are those of deals 1-300).

    python bench/bench_difficulty.py [--deals 300] [--held-out 1200] [--playouts 20]
                                     [--jobs 2] [--variants penguin,freecell,...] [--spread]
    python bench/bench_difficulty.py --tables [--table-deals 400] [--variants ...]

``--tables`` writes ``resources/deals/<variant>.json``: for each built-in variant with its
own rules, ``--table-deals`` deal numbers drawn from a fixed sequence of random numbers
(seeded with "2026-<variant>") are rated, and every proven-winnable one is kept with its
measure and the length of its winning line.  The window starts its deal pools from these
(sorted into tiers by the thresholds of the day, so a change of thresholds needs no new
table), so New Deal › Expert has deals from the first start.  The tables are the output of
this command and nothing else: run it again after changing the measure itself.
"""

from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

from penguin_qt.engine import deal
from penguin_qt.plugins import PluginHost
from penguin_qt.solving.difficulty import (
    RATING_SOLVER,
    THRESHOLDS,
    TIERS,
    greedy_figures,
    rate,
)

VARIANTS = ("penguin", "eight-off", "freecell", "bakers-game", "seahaven-towers")
TABLE_VARIANTS = (
    "penguin",
    "relaxed-penguin",
    "penguin-6",
    "penguin-5",
    "eight-off",
    "freecell",
    "bakers-game",
    "seahaven-towers",
)
TABLE_SEED = 2026
ROOT = Path(__file__).resolve().parent.parent

_worker: dict = {}


def _init() -> None:
    host = PluginHost()
    _worker["host"] = host
    _worker["solver"] = host.solvers()[RATING_SOLVER].item


def _rules(variant: str):
    return _worker["host"].variants()[variant].item


def _measure(task):
    variant, number, playouts = task
    rules = _rules(variant)
    position = deal(rules, number)
    start = time.perf_counter()
    rating = rate(rules, position, _worker["solver"])
    rated = time.perf_counter() - start
    wins, home = greedy_figures(rules, position, playouts, seed=number) if playouts else (0, 0)
    return variant, number, rating, wins, home, rated


def _rate_only(task):
    variant, number = task
    rules = _rules(variant)
    return variant, number, rate(rules, deal(rules, number), _worker["solver"])


def _cuts(rows) -> tuple[int, ...]:
    """The measure's 40th, 70th and 90th percentiles over the winnable deals of ``rows``."""
    measures = sorted(r.measure for _, r, *_ in rows if r.winnable)
    return tuple(measures[int(len(measures) * q)] for q in (0.4, 0.7, 0.9)) if measures else ()


def _two_figures(value: int) -> int:
    """``value`` rounded to two significant figures (1193 -> 1200, 56 -> 56)."""
    return int(round(value, 2 - len(str(value)))) if value >= 100 else value


def _ordered(values) -> bool:
    return all(a >= b for a, b in itertools.pairwise(values))


def _tier_rows(variant: str, span: str, rows) -> tuple[bool, bool]:
    """Print one range's rows; whether the tiers order the cards home, and the wins."""
    homes, wins = [], []
    for tier in (*TIERS, None):
        chosen = [(r, w, h) for _, r, w, h, _ in rows if r.tier == tier]
        if not chosen:
            continue
        mean_measure = statistics.mean(r.measure for r, _, _ in chosen)
        mean_moves = statistics.mean(r.moves for r, _, _ in chosen)
        win = statistics.mean(w for _, w, _ in chosen)
        home = statistics.mean(h for _, _, h in chosen)
        spread = statistics.stdev(h for _, _, h in chosen) if len(chosen) > 1 else 0.0
        error = spread / len(chosen) ** 0.5  # the standard error of the tier's mean
        share = len(chosen) / len(rows)
        name = tier or "unrated"
        print(
            f"{variant:<16}{span:<10}{name:<8}{len(chosen):>6}{share:>7.0%}{mean_measure:>9.0f}"
            f"{mean_moves:>7.1f}{win:>8.1%}{home:>8.1%} ±{error:.1%}"
        )
        if tier is not None:
            homes.append(home)
            wins.append(win)
    return _ordered(homes), _ordered(wins)


def validate(args) -> int:
    last = args.deals + args.held_out
    tasks = [(v, n, args.playouts) for v in args.variants for n in range(1, last + 1)]
    start = time.perf_counter()
    with multiprocessing.Pool(args.jobs, initializer=_init) as pool:
        results = pool.map(_measure, tasks, chunksize=4)
    elapsed = time.perf_counter() - start
    print(
        f"{len(tasks)} deals rated and played {args.playouts} times each by the greedy player "
        f"in {elapsed:.0f} s ({args.jobs} processes)"
    )
    by_variant: dict[str, list] = {}
    for variant, number, *figures in results:
        by_variant.setdefault(variant, []).append((number, *figures))
    spans = [(f"1-{args.deals}", lambda n: n <= args.deals)]
    if args.held_out:
        spans.append((f"{args.deals + 1}-{last}", lambda n: n > args.deals))
    if args.spread:
        print(
            f"{'variant':<16}{'deals':<10}{'family':<11}{'p40':>7}{'p70':>7}{'p90':>7}"
            f"  {'rounded':<20}thresholds"
        )
        for variant, rows in by_variant.items():
            fam = rows[0][1].family
            for span, inside in spans:
                cuts = _cuts([row for row in rows if inside(row[0])])
                rounded = str(tuple(_two_figures(c) for c in cuts))
                print(
                    f"{variant:<16}{span:<10}{fam:<11}{cuts[0]:>7}{cuts[1]:>7}{cuts[2]:>7}"
                    f"  {rounded:<20}{THRESHOLDS[fam]}"
                )
        return 0
    print(
        f"{'variant':<16}{'deals':<10}{'tier':<8}{'deals':>6}{'share':>7}{'measure':>9}"
        f"{'moves':>7}{'wins':>8}{'home':>8} ±se"
    )
    failures = 0
    for variant, rows in by_variant.items():
        for span, inside in spans:
            chosen = [row for row in rows if inside(row[0])]
            by_home, by_wins = _tier_rows(variant, span, chosen)
            seconds = sorted(row[-1] for row in chosen)
            print(
                f"{'':<16}{span:<10}the tiers order the cards home: {'yes' if by_home else 'NO'}"
                f", the wins: {'yes' if by_wins else 'NO'}; rating median "
                f"{statistics.median(seconds) * 1000:.1f} ms, longest {seconds[-1] * 1000:.0f} ms"
            )
            failures += not by_home
    return 1 if failures else 0


def tables(args) -> int:
    from penguin_qt.ui.assistant.deal_pool_file import SHIPPED_FORMAT, VERSION, rules_key

    host = PluginHost()
    out = ROOT / "resources" / "deals"
    out.mkdir(parents=True, exist_ok=True)
    with multiprocessing.Pool(args.jobs, initializer=_init) as pool:
        for variant in args.variants or TABLE_VARIANTS:
            rules = host.variants()[variant].item
            rng = random.Random(f"{TABLE_SEED}-{variant}")
            numbers = [rng.randint(1, 2**31 - 1) for _ in range(args.table_deals)]
            start = time.perf_counter()
            rated = []
            tiers = dict.fromkeys(TIERS, 0)
            for _, number, rating in pool.imap(_rate_only, [(variant, n) for n in numbers], 4):
                if rating.tier is not None:
                    rated.append([number, rating.measure, rating.moves])
                    tiers[rating.tier] += 1
            document = {
                "format": SHIPPED_FORMAT,
                "version": VERSION,
                "variant": variant,
                "rules": rules_key(rules),
                "solver": RATING_SOLVER,
                "made_by": "bench/bench_difficulty.py --tables",
                "deals": rated,
            }
            path = out / f"{variant}.json"
            path.write_text(json.dumps(document, separators=(",", ":")) + "\n")
            counts = ", ".join(f"{t} {n}" for t, n in tiers.items())
            print(
                f"{variant}: {len(numbers)} deals rated in {time.perf_counter() - start:.0f} s; "
                f"{len(rated)} kept ({counts}) -> {path.relative_to(ROOT)}",
                flush=True,
            )
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--held-out", type=int, default=1200)
    parser.add_argument("--playouts", type=int, default=20)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--variants", type=lambda s: s.split(","), default=None)
    parser.add_argument("--spread", action="store_true")
    parser.add_argument("--tables", action="store_true")
    parser.add_argument("--table-deals", type=int, default=400)
    args = parser.parse_args(argv)
    if args.tables:
        return tables(args)
    args.variants = args.variants or list(VARIANTS)
    return validate(args)


if __name__ == "__main__":
    sys.exit(main())

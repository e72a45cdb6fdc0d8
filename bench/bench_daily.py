"""The deal of the day over many days: per variant, how many of the days' first candidates
the built-in search proves lost, how far the choice steps on, how often every candidate is
lost, the states searched and the time one day's deal takes to find (one worker process,
the program's own budget of ``STATES_PER_TRY`` states per candidate).

Run: .venv/bin/python bench/bench_daily.py [--days 30] [--start 2026-12-01] [--variant ID]
"""

from __future__ import annotations

import argparse
import datetime as dt
import statistics
import time

from penguin_qt.engine import deal
from penguin_qt.plugins import PluginHost
from penguin_qt.plugins.race import Pool
from penguin_qt.solving import UNSOLVABLE, Budget
from penguin_qt.solving.portfolio import lineup
from penguin_qt.storage.daily import STATES_PER_TRY, TRIES, candidates


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--days", type=int, default=30)
    parser.add_argument("--start", type=dt.date.fromisoformat, default=dt.date(2026, 12, 1))
    parser.add_argument("--variant", action="append")
    args = parser.parse_args()
    host = PluginHost()
    variants = args.variant or list(host.variants())
    budget = Budget(seconds=60, states=STATES_PER_TRY)
    print(f"{args.days} days from {args.start}; {STATES_PER_TRY} states a try, {TRIES} at most")
    print(f"{'variant':<34} {'first lost':>10} {'mean step':>9} {'all lost':>8} "
          f"{'states/day':>10} {'s/day med':>9} {'s/day max':>9}")  # fmt: skip
    for variant in variants:
        rules = host.rules(variant)
        solvers = [entry.item for entry in host.solvers().values()]
        runners = lineup(solvers, rules, "search")
        first_lost = all_lost = 0
        steps, states, seconds = [], [], []
        with Pool(1, disabled=host.disabled) as pool:
            for offset in range(args.days):
                day = args.start + dt.timedelta(days=offset)
                start, spent, chosen = time.perf_counter(), 0, None
                for k, number in enumerate(candidates(day, variant), 1):
                    outcome = pool.solve(runners, deal(rules, number), rules, budget)
                    spent += outcome.result.states
                    if outcome.result.verdict != UNSOLVABLE:
                        chosen = k
                        break
                    if k == 1:
                        first_lost += 1
                if chosen is None:
                    all_lost += 1
                steps.append((chosen or 1) - 1)
                states.append(spent)
                seconds.append(time.perf_counter() - start)
        print(f"{variant:<34} {first_lost:>10} {statistics.mean(steps):>9.2f} {all_lost:>8} "
              f"{statistics.mean(states):>10.0f} {statistics.median(seconds):>9.2f} "
              f"{max(seconds):>9.2f}")  # fmt: skip


if __name__ == "__main__":
    main()

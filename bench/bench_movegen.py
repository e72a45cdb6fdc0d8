"""Move generation speed: legal-move generation plus ``apply`` over random Penguin positions.

The positions are reached by random legal play from many deals (fixed seed, so every run
measures the same positions).  Expanding a position means listing its legal moves
(``iter_legal_moves(position, cell_shuffles=False)``, as a solver does) and applying each
one; ``Rules.children`` does the same in one call.  Prints positions expanded per second
and child positions per second for both.

    python bench/bench_movegen.py [--deals N] [--depth N] [--seconds S] [--variant ID]
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time

from penguin_qt.engine import deal
from penguin_qt.plugins import PluginHost


def sample_positions(rules, deals: int, depth: int, seed: int) -> list:
    """Positions met along random legal games: up to ``depth`` moves from each deal."""
    rng = random.Random(seed)
    positions = []
    for number in range(1, deals + 1):
        position = deal(rules, number)
        for _ in range(depth):
            positions.append(position)
            moves = list(rules.iter_legal_moves(position, cell_shuffles=False))
            if not moves:
                break
            position = rules.apply(position, rng.choice(moves))
    return positions


def expand_all(rules, positions: list) -> int:
    children = 0
    legal = rules.iter_legal_moves
    apply = rules.apply
    for position in positions:
        for move in legal(position, False):
            apply(position, move)
            children += 1
    return children


def expand_all_children(rules, positions: list) -> int:
    children = 0
    expand = rules.children
    for position in positions:
        children += len(expand(position))
    return children


def measure(rules, positions: list, seconds: float, expand=expand_all) -> tuple[float, float]:
    """Best of several timed passes over the positions: (expanded/s, children/s)."""
    best = None
    start = time.perf_counter()
    while best is None or time.perf_counter() - start < seconds:
        t0 = time.perf_counter()
        children = expand(rules, positions)
        dt = time.perf_counter() - t0
        rate = (len(positions) / dt, children / dt)
        if best is None or rate[0] > best[0]:
            best = rate
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="penguin")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--depth", type=int, default=60)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args(argv)

    rules = PluginHost().rules(args.variant)
    positions = sample_positions(rules, args.deals, args.depth, args.seed)
    children = expand_all(rules, positions)
    print(f"Python {platform.python_version()} ({platform.python_implementation()})")
    print(
        f"{rules.name}: {len(positions)} positions from {args.deals} deals "
        f"(random legal play, up to {args.depth} moves each), "
        f"{children / len(positions):.2f} moves per position"
    )
    print("iter_legal_moves(position, cell_shuffles=False) + apply(position, move):")
    expanded_rate, child_rate = measure(rules, positions, args.seconds)
    print(f"  positions expanded per second: {expanded_rate:,.0f}")
    print(f"  child positions per second:    {child_rate:,.0f}")
    print("children(position):")
    expanded_rate, child_rate = measure(rules, positions, args.seconds, expand_all_children)
    print(f"  positions expanded per second: {expanded_rate:,.0f}")
    print(f"  child positions per second:    {child_rate:,.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

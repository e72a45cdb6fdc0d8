"""Move generation speed: legal-move generation plus ``apply`` over random Penguin positions.

The positions are reached by random legal play from many deals (fixed seed, so every run
measures the same positions).  Expanding a position means listing its legal moves
(``iter_legal_moves(position, cell_shuffles=False)``, as a solver does) and applying each
one; ``Rules.children`` does the same in one call.  Prints positions expanded per second
and child positions per second for both.

``--against DIR`` measures the engine of another checkout (``DIR/penguin_qt/engine``, e.g. a
``git worktree`` of the commit before a change) side by side with this one: the two take
turns pass by pass, so a busy machine slows both alike, and the ratio is what to read.

    python bench/bench_movegen.py [--deals N] [--depth N] [--seconds S] [--variant ID]
                                  [--against DIR]
"""

from __future__ import annotations

import argparse
import importlib.util
import platform
import random
import statistics
import sys
import time
from pathlib import Path

from penguin_qt import engine
from penguin_qt.plugins import PluginHost

PENGUIN_FIELDS = ("id", "name", "columns", "cells", "build", "empty_column", "run_limit")


def sample_positions(rules, deal, deals: int, depth: int, seed: int) -> list:
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


def one_pass(rules, positions: list, expand) -> tuple[float, float]:
    t0 = time.perf_counter()
    children = expand(rules, positions)
    dt = time.perf_counter() - t0
    return len(positions) / dt, children / dt


def measure(sides: list[tuple], seconds: float, expand) -> tuple[list[tuple[float, float]], float]:
    """Passes of each side in turn for ``seconds`` per side: the best pass per side
    (expanded/s, children/s), and the median over the rounds of the first side's rate divided
    by the second's in the same round (1.0 with one side) -- on a busy machine the ratio of
    neighbouring passes is steadier than either best."""
    best: list[tuple[float, float] | None] = [None] * len(sides)
    ratios = []
    start = time.perf_counter()
    while best[-1] is None or time.perf_counter() - start < seconds * len(sides):
        rates = [one_pass(rules, positions, expand) for rules, positions in sides]
        for i, rate in enumerate(rates):
            if best[i] is None or rate[0] > best[i][0]:  # type: ignore[index]
                best[i] = rate
        ratios.append(rates[0][0] / rates[-1][0])
    return best, statistics.median(ratios)  # type: ignore[return-value]


def load_engine(checkout: Path):
    """The engine package of another checkout, imported under its own name."""
    init = checkout / "penguin_qt" / "engine" / "__init__.py"
    spec = importlib.util.spec_from_file_location(
        "other_engine", init, submodule_search_locations=[str(init.parent)]
    )
    if spec is None or spec.loader is None:
        raise SystemExit(f"no engine at {init}")
    module = importlib.util.module_from_spec(spec)
    sys.modules["other_engine"] = module
    spec.loader.exec_module(module)
    return module


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="penguin")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--depth", type=int, default=60)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--against", type=Path, metavar="DIR", help="another checkout to compare")
    args = parser.parse_args(argv)

    rules = PluginHost().rules(args.variant)
    positions = sample_positions(rules, engine.deal, args.deals, args.depth, args.seed)
    sides = [("this checkout", rules, positions)]
    if args.against is not None:
        other = load_engine(args.against)
        fields = {name: getattr(rules, name) for name in PENGUIN_FIELDS}
        other_rules = other.Rules(
            **fields, deal=rules.deal, forced_base_moves=rules.forced_base_moves
        )
        other_positions = sample_positions(
            other_rules, other.deal, args.deals, args.depth, args.seed
        )
        assert [tuple(p) for p in other_positions] == [tuple(p) for p in positions]
        sides.append((str(args.against), other_rules, other_positions))
    children = expand_all(rules, positions)
    print(f"Python {platform.python_version()} ({platform.python_implementation()})")
    print(
        f"{rules.name}: {len(positions)} positions from {args.deals} deals "
        f"(random legal play, up to {args.depth} moves each), "
        f"{children / len(positions):.2f} moves per position"
    )
    for title, expand in (
        ("iter_legal_moves(position, cell_shuffles=False) + apply(position, move):", expand_all),
        ("children(position):", expand_all_children),
    ):
        print(title)
        rates, ratio = measure([(r, p) for _, r, p in sides], args.seconds, expand)
        for (label, _, _), (expanded_rate, child_rate) in zip(sides, rates, strict=True):
            print(f"  {label}: positions expanded per second: {expanded_rate:,.0f}")
            print(f"  {label}: child positions per second:    {child_rate:,.0f}")
        if len(rates) == 2:
            print(
                f"  this / other: {rates[0][0] / rates[1][0]:.3f} (best passes), "
                f"{ratio:.3f} (median of the rounds)"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Find a winning line for a deal, to store as a test file (run by hand, not by pytest).

    python tests/ui/solution_search.py penguin 3 > tests/ui/data/penguin-3.txt

A plain best-first search over the engine's legal moves, with autoplay applied after every
move exactly as ``Game.play`` does, so the stored moves replay move for move in the window.
It only serves to make test data; the project's real solver lives elsewhere.
"""

from __future__ import annotations

import heapq
import itertools
import sys

from penguin_qt.engine import Position, Rules, deal
from penguin_qt.plugins import PluginHost


def settle(rules: Rules, position: Position) -> Position:
    while (move := rules.autoplay_move(position)) is not None:
        position = rules.apply(position, move)
    return position


def score(rules: Rules, p: Position) -> float:
    runs = sum(rules.run_length(col, p.base) for col in p.columns if col)
    buried = 0
    for col in p.columns:
        for depth, c in enumerate(reversed(col)):
            rank = (c % 13 + 1 - p.base) % 13  # 0 for the base rank
            buried += max(0, 6 - rank) * depth * 0.05
    return 10 * p.cards_home() + runs + 1.5 * p.empty_cells() + 4 * p.empty_columns() - buried


def search(rules: Rules, number: int, limit: int = 300_000) -> list[str] | None:
    start = settle(rules, deal(rules, number))
    counter = itertools.count()
    frontier = [(-score(rules, start), next(counter), start, ())]
    seen = {start}
    while frontier and len(seen) < limit:
        _, _, position, line = heapq.heappop(frontier)
        if position.is_won():
            return [m.text for m in line]
        for move in rules.iter_legal_moves(position, cell_shuffles=False):
            child = settle(rules, rules.apply(position, move))
            if child in seen:
                continue
            seen.add(child)
            priority = -score(rules, child) + 0.3 * len(line)
            heapq.heappush(frontier, (priority, next(counter), child, (*line, move)))
    return None


def main() -> int:
    variant, number = sys.argv[1], int(sys.argv[2])
    rules = PluginHost().rules(variant)
    line = search(rules, number)
    if line is None:
        print("no solution found", file=sys.stderr)
        return 1
    print(f"# {variant} deal {number}: {len(line)} moves, autoplay after each")
    print(" ".join(line))
    return 0


if __name__ == "__main__":
    sys.exit(main())

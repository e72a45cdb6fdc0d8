"""Small random positions and a brute-force search with the engine's own moves."""

from __future__ import annotations

import random

from penguin_qt.engine import Position


def small_position(rules, rng: random.Random, out: int) -> Position:
    """A random position with ``out`` cards not yet home, spread over columns and cells."""
    base = rng.randint(1, 13) if rules.wraps else 1
    missing = [0, 0, 0, 0]
    for _ in range(out):
        missing[rng.choice([s for s in range(4) if missing[s] < 4])] += 1
    cards = [s * 13 + (base + k - 1) % 13 for s in range(4) for k in range(13 - missing[s], 13)]
    rng.shuffle(cards)
    columns: list[list[int]] = [[] for _ in range(rules.columns)]
    cells: list[int | None] = [None] * rules.cells
    for c in cards:
        free = [i for i, x in enumerate(cells) if x is None]
        if free and rng.random() < 0.3:
            cells[rng.choice(free)] = c
        else:
            columns[rng.randrange(rules.columns)].append(c)
    foundations = tuple(13 - m for m in missing)
    return Position(tuple(map(tuple, columns)), tuple(cells), foundations, base)


def brute_force_winnable(rules, start: Position) -> bool:
    """Every position reachable with the engine's own moves, breadth first."""

    def key(p: Position):
        return tuple(sorted(p.columns)), tuple(sorted(c for c in p.cells if c is not None))

    start = rules.settle(start)
    seen = {key(start)}
    frontier = [start]
    while frontier:
        nxt = []
        for position in frontier:
            if position.is_won():
                return True
            for move in rules.iter_legal_moves(position, cell_shuffles=False):
                after = rules.apply(position, move)
                k = key(after)
                if k not in seen:
                    seen.add(k)
                    nxt.append(after)
        frontier = nxt
    return False


# Base 2, no flippers, 16 cards out: every card due home is buried (found with
# ``small_position``).
DEAD_END = Position(
    ((), (10, 23), (39, 36, 26, 50, 13, 38, 11), (12,), (37, 25, 51), (0,), (49, 24)),
    (),
    (9, 9, 9, 9),
    2,
)

"""The search for variants that override operations of the rule contract (``Rules.overridden``):
depth-first through the engine itself.

The fast search (``search``) computes moves from the fields of ``Rules`` in its own
representation; a variant whose moves, their effects or its win are code of its own can only
be asked.  So this search asks the variant for everything: its children (``Rules.children``,
made of its ``legal_moves`` and ``apply``) and whether a position is won (``Rules.is_won``).
It makes no assumption the variant might break: positions are told apart as they are (no
columns sorted into a canonical order: a variant's rules may tell its columns apart), and no
move is made for it (autoplay is an ordinary child, tried first).  It is exhaustive: every
position reachable from the start is expanded once before it answers *unsolvable*.  It is
some ten times slower per position than the fast search, which is the price of asking.
"""

from __future__ import annotations

from penguin_qt.engine import FOUNDATION, Move, Position, Rules

CHECK_EVERY = 128  # new positions between looks at the budget


def search(position: Position, rules: Rules, limits) -> tuple[str, list[Move], int, list[Move]]:
    """(verdict, the winning moves, positions stored, the line to the most cards home) for
    ``position`` under ``rules``; ``limits`` is the fast search's ``Limits`` (its ``reason``
    says why an *unknown*)."""
    if rules.is_won(position):
        return "solved", [], 1, []
    seen = {position}
    path: list[Move] = []
    best_home, best_line = position.cards_home(), []
    stack = [iter(_ordered(rules, position))]
    next_check = CHECK_EVERY
    while stack:
        for move, after in stack[-1]:
            if after in seen:
                continue
            if rules.is_won(after):
                line = [*path, move]
                return "solved", line, len(seen) + 1, line
            seen.add(after)
            path.append(move)
            if after.cards_home() > best_home:
                best_home, best_line = after.cards_home(), path[:]
            if len(seen) >= next_check:
                next_check = len(seen) + CHECK_EVERY
                if limits.exceeded(len(seen)):
                    return "unknown", [], len(seen), best_line
            stack.append(iter(_ordered(rules, after)))
            break
        else:
            stack.pop()
            if path:
                path.pop()
    return "unsolvable", [], len(seen), best_line


def _ordered(rules: Rules, position: Position) -> list[tuple[Move, Position]]:
    """The children of a position, the moves home first, then in the variant's own order."""
    children = rules.children(position)
    children.sort(key=lambda child: child[0].target_kind != FOUNDATION)
    return children

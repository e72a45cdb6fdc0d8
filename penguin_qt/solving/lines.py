"""Solutions written by card ("the 7H goes onto the 8H") turned into engine moves.

Solvers keep positions in their own canonical form, where column and cell numbers change
from state to state; a card and its destination do not.  ``moves_from_cards`` finds each card
in the real position, builds the engine move (one card, or the run it heads) and plays it
with the engine's checks.  A line checked here counts as replayed for ``verify_solution``
in the same process (it is not played a second time).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..engine import CELL, COLUMN, FOUNDATION, EngineError, Move, Position, Rules
from .api import SolutionError, _note_checked

TO_FOUNDATION, TO_CELL, TO_EMPTY_COLUMN = -1, -2, -3


def moves_from_cards(
    position: Position, rules: Rules, line: Iterable[tuple[int, int]]
) -> tuple[list[Move], Position]:
    """Engine moves for ``line``, a sequence of (card, target) where target is a card to
    build on, TO_FOUNDATION, TO_CELL or TO_EMPTY_COLUMN.  Each move is checked by
    ``Rules.play``; a foundation move the engine already made on its own (a forced base-rank
    move) is left out.  Returns the moves and the final position; raises SolutionError."""
    start = position
    moves: list[Move] = []
    for c, target in line:
        if target == TO_FOUNDATION and position.card_at_foundation(c):
            continue
        kind, index, count = _find(position, c)
        if target == TO_FOUNDATION:
            move = Move(kind, index, FOUNDATION, 0, 1)
        elif target == TO_CELL:
            if None not in position.cells:
                raise SolutionError(f"move {len(moves) + 1}: no empty cell")
            move = Move(kind, index, CELL, position.cells.index(None), 1)
        elif target == TO_EMPTY_COLUMN:
            empty = [i for i, col in enumerate(position.columns) if not col]
            if not empty:
                raise SolutionError(f"move {len(moves) + 1}: no empty column")
            move = Move(kind, index, COLUMN, empty[0], count)
        else:
            dest = [i for i, col in enumerate(position.columns) if col and col[-1] == target]
            if not dest:
                raise SolutionError(f"move {len(moves) + 1}: card {target} is not exposed")
            move = Move(kind, index, COLUMN, dest[0], count)
        try:
            position = rules.play(position, move)
        except EngineError as exc:
            raise SolutionError(f"move {len(moves) + 1} ({move.text}) is illegal: {exc}") from None
        moves.append(move)
    _note_checked(start, rules, moves, position)  # verify_solution need not play them again
    return moves, position


def _find(position: Position, c: int) -> tuple[int, int, int]:
    if c in position.cells:
        return CELL, position.cells.index(c), 1
    for i, col in enumerate(position.columns):
        if c in col:
            return COLUMN, i, len(col) - col.index(c)
    raise SolutionError(f"card {c} is neither in a column nor in a cell")

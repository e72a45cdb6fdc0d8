"""Solutions written by card ("the 7H goes onto the 8H") turned into engine moves.

Solvers keep positions in their own canonical form, where column and cell numbers change
from state to state; a card and its destination do not.  ``moves_from_cards`` finds each card
in the real position and builds the engine move (one card, or the run it heads), following
the line on a working copy of the table; then the engine checks the whole line at once
(``Rules.play_line``), and where it refuses a move the line is played again move by move
through ``Rules.play``, which names that move and the reason.  A line checked here counts as
replayed for ``verify_solution`` in the same process (it is not played a second time).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..engine import CELL, COLUMN, FOUNDATION, EngineError, Move, Position, Rules
from ..engine.replaying import send_home
from .api import SolutionError, _note_checked

TO_FOUNDATION, TO_CELL, TO_EMPTY_COLUMN = -1, -2, -3


def moves_from_cards(
    position: Position, rules: Rules, line: Iterable[tuple[int, int]]
) -> tuple[list[Move], Position]:
    """Engine moves for ``line``, a sequence of (card, target) where target is a card to
    build on, TO_FOUNDATION, TO_CELL or TO_EMPTY_COLUMN.  Each move is checked by the
    engine; a foundation move the engine already made on its own (a forced base-rank move)
    is left out.  Returns the moves and the final position; raises SolutionError."""
    line = line if isinstance(line, Sequence) else tuple(line)
    final = None
    moves: list[Move] | None = None
    if not rules.overridden:  # a variant's own operations: move by move
        try:
            moves = _followed(position, rules, line)
        except Exception:  # a line of odd values (a plugin's): the move-by-move play says what
            moves = None
        if moves is not None:
            final = rules.play_line(position, moves)
    if final is None or moves is None:
        moves, final = _played(position, rules, line)
    _note_checked(position, rules, moves, final)  # verify_solution need not play them again
    return moves, final


def _followed(
    position: Position, rules: Rules, line: Sequence[tuple[int, int]]
) -> list[Move] | None:
    """The moves, found on a working copy of the table (each move made there unchecked,
    with the forced moves after it); None where a card or a target is not found."""
    columns, cells_now, foundations, base = position
    cols = [list(col) for col in columns]
    cells = list(cells_now)
    home = list(foundations)
    forced = rules.forced_base_moves
    below_base = base - 1
    moves: list[Move] = []
    for c, target in line:
        suit = c // 13
        if target == TO_FOUNDATION:
            done = home[suit]
            if done and (c % 13 + 1 - base) % 13 < done:  # home already
                continue
        found = _where(cols, cells, c)
        if found is None:
            return None
        kind, index, count = found
        # where it goes, and the move made on the copy
        if target == TO_FOUNDATION:
            if count != 1:
                return None
            move = Move(kind, index, FOUNDATION, 0, 1)
        elif target == TO_CELL:
            if None not in cells or count != 1:
                return None
            move = Move(kind, index, CELL, cells.index(None), 1)
        else:
            if target == TO_EMPTY_COLUMN:
                dest = next((i for i, col in enumerate(cols) if not col), None)
            else:
                dest = next((i for i, col in enumerate(cols) if col and col[-1] == target), None)
            if dest is None or (kind == COLUMN and dest == index):
                return None
            move = Move(kind, index, COLUMN, dest, count)
        if kind == COLUMN:
            col = cols[index]
            run = col[len(col) - count :]
            del col[len(col) - count :]
        else:
            run = [c]
            cells[index] = None
        if move.target_kind == FOUNDATION:
            home[suit] += 1
        elif move.target_kind == CELL:
            cells[move.target] = c
        else:
            cols[move.target].extend(run)
        if forced and 0 in home:
            send_home(cols, home, below_base)
        moves.append(move)
    return moves


def _where(cols: list[list[int]], cells: list[int | None], c: int) -> tuple[int, int, int] | None:
    """(kind, index, count of the cards from ``c`` up) where card ``c`` lies, or None."""
    if c in cells:
        return CELL, cells.index(c), 1
    for i, col in enumerate(cols):
        if c in col:
            return COLUMN, i, len(col) - col.index(c)
    return None


def _played(
    position: Position, rules: Rules, line: Sequence[tuple[int, int]]
) -> tuple[list[Move], Position]:
    """The moves found and played one by one through ``Rules.play``: SolutionError naming
    the first that cannot be found or made, and why."""
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
    return moves, position


def _find(position: Position, c: int) -> tuple[int, int, int]:
    if c in position.cells:
        return CELL, position.cells.index(c), 1
    for i, col in enumerate(position.columns):
        if c in col:
            return COLUMN, i, len(col) - col.index(c)
    raise SolutionError(f"card {c} is neither in a column nor in a cell")


def carry_one_by_one(
    cols: list[list[int]],
    cells: list[int | None],
    source: int,
    target: int,
    count: int,
    spares: Sequence[int] = (),
) -> list[tuple[Move, int, int]]:
    """The last ``count`` cards of column ``source`` carried onto column ``target`` one card
    at a time, as a solver's run move stands for where the rules move one card per move
    (``run_limit="single"``): the cards above the first wait in the empty cells, and when
    they are too many, half of them goes into an empty column of ``spares`` first, so
    (empty cells + 1) × 2^len(spares) cards can go.  Makes the moves on ``cols`` and
    ``cells`` and returns each as (move, card, where it went: a card, TO_CELL or
    TO_EMPTY_COLUMN).  Raises SolutionError when the cells and spares cannot carry them."""
    free = [i for i, c in enumerate(cells) if c is None]
    if count <= len(free) + 1:
        out: list[tuple[Move, int, int]] = []
        parked = free[: count - 1]
        for i in parked:
            card = cells[i] = cols[source].pop()
            out.append((Move(COLUMN, source, CELL, i, 1), card, TO_CELL))
        out.append(_one_card(cols, COLUMN, source, cols[source].pop(), target))
        for i in reversed(parked):
            held, cells[i] = cells[i], None
            assert held is not None  # parked just above
            out.append(_one_card(cols, CELL, i, held, target))
        return out
    if not spares:
        raise SolutionError(f"{count} cards cannot be carried one at a time")
    spare, rest = spares[0], spares[1:]
    half = count // 2
    return [
        *carry_one_by_one(cols, cells, source, spare, half, rest),
        *carry_one_by_one(cols, cells, source, target, count - half, rest),
        *carry_one_by_one(cols, cells, spare, target, half, rest),
    ]


def _one_card(
    cols: list[list[int]], kind: int, index: int, card: int, target: int
) -> tuple[Move, int, int]:
    onto = cols[target][-1] if cols[target] else TO_EMPTY_COLUMN
    cols[target].append(card)
    return Move(kind, index, COLUMN, target, 1), card, onto

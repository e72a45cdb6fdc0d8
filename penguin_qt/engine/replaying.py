"""A whole line of moves played at once: the check every solver's solution goes through.

``Rules.play`` checks one move and builds a new immutable position; a line of ninety moves
(a Penguin solution) then builds ninety positions and asks ninety questions in their most
general form.  ``play_line`` asks the same questions of one mutable copy of the position and
builds a position only at the end.  It decides only "every move is legal": on the first move
it does not accept, or on anything unusual in the input, it answers None and the caller plays
the line move by move through ``Rules.play`` for the reason a player can read.  The tests
hold its answers equal to ``Rules.play``'s on every variant.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .cards import RANK
from .movegen import FITS, carry_limit
from .position import CELL, COLUMN, FOUNDATION, Move, Position

if TYPE_CHECKING:
    from .rules import Rules


def play_line(rules: Rules, position: Position, moves: Sequence[Move]) -> Position | None:
    """The position after every move of ``moves`` and the forced moves each causes, when
    each is legal where it is played; None when one is not (``Rules.play`` says why)."""
    try:
        return _play(rules, position, moves)
    except Exception:  # anything odd in the input (a float index, a string, a short tuple):
        return None  # the move-by-move path says what


def _play(rules: Rules, position: Position, moves: Sequence[Move]) -> Position | None:
    columns, cells_now, foundations, base = position
    cols = [list(col) for col in columns]
    cells = list(cells_now)
    home = list(foundations)
    n_columns, n_cells = rules.columns, rules.cells
    fits = FITS[rules.build]
    run_limit = rules.run_limit
    empty_rank = rules.empty_column_rank(base)
    forced = rules.forced_base_moves
    below_base = base - 1
    settled = False  # no base-rank card waits exposed (Rules.play looks after every move)
    for move in moves:
        sk, s, tk, t, count = move
        if count < 1:
            return None
        # the source: its cards, which leave it
        if sk == COLUMN:
            if not 0 <= s < n_columns:
                return None
            col = cols[s]
            n = len(col)
            if count > n or (count > 1 and tk != COLUMN):
                return None
            cut = n - count
            for i in range(cut + 1, n):  # a run: each card lies on the one below it
                below = col[i - 1]
                if RANK[below] == base or not fits[below][col[i]]:
                    return None
            head = col[cut]
        elif sk == CELL:
            if not 0 <= s < n_cells or count != 1:
                return None
            held = cells[s]
            if held is None:
                return None
            head = held
        else:
            return None
        # the target: whether it takes them
        if tk == FOUNDATION:
            suit = head // 13
            done = home[suit]
            if t != 0 or done == 13 or RANK[head] != (base + done - 1) % 13 + 1:
                return None
            home[suit] = done + 1
        elif tk == CELL:
            if not 0 <= t < n_cells or (sk == CELL and s == t) or cells[t] is not None:
                return None
            cells[t] = head
        elif tk == COLUMN:
            if not 0 <= t < n_columns or (sk == COLUMN and s == t):
                return None
            target = cols[t]
            if target:
                top = target[-1]
                if RANK[top] == base or not fits[top][head]:
                    return None
            elif empty_rank is not None and RANK[head] != empty_rank:
                return None
            if count > 1:
                empty = sum(1 for col in cols if not col) - (0 if target else 1)
                if count > carry_limit(run_limit, cells.count(None), empty):
                    return None
        else:
            return None
        # the move itself
        if sk == COLUMN:
            run = col[cut:]
            del col[cut:]
        else:
            run = [head]
            cells[s] = None
        if tk == COLUMN:
            cols[t].extend(run)
        if forced and 0 in home:
            if not settled:
                send_home(cols, home, below_base)
                settled = True
            else:  # only the column the move changed can expose a new card
                changed = cols[s] if sk == COLUMN else cols[t] if tk == COLUMN else None
                if changed and changed[-1] % 13 == below_base and not home[changed[-1] // 13]:
                    send_home(cols, home, below_base)
    return Position(
        tuple(tuple(col) for col in cols), tuple(cells), (home[0], home[1], home[2], home[3]), base
    )


def send_home(cols: list[list[int]], home: list[int], below_base: int) -> None:
    """The forced moves: each exposed base-rank card whose foundation is empty goes there,
    until none is left."""
    changed = True
    while changed:
        changed = False
        for col in cols:
            if col and col[-1] % 13 == below_base and not home[col[-1] // 13]:
                home[col.pop() // 13] = 1
                changed = True

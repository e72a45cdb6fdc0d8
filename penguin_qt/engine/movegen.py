"""Legal-move generation: the hot path of every solver.

Tables instead of rule questions, and move objects looked up rather than made.  What it
yields is exactly what ``Rules.check`` allows (the tests hold the two equal), in a fixed
order: from each column in turn (to the foundation, to each empty cell, to each other column
in column order), then from each cell (to the foundation, to each column, to each empty cell).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import partial
from itertools import compress, product
from typing import TYPE_CHECKING

from .cards import RANK, RED, SUIT, card, rank_below
from .position import CELL, COLUMN, FOUNDATION, Move, Position

if TYPE_CHECKING:
    from .rules import Rules

MAX_CELLS = 10
MAX_COLUMNS = 13  # Baker's Dozen's thirteen
UNLIMITED = 52  # a carry limit no run can reach


def carry_limit(run_limit: str, free_cells: int, empty_columns: int) -> int:
    """How many cards one move may carry with ``free_cells`` empty cells and
    ``empty_columns`` empty columns other than the destination (see docs/rules.md)."""
    if run_limit == "unlimited":
        return UNLIMITED
    if run_limit == "single":
        return 1
    if run_limit == "cells":
        return free_cells + 1
    return (free_cells + 1) << max(empty_columns, 0)


def _fits_table(build: str) -> tuple[tuple[bool, ...], ...]:
    """FITS[t][c]: card c is one rank below t (cyclically) and of the right suit (``"suit"``),
    colour (``"alternate"``) or any suit (``"rank"``).  Each row is false but for the one card
    (same suit), two (the other colour's suits) or four (any suit) of the rank below: set
    directly, not asked of all 52 cards (the start makes the tables)."""
    rows = []
    for t in range(52):
        row = [False] * 52
        below = rank_below(RANK[t])
        for suit in range(4):
            if build == "rank":
                takes = True
            elif build == "alternate":
                takes = RED[suit * 13] != RED[t]
            else:
                takes = suit == SUIT[t]
            if takes:
                row[card(below, suit)] = True
        rows.append(tuple(row))
    return tuple(rows)


FITS = {build: _fits_table(build) for build in ("suit", "alternate", "rank")}


class Tables:
    """Move-generation tables for one build and one base rank (made once, then cached).

    ``fits[t][c]``: card c may lie on card t (never on a base-rank card); ``onto[t]``: the
    cards that may lie on t; ``pending[suit]``: that suit's base-rank card.
    """

    __slots__ = ("fits", "onto", "pending")

    def __init__(self, build: str, base: int) -> None:
        rows = FITS[build]
        no = (False,) * 52
        self.fits = tuple(no if RANK[t] == base else rows[t] for t in range(52))
        self.onto = tuple(tuple(compress(range(52), self.fits[t])) for t in range(52))
        self.pending = tuple(card(base, suit) for suit in range(4))


# TABLES[build][base], made when first needed.
TABLES: dict[str, list[Tables | None]] = {build: [None] * 14 for build in FITS}


def tables(build: str, base: int) -> Tables:
    made = TABLES[build][base]
    if made is None:
        made = TABLES[build][base] = Tables(build, base)
    return made


# Every move object generation can yield, made once: generation then only looks them up.
_MAX_RUN = 13  # ranks in a run are distinct, so no run is longer


def _moves(*fields) -> list[Move]:
    """The moves of every combination of ``fields`` (each a range, or a tuple of one value),
    the last field varying fastest.  Made by ``tuple.__new__`` over the combinations, not
    by calling ``Move`` 1,700 times at the start (its ``__new__`` is Python code)."""
    return list(map(partial(tuple.__new__, Move), product(*fields)))


def _rows(moves: Sequence[Move], length: int) -> tuple[tuple[Move, ...], ...]:
    """``moves`` cut into rows of ``length``."""
    return tuple(tuple(moves[i : i + length]) for i in range(0, len(moves), length))


_COL_HOME = tuple(_moves((COLUMN,), range(MAX_COLUMNS), (FOUNDATION,), (0,), (1,)))
_COL_CELL = _rows(_moves((COLUMN,), range(MAX_COLUMNS), (CELL,), range(MAX_CELLS), (1,)), MAX_CELLS)
_COL_COL = tuple(
    _rows(part, _MAX_RUN + 1)
    for part in _rows(
        _moves((COLUMN,), range(MAX_COLUMNS), (COLUMN,), range(MAX_COLUMNS), range(_MAX_RUN + 1)),
        MAX_COLUMNS * (_MAX_RUN + 1),
    )
)
_CELL_HOME = tuple(_moves((CELL,), range(MAX_CELLS), (FOUNDATION,), (0,), (1,)))
_CELL_COL = _rows(
    _moves((CELL,), range(MAX_CELLS), (COLUMN,), range(MAX_COLUMNS), (1,)), MAX_COLUMNS
)
_CELL_CELL = _rows(_moves((CELL,), range(MAX_CELLS), (CELL,), range(MAX_CELLS), (1,)), MAX_CELLS)


def empty_column_head(rule: str, base: int) -> int:
    """The rank an empty column takes (the head of the run put there), 0 for any card, -1
    for none (no card has that rank)."""
    if rule == "any":
        return 0
    if rule == "none":
        return -1
    if rule == "kings":
        return 13
    return rank_below(base)


def legal_moves(rules: Rules, position: Position, cell_shuffles: bool = True) -> Iterator[Move]:
    """The legal moves one by one, in the fixed order of this module's docstring.

    ``cell_shuffles=False`` leaves out the moves from one cell to another, which change
    nothing (what a solver wants).  The runs are measured once before the first move is
    yielded; everything after that is made as it is asked for."""
    columns, cells, foundations, base = position
    build = rules.build
    table = TABLES[build][base] or tables(build, base)
    fits = table.fits
    b1 = base - 1
    f0, f1, f2, f3 = foundations
    # The card each foundation takes next (-1 when complete).
    home = (
        (b1 + f0) % 13 if f0 < 13 else -1,
        13 + (b1 + f1) % 13 if f1 < 13 else -1,
        26 + (b1 + f2) % 13 if f2 < 13 else -1,
        39 + (b1 + f3) % 13 if f3 < 13 else -1,
    )
    empty_cells = [i for i, x in enumerate(cells) if x is None]
    head_rank = empty_column_head(rules.empty_column, base)
    from_column = _column_moves(rules, columns, len(empty_cells), table, head_rank)
    for s, col in enumerate(columns):
        if not col:
            continue
        top = col[-1]
        if home[top // 13] == top:
            yield _COL_HOME[s]
        to_cell = _COL_CELL[s]
        for e in empty_cells:
            yield to_cell[e]
        yield from from_column[s]
    for s, held in enumerate(cells):
        if held is None:
            continue
        if home[held // 13] == held:
            yield _CELL_HOME[s]
        to_column = _CELL_COL[s]
        for d, dcol in enumerate(columns):
            if dcol:
                if fits[dcol[-1]][held]:
                    yield to_column[d]
            elif not head_rank or RANK[held] == head_rank:
                yield to_column[d]
        if cell_shuffles:
            to_cell = _CELL_CELL[s]
            for e in empty_cells:
                yield to_cell[e]


def _column_moves(
    rules: Rules, columns: tuple[tuple[int, ...], ...], free: int, table: Tables, head_rank: int
) -> list[list[Move]]:
    """The column-to-column moves, per source column in destination order."""
    fits = table.fits
    onto = table.onto
    ncols = len(columns)
    empty_columns = columns.count(())
    run_limit = rules.run_limit
    limit_full = carry_limit(run_limit, free, empty_columns)
    limit_empty = carry_limit(run_limit, free, empty_columns - 1) if empty_columns else 0
    # Where each card of a run lies: at[c] = 16 * column + (its depth in the run, 1 = top).
    at = [-1] * 52
    to_empty: list[tuple[int, ...]] = []  # per column, the counts it can move to an empty one
    for s, col in enumerate(columns):
        n = len(col)
        if not n:
            to_empty.append(())
            continue
        key = s << 4
        i = n - 1
        c = col[i]
        at[c] = key | 1
        while i:
            t = col[i - 1]
            if not fits[t][c]:
                break
            i -= 1
            c = t
            at[c] = key | (n - i)
        if empty_columns:
            run = min(n - i, limit_empty)
            if head_rank:
                ks = tuple(k for k in range(1, run + 1) if RANK[col[n - k]] == head_rank)
            else:
                ks = tuple(range(1, run + 1))
            to_empty.append(ks)
    from_column: list[list[Move]] = [[] for _ in range(ncols)]
    for d, dcol in enumerate(columns):
        if dcol:
            for c in onto[dcol[-1]]:
                v = at[c]
                if v >= 0:
                    s = v >> 4
                    k = v & 15
                    if s != d and k <= limit_full:
                        from_column[s].append(_COL_COL[s][d][k])
        else:
            for s in range(ncols):
                if s != d:
                    for k in to_empty[s]:
                        from_column[s].append(_COL_COL[s][d][k])
    return from_column

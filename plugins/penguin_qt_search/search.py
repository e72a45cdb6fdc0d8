"""The search: depth-first and best-first searches over canonical states with a transposition
table, run side by side as a portfolio.

Representation (its own, compact and fast; the engine is used only to check the result):

- Cards are relabelled so that the base rank is rank 0 and the rank below base is rank 12:
  card ``suit * 13 + k`` with ``k = (rank - base) mod 13``.  Then no variant wraps: a card
  ``c`` goes home when ``k == home[suit]``, and builds on ``c + 1`` (same suit) or on a card
  of rank ``k + 1`` of the other colour.
- A state is ``(columns, cells)``: the columns are ``bytes`` sorted into a canonical order,
  the cells one sorted ``bytes``.  Both are hashable as they are, and unchanged columns are
  shared between a state and its children, so a stored state costs about 200 bytes.
- Autoplay is folded into every move: in same-suit games every card that can go home goes
  (always safe); with alternating colours only the safe rule is used.
- Moves are recorded by card (which card moves, and onto what), so they do not depend on the
  canonical column order; ``penguin_qt_search.translate`` turns them into engine moves.

The search is exhaustive: every legal move (one card, or one run the carry limit allows) is
tried from every new state, but for two prunings that provably lose nothing, so when it ends
without a solution the deal is unsolvable:

- A cell card whose parent is a column top, where no other card could ever want that parent
  (same-suit games: always; alternating colours: once the card's twin is home), is put there
  and nothing else is tried.  One move back to the cell undoes it, so every position
  reachable before it stays reachable.
- Such a card, once on its parent, does not go back to a cell alone (it would be sent straight
  back); it goes with the cards below it, down to the first one another card could want or
  that does not sit on its parent, as one move into that many cells.  Without this move the
  first pruning would lose the way below a parent (``tests/solving``: the position
  ``RUN_TO_CELLS``).

Together they take Penguin's hardest deals from over 10 s to under 0.5 s; small positions
are checked against a brute-force search of the engine's own moves.
"""

from __future__ import annotations

import functools
import heapq
import random
import time
from collections.abc import Callable, Generator
from dataclasses import dataclass, field

from penguin_qt.engine import carry_limit

FOUND, CELL, EMPTY = -1, -2, -3  # targets of a recorded move besides "onto card t"
# How the columns build (``SearchRules.alternate``): true for every build but in suit,
# where a card has more than one parent and autoplay keeps to the safe rule.
SAME_SUIT, ALTERNATE, ANY_SUIT = 0, 1, 2

# A move is (source kind, source index, count, target kind, target index): from a column or
# from a cell; onto a card, to a cell, to an empty column, or home.
_COL, _CELLSRC = 0, 1
_ONTO, _TOCELL, _TOEMPTY, _HOME = 0, 1, 3, 4

RED_SUIT = (False, True, True, False)
SEPARATOR = 255  # between the columns of a state joined into one bytes (cards are 0-51)

CHECK_EVERY = 128  # the strategies yield to the driver this often (in new states)

Move = tuple[int, int, int, int, int]
Record = tuple[int, int]  # (card, target): a recorded move
Outcome = tuple[str, list[Record], int, list[Record]]  # verdict, line, states, best line


class Limits:
    """Budget bookkeeping for one search (checked every ``CHECK_EVERY`` new states)."""

    BYTES_PER_STATE = 500  # measured: about 450 bytes per stored state (bench_solve_memory)

    def __init__(self, seconds, states, memory_mb, cancel, clock=time.perf_counter):
        self.clock = clock
        self.start = clock()
        self.deadline = None if seconds is None else self.start + seconds
        max_states = states
        if memory_mb is not None:
            by_memory = memory_mb * 1024 * 1024 // self.BYTES_PER_STATE
            max_states = by_memory if max_states is None else min(max_states, by_memory)
        self.max_states = max_states
        self.cancel = cancel
        self.reason = ""

    def exceeded(self, states: int) -> bool:
        if self.cancel is not None and self.cancel.cancelled:
            self.reason = "cancelled"
            return True
        if self.deadline is not None and self.clock() >= self.deadline:
            self.reason = "time budget spent"
            return True
        if self.max_states is not None and states >= self.max_states:
            self.reason = "state or memory budget spent"
            return True
        return False


@dataclass(frozen=True, eq=False)
class SearchRules:
    """The rule parameters of one search, precomputed into tables (see ``search_rules``)."""

    ncols: int
    ncells: int
    alternate: int  # SAME_SUIT (0), ALTERNATE (1) or ANY_SUIT (2): how the columns build
    empty_k: int | None  # relabelled rank an empty column takes, None = any card, -1 = none
    run_limit: str  # "formula", "cells", "unlimited" or "single"
    parents: tuple[tuple[int, ...], ...]  # parents[c]: the cards c may be placed on
    fits: bytes  # fits[t * 52 + c] == 1 when c may be placed on t
    heads: bytes  # heads[c] == 1 when an empty column takes c (and the run it heads)
    caps: tuple[tuple[int, ...], ...]  # caps[free cells][empty columns]: the carry limit


@functools.lru_cache(maxsize=64)
def search_rules(ncols, ncells, alternate, empty_k, run_limit) -> SearchRules:
    """The tables for one set of rule parameters (built once, shared by every search)."""
    parents: list[tuple[int, ...]] = []
    for c in range(52):
        k = c % 13
        if k == 12:
            parents.append(())
        elif alternate == ANY_SUIT:
            parents.append(tuple(s * 13 + k + 1 for s in range(4)))
        elif alternate:
            red = RED_SUIT[c // 13]
            parents.append(tuple(s * 13 + k + 1 for s in range(4) if RED_SUIT[s] != red))
        else:
            parents.append((c + 1,))
    fits = bytearray(52 * 52)
    for c in range(52):
        for t in parents[c]:
            fits[t * 52 + c] = 1
    heads = bytes(1 if empty_k is None or c % 13 == empty_k else 0 for c in range(52))
    caps = tuple(
        tuple(carry_limit(run_limit, free, empty) for empty in range(ncols + 1))
        for free in range(ncells + 1)
    )
    return SearchRules(
        ncols, ncells, alternate, empty_k, run_limit, tuple(parents), bytes(fits), heads, caps
    )


# -- autoplay and the child of a state -------------------------------------------------------


def _goes_home(c, home, alternate):
    """Whether autoplay sends card ``c`` home: it is next on its foundation and, in
    alternate-colour games, both foundations of the other colour are high enough that no
    card could still be built on it (the safe rule); building regardless of suit, every
    card two ranks below it is home (see below)."""
    s = c // 13
    k = c - s * 13
    if k != home[s]:
        return False
    if alternate and k > 1:
        if alternate == ANY_SUIT:
            # The cards that could want c are the others of the rank below, k - 1.  With
            # every card of rank k - 2 home, none of them is wanted by any card, and each
            # is home or next on its own foundation: wherever a way to the win puts one on
            # c, it can go home instead, and every other move of that way stays legal
            # (nothing else could sit on it or on c, and a card home leaves the columns
            # and cells only emptier, which never lowers a carry limit).  So sending c
            # home loses no win.  (The rule that waits for rank k - 1 kept some 15 % more
            # states on Beleaguered Castle and Baker's Dozen, deals 1-60.)
            j = k - 1
            return home[0] >= j and home[1] >= j and home[2] >= j and home[3] >= j
        if s == 0 or s == 3:
            return home[1] >= k and home[2] >= k
        return home[0] >= k and home[3] >= k
    return True


def autoplay(cl, cells, home, alternate, moves):
    """Send home every card the policy allows; mutates ``cl`` (list of bytes) and ``home``
    (list of 4 counts), appends (card, FOUND) to ``moves``; returns the new cells."""
    changed = True
    while changed:
        changed = False
        for i in range(len(cl)):
            col = cl[i]
            while col:
                c = col[-1]
                if not _goes_home(c, home, alternate):
                    break
                home[c // 13] += 1
                col = col[:-1]
                moves.append((c, FOUND))
                changed = True
            cl[i] = col
        if cells:
            for c in cells:
                if not _goes_home(c, home, alternate):
                    continue
                home[c // 13] += 1
                cells = cells.replace(bytes((c,)), b"")
                moves.append((c, FOUND))
                changed = True
    return cells


def _apply(cols, cells, home, move, alternate):
    """The child of a state: (columns in canonical order, cells, home, recorded moves)."""
    kind, s, k, dk, d = move
    cl = list(cols)
    if kind == _COL:
        src = cl[s]
        moved = src[-k:]
        cl[s] = src[:-k]
    else:
        moved = cells[s : s + 1]
        cells = cells[:s] + cells[s + 1 :]
    head = moved[0]
    if dk == _ONTO:
        rec = (head, cl[d][-1])
        cl[d] = cl[d] + moved
    elif dk == _TOEMPTY:
        rec = (head, EMPTY)
        cl[d] = moved
    elif dk == _TOCELL:
        # One card, or (same-suit games) a whole natural run, top card first.
        rec = (moved[-1], CELL)
        cells = bytes(sorted(cells + moved))
    else:
        rec = (head, FOUND)
    autos = [rec]
    if k > 1 and dk == _TOCELL:
        autos.extend((moved[i], CELL) for i in range(k - 2, -1, -1))
    if dk == _HOME:
        home = home[:]
        home[head // 13] += 1
        cells = autoplay(cl, cells, home, alternate, autos)
    elif kind == _COL and cl[s]:
        c = cl[s][-1]
        if c % 13 == home[c // 13]:
            home = home[:]
            cells = autoplay(cl, cells, home, alternate, autos)
    cl.sort()
    return tuple(cl), cells, home, autos


# -- move generation -------------------------------------------------------------------------


def generate(r: SearchRules, shapes, cols, cells, home, rest=None) -> list[Move]:
    """The moves from a state, best first: cards that may go home (alternate colours, where
    autoplay keeps some back), cells onto the tableau, the tableau onto itself ordered by
    what a move uncovers, moves to empty columns, a card sitting on its parent onto the
    parent's twin, then moves to cells.  Indices refer to this state's ``cols`` / ``cells``.
    (One function: it runs once per state.)

    ``rest``: a list, for a caller that may never need the last group, the moves to cells
    (the depth-first search mostly takes one of the first moves): they are left out and
    ``rest`` receives what ``later_moves`` needs to make them."""
    ncols = len(cols)
    # Columns are sorted, so the empty ones (b"") come first; index 0 stands for all of them.
    nempty = 0
    while nempty < ncols and not cols[nempty]:
        nempty += 1
    where = {cols[i][-1]: i for i in range(nempty, ncols)}
    parents = r.parents
    alternate = r.alternate
    ncells = len(cells)
    # A cell card whose parent is a column top goes there, and nothing else is tried, when no
    # other card could want that parent (always in same-suit games; with alternating colours
    # once the card's twin is home): the move is undone by one move back to the cell, so every
    # position reachable before it is reachable after it (the moves to cells below have the
    # other half: a card that would come straight back does not go to a cell alone).
    # The same pass collects the cards from the cells onto a column or into an empty column.
    # One card per move: the parent cannot then move on with the card as a run, so the card
    # going back is one choice among the others (and may go to a cell alone, ``_to_cell``).
    single = r.run_limit == "single"
    cell_moves: list[Move] = []
    to_empty: list[tuple[float, Move]] = []
    heads = r.heads
    for si in range(ncells):
        c = cells[si]
        for t in parents[c]:
            d = where.get(t)
            if d is not None:
                if (not alternate or _twin_home(c, home, alternate)) and not single:
                    return [(_CELLSRC, si, 1, _ONTO, d)]
                cell_moves.append((_CELLSRC, si, 1, _ONTO, d))
        if nempty and heads[c]:
            to_empty.append((5, (_CELLSRC, si, 1, _TOEMPTY, 0)))
    free = r.ncells - ncells
    # The cards next on their foundations, and how deep the nearest one lies in each column.
    joined = _SEP.join(cols)
    find = joined.find
    depths: dict[int, int] = {}
    moves: list[Move] = []
    due_tops = []
    for q in range(4):
        h = home[q]
        if h < 13:
            c = q * 13 + h
            i = find(c)
            if i >= 0:
                s = joined.count(SEPARATOR, 0, i)
                end = find(SEPARATOR, i)
                dd = (len(joined) if end < 0 else end) - 1 - i
                if dd < depths.get(s, 99):
                    depths[s] = dd
                if dd == 0:
                    due_tops.append(s)
            elif alternate and c in cells:
                moves.append((_CELLSRC, cells.index(c), 1, _HOME, 0))
    if alternate:
        # Cards that may go home but that autoplay's safe rule kept back: tried first.
        if len(moves) > 1:
            moves.sort()
        if due_tops:
            due_tops.sort()
            moves.extend([(_COL, s, 1, _HOME, 0) for s in due_tops])
    moves.extend(cell_moves)
    # Moves from the columns, for uncovering the next card due home or for emptying one.
    caps = r.caps[free]
    cap_full = caps[nempty]
    cap_empty = caps[nempty - 1] if nempty else 0
    onto: list[tuple[int, Move]] = []
    swaps: list[tuple[int, Move]] = []
    to_cell: list[tuple[int, Move]] = []
    uncover: list[tuple[int, Move]] = []  # top cards to cells that uncover a card due home
    for s in range(nempty, ncols):
        col = cols[s]
        shape = shapes.get(col)
        if shape is None:
            if len(shapes) >= SHAPES_KEPT:
                shapes.clear()
            shape = shapes[col] = _column_shape(r, col)
        n, runs, to_empties, breaking = shape
        depth = depths.get(s, n + 20)
        for k, targets, score in runs:
            if k > cap_full:
                break
            for t in targets:
                d = where.get(t)
                if d is not None and d != s:
                    if score >= 100:  # onto the twin of the parent it sits on
                        swaps.append((score + depth, (_COL, s, k, _ONTO, d)))
                    else:
                        onto.append((score if k == n else score + depth, (_COL, s, k, _ONTO, d)))
        if nempty:
            for k, score in to_empties:
                if k <= cap_empty:
                    # The run nearest above the next card due home first, among equals.
                    to_empty.append((score + (depth - k) / 100, (_COL, s, k, _TOEMPTY, 0)))
        if free:
            if not breaking and depth <= 1 and alternate:  # it uncovers a card due home
                uncover.append((depth, (_COL, s, 1, _TOCELL, 0)))
            elif rest is None:
                _to_cell(r, s, col, shape, depth, free, home, to_cell)
    for group in (onto, uncover, to_empty, swaps, to_cell):  # each best first
        if group:
            group.sort()
            moves.extend([m for _, m in group])
    if rest is not None and free:  # the moves to cells were left out
        rest.append(depths)
    return moves


def later_moves(r: SearchRules, shapes, cols, cells, home, depths) -> list[Move]:
    """The moves to cells that ``generate`` left out when given ``rest`` (``depths`` is what
    it put there), in the order it would have given them."""
    free = r.ncells - len(cells)
    alternate = r.alternate
    to_cell: list[tuple[int, Move]] = []
    for s in range(len(cols)):
        col = cols[s]
        if not col:
            continue
        shape = shapes.get(col)
        if shape is None:
            shape = shapes[col] = _column_shape(r, col)
        depth = depths.get(s, shape[0] + 20)
        if not shape[3] and depth <= 1 and alternate:
            continue  # made already (``uncover``)
        _to_cell(r, s, col, shape, depth, free, home, to_cell)
    to_cell.sort()
    return [m for _, m in to_cell]


def _to_cell(r: SearchRules, s, col, shape, depth, free, home, to_cell) -> None:
    """The move of column ``s``'s top card, or cards, to the cells, scored, onto ``to_cell``.

    A card on its parent that no other card could want (see ``generate``) goes to a cell
    only with the cards below it, down to the first one that another card could want or
    that does not sit on its parent: alone it would be sent straight back."""
    n, runs, _, breaking = shape
    if not breaking:
        to_cell.append((depth, (_COL, s, 1, _TOCELL, 0)))
        return
    if r.run_limit == "single":
        # One card per move: the run cannot move as one, so it is taken apart card by card,
        # and the card alone must be able to go to a cell.
        to_cell.append((depth + breaking, (_COL, s, 1, _TOCELL, 0)))
        return
    if r.alternate:
        fits = r.fits
        k = 1
        while k < n and fits[col[n - k - 1] * 52 + col[n - k]]:
            if not _twin_home(col[n - k], home, r.alternate):
                break
            k += 1
    else:
        k = runs[0][0]
    if k == 1:
        to_cell.append((depth + breaking, (_COL, s, 1, _TOCELL, 0)))
    elif k <= free:
        to_cell.append((depth + k, (_COL, s, k, _TOCELL, 0)))


_SEP = bytes((SEPARATOR,))


def _twin_home(c: int, home, alternate: int = ALTERNATE) -> bool:
    """Whether the other cards that could want the parent ``c`` goes onto are home: with
    alternating colours the card of ``c``'s rank and colour in the other suit, building
    regardless of suit the three other cards of its rank.  Then no other card could want
    that parent (``generate``)."""
    q = c // 13
    k = c - q * 13
    if alternate == ANY_SUIT:
        return all(home[s] > k for s in range(4) if s != q)
    return home[3 - q] > k


def _column_shape(r: SearchRules, col: bytes):
    """What a column allows whatever the rest of the state: (length, the (count, head card,
    sitting) of each run that may move onto a card, the (count, score) of each run that may
    move into an empty column, the penalty for moving its top card into a cell)."""
    fits = r.fits
    n = len(col)
    onto = []
    empty = []
    k = 1
    while True:
        h = col[n - k]
        sitting = k < n and fits[col[n - k - 1] * 52 + h] == 1
        # In same-suit games a card sitting on its parent has no other parent to go to.
        if r.alternate or not sitting:
            onto.append((k, r.parents[h], 0 if k == n else (100 if sitting else 1 - k)))
        if k < n and r.heads[h]:
            empty.append((k, 6 if sitting else 4 - k / 64))
        if not sitting:
            break
        k += 1
    # Taking a card off its parent into a cell comes late (in same-suit games, where the card
    # can only go back there, only a little later: measured on deals 1-200).
    breaking = 0
    if n > 1 and fits[col[n - 2] * 52 + col[n - 1]]:
        breaking = 40 if r.alternate else 2
    return n, tuple(onto), tuple(empty), breaking


SHAPES_KEPT = 200_000  # column shapes remembered per search (then forgotten, to bound memory)


# -- the strategies --------------------------------------------------------------------------


@dataclass
class Root:
    """The start of a search: the position after autoplay, and the moves autoplay made."""

    cols: tuple[bytes, ...]
    cells: bytes
    home: list[int]
    moves: list[Record]

    @property
    def key(self):
        return (self.cols, self.cells)

    @property
    def solved(self) -> bool:
        return sum(self.home) == 52


def _root(cols0, cells0, home0, alternate) -> Root:
    cl = list(cols0)
    home = list(home0)
    moves: list[Record] = []
    cells = autoplay(cl, bytes(sorted(cells0)), home, alternate, moves)
    cl.sort()
    return Root(tuple(cl), cells, home, moves)


@dataclass(eq=False)
class Progress:
    """What a strategy shares with the driver: its transposition table (perhaps shared
    with the other strategies), the column shapes of the search (see ``_column_shape``) and
    the line to the most cards home it has reached."""

    seen: set
    shapes: dict
    best: list[Record] = field(default_factory=list)


Strategy = Callable[[SearchRules, Root, Progress], Generator[int, None, Outcome]]


def _joined(first_moves, path, last=()):
    """The whole line of recorded moves: the first moves, each step's records, then ``last``."""
    line = list(first_moves)
    for recs in path:
        line.extend(recs)
    line.extend(last)
    return line


def _dfs(r: SearchRules, root: Root, progress: Progress, order=None):
    """Depth-first search, children in ``generate``'s order (changed by ``order`` if given).
    Yields the states so far every CHECK_EVERY new states; returns the Outcome."""
    alternate = r.alternate
    seen = progress.seen
    seen.add(root.key)
    states = 1
    # One frame per depth: (cols, cells, home, the moves not tried yet, what the moves to
    # cells are made from when they are needed: see ``generate``); ``path`` holds the
    # recorded moves that led to each frame after the first.
    shapes = progress.shapes
    if order is None:
        order = iter
    rest: list = []
    moves = generate(r, shapes, root.cols, root.cells, root.home, rest)
    frames: list[tuple] = [(root.cols, root.cells, root.home, order(moves), rest)]
    path: list[list[Record]] = []
    best_home = sum(root.home)
    best_path: list[list[Record]] = []  # the line to the most cards home, made when asked
    next_check = CHECK_EVERY
    while frames:
        pcols, pcells, phome, untried, rest = frames[-1]
        for move in untried:
            cols, cells, home, autos = _apply(pcols, pcells, phome, move, alternate)
            done = home[0] + home[1] + home[2] + home[3]
            if done == 52:
                line = _joined(root.moves, path, autos)
                return "solved", line, states + 1, line
            key = (cols, cells)
            if key in seen:
                continue
            seen.add(key)
            states += 1
            path.append(autos)
            if done > best_home:
                best_home = done
                best_path = path[:]
            if states >= next_check:
                next_check = states + CHECK_EVERY
                progress.best = _joined(root.moves, best_path)
                yield states
            rest = []
            moves = generate(r, shapes, cols, cells, home, rest)
            frames.append((cols, cells, home, order(moves), rest))
            break
        else:
            if rest:
                later = later_moves(r, shapes, pcols, pcells, phome, rest[0])
                frames[-1] = (pcols, pcells, phome, order(later), None)
                continue
            frames.pop()
            if path:
                path.pop()
    return "unsolvable", [], states, _joined(root.moves, best_path)


def _dfs_restarts(r: SearchRules, root: Root, progress: Progress):
    """Depth-first search, started again in another shuffled order with a fresh table of its
    own, as many states each time as the Luby sequence says (``_luby``), until a run solves the
    deal or searches every state (a proof like any exhaustive run).  The first run keeps
    ``generate``'s order.  A search that went astray early is abandoned instead of searched to
    the end.  Yields and returns like ``_dfs``."""
    rng = random.Random(RESTART_SEED)

    def shuffled(moves):
        for i in range(len(moves) - 1):
            if rng.random() < SWAP_CHANCE:
                moves[i], moves[i + 1] = moves[i + 1], moves[i]
        return iter(moves)

    unit = RESTART_FIRST if r.empty_k is None else RESTART_FIRST_KINGS
    before, runs = 0, 0
    while True:
        runs += 1
        budget = unit * _luby(runs)
        mine = Progress(set(), progress.shapes)
        run = _dfs(r, root, mine, shuffled if before else None)
        try:
            while True:
                states = next(run)
                if _homes(mine.best) > _homes(progress.best):
                    progress.best = mine.best
                yield before + states
                if states >= budget:
                    break
        except StopIteration as stop:
            verdict, line, states, best = stop.value
            return verdict, line, before + states, best
        before += states


def _luby(i: int) -> int:
    """The i-th term (from 1) of the Luby sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ...: many
    short runs, and now and then one twice as long as any before (so one run ends up long
    enough to search every state)."""
    k = 1
    while (1 << k) - 1 < i:
        k += 1
    if i == (1 << k) - 1:
        return 1 << (k - 1)
    return _luby(i - (1 << (k - 1)) + 1)


# Measured on the 19 FreeCell deals of 1-32,000 that the search left undecided after 10 s
# (shared machine, 250,000 states each at most): 18 undecided with runs of 4,000 states
# doubling each time and a swap chance of 0.25 at half a share of each turn; 7 with runs of
# 1,000 states in the Luby sequence, a swap chance of 0.5 and a full share.  Deals 1-1000 cost
# 23 % fewer states in all; 11982's proof 182k states instead of 153k.
RESTART_SEED = 1
RESTART_FIRST = 1000
# Where an empty column takes only kings (Forecell), runs of 300 states: a first move that
# buries the card needed next is left sooner.  Median CPU time per deal, Forecell 1-100,
# 101-400 and 1001-1100 (1 s budget each): 30.5, 18.4 and 17.8 ms with runs of 1,000; 15.4,
# 15.7 and 10.6 ms with 300; as many deals decided or more (470 of 500 against 466).  Runs
# of 100 or 200 states, or 2,500, did worse.
RESTART_FIRST_KINGS = 300
SWAP_CHANCE = 0.5


W = (2, 2, 1, 2)  # weights: cards not home, breaks in columns, cells used, depth of next cards
# The heuristic depth-first search's weights with alternating colours: breaks count for more,
# the depth of the next cards for less.  Alone on FreeCell's seven hardest deals for the search
# in 1-32,000 it solves all seven within 400,000 states (1.43 million in all; with W: one
# undecided, 2.14 million); on deals 1-1000 W is better, so the best-first search keeps W and
# the two heuristics fail on different deals.
W_DFS_H_ALTERNATE = (2, 3, 1, 1)


def make_score(r: SearchRules, weights=None):
    """A heuristic distance to the win of a state (lower is better)."""
    w = W if weights is None else weights
    fits = r.fits
    ncells = r.ncells
    breaks_of: dict[bytes, int] = {}
    known = breaks_of.__getitem__

    def breaks(col: bytes) -> int:
        b = 0
        for i in range(1, len(col)):
            if not fits[col[i - 1] * 52 + col[i]]:
                b += 1
        if len(breaks_of) >= SHAPES_KEPT:
            breaks_of.clear()
        breaks_of[col] = b
        return b

    def score(cols, cells, home):
        try:  # the breaks of each column, remembered (the columns repeat)
            h = sum(map(known, cols))
        except KeyError:
            h = 0
            for col in cols:
                b = breaks_of.get(col)
                h += breaks(col) if b is None else b
        # How deep the next card of each suit lies in its column (0 in a cell).
        joined = _SEP.join(cols)
        find = joined.find
        d = 0
        for q in range(4):
            k = home[q]
            if k < 13:
                i = find(q * 13 + k)
                if i >= 0:
                    end = find(SEPARATOR, i)
                    d += (len(joined) if end < 0 else end) - 1 - i
        rem = 52 - home[0] - home[1] - home[2] - home[3]
        return w[0] * rem + w[1] * h + w[2] * len(cells) * 3 // max(ncells, 1) + w[3] * d

    return score


def _best_first(r: SearchRules, root: Root, progress: Progress):
    """Greedy best-first search on a heuristic, exhaustive like ``_dfs`` (every new state
    is expanded before the search gives up).  Yields and returns like ``_dfs``."""
    alternate = r.alternate
    score = make_score(r)
    seen = progress.seen
    shapes = progress.shapes
    seen.add(root.key)
    parent: dict = {root.key: None}
    heap = [(score(root.cols, root.cells, root.home), 0, root.cols, root.cells, root.home)]
    counter = 1
    states = 1
    next_check = CHECK_EVERY
    best_home = sum(root.home)
    best_key = root.key
    reported = None  # the best key progress.best was made from

    def line_to(key, last=None):
        recs = [] if last is None else [last]
        while True:
            entry = parent[key]
            if entry is None:
                break
            key, autos = entry
            recs.append(autos)
        recs.reverse()
        return _joined(root.moves, recs)

    while heap:
        _, _, cols, cells, home = heapq.heappop(heap)
        pkey = (cols, cells)
        for move in generate(r, shapes, cols, cells, home):
            t, c2, h2, autos = _apply(cols, cells, home, move, alternate)
            done = h2[0] + h2[1] + h2[2] + h2[3]
            if done == 52:
                line = line_to(pkey, autos)
                return "solved", line, states + 1, line
            key = (t, c2)
            if key in seen:
                continue
            seen.add(key)
            parent[key] = (pkey, autos)
            states += 1
            if done > best_home:
                best_home, best_key = done, key
            heapq.heappush(heap, (score(t, c2, h2), counter, t, c2, h2))
            counter += 1
        if states >= next_check:
            next_check = states + CHECK_EVERY
            if best_key is not reported:
                progress.best, reported = line_to(best_key), best_key
            yield states
    return "unsolvable", [], states, line_to(best_key)


def _scored_children(r: SearchRules, score, progress, cols, cells, home):
    """The new children of a state, best last, or the recorded moves of a winning one."""
    seen = progress.seen
    children: list[tuple] = []
    for move in generate(r, progress.shapes, cols, cells, home):
        t, c2, h2, autos = _apply(cols, cells, home, move, r.alternate)
        done = h2[0] + h2[1] + h2[2] + h2[3]
        if done == 52:
            return None, autos
        key = (t, c2)
        if key in seen:
            continue
        seen.add(key)
        children.append((-score(t, c2, h2), -len(children), t, c2, h2, autos, done))
    children.sort()
    return children, None


def _dfs_h(r: SearchRules, root: Root, progress: Progress, counted=False, score=None):
    """Depth-first search whose children are tried in the order of a heuristic score of the
    position they lead to.  Exhaustive.  Yields and returns like ``_dfs`` (``counted``: the
    root was counted already; ``score``: the score to use, both given by ``_dfs_h_split``)."""
    if score is None:
        score = make_score(r, W_DFS_H_ALTERNATE if r.alternate else None)
    seen = progress.seen
    seen.add(root.key)
    states = 0 if counted else 1
    next_check = CHECK_EVERY
    best_home = sum(root.home)
    best_path: list[list[Record]] = []
    path: list[list[Record]] = []
    stack = []
    node: tuple | None = (root.cols, root.cells, root.home)
    while True:
        if node is not None:
            children, win = _scored_children(r, score, progress, *node)
            if children is None:
                line = _joined(root.moves, path, win)
                return "solved", line, states + 1, line
            states += len(children)
            stack.append(children)
            if states >= next_check:
                next_check = states + CHECK_EVERY
                progress.best = _joined(root.moves, best_path)
                yield states
        top = stack[-1]
        if not top:
            stack.pop()
            if not stack:
                return "unsolvable", [], states, _joined(root.moves, best_path)
            path.pop()
            node = None
            continue
        _, _, t, c2, h2, autos, done = top.pop()
        path.append(autos)
        if done > best_home:
            best_home = done
            best_path = path[:]
        node = (t, c2, h2)


def _dfs_h_split(r: SearchRules, root: Root, progress: Progress):
    """``_dfs_h`` from each child of the root, taking turns of CHECK_EVERY states, in one
    table: a state is searched by the one that found it, so together they are exhaustive,
    and a first move that the heuristic ranks last has its share from the start.  On
    FreeCell 13765 and 31465 the heuristic depth-first search ranks the first moves that
    lead to a win late (from 13765's root, three of its ten moves lead to a win within 20,000
    states) and needs 337,699 and 333,170 states; this needs 52,988 and 92,745.  Yields
    and returns like ``_dfs``."""
    seen = progress.seen
    seen.add(root.key)
    score = make_score(r, W_DFS_H_ALTERNATE if r.alternate else None)  # one for all of them
    children, win = _scored_children(r, score, progress, root.cols, root.cells, root.home)
    if children is None:
        line = root.moves + win
        return "solved", line, 2, line
    runs = []
    for _, _, t, c2, h2, autos, _ in reversed(children):  # the best first
        mine = Progress(seen, progress.shapes)
        sub = Root(t, c2, h2, root.moves + autos)
        runs.append([_dfs_h(r, sub, mine, True, score), mine, 0])
    states = 1 + len(children)
    best: list[Record] = []
    while runs:
        for run in list(runs):
            steps, mine, before = run
            try:
                run[2] = next(steps)
            except StopIteration as stop:
                verdict, line, now, mine.best = stop.value
                runs.remove(run)
                states += now - before
                if verdict == "solved":
                    return verdict, line, states, line
            else:
                states += run[2] - before
            if _homes(mine.best) > _homes(best):
                best = progress.best = mine.best
            yield states
    return "unsolvable", [], states, best


STRATEGIES: dict[str, Strategy] = {
    "dfs-h-split": _dfs_h_split,
    "dfs": _dfs,
    "best-first": _best_first,
    "dfs-h": _dfs_h,
    "dfs-restarts": _dfs_restarts,
}
# The strategies of a portfolio, the first one alone for the first phase.  Same-suit games
# share one table (see ``search``), which restarts cannot use.  With alternating colours, on
# the 115 FreeCell deals that took longest in earlier runs of 1-32,000: restarts, best-first
# and heuristic depth-first took 124 s with 2 over 10 s (13765 and 31465); as here, with the
# split heuristic search instead of the best-first one, 58 s and none (the longest 8.4 s,
# with equal shares; see WEIGHTS_ALTERNATE).
# In suit: depth-first, then best-first in its table.  (The heuristic depth-first search
# came third until the search of open patiences showed it never ran: it starts from the root
# after the best-first search, whose first step marks every child of the root as seen.
# ``test_every_strategy_of_a_portfolio_searches``.)
PLAN_SAME_SUIT = ("dfs", "best-first")
# Building regardless of suit (Beleaguered Castle, Streets and Alleys, Baker's Dozen): the
# split heuristic search, which alone solved 26 of Baker's Dozen 1-30 within 4 s each where
# the depth-first search solved 12, and restarts beside it with tables of their own.  The
# split search makes the proof of a lost deal (76,000 states for Beleaguered Castle 23); the
# restarts find the wins its order misses: Streets and Alleys 42, 73, 90, 115 and 151, where
# fc-solve needs 3,000-11,000 states, are beyond the split search after 200,000 and solved by
# the restarts.  Deals 1-200 decided within 1 s (2 s budget): Baker's Dozen 163 -> 172,
# Beleaguered Castle 178 -> 181, Streets and Alleys 150 -> 166; of the 168 lost deals proven
# within 2 s before, 4 went over, 2 of each of those two games.  (The plan before, the split
# search then depth-first and best-first in its table, was the split search alone: it marks
# every child of the root as seen at once, so the two after it found nothing to search.
# ``test_every_strategy_of_a_portfolio_searches``.)  Restarts with a larger or smaller share
# (2 or 0.5) or runs of 300 or 3,000 states did no better.
PLAN_ANY_SUIT = ("dfs-h-split", "dfs-restarts")
SHARED_ANY_SUIT = ("dfs-h-split",)
PLAN_ALTERNATE = ("dfs-restarts", "dfs-h-split", "dfs-h")
# Where an empty column takes only kings (Forecell), the best-first search instead of the
# heuristic depth-first one: deals decided within 1 s, Forecell 1-100, 101-400 and
# 1001-1100, 482 of 500 against 472, in 15 % less CPU time in all.
PLAN_ALTERNATE_KINGS = ("dfs-restarts", "best-first", "dfs-h-split")
# Shares of each turn in alternating-colour games, and the strategies that share a table
# there: none.  The heuristic depth-first search has a quarter more: FreeCell's two slowest
# deals for the search then need about the same, 25315 (171k states of it alone, where the
# others need 259k and over 600k) and 6240 (restarts 137k, the split search 264k): 445k
# states in all each, against 513k and 411k with equal shares.  A shared table makes proofs
# cheaper (11982: 92k states against 155k) but lets one strategy block another's way: the
# heuristic depth-first search alone solves FreeCell 5376, 8395 and 10900 within 2,100
# states, and shut out by the best-first search's states it had not solved them after 1.4
# million.
WEIGHTS_ALTERNATE: dict[str, float] = {"dfs-h": 1.25}
SHARED_ALTERNATE: tuple[str, ...] = ()


# -- the driver ------------------------------------------------------------------------------


def _homes(line) -> int:
    return sum(1 for _, target in line if target == FOUND)


@dataclass(eq=False)
class Runner:
    """One strategy of a search as the driver sees it."""

    name: str
    steps: Generator[int, None, Outcome]
    progress: Progress
    per_turn: int  # new states per turn
    states: int = 0
    finished: bool = False
    goal: int | None = None  # run until this many states (None: to the end)


class _Portfolio:
    """Strategies taking turns on one search (see ``search``)."""

    def __init__(self, r: SearchRules, root: Root, names, turn, shared):
        self.r, self.root, self.names, self.turn, self.shared = r, root, names, turn, shared
        self.runners: list[Runner] = []
        self.common: set = set()
        self.shapes: dict = {}

    def start(self, name: str) -> None:
        progress = Progress(self.common if name in self.shared else set(), self.shapes)
        weight = WEIGHTS_ALTERNATE.get(name, 1.0) if self.r.alternate == ALTERNATE else 1.0
        steps = STRATEGIES[name](self.r, self.root, progress)
        per_turn = max(int(self.turn * weight), CHECK_EVERY)
        self.runners.append(Runner(name, steps, progress, per_turn))

    def total(self) -> int:
        return sum(x.states for x in self.runners)

    def best(self) -> list[Record]:
        return max((x.progress.best for x in self.runners), key=_homes)

    def run(self, limits: Limits, first: int) -> Outcome:
        self.start(self.names[0])
        if len(self.names) > 1:
            self.runners[0].goal = first
        i = 0
        while True:
            runner = self.runners[i]
            if not runner.finished:
                outcome = self._turn(runner, limits)
                if outcome is not None:
                    return outcome
            if len(self.runners) < len(self.names):
                for name in self.names[len(self.runners) :]:
                    self.start(name)
                for x in self.runners:
                    x.goal = x.states + x.per_turn
                i = 1
            else:
                runner.goal = runner.states + runner.per_turn
                i = (i + 1) % len(self.runners)

    def _turn(self, runner: Runner, limits: Limits) -> Outcome | None:
        """Run one strategy to its goal; the search's outcome if that ends the search."""
        try:
            while True:
                runner.states = next(runner.steps)
                total = self.total()
                if limits.exceeded(total):
                    return "unknown", [], total, self.best()
                if runner.goal is not None and runner.states >= runner.goal:
                    return None
        except StopIteration as stop:
            verdict, line, states, best = stop.value
        runner.states, runner.finished = states, True
        runner.progress.best = best
        total = self.total()
        if verdict == "solved":
            return verdict, line, total, best
        # With a shared table its frontier is empty, but states it left to the others may
        # not be searched yet: unsolvable once every strategy sharing it has run dry.  Alone,
        # each strategy is exhaustive by itself.
        group = [x for x in self.runners if x.name in self.shared]
        everyone = len(group) == sum(1 for n in self.names if n in self.shared)
        if runner.name not in self.shared or (everyone and all(x.finished for x in group)):
            return "unsolvable", [], total, self.best()
        return None


def search(
    r: SearchRules,
    cols0,
    cells0,
    home0,
    limits: Limits,
    plan="portfolio",
    first=2000,
    turn=1024,
    shared=None,
) -> Outcome:
    """Solve from a state.  Returns (verdict, line, states, best line): verdict "solved",
    "unsolvable" or "unknown"; line the recorded moves (card, target) of the solution; best
    line the moves to the position with the most cards home the search reached.

    ``plan`` is one strategy of STRATEGIES, or "portfolio": the first strategy of the plan
    for the rules (PLAN_SAME_SUIT, PLAN_ALTERNATE, PLAN_ALTERNATE_KINGS, PLAN_ANY_SUIT) alone
    for ``first`` states (it solves most deals at once), then every strategy of the plan in
    turn, ``turn`` states at a time (weighted by WEIGHTS_ALTERNATE in alternating-colour
    games), until one of them solves the deal or the search proves it unsolvable.  Different
    orders fail on different deals; taking turns bounds the time lost to the one that goes
    astray.

    ``shared``: the strategies that share one transposition table (default: all of them in
    same-suit games, SHARED_ALTERNATE and SHARED_ANY_SUIT otherwise).  A state one of them
    has taken on, the others leave alone, so an unsolvable deal costs one exhaustive search,
    not one per strategy; but a strategy cannot then walk through the states another has
    taken, and one that starts from the root after the split search, which marks every child
    of the root at once, has nothing left.
    """
    root = _root(cols0, cells0, home0, r.alternate)
    if root.solved:
        return "solved", root.moves, 1, root.moves
    names, by_rules = plan_of(r, plan)
    return _Portfolio(r, root, names, turn, by_rules if shared is None else shared).run(
        limits, first
    )


def plan_of(r: SearchRules, plan="portfolio") -> tuple[list[str], tuple[str, ...]]:
    """The strategies ``search`` runs for these rules, and those of them that share a table."""
    if plan != "portfolio":
        names = [plan]
    elif r.alternate == ANY_SUIT:
        names = list(PLAN_ANY_SUIT)
    elif r.alternate == ALTERNATE:
        names = list(PLAN_ALTERNATE if r.empty_k is None else PLAN_ALTERNATE_KINGS)
    else:
        names = list(PLAN_SAME_SUIT)
    if r.alternate == ALTERNATE:
        return names, SHARED_ALTERNATE
    if r.alternate == ANY_SUIT:
        return names, SHARED_ANY_SUIT
    return names, tuple(names)

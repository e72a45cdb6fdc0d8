"""The search: a depth-first search over canonical states with a transposition table.

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
tried from every new state, so when it ends without a solution the deal is unsolvable.
"""

from __future__ import annotations

import heapq
import time

FOUND, CELL, EMPTY = -1, -2, -3  # targets of a recorded move besides "onto card t"

# Move-generation kinds: from a column / from a cell; onto a card / to a cell / empty column.
_COL, _CELLSRC = 0, 1
_ONTO, _TOCELL, _TOEMPTY, _HOME = 0, 1, 3, 4

SUIT = bytes(c // 13 for c in range(52))
KOF = bytes(c % 13 for c in range(52))
RED_SUIT = (False, True, True, False)


CHECK_EVERY = 128  # the strategies yield to the driver this often (in new states)


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


class Game:
    """The rule parameters of one search, precomputed into tables."""

    def __init__(self, ncols, ncells, alternate, empty_k, run_limit):
        self.ncols = ncols
        self.ncells = ncells
        self.alternate = alternate
        self.empty_k = empty_k  # relabelled rank an empty column takes, None = any card
        self.run_limit = run_limit  # "formula", "cells" or "unlimited"
        # parent[c]: the cards c may be placed on.
        self.parents = []
        for c in range(52):
            k = c % 13
            if k == 12:
                self.parents.append(())
            elif alternate:
                red = RED_SUIT[c // 13]
                self.parents.append(tuple(s * 13 + k + 1 for s in range(4) if RED_SUIT[s] != red))
            else:
                self.parents.append((c + 1,))
        # fits[t * 52 + c] == 1 when c may be placed on t.
        fits = bytearray(52 * 52)
        for c in range(52):
            for t in self.parents[c]:
                fits[t * 52 + c] = 1
        self.fits = bytes(fits)
        # heads[c] == 1 when an empty column takes c (and the run it heads).
        self.heads = bytes(1 if empty_k is None or c % 13 == empty_k else 0 for c in range(52))


def run_length(col, fits):
    n = len(col)
    if n == 0:
        return 0
    i = n - 1
    while i > 0 and fits[col[i - 1] * 52 + col[i]]:
        i -= 1
    return n - i


def _goes_home(c, home, alternate):
    """Whether autoplay sends card ``c`` home: it is next on its foundation and, in
    alternate-colour games, both foundations of the other colour are high enough that no
    card could still be built on it (the safe rule)."""
    s = c // 13
    k = c - s * 13
    if k != home[s]:
        return False
    if alternate and k > 1:
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


def generate(g: Game, cols, cells, home):
    """The moves from a state, best first.  A move is (kind, source, count, target kind,
    target index) with indices into this state's ``cols`` / ``cells``."""
    fits = g.fits
    parents = g.parents
    heads = g.heads
    alternate = g.alternate
    ncols = len(cols)
    # Columns are sorted, so the empty ones (b"") come first; index 0 stands for all of them.
    nempty = 0
    while nempty < ncols and not cols[nempty]:
        nempty += 1
    where = {cols[i][-1]: i for i in range(nempty, ncols)}
    ncells_free = g.ncells - len(cells)
    limit = g.run_limit
    if limit == "unlimited":
        cap_full = cap_empty = 52
    elif limit == "cells":
        cap_full = cap_empty = ncells_free + 1
    else:
        cap_full = (ncells_free + 1) << nempty
        cap_empty = (ncells_free + 1) << (nempty - 1) if nempty else 0

    # How deep the nearest card due home lies in each column: moves from there come first.
    depths = {}
    for q in range(4):
        if home[q] < 13:
            c = q * 13 + home[q]
            for s in range(nempty, ncols):
                i = cols[s].rfind(c)
                if i >= 0:
                    dd = len(cols[s]) - 1 - i
                    if dd < depths.get(s, 99):
                        depths[s] = dd
                    break

    moves = []
    if alternate:
        # Cards that may go home but that autoplay's safe rule kept back: try them first.
        for si in range(len(cells)):
            c = cells[si]
            if c % 13 == home[c // 13]:
                moves.append((_CELLSRC, si, 1, _HOME, 0))
        for s in range(nempty, ncols):
            c = cols[s][-1]
            if c % 13 == home[c // 13]:
                moves.append((_COL, s, 1, _HOME, 0))
    onto = []  # (score, move)
    to_empty = []
    to_cell = []
    for si in range(len(cells)):
        c = cells[si]
        for t in parents[c]:
            d = where.get(t)
            if d is not None:
                moves.append((_CELLSRC, si, 1, _ONTO, d))
        if nempty and heads[c]:
            to_empty.append((5, (_CELLSRC, si, 1, _TOEMPTY, 0)))

    for s in range(nempty, ncols):
        col = cols[s]
        n = len(col)
        depth = depths.get(s, n + 20)
        k = 1
        while True:
            h = col[n - k]
            sitting = k < n and fits[col[n - k - 1] * 52 + h]
            # In same-suit games a card sitting on its parent has no other parent to go to.
            if k <= cap_full and (alternate or not sitting):
                for t in parents[h]:
                    d = where.get(t)
                    if d is not None and d != s:
                        # Emptying a column or exposing a card is what a move is for.
                        if k == n:
                            score = 0
                        elif sitting:
                            score = 100 + depth
                        else:
                            score = depth - k + 1
                        onto.append((score, (_COL, s, k, _ONTO, d)))
            if nempty and k < n and k <= cap_empty and heads[h]:
                to_empty.append((6 if sitting else 4 - k / 64, (_COL, s, k, _TOEMPTY, 0)))
            if sitting:
                k += 1
            else:
                break
        if ncells_free:
            if n > 1 and fits[col[n - 2] * 52 + col[n - 1]]:
                depth += 40
            to_cell.append((depth, (_COL, s, 1, _TOCELL, 0)))

    if onto:
        onto.sort()
        moves.extend([m for _, m in onto])
    if to_empty:
        to_empty.sort()
        moves.extend([m for _, m in to_empty])
    if to_cell:
        to_cell.sort()
        moves.extend([m for _, m in to_cell])
    return moves


def _dfs(g: Game, cols0, cells0, home0, info):
    """Depth-first search from a state.  Returns (verdict, line, states, best_line) where the
    line is a list of recorded moves (card, target) and verdict is "solved", "unsolvable" or
    "unknown"."""
    alternate = g.alternate
    cl = list(cols0)
    home = list(home0)
    first_moves = []
    cells = autoplay(cl, bytes(sorted(cells0)), home, alternate, first_moves)
    cl.sort()
    if sum(home) == 52:
        return "solved", first_moves, 1, first_moves
    cols = tuple(cl)
    seen = info["seen"]
    seen.add((cols, cells))
    states = 1
    # One frame per depth: [cols, cells, home, moves, next index]; ``path`` holds the
    # recorded moves that led to each frame after the first.
    frames = [[cols, cells, home, generate(g, cols, cells, home), 0]]
    path = []
    best_home = sum(home)
    best_line = list(first_moves)
    check_every = CHECK_EVERY
    next_check = check_every
    while frames:
        frame = frames[-1]
        moves = frame[3]
        i = frame[4]
        if i >= len(moves):
            frames.pop()
            if path:
                path.pop()
            continue
        frame[4] = i + 1
        cl, cells, home, autos = _apply(frame[0], frame[1], frame[2], moves[i], alternate)
        done = home[0] + home[1] + home[2] + home[3]
        if done == 52:
            line = _joined(first_moves, path, autos)
            return "solved", line, states + 1, line
        cl.sort()
        cols = tuple(cl)
        key = (cols, cells)
        if key in seen:
            continue
        seen.add(key)
        states += 1
        path.append(autos)
        if done > best_home:
            best_home = done
            best_line = _joined(first_moves, path)
        if states >= next_check:
            next_check = states + check_every
            info["best"] = best_line
            yield states
        frames.append([cols, cells, home, generate(g, cols, cells, home), 0])
    return "unsolvable", [], states, best_line


def _joined(first_moves, path, last=()):
    """The whole line of recorded moves: the first moves, each step's records, then ``last``."""
    line = list(first_moves)
    for recs in path:
        line.extend(recs)
    line.extend(last)
    return line


def _apply(cols, cells, home, move, alternate):
    """The child of a state: (columns list unsorted, cells, home, recorded moves)."""
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
        rec = (head, CELL)
        cells = bytes(sorted(cells + moved))
    else:
        rec = (head, FOUND)
    autos = [rec]
    if dk == _HOME:
        home = home[:]
        home[head // 13] += 1
        cells = autoplay(cl, cells, home, alternate, autos)
    elif kind == _COL and cl[s]:
        c = cl[s][-1]
        if c % 13 == home[c // 13]:
            home = home[:]
            cells = autoplay(cl, cells, home, alternate, autos)
    return cl, cells, home, autos


W = (2, 2, 1, 2)  # weights: cards not home, breaks in columns, cells used, depth of next cards


def make_score(g: Game):
    fits = g.fits
    ncells = g.ncells
    breaks_of = {}

    def score(cols, cells, home):
        h = 0
        for col in cols:
            b = breaks_of.get(col)
            if b is None:
                b = 0
                for i in range(1, len(col)):
                    if not fits[col[i - 1] * 52 + col[i]]:
                        b += 1
                breaks_of[col] = b
            h += b
        d = 0
        for q in range(4):
            if home[q] < 13:
                c = q * 13 + home[q]
                for col in cols:
                    i = col.find(c)
                    if i >= 0:
                        d += len(col) - 1 - i
                        break
        rem = 52 - home[0] - home[1] - home[2] - home[3]
        return W[0] * rem + W[1] * h + W[2] * len(cells) * 3 // max(ncells, 1) + W[3] * d

    return score


def _best_first(g: Game, cols0, cells0, home0, info):
    """Greedy best-first search on a heuristic, exhaustive like ``search`` (every new state
    is expanded before the search gives up).  Same return value as ``search``."""
    alternate = g.alternate
    cl = list(cols0)
    home = list(home0)
    first_moves = []
    cells = autoplay(cl, bytes(sorted(cells0)), home, alternate, first_moves)
    cl.sort()
    if sum(home) == 52:
        return "solved", first_moves, 1, first_moves
    score = make_score(g)

    cols = tuple(cl)
    root = (cols, cells)
    parent = {root: None}
    seen = info["seen"]
    seen.add(root)
    heap = [(score(cols, cells, home), 0, cols, cells, home)]
    counter = 1
    states = 1
    next_check = CHECK_EVERY
    best_home = sum(home)
    best_key = root

    def line_to(key, last=None):
        recs = [] if last is None else [last]
        while True:
            entry = parent[key]
            if entry is None:
                break
            key, autos = entry
            recs.append(autos)
        recs.reverse()
        return _joined(first_moves, recs)

    while heap:
        _, _, cols, cells, home = heapq.heappop(heap)
        pkey = (cols, cells)
        for move in generate(g, cols, cells, home):
            cl, c2, h2, autos = _apply(cols, cells, home, move, alternate)
            done = h2[0] + h2[1] + h2[2] + h2[3]
            if done == 52:
                line = line_to(pkey, autos)
                return "solved", line, states + 1, line
            cl.sort()
            t = tuple(cl)
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
            if best_key is not None:
                info["best"] = line_to(best_key)
                best_key = None
            yield states
    return "unsolvable", [], states, line_to(best_key) if best_key is not None else info["best"]


def _dfs_h(g: Game, cols0, cells0, home0, info):
    """Depth-first search whose children are tried in the order of a heuristic score of the
    position they lead to.  Exhaustive.  Same return value as ``search``."""
    alternate = g.alternate
    score = make_score(g)
    cl = list(cols0)
    home = list(home0)
    first_moves = []
    cells = autoplay(cl, bytes(sorted(cells0)), home, alternate, first_moves)
    cl.sort()
    if sum(home) == 52:
        return "solved", first_moves, 1, first_moves
    cols = tuple(cl)
    seen = info["seen"]
    seen.add((cols, cells))
    states = 1
    next_check = CHECK_EVERY
    best_home = sum(home)
    best_line = list(first_moves)
    path = []
    stack = []
    node = (cols, cells, home)
    while True:
        if node is not None:
            cols, cells, home = node
            children = []
            for move in generate(g, cols, cells, home):
                cl, c2, h2, autos = _apply(cols, cells, home, move, alternate)
                done = h2[0] + h2[1] + h2[2] + h2[3]
                if done == 52:
                    line = _joined(first_moves, path, autos)
                    return "solved", line, states + 1, line
                cl.sort()
                t = tuple(cl)
                key = (t, c2)
                if key in seen:
                    continue
                seen.add(key)
                states += 1
                children.append((-score(t, c2, h2), -len(children), t, c2, h2, autos, done))
            children.sort()
            stack.append(children)
            if states >= next_check:
                next_check = states + CHECK_EVERY
                info["best"] = best_line
                yield states
        top = stack[-1]
        if not top:
            stack.pop()
            if not stack:
                return "unsolvable", [], states, best_line
            path.pop()
            node = None
            continue
        _, _, t, c2, h2, autos, done = top.pop()
        path.append(autos)
        if done > best_home:
            best_home = done
            best_line = _joined(first_moves, path)
        node = (t, c2, h2)


STRATEGIES = {"dfs": _dfs, "best-first": _best_first, "dfs-h": _dfs_h}
# Shares of each turn in alternating-colour games, where the plain depth-first order is the
# one that most often goes astray once the first phase has not solved the deal.
WEIGHTS_ALTERNATE = {"dfs": 0.25}


def _homes(line) -> int:
    return sum(1 for _, target in line if target == FOUND)


def search(
    g: Game,
    cols0,
    cells0,
    home0,
    limits: Limits,
    plan="portfolio",
    first=2000,
    turn=1024,
    shared=None,
):
    """Solve from a state.  Returns (verdict, line, states, best line): verdict "solved",
    "unsolvable" or "unknown"; line the recorded moves (card, target) of the solution; best
    line the moves to the position with the most cards home the search reached.

    ``plan`` is one strategy of STRATEGIES, or "portfolio": depth-first alone for ``first``
    states (it solves most deals at once), then every strategy in turn, ``turn`` states at a
    time (weighted by WEIGHTS_ALTERNATE in alternating-colour games), until one of them
    solves the deal or the search proves it unsolvable.  Different orders fail on different
    deals; taking turns bounds the time lost to the one that goes astray.
    """
    runners = []
    if shared is None:
        shared = not g.alternate
    # Shared: a state one strategy has taken on, the others leave alone, so an unsolvable
    # deal costs one exhaustive search, not one per strategy.  But a strategy cannot then
    # walk through the states another has taken, and in FreeCell (alternating colours, few
    # unsolvable deals, strategies that succeed on different deals) each does better alone.
    common = set()

    def start(name):
        info = {"best": [], "seen": common if shared else set()}
        weight = WEIGHTS_ALTERNATE.get(name, 1.0) if g.alternate else 1.0
        gen = STRATEGIES[name](g, cols0, cells0, home0, info)
        # [generator, info, states, finished, states per turn, goal]
        runners.append([gen, info, 0, False, max(int(turn * weight), CHECK_EVERY), None])

    names = [plan] if plan != "portfolio" else ["dfs", "best-first", "dfs-h"]
    start(names[0])
    if len(names) > 1:
        runners[0][5] = first
    i = 0
    while True:
        runner = runners[i]
        gen = runner[0]
        if not runner[3]:
            try:
                while True:
                    runner[2] = next(gen)
                    total = sum(r[2] for r in runners)
                    if limits.exceeded(total):
                        best = max((r[1]["best"] for r in runners), key=_homes)
                        return "unknown", [], total, best
                    if runner[5] is not None and runner[2] >= runner[5]:
                        break
            except StopIteration as stop:
                verdict, line, states, best = stop.value
                runner[2], runner[3] = states, True
                runner[1]["best"] = best
                total = sum(r[2] for r in runners)
                if verdict == "solved":
                    return verdict, line, total, best
                # With a shared table its frontier is empty, but states it left to the
                # others may not be searched yet: unsolvable once every strategy has run dry.
                # Alone, each strategy is exhaustive by itself.
                if not shared or (all(r[3] for r in runners) and len(runners) == len(names)):
                    best = max((r[1]["best"] for r in runners), key=_homes)
                    return "unsolvable", [], total, best
        if len(runners) < len(names):
            for name in names[len(runners) :]:
                start(name)
            for r in runners:
                r[5] = r[2] + r[4]
            i = 1
        else:
            runner[5] = runner[2] + runner[4]
            i = (i + 1) % len(runners)

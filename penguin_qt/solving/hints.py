"""Hints: the best next move within a short time, and a cache of verdicts per position."""

from __future__ import annotations

import itertools
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..engine import CELL, COLUMN, FOUNDATION, EngineError, Move, Position, Rules
from .api import SOLVED, UNSOLVABLE, Budget, CancelToken, Solver, SolveResult, run_solver

FROM_SOLUTION, FROM_SEARCH, FROM_HEURISTIC = "solution", "search", "heuristic"
MADE_LINES = 8  # lines the cache keeps as moves for its next reads


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested move (None when no move is left), where it comes from (``"solution"``:
    the first move of a winning line; ``"search"``: the best line the search found so far;
    ``"heuristic"``: a rule of thumb), and the solver's result when one ran."""

    move: Move | None
    source: str
    result: SolveResult | None = None


class SolutionCache:
    """What is known of positions, bounded, keyed by rules and position (one cache for the
    window; the oldest entries go first).  A solution fills every position along it; an
    *unsolvable* is kept as it is; an *unknown* is kept only where nothing better is known,
    and a decided answer replaces it.

    The entries are plain tuples of numbers, which Python's garbage collector stops
    tracking, so a full cache does not lengthen the collector's pauses on the UI thread
    (50,000 positions of named tuples and results made a full collection take tens of
    milliseconds).  A position's key is the rules' number here and the position as bytes;
    its value is the number of the result it comes from and how far along that
    result's line it stands.  Each result is kept once, for as long as an entry uses it, a
    solution's moves as plain tuples beside it (made moves again when read, and kept so for
    the few lines read last: the game on the table reads its line at every move)."""

    def __init__(self, max_positions: int = 50_000) -> None:
        self.max_positions = max_positions
        self._known: OrderedDict[tuple[int, object], tuple[int, int]] = OrderedDict()
        self._rules: dict[Rules, int] = {}
        self._results: dict[int, SolveResult] = {}
        self._lines: dict[int, tuple[tuple[int, ...], ...]] = {}  # a solution's moves, plain
        self._made: dict[int, tuple[Move, ...]] = {}  # the lines read last, made moves again
        self._users: dict[int, int] = {}  # entries that use each result
        self._numbers = itertools.count()

    def __len__(self) -> int:
        return len(self._known)

    def clear(self) -> None:
        self._known.clear()
        self._rules.clear()
        self._results.clear()
        self._lines.clear()
        self._made.clear()
        self._users.clear()

    def _key(self, rules: Rules, position: Position, add: bool = False) -> tuple[int, object]:
        number = self._rules.get(rules)
        if number is None:
            number = len(self._rules) if add else -1
            if add:
                self._rules[rules] = number
        return number, _code(position)

    def _entry(self, key: tuple[int, object]) -> SolveResult | None:
        value = self._known.get(key)
        if value is None:
            return None
        number, offset = value
        result = self._results[number]
        if number not in self._lines:
            return result
        made = self._made.pop(number, None)
        if made is None:
            made = tuple(Move._make(move) for move in self._lines[number])
        self._made[number] = made  # the newest last
        if len(self._made) > MADE_LINES:
            self._made.pop(next(iter(self._made)))
        return replace(result, moves=made[offset:])

    def get(self, rules: Rules, position: Position) -> SolveResult | None:
        key = self._key(rules, position)
        result = self._entry(key)
        if result is not None:
            self._known.move_to_end(key)
        return result

    def put(
        self,
        rules: Rules,
        position: Position,
        result: SolveResult,
        along: Sequence[Position] | None = None,
    ) -> None:
        """Keep ``result``; a solution for every position along it too (``along``: those
        positions, the one before each move, when the caller has them already)."""
        key = self._key(rules, position, add=True)
        if result.verdict == SOLVED:
            moves: tuple[Move, ...] = tuple(result.moves)
            if along and len(along) == len(moves) and along[0] == position:
                path = list(along)
            else:
                path = [position]
                for move in moves[:-1]:
                    path.append(rules.apply(path[-1], move))
            number = self._keep(replace(result, moves=()))
            self._lines[number] = tuple(tuple(move) for move in moves)
            # The far end first, so that the position asked about is the newest entry.
            for i in range(len(path) - 1, -1, -1):
                here = key if i == 0 else (key[0], _code(path[i]))
                old = self._known.get(here)
                if old is None or i == 0 or not self._results[old[0]].decided:
                    self._store(here, number, i)
            self._release(number)
        elif result.verdict == UNSOLVABLE or key not in self._known:
            number = self._keep(result)
            self._store(key, number, 0)
            self._release(number)

    def _keep(self, result: SolveResult) -> int:
        """A number for ``result``, held (by the caller, until it calls ``_release``)."""
        number = next(self._numbers)
        self._results[number] = result
        self._users[number] = 1
        return number

    def _release(self, number: int) -> None:
        users = self._users[number] - 1
        if users:
            self._users[number] = users
        else:
            del self._users[number], self._results[number]
            self._lines.pop(number, None)
            self._made.pop(number, None)

    def _store(self, key: tuple[int, object], number: int, offset: int) -> None:
        old = self._known.get(key)
        self._users[number] += 1
        self._known[key] = (number, offset)
        self._known.move_to_end(key)
        if old is not None:
            self._release(old[0])
        while len(self._known) > self.max_positions:
            _, gone = self._known.popitem(last=False)
            self._release(gone[0])


def _code(position: Position) -> object:
    """``position`` as bytes, which the garbage collector never tracks (a tuple of tuples is
    let go of one level per collection): a card is a byte, 255 ends a column, 253 ends the
    columns, 254 is an empty cell.  A position that does not fit in bytes stays a tuple."""
    try:
        return b"".join(
            (
                b"\xff".join(map(bytes, position.columns)),
                b"\xfd",
                bytes([254 if card is None else card for card in position.cells]),
                bytes(position.foundations),
                bytes((position.base,)),
            )
        )
    except (TypeError, ValueError):
        return tuple(position)


def quick_hint(
    position: Position,
    rules: Rules,
    solver: Solver | None = None,
    budget_ms: float = 100,
    cache: SolutionCache | None = None,
    cancel: CancelToken | None = None,
    variety: int = 0,
) -> Hint:
    """The best next move within about ``budget_ms``: the first move of a known or newly
    found solution, else the first move of the best line the search reached, else a
    heuristic move.  The move is always legal (checked by the engine); None when the
    position has no move left.  Without a ``solver`` only the cache and the heuristic are
    asked: the solvers come from plugins, which this layer does not know.  ``variety`` goes
    to the solver in its budget (:class:`Budget`)."""
    if cache is not None:
        known = cache.get(rules, position)
        if known is not None and known.verdict == SOLVED and known.moves:
            return Hint(known.moves[0], FROM_SOLUTION, known)
    result = None
    if solver is not None:
        # Leave room for the engine's replay of a solution and for choosing a fallback.
        seconds = max(0.005, budget_ms / 1000.0 * 0.6)
        budget = Budget(seconds=seconds, variety=variety)
        result = run_solver(solver, position, rules, budget, cancel)
        if cache is not None:
            cache.put(rules, position, result)
        for line, source in ((result.moves, FROM_SOLUTION), (result.best_moves, FROM_SEARCH)):
            if line and _legal(position, rules, line[0]):
                return Hint(line[0], source, result)
    return Hint(heuristic_move(position, rules), FROM_HEURISTIC, result)


def _legal(position: Position, rules: Rules, move: Move) -> bool:
    try:
        rules.check(position, move)
    except EngineError:
        return False
    return True


def heuristic_move(position: Position, rules: Rules) -> Move | None:
    """A sensible legal move without searching: a card home, then a card out of a cell, then
    a build that exposes a card or empties a column, then a move to an empty column, then a
    card into a cell.  None when there is no move (moves between cells do not count)."""
    best, best_score = None, None
    for move in rules.iter_legal_moves(position, cell_shuffles=False):
        score = _score(position, rules, move)
        if best_score is None or score > best_score:
            best, best_score = move, score
    return best


def ranked_moves(position: Position, rules: Rules) -> list[Move]:
    """Every move that changes something, best first by the same rule of thumb, with one
    representative per choice: the same cards to another empty cell or another empty column
    are the same move for the player."""
    seen: set[tuple[int, int, int, int]] = set()
    scored: list[tuple[int, int, Move]] = []
    for move in rules.iter_legal_moves(position, cell_shuffles=False):
        sk, s, tk, t, count = move
        empty_target = tk == CELL or (tk == COLUMN and not position.columns[t])
        key = (sk, s, tk, count) if empty_target else (sk, s, tk * 100 + t, count)
        if key in seen:
            continue
        seen.add(key)
        scored.append((-_score(position, rules, move), len(scored), move))
    return [move for _, _, move in sorted(scored)]


def _score(position: Position, rules: Rules, move: Move) -> int:
    sk, s, tk, t, count = move
    if tk == FOUNDATION:
        return 100
    if sk == CELL:
        return 80 if position.columns[t] else 30
    col = position.columns[s]
    remaining = len(col) - count
    if tk == COLUMN:
        if position.columns[t]:
            if remaining == 0:
                return 70
            below_in_run = rules.run_length(col, position.base) > count
            return 40 if below_in_run else 60 + count
        return 35 if remaining else -10
    # To a cell: better when it uncovers a card soon to go home.
    return 10 - remaining

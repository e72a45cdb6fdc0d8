"""Hints: the best next move within a short time, and a cache of verdicts per position."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..engine import CELL, COLUMN, FOUNDATION, EngineError, Move, Position, Rules
from .api import SOLVED, UNSOLVABLE, Budget, CancelToken, Solver, SolveResult, run_solver

FROM_SOLUTION, FROM_SEARCH, FROM_HEURISTIC = "solution", "search", "heuristic"


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
    and a decided answer replaces it."""

    def __init__(self, max_positions: int = 50_000) -> None:
        self.max_positions = max_positions
        self._known: OrderedDict[tuple[Rules, Position], SolveResult] = OrderedDict()

    def __len__(self) -> int:
        return len(self._known)

    def clear(self) -> None:
        self._known.clear()

    def get(self, rules: Rules, position: Position) -> SolveResult | None:
        key = (rules, position)
        result = self._known.get(key)
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
        if result.verdict == SOLVED:
            moves: tuple[Move, ...] = tuple(result.moves)
            if along and len(along) == len(moves) and along[0] == position:
                path = list(along)
            else:
                path = [position]
                for move in moves[:-1]:
                    path.append(rules.apply(path[-1], move))
            # The far end first, so that the position asked about is the newest entry.
            for i in range(len(path) - 1, -1, -1):
                old = self._known.get((rules, path[i]))
                if old is None or not old.decided or i == 0:
                    self._store((rules, path[i]), replace(result, moves=moves[i:]))
        elif result.verdict == UNSOLVABLE or (rules, position) not in self._known:
            self._store((rules, position), result)

    def _store(self, key: tuple[Rules, Position], result: SolveResult) -> None:
        self._known[key] = result
        self._known.move_to_end(key)
        while len(self._known) > self.max_positions:
            self._known.popitem(last=False)


def quick_hint(
    position: Position,
    rules: Rules,
    solver: Solver | None = None,
    budget_ms: float = 100,
    cache: SolutionCache | None = None,
    cancel: CancelToken | None = None,
) -> Hint:
    """The best next move within about ``budget_ms``: the first move of a known or newly
    found solution, else the first move of the best line the search reached, else a
    heuristic move.  The move is always legal (checked by the engine); None when the
    position has no move left.  Without a ``solver`` only the cache and the heuristic are
    asked: the solvers come from plugins, which this layer does not know."""
    if cache is not None:
        known = cache.get(rules, position)
        if known is not None and known.verdict == SOLVED and known.moves:
            return Hint(known.moves[0], FROM_SOLUTION, known)
    result = None
    if solver is not None:
        # Leave room for the engine's replay of a solution and for choosing a fallback.
        seconds = max(0.005, budget_ms / 1000.0 * 0.6)
        result = run_solver(solver, position, rules, Budget(seconds=seconds), cancel)
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
    scored = []
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

"""A Penguin Qt plugin: the variant Aces Up Front (a deal of its own) and a depth-first
solver.  Found by the program through the entry point ``template`` (pyproject.toml)."""

from __future__ import annotations

import time

from penguin_qt.engine import (
    DealProcedure,
    Position,
    Rules,
    rank_of,
    row_by_row,
    shuffled_deck,
    suit_of,
)
from penguin_qt.hookspecs import RegisterSolvers, RegisterVariants, hookimpl
from penguin_qt.solving import (
    SOLVED,
    UNKNOWN,
    UNSOLVABLE,
    Availability,
    Budget,
    CancelToken,
    SolveResult,
    Support,
)

# -- the variant ----------------------------------------------------------------------------


def deal_aces_up_front(rules: Rules, number: int) -> Position:
    """Shuffle v1; the four aces start the foundations, the other 48 cards row by row."""
    order = shuffled_deck(number)
    foundations = [0, 0, 0, 0]
    rest = []
    for c in order:
        if rank_of(c) == 1:
            foundations[suit_of(c)] = 1
        else:
            rest.append(c)
    home = (foundations[0], foundations[1], foundations[2], foundations[3])
    return Position(row_by_row(rest, rules.columns), (None,) * rules.cells, home, 1)


ACES_UP_FRONT_DEAL = DealProcedure(
    id="penguin_qt_template.aces-up-front",
    name="Aces up front",
    make=deal_aces_up_front,
    description="The four aces start the foundations and the other 48 cards are dealt row "
    "by row into the columns.",
)

ACES_UP_FRONT = Rules(
    id="penguin_qt_template.aces-up-front",
    name="Aces Up Front",
    columns=8,
    cells=3,
    build="alternate",
    empty_column="any",
    run_limit="cells",
    deal=ACES_UP_FRONT_DEAL,
    autoplay="safe",
    forced_base_moves=False,
    cell_name="free cell",
    description="FreeCell with three cells whose aces start on the foundations.",
)


@hookimpl
def register_variants(register: RegisterVariants) -> None:
    register(ACES_UP_FRONT)


# -- the solver -----------------------------------------------------------------------------

POSITION_BYTES = 500  # what one remembered position costs, about (docs/plugins.md)
MARGIN = 0.8  # the share of budget.seconds to search; the rest frees the search and answers


class DepthFirst:
    """Depth-first over every move that changes something, moves home first, never the same
    position twice.  It tries every legal move, so its *unsolvable* is a proof."""

    id = "penguin_qt_template.depth-first"
    name = "Depth-first (template)"
    priority = 0

    def availability(self) -> Availability:
        return Availability(True)

    def supports(self, rules: Rules) -> Support:
        return Support(True, exact=True, reason="searches every legal move")

    def solve(
        self, position: Position, rules: Rules, budget: Budget, cancel: CancelToken
    ) -> SolveResult:
        start = time.perf_counter()
        # Stop well before the budget: the host counts the time until the answer is out,
        # freeing the search included, and ends a solver past a short grace.
        deadline = None if budget.seconds is None else start + MARGIN * budget.seconds
        most = budget.states
        if budget.memory_mb is not None:
            by_memory = budget.memory_mb * 2**20 // POSITION_BYTES
            most = by_memory if most is None else min(most, by_memory)
        seen = {position}
        path: list = []  # (move, position after it)
        stack = [iter(self._ordered(rules, position))]
        while stack:
            if len(seen) % 256 == 0:
                if cancel.cancelled:
                    return self._result(UNKNOWN, seen, start, reason="cancelled")
                if deadline is not None and time.perf_counter() > deadline:
                    return self._result(UNKNOWN, seen, start, reason="time budget spent")
            if most is not None and len(seen) >= most:
                return self._result(UNKNOWN, seen, start, reason="state or memory budget spent")
            for move, after in stack[-1]:
                if after in seen:
                    continue
                seen.add(after)
                path.append(move)
                if after.is_won():
                    return self._result(SOLVED, seen, start, moves=tuple(path))
                stack.append(iter(self._ordered(rules, after)))
                break
            else:
                stack.pop()
                if path:
                    path.pop()
        return self._result(UNSOLVABLE, seen, start)

    @staticmethod
    def _ordered(rules: Rules, position: Position):
        """The children, those with more cards home first."""
        children = rules.children(position)
        children.sort(key=lambda child: -child[1].cards_home())
        return children

    def _result(self, verdict, seen, start, moves=(), reason=""):
        return SolveResult(
            verdict,
            moves,
            states=len(seen),
            seconds=time.perf_counter() - start,
            solver=self.id,
            reason=reason,
        )


@hookimpl
def register_solvers(register: RegisterSolvers) -> None:
    register(DepthFirst())

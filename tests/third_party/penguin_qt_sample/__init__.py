"""A third-party Penguin Qt plugin: two variants (one with a deal of its own) and a solver.

Installed as the distribution ``penguin-qt-sample`` with the entry point
``sample = penguin_qt_sample`` in the group ``penguin_qt`` (see ``pyproject.toml`` beside
this package).  Every id starts with the package's name, so no other plugin's can clash.
"""

from __future__ import annotations

import time

from penguin_qt.engine import (
    FOUNDATION,
    DealProcedure,
    Position,
    Rules,
    microsoft_order,
    row_by_row,
)
from penguin_qt.hookspecs import RegisterSolvers, RegisterVariants, hookimpl
from penguin_qt.solving import (
    SOLVED,
    UNKNOWN,
    Availability,
    Budget,
    CancelToken,
    SolveResult,
    Support,
)

# -- variants ---------------------------------------------------------------------------------

PENGUIN_4 = Rules(id="penguin_qt_sample.penguin-4", name="Penguin, 4 flippers", cells=4)


def deal_forecell(rules: Rules, number: int) -> Position:
    """Microsoft's deal numbers, the first 48 cards row by row into the columns and the last
    four into the free cells."""
    order = microsoft_order(number)
    cells = (*order[48:], *(None,) * (rules.cells - 4))
    return Position(row_by_row(order[:48], rules.columns), cells, (0, 0, 0, 0), 1)


def forecell_requires(rules: Rules) -> str:
    return "" if rules.columns == 8 and rules.cells >= 4 else "needs 8 columns and 4 cells"


FORECELL_DEAL = DealProcedure(
    id="penguin_qt_sample.forecell",
    name="ForeCell",
    make=deal_forecell,
    requires=forecell_requires,
    description="Microsoft's deal: 48 cards row by row into the columns, the last four "
    "into the free cells.",
)

FORECELL = Rules(
    id="penguin_qt_sample.forecell",
    name="ForeCell",
    columns=8,
    cells=4,
    build="alternate",
    empty_column="kings",
    run_limit="cells",
    deal=FORECELL_DEAL,
    autoplay="safe",
    forced_base_moves=False,
    cell_name="free cell",
    description="FreeCell with the free cells filled by the deal and kings in empty columns.",
)


@hookimpl
def register_variants(register: RegisterVariants) -> None:
    register(PENGUIN_4)
    register(FORECELL)


# -- a solver -----------------------------------------------------------------------------------

# What one remembered position costs (positions share their column tuples: about 400 bytes
# measured with tracemalloc over Penguin games), to keep within ``budget.memory_mb``.
POSITION_BYTES = 500


class Greedy:
    """Sends cards home while it can, else makes the first legal move to a position it has
    not seen.  It never proves a game lost, so it says it is inexact and answers *unknown*
    when it gets stuck."""

    id = "penguin_qt_sample.greedy"
    name = "Greedy (sample plugin)"
    priority = 0

    def availability(self) -> Availability:
        return Availability(True)

    def supports(self, rules: Rules) -> Support:
        return Support(True, exact=False, reason="tries one line only")

    def solve(
        self, position: Position, rules: Rules, budget: Budget, cancel: CancelToken
    ) -> SolveResult:
        start = time.perf_counter()
        # a fifth of the budget kept back: the host's clock runs until the answer is out
        deadline = None if budget.seconds is None else start + 0.8 * budget.seconds
        moves, seen = [], {position}
        most = budget.states
        if budget.memory_mb is not None:
            by_memory = budget.memory_mb * 2**20 // POSITION_BYTES
            most = by_memory if most is None else min(most, by_memory)
        while not position.is_won():
            if cancel.cancelled or (deadline is not None and time.perf_counter() > deadline):
                return self._result(UNKNOWN, (), seen, start, "budget spent or cancelled")
            if most is not None and len(seen) >= most:
                return self._result(UNKNOWN, (), seen, start, "state or memory budget spent")
            options = [
                (move, after) for move, after in rules.children(position) if after not in seen
            ]
            if not options:
                return self._result(UNKNOWN, (), seen, start, "no new position to go to")
            # Moves to the foundation first; otherwise the first in the engine's order.
            move, position = min(options, key=lambda option: option[0].target_kind != FOUNDATION)
            seen.add(position)
            moves.append(move)
        return self._result(SOLVED, tuple(moves), seen, start)

    def _result(self, verdict, moves, seen, start, reason=""):
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
    register(Greedy())

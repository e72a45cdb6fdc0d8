"""A third-party Penguin Qt plugin: one variant and one (simple) solver."""

import time

from penguin_qt.engine import Rules
from penguin_qt.hookspecs import hookimpl
from penguin_qt.solving import SOLVED, UNKNOWN, Availability, SolveResult, Support


@hookimpl
def register_variants(register):
    register(Rules(id="penguin-4", name="Penguin, 4 flippers", cells=4))


class Greedy:
    """Sends cards home while it can, then follows the first legal move; never proves
    anything, so it is honest about being inexact."""

    id = "greedy"
    name = "Greedy (sample plugin)"

    def availability(self):
        return Availability(True)

    def supports(self, rules):
        return Support(True, exact=False)

    def solve(self, position, rules, budget, cancel):
        start, moves, seen = time.perf_counter(), [], {position}
        while not position.is_won() and not cancel.cancelled and len(moves) < 500:
            options = [
                m
                for m in rules.iter_legal_moves(position, cell_shuffles=False)
                if rules.apply(position, m) not in seen
            ]
            if not options:
                break
            move = min(options, key=lambda m: m.target_kind != 2)  # foundation moves first
            position = rules.apply(position, move)
            seen.add(position)
            moves.append(move)
        verdict = SOLVED if position.is_won() else UNKNOWN
        return SolveResult(
            verdict,
            tuple(moves) if verdict == SOLVED else (),
            states=len(seen),
            seconds=time.perf_counter() - start,
        )


@hookimpl
def register_solvers(register):
    register(Greedy())

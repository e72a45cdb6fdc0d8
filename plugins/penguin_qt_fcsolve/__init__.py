"""Built-in plugin: Freecell Solver (fc-solve), through its Python binding ``freecell_solver``.

Freecell Solver knows only games whose foundations start from the ace.  The Penguin family is
handed to it with the ranks relabelled so that the base rank plays the ace: then the rank
below base plays the king, empty columns that take it take "kings", and nothing wraps.

What it can express, and how exactly:

- run limit *cells only* (n+1), any empty-column rule it knows (any card, or the rank below
  base): exact, verdicts come from an atomic-moves scan (one card per move), which reaches
  exactly the positions our run moves reach;
- run limit *formula* with empty columns that take any card (FreeCell, Relaxed Penguin):
  exact for the same reason (the formula is what single-card moves can carry);
- run limit *unlimited*: handled, not exact: runs longer than the cells allow need fc-solve's
  meta-moves, whose "unsolvable" is not a proof; such verdicts become *unknown*;
- run limit *formula* with empty columns limited to one rank (Penguin's default rules): not
  handled (fc-solve cannot count kings-only empty columns in a run move);
- empty columns taking kings when kings are not the rank below base: not handled.

Every solution is translated into our moves and replayed through the engine; a solution with
an illegal move (fc-solve's meta-moves can place a non-king in a kings-only column) is
rejected and an atomic scan is tried instead.
"""

from __future__ import annotations

import threading
import time

from penguin_qt.engine import Position, Rules
from penguin_qt.hookspecs import hookimpl
from penguin_qt.solving import (
    NEVER_CANCELLED,
    SOLVED,
    UNKNOWN,
    UNSOLVABLE,
    Availability,
    Budget,
    CancelToken,
    SolutionError,
    SolveResult,
    Support,
)
from penguin_qt.solving.lines import TO_CELL, TO_EMPTY_COLUMN, TO_FOUNDATION, moves_from_cards

__all__ = ["FcSolveSolver"]

RANK_TEXT = "A23456789TJQK"
SUIT_TEXT = "CDHS"
MAX_CELLS = 8
MAX_COLUMNS = 10
BYTES_PER_STATE = 120  # fc-solve's own states are compact; a safe over-estimate
STEP = 10_000  # iterations between checks of the clock and the cancellation token
SHORT_STEP = 1_000  # the same for short budgets (hints): a few milliseconds

# Return codes of freecell_solver_user_solve_board / resume_solution.
WAS_SOLVED, NOT_SOLVABLE, SUSPENDED = 0, 1, 5
# Move types of fc-solve's moves.
STACK_TO_STACK, STACK_TO_CELL, CELL_TO_STACK, CELL_TO_CELL = 0, 1, 2, 3
STACK_TO_FOUNDATION, CELL_TO_FOUNDATION = 4, 5

ATOMIC = ["-l", "crooked-nose"]  # atomic moves: an accurate verdict
META: list[str] = []  # fc-solve's default scan: fast, meta-moves
META_ITERATIONS = 20_000  # the meta-move scan's share where the atomic scan decides


class _Library:
    """The binding, loaded once; None with the reason when it cannot be loaded."""

    _lock = threading.Lock()
    _proto = None
    _error: str | None = None
    _tried = False

    @classmethod
    def get(cls):
        with cls._lock:
            if not cls._tried:
                cls._tried = True
                try:
                    from freecell_solver import FreecellSolver

                    cls._proto = FreecellSolver()
                except ImportError as exc:
                    cls._error = f"the freecell_solver package is not installed ({exc})"
                except Exception as exc:  # the library itself (libfreecell-solver) missing
                    cls._error = f"libfreecell-solver could not be loaded ({exc})"
            return cls._proto, cls._error


def support_for(rules: Rules) -> Support:
    if rules.cells > MAX_CELLS or rules.columns > MAX_COLUMNS:
        return Support(False, reason="too many cells or columns for fc-solve")
    if rules.empty_column == "kings" and rules.wraps:
        return Support(False, reason="kings-only columns with a base rank other than the ace")
    limited = rules.empty_column != "any"
    if rules.run_limit == "formula" and limited:
        return Support(
            False,
            reason="fc-solve cannot express a run limit that counts empty columns taking "
            "only one rank",
        )
    if rules.run_limit == "unlimited":
        return Support(True, False, "unlimited run moves need fc-solve's meta-moves, whose "
                       "'unsolvable' is not a proof")  # fmt: skip
    return Support(True, True, "an atomic-moves scan covers every legal move")


def board_text(position: Position) -> str:
    base = position.base

    def text(c: int) -> str:
        return RANK_TEXT[(c % 13 + 1 - base) % 13] + SUIT_TEXT[c // 13]

    founds = " ".join(
        f"{SUIT_TEXT[s]}-{RANK_TEXT[n - 1] if n else 0}" for s, n in enumerate(position.foundations)
    )
    lines = [f"Foundations: {founds}"]
    if position.cells:
        lines.append(
            "Freecells: " + " ".join("-" if c is None else text(c) for c in position.cells)
        )
    lines.extend((": " + " ".join(text(c) for c in col)).rstrip() for col in position.columns)
    return "\n".join(lines) + "\n"


def game_args(rules: Rules) -> list[str]:
    return [
        "--freecells-num", str(rules.cells),
        "--stacks-num", str(rules.columns),
        "--decks-num", "1",
        "--sequences-are-built-by", "suit" if rules.build == "suit" else "alternate_color",
        "--empty-stacks-filled-by", "all" if rules.empty_column == "any" else "kings",
        "--sequence-move", "unlimited" if rules.run_limit == "unlimited" else "limited",
    ]  # fmt: skip


class _Run:
    """One fc-solve scan of one position."""

    def __init__(self, proto, args, board, max_iterations, deadline, cancel, step=STEP):
        self.step = step
        self.proto, self.args, self.board = proto, args, board
        self.max_iterations, self.deadline, self.cancel = max_iterations, deadline, cancel
        self.reason = ""

    def run(self):
        """(code, iterations, fc-solve moves as (type, src, dest, count) tuples)."""
        user = self.proto.new_fcs_user_handle()
        user.input_cmd_line(self.args)
        limit = min(self.step, self.max_iterations)
        user.limit_iterations(limit)
        code = user.solve_board(self.board)
        while code == SUSPENDED:
            if self.cancel.cancelled:
                self.reason = "cancelled"
                break
            if self.deadline is not None and time.perf_counter() >= self.deadline:
                self.reason = "time budget spent"
                break
            if limit >= self.max_iterations:
                self.reason = "state or memory budget spent"
                break
            limit = min(limit + self.step, self.max_iterations)
            user.limit_iterations(limit)
            code = user.resume_solution()
        iterations = user.get_num_times()
        moves = []
        if code == WAS_SOLVED:
            while True:
                m = user.get_next_move()
                if m is None:
                    break
                raw = bytes(user.ffi.buffer(m)[:4])
                moves.append((raw[0], raw[1], raw[2], raw[3]))
        del user
        return code, iterations, moves


def card_line(position: Position, fc_moves):
    """fc-solve's moves as (card, target) pairs, by replaying them on its own board model
    (the same column and cell numbers fc-solve uses)."""
    stacks = [list(col) for col in position.columns]
    cells = list(position.cells)
    line = []
    for kind, src, dest, count in fc_moves:
        if kind in (STACK_TO_STACK, STACK_TO_CELL, STACK_TO_FOUNDATION):
            n = max(count, 1) if kind == STACK_TO_STACK else 1
            moved = stacks[src][-n:]
            del stacks[src][-n:]
        elif kind in (CELL_TO_STACK, CELL_TO_CELL, CELL_TO_FOUNDATION):
            moved = [cells[src]]
            cells[src] = None
        else:
            raise SolutionError(f"fc-solve move of unknown type {kind}")
        if kind in (STACK_TO_STACK, CELL_TO_STACK):
            target = stacks[dest][-1] if stacks[dest] else TO_EMPTY_COLUMN
            stacks[dest].extend(moved)
        elif kind in (STACK_TO_CELL, CELL_TO_CELL):
            cells[dest] = moved[0]
            target = TO_CELL
            if kind == CELL_TO_CELL:
                continue
        else:
            target = TO_FOUNDATION
        line.append((moved[0], target))
    return line


class FcSolveSolver:
    id = "fc-solve"
    name = "Freecell Solver"
    priority = 10  # preferred where it is exact: much faster than a Python search

    @property
    def uses(self) -> str:
        """What it runs on: the binding's package and version (shown by 'solvers')."""
        try:
            from importlib.metadata import version

            return f"freecell_solver {version('freecell_solver')} and libfreecell-solver"
        except Exception:
            return "freecell_solver and libfreecell-solver (not installed)"

    def availability(self) -> Availability:
        proto, error = _Library.get()
        return Availability(proto is not None, error or "")

    def supports(self, rules: Rules) -> Support:
        return support_for(rules)

    def solve(
        self, position: Position, rules: Rules, budget: Budget, cancel: CancelToken
    ) -> SolveResult:
        start = time.perf_counter()
        cancel = NEVER_CANCELLED if cancel is None else cancel
        proto, error = _Library.get()
        if proto is None:
            return SolveResult(UNKNOWN, solver=self.id, reason=f"not available: {error}")
        support = support_for(rules)
        if not support.handles:
            return SolveResult(UNKNOWN, solver=self.id, reason=support.reason)
        deadline = None if budget.seconds is None else start + budget.seconds
        cap = budget.states if budget.states is not None else 50_000_000
        if budget.memory_mb is not None:
            cap = min(cap, budget.memory_mb * 1024 * 1024 // BYTES_PER_STATE)
        board = board_text(position)
        base_args = game_args(rules)
        total = 0
        verdict, reason = UNKNOWN, ""
        # fc-solve's default meta-move scan is fast on most deals but can wander for millions
        # of iterations on deals an atomic scan solves in a thousand, and its "unsolvable" is
        # no proof: so a short meta-move scan first, then the atomic scan with what is left.
        # Its solutions are replayed either way.
        for preset in (META, ATOMIC):
            allowed = max(cap - total, 1)
            if preset is META and support.exact:
                allowed = min(allowed, META_ITERATIONS)
            step = SHORT_STEP if budget.seconds is not None and budget.seconds < 1 else STEP
            run = _Run(proto, preset + base_args, board, allowed, deadline, cancel, step)
            code, iterations, fc_moves = run.run()
            total += iterations
            if code == WAS_SOLVED:
                try:
                    moves, final = moves_from_cards(position, rules, card_line(position, fc_moves))
                    if not final.is_won():
                        raise SolutionError("the solution does not end with every card home")
                except SolutionError as exc:
                    reason = f"fc-solve's solution was rejected: {exc}"
                    continue
                seconds = time.perf_counter() - start
                return SolveResult(SOLVED, tuple(moves), total, seconds, self.id)
            if run.reason in ("cancelled", "time budget spent"):
                reason = run.reason
                break
            if preset is META:
                if code == NOT_SOLVABLE and not support.exact:
                    # fc-solve's word only: run_solver turns it into "unknown".
                    verdict = UNSOLVABLE
                    reason = "fc-solve's meta-move scan found no solution (not a proof)"
                    break
                continue  # the atomic scan decides (or, for unlimited runs, looks further)
            if code == NOT_SOLVABLE:
                verdict = UNSOLVABLE
                reason = "fc-solve's atomic scan searched every position"
            else:
                reason = run.reason or f"fc-solve returned code {code}"
            break
        return SolveResult(verdict, (), total, time.perf_counter() - start, self.id, reason)


SOLVER = FcSolveSolver()


@hookimpl
def register_solvers(register):
    register(SOLVER)

"""The machinery of the fc-solve plugin (imported with its first question, not with the
window): the binding loaded once, the board and rules as fc-solve reads them, its scans
taking turns, and their moves translated back into ours.

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

Several of fc-solve's scans run in turn on one position, each in its own user handle that is
suspended between its turns of a thousand iterations or two: fast meta-move scans to find a
solution, and an atomic scan to prove a deal lost.  The clock, the cancellation token and the
iteration cap are checked between turns.  Every solution is translated into our moves and
replayed through the engine; a solution with an illegal move (fc-solve's meta-moves can place
a non-king in a kings-only column) is rejected and the other scans go on.
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, NamedTuple

from penguin_qt.engine import Position, Rules

if TYPE_CHECKING:  # the solver interface comes with the first question
    from penguin_qt.solving import Budget, CancelToken, SolveResult, Support

RANK_TEXT = "A23456789TJQK"
SUIT_TEXT = "CDHS"
MAX_CELLS = 8
MAX_COLUMNS = 13  # the library's MAX_NUM_STACKS (Baker's Dozen has 13)
SURE_STACKS = 10  # what every build takes (Debian's): the library is asked only above it
BYTES_PER_STATE = 120  # fc-solve's own states are compact; a safe over-estimate
TURN = 1_000  # iterations a scan runs before the next takes its turn: 1-2 ms between checks

# Return codes of freecell_solver_user_solve_board / resume_solution.
WAS_SOLVED, NOT_SOLVABLE, SUSPENDED = 0, 1, 5
# Move types of fc-solve's moves.
STACK_TO_STACK, STACK_TO_CELL, CELL_TO_STACK, CELL_TO_CELL = 0, 1, 2, 3
STACK_TO_FOUNDATION, CELL_TO_FOUNDATION = 4, 5


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
                    from freecell_solver import FreecellSolver  # type: ignore[import-untyped]

                    cls._proto = FreecellSolver()
                except ImportError as exc:
                    cls._error = f"the freecell_solver package is not installed ({exc})"
                except Exception as exc:  # the library itself (libfreecell-solver) missing
                    cls._error = f"libfreecell-solver could not be loaded ({exc})"
            return cls._proto, cls._error


def library() -> tuple[object | None, str | None]:
    """The loaded binding (None if it cannot be loaded) and why it cannot (None if it can)."""
    return _Library.get()


_most_stacks: list[int] = []


def most_stacks() -> int:
    """The most columns the loaded library takes: its MAX_NUM_STACKS, fixed when it was
    compiled (Debian's build takes 10, the source's default is 13).  Asked of the library
    once: it refuses ``--stacks-num`` above it."""
    if not _most_stacks:
        proto, _ = library()
        most = 0
        if proto is not None:
            for count in range(MAX_COLUMNS, 0, -1):
                user = proto.new_fcs_user_handle()  # type: ignore[attr-defined]
                read = user.input_cmd_line(["--stacks-num", str(count)])
                if read["last_arg"] == read["cmd_line_args_len"]:
                    most = count
                    break
        _most_stacks.append(most)
    return _most_stacks[0]


def support_for(rules: Rules) -> Support:
    from penguin_qt.solving import Support

    if rules.overridden:
        return Support(
            False,
            reason="the variant plays by operations of its own ("
            + ", ".join(sorted(rules.overridden))
            + "), which fc-solve cannot read",
        )
    if rules.cells > MAX_CELLS or rules.columns > MAX_COLUMNS:
        return Support(False, reason="too many cells or columns for fc-solve")
    if rules.columns > SURE_STACKS and rules.columns > most_stacks():
        return Support(
            False,
            reason=f"this build of libfreecell-solver takes at most {most_stacks()} columns "
            "(its MAX_NUM_STACKS)",
        )
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


BUILDS = {"suit": "suit", "alternate": "alternate_color", "rank": "rank"}
# Below base: the ranks are relabelled, so the rank below the base plays the king.
EMPTY_STACKS = {"any": "all", "kings": "kings", "below-base": "kings", "none": "none"}


def game_args(rules: Rules) -> list[str]:
    return [
        "--freecells-num", str(rules.cells),
        "--stacks-num", str(rules.columns),
        "--decks-num", "1",
        "--sequences-are-built-by", BUILDS[rules.build],
        "--empty-stacks-filled-by", EMPTY_STACKS[rules.empty_column],
        "--sequence-move", "unlimited" if rules.run_limit == "unlimited" else "limited",
    ]  # fmt: skip


class Scan(NamedTuple):
    """One of fc-solve's searches: its command-line options, and whether it moves one card at
    a time (atomic: where a run move is a chain of single-card moves, its "unsolvable" is a
    proof) or uses meta-moves (fast, but its "unsolvable" proves nothing, and its moves can
    be illegal where empty columns take kings only).  A named tuple, not a dataclass: the
    plugin loads with the window, and a frozen dataclass's methods are compiled at import."""

    name: str
    args: tuple[str, ...]
    atomic: bool


# Fast solution-finders, measured over MS FreeCell 1-32,000 (bench/bench_fcsolve.py): each
# solves nearly every deal in a few hundred iterations (looking-glass: every solvable deal
# within 21,759), and where one wanders the other rarely does.  fc-solve's default scan (the
# former first choice) left 673 of the 31,999 won deals unsolved after 100,000 iterations.
LOOKING_GLASS = Scan("looking-glass", ("-l", "looking-glass"), atomic=False)
CONSPIRACY = Scan("conspiracy-theory", ("-l", "conspiracy-theory"), atomic=False)
OSTRICH = Scan("enlightened-ostrich", ("-l", "enlightened-ostrich"), atomic=False)
# The proof: a depth-first scan of single-card moves, no pruning; when it ends, it has seen
# every position single-card moves reach (83,239 on deal 11982, as many as a-star and bfs
# enumerate; crooked-nose's ten soft threads need 92,126).
ATOMIC_DFS = Scan("atomic", ("--method", "soft-dfs", "-to", "01ABCDE"), atomic=True)
# The scans in turn, with the turns each takes per round.  The atomic scan takes two: it
# decides the lost deals (where the meta-move scans wander the longest); most won deals are
# solved within the first scan's first turn, before it starts.  Where empty columns take
# kings only, looking-glass is left out: it put a non-king into an empty column in 23 of
# 300 Eight Off solutions.
ROTATION_ANY = ((LOOKING_GLASS, 1), (CONSPIRACY, 1), (ATOMIC_DFS, 2))
ROTATION_KINGS = ((CONSPIRACY, 1), (OSTRICH, 1), (ATOMIC_DFS, 2))


def rotation_for(rules: Rules) -> tuple[tuple[Scan, int], ...]:
    return ROTATION_ANY if rules.empty_column == "any" else ROTATION_KINGS


class _Handle:
    """One fc-solve user handle running one scan, suspended between turns."""

    def __init__(self, proto, scan: Scan, turns: int, game: list[str], board: str) -> None:
        self.scan, self.turns = scan, turns
        self.user = proto.new_fcs_user_handle()
        self.user.input_cmd_line([*scan.args, *game])
        self.board = board
        self.started = False
        self.iterations = 0

    def advance(self, iterations: int) -> int:
        """Run up to ``iterations`` more; fc-solve's return code."""
        self.user.limit_iterations(self.iterations + iterations)
        if self.started:
            code = self.user.resume_solution()
        else:
            self.started = True
            code = self.user.solve_board(self.board)
        self.iterations = self.user.get_num_times()
        return code

    def moves(self):
        """The solution's moves as (type, source, destination, count) tuples."""
        # The library's calls, through the binding's cffi objects, with one move buffer: the
        # binding's get_next_move allocates one per move (a sixth of a solve's time).
        binding = self.user
        lib, instance = binding.lib, binding.user
        move = binding.ffi.new("fcs_move_t *")
        view = binding.ffi.buffer(move)
        moves = []
        for _ in range(lib.freecell_solver_user_get_moves_left(instance)):
            if lib.freecell_solver_user_get_next_move(instance, move) != 0:
                break
            kind, src, dest, count = view[:4]
            moves.append((kind, src, dest, count))
        return moves

    def close(self) -> None:
        self.user = None  # the binding frees the handle's memory


def card_line(position: Position, fc_moves, forced_base: bool = False, single: str | None = None):
    """fc-solve's moves as (card, target) pairs, by replaying them on its own board model
    (the same column and cell numbers fc-solve uses).

    ``forced_base``: the rules send an exposed base-rank card home by themselves, which
    fc-solve does not know; where it moves one elsewhere (to a cell, onto a card, into an
    empty column: the card was exposed on a column, so the engine has already sent it
    home), the move is left out, and so are its later moves.

    ``single``: the rules move one card at a time, so a run fc-solve moves at once is
    carried card by card (``carry_one_by_one``) through the free cells, and through the
    empty columns when ``single`` is ``"any"`` (what an empty column takes): the chain of
    single-card moves fc-solve's run move stands for."""
    from penguin_qt.solving import SolutionError
    from penguin_qt.solving.lines import (
        TO_CELL,
        TO_EMPTY_COLUMN,
        TO_FOUNDATION,
        carry_one_by_one,
    )

    stacks = [list(col) for col in position.columns]
    cells = list(position.cells)
    base_rank = position.base - 1
    home: set[int] = set()  # base-rank cards the rules have sent home, fc-solve has not
    line: list[tuple[int, int]] = []
    for kind, src, dest, count in fc_moves:
        if single is not None and kind == STACK_TO_STACK and count > 1:
            spares = []
            if single == "any":
                spares = [i for i, st in enumerate(stacks) if not st and i not in (src, dest)]
            steps = carry_one_by_one(stacks, cells, src, dest, count, spares)
            line.extend((card, onto) for _, card, onto in steps)
            continue
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
        card = moved[0]
        from_stack = kind in (STACK_TO_STACK, STACK_TO_CELL, STACK_TO_FOUNDATION)
        if forced_base and card % 13 == base_rank and (from_stack or card in home):
            home.add(card)
            continue
        line.append((card, target))
    return line


def solve(
    solver_id: str, position: Position, rules: Rules, budget: Budget, cancel: CancelToken
) -> SolveResult:
    """fc-solve's scans in turn on ``position`` (see the module's text)."""
    from penguin_qt.solving import (
        NEVER_CANCELLED,
        SOLVED,
        UNKNOWN,
        UNSOLVABLE,
        SolutionError,
        SolveResult,
    )
    from penguin_qt.solving.lines import moves_from_cards

    start = time.perf_counter()
    cancel = NEVER_CANCELLED if cancel is None else cancel
    proto, error = library()
    if proto is None:
        return SolveResult(UNKNOWN, solver=solver_id, reason=f"not available: {error}")
    support = support_for(rules)
    if not support.handles:
        return SolveResult(UNKNOWN, solver=solver_id, reason=support.reason)
    deadline = None if budget.seconds is None else start + budget.seconds
    cap = budget.states if budget.states is not None else 50_000_000
    if budget.memory_mb is not None:
        cap = min(cap, budget.memory_mb * 1024 * 1024 // BYTES_PER_STATE)
    board = board_text(position)
    game = game_args(rules)
    # The scans take turns of TURN iterations each (a handle suspends between its
    # turns), so the one that goes astray costs the others little, and the atomic scan
    # is always among them to prove a deal lost.  A handle is made at its first turn:
    # most deals are solved in the first scan's first turn.
    pending = list(rotation_for(rules))
    active: list[_Handle] = []
    total = 0
    notes: list[str] = []
    unsolvable_by: list[str] = []

    def finish(verdict: str, reason: str, moves=()) -> SolveResult:
        """The result, once every handle still open is freed."""
        for h in active:
            h.close()
        seconds = time.perf_counter() - start
        return SolveResult(verdict, tuple(moves), total, seconds, solver_id, reason)

    def unknown(reason: str) -> SolveResult:
        return finish(UNKNOWN, "; ".join([reason, *notes]))

    turn = 0
    while pending or active:
        if turn == len(active):
            if pending:
                scan, turns = pending.pop(0)
                active.append(_Handle(proto, scan, turns, game, board))
            else:
                turn = 0
        handle = active[turn]
        if cancel.cancelled:
            return unknown("cancelled")
        if deadline is not None and time.perf_counter() >= deadline:
            return unknown("time budget spent")
        if total >= cap:
            return unknown("state or memory budget spent")
        before = handle.iterations
        code = handle.advance(min(TURN * handle.turns, cap - total))
        total += handle.iterations - before
        if code == SUSPENDED:
            turn += 1
            continue
        del active[turn]
        scan = handle.scan
        if code == WAS_SOLVED:
            fc_moves = handle.moves()
            handle.close()
            try:
                single = rules.empty_column if rules.run_limit == "single" else None
                cards = card_line(position, fc_moves, rules.forced_base_moves, single)
                moves, final = moves_from_cards(position, rules, cards)
                if not final.is_won():
                    raise SolutionError("the solution does not end with every card home")
            except SolutionError as exc:
                notes.append(f"fc-solve's {scan.name} solution was rejected: {exc}")
                continue
            found = "; ".join([f"found by fc-solve's {scan.name} scan", *notes])
            return finish(SOLVED, found, moves)
        handle.close()
        if code != NOT_SOLVABLE:
            notes.append(f"fc-solve's {scan.name} scan returned code {code}")
            continue
        if scan.atomic and support.exact:
            return finish(UNSOLVABLE, "fc-solve's atomic scan searched every position")
        unsolvable_by.append(scan.name)
        if (
            not support.exact
            and all(s.atomic for s, _ in pending)
            and all(h.scan.atomic for h in active)
        ):
            break  # what is left moves single cards only: less than these rules allow
    if unsolvable_by and not support.exact:
        # fc-solve's word only (no scan covers every move): run_solver makes it "unknown".
        reason = "fc-solve's scans found no solution (not a proof): " + ", ".join(unsolvable_by)
        return finish(UNSOLVABLE, reason)
    return unknown("no fc-solve scan decided")

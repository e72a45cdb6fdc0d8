"""A game in progress: the move stack, undo and redo, time, score, and the help the player had.

The clock starts with the first move (a deal the player only looks at has taken no time) and
Restart sets it back to zero with the score; hints and solver moves stay counted, because the
player has seen them.  It runs only while the player can play: it stops when the game is
over (won, no move left, or given up) and runs on when an undo takes the game out of its end;
a game brought back from a record waits for the next move, undoing back to the deal stops it,
and ``pause`` stops it until ``resume`` or the next move.  ``score`` is the one scoring rule:
the window, the records and the statistics all take it from here.

A game the player gives up (``concede``) is over and lost, as one with no move left: its
position stays as it was, and nothing more can be played, taken back or redone in it (it is
counted once, as lost; the same deal can be dealt again as a new game).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

from .deals import deal
from .errors import N_, IllegalMoveError
from .frozen import Frozen
from .position import CELL, Move, Position
from .rules import Rules


def new_id() -> str:
    """A new random identity, as ``uuid.uuid4().hex`` writes it (32 hex digits, version 4),
    made without the uuid module, whose import (it reads the platform) every start paid."""
    raw = bytearray(os.urandom(16))
    raw[6] = raw[6] & 0x0F | 0x40  # version 4
    raw[8] = raw[8] & 0x3F | 0x80  # the RFC 4122 variant
    return raw.hex()


WIN_BONUS = 1000
POINTS_PER_CARD = 10
MOVE_PENALTY = 5


class Step(Frozen):
    """One move on the stack, with the forced moves it caused.

    ``before`` is the position the step starts from; ``frames`` are the positions after the
    move and after each forced move in turn (``len(frames) == 1 + len(forced)``), made by
    ``Rules.step``, so an animation can show each of them; ``after`` is the last.  ``auto`` is
    true for a move autoplay made, ``by_solver`` for one a solver chose (a demo, a solution
    played out).
    """

    _fields = ("move", "forced", "before", "frames", "auto", "by_solver")
    __slots__ = _fields
    move: Move
    forced: tuple[Move, ...]
    before: Position
    frames: tuple[Position, ...]
    auto: bool
    by_solver: bool

    def __init__(
        self,
        move: Move,
        forced: tuple[Move, ...],
        before: Position,
        frames: tuple[Position, ...],
        auto: bool = False,
        by_solver: bool = False,
    ) -> None:
        self._set(move, forced, before, frames, auto, by_solver)

    @property
    def after(self) -> Position:
        """The position after this step."""
        return self.frames[-1]

    def frames_back(self) -> list[Position]:
        """The positions walked through when the step is undone: before each forced move
        (the last first), then ``before``."""
        return [*reversed(self.frames[:-1]), self.before]


def _cell_to_cell(move: Move) -> bool:
    return move.source_kind == CELL and move.target_kind == CELL


def win_bonus(moves: int, seconds: float) -> int:
    """The bonus of a won game: 1000 less 5 per move and 1 per second, never below 0."""
    return max(0, WIN_BONUS - MOVE_PENALTY * moves - int(seconds))


def timed_score(
    cards_home: int, won: bool, moves: int, seconds: float, solver_played: bool = False
) -> int:
    """The score of a game: the window, the records and the statistics all use it.

    Ten points per card on the foundations (so a lost or abandoned game keeps its partial
    credit); a won game adds ``win_bonus``, unless a solver played moves of it
    (``solver_played``: a demo, a solution played out), which earns no bonus.
    """
    score = POINTS_PER_CARD * cards_home
    if won and not solver_played:
        score += win_bonus(moves, seconds)
    return score


class Game:
    """A game of one variant from one starting position, with unlimited undo and redo.

    ``autoplay`` is the policy (``"any"``, ``"safe"`` or ``"none"``; default: the variant's).
    ``clock`` returns seconds and can be replaced in tests.
    """

    def __init__(
        self,
        rules: Rules,
        deal_number: int | None = None,
        position: Position | None = None,
        autoplay: str | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if position is None:
            if deal_number is None:
                raise ValueError("a game needs a deal number or a position")
            position = deal(rules, deal_number)
        self.rules = rules
        self.deal_number = deal_number
        self.initial = position
        self.autoplay_policy = rules.autoplay if autoplay is None else autoplay
        self._clock = clock
        self.history: list[Step] = []
        self._redo: list[list[Step]] = []
        self._banked = 0.0  # seconds counted before the clock last began to run
        self._since: float | None = None  # the clock's reading when it began to run; None: stopped
        self._started = False  # time is counted (from the first move; Restart clears it)
        self._armed = False  # a move was made since the deal, a restore or an undo to the deal
        self._paused = False  # pause() asked for; resume() or the next move ends it
        self._finished_after: float | None = None  # the time at the end of a game that is over
        self._lost_at: tuple[int, Position, bool] | None = None  # is_lost's last answer
        # Whether the player ever made a move in this game (it stays true after undoing back
        # to the deal: such a game counts when it is left).
        self.was_played = False
        # Names this game in saved records and statistics: a game brought back from a record
        # keeps the record's id, so it is the same game and counts once.
        self.game_id = new_id()
        self.hints_used = 0
        self.solver_moves = 0
        self.conceded = False  # the player gave the game up (see ``concede``)
        # The deal's difficulty tier ("easy" … "expert") when it is known, else None.
        self.difficulty: str | None = None

    # -- state -----------------------------------------------------------------------------

    @property
    def position(self) -> Position:
        """The position now (after the last step played)."""
        return self.history[-1].after if self.history else self.initial

    @property
    def move_count(self) -> int:
        """Moves the player made: autoplay, forced moves and a card moved from one cell to
        another (which changes nothing) are not counted."""
        return sum(1 for step in self.history if not step.auto and not _cell_to_cell(step.move))

    def is_won(self) -> bool:
        """Whether the game is won (``Rules.is_won``: all 52 cards home, unless the variant
        says otherwise)."""
        return self.rules.is_won(self.position)

    def is_lost(self) -> bool:
        """Whether the game was given up, or no move that changes anything is left (and the
        game is not won).  Asked after every change by every view: answered once a position."""
        if self.conceded:
            return True
        position = self.position
        known = self._lost_at
        if known is None or known[0] != len(self.history) or known[1] is not position:
            known = (len(self.history), position, self.rules.is_lost(position))
            self._lost_at = known
        return known[2]

    def is_over(self) -> bool:
        """Whether the game has ended: won, no move left, or given up."""
        return self.is_won() or self.is_lost()

    def can_concede(self) -> bool:
        """Whether the game can be given up: a game neither won nor already lost."""
        return not (self.is_won() or self.is_lost())

    def concede(self) -> bool:
        """Give the game up: it ends, lost, where it stands (the clock stops; no move, undo
        or redo changes it any more).  False when it is already over (won or lost)."""
        if not self.can_concede():
            return False
        self.conceded = True
        self._redo.clear()
        self._settle_end()
        return True

    @property
    def assisted(self) -> bool:
        """Whether the player had help: a hint shown or a move a solver chose."""
        return self.hints_used > 0 or self.solver_moves > 0

    @property
    def elapsed(self) -> float:
        """Seconds played: from the first move, without pauses, stopped at the end."""
        if self._finished_after is not None:
            return self._finished_after
        if self._since is None:
            return self._banked
        return self._banked + self._clock() - self._since

    @property
    def clock_running(self) -> bool:
        """Whether the clock is counting now."""
        return self._since is not None

    @property
    def clock_armed(self) -> bool:
        """Whether the clock runs while nothing pauses it: a move was made (since the deal, a
        restore or an undo back to the deal) and the game is not over."""
        return self._armed and self._finished_after is None

    @property
    def paused(self) -> bool:
        """Whether ``pause`` stopped the clock (and no move or ``resume`` has started it)."""
        return self._paused

    def _sync_clock(self) -> None:
        """Run the clock exactly while it is armed and not paused."""
        run = self.clock_armed and not self._paused
        if run and self._since is None:
            self._since = self._clock()
        elif not run and self._since is not None:
            self._banked += self._clock() - self._since
            self._since = None

    def _start_clock(self) -> None:
        """A move of the player: the clock runs (a pause ends with it)."""
        self._started = True
        self._paused = False
        self._armed = True
        self._sync_clock()

    def _settle_end(self) -> None:
        """After a change of position: the clock stops at the end of the game, and runs on
        when an undo took the game out of it."""
        if self.is_over():
            if self._finished_after is None:
                if self._since is not None:
                    self._banked += self._clock() - self._since
                    self._since = None
                self._finished_after = self._banked
        elif self._finished_after is not None:
            self._banked, self._finished_after = self._finished_after, None
        self._sync_clock()

    def pause(self) -> None:
        """Stop the clock (a hidden window, a dialog, the player's Pause)."""
        self._paused = True
        self._sync_clock()

    def resume(self) -> None:
        """End ``pause``: the clock runs again if a move had armed it."""
        self._paused = False
        self._sync_clock()

    @property
    def score(self) -> int:
        """The score as it stands (see ``timed_score``)."""
        return timed_score(
            self.position.cards_home(),
            self.is_won(),
            self.move_count,
            self.elapsed,
            solver_played=self.solver_moves > 0,
        )

    @property
    def bonus(self) -> int:
        """The win bonus in ``score`` (0 for a game not won or one a solver played)."""
        if not self.is_won() or self.solver_moves > 0:
            return 0
        return win_bonus(self.move_count, self.elapsed)

    def can_undo(self) -> bool:
        """Whether there is a move to take back (none in a game given up)."""
        return not self.conceded and any(not step.auto for step in self.history)

    def can_restart(self) -> bool:
        """Whether Restart changes anything: a move to take back, or time on the clock (a
        game undone back to its deal keeps the time it was played)."""
        return not self.conceded and (self.can_undo() or self.elapsed > 0)

    def can_redo(self) -> bool:
        """Whether there is an undone move to play again."""
        return not self.conceded and bool(self._redo)

    def _check_open(self) -> None:
        if self.conceded:
            raise IllegalMoveError(N_("The game was given up: deal again to play on"))

    # -- changing it ---------------------------------------------------------------------------

    def _push(self, move: Move, auto: bool, by_solver: bool = False) -> Step:
        before = self.position
        forced, frames = self.rules.step(before, move)
        step = Step(move, forced, before, frames, auto, by_solver)
        if not auto:  # autoplay at the deal does not start the clock; the player's move does
            self._start_clock()
            self.was_played = True
        self.history.append(step)
        return step

    def play(self, move: Move, by_solver: bool = False) -> list[Step]:
        """Play a move (checked: raises IllegalMoveError/InvalidMoveError with the reason),
        then autoplay.  Returns the steps made; clears the redo stack.  ``by_solver``: a
        solver chose the move (a demo or a solution played out); it is counted in
        ``solver_moves``."""
        self._check_open()
        self.rules.check(self.position, move)
        self._redo.clear()
        steps = [self._push(move, auto=False, by_solver=by_solver)]
        if by_solver:
            self.solver_moves += 1
        steps.extend(self.autoplay())
        self._settle_end()
        return steps

    def send_home(self) -> list[Step]:
        """Send home every card the ``"safe"`` policy would (Send Cards Home, for a player
        who turned autoplay off): one move of the player's, the cards after it as autoplay,
        so one undo takes them all back.  No help: neither a hint nor a solver's move."""
        self._check_open()
        move = self.rules.autoplay_move(self.position, "safe")
        if move is None:
            return []
        self._redo.clear()
        steps = [self._push(move, auto=False)]
        while (move := self.rules.autoplay_move(self.position, "safe")) is not None:
            steps.append(self._push(move, auto=True))
        steps.extend(self.autoplay())
        self._settle_end()
        return steps

    def note_hint(self) -> None:
        """Count a hint shown to the player (see ``assisted``)."""
        self.hints_used += 1

    def autoplay(self) -> list[Step]:
        """Send home what the autoplay policy allows; returns the steps made.  A step made
        here clears the redo stack, like any other change of position."""
        steps: list[Step] = []
        if self.conceded:
            return steps
        while (move := self.rules.autoplay_move(self.position, self.autoplay_policy)) is not None:
            steps.append(self._push(move, auto=True))
        if steps:
            self._redo.clear()
            self._settle_end()
        return steps

    def undo(self) -> list[Step]:
        """Take back the last move the player made together with the autoplay after it.
        Returns the undone steps, latest first; empty when there is nothing to undo."""
        if not self.can_undo():
            return []
        undone = []
        while self.history:
            step = self.history.pop()
            undone.append(step)
            if not step.auto:
                break
        self._redo.append(list(reversed(undone)))
        if not self.can_undo():  # back at the deal: nothing to play yet, no time counted
            self._armed = False
        self._settle_end()  # taking back the last move of a game over: the clock runs on
        return undone

    # -- records -------------------------------------------------------------------------------

    @property
    def redo_stack(self) -> list[list[Step]]:
        """What undo took back and redo can play again, the next redo last."""
        return [list(group) for group in self._redo]

    @property
    def clock_started(self) -> bool:
        """Whether time is counted (from the first move, and again after Restart)."""
        return self._started

    def replay(self, move: Move, auto: bool = False, by_solver: bool = False) -> Step:
        """Play a recorded step exactly as it was made: checked, and no autoplay after it."""
        self._check_open()
        self.rules.check(self.position, move)
        self._redo.clear()
        step = self._push(move, auto, by_solver)
        self._settle_end()
        return step

    def set_elapsed(self, seconds: float, started: bool = True) -> None:
        """Set the clock to ``seconds`` (a game brought back from a record); it waits for
        the next move (``started`` False: at zero, as a deal not yet played)."""
        self._since = None
        self._armed = False
        self._started = started
        self._banked = seconds if started else 0.0
        if self._finished_after is not None:
            self._finished_after = self._banked

    def redo(self) -> list[Step]:
        """Play again what the last undo took back.  Returns the steps, in order."""
        if not self.can_redo():
            return []
        steps = self._redo.pop()
        self._start_clock()
        self.history.extend(steps)
        self._settle_end()
        return steps

    def restart(self) -> None:
        """Back to the starting position with the clock at zero (it starts again with the
        next move) and the score of the deal; the moves can be redone one by one.  A game
        given up stays as it is."""
        if self.conceded:
            return
        while self.can_undo():
            self.undo()
        self._since = None
        self._banked = 0.0
        self._started = False
        self._armed = False
        self._finished_after = None

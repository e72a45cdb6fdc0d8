"""The session: what the window shows of the game beside the table, as one plain value.

The table is a function of the position.  Everything else the window shows -- the status
bar's words and tooltips, each command's state, whether the clock runs, the verdict, the
solution panel, the review, the title and the box at the end of a game -- is a function of
one ``Session``: the game (position, history, result), what stops its clock, whether its
cards are still being dealt, the deal's facts (number, tier, deal of the day, how it
started), the assistant's verdicts keyed by position, and which panels are open.

A session changes only by ``after`` (a new value: the old one is never changed), which the
window's session holder calls for the player's actions and the solvers' answers; every view
is recomputed from the new value and compared with what it shows.  No Qt here: the views that
put words on the screen live in the window, the facts they are made of live here.

The ``Game`` inside is the engine's move stack, the one mutable part: a session is made anew
(``after``) whenever it changes, so that a session and its revision always go together.
"""

from __future__ import annotations

import dataclasses
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from .engine import Game, Position, Rules, Step

# The solvers' verdicts (``SOLVED`` …) come from ``penguin_qt.solving``, imported where they are
# used: the first frame shows a session but waits for no solver.

# How the game came to the table.
DEALT = "dealt"  # a numbered deal: New Deal, Choose Deal, by difficulty, the deal of the day
OPENED = "opened"  # a saved game or a position read from a file
PASTED = "pasted"  # a position from the clipboard
CHALLENGE = "challenge"  # the deal of someone else's finished game
REPLAYED = "replayed"  # someone else's game stepped through in the solution panel
RESTORED = "restored"  # the game kept when the program last ended
ORIGINS = (DEALT, OPENED, PASTED, CHALLENGE, REPLAYED, RESTORED)

# Why the clock is stopped (a dialog open is "dialog:<n>").
PLAYER = "player"  # the player's Pause
HIDDEN = "hidden"  # the window is minimized
BACKGROUND = "background"  # another program is in front, and the player wants the pause
CLOSING = "closing"  # the program is ending: the game is kept with the clock where it stopped

# The phase of the game on the table.
DEALING, PLAYING, PAUSED, OVER = "dealing", "playing", "paused", "over"

# The result of a game.
WON, LOST, GIVEN_UP = "won", "lost", "given up"

# Panels beside the table.
SOLUTION_PANEL, REVIEW_PANEL = "solution", "review"

# What is known of winning the game now.
WINNABLE, THINKING, CANNOT_TELL = "winnable", "thinking", "unknown"
# ``LOST`` and ``WON`` above are states of ``Winnability`` too.


class Verdicts(Protocol):
    """The assistant's verdicts, by position, for the rules on the table: ``lookup`` gives
    ``(verdict, moves of the winning line)`` or None when the position has no verdict yet;
    ``version`` grows whenever a verdict is added."""

    @property
    def version(self) -> int: ...

    def lookup(self, position: Position) -> tuple[str, int] | None: ...


class NoVerdicts:
    """No solver attached: nothing is known."""

    version = 0

    def lookup(self, position: Position) -> tuple[str, int] | None:
        return None


NO_VERDICTS = NoVerdicts()


@dataclass(frozen=True)
class DealFacts:
    """What is known of the deal on the table, whatever way it came there.

    ``number`` is None for a game started from a position; ``origin`` how it came (one of
    ``ORIGINS``); ``tier`` its difficulty once rated ("easy" … "expert"), with ``rating``
    (positions the solver looked at, moves of its win) when the figures are known;
    ``daily`` the day (YYYY-MM-DD) whose deal of the day this game is; ``challenger`` the
    other player's name in a challenge."""

    number: int | None
    origin: str = DEALT
    tier: str | None = None
    rating: tuple[int, int] | None = None
    daily: str = ""
    challenger: str | None = None


@dataclass(frozen=True)
class Winnability:
    """``state``: winnable / lost / thinking / unknown / won; ``moves_left`` the length of the
    known winning line; ``losing_step`` the index in the history of the move that turned a
    winnable game into a lost one; ``last_winnable`` how many history steps the last known
    winnable position had (0: the start; None when none is known)."""

    state: str
    moves_left: int | None = None
    losing_step: int | None = None
    last_winnable: int | None = None


@dataclass(frozen=True)
class Session:
    """What the window shows of the game on the table, beside the table itself.

    ``stops``: why the clock is stopped (``PLAYER``, ``HIDDEN``, ``BACKGROUND``,
    ``CLOSING``, ``dialog:<n>``); ``dealing``: the deal's cards are in flight; ``landing``:
    the cards of the last change are in flight (a game's end is told once they land); ``demo``: the
    solver plays; ``thinking``: an answer of the solvers is on its way; ``panels``: the
    panels open beside the table; ``end_box``: the box at the end of a game is wanted (the
    player put it away: False); ``loaded_at``: how many steps the game had when it came to
    the table (what happened before was not seen in this run)."""

    game: Game
    facts: DealFacts
    stops: frozenset[str] = frozenset()
    dealing: bool = False
    landing: bool = False
    demo: bool = False
    thinking: bool = False
    verdicts: Verdicts = NO_VERDICTS
    panels: frozenset[str] = frozenset()
    end_box: bool = True
    loaded_at: int = 0
    revision: int = 0

    def after(self, **changes: object) -> Session:
        """The session once ``changes`` are made (and the game's own changes, if any)."""
        return dataclasses.replace(self, revision=self.revision + 1, **changes)  # type: ignore[arg-type]

    # -- the game ------------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self.game.rules

    @property
    def position(self) -> Position:
        return self.game.position

    @property
    def result(self) -> str:
        """``WON``, ``GIVEN_UP``, ``LOST`` (no move left), or "" while the game goes on."""
        game = self.game
        if game.is_won():
            return WON
        if game.conceded:
            return GIVEN_UP
        if game.is_lost():
            return LOST
        return ""

    @property
    def over(self) -> bool:
        return self.game.is_over()

    @property
    def in_progress(self) -> bool:
        """A game with moves made that is not over: leaving it loses something."""
        return self.game.move_count > 0 and not self.over

    @property
    def phase(self) -> str:
        if self.over:
            return OVER
        if self.dealing:
            return DEALING
        if self.stops:
            return PAUSED
        return PLAYING

    @property
    def paused_by_player(self) -> bool:
        return PLAYER in self.stops and not self.over

    def clock_should_run(self) -> bool:
        """Whether the clock runs: a move has armed it, the game is not over, and nothing
        stops it."""
        return self.game.clock_armed and not self.stops and not self.dealing

    def stopped(self, reason: str, on: bool = True) -> Session:
        """The session with ``reason`` added to (or, ``on`` False, taken from) the stops."""
        stops = self.stops | {reason} if on else self.stops - {reason}
        return self if stops == self.stops else self.after(stops=frozenset(stops))

    def playing(self, n: int) -> int:
        """The player's move number of the history step at index ``n`` (autoplay not
        counted)."""
        return sum(1 for s in self.game.history[: n + 1] if not s.auto)


# -- the verdict along the game ----------------------------------------------------------------


class _Trail:
    """The decided verdicts of one game's positions, kept step by step: a move asks about
    its own position only, an undo forgets the steps it took back, and a position is looked
    up again only while undecided and only after a new verdict came in."""

    def __init__(self) -> None:
        self.steps: list[Step] = []
        self.states: list[str | None] = []  # per position (the start first), when decided
        self.moves: list[int] = []  # the winning line's length where solved
        self.version = -1  # the verdicts' version the undecided ones were last asked at
        self.verdicts: Verdicts | None = None

    def follow(self, game: Game, verdicts: Verdicts) -> None:
        if verdicts is not self.verdicts:
            self.__init__()  # type: ignore[misc]  # other rules or solvers: ask again
            self.verdicts = verdicts
        history = game.history
        kept = min(len(self.steps), len(history))
        # the steps both share: only the end can differ (a move, an undo, a redo)
        while kept and history[kept - 1] is not self.steps[kept - 1]:
            kept -= 1
        if not self.states:
            self.states, self.moves = [None], [0]
            self._ask(0, game.initial)
        del self.steps[kept:]
        del self.states[kept + 1 :]
        del self.moves[kept + 1 :]
        for step in history[kept:]:
            self.steps.append(step)
            self.states.append(None)
            self.moves.append(0)
            self._ask(len(self.steps), step.after)
        if verdicts.version != self.version:
            self.version = verdicts.version
            for index, state in enumerate(self.states):
                if state is None:
                    self._ask(index, self.position(game, index))

    def position(self, game: Game, index: int) -> Position:
        return game.initial if index == 0 else self.steps[index - 1].after

    def _ask(self, index: int, position: Position) -> None:
        from .solving import SOLVED, UNSOLVABLE

        assert self.verdicts is not None
        known = self.verdicts.lookup(position)
        if known is not None and known[0] in (SOLVED, UNSOLVABLE):
            self.states[index], self.moves[index] = known[0], known[1]


_trails: weakref.WeakKeyDictionary[Game, _Trail] = weakref.WeakKeyDictionary()


def _trail(session: Session) -> _Trail:
    trail = _trails.get(session.game)
    if trail is None:
        trail = _trails[session.game] = _Trail()
    trail.follow(session.game, session.verdicts)
    return trail


def winnability(session: Session) -> Winnability:
    """What is known of winning the game now: won, winnable (with the length of the known
    line), lost (with the move that lost it and the last winnable position, when known),
    thinking, or can't tell.  A move costs one look-up, not one per move of the game."""
    from .solving import SOLVED, UNSOLVABLE

    game = session.game
    if game.is_won():
        return Winnability(WON, 0)
    trail = _trail(session)
    now = len(trail.states) - 1
    state = trail.states[now]
    if state == SOLVED:
        return Winnability(WINNABLE, trail.moves[now])
    if state is None:
        known = session.verdicts.lookup(game.position)
        if known is None and session.thinking:
            return Winnability(THINKING)
        return Winnability(CANNOT_TELL)
    last = next((i for i in range(now, -1, -1) if trail.states[i] == SOLVED), None)
    losing = None
    if last is not None and last < now and trail.states[last + 1] == UNSOLVABLE:
        losing = last
    return Winnability(LOST, None, losing, last)


def never_winnable(session: Session) -> bool:
    """Whether the deal itself is known to be lost: the position as dealt (with the cards
    the deal sent home) has no win, so no move of the player's lost it."""
    from .solving import UNSOLVABLE

    trail = _trail(session)
    for index, step in enumerate([None, *session.game.history]):
        if step is not None and not step.auto:
            break
        if trail.states[index] == UNSOLVABLE:
            return True
    return False


def position_to_ask(session: Session) -> Position | None:
    """Which earlier position to ask the solver about, to find the move that lost the game.

    Along a game the verdicts run winnable … winnable, lost … lost: a position before a
    winnable one is winnable (the game's own moves lead to the win), one after a lost one is
    lost.  So when the game is lost and no winnable position is known next to the first known
    lost one (a game brought back after a restart, or moves made faster than the solver), the
    position halfway between the last known winnable one (or the start) and the first known
    lost one is asked next: a handful of solves find the losing move.  None when the losing
    move is known, the game is not known to be lost, or a position on the way was asked
    already and could not be decided."""
    from .solving import SOLVED, UNKNOWN, UNSOLVABLE

    trail = _trail(session)
    states = trail.states
    if states[-1] != UNSOLVABLE:
        return None
    winnable = max((i for i, s in enumerate(states) if s == SOLVED), default=-1)
    lost = min(i for i, s in enumerate(states) if s == UNSOLVABLE and i > winnable)
    if lost - winnable <= 1:
        return None
    middle = (winnable + lost) // 2
    position = trail.position(session.game, middle)
    known = session.verdicts.lookup(position)
    if known is not None and known[0] == UNKNOWN:  # asked already and undecided
        return None
    return position


def verdicts_from(lookup: Callable[[Position], tuple[str, int] | None]) -> Verdicts:
    """Verdicts read through ``lookup`` (tests, and callers with a plain function)."""

    class _Lookup:
        version = 0

        def lookup(self, position: Position) -> tuple[str, int] | None:
            return lookup(position)

    return _Lookup()

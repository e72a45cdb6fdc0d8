"""A game's result as the statistics keep it, and the figures made from a list of them.

Every field of a result is checked and bounded when it is made: a result can come from a file
(the waiting results a saved game keeps), and one bad number must never reach the database.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field

from ..engine import MAX_DEAL
from .bounds import MAX_COUNT, MAX_SECONDS, is_clean_text

RESULTS = ("won", "lost", "abandoned")
#: The difficulty tiers a deal can be rated with, easiest first.
DIFFICULTIES = ("easy", "medium", "hard", "expert")
#: The time a result was recorded (seconds since 1970): finite and far above any real value;
#: the seconds of one game are bounded by ``bounds.MAX_SECONDS``.
MAX_TIME = 10.0**11
MAX_VARIANT = 200
MAX_RULES = 500
MAX_GAME_ID = 200


class ResultError(ValueError):
    """A result whose fields break the rules (the text says which)."""


def _check(value: object, kind, name: str) -> None:
    if isinstance(value, bool) or not isinstance(value, kind):
        raise ResultError(f"{name} has the wrong type: {type(value).__name__}")


def _text(value: object, name: str, limit: int) -> None:
    """A text field: a string of at most ``limit`` characters that UTF-8 can hold, with no
    control characters."""
    _check(value, str, name)
    assert isinstance(value, str)
    if len(value) > limit:
        raise ResultError(f"{name} is longer than {limit} characters")
    if not is_clean_text(value):
        raise ResultError(f"{name} holds a control character or a lone surrogate")


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


@dataclass(frozen=True)
class GameResult:
    """One game's end, as it is recorded.

    ``game_id`` names the game: a result with an id already recorded is not recorded again
    (a game resumed after a quit or a crash is counted once).  A game in which hints were
    shown or the solver made moves is *assisted*.
    """

    variant: str
    result: str
    deal: int | None
    moves: int
    seconds: float
    cards_home: int
    score: int
    rules: str = ""
    finished: float = field(default_factory=time.time)
    game_id: str | None = None
    hints: int = 0
    solver_moves: int = 0
    difficulty: str | None = None  # the deal's tier (DIFFICULTIES) when it was rated

    def __post_init__(self) -> None:
        """Every field checked and bounded: a result may come from a file (a saved game's
        waiting ones).  Raises ResultError."""
        if self.result not in RESULTS:
            raise ResultError(f"result must be one of {RESULTS}, not {_shown(self.result)}")
        for name, limit in (("variant", MAX_VARIANT), ("rules", MAX_RULES)):
            _text(getattr(self, name), name, limit)
        if self.game_id is not None:
            _text(self.game_id, "game_id", MAX_GAME_ID)
        if not self.variant:
            raise ResultError("variant must not be empty")
        if self.difficulty is not None and self.difficulty not in DIFFICULTIES:
            raise ResultError(
                f"difficulty must be one of {DIFFICULTIES} or None, not {_shown(self.difficulty)}"
            )
        if self.deal is not None:
            _check(self.deal, int, "deal")
            if not 0 <= self.deal <= MAX_DEAL:
                raise ResultError(f"deal must be 0 to {MAX_DEAL}")
        for name in ("moves", "cards_home", "score", "hints", "solver_moves"):
            value = getattr(self, name)
            _check(value, int, name)
            if not 0 <= value <= MAX_COUNT:
                raise ResultError(f"{name} must be 0 to {MAX_COUNT}")
        for name, high in (("seconds", MAX_SECONDS), ("finished", MAX_TIME)):
            value = getattr(self, name)
            _check(value, (int, float), name)
            if not (math.isfinite(value) and 0 <= value <= high):
                raise ResultError(f"{name} must be a finite number of seconds, 0 to {high:g}")

    @property
    def assisted(self) -> bool:
        return self.hints > 0 or self.solver_moves > 0

    @property
    def won(self) -> bool:
        return self.result == "won"

    def as_dict(self) -> dict:
        """Plain values (for a saved game to keep a result that is not written yet)."""
        return asdict(self)

    @classmethod
    def from_dict(cls, values: object) -> GameResult:
        """The result kept as ``values`` (``as_dict``); ResultError for anything else."""
        if not isinstance(values, dict):
            raise ResultError("a result must be a table of values")
        names = cls.__dataclass_fields__
        required = ("variant", "result", "deal", "moves", "seconds", "cards_home", "score")
        missing = [n for n in required if n not in values]
        if missing:
            raise ResultError(f"a result needs {', '.join(missing)}")
        return cls(**{k: v for k, v in values.items() if isinstance(k, str) and k in names})

    def _row(self) -> tuple:
        return (
            self.variant,
            self.rules,
            self.deal,
            self.finished,
            self.result,
            self.moves,
            self.seconds,
            self.cards_home,
            self.score,
            self.game_id,
            self.hints,
            self.solver_moves,
            self.difficulty,
        )


@dataclass(frozen=True)
class Summary:
    """The statistics of one variant.

    Everything but the ``assisted_*`` and ``positions_*`` counts is about the deals the
    player played alone: games with hints or solver moves are counted apart and never make a
    streak or a best, and so are games started from a position (opened or pasted: no deal).
    """

    played: int
    won: int
    current_streak: int
    best_streak: int
    best_score: int | None
    fastest_win: float | None
    average_cards_home: float
    fewest_moves: int | None = None
    losing_streak: int = 0
    assisted_played: int = 0
    assisted_won: int = 0
    positions_played: int = 0
    positions_won: int = 0

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


@dataclass(frozen=True)
class DealBest:
    """The best result the player has on one deal (the games they played alone)."""

    deal: int
    played: int
    won: int
    best: GameResult | None  # the best unassisted game: a win with fewest moves, then fastest
    best_score: int | None


def summarize(results: Iterable[GameResult]) -> Summary:
    """The figures of a variant from its results, oldest first."""
    every = list(results)
    given = [r for r in every if r.deal is None]  # from a position: not a deal's result
    dealt = [r for r in every if r.deal is not None]
    alone = [r for r in dealt if not r.assisted]
    helped = [r for r in dealt if r.assisted]
    wins = [r for r in alone if r.won]
    best = current = losing = best_losing = 0
    for r in alone:
        current = current + 1 if r.won else 0
        losing = 0 if r.won else losing + 1
        best = max(best, current)
        best_losing = max(best_losing, losing)
    scores = [r.score for r in alone if r.score > 0]
    return Summary(
        played=len(alone),
        won=len(wins),
        current_streak=current,
        best_streak=best,
        best_score=max(scores, default=None),
        fastest_win=min((r.seconds for r in wins), default=None),
        average_cards_home=sum(r.cards_home for r in alone) / len(alone) if alone else 0.0,
        fewest_moves=min((r.moves for r in wins), default=None),
        losing_streak=losing,
        assisted_played=len(helped),
        assisted_won=sum(1 for r in helped if r.won),
        positions_played=len(given),
        positions_won=sum(1 for r in given if r.won),
    )

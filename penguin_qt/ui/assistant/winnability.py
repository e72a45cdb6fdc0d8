"""Reading the solver's verdicts along a game: is it still winnable, and which move lost it.

Pure logic over the game's history and a lookup of known verdicts, so the window only shows
what this computes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...engine import Position, Step
from ...solving import SOLVED, UNKNOWN, UNSOLVABLE

WINNABLE, LOST, THINKING, CANNOT_TELL, WON = "winnable", "lost", "thinking", "unknown", "won"


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


def assess(
    initial: Position,
    history: Sequence[Step],
    lookup: Callable[[Position], tuple[str, int] | None],
    thinking: bool,
) -> Winnability:
    """What is known of the game now.  ``lookup(position)`` gives ``(verdict, moves)`` or
    None when the position has no verdict yet."""
    now = history[-1].after if history else initial
    if now.is_won():
        return Winnability(WON, 0)
    known = lookup(now)
    if known is None or known[0] == UNKNOWN:
        state = THINKING if thinking and known is None else CANNOT_TELL
        return Winnability(state)
    verdict, moves = known
    if verdict == SOLVED:
        return Winnability(WINNABLE, moves)
    positions = [initial] + [step.after for step in history]
    losing = None
    for i in range(len(positions) - 1, 0, -1):
        before = lookup(positions[i - 1])
        after = lookup(positions[i])
        if after and before and after[0] == UNSOLVABLE and before[0] == SOLVED:
            losing = i - 1
            break
    last = None
    for index in range(len(positions) - 1, -1, -1):
        found = lookup(positions[index])
        if found is not None and found[0] == SOLVED:
            last = index
            break
    return Winnability(LOST, None, losing, last)


def position_to_ask(
    initial: Position,
    history: Sequence[Step],
    lookup: Callable[[Position], tuple[str, int] | None],
) -> Position | None:
    """Which earlier position to ask the solver about, to find the move that lost the game.

    Along a game the verdicts run winnable … winnable, lost … lost: a position before a
    winnable one is winnable (the game's own moves lead to the win), one after a lost one is
    lost.  So when the game is lost and no winnable position is known next to the first known
    lost one (a game brought back after a restart, or moves made faster than the solver), the
    position halfway between the last known winnable one (or the start) and the first known
    lost one is asked next: a handful of solves find the losing move.  None when the losing
    move is known, the game is not known to be lost, or a position on the way cannot be
    decided."""
    positions = [initial] + [step.after for step in history]
    verdicts = [lookup(p) for p in positions]
    if verdicts[-1] is None or verdicts[-1][0] != UNSOLVABLE:
        return None
    winnable = max((i for i, v in enumerate(verdicts) if v and v[0] == SOLVED), default=-1)
    lost = min(i for i, v in enumerate(verdicts) if v and v[0] == UNSOLVABLE and i > winnable)
    if lost - winnable <= 1:
        return None
    middle = (winnable + lost) // 2
    if verdicts[middle] is not None:  # asked already and undecided: nothing more to learn
        return None
    return positions[middle]

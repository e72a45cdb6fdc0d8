"""The game review's reading of a game: one mark per move, each with the verdict of the
position after it, the move that threw the win away, the winning alternative at that point,
and the moves a later move took back (the position came round again).

Pure logic over the game's move stack (history and redo stack: the whole line the player
can reach with Undo and Redo) and a lookup of known verdicts, so the timeline only draws
what this computes and the asking can be tested without a window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...engine import Game, Move, Position, Step
from ...session import CANNOT_TELL, LOST, THINKING, WINNABLE, WON
from ...solving import SOLVED, UNSOLVABLE

# ``lookup(position)`` gives (verdict, winning line) or None when nothing is known of it
Lookup = Callable[[Position], "tuple[str, Sequence[Move]] | None"]


@dataclass(frozen=True)
class Mark:
    """One mark of the timeline: ``number`` 0 is the deal, then the player's moves;
    ``steps`` the move and the autoplay after it (none for the deal); ``position`` the
    position after them; ``depth`` the length of the history with the game there;
    ``played`` False for a move in the redo stack (ahead of the game); ``state`` winnable /
    lost / won / thinking (not known yet) / unknown (the solver could not tell);
    ``undone`` whether later moves brought the position before it back."""

    number: int
    steps: tuple[Step, ...]
    position: Position
    depth: int
    played: bool
    state: str = THINKING
    undone: bool = False

    @property
    def move(self) -> Step | None:
        """The player's step of this mark (None for the deal)."""
        return self.steps[0] if self.steps else None


@dataclass(frozen=True)
class Review:
    """The whole timeline: ``current`` the index of the mark the game is at, ``losing`` the
    index of the mark whose move threw the win away, ``alternative`` the first move of a
    winning line from the position before it, ``detours`` the spans (first, last) of marks
    undone by the moves after them, ``pending`` how many positions are still being worked
    out, ``never_winnable`` when the deal itself has no win."""

    marks: tuple[Mark, ...]
    current: int
    losing: int | None = None
    alternative: Move | None = None
    detours: tuple[tuple[int, int], ...] = ()
    pending: int = 0
    never_winnable: bool = False


def line_of(game: Game) -> list[Mark]:
    """The marks of ``game`` without verdicts: the deal (with what autoplay sent home at
    once), then one per move of the history and of the redo stack, in the order played."""
    history = game.history
    lead = 0
    while lead < len(history) and history[lead].auto:
        lead += 1
    start = history[lead - 1].after if lead else game.initial
    marks = [Mark(0, (), start, lead, True)]
    groups: list[tuple[list[Step], bool]] = []
    for step in history[lead:]:
        if not step.auto or not groups:
            groups.append(([], True))
        groups[-1][0].append(step)
    groups += [(list(group), False) for group in reversed(game.redo_stack)]
    depth = lead
    for number, (steps, played) in enumerate(groups, start=1):
        depth += len(steps)
        marks.append(Mark(number, tuple(steps), steps[-1].after, depth, played))
    return marks


def _detours(positions: Sequence[Position]) -> list[tuple[int, int]]:
    """Spans of marks whose moves came back to an earlier position, merged where they
    overlap: in deal, A, B, A the moves to B and back to A are a detour (marks 2..3)."""
    first: dict[Position, int] = {}
    spans: list[tuple[int, int]] = []
    for index, position in enumerate(positions):
        if position in first:
            begin = first[position] + 1
            if spans and begin <= spans[-1][1] + 1:
                spans[-1] = (min(spans[-1][0], begin), index)
            else:
                spans.append((begin, index))
        else:
            first[position] = index
    return spans


def _states(
    marks: Sequence[Mark],
    known: Sequence[tuple[str, Sequence[Move]] | None],
    won: Callable[[Position], bool],
) -> list:
    """The verdict of each mark: the solver's own where it gave one, else what follows from
    the line (a position the game's own moves lead from to a winnable one is winnable, one
    reached from a lost one is lost); ``won`` is the rules' own (a variant may say)."""
    direct = []
    for mark, verdict in zip(marks, known, strict=True):
        if won(mark.position):
            direct.append(WON)
        elif verdict is None:
            direct.append(THINKING)
        else:
            direct.append({SOLVED: WINNABLE, UNSOLVABLE: LOST}.get(verdict[0], CANNOT_TELL))
    last_winnable = max((i for i, s in enumerate(direct) if s in (WINNABLE, WON)), default=-1)
    first_lost = min((i for i, s in enumerate(direct) if s == LOST), default=len(direct))
    states = []
    for index, state in enumerate(direct):
        if state in (THINKING, CANNOT_TELL):
            if index < last_winnable:
                state = WINNABLE
            elif index > first_lost:
                state = LOST
        states.append(state)
    return states


class LineCache:
    """The marks and detours of the last game read, made again only when its move stack
    changed (a verdict arriving changes neither)."""

    def __init__(self) -> None:
        self._key: tuple = ()
        self._line: tuple[list[Mark], list[tuple[int, int]]] = ([], [])

    def line(self, game: Game) -> tuple[list[Mark], list[tuple[int, int]]]:
        redo = game.redo_stack
        key = (id(game), *map(id, game.history), None, *(id(s) for g in redo for s in g))
        if key != self._key:
            bare = line_of(game)
            self._key, self._line = key, (bare, _detours([m.position for m in bare]))
        return self._line


def read_game(game: Game, lookup: Lookup, cache: LineCache | None = None) -> Review:
    """What the review shows of ``game`` now, from the verdicts ``lookup`` knows."""
    bare, spans = (cache or LineCache()).line(game)
    known = [lookup(mark.position) for mark in bare]
    states = _states(bare, known, game.rules.is_won)
    undone = {i for begin, end in spans for i in range(begin, end + 1)}
    marks = tuple(
        Mark(m.number, m.steps, m.position, m.depth, m.played, states[i], i in undone)
        for i, m in enumerate(bare)
    )
    current = max(i for i, m in enumerate(marks) if m.played)
    losing = alternative = None
    for index in range(1, len(marks)):
        if states[index - 1] in (WINNABLE, WON) and states[index] == LOST:
            losing = index
            before = known[index - 1]
            if before is not None and before[0] == SOLVED and before[1]:
                alternative = before[1][0]
            break
    pending = sum(1 for s in states if s == THINKING)
    return Review(marks, current, losing, alternative, tuple(spans), pending, states[0] == LOST)


def position_to_ask(review: Review, lookup: Lookup) -> Position | None:
    """The next position of the line to ask the solver about, None when nothing is left
    to learn.  The verdicts along a line run winnable … winnable, lost … lost, so a few
    solves decide every mark: first the halfway position between the last winnable and the
    first lost mark (to find the losing move), then the position before the losing move
    when its winning line is not known (the alternative), then the latest mark still not
    known (a winnable one there decides all before it)."""
    marks = review.marks
    states = [m.state for m in marks]
    winnable = max((i for i, s in enumerate(states) if s in (WINNABLE, WON)), default=-1)
    lost = min((i for i, s in enumerate(states) if s == LOST and i > winnable), default=None)
    if lost is not None and lost - winnable > 1:
        gap = sorted(range(winnable + 1, lost), key=lambda i: abs(i - (winnable + lost) // 2))
        for index in gap:
            if lookup(marks[index].position) is None:
                return marks[index].position
    if review.losing is not None and review.alternative is None:
        before = marks[review.losing - 1].position
        if lookup(before) is None:
            return before
    for mark in reversed(marks):
        if mark.state == THINKING and lookup(mark.position) is None:
            return mark.position
    return None

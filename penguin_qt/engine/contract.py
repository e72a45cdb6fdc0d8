"""The rule contract of a variant: the fields of ``Rules``, and five operations a subclass may
override where a rule is not a setting.

``legal_moves(position)``
    every legal move (the moves from one cell to another included);
``check(position, move)``
    raise ``IllegalMoveError`` / ``InvalidMoveError`` with a reason unless ``move`` is legal;
``apply(position, move)``
    the position after a legal move (unchecked), with the moves the rules make by themselves;
``step(position, move)``
    the same, one frame at a time: ``(forced moves, positions after the move and after each
    forced move)``;
``is_won(position)``
    whether the game is won.

A subclass overrides any of them; ``adopt`` (called for every subclass as it is made) derives
the rest from what it overrides, so that every caller that goes through the rules -- the
game, the table's queries, hints, replays, records, the solvers -- plays by them: the
other of ``legal_moves`` and ``check`` when only one is given, the other of ``apply`` and
``step``, and ``iter_legal_moves``, ``has_moves``, ``children``, ``play_line`` and
``autoplay_move`` always.  ``Rules.overridden`` names the operations a class overrides: a
solver computes the moves of rules that override none its own fast way, and goes through
the operations for the others.

Anything else of ``Rules`` a subclass redefines (``fits``, ``carry_limit``, ``run_length``,
...) would be honoured by some callers and not by others, so the class is refused when it is
made (a ``TypeError`` naming the method, raised where the plugin defines the class), and so
is an operation that does not take the arguments the callers give it.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from . import checking, moving
from .errors import N_, EngineError, IllegalMoveError
from .position import CELL, COLUMN, FOUNDATION, Move, Position

if TYPE_CHECKING:
    from .rules import Rules

#: The operations a variant may override, and the arguments each takes after ``self``.
OPERATIONS: dict[str, tuple[str, ...]] = {
    "legal_moves": ("position",),
    "check": ("position", "move"),
    "apply": ("position", "move"),
    "step": ("position", "move"),
    "is_won": ("position",),
}
#: What a subclass may set besides the operations: the rule record's own class attributes.
ALLOWED = frozenset({"overridden"})


def adopt(cls: type[Rules], Rules: type[Rules]) -> None:  # noqa: N803 - the class itself
    """Check a subclass ``cls`` of ``Rules`` against the contract (TypeError saying what
    breaks it) and derive its methods from the operations it overrides."""
    problem = _problem(cls, Rules)
    if problem:
        raise TypeError(f"{cls.__qualname__} breaks the rule contract of Rules: {problem}")
    overridden = frozenset(
        name for name in OPERATIONS if getattr(cls, name) is not getattr(Rules, name)
    )
    cls.overridden = overridden
    if not overridden:
        return
    derived: dict[str, Callable[..., Any]] = {
        "iter_legal_moves": iter_legal_moves,
        "has_moves": has_moves,
        "children": children,
        "play_line": play_line,
        "autoplay_move": autoplay_move,
    }
    if "check" in overridden and "legal_moves" not in overridden:
        derived["legal_moves"] = legal_moves_by_check
    if "legal_moves" in overridden and "check" not in overridden:
        derived["check"] = check_by_moves
    if "apply" in overridden and "step" not in overridden:
        derived["step"] = step_by_apply
    if "step" in overridden and "apply" not in overridden:
        derived["apply"] = apply_by_step
    for name, function in derived.items():
        setattr(cls, name, function)


def _problem(cls: type, base: type) -> str:
    """What in ``cls`` breaks the contract, "" when nothing."""
    ours = set(_DERIVED_FUNCTIONS.values())
    for klass in cls.__mro__:
        if klass is base:
            break
        for name, value in vars(klass).items():
            if name.startswith("_") or name in ALLOWED or value in ours:
                continue
            if name in OPERATIONS:
                wanted = OPERATIONS[name]
                if not callable(value):
                    return f"{name} must be a method taking ({', '.join(('self', *wanted))})"
                try:
                    inspect.signature(value).bind(None, *wanted)
                except TypeError:
                    return f"{name} must take ({', '.join(('self', *wanted))})"
                except ValueError:  # no signature to read (a builtin): taken as it is
                    pass
            elif hasattr(base, name):
                return (
                    f"{name} is not one of the operations a variant may override "
                    f"({', '.join(OPERATIONS)}); the fields of Rules set the rest"
                )
    return ""


# -- the derived methods ----------------------------------------------------------------------


def _cell_to_cell(move: Move) -> bool:
    return move.source_kind == CELL and move.target_kind == CELL


def iter_legal_moves(
    rules: Rules, position: Position, cell_shuffles: bool = True
) -> Iterator[Move]:
    """The variant's legal moves one at a time (without the moves from one cell to another
    unless ``cell_shuffles``)."""
    for move in rules.legal_moves(position):
        if cell_shuffles or not _cell_to_cell(move):
            yield move


def has_moves(rules: Rules, position: Position) -> bool:
    return next(rules.iter_legal_moves(position, False), None) is not None


def children(rules: Rules, position: Position, cell_shuffles: bool = False) -> list:
    return [
        (move, rules.apply(position, move))
        for move in rules.iter_legal_moves(position, cell_shuffles)
    ]


def play_line(rules: Rules, position: Position, moves: Sequence[Move]) -> Position | None:
    """The position after the line, each move played through the variant's own ``check``
    and ``apply``; None at the first it refuses (``Rules.play`` says why)."""
    try:
        for move in moves:
            position = rules.play(position, move)
    except EngineError:
        return None
    except Exception:  # anything odd in the input: the move-by-move path says what
        return None
    return position


def autoplay_move(rules: Rules, position: Position, policy: str | None = None) -> Move | None:
    """The next card autoplay sends home, among the moves the variant allows."""
    policy = rules.autoplay if policy is None else policy
    if policy == "none":
        return None
    for kind, index, c in moving._exposed_cards(position):
        if c % 13 + 1 != position.next_foundation_rank(c // 13):
            continue
        if policy == "safe" and not moving._safe_home(rules, position, c):
            continue
        move = Move(kind, index, FOUNDATION, 0, 1)
        if rules.is_legal(position, move):
            return move
    return None


def check_by_moves(rules: Rules, position: Position, move: Move) -> None:
    """``check`` of a variant that overrides ``legal_moves`` only: legal when it is one of
    them; otherwise the fields' reason, or a plain one where the fields would allow it."""
    if move in rules.legal_moves(position):
        return
    checking.check(rules, position, move)
    raise IllegalMoveError(N_("{variant} does not allow this move"), variant=rules.name)


def candidate_moves(rules: Rules, position: Position) -> Iterator[Move]:
    """Every move that names real piles and cards: each column's last cards (every count)
    and each cell's card, to every other pile."""
    targets = [(FOUNDATION, 0)]
    targets += [(CELL, i) for i in range(len(position.cells))]
    targets += [(COLUMN, i) for i in range(len(position.columns))]
    for s, col in enumerate(position.columns):
        for count in range(1, len(col) + 1):
            for kind, t in targets:
                if (kind, t) != (COLUMN, s) and (count == 1 or kind == COLUMN):
                    yield Move(COLUMN, s, kind, t, count)
    for s, held in enumerate(position.cells):
        if held is not None:
            for kind, t in targets:
                if (kind, t) != (CELL, s):
                    yield Move(CELL, s, kind, t, 1)


def legal_moves_by_check(rules: Rules, position: Position) -> list[Move]:
    """``legal_moves`` of a variant that overrides ``check`` only: every candidate move its
    ``check`` lets through."""
    return [move for move in candidate_moves(rules, position) if rules.is_legal(position, move)]


def step_by_apply(
    rules: Rules, position: Position, move: Move
) -> tuple[tuple[Move, ...], tuple[Position, ...]]:
    """``step`` of a variant that overrides ``apply`` only: one frame, no forced moves."""
    return (), (rules.apply(position, move),)


def apply_by_step(rules: Rules, position: Position, move: Move) -> Position:
    """``apply`` of a variant that overrides ``step`` only: its last frame."""
    return rules.step(position, move)[1][-1]


_DERIVED_FUNCTIONS: dict[str, Callable[..., Any]] = {
    "iter_legal_moves": iter_legal_moves,
    "has_moves": has_moves,
    "children": children,
    "play_line": play_line,
    "autoplay_move": autoplay_move,
    "check": check_by_moves,
    "legal_moves": legal_moves_by_check,
    "step": step_by_apply,
    "apply": apply_by_step,
}

"""Applying moves: the one path every move takes, with the forced base-card moves.

``apply`` (unchecked, for solvers and generated moves), ``step`` (the same, with every
intermediate position, for the game and its animations), ``children`` (a solver's
expansion), ``settle`` (a deal or a position read from text) and ``forced_moves`` are all
made of the same two parts: ``_apply`` places the move's cards, ``_send_home`` makes the
forced moves — in games with ``forced_base_moves``, a base-rank card of a suit whose
foundation is still empty goes there as soon as it is the exposed card of a column.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from .cards import RANK, RED, SUIT, card
from .movegen import legal_moves
from .position import CELL, COLUMN, FOUNDATION, Move, Position

if TYPE_CHECKING:
    from .rules import Rules

Child = tuple[Move, Position]

_new_tuple = tuple.__new__
_HOME = tuple(Move(COLUMN, s, FOUNDATION, 0, 1) for s in range(16))


def apply(rules: Rules, position: Position, move: Move) -> Position:
    """The position after ``move`` and the forced moves it causes.  Unchecked: for solvers
    and for moves that came from ``legal_moves``."""
    return _apply(rules, position, move, False)


def step(
    rules: Rules, position: Position, move: Move
) -> tuple[tuple[Move, ...], tuple[Position, ...]]:
    """``move`` and the forced moves it causes, one at a time: the forced moves, and the
    positions after the move and after each forced move (the last is ``apply``'s).
    Unchecked, like ``apply``."""
    forced: list[Move] = []
    frames: list[Position] = []
    _apply(rules, position, move, False, forced, frames)
    return tuple(forced), tuple(frames)


def children(rules: Rules, position: Position, cell_shuffles: bool = False) -> list[Child]:
    """Every legal move with the position after it: ``[(move, apply(position, move))]`` in
    the order of ``legal_moves``, without the moves from one cell to another unless asked.
    The fastest way for a solver to expand a position."""
    columns, _, foundations, base = position
    settled = not rules.forced_base_moves or not _waiting(columns, foundations, base - 1)
    return [
        (move, _apply(rules, position, move, settled))
        for move in legal_moves(rules, position, cell_shuffles)
    ]


def settle(rules: Rules, position: Position) -> Position:
    """``position`` with the forced moves made (a deal, or a position read from text)."""
    columns, _, foundations, base = position
    if rules.forced_base_moves and _waiting(columns, foundations, base - 1):
        return _send_home(position)
    return position


def forced_moves(rules: Rules, position: Position) -> list[Move]:
    """The moves the rules make on their own from here, in order; empty when none is due."""
    moves: list[Move] = []
    if rules.forced_base_moves:
        _send_home(position, moves)
    return moves


def _waiting(columns: tuple[tuple[int, ...], ...], foundations: tuple[int, ...], b: int) -> bool:
    """Whether a column's exposed card is a base-rank card (rank ``b + 1``) of a suit whose
    foundation is empty."""
    if 0 not in foundations:
        return False
    for col in columns:
        if col:
            top = col[-1]
            if top % 13 == b and not foundations[top // 13]:
                return True
    return False


def _apply(
    rules: Rules,
    position: Position,
    move: Move,
    settled: bool,
    forced: list[Move] | None = None,
    frames: list[Position] | None = None,
) -> Position:
    # ``settled``: no base-rank card waits exposed in ``position``, so only the column the
    # move changes needs a look for forced moves.  ``forced`` and ``frames``, when given,
    # receive the forced moves and the positions after the move and after each forced move.
    sk, s, tk, t, count = move
    columns, cells, foundations, base = position
    if sk == COLUMN:
        col = columns[s]
        cut = len(col) - count
        head = col[cut]
        cols = list(columns)
        cols[s] = col[:cut]
        if tk == COLUMN:
            cols[t] = columns[t] + col[cut:]
        elif tk == CELL:
            held = list(cells)
            held[t] = head
            cells = _new_tuple(tuple, held)
        columns = _new_tuple(tuple, cols)
    else:
        head = cells[s]  # type: ignore[assignment]  # a move's source cell holds a card
        held = list(cells)
        held[s] = None
        if tk == CELL:
            held[t] = head
        elif tk == COLUMN:
            cols = list(columns)
            cols[t] = columns[t] + (head,)
            columns = _new_tuple(tuple, cols)
        cells = _new_tuple(tuple, held)
    if tk == FOUNDATION:
        home = list(foundations)
        home[head // 13] += 1
        foundations = _new_tuple(tuple, home)
    if rules.forced_base_moves and 0 in foundations:
        b = base - 1
        if settled:
            changed = columns[s] if sk == COLUMN else columns[t] if tk == COLUMN else ()
            waiting = bool(changed) and changed[-1] % 13 == b and not foundations[changed[-1] // 13]
        else:  # _waiting, written out: this is the hot path of ``apply``
            waiting = False
            for col in columns:
                if col:
                    top = col[-1]
                    if top % 13 == b and not foundations[top // 13]:
                        waiting = True
                        break
        if waiting:
            placed = _new_tuple(Position, (columns, cells, foundations, base))
            if frames is not None:
                frames.append(placed)
            return _send_home(placed, forced, frames)
    after: Position = _new_tuple(Position, (columns, cells, foundations, base))
    if frames is not None:
        frames.append(after)
    return after


def _send_home(
    position: Position, moves: list[Move] | None = None, frames: list[Position] | None = None
) -> Position:
    """The forced moves: every exposed base-rank card whose foundation is still empty goes
    there, until none is left (a card under one sent home may be one too)."""
    columns, cells, foundations, base = position
    b = base - 1
    cols = list(columns)
    home = list(foundations)
    changed = True
    while changed:
        changed = False
        for i, col in enumerate(cols):
            if col and col[-1] % 13 == b and not home[col[-1] // 13]:
                home[col[-1] // 13] = 1
                cols[i] = col[:-1]
                changed = True
                if moves is not None:
                    moves.append(_HOME[i])
                if frames is not None:
                    frames.append(
                        Position(tuple(cols), cells, (home[0], home[1], home[2], home[3]), base)
                    )
    return Position(tuple(cols), cells, (home[0], home[1], home[2], home[3]), base)


# -- autoplay ----------------------------------------------------------------------------------


def autoplay_move(rules: Rules, position: Position, policy: str | None = None) -> Move | None:
    """The next card the autoplay policy sends home (``"any"``: every card that fits;
    ``"safe"``: only cards no other card can still need; ``"none"``), or None."""
    policy = rules.autoplay if policy is None else policy
    if policy == "none":
        return None
    for kind, index, c in _exposed_cards(position):
        if RANK[c] != position.next_foundation_rank(SUIT[c]):
            continue
        if policy == "safe" and not _safe_home(rules, position, c):
            continue
        return Move(kind, index, FOUNDATION, 0, 1)
    return None


def safe_home_moves(rules: Rules, position: Position) -> list[Move]:
    """Every move home the ``"safe"`` policy makes from ``position``, one after the other
    (the cards no other card can still need; a card freed by one may follow)."""
    moves = []
    while (move := autoplay_move(rules, position, "safe")) is not None:
        moves.append(move)
        position = apply(rules, position, move)
    return moves


def _exposed_cards(position: Position) -> Iterator[tuple[int, int, int]]:
    for i, c in enumerate(position.cells):
        if c is not None:
            yield CELL, i, c
    for i, col in enumerate(position.columns):
        if col:
            yield COLUMN, i, col[-1]


def _safe_home(rules: Rules, position: Position, c: int) -> bool:
    """A card is safe to send home when every card that could be built on it is home."""
    if rules.build == "suit":
        return True
    home = position.foundations
    needed = (RANK[c] - position.base) % 13  # cards of the rank below that must be home
    if needed <= 1:
        return True
    if rules.build == "rank":  # a card of the rank below of any other suit may want it
        return all(home[s] >= needed for s in range(4) if s != SUIT[c])
    return all(home[s] >= needed for s in range(4) if RED[card(1, s)] != RED[c])

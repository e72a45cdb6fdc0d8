"""The table's questions, answered by the rules: what a pile holds, which move a gesture on
the table means, where lifted cards may go, why cards cannot be lifted, and which card is
the beak.

A gesture names piles, not moves: "the cards from the 4th up of column 3, dropped on the
clubs' foundation".  ``find_move`` turns that into the one ``Move`` it means (python-chess's
``Board.find_move`` is the model), and the other questions are asked of the rules' own
``legal_moves`` and ``check``, so a variant that overrides those is honoured by every drag,
click and key of the window, and by what a screen reader is told.

A pile is ``(kind, index)``: ``(COLUMN, i)``, ``(CELL, i)`` or ``(FOUNDATION, suit)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import RANK, SUIT, card
from .errors import N_, EngineError, InvalidMoveError
from .position import CELL, COLUMN, FOUNDATION, Move, Position

if TYPE_CHECKING:
    from .rules import Rules

Pile = tuple[int, int]


def foundation_cards(position: Position, suit: int) -> list[int]:
    """The cards on a suit's foundation, bottom first."""
    base = position.base
    return [card((base - 1 + k) % 13 + 1, suit) for k in range(position.foundations[suit])]


def pile_cards(position: Position, pile: Pile) -> list[int]:
    """The cards of a pile, bottom first."""
    kind, index = pile
    if kind == COLUMN:
        return list(position.columns[index])
    if kind == CELL:
        c = position.cells[index]
        return [] if c is None else [c]
    return foundation_cards(position, index)


def find_move(position: Position, source: Pile, index: int, target: Pile) -> Move:
    """The move that carries the cards from ``index`` up of ``source`` to ``target`` (legal
    or not: ``Rules.check`` says why not).  Only a column's cards move several at a time."""
    count = len(position.columns[source[1]]) - index if source[0] == COLUMN else 1
    target_index = 0 if target[0] == FOUNDATION else target[1]
    return Move(source[0], source[1], target[0], target_index, max(count, 1))


def target_pile(position: Position, move: Move) -> Pile:
    """The pile ``move`` puts its cards on (a foundation is the suit's own)."""
    if move.target_kind != FOUNDATION:
        return (move.target_kind, move.target)
    source = pile_cards(position, (move.source_kind, move.source))
    head = source[len(source) - move.count] if source else 0
    return (FOUNDATION, SUIT[head])


def moves_of(rules: Rules, position: Position, pile: Pile, index: int) -> list[Move]:
    """The legal moves of exactly the cards from ``index`` up of ``pile``."""
    cards = pile_cards(position, pile)
    if pile[0] == FOUNDATION or not 0 <= index < len(cards):
        return []
    count = len(cards) - index if pile[0] == COLUMN else 1
    return [
        m
        for m in rules.legal_moves(position)
        if (m.source_kind, m.source, m.count) == (pile[0], pile[1], count)
    ]


def targets(rules: Rules, position: Position, pile: Pile, index: int) -> set[Pile]:
    """The piles the cards from ``index`` up of ``pile`` may be put on now."""
    return {target_pile(position, m) for m in moves_of(rules, position, pile, index)}


def lift_refusal(rules: Rules, position: Position, pile: Pile, index: int) -> EngineError | None:
    """Why the cards from ``index`` up of ``pile`` cannot be lifted (None when they can): the
    rules' own reason, as ``check`` gives it for a move of those cards."""
    kind, number = pile
    cards = pile_cards(position, pile)
    if not 0 <= index < len(cards):
        return InvalidMoveError(
            N_("There is no card in {pile}"), pile=rules.pile_name(kind, number)
        )
    if kind == FOUNDATION:
        probe = Move(FOUNDATION, 0, COLUMN, 0, 1)
    elif kind == COLUMN:
        count = len(cards) - index
        if count <= rules.run_length(position.columns[number], position.base):
            return None
        probe = Move(COLUMN, number, COLUMN, (number + 1) % max(rules.columns, 1), count)
    else:
        return None
    try:
        rules.check(position, probe)
    except EngineError as error:
        return error
    return None


def liftable_index(rules: Rules, position: Position, pile: Pile) -> int | None:
    """Where the keyboard lifts a pile: the head of a column's run, a cell's card; None for
    an empty pile or a foundation."""
    cards = pile_cards(position, pile)
    if not cards or pile[0] == FOUNDATION:
        return None
    if pile[0] == COLUMN:
        return len(cards) - rules.run_length(position.columns[pile[1]], position.base)
    return 0


def _preference(move: Move, position: Position) -> int:
    """Where a double-click sends cards first: home, onto a card, an empty column, a cell."""
    if move.target_kind == FOUNDATION:
        return 0
    if move.target_kind == COLUMN:
        return 1 if position.columns[move.target] else 2
    return 3


def best_move(rules: Rules, position: Position, pile: Pile, index: int) -> Move | None:
    """The move a double-click on the cards from ``index`` up of ``pile`` means: home first,
    then onto a card, an empty column, a cell (never a card from one cell to another);
    None when they have nowhere to go."""
    moves = [
        m
        for m in moves_of(rules, position, pile, index)
        if not (m.source_kind == CELL and m.target_kind == CELL)
    ]
    return min(moves, key=lambda m: _preference(m, position)) if moves else None


def drop_move(rules: Rules, position: Position, source: Pile, index: int, target: Pile) -> Move:
    """The move the keyboard means by putting the cards lifted from ``index`` up of
    ``source`` on ``target``: the longest legal run of them that goes there (as many as the
    carry limit allows), else the whole lift, whose ``check`` says why not."""
    wanted = find_move(position, source, index, target)
    fits = [
        m for m in rules.legal_moves(position) if m[:4] == wanted[:4] and m.count <= wanted.count
    ]
    return max(fits, key=lambda m: m.count) if fits else wanted


def beak(rules: Rules, initial: Position) -> int | None:
    """The beak: the first card a deal that chooses the base put down, which set the base
    rank (it stays at the head of the first column); None in a game whose base is the ace."""
    if not rules.wraps or not initial.columns:
        return None
    first = initial.columns[0]
    if first and RANK[first[0]] == initial.base:
        return first[0]
    return None

"""Checking moves with reasons a player can read, and the words the rules are told in.

``check`` raises an ``IllegalMoveError`` (a well-formed move the rules do not allow here) or
an ``InvalidMoveError`` (a move that makes no sense at all) whose template and values the UI
translates; every other function here returns such a ``Text``.  Move generation
(``movegen``) yields exactly the moves ``check`` lets through; the tests hold the two equal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import RANK, RANK_LABELS, SUIT, card, card_label
from .errors import N_, IllegalMoveError, InvalidMoveError, Text
from .movegen import FITS
from .position import CELL, CELL_LETTERS, COLUMN, FOUNDATION, Move, Position

if TYPE_CHECKING:
    from .rules import Rules

RANK_PLURALS = (
    N_("aces"), N_("twos"), N_("threes"), N_("fours"), N_("fives"), N_("sixes"), N_("sevens"),
    N_("eights"), N_("nines"), N_("tens"), N_("jacks"), N_("queens"), N_("kings"),
)  # fmt: skip
SUIT_NAMES = (N_("clubs"), N_("diamonds"), N_("hearts"), N_("spades"))


def cell_word(rules: Rules, count: int) -> Text:
    """What these rules call a cell: "flipper(s)" in Penguin, "free cell(s)" elsewhere."""
    if rules.cell_name == "flipper":
        return Text(N_("flipper") if count == 1 else N_("flippers"))
    return Text(N_("free cell") if count == 1 else N_("free cells"))


def describe_empty_column(rules: Rules, base: int) -> str:
    """Short label for an empty column: the rank letter it takes, or 'any'."""
    rank = rules.empty_column_rank(base)
    if rank == 0:
        return N_("none")
    return N_("any") if rank is None else RANK_LABELS[rank - 1]


def describe_empty_columns(rules: Rules) -> Text:
    """What an empty column takes, as a sentence a player can read."""
    if rules.empty_column == "any":
        return Text(N_("An empty column takes any card"))
    if rules.empty_column == "none":
        return Text(N_("An empty column stays empty"))
    if rules.empty_column == "kings":
        return Text(N_("An empty column takes only a king"))
    return Text(N_("An empty column takes only the rank below the base rank"))


def describe_build(rules: Rules) -> Text:
    """How the tableau builds, in words a player can read."""
    return Text(
        {
            "suit": N_("the tableau builds down in suit"),
            "rank": N_("the tableau builds down regardless of suit"),
        }.get(rules.build, N_("the tableau builds down in alternating colours"))
    )


def describe_run_limit(rules: Rules) -> Text:
    """Which run-move limit these rules use, in words a player can read."""
    if rules.run_limit == "unlimited":
        return Text(N_("Runs of any length move as a unit"))
    if rules.run_limit == "single":
        return Text(N_("One card moves at a time"))
    if rules.run_limit == "cells":
        return Text(
            N_("Runs of up to (empty {cells} + 1) cards move as a unit"),
            cells=cell_word(rules, 2),
        )
    return Text(
        N_(
            "Runs of up to (empty {cells} + 1) cards, doubled for each empty column other "
            "than the destination, move as a unit"
        ),
        cells=cell_word(rules, 2),
    )


def carry_explanation(rules: Rules, position: Position, to_empty_column: bool = False) -> Text:
    """Why the carry limit is what it is, in words a player can read.

    ``to_empty_column``: for a move into an empty column, which does not count itself.
    """
    limit = rules.carry_limit(position, to_empty_column)
    free = position.cells.count(None)
    if rules.run_limit == "unlimited":
        return Text(N_("any number of cards can be carried"))
    if rules.run_limit == "single":
        return Text(N_("one card can be moved at a time in this variant"))
    cells = Text(N_("{count} empty {word}"), count=free, word=cell_word(rules, free))
    if free == 0:
        cells = Text(N_("no empty {word}"), word=cell_word(rules, 0))
    if rules.run_limit == "cells":
        if limit == 1:
            template = N_("1 card can be carried now: {cells} (empty columns do not count)")
        else:
            template = N_("{limit} cards can be carried now: {cells} (empty columns do not count)")
        return Text(template, limit=limit, cells=cells)
    empty = sum(1 for col in position.columns if not col) - (1 if to_empty_column else 0)
    if to_empty_column:
        if empty <= 0:
            columns = Text(N_("no other empty column"))
        elif empty == 1:
            columns = Text(N_("1 other empty column"))
        else:
            columns = Text(N_("{count} other empty columns"), count=empty)
    elif empty <= 0:
        columns = Text(N_("no empty column"))
    elif empty == 1:
        columns = Text(N_("1 empty column"))
    else:
        columns = Text(N_("{count} empty columns"), count=empty)
    if limit == 1:
        template = N_("1 card can be carried now: {cells}, {columns}")
    else:
        template = N_("{limit} cards can be carried now: {cells}, {columns}")
    return Text(template, limit=limit, cells=cells, columns=columns)


def pile_name(rules: Rules, kind: int, index: int) -> Text:
    """A pile as the player knows it: "column 3", "flipper b", "the foundation"."""
    if kind == COLUMN:
        return Text(N_("column {n}"), n=index + 1)
    if kind == CELL:
        word = cell_word(rules, 1)
        # Cells are lettered; an index no cell can have is named by number.
        letter = CELL_LETTERS[index] if 0 <= index < len(CELL_LETTERS) else str(index + 1)
        return Text(N_("{word} {letter}"), word=word, letter=letter)
    return Text(N_("the foundation"))


def check(rules: Rules, position: Position, move: Move) -> None:
    """Raise an error with a reason a player can read unless ``move`` is legal here."""
    sk, s, tk, t, count = move
    head = _check_source(rules, position, move)[0]
    if tk == FOUNDATION:
        _check_foundation(position, head, t, count)
        return
    if not 0 <= t < (rules.columns if tk == COLUMN else rules.cells):
        raise InvalidMoveError(N_("There is no {pile}"), pile=pile_name(rules, tk, t))
    if (sk, s) == (tk, t):
        raise InvalidMoveError(N_("The cards are already there"))
    if tk == CELL:
        if count != 1:
            raise IllegalMoveError(N_("A {word} holds one card"), word=cell_word(rules, 1))
        if position.cells[t] is not None:
            raise IllegalMoveError(
                N_("There is already a card in {pile}"), pile=pile_name(rules, CELL, t)
            )
        return
    target = position.columns[t]
    if target:
        _check_build(rules, position.base, head, target[-1])
    else:
        _check_empty_column(rules, position.base, head)
    if count > rules.carry_limit(position, not target):
        raise IllegalMoveError(
            N_("Only {explanation}"),
            explanation=carry_explanation(rules, position, not target),
        )


def _check_foundation(position: Position, head: int, t: int, count: int) -> None:
    if t != 0:  # one foundation target: the suit decides which pile the card goes to
        raise InvalidMoveError(
            N_("Moves to the foundation use index 0: the card's suit picks the pile")
        )
    if count != 1:
        raise IllegalMoveError(N_("Cards go to a foundation one at a time"))
    suit = SUIT[head]
    needed = position.next_foundation_rank(suit)
    if RANK[head] == needed:
        return
    if position.foundations[suit] == 0:
        raise IllegalMoveError(
            N_("The {suit} foundation starts with the {card}"),
            suit=Text(SUIT_NAMES[suit]),
            card=card_label(card(position.base, suit)),
        )
    raise IllegalMoveError(
        N_("The {card} cannot go home yet: the {suit} foundation takes the {next} next"),
        card=card_label(head),
        suit=Text(SUIT_NAMES[suit]),
        next=card_label(card(needed, suit)),  # type: ignore[arg-type]  # not complete: head fits
    )


def _check_build(rules: Rules, base: int, head: int, top: int) -> None:
    """Whether ``head`` (the card or the run's first card) may go on the exposed ``top``."""
    if RANK[top] == base:
        if rules.wraps:
            raise IllegalMoveError(
                N_("Nothing may be placed on the {card}: {rank} is the base rank"),
                card=card_label(top),
                rank=RANK_LABELS[base - 1],
            )
        raise IllegalMoveError(N_("Nothing may be placed on an ace"))
    if not FITS[rules.build][top][head]:
        raise IllegalMoveError(
            N_("The {card} does not go on the {target}: {rule}"),
            card=card_label(head),
            target=card_label(top),
            rule=describe_build(rules),
        )


def _check_empty_column(rules: Rules, base: int, head: int) -> None:
    rank = rules.empty_column_rank(base)
    if rank is None or RANK[head] == rank:
        return
    if rank == 0:
        raise IllegalMoveError(N_("Empty columns stay empty in this variant"))
    if rules.empty_column == "below-base" and rules.wraps:
        raise IllegalMoveError(
            N_("Empty columns take only {ranks}: the base rank is {base}"),
            ranks=Text(RANK_PLURALS[rank - 1]),
            base=RANK_LABELS[base - 1],
        )
    raise IllegalMoveError(
        N_("Empty columns take only {ranks}"), ranks=Text(RANK_PLURALS[rank - 1])
    )


def _check_source(rules: Rules, position: Position, move: Move) -> tuple[int, ...]:
    sk, s, tk, _t, count = move
    if sk == FOUNDATION:
        raise IllegalMoveError(N_("Cards on a foundation stay there"))
    if tk not in (COLUMN, CELL, FOUNDATION) or sk not in (COLUMN, CELL):
        raise InvalidMoveError(N_("Not a move: {text!r}"), text=str(move))
    if count < 1:
        raise InvalidMoveError(N_("A move carries at least one card"))
    if not 0 <= s < (rules.columns if sk == COLUMN else rules.cells):
        raise InvalidMoveError(N_("There is no {pile}"), pile=pile_name(rules, sk, s))
    if sk == CELL:
        c = position.cells[s]
        if c is None:
            raise InvalidMoveError(N_("There is no card in {pile}"), pile=pile_name(rules, sk, s))
        if count != 1:
            raise IllegalMoveError(N_("A {word} holds one card"), word=cell_word(rules, 1))
        return (c,)
    col = position.columns[s]
    if not col:
        raise InvalidMoveError(N_("There is no card in {pile}"), pile=pile_name(rules, sk, s))
    if count > len(col):
        if len(col) == 1:
            raise InvalidMoveError(
                N_("There is only 1 card in {pile}"), pile=pile_name(rules, sk, s)
            )
        raise InvalidMoveError(
            N_("There are only {n} cards in {pile}"), pile=pile_name(rules, sk, s), n=len(col)
        )
    if count > rules.run_length(col, position.base):
        raise IllegalMoveError(
            N_("The {card} cannot be moved with the cards on it: they are not a run"),
            card=card_label(col[-count]),
        )
    if count > 1 and tk != COLUMN:
        raise IllegalMoveError(N_("Only one card at a time goes there"))
    return col[-count:]

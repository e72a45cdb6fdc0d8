"""Between the engine's positions and moves and the search's relabelled cards."""

from __future__ import annotations

import time

from penguin_qt.engine import CELL, COLUMN, FOUNDATION, EngineError, Move, Position, Rules
from penguin_qt.engine.replaying import send_home
from penguin_qt.solving import SolutionError
from penguin_qt.solving.lines import (
    TO_CELL,
    TO_EMPTY_COLUMN,
    TO_FOUNDATION,
    carry_one_by_one,
    moves_from_cards,
)

from .search import ALTERNATE, ANY_SUIT, SAME_SUIT, SearchRules, search_rules

BUILDS = {"suit": SAME_SUIT, "alternate": ALTERNATE, "rank": ANY_SUIT}


def to_internal(card: int, base: int) -> int:
    suit, rank = divmod(card, 13)
    return suit * 13 + (rank + 1 - base) % 13


def to_engine(card: int, base: int) -> int:
    suit, k = divmod(card, 13)
    return suit * 13 + (k + base - 1) % 13


def encode(position: Position):
    """(columns as bytes, cells as sorted bytes, home counts) in relabelled cards."""
    base = position.base
    cols = tuple(bytes(to_internal(c, base) for c in col) for col in position.columns)
    cells = bytes(sorted(to_internal(c, base) for c in position.cells if c is not None))
    return cols, cells, list(position.foundations)


def empty_column_k(rules: Rules, base: int) -> int | None:
    """The relabelled rank an empty column takes: None for any card, -1 for none."""
    rank = rules.empty_column_rank(base)
    if rank == 0:
        return -1
    return None if rank is None else (rank - base) % 13


def search_tables(rules: Rules, base: int) -> SearchRules:
    """The search's tables for these rules and base rank."""
    return search_rules(
        rules.columns,
        rules.cells,
        BUILDS[rules.build],
        empty_column_k(rules, base),
        search_run_limit(rules),
    )


def search_run_limit(rules: Rules) -> str:
    """The carry limit the search moves runs by.  Where the rules move one card at a time,
    the search moves as well the runs a chain of single cards can carry -- through the
    empty cells, and the empty columns where they take any card -- and the solution makes
    each a chain again (``solution_moves``): the positions it can reach are the same, and a
    won deal is found without storing every position of every chain on the way.  Not with
    the forced base-rank moves, which a chain's own positions could set off."""
    if rules.run_limit != "single" or rules.forced_base_moves:
        return rules.run_limit
    return "formula" if rules.empty_column == "any" else "cells"


def to_moves(position: Position, rules: Rules, line) -> tuple[list[Move], Position]:
    """Engine moves for a recorded line (internal cards; targets as in ``search``, whose
    FOUND / CELL / EMPTY codes equal the TO_* codes of ``penguin_qt.solving.lines``), each
    checked by the engine.  Returns the moves and the final position."""
    if rules.run_limit == "single":  # run moves made chains of single cards first
        moves, _ = _line_moves(position, rules, line)
        for i, move in enumerate(moves):
            try:
                position = rules.play(position, move)
            except EngineError as exc:
                raise SolutionError(f"move {i + 1} ({move.text}) is illegal: {exc}") from None
        return moves, position
    base = position.base
    cards = [(to_engine(c, base), t if t < 0 else to_engine(t, base)) for c, t in line]
    return moves_from_cards(position, rules, cards)


def solution_moves(position: Position, rules: Rules, line) -> list[Move]:
    """Engine moves for a winning line, found by playing it on plain lists: the search only
    makes legal moves, and every caller replays a solution through the engine once
    (``run_solver``), so checking each move here as well would only do that work twice
    (``to_moves`` does, for lines that are not known to win).  The forced moves of the rules
    (a base-rank card going home on its own) are made as the engine makes them.  Raises
    SolutionError when a move cannot be found in the position or the line does not end with
    every card home."""
    moves, home = _line_moves(position, rules, line)
    if home != [13, 13, 13, 13]:
        raise SolutionError(f"the line ends with {sum(home)} cards home")
    return moves


def _line_moves(position: Position, rules: Rules, line) -> tuple[list[Move], list[int]]:
    """The engine moves of a recorded line, unchecked, and the foundations' counts after it
    (``solution_moves``); a run move of rules that move one card at a time is made the chain
    of single cards it stands for (``search_run_limit``)."""
    base = position.base
    cols = [list(col) for col in position.columns]
    cells = list(position.cells)
    home = list(position.foundations)
    forced = rules.forced_base_moves
    first = base - 1  # c % 13 of a base-rank card
    single = rules.run_limit == "single"
    any_card = rules.empty_column == "any"
    moves: list[Move] = []
    for c, t in line:
        suit, k = divmod(c, 13)
        c = suit * 13 + (k + first) % 13
        if t == TO_FOUNDATION and home[suit] > k:
            continue  # a forced move the engine made already
        if c in cells:
            kind, index, count = CELL, cells.index(c), 1
            cells[index] = None
            moved = [c]
        else:
            for index, col in enumerate(cols):  # noqa: B007  (the loop finds the index)
                if c in col:
                    break
            else:
                raise SolutionError(f"move {len(moves) + 1}: card {c} is not in the position")
            kind, cut = COLUMN, col.index(c)
            moved = col[cut:]
            count = len(moved)
            if count > 1 and t in (TO_FOUNDATION, TO_CELL):
                raise SolutionError(f"move {len(moves) + 1}: card {c} is not exposed")
            del col[cut:]
        if t == TO_FOUNDATION:
            moves.append(Move(kind, index, FOUNDATION, 0, 1))
            home[suit] += 1
        elif t == TO_CELL:
            if None not in cells:
                raise SolutionError(f"move {len(moves) + 1}: no empty cell")
            d = cells.index(None)
            moves.append(Move(kind, index, CELL, d, 1))
            cells[d] = c
        else:
            if t == TO_EMPTY_COLUMN:
                found = [i for i, col in enumerate(cols) if not col]
            else:
                target = t // 13 * 13 + (t % 13 + first) % 13
                found = [i for i, col in enumerate(cols) if col and col[-1] == target]
            if not found:
                raise SolutionError(f"move {len(moves) + 1}: no column takes card {c}")
            if count > 1 and single:  # the run move stands for a chain of single cards
                cols[index].extend(moved)
                spares = [i for i, col in enumerate(cols) if not col and i != found[0]]
                steps = carry_one_by_one(
                    cols, cells, index, found[0], count, spares if any_card else []
                )
                moves.extend(move for move, _, _ in steps)
            else:
                moves.append(Move(kind, index, COLUMN, found[0], count))
                cols[found[0]].extend(moved)
        if forced and 0 in home:
            send_home(cols, home, first)
    return moves, home


def shorten(
    position: Position, rules: Rules, moves: list[Move], deadline: float | None = None
) -> list[Move]:
    """A winning line without its detours, until a pass finds none: from each position of
    the line, the move that reaches the latest later position of the line (the search's
    depth-first strategies wander, moving a card on and on where one move would do).  The
    moves are the engine's own (``Rules.children``), so the line stays legal.  At
    ``deadline`` (a ``time.perf_counter`` value) the line is returned as far as it got: a
    budget is not overrun for this."""
    while True:
        shorter = _shortcut(position, rules, moves, deadline)
        if shorter is None or len(shorter) == len(moves):
            return moves
        moves = shorter


def _shortcut(position, rules, moves, deadline) -> list[Move] | None:
    positions = [position]
    for move in moves:
        positions.append(rules.apply(positions[-1], move))
    last = {p: i for i, p in enumerate(positions)}  # where each position is met last
    out: list[Move] = []
    i = 0
    while i < len(moves):
        if deadline is not None and len(out) % 32 == 0 and time.perf_counter() > deadline:
            return None
        if last[positions[i]] > i:  # met again later: what lies between is a detour
            i = last[positions[i]]
            continue
        reach, best = i + 1, moves[i]
        for move, child in rules.children(positions[i]):
            j = last.get(child)
            if j is not None and j > reach:
                reach, best = j, move
        out.append(best)
        i = reach
    return out

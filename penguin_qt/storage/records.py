"""Game records: a whole game as a small, versioned JSON document.

A record holds the variant and its free parameters, the deal (number and shuffle) or the
starting position in the board format, every move in the project's notation (``34``, ``3a``,
``25/3``; a trailing ``*`` marks a move autoplay made, ``!`` one the solver made), the moves that
can be redone, and the result (``conceded`` when the player gave the game up), score, time and
help used.  The format is documented in docs/formats.md; version 1 is the first.  Any later
version of the program reads every earlier record: ``_UPGRADES`` turns an old document into
the current shape before it is read.

Reading never trusts the file: the size is capped, every field is checked, and every move is
replayed through the rules; the first problem is reported with where it is.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from ..engine import MAX_DEAL, EngineError, Game, Move, Rules, format_position, parse_position
from ..engine.errors import N_, Text
from ..engine.game import new_id
from ..engine.rules import MAX_CELLS
from .bounds import MAX_COUNT
from .files import MAX_FILE_BYTES
from .record_fields import (
    MAX_MOVES,
    MAX_PENDING,
    RESULT_WORDS,
    RecordError,
    count_of,
    day_of,
    deals_with,
    difficulty_of,
    field_of,
    flag_of,
    is_int,
    no_constant,
    shuffle_of,
    text_of,
    whole_number,
)

log = logging.getLogger(__name__)

FORMAT = "penguin-qt game"
VERSION = 1
RESULTS = ("unfinished", "won", "lost")
AUTO_MARK, SOLVER_MARK = "*", "!"
NO_VARIANT = N_("the variant {variant} is not available here (is its plugin installed and on?)")


@dataclass(frozen=True)
class RecordedMove:
    """One step of a recorded game: the move, and who made it."""

    move: Move
    auto: bool = False
    by_solver: bool = False

    @property
    def text(self) -> str:
        mark = AUTO_MARK if self.auto else SOLVER_MARK if self.by_solver else ""
        return self.move.text + mark

    @classmethod
    def parse(cls, text: str) -> RecordedMove:
        auto = text.endswith(AUTO_MARK)
        by_solver = text.endswith(SOLVER_MARK)
        body = text[:-1] if auto or by_solver else text
        return cls(Move.parse(body), auto, by_solver)


@dataclass(frozen=True)
class GameRecord:
    """A whole game.  ``deal`` is the deal number (with its ``shuffle``), or None when the game
    started from ``start``, a position in the board format."""

    variant: str
    cells: int
    empty_column: str
    run_limit: str
    deal: int | None
    shuffle: str | None
    start: str | None
    moves: tuple[RecordedMove, ...] = ()
    redo: tuple[tuple[RecordedMove, ...], ...] = ()
    result: str = "unfinished"
    score: int = 0
    seconds: float = 0.0
    clock_started: bool = False
    hints: int = 0
    solver_moves: int = 0
    conceded: bool = False  # the player gave the game up (its result is then "lost")
    difficulty: str | None = None  # the deal's tier (solving.difficulty), when known
    player: str = ""
    program: str = ""
    # Results of earlier games the statistics could not write yet (plain values): they wait
    # here, in the saved game, until a later run writes them.
    pending_results: tuple[dict, ...] = ()
    id: str = field(default_factory=new_id)
    saved: str = ""
    daily: str = ""  # the day (YYYY-MM-DD) when the deal is that day's deal of the day

    @property
    def player_moves(self) -> int:
        return sum(1 for m in self.moves if not m.auto)

    @property
    def assisted(self) -> bool:
        return self.hints > 0 or self.solver_moves > 0

    def same_deal(self, other: GameRecord) -> bool:
        """Whether both records are games of the same deal under the same rules."""
        key = lambda r: (r.variant, r.cells, r.empty_column, r.run_limit, r.deal, r.start)  # noqa: E731
        return key(self) == key(other)


# -- from a game and back --------------------------------------------------------------------


def _steps(steps) -> tuple[RecordedMove, ...]:
    return tuple(RecordedMove(s.move, s.auto, getattr(s, "by_solver", False)) for s in steps)


def record_of(
    game: Game,
    *,
    program: str,
    player: str = "",
    game_id: str | None = None,
    pending_results: tuple[dict, ...] = (),
) -> GameRecord:
    """The record of ``game`` as it stands (under the game's own id unless ``game_id``)."""
    rules = game.rules
    if game.deal_number is not None:
        shuffle, start = shuffle_of(rules), None
    else:
        shuffle, start = None, format_position(game.initial, rules)
    result = "won" if game.is_won() else "lost" if game.is_lost() else "unfinished"
    seconds = round(game.elapsed, 3)
    return GameRecord(
        variant=rules.id,
        cells=rules.cells,
        empty_column=rules.empty_column,
        run_limit=rules.run_limit,
        deal=game.deal_number,
        shuffle=shuffle,
        start=start,
        moves=_steps(game.history),
        redo=tuple(_steps(group) for group in game.redo_stack),
        result=result,
        score=game.score,
        seconds=seconds,
        clock_started=game.clock_started,
        hints=game.hints_used,
        solver_moves=game.solver_moves,
        conceded=game.conceded,
        difficulty=game.difficulty,
        player=player,
        program=program,
        pending_results=pending_results,
        id=game_id or game.game_id,
        saved=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    )


def rules_of(record: GameRecord, lookup: Callable[[str], Rules]) -> Rules:
    """The rules a record was played under; ``lookup(variant_id)`` raises KeyError for a
    variant this program does not have."""
    try:
        rules = lookup(record.variant)
    except KeyError:
        raise RecordError(NO_VARIANT, "variant", variant=record.variant) from None
    try:
        return rules.with_params(
            cells=record.cells, empty_column=record.empty_column, run_limit=record.run_limit
        )
    except ValueError as error:
        raise RecordError(
            N_("rules this variant cannot take: {reason}"), "rules", reason=str(error)
        ) from None


def restore(
    record: GameRecord, lookup: Callable[[str], Rules], autoplay: str | None = None
) -> Game:
    """The game of ``record``, every move replayed and checked through the rules, with its
    redo stack, clock and help counts.  Raises RecordError naming the first problem (and
    nothing else, whatever the record holds)."""
    try:
        return _restore(record, lookup, autoplay)
    except RecordError:
        raise
    except RecursionError:
        raise RecordError(
            N_("the game cannot start: {reason}"), reason="nested too deeply"
        ) from None
    except Exception as error:
        log.warning("record could not be restored: %r", error)
        raise RecordError(N_("the game cannot be brought back from this record")) from None


def _restore(record: GameRecord, lookup: Callable[[str], Rules], autoplay: str | None) -> Game:
    rules = rules_of(record, lookup)
    try:
        if record.deal is not None:
            if not deals_with(record.shuffle, rules):
                raise RecordError(
                    N_(
                        "the deal was made with the deal procedure {shuffle}, which this "
                        "variant here does not use (is the plugin that brings it installed?)"
                    ),
                    "shuffle",
                    shuffle=record.shuffle,
                )
            game = Game(rules, record.deal, autoplay="none")
        else:
            game = Game(rules, position=parse_position(record.start or "", rules), autoplay="none")
    except RecordError:
        raise
    except EngineError as error:
        line = getattr(error, "line", None)
        raise RecordError(
            N_("the game cannot start: {reason}"),
            f"start, line {line}" if line else "start",
            reason=_nested(error),
        ) from None
    # The moves that can be redone are played on, then taken back: that checks them and
    # rebuilds the redo stack exactly as undo had left it.
    _replay(game, record.moves, 0)
    number = len(record.moves)
    for group in reversed(record.redo):  # the next redo first
        if not group or group[0].auto or any(not m.auto for m in group[1:]):
            raise RecordError(
                N_("each group of moves to redo is one move and the autoplay after it"),
                f"redo move {number + 1}",
            )
        _replay(game, group, number)
        number += len(group)
    for _ in record.redo:
        game.undo()
    game.game_id = record.id
    game.hints_used = record.hints
    game.solver_moves = record.solver_moves
    game.difficulty = record.difficulty
    game.set_elapsed(record.seconds, record.clock_started)
    if record.conceded and not game.concede() and game.is_won():
        raise RecordError(N_("a game that was won cannot have been given up"), "conceded")
    game.autoplay_policy = rules.autoplay if autoplay is None else autoplay
    _check_result(record, game)
    return game


def _check_result(record: GameRecord, game: Game) -> None:
    """The result said must be the one the moves leave: every reader (the window, the saved
    game, ``penguin-solve replay``) comes through here, so all give one verdict."""
    actual = "won" if game.is_won() else "lost" if game.is_lost() else "unfinished"
    if record.result != actual:
        raise RecordError(
            N_("the record says {said}, but its moves leave the game {actual}"),
            "result",
            said=Text(RESULT_WORDS.get(record.result, record.result)),
            actual=Text(RESULT_WORDS[actual]),
        )


def _nested(error: EngineError) -> Text:
    """An engine error as a value inside a record error, translated with it."""
    return Text(error.template, **error.params)


def _replay(game: Game, moves, first: int) -> None:
    for number, recorded in enumerate(moves, first + 1):
        try:
            game.replay(recorded.move, auto=recorded.auto, by_solver=recorded.by_solver)
        except EngineError as error:
            raise RecordError(
                N_("{move} is not legal here: {reason}"),
                f"move {number}",
                move_number=number,
                move=recorded.text,
                reason=_nested(error),
            ) from None


# -- as text ---------------------------------------------------------------------------------


def to_json(record: GameRecord) -> str:
    """The record as a JSON document (UTF-8 text, one field a line, keys in a fixed order)."""
    document = {
        "format": FORMAT,
        "version": VERSION,
        "program": record.program,
        "id": record.id,
        "saved": record.saved,
        "player": record.player,
        "variant": record.variant,
        "rules": {
            "cells": record.cells,
            "empty_column": record.empty_column,
            "run_limit": record.run_limit,
        },
        "deal": record.deal,
        "shuffle": record.shuffle,
        "start": record.start,
        "moves": [m.text for m in record.moves],
        "redo": [[m.text for m in group] for group in record.redo],
        "result": record.result,
        "score": record.score,
        "seconds": record.seconds,
        "clock_started": record.clock_started,
        "hints": record.hints,
        "solver_moves": record.solver_moves,
    }
    if record.conceded:  # only then: a record of a game played on reads as it always did
        document["conceded"] = True
    if record.difficulty is not None:
        document["difficulty"] = record.difficulty
    if record.pending_results:
        document["pending_results"] = list(record.pending_results)
    if record.daily:
        document["daily"] = record.daily
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


def saved_game_json(record: GameRecord, limit: int = MAX_FILE_BYTES) -> str:
    """The record as ``to_json`` writes it, for a file that will be read again: one that
    would be over ``limit`` bytes (the reading cap) loses its redo history, and one still
    over it is refused (RecordError), so no unreadable file is ever written.  A record that
    UTF-8 cannot hold is refused too."""
    text = to_json(record)
    try:
        size = len(text.encode("utf-8"))
        if size > limit and record.redo:
            log.warning("the saved game is %d bytes: its redo history is left out", size)
            text = to_json(replace(record, redo=()))
            size = len(text.encode("utf-8"))
    except UnicodeEncodeError:
        raise RecordError(N_("the game holds text that cannot be written")) from None
    if size > limit:
        raise RecordError(N_("the game is too long to be saved (over {limit} bytes)"), limit=limit)
    return text


# Each entry turns a document of version n into one of version n + 1.
_UPGRADES: dict[int, Callable[[dict], dict]] = {}


def from_json(text: str) -> GameRecord:
    """Read a record; raises RecordError naming what is wrong and where, whatever the text
    holds (never any other exception)."""
    try:
        return _from_json(text)
    except RecordError:
        raise
    except RecursionError:
        raise RecordError(N_("not a game record: nested too deeply")) from None
    except Exception as error:  # whatever else the text could provoke is a bad record too
        log.warning("record refused: %r", error)
        raise RecordError(N_("not a Penguin Qt game record")) from None


def _from_json(text: str) -> GameRecord:
    if not isinstance(text, str):
        raise RecordError(N_("not a Penguin Qt game record"))
    if len(text) > MAX_FILE_BYTES:
        raise RecordError(N_("too large to be a game record"))
    text = text.removeprefix("\ufeff")  # the byte-order mark some editors write first
    try:
        document = json.loads(text, parse_int=whole_number, parse_constant=no_constant)
    except json.JSONDecodeError as error:
        if not text.strip():
            raise RecordError(N_("the file is empty")) from None
        raise RecordError(
            N_("not a game record: cut off or malformed JSON at line {line}, column {column}"),
            line=error.lineno,
            column=error.colno,
        ) from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise RecordError(N_("not a Penguin Qt game record"), "format")
    version = document.get("version")
    if not isinstance(version, int) or not is_int(version) or version < 1:
        raise RecordError(N_("the format version is missing or not a number"), "version")
    if version > VERSION:
        raise RecordError(
            N_("written by a newer Penguin Qt (format {version}); this one reads up to {known}"),
            "version",
            version=version,
            known=VERSION,
        )
    while version < VERSION:
        document = _UPGRADES[version](document)
        version += 1
    return _read(document)


def _moves(items: Any, where: str) -> tuple[RecordedMove, ...]:
    if not isinstance(items, list):
        raise RecordError(N_("must be a list of moves"), where)
    if len(items) > MAX_MOVES:
        raise RecordError(N_("has more than {limit} moves"), where, limit=MAX_MOVES)
    out = []
    for number, item in enumerate(items, 1):
        if not isinstance(item, str) or len(item) > 40:
            raise RecordError(
                N_("must be a move in the notation, like 34 or 3a"),
                f"{where} {number}",
                move_number=number if where == "moves" else None,
            )
        try:
            out.append(RecordedMove.parse(item))
        except EngineError as error:
            raise RecordError(
                error.template,
                f"{where} {number}",
                move_number=number if where == "moves" else None,
                **error.params,
            ) from None
    return tuple(out)


def _pending(items: Any) -> tuple[dict, ...]:
    """The waiting statistics results: each checked as the statistics check a result; one
    that breaks the rules is dropped with a note (the game itself is still good)."""
    if items is None:
        return ()
    if not isinstance(items, list) or len(items) > MAX_PENDING:
        raise RecordError(N_("must be a list of game results"), "pending_results")
    if not items:
        return ()
    from .results import GameResult  # the statistics' module, loaded when a result waits

    kept = []
    for number, item in enumerate(items, 1):
        try:
            kept.append(GameResult.from_dict(item).as_dict())
        except (ValueError, TypeError) as error:
            log.warning("record: waiting result %d dropped: %s", number, error)
    return tuple(kept)


def _read(document: dict) -> GameRecord:
    rules = field_of(document, "rules", dict)
    deal = count_of(document, "deal", MAX_DEAL, low=1, optional=True)
    start = text_of(document, "start", optional=True, limit=MAX_FILE_BYTES, lines=True)
    if (deal is None) == (start is None):
        raise RecordError(N_("a record needs either a deal number or a starting position"), "deal")
    redo = field_of(document, "redo", list, optional=True) or []
    if len(redo) > MAX_MOVES:
        raise RecordError(N_("has more than {limit} moves"), "redo", limit=MAX_MOVES)
    result = field_of(document, "result", str)
    if result not in RESULTS:
        raise RecordError(N_("must be one of {values}"), "result", values=", ".join(RESULTS))
    clock_started = document.get("clock_started", True)
    if not isinstance(clock_started, bool):
        raise RecordError(N_("must be true or false"), "clock_started")
    conceded = flag_of(document, "conceded")
    if conceded and result != "lost":
        raise RecordError(N_("a game given up must have the result lost"), "conceded")
    moves = _moves(document.get("moves"), "move")
    redone = tuple(_moves(group, "redo move") for group in redo)
    if len(moves) + sum(map(len, redone)) > MAX_MOVES:
        raise RecordError(N_("has more than {limit} moves"), "redo", limit=MAX_MOVES)
    return GameRecord(
        variant=text_of(document, "variant"),
        cells=count_of(rules, "cells", MAX_CELLS),
        empty_column=text_of(rules, "empty_column"),
        run_limit=text_of(rules, "run_limit"),
        deal=deal,
        shuffle=text_of(document, "shuffle", optional=True),
        start=start,
        moves=moves,
        redo=redone,
        result=result,
        score=count_of(document, "score", MAX_COUNT),
        seconds=field_of(document, "seconds", float),
        clock_started=clock_started,
        hints=count_of(document, "hints", MAX_COUNT),
        solver_moves=count_of(document, "solver_moves", MAX_COUNT),
        conceded=conceded,
        difficulty=difficulty_of(document),
        pending_results=_pending(document.get("pending_results")),
        player=text_of(document, "player", default="", cut=True),
        program=text_of(document, "program", default=""),
        id=text_of(document, "id", default="") or new_id(),
        saved=text_of(document, "saved", default=""),
        daily=day_of(document) if deal is not None else "",
    )

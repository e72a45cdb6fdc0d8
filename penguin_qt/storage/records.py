"""Game records: a whole game as a small, versioned JSON document.

A record holds the variant and its free parameters, the deal (number and shuffle) or the
starting position in the board format, every move in the project's notation (``34``, ``3a``,
``25/3``; a trailing ``*`` marks a move autoplay made, ``!`` one the solver made), the moves that
can be redone, and the result, score, time and help used.  The format is documented in the
README; version 1 is the first.  Any later version of the program reads every earlier record:
``_UPGRADES`` turns an old document into the current shape before it is read.

Reading never trusts the file: the size is capped, every field is checked, and every move is
replayed through the rules; the first problem is reported with where it is.
"""

from __future__ import annotations

import json
import math
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from ..engine import EngineError, Game, Move, Rules, format_position, parse_position
from ..engine.errors import N_, Text
from .files import MAX_FILE_BYTES

FORMAT = "penguin-qt game"
VERSION = 1
RESULTS = ("unfinished", "won", "lost")
#: The names records of the built-in deal procedures have always carried (shuffle v1 is shared
#: by Parlett's deal and Eight Off, whose variants tell them apart).  Any other deal procedure,
#: a plugin's own or a built-in variant's like Seahaven Towers, is named by its own id.
BUILTIN_SHUFFLES = {"parlett": "v1", "eight-off": "v1", "microsoft": "microsoft"}
AUTO_MARK, SOLVER_MARK = "*", "!"
NO_VARIANT = N_("the variant {variant} is not available here (is its plugin installed and on?)")


class RecordError(EngineError):
    """A record that cannot be read: ``where`` says which part (a field, or "move 12")."""

    def __init__(self, template: str, where: str = "", **params: Any) -> None:
        self.where = where
        super().__init__(template, **params)

    def __str__(self) -> str:
        text = super().__str__()
        return f"{self.where}: {text}" if self.where else text


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
    player: str = ""
    program: str = ""
    # Results of earlier games the statistics could not write yet (plain values): they wait
    # here, in the saved game, until a later run writes them.
    pending_results: tuple[dict, ...] = ()
    id: str = field(default_factory=lambda: uuid.uuid4().hex)
    saved: str = ""

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
        player=player,
        program=program,
        pending_results=pending_results,
        id=game_id or game.game_id,
        saved=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    )


def shuffle_of(rules: Rules) -> str:
    """The name a record gives the deal procedure of ``rules``."""
    procedure = rules.deal_procedure
    if isinstance(rules.deal, str):  # a built-in procedure, named by its id
        return BUILTIN_SHUFFLES[procedure.id]
    return procedure.id


def deals_with(shuffle: str | None, rules: Rules) -> bool:
    """Whether a record's ``shuffle`` names the deal procedure of ``rules`` (a built-in's old
    name or any procedure's own id)."""
    return shuffle is not None and shuffle in (shuffle_of(rules), rules.deal_procedure.id)


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
    redo stack, clock and help counts.  Raises RecordError naming the first problem."""
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
        raise RecordError(
            N_("the game cannot start: {reason}"),
            f"start, line {error.line}" if getattr(error, "line", None) else "start",
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
    game.set_elapsed(record.seconds, record.clock_started)
    game.autoplay_policy = rules.autoplay if autoplay is None else autoplay
    return game


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
    if record.pending_results:
        document["pending_results"] = list(record.pending_results)
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


# Each entry turns a document of version n into one of version n + 1.
_UPGRADES: dict[int, Callable[[dict], dict]] = {}


def from_json(text: str) -> GameRecord:
    """Read a record; raises RecordError naming what is wrong and where."""
    if len(text) > MAX_FILE_BYTES:
        raise RecordError(N_("too large to be a game record"))
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        if not text.strip():
            raise RecordError(N_("the file is empty")) from None
        raise RecordError(
            N_("not a game record: cut off or malformed JSON at line {line}, column {column}"),
            line=error.lineno,
            column=error.colno,
        ) from None
    except RecursionError:
        raise RecordError(N_("not a game record: nested too deeply")) from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise RecordError(N_("not a Penguin Qt game record"), "format")
    version = document.get("version")
    if not _is_int(version) or version < 1:
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


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _field(document: dict, name: str, kind: type | tuple, optional: bool = False) -> Any:
    value = document.get(name)
    if value is None and optional:
        return None
    if kind is int and not _is_int(value):
        raise RecordError(N_("must be a whole number"), name)
    if kind is float:
        if (
            not (_is_int(value) or isinstance(value, float))
            or not math.isfinite(value)
            or value < 0
        ):
            raise RecordError(N_("must be a number of seconds"), name)
        return float(value)
    if not isinstance(value, kind):
        raise RecordError(N_("is missing or has the wrong type"), name)
    return value


def _moves(items: Any, where: str) -> tuple[RecordedMove, ...]:
    if not isinstance(items, list):
        raise RecordError(N_("must be a list of moves"), where)
    out = []
    for number, item in enumerate(items, 1):
        if not isinstance(item, str):
            raise RecordError(
                N_("must be a move in the notation, like 34 or 3a"), f"{where} {number}"
            )
        try:
            out.append(RecordedMove.parse(item))
        except EngineError as error:
            raise RecordError(error.template, f"{where} {number}", **error.params) from None
    return tuple(out)


def _pending(items: Any) -> tuple[dict, ...]:
    if items is None:
        return ()
    if not isinstance(items, list) or not all(isinstance(i, dict) for i in items):
        raise RecordError(N_("must be a list of game results"), "pending_results")
    return tuple(items)


def _read(document: dict) -> GameRecord:
    rules = _field(document, "rules", dict)
    deal = _field(document, "deal", int, optional=True)
    start = _field(document, "start", str, optional=True)
    if (deal is None) == (start is None):
        raise RecordError(N_("a record needs either a deal number or a starting position"), "deal")
    redo = _field(document, "redo", list, optional=True) or []
    result = _field(document, "result", str)
    if result not in RESULTS:
        raise RecordError(N_("must be one of {values}"), "result", values=", ".join(RESULTS))
    return GameRecord(
        variant=_field(document, "variant", str),
        cells=_field(rules, "cells", int),
        empty_column=_field(rules, "empty_column", str),
        run_limit=_field(rules, "run_limit", str),
        deal=deal,
        shuffle=_field(document, "shuffle", str, optional=True),
        start=start,
        moves=_moves(document.get("moves"), "move"),
        redo=tuple(_moves(group, "redo move") for group in redo),
        result=result,
        score=_field(document, "score", int),
        seconds=_field(document, "seconds", float),
        clock_started=bool(document.get("clock_started", True)),
        hints=_field(document, "hints", int),
        solver_moves=_field(document, "solver_moves", int),
        pending_results=_pending(document.get("pending_results")),
        player=str(document.get("player") or ""),
        program=str(document.get("program") or ""),
        id=str(document.get("id") or uuid.uuid4().hex),
        saved=str(document.get("saved") or ""),
    )


def with_player(record: GameRecord, player: str) -> GameRecord:
    return replace(record, player=player)

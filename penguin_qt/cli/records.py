"""``penguin-solve replay``: a game record checked move by move against the rules."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..engine import format_position
from ..engine.game import timed_score
from ..plugins import PluginHost
from ..storage.files import FileError, read_text_capped
from ..storage.records import RecordError, from_json, restore, rules_of
from .common import CliError, counted, read_input


def add_commands(sub) -> None:
    p = sub.add_parser("replay", help="check a game record move by move and print what it shows")
    p.add_argument("file", help="a game record (.penguin.json), or - for standard input")
    p.add_argument(
        "--positions",
        action="store_true",
        help="print every position as JSON lines {move, by, position}",
    )
    p.set_defaults(func=cmd_replay)


def _read(name: str) -> str:
    if name == "-":
        return read_input(sys.stdin, "a game record")
    try:
        return read_text_capped(Path(name))
    except FileError as error:
        raise CliError(str(error)) from None


def cmd_replay(args: argparse.Namespace, host: PluginHost) -> int:
    try:
        record = from_json(_read(args.file))
        game = restore(record, host.rules)
        rules = rules_of(record, host.rules)
    except RecordError as error:
        raise CliError(str(error)) from None
    if args.positions:
        print(
            json.dumps({"move": None, "by": None, "position": format_position(game.initial, rules)})
        )
        for step in game.history:
            by = "autoplay" if step.auto else "solver" if step.by_solver else "player"
            print(
                json.dumps(
                    {
                        "move": step.move.text,
                        "by": by,
                        "position": format_position(step.after, rules),
                    }
                )
            )
    actual = record.result  # restore checked it: the one the moves leave
    score = timed_score(
        game.position.cards_home(),
        game.is_won(),
        game.move_count,
        record.seconds,
        solver_played=record.solver_moves > 0,
    )
    if record.score != score:
        raise CliError(
            f"the record's score {record.score} does not follow from its moves and time"
            f" (they give {score})"
        )
    where = f"deal {record.deal}" if record.deal is not None else "a position"
    seconds = int(record.seconds)
    help_used = (
        f", {counted(record.hints, 'hint')}, {counted(record.solver_moves, 'move')} by a solver"
        if record.assisted
        else ""
    )
    print(
        f"{rules.id}, {where}: {counted(game.move_count, 'move')}, {actual}, score {score},"
        f" {seconds // 60}:{seconds % 60:02d}{help_used}; every move is legal",
        file=sys.stderr if args.positions else sys.stdout,
    )
    return 0

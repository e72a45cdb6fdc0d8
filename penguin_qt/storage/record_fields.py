"""The fields of a game record, each read with its bounds: whole numbers within limits,
seconds finite, strings short, writable as UTF-8 and free of control characters.  A field
that breaks a rule raises :class:`RecordError` naming the field."""

from __future__ import annotations

import logging
import math
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from typing_extensions import TypeIs

from ..engine import EngineError, Rules
from ..engine.errors import N_
from .bounds import MAX_SECONDS, is_clean_text

log = logging.getLogger(__name__)

#: Bounds on what a record holds: far above any real game, low enough for every reader.
MAX_MOVES = 100_000
MAX_NAME = 200  # variant, rules, shuffle, player, program, id, saved
MAX_PENDING = 1000
MAX_DIGITS = 30  # of a whole number in the JSON text (Python refuses over 4,300)


class RecordError(EngineError):
    """A record that cannot be read: ``where`` says which part (a field, or "move 12");
    ``move_number`` the number of the game's move it is about, when it is about one (the
    window says it in its own words, as the command line says ``where``)."""

    def __init__(
        self, template: str, where: str = "", move_number: int | None = None, **params: Any
    ) -> None:
        self.where = where
        self.move_number = move_number
        super().__init__(template, **params)

    def __str__(self) -> str:
        text = super().__str__()
        return f"{self.where}: {text}" if self.where else text


def whole_number(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise RecordError(N_("a number in it is far too long to be part of a game"))
    return int(digits)


def no_constant(name: str) -> float:
    raise RecordError(N_("not a game record: {value} is not a number JSON allows"), value=name)


def is_int(value: Any) -> TypeIs[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def field_of(document: dict, name: str, kind: type | tuple, optional: bool = False) -> Any:
    value = document.get(name)
    if value is None and optional:
        return None
    if kind is int and not is_int(value):
        raise RecordError(N_("must be a whole number"), name)
    if kind is float:
        if (
            not isinstance(value, int | float)
            or isinstance(value, bool)
            or not math.isfinite(value)
            or not 0 <= value <= MAX_SECONDS
        ):
            raise RecordError(N_("must be a number of seconds"), name)
        return float(value)
    if not isinstance(value, kind):
        raise RecordError(N_("is missing or has the wrong type"), name)
    return value


def flag_of(document: dict, name: str, default: bool = False) -> bool:
    """A true-or-false field (``default`` when missing)."""
    value = document.get(name, default)
    if not isinstance(value, bool):
        raise RecordError(N_("must be true or false"), name)
    return value


def count_of(document: dict, name: str, high: int, low: int = 0, optional: bool = False) -> Any:
    """A whole number from ``low`` to ``high`` (None when ``optional`` and missing)."""
    value = field_of(document, name, int, optional)
    if value is not None and not low <= value <= high:
        raise RecordError(
            N_("must be a whole number from {low} to {high}"), name, low=low, high=high
        )
    return value


def text_of(
    document: dict,
    name: str,
    *,
    optional: bool = False,
    default: str | None = None,
    limit: int = MAX_NAME,
    cut: bool = False,
    lines: bool = False,
) -> Any:
    """A string field: at most ``limit`` characters, writable as UTF-8, with no control
    characters (but line ends and tabs where ``lines``).  ``default`` for a missing one;
    with ``cut`` a longer one is cut to ``limit`` instead of refused."""
    value = document.get(name)
    if value is None and (optional or default is not None):
        return default
    if not isinstance(value, str):
        raise RecordError(N_("is missing or has the wrong type"), name)
    if cut:  # a name only shown (the player's): cut short rather than refuse the whole game
        value = value[:limit]
    if len(value) > limit:
        raise RecordError(N_("is longer than {limit} characters"), name, limit=limit)
    body = value.replace("\n", "").replace("\r", "").replace("\t", "") if lines else value
    if not is_clean_text(body):
        raise RecordError(N_("holds characters that are not text"), name)
    return value


#: The difficulty tiers a record may name (``penguin_qt.solving.difficulty.TIERS``).
#: The names records of the built-in deal procedures have always carried (shuffle v1 is shared
#: by Parlett's deal and Eight Off, whose variants tell them apart).  Any other deal procedure,
#: a plugin's own or a built-in variant's like Seahaven Towers, is named by its own id.
BUILTIN_SHUFFLES = {"parlett": "v1", "eight-off": "v1", "microsoft": "microsoft"}


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


#: The results a record can say, as a message names them.
RESULT_WORDS = {"won": N_("won"), "lost": N_("lost"), "unfinished": N_("unfinished")}


def day_of(document: dict) -> str:
    """The day of a deal of the day ("" for any other game)."""
    text = text_of(document, "daily", default="")
    if not text:  # most games: the calendar and hashes of the days are not loaded for them
        return ""
    from .daily import parse_day

    if parse_day(text) is None:
        raise RecordError(N_("must be a day written YYYY-MM-DD"), "daily")
    return text


DIFFICULTY_TIERS = ("easy", "medium", "hard", "expert")


def difficulty_of(document: dict) -> str | None:
    """The deal's difficulty tier, or None.  The tier is only shown, never trusted: a value
    that is not one of the tiers (another program's, a hand-edited file) is dropped with a
    note in the log instead of refusing the whole game."""
    value = document.get("difficulty")
    if value is None or value in DIFFICULTY_TIERS:
        return value
    shown = value[:40] if isinstance(value, str) else type(value).__name__
    log.info("a record's difficulty %r is not a tier: left out", shown)
    return None

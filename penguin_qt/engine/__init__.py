"""The rules engine: cards, rule sets, positions, moves, deals, notation and games.

Pure Python, no Qt and no plugin machinery: everything here can be used by a solver, a test or
a script on its own.
"""

from .cards import card, card_label, card_text, parse_card, rank_of, suit_of
from .deals import MAX_DEAL, deal
from .errors import (
    DealError,
    EngineError,
    IllegalMoveError,
    InvalidMoveError,
    PositionError,
    Text,
    render,
)
from .game import Game, Step
from .notation import format_position, parse_position, variant_of
from .position import CELL, COLUMN, FOUNDATION, Move, Position
from .rules import Rules

__all__ = [
    "CELL",
    "COLUMN",
    "FOUNDATION",
    "MAX_DEAL",
    "DealError",
    "EngineError",
    "Game",
    "IllegalMoveError",
    "InvalidMoveError",
    "Move",
    "Position",
    "PositionError",
    "Rules",
    "Step",
    "Text",
    "card",
    "card_label",
    "card_text",
    "deal",
    "format_position",
    "parse_card",
    "parse_position",
    "rank_of",
    "render",
    "suit_of",
    "variant_of",
]

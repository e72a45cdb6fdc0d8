"""The rules engine: cards, rule sets, positions, moves, deals, notation and games.

Pure Python, no Qt and no plugin machinery: everything here can be used by a solver, a test or
a script on its own.
"""

from .cards import card, card_label, card_text, parse_card, rank_of, suit_of
from .contract import OPERATIONS
from .deals import (
    MAX_DEAL,
    ROWS_DEAL,
    DealProcedure,
    deal,
    microsoft_order,
    row_by_row,
    shuffled_deck,
)
from .errors import (
    DealError,
    EngineError,
    IllegalMoveError,
    InvalidMoveError,
    PinnedError,
    PositionError,
    Text,
    render,
)
from .game import Game, Step
from .movegen import carry_limit
from .notation import format_position, parse_position, variant_of
from .position import CELL, COLUMN, FOUNDATION, Move, Position
from .rules import Rules

__all__ = [
    "CELL",
    "COLUMN",
    "FOUNDATION",
    "MAX_DEAL",
    "OPERATIONS",
    "ROWS_DEAL",
    "DealError",
    "DealProcedure",
    "EngineError",
    "Game",
    "IllegalMoveError",
    "InvalidMoveError",
    "Move",
    "PinnedError",
    "Position",
    "PositionError",
    "Rules",
    "Step",
    "Text",
    "card",
    "card_label",
    "card_text",
    "carry_limit",
    "deal",
    "format_position",
    "microsoft_order",
    "parse_card",
    "parse_position",
    "rank_of",
    "render",
    "row_by_row",
    "shuffled_deck",
    "suit_of",
    "variant_of",
]

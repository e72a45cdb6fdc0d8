"""The rule model: one frozen parameter record per variant, and the questions it answers.

Every variant of the family is the same game with other numbers: how many columns and cells,
how the tableau builds, what an empty column takes, how many cards a run move may carry, and
how the cards are dealt (which also says where the foundations start).  ``Rules`` holds those
numbers; its methods answer every question about legality, made in the modules beside it:
``movegen`` (the legal moves), ``moving`` (applying them, forced moves, autoplay) and
``checking`` (reasons a player can read).  Positions and moves are plain immutable values.
The rules themselves are written down in docs/rules.md.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, get_args

from . import checking, contract, moving, piles, replaying
from .cards import RANK, rank_below
from .deals import BUILTIN_DEALS, ROWS_ACES_DEAL, ROWS_DEAL, DealProcedure
from .errors import N_, EngineError, Named, PinnedError, RulesError, Text
from .movegen import FITS, MAX_CELLS, MAX_COLUMNS, UNLIMITED, carry_limit, legal_moves
from .position import Move, Position

# Built-in deals newer than the records' old names ("v1", "microsoft"): kept as the procedure
# itself, so that a record names them by their id like any plugin's deal.
NAMED_BY_PROCEDURE = ("rows", "rows-aces")
#: The longest id, name and description a variant or a deal procedure may have: a menu
#: entry, a title, a paragraph of the rules page (a page of 600 kB froze the window).
MAX_ID_CHARS = 100
MAX_NAME_CHARS = 100
MAX_DESCRIPTION_CHARS = 1000

Build = Literal["suit", "alternate", "rank"]
EmptyColumn = Literal["any", "below-base", "kings", "none"]
FoundationsStart = Literal["empty", "aces"]
FreeParam = Literal["cells", "empty_column", "run_limit"]
RunLimit = Literal["formula", "cells", "unlimited", "single"]
DealName = Literal["parlett", "eight-off", "microsoft", "rows"]
Autoplay = Literal["none", "any", "safe"]
CellName = Literal["flipper", "free cell"]

BUILDS: tuple[str, ...] = get_args(Build)
EMPTY_COLUMN_RULES: tuple[str, ...] = get_args(EmptyColumn)
RUN_LIMITS: tuple[str, ...] = get_args(RunLimit)
DEALS: tuple[str, ...] = get_args(DealName)
AUTOPLAY_POLICIES: tuple[str, ...] = get_args(Autoplay)
CELL_NAMES: tuple[str, ...] = get_args(CellName)
FOUNDATIONS_STARTS: tuple[str, ...] = get_args(FoundationsStart)
#: The parameters a player may set on top of a variant (Settings, ``--cells``,
#: ``--empty-column``, ``--run-limit``), unless the variant pins them (``free_params``).
FREE_PARAMS: tuple[FreeParam, ...] = get_args(FreeParam)

__all__ = [
    "AUTOPLAY_POLICIES",
    "BUILDS",
    "CELL_NAMES",
    "DEALS",
    "EMPTY_COLUMN_RULES",
    "FOUNDATIONS_STARTS",
    "FREE_PARAMS",
    "MAX_CELLS",
    "MAX_COLUMNS",
    "MAX_DESCRIPTION_CHARS",
    "MAX_ID_CHARS",
    "MAX_NAME_CHARS",
    "RUN_LIMITS",
    "UNLIMITED",
    "Rules",
    "fields_problem",
]


def _text_problem(value: object, what: str, limit: int, empty: bool = False) -> str:
    """What is wrong with a text field, "" when nothing."""
    if not isinstance(value, str) or (not empty and not value.strip()):
        kind = "a string" if empty else "a non-empty string"
        return f"{what} must be {kind}, not {value!r}"
    if len(value) > limit:
        return f"{what} must be at most {limit} characters, not {len(value)}"
    return ""


def fields_problem(rules: Rules) -> str:
    """What is wrong with the types and sizes of a record's own fields and of its deal
    procedure's, "" when nothing: the one check ``Rules`` makes when it is made, the host
    when a plugin registers it, and the author's kit (``penguin_qt.testing``)."""
    if not isinstance(rules.id, str) or not rules.id.strip():
        return f"id must be a non-empty string, not {rules.id!r}"
    if not rules.id.isprintable() or len(rules.id) > MAX_ID_CHARS:
        return f"id must be printable and at most {MAX_ID_CHARS} characters, not {rules.id!r}"
    problem = _text_problem(rules.name, "name", MAX_NAME_CHARS) or _text_problem(
        rules.description, "description", MAX_DESCRIPTION_CHARS, empty=True
    )
    if problem:
        return problem
    if not isinstance(rules.forced_base_moves, bool):
        return f"forced_base_moves must be True or False, not {rules.forced_base_moves!r}"
    deal = rules.deal
    if not isinstance(deal, DealProcedure):
        return ""
    for field, limit in (("id", MAX_ID_CHARS), ("name", MAX_NAME_CHARS)):
        problem = _text_problem(getattr(deal, field), f"the deal procedure's {field}", limit)
        if problem:
            return problem
    problem = _text_problem(
        deal.description, "the deal procedure's description", MAX_DESCRIPTION_CHARS, empty=True
    )
    if problem:
        return problem
    if not callable(deal.make):
        return "the deal procedure's make is not callable"
    if deal.requires is not None and not callable(deal.requires):
        return "the deal procedure's requires is neither None nor callable"
    if not isinstance(deal.chooses_base, bool):
        return f"the deal procedure's chooses_base must be True or False, not {deal.chooses_base!r}"
    return ""


@dataclass(frozen=True, slots=True)
class Rules:
    """The parameters of one variant; docs/plugins.md describes each field and its values.

    ``columns`` 1-13 and ``cells`` 0-10; ``build`` ``"suit"``, ``"alternate"`` or
    ``"rank"`` (regardless of suit); ``empty_column`` ``"any"``, ``"below-base"`` (the rank
    below the base rank), ``"kings"`` or ``"none"`` (an empty column stays empty);
    ``run_limit`` ``"formula"`` ((n+1)*2^k), ``"cells"`` (n+1), ``"unlimited"`` or
    ``"single"`` (one card per move); ``deal`` a built-in deal's id (``"parlett"``,
    ``"eight-off"``, ``"microsoft"``, ``"rows"``) or a ``DealProcedure``; ``autoplay`` the
    policy that suits the variant; ``forced_base_moves``: a base-rank card goes to its empty
    foundation by itself as soon as it is exposed; ``cell_name`` ``"flipper"`` or ``"free
    cell"``, the word the player reads; ``foundations_start`` ``"empty"`` or ``"aces"`` (the
    deal puts the aces on the foundations first); ``free_params`` the parameters the player
    may change (the others are pinned: Settings and the command line show them fixed).

    A variant whose rules are not all settings subclasses ``Rules`` and overrides some of
    its operations (``OPERATIONS``: ``legal_moves``, ``check``, ``apply``, ``step``,
    ``is_won``); ``penguin_qt.engine.contract`` derives the rest from them, and refuses a
    subclass that overrides anything else.
    """

    id: str
    name: str
    columns: int = 7
    cells: int = 7
    build: Build = "suit"
    empty_column: EmptyColumn = "below-base"
    run_limit: RunLimit = "formula"
    deal: DealName | DealProcedure = "parlett"
    autoplay: Autoplay = "any"
    forced_base_moves: bool = True
    cell_name: CellName = "flipper"
    description: str = ""
    foundations_start: FoundationsStart = "empty"
    free_params: tuple[FreeParam, ...] = FREE_PARAMS

    #: The operations this class overrides (``contract``): empty for a record of settings,
    #: whose moves every solver may compute the fast way.
    overridden: ClassVar[frozenset[str]] = frozenset()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # not super(): the slots dataclass is a copy of this class body, whose __class__
        # cell still names the first one
        object.__init_subclass__(**kwargs)
        contract.adopt(cls, Rules)

    def __post_init__(self) -> None:
        problem = fields_problem(self)
        if problem:
            raise ValueError(problem)
        checks = (
            (self.build, BUILDS, "build"),
            (self.empty_column, EMPTY_COLUMN_RULES, "empty_column"),
            (self.run_limit, RUN_LIMITS, "run_limit"),
            (self.autoplay, AUTOPLAY_POLICIES, "autoplay"),
            (self.cell_name, CELL_NAMES, "cell_name"),
            (self.foundations_start, FOUNDATIONS_STARTS, "foundations_start"),
        )
        for value, allowed, name in checks:
            if value not in allowed:
                raise ValueError(f"{name} must be one of {', '.join(allowed)}, not {value!r}")
        if not isinstance(self.free_params, tuple) or any(
            name not in FREE_PARAMS for name in self.free_params
        ):
            raise ValueError(
                f"free_params must be a tuple of {', '.join(FREE_PARAMS)}, not {self.free_params!r}"
            )
        if not isinstance(self.deal, DealProcedure) and self.deal not in BUILTIN_DEALS:
            raise ValueError(
                f"deal must be one of {', '.join(DEALS)} or a DealProcedure, not {self.deal!r}"
            )
        deal: str | DealProcedure = self.deal
        if deal in ("rows", "rows-aces", ROWS_DEAL, ROWS_ACES_DEAL):  # one deal, two names
            deal = "rows-aces" if self.foundations_start == "aces" else "rows"
        if isinstance(deal, str) and deal in NAMED_BY_PROCEDURE:
            object.__setattr__(self, "deal", BUILTIN_DEALS[deal])
        if self.foundations_start != "empty" and self.wraps:
            raise ValueError("foundations_start must be 'empty' with a deal that chooses the base")
        for count, low, high, what in (
            (self.cells, 0, MAX_CELLS, "cells"),
            (self.columns, 1, MAX_COLUMNS, "columns"),
        ):
            if isinstance(count, bool) or not isinstance(count, int) or not low <= count <= high:
                raise ValueError(f"{what} must be {low} to {high}, not {count!r}")
        problem = self.deal_procedure.problem(self)
        if problem:  # the procedure's words, translated with its plugin's (a ValueError)
            raise RulesError(
                N_("the deal {deal} {problem}"),
                deal=Named(self.deal_procedure.name),
                problem=Named(problem),
            )

    # -- derived facts -------------------------------------------------------------------

    @property
    def deal_procedure(self) -> DealProcedure:
        """The deal procedure itself (a built-in one when ``deal`` names it)."""
        deal = self.deal
        return deal if isinstance(deal, DealProcedure) else BUILTIN_DEALS[deal]

    @property
    def wraps(self) -> bool:
        """Whether the deal chooses the base rank, so that ranks wrap from king to ace."""
        return self.deal_procedure.chooses_base

    def with_params(
        self,
        *,
        cells: int | None = None,
        empty_column: str | None = None,
        run_limit: str | None = None,
    ) -> Rules:
        """These rules with the player's free parameters set on top (None: as they are).
        A ValueError says why when a value does not suit the variant, or changes a
        parameter the variant pins (``pinned_reason``)."""
        changes: dict[str, Any] = {}
        for name, value in (("cells", cells), ("empty_column", empty_column),
                            ("run_limit", run_limit)):  # fmt: skip
            if value is None or value == getattr(self, name):
                continue
            if name not in self.free_params:
                reason = self.pinned_reason(name)
                raise PinnedError(reason.template, **reason.params)
            changes[name] = value
        return dataclasses.replace(self, **changes) if changes else self

    def pinned_reason(self, name: str) -> Text:
        """Why the player may not change the parameter ``name`` of these rules: the variant
        pins it, and what it is."""
        value = {
            "cells": Text(
                N_("{number} {word}"), number=self.cells, word=self.cell_word(self.cells)
            ),
            "empty_column": self.describe_empty_columns(),
            "run_limit": self.describe_run_limit(),
        }[name]
        return Text(
            N_("{variant} fixes this rule, which makes the game: {rule}"),
            variant=self.name,
            rule=value,
        )

    def empty_column_rank(self, base: int) -> int | None:
        """The rank an empty column takes (its run's head), None when it takes any card, 0
        when it takes none."""
        if self.empty_column == "any":
            return None
        if self.empty_column == "none":
            return 0
        if self.empty_column == "kings":
            return 13
        return rank_below(base)

    # -- runs and the carry limit ----------------------------------------------------------

    def fits(self, c: int, t: int, base: int) -> bool:
        """Whether card ``c`` may be placed on card ``t`` in the tableau."""
        return RANK[t] != base and FITS[self.build][t][c]

    def run_length(self, column: tuple[int, ...], base: int) -> int:
        """Length of the run at the end of a column (0 for an empty column)."""
        n = len(column)
        if n == 0:
            return 0
        fits = FITS[self.build]
        i = n - 1
        while i > 0:
            t = column[i - 1]
            if RANK[t] == base or not fits[t][column[i]]:
                break
            i -= 1
        return n - i

    def carry_limit(self, position: Position, to_empty_column: bool = False) -> int:
        """How many cards one run move may carry now (UNLIMITED when there is no limit);
        ``to_empty_column``: for a move into an empty column, which does not count itself."""
        empty = position.empty_columns() - (1 if to_empty_column else 0)
        return carry_limit(self.run_limit, position.empty_cells(), empty)

    # -- the moves: which are legal, and what they do ---------------------------------------

    iter_legal_moves = legal_moves

    # ``legal_moves``, ``check``, ``apply``, ``step`` and ``is_won`` are the operations a
    # subclass may override (``contract``); the methods made of them follow the override.

    def legal_moves(self, position: Position) -> list[Move]:
        """Every legal move as a list, including the moves from one cell to another (legal,
        but they change nothing).  ``iter_legal_moves`` yields them one at a time."""
        return list(legal_moves(self, position))

    def is_legal(self, position: Position, move: Move) -> bool:
        """Whether ``move`` is legal here (``check`` says why not)."""
        try:
            self.check(position, move)
        except EngineError:
            return False
        return True

    def has_moves(self, position: Position) -> bool:
        """Whether any move that changes something is left (cell-to-cell moves do not count)."""
        return next(legal_moves(self, position, False), None) is not None

    def is_won(self, position: Position) -> bool:
        """Whether the game is won in ``position``: all 52 cards home."""
        return position.is_won()

    def is_lost(self, position: Position) -> bool:
        """Whether ``position`` is not won and no move that changes anything is left."""
        return not self.is_won(position) and not self.has_moves(position)

    apply = moving.apply
    step = moving.step
    children = moving.children
    settle = moving.settle
    forced_moves = moving.forced_moves
    autoplay_move = moving.autoplay_move
    safe_home_moves = moving.safe_home_moves
    check = checking.check

    def play(self, position: Position, move: Move) -> Position:
        """Checked ``apply``: raises IllegalMoveError or InvalidMoveError with the reason."""
        self.check(position, move)
        return self.apply(position, move)

    play_line = replaying.play_line

    # -- the table's questions (``piles``): what a gesture on a pile means -------------------

    pile_cards = staticmethod(piles.pile_cards)
    find_move = staticmethod(piles.find_move)
    targets = piles.targets
    lift_refusal = piles.lift_refusal
    liftable_index = piles.liftable_index
    best_move = piles.best_move
    drop_move = piles.drop_move
    beak = piles.beak

    # -- the words the rules are told in -----------------------------------------------------

    cell_word = checking.cell_word
    pile_name = checking.pile_name
    describe_empty_column = checking.describe_empty_column
    describe_empty_columns = checking.describe_empty_columns
    describe_build = checking.describe_build
    describe_run_limit = checking.describe_run_limit
    carry_explanation = checking.carry_explanation

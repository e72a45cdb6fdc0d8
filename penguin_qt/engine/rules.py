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
from typing import Any, Literal, get_args

from . import checking, moving, piles, replaying
from .cards import RANK, rank_below
from .deals import BUILTIN_DEALS, DealProcedure
from .errors import EngineError
from .movegen import FITS, MAX_CELLS, MAX_COLUMNS, UNLIMITED, carry_limit, legal_moves
from .position import Move, Position

# Built-in deals newer than the records' old names ("v1", "microsoft"): kept as the procedure
# itself, so that a record names them by their id like any plugin's deal.
NAMED_BY_PROCEDURE = ("rows",)

Build = Literal["suit", "alternate"]
EmptyColumn = Literal["any", "below-base", "kings"]
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

__all__ = [
    "AUTOPLAY_POLICIES",
    "BUILDS",
    "CELL_NAMES",
    "DEALS",
    "EMPTY_COLUMN_RULES",
    "MAX_CELLS",
    "MAX_COLUMNS",
    "RUN_LIMITS",
    "UNLIMITED",
    "Rules",
]


@dataclass(frozen=True, slots=True)
class Rules:
    """The parameters of one variant; docs/plugins.md describes each field and its values.

    ``columns`` 1-10 and ``cells`` 0-10; ``build`` ``"suit"`` or ``"alternate"``;
    ``empty_column`` ``"any"``, ``"below-base"`` (the rank below the base rank) or
    ``"kings"``; ``run_limit`` ``"formula"`` ((n+1)*2^k), ``"cells"`` (n+1),
    ``"unlimited"`` or ``"single"`` (one card per move); ``deal`` a built-in deal's id
    (``"parlett"``, ``"eight-off"``, ``"microsoft"``, ``"rows"``) or a ``DealProcedure``;
    ``autoplay`` the policy that suits the variant; ``forced_base_moves``: a base-rank card
    goes to its empty foundation by itself as soon as it is exposed; ``cell_name``
    ``"flipper"`` or ``"free cell"``, the word the player reads.
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

    def __post_init__(self) -> None:
        checks = (
            (self.build, BUILDS, "build"),
            (self.empty_column, EMPTY_COLUMN_RULES, "empty_column"),
            (self.run_limit, RUN_LIMITS, "run_limit"),
            (self.autoplay, AUTOPLAY_POLICIES, "autoplay"),
            (self.cell_name, CELL_NAMES, "cell_name"),
        )
        for value, allowed, name in checks:
            if value not in allowed:
                raise ValueError(f"{name} must be one of {', '.join(allowed)}, not {value!r}")
        if not isinstance(self.deal, DealProcedure) and self.deal not in BUILTIN_DEALS:
            raise ValueError(
                f"deal must be one of {', '.join(DEALS)} or a DealProcedure, not {self.deal!r}"
            )
        if isinstance(self.deal, str) and self.deal in NAMED_BY_PROCEDURE:
            object.__setattr__(self, "deal", BUILTIN_DEALS[self.deal])
        for count, low, high, what in (
            (self.cells, 0, MAX_CELLS, "cells"),
            (self.columns, 1, MAX_COLUMNS, "columns"),
        ):
            if isinstance(count, bool) or not isinstance(count, int) or not low <= count <= high:
                raise ValueError(f"{what} must be {low} to {high}, not {count!r}")
        problem = self.deal_procedure.problem(self)
        if problem:
            raise ValueError(f"the deal {self.deal_procedure.name} {problem}")

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
        """These rules with the player's free parameters set on top (None: as they are)."""
        changes: dict[str, Any] = {}
        if cells is not None:
            changes["cells"] = cells
        if empty_column is not None:
            changes["empty_column"] = empty_column
        if run_limit is not None:
            changes["run_limit"] = run_limit
        return dataclasses.replace(self, **changes) if changes else self

    def empty_column_rank(self, base: int) -> int | None:
        """The rank an empty column takes (its run's head), None when it takes any card."""
        if self.empty_column == "any":
            return None
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

    def legal_moves(self, position: Position) -> list[Move]:
        """Every legal move as a list, including the moves from one cell to another (legal,
        but they change nothing).  ``iter_legal_moves`` yields them one at a time."""
        return list(legal_moves(self, position))

    def is_legal(self, position: Position, move: Move) -> bool:
        """Whether ``move`` is legal here (``check`` says why not)."""
        try:
            checking.check(self, position, move)
        except EngineError:
            return False
        return True

    def has_moves(self, position: Position) -> bool:
        """Whether any move that changes something is left (cell-to-cell moves do not count)."""
        return next(legal_moves(self, position, False), None) is not None

    def is_lost(self, position: Position) -> bool:
        """Whether ``position`` is not won and no move that changes anything is left."""
        return not position.is_won() and not self.has_moves(position)

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
        checking.check(self, position, move)
        return moving.apply(self, position, move)

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
    describe_run_limit = checking.describe_run_limit
    carry_explanation = checking.carry_explanation

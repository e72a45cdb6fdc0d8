"""The rule model: one frozen parameter record per variant, and the logic that reads it.

Every variant of the family is the same game with other numbers: how many columns and cells,
where foundations start, how the tableau builds, what an empty column takes, how many cards
a run move may carry, and how the cards are dealt.  ``Rules`` holds those numbers and answers
every question about legality; positions and moves are plain immutable values.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from .cards import RANK, RANK_LABELS, RED, SUIT, card, card_label, rank_below
from .errors import N_, IllegalMoveError, InvalidMoveError, Text
from .position import CELL, CELL_LETTERS, COLUMN, FOUNDATION, Move, Position

FOUNDATION_BASES = ("ace", "beak")
BUILDS = ("suit", "alternate")
EMPTY_COLUMN_RULES = ("any", "below-base", "kings")
RUN_LIMITS = ("formula", "cells", "unlimited")
DEALS = ("parlett", "eight-off", "microsoft")
AUTOPLAY_POLICIES = ("none", "any", "safe")
MAX_CELLS = 8
MAX_COLUMNS = 9

UNLIMITED = 52

Child = tuple[Move, Position]

RANK_PLURALS = (
    N_("aces"), N_("twos"), N_("threes"), N_("fours"), N_("fives"), N_("sixes"), N_("sevens"),
    N_("eights"), N_("nines"), N_("tens"), N_("jacks"), N_("queens"), N_("kings"),
)  # fmt: skip
SUIT_NAMES = (N_("clubs"), N_("diamonds"), N_("hearts"), N_("spades"))


def _fits_table(alternate: bool) -> tuple[tuple[bool, ...], ...]:
    """FITS[t][c]: card c is one rank below t (cyclically) and of the right suit or colour."""
    rows = []
    for t in range(52):
        below = rank_below(RANK[t])
        rows.append(
            tuple(
                RANK[c] == below and (RED[c] != RED[t] if alternate else SUIT[c] == SUIT[t])
                for c in range(52)
            )
        )
    return tuple(rows)


_FITS = {"suit": _fits_table(False), "alternate": _fits_table(True)}

_new_tuple = tuple.__new__


class _Tables:
    """Move-generation tables for one build and one base rank (made once, then cached).

    ``fits[t][c]``: card c may lie on card t (never on a base-rank card); ``onto[t]``: the
    cards that may lie on t; ``pending[suit]``: that suit's base-rank card.
    """

    __slots__ = ("fits", "onto", "pending")

    def __init__(self, build: str, base: int) -> None:
        rows = _FITS[build]
        no = (False,) * 52
        self.fits = tuple(no if RANK[t] == base else rows[t] for t in range(52))
        self.onto = tuple(tuple(c for c in range(52) if self.fits[t][c]) for t in range(52))
        self.pending = tuple(card(base, suit) for suit in range(4))


# _TABLES[build][base], made when first needed.
_TABLES: dict[str, list[_Tables | None]] = {build: [None] * 14 for build in BUILDS}


def _tables(build: str, base: int) -> _Tables:
    tables = _TABLES[build][base]
    if tables is None:
        tables = _TABLES[build][base] = _Tables(build, base)
    return tables


# Every move object move generation can yield, made once: generation then only looks them up.
_MAX_RUN = 13  # ranks in a run are distinct, so no run is longer
_COL_HOME = tuple(Move(COLUMN, s, FOUNDATION, 0, 1) for s in range(MAX_COLUMNS))
_COL_CELL = tuple(
    tuple(Move(COLUMN, s, CELL, e, 1) for e in range(MAX_CELLS)) for s in range(MAX_COLUMNS)
)
_COL_COL = tuple(
    tuple(
        tuple(Move(COLUMN, s, COLUMN, d, k) for k in range(_MAX_RUN + 1))
        for d in range(MAX_COLUMNS)
    )
    for s in range(MAX_COLUMNS)
)
_CELL_HOME = tuple(Move(CELL, s, FOUNDATION, 0, 1) for s in range(MAX_CELLS))
_CELL_COL = tuple(
    tuple(Move(CELL, s, COLUMN, d, 1) for d in range(MAX_COLUMNS)) for s in range(MAX_CELLS)
)
_CELL_CELL = tuple(
    tuple(Move(CELL, s, CELL, e, 1) for e in range(MAX_CELLS)) for s in range(MAX_CELLS)
)


@dataclass(frozen=True, slots=True)
class Rules:
    """The parameters of one variant (see RULES.md for their meaning).

    ``foundation_base`` is ``"ace"`` or ``"beak"`` (the first card dealt sets the base rank and
    everything wraps from king to ace); ``build`` is ``"suit"`` or ``"alternate"``;
    ``empty_column`` is ``"any"``, ``"below-base"`` or ``"kings"``; ``run_limit`` is
    ``"formula"`` ((n+1)*2^k), ``"cells"`` (n+1) or ``"unlimited"``; ``deal`` names the deal
    procedure; ``autoplay`` is the autoplay policy that suits the variant.
    """

    id: str
    name: str
    columns: int = 7
    cells: int = 7
    foundation_base: str = "beak"
    build: str = "suit"
    empty_column: str = "below-base"
    run_limit: str = "formula"
    deal: str = "parlett"
    autoplay: str = "any"
    forced_base_moves: bool = True
    cell_name: str = "flipper"
    description: str = ""

    def __post_init__(self) -> None:
        checks = (
            (self.foundation_base, FOUNDATION_BASES, "foundation_base"),
            (self.build, BUILDS, "build"),
            (self.empty_column, EMPTY_COLUMN_RULES, "empty_column"),
            (self.run_limit, RUN_LIMITS, "run_limit"),
            (self.deal, DEALS, "deal"),
            (self.autoplay, AUTOPLAY_POLICIES, "autoplay"),
        )
        for value, allowed, name in checks:
            if value not in allowed:
                raise ValueError(f"{name} must be one of {', '.join(allowed)}, not {value!r}")
        if not 0 <= self.cells <= MAX_CELLS:
            raise ValueError(f"cells must be 0 to {MAX_CELLS}, not {self.cells}")
        if not 1 <= self.columns <= MAX_COLUMNS:
            raise ValueError(f"columns must be 1 to {MAX_COLUMNS}, not {self.columns}")
        if self.deal == "eight-off" and (self.columns != 8 or self.cells < 4):
            raise ValueError("the Eight Off deal needs 8 columns and at least 4 cells")
        if self.deal == "microsoft" and self.columns != 8:
            raise ValueError("the Microsoft deal needs 8 columns")
        if (self.deal == "parlett") != (self.foundation_base == "beak"):
            raise ValueError("the base rank comes from the beak exactly when the deal is Parlett's")

    # -- derived facts -------------------------------------------------------------------

    @property
    def wraps(self) -> bool:
        """Whether ranks wrap from king to ace (any base other than the ace)."""
        return self.foundation_base == "beak"

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

    def cell_word(self, count: int) -> Text:
        if self.cell_name == "flipper":
            return Text(N_("flipper") if count == 1 else N_("flippers"))
        return Text(N_("free cell") if count == 1 else N_("free cells"))

    def empty_column_rank(self, base: int) -> int | None:
        """The rank an empty column takes (its run's head), None when it takes any card."""
        if self.empty_column == "any":
            return None
        if self.empty_column == "kings":
            return 13
        return rank_below(base)

    def describe_empty_column(self, base: int) -> str:
        """Short label for an empty column: the rank letter it takes, or 'any'."""
        rank = self.empty_column_rank(base)
        return N_("any") if rank is None else RANK_LABELS[rank - 1]

    # -- runs and the carry limit ----------------------------------------------------------

    def fits(self, c: int, t: int, base: int) -> bool:
        """Whether card ``c`` may be placed on card ``t`` in the tableau."""
        return RANK[t] != base and _FITS[self.build][t][c]

    def run_length(self, column: tuple[int, ...], base: int) -> int:
        """Length of the run at the end of a column (0 for an empty column)."""
        n = len(column)
        if n == 0:
            return 0
        fits = _FITS[self.build]
        i = n - 1
        while i > 0:
            t = column[i - 1]
            if RANK[t] == base or not fits[t][column[i]]:
                break
            i -= 1
        return n - i

    def carry_limit(self, position: Position, to_empty_column: bool = False) -> int:
        """How many cards one run move may carry now (UNLIMITED when there is no limit)."""
        if self.run_limit == "unlimited":
            return UNLIMITED
        free = position.cells.count(None)
        if self.run_limit == "cells":
            return free + 1
        empty = sum(1 for col in position.columns if not col) - (1 if to_empty_column else 0)
        return (free + 1) << max(empty, 0)

    def describe_run_limit(self) -> Text:
        """Which run-move limit these rules use, in words a player can read."""
        if self.run_limit == "unlimited":
            return Text(N_("Runs of any length move as a unit"))
        if self.run_limit == "cells":
            return Text(
                N_("Runs of up to (empty {cells} + 1) cards move as a unit"),
                cells=self.cell_word(2),
            )
        return Text(
            N_(
                "Runs of up to (empty {cells} + 1) × 2^(empty columns other than the "
                "destination) cards move as a unit"
            ),
            cells=self.cell_word(2),
        )

    def carry_explanation(self, position: Position, to_empty_column: bool = False) -> Text:
        """Why the carry limit is what it is, in words a player can read.

        ``to_empty_column``: for a move into an empty column, which does not count itself.
        """
        limit = self.carry_limit(position, to_empty_column)
        free = position.cells.count(None)
        if self.run_limit == "unlimited":
            return Text(N_("any number of cards can be carried"))
        cells = Text(N_("{count} empty {word}"), count=free, word=self.cell_word(free))
        if free == 0:
            cells = Text(N_("no empty {word}"), word=self.cell_word(0))
        if self.run_limit == "cells":
            if limit == 1:
                template = N_("1 card can be carried now: {cells} (empty columns do not count)")
            else:
                template = N_(
                    "{limit} cards can be carried now: {cells} (empty columns do not count)"
                )
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

    # -- move generation -------------------------------------------------------------------

    def accepts_in_empty_column(self, c: int, base: int) -> bool:
        rank = self.empty_column_rank(base)
        return rank is None or RANK[c] == rank

    def legal_moves(self, position: Position) -> list[Move]:
        """Every legal move, including each run length the carry limit allows and the moves
        from one cell to another (legal, but they change nothing)."""
        return self._moves(position, True)

    def iter_legal_moves(self, position: Position, cell_shuffles: bool = True) -> Iterator[Move]:
        """The legal moves one by one, in a fixed order: from each column in turn (to the
        foundation, to each empty cell, to each other column), then from each cell (to the
        foundation, to each column, to each empty cell).  ``cell_shuffles=False`` leaves out
        the moves from one cell to another, which change nothing (what a solver wants)."""
        return iter(self._moves(position, cell_shuffles))

    def _moves(self, position: Position, cell_shuffles: bool) -> list[Move]:
        # The hot path of every solver: tables instead of rule questions, and move objects
        # looked up rather than made.  Behaviour is that of ``check`` (the tests hold them equal).
        columns, cells, foundations, base = position
        tables = _TABLES[self.build][base] or _tables(self.build, base)
        fits = tables.fits
        onto = tables.onto
        ncols = len(columns)
        b1 = base - 1
        f0, f1, f2, f3 = foundations
        # The card each foundation takes next (-1 when complete).
        home = (
            (b1 + f0) % 13 if f0 < 13 else -1,
            13 + (b1 + f1) % 13 if f1 < 13 else -1,
            26 + (b1 + f2) % 13 if f2 < 13 else -1,
            39 + (b1 + f3) % 13 if f3 < 13 else -1,
        )
        empty_cells = [i for i, x in enumerate(cells) if x is None]
        free = len(empty_cells)
        empty_columns = columns.count(())
        run_limit = self.run_limit
        if run_limit == "formula":
            limit_full = (free + 1) << empty_columns
            limit_empty = (free + 1) << (empty_columns - 1) if empty_columns else 0
        elif run_limit == "cells":
            limit_full = limit_empty = free + 1
        else:
            limit_full = limit_empty = UNLIMITED
        empty_rule = self.empty_column
        if empty_rule == "any":
            head_rank = 0
        elif empty_rule == "kings":
            head_rank = 13
        else:
            head_rank = 13 if base == 1 else base - 1

        # Where each card of a run lies: at[c] = 16 * column + (its depth in the run, 1 = top).
        at = [-1] * 52
        to_empty: list[tuple[int, ...]] = []  # per column, the counts it can move to an empty one
        for s, col in enumerate(columns):
            n = len(col)
            if not n:
                to_empty.append(())
                continue
            key = s << 4
            i = n - 1
            c = col[i]
            at[c] = key | 1
            while i:
                t = col[i - 1]
                if not fits[t][c]:
                    break
                i -= 1
                c = t
                at[c] = key | (n - i)
            if empty_columns:
                run = min(n - i, limit_empty)
                if head_rank:
                    ks = tuple(k for k in range(1, run + 1) if RANK[col[n - k]] == head_rank)
                else:
                    ks = tuple(range(1, run + 1))
                to_empty.append(ks)

        # Column-to-column moves, gathered per source column in destination order.
        from_column: list[list[Move]] = [[] for _ in range(ncols)]
        for d, dcol in enumerate(columns):
            if dcol:
                for c in onto[dcol[-1]]:
                    v = at[c]
                    if v >= 0:
                        s = v >> 4
                        k = v & 15
                        if s != d and k <= limit_full:
                            from_column[s].append(_COL_COL[s][d][k])
            else:
                for s in range(ncols):
                    if s != d:
                        for k in to_empty[s]:
                            from_column[s].append(_COL_COL[s][d][k])

        moves: list[Move] = []
        add = moves.append
        for s, col in enumerate(columns):
            if not col:
                continue
            top = col[-1]
            if home[top // 13] == top:
                add(_COL_HOME[s])
            for e in empty_cells:
                add(_COL_CELL[s][e])
            moves.extend(from_column[s])
        for s, held in enumerate(cells):
            if held is None:
                continue
            if home[held // 13] == held:
                add(_CELL_HOME[s])
            for d, dcol in enumerate(columns):
                if dcol:
                    if fits[dcol[-1]][held]:
                        add(_CELL_COL[s][d])
                elif not head_rank or RANK[held] == head_rank:
                    add(_CELL_COL[s][d])
            if cell_shuffles:
                for e in empty_cells:
                    add(_CELL_CELL[s][e])
        return moves

    def has_moves(self, position: Position) -> bool:
        """Whether any move that changes something is left (cell-to-cell moves do not count)."""
        return next(self.iter_legal_moves(position, cell_shuffles=False), None) is not None

    def is_lost(self, position: Position) -> bool:
        return not position.is_won() and not self.has_moves(position)

    # -- applying moves ----------------------------------------------------------------------

    def apply_plain(self, position: Position, move: Move) -> Position:
        """The position after ``move`` alone, unchecked and without forced moves."""
        sk, s, tk, t, count = move
        columns = position.columns
        cells = position.cells
        if sk == COLUMN:
            col = columns[s]
            moved = col[-count:]
            columns = columns[:s] + (col[:-count],) + columns[s + 1 :]
        else:
            moved = (cells[s],)  # type: ignore[assignment]  # a move's source cell holds a card
            cells = cells[:s] + (None,) + cells[s + 1 :]
        foundations: tuple[int, ...] = position.foundations
        if tk == COLUMN:
            columns = columns[:t] + (columns[t] + moved,) + columns[t + 1 :]
        elif tk == CELL:
            cells = cells[:t] + (moved[0],) + cells[t + 1 :]
        else:
            suit = SUIT[moved[0]]
            foundations = foundations[:suit] + (foundations[suit] + 1,) + foundations[suit + 1 :]
        return Position(columns, cells, foundations, position.base)  # type: ignore[arg-type]

    def forced_moves(self, position: Position) -> list[Move]:
        """The moves the rules make on their own from here: every base-rank card that is the
        exposed card of a column goes to its (empty) foundation.  Empty when not forced."""
        if not self.forced_base_moves:
            return []
        moves = []
        columns = list(position.columns)
        foundations = list(position.foundations)
        base = position.base
        changed = True
        while changed:
            changed = False
            for i, col in enumerate(columns):
                if col and RANK[col[-1]] == base and foundations[SUIT[col[-1]]] == 0:
                    moves.append(Move(COLUMN, i, FOUNDATION, 0, 1))
                    foundations[SUIT[col[-1]]] = 1
                    columns[i] = col[:-1]
                    changed = True
        return moves

    def step(self, position: Position, move: Move) -> tuple[tuple[Move, ...], tuple[Position, ...]]:
        """``move`` and the forced moves it causes, one at a time: the forced moves, and the
        positions after the move and after each forced move (the last is ``apply``'s).
        Unchecked, like ``apply``."""
        after = self.apply_plain(position, move)
        forced = tuple(self.forced_moves(after))
        frames = [after]
        for f in forced:
            after = self.apply_plain(after, f)
            frames.append(after)
        return forced, tuple(frames)

    def apply(self, position: Position, move: Move) -> Position:
        """The position after ``move`` and the forced moves it causes.  Unchecked: for solvers
        and for moves that came from ``legal_moves``."""
        return self._apply(position, move, False)

    def children(self, position: Position, cell_shuffles: bool = False) -> list[Child]:
        """Every legal move with the position after it: ``[(move, apply(position, move))]``
        in the order of ``iter_legal_moves``, without the moves from one cell to another
        unless asked.  The fastest way for a solver to expand a position."""
        moves = self._moves(position, cell_shuffles)
        settled = not self.forced_base_moves or not self._base_card_waiting(position)
        after = self._apply
        return [(move, after(position, move, settled)) for move in moves]

    @staticmethod
    def _base_card_waiting(position: Position) -> bool:
        """Whether a column's exposed card is a base-rank card whose foundation is empty."""
        foundations = position.foundations
        if 0 not in foundations:
            return False
        b = position.base - 1
        for col in position.columns:
            if col:
                top = col[-1]
                if top % 13 == b and not foundations[top // 13]:
                    return True
        return False

    def _apply(self, position: Position, move: Move, settled: bool) -> Position:
        # ``settled``: no base-rank card waits exposed in ``position``, so only the columns
        # the move changes need a look for forced moves.
        sk, s, tk, t, count = move
        columns, cells, foundations, base = position
        if sk == COLUMN:
            col = columns[s]
            cut = len(col) - count
            head = col[cut]
            cols = list(columns)
            cols[s] = col[:cut]
            if tk == COLUMN:
                cols[t] = columns[t] + col[cut:]
            elif tk == CELL:
                held = list(cells)
                held[t] = head
                cells = _new_tuple(tuple, held)
            columns = _new_tuple(tuple, cols)
        else:
            head = cells[s]  # type: ignore[assignment]  # a move's source cell holds a card
            held = list(cells)
            held[s] = None
            if tk == CELL:
                held[t] = head
            elif tk == COLUMN:
                cols = list(columns)
                cols[t] = columns[t] + (head,)
                columns = _new_tuple(tuple, cols)
            cells = _new_tuple(tuple, held)
        if tk == FOUNDATION:
            home = list(foundations)
            home[head // 13] += 1
            foundations = _new_tuple(tuple, home)
        if self.forced_base_moves and 0 in foundations:
            # Forced moves: is a base-rank card of a suit not yet started exposed?
            b = base - 1
            if settled:
                changed = columns[s] if sk == COLUMN else columns[t] if tk == COLUMN else ()
                if changed:
                    top = changed[-1]
                    if top % 13 == b and not foundations[top // 13]:
                        columns, foundations = self._send_base_cards_home(
                            columns, foundations, base
                        )
            else:
                for col in columns:
                    if col:
                        top = col[-1]
                        if top % 13 == b and not foundations[top // 13]:
                            columns, foundations = self._send_base_cards_home(
                                columns, foundations, base
                            )
                            break
        return _new_tuple(Position, (columns, cells, foundations, base))

    @staticmethod
    def _send_base_cards_home(columns, foundations, base):
        """The forced moves of ``apply``: every exposed base-rank card whose foundation is
        still empty goes there, until none is left."""
        pending = _tables("suit", base).pending
        waiting = {pending[suit] for suit in range(4) if foundations[suit] == 0}
        cols = None
        changed = True
        while changed:
            changed = False
            for i, col in enumerate(cols or columns):
                if col and col[-1] in waiting:
                    if cols is None:
                        cols = list(columns)
                        foundations = list(foundations)
                    waiting.discard(col[-1])
                    foundations[col[-1] // 13] = 1
                    cols[i] = col[:-1]
                    changed = True
        if cols is None:
            return columns, foundations
        return tuple(cols), tuple(foundations)

    def settle(self, position: Position) -> Position:
        """A position with the forced moves made (a deal, or a position read from text)."""
        for forced in self.forced_moves(position):
            position = self.apply_plain(position, forced)
        return position

    def play(self, position: Position, move: Move) -> Position:
        """Checked ``apply``: raises IllegalMoveError or InvalidMoveError with the reason."""
        self.check(position, move)
        return self.apply(position, move)

    # -- checking moves, with reasons ------------------------------------------------------------

    def pile_name(self, kind: int, index: int) -> Text:
        """A pile as the player knows it: "column 3", "flipper b", "the foundation"."""
        if kind == COLUMN:
            return Text(N_("column {n}"), n=index + 1)
        if kind == CELL:
            word = Text(N_("flipper") if self.cell_name == "flipper" else N_("free cell"))
            # Cells are lettered; an index no cell can have is named by number.
            letter = CELL_LETTERS[index] if 0 <= index < len(CELL_LETTERS) else str(index + 1)
            return Text(N_("{word} {letter}"), word=word, letter=letter)
        return Text(N_("the foundation"))

    def check(self, position: Position, move: Move) -> None:
        """Raise an error with a reason a player can read unless ``move`` is legal here."""
        sk, s, tk, t, count = move
        base = position.base
        moved = self._check_source(position, move)
        head = moved[0]
        if tk == FOUNDATION:
            if t != 0:  # one foundation target: the suit decides which pile the card goes to
                raise InvalidMoveError(
                    N_("Moves to the foundation use index 0: the card's suit picks the pile")
                )
            if count != 1:
                raise IllegalMoveError(N_("Cards go to a foundation one at a time"))
            suit = SUIT[head]
            needed = position.next_foundation_rank(suit)
            if RANK[head] != needed:
                if position.foundations[suit] == 0:
                    raise IllegalMoveError(
                        N_("The {suit} foundation starts with the {card}"),
                        suit=Text(SUIT_NAMES[suit]),
                        card=card_label(card(base, suit)),
                    )
                raise IllegalMoveError(
                    N_(
                        "The {card} cannot go home yet: the {suit} foundation takes the {next} next"
                    ),
                    card=card_label(head),
                    suit=Text(SUIT_NAMES[suit]),
                    next=card_label(card(needed, suit)),  # type: ignore[arg-type]
                )
            return
        if not 0 <= t < (self.columns if tk == COLUMN else self.cells):
            raise InvalidMoveError(N_("There is no {pile}"), pile=self.pile_name(tk, t))
        if (sk, s) == (tk, t):
            raise InvalidMoveError(N_("The cards are already there"))
        if tk == CELL:
            if count != 1:
                raise IllegalMoveError(N_("A {word} holds one card"), word=self.cell_word(1))
            if position.cells[t] is not None:
                raise IllegalMoveError(
                    N_("There is already a card in {pile}"), pile=self.pile_name(CELL, t)
                )
            return
        target = position.columns[t]
        if target:
            top = target[-1]
            if RANK[top] == base:
                if self.wraps:
                    raise IllegalMoveError(
                        N_("Nothing may be placed on the {card}: {rank} is the base rank"),
                        card=card_label(top),
                        rank=RANK_LABELS[base - 1],
                    )
                raise IllegalMoveError(N_("Nothing may be placed on an ace"))
            if not _FITS[self.build][top][head]:
                rule = (
                    N_("the tableau builds down in suit")
                    if self.build == "suit"
                    else N_("the tableau builds down in alternating colours")
                )
                raise IllegalMoveError(
                    N_("The {card} does not go on the {target}: {rule}"),
                    card=card_label(head),
                    target=card_label(top),
                    rule=Text(rule),
                )
        else:
            rank = self.empty_column_rank(base)
            if rank is not None and RANK[head] != rank:
                if self.empty_column == "below-base" and self.wraps:
                    raise IllegalMoveError(
                        N_("Empty columns take only {ranks}: the base rank is {base}"),
                        ranks=Text(RANK_PLURALS[rank - 1]),
                        base=RANK_LABELS[base - 1],
                    )
                raise IllegalMoveError(
                    N_("Empty columns take only {ranks}"), ranks=Text(RANK_PLURALS[rank - 1])
                )
        limit = self.carry_limit(position, not target)
        if count > limit:
            raise IllegalMoveError(
                N_("Only {explanation}"),
                explanation=self.carry_explanation(position, not target),
            )

    def _check_source(self, position: Position, move: Move) -> tuple[int, ...]:
        sk, s, tk, _t, count = move
        if sk == FOUNDATION:
            raise IllegalMoveError(N_("Cards on a foundation stay there"))
        if tk not in (COLUMN, CELL, FOUNDATION) or sk not in (COLUMN, CELL):
            raise InvalidMoveError(N_("Not a move: {text!r}"), text=str(move))
        if count < 1:
            raise InvalidMoveError(N_("A move carries at least one card"))
        if not 0 <= s < (self.columns if sk == COLUMN else self.cells):
            raise InvalidMoveError(N_("There is no {pile}"), pile=self.pile_name(sk, s))
        if sk == CELL:
            c = position.cells[s]
            if c is None:
                raise InvalidMoveError(N_("There is no card in {pile}"), pile=self.pile_name(sk, s))
            if count != 1:
                raise IllegalMoveError(N_("A {word} holds one card"), word=self.cell_word(1))
            return (c,)
        col = position.columns[s]
        if not col:
            raise InvalidMoveError(N_("There is no card in {pile}"), pile=self.pile_name(sk, s))
        if count > len(col):
            if len(col) == 1:
                raise InvalidMoveError(
                    N_("There is only 1 card in {pile}"), pile=self.pile_name(sk, s)
                )
            raise InvalidMoveError(
                N_("There are only {n} cards in {pile}"), pile=self.pile_name(sk, s), n=len(col)
            )
        if count > self.run_length(col, position.base):
            raise IllegalMoveError(
                N_("The {card} cannot be moved with the cards on it: they are not a run"),
                card=card_label(col[-count]),
            )
        if count > 1 and tk != COLUMN:
            raise IllegalMoveError(N_("Only one card at a time goes there"))
        return col[-count:]

    # -- autoplay and the end ---------------------------------------------------------------------

    def autoplay_move(self, position: Position, policy: str | None = None) -> Move | None:
        """The next card the autoplay policy sends home (``"any"``: every card that fits;
        ``"safe"``: only cards no other card can still need; ``"none"``), or None."""
        policy = self.autoplay if policy is None else policy
        if policy == "none":
            return None
        for kind, index, c in self._exposed_cards(position):
            suit = SUIT[c]
            if RANK[c] != position.next_foundation_rank(suit):
                continue
            if policy == "safe" and not self._safe_home(position, c):
                continue
            return Move(kind, index, FOUNDATION, 0, 1)
        return None

    @staticmethod
    def _exposed_cards(position: Position) -> Iterator[tuple[int, int, int]]:
        for i, c in enumerate(position.cells):
            if c is not None:
                yield CELL, i, c
        for i, col in enumerate(position.columns):
            if col:
                yield COLUMN, i, col[-1]

    def _safe_home(self, position: Position, c: int) -> bool:
        """A card is safe to send home when every card that could be built on it is home."""
        if self.build == "suit":
            return True
        home = position.foundations
        needed = (RANK[c] - position.base) % 13  # cards of the rank below that must be home
        if needed <= 1:
            return True
        return all(home[s] >= needed for s in range(4) if RED[card(1, s)] != RED[c])

"""Move generation's tables, made at import the fast way, hold what their definitions say:
which card may lie on which for each build, the cards that may lie on each card for every
base rank, and one move object for every move generation can yield."""

from __future__ import annotations

import pytest

from penguin_qt.engine import movegen
from penguin_qt.engine.cards import RANK, RED, SUIT, rank_below
from penguin_qt.engine.position import CELL, COLUMN, FOUNDATION, Move


@pytest.mark.parametrize("build", ["suit", "alternate"])
def test_fits_is_one_rank_below_and_the_right_suit_or_colour(build):
    for t in range(52):
        for c in range(52):
            below = RANK[c] == rank_below(RANK[t])
            match = RED[c] != RED[t] if build == "alternate" else SUIT[c] == SUIT[t]
            assert movegen.FITS[build][t][c] is (below and match), (build, t, c)
    # one card fits on each card in suit, two of the other colour
    assert {sum(row) for row in movegen.FITS[build]} == {1 if build == "suit" else 2}


@pytest.mark.parametrize("build", ["suit", "alternate"])
@pytest.mark.parametrize("base", range(1, 14))
def test_tables_for_each_base_rank(build, base):
    table = movegen.tables(build, base)
    for t in range(52):
        expected = [c for c in range(52) if RANK[t] != base and movegen.FITS[build][t][c]]
        assert list(table.onto[t]) == expected
        assert all(table.fits[t][c] == (c in expected) for c in range(52))
    assert [RANK[c] for c in table.pending] == [base] * 4
    assert [SUIT[c] for c in table.pending] == [0, 1, 2, 3]


def _walk(moves, path):
    """(path, move) for every move of a nested table: the path is the table's name and the
    indices that lead to the move."""
    assert type(moves) is tuple
    for index, entry in enumerate(moves):
        if type(entry) is tuple:
            yield from _walk(entry, (*path, index))
        else:
            yield (*path, index), entry


def test_one_move_object_for_every_move_generation_can_yield():
    # each table: its moves, its shape, and the move at each index path
    tables = {
        "col_home": (movegen._COL_HOME, (13,), lambda s: (COLUMN, s, FOUNDATION, 0, 1)),
        "col_cell": (movegen._COL_CELL, (13, 10), lambda s, e: (COLUMN, s, CELL, e, 1)),
        "col_col": (movegen._COL_COL, (13, 13, 14), lambda s, d, k: (COLUMN, s, COLUMN, d, k)),
        "cell_home": (movegen._CELL_HOME, (10,), lambda s: (CELL, s, FOUNDATION, 0, 1)),
        "cell_col": (movegen._CELL_COL, (10, 13), lambda s, d: (CELL, s, COLUMN, d, 1)),
        "cell_cell": (movegen._CELL_CELL, (10, 10), lambda s, e: (CELL, s, CELL, e, 1)),
    }
    for name, (moves, shape, expected) in tables.items():
        level = moves
        for size in shape:
            assert len(level) == size, name
            level = level[0]
        for path, move in _walk(moves, (name,)):
            assert type(move) is Move, path
            named = (move.source_kind, move.source, move.target_kind, move.target, move.count)
            assert named == tuple(move) == expected(*path[1:]), path

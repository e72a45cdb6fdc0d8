"""The run limit of one card per move, the built-in row-by-row deal and deal descriptions."""

from __future__ import annotations

import dataclasses
import pickle
import random
import sys
from pathlib import Path

import pytest
from engine_helpers import board

from penguin_qt.engine import (
    ROWS_DEAL,
    IllegalMoveError,
    Move,
    Rules,
    deal,
    row_by_row,
    shuffled_deck,
)
from penguin_qt.engine.deals import BUILTIN_DEALS
from penguin_qt.engine.position import COLUMN

sys.path.insert(0, str(Path(__file__).parent.parent / "solving"))
from solving_helpers import brute_force_winnable, small_position

SINGLE = Rules(
    id="test.single",
    name="Single",
    columns=6,
    cells=2,
    build="alternate",
    empty_column="any",
    run_limit="single",
    deal="rows",
    autoplay="safe",
    forced_base_moves=False,
    cell_name="free cell",
)


def test_a_single_card_limit_offers_and_allows_only_one_card_moves():
    position = board(SINGLE, ["9S 8H 7C", "TD", "", "", "2C", "3C"], "- -")
    moves = SINGLE.legal_moves(position)
    assert moves and all(move.count == 1 for move in moves)
    assert Move(COLUMN, 0, COLUMN, 2, 1) in moves
    with pytest.raises(IllegalMoveError) as raised:
        SINGLE.check(position, Move(COLUMN, 0, COLUMN, 2, 2))
    assert "one card" in str(raised.value)
    assert SINGLE.carry_limit(position) == 1
    assert "One card" in str(SINGLE.describe_run_limit())


def test_the_same_run_moves_whole_under_the_cells_limit():
    cells = dataclasses.replace(SINGLE, run_limit="cells")
    position = board(cells, ["9S 8H 7C", "TD", "", "", "2C", "3C"], "- -")
    assert Move(COLUMN, 0, COLUMN, 2, 2) in cells.legal_moves(position)


def test_generation_and_checking_agree_under_the_single_limit():
    rng = random.Random(7)
    for number in range(1, 21):
        position = deal(SINGLE, number)
        for _ in range(30):
            generated = set(SINGLE.legal_moves(position))
            for sk in range(2):
                for s in range(6 if sk == COLUMN else 2):
                    for tk in range(3):
                        for t in range(6 if tk == COLUMN else 2 if tk == 1 else 1):
                            for count in (1, 2, 3):
                                move = Move(sk, s, tk, t, count)
                                assert SINGLE.is_legal(position, move) == (move in generated)
            changing = [m for m, _ in SINGLE.children(position)]
            if not changing:
                break
            position = SINGLE.apply(position, rng.choice(changing))


def test_the_search_is_exact_under_the_single_limit(host):
    from penguin_qt.solving import SOLVED, Budget, run_solver, verify_solution

    search = host.solvers()["search"].item
    tight = dataclasses.replace(SINGLE, columns=4, cells=1, build="suit", empty_column="kings")
    assert search.supports(tight).exact
    rng = random.Random(22)
    won = 0
    for _ in range(25):
        start = small_position(tight, rng, out=11)
        result = run_solver(search, start, tight, Budget(seconds=20))
        assert (result.verdict == SOLVED) == brute_force_winnable(tight, start), start
        if result.verdict == SOLVED:
            verify_solution(start, tight, result.moves)
            won += 1
    assert 0 < won < 25  # both answers were tested


def test_fc_solve_takes_the_single_limit_and_its_runs_come_back_one_card_at_a_time(host):
    # fc-solve's run moves are chains of single cards through the cells and the empty
    # columns (``carry_one_by_one``): the same positions, so its atomic scan is a proof
    from penguin_qt.solving import SOLVED, Budget, run_solver, verify_solution

    fcsolve = host.solvers()["fc-solve"].item
    support = fcsolve.supports(SINGLE)
    assert support.handles and support.exact
    if not fcsolve.availability().available:
        pytest.skip("Freecell Solver is not installed")
    for number in range(1, 6):
        start = deal(SINGLE, number)
        result = run_solver(fcsolve, start, SINGLE, Budget(seconds=5))
        if result.verdict == SOLVED:
            assert all(move.count == 1 for move in result.moves)
            verify_solution(start, SINGLE, result.moves)


def test_the_rows_deal_lays_shuffle_v1_row_by_row_into_any_table():
    for columns, cells in ((4, 0), (6, 2), (9, 2), (10, 10)):
        rules = dataclasses.replace(SINGLE, columns=columns, cells=cells)
        for number in (1, 2, 617):
            position = deal(rules, number)
            assert position.columns == row_by_row(shuffled_deck(number), columns)
            assert position.cells == (None,) * cells and position.base == 1


def test_the_rows_deal_is_kept_as_its_procedure_so_records_name_it_by_its_id():
    from penguin_qt.storage.records import shuffle_of

    assert SINGLE.deal is ROWS_DEAL and shuffle_of(SINGLE) == "rows"
    assert pickle.loads(pickle.dumps(SINGLE)) == SINGLE


def test_every_built_in_deal_has_a_description_of_a_sentence_or_two():
    for procedure in BUILTIN_DEALS.values():
        assert procedure.description.endswith(".") and len(procedure.description) > 40

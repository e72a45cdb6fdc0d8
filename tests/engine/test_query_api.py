"""The query side of the engine, python-chess style: is_legal, a lazy move generator, errors
that are ValueErrors, rule fields whose typos a type checker catches."""

from __future__ import annotations

import dataclasses
import inspect
import itertools
import textwrap

import pytest
from engine_helpers import board

from penguin_qt.engine import (
    COLUMN,
    FOUNDATION,
    DealError,
    DealProcedure,
    EngineError,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    Position,
    PositionError,
    Rules,
    deal,
    parse_position,
    row_by_row,
    shuffled_deck,
)
from penguin_qt.engine.rules import BUILDS, CELL_NAMES, DEALS, EMPTY_COLUMN_RULES, RUN_LIMITS
from penguin_qt_freecell import FREECELL
from penguin_qt_penguin import PENGUIN


def test_is_legal_agrees_with_check_and_says_no_without_raising():
    position = deal(PENGUIN, 1)
    legal = set(PENGUIN.iter_legal_moves(position))
    for move in itertools.islice(_every_move(PENGUIN), 400):
        assert PENGUIN.is_legal(position, move) == (move in legal), move.text
    assert not PENGUIN.is_legal(position, Move(COLUMN, 12, FOUNDATION, 0, 1))


def _every_move(rules):
    for sk, tk in itertools.product((0, 1), (0, 1, 2)):
        for s, t in itertools.product(range(rules.columns), range(rules.columns)):
            for count in (1, 2, 3) if sk == tk == COLUMN else (1,):
                yield Move(sk, s, tk, 0 if tk == FOUNDATION else t, count)


def test_legal_moves_are_generated_lazily_and_stop_when_asked():
    position = deal(FREECELL, 1)
    moves = FREECELL.iter_legal_moves(position)
    assert inspect.isgenerator(moves)
    first = next(moves)
    assert first == FREECELL.legal_moves(position)[0]
    moves.close()  # the rest is never made


@pytest.mark.parametrize("error", [IllegalMoveError, InvalidMoveError, PositionError])
def test_engine_errors_are_value_errors(error):
    assert issubclass(error, EngineError) and issubclass(error, ValueError)
    with pytest.raises(ValueError, match="already there"):
        PENGUIN.play(deal(PENGUIN, 1), Move(COLUMN, 1, COLUMN, 1, 1))
    with pytest.raises(ValueError):
        parse_position("Variant: penguin\n: AS\n", PENGUIN)


@pytest.mark.parametrize(
    "field, allowed",
    [
        ("build", BUILDS),
        ("empty_column", EMPTY_COLUMN_RULES),
        ("run_limit", RUN_LIMITS),
        ("cell_name", CELL_NAMES),
        ("deal", DEALS),
    ],
)
def test_a_misspelt_rule_value_is_refused_naming_the_allowed_ones(field, allowed):
    with pytest.raises(ValueError, match=f"{field} must be one of {', '.join(allowed)}"):
        Rules(id="typo", name="Typo", **{field: "nonsense"})


def test_the_field_types_let_a_type_checker_catch_a_typo(tmp_path):
    mypy_api = pytest.importorskip("mypy.api")
    plugin = tmp_path / "typo_plugin.py"
    plugin.write_text(
        textwrap.dedent(
            """
            from penguin_qt.engine import Rules

            GOOD = Rules(id="good", name="Good", build="alternate", run_limit="cells")
            BAD = Rules(id="bad", name="Bad", build="suits")
            """
        )
    )
    out, _, status = mypy_api.run(
        ["--no-incremental", "--follow-imports=silent", "--cache-dir", str(tmp_path), str(plugin)]
    )
    assert status == 1
    assert out.count("error:") == 1 and "typo_plugin.py:5:" in out and '"build"' in out


@pytest.mark.parametrize(
    "changes, message",
    [
        ({"columns": 0}, "columns must be 1 to 13"),
        ({"columns": 14}, "columns must be 1 to 13"),
        ({"cells": 11}, "cells must be 0 to 10"),
        ({"cells": -1}, "cells must be 0 to 10"),
        ({"deal": "microsoft", "columns": 7}, "needs 8 columns"),
    ],
)
def test_table_sizes_go_up_to_thirteen_columns_and_ten_cells(changes, message):
    with pytest.raises(ValueError, match=message):
        Rules(id="x", name="X", **changes)
    assert Rules(id="wide", name="Wide", columns=13, cells=10).columns == 13


def test_a_ten_column_game_has_moves_named_with_a_zero_for_the_tenth_column():
    rules = Rules(id="ten", name="Ten", columns=10, cells=10, run_limit="unlimited")
    columns = ["", "", "", "", "", "", "", "", "9S", "TS"]
    position = board(rules, columns, base=1)
    move = Move.parse("90")
    assert move == Move(COLUMN, 8, COLUMN, 9, 1) and move.text == "90"
    assert move in rules.legal_moves(position)
    assert Move.parse("0j") in rules.legal_moves(position)


def _four_rows(rules, number):
    order = shuffled_deck(number)
    return Position(row_by_row(order, rules.columns), (None,) * rules.cells, (0, 0, 0, 0), 1)


def _one_card_short(rules, number):
    position = _four_rows(rules, number)
    return position._replace(columns=(position.columns[0][1:], *position.columns[1:]))


def test_a_rules_record_can_name_its_own_deal_procedure():
    procedure = DealProcedure("tests.four-rows", "Four rows", _four_rows)
    rules = Rules(
        id="four", name="Four rows", columns=4, cells=2, deal=procedure, forced_base_moves=False
    )
    position = deal(rules, 5)
    assert position.columns == row_by_row(shuffled_deck(5), 4)
    assert position.base == 1 and not rules.wraps
    assert rules.deal_procedure is procedure
    # With forced base-card moves, an ace dealt last into a column goes home at once.
    forced = dataclasses.replace(rules, forced_base_moves=True)
    assert deal(forced, 5) == forced.settle(position)


def test_a_deal_procedure_that_loses_a_card_is_reported_not_played():
    procedure = DealProcedure("tests.short", "Short", _one_card_short)
    rules = Rules(id="short", name="Short", columns=4, cells=2, deal=procedure)
    with pytest.raises(DealError, match="The deal procedure Short made a position"):
        deal(rules, 5)

"""The plugin checked the way Penguin Qt will use it (penguin_qt.testing), and its own facts."""

from __future__ import annotations

from penguin_qt_template import ACES_UP_FRONT, DepthFirst

from penguin_qt.engine import deal, parse_card
from penguin_qt.solving import SOLVED, UNKNOWN, Budget, run_solver
from penguin_qt.testing import check_solver, check_variant


def test_the_variant_passes_the_kit():
    report = check_variant(ACES_UP_FRONT)
    assert report.figures["deals checked"] == 100


def test_the_solver_passes_the_kit():
    report = check_solver(DepthFirst(), [ACES_UP_FRONT])
    assert report.figures["variants tried"] == 1


def test_the_aces_start_on_the_foundations():
    position = deal(ACES_UP_FRONT, 1)
    assert position.foundations == (1, 1, 1, 1)
    assert sum(len(column) for column in position.columns) == 48


def test_the_solver_wins_a_nearly_won_game_and_keeps_a_state_budget():
    nearly = deal(ACES_UP_FRONT, 1)._replace(
        columns=((parse_card("KS"),), *((),) * 7),
        cells=(parse_card("QS"), None, None),
        foundations=(13, 13, 13, 11),
    )
    result = run_solver(DepthFirst(), nearly, ACES_UP_FRONT, Budget(seconds=5))
    assert result.verdict == SOLVED and len(result.moves) == 2
    tight = run_solver(DepthFirst(), deal(ACES_UP_FRONT, 2), ACES_UP_FRONT, Budget(states=10))
    assert tight.verdict == UNKNOWN and "budget" in tight.reason

"""Defects found in play, each played through the real window: the status words, the carry
field, the messages of the command line, feedback of the record actions."""

from __future__ import annotations

from penguin_qt.engine import Game, Position
from penguin_qt.ui.assistant.winnability import (
    CANNOT_TELL,
    LOST,
    THINKING,
    WINNABLE,
    WON,
    Winnability,
)

KING_OF_SPADES = 51


def test_the_carry_field_says_any_when_the_limit_exceeds_the_cards_left(open_window):
    window, _ = open_window(variant="freecell", addons=False)
    rules = window.controller.rules
    columns = ((KING_OF_SPADES,),) + ((),) * (len(window.controller.position.columns) - 1)
    cells = (None,) * len(window.controller.position.cells)
    position = Position(columns, cells, (13, 13, 13, 12), 1)
    window.controller.load_game(Game(rules, position=position))
    assert window.labels["carry"].text() == "Carry any"  # not "Carry 640"


def test_the_carry_field_keeps_a_number_that_limits(open_window):
    window, _ = open_window(variant="freecell", addons=False)
    assert window.labels["carry"].text() == "Carry 5"


def test_the_winnability_words_start_with_a_capital_like_the_other_fields(open_window):
    _, addons = open_window()
    indicator = addons.assistant.indicator_part
    for state in (WON, WINNABLE, THINKING, CANNOT_TELL, LOST):
        word = indicator.text(Winnability(state))
        assert word[:1].isupper(), word


def test_every_problem_of_the_command_line_is_said_not_only_the_last(open_window):
    window, _ = open_window(variant="no-such-variant", deck="no-such-deck", addons=False)
    said = window.statusBar().currentMessage()
    assert "no-such-variant" in said
    assert "no-such-deck" in said

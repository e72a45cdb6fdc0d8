"""The public text forms: positions in fc-solve's board format, and the move notation."""

from __future__ import annotations

import pytest
from engine_helpers import board

from penguin_qt.engine import (
    CELL,
    COLUMN,
    FOUNDATION,
    InvalidMoveError,
    Move,
    PositionError,
    deal,
    format_position,
    parse_position,
)
from penguin_qt.engine.notation import fitting_rules, looks_like_a_position
from penguin_qt_eightoff import EIGHT_OFF
from penguin_qt_freecell import FREECELL
from penguin_qt_penguin import FAMILY, PENGUIN

ALL_RULES = (*FAMILY, EIGHT_OFF, FREECELL)

PENGUIN_TEXT = """\
Variant: penguin
Base: 7
Foundations: H-7 C-7 D-0 S-7
Freecells: - - - - - - -
: 7D 6D JH KH 4S QS 4C
: 9C 9S 5H TH 6C QH 2H
: 4D JC 4H TS AS QD 8C
: 8H 5D 2C JS 5C 9D TC
: 8D KD AD TD AH 3D 3H
: 5S 3C 6S 8S KS 3S 2S
: JD 2D KC QC 6H AC 9H
"""


# -- positions ------------------------------------------------------------------------------------


def test_text_format_example_is_penguin_deal_1():
    assert format_position(deal(PENGUIN, 1), PENGUIN) == PENGUIN_TEXT
    assert parse_position(PENGUIN_TEXT, PENGUIN) == deal(PENGUIN, 1)


@pytest.mark.parametrize("rules", ALL_RULES, ids=lambda r: r.id)
def test_every_deal_round_trips_through_the_text_format(rules):
    for number in (1, 11982, 2**31 - 1):
        position = deal(rules, number)
        assert parse_position(format_position(position, rules), rules) == position
        bare = format_position(position, rules, headers=False)
        if not rules.wraps:  # without headers the base is the ace
            assert parse_position(bare, rules) == position


def test_a_mid_game_position_with_wrapped_foundations_round_trips():
    # Base 7: hearts 7..K and A..2 home (9 cards), clubs 7..9 (3), spades 7 only.
    position = board(
        PENGUIN,
        ["6S 5S 4S", "", "KD QD", "3H 4H 5H 6H", "TC JC QC KC AC 2C 3C 4C", "5C 6C", ""],
        cells="8S 9S TS JS - - QS",
        home=(3, 0, 9, 1),
        base=7,
    )
    rest = [c for c in range(52) if not position.card_at_foundation(c)]
    placed = {c for col in position.columns for c in col} | {c for c in position.cells if c}
    leftovers = [c for c in rest if c not in placed]
    position = position._replace(columns=(*position.columns[:6], tuple(leftovers)))
    text = format_position(position, PENGUIN)
    assert "Foundations: H-2 C-9 D-0 S-7" in text
    assert "Freecells: 8S 9S TS JS - - QS" in text
    assert parse_position(text, PENGUIN) == position


def test_the_reader_accepts_fc_solve_boards_without_headers_or_colons():
    lines = [line.removeprefix(": ") for line in format_position(deal(FREECELL, 1), FREECELL)]
    text = "".join(lines).split("\n", 4)[4].replace("TD", "10D").lower()
    assert parse_position(text, FREECELL) == deal(FREECELL, 1)


def test_windows_line_ends_and_a_byte_order_mark_are_read():
    text = "\ufeff" + PENGUIN_TEXT.replace("\n", "\r\n")
    assert parse_position(text, PENGUIN) == deal(PENGUIN, 1)


def test_comments_and_blank_lines_are_skipped():
    text = "# Penguin deal 1\n\n" + PENGUIN_TEXT.replace(": 9C", "\n: 9C")
    assert parse_position(text, PENGUIN) == deal(PENGUIN, 1)


def swap_line(text: str, number: int, new: str) -> str:
    lines = text.splitlines()
    lines[number - 1] = new
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(
    "line,new,message",
    [
        (
            1,
            "Variant: freecell",
            "line 1: This position is for the variant 'freecell', not 'penguin'",
        ),
        (2, "Base: 0", "line 2: Not a rank: '0'"),
        (2, "Base: Z", "line 2: Not a rank: 'Z'"),
        (3, "Foundations: H7 C-7 D-0 S-7", "line 3: Not a foundation entry: 'H7'"),
        (3, "Foundations: H-7 H-7 D-0 S-7", "line 3: 'H' is given twice"),
        (3, "Foundations: H-Z C-7 D-0 S-7", "line 3: Not a rank: 'Z'"),
        (4, "Freecells: - - - - - - - -", "line 4: Penguin has 7 flippers, the position has 8"),
        (4, "Freecells: XX", "line 4: Not a card: 'XX'"),
        (6, ": 9C 9S 5H TH 6C QH 2H 7D", "line 6: The 7D appears twice (also on line 5)"),
        (7, ": 4D JC 4H TS AS QD 7C", "line 7: The 7C appears twice (also on line 3)"),
        (8, ": 8H 5D 2C JS 5C 9D 1C", "line 8: Not a card: '1C'"),
        (9, "Stock: 8D", "line 9: Unknown line: 'Stock: 8D'"),
        (10, "Base: 7", "line 10: Unknown line: 'Base: 7'"),
    ],
)
def test_a_bad_position_is_refused_naming_the_line(line, new, message):
    with pytest.raises(PositionError) as info:
        parse_position(swap_line(PENGUIN_TEXT, line, new), PENGUIN)
    assert str(info.value) == message
    assert info.value.line == line


def test_missing_cards_are_named():
    text = PENGUIN_TEXT.replace(": JD 2D KC QC 6H AC 9H", ": JD 2D KC QC 6H")
    with pytest.raises(PositionError, match=r"^2 cards are missing: AC 9H$"):
        parse_position(text, PENGUIN)


def test_a_missing_column_is_refused_naming_the_last_line():
    text = PENGUIN_TEXT.replace(": JD 2D KC QC 6H AC 9H\n", "")
    with pytest.raises(PositionError) as info:
        parse_position(text, PENGUIN)
    assert str(info.value) == "line 10: Penguin has 7 columns, the position has 6"


def test_a_penguin_position_needs_its_base_rank():
    text = PENGUIN_TEXT.replace("Base: 7\n", "")
    with pytest.raises(PositionError, match="A Base: line is needed: Penguin has a base rank"):
        parse_position(text, PENGUIN)


def test_ace_games_refuse_another_base():
    text = format_position(deal(FREECELL, 1), FREECELL).replace("Base: A", "Base: 7")
    with pytest.raises(PositionError, match="line 2: FreeCell builds its foundations from the ace"):
        parse_position(text, FREECELL)


def test_a_header_given_twice_is_refused():
    text = PENGUIN_TEXT.replace("Base: 7\n", "Base: 7\nBase: 8\n")
    with pytest.raises(PositionError, match="line 3: Base is given twice"):
        parse_position(text, PENGUIN)


# -- moves ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text,move",
    [
        ("34", Move(COLUMN, 2, COLUMN, 3, 1)),
        ("3a", Move(COLUMN, 2, CELL, 0, 1)),
        ("aF", Move(CELL, 0, FOUNDATION, 0, 1)),
        ("7F", Move(COLUMN, 6, FOUNDATION, 0, 1)),
        ("g1", Move(CELL, 6, COLUMN, 0, 1)),
        ("hb", Move(CELL, 7, CELL, 1, 1)),
        ("25/3", Move(COLUMN, 1, COLUMN, 4, 3)),
        ("81/12", Move(COLUMN, 7, COLUMN, 0, 12)),
    ],
)
def test_move_notation_names_source_destination_and_run_length(text, move):
    assert Move.parse(text) == move
    assert move.text == text == str(move)


def test_a_single_card_may_be_written_with_its_count():
    assert Move.parse("34/1") == Move.parse("34") and Move.parse(" 3a ").text == "3a"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "3",
        "345",
        "ka",
        "3x",
        "x3",
        "3A",
        "34/0",
        "34/x",
        "34/",
        "3a/2",
        "aF/2",
        "34/-1",
        "34/+2",
        "34/ 2",
        "²1",
        "3٤",
        "34/٣",
    ],
)
def test_bad_move_text_is_refused(text):
    with pytest.raises(InvalidMoveError, match="Not a move"):
        Move.parse(text)


@pytest.mark.parametrize("rules", ALL_RULES, ids=lambda r: r.id)
def test_every_legal_move_round_trips_through_its_notation(rules):
    position = deal(rules, 5)
    for _ in range(30):
        moves = rules.legal_moves(position)
        for move in moves:
            assert Move.parse(move.text) == move
        if not moves:
            break
        position = rules.apply(position, moves[len(moves) // 2])


# -- boards without a Variant: line -----------------------------------------------------------


FC_SOLVE_BOARD_24 = """\
4C 2C 9C 8C QS 4S 2H
5H QH 3C AC 3H 4H QD
QC 9S 6H 9H 3S KS 3D
5D 2S JC 5C JH 6D AS
2D KD 10H 10C 10D 8D
7H JS KH 10S KC 7C
AH 5S 6S AD 8H JD
7S 6C 7D 4D 8S 9D
"""  # make-microsoft-freecell-board 24


def _offered():
    from penguin_qt.plugins import PluginHost

    return [v.item for v in PluginHost().variants().values()]


WITH_COLONS = "".join(f": {line}\n" for line in FC_SOLVE_BOARD_24.splitlines())


@pytest.mark.parametrize("text", [FC_SOLVE_BOARD_24, WITH_COLONS])
def test_a_plain_freecell_board_is_read_as_freecell_while_playing_penguin(text):
    rules = fitting_rules(text, _offered(), PENGUIN)
    assert rules.id == "freecell"
    assert parse_position(text, rules) == deal(FREECELL, 24)


def test_a_board_of_the_current_variant_keeps_the_current_variant():
    text = format_position(deal(EIGHT_OFF, 3), EIGHT_OFF, headers=False)
    assert fitting_rules(text, _offered(), EIGHT_OFF).id == "eight-off"
    penguin = format_position(deal(PENGUIN, 3), PENGUIN, headers=True).split("\n", 1)[1]
    assert fitting_rules(penguin, _offered(), FREECELL).id == "penguin"  # 7 columns and a base


def test_text_with_no_card_and_no_header_is_no_position():
    assert not looks_like_a_position("hello world")
    assert not looks_like_a_position("  \n\n")
    assert looks_like_a_position(FC_SOLVE_BOARD_24)
    assert looks_like_a_position("Foundations: H-0\n: XX YY\n")

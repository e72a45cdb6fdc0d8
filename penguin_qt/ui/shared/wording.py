"""The game in a player's words: which cards a move carries and where they go, the move that
lost a game, and the rules as they are being played (free parameters included).

Hints, the solution viewer and the winnability indicator all phrase moves through here, so a
move reads the same wherever it is shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDate, QLocale

from ...engine import CELL, FOUNDATION, Move, Position, Rules, Step
from ...i18n import engine_message, variant_name
from ...i18n_cards import card_label

if TYPE_CHECKING:
    import datetime as _dt


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Wording", text, None, n)


def moved_cards(position: Position, move: Move) -> list[int]:
    """The cards a move carries, as they lie in ``position`` (the first is the run's head)."""
    if move.source_kind == CELL:
        c = position.cells[move.source]
        return [] if c is None else [c]
    if move.source_kind == FOUNDATION:
        return []
    return list(position.columns[move.source][-move.count :])


def cards_phrase(position: Position, move: Move) -> str:
    """The cards a move carries: "the 8♠", "the 8♠ and the card on it", "the 8♠ and the 3
    cards on it"."""
    cards = moved_cards(position, move)
    if not cards:
        return _tr("the card")
    head = card_label(cards[0])
    if len(cards) == 1:
        return _tr("the {card}").format(card=head)
    return _tr("the {card} and the %n card(s) on it", len(cards) - 1).format(card=head)


def cell_phrase(rules: Rules) -> str:
    """A cell as the variant names it: "a flipper" or "a free cell"."""
    return _tr("a flipper") if rules.cell_name == "flipper" else _tr("a free cell")


def target_phrase(position: Position, move: Move, rules: Rules) -> str:
    """Where a move goes: "its foundation", "a flipper", "the 9♥ in column 3", "the empty
    column 2"."""
    if move.target_kind == FOUNDATION:
        return _tr("its foundation")
    if move.target_kind == CELL:
        return cell_phrase(rules)
    column = position.columns[move.target]
    if column:
        return _tr("the {card} in column {n}").format(
            card=card_label(column[-1]), n=move.target + 1
        )
    return _tr("the empty column {n}").format(n=move.target + 1)


def move_phrase(position: Position, move: Move, rules: Rules) -> str:
    """A move as a hint says it: "the 8♠ and the card on it to the 9♥ in column 1"."""
    return _tr("{cards} to {target}").format(
        cards=cards_phrase(position, move), target=target_phrase(position, move, rules)
    )


def loss_phrase(step: Step, rules: Rules) -> str:
    """The move that lost a game, in words: "when the 8♠ went to a flipper"."""
    return _tr("when {cards} went to {target}").format(
        cards=cards_phrase(step.before, step.move),
        target=target_phrase(step.before, step.move, rules),
    )


def rules_summary(rules: Rules) -> str:
    """The rules as they are played now, free parameters included, in one paragraph."""
    cells = engine_message(rules.cell_word(rules.cells))
    if rules.cells == 0:
        layout = _tr("{columns} columns, no {cells}").format(
            columns=rules.columns, cells=engine_message(rules.cell_word(2))
        )
    else:
        layout = _tr("{columns} columns, {n} {cells}").format(
            columns=rules.columns, n=rules.cells, cells=cells
        )
    parts = [layout]
    parts.append(
        _tr("the foundations start at the rank of the beak, the first card dealt")
        if rules.wraps
        else _tr("the foundations start with the aces")
    )
    parts.append(
        {
            "suit": _tr("columns build down in suit"),
            "rank": _tr("columns build down regardless of suit"),
        }.get(rules.build, _tr("columns build down in alternating colours"))
    )
    parts.append(
        {
            "any": _tr("an empty column takes any card"),
            "kings": _tr("an empty column takes only a king"),
            "none": _tr("an empty column stays empty"),
        }.get(rules.empty_column, _tr("an empty column takes only the rank below the base"))
    )
    text = "; ".join(parts) + ". " + engine_message(rules.describe_run_limit()) + "."
    if rules.deal_procedure.description:  # how the deal lays the cards out, in its own words
        text += " " + variant_name(rules.deal_procedure.description)
    return text[0].upper() + text[1:]


def day_label(day: _dt.date) -> str:
    """The day as the player's language writes a day of the year ("2 December")."""
    # Translators: a Qt date format for a day and its month, without the year
    date_format = QCoreApplication.translate("DailyDeal", "d MMMM")
    return QLocale().toString(QDate(day.year, day.month, day.day), date_format)


def daily_caption(day: _dt.date) -> str:
    """What the status bar calls a deal of the day ("Deal of the day · 2 December")."""
    return QCoreApplication.translate("DailyDeal", "Deal of the day · {day}").format(
        day=day_label(day)
    )

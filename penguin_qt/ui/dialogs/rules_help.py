"""Help › Rules: the rules of the variant being played, in the window's language.

The page is written from the variant's ``Rules`` record, section by section (the deal, the
beak and the base rank, foundations, building, flippers, empty columns, how many cards a move
may carry and why, scoring, winning and losing), so every variant -- a built-in one, the
player's free parameters on top of it, or a third-party plugin's -- gets a page that says
exactly what the engine does, with the same content in every language.  Each sentence is a
translatable string of context ``RulesHelp``; the built-in variants add a few words about
where they come from.  The page's frame and style are ``resources/help/rules.html``.
"""

from __future__ import annotations

import re
from html import escape

from PySide6.QtCore import QCoreApplication

from ...engine import Rules
from ...engine.cards import rank_below
from ...engine.checking import RANK_PLURALS
from ...engine.deals import EIGHT_OFF, MICROSOFT, PARLETT
from ...engine.game import MOVE_PENALTY, POINTS_PER_CARD, WIN_BONUS
from ...engine.rules import MAX_DESCRIPTION_CHARS
from ...i18n import engine_translate, number, variant_name
from ...i18n_cards import rank_label
from ..shared.resources import help_page
from ..shared.wording import rules_summary

PENGUIN_FAMILY = ("penguin", "relaxed-penguin", "penguin-6", "penguin-5", "penguin-3", "penguin-0")


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("RulesHelp", text, None, n)


def _ranks_from(base: int) -> str:
    return " ".join(rank_label((base - 1 + k) % 13 + 1) for k in range(13))


def _theirs(text: str) -> str:
    """A variant's or a deal's own text, translated, and never longer than a description may
    be (a record changed after the checks could hold any amount)."""
    return variant_name(text[:MAX_DESCRIPTION_CHARS])[:MAX_DESCRIPTION_CHARS]


def _intro(rules: Rules, builtin: bool, own: Rules | None = None) -> list[str]:
    out = []
    if own is not None and own != rules:  # played with other settings: its figures, not its own
        out.append(_tr("Played here with settings of your own:") + " " + rules_summary(rules))
    elif rules.description:
        out.append(_theirs(rules.description))
    if rules.id in PENGUIN_FAMILY:
        out.append(
            _tr(
                "Penguin is a patience for one pack, devised by David Parlett and published in "
                "The Penguin Book of Patience. All 52 cards lie face up from the first move, so "
                "the whole game can be planned."
            )
        )
        if rules.id != "penguin":
            out.append(_tr("This page describes the variant as the program plays it."))
    elif rules.id == "eight-off":
        out.append(
            _tr(
                "Eight Off is a close cousin of FreeCell: eight columns, eight free cells and "
                "building in suit, which makes it feel close to Penguin."
            )
        )
    elif rules.id == "freecell":
        out.append(
            _tr(
                "FreeCell is the best known game of the family: every card is face up and "
                "nearly every deal can be won with care."
            )
        )
    elif not builtin:
        out.append(
            _tr(
                "This variant comes from a plugin. The rules below are read from its rule "
                "record: they are what the program lets you play."
            )
        )
    return out


def _deal(rules: Rules) -> list[str]:
    deal = rules.deal_procedure
    if deal is PARLETT:
        return [
            _tr(
                "The pack is shuffled and dealt face up, row by row from left to right, into "
                "%n columns.",
                rules.columns,
            ),
            _tr(
                "The very first card dealt is the beak: it is the deepest card of the first "
                "column. Every other card of its rank that comes up while dealing is put on a "
                "foundation of its own, and the next card is dealt in its place. So 49 cards "
                "lie in the columns and three foundations are already started."
            ),
        ]
    if deal is EIGHT_OFF:
        return [
            _tr(
                "48 cards are dealt face up, row by row, into 8 columns of 6 cards. The last 4 "
                "cards go into the first four free cells."
            )
        ]
    if deal is MICROSOFT:
        return [
            _tr(
                "All 52 cards are dealt face up, row by row, into 8 columns: four columns of "
                "seven cards and four of six. The deal numbers are those of Microsoft's "
                "FreeCell, so deal 11982 is the famous one that cannot be won."
            )
        ]
    description = rules.deal_procedure.description
    if description:
        return [_theirs(description)]
    return [_tr("The cards are dealt face up into %n columns.", rules.columns)]


def _parletts(rules: Rules) -> bool:
    """Whether the deal is Parlett's, the one with a beak in the first column."""
    return rules.deal_procedure is PARLETT


def _base(rules: Rules, base: int | None) -> list[str]:
    """The base rank as the deal procedure sets it: Parlett's beak, or another procedure's
    choice (its own description says how, under "The deal"), and the forced moves only
    where the rules make them."""
    if not rules.wraps:
        return [_tr("There is no beak in this game: every foundation starts with its ace.")]
    if _parletts(rules) and rules.forced_base_moves:
        out = [
            _tr(
                "The rank of the beak is the base rank of the game: each foundation starts with "
                "a card of that rank. The beak itself waits in the first column; whenever a "
                "card of the base rank becomes the last card of a column, it goes to its "
                "foundation by itself, as part of the move that uncovered it."
            )
        ]
    elif _parletts(rules):
        out = [
            _tr(
                "The rank of the beak is the base rank of the game: each foundation starts with "
                "a card of that rank. The beak itself waits in the first column until it is "
                "played to its foundation, like any other card."
            )
        ]
    else:
        out = [
            _tr(
                "The deal sets the base rank of the game: each foundation starts with a card "
                "of that rank."
            )
        ]
        if rules.forced_base_moves:
            out.append(
                _tr(
                    "Whenever a card of the base rank becomes the last card of a column, it "
                    "goes to its foundation by itself, as part of the move that uncovered it."
                )
            )
    if base is not None:
        out.append(_tr("In this deal the base rank is {rank}.").format(rank=rank_label(base)))
    return out


def _foundations(rules: Rules, base: int | None) -> list[str]:
    if rules.wraps:
        out = [
            _tr(
                "There is one foundation for each suit. It is built up in suit from the base "
                "rank and goes on past the king to the ace, until it holds all 13 cards of "
                "its suit."
            )
        ]
        if base is not None:
            out.append(_tr("With this base rank: {ranks}.").format(ranks=_ranks_from(base)))
    else:
        out = [
            _tr("There is one foundation for each suit, built up in suit from the ace to the king.")
        ]
    out.append(_tr("A card that has reached a foundation stays there."))
    return out


def _building(rules: Rules) -> list[str]:
    if rules.build == "alternate":
        rule = _tr(
            "Only the last card of a column can be played. A card may be put on it when it is "
            "one rank lower and of the other colour (red on black, black on red)."
        )
    elif rules.build == "rank":
        rule = _tr(
            "Only the last card of a column can be played. A card may be put on it when it is "
            "exactly one rank lower, whatever its suit."
        )
    else:
        rule = _tr(
            "Only the last card of a column can be played. A card may be put on it when it is "
            "of the same suit and exactly one rank lower."
        )
    out = [rule]
    if rules.wraps:
        out.append(
            _tr(
                "Ranks turn the corner here too: an ace may go on a two, and a king on an ace. "
                "But nothing may ever be put on a card of the base rank, so a column is never "
                "built past its foundation's start."
            )
        )
    else:
        out.append(_tr("Nothing may be put on an ace."))
    return out


def _cells(rules: Rules) -> list[str]:
    if rules.cells == 0 and rules.cell_name == "flipper":
        return [
            _tr(
                "This variant has no flippers: cards move only between the columns and to the "
                "foundations."
            )
        ]
    if rules.cells == 0:
        return [
            _tr(
                "This variant has no free cells: cards move only between the columns and to "
                "the foundations."
            )
        ]
    if rules.cell_name == "flipper":
        text = _tr(
            "There are %n flipper(s): free places above the columns that hold one card "
            "each. The last card of any column, or the card of another flipper, may go into an "
            "empty flipper; from there it may go to a column or a foundation when the rules "
            "allow.",
            rules.cells,
        )
    else:
        text = _tr(
            "There are %n free cell(s): free places above the columns that hold one card "
            "each. The last card of any column may go into an empty free cell; from there it "
            "may go to a column or a foundation when the rules allow.",
            rules.cells,
        )
    out = [text]
    if rules.deal_procedure is EIGHT_OFF:
        out.append(_tr("Four of the free cells are filled by the deal."))
    out.append(
        _tr("Moving a card from one cell to another changes nothing and is not counted as a move.")
    )
    return out


def _empty_columns(rules: Rules, base: int | None) -> list[str]:
    single = rules.run_limit == "single"  # no run moves as one: none is said to
    if rules.empty_column == "any":
        if single:
            return [_tr("An empty column takes any card.")]
        return [_tr("An empty column takes any card, or any run.")]
    if rules.empty_column == "kings":
        if single:
            return [_tr("An empty column takes only a king.")]
        return [_tr("An empty column takes only a king, or a run headed by a king.")]
    if rules.empty_column == "none":
        return [_tr("An empty column stays empty: no card may be put there.")]
    if single:
        out = [
            _tr(
                "An empty column takes only a card of the rank just below the base rank: with "
                "base 7 that is a six, with base ace a king."
            )
        ]
    else:
        out = [
            _tr(
                "An empty column takes only a card of the rank just below the base rank, or a "
                "run headed by one: with base 7 that is a six, with base ace a king."
            )
        ]
    if base is not None:
        below = rank_below(base)
        ranks = engine_translate(RANK_PLURALS[below - 1])
        out.append(_tr("In this deal empty columns take {ranks}.").format(ranks=ranks))
    return out


def _runs(rules: Rules) -> list[str]:
    if rules.run_limit == "single":
        return [
            _tr(
                "In this variant one card moves at a time: cards that follow each other in a "
                "column are moved one by one, never together."
            )
        ]
    out = [
        _tr(
            "A run is a group of cards at the end of a column that follow each other as the "
            "columns build. A run can be moved as one onto any place that would take its "
            "first card."
        )
    ]
    if rules.run_limit == "unlimited":
        out.append(_tr("In this variant a run of any length may move at once."))
        return out
    out.append(
        _tr(
            "The length is limited because a run really moves card by card: the cards above "
            "its first one have to wait somewhere on the way."
        )
    )
    if rules.run_limit == "cells":
        out.append(
            _tr(
                "Here they can wait only in the empty cells, so one move may carry (empty "
                "cells + 1) cards; empty columns do not count."
            )
        )
    elif rules.cell_name == "flipper":
        out.append(
            _tr(
                "Each empty flipper holds one waiting card, and each empty column (other than "
                "the one the run goes to) doubles what can be moved, because a whole part of "
                "the run can be set down there and picked up again. So one move may carry "
                "(empty flippers + 1) cards, doubled for each empty column other than the "
                "destination: 2 empty flippers and 1 empty column carry 6 cards."
            )
        )
    else:
        out.append(
            _tr(
                "Each empty cell holds one waiting card, and each empty column (other than the "
                "one the run goes to) doubles what can be moved, because a whole part of the "
                "run can be set down there and picked up again. So one move may carry (empty "
                "cells + 1) cards, doubled for each empty column other than the destination: 2 "
                "empty cells and 1 empty column carry 6 cards."
            )
        )
    out.append(_tr("The status bar always says how many cards can be carried right now."))
    return out


def _scoring() -> list[str]:
    return [
        _tr(
            "A won game counts as a win. A lost or abandoned game keeps the cards it brought "
            "to the foundations (out of 52) as partial credit."
        ),
        _tr(
            "The score is {points} points for each card on a foundation; a won game adds a "
            "bonus of {bonus} minus {penalty} points per move minus one point per second, "
            "never below zero. Moves made by autoplay are not counted against you."
        ).format(points=POINTS_PER_CARD, bonus=number(WIN_BONUS), penalty=MOVE_PENALTY),
    ]


def _end() -> list[str]:
    return [
        _tr("The game is won when all 52 cards are on the foundations."),
        _tr(
            "It is lost when no move is left that changes anything (moving a card from one "
            "cell to another does not count)."
        ),
        _tr(
            "Long before that, the solver can tell that a game can no longer be won: the "
            "status bar says so, names the move that lost it and offers to go back to the "
            "last position that could still be won."
        ),
    ]


def rules_page(
    rules: Rules, base: int | None = None, builtin: bool = True, own: Rules | None = None
) -> str:
    """The rules of ``rules`` as an HTML page; ``base`` is the base rank of the deal being
    played (for the examples), ``builtin`` whether the variant comes with the program, ``own``
    the variant as registered (when ``rules`` differ from it, the page says the figures of
    ``rules``, not the variant's description)."""
    cells_title = _tr("Flippers") if rules.cell_name == "flipper" else _tr("Free cells")
    beak = rules.wraps and _parletts(rules)
    sections = [
        (_tr("The deal"), _deal(rules)),
        (_tr("The beak and the base rank") if beak else _tr("The base rank"), _base(rules, base)),
        (_tr("Foundations"), _foundations(rules, base)),
        (_tr("Building in the columns"), _building(rules)),
        (cells_title, _cells(rules)),
        (_tr("Empty columns"), _empty_columns(rules, base)),
        (_tr("How many cards a move may carry"), _runs(rules)),
        (_tr("Scoring"), _scoring()),
        (_tr("Winning and losing"), _end()),
    ]
    name = _theirs(rules.name)
    body = [f"<h1>{escape(name)}</h1>"]
    body += [f"<p>{escape(p)}</p>" for p in _intro(rules, builtin, own)]
    for title, paragraphs in sections:
        body.append(f"<h2>{escape(title)}</h2>")
        body += [f"<p>{escape(p)}</p>" for p in paragraphs]
    frame = help_page("rules.html") or "<html><body>{body}</body></html>"
    # one pass: a name that says "{body}" stays a name
    parts = {"{title}": escape(name), "{body}": "\n".join(body)}
    return re.sub(r"\{title\}|\{body\}", lambda m: parts[m.group(0)], frame)

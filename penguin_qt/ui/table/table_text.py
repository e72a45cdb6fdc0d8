"""The table in words, for assistive technology: the names and descriptions of the table,
its piles and its cards ("Column 3: 7♥, 6♥, 5♥ — the 5♥ can move"), read from the position
the table shows and from the engine's legal moves, and each move in words."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication

from ...engine import CELL, COLUMN, FOUNDATION, Move
from ...engine.cards import RANK, SUIT, card
from ...engine.position import CELL_LETTERS
from ...i18n_cards import card_label
from ...i18n_cards import shown as letters
from .layout import Pile, pile_cards

if TYPE_CHECKING:
    from .controller import GameController
    from .scene import TableScene

CONTEXT = "Accessibility"


class TableHolder(Protocol):
    """What the words are read from: the controller of the game and the scene showing it
    (the main window is one)."""

    controller: GameController
    scene: TableScene


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Accessibility", text, None, n)


def _rank_words() -> tuple[str, ...]:
    return (
        _tr("ace"),
        _tr("two"),
        _tr("three"),
        _tr("four"),
        _tr("five"),
        _tr("six"),
        _tr("seven"),
        _tr("eight"),
        _tr("nine"),
        _tr("ten"),
        _tr("jack"),
        _tr("queen"),
        _tr("king"),
    )


def _suit_words() -> tuple[str, ...]:
    return (_tr("clubs"), _tr("diamonds"), _tr("hearts"), _tr("spades"))


def card_words(c: int) -> str:
    """A card in words: "seven of hearts"."""
    return _tr("{rank} of {suit}").format(
        rank=_rank_words()[RANK[c] - 1], suit=_suit_words()[SUIT[c]]
    )


# -- what the table says -------------------------------------------------------------------


class TableText:
    """The words for the table, its piles and its cards, from the window's game."""

    def __init__(self, window: TableHolder) -> None:
        self.window = window

    @property
    def controller(self):
        return self.window.controller

    def position(self):
        game = self.controller.game
        return None if game is None else game.position

    def piles(self) -> list[Pile]:
        """The piles in reading order: the top row left to right, then the columns."""
        scene = self.window.scene
        if scene.geometry is None or not scene.pile_items:
            return []
        top, columns = scene.input.focus_order()
        return [p for p in top + columns if p in scene.pile_items]

    def pile_title(self, pile: Pile) -> str:
        kind, index = pile
        if kind == COLUMN:
            return _tr("Column {n}").format(n=index + 1)
        if kind == CELL:
            letter = CELL_LETTERS[index]
            if self.controller.rules.cell_name == "flipper":
                return _tr("Flipper {letter}").format(letter=letter)
            return _tr("Free cell {letter}").format(letter=letter)
        return _tr("Foundation ({suit})").format(suit=_suit_words()[index])

    def moves_from(self, pile: Pile) -> list[Move]:
        position = self.position()
        if position is None:
            return []
        kind, index = pile
        return [
            m
            for m in self.controller.rules.legal_moves(position)
            if m.source_kind == kind and m.source == index and not _cell_to_cell(m)
        ]

    def what_moves(self, pile: Pile) -> str:
        """ "the 5♥ can move" (the deepest card that can be moved from the pile)."""
        moves = self.moves_from(pile)
        position = self.position()
        if not moves or position is None:
            return _tr("nothing can move")
        cards = pile_cards(position, pile)
        longest = max(m.count for m in moves)
        head = cards[len(cards) - longest]
        if longest == 1:
            return _tr("the {card} can move").format(card=card_label(head))
        return _tr("the {card} and the %n card(s) on it can move", longest - 1).format(
            card=card_label(head)
        )

    def pile_name(self, pile: Pile) -> str:
        position = self.position()
        title = self.pile_title(pile)
        if position is None:
            return title
        cards = pile_cards(position, pile)
        kind, index = pile
        if kind == FOUNDATION:
            if not cards:
                first = card(position.base, index)
                return _tr("{pile}: empty, it starts with the {card}").format(
                    pile=title, card=card_label(first)
                )
            return _tr("{pile}: up to the {card}").format(pile=title, card=card_label(cards[-1]))
        if not cards:
            return _tr("{pile}: empty").format(pile=title)
        shown = ", ".join(card_label(c) for c in cards)
        return _tr("{pile}: {cards} — {moves}").format(
            pile=title, cards=shown, moves=self.what_moves(pile)
        )

    def pile_description(self, pile: Pile) -> str:
        position = self.position()
        if position is None:
            return ""
        rules = self.controller.rules
        cards = pile_cards(position, pile)
        kind, index = pile
        parts = [_tr("%n card(s)", len(cards))]
        if kind == FOUNDATION:
            if len(cards) < 13:
                following = card(position.next_foundation_rank(index), index)
                parts.append(_tr("the {card} goes on next").format(card=card_label(following)))
            return "; ".join(parts)
        if kind == COLUMN and not cards:
            label = rules.describe_empty_column(position.base)
            shown = (
                QCoreApplication.translate("Engine", label) if label == "any" else letters(label)
            )
            parts.append(_tr("an empty column takes: {label}").format(label=shown))
        targets = self.targets(pile)
        if targets:
            parts.append(_tr("it can go to: {targets}").format(targets=", ".join(targets)))
        return "; ".join(parts)

    def targets(self, pile: Pile) -> list[str]:
        """Where the cards of a pile can go, once each ("column 2", "a flipper")."""
        out: list[str] = []
        for m in self.moves_from(pile):
            if m.target_kind == FOUNDATION:
                text = _tr("the foundation")
            elif m.target_kind == CELL:
                text = (
                    _tr("a flipper")
                    if self.controller.rules.cell_name == "flipper"
                    else _tr("a free cell")
                )
            else:
                text = _tr("column {n}").format(n=m.target + 1)
                if m.count > 1:
                    text = _tr("column {n} (%n cards)", m.count).format(n=m.target + 1)
            if text not in out:
                out.append(text)
        return out

    def card_name(self, c: int) -> str:
        return card_label(c)

    def card_description(self, pile: Pile, index: int, c: int) -> str:
        position = self.position()
        words = card_words(c)
        if position is None:
            return words
        cards = pile_cards(position, pile)
        where = _tr("{pile}, card {i} of {n}").format(
            pile=self.pile_title(pile), i=index + 1, n=len(cards)
        )
        text = f"{words}; {where}"
        if pile[0] != FOUNDATION:
            moves = self.moves_from(pile)
            if any(m.count == len(cards) - index for m in moves):
                text += "; " + _tr("can move")
        if position.base == RANK[c] and self.controller.beak() == c:
            text += "; " + _tr("the beak")
        return text

    def table_name(self) -> str:
        return _tr("Card table")

    def table_description(self) -> str:
        game = self.controller.game
        if game is None:
            return ""
        from ...i18n import variant_name

        home = game.position.cards_home()
        return _tr("{variant}, deal {deal}: base rank {base}; %n card(s) home", home).format(
            variant=variant_name(self.controller.rules.name),
            deal=game.deal_number,
            base=_rank_words()[game.position.base - 1],
        )

    def step_text(self, step) -> str:
        """One step in words: the move, then what went home by itself."""
        parts = [self.move_text(step.before, step.move)]
        position = step.frames[0]
        for move, after in zip(step.forced, step.frames[1:], strict=False):
            parts.append(self.move_text(position, move, forced=True))
            position = after
        return "; ".join(parts)

    def move_text(self, before, move: Move, forced: bool = False) -> str:
        source = pile_cards(before, (move.source_kind, move.source))
        moved = source[len(source) - move.count :] if source else []
        what = card_label(moved[0]) if moved else "?"
        if move.count > 1:
            what = _tr("{card} and the %n card(s) on it", move.count - 1).format(card=what)
        if move.target_kind == FOUNDATION:
            where = _tr("its foundation")
        else:
            where = self.pile_title((move.target_kind, move.target))
        if forced:
            return _tr("the {what} goes to {where} by itself").format(what=what, where=where)
        return _tr("{what} from {source} to {target}").format(
            what=what, source=self.pile_title((move.source_kind, move.source)), target=where
        )


def _cell_to_cell(move: Move) -> bool:
    return move.source_kind == CELL and move.target_kind == CELL

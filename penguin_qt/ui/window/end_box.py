"""The box over the table at the end of a game, a function of the session: shown once the
game is over and its cards have landed, until the player puts it away; its words and buttons
follow the result (won, no move left, given up) and what the add-ons offer then (Review
Game while no review is open)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ...session import GIVEN_UP, LOST, REVIEW_PANEL, WON, Session
from .status_words import score_text

#: an add-on's button at the end of a game: its text, what it does, and whether the session
#: wants it now (None: always)
Offer = tuple[str, Callable[[], object], Callable[[Session], bool] | None]

NEW_DEAL, UNDO, RESTART, PLAY_AGAIN, CLOSE = "new-deal", "undo", "restart", "play-again", "close"


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def _give_up_tr(text: str) -> str:
    return QCoreApplication.translate("GiveUp", text)


@dataclass(frozen=True)
class EndBox:
    """What the box shows: a title, the text, the buttons (their keys, an add-on's by its
    text) and whether it stands low, keeping the position it speaks of in sight."""

    title: str
    body: str
    buttons: tuple[str, ...]
    low: bool


def button_text(key: str) -> str:
    return {
        NEW_DEAL: _tr("New Deal"),
        UNDO: _tr("Undo"),
        RESTART: _tr("Restart"),
        PLAY_AGAIN: _give_up_tr("Play Again"),
        CLOSE: _tr("Close"),
    }.get(key, key)


def end_box(session: Session, offers: list[Offer]) -> EndBox | None:
    """The box the session wants (None: none)."""
    if not session.over or not session.end_box or session.landing or session.dealing:
        return None
    game = session.game
    extra = tuple(text for text, _slot, wanted in offers if wanted is None or wanted(session))
    result = session.result
    if result == WON:
        number = session.facts.number
        title = _tr("Deal {n} won!").format(n=number) if number is not None else _tr("Won!")
        return EndBox(title, score_text(game), (NEW_DEAL, *extra), low=False)
    if result == GIVEN_UP:
        return EndBox(
            _give_up_tr("Game Given Up"),
            _give_up_tr("This game is counted as lost.") + "\n" + score_text(game),
            (PLAY_AGAIN, NEW_DEAL, *extra, CLOSE),
            low=True,  # the position given up stays in sight above it
        )
    assert result == LOST
    takeback = (UNDO, RESTART) if game.can_undo() else ()  # at move 0 there is nothing to take
    return EndBox(
        _tr("No moves left"),
        _tr("No legal move is left in this position.") + "\n" + score_text(game),
        (*takeback, NEW_DEAL, *extra, CLOSE),
        low=True,  # the position that was lost stays in sight above it
    )


def review_wanted(session: Session) -> bool:
    """Review Game is offered while no review is open."""
    return REVIEW_PANEL not in session.panels

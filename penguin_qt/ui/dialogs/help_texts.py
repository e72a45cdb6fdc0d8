"""The texts of the Help menu: the program's version, the rules page, how to play."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..shared.resources import help_page

DISTRIBUTION = "penguin-qt"


def program_version() -> str:
    """The installed version of the program (the package metadata is its one source; read
    when asked: importing importlib.metadata costs the start tens of milliseconds)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(DISTRIBUTION)
    except PackageNotFoundError:
        return QCoreApplication.translate("MainWindow", "unknown")


def rules_html(language: str) -> str:
    """The rules page for ``language`` (the English one when there is none)."""
    for name in (f"rules.{language}.html", "rules.en.html"):
        page = help_page(name)
        if page is not None:
            return page
    return ""


def how_to_play_text() -> str:
    say = lambda s: QCoreApplication.translate("HowToPlay", s)  # noqa: E731
    return "\n".join(
        [
            say("Move every card to the four foundations, in suit, up from the base rank."),
            say("Drag a card (or a run: the cards on it come along) onto another pile."),
            say("Or click a card, then click where it goes."),
            say("Double-click a card to send it home, or to the best place it can go."),
            say(
                "Keyboard: arrows move the frame between piles, Space picks up the run "
                "and puts it down, Escape lets go."
            ),
            say(
                "Undo: Ctrl+Z. Redo: Ctrl+Shift+Z or Ctrl+Y. New deal: Ctrl+N. "
                "Choose a deal by number: F3. Restart: Ctrl+R."
            ),
            say(
                "Hint: H (press again for another move). Let the solver play: D. "
                "Settings: Ctrl+, (comma). The status bar says whether the game can still be won."
            ),
        ]
    )

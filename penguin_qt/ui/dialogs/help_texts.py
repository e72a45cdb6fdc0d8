"""The texts of the Help menu: the program's version, the rules page, how to play."""

from __future__ import annotations

from html import escape

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
                "F sends the card in the frame home, or to the best place it can go, as a "
                "double-click does."
            ),
            say(
                "Hint: H (press again for another move). Let the solver play: D. "
                "Settings: Ctrl+, (comma). The status bar says whether the game can still be won."
            ),
            say(
                "Game › Show Solution (Ctrl+L) steps through a winning line, forwards and "
                "backwards. Game › Undo to Last Winnable Position (Ctrl+Shift+W) takes back "
                "the moves since the game could last be won."
            ),
            say(
                "Enter plays the hint shown; Shift+H shows a good move and plays it. Cards "
                "larger or smaller: Ctrl++ and Ctrl+−, as they fit: Ctrl+0. Full screen: F11."
            ),
            say(
                "Game › Give Up (Ctrl+Shift+G) ends a game that cannot or will not be won; it "
                "counts as lost. Game › Review Game (Ctrl+E) draws the game as a timeline of "
                "the solver's verdicts. Game › Deal of the Day: Ctrl+D. Game › New Deal by "
                "Difficulty and Winnable Deals Only choose what New Deal deals."
            ),
        ]
    )


LICENCE = "GPL-3.0-or-later"


def about_text(variant_names: list[str], deck_names: list[str]) -> str:
    """The About box's body (rich text): what the program plays (every variant offered),
    its licence, where it lives and whose card art it shows."""
    tell = lambda s: QCoreApplication.translate("About", s)  # noqa: E731
    # one name a line: the names have commas of their own ("Penguin, 6 flippers")
    parts = [
        tell("David Parlett's patience game Penguin and its family:")
        + "".join(f"<br>{escape(n)}" for n in variant_names),
        tell("Licence: {licence} (the GNU General Public License, version 3 or later).").format(
            licence=LICENCE
        ),
    ]
    home = project_home()
    if home:
        parts.append(
            tell("Home page: {url}").format(url=f'<a href="{escape(home)}">{escape(home)}</a>')
        )
    parts.append(tell("The built-in cards are the program's own, drawn as it runs."))
    if deck_names:
        parts.append(
            tell(
                "The other card decks are installed on this computer (by KDE or GNOME) and "
                "belong to their authors:"
            )
            + "".join(f"<br>{escape(n)}" for n in deck_names)
        )
    return "".join(f"<p>{p}</p>" for p in parts)


def project_home() -> str:
    """The project's home page from the package metadata ("" when it names none)."""
    from importlib.metadata import PackageNotFoundError, metadata  # when asked: see above

    try:
        meta = metadata(DISTRIBUTION)
    except PackageNotFoundError:
        return ""
    for entry in meta.get_all("Project-URL") or []:
        label, _, url = entry.partition(",")
        if label.strip().lower() in ("homepage", "home", "source"):
            return url.strip()
    return meta["Home-page"] or "" if "Home-page" in meta else ""

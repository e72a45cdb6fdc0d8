"""The texts of the Help menu: the program's version, how to play, and About."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

DISTRIBUTION = "penguin-qt"


def program_version() -> str:
    """The installed version of the program (the package metadata is its one source; read
    when asked: importing importlib.metadata costs the start tens of milliseconds)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(DISTRIBUTION)
    except PackageNotFoundError:
        return QCoreApplication.translate("MainWindow", "unknown")


def _say(text: str) -> str:
    return QCoreApplication.translate("HowToPlay", text)


def how_to_play_sections() -> list[tuple[str, list[str]]]:
    """How to Play in words: (heading, paragraphs) for each part.  The keys of every command
    are the page's table (``how_to_play_page``), read from the commands themselves."""
    return [
        (
            _say("The aim"),
            [
                _say("Move every card to the four foundations, in suit, up from the base rank."),
                _say(
                    "Help › Rules tells the rules of the variant on the table; the status bar "
                    "says whether the game can still be won."
                ),
            ],
        ),
        (
            _say("Moving cards"),
            [
                _say("Drag a card (or a run: the cards on it come along) onto another pile."),
                _say("Or click a card, then click where it goes."),
                _say("Double-click a card to send it home, or to the best place it can go."),
                _say(
                    "Double-click a foundation, or use Game › Send Cards Home, to send home "
                    "every card that can safely go there when autoplay is off."
                ),
                _say("Escape puts back the cards you drag or picked up."),
            ],
        ),
        (
            _say("The keyboard on the table"),
            [
                _say(
                    "Arrow keys move the frame between piles. Space or Enter picks up the run "
                    "in the frame, and puts it down on the pile the frame is on next."
                ),
                _say(
                    "F sends the card in the frame home, or to the best place it can go, as a "
                    "double-click does. Escape lets go."
                ),
            ],
        ),
        (
            _say("Games"),
            [
                _say(
                    "New Deal asks first when a game is in progress, since the game left counts "
                    "as lost (Settings can turn the question off). Choose Deal plays a deal by "
                    "its number; Restart goes back to the deal."
                ),
                _say(
                    "Pause stops the clock and hides the cards; P again, a click or a key on the "
                    "table goes on. Undo and Redo take moves back and play them again."
                ),
                _say(
                    "Save As keeps the game in a file, Open brings a saved game or a position "
                    "back. Copy Position puts the position on the clipboard in the board "
                    "format; Paste Position plays one from the clipboard."
                ),
                _say(
                    "Recent Deals deals again one of the last deals played; Deal of the Day is "
                    "the same deal for everyone on a day. Give Up ends a game that cannot or "
                    "will not be won; it counts as lost."
                ),
                _say(
                    "Statistics shows the games played, won and the streaks of each variant, "
                    "with the help used counted apart."
                ),
            ],
        ),
        (
            _say("Help from the solver"),
            [
                _say(
                    "Hint shows a good move (again for another); Enter plays the hint shown. "
                    "Solve (Demo) lets the solver play the game; a click or a key on the table "
                    "plays the rest at once."
                ),
                _say(
                    "Game › Show Solution steps through a winning line, forwards and backwards. "
                    "Game › Undo to Last Winnable Position takes back the moves since the game "
                    "could last be won. Game › Review Game draws the game as a timeline of "
                    "the solver's verdicts."
                ),
                _say("A game won with hints or the solver's moves is counted apart."),
            ],
        ),
    ]


def how_to_play_text() -> str:
    """How to Play in plain words (without the table of keys)."""
    return "\n".join(
        line for heading, paragraphs in how_to_play_sections() for line in (heading, *paragraphs)
    )


def how_to_play_page(keys: list[tuple[str, list[tuple[str, str]]]]) -> str:
    """How to Play as an HTML page: headings, the words, and ``keys`` -- for each menu, its
    commands and their keys as the keyboard names them -- in a table."""
    body = [f"<h1>{escape(_say('How to Play'))}</h1>"]
    for heading, paragraphs in how_to_play_sections():
        body.append(f"<h2>{escape(heading)}</h2>")
        body += [f"<p>{escape(p)}</p>" for p in paragraphs]
    body.append(f"<h2>{escape(_say('Keys'))}</h2>")
    body.append('<table cellspacing="0" cellpadding="3">')
    for menu, commands in keys:
        body.append(f'<tr><th colspan="2" align="left"><br>{escape(menu)}</th></tr>')
        for command, shortcut in commands:
            body.append(f"<tr><td>{escape(command)}</td><td><b>{escape(shortcut)}</b></td></tr>")
    body.append("</table>")
    return "<html><body>" + "\n".join(body) + "</body></html>"


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

"""Positions as text: the board format of Freecell Solver with ``Variant:`` and ``Base:``.

::

    Variant: penguin
    Base: 7
    Foundations: H-9 C-7 D-0 S-8
    Freecells: 8H - - - - - -
    : 6S 5S 2D
    :

``Foundations`` gives each suit's top rank (0 = empty); ``Freecells`` one entry per cell,
``-`` for empty; then one line per column, deepest card first.  Reading checks everything and
names the line of the first problem.
"""

from __future__ import annotations

from collections.abc import Iterable

from .cards import RANKS, SUITS, CardTexts, card, card_text, parse_card, parse_rank
from .errors import N_, PositionError
from .position import Position
from .rules import Rules

FOUNDATION_ORDER = "HCDS"
#: A board is a few hundred characters: text longer than this is refused before it is read.
MAX_POSITION_CHARS = 1_000_000
#: How much of a piece of text a message quotes.
EXCERPT_CHARS = 40


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """``text``, cut to ``limit`` characters (with an ellipsis) for a message to quote."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def parse_number(text: str) -> int:
    """A whole number written in ASCII digits only: no sign, no ``_``, no other script's
    digits, at most 18 of them.  Raises ValueError."""
    if not (text.isascii() and text.isdigit() and len(text) <= 18):
        raise ValueError(f"not a number: {excerpt(text)!r}")
    return int(text)  # the order fc-solve writes them in


def format_position(position: Position, rules: Rules, headers: bool = True) -> str:
    """The text of ``position``; ``headers`` adds the Variant and Base lines."""
    lines = []
    if headers:
        lines.append(f"Variant: {rules.id}")
        lines.append(f"Base: {RANKS[position.base - 1]}")
    founds = []
    for letter in FOUNDATION_ORDER:
        top = position.foundation_top_rank(SUITS.index(letter))
        founds.append(f"{letter}-{RANKS[top - 1] if top else '0'}")
    lines.append("Foundations: " + " ".join(founds))
    cells = " ".join("-" if c is None else card_text(c) for c in position.cells)
    lines.append(("Freecells: " + cells).rstrip())
    for col in position.columns:
        lines.append((": " + " ".join(card_text(c) for c in col)).rstrip())
    return "\n".join(lines) + "\n"


_HEADER_NAMES = {
    "variant": "variant",
    "base": "base",
    "foundations": "foundations",
    "founds": "foundations",
    "freecells": "cells",
    "fc": "cells",
    "flippers": "cells",
}


def variant_of(text: str) -> str | None:
    """The id the ``Variant:`` header of a position's text names, None when it has none;
    raises PositionError on text that is not a position, like ``parse_position``."""
    headers, _ = _split_lines(text)
    return headers["variant"][1] or None if "variant" in headers else None


#: A board without headers is fc-solve's own, whose game is FreeCell: among variants that
#: fit such a board equally well, this one is chosen.
BOARD_FORMAT_VARIANT = "freecell"


def looks_like_a_position(text: str) -> bool:
    """Whether ``text`` tries to be a position: it has a header line (``Foundations:``...)
    or a word that is a card.  Text that does neither ("hello world") holds no position."""
    if len(text) > MAX_POSITION_CHARS:
        return True  # too long to look through: parse_position says so
    try:
        headers, _ = _split_lines(text)
    except PositionError:
        return True  # it tried: its reading says what is wrong
    if headers:
        return True
    for word in text.replace(":", " ").split():
        try:
            parse_card(word)
        except ValueError:
            continue
        return True
    return False


def fitting_rules(text: str, candidates: Iterable[Rules], current: Rules) -> Rules:
    """The rules a position's text is read with when it has no ``Variant:`` line: the
    current ones if it is one of their positions, else FreeCell if it fits, else the variant
    whose shape fits best (its number of columns, of cells and whether it has a base),
    else the current ones again (whose reading then says what is wrong)."""
    headers, _ = _split_lines(text)
    if "variant" in headers:
        return current
    try:
        parse_position(text, current)
        return current
    except PositionError:
        pass
    given_cells = len(headers["cells"][1].split()) if "cells" in headers else 0
    best: tuple[tuple[int, int, int], Rules] | None = None
    for order, rules in enumerate(candidates):
        try:
            parse_position(text, rules)
        except PositionError:
            continue
        # the board format's own game, then the fewest cells left over, then the host's
        # order (a board of 8 columns and no cells is FreeCell's, not Streets and Alleys')
        rank = (0 if rules.id == BOARD_FORMAT_VARIANT else 1, rules.cells - given_cells, order)
        if best is None or rank < best[0]:
            best = (rank, rules)
    return best[1] if best is not None else current


def parse_position(text: str, rules: Rules) -> Position:
    """Read a position of ``rules`` from text; raises PositionError naming the line."""
    headers, column_lines = _split_lines(text)

    if "variant" in headers:
        number, value = headers["variant"]
        if value.lower() != rules.id.lower():
            raise PositionError(
                N_("This position is for the variant {found!r}, not {expected!r}"),
                line=number,
                found=excerpt(value),
                expected=rules.id,
            )
    base = _read_base(headers, rules)
    foundations, home_cards = _read_foundations(headers, base)
    seen: dict[int, int] = {c: headers["foundations"][0] for c in home_cards}
    cells = _read_cells(headers, rules, seen)

    if len(column_lines) != rules.columns:
        where = column_lines[-1][0] if column_lines else None
        raise PositionError(
            N_("{variant} has {expected} columns, the position has {found}"),
            line=where,
            variant=rules.name,
            expected=rules.columns,
            found=len(column_lines),
        )
    columns = []
    for number, body in column_lines:
        col = []
        for word in body.split():
            c = _read_card(word, number)
            _see(seen, c, number)
            col.append(c)
        columns.append(tuple(col))
    missing = [c for c in range(52) if c not in seen]
    if len(missing) == 1:
        raise PositionError(N_("1 card is missing: {cards}"), cards=CardTexts(missing))
    if missing:
        raise PositionError(
            N_("{count} cards are missing: {cards}"),
            count=len(missing),
            cards=CardTexts(missing),
        )
    return Position(tuple(columns), cells, foundations, base)


def _split_lines(text: str) -> tuple[dict[str, tuple[int, str]], list[tuple[int, str]]]:
    """The header lines by name and the column lines, each with its line number."""
    if len(text) > MAX_POSITION_CHARS:
        raise PositionError(
            N_(
                "This is too long to be a position ({size} characters, where a board has a"
                " few hundred)"
            ),
            size=len(text),
        )
    headers: dict[str, tuple[int, str]] = {}
    column_lines: list[tuple[int, str]] = []
    text = text.removeprefix("\ufeff")  # the byte-order mark some editors write first
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, colon, value = line.partition(":")
        name = _HEADER_NAMES.get(key.strip().lower()) if colon else None
        if name is not None and not column_lines:
            if name in headers:
                raise PositionError(N_("{name} is given twice"), line=number, name=key.strip())
            headers[name] = (number, value.strip())
        elif line.startswith(":"):
            column_lines.append((number, line[1:].strip()))
        elif colon:
            raise PositionError(N_("Unknown line: {text!r}"), line=number, text=excerpt(line))
        else:
            column_lines.append((number, line))
    return headers, column_lines


def _read_card(word: str, line: int) -> int:
    try:
        return parse_card(word)
    except ValueError:
        raise PositionError(N_("Not a card: {text!r}"), line=line, text=excerpt(word)) from None


def _see(seen: dict[int, int], c: int, line: int) -> None:
    if c in seen:
        raise PositionError(
            N_("The {card} appears twice (also on line {other})"),
            line=line,
            card=CardTexts([c]),
            other=seen[c],
        )
    seen[c] = line


def _read_base(headers: dict[str, tuple[int, str]], rules: Rules) -> int:
    if "base" not in headers:
        if not rules.wraps:
            return 1
        raise PositionError(
            N_("A Base: line is needed: {variant} has a base rank"), variant=rules.name
        )
    number, value = headers["base"]
    try:
        digits = value.isascii() and value.isdigit()
        base = parse_rank(value) if not digits or value == "10" else parse_number(value)
    except ValueError:
        raise PositionError(N_("Not a rank: {text!r}"), line=number, text=excerpt(value)) from None
    if not 1 <= base <= 13:
        raise PositionError(N_("Not a rank: {text!r}"), line=number, text=excerpt(value))
    if not rules.wraps and base != 1:
        raise PositionError(
            N_("{variant} builds its foundations from the ace"), line=number, variant=rules.name
        )
    return base


def _read_foundations(
    headers: dict[str, tuple[int, str]], base: int
) -> tuple[tuple[int, int, int, int], list[int]]:
    counts = [0, 0, 0, 0]
    home: list[int] = []
    if "foundations" not in headers:
        headers["foundations"] = (0, "")
        return (0, 0, 0, 0), home
    number, value = headers["foundations"]
    done = set()
    for entry in value.split():
        suit_text, dash, rank_text = entry.partition("-")
        suit_text = suit_text.upper()
        if not dash or len(suit_text) != 1 or suit_text not in SUITS:
            raise PositionError(
                N_("Not a foundation entry: {text!r}"), line=number, text=excerpt(entry)
            )
        suit = SUITS.index(suit_text)
        if suit in done:
            raise PositionError(N_("{text!r} is given twice"), line=number, text=suit_text)
        done.add(suit)
        if rank_text == "0":
            continue
        try:
            top = parse_rank(rank_text)
        except ValueError:
            raise PositionError(
                N_("Not a rank: {text!r}"), line=number, text=excerpt(rank_text)
            ) from None
        counts[suit] = (top - base) % 13 + 1
        home.extend(card((base + i - 1) % 13 + 1, suit) for i in range(counts[suit]))
    return (counts[0], counts[1], counts[2], counts[3]), home


def _read_cells(
    headers: dict[str, tuple[int, str]], rules: Rules, seen: dict[int, int]
) -> tuple[int | None, ...]:
    cells: list[int | None] = []
    if "cells" in headers:
        number, value = headers["cells"]
        for word in value.split():
            if word == "-":
                cells.append(None)
                continue
            c = _read_card(word, number)
            _see(seen, c, number)
            cells.append(c)
        if len(cells) > rules.cells:
            raise PositionError(
                N_("{variant} has {expected} {word}, the position has {found}"),
                line=number,
                variant=rules.name,
                expected=rules.cells,
                word=rules.cell_word(2),
                found=len(cells),
            )
    cells.extend([None] * (rules.cells - len(cells)))
    return tuple(cells)

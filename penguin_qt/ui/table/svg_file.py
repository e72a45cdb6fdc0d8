"""Reading an SVG deck's file: its bytes, checked before the parser sees them, the element
of each card and the cards' shape.  It runs in any thread (the renderer it makes belongs to
that thread): the window's, or the thread that reads a deck in the background."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication

from ...engine.cards import RANK, SUIT
from ...storage.files import read_deck_file

if TYPE_CHECKING:  # QtSvg is loaded with the first SVG deck, not at the start
    from PySide6.QtSvg import QSvgRenderer

RANK_ELEMENT = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
SUIT_ELEMENT = ("club", "diamond", "heart", "spade")


def _tr(text: str) -> str:
    return QCoreApplication.translate("Deck", text)


class SvgRead:
    """What ``read_svg_deck`` found in a deck's file."""

    def __init__(
        self,
        svg: bytes,
        renderer: QSvgRenderer | None,
        elements: list[str],
        aspect: float | None,
    ) -> None:
        self.svg, self.renderer, self.elements, self.aspect = svg, renderer, elements, aspect


def read_svg_deck(path: str) -> SvgRead:
    """Read and check an SVG deck (in any thread: the renderer is that thread's); ValueError
    says what is wrong with it.  A huge file, or a small one that expands hugely, is refused
    before the parser sees it; the renderer reads the checked bytes, not the file again."""
    from PySide6.QtSvg import QSvgRenderer

    svg = read_deck_file(path)
    renderer = QSvgRenderer(QByteArray(svg))
    if not renderer.isValid():
        raise ValueError(_tr("Cannot read the card deck {path}").format(path=path))
    elements = []
    for c in range(52):  # the element of each card, in card order, then the back
        r, s = RANK_ELEMENT[RANK[c] - 1], SUIT_ELEMENT[SUIT[c]]
        for candidate in (f"{r}_{s}", f"{s}_{r}"):
            if renderer.elementExists(candidate):
                elements.append(candidate)
                break
        else:
            raise ValueError(
                _tr("The card deck {path} has no card {card}").format(path=path, card=f"{r}_{s}")
            )
    back = next((b for b in ("back", "back_1") if renderer.elementExists(b)), None)
    elements.append(back or "")
    aspects = []
    for element in elements[0:52:13]:  # the ace of each suit
        box = renderer.transformForElement(element).mapRect(renderer.boundsOnElement(element))
        if box.width() > 0 and box.height() > 0:
            aspects.append(box.height() / box.width())
    aspect = sorted(aspects)[len(aspects) // 2] if aspects else None
    return SvgRead(svg, renderer, elements, aspect)

"""Card art: the project's own deck, painted with QPainter, and SVG decks installed on the
machine (KDE's ``carddecks/svg-*`` and GNOME's ``aisleriot/cards``).

A deck turns a card into a pixmap of a given size in device pixels, so cards stay sharp on
HiDPI screens: the scene asks for ``width * devicePixelRatio`` pixels and marks the pixmap with
that ratio.  Pixmaps are cached per size; resizing the window renders a new set once.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)

from ...engine.cards import RANK, SUIT
from ...engine.frozen import Frozen
from ...i18n_cards import rank_label
from . import svg_file
from .card_faces import FOUR_COLOURS, PIPS, TWO_COLOURS, rank_outline, suit_path
from .face_drawer import FaceDrawer
from .layout import INDEX_STRIP
from .svg_file import SvgRead

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

ASPECT = 1.4  # height / width of a card
BUILTIN = "builtin"
BUILTIN_FOUR_COLOUR = "builtin-four-colour"
BUILTIN_HIGH_CONTRAST = "builtin-high-contrast"  # four colours, large indices, firm edges
BUILT_IN_DECKS = (BUILTIN, BUILTIN_FOUR_COLOUR, BUILTIN_HIGH_CONTRAST)

# The corner index lies in the top INDEX_STRIP of a card (a squeezed column shows that much):
# glyphs from INDEX_TOP down, INDEX_HEIGHT high, every rank's glyph whole (J's hook too).
INDEX_TOP = 0.022
INDEX_HEIGHT = 0.13
assert INDEX_TOP + INDEX_HEIGHT < INDEX_STRIP
HIGH_CONTRAST_INDEX = 1.2  # the large indices of high contrast, in a strip of their own
HIGH_CONTRAST_STRIP = INDEX_TOP + INDEX_HEIGHT * HIGH_CONTRAST_INDEX + 0.012


def _tr(text: str) -> str:
    return QCoreApplication.translate("Deck", text)


class Deck:
    """Card art of one kind.  Subclasses paint a card face or the back into a rectangle."""

    id = BUILTIN
    aspect = ASPECT
    index_strip = INDEX_STRIP  # how much of a card's top a squeezed column must show
    french_suits = True  # whether its suits are ♣♦♥♠ (the window's words for them)

    def __init__(self) -> None:
        self._cache: dict[tuple[int, int, float], QPixmap] = {}

    @property
    def name(self) -> str:
        return _tr("Built-in")

    def pixmap(self, card: int | None, width: float, dpr: float = 1.0) -> QPixmap:
        """The face of ``card`` (the back for None), ``width`` logical pixels wide."""
        key = (-1 if card is None else card, round(width * dpr), dpr)
        pm = self._cache.get(key)
        if pm is None:
            if len(self._cache) > 400:  # old sizes after resizing
                self._cache.clear()
            w = max(1, round(width * dpr))
            h = max(1, round(width * self.aspect * dpr))
            pm = QPixmap(w, h)
            pm.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pm)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            rect = QRectF(0, 0, w, h)
            if card is None:
                self.paint_back(painter, rect)
            else:
                self.paint_face(painter, card, rect)
            painter.end()
            pm.setDevicePixelRatio(dpr)
            self._cache[key] = pm
        return pm

    def drawn(self, card: int | None, width: float, dpr: float = 1.0) -> QPixmap | None:
        """The face of ``card`` as ``pixmap`` gives it, or None while it is being drawn in
        the background (``on_drawn`` tells when a face is ready); the built-in faces are
        drawn at once (half a millisecond each)."""
        return self.pixmap(card, width, dpr)

    def on_drawn(self, slot: Callable[[], None]) -> None:
        """Call ``slot`` whenever a face asked for by ``drawn`` is ready."""

    def drawing(self) -> bool:
        """Whether faces asked for are still being drawn."""
        return False

    def put_away(self) -> None:
        """The table shows another deck: nothing more is drawn for this one."""

    def paint_face(self, painter: QPainter, card: int, rect: QRectF) -> None:
        raise NotImplementedError

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        raise NotImplementedError


class BuiltinDeck(Deck):
    """The project's own deck: large corner indices that stay readable when columns squeeze,
    classic pip layouts, framed court cards, and a card back with a penguin."""

    def __init__(self, four_colour: bool = False, high_contrast: bool = False) -> None:
        super().__init__()
        self.four_colour = four_colour or high_contrast
        self.high_contrast = high_contrast
        if high_contrast:
            self.index_strip = HIGH_CONTRAST_STRIP
        self.id = (
            BUILTIN_HIGH_CONTRAST
            if high_contrast
            else BUILTIN_FOUR_COLOUR
            if four_colour
            else BUILTIN
        )
        colours = FOUR_COLOURS if self.four_colour else TWO_COLOURS
        self.colours = tuple(QColor(c) for c in colours)

    @property
    def name(self) -> str:
        if self.high_contrast:
            return _tr("Built-in, high contrast")
        return _tr("Built-in, four colours") if self.four_colour else _tr("Built-in")

    def _blank(self, painter: QPainter, rect: QRectF, fill: QBrush) -> QRectF:
        w = rect.width()
        pen_w = max(1.0, w / 90)
        r = rect.adjusted(pen_w / 2, pen_w / 2, -pen_w / 2, -pen_w / 2)
        if self.high_contrast:
            pen_w *= 2.2
        edge = QColor(0, 0, 0) if self.high_contrast else QColor(60, 60, 60, 200)
        painter.setPen(QPen(edge, pen_w))
        painter.setBrush(fill)
        painter.drawRoundedRect(r, w * 0.07, w * 0.07)
        return r

    def paint_face(self, painter: QPainter, card: int, rect: QRectF) -> None:
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, QColor("#ffffff"))
        gradient.setColorAt(1, QColor("#f1f0ea"))
        self._blank(painter, rect, QBrush(gradient))
        rank, suit = RANK[card], SUIT[card]
        colour = self.colours[suit]
        w, h = rect.width(), rect.height()
        self._index(painter, rank, suit, colour, w, h)
        painter.save()
        painter.translate(w, h)
        painter.rotate(180)
        self._index(painter, rank, suit, colour, w, h)
        painter.restore()
        if rank > 10:
            self._court(painter, rank, suit, colour, w, h)
        elif rank == 1:
            size = w * 0.42
            box = QRectF((w - size) / 2, (h - size) / 2, size, size)
            painter.fillPath(suit_path(suit, box), colour)
        else:
            self._pips(painter, rank, suit, colour, w, h)

    def _index(self, painter: QPainter, rank: int, suit: int, colour: QColor, w: float, h: float):
        """Rank and suit side by side in the top strip, the part a squeezed column shows."""
        self.paint_index(painter, rank_label(rank), suit, colour, w, h)

    def paint_index(
        self, painter: QPainter, text: str, suit: int, colour: QColor, w: float, h: float
    ) -> None:
        """A corner index: ``text`` and the suit, whole inside the top ``index_strip`` of the
        card -- the J's hook included, so a squeezed column still tells J from I."""
        large = HIGH_CONTRAST_INDEX if self.high_contrast else 1.0
        outline, top, height = rank_outline(text)
        scale = h * INDEX_HEIGHT * large / height
        left, y0 = w * 0.06, h * INDEX_TOP
        text_w = outline.boundingRect().right() * scale
        squeeze = min(1.0, (w * 0.3 * large) / text_w) if text_w else 1.0
        painter.save()
        painter.translate(left, y0)
        painter.scale(scale * squeeze, scale)
        painter.translate(0, -top)
        painter.fillPath(outline, colour)
        painter.restore()
        pip = h * INDEX_HEIGHT * large * 0.72
        x = left + text_w * squeeze + w * 0.035
        box = QRectF(x, y0 + (h * INDEX_HEIGHT * large - pip) / 2, pip * 0.92, pip)
        painter.fillPath(suit_path(suit, box), colour)

    def _pips(self, painter: QPainter, rank: int, suit: int, colour: QColor, w: float, h: float):
        size = w * (0.17 if rank <= 6 else 0.15)
        x0, x1 = w * 0.3, w * 0.7
        y0, y1 = h * 0.33, h * 0.68
        for fx, fy in PIPS[rank]:
            cx = x0 + (x1 - x0) * fx
            cy = y0 + (y1 - y0) * fy
            box = QRectF(-size / 2, -size / 2, size, size)
            painter.save()
            painter.translate(cx, cy)
            if fy > 0.5:
                painter.rotate(180)
            painter.fillPath(suit_path(suit, box), colour)
            painter.restore()

    def _court(self, painter: QPainter, rank: int, suit: int, colour: QColor, w: float, h: float):
        frame = QRectF(w * 0.2, h * 0.27, w * 0.6, h * 0.46)
        tint = QColor(colour)
        tint.setAlpha(28)
        painter.setPen(QPen(colour, max(1.0, w / 80)))
        painter.setBrush(tint)
        painter.drawRoundedRect(frame, w * 0.04, w * 0.04)
        letter = rank_label(rank)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(4, round(h * 0.22)))
        painter.setFont(font)
        painter.setPen(colour)
        top = QRectF(frame.x(), frame.y() + h * 0.02, frame.width(), frame.height() * 0.55)
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, letter)
        size = w * 0.24
        box = QRectF(frame.center().x() - size / 2, frame.bottom() - size - h * 0.045, size, size)
        painter.fillPath(suit_path(suit, box), colour)
        # a crown of three dots over the king and queen, a band for the jack
        painter.setBrush(colour)
        painter.setPen(Qt.PenStyle.NoPen)
        dot = w * 0.035
        cy = frame.y() + h * 0.035
        if rank == 11:
            painter.drawRect(QRectF(frame.center().x() - w * 0.1, cy - dot / 3, w * 0.2, dot * 0.7))
        else:
            for k in (-1, 0, 1) if rank == 13 else (-1, 1):
                painter.drawEllipse(
                    QPointF(frame.center().x() + k * w * 0.08, cy), dot / 2, dot / 2
                )

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        w, h = rect.width(), rect.height()
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, QColor("#1f4e8c"))
        gradient.setColorAt(1, QColor("#163a69"))
        r = self._blank(painter, rect, QBrush(gradient))
        inner = r.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
        painter.setPen(QPen(QColor(255, 255, 255, 150), max(1.0, w / 70)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inner, w * 0.04, w * 0.04)
        painter.save()
        painter.setClipRect(inner)
        painter.setPen(QPen(QColor(255, 255, 255, 40), max(1.0, w / 100)))
        step = w * 0.12
        k = -h
        while k < w + h:
            painter.drawLine(QPointF(k, 0), QPointF(k + h, h))
            painter.drawLine(QPointF(k + h, 0), QPointF(k, h))
            k += step
        painter.restore()
        self._penguin(painter, QPointF(w / 2, h / 2), w * 0.22)

    @staticmethod
    def _penguin(painter: QPainter, c: QPointF, s: float) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ffffff"))
        painter.drawEllipse(c, s * 1.15, s * 1.55)
        painter.setBrush(QColor("#111418"))
        painter.drawEllipse(c + QPointF(0, s * 0.05), s * 0.95, s * 1.4)
        painter.setBrush(QColor("#f4f4f0"))
        painter.drawEllipse(c + QPointF(0, s * 0.38), s * 0.62, s * 0.95)
        for dx in (-0.28, 0.28):
            painter.setBrush(QColor("#ffffff"))
            painter.drawEllipse(c + QPointF(s * dx, -s * 0.72), s * 0.17, s * 0.17)
            painter.setBrush(QColor("#111418"))
            painter.drawEllipse(c + QPointF(s * dx * 1.1, -s * 0.7), s * 0.08, s * 0.08)
        beak = QPainterPath(c + QPointF(-s * 0.2, -s * 0.5))
        beak.lineTo(c + QPointF(s * 0.2, -s * 0.5))
        beak.lineTo(c + QPointF(0, -s * 0.22))
        beak.closeSubpath()
        painter.fillPath(beak, QColor("#f39c12"))


class SvgDeck(Deck):
    """A deck read from one SVG (or SVGZ) file holding every card as a named element.

    KDE's decks name elements ``rank_suit`` (``king_heart``), GNOME's ``suit_rank``
    (``heart_king``); both are tried.  The QSvgRenderer is kept here for the deck's whole life:
    pixmaps are rendered from it, so no scene item ever holds the renderer (PySide6 crashes
    when a renderer shared between items is garbage-collected).  The table's faces are drawn
    in the background (``drawn``, ``face_drawer``), by a renderer of the drawer's own.
    """

    def __init__(
        self,
        path: str | Path,
        name: str | None = None,
        read: SvgRead | None = None,
        drawer: FaceDrawer | None = None,
    ) -> None:
        """``read``: the deck as ``read_svg_deck`` read it in another thread (then this
        thread's renderer is made only when a face is painted here at once, ``pixmap``);
        ``drawer``: the drawer that read it, which draws its faces from then on."""
        super().__init__()
        self.path = str(path)
        self.id = self.path
        self._name = name or Path(path).stem
        # a deck of its own may have other suits (XSkat's German acorns, leaves, hearts and
        # bells): the table shows its own cards where it would name a suit
        self.french_suits = False
        self._renderer: QSvgRenderer | None = None
        if read is None:
            read = svg_file.read_svg_deck(self.path)
            self._renderer = read.renderer  # made in this thread: it draws here
        self._svg = read.svg
        self.elements = read.elements
        if read.aspect is not None:
            self.aspect = read.aspect
        self._drawer = drawer  # made when the table first asks (``drawn``)

    @property
    def renderer(self) -> QSvgRenderer:
        if self._renderer is None:
            from PySide6.QtSvg import QSvgRenderer

            self._renderer = QSvgRenderer(QByteArray(self._svg))
        return self._renderer

    @property
    def name(self) -> str:
        return self._name

    def drawn(self, card: int | None, width: float, dpr: float = 1.0) -> QPixmap | None:
        """The face from the cache, or from the background (None until it is drawn there:
        a face of a large deck takes tens of milliseconds, 53 of them over a second)."""
        key = (-1 if card is None else card, round(width * dpr), dpr)
        pm = self._cache.get(key)
        if pm is not None:
            return pm
        w = max(1, round(width * dpr))
        h = max(1, round(width * self.aspect * dpr))
        image = self._face_drawer().take((key[0], w, h))
        if image is None:
            return None
        if len(self._cache) > 400:
            self._cache.clear()
        pm = QPixmap.fromImage(image)
        pm.setDevicePixelRatio(dpr)
        self._cache[key] = pm
        return pm

    def _face_drawer(self) -> FaceDrawer:
        if self._drawer is None:
            self._drawer = FaceDrawer(self.path, BuiltinDeck().paint_back, self._svg, self.elements)
        return self._drawer

    def on_drawn(self, slot: Callable[[], None]) -> None:
        self._face_drawer().drawn.connect(slot)

    def drawing(self) -> bool:
        return self._drawer is not None and self._drawer.pending()

    def put_away(self) -> None:
        if self._drawer is not None:
            self._drawer.stop()

    def paint_face(self, painter: QPainter, card: int, rect: QRectF) -> None:
        self.renderer.render(painter, self.elements[card], rect)

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        if self.elements[52]:
            self.renderer.render(painter, self.elements[52], rect)
        else:
            BuiltinDeck().paint_back(painter, rect)


# -- finding installed decks ------------------------------------------------------------------


class DeckInfo(Frozen):
    """An SVG deck found on the machine; ``source`` says whose it is ("KDE", "GNOME", or
    both when the same deck came from each)."""

    _fields = ("id", "name", "path", "source")
    __slots__ = _fields
    id: str
    name: str
    path: str
    source: str

    def __init__(self, id: str, name: str, path: str, source: str = "") -> None:
        self._set(id, name, path, source)


_CYRILLIC = dict(
    zip(
        "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
        # one Latin spelling per letter (ъ and ь are silent)
        "a,b,v,g,d,e,e,zh,z,i,y,k,l,m,n,o,p,r,s,t,u,f,kh,ts,ch,sh,shch,,y,,e,yu,ya".split(","),  # noqa: SIM905
        strict=True,
    )
)
_ROMAN = frozenset("ivxlcdm")


def proper_name(name: str) -> str:
    """A deck's name from its file name: words capitalised, Roman numerals in capitals
    ("swiss-xvii" is "Swiss XVII", not "Swiss Xvii")."""
    words = name.replace("_", " ").replace("-", " ").split()
    return " ".join(w.upper() if set(w.lower()) <= _ROMAN else w.capitalize() for w in words)


def deck_key(name: str) -> str:
    """What two names of one deck share: "Атласные" and "Atlasnye", "GM Paris" and "Paris"."""
    latin = "".join(_CYRILLIC.get(ch, ch) for ch in name.lower())
    words = [w for w in "".join(c if c.isalnum() else " " for c in latin).split() if w != "gm"]
    return "".join(words)


def data_dirs() -> list[Path]:
    """The XDG data directories, the user's first."""
    home = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local/share")
    system = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    return [Path(d) for d in [home, *system.split(":")] if d]


def _desktop_value(path: Path, key: str) -> str | None:
    try:
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            k, sep, v = line.partition("=")
            if sep and k.strip() == key:
                return v.strip()
    except OSError:
        return None
    return None


def installed_decks(dirs: list[Path] | None = None) -> list[DeckInfo]:
    """SVG decks of KDE (``carddecks/svg-*/``) and GNOME (``aisleriot/cards/*.svg[z]``)."""
    decks: dict[str, DeckInfo] = {}
    for base in data_dirs() if dirs is None else dirs:
        for folder in sorted((base / "carddecks").glob("svg-*")):
            svg_name = _desktop_value(folder / "index.desktop", "SVG")
            files = [folder / svg_name] if svg_name else []
            files += sorted(folder.glob("*.svg")) + sorted(folder.glob("*.svgz"))
            svg = next((f for f in files if f.is_file()), None)
            if svg is not None:
                name = _desktop_value(folder / "index.desktop", "Name") or proper_name(
                    folder.name[4:]
                )
                _add(decks, DeckInfo(str(svg), name, str(svg), "KDE"))
        for svg in sorted((base / "aisleriot" / "cards").glob("*.svg*")):
            if svg.suffix in (".svg", ".svgz") and svg.is_file():
                _add(decks, DeckInfo(str(svg), proper_name(svg.stem), str(svg), "GNOME"))
    return list(decks.values())


def _add(decks: dict[str, DeckInfo], deck: DeckInfo) -> None:
    """One entry per deck: the same deck from KDE and from GNOME (or in two data folders)
    is shown once, under the name found first, with both sources."""
    key = deck_key(deck.name) or deck.path
    known = decks.get(key)
    if known is None:
        decks[key] = deck
    elif deck.source not in known.source.split(", "):
        decks[key] = DeckInfo(known.id, known.name, known.path, f"{known.source}, {deck.source}")


def load_deck(deck_id: str) -> Deck:
    """The deck with this id: a built-in one, the path of an SVG deck, or the name of one
    the player sees in View › Cards ("Dondorf"; ValueError when there is no such deck or the
    file cannot be used)."""
    deck_id = deck_path(deck_id)
    if deck_id == BUILTIN:
        return BuiltinDeck()
    if deck_id == BUILTIN_FOUR_COLOUR:
        return BuiltinDeck(four_colour=True)
    if deck_id == BUILTIN_HIGH_CONTRAST:
        return BuiltinDeck(high_contrast=True)
    return SvgDeck(deck_id, _installed_name(deck_id))


def open_deck(
    deck_id: str, opened: Callable[[Deck], None], failed: Callable[[str], None]
) -> FaceDrawer | None:
    """Open a deck as ``load_deck`` does, an SVG deck in the background (the window goes on
    meanwhile): ``opened(deck)`` once it is read, or ``failed(reason)``.  A built-in deck is
    opened at once.  The drawer reading it is returned (None for a built-in deck), to be
    kept until then, and stopped when another deck is chosen meanwhile."""
    try:
        path = deck_path(deck_id)
    except ValueError as error:
        failed(str(error))
        return None
    if path in BUILT_IN_DECKS:
        opened(load_deck(path))
        return None
    drawer = FaceDrawer(path, BuiltinDeck().paint_back)
    name = _installed_name(path)
    drawer.opened.connect(lambda read: opened(SvgDeck(path, name, read, drawer)))
    drawer.failed.connect(failed)
    drawer.start()
    return drawer


def _installed_name(path: str) -> str | None:
    return {d.path: d.name for d in installed_decks()}.get(path)


def deck_path(deck_id: str) -> str:
    """A built-in deck's id, or the path of the SVG deck ``deck_id`` names (its path, or
    the name View › Cards shows); ValueError when there is no such deck."""
    if deck_id in BUILT_IN_DECKS or os.path.isfile(deck_id):
        return deck_id
    installed = installed_decks()
    named = deck_named(deck_id, installed)
    if named is not None:
        return named
    if os.sep in deck_id or deck_id.endswith((".svg", ".svgz")):
        raise ValueError(_tr("No card deck at {path}").format(path=deck_id))
    names = ", ".join(name for _id, name in available_decks(installed))
    raise ValueError(
        _tr("There is no card deck called {name} (the decks here: {names})").format(
            name=deck_id, names=names
        )
    )


def deck_named(name: str, installed: list[DeckInfo] | None = None) -> str | None:
    """The id of the deck the player knows by ``name`` (as View › Cards shows it, in any
    case and spacing: "dondorf", "GM Paris"), or None."""
    wanted = deck_key(name)
    if not wanted:
        return None
    high_contrast = (BUILTIN_HIGH_CONTRAST, _tr("Built-in, high contrast"))
    built_in = [*available_decks(installed=[]), high_contrast]
    for deck_id, shown in built_in:
        if wanted in (deck_key(shown), deck_key(deck_id)):
            return deck_id
    for deck in installed_decks() if installed is None else installed:
        if deck_key(deck.name) == wanted:
            return deck.id
    return None


def available_decks(installed: list[DeckInfo] | None = None) -> list[tuple[str, str]]:
    """(id, name) of every deck the player can choose, built-in ones first."""
    decks = installed_decks() if installed is None else installed
    return [(BUILTIN, _tr("Built-in")), (BUILTIN_FOUR_COLOUR, _tr("Built-in, four colours"))] + [
        (d.id, d.name) for d in decks
    ]


def deck_sources() -> dict[str, str]:
    """Where each installed deck comes from ("KDE", "GNOME" or both), by deck id."""
    return {d.id: d.source for d in installed_decks()}

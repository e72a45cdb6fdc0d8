"""How things look: the keyboard cursor against the hint marks, the corner index at the
smallest card size, the drop-target highlight."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from penguin_qt.engine import COLUMN
from penguin_qt.engine.cards import HEARTS, RANK_LABELS, SPADES
from penguin_qt.plugins import PluginHost
from penguin_qt.ui.assistant.hints import HintMarker
from penguin_qt.ui.table.deck import BuiltinDeck
from penguin_qt.ui.table.items import FocusFrame
from penguin_qt.ui.table.layout import MIN_SPREAD, TableGeometry


def render(item, width=300, height=300) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def painted(image: QImage):
    for y in range(image.height()):
        for x in range(image.width()):
            colour = image.pixelColor(x, y)
            if colour.alpha() > 40:
                yield x, y, colour


def main_hue(image: QImage) -> float:
    """The hue most of the coloured (saturated) pixels have, in degrees."""
    hues = [c.hsvHueF() * 360 for _, _, c in painted(image) if c.hsvSaturationF() > 0.5]
    assert hues
    hues.sort()
    return hues[len(hues) // 2]


def test_the_keyboard_cursor_does_not_look_like_a_hint():
    card = QRectF(100, 60, 80, 112)
    cursor = FocusFrame()
    cursor.set_rect(card)
    hint = HintMarker(QRectF(20, 20, 80, 112), card)
    cursor_image, hint_image = render(cursor), render(hint)
    # another colour ...
    difference = abs(main_hue(cursor_image) - main_hue(hint_image))
    assert min(difference, 360 - difference) > 90
    # ... and another shape: the cursor is an outline (nothing painted inside the pile),
    # the hint fills the cards to move and dashes the place they go
    inside = (140, 116)
    assert cursor_image.pixelColor(*inside).alpha() == 0
    assert hint_image.pixelColor(40, 40).alpha() > 40
    top = round(card.top() - 2)
    gaps = [
        x
        for x in range(round(card.left()) + 10, round(card.right()) - 10)
        if all(hint_image.pixelColor(x, y).alpha() < 40 for y in range(top - 3, top + 4))
    ]
    assert gaps  # the hint's target is dashed
    # and the cursor's line is solid all round (no dashes): every column along its top edge
    top = round(card.top() - 4)
    for x in range(round(card.left()) + 10, round(card.right()) - 10):
        column = [cursor_image.pixelColor(x, y) for y in range(top - 3, top + 4)]
        assert any(c.alpha() > 200 and c.hsvSaturationF() > 0.5 for c in column), x


def test_the_cursor_stays_visible_on_the_felt_and_on_a_card():
    """An amber line edged in black: it stands out on green felt and on white cards."""
    frame = FocusFrame()
    frame.set_rect(QRectF(40, 40, 80, 112))
    image = render(frame, 200, 200)
    colours = [c for _, _, c in painted(image)]
    dark = [c for c in colours if c.value() < 60]
    bright = [c for c in colours if c.hsvSaturationF() > 0.6 and c.value() > 200]
    assert dark and bright
    felt, card = QColor("#226b3a"), QColor("#ffffff")
    amber = FocusFrame.COLOUR
    assert abs(amber.lightness() - felt.lightness()) > 60  # against the felt
    assert abs(QColor(0, 0, 0).lightness() - card.lightness()) > 200  # the edge on a card


# -- the corner index at the smallest card the window allows ----------------------------------


def smallest_card_width(make_window) -> float:
    """The card width at the window's minimum size, over every registered variant and over
    every table of 1-10 columns and 0-10 cells laid out on that view."""
    widths, view = [], None
    for variant in sorted(PluginHost().variants()):
        table = make_window(variant=variant, deal_number=1, size=(1, 1))
        window = table.window
        assert window.width() == window.minimumWidth()  # the window went as small as it goes
        view = window.view.viewport().size()
        widths.append(table.scene.geometry.card_width)
        window.close()
    for columns in range(1, 11):
        for cells in range(11):
            geo = TableGeometry.for_size(columns, cells, view.width(), view.height())
            widths.append(geo.card_width)
    return min(widths)


def card_image(deck, card, width) -> QImage:
    return deck.pixmap(card, width, 1.0).toImage()


def index_image(deck, text, suit, width) -> QImage:
    """Only the corner index ``text`` (any text, e.g. an I to compare the J with), on white."""
    w, h = round(width), round(width * deck.aspect)
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    deck.paint_index(painter, text, suit, QColor("black"), w, h)
    painter.end()
    return image


def ink(image: QImage, rows: int, columns: int) -> set[tuple[int, int]]:
    """The dark pixels of the top ``rows`` x ``columns`` corner (what a squeezed card shows)."""
    return {
        (x, y)
        for y in range(min(rows, image.height()))
        for x in range(min(columns, image.width()))
        if image.pixelColor(x, y).lightness() < 140 and image.pixelColor(x, y).alpha() > 128
    }


def test_every_rank_is_told_apart_in_a_squeezed_column_at_the_smallest_size(make_window):
    width = smallest_card_width(make_window)
    for deck in (BuiltinDeck(), BuiltinDeck(high_contrast=True)):
        ranks_told_apart(deck, width)


def ranks_told_apart(deck, width):
    height = width * deck.aspect
    strip = int(height * deck.index_strip)  # what the most squeezed column shows of a card
    corner = int(width * 0.55)  # the index half; the other half shows the card below's edge
    for suit in (SPADES, HEARTS):
        seen = {
            label: ink(card_image(deck, suit * 13 + rank, width), strip, corner)
            for rank, label in enumerate(RANK_LABELS)
        }
        for a, b in itertools.combinations(RANK_LABELS, 2):
            differ = len(seen[a] ^ seen[b])
            assert differ >= 6, f"{a} and {b} differ in {differ} pixels at width {width:.1f}"
    # the J is not an I: its hook shows, whole, in the strip
    j = ink(index_image(deck, "J", SPADES, width), strip, corner)
    i = ink(index_image(deck, "I", SPADES, width), strip, corner)
    assert len(j - i) >= 4, f"the J has {len(j - i)} pixels an I has not at width {width:.1f}"
    hook = [(x, y) for x, y in j - i if y > strip * 0.5]
    assert hook, "nothing of the J's hook in the lower half of its index"


def test_the_index_lies_whole_in_the_strip_a_squeezed_card_shows():
    assert BuiltinDeck().index_strip == MIN_SPREAD  # the layout's default is this deck's
    for deck in (BuiltinDeck(), BuiltinDeck(high_contrast=True)):
        for width in (40.0, 60.8, 90.0, 140.0):
            height = width * deck.aspect
            for label in RANK_LABELS:
                image = index_image(deck, label, SPADES, width)
                rows = {y for _, y in ink(image, image.height() // 2, image.width())}
                assert max(rows) < height * deck.index_strip, (deck.id, label, width)


# -- tables of 1 to 10 columns and 0 to 10 cells -------------------------------------------------


def test_every_table_of_1_to_10_columns_and_0_to_10_cells_fits(make_window):
    table = make_window(deal_number=1, size=(1, 1))
    view = table.window.view.viewport().size()
    for width, height in ((view.width(), view.height()), (1280.0, 800.0), (600.0, 900.0)):
        for columns in range(1, 11):
            for cells in range(11):
                geo = TableGeometry.for_size(columns, cells, width, height)
                w, h = geo.card_width, geo.card_height
                rects = {p: QRectF(x, y, w, h) for p, (x, y) in geo.piles.items()}
                shape = f"{columns} columns, {cells} cells at {width}x{height}"
                assert len(rects) == columns + cells + 4, shape
                for pile, rect in rects.items():
                    assert rect.left() >= 0 and rect.right() <= width + 1e-6, (shape, pile)
                    assert rect.top() >= 0 and rect.bottom() <= height + 1e-6, (shape, pile)
                    if pile[0] == COLUMN:  # a column's area reaches down to the bottom
                        rects[pile] = QRectF(rect.x(), rect.y(), w, geo.bottom - rect.y())
                        assert geo.bottom - rect.y() >= h + 12 * h * 0.26 - 1e-6, shape
                for (p, a), (q, b) in itertools.combinations(rects.items(), 2):
                    overlap = a.intersected(b)
                    assert overlap.width() * overlap.height() < 1e-6, (shape, p, q)
                assert w >= 25, shape


def test_a_pile_slot_is_drawn_again_only_when_its_label_changed(qapp):
    from penguin_qt.ui.table.items import PileItem

    item = PileItem((COLUMN, 0))
    updates = []
    item.update = lambda *args: updates.append(args)  # what set_label schedules
    item.set_label("K", "a king or a run from a king", QColor(255, 255, 255, 150))
    assert len(updates) == 1 and item.label == "K"
    item.set_label("K", "a king or a run from a king", QColor(255, 255, 255, 150))
    item.set_label("K", "a king or a run from a king")
    assert len(updates) == 1  # the scene labels every pile after each move
    item.set_label("K", "a king or a run from a king", QColor(255, 170, 170, 170))
    item.set_label("Q", "a queen or a run from a queen")
    assert len(updates) == 3 and item.label == "Q"
    assert item.toolTip() == "a queen or a run from a queen"

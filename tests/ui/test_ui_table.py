"""The table: layout for every variant, resizing, squeezing, decks, rendering to a PNG."""

from __future__ import annotations

import gzip

import pytest
from PySide6.QtGui import QColor, QImage

from penguin_qt.engine import COLUMN, FOUNDATION, Position
from penguin_qt.ui.table.deck import (
    BuiltinDeck,
    SvgDeck,
    installed_decks,
    load_deck,
)
from penguin_qt.ui.table.layout import TableGeometry, placements

VARIANTS = ["penguin", "relaxed-penguin", "penguin-5", "penguin-0", "eight-off", "freecell"]


def cards_inside(table) -> bool:
    rect = table.scene.sceneRect()
    geo = table.scene.geometry
    for item in table.scene.cards.values():
        if not item.isVisible():
            return False
        if item.x() < rect.left() or item.x() + geo.card_width > rect.right() + 0.5:
            return False
        if item.y() < rect.top() or item.y() + geo.card_height > rect.bottom() + 0.5:
            return False
    return True


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_variant_lays_out_all_52_cards_inside_the_table(make_window, variant):
    table = make_window(variant=variant, deal_number=7)
    rules = table.controller.rules
    assert rules.id == variant
    assert len([p for p in table.scene.pile_items if p[0] == COLUMN]) == rules.columns
    assert table.items_in_place()
    assert cards_inside(table)


@pytest.mark.parametrize(
    ("variant", "label"), [("relaxed-penguin", "any"), ("eight-off", "K"), ("freecell", "any")]
)
def test_empty_columns_show_the_rank_they_take(make_window, variant, label):
    table = make_window(variant=variant, deal_number=7)
    assert table.scene.pile_items[(COLUMN, 0)].label == label


def test_the_table_scales_with_the_window(make_window, qtbot):
    table = make_window(size=(1000, 720))
    width = table.scene.geometry.card_width
    table.window.resize(640, 480)
    qtbot.waitUntil(lambda: table.scene.geometry.card_width < width * 0.8, timeout=2000)
    assert table.items_in_place()
    assert cards_inside(table)
    table.window.resize(1400, 1000)
    qtbot.waitUntil(lambda: table.scene.geometry.card_width > width, timeout=2000)
    assert cards_inside(table)


def test_long_columns_squeeze_to_fit():
    geo = TableGeometry.for_size(7, 7, 900, 600)
    # a column of 20 cards (7 dealt and a whole suit on them): still above the bottom
    column = tuple(range(20))
    rest = tuple(range(40, 52))
    position = Position(
        (column, rest, tuple(range(20, 40)), (), (), (), ()), (None,) * 7, (0, 0, 0, 0), 1
    )
    where = placements(position, geo)
    lowest = max(pl.y for pl in where.values())
    assert lowest + geo.card_height <= geo.bottom + 0.01
    spread_long = where[1].y - where[0].y
    spread_short = where[41].y - where[40].y
    assert spread_long < spread_short


def test_foundations_stand_on_the_right_when_the_top_row_is_full():
    geo = TableGeometry.for_size(7, 7, 1000, 700)
    foundation_x = {geo.piles[(FOUNDATION, s)][0] for s in range(4)}
    column_x = max(geo.piles[(COLUMN, i)][0] for i in range(7))
    assert len(foundation_x) == 1 and foundation_x.pop() > column_x
    freecell = TableGeometry.for_size(8, 4, 1000, 700)
    ys = {freecell.piles[(FOUNDATION, s)][1] for s in range(4)}
    assert len(ys) == 1  # in the top row, beside the cells


def test_the_window_renders_to_a_png(table, tmp_path):
    path = tmp_path / "window.png"
    assert table.window.grab().save(str(path))
    image = QImage(str(path))
    assert image.width() >= 900 and image.height() >= 600
    # the felt is green a little inside the table's bottom left corner
    view = table.window.view.geometry()
    felt = QColor(image.pixel(view.left() + 12, view.bottom() - 12))
    assert felt.green() > felt.red() + 30 and felt.green() > felt.blue() + 30


def test_builtin_deck_draws_every_card_sharp_at_the_device_ratio():
    deck = BuiltinDeck()
    pm = deck.pixmap(12, 80, 2.0)
    assert (pm.width(), pm.height()) == (160, 224)
    assert pm.devicePixelRatio() == 2.0
    image = pm.toImage()

    # red ink somewhere on a heart, none on a spade
    def has_red(img):
        return any(
            QColor(img.pixel(x, y)).red() > 150 and QColor(img.pixel(x, y)).green() < 80
            for x in range(0, img.width(), 3)
            for y in range(0, img.height(), 3)
        )

    assert has_red(deck.pixmap(2 * 13 + 4, 60).toImage())
    assert not has_red(deck.pixmap(3 * 13 + 4, 60).toImage())
    assert not image.isNull()


def _svg_deck(rank_first: bool, colour: str = "#00ff00") -> str:
    names = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king"]
    suits = ["club", "diamond", "heart", "spade"]
    parts = []
    for s, suit in enumerate(suits):
        for r, rank in enumerate(names):
            ident = f"{rank}_{suit}" if rank_first else f"{suit}_{rank}"
            parts.append(
                f'<rect id="{ident}" x="{r * 12}" y="{s * 17}" width="10" height="15" '
                f'fill="{colour}"/>'
            )
    parts.append('<rect id="back" x="0" y="70" width="10" height="15" fill="#0000ff"/>')
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90">'
        + "".join(parts)
        + "</svg>"
    )


def test_installed_kde_and_gnome_decks_are_found_and_drawn(tmp_path):
    kde = tmp_path / "carddecks" / "svg-tiny"
    kde.mkdir(parents=True)
    (kde / "tiny.svgz").write_bytes(gzip.compress(_svg_deck(True).encode()))
    (kde / "index.desktop").write_text("[KDE Backdeck]\nName=Tiny KDE\nSVG=tiny.svgz\n")
    gnome = tmp_path / "aisleriot" / "cards"
    gnome.mkdir(parents=True)
    (gnome / "tiny_gnome.svg").write_text(_svg_deck(False, "#ff00ff"))
    found = {d.name: d for d in installed_decks([tmp_path])}
    assert set(found) == {"Tiny KDE", "Tiny Gnome"}
    for name, green in (("Tiny KDE", 255), ("Tiny Gnome", 0)):
        deck = SvgDeck(found[name].path, name)
        assert deck.aspect == pytest.approx(1.5)
        image = deck.pixmap(5, 40, 1.0).toImage()
        middle = QColor(image.pixel(20, 30))
        assert middle.green() == green
        back = QColor(deck.pixmap(None, 40).toImage().pixel(20, 30))
        assert back.blue() == 255


def test_a_deck_missing_cards_is_refused_with_a_message(tmp_path):
    broken = tmp_path / "broken.svg"
    broken.write_text(_svg_deck(True).replace('id="king_spade"', 'id="nothing"'))
    with pytest.raises(ValueError, match="king_spade"):
        SvgDeck(broken)
    with pytest.raises(ValueError, match="No card deck"):
        load_deck(str(tmp_path / "missing.svg"))


def test_switching_to_an_svg_deck_keeps_the_table(table, tmp_path):
    path = tmp_path / "deck.svg"
    path.write_text(_svg_deck(True))
    table.window.set_deck(str(path))
    assert isinstance(table.scene.deck, SvgDeck)
    assert table.items_in_place()
    image = table.window.grab().toImage()
    assert not image.isNull()


def test_hidpi_cards_fill_their_whole_size(table):
    """At a device pixel ratio of 2 the card (not only its shadow) covers the card's size."""
    scene = table.scene
    w = scene.geometry.card_width
    pm = scene.card_pixmap(12, w, 2.0)
    assert pm.devicePixelRatio() == 2.0
    assert pm.deviceIndependentSize().width() == pytest.approx(w, abs=2)
    image = pm.toImage()
    near_right_edge = QColor(image.pixel(round(2 * w) - 6, image.height() // 2))
    assert near_right_edge.lightness() > 200  # the card's white face, not the grey shadow


def test_the_rules_page_opens_from_the_help_menu(qtbot):
    from penguin_qt.ui.window.window import MainWindow

    window = MainWindow(variant="penguin", deal_number=1, speed="off")
    qtbot.addWidget(window)
    dialog = window.show_rules()
    from PySide6.QtWidgets import QTextBrowser

    text = dialog.findChild(QTextBrowser).toPlainText()
    assert "beak" in text and "base rank" in text


def test_each_deck_is_listed_once_with_its_sources_and_a_proper_name(tmp_path):
    """KDE's and GNOME's Dondorf and Paris are one deck each, "Atlasnye" and "Атласные" one,
    and "swiss-xvii" is "Swiss XVII"."""
    svg = _svg_deck(True)
    for folder, name in (
        ("svg-dondorf", "Dondorf"),
        ("svg-gm-paris", "Paris"),
        ("svg-at", "Атласные"),
    ):
        kde = tmp_path / "carddecks" / folder
        kde.mkdir(parents=True)
        (kde / "deck.svg").write_text(svg)
        (kde / "index.desktop").write_text(f"[KDE Backdeck]\nName={name}\nSVG=deck.svg\n")
    gnome = tmp_path / "aisleriot" / "cards"
    gnome.mkdir(parents=True)
    for stem in ("dondorf", "paris", "atlasnye", "swiss-xvii"):
        (gnome / f"{stem}.svg").write_text(svg)
    found = installed_decks([tmp_path])
    names = sorted(d.name for d in found)
    assert names == ["Dondorf", "Paris", "Swiss XVII", "Атласные"]
    sources = {d.name: d.source for d in found}
    assert sources["Dondorf"] == "KDE, GNOME"
    assert sources["Swiss XVII"] == "GNOME"


def test_the_cards_menu_is_one_column_that_scrolls(table):
    table.window.menus._fill_deck_menu()
    assert "menu-scrollable: 1" in table.window.menus.deck_menu.styleSheet()


def test_every_face_is_drawn_ahead_after_the_first_frame_and_after_a_resize(make_window, qtbot):
    """Once the table has been painted, the pixmaps of all 52 faces and the back at the
    table's card size are made in idle moments, so a deal's frames draw none of them; a new
    size has them drawn again."""
    table = make_window(size=(1000, 720))
    scene = table.scene
    dpr = table.window.view.devicePixelRatioF()

    def ready() -> bool:
        size = round(scene.geometry.card_width * dpr)
        return all((c, size, dpr) in scene._pixmaps for c in (None, *range(52)))

    qtbot.waitUntil(ready, timeout=5000)
    assert not scene._ahead.isActive()
    drawn = []
    original = scene.deck.pixmap
    scene.deck.pixmap = lambda *a, **k: drawn.append(a) or original(*a, **k)
    table.window.controller.new_game(9)
    table.window.view.viewport().repaint()
    assert drawn == []  # the new deal's cards were all ready
    width = scene.geometry.card_width
    table.window.resize(700, 520)
    qtbot.waitUntil(lambda: scene.geometry.card_width < width * 0.9 and ready(), timeout=5000)
    assert len(drawn) >= 52


def test_the_flight_eases_as_qts_out_cubic_curve():
    from PySide6.QtCore import QEasingCurve

    from penguin_qt.ui.table.flight import ease

    curve = QEasingCurve(QEasingCurve.Type.OutCubic)
    for k in range(101):
        t = k / 100
        assert abs(ease(t) - curve.valueForProgress(t)) < 1e-9
    assert ease(0.0) == 0.0 and ease(1.0) == 1.0 and ease(0.5) > 0.5  # fast, then slow

"""The table is a function of the game: compare what the scene shows with a fresh layout.

``table_mismatches(window)`` lists every way the scene's own items differ from a fresh
layout of the engine's position on a fresh geometry of the view's size: which card each
item shows, face up or down, its pile and index, its place, its stacking order, which card
is on top at each visible spot, the pile slots, the picked-up cards and the beak.  An empty
list means the table shows the game.  It is meant for a table at rest (no animation).
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from penguin_qt.engine.cards import card_label
from penguin_qt.engine.position import COLUMN
from penguin_qt.ui.table.layout import TableGeometry, pile_cards, placements

TOLERANCE = 0.5  # logical pixels


def settle(window, qtbot=None, timeout_ms: int = 10_000) -> None:
    """Let every animation end by itself (the table's clock runs on the event loop)."""
    scene = window.scene
    if qtbot is not None and scene.is_animating():
        qtbot.waitUntil(lambda: not scene.is_animating(), timeout=timeout_ms)
    QApplication.processEvents()


def fresh_geometry(scene, position) -> TableGeometry:
    width, height = scene.table_size()
    return TableGeometry.for_size(
        len(position.columns),
        len(position.cells),
        width,
        height,
        aspect=scene.deck.aspect,
        min_spread=scene.deck.index_strip,
        zoom=scene.zoom,
    )


def table_mismatches(window) -> list[str]:
    """Every difference between the scene and a fresh layout of the game (empty: none)."""
    scene, controller = window.scene, window.controller
    game = controller.game
    if game is None:
        return []
    out: list[str] = []
    if scene.is_animating():
        out.append("the table is still animating")
    if scene.is_dragging():
        out.append("cards are still being dragged")
    elif scene.drop_marks:
        out.append(f"drop marks left on {sorted(scene.drop_marks)} with nothing dragged")
    position = game.position
    if scene.position != position:
        out.append("the scene shows another position than the game's")
    viewport = window.view.viewport()
    if window.isVisible() and scene.table_size() != (viewport.width(), viewport.height()):
        out.append(f"the table is {scene.table_size()} for a view of {viewport.size()}")
    geo = fresh_geometry(scene, position)
    shown = scene.geometry
    if shown is None:
        return [*out, "the scene has no geometry"]
    if abs(shown.card_width - geo.card_width) > 1e-6 or shown.piles != geo.piles:
        out.append(
            f"stale geometry: cards {shown.card_width:.2f} wide, a fresh layout gives "
            f"{geo.card_width:.2f}; piles {sorted(shown.piles)} vs {sorted(geo.piles)}"
        )
    if set(scene.pile_items) != set(geo.piles):
        out.append(f"pile slots {sorted(scene.pile_items)} for piles {sorted(geo.piles)}")
    for pile, item in scene.pile_items.items():
        where = geo.piles.get(pile)
        if where is not None and _far(item.x(), item.y(), *where):
            out.append(f"slot of {pile} at {item.x():.1f},{item.y():.1f}, not {where}")
    expected = placements(position, geo)
    chosen: set[int] = set()
    if controller.selection is not None:
        pile, index = controller.selection
        chosen = set(pile_cards(position, pile)[index:])
    if scene.selection != controller.selection:
        out.append(f"scene selection {scene.selection} but controller {controller.selection}")
    beak = controller.beak()
    for card, item in scene.cards.items():
        pl = expected[card]
        name = repr(item)
        if item.card != card:
            out.append(f"{name} is stored as card {card}")
        if not item.isVisible():
            out.append(f"{name} is hidden")
        if not item.face_up:
            out.append(f"{name} is face down")
        if (getattr(item, "pile", None), getattr(item, "index", None)) != (pl.pile, pl.index):
            out.append(
                f"{name} thinks it is card {getattr(item, 'index', None)} of "
                f"{getattr(item, 'pile', None)}, the game has it at {pl.index} of {pl.pile}"
            )
        if _far(item.x(), item.y(), pl.x, pl.y):
            out.append(f"{name} at {item.x():.1f},{item.y():.1f}, not {pl.x:.1f},{pl.y:.1f}")
        if item.zValue() != pl.z:
            out.append(f"{name} at z {item.zValue()}, not {pl.z}")
        if item.selected != (card in chosen):
            out.append(f"{name} selected={item.selected}")
        if item.beak != (card == beak):
            out.append(f"{name} beak={item.beak}")
    out.extend(_cards_on_top(scene, position, geo, expected))
    return out


def _far(x: float, y: float, ex: float, ey: float) -> bool:
    return abs(x - ex) > TOLERANCE or abs(y - ey) > TOLERANCE


def _cards_on_top(scene, position, geo, expected) -> list[str]:
    """At the visible strip of each card, the card drawn on top is that card: of the visible
    card items whose face covers the point, the highest in the stacking order (two at the same
    height over one point would leave it to chance which one is seen)."""
    out = []
    w, h = geo.card_width, geo.card_height
    shown = [(i.x(), i.y(), i.zValue(), i.card) for i in scene.cards.values() if i.isVisible()]
    for c, pl in expected.items():
        cards = pile_cards(position, pl.pile)
        if pl.index < len(cards) - 1:
            if pl.pile[0] != COLUMN:  # a covered foundation card is not seen at all
                continue
            strip = expected[cards[pl.index + 1]].y - pl.y
        else:
            strip = h
        px, py = pl.x + w * 0.5, pl.y + max(0.5, strip * 0.5)
        over = [(z, card) for x, y, z, card in shown if x <= px < x + w and y <= py < y + h]
        if not over:
            out.append(f"nothing is shown where the game has the {card_label(c)}")
            continue
        top = max(over)
        if top[1] != c:
            seen = card_label(top[1])
            out.append(f"the table shows the {seen} where the game has the {card_label(c)}")
        elif sum(1 for z, _ in over if z == top[0]) > 1:
            out.append(f"the {card_label(c)} lies at the same height as another card over it")
    return out


def assert_table_shows_the_game(window) -> None:
    problems = table_mismatches(window)
    assert not problems, "the table does not show the game:\n  " + "\n  ".join(problems[:20])

"""The first frame paints the felt straight onto the window, the frames after it blit the
felt's pixmap: the same cloth either way, on every felt, size and scale, and the pixmap is
made right after the first frame (not for it)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from shared import largest_difference

from penguin_qt.ui.table.deck import BUILTIN, load_deck
from penguin_qt.ui.table.felt import FELTS, edge_colour, felt_pixmap, paint_felt
from penguin_qt.ui.table.scene import TableScene

FELT_VALUES = [*FELTS, "#123456", "not a felt"]


def blank(w: int, h: int) -> QImage:
    image = QImage(w, h, QImage.Format.Format_RGB32)
    image.fill(QColor("magenta"))
    return image


@pytest.mark.parametrize("value", FELT_VALUES)
@pytest.mark.parametrize(
    "rect",
    [QRectF(0, 0, 640, 420), QRectF(100.5, 60.25, 200, 150), QRectF(500, 300, 400, 300)],
    ids=["whole", "part", "past-the-edge"],
)
def test_the_felt_painted_straight_is_the_felt_of_the_pixmap(qapp, value, rect):
    w, h = 640.0, 420.0
    straight, blitted = blank(900, 600), blank(900, 600)
    painter = QPainter(straight)
    paint_felt(painter, value, w, h, rect)
    painter.end()
    painter = QPainter(blitted)
    area = rect.toAlignedRect().intersected(QRectF(0, 0, w, h).toAlignedRect())
    painter.drawPixmap(area, felt_pixmap(value, w, h), area)
    painter.end()
    assert largest_difference(straight, blitted, step=3) <= 1
    # nothing outside the cloth or outside the rect is touched
    assert QColor(straight.pixel(899, 599)) == QColor("magenta")
    if rect.left() > 0:
        assert QColor(straight.pixel(0, 0)) == QColor("magenta")


def table_scene(value: str, size: tuple[float, float]) -> TableScene:
    from penguin_qt.engine import deal
    from penguin_qt.plugins import PluginHost

    scene = TableScene(load_deck(BUILTIN))
    scene.set_felt(value)
    scene.set_size(*size)
    rules = PluginHost().rules("penguin")
    scene.show(deal(rules, 4))
    return scene


def render(scene: TableScene, scale: float) -> QImage:
    w, h = scene.table_size()
    image = QImage(round(w * scale), round(h * scale), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.scale(scale, scale)
    scene.drawBackground(painter, QRectF(0, 0, w, h))
    painter.end()
    return image


@pytest.mark.parametrize("value", FELT_VALUES)
@pytest.mark.parametrize("size", [(1100.0, 650.0), (801.0, 577.0)], ids=["default", "odd"])
@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_the_first_frame_s_table_is_the_next_frame_s(qapp, value, size, scale):
    scene = table_scene(value, size)
    first = render(scene, scale)
    assert scene._felt is None  # not made for the first frame
    second = render(scene, scale)
    assert scene._felt is not None
    assert largest_difference(first, second, step=3) <= 2
    assert QColor(first.pixel(first.width() // 2, first.height() // 3)) != edge_colour(value)


def test_the_felt_s_pixmap_is_made_once_the_first_frame_is_on_the_screen(qapp):
    scene = table_scene("green", (900.0, 600.0))
    render(scene, 1.0)
    assert scene._felt is None
    scene._draw_ahead()  # what runs on the event loop right after the frame
    made = scene._felt
    assert made is not None and made.width() == 900 and made.height() == 600
    render(scene, 1.0)
    assert scene._felt is made  # kept for the frames after


def test_a_new_size_or_felt_after_the_first_frame_makes_a_new_pixmap(qapp):
    scene = table_scene("green", (900.0, 600.0))
    render(scene, 1.0)
    render(scene, 1.0)
    scene.set_size(700.0, 500.0)
    render(scene, 1.0)
    assert scene._felt.width() == 700 and scene._felt.height() == 500
    green = scene._felt
    scene.set_felt("red")
    image = render(scene, 1.0)
    assert scene._felt is not green
    assert QColor(image.pixel(350, 200)).red() > QColor(image.pixel(350, 200)).green()


def test_a_table_of_a_fractional_size_keeps_its_felt_and_draws_its_cards_ahead(qapp):
    from PySide6.QtWidgets import QGraphicsView

    scene = table_scene("green", (900.6, 600.4))
    view = QGraphicsView(scene)
    render(scene, 1.0)
    for _ in range(60):  # the draw-ahead's turns of the event loop
        scene._draw_ahead()
    assert scene._felt is not None
    made = scene._felt
    render(scene, 1.0)
    assert scene._felt is made  # not made again on every frame
    assert len(scene._pixmaps) == 53  # the back and the 52 faces
    view.deleteLater()

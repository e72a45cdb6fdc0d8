"""Details of the table a player notices: where a click counts, and Escape in mid-drag."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from ui_driver import first_move

from penguin_qt.engine import COLUMN


def test_a_click_on_the_felt_below_a_column_picks_up_nothing(table):
    geo = table.scene.geometry
    column = table.position.columns[0]
    assert column
    last = table.scene.placement(column[-1])
    below = QPointF(last.x + geo.card_width / 2, last.y + geo.card_height * 1.5)
    assert below.y() < geo.bottom
    table.click(table.view.mapFromScene(below))
    assert table.controller.selection is None
    assert table.window.statusBar().currentMessage() == ""


def test_a_click_on_the_felt_below_a_column_drops_nothing_there(table):
    game = table.game
    move = first_move(table.controller.rules, table.position)
    assert move is not None
    table.click(table.card_point(table.head_card(move)))
    assert table.controller.selection is not None
    geo = table.scene.geometry
    x, _ = geo.piles[table.target_pile(move)]
    felt = QPointF(x + geo.card_width / 2, geo.bottom - 2)
    table.click(table.view.mapFromScene(felt))
    assert game.move_count == 0
    table.click(table.pile_point(table.target_pile(move)))  # on the card: it goes
    assert game.move_count == 1


def test_a_click_on_a_card_still_picks_it_up(table):
    column = table.position.columns[2]
    table.click(table.card_point(column[-1]))
    assert table.controller.selection == ((COLUMN, 2), len(column) - 1)


def test_escape_during_a_mouse_drag_puts_the_cards_back_and_tries_no_move(table):
    move = first_move(table.controller.rules, table.position)
    assert move is not None
    start = table.card_point(table.head_card(move))
    end = table.pile_point(table.target_pile(move))
    table.press(start)
    for k in range(1, 5):
        table.move_to(start + (end - start) * (k / 4))
    assert table.scene.is_dragging()
    table.key(Qt.Key.Key_Escape)
    assert not table.scene.is_dragging()
    assert not table.scene.drop_marks
    table.move_to(end)
    table.release(end)
    assert table.game.move_count == 0
    assert table.window.statusBar().currentMessage() == ""
    assert table.items_in_place()


# -- decks by the names the player sees --------------------------------------------------------


def _kde_deck(data, folder: str, name: str):
    from test_ui_table import _svg_deck

    deck = data / "carddecks" / folder
    deck.mkdir(parents=True)
    (deck / "deck.svg").write_text(_svg_deck(True))
    (deck / "index.desktop").write_text(f"[KDE Backdeck]\nName={name}\nSVG=deck.svg\n")
    return deck / "deck.svg"


def test_a_deck_is_chosen_by_the_name_view_cards_shows(tmp_path, monkeypatch):
    from penguin_qt.ui.table.deck import BUILTIN_FOUR_COLOUR, SvgDeck, available_decks, load_deck

    path = _kde_deck(tmp_path, "svg-dondorf", "Dondorf")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "none"))
    assert "Dondorf" in [name for _id, name in available_decks()]
    for asked in ("Dondorf", "dondorf", " DONDORF"):
        deck = load_deck(asked)
        assert isinstance(deck, SvgDeck) and deck.path == str(path) and deck.name == "Dondorf"
    assert load_deck("Built-in, four colours").id == BUILTIN_FOUR_COLOUR
    with pytest.raises(
        ValueError, match=r"no card deck called Dondorff \(the decks here: .*Dondorf"
    ):
        load_deck("Dondorff")


# -- the beak's mark ---------------------------------------------------------------------------


def _painted(item, w, h):
    from PySide6.QtGui import QImage, QPainter

    image = QImage(int(w * 1.5), int(h), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    item.paint(painter, None, None)
    painter.end()
    return image


def _faces_drawn(table, qtbot) -> None:
    """Wait until the deck's faces at the table's size are drawn (in the background)."""
    scene = table.scene

    def drawn():
        geo = scene.geometry
        dpr = table.view.devicePixelRatioF()
        size = round(geo.card_width * dpr)
        return all((c, size, dpr) in scene._pixmaps for c in (None, *range(52)))

    table.window.grab()
    qtbot.waitUntil(drawn, timeout=10_000)


def test_the_beaks_mark_covers_no_part_of_the_face_on_any_deck(table, tmp_path, qtbot):
    """A deck with indices in every corner (KDE's Oxygen, Dondorf): the mark lies beside
    the card, in the gap between the piles, and changes no pixel of the face."""
    from test_ui_table import _svg_deck

    from penguin_qt.ui.table.deck import SvgDeck
    from penguin_qt.ui.table.items import BEAK_OUT
    from penguin_qt.ui.table.layout import GAP

    path = tmp_path / "corners.svg"
    path.write_text(_svg_deck(True, "#123456"))  # every card a solid face, corner to corner
    table.scene.set_deck(SvgDeck(path))
    _faces_drawn(table, qtbot)
    beak = table.controller.beak()
    assert beak is not None
    item = table.scene.cards[beak]
    assert item.beak
    w, h = table.scene.geometry.card_width, table.scene.geometry.card_height
    marked = _painted(item, w, h)
    item.set_look(beak=False)
    plain = _painted(item, w, h)
    item.set_look(beak=True)
    changed = [
        (x, y)
        for y in range(int(h))
        for x in range(int(w * 1.5))
        if marked.pixel(x, y) != plain.pixel(x, y)
    ]
    assert changed  # the mark is drawn
    assert min(x for x, _ in changed) >= w - 2  # on the border at most, never on the face
    assert max(y for _, y in changed) <= h * table.scene.deck.index_strip  # seen in any column
    assert BEAK_OUT < GAP and item.boundingRect().right() >= w * (1 + BEAK_OUT)


# -- empty foundations in the deck's own suits -------------------------------------------------


def test_an_empty_foundation_shows_the_decks_own_card_not_french_suits(
    make_window, tmp_path, qtbot
):
    """A deck of its own (XSkat's German one has acorns and bells): the empty foundation shows
    the deck's own first card, faintly, and no ♣♦♥♠ label; the built-in deck keeps its label."""
    from PySide6.QtGui import QColor, QImage, QPainter
    from test_ui_table import _svg_deck

    from penguin_qt.engine import FOUNDATION
    from penguin_qt.ui.table.deck import SvgDeck

    table = make_window(variant="freecell", deal_number=1)  # every foundation empty
    pile = table.scene.pile_items[(FOUNDATION, 2)]  # hearts: a red label on the built-in deck

    def painted():
        w, h = table.scene.geometry.card_width, table.scene.geometry.card_height
        image = QImage(int(w), int(h), QImage.Format.Format_ARGB32)
        image.fill(QColor(0, 0, 0))
        painter = QPainter(image)
        pile.paint(painter, None, None)
        painter.end()
        return image

    def reddish(image):
        return any(
            QColor(image.pixel(x, y)).red() > QColor(image.pixel(x, y)).green() + 40
            for y in range(image.height())
            for x in range(image.width())
        )

    def greenish(image):
        return any(
            QColor(image.pixel(x, y)).green() > 2 * QColor(image.pixel(x, y)).red() + 30
            for y in range(image.height())
            for x in range(image.width())
        )

    assert pile.label and reddish(painted()) and not greenish(painted())
    path = tmp_path / "german.svg"
    path.write_text(_svg_deck(True, "#00ff00"))
    table.window.set_deck(str(path))
    assert isinstance(table.scene.deck, SvgDeck)
    _faces_drawn(table, qtbot)
    image = painted()
    assert greenish(image) and not reddish(image)


# -- a large deck is read and drawn in the background ------------------------------------------


def test_an_svg_deck_is_read_and_drawn_outside_the_windows_thread(
    table, tmp_path, qtbot, monkeypatch
):
    """View › Cards: the window goes on while a deck is read and its faces drawn (Dondorf
    froze it for a second); until a face is drawn the card shows the face it had."""
    import threading

    from test_ui_table import _svg_deck

    from penguin_qt.ui.table import deck as decks
    from penguin_qt.ui.table import svg_file

    path = tmp_path / "big.svg"
    path.write_text(_svg_deck(True, "#00ff00"))
    window_thread = threading.current_thread()
    in_window: list[str] = []
    read = svg_file.read_svg_deck

    def watched_read(p):
        if threading.current_thread() is window_thread:
            in_window.append("read")
        return read(p)

    monkeypatch.setattr(svg_file, "read_svg_deck", watched_read)
    paint_face = decks.SvgDeck.paint_face

    def watched_paint(self, painter, card, rect):
        in_window.append("face")
        paint_face(self, painter, card, rect)

    monkeypatch.setattr(decks.SvgDeck, "paint_face", watched_paint)
    scene = table.scene

    def all_drawn():
        geo = scene.geometry
        dpr = table.view.devicePixelRatioF()
        size = round(geo.card_width * dpr)
        return all((c, size, dpr) in scene._pixmaps for c in (None, *range(52)))

    table.window.settings.choose_deck(str(path))
    assert scene.deck.id != str(path)  # not yet: it is being read
    table.window.grab()  # a frame meanwhile
    qtbot.waitUntil(lambda: scene.deck.id == str(path), timeout=10_000)
    table.window.grab()
    qtbot.waitUntil(all_drawn, timeout=10_000)
    table.window.resize(table.window.width() + 120, table.window.height() + 60)
    table.window.grab()
    qtbot.waitUntil(all_drawn, timeout=10_000)
    assert in_window == []
    assert table.window.prefs.deck == str(path)


# -- Pause hides the cards ---------------------------------------------------------------------


def _whites(image) -> int:
    from PySide6.QtGui import QColor

    return sum(
        1
        for y in range(0, image.height(), 4)
        for x in range(0, image.width(), 4)
        if QColor(image.pixel(x, y)).lightness() > 235
    )


def test_pause_hides_the_cards_and_a_click_goes_on_touching_none(table):
    window = table.window
    assert _whites(table.view.grab().toImage()) > 100  # card faces
    table.key(Qt.Key.Key_P)
    assert window.session.paused_by_player and table.scene.covered
    assert _whites(table.view.grab().toImage()) == 0
    assert window.views.mismatches() == []
    column = table.position.columns[2]
    table.click(table.card_point(column[-1]))
    assert not window.session.paused_by_player and not table.scene.covered
    assert table.controller.selection is None  # the click only went on
    assert _whites(table.view.grab().toImage()) > 100


def test_a_table_key_while_paused_goes_on_and_moves_nothing(table):
    table.key(Qt.Key.Key_P)
    assert table.scene.covered
    table.key(Qt.Key.Key_Space)
    assert not table.window.session.paused_by_player and not table.scene.covered
    assert table.controller.selection is None
    table.key(Qt.Key.Key_P)
    table.key(Qt.Key.Key_P)  # P again goes on too
    assert not table.scene.covered


# -- Send Cards Home ---------------------------------------------------------------------------


def _autoplay_off(qtbot):
    from PySide6.QtWidgets import QApplication
    from ui_driver import Driver

    from penguin_qt.ui.keeping.settings import Preferences
    from penguin_qt.ui.window.window import MainWindow

    prefs = Preferences(animation_speed="off", autoplay=False)
    window = MainWindow(variant="penguin", deal_number=4, speed="off", prefs=prefs)
    qtbot.addWidget(window)
    window.resize(1000, 720)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    return Driver(window, qtbot)


def _until_a_card_may_go_home(table) -> None:
    from penguin_qt.engine import FOUNDATION

    game = table.game
    for _ in range(200):
        if game.rules.safe_home_moves(game.position):
            return
        moves = [m for m in game.rules.legal_moves(game.position) if m.target_kind != FOUNDATION]
        table.controller.play(moves[len(game.history) % len(moves)])
    raise AssertionError("no card to send home")


def test_a_double_click_on_a_foundation_sends_every_safe_card_home_without_help(qtbot):
    from penguin_qt.engine import FOUNDATION

    table = _autoplay_off(qtbot)
    action = table.window.send_home.action
    assert table.game.autoplay_policy == "none"
    _until_a_card_may_go_home(table)
    table.window.views.render()
    assert action.isEnabled()
    game = table.game
    expected = game.rules.safe_home_moves(game.position)
    home = game.position.cards_home()
    table.double_click(table.pile_point((FOUNDATION, 3)))
    assert game.position.cards_home() == home + len(expected)
    assert (game.hints_used, game.solver_moves) == (0, 0)
    assert not action.isEnabled()  # nothing safe is left to send
    table.controller.undo()
    assert game.position.cards_home() == home
    assert action.isEnabled()
    table.trigger(action)  # the command does the same
    assert game.position.cards_home() == home + len(expected)


def test_send_cards_home_is_off_while_autoplay_sends_them(table):
    table.window.views.render()
    assert table.game.autoplay_policy != "none"
    assert not table.window.send_home.action.isEnabled()

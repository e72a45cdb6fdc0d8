"""Defects found in play, each played through the real window: the status words, the carry
field, the messages of the command line, feedback of the record actions."""

from __future__ import annotations

from PySide6.QtCore import Qt

from penguin_qt.engine import Game, Move, Position
from penguin_qt.session import (
    CANNOT_TELL,
    LOST,
    THINKING,
    WINNABLE,
    WON,
    Winnability,
)

KING_OF_SPADES = 51


def test_the_carry_field_says_any_when_the_limit_exceeds_the_cards_left(open_window):
    window, _ = open_window(variant="freecell", addons=False)
    rules = window.controller.rules
    columns = ((KING_OF_SPADES,),) + ((),) * (len(window.controller.position.columns) - 1)
    cells = (None,) * len(window.controller.position.cells)
    position = Position(columns, cells, (13, 13, 13, 12), 1)
    window.controller.load_game(Game(rules, position=position))
    assert window.labels["carry"].text() == "Carry any"  # not "Carry 640"


def test_the_carry_field_keeps_a_number_that_limits(open_window):
    window, _ = open_window(variant="freecell", addons=False)
    assert window.labels["carry"].text() == "Carry 5"


def test_the_winnability_words_start_with_a_capital_like_the_other_fields(open_window):
    _, addons = open_window()
    indicator = addons.assistant.indicator_part
    for state in (WON, WINNABLE, THINKING, CANNOT_TELL, LOST):
        word = indicator.text(Winnability(state))
        assert word[:1].isupper(), word


def test_every_problem_of_the_command_line_is_said_not_only_the_last(open_window):
    window, _ = open_window(variant="no-such-variant", deck="no-such-deck", addons=False)
    said = window.statusBar().currentMessage()
    assert "no-such-variant" in said
    assert "no-such-deck" in said


def test_about_names_every_variant_and_the_licence_and_is_not_a_strip(open_window, qtbot):
    window, _ = open_window(addons=False)
    box = window.show_about()
    qtbot.waitExposed(box)
    text = box.informativeText()
    for entry in window.controller.host.variants().values():
        assert entry.item.name.replace("'", "&#x27;") in text or entry.item.name in text
    assert "GPL-3.0-or-later" in text
    assert "card" in text.lower()
    assert box.width() > 300
    box.close()


def test_how_to_play_tells_of_f_show_solution_and_undo_to_last_winnable():
    from penguin_qt.ui.dialogs.help_texts import how_to_play_text

    text = how_to_play_text()
    assert "F sends" in text
    assert "Show Solution" in text
    assert "Undo to Last Winnable Position" in text


def test_the_rules_window_has_a_close_button(open_window, qtbot):
    from PySide6.QtWidgets import QDialogButtonBox

    window, _ = open_window(addons=False)
    dialog = window.show_rules()
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    close = buttons.button(QDialogButtonBox.StandardButton.Close)
    close.click()
    qtbot.waitUntil(lambda: not dialog.isVisible())


def _fly_all(scene) -> list[int]:
    """Land each flight of the scene's animation in turn; the planned milliseconds of each."""
    planned = []
    while scene._group is not None:
        planned.append(scene._group.duration())
        scene._group.stop()
        scene._landed()
    return planned


def test_the_status_shows_the_move_at_once_and_still_after_the_cards_land(open_window):
    """Every field is a view of the session: the move made, while its cards fly and after."""
    window, _addons = open_window()
    window.scene.speed = 1.0  # animations on, as a player has them
    c = window.controller
    move = next(m for m in c.rules.legal_moves(c.position) if m.source_kind == 0)
    assert c.play(move)
    assert window.scene.is_animating() and window.session.landing
    assert window.labels["moves"].text() == "Moves 1"
    assert window.views.mismatches() == []
    _fly_all(window.scene)
    assert not window.scene.is_animating() and not window.session.landing
    assert window.labels["moves"].text() == "Moves 1"
    assert window.views.mismatches() == []


def test_a_long_cascade_speeds_up_and_is_bounded(open_window):
    window, _ = open_window(addons=False)
    scene = window.scene
    scene.speed = 1.0
    c = window.controller
    positions, position = [], c.position
    texts = ["1a"] + ["ab", "ba"] * 12  # 25 steps of one card each, as a long cascade
    for text in texts[:24]:
        position = c.rules.play(position, Move.parse(text))
        positions.append(position)
    scene.animate(positions)
    planned = _fly_all(scene)
    assert planned[0] >= 150  # the first card flies at its own pace
    assert len(planned) >= 2
    assert sum(planned) <= 1600, planned


def test_the_hint_arrow_runs_between_the_marks_not_over_them():
    from PySide6.QtCore import QRectF

    from penguin_qt.ui.assistant.hints import HintMarker

    source, target = QRectF(0, 300, 90, 130), QRectF(300, 0, 90, 130)
    marker = HintMarker(source, target)
    start, end = marker.arrow_ends()
    for point in (start, end):  # on neither the cards' corners nor an empty pile's letter
        assert not source.contains(point) and not target.contains(point)
    assert marker.target_pen(3.0).style() == Qt.PenStyle.DashLine


def test_the_hint_marks_go_when_the_demo_starts(open_window, qtbot):
    _, addons = open_window()
    assistant = addons.assistant
    with qtbot.waitSignal(assistant.hint_shown, timeout=60_000):
        assistant.hint_action.trigger()
    assert assistant.hint_marker is not None
    assistant.demo_action.trigger()
    assert assistant.hint_marker is None
    assistant.demo.stop()

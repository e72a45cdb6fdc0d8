"""Where two features of the window meet, it shows one game: the clock, the verdict, the
solution panel, the tier, Restart and the variant are all views of one session (each test is
a defect found in play, played through the real window)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from shared import with_fake_clock

from penguin_qt.engine import Game, Move, Position, parse_card
from penguin_qt.session import GIVEN_UP, LOST, WINNABLE
from penguin_qt.storage.records import record_of
from penguin_qt.ui.keeping.persistence import load_saved_game
from penguin_qt.ui.keeping.settings import Preferences

SLOW = 60_000


def _one_move_from_the_end(window) -> Game:
    """Penguin with two flippers: two cards to the flippers, and no move is left."""
    columns = tuple((parse_card(c),) for c in ("5C", "9D", "3H", "JS", "7C", "QD", "2S"))
    rules = window.controller.rules.with_params(cells=2)
    return Game(rules, position=Position(columns, (None, None), (0, 0, 0, 0), 1))


def test_the_clock_stops_at_no_moves_left(open_window):
    """Time went 0:34 → 1:19 after "No moves left" while the record said lost at 31 s."""
    window, _ = open_window(addons=False)
    window.controller.load_game(_one_move_from_the_end(window), "pasted")
    clock = with_fake_clock(window)
    assert window.controller.play(Move.parse("1a"))
    clock.now += 31
    assert window.controller.play(Move.parse("2b"))
    assert window.session.result == LOST and not window.controller.game.clock_running
    clock.now += 45  # the player looks at the lost game
    window.views.render()
    assert window.labels["time"].text() == "Time 0:31"
    assert window.controller.game.elapsed == 31


def test_a_game_given_up_is_not_called_winnable(open_window, qtbot):
    window, addons = open_window(deal_number=1)
    assistant = addons.assistant
    qtbot.waitUntil(lambda: assistant.winnability.state == WINNABLE, timeout=SLOW)
    c = window.controller
    assert c.play(c.rules.legal_moves(c.position)[0])
    qtbot.waitUntil(lambda: assistant.winnability.state == WINNABLE, timeout=SLOW)
    assert addons.give_up.give_up()
    QApplication.processEvents()
    verdict = assistant.indicator
    assert window.session.result == GIVEN_UP
    assert verdict.text() == "Given up" and "1a7f37" not in verdict.styleSheet()
    words = [label.text() for label in window.labels.values()] + [verdict.text()]
    assert not any("Winnable" in w for w in words)
    assert window.views.mismatches() == []


def test_the_solution_panel_says_what_the_status_bar_says_after_an_undo(open_window, qtbot):
    """The panel said "This position cannot be won." after an Undo to a winnable position."""
    window, addons = open_window(deal_number=1)
    assistant = addons.assistant
    c = window.controller
    qtbot.waitUntil(lambda: assistant.winnability.state == WINNABLE, timeout=SLOW)
    while assistant.winnability.state != LOST:  # flippers filled until the game is lost
        moves = [m for m in c.rules.legal_moves(c.position) if m.target_kind == 1]
        assert moves, "deal 1 is lost once its flippers are filled"
        assert c.play(moves[0])
        qtbot.waitUntil(lambda: assistant.winnability.state in (WINNABLE, LOST), timeout=SLOW)
    assistant.show_solution()
    viewer = assistant.viewer
    qtbot.waitUntil(lambda: "cannot be won" in viewer.status.text(), timeout=SLOW)
    assistant.undo_to_winnable()
    qtbot.waitUntil(lambda: assistant.winnability.state == WINNABLE, timeout=SLOW)
    qtbot.waitUntil(lambda: viewer.on_line, timeout=SLOW)
    assert "cannot be won" not in viewer.status.text()
    assert viewer.start == c.position and viewer.moves


def test_the_tier_does_not_depend_on_how_the_deal_was_reached(open_window, qtbot, tmp_path):
    """Play Again dropped "Medium", and the same deal brought back from its record had none."""
    window, addons = open_window()
    addons.deals.tier_actions["medium"].trigger()
    number = window.controller.game.deal_number
    assert window.labels["tier"].text() == "Medium"
    c = window.controller
    assert c.play(c.rules.legal_moves(c.position)[0])
    assert addons.give_up.give_up()
    assert window.labels["tier"].text() == "Medium"  # given up: still the deal's tier
    window.play_again()
    assert c.game.deal_number == number and c.game.move_count == 0
    assert window.labels["tier"].text() == "Medium"
    c.new_game(number)  # Choose Deal, the same number
    assert window.labels["tier"].text() == "Medium"
    saved = tmp_path / "kept.json"
    from penguin_qt.storage.records import saved_game_json

    saved.write_text(saved_game_json(record_of(c.game, program="test")))
    game, _record, problem = load_saved_game(saved, c.host.rules)
    assert game is not None and not problem
    again, _ = open_window(game=game)
    assert again.labels["tier"].text() == "Medium"


def test_undoing_back_to_the_deal_leaves_restart_to_reset_the_clock(open_window):
    window, _ = open_window(addons=False)
    clock = with_fake_clock(window)
    c = window.controller
    assert c.play(c.rules.legal_moves(c.position)[0])
    clock.now += 7
    assert c.undo()
    window.views.render()
    assert window.labels["time"].text() == "Time 0:07"
    assert window.restart_action.isEnabled()
    window.restart_action.trigger()
    window.views.render()
    assert window.labels["time"].text() == "Time 0:00"
    assert not window.restart_action.isEnabled() and window.redo_action.isEnabled()


def test_custom_rules_are_said_in_the_status_bar(open_window):
    """Penguin with 3 flippers and any card in an empty column showed as "Penguin"."""
    window, _ = open_window(addons=False)
    prefs = window.current_preferences()
    prefs.flippers, prefs.empty_column = 3, "any"
    window.apply_preferences(prefs)
    label = window.labels["variant"]
    assert label.text() == "Penguin (custom)"
    tip = label.own_tooltip()
    assert "3 flippers instead of 7" in tip and "an empty column takes any card" in tip


def test_a_lost_game_brought_back_says_its_verdict_once(open_window, qtbot, tmp_path):
    """After a restart the loss was said twice: in the field and again in the message line."""
    window, addons = open_window(deal_number=1)
    assistant = addons.assistant
    c = window.controller
    qtbot.waitUntil(lambda: assistant.winnability.state == WINNABLE, timeout=SLOW)
    while assistant.winnability.state != LOST:
        moves = [m for m in c.rules.legal_moves(c.position) if m.target_kind == 1]
        assert c.play(moves[0])
        qtbot.waitUntil(lambda: assistant.winnability.state in (WINNABLE, LOST), timeout=SLOW)
    qtbot.waitUntil(lambda: assistant.winnability.losing_step is not None, timeout=SLOW)
    said = assistant.indicator_part.loss_text()
    assert said[:1].upper() + said[1:] == window.statusBar().currentMessage()  # said once
    saved = tmp_path / "kept.json"
    from penguin_qt.storage.records import saved_game_json

    saved.write_text(saved_game_json(record_of(c.game, program="test")))
    game, _record, _problem = load_saved_game(saved, c.host.rules)
    again, again_addons = open_window(game=game, prefs=Preferences(animation_speed="off"))
    again_assistant = again_addons.assistant
    qtbot.waitUntil(lambda: again_assistant.winnability.losing_step is not None, timeout=SLOW)
    assert again_assistant.indicator.text().startswith("No longer winnable since move")
    assert "when the" not in again.statusBar().currentMessage()

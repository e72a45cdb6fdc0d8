"""Open, Paste Position and a file on the command line never replace a game in progress
without asking; a file that cannot be read leaves the game as it was."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QMessageBox

from penguin_qt.engine import deal, format_position
from penguin_qt.ui.keeping.persistence import GameKeeper
from penguin_qt.ui.keeping.record_actions import RecordActions


@pytest.fixture
def in_progress(make_window, tmp_path):
    """A window with the record commands, two moves into deal 4."""
    table = make_window()
    keeper = GameKeeper(table.window, tmp_path / "current-game.json")
    actions = RecordActions(table.window, keeper)
    game = table.game
    for _ in range(2):
        moves = [m for m in game.rules.legal_moves(game.position) if m.source_kind != 1]
        table.click_move(moves[0])
    assert game.move_count == 2
    return table, actions


def answer(window, button) -> None:
    box = window.rules_question
    assert box is not None and box.isVisible()
    box.button(button).click()


def test_paste_asks_before_leaving_a_game_in_progress(in_progress, variant):
    table, actions = in_progress
    game = table.game
    rules = variant("freecell")
    QGuiApplication.clipboard().setText(format_position(deal(rules, 617), rules))
    actions.paste_position()
    assert table.game is game  # nothing replaced before the answer
    answer(table.window, QMessageBox.StandardButton.No)
    assert table.game is game and game.move_count == 2
    actions.paste_position()
    answer(table.window, QMessageBox.StandardButton.Yes)
    assert table.game.rules.id == "freecell" and table.game.position == deal(rules, 617)


def test_open_asks_before_leaving_a_game_in_progress(in_progress, tmp_path):
    table, actions = in_progress
    target = tmp_path / "mine.penguin.json"
    assert actions.save_to(target)
    game = table.game
    game_moves = [s.move for s in game.history]
    actions.open_path(target)
    assert table.window.rules_question is not None
    answer(table.window, QMessageBox.StandardButton.No)
    assert table.game is game
    assert [s.move for s in table.game.history] == game_moves


def test_a_file_that_cannot_be_read_leaves_the_game_and_says_why(in_progress, tmp_path):
    table, actions = in_progress
    game = table.game
    messages = []
    table.window.statusBar().messageChanged.connect(messages.append)
    assert not actions.open_path(tmp_path / "does-not-exist.json")
    assert table.game is game and game.move_count == 2
    assert table.window.rules_question is None
    assert any("does-not-exist.json" in m for m in messages)


def test_step_through_their_game_shows_exactly_their_moves(make_window, tmp_path):
    """Their game was played without autoplay; this window's autoplay would send cards home
    they never sent: stepping through shows each of their positions all the same."""
    import json

    from penguin_qt.engine import FOUNDATION, Game
    from penguin_qt.storage.records import from_json, record_of, to_json
    from penguin_qt.ui.assembly import attach_addons

    table = make_window()
    addons = attach_addons(table.window, saved_game_path=tmp_path / "current-game.json")
    rules = table.game.rules
    theirs = Game(rules, 4, autoplay="none")
    positions = [theirs.position]
    autoplay_differs = False
    while len(theirs.history) < 30 and not autoplay_differs:
        moves = [m for m in rules.legal_moves(theirs.position) if m.target_kind != FOUNDATION]
        theirs.play(moves[len(theirs.history) % len(moves)])
        positions.append(theirs.position)
        autoplay_differs = rules.autoplay_move(theirs.position, "any") is not None
    assert autoplay_differs  # here this window's autoplay would have sent a card home
    theirs.solver_moves = 2
    document = json.loads(to_json(record_of(theirs, program="t", player="Bo")))
    document["result"], document["conceded"] = "lost", True  # they gave it up
    path = tmp_path / "bo.penguin.json"
    path.write_text(json.dumps(document))
    records = addons.records
    assert records.open_path(path)
    offer = records.last_dialog
    assert "The solver played 2 of" in offer.findChild(QLabel).text()
    offer.reject()
    assert records.step_through(from_json(path.read_text()))
    viewer = addons.assistant.viewer
    for k, position in enumerate(positions):
        viewer.go_to(k)
        assert table.game.position == position, k

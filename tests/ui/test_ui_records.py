"""Game › Save As, Open, Copy Position, Paste Position and Challenge a Friend, in the window."""

from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel

from penguin_qt.engine import deal, format_position
from penguin_qt.storage.records import from_json, record_of, to_json
from penguin_qt.ui.keeping.persistence import GameKeeper, load_saved_game
from penguin_qt.ui.keeping.record_actions import RecordActions


@pytest.fixture
def played(make_window, tmp_path):
    """A window with the autosave and the record commands, a few moves into deal 4."""
    table = make_window()
    keeper = GameKeeper(table.window, tmp_path / "current-game.json")
    actions = RecordActions(table.window, keeper)
    game = table.game
    for i in range(4):
        moves = [m for m in game.rules.legal_moves(game.position) if m.source_kind != 1]
        table.click_move(moves[(3 * i) % len(moves)])
    assert game.move_count == 4
    return table, keeper, actions


def test_every_change_is_saved_and_comes_back(played, tmp_path, host):
    table, _, _ = played
    table.controller.undo()
    saved = tmp_path / "current-game.json"
    game, record, problem = load_saved_game(saved, host.rules)
    assert problem == ""
    assert game.position == table.game.position
    assert [s.move for s in game.history] == [s.move for s in table.game.history]
    assert len(game.redo_stack) == 1
    assert record.id == table.game.game_id == game.game_id


def test_save_as_then_open_brings_the_same_game(played, tmp_path):
    table, _, actions = played
    target = tmp_path / "mine.penguin.json"
    assert actions.save_to(target)
    before = table.game.position
    table.controller.new_game(99)
    assert table.game.position != before
    assert actions.open_path(target)
    assert table.game.position == before
    assert table.game.deal_number == 4


def test_a_record_marked_unfinished_whose_moves_win_has_one_verdict(
    played, tmp_path, host, monkeypatch, capsys
):
    """The window and ``penguin-solve replay`` read a record with one reader: a record that
    says "unfinished" while its moves win is refused by both, with the same reason."""
    from penguin_qt.cli import main
    from penguin_qt.engine import Game
    from penguin_qt.solving import Budget, run_solver
    from penguin_qt.storage.records import RecordError, restore

    table, _keeper, actions = played
    game = Game(host.rules("penguin"), 4, autoplay="none")
    result = run_solver(host.solvers()["search"].item, game.position, game.rules, Budget(30))
    for move in result.moves:
        game.play(move)
    assert game.is_won()
    document = json.loads(to_json(record_of(game, game_id="w", program="t")))
    document["result"] = "unfinished"
    path = tmp_path / "claims-unfinished.penguin.json"
    path.write_text(json.dumps(document))
    with pytest.raises(RecordError, match="says unfinished, but its moves leave the game won"):
        restore(from_json(path.read_text()), host.rules)
    assert main(["replay", str(path)]) == 2
    assert "says unfinished, but its moves leave the game won" in capsys.readouterr().err
    position = table.game.position
    messages = []
    table.window.statusBar().messageChanged.connect(messages.append)
    assert not actions.open_path(path)
    assert any("says unfinished, but its moves leave the game won" in m for m in messages)
    assert table.game.position == position


def test_a_malformed_record_is_named_and_nothing_is_overwritten(played, tmp_path):
    table, keeper, actions = played
    broken = tmp_path / "broken.penguin.json"
    broken.write_text('{"format": "penguin-qt game", "version": 1, "moves": [')
    saved_before = keeper.path.read_text()
    position = table.game.position
    messages = []
    table.controller.message.connect(messages.append)
    table.window.statusBar().messageChanged.connect(messages.append)
    assert not actions.open_path(broken)
    assert any("broken.penguin.json could not be opened" in m for m in messages)
    assert broken.read_text().endswith("[")
    assert keeper.path.read_text() == saved_before
    assert table.game.position == position


def test_copy_and_paste_a_position(played):
    table, _, actions = played
    text = actions.copy_position()
    assert QGuiApplication.clipboard().text() == text
    assert text.startswith("Variant: penguin")
    table.controller.new_game(7)
    assert actions.paste_position()
    assert format_position(table.game.position, table.game.rules) == text
    assert table.game.deal_number is None


def test_pasting_a_freecell_position_switches_the_table(played, variant):
    table, _, actions = played
    rules = variant("freecell")
    QGuiApplication.clipboard().setText(format_position(deal(rules, 617), rules))
    assert actions.paste_position()
    box = table.window.rules_question  # four moves made: the game in progress is left on Yes
    box.button(box.StandardButton.Yes).click()
    assert table.game.rules.id == "freecell"
    assert table.game.position == deal(rules, 617)
    assert table.items_in_place()


def test_pasting_text_that_is_not_a_position_says_why(played):
    table, _, actions = played
    messages = []
    table.window.statusBar().messageChanged.connect(messages.append)
    QGuiApplication.clipboard().setText("Foundations: H-0\n: XX YY\n")
    position = table.game.position
    assert not actions.paste_position()
    assert table.game.position == position
    assert any("No position in the clipboard" in m for m in messages)


def test_a_challenge_offers_the_same_deal_and_compares_at_the_end(played, tmp_path, qtbot):
    table, _, actions = played
    document = json.loads(to_json(record_of(table.game, game_id="x", program="t", player="Anna")))
    document["result"], document["conceded"] = "lost", True  # Anna gave it up
    theirs = tmp_path / "anna.penguin.json"
    theirs.write_text(json.dumps(document))
    table.controller.new_game(12)
    assert actions.open_path(theirs)
    offer = actions.last_dialog
    assert any("Anna" in label.text() for label in offer.findChildren(QLabel))
    assert any("Penguin, deal 4" in label.text() for label in offer.findChildren(QLabel))
    offer.accept()
    assert table.game.deal_number == 4 and table.game.move_count == 0
    assert actions.challenge is not None and actions.challenge.player == "Anna"
    table.controller.game_lost.emit()  # the end of the game, as the controller signals it
    qtbot.waitUntil(lambda: actions.last_dialog is not offer)  # once the event loop is back
    labels = [label.text() for label in actions.last_dialog.findChildren(QLabel)]
    assert "<b>Penguin, deal 4</b>" in labels and "<b>Anna</b>" in labels
    rows = {label: (a, b) for label, a, b in actions.last_dialog.rows}
    assert rows["Moves"] == ("0", str(from_json(theirs.read_text()).player_moves))
    assert rows["Result"][1] == "lost"
    assert rows["Score"][1] == str(document["score"])


def test_the_other_players_game_can_be_stepped_through(make_window, tmp_path, host, qtbot):
    from penguin_qt.storage.records import restore
    from penguin_qt.ui.assembly import attach_addons

    table = make_window()
    addons = attach_addons(table.window, saved_game_path=tmp_path / "current-game.json")
    game = table.game
    for i in range(6):
        moves = [m for m in game.rules.legal_moves(game.position) if m.source_kind != 1]
        table.controller.play(moves[(5 * i) % len(moves)])
    theirs = record_of(game, game_id="t", program="t", player="Bo")
    document = json.loads(to_json(theirs))
    document["result"], document["conceded"] = "lost", True  # they gave it up
    path = tmp_path / "bo.penguin.json"
    path.write_text(json.dumps(document))
    records = addons.records
    assert records.open_path(path)
    offer = records.last_dialog
    offer.accept()
    table.controller.game_lost.emit()
    qtbot.waitUntil(lambda: records.last_dialog is not offer)
    comparison = records.last_dialog
    step = next(b for b in comparison.buttons.buttons() if "Step Through" in b.text())
    step.click()
    viewer = addons.assistant.viewer
    assert viewer.isVisible() and "Bo" in viewer.windowTitle()
    assert table.game.move_count == 0
    viewer.go_to(len(viewer.moves))
    assert table.game.position == restore(from_json(path.read_text()), host.rules).position
    assert table.game.solver_moves > 0  # stepping through someone's game is help


def test_quit_keeps_the_game_out_of_the_statistics_and_unwritten_results_in_the_saved_game(
    make_window, tmp_path, host
):
    from penguin_qt.storage.statistics import Statistics
    from penguin_qt.ui.assembly import attach_addons

    blocker = tmp_path / "blocker"
    blocker.write_text("a plain file where the statistics folder should be")
    saved = tmp_path / "current-game.json"
    table = make_window()
    addons = attach_addons(
        table.window, statistics_path=blocker / "stats.sqlite", saved_game_path=saved
    )
    first = table.game
    table.controller.play(next(iter(first.rules.legal_moves(first.position))))
    table.controller.new_game(11)  # the first game is abandoned: its result cannot be written
    kept = table.game
    table.controller.play(next(iter(kept.rules.legal_moves(kept.position))))
    table.window.close()  # quit: the second game is kept, not counted
    record = from_json(saved.read_text())
    assert record.id == kept.game_id and record.result == "unfinished"
    assert [r["game_id"] for r in record.pending_results] == [first.game_id]
    assert addons.statistics.stats.pending()[0].result == "abandoned"

    good = tmp_path / "stats.sqlite"
    again = make_window()
    later = attach_addons(
        again.window,
        statistics_path=good,
        saved_game_path=tmp_path / "next.json",
        pending_results=record.pending_results,
    )
    later.statistics.stats.close()
    stats = Statistics(good)
    assert stats.is_recorded(first.game_id)
    assert not stats.is_recorded(kept.game_id)


def test_file_dialogs_start_at_home_then_in_the_last_folder(played, tmp_path, monkeypatch):
    table, _, actions = played
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(tmp_path)  # the folder the program was started from is not where to look
    saved_prefs = []
    table.window.settings._save = lambda prefs: saved_prefs.append(prefs.last_folder)
    dialog = actions.save_dialog()
    assert dialog.directory().absolutePath() == str(home)
    games = tmp_path / "games"
    games.mkdir()
    dialog.fileSelected.emit(str(games / "mine.penguin.json"))
    dialog.close()
    assert (games / "mine.penguin.json").exists()
    assert saved_prefs == [str(games)]  # remembered in the preferences
    again = actions.open_dialog()
    assert again.directory().absolutePath() == str(games)
    again.close()


def test_the_last_folder_is_kept_in_the_settings(tmp_path):
    from PySide6.QtCore import QSettings

    from penguin_qt.ui.keeping.settings import Preferences

    store = QSettings(str(tmp_path / "p.conf"), QSettings.Format.IniFormat)
    Preferences(last_folder=str(tmp_path)).save(store)
    assert Preferences.load(store).last_folder == str(tmp_path)


def test_copy_position_says_so_aloud(played):
    table, _, actions = played
    actions.actions["copy"].trigger()
    said = table.window.statusBar().currentMessage()
    assert said.startswith("Position copied")
    assert said in table.window.accessibility.announcements

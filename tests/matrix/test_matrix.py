"""Every variant the plugin host offers, through every feature a player can use.

The variants come from the host (the built-ins and the test suite's third-party examples,
installed as a player would install them); the features are listed once, in ``FEATURES``.
A new variant or a new feature is in the matrix without another test: each cell is one
variant through one feature, in a window of its own (animation off, small solver budgets),
or in the real program where the feature is about processes (a quit, a kill, the command
line)."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from html import unescape

import pytest
from matrix_cell import DEAL, Cell, Questions
from offered import install_examples, offered_variants
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QLabel, QTextBrowser
from test_restart import restart_and_compare

from penguin_qt import i18n
from penguin_qt.engine import deal, format_position
from penguin_qt.solving import SOLVED, Budget, run_solver
from penguin_qt.storage.records import from_json
from penguin_qt.storage.statistics import Statistics
from penguin_qt.ui.shared.status import FieldLabel

VARIANTS = offered_variants()
FEATURES = {}


def feature(function):
    """List a feature: every variant goes through it."""
    FEATURES[function.__name__] = function
    return function


@pytest.fixture
def examples_site(sample_plugin_installed):
    """The sample plugin (the suite's fixture) and the plugin template, installed."""
    install_examples(sample_plugin_installed, sample=False)
    yield sample_plugin_installed
    sys.modules.pop("penguin_qt_template", None)


@pytest.fixture
def cell(request, qtbot, tmp_path, examples_site):
    made = []

    def make() -> Cell:
        made.append(Cell(request.getfixturevalue("variant"), qtbot, tmp_path, examples_site))
        return made[-1]

    yield make
    for each in made:
        each.close()


# -- the features -------------------------------------------------------------------------------


@feature
def deal_shown(cell):
    """A new deal of the variant is the deal procedure's, and the table shows it."""
    c = cell()
    assert c.game.initial == deal(c.rules, DEAL)  # autoplay may have moved cards home since
    c.controller.new_game(DEAL + 1)
    assert c.game.deal_number == DEAL + 1
    assert c.game.initial == deal(c.rules, DEAL + 1)
    assert not c.table_problems()


@feature
def move_by_drag(cell):
    c = cell()
    move = c.legal()[0]
    before = c.game.position
    c.driver.drag_move(move)
    c.window.scene.finish_animation()
    assert c.driver.player_moves() == [move]
    assert next(s for s in c.game.history if not s.auto).before == before
    assert not c.table_problems()


@feature
def hint(cell):
    c = cell()
    shown = []
    c.assistant.hint_shown.connect(shown.append)
    c.key(Qt.Key.Key_H)
    c.wait_until(lambda: shown or "There is no move left" in c.messages, "a hint")
    assert shown, c.messages
    move = shown[0]
    assert move in c.game.rules.legal_moves(c.game.position)
    assert c.assistant.hint_marker is not None and c.assistant.hint_marker.isVisible()


@feature
def demo_plays_and_stops(cell):
    c = cell()
    c.key(Qt.Key.Key_D)
    assert c.assistant.demo_running
    c.wait_until(
        lambda: c.game.solver_moves >= 3 or not c.assistant.demo_running, "three demo moves"
    )
    if c.game.solver_moves == 0:  # a deal without a win: the demo says so and stops
        assert not c.assistant.demo_running
        assert "This position cannot be won: nothing to show" in c.messages, c.messages
        return
    assert c.game.solver_moves >= 3 or c.game.is_won(), c.messages
    c.key(Qt.Key.Key_D)
    assert not c.assistant.demo_running
    made = len(c.game.history)
    c.qtbot.wait(300)
    assert len(c.game.history) == made, "the demo went on after it was stopped"
    assert not c.table_problems()


@feature
def undo_redo_restart(cell):
    c = cell()
    dealt = c.game.position
    c.play(3)
    assert c.game.move_count >= 1
    after = c.game.position
    history = len(c.game.history)
    c.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(c.game.history) < history and c.game.can_redo()
    c.key(Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert c.game.position == after and len(c.game.history) == history
    with Questions():
        c.driver.trigger(c.window.restart_action)
    assert c.game.position == dealt and c.game.move_count == 0
    assert not c.table_problems()


def _restart(cell, how):
    c = cell()
    args = ["--variant", c.variant, "--deal", str(DEAL)]
    before = restart_and_compare(c.folder / "run", c.site, args, "first:3", how)
    assert before["variant"] == c.variant and before["history"]


@feature
def resume_after_quit(cell):
    _restart(cell, None)


@feature
def resume_after_sigkill(cell):
    _restart(cell, signal.SIGKILL)


@feature
def save_as_and_open(cell):
    c = cell()
    c.play(2)
    position, history = c.game.position, [s.move for s in c.game.history]
    target = c.folder / "mine.penguin.json"
    dialog = c.records.save_dialog()
    dialog.selectFile(str(target))
    dialog.accept()
    assert target.exists(), c.messages
    assert from_json(target.read_text()).variant == c.variant
    finished = c.game.is_lost()  # a deal lost at its first move
    c.controller.new_game(DEAL + 2)
    with Questions():
        assert c.records.open_path(target), c.messages
    if finished:  # a finished game opens as a challenge: the same deal, from its start
        c.records.last_dialog.accept()
        assert c.game.initial == deal(c.rules, DEAL) and c.game.move_count == 0
        return
    assert c.game.rules.id == c.variant and c.game.position == position
    assert [s.move for s in c.game.history] == history
    assert not c.table_problems()


@feature
def copy_and_paste_position(cell):
    c = cell()
    c.play(2)
    text = format_position(c.game.position, c.game.rules)
    c.key(Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == text
    c.controller.new_game(DEAL + 3)
    with Questions():
        c.key(Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert c.game.rules.id == c.variant, c.messages
    assert format_position(c.game.position, c.game.rules) == text, c.messages
    assert not c.table_problems()


@feature
def challenge_a_friend(cell):
    c = cell()
    number = c.finishable_deal()
    mine = c.finish()
    challenge = c.records.actions["challenge"]
    assert challenge.isEnabled()
    challenge.trigger()
    c.records.last_dialog.setTextValue("Anna")
    c.records.last_dialog.accept()
    target = c.folder / "for-a-friend.penguin.json"
    c.records.last_dialog.selectFile(str(target))
    c.records.last_dialog.accept()
    record = from_json(target.read_text())
    assert record.player == "Anna" and record.result == mine and record.variant == c.variant
    # the friend opens it, plays the same deal and finishes: both results side by side
    c.controller.new_game(number + 40)
    with Questions():
        assert c.records.open_path(target), c.messages
    offer = c.records.last_dialog
    assert any("Anna" in label.text() for label in offer.findChildren(QLabel))
    offer.accept()
    assert c.game.deal_number == number and c.game.move_count == 0 and c.records.challenge
    c.finish()
    rows = {label: (a, b) for label, a, b in c.records.last_dialog.rows}
    assert rows["Result"][1] == ("won" if mine == "won" else "lost")
    assert rows["Moves"][1] == str(record.player_moves)


@feature
def replay_on_the_command_line(cell):
    c = cell()
    c.play(4)
    target = c.folder / "replayed.penguin.json"
    assert c.records.save_to(target), c.messages
    environment = dict(os.environ, PYTHONPATH=os.pathsep.join([str(c.site), *sys.path]))
    done = subprocess.run(
        [sys.executable, "-c", "import sys; from penguin_qt.cli import main; sys.exit(main())"]
        + ["replay", str(target)],
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"{c.variant}, deal {DEAL}: "), done.stdout
    assert "every move is legal" in done.stdout


@feature
def statistics_row(cell):
    c = cell()
    number = c.finishable_deal()
    result = c.finish()
    left = next(
        n for n in range(number + 41, number + 80) if c.controller.new_game(n) and c.legal()
    )
    assert c.controller.play(c.legal()[0]) and c.game.move_count == 1
    c.controller.new_game(left + 100)  # the second game is abandoned
    assert c.addons.statistics.stats.flush()
    stats = Statistics(c.stats_path)
    rows = [(r.result, r.deal) for r in stats.results(c.variant)]
    stats.close()
    assert rows.count((result, number)) == 1 and rows.count(("abandoned", left)) == 1, rows
    dialog = c.addons.statistics.show_dialog()
    assert dialog.variant == c.variant
    dialog.close()


@feature
def rules_page_in_every_language(cell):
    c = cell()
    app = QApplication.instance()
    installed: list = []
    try:
        for language in i18n.LANGUAGES:
            i18n.remove_translators(app, installed)
            installed[:] = i18n.install_translators(app, language)
            c.window.rules_dialog = None
            c.key(Qt.Key.Key_F1)
            dialog = c.window.rules_dialog
            assert dialog is not None and dialog.isVisible(), f"F1 showed no rules in {language}"
            page = dialog.findChild(QTextBrowser).toHtml()
            name = i18n.variant_name(c.rules.name)
            assert name in unescape(page), (language, name)
            heads = re.findall(r"<h2[^>]*>", page)
            assert len(heads) >= 5, (language, "too few topics")
            dialog.close()
            QApplication.processEvents()
    finally:
        i18n.remove_translators(app, installed)


@feature
def solution_viewer_steps(cell):
    c = cell()
    c.key(Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    viewer = c.assistant.viewer
    assert viewer is not None and viewer.isVisible()
    c.wait_until(lambda: not viewer._waiting, "the solver's line")
    if not viewer.moves:  # the solver says this deal cannot be won, or could not decide
        assert viewer.status.text(), "the viewer says nothing"
        return
    start = c.game.position
    assert viewer.forward() and c.game.position != start
    c.window.scene.finish_animation()
    assert viewer.done >= 1
    viewer.go_to(min(3, len(viewer.moves)))
    c.window.scene.finish_animation()
    assert viewer.back()
    viewer.go_to(0)
    assert c.game.position == start
    assert not c.table_problems()


def _won_but_the_last_move(c) -> None:
    """A deal of the cell's variant played to its win by the search's line (autoplay off, so
    the line is played as found), the last move taken back."""
    search = c.host.solvers()["search"].item
    c.controller.set_autoplay(False)
    for number in range(DEAL, DEAL + 30):
        if number != c.game.deal_number:
            c.controller.new_game(number)
        result = run_solver(search, c.game.position, c.rules, Budget(seconds=20))
        if result.verdict == SOLVED and result.moves:
            break
    else:
        pytest.xfail(f"{c.variant}: no deal from {DEAL} to {DEAL + 29} was solved in time")
    for move in result.moves:
        assert c.controller.play(move), move
    assert c.game.is_won()
    assert c.controller.undo() and not c.game.is_won()
    QApplication.processEvents()


@feature
def win_animation(cell):
    """The win's cards leap off the foundations; any key lands them on a fresh layout."""
    c = cell()
    _won_but_the_last_move(c)
    scene = c.window.scene
    scene.set_speed("normal")
    assert c.controller.redo()
    scene.finish_animation()  # the last move lands, and the game is won
    QApplication.processEvents()
    assert c.game.is_won() and scene.is_celebrating()
    scene._group.setCurrentTime(1200)
    away = [
        card
        for card, item in scene.cards.items()
        if abs(item.x() - scene.placement(card).x) + abs(item.y() - scene.placement(card).y) > 1
    ]
    assert away, "no card left its foundation"
    assert c.window.notice.isVisible()
    c.key(Qt.Key.Key_Q)
    assert not scene.is_animating()
    assert not c.table_problems()


@feature
def live_score(cell):
    """The score in the status bar follows every move and undo, explained in its tooltip."""
    c = cell()
    label = c.window.findChild(FieldLabel, "status-score")
    assert label is not None and label.isVisible()
    assert label.text() == f"Score {i18n.number(c.game.score)}"
    c.play(3)
    QApplication.processEvents()
    assert label.text() == f"Score {i18n.number(c.game.score)}"
    assert label.own_tooltip() == c.window.score_text()
    c.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    c.window.scene.finish_animation()
    QApplication.processEvents()
    assert label.text() == f"Score {i18n.number(c.game.score)}"


@feature
def zoom_and_felt(cell):
    """Smaller and larger cards from the keyboard, another felt, full screen and back: the
    table is laid out afresh each time."""
    c = cell()
    window, scene = c.window, c.window.scene
    control = Qt.KeyboardModifier.ControlModifier
    for _ in range(3):  # the window's first layout has settled
        QApplication.processEvents()
    fitted = scene.geometry.card_width
    c.key(Qt.Key.Key_Minus, control)
    assert scene.geometry.card_width < fitted
    assert not c.table_problems()
    c.key(Qt.Key.Key_0, control)
    assert scene.geometry.card_width == pytest.approx(fitted)
    window.table_look.felt_actions["red"].trigger()
    assert scene.felt == "red" and window.prefs.felt == "red"
    c.key(Qt.Key.Key_F11)
    assert window.windowState() & Qt.WindowState.WindowFullScreen
    c.key(Qt.Key.Key_F11)
    assert not window.windowState() & Qt.WindowState.WindowFullScreen
    assert not c.table_problems()


@feature
def play_the_hint(cell):
    """Enter plays the hint shown; Shift+H shows one and plays it; both count as hints."""
    c = cell()
    shown = []
    c.assistant.hint_shown.connect(shown.append)
    c.key(Qt.Key.Key_H)
    c.wait_until(lambda: shown or "There is no move left" in c.messages, "a hint")
    assert shown, c.messages
    c.key(Qt.Key.Key_Return)
    played = [s.move for s in c.game.history if not s.auto]
    assert played == [shown[0]] and c.game.hints_used == 1
    if c.game.is_won() or c.game.is_lost():
        return
    c.key(Qt.Key.Key_H, Qt.KeyboardModifier.ShiftModifier)
    c.wait_until(
        lambda: c.game.move_count >= 2 or "There is no move left" in c.messages, "a hint played"
    )
    played = [s.move for s in c.game.history if not s.auto]
    assert played == shown[:2] and c.game.hints_used == 2 and c.game.solver_moves == 0
    assert not c.table_problems()


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("feature", FEATURES)
def test_every_variant_has_every_feature(variant, feature, cell):
    FEATURES[feature](cell)


def test_the_matrix_runs_over_the_examples_too():
    """The host's offer includes the third-party examples, not only the built-ins."""
    assert "penguin_qt_sample.forecell" in VARIANTS and "seahaven-towers" in VARIANTS
    assert len(VARIANTS) == len(set(VARIANTS)) >= 12

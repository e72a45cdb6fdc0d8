"""Every variant the plugin host offers, through every feature a player can use.

The variants come from the host (the built-ins and the test suite's third-party examples,
installed as a player would install them); the features are listed once, in ``FEATURES``.
A new variant or a new feature is in the matrix without another test: each cell is one
variant through one feature, in a window of its own (animation off, small solver budgets),
or in the real program where the feature is about processes (a quit, a kill, the command
line).

A feature whose every variant-dependent step another feature already takes on every variant
is marked ``variant_free`` and runs on two variants as unlike as the host offers
(:data:`TWO_VARIANTS`); its docstring names the feature that covers the variant's part."""

from __future__ import annotations

import datetime as dt
import os
import re
import signal
import subprocess
import sys
from html import unescape

import pytest
from matrix_cell import DEAL, Cell, Questions
from offered import install_examples, offered_variants
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QLabel, QTextBrowser
from test_restart import restart_and_compare

from penguin_qt import i18n
from penguin_qt.engine import COLUMN, Position, deal, format_position
from penguin_qt.engine.cards import RANK, SUIT, SUIT_SYMBOLS, card, card_label, card_text
from penguin_qt.solving import SOLVED, Budget, run_solver
from penguin_qt.storage.daily import candidates
from penguin_qt.storage.records import from_json
from penguin_qt.storage.statistics import GameResult, Statistics
from penguin_qt.ui.shared.plain import plain_tip
from penguin_qt.ui.shared.status import FieldLabel

VARIANTS = offered_variants()
FEATURES = {}
VARIANT_FREE: set[str] = set()
#: A built-in of the Penguin family (its deal chooses the base rank, flippers, shuffle v1)
#: and a third party's FreeCell-like variant (its own deal procedure, cells dealt into,
#: loaded from a plugin in every process): the variant-free features run on these two.
TWO_VARIANTS = ("penguin", "penguin_qt_sample.forecell")


def feature(function):
    """List a feature: every variant goes through it."""
    FEATURES[function.__name__] = function
    return function


def variant_free(function):
    """List a feature that does not depend on the variant: it runs on :data:`TWO_VARIANTS`."""
    VARIANT_FREE.add(function.__name__)
    return feature(function)


def cells() -> list:
    """Every (feature, variant) pair the matrix runs, as pytest parameters."""
    return [
        pytest.param(name, variant, id=f"{name}-{variant}")
        for name in FEATURES
        for variant in (TWO_VARIANTS if name in VARIANT_FREE else VARIANTS)
    ]


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
    # a lost deal the solver has already proven is said at once, with no demo begun
    lost = "This position cannot be won: nothing to show"
    assert c.assistant.demo_running or lost in c.messages, (c.messages, c.active_windows())
    c.wait_until(
        lambda: c.game.solver_moves >= 3 or not c.assistant.demo_running, "three demo moves"
    )
    if c.game.solver_moves == 0:  # a deal without a win: the demo says so and stops
        assert not c.assistant.demo_running
        assert lost in c.messages, c.messages
        return
    assert c.game.solver_moves >= 3 or c.game.is_won(), c.messages
    c.key(Qt.Key.Key_D)
    assert not c.assistant.demo_running
    made = len(c.game.history)
    c.assistant.demo._step()  # what a step still on its timer does when it comes
    QApplication.processEvents()
    assert len(c.game.history) == made, "the demo went on after it was stopped"
    assert not c.table_problems()


@feature
def pause_holds_the_demo(cell):
    c = cell()
    c.window.scene.set_speed("normal")  # the demo is not over before P
    c.key(Qt.Key.Key_D)
    c.wait_until(lambda: c.game.solver_moves >= 1 or not c.assistant.demo_running, "a demo move")
    if not c.assistant.demo_running:  # a deal without a win: no demo to hold
        return
    c.key(Qt.Key.Key_P)
    assert c.game.paused and c.assistant.demo_running
    c.window.scene.finish_animation()
    made = len(c.game.history)
    c.assistant.demo._step()  # however its timers fall: it holds
    c.qtbot.wait(300)  # the step already on its timer comes too, and holds
    assert len(c.game.history) == made, "the demo played on while paused"
    c.key(Qt.Key.Key_P)  # P again: it goes on
    c.wait_until(lambda: len(c.game.history) > made, "the demo to go on")
    assert not c.game.paused
    if c.assistant.demo_running:  # stopped, so that no next move flies while the table is read
        c.key(Qt.Key.Key_D)
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


def _reader_piles(c) -> list[str]:
    """The names a screen reader reads of the table's piles (its interfaces, made right
    after the window's first frame)."""
    from PySide6.QtGui import QAccessible

    c.wait_until(lambda: c.window.accessibility.table is not None, "the table's interfaces")
    table = QAccessible.queryAccessibleInterface(c.window.view)
    name = QAccessible.Text.Name
    return [table.child(i).text(name) for i in range(table.childCount())]


@feature
def screen_reader_and_variant_menu(cell):
    """After the first frame a screen reader reads every pile of the variant, and follows a
    switch to another variant and back; the Variant menu's entries show their rules when it
    opens, the variant played with the numbers it is played with."""
    c = cell()
    names = _reader_piles(c)
    position = c.game.position
    assert len(names) == len(position.columns) + len(position.cells) + 4 and all(names)
    c.window.variant_menu.aboutToShow.emit()
    tips = {v: a.toolTip() for v, a in c.window.variant_actions.items()}
    assert tips[c.variant] == plain_tip(c.window.rules_description(c.rules))
    other = next(v for v in c.window.variant_actions if v != c.variant)
    with Questions():
        c.window.set_variant(other)
    assert c.rules.id == other
    shown = c.game.position
    assert len(_reader_piles(c)) == len(shown.columns) + len(shown.cells) + 4
    with Questions():
        c.window.set_variant(c.variant)
    assert c.rules.id == c.variant and len(_reader_piles(c)) == len(names)
    said = list(c.window.accessibility.announcements)
    if c.legal():  # a deal may have none left (the variant without flippers)
        c.play(1)
        assert c.window.accessibility.announcements[: len(said)] == said
        assert len(c.window.accessibility.announcements) > len(said)  # the move, told
    assert not c.table_problems()


def _restart(cell, how):
    c = cell()
    args = ["--variant", c.variant, "--deal", str(DEAL)]
    before = restart_and_compare(c.folder / "run", c.site, args, "first:3", how)
    assert before["variant"] == c.variant and before["history"]


@variant_free
def resume_after_quit(cell):
    """Quit keeps the game and the next start shows it whole.  The variant's part (the start
    finding the variant's plugin, the game kept and read back) is the same after a kill:
    resume_after_sigkill runs on every variant."""
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


@variant_free
def challenge_a_friend(cell):
    """A finished game sent with a name, opened by the friend, played and compared.  The
    variant's part is the record: save_as_and_open writes and reads it on every variant (a
    finished game opens as a challenge there too), and give_up finds Challenge a Friend
    enabled on every variant."""
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
    comparison = c.records.last_dialog
    rows = {label: (a, b) for label, a, b in comparison.rows}
    assert rows["Result"][1] == ("won" if mine == "won" else "lost")
    assert rows["Moves"][1] == str(record.player_moves)
    comparison.accept()  # read, as the player does, and closed
    assert QApplication.activeModalWidget() is None


@variant_free
def replay_on_the_command_line(cell):
    """penguin-solve replay checks a saved game in a process of its own.  The variant's part
    is reading the record back, which tests/records proves on every variant the host offers;
    the two variants here are a built-in and a plugin's, each found by the command's host."""
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


@variant_free
def statistics_row(cell):
    """A won or lost game and an abandoned one each make one row.  The variant's part (the
    rows kept under the variant's id) is in give_up and statistics_charts, on every variant."""
    c = cell()
    number = c.finishable_deal()
    result = c.finish()
    left = c.deal_going(number + 41)  # a game left in progress, one move made
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
    c.wait_until(lambda: not viewer.waiting, "the solver's line")
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


@feature
def give_up(cell):
    """A game in progress is given up: the window shows it ended, the statistics say lost."""
    c = cell()
    c.deal_going(DEAL)
    game, position = c.game, c.game.position
    c.give_up()
    assert c.game is game and game.is_lost() and game.position == position
    assert c.window.notice.isVisible() and c.window.notice.title.text() == "Game Given Up"
    assert not c.addons.give_up.action.isEnabled() and not c.window.undo_action.isEnabled()
    assert c.records.actions["challenge"].isEnabled()
    assert c.addons.statistics.stats.flush()
    stats = Statistics(c.stats_path)
    rows = [(r.result, r.game_id) for r in stats.results(c.variant)]
    stats.close()
    assert rows == [("lost", game.game_id)], rows
    assert not c.table_problems()


def _won_but_the_last_move(c) -> None:
    """A game of the cell's variant one move from its win: every card home but the K♠ and
    the Q♠, each alone in a column (a position any variant can hold, won or not by its
    deals), the search's line played with autoplay off, its last move taken back."""
    search = c.host.solvers()["search"].item
    c.controller.set_autoplay(False)
    columns = [(card(13, 3),), (card(12, 3),)] + [()] * (c.rules.columns - 2)
    nearly = Position(tuple(columns), (None,) * c.rules.cells, (13, 13, 13, 11), 1)
    assert c.controller.new_game(position=nearly), c.messages
    result = run_solver(search, c.game.position, c.rules, Budget(seconds=20))
    assert result.verdict == SOLVED and result.moves, result
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
def card_letters_in_german(cell):
    """The table's words name the cards in German letters (B, D for Bube, Dame); Copy
    Position keeps the board format's English letters."""
    c = cell()
    app = QApplication.instance()
    installed = i18n.install_translators(app, "de")
    try:
        position = c.game.position
        piles = [(COLUMN, i) for i, cards in enumerate(position.columns) if cards]
        courts = [(p, x) for p in piles for x in position.columns[p[1]] if RANK[x] in (11, 12)]
        assert courts, "no jack or queen on the table"
        for pile, x in courts:
            words = c.window.accessibility.text.pile_name(pile)
            german = "BD"[RANK[x] - 11] + SUIT_SYMBOLS[SUIT[x]]
            assert german in words and card_label(x) not in words, words
        text = c.records.copy_position()
        assert all(card_text(x) in text.split() for _pile, x in courts), text
    finally:
        i18n.remove_translators(app, installed)


@feature
def clock_pauses_in_the_background(cell):
    """With the setting on, another program in front stops the clock; coming back goes on."""
    c = cell()
    c.window.prefs.pause_in_background = True
    assert c.controller.play(c.legal()[0])
    assert not c.game.paused
    QApplication.sendEvent(c.window, QEvent(QEvent.Type.WindowDeactivate))
    assert c.game.paused
    QApplication.sendEvent(c.window, QEvent(QEvent.Type.WindowActivate))
    assert not c.game.paused


@feature
def deal_by_tier(cell):
    """Game › New Deal by Difficulty › Easy deals a deal the search proves winnable, with
    its tier shown; where no deal is ready (a variant without shipped deals), the window says
    it is looking, stays playable, and deals once the background rater has found one."""
    from penguin_qt.solving import run_solver
    from penguin_qt.solving.difficulty import TIERS, rating_budget

    c = cell()
    deals = c.addons.deals
    before = c.game
    deals.tier_actions["easy"].trigger()
    if c.game is before:  # nothing ready: looking, in the background
        said = " ".join(c.messages)
        assert "looking" in said or "cannot be rated" in said, c.messages
        if "cannot be rated" in said:
            return
        deals.start()
        c.wait_until(lambda: c.game is not before or deals.tried >= 3, "a rated deal", 120_000)
        if c.game is before:  # deals of this variant are seldom won: still looking, playable
            assert deals.waiting is not None
            moves = c.legal()
            assert not moves or c.controller.play(moves[0])
            return
    game = c.game
    assert game.difficulty in TIERS and c.window.labels["tier"].text()
    solver = c.host.solvers()["search"].item
    assert run_solver(
        solver, deal(c.rules, game.deal_number), c.rules, rating_budget(c.rules)
    ).solved
    assert not c.table_problems()


@feature
def deal_of_the_day(cell):
    """Ctrl+D deals the day's deal, found by the real search; the label says it, and the
    game is kept as that day's first game."""
    c = cell()
    daily = c.addons.daily
    daily.today = lambda: dt.date(2026, 12, 2)
    c.key(Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    c.wait_until(lambda: daily.current is not None, "the deal of the day")
    assert c.game.deal_number in list(candidates(dt.date(2026, 12, 2), c.variant))
    c.window.scene.finish_animation()
    QApplication.processEvents()
    label = c.window.findChild(QLabel, "status-deal").text()
    assert label == "Deal of the day · 2 December", label
    assert daily.book.mark_of(c.game.game_id).day == "2026-12-02"


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
def statistics_charts(cell):
    """The statistics window's pictures and deal history are of the variant's own games, with
    the deal's tier; Recent Deals lists those deals and deals one again."""
    c = cell()
    first = c.game.deal_number
    c.game.difficulty = "hard"
    assert c.controller.play(c.legal()[0])
    c.controller.new_game(DEAL + 1)  # the first game is left: abandoned, of a hard deal
    won = GameResult(c.variant, "won", DEAL + 7, 88, 140.0, 52, 500, difficulty="easy")
    assert c.addons.statistics.stats.add(won)
    dialog = c.addons.statistics.show_dialog()
    dialog.pages.setCurrentWidget(dialog.charts)
    c.qtbot.waitExposed(dialog)
    figures = {key: [(b.value, b.count) for b in dialog.charts.chart(key).bars] for key in KEYS}
    assert [n for _, n in figures["weeks"] if n] == [2] and figures["weeks"][-1][0] == 0.5
    assert figures["moves"] == [(1, 1)] and figures["times"] == [(1, 1)]
    assert figures["difficulty"] == [(1.0, 1), (None, 0), (0.0, 1), (None, 0)]
    for view in dialog.charts.views:
        assert not view.grab().isNull() and view.accessibleDescription()
    assert [h.deal for h in dialog.deals.history] == [DEAL + 7, first]
    dialog.close()
    recent = c.addons.statistics.recent
    assert [a.data() for a in recent.fill()] == [DEAL + 7, first]
    recent.fill()[1].trigger()  # no move made yet: dealt at once
    assert c.game.deal_number == first and c.game.initial == deal(c.rules, first)
    assert not c.table_problems()


KEYS = ("weeks", "moves", "times", "difficulty")


@feature
def game_review(cell):
    """Game › Review Game: a mark per move, each said in words; the verdicts fill in; a mark
    chosen goes there and Redo comes back."""
    c = cell()
    c.play(3)
    c.key(Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    review = c.assistant.review
    assert review.shown, "Ctrl+E did not open the review"
    marks = review.review.marks
    moves = c.game.move_count
    assert len(marks) == moves + 1 and review.review.current == moves
    assert all(review.describe(i) for i in range(len(marks)))
    c.wait_until(lambda: review.review.marks[-1].state != "thinking", "the verdict of the end")
    if moves == 0:
        return
    end = c.game.position
    review.panel.timeline.chosen.emit(0)  # as a click on the deal's mark
    c.window.scene.finish_animation()
    assert c.game.position == marks[0].position and c.game.can_redo()
    for _ in range(moves):
        c.window.redo_action.trigger()
    c.window.scene.finish_animation()
    assert c.game.position == end
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


# -- the features end ---


@pytest.mark.parametrize(("feature", "variant"), cells())
def test_every_variant_has_every_feature(variant, feature, cell):
    FEATURES[feature](cell)


def test_the_matrix_runs_over_the_examples_too():
    """The host's offer includes the third-party examples, not only the built-ins."""
    assert "penguin_qt_sample.forecell" in VARIANTS and "seahaven-towers" in VARIANTS
    assert len(VARIANTS) == len(set(VARIANTS)) >= 12


def test_the_variant_free_features_run_on_two_unlike_variants(examples_site):
    """One built-in and one plugin's variant, of different families and deal procedures;
    a feature is made variant-free here, on purpose, not by a decorator alone."""
    from penguin_qt.plugins import PluginHost

    host = PluginHost()
    offered = host.variants()
    built_in, plugin = TWO_VARIANTS
    assert offered[built_in].source == "built-in" and offered[plugin].source != "built-in"
    first, second = (host.rules(v) for v in TWO_VARIANTS)
    assert first.build != second.build and first.deal_procedure.id != second.deal_procedure.id
    assert {
        "challenge_a_friend",
        "statistics_row",
        "resume_after_quit",
        "replay_on_the_command_line",
    } == VARIANT_FREE

"""Details a player of KPatience or PySolFC notices: the dialogs, the words, the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from penguin_qt.storage.statistics import Statistics
from penguin_qt.ui.keeping.statistics_dialog import StatisticsRecorder

# -- questions that destroy something default to the safe answer -------------------------------


def test_enter_in_reset_statistics_keeps_the_statistics(open_window, qtbot, tmp_path):
    window, _ = open_window(addons=False)
    stats = Statistics(tmp_path / "own.sqlite")
    stats.record("penguin", "won", deal=1, moves=90, seconds=200, cards_home=52, score=800)
    dialog = StatisticsRecorder(window, stats).show_dialog()
    box = dialog.reset()
    assert box is not None
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert stats.summary("penguin").played == 1
    box = dialog.reset()
    assert box is not None
    box.button(QMessageBox.StandardButton.Yes).click()
    assert stats.summary("penguin").played == 0
    stats.close()


def test_enter_in_turn_off_plugin_keeps_the_plugin_on(qtbot, host):
    from penguin_qt.ui.dialogs.settings_dialog import SettingsDialog
    from penguin_qt.ui.keeping.settings import Preferences

    dialog = SettingsDialog(host, Preferences(variant="penguin"))
    qtbot.addWidget(dialog)
    name = next(n for n, info in host.plugins.items() if "penguin" in info.variants)
    dialog.plugins._ask_before_turning_off(name, "Penguin")
    box = dialog.plugins.question
    assert box is not None
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert host.plugins[name].state == "active"


# -- the words ---------------------------------------------------------------------------------


def _messages(window) -> list[str]:
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    return said


def test_a_record_with_an_illegal_move_names_the_move_as_the_cli_does(open_window, tmp_path):
    import json

    from penguin_qt.engine import Move
    from penguin_qt.storage.records import record_of, to_json
    from penguin_qt.ui.keeping.persistence import GameKeeper
    from penguin_qt.ui.keeping.record_actions import RecordActions

    window, _ = open_window(addons=False)
    records = RecordActions(window, GameKeeper(window, tmp_path / "current-game.json"))
    c = window.controller
    c.play(next(iter(c.rules.legal_moves(c.position))))
    c.play(next(iter(c.rules.legal_moves(c.position))))
    document = json.loads(to_json(record_of(c.game, game_id="x", program="t", player="Anna")))
    document["result"] = "lost"
    illegal = next(
        text
        for text in ("1h", "2h", "3h", "4h", "5h", "6h", "7h", "1a", "2a")
        if not c.rules.is_legal(c.game.history[1].before, Move.parse(text))
    )
    document["moves"][1] = illegal
    path = tmp_path / "anna.penguin.json"
    path.write_text(json.dumps(document))
    said = _messages(window)
    assert not records.open_path(path)
    assert any(f"move 2: {illegal} is not legal here" in m for m in said), said


@pytest.fixture
def language(qapp):
    """``language(code)``: the window's words in that language, until the test ends."""
    from penguin_qt import i18n

    installed: list = []

    def use(code: str) -> None:
        i18n.remove_translators(qapp, installed)
        installed[:] = i18n.install_translators(qapp, code)

    yield use
    i18n.remove_translators(qapp, installed)


def _one_move_record(variant):
    from penguin_qt.engine import Game
    from penguin_qt.storage.records import record_of

    game = Game(variant("penguin"), 4, autoplay="none")
    game.play(game.rules.legal_moves(game.position)[0])
    game.solver_moves = 1
    record = record_of(game, game_id="x", program="t", player="Anna")
    return record


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("en", ("1 move,", "of that 1 move.")),
        ("de", ("1 Zug", "1 Zug")),
        ("nl", ("1 zet", "1 zet")),
        ("it", ("1 mossa", "1 mossa")),
        ("es", ("1 movimiento", "1 movimiento")),
    ],
)
def test_the_challenge_says_1_move_in_every_language(language, variant, code, said):
    from penguin_qt.ui.keeping.record_actions import challenge_text

    language(code)
    text = challenge_text(_one_move_record(variant), "Penguin")
    lines = text.splitlines()
    assert said[0] in lines[1], text
    assert said[1] in lines[2], text
    assert "1 moves" not in text and "1 Züge" not in text and "1 zetten" not in text


def test_a_pasted_position_names_its_cards_as_the_window_does(open_window, tmp_path, language):
    from PySide6.QtGui import QGuiApplication

    from penguin_qt.engine import format_position
    from penguin_qt.ui.keeping.persistence import GameKeeper
    from penguin_qt.ui.keeping.record_actions import RecordActions

    window, _ = open_window(addons=False)
    records = RecordActions(window, GameKeeper(window, tmp_path / "current-game.json"))
    text = format_position(window.controller.position, window.controller.rules)
    lines = text.splitlines()
    last = len(lines) - 1
    twice = lines[last].split()[-1]  # the last card of the last column, written again
    lines[last - 1] += " " + twice
    said = _messages(window)
    QGuiApplication.clipboard().setText("\n".join(lines))
    assert not records.paste_position()
    from penguin_qt.engine import parse_card
    from penguin_qt.i18n_cards import card_label

    shown = card_label(parse_card(twice))
    assert any(f"The {shown} appears twice" in m for m in said), said
    assert not any(twice in m.split() for m in said)
    language("de")
    QGuiApplication.clipboard().setText("\n".join(lines[:-1]))
    said.clear()
    assert not records.paste_position()
    assert not any(twice in m for m in said), said


def test_the_rules_are_written_as_a_person_writes_them(open_window, host):
    from penguin_qt.ui.dialogs.rules_help import rules_page

    window, _ = open_window(addons=False)
    for variant_id, entry in host.variants().items():
        rules = entry.item
        described = window.rules_description(rules) + rules_page(rules)
        assert "^" not in described, variant_id
    assert "doubled for each empty column" in window.rules_description(host.rules("penguin"))


def test_zooming_says_the_card_size_as_the_language_writes_a_share(open_window, language):
    window, _ = open_window(addons=False)
    said = _messages(window)
    window.table_look.actual_size()
    assert said[-1] == "Card size: 100%"
    language("de")
    window.table_look.actual_size()
    assert said[-1] == "Kartengröße: 100 %"


def test_each_line_of_the_verdicts_tooltip_is_a_sentence(open_window, qtbot):
    from penguin_qt.session import WINNABLE

    _, addons = open_window(deal_number=4)
    assistant = addons.assistant
    qtbot.waitUntil(lambda: assistant.winnability.state == WINNABLE, timeout=60_000)
    lines = assistant.indicator.toolTip().splitlines()
    assert len(lines) >= 2 and lines[0].startswith("The solver found a win")
    assert all(line.endswith(".") for line in lines), lines


def test_the_about_box_lists_one_variant_a_line(open_window):
    from PySide6.QtGui import QTextDocument

    from penguin_qt.i18n import variant_name

    window, _ = open_window(addons=False)
    box = window.show_about()
    document = QTextDocument()
    document.setHtml(box.informativeText())
    lines = document.toPlainText().splitlines()
    names = [variant_name(e.item.name) for e in window.controller.host.variants().values()]
    assert any("," in name for name in names)  # why a comma cannot part them
    for name in names:
        assert name in lines, (name, lines)
    box.close()


# -- the window --------------------------------------------------------------------------------


def _settle():
    from PySide6.QtWidgets import QApplication

    for _ in range(6):
        QApplication.processEvents()


def test_a_window_system_that_ignores_the_minimum_is_asked_again(open_window):
    from PySide6.QtCore import QRect

    from penguin_qt.ui.window.window import MINIMUM_SIZE

    window, _ = open_window(addons=False)
    window.windowHandle().setGeometry(QRect(0, 0, 300, 200))
    _settle()
    assert window.width() >= MINIMUM_SIZE.width() and window.height() >= MINIMUM_SIZE.height()
    bar = window.status_bar.geometry()
    assert bar.top() >= window.view.geometry().bottom()


@pytest.mark.parametrize("code", ["en", "de", "nl", "it", "es"])
def test_the_smallest_window_shows_the_whole_status_bar_with_the_tier(open_window, language, code):
    from PySide6.QtGui import QFontMetrics

    from penguin_qt.engine import MAX_DEAL
    from penguin_qt.ui.window.window import MINIMUM_SIZE

    language(code)
    window, addons = open_window(variant="penguin")
    addons.assistant.shutdown()
    window.resize(MINIMUM_SIZE)
    c = window.controller
    assert c.new_game(MAX_DEAL)
    c.update_facts(tier="expert", rating=(123456, 188), daily="2026-12-06")
    _settle()
    assert window.size() == MINIMUM_SIZE
    fields = [w for w in window.status_bar.field_widgets() if w.isVisible()]
    names = {w.objectName() for w in fields}
    assert {"status-difficulty", "status-variant", "status-deal", "status-score"} <= names
    view_bottom = window.view.mapTo(window, window.view.rect().bottomLeft()).y()
    for field in fields:
        if hasattr(field, "fits"):
            whole = QFontMetrics(field.font()).horizontalAdvance(field.text())
            assert whole <= field.contentsRect().width(), (code, field.text())
        top_left = field.mapTo(window, field.rect().topLeft())
        bottom_right = field.mapTo(window, field.rect().bottomRight())
        assert top_left.y() > view_bottom, field.objectName()
        assert bottom_right.x() < window.width() and bottom_right.y() < window.height()
    geo = window.scene.geometry
    assert geo is not None and geo.card_width >= 40  # a playable table: cards to read


# -- New Deal asks first -----------------------------------------------------------------------


def _one_move(window) -> None:
    c = window.controller
    assert c.play(next(iter(c.rules.legal_moves(c.position))))


def test_new_deal_in_a_game_in_progress_asks_first_and_no_is_the_default(open_window, qtbot):
    window, _ = open_window(addons=False)
    _one_move(window)
    game = window.controller.game
    window.new_action.trigger()
    box = window.rules_question
    assert box is not None and box.isVisible()
    assert "counts as lost" in box.text()
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    qtbot.keyClick(box, Qt.Key.Key_Return)  # Enter keeps the game
    assert window.controller.game is game
    window.new_action.trigger()
    window.rules_question.button(QMessageBox.StandardButton.Yes).click()
    assert window.controller.game is not game and window.controller.game.move_count == 0
    window.new_action.trigger()  # no move made: nothing to lose, nothing asked
    assert window.rules_question is None or not window.rules_question.isVisible()


def test_new_deal_asks_nothing_when_the_player_turned_it_off(open_window):
    from penguin_qt.ui.keeping.settings import Preferences

    prefs = Preferences(animation_speed="off", ask_before_new_deal=False)
    window, _ = open_window(addons=False, prefs=prefs)
    _one_move(window)
    game = window.controller.game
    window.new_action.trigger()
    assert window.controller.game is not game
    assert window.rules_question is None


def test_the_new_deal_question_is_a_setting_kept_and_shown(qtbot, host, tmp_path):
    from PySide6.QtCore import QSettings

    from penguin_qt.ui.dialogs.settings_dialog import SettingsDialog
    from penguin_qt.ui.keeping.settings import Preferences

    assert Preferences().ask_before_new_deal is True
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    Preferences(ask_before_new_deal=False).save(store)
    store.sync()
    assert Preferences.load(store).ask_before_new_deal is False
    dialog = SettingsDialog(host, Preferences(ask_before_new_deal=False))
    qtbot.addWidget(dialog)
    assert not dialog.ask_new_deal_box.isChecked()
    dialog.ask_new_deal_box.setChecked(True)
    assert dialog.current_prefs().ask_before_new_deal is True


# -- the statistics ----------------------------------------------------------------------------


@pytest.mark.parametrize("games", [1, 2, 3, 7, 40])
def test_a_charts_axis_never_says_a_number_twice(qtbot, games):
    import datetime as dt

    from penguin_qt.storage.results import GameResult
    from penguin_qt.ui.keeping.statistics_charts import ChartView
    from penguin_qt.ui.keeping.statistics_figures import charts

    now = dt.datetime(2026, 11, 25, 12, 0).timestamp()
    results = [
        GameResult("penguin", "won", k + 1, 95 + k, 200.0 + k, 52, 800, finished=now - k * 60)
        for k in range(games)
    ]
    for chart in charts(results):
        view = ChartView(chart)
        qtbot.addWidget(view)
        labels = [label for _share, label in view.axis()]
        assert len(labels) == len(set(labels)) >= 2, (chart.key, labels)
        assert labels[-1] != "0"


def test_chart_dates_are_written_as_the_players_language_writes_them(language):
    import datetime as dt

    from penguin_qt.ui.keeping.statistics_figures import short_date

    day = dt.date(2026, 11, 30)
    language("de")
    assert short_date(day).startswith("30.11.")
    language("it")
    assert short_date(day).startswith("30/11/")


def test_the_deals_page_says_when_each_deal_was_played(qtbot, language):
    import datetime as dt

    from penguin_qt.storage.deals import deal_history
    from penguin_qt.storage.results import GameResult
    from penguin_qt.ui.keeping.statistics_history import DealHistoryTable

    when = dt.datetime(2026, 11, 30, 21, 5)
    results = [
        GameResult("penguin", "won", 7, 95, 200.0, 52, 800, finished=when.timestamp()),
        GameResult("penguin", "lost", 8, 30, 90.0, 3, 30, finished=when.timestamp() + 86400),
    ]
    language("de")
    table = DealHistoryTable()
    qtbot.addWidget(table)
    table.show_history(deal_history(results))
    headings = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headings[-1] == "Gespielt am"
    assert table.row_texts(0)[-1] == "01.12.26 21:05"  # the deal played last first
    assert table.row_texts(1)[-1] == "30.11.26 21:05"


# -- the review's legend can be read -----------------------------------------------------------


def _luminance(colour) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in (colour.redF(), colour.greenF(), colour.blueF()))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a, b) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("high_contrast", [False, True])
def test_the_reviews_legend_is_readable_at_wcag_aa(open_window, high_contrast):
    from PySide6.QtGui import QPalette

    window, addons = open_window()
    if high_contrast:
        window.accessibility.set_high_contrast(True)
    panel = addons.assistant.review.open()
    legend = panel.legend
    assert legend.isVisible() and "winnable" in legend.text()
    group = QPalette.ColorGroup.Active if legend.isEnabled() else QPalette.ColorGroup.Disabled
    palette = legend.palette()
    text = palette.color(group, legend.foregroundRole())
    ground = palette.color(group, legend.backgroundRole())
    assert _contrast(text, ground) >= 4.5, (text.name(), ground.name())


# -- How to Play -------------------------------------------------------------------------------


def test_how_to_play_is_a_page_with_headings_and_every_commands_keys(open_window, language):
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QTextBrowser

    window, _ = open_window()
    dialog = window.show_how_to_play()
    browser = dialog.findChild(QTextBrowser)
    html = browser.toHtml()
    text = browser.toPlainText()
    assert "<h1" in html and "<h2" in html and "<table" in html
    for words in ("Pause", "Save As", "Open", "Copy Position", "Paste Position", "Recent Deals"):
        assert words in text, words
    shortcuts = [
        k.toString(QKeySequence.SequenceFormat.NativeText)
        for action in window.findChildren(type(window.new_action))
        if action.isVisible() and action.associatedObjects()
        for k in action.shortcuts()
    ]
    assert shortcuts and all(k in text for k in shortcuts), [k for k in shortcuts if k not in text]
    dialog.close()


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("de", ("Bedienung", "Strg+N")),
        ("nl", ("Bediening", "Ctrl+N")),
        ("it", ("Come si gioca", "Ctrl+N")),
        ("es", ("Cómo jugar", "Control+N")),
    ],
)
def test_how_to_play_speaks_the_windows_language(open_window, language, code, words):
    from PySide6.QtWidgets import QTextBrowser

    from penguin_qt.ui.dialogs.help_texts import how_to_play_sections

    language(code)
    window, _ = open_window(addons=False)
    dialog = window.show_how_to_play()
    text = dialog.findChild(QTextBrowser).toPlainText()
    assert all(w in text for w in words), text[:300]
    english = ("How to Play", "Moving cards", "The keyboard on the table", "Keys", "New Deal")
    assert not any(line in english for line in text.splitlines())
    assert len(how_to_play_sections()) == 5
    dialog.close()


# -- the demo ----------------------------------------------------------------------------------


def _demo_playing(window, addons, qtbot):
    from PySide6.QtWidgets import QApplication

    demo = addons.assistant.demo
    window.scene.set_speed("normal")
    demo.start()
    qtbot.waitUntil(lambda: window.controller.game.solver_moves >= 2, timeout=60_000)
    QApplication.processEvents()
    assert demo.running and not window.controller.game.is_won()
    return demo


def test_the_demo_plays_quicker_than_a_hand_at_the_players_speed(open_window, qtbot):
    from penguin_qt.ui.assistant.demo import DEMO_HURRY

    window, addons = open_window(deal_number=4)
    demo = _demo_playing(window, addons, qtbot)
    assert window.scene.hurry == DEMO_HURRY < 1.0
    demo.stop()
    assert window.scene.hurry == 1.0


@pytest.mark.parametrize("how", ["click", "key"])
def test_a_click_or_a_key_plays_the_rest_of_the_demo_at_once(open_window, qtbot, how):
    window, addons = open_window(deal_number=4)
    demo = _demo_playing(window, addons, qtbot)
    viewport = window.view.viewport()
    if how == "click":
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport.rect().center())
    else:
        qtbot.keyClick(window.view, Qt.Key.Key_Space)
    game = window.controller.game
    assert game.is_won() and not demo.running
    assert window.controller.selection is None  # the click or key did nothing else
    assert not window.scene.is_animating() or window.scene.is_celebrating()


# -- the title names the variant and the deal ------------------------------------------------------


def test_the_window_list_shows_the_variant_and_the_deal(open_window, language):
    window, _ = open_window(addons=False, deal_number=42)
    assert window.windowTitle() == "Penguin — deal 42"
    assert window.windowHandle().title() == "Penguin — deal 42"  # what the desktop is told
    window.controller.new_game(43)
    assert window.windowHandle().title() == "Penguin — deal 43"
    language("de")
    window.views.render()
    assert window.windowHandle().title() == "Penguin — Spiel 43"

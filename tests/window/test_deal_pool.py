"""New Deal by difficulty and winnable deals only: the menu, the tier shown and kept, the pool
filled in the background and kept on disk, a damaged pool file set aside."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QApplication
from shared import offered_variants

from penguin_qt.engine import deal
from penguin_qt.plugins import PluginHost
from penguin_qt.solving import run_solver
from penguin_qt.solving.difficulty import TIERS, rating_budget, tier_of
from penguin_qt.storage.records import from_json, record_of, to_json
from penguin_qt.ui.assembly import attach_addons
from penguin_qt.ui.assistant import deal_pool
from penguin_qt.ui.assistant.deal_pool_file import POOL_FILE, DealPool, Rated, rules_key
from penguin_qt.ui.keeping.settings import Preferences
from penguin_qt.ui.shared.tiers import tier_name
from penguin_qt.ui.window.window import MainWindow


@pytest.fixture
def deals_window(qtbot, tmp_path):
    """A window with its add-ons and the game kept in ``tmp_path`` (the pool file too)."""
    opened = []

    def make(variant="penguin", deal_number=4, prefs=None):
        prefs = prefs or Preferences(animation_speed="off")
        window = MainWindow(variant=variant, deal_number=deal_number, speed="off", prefs=prefs)
        qtbot.addWidget(window)
        addons = attach_addons(window, tmp_path / "stats.sqlite", tmp_path / "current-game.json")
        window.show()
        qtbot.waitExposed(window)
        QApplication.processEvents()
        opened.append((window, addons))
        return window, addons

    yield make
    for _window, addons in opened:
        addons.deals.shutdown()
        addons.assistant.shutdown()


def proven_winnable(rules, number) -> tuple[bool, int]:
    solver = PluginHost().solvers()["search"].item
    result = run_solver(solver, deal(rules, number), rules, rating_budget(rules))
    return result.solved, result.states


def test_game_menu_has_a_new_deal_per_tier_and_winnable_only(deals_window):
    window, addons = deals_window()
    menu = addons.deals.menu
    assert menu.menuAction() in window.menu("game").actions()
    assert [a.objectName() for a in menu.actions()] == [f"new-deal-{t}" for t in TIERS]
    assert addons.deals.winnable_action in window.menu("game").actions()
    assert addons.deals.winnable_action.isCheckable()


@pytest.mark.parametrize("tier", TIERS)
def test_new_deal_by_tier_deals_a_rated_deal_of_that_tier_at_once(deals_window, tier):
    window, addons = deals_window()
    before = window.controller.game
    addons.deals.tier_actions[tier].trigger()
    game = window.controller.game
    assert game is not before  # from the shipped table: no wait for a solver
    assert game.difficulty == tier
    solved, states = proven_winnable(game.rules, game.deal_number)
    assert solved and tier_of(game.rules, states) == tier  # the search agrees
    label = window.labels["tier"]
    assert label.isVisibleTo(window) and label.text() == tier_name(tier)
    assert "positions" in label.toolTip()


def test_the_tier_is_kept_in_the_record_and_comes_back(deals_window, tmp_path):
    window, addons = deals_window()
    addons.deals.tier_actions["hard"].trigger()
    game = window.controller.game
    record = from_json(to_json(record_of(game, program="test")))
    assert record.difficulty == "hard"
    saved = json.loads((tmp_path / "current-game.json").read_text())
    assert saved["difficulty"] == "hard"


def test_winnable_only_is_remembered_per_variant_and_deals_proven_winnable(deals_window):
    saved = []
    prefs = Preferences(animation_speed="off")
    window, addons = deals_window(prefs=prefs)
    window.settings._save = lambda p: saved.append(list(p.winnable_only))
    addons.deals.winnable_action.setChecked(True)
    assert window.prefs.winnable_only == ["penguin"] and saved[-1] == ["penguin"]
    for _ in range(5):
        window.new_action.trigger()
        game = window.controller.game
        assert game.difficulty in TIERS
        assert proven_winnable(game.rules, game.deal_number)[0]
    window.set_variant("freecell")
    assert not addons.deals.winnable_action.isChecked()  # another variant, its own choice
    window.set_variant("penguin")
    assert addons.deals.winnable_action.isChecked()


def test_winnable_only_kept_in_the_settings_file(tmp_path):
    from penguin_qt.storage.settings import SettingsStore

    store = SettingsStore(tmp_path / "settings.conf")
    Preferences(winnable_only=["penguin", "freecell"]).save(store)
    assert Preferences.load(SettingsStore(tmp_path / "settings.conf")).winnable_only == [
        "penguin",
        "freecell",
    ]


def test_an_empty_tier_deals_the_nearest_one_and_says_so(deals_window):
    window, addons = deals_window()
    key = rules_key(window.controller.rules)
    tiers = addons.deals.pool.tiers(key)
    tiers["expert"].clear()
    tiers["easy"].clear()
    tiers["medium"].clear()
    addons.deals.tier_actions["expert"].trigger()
    assert window.controller.game.difficulty == "hard"
    assert "Hard" in window.statusBar().currentMessage()


def test_an_empty_pool_says_it_is_looking_and_deals_when_a_deal_is_rated(deals_window, qtbot):
    window, addons = deals_window()
    key = rules_key(window.controller.rules)
    for deals in addons.deals.pool.tiers(key).values():
        deals.clear()
    before = window.controller.game
    addons.deals.tier_actions["easy"].trigger()
    assert window.controller.game is before  # nothing waits: the table stays as it is
    assert "looking" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: window.controller.game is not before, timeout=60000)
    game = window.controller.game
    assert game.difficulty in TIERS and proven_winnable(game.rules, game.deal_number)[0]


def test_the_pool_is_kept_on_disk_for_the_next_start(deals_window, tmp_path):
    window, addons = deals_window()
    key = rules_key(window.controller.rules)
    addons.deals.pool.add(key, "expert", Rated(123456, 5000, 120))
    addons.deals.save()
    again = DealPool(tmp_path / POOL_FILE)
    again.load()
    assert Rated(123456, 5000, 120) in again.tiers(key)["expert"]


def test_a_damaged_pool_file_is_set_aside_with_a_message(deals_window, tmp_path, qtbot):
    (tmp_path / POOL_FILE).write_text("{ this is not json")
    window, addons = deals_window()
    qtbot.waitUntil(lambda: "set aside" in window.statusBar().currentMessage())
    assert not (tmp_path / POOL_FILE).exists()
    assert list(tmp_path.glob(POOL_FILE + ".unreadable-*"))
    addons.deals.tier_actions["easy"].trigger()  # the shipped deals still serve
    assert window.controller.game.difficulty == "easy"


def test_bad_entries_of_a_pool_file_are_left_out(tmp_path):
    key = "penguin|7|below-base|formula|parlett"
    document = {
        "format": "penguin-qt deal pool",
        "version": 1,
        "sets": {
            key: {
                "easy": [[5, 10, 80], [0, 1, 1], ["7", 1, 1], [2**40, 1, 1], [5, 10, 80], True],
                "expert": "lots",
                "legendary": [[9, 9, 9]],
            }
        },
    }
    (tmp_path / POOL_FILE).write_text(json.dumps(document))
    pool = DealPool(tmp_path / POOL_FILE)
    pool.load()
    assert pool.tiers(key)["easy"] == [Rated(5, 10, 80)]
    assert pool.tiers(key)["expert"] == [] and "legendary" not in pool.tiers(key)


def test_bad_deal_numbers_are_said_and_the_file_kept_as_it_was(deals_window, tmp_path, qtbot):
    """Not without a word: the entries left out are counted and said, the valid ones are
    kept, and the file as it was is kept aside before the pool is written again."""
    key = rules_key(PluginHost().rules("penguin"))
    document = {
        "format": "penguin-qt deal pool",
        "version": 1,
        "sets": {key: {"easy": [[5, 10, 80], [0, 1, 1], [-3, 1, 1], [2**40, 1, 1]]}},
    }
    original = json.dumps(document)
    (tmp_path / POOL_FILE).write_text(original)
    window, addons = deals_window()
    qtbot.waitUntil(lambda: "3 of the deals kept ready" in window.statusBar().currentMessage())
    assert Rated(5, 10, 80) in addons.deals.pool.tiers(key)["easy"]
    (kept,) = tmp_path.glob(POOL_FILE + ".unreadable-*")
    assert kept.read_text() == original


def test_the_pool_is_written_as_it_grows(deals_window, tmp_path, qtbot):
    """Deals rated one after another, each within the save delay of the last: the file
    holds them within that delay of the first, so a program killed keeps them."""
    window, addons = deals_window()
    key = rules_key(window.controller.rules)
    path = tmp_path / POOL_FILE

    def on_disk() -> list:
        try:
            return json.loads(path.read_text())["sets"][key]["expert"]
        except (OSError, ValueError, KeyError):
            return []

    for number in range(900_001, 900_013):  # one every 0.4 s for 4.8 s
        addons.deals.pool.add(key, "expert", Rated(number, 5000, 120))
        addons.deals._changed()
        qtbot.wait(400)
        if [900_001, 5000, 120] in on_disk():
            break
    assert [900_001, 5000, 120] in on_disk()


def test_the_current_deal_is_rated_in_the_background(deals_window, qtbot):
    window, addons = deals_window(deal_number=4)
    assert window.controller.game.difficulty is None
    addons.deals.start()
    qtbot.waitUntil(lambda: window.controller.game.difficulty is not None, timeout=60000)
    _solved, states = proven_winnable(window.controller.rules, 4)
    assert window.controller.game.difficulty == tier_of(window.controller.rules, states)


def test_a_game_brought_back_shows_its_tier(deals_window, host):
    from penguin_qt.storage.records import restore

    window, addons = deals_window()
    addons.deals.tier_actions["medium"].trigger()
    record = from_json(to_json(record_of(window.controller.game, program="test")))
    game = restore(record, lambda v: host.variants()[v].item)
    assert game.difficulty == "medium"
    again = MainWindow(game=game, speed="off", prefs=Preferences(animation_speed="off"))
    attached = attach_addons(again)
    try:
        assert again.labels["tier"].text() == tier_name("medium")
        assert "Difficulty: Medium" in again.accessibility.announcements
    finally:
        attached.deals.shutdown()
        attached.assistant.shutdown()
        again.close()


def _said_tiers(window) -> list[str]:
    return [t for t in window.accessibility.announcements if t.startswith("Difficulty: ")]


def test_a_change_of_the_tier_is_said_aloud_once(deals_window):
    window, addons = deals_window()
    label = window.labels["tier"]
    assert _said_tiers(window) == []  # deal 4 is not rated yet: nothing shown, nothing said
    addons.deals.tier_actions["hard"].trigger()
    assert _said_tiers(window) == ["Difficulty: Hard"]
    assert label.accessibleName() == "Difficulty: Hard"
    assert "positions" in label.accessibleDescription()
    window.views.render()  # the field drawn again, the same deal rated again: not said
    window.controller.restart()  # the same deal from its start: the same tier, not said
    assert _said_tiers(window) == ["Difficulty: Hard"]
    addons.deals.tier_actions["easy"].trigger()
    addons.deals.tier_actions["easy"].trigger()  # another deal, the same tier: said again
    assert _said_tiers(window) == ["Difficulty: Hard", "Difficulty: Easy", "Difficulty: Easy"]


def test_the_tier_of_the_deal_rated_in_the_background_is_said(deals_window, qtbot):
    window, addons = deals_window(deal_number=4)
    addons.deals.start()
    qtbot.waitUntil(lambda: window.controller.game.difficulty is not None, timeout=60000)
    tier = window.controller.game.difficulty
    assert _said_tiers(window) == [f"Difficulty: {tier_name(tier)}"]


@pytest.mark.parametrize("value", ["legendary", 3, ["hard"], "x" * 5000])
def test_a_record_with_an_unknown_tier_is_read_without_it(value, caplog):
    from penguin_qt.engine import Game

    caplog.set_level("INFO")
    rules = PluginHost().variants()["penguin"].item
    document = json.loads(to_json(record_of(Game(rules, 4), program="test")))
    document["difficulty"] = value
    record = from_json(json.dumps(document))
    assert record.difficulty is None
    assert "not a tier" in caplog.text


def test_the_rater_stops_filling_after_many_deals_in_vain_until_the_player_asks(deals_window):
    window, addons = deals_window()
    deals = addons.deals
    key = rules_key(window.controller.rules)
    deals._started = True
    deals.pool.tiers(key)["expert"].clear()
    assert deals._next_fill() is not None  # a tier is short: the rater goes on
    deals.fruitless[key] = deal_pool.GIVE_UP_AFTER
    assert deals._next_fill() is None  # no core kept busy for ever
    deals.waiting = (key, "expert")
    assert deals._next_fill() is not None  # the player waits: it looks again


def _fields(window, addons) -> list[tuple[str, bool]]:
    """What each field of the status bar shows: its words, and whether it is shown."""
    shown = window.status_bar.field_widgets()
    return [(w.text() if hasattr(w, "text") else "", w.isVisibleTo(window)) for w in shown]


@pytest.mark.parametrize(
    "deal_it",
    [
        pytest.param(lambda w, a: a.deals.tier_actions["hard"].trigger(), id="new-deal-hard"),
        pytest.param(lambda w, a: a.deals.tier_actions["expert"].trigger(), id="new-deal-expert"),
        pytest.param(lambda w, a: w.set_variant("freecell"), id="variant-switch"),
        pytest.param(lambda w, a: w.new_action.trigger(), id="new-deal"),
    ],
)
def test_every_status_field_shows_the_new_deal_while_its_cards_fly_in(deals_window, deal_it):
    """The difficulty field as the others: the status bar tells the new game from the
    moment it is dealt (never the old game beside the new table), and the same once its
    cards have landed."""
    window, addons = deals_window()
    addons.deals.tier_actions["easy"].trigger()  # the game before has a tier of its own
    before = _fields(window, addons)
    window.scene.speed = 1.0  # animations on, as a player has them
    deal_it(window, addons)
    assert window.scene.is_animating() and window.session.dealing
    flying = _fields(window, addons)
    assert flying != before and window.views.mismatches() == []
    assert window.labels["deal"].text() == f"Deal {window.controller.game.deal_number}"
    window.scene.finish_animation()
    after = _fields(window, addons)
    assert after == flying and not window.session.dealing
    tier = window.controller.game.difficulty
    label = window.labels["tier"]
    assert label.isVisibleTo(window) == (tier in TIERS)
    if tier in TIERS:
        assert label.text() == tier_name(tier)


@pytest.mark.parametrize("variant_id", offered_variants())
def test_a_switch_to_any_variant_changes_the_status_bar_with_the_deal(
    variant_id, sample_plugin_installed, deals_window
):
    start = "freecell" if variant_id == "penguin" else "penguin"
    window, addons = deals_window(variant=start)
    addons.deals.tier_actions["easy"].trigger()
    before = _fields(window, addons)
    window.scene.speed = 1.0
    window.set_variant(variant_id)
    assert window.controller.rules.id == variant_id
    assert window.scene.is_animating()
    assert _fields(window, addons) != before and window.views.mismatches() == []
    window.scene.finish_animation()
    tier = window.controller.game.difficulty
    assert window.labels["tier"].isVisibleTo(window) == (tier in TIERS)
    assert _fields(window, addons) != before

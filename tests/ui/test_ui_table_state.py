"""The table shows the game: after a change of variant, after an animated deal, and at every
point an animation can be cut short (finished, resized, sped up)."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import Qt
from table_check import assert_table_shows_the_game, settle, table_mismatches
from ui_driver import first_move

from penguin_qt.engine import CELL, COLUMN, FOUNDATION
from penguin_qt.ui.keeping.settings import Preferences


def pile_count(scene, kind):
    return len([p for p in scene.pile_items if p[0] == kind])


@pytest.mark.parametrize("wide", ["freecell", "eight-off"])
@pytest.mark.parametrize("narrow", ["penguin", "penguin-5", "penguin-0"])
def test_game_variant_from_eight_columns_to_seven(make_window, wide, narrow):
    table = make_window(variant=wide, deal_number=5)
    table.window.variant_actions[narrow].trigger()
    assert table.controller.rules.id == narrow
    assert pile_count(table.scene, COLUMN) == 7
    assert pile_count(table.scene, CELL) == table.controller.rules.cells
    assert table.window.labels["variant"].text() == table.controller.rules.name
    assert_table_shows_the_game(table.window)
    table.window.new_action.trigger()  # and the next deal works too
    assert_table_shows_the_game(table.window)


def test_settings_apply_from_freecell_to_penguin_and_back(make_window, qtbot):
    table = make_window(variant="freecell", deal_number=5)
    table.window.apply_preferences(Preferences(animation_speed="off", variant="penguin"))
    assert table.controller.rules.id == "penguin"
    assert pile_count(table.scene, COLUMN) == 7
    assert_table_shows_the_game(table.window)
    table.window.apply_preferences(Preferences(animation_speed="off", variant="freecell"))
    assert table.controller.rules.id == "freecell"
    assert pile_count(table.scene, COLUMN) == 8
    assert pile_count(table.scene, CELL) == 4
    assert_table_shows_the_game(table.window)


def test_variant_change_while_an_animation_runs(make_window, qtbot):
    table = make_window(variant="freecell", deal_number=5, speed="normal")
    assert table.scene.is_animating()  # the first deal is flying
    table.window.variant_actions["penguin"].trigger()
    settle(table.window, qtbot)
    assert_table_shows_the_game(table.window)
    table.window.variant_actions["eight-off"].trigger()
    table.window.variant_actions["freecell"].trigger()
    settle(table.window, qtbot)
    assert_table_shows_the_game(table.window)


# Penguin deal 561990527 puts three base cards home at the deal (the 9♥ was drawn as an A♠).
ANIMATED_DEALS = [561990527, 4, 16]


@pytest.mark.parametrize("number", ANIMATED_DEALS)
def test_the_first_deal_animated_ends_showing_the_game(make_window, qtbot, number):
    table = make_window(deal_number=number, speed="fast")
    assert table.scene.is_animating()
    settle(table.window, qtbot)
    assert table.position.cards_home() >= 3
    assert_table_shows_the_game(table.window)


def test_new_deal_and_choose_deal_animated_end_showing_the_game(make_window, qtbot):
    table = make_window(deal_number=4, speed="fast")
    settle(table.window, qtbot)
    table.window.new_action.trigger()  # the base cards of deal 4 were home: now elsewhere
    settle(table.window, qtbot)
    assert_table_shows_the_game(table.window)
    table.key(Qt.Key.Key_F2)
    settle(table.window, qtbot)
    assert_table_shows_the_game(table.window)
    dialog = table.window.choose_deal()
    dialog.setIntValue(561990527)
    dialog.accept()
    settle(table.window, qtbot)
    assert table.game.deal_number == 561990527
    assert_table_shows_the_game(table.window)


def test_a_deal_cut_short_lands_every_card(make_window, qtbot):
    table = make_window(deal_number=4, speed="normal")
    table.window.new_action.trigger()
    qtbot.wait(150)
    assert table.scene.is_animating()
    table.scene.finish_animation()
    assert_table_shows_the_game(table.window)


def test_a_resize_while_cards_fly_ends_on_the_new_layout(make_window, qtbot):
    table = make_window(deal_number=4, speed="normal")
    table.controller.new_game(4)  # deal 4 again, with a column move to make afterwards
    qtbot.wait(120)
    table.window.resize(700, 520)
    qtbot.wait(60)
    table.window.resize(1200, 820)
    settle(table.window, qtbot)
    assert_table_shows_the_game(table.window)
    # any legal move will do (not every deal has a column-to-column one)
    move = next(iter(table.controller.rules.legal_moves(table.position)))
    table.controller.play(move)
    assert table.scene.is_animating()
    table.window.resize(800, 600)
    settle(table.window, qtbot)
    assert_table_shows_the_game(table.window)


def test_a_speed_change_while_cards_fly_ends_on_the_layout(make_window, qtbot):
    table = make_window(deal_number=4, speed="slow")
    qtbot.wait(100)
    table.scene.set_speed("fast")
    qtbot.wait(100)
    table.scene.set_speed("off")  # off: every card lands at once
    assert not table.scene.is_animating()
    assert_table_shows_the_game(table.window)
    table.scene.set_speed("fast")
    move = first_move(table.controller.rules, table.position)
    table.controller.play(move)
    table.window.menus.speed_actions["slow"].trigger()
    settle(table.window, qtbot)
    assert_table_shows_the_game(table.window)


def test_the_foundations_show_the_cards_home_after_an_animated_deal(make_window, qtbot):
    table = make_window(deal_number=561990527, speed="fast")
    settle(table.window, qtbot)
    scene, position = table.scene, table.position
    for suit in range(4):
        home = position.foundations[suit]
        if not home:
            continue
        x, y = scene.geometry.piles[(FOUNDATION, suit)]
        top = max(
            (c for c, pl in scene._placements.items() if pl.pile == (FOUNDATION, suit)),
            key=lambda c: scene._placements[c].index,
        )
        item = scene.cards[top]
        assert (item.x(), item.y()) == pytest.approx((x, y))
    assert not table_mismatches(table.window)


def every_ordered_pair(items: list[str]) -> list[str]:
    """A walk from ``items[0]`` through every ordered pair of ``items`` once (a→b and b→a),
    back to the first: an Euler circuit of the complete directed graph, which has one
    since every item has as many ways in as out (Hierholzer's way)."""
    left = {a: [b for b in reversed(items) if b != a] for a in items}
    stack, walk = [items[0]], []
    while stack:
        if left[stack[-1]]:
            stack.append(left[stack[-1]].pop())
        else:
            walk.append(stack.pop())
    return walk[::-1]


def test_a_walk_through_every_ordered_pair_takes_each_once():
    walk = every_ordered_pair(["a", "b", "c", "d"])
    pairs = list(itertools.pairwise(walk))
    assert len(pairs) == 12 and set(pairs) == set(itertools.permutations("abcd", 2))


def test_every_variant_to_every_other_and_back(make_window, qtbot):
    """Game > Variant from each of the plugin host's variants to each other one, both ways
    (every ordered pair once), with the deal still flying at every other switch."""
    table = make_window(variant="penguin", deal_number=3, speed="off")
    window = table.window
    variants = sorted(table.controller.host.variants())
    assert len(variants) >= 8
    walk = every_ordered_pair(["penguin", *(v for v in variants if v != "penguin")])
    switches = 0
    for variant in walk[1:]:
        table.scene.set_speed(0.05 if switches % 2 else "off")
        table.trigger(window.variant_actions[variant])
        switches += 1
        assert table.controller.rules.id == variant
        if switches % 2 == 0:
            settle(window, qtbot)
            assert_table_shows_the_game(window)
    assert switches == len(variants) * (len(variants) - 1)
    assert table.checks >= switches // 2
    assert not table.problems


def test_settings_dialog_apply_switches_between_eight_and_seven_columns(make_window):
    from PySide6.QtWidgets import QDialogButtonBox

    from penguin_qt.ui.window.settings_action import SettingsAction

    table = make_window(variant="freecell", deal_number=5)
    settings = SettingsAction(table.window)
    for variant, columns in (("penguin", 7), ("eight-off", 8), ("penguin-3", 7), ("freecell", 8)):
        dialog = settings.open()
        dialog.variant_box.setCurrentIndex(dialog.variant_box.findData(variant))
        dialog.buttons.button(QDialogButtonBox.StandardButton.Apply).click()
        dialog.close()
        assert table.controller.rules.id == variant
        assert pile_count(table.scene, COLUMN) == columns
        assert_table_shows_the_game(table.window)

"""Playing in the window: mouse drags, clicks, double-clicks, keys, undo and redo, the end."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, Qt
from ui_driver import first_move, solution

from penguin_qt.engine import CELL, COLUMN, FOUNDATION, IllegalMoveError, Move, deal, render
from penguin_qt.engine.cards import card_label
from penguin_qt.i18n import number
from penguin_qt.ui.table.controller import engine_tr


def test_window_opens_on_the_variant_table(table):
    scene, rules = table.scene, table.controller.rules
    assert rules.id == "penguin"
    columns = [p for p in scene.pile_items if p[0] == COLUMN]
    cells = [p for p in scene.pile_items if p[0] == CELL]
    foundations = [p for p in scene.pile_items if p[0] == FOUNDATION]
    assert (len(columns), len(cells), len(foundations)) == (7, 7, 4)
    assert all(item.isVisible() for item in scene.cards.values())
    assert table.items_in_place()
    labels = table.window.labels
    assert labels["variant"].text() == "Penguin"
    assert labels["deal"].text() == "Deal 4"
    assert labels["home"].text() == f"Home {table.position.cards_home()}/52"
    assert labels["carry"].text() == "Carry 8"  # 7 empty flippers, no empty column
    assert "7 empty flippers" in labels["carry"].toolTip()


def test_the_beak_is_marked_and_empty_columns_say_what_they_take(table):
    beak = table.game.initial.columns[0][0]
    assert table.position.base == beak % 13 + 1
    assert table.scene.cards[beak].beak
    assert sum(item.beak for item in table.scene.cards.values()) == 1
    rank_below = "A23456789TJQK"[(table.position.base - 2) % 13].replace("T", "10")
    assert table.scene.pile_items[(COLUMN, 3)].label == rank_below


def test_drag_a_card_onto_a_legal_column(table):
    before = table.position
    move = first_move(table.controller.rules, before)
    table.drag_move(move)
    assert table.game.move_count == 1
    assert table.player_moves()[0] == move
    assert table.position != before
    assert table.items_in_place()


def test_drag_a_run_carries_the_cards_on_it(table):
    line = solution("penguin-4.txt")
    run_index = next(i for i, m in enumerate(line) if m.count > 1)
    for move in line[:run_index]:
        assert table.controller.play(move)
    run = line[run_index]
    source = table.position.columns[run.source]
    carried = source[-run.count :]
    table.drag_move(run)
    assert table.player_moves()[-1] == run
    target = table.position.columns[run.target]
    assert tuple(target[-run.count :]) == tuple(carried)


def test_illegal_drop_flies_back_and_shows_the_engines_reason(table):
    rules, before = table.controller.rules, table.position
    legal = set(rules.legal_moves(before))
    move = next(
        Move(COLUMN, s, COLUMN, t, 1)
        for s in range(7)
        for t in range(7)
        if s != t and Move(COLUMN, s, COLUMN, t, 1) not in legal
    )
    try:
        rules.check(before, move)
    except IllegalMoveError as error:
        expected = render(error.template, error.params, engine_tr)
    table.drag_move(move)
    assert table.position == before
    assert table.game.move_count == 0
    assert table.window.statusBar().currentMessage() == expected
    assert "does not go on" in expected
    assert table.items_in_place()


def test_a_run_that_is_not_a_run_cannot_be_picked_up(table):
    column = table.position.columns[0]
    rules = table.controller.rules
    assert rules.run_length(column, table.position.base) < len(column)
    table.drag(table.card_point(column[0]), table.pile_point((COLUMN, 1)))
    assert table.game.move_count == 0
    assert "not a run" in table.window.statusBar().currentMessage()
    assert table.items_in_place()


def test_click_a_card_then_its_target(table):
    move = first_move(table.controller.rules, table.position)
    head = table.head_card(move)
    table.click(table.card_point(head))
    assert table.controller.selection is not None
    assert table.scene.cards[head].selected
    table.click(table.pile_point(table.target_pile(move)))
    assert table.player_moves()[0] == move
    assert not table.scene.cards[head].selected


def test_double_click_sends_a_card_home(make_window):
    table = make_window(deal_number=4)
    table.controller.set_autoplay(False)
    table.controller.new_game(4)
    rules = table.controller.rules
    home = next(
        m
        for m in rules.legal_moves(table.position)
        if m.target_kind == FOUNDATION and m.source_kind == COLUMN
    )
    table.double_click(table.card_point(table.head_card(home)))
    assert table.player_moves()[0] == home


def test_double_click_finds_the_best_place_when_home_is_closed(table):
    rules, position = table.controller.rules, table.position
    move = first_move(rules, position)
    assert not any(
        m.target_kind == FOUNDATION and m.source == move.source for m in rules.legal_moves(position)
    )
    table.double_click(table.card_point(table.head_card(move)))
    played = table.player_moves()[0]
    assert (played.source_kind, played.source) == (COLUMN, move.source)
    assert played.target_kind == COLUMN  # a column before a flipper


def test_keyboard_picks_up_and_puts_down(table):
    move = first_move(table.controller.rules, table.position)
    table.key(Qt.Key.Key_Right)  # the first press shows the frame where it is
    for _ in range(move.source):
        table.key(Qt.Key.Key_Right)
    assert table.scene.focus_pile == (COLUMN, move.source)
    table.key(Qt.Key.Key_Space)
    assert table.controller.selection is not None
    steps = (move.target - move.source) % 7
    for _ in range(steps):
        table.key(Qt.Key.Key_Right)
    table.key(Qt.Key.Key_Return)
    assert table.player_moves()[0] == move
    table.key(Qt.Key.Key_Up)
    assert table.scene.focus_pile[0] != COLUMN


def test_undo_and_redo_with_the_shortcuts(table):
    start = table.position
    move = first_move(table.controller.rules, start)
    table.drag_move(move)
    after = table.position
    table.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert table.position == start
    assert table.items_in_place()
    table.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert table.position == after
    table.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    table.key(Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert table.position == after
    assert table.items_in_place()


def test_choose_a_deal_by_number(table):
    dialog = table.window.choose_deal()
    dialog.setIntValue(123)
    dialog.accept()
    assert table.game.deal_number == 123
    assert table.game.initial == deal(table.controller.rules, 123)
    assert table.window.labels["deal"].text() == "Deal 123"
    assert table.items_in_place()


def test_win_a_whole_deal_through_the_window(table):
    for move in solution("penguin-4.txt"):
        table.click_move(move)
    assert table.game.is_won()
    assert table.game.move_count == len(solution("penguin-4.txt"))
    notice = table.window.notice
    assert notice.isVisible()
    assert "won" in notice.title.text()
    # the score is written the way the window's language writes numbers ("1,375")
    assert f"Score: {number(table.game.score)}" in notice.body.text()
    assert "52 cards home = 520" in notice.body.text()
    assert table.window.labels["home"].text() == "Home 52/52"


def test_no_moves_left_offers_undo(make_window):
    table = make_window(variant="penguin-0", deal_number=1)
    rules = table.controller.rules
    rng = random.Random(7)
    for _ in range(400):
        moves = list(rules.iter_legal_moves(table.position, cell_shuffles=False))
        if not moves:
            break
        table.controller.play(rng.choice(moves))
    assert table.game.is_lost()
    notice = table.window.notice
    assert notice.isVisible()
    assert notice.title.text() == "No moves left"
    undo_button = next(
        notice.buttons.itemAt(i).widget()
        for i in range(notice.buttons.count())
        if notice.buttons.itemAt(i).widget().text() == "Undo"
    )
    moves_before = table.game.move_count
    undo_button.click()
    assert table.game.move_count == moves_before - 1
    assert not table.game.is_lost()


def test_input_during_an_animation_is_not_lost(make_window, qtbot):
    table = make_window(speed="fast")
    assert table.scene.is_animating()  # the deal: cards fly face down, turn over on landing
    assert any(not item.face_up for item in table.scene.cards.values())
    table.scene.finish_animation()
    assert all(item.face_up for item in table.scene.cards.values())
    start = table.position
    move = first_move(table.controller.rules, start)
    table.controller.play(move)
    after = table.position
    assert table.scene.is_animating()
    # a click mid-flight lands the cards at once and then counts as a click
    clicked = next(c for c in after.columns[(move.target + 1) % 7][-1:])
    table.click(table.card_point(clicked))
    assert not table.scene.is_animating()
    assert table.items_in_place()
    assert table.controller.selection is not None
    table.key(Qt.Key.Key_Escape)
    table.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert table.position == start
    table.key(Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)  # mid-flight again
    assert table.position == after
    qtbot.waitUntil(lambda: not table.scene.is_animating(), timeout=5000)
    assert table.items_in_place()


def test_every_change_animates_and_ends_with_one_signal(make_window, qtbot):
    table = make_window(speed="fast")
    table.scene.finish_animation()  # the deal
    move = first_move(table.controller.rules, table.position)
    with qtbot.waitSignal(table.scene.animation_finished, timeout=3000):
        table.controller.play(move)
        assert table.scene.is_animating()
    assert table.items_in_place()
    finished = []
    table.scene.animation_finished.connect(lambda: finished.append(1))
    with qtbot.waitSignal(table.scene.animation_finished, timeout=3000):
        table.controller.undo()
    assert finished == [1]


def test_foundation_labels_name_their_first_card(table):
    base = table.position.base
    for suit in range(4):
        assert table.scene.pile_items[(FOUNDATION, suit)].label == card_label(suit * 13 + base - 1)


def test_the_variant_menu_switches_variant_and_follows_the_plugins(table):
    window = table.window
    window.variant_actions["eight-off"].trigger()
    assert table.controller.rules.id == "eight-off"
    assert window.variant_actions["eight-off"].isChecked()
    assert len([p for p in table.scene.pile_items if p[0] == CELL]) == 8
    host = table.controller.host
    host.set_enabled("freecell", False)
    try:
        window.refresh_variants()
        assert "freecell" not in window.variant_actions
        assert window.variant_actions["eight-off"].isChecked()
    finally:
        host.set_enabled("freecell", True)
    window.refresh_variants()
    assert "freecell" in window.variant_actions


def test_the_clock_stops_while_the_window_is_minimized(table, qtbot):
    window, game = table.window, table.game
    table.click_move(first_move(game.rules, game.position, target_kind=CELL))  # starts the clock
    window.setWindowState(Qt.WindowState.WindowMinimized)
    frozen = game.elapsed
    qtbot.wait(60)
    assert game.elapsed == frozen
    window.setWindowState(Qt.WindowState.WindowNoState)
    qtbot.wait(60)
    assert game.elapsed > frozen


def test_escape_lets_go_and_the_picked_up_text_goes_with_it(table):
    move = first_move(table.controller.rules, table.position)
    table.click(table.card_point(table.head_card(move)))
    assert "picked up" in table.window.statusBar().currentMessage()
    table.key(Qt.Key.Key_Escape)
    assert table.controller.selection is None
    assert "picked up" not in table.window.statusBar().currentMessage()
    # the keyboard's pick-up too (the first press shows the frame on the pile clicked)
    table.key(Qt.Key.Key_Right)
    assert table.scene.focus_pile == (COLUMN, move.source)
    table.key(Qt.Key.Key_Space)
    assert "picked up" in table.window.statusBar().currentMessage()
    table.key(Qt.Key.Key_Escape)
    assert "picked up" not in table.window.statusBar().currentMessage()


def test_a_refusal_after_a_pick_up_is_still_shown(table):
    rules, before = table.controller.rules, table.position
    legal = set(rules.legal_moves(before))
    move = next(
        Move(COLUMN, s, COLUMN, t, 1)
        for s in range(7)
        for t in range(7)
        if s != t and before.columns[t] and Move(COLUMN, s, COLUMN, t, 1) not in legal
    )
    table.click_move(move)
    text = table.window.statusBar().currentMessage()
    assert text and "picked up" not in text  # the engine's reason, not an empty bar


def test_dragging_marks_the_piles_the_cards_may_go(table):
    rules, position = table.controller.rules, table.position
    move = first_move(rules, position)
    source = (COLUMN, move.source)
    head = table.head_card(move)
    expected = set()
    for m in rules.legal_moves(position):
        if (m.source_kind, m.source, m.count) == (COLUMN, move.source, move.count):
            expected.add((FOUNDATION, head // 13) if m.target_kind == FOUNDATION else m[2:4])
    assert (COLUMN, move.target) in expected and len(expected) > 1  # a column and the flippers
    start = table.card_point(head)
    table.press(start)
    table.move_to(start + (table.pile_point((COLUMN, move.target)) - start) * 0.2)
    scene = table.scene
    assert scene.is_dragging()
    assert set(scene.drop_marks) == expected
    assert source not in scene.drop_marks
    # over the target column, its mark is the bright one
    table.move_to(table.pile_point((COLUMN, move.target)))
    current = [pile for pile, mark in scene.drop_marks.items() if mark.current]
    assert current == [(COLUMN, move.target)]
    table.release(table.pile_point((COLUMN, move.target)))
    assert table.player_moves() == [move]
    assert not scene.drop_marks


def test_a_drop_between_piles_prefers_the_one_that_takes_the_cards(table):
    """Dropped half over a legal column and half over one that refuses: the legal one."""
    rules, position = table.controller.rules, table.position
    move = first_move(rules, position)
    geo = table.scene.geometry
    neighbours = [t for t in (move.target - 1, move.target + 1) if 0 <= t < 7 and t != move.source]
    other = next(
        t
        for t in neighbours
        if (COLUMN, t)
        not in table.controller.targets_for(
            (COLUMN, move.source), len(position.columns[move.source]) - move.count
        )
    )
    target_point = table.pile_point((COLUMN, move.target))
    # more over the refusing column than over the legal one: still the legal one is chosen
    shift = (geo.piles[(COLUMN, other)][0] - geo.piles[(COLUMN, move.target)][0]) * 0.6
    end = target_point + QPoint(round(shift), 0)
    table.drag(table.card_point(table.head_card(move)), end)
    assert table.player_moves() == [move]


def test_the_mouse_takes_the_keyboard_frame_away_and_the_first_arrow_shows_it(table):
    table.key(Qt.Key.Key_Right)  # the frame appears where it is, on the first column
    assert table.scene.focus_frame.isVisible()
    assert table.scene.focus_pile == (COLUMN, 0)
    table.key(Qt.Key.Key_Right)
    assert table.scene.focus_pile == (COLUMN, 1)
    card = table.position.columns[4][-1]
    table.click(table.card_point(card))
    assert not table.scene.focus_frame.isVisible()  # not left behind, stale, on column 2
    table.key(Qt.Key.Key_Escape)
    table.key(Qt.Key.Key_Right)  # shown again, on the pile the mouse used, not moved
    assert table.scene.focus_frame.isVisible()
    assert table.scene.focus_pile == (COLUMN, 4)

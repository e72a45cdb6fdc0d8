"""Random play in a real window: whatever a player does, the table ends up showing the game.

A hypothesis state machine plays sequences of what a player does -- drags, clicks,
double-clicks and keys sent with QTest to the real view, undo, redo, restart, new deal,
choose deal, Game > Variant and Settings between every variant the plugin host has, free
parameters (flippers, empty-column rule, run limit), deck, animation speed, resizing, hint
and demo -- often in the middle of an animation.  After every step the table is compared
with a fresh layout of the engine's position as soon as it is at rest (``Driver``).

``PENGUIN_SLOW_TESTS=1`` plays many more and longer sequences (1000 of up to 20 steps), with
the named speeds and more window sizes too; ``PENGUIN_RANDOM_PLAY_SEQUENCES=N`` sets the count.
"""

from __future__ import annotations

import os
import time

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    rule,
    run_state_machine_as_test,
)
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.exceptions import TimeoutError as WaitedInVain
from table_check import settle
from ui_driver import Driver

from penguin_qt.engine import FOUNDATION
from penguin_qt.engine.rules import EMPTY_COLUMN_RULES, MAX_CELLS, RUN_LIMITS
from penguin_qt.plugins import PluginHost
from penguin_qt.ui.assembly import attach_addons
from penguin_qt.ui.keeping.settings import Preferences
from penguin_qt.ui.table.deck import BUILTIN, BUILTIN_FOUR_COLOUR
from penguin_qt.ui.table.layout import pile_cards
from penguin_qt.ui.window.window import MainWindow

SLOW = os.environ.get("PENGUIN_SLOW_TESTS") == "1"
SEQUENCES = int(os.environ.get("PENGUIN_RANDOM_PLAY_SEQUENCES", 1000 if SLOW else 300))
STEPS = 20 if SLOW else 5
# factors of the normal animation times: short flights, so that many steps cut into one
FACTORS = [0.0, 0.02, 0.05, 0.12]
NAMED_SPEEDS = ["off", "fast", "normal", "slow"] if SLOW else ["off", "fast"]
# a few sizes (each new card size draws the deck again), the smallest the window allows
SIZES = [(800, 600), (520, 400), (100, 100)]
if SLOW:
    SIZES += [(1100, 700), (640, 480), (1400, 900), (1280, 560)]
VARIANTS = sorted(PluginHost().variants())
KEYS = [
    (Qt.Key.Key_Left, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Right, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Up, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Down, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
]
CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
UNDO = (Qt.Key.Key_Z, CTRL)
REDO = [(Qt.Key.Key_Z, CTRL | SHIFT), (Qt.Key.Key_Y, CTRL)]
RESTART = (Qt.Key.Key_R, CTRL)
NEW_DEAL = [(Qt.Key.Key_F2, Qt.KeyboardModifier.NoModifier), (Qt.Key.Key_N, CTRL)]


class Table:
    """The window, its assistant and a driver, shared by every sequence of one test run."""

    def __init__(self, qtbot) -> None:
        self.window = MainWindow(
            variant="penguin", deal_number=1, prefs=Preferences(animation_speed="off")
        )
        qtbot.addWidget(self.window)
        self.assistant = attach_addons(self.window).assistant
        self.window.resize(1000, 720)
        self.window.show()
        qtbot.waitExposed(self.window)
        self.qtbot = qtbot
        self.driver = Driver(self.window, qtbot)
        self.steps = 0
        self.sequences = 0


class RandomPlay(RuleBasedStateMachine):
    def __init__(self, table: Table) -> None:
        super().__init__()
        self.t = table
        self.window, self.assistant = table.window, table.assistant
        self.scene, self.controller = table.window.scene, table.window.controller
        self.view = table.window.view
        self.driver = table.driver
        self.qtbot = table.qtbot
        self.factor = 0.0
        table.sequences += 1

    # -- helpers ---------------------------------------------------------------------------

    def step(self, name: str) -> None:
        self.t.steps += 1
        self.driver.check_step(name)

    def answer_questions(self, yes: bool) -> None:
        """A question the window asks (new rules, a game in progress): answer it."""
        for box in self.window.findChildren(QMessageBox):
            if box.isVisible():
                button = box.button(
                    QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No
                )
                if button is not None:
                    button.click()
                else:
                    box.reject()
        QApplication.processEvents()
        self.give_focus_back()

    def give_focus_back(self) -> None:
        # the keys go to the table again after a dialog (as a player would click the table)
        self.window.activateWindow()
        self.view.setFocus()

    def point_of_card(self, pile, index: int, low: bool = False) -> QPoint:
        card = pile_cards(self.controller.position, pile)[index]
        pl = self.scene.placement(card)
        geo = self.scene.geometry
        dy = geo.card_height * (0.6 if low else 0.06)
        return self.view.mapFromScene(QPointF(pl.x + geo.card_width * 0.5, pl.y + dy))

    def point_of_pile(self, pile) -> QPoint:
        cards = pile_cards(self.controller.position, pile)
        geo = self.scene.geometry
        if cards:
            pl = self.scene.placement(cards[-1])
            x, y = pl.x, pl.y
        else:
            x, y = geo.piles[pile]
        return self.view.mapFromScene(QPointF(x + geo.card_width * 0.5, y + geo.card_height * 0.5))

    def piles(self):
        return sorted(self.scene.geometry.piles)

    def use_speed(self, factor: float) -> None:
        self.factor = factor
        self.scene.set_speed(factor)

    # -- the sequence ------------------------------------------------------------------------

    @initialize(
        variant=st.sampled_from(VARIANTS),
        number=st.integers(1, 32000),
        factor=st.sampled_from(FACTORS),
        size=st.sampled_from(SIZES[:2]),
    )
    def deal(self, variant, number, factor, size):
        self.assistant.demo.stop()
        self.window.resize(*size)
        self.use_speed(factor)
        rules = self.controller.host.variants()[variant].item
        self.controller.new_game(number, rules)
        self.step(f"deal {variant} {number}")

    @rule(data=st.data())
    def drag(self, data):
        """Drag a card or run onto a pile: most often a legal move, else anywhere."""
        position = self.controller.position
        moves = list(self.controller.rules.iter_legal_moves(position, cell_shuffles=False))
        if moves and data.draw(st.booleans(), label="legal"):
            move = data.draw(st.sampled_from(moves), label="move")
            source = (move.source_kind, move.source)
            index = len(pile_cards(position, source)) - move.count
            target = (move.target_kind, move.target)
            if move.target_kind == FOUNDATION:
                head = pile_cards(position, source)[index]
                target = (FOUNDATION, head // 13)
        else:
            filled = [p for p in self.piles() if pile_cards(position, p)]
            source = data.draw(st.sampled_from(filled), label="source")
            index = data.draw(st.integers(0, len(pile_cards(position, source)) - 1), label="index")
            target = data.draw(st.sampled_from(self.piles()), label="target")
        start = self.point_of_card(source, index)
        end = self.point_of_pile(target)
        moves_on_the_way = data.draw(st.integers(1, 4), label="mouse moves")
        viewport = self.view.viewport()
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        for k in range(1, moves_on_the_way + 1):
            QTest.mouseMove(viewport, start + (end - start) * (k / moves_on_the_way))
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
        self.step(f"drag {source}[{index}] to {target}")

    @rule(data=st.data(), double=st.booleans())
    def click(self, data, double):
        """Click (or double-click) a card, or the empty spot of a pile."""
        position = self.controller.position
        pile = data.draw(st.sampled_from(self.piles()), label="pile")
        cards = pile_cards(position, pile)
        if cards:
            index = data.draw(st.integers(0, len(cards) - 1), label="index")
            point = self.point_of_card(pile, index, low=index == len(cards) - 1)
        else:
            point = self.point_of_pile(pile)
        viewport = self.view.viewport()
        button, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        if double:
            QTest.mouseDClick(viewport, button, none, point)
        else:
            QTest.mouseClick(viewport, button, none, point)
        self.step(f"{'double-' if double else ''}click on {pile} at {point}")

    @rule(key=st.sampled_from(KEYS))
    def key(self, key):
        QTest.keyClick(self.view, key[0], key[1])
        self.step(f"key {key[0].name}")

    @rule(redo=st.booleans(), which=st.sampled_from(REDO))
    def undo_or_redo(self, redo, which):
        key, modifiers = which if redo else UNDO
        QTest.keyClick(self.view, key, modifiers)
        self.step("redo" if redo else "undo")

    @rule()
    def restart(self):
        QTest.keyClick(self.view, *RESTART)
        self.step("restart")

    @rule(which=st.sampled_from(NEW_DEAL), yes=st.booleans())
    def new_deal(self, which, yes):
        QTest.keyClick(self.view, *which)
        self.answer_questions(yes)
        self.step("new deal")

    @rule(number=st.integers(1, 1_000_000), accept=st.booleans())
    def choose_deal(self, number, accept):
        self.window.choose_deal_action.trigger()  # F3
        dialog = self.window.deal_dialog
        dialog.setIntValue(number)
        if accept:
            dialog.accept()
        else:
            dialog.reject()
        self.answer_questions(True)
        self.give_focus_back()
        self.step(f"choose deal {number if accept else 'cancelled'}")

    @rule(variant=st.sampled_from(VARIANTS), yes=st.booleans())
    def game_variant(self, variant, yes):
        action = self.window.variant_actions.get(variant)
        if action is None:
            return
        action.trigger()
        self.answer_questions(yes)
        self.step(f"Game > Variant {variant}")

    @rule(
        variant=st.sampled_from(VARIANTS),
        flippers=st.none() | st.integers(0, MAX_CELLS),
        empty=st.none() | st.sampled_from(EMPTY_COLUMN_RULES),
        limit=st.none() | st.sampled_from(RUN_LIMITS),
        deck=st.sampled_from([BUILTIN, BUILTIN_FOUR_COLOUR]),
        speed=st.sampled_from(NAMED_SPEEDS),
        yes=st.booleans(),
    )
    def settings_apply(self, variant, flippers, empty, limit, deck, speed, yes):
        prefs = Preferences(
            variant=variant,
            flippers=flippers,
            empty_column=empty,
            run_limit=limit,
            deck=deck,
            animation_speed=speed,
        )
        try:
            prefs.rules_from(self.controller.host.variants()[variant].item)
        except ValueError:
            return  # the settings dialog refuses these (its own tests say so)
        self.window.apply_preferences(prefs)
        self.answer_questions(yes)
        self.step(f"settings {prefs}")
        if not SLOW:
            self.use_speed(self.factor)  # the named speeds are too slow for the quick run

    @rule(deck=st.sampled_from([BUILTIN, BUILTIN_FOUR_COLOUR]))
    def deck(self, deck):
        self.window.set_deck(deck)
        self.step(f"deck {deck}")

    @rule(factor=st.sampled_from(FACTORS))
    def speed(self, factor):
        self.use_speed(factor)
        self.step(f"speed {factor}")

    @rule(name=st.sampled_from(NAMED_SPEEDS))
    def speed_menu(self, name):
        self.window.menus.speed_actions[name].trigger()
        self.step(f"speed menu {name}")
        if not SLOW:
            self.use_speed(self.factor)

    @rule(size=st.sampled_from(SIZES))
    def resize(self, size):
        self.window.resize(*size)
        QApplication.processEvents()
        self.step(f"resize {size}")

    @rule()
    def hint(self):
        QTest.keyClick(self.view, Qt.Key.Key_H)
        self.step("hint")

    @rule()
    def demo(self):
        QTest.keyClick(self.view, Qt.Key.Key_D)
        # the solver's answer comes in its own time: waited for, so that what a later click
        # does (it plays the rest of the line at once) does not hang on that time
        demo = self.assistant.demo
        try:
            self.qtbot.waitUntil(lambda: bool(demo._moves) or not demo.running, timeout=60_000)
        except WaitedInVain:  # what the runner was doing, should it ever come back
            runner = self.assistant.runner
            game = self.controller.game
            raise AssertionError(
                f"no answer for the demo in 60 s: {game and game.rules.id} deal "
                f"{game and game.deal_number}, wanted {runner.wanted == demo._wanted}, "
                f"asking {runner._solve is not None}, jobs {list(runner._jobs.values())}"
            ) from None
        self.step("demo on/off")

    @rule(ms=st.sampled_from([0, 5, 15, 40]))
    def wait(self, ms):
        self.qtbot.wait(ms)
        self.step(f"wait {ms} ms")

    @rule()
    def rest(self):
        settle(self.window, self.qtbot)
        self.step("rest")

    @invariant()
    def the_table_showed_the_game(self):
        assert not self.driver.problems, "\n".join(self.driver.problems[:20])

    def teardown(self):
        self.assistant.demo.stop()
        self.answer_questions(False)
        settle(self.window, self.qtbot)
        self.driver.check_step("the end of the sequence")
        problems, self.driver.problems = self.driver.problems, []
        assert not problems, "\n".join(problems[:20])


@pytest.mark.long
def test_random_play_keeps_the_table_showing_the_game(qtbot, capsys):
    table = Table(qtbot)
    started = time.perf_counter()
    try:
        run_state_machine_as_test(
            lambda: RandomPlay(table),
            settings=settings(
                max_examples=SEQUENCES,
                stateful_step_count=STEPS,
                deadline=None,
                suppress_health_check=list(HealthCheck),
                derandomize=not SLOW,
                database=None,
            ),
        )
    finally:
        table.assistant.shutdown()
    elapsed = time.perf_counter() - started
    assert table.sequences >= SEQUENCES
    assert table.driver.checks > table.sequences  # the table was compared, again and again
    with capsys.disabled():
        print(
            f"\n  random play: {table.sequences} sequences, {table.steps} steps, "
            f"{table.driver.checks} table checks in {elapsed:.1f} s"
        )

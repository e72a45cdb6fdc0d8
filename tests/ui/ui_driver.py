"""Drives the game window the way a player does: mouse events on the view, key presses."""

from __future__ import annotations

import contextlib
import os
from typing import ClassVar

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication
from table_check import table_mismatches

from penguin_qt.engine import COLUMN, FOUNDATION, Move
from penguin_qt.ui.table.layout import pile_cards
from penguin_qt.ui.window.window import MainWindow

DATA = os.path.join(os.path.dirname(__file__), "data")


class Driver:
    """Plays the window as a player would: real mouse events on the view's viewport.

    After every input step the table is compared with a fresh layout of the game, at once
    when it is at rest, else when its animation has landed; ``problems`` collects what
    differed (the ``table_shows_the_game`` fixture fails the test on any), ``checks``
    counts the comparisons made.
    """

    live: ClassVar[list[Driver]] = []  # the drivers of the running test

    def __init__(self, window: MainWindow, qtbot) -> None:
        self.window = window
        self.qtbot = qtbot
        self.scene = window.scene
        self.view = window.view
        self.controller = window.controller
        self.problems: list[str] = []
        self.checks = 0
        self._armed = False
        Driver.live.append(self)

    # -- the table checked against the game after each step ---------------------------------

    def check_step(self, step: str) -> None:
        """Compare the table with the game now if it is at rest, else once it lands."""
        if self.scene.is_dragging():
            return  # the cards follow the mouse; the release is the step
        if self.scene.is_animating():
            if not self._armed:
                self._armed = True
                self.scene.animation_finished.connect(self._landed)
            return
        self.checks += 1
        self.problems.extend(f"after {step}: {p}" for p in table_mismatches(self.window))

    def _landed(self) -> None:
        # the signal comes from inside the scene, while the controller may still be busy
        # (labels, autoplay): look once the event loop is back
        self.scene.animation_finished.disconnect(self._landed)
        QTimer.singleShot(0, self._look_after_landing)

    def _look_after_landing(self) -> None:
        self._armed = False
        with contextlib.suppress(RuntimeError):  # the window may be gone already
            self.check_step("an animation")

    @property
    def game(self):
        return self.controller.game

    def player_moves(self) -> list[Move]:
        """The moves the player made (not autoplay's)."""
        return [step.move for step in self.game.history if not step.auto]

    @property
    def position(self):
        return self.controller.game.position

    # -- where things are on screen ----------------------------------------------------------

    def card_point(self, card: int) -> QPoint:
        """A point on the visible strip of a card, in viewport coordinates."""
        pl = self.scene.placement(card)
        geo = self.scene.geometry
        point = QPointF(pl.x + geo.card_width / 2, pl.y + geo.card_height * 0.08)
        return self.view.mapFromScene(point)

    def pile_point(self, pile) -> QPoint:
        """The middle of a pile's top card, or of its slot when it is empty."""
        cards = pile_cards(self.position, pile)
        geo = self.scene.geometry
        if cards:
            pl = self.scene.placement(cards[-1])
            point = QPointF(pl.x + geo.card_width / 2, pl.y + geo.card_height / 2)
        else:
            x, y = geo.piles[pile]
            point = QPointF(x + geo.card_width / 2, y + geo.card_height / 2)
        return self.view.mapFromScene(point)

    @staticmethod
    def piles_of(move: Move):
        source = (move.source_kind, move.source)
        target = (move.target_kind, move.target)
        return source, target

    def head_card(self, move: Move) -> int:
        source, _ = self.piles_of(move)
        return pile_cards(self.position, source)[-move.count]

    def target_pile(self, move: Move):
        if move.target_kind == FOUNDATION:
            head = self.head_card(move)
            return (FOUNDATION, head // 13)
        return (move.target_kind, move.target)

    # -- input --------------------------------------------------------------------------------

    def _send(self, kind, point: QPoint, buttons, button=Qt.MouseButton.LeftButton) -> None:
        viewport = self.view.viewport()
        local = QPointF(point)
        event = QMouseEvent(
            kind,
            local,
            QPointF(viewport.mapToGlobal(point)),
            button,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(viewport, event)
        self.check_step(f"{kind.name} at {point.x()},{point.y()}")

    def press(self, point: QPoint) -> None:
        left = Qt.MouseButton.LeftButton
        self._send(QEvent.Type.MouseButtonPress, point, left)

    def move_to(self, point: QPoint) -> None:
        self._send(QEvent.Type.MouseMove, point, Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton)

    def release(self, point: QPoint) -> None:
        self._send(QEvent.Type.MouseButtonRelease, point, Qt.MouseButton.NoButton)

    def click(self, point: QPoint) -> None:
        self.press(point)
        self.release(point)

    def double_click(self, point: QPoint) -> None:
        self.click(point)
        self._send(QEvent.Type.MouseButtonDblClick, point, Qt.MouseButton.LeftButton)
        self.release(point)

    def drag(self, start: QPoint, end: QPoint, steps: int = 4) -> None:
        self.press(start)
        for k in range(1, steps + 1):
            self.move_to(start + (end - start) * (k / steps))
        self.release(end)

    def drag_move(self, move: Move) -> None:
        """Drag the cards of ``move`` from their pile onto the target pile."""
        self.drag(self.card_point(self.head_card(move)), self.pile_point(self.target_pile(move)))

    def click_move(self, move: Move) -> None:
        """Click the head card of ``move``, then its target."""
        self.click(self.card_point(self.head_card(move)))
        self.click(self.pile_point(self.target_pile(move)))

    def key(self, key, modifier=Qt.KeyboardModifier.NoModifier, widget=None) -> None:
        self.qtbot.keyClick(widget or self.view, key, modifier)
        self.check_step(f"key {key!r}")

    def trigger(self, action) -> None:
        """A menu or toolbar action, as a player chooses it."""
        action.trigger()
        self.check_step(f"action {action.text()!r}")

    def items_in_place(self) -> bool:
        """Whether every card item lies exactly where the shown position puts it."""
        for card, item in self.scene.cards.items():
            pl = self.scene.placement(card)
            if pl is None or abs(item.x() - pl.x) > 0.5 or abs(item.y() - pl.y) > 0.5:
                return False
        return True


def first_move(rules, position, *, source_kind=COLUMN, target_kind=COLUMN, min_count=1):
    """The first legal move of a kind, to drive the window with."""
    for move in rules.legal_moves(position):
        if (move.source_kind, move.target_kind) == (source_kind, target_kind) and (
            move.count >= min_count
        ):
            if target_kind == COLUMN and not position.columns[move.target]:
                continue
            return move
    return None


def solution(name: str) -> list[Move]:
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        text = " ".join(line for line in f if not line.startswith("#"))
    return [Move.parse(t) for t in text.split()]

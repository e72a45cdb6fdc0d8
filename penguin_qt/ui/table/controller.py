"""The controller: owns the Game, turns the table's requests into engine moves, and hands the
table the positions to animate.

Every rule question goes to the engine (``Rules.check``, ``legal_moves``, ``run_length``);
the controller only chooses among the legal moves the engine lists (for a double-click, a
foundation before a column before a cell).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...engine import (
    CELL,
    COLUMN,
    FOUNDATION,
    MAX_DEAL,
    EngineError,
    Game,
    Move,
    Position,
    Rules,
    Step,
)
from ...engine.position import CELL_LETTERS
from ...i18n import engine_message
from ...i18n_cards import card_label
from ...i18n_cards import shown as shown_label
from .layout import Pile
from .scene import TableScene

if TYPE_CHECKING:
    from ...plugins import PluginHost


def engine_tr(text: str) -> str:
    """Translate an engine template (context ``Engine``)."""
    return QCoreApplication.translate("Engine", text)


def reason(error: EngineError) -> str:
    """The player-readable, translated reason of an engine error."""
    return engine_message(error)


def forward_positions(rules: Rules, step: Step) -> list[Position]:
    """The positions a step passes through: after its move, then after each forced move."""
    return list(step.frames)


def backward_positions(rules: Rules, step: Step) -> list[Position]:
    """The same positions walked back: forced moves first, then the move itself."""
    return step.frames_back()


class GameController(QObject):
    """Plays one game at a time on a TableScene.

    Signals: ``changed()`` after anything the status bar shows may have changed,
    ``message(str)`` with a reason or a notice, ``game_won()`` and ``game_lost()`` once the
    cards have landed, ``game_started()``, ``paused_changed(bool)`` when ``set_paused``
    stops the game or lets it go on (a move ends a pause too: ``changed`` says that).
    """

    changed = Signal()
    message = Signal(str)
    game_won = Signal()
    game_lost = Signal()
    game_started = Signal()
    paused_changed = Signal(bool)

    def __init__(self, scene: TableScene, host: PluginHost | None = None) -> None:
        super().__init__(scene)
        self.scene = scene
        if host is None:
            from ...plugins import PluginHost

            host = PluginHost()
        self.host = host
        self.rules: Rules = host.default_rules()  # RuntimeError when no variant is offered
        self.game: Game | None = None
        self.selection: tuple[Pile, int] | None = None
        self.autoplay_policy: str | None = None  # None: the variant's own
        self._end_pending = False
        scene.can_drag = self.can_pick_up
        scene.drop_targets = self.targets_for
        scene.card_clicked.connect(self.on_click)
        scene.card_double_clicked.connect(self.on_double_click)
        scene.cards_dropped.connect(self.on_drop)
        scene.pile_activated.connect(self.on_activate)
        scene.cancelled.connect(self.clear_selection)
        scene.animation_finished.connect(self._check_end)

    def tr(self, text: str) -> str:  # one context for the class, whatever subclasses it
        return QCoreApplication.translate("GameController", text)

    # -- games ------------------------------------------------------------------------------

    @property
    def position(self) -> Position:
        assert self.game is not None
        return self.game.position

    def beak(self) -> int | None:
        """The beak (the first card dealt, which set the base rank), when the deal has one."""
        return None if self.game is None else self.rules.beak(self.game.initial)

    def new_game(
        self,
        deal_number: int | None = None,
        rules: Rules | None = None,
        position: Position | None = None,
    ) -> bool:
        """Deal ``deal_number`` (a random one when None) of ``rules`` (the current variant
        when None), or start from ``position`` instead of a deal.  Returns False and says why
        when the deal cannot be made."""
        rules = rules or self.rules
        number = deal_number if deal_number is not None else random.randint(1, MAX_DEAL)
        try:
            if position is not None:
                game = Game(rules, position=position, autoplay=self._policy(rules))
            else:
                game = Game(rules, number, autoplay=self._policy(rules))
        except EngineError as error:
            self.message.emit(reason(error))
            return False
        self.rules = rules
        self.game = game
        self.clear_selection()
        # one step: the deal brings its own table (the new variant's piles) and position
        self.scene.deal(game.initial)
        self._label_piles()
        self.scene.set_beak(self.beak())
        self._end_pending = True
        steps = game.autoplay()  # a deal can start with cards that go home at once
        if steps:
            self.scene.animate(self._forward(steps))
        self.game_started.emit()
        self.changed.emit()
        return True

    def _policy(self, rules: Rules) -> str:
        return rules.autoplay if self.autoplay_policy is None else self.autoplay_policy

    def policy_for(self, rules: Rules | None) -> str:
        """The autoplay policy a game of ``rules`` gets here (the current rules when None)."""
        return self._policy(rules or self.rules)

    def load_game(self, game: Game) -> None:
        """Put a game made elsewhere (brought back from a record, or started from a
        position) on the table as it stands, without a deal animation."""
        self.rules = game.rules
        self.game = game
        self.clear_selection()
        self.scene.show(game.position)  # the position brings its own table
        self._label_piles()
        self.scene.set_beak(self.beak())
        self._end_pending = True
        self.game_started.emit()
        self.changed.emit()

    def set_autoplay(self, enabled: bool | None) -> None:
        """Autoplay on (the variant's policy), off, or None for the variant's default."""
        self.autoplay_policy = None if enabled in (None, True) else "none"
        if self.game is not None:
            self.game.autoplay_policy = self._policy(self.rules)

    def _label_piles(self) -> None:
        from PySide6.QtGui import QColor

        from .items import suit_colour

        base = self.game.initial.base if self.game else 1
        label = self.rules.describe_empty_column(base)
        shown = engine_tr(label) if label == "any" else shown_label(label)
        for i in range(self.rules.columns):
            self.scene.set_pile_label(
                (COLUMN, i),
                shown,
                self.tr("An empty column takes: {label}").format(label=shown),
            )
        for i in range(self.rules.cells):
            letter = CELL_LETTERS[i]
            self.scene.set_pile_label((CELL, i), letter, "", QColor(255, 255, 255, 70))
        for s in range(4):
            first = s * 13 + base - 1
            self.scene.set_pile_label(
                (FOUNDATION, s),
                card_label(first),
                self.tr("This foundation starts with the {card}").format(card=card_label(first)),
                suit_colour(first),
            )

    # -- moves --------------------------------------------------------------------------------

    def _forward(self, steps: list[Step]) -> list[Position]:
        return [p for step in steps for p in forward_positions(self.rules, step)]

    def set_paused(self, on: bool) -> None:
        """Stop the game's clock, or let it run again (the window's clock says when: the
        player's Pause, a dialog, a hidden window); the demo waits while it is stopped."""
        game = self.game
        if game is None:
            return
        was = game.paused
        if on:
            game.pause()
        else:
            game.resume()
        if game.paused != was:
            self.paused_changed.emit(game.paused)

    def play(self, move: Move, by_solver: bool = False) -> bool:
        """Play a move (then autoplay); on an illegal move say why and change nothing.
        ``by_solver``: a solver chose it (the demo, the solution viewer)."""
        if self.game is None:
            return False
        self.scene.finish_animation()
        try:
            steps = self.game.play(move, by_solver=by_solver)
        except EngineError as error:
            self.message.emit(reason(error))
            return False
        self.clear_selection()
        self._end_pending = True
        self.message.emit("")
        self.scene.animate(self._forward(steps))
        self.changed.emit()
        return True

    def undo(self) -> bool:
        if self.game is None:
            return False
        self.scene.finish_animation()
        steps = self.game.undo()
        if not steps:
            self.message.emit(self.tr("Nothing to undo"))
            return False
        self.clear_selection()
        self.message.emit("")
        self.scene.animate([p for s in steps for p in backward_positions(self.rules, s)])
        self.changed.emit()
        return True

    def redo(self) -> bool:
        if self.game is None:
            return False
        self.scene.finish_animation()
        steps = self.game.redo()
        if not steps:
            self.message.emit(self.tr("Nothing to redo"))
            return False
        self.clear_selection()
        self._end_pending = True
        self.message.emit("")
        self.scene.animate(self._forward(steps))
        self.changed.emit()
        return True

    def restart(self) -> None:
        """Back to the deal; every move can be redone."""
        if self.game is None:
            return
        self.scene.finish_animation()
        self.game.restart()
        self.clear_selection()
        self.scene.animate([self.game.position])
        self.changed.emit()

    def _check_end(self) -> None:
        if not self._end_pending or self.game is None:
            return
        self._end_pending = False
        if self.game.is_won():
            self.game_won.emit()
        elif self.game.is_lost():
            self.game_lost.emit()

    # -- what the table asks: the engine answers ---------------------------------------------

    def can_pick_up(self, pile: Pile, index: int) -> bool:
        """Whether the cards from ``index`` up may be picked up; if not, say why."""
        if self.game is None:
            return False
        refusal = self.rules.lift_refusal(self.position, pile, index)
        if refusal is not None:
            self.message.emit(reason(refusal))
        return refusal is None

    def targets_for(self, pile: Pile, index: int) -> set[Pile]:
        """The piles the cards from ``index`` up of ``pile`` may be put on now."""
        if self.game is None:
            return set()
        return self.rules.targets(self.position, pile, index)

    def clear_selection(self) -> None:
        """Let go of the picked-up cards; the text saying they are picked up goes too."""
        picked_up = self.selection is not None
        self.selection = None
        self.scene.set_selection(None)
        if picked_up:
            self.message.emit("")

    def select(self, pile: Pile, index: int) -> None:
        self.selection = (pile, index)
        self.scene.set_selection(self.selection)
        cards = self.rules.pile_cards(self.position, pile)[index:]
        if len(cards) == 1:
            text = self.tr("The {card} is picked up: now choose where it goes").format(
                card=card_label(cards[0])
            )
        else:
            text = self.tr("{count} cards from the {card} are picked up: now choose where they go")
            text = text.format(count=len(cards), card=card_label(cards[0]))
        self.message.emit(text)

    def on_click(self, pile: Pile, index: int | None) -> None:
        if self.game is None:
            return
        if self.selection is None:
            if index is not None and self.can_pick_up(pile, index):
                self.select(pile, index)
            return
        source, source_index = self.selection
        if pile == source:
            if index is not None and index != source_index and self.can_pick_up(pile, index):
                self.select(pile, index)
            else:
                self.clear_selection()
                self.message.emit("")
            return
        self.clear_selection()
        self.play(self.rules.find_move(self.position, source, source_index, pile))

    def on_drop(self, source: Pile, index: int, target: Pile | None) -> None:
        self.clear_selection()
        if target is not None and self.game is not None:
            self.play(self.rules.find_move(self.position, source, index, target))

    def on_double_click(self, pile: Pile, index: int) -> None:
        """Send the cards to the best legal place: a foundation first."""
        if self.game is None:
            return
        self.clear_selection()
        if pile[0] == FOUNDATION or not self.can_pick_up(pile, index):
            return
        position = self.position
        move = self.rules.best_move(position, pile, index)
        if move is not None:
            self.play(move)
            return
        cards = self.rules.pile_cards(position, pile)
        if pile[0] != COLUMN or len(cards) - index == 1:
            self.play(self.rules.find_move(position, pile, index, (FOUNDATION, 0)))  # says why
        else:
            self.message.emit(
                self.tr("The {card} has no place to go").format(card=card_label(cards[index]))
            )

    def on_activate(self, pile: Pile) -> None:
        """Keyboard: pick up the run of the focused pile, or put the picked-up cards here."""
        if self.game is None:
            return
        position = self.position
        if self.selection is None:
            if pile[0] == FOUNDATION and self.rules.pile_cards(position, pile):
                self.can_pick_up(pile, 0)  # says why not
                return
            index = self.rules.liftable_index(position, pile)
            if index is not None:
                self.select(pile, index)
            return
        source, source_index = self.selection
        if pile == source:
            self.clear_selection()
            self.message.emit("")
            return
        self.clear_selection()
        self.play(self.rules.drop_move(position, source, source_index, pile))

"""The controller: owns the session -- the game on the table and what the window shows of it
(``penguin_qt.session``) -- turns the table's requests into engine moves, and hands the
table the positions to animate.

Every change of the session goes through here (``update`` and the moves below), and each
ends in one ``session_changed(Session)``, which every view of the window follows; the clock
of the game runs exactly as the session says.

A deal of a plugin's procedure is the plugin's code: it is made in this process only when it
is made at once (``QUICK_DEAL_SECONDS``); otherwise in the host's dealer (a worker process it
bounds and ends), while the game on the table stays and the window goes on.

Every rule question goes to the engine (the rules' table queries: ``find_move``,
``targets``, ``lift_refusal``, ``best_move``, ``drop_move``, ``beak``).
"""

from __future__ import annotations

import dataclasses
import random
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

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
from ...session import DEALT, NO_VERDICTS, PLAYER, RESTORED, DealFacts, Session, Verdicts
from .layout import Pile
from .scene import TableScene

if TYPE_CHECKING:
    from ...plugins import PluginHost
    from ...plugins.dealing import Dealer, DealRequest

# How long the window waits for a plugin's deal made in its own process; beyond it the deal is
# made by the dealer in the background.
QUICK_DEAL_SECONDS = 0.05

#: ``source(game)``: facts of the deal a room knows (its tier, its day as deal of the day)
FactSource = Callable[[Game], dict[str, Any]]


def engine_tr(text: str) -> str:
    """Translate an engine template (context ``Engine``)."""
    return QCoreApplication.translate("Engine", text)


def reason(error: EngineError) -> str:
    """The player-readable, translated reason of an engine error."""
    return engine_message(error)


class GameController(QObject):
    """Plays one game at a time on a TableScene, and owns the session it is part of.

    Signals: ``session_changed(Session)`` after every change of what the window shows;
    ``game_started()`` when another game is put on the table (after its session);
    ``game_won()`` and ``game_lost()`` once the cards of the game's end have landed (or when
    it is given up); ``message(str)`` with a reason or a notice.
    """

    session_changed = Signal(object)
    message = Signal(str)
    game_won = Signal()
    game_lost = Signal()
    game_started = Signal()

    def __init__(self, scene: TableScene, host: PluginHost | None = None) -> None:
        super().__init__(scene)
        self.scene = scene
        if host is None:
            from ...plugins import PluginHost

            host = PluginHost()
        self.host = host
        self._rules: Rules = host.default_rules()  # RuntimeError when no variant is offered
        self.session: Session | None = None
        self.selection: tuple[Pile, int] | None = None
        self.autoplay_policy: str | None = None  # None: the variant's own
        # what the rooms know of a deal (its tier, its day) and the verdicts of the rules
        self.fact_sources: list[FactSource] = []
        self.verdicts_for: Callable[[Rules], Verdicts] | None = None
        self._end_pending = False
        self._dealer: Dealer | None = None  # made for the first plugin deal that takes time
        self._dealing: DealRequest | None = None
        self._deal_timer = QTimer(self)
        self._deal_timer.timeout.connect(self._poll_dealer)
        scene.can_drag = self.can_pick_up
        scene.drop_targets = self.targets_for
        scene.card_clicked.connect(self.on_click)
        scene.card_double_clicked.connect(self.on_double_click)
        scene.foundation_double_clicked.connect(lambda _pile: self.send_home())
        scene.cards_dropped.connect(self.on_drop)
        scene.pile_activated.connect(self.on_activate)
        scene.cancelled.connect(self.clear_selection)
        scene.animation_finished.connect(self._landed)

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        # one context for the class, whatever subclasses it
        return QCoreApplication.translate("GameController", text, disambiguation, n)

    # -- the session -----------------------------------------------------------------------

    @property
    def game(self) -> Game | None:
        """The game on the table (None before the first)."""
        return self.session.game if self.session is not None else None

    @property
    def rules(self) -> Rules:
        """The rules of the game on the table (before the first game: the default ones)."""
        return self.session.rules if self.session is not None else self._rules

    @property
    def position(self) -> Position:
        assert self.game is not None
        return self.game.position

    def update(self, **changes: Any) -> None:
        """Change the session (a room's event: a verdict, a panel, the deal's tier …)."""
        if self.session is not None:
            self._set(self.session.after(**changes))

    def update_facts(self, game: Game | None = None, **facts: Any) -> None:
        """Change the facts of the deal on the table (only while ``game`` is on it)."""
        session = self.session
        if session is None or (game is not None and game is not session.game):
            return
        new = dataclasses.replace(session.facts, **facts)
        if new != session.facts:
            self._set(session.after(facts=new))

    def show_panel(self, name: str, shown: bool) -> None:
        """A panel beside the table opened or closed (its own close button too)."""
        session = self.session
        if session is None or (name in session.panels) == shown:
            return
        panels = session.panels | {name} if shown else session.panels - {name}
        self._set(session.after(panels=frozenset(panels)))

    def stop_clock(self, reason: str, on: bool = True) -> None:
        """Stop the clock for ``reason`` (``on``), or take that reason away."""
        if self.session is not None:
            self._set(self.session.stopped(reason, on))

    def _set(self, session: Session) -> None:
        """The one place the session changes: the clock and the tier follow it, then every
        view does."""
        game = session.game
        old = self.session
        if (
            old is not None
            and old.game is game
            and PLAYER in old.stops
            and PLAYER in session.stops
            and not game.paused
        ):  # a move ended the player's pause
            session = session.stopped(PLAYER, False)
        if session.stops or session.dealing:
            game.pause()
        else:
            game.resume()
        if session.facts.tier is not None:
            game.difficulty = session.facts.tier  # kept with the game's record
        self.session = session
        self.session_changed.emit(session)

    def _put(self, game: Game, origin: str, dealing: bool, **facts: Any) -> None:
        """Put ``game`` on the table: a new session, with the facts every room knows of its
        deal, whatever way it came."""
        old = self.session
        if old is not None and old.game is not game:
            old.game.pause()  # the game left behind counts no more time
        known: dict[str, Any] = {"tier": game.difficulty}
        for source in self.fact_sources:
            known.update({k: v for k, v in source(game).items() if v is not None})
        known.update(facts)
        stops = old.stops - {PLAYER} if old is not None else frozenset()
        verdicts = self.verdicts_for(game.rules) if self.verdicts_for is not None else NO_VERDICTS
        session = Session(
            game,
            DealFacts(game.deal_number, origin, **known),
            stops=frozenset(stops),
            dealing=dealing,
            landing=self.scene.is_animating(),
            panels=old.panels if old is not None else frozenset(),
            loaded_at=len(game.history),
            revision=old.revision + 1 if old is not None else 0,
            verdicts=verdicts,
        )
        self._rules = game.rules
        self._set(session)
        self.game_started.emit()

    def beak(self) -> int | None:
        """The beak (the first card dealt, which set the base rank), when the deal has one."""
        return None if self.game is None else self.rules.beak(self.game.initial)

    def new_game(
        self,
        deal_number: int | None = None,
        rules: Rules | None = None,
        position: Position | None = None,
        origin: str = DEALT,
        then: Callable[[Game], object] | None = None,
    ) -> bool:
        """Deal ``deal_number`` (a random one when None) of ``rules`` (the current variant
        when None), or start from ``position`` instead of a deal; ``then(game)`` once the new
        game is on the table (at once, or when a plugin's slow deal has come).  Returns False
        and says why when the deal cannot be made."""
        rules = rules or self.rules
        number = deal_number if deal_number is not None else random.randint(1, MAX_DEAL)
        if self._dealing is not None:  # a newer deal is wanted
            self._dealing.cancel()
            self._dealing = None
        dealt = number if position is None else None  # a numbered deal, not a given position
        try:
            if position is None:
                position = self._deal(rules, number, origin, then)
                if position is None:
                    return True  # made in the background: the game on the table stays
            game = Game(rules, dealt, position=position, autoplay=self._policy(rules))
        except EngineError as error:
            self.message.emit(reason(error))
            return False
        self._start(game, origin, then)
        return True

    def _deal(
        self, rules: Rules, number: int, origin: str, then: Callable[[Game], object] | None
    ) -> Position | None:
        """Deal ``number``: the program's own procedures at once; a plugin's at once when it
        is quick, else through the dealer (None: it comes later).  Raises EngineError."""
        from ...engine import deal

        # only the host guards a plugin's procedure: none is guarded before it has loaded
        # (the first frame's deal waits for no plugin machinery)
        checks = sys.modules.get("penguin_qt.plugins.checks")
        if checks is None or not isinstance(rules.deal_procedure.make, checks.GuardedMake):
            return deal(rules, number)
        from ...plugins.checks import OverTimeError, within

        try:
            return within(QUICK_DEAL_SECONDS, lambda: deal(rules, number))
        except OverTimeError:
            pass
        if self._dealer is None:
            from ...plugins.dealing import Dealer

            self._dealer = Dealer(disabled=tuple(self.host.disabled), nice=10)
        self._dealing = self._dealer.request(
            rules, number, lambda request: self._dealt(request, origin, then)
        )
        if not self._dealing.done:
            self.message.emit(self.tr("Dealing deal {n}…").format(n=number))
            self._deal_timer.start(20)
        return None

    def _poll_dealer(self) -> None:
        if self._dealer is None:
            self._deal_timer.stop()
            return
        self._dealer.poll()  # never blocks; answers through _dealt
        if not self._dealer.busy:
            self._deal_timer.stop()

    def _dealt(
        self, request: DealRequest, origin: str, then: Callable[[Game], object] | None
    ) -> None:
        """A deal made in the background: on the table now (or why not, said)."""
        self._dealing = None
        if request.error is not None or request.position is None:
            if self.session is None and request.rules.id != self._rules.id:
                # the window's first deal cannot be made: the default variant's, not an
                # empty table (the reason is said after, over its "Dealing…")
                self.new_game(None, self._rules, origin=origin, then=then)
            if request.error is not None:
                self.message.emit(reason(request.error))
            return
        rules = request.rules
        game = Game(rules, request.number, request.position, autoplay=self._policy(rules))
        self.message.emit("")
        self._start(game, origin, then)

    def close(self) -> None:
        """The window closes: a deal being made is not wanted, its worker ends."""
        self._deal_timer.stop()
        if self._dealer is not None:
            self._dealer.close()
            self._dealer = None

    def _start(self, game: Game, origin: str, then: Callable[[Game], object] | None) -> None:
        """Deal ``game`` onto the table: its cards fly in, and its session begins."""
        rules = game.rules
        self.clear_selection()
        # one step: the deal brings its own table (the new variant's piles) and position
        self.scene.deal(game.initial)
        self._end_pending = True
        steps = game.autoplay()  # a deal can start with cards that go home at once
        if steps:
            self.scene.animate(self._forward(steps))
        self._label_piles(game)
        self.scene.set_beak(rules.beak(game.initial))
        self._put(game, origin, dealing=self.scene.is_animating())
        if then is not None:
            then(game)

    def _policy(self, rules: Rules) -> str:
        return rules.autoplay if self.autoplay_policy is None else self.autoplay_policy

    def policy_for(self, rules: Rules | None) -> str:
        """The autoplay policy a game of ``rules`` gets here (the current rules when None)."""
        return self._policy(rules or self.rules)

    def load_game(self, game: Game, origin: str = RESTORED, **facts: Any) -> None:
        """Put a game made elsewhere (brought back from a record, or started from a
        position) on the table as it stands, without a deal animation."""
        self.clear_selection()
        self.scene.show(game.position)  # the position brings its own table
        self._label_piles(game)
        self.scene.set_beak(game.rules.beak(game.initial))
        self._end_pending = True
        self._put(game, origin, dealing=False, **facts)

    def set_autoplay(self, enabled: bool | None) -> None:
        """Autoplay on (the variant's policy), off, or None for the variant's default."""
        self.autoplay_policy = None if enabled in (None, True) else "none"
        if self.game is not None:
            self.game.autoplay_policy = self._policy(self.rules)
            self.update()  # what the commands offer follows (Send Cards Home)

    def _label_piles(self, game: Game) -> None:
        from PySide6.QtGui import QColor

        from .items import suit_colour

        rules = game.rules
        base = game.initial.base
        label = rules.describe_empty_column(base)
        shown = engine_tr(label) if label == "any" else shown_label(label)
        for i in range(rules.columns):
            self.scene.set_pile_label(
                (COLUMN, i),
                shown,
                self.tr("An empty column takes: {label}").format(label=shown),
            )
        for i in range(rules.cells):
            letter = CELL_LETTERS[i]
            self.scene.set_pile_label((CELL, i), letter, "", QColor(255, 255, 255, 70))
        for s in range(4):
            first = s * 13 + base - 1
            self.scene.set_pile_label(
                (FOUNDATION, s),
                card_label(first),
                self.tr("This foundation starts with the {card}").format(card=card_label(first)),
                suit_colour(first),
                card=first,
            )

    # -- moves --------------------------------------------------------------------------------

    def _forward(self, steps: list[Step]) -> list[Position]:
        return [p for step in steps for p in step.frames]

    def _changed(self) -> None:
        """The game moved: a new session (the end box is wanted again at a new end)."""
        assert self.session is not None
        self._set(self.session.after(end_box=True, landing=self.scene.is_animating()))

    def _moved(self, frames: list[Position], ending: bool) -> None:
        """The game moved by a player's action: the table flies through ``frames`` and the
        session follows; ``ending``: a game's end, if the move made one, is told once the
        cards land."""
        self.clear_selection()
        self._end_pending = ending
        self.message.emit("")
        self.scene.animate(frames)
        self._changed()

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
        self._moved(self._forward(steps), ending=True)
        return True

    def undo(self) -> bool:
        """Take back the last move (with the autoplay after it)."""
        return self._walk(back=True)

    def redo(self) -> bool:
        """Play again what the last undo took back."""
        return self._walk(back=False)

    def _walk(self, back: bool) -> bool:
        game = self.game
        if game is None:
            return False
        self.scene.finish_animation()
        steps = game.undo() if back else game.redo()
        if not steps:
            self.message.emit(self.tr("Nothing to undo") if back else self.tr("Nothing to redo"))
            return False
        frames = [p for s in steps for p in (s.frames_back() if back else s.frames)]
        self._moved(frames, ending=not back)
        return True

    def restart(self) -> None:
        """Back to the deal with the clock at zero; every move can be redone."""
        if self.game is None or not self.game.can_restart():
            return
        self.scene.finish_animation()
        self.game.restart()
        self.clear_selection()
        self.scene.animate([self.game.position])
        self._changed()

    def concede(self, counted: Callable[[Game], object] | None = None) -> bool:
        """Give the game up: it ends here, lost (the end's event follows at once);
        ``counted(game)`` is told first."""
        game = self.game
        if game is None:
            return False
        self.scene.finish_animation()
        if not game.concede():
            return False
        if counted is not None:
            counted(game)
        self._end_pending = False
        self._changed()
        self.game_lost.emit()
        return True

    def send_home(self) -> bool:
        """Send Cards Home (a double-click on a foundation): every card that can go home
        safely goes, as autoplay would send it; no help is counted."""
        game = self.game
        if game is None or game.is_over():
            return False
        self.scene.finish_animation()
        steps = game.send_home()
        if not steps:
            self.message.emit(self.tr("No card can go home safely now"))
            return False
        self._moved(self._forward(steps), ending=True)
        return True

    def _landed(self) -> None:
        """The cards in flight have landed: the deal is done, and a game's end is told."""
        if self.session is not None and (self.session.dealing or self.session.landing):
            self.update(dealing=False, landing=False)
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
        if pile[0] == FOUNDATION:
            self.send_home()  # a double-click on the foundations gathers what may go there
            return
        if not self.can_pick_up(pile, index):
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

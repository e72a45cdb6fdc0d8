"""Deals by difficulty and winnable deals only: Game › New Deal by Difficulty, Game ›
Winnable Deals Only, and the tier of the deal in the status bar.

The deals come from the pool (``deal_pool_file``) of the rules being played, so New Deal
never waits for a solver: the pool starts from the rated deals the built-in variants ship,
is filled in the background by the rater (``deal_rater``, a worker process) while the
player plays, and is kept on disk for the next start.  When a tier has nothing ready the
nearest tier that has is dealt, and the player is told; when the rules' pool is empty (a
new variant's first minute) the window says it is looking and deals as soon as the rater
finds one, while the player goes on playing.  Every deal the window shows is rated too (in
the background), so the tier is known of any numbered deal, whatever way it was reached: it is
a fact of the deal in the session (``DealFacts.tier``), which the status bar shows and the
game's record keeps.
"""

from __future__ import annotations

import logging
import random
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from ...engine import MAX_DEAL, Game, Rules
from ...solving.difficulty import TIERS, Rating
from ..shared.resources import resource_path
from ..shared.tiers import tier_name
from .deal_pool_file import POOL_FILE, DealPool, PoolFileError, Rated, read_shipped, rules_key
from .deal_rater import DealRater, RateJob

log = logging.getLogger(__name__)

TARGET = 8  # deals the rater keeps ready per tier of the rules being played
KEEP = 40  # deals a tier keeps at most when the rater finds more than it needs
START_MS = 3000  # the rater starts after the first frames (the start is measured)
SAVE_MS = 2000  # the pool is written this long after its last change
MESSAGE_MS = 8000
# The rater stops filling a pool after this many deals in a row that no tier it fills
# needed (a variant whose deals are seldom won, or whose hardest tier is rare): it does not
# keep a core busy for ever.  It goes on when the player asks for a deal it lacks.
GIVE_UP_AFTER = 150
SAY_EVERY = 10  # while the player waits, the count of deals tried is said this often
# How often each tier is dealt by New Deal with winnable deals only: about as often as
# random winnable deals fall in it, so the option changes nothing but the lost deals.
TIER_WEIGHTS = {"easy": 40, "medium": 30, "hard": 20, "expert": 10}


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("DealPool", text, None, n)


def shipped_table(rules: Rules) -> dict[str, list[Rated]] | None:
    """The rated deals a built-in variant ships for ``rules``, if any."""
    variant = rules.id
    if not variant.replace("-", "").replace("_", "").replace(".", "").isalnum():
        return None
    path = resource_path("deals", f"{variant}.json")
    return read_shipped(path, rules) if path.is_file() else None


class DealPoolAddon(QObject):
    """The window's deals by difficulty; ``path``: the pool file (None: in memory only)."""

    def __init__(self, window, path: Path | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.pool = DealPool(path, self._shipped)
        self.figures: dict[tuple[str, int], Rated] = {}  # the ratings known this run
        self.tiers: dict[tuple[str, int], str] = {}  # and their tiers
        self.refused: dict[str, str] = {}  # pool keys the search cannot rate, and why
        self.waiting: tuple[str, str | None] | None = None  # (key, tier): the player waits
        self.tried = 0  # deals rated since the player began to wait
        self.fruitless: dict[str, int] = {}  # per pool, the deals rated in a row in vain
        self.rater = DealRater(self, tuple(window.prefs.disabled_plugins))
        self.rater.more = self._next_fill
        self.rater.rated.connect(self._rated)
        self.rater.refused.connect(self._refused)
        self.rater.unavailable.connect(self._unavailable)
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.setInterval(SAVE_MS)
        self._save_timer.timeout.connect(self.save)
        self._make_actions()
        self.controller.fact_sources.append(self.facts)
        window.set_deal_chooser(self.new_deal)
        window.game_started.connect(self._game_started)
        window.closing.connect(self.shutdown)
        self._started = False
        self._load()
        self._game_started()
        QTimer.singleShot(START_MS, self.start)

    def facts(self, game: Game) -> dict[str, object]:
        """What the pool knows of ``game``'s deal: its tier and figures (a fact source of
        the session, asked whatever way the deal came to the table)."""
        if game.deal_number is None:
            return {}
        key = rules_key(game.rules)
        number = game.deal_number
        tier = self.tiers.get((key, number))
        rated = self.figures.get((key, number))
        if tier is None:  # a deal of the pool, shipped or found earlier
            for pool_tier, deals in self.pool.tiers(key).items():
                rated = next((d for d in deals if d.number == number), None)
                if rated is not None:
                    tier = pool_tier
                    break
        rating = (rated.measure, rated.moves) if rated is not None else None
        return {"tier": tier, "rating": rating}

    def _shipped(self, key: str) -> dict[str, list[Rated]] | None:
        rules = self.controller.rules
        return shipped_table(rules) if rules_key(rules) == key else None

    # -- the commands ------------------------------------------------------------------------

    def _make_actions(self) -> None:
        w = self.window
        self.menu = QMenu(_tr("New Deal &by Difficulty"), w)
        self.tier_actions: dict[str, QAction] = {}
        texts = {"easy": _tr("&Easy"), "medium": _tr("&Medium"), "hard": _tr("&Hard")}
        texts["expert"] = _tr("E&xpert")
        for tier in TIERS:
            action = QAction(texts[tier], w)
            action.setObjectName(f"new-deal-{tier}")
            action.triggered.connect(lambda _=False, t=tier: self.deal_tier(t))
            self.menu.addAction(action)
            self.tier_actions[tier] = action
        self.menu.aboutToShow.connect(self._fill_tips)
        self.menu.setToolTipsVisible(True)
        w.add_action("game", self.menu.menuAction(), section="deal")
        self.winnable_action = QAction(_tr("Winnable Deals On&ly"), w, checkable=True)
        self.winnable_action.setObjectName("winnable-only")
        self.winnable_action.setToolTip(
            _tr("New Deal deals only deals the solver has proven winnable (for this variant)")
        )
        self.winnable_action.toggled.connect(self.set_winnable_only)
        w.add_action("game", self.winnable_action, section="deal")
        self._group = QActionGroup(w)  # keeps the tier actions together for the screen reader
        self._group.setExclusive(False)
        for action in self.tier_actions.values():
            self._group.addAction(action)

    def _fill_tips(self) -> None:
        key = rules_key(self.controller.rules)
        for tier, action in self.tier_actions.items():
            ready = self.pool.count(key, tier)
            action.setToolTip(_tr("%n deal(s) ready", ready))

    @property
    def winnable_only(self) -> bool:
        """Whether New Deal deals only proven-winnable deals for the variant being played."""
        return self.controller.rules.id in self.window.prefs.winnable_only

    def set_winnable_only(self, on: bool) -> None:
        """Turn winnable deals only on or off for the variant being played (remembered)."""
        variant = self.controller.rules.id
        chosen = list(self.window.prefs.winnable_only)
        if on == (variant in chosen):
            return
        if on:
            chosen.append(variant)
        else:
            chosen.remove(variant)
        self.window.prefs.winnable_only = chosen
        self.window.save_preferences()
        if on:
            self.window.show_message(_tr("New Deal now deals only proven-winnable deals"))

    def new_deal(self) -> bool:
        """New Deal (the window's chooser): a proven-winnable deal when the option is on;
        False (a random deal) when it is off or the variant's deals cannot be rated."""
        if not self.winnable_only:
            return False
        key = rules_key(self.controller.rules)
        if key in self.refused or self.rater.reason:
            self.window.show_message(
                _tr(
                    "Deals cannot be proven winnable here ({reason}): a random deal is dealt"
                ).format(reason=self.refused.get(key) or self.rater.reason),
                MESSAGE_MS,
            )
            return False
        tiers = list(TIER_WEIGHTS)
        tier = random.choices(tiers, [TIER_WEIGHTS[t] for t in tiers])[0]
        return self._deal_from_pool(key, tier, any_tier=True)

    def deal_tier(self, tier: str) -> bool:
        """New Deal › ``tier``: a deal of that tier, or of the nearest one ready (said)."""
        key = rules_key(self.controller.rules)
        if key in self.refused or self.rater.reason:
            self.window.show_message(
                _tr("Deals of this variant cannot be rated ({reason})").format(
                    reason=self.refused.get(key) or self.rater.reason
                ),
                MESSAGE_MS,
            )
            return False
        self.window.taking_over.emit()
        return self._deal_from_pool(key, tier)

    def _deal_from_pool(self, key: str, tier: str, any_tier: bool = False) -> bool:
        rated = self.pool.take(key, tier)
        dealt, said = tier, ""
        if rated is None:
            other = self.pool.nearest(key, tier)
            if other is None:
                self.waiting = (key, None if any_tier else tier)
                self.tried = 0
                text = (
                    _tr("Looking for a winnable deal…")
                    if any_tier
                    else _tr("No {tier} deal is ready yet: looking for one…").format(
                        tier=tier_name(tier)
                    )
                )
                self.window.show_message(text, MESSAGE_MS)
                self.start()
                return True
            rated, dealt = self.pool.take(key, other), other
            if not any_tier:
                said = _tr("No {tier} deal is ready yet: a {other} deal is dealt instead")
                said = said.format(tier=tier_name(tier), other=tier_name(other))
        assert rated is not None
        self.waiting = None
        self._changed()
        self.figures[(key, rated.number)] = rated
        self.tiers[(key, rated.number)] = dealt
        try:
            dealt_it = self.controller.new_game(rated.number)
        finally:
            self.rater.pump()
        if said and dealt_it:  # after the deal, which clears the message line
            self.window.show_message(said, MESSAGE_MS)
        return dealt_it

    # -- following the game --------------------------------------------------------------

    def _game_started(self) -> None:
        game = self.controller.game
        if game is None:
            return
        rules = game.rules
        self.winnable_action.blockSignals(True)
        self.winnable_action.setChecked(self.winnable_only)
        self.winnable_action.blockSignals(False)
        key = rules_key(rules)
        number = game.deal_number
        if number is not None and (key, number) not in self.figures and key not in self.refused:
            # the figures of the tooltip, and the tier if the deal has none yet
            self.rater.forget_waiting(urgent_only=True)
            self.rater.ask(RateJob(key, rules, number, urgent=True))

    # -- the rater ---------------------------------------------------------------------------

    def start(self) -> None:
        """Start filling the pool (after the first frames; at once when the player waits)."""
        self._started = True
        self.rater.enabled = True
        self.rater.pump()

    def _next_fill(self) -> RateJob | None:
        if not self._started:
            return None
        rules: Rules = self.controller.rules
        key = rules_key(rules)
        if key in self.refused:
            return None
        if all(self.pool.count(key, tier) >= TARGET for tier in TIERS):
            return None
        if self.fruitless.get(key, 0) >= GIVE_UP_AFTER and self.waiting is None:
            return None
        return RateJob(key, rules, random.randint(1, MAX_DEAL))

    def _rated(self, job: RateJob, rating: Rating) -> None:
        needed = False
        if rating.tier is not None:
            rated = Rated(job.number, rating.measure, rating.moves)
            self.figures[(job.key, job.number)] = rated
            self.tiers[(job.key, job.number)] = rating.tier
            if not job.urgent and self.pool.count(job.key, rating.tier) < KEEP:
                needed = self.pool.count(job.key, rating.tier) < TARGET
                self.pool.add(job.key, rating.tier, rated)
                self._changed()
        if not job.urgent:
            self.fruitless[job.key] = 0 if needed else self.fruitless.get(job.key, 0) + 1
        game = self.controller.game
        current = game is not None and game.deal_number == job.number
        if current and game is not None and job.key == rules_key(game.rules):
            self.controller.update_facts(game, **self.facts(game))  # the tier, now known
        self._serve_waiting()

    def _serve_waiting(self) -> None:
        if self.waiting is None:
            return
        key, tier = self.waiting
        if key != rules_key(self.controller.rules):
            self.waiting = None
            return
        if tier is None:
            ready = [t for t in TIERS if self.pool.count(key, t)]
            if ready:
                self._deal_from_pool(key, ready[0], any_tier=True)
                return
        elif self.pool.count(key, tier):
            self._deal_from_pool(key, tier)
            return
        self.tried += 1
        if self.tried % SAY_EVERY == 0:  # a variant whose deals are seldom won: say so
            self.window.show_message(
                _tr("Still looking: {n} deals tried, none of them fits yet").format(n=self.tried),
                MESSAGE_MS,
            )

    def _refused(self, key: str, reason: str) -> None:
        self.refused[key] = reason
        log.info("deals of %s cannot be rated: %s", key, reason)
        if self.waiting is not None and self.waiting[0] == key:
            self.waiting = None
            self.window.show_message(
                _tr("Deals of this variant cannot be rated ({reason})").format(reason=reason),
                MESSAGE_MS,
            )

    def _unavailable(self, reason: str) -> None:
        log.warning("deals cannot be rated: %s", reason)
        if self.waiting is not None:
            self.waiting = None
            self.window.show_message(
                _tr("Deals cannot be rated ({reason})").format(reason=reason), MESSAGE_MS
            )

    # -- the file ------------------------------------------------------------------------------

    def _load(self) -> None:
        try:
            self.pool.load()
        except PoolFileError as error:
            where = error.aside.name if error.aside is not None else POOL_FILE
            text = _tr(
                "The deals kept ready could not be read ({reason}); the file was set aside "
                "as {name} and new deals are found again"
            ).format(reason=error.reason, name=where)
            QTimer.singleShot(0, lambda: self.window.show_message(text, MESSAGE_MS * 2))
            return
        if self.pool.left_out:  # not without a word; the file as it was is kept
            kept = self.pool.kept_as.name if self.pool.kept_as is not None else POOL_FILE
            text = _tr(
                "{n} of the deals kept ready were not valid and were left out; the file as it "
                "was is kept as {name}"
            ).format(n=self.pool.left_out, name=kept)
            QTimer.singleShot(0, lambda: self.window.show_message(text, MESSAGE_MS * 2))

    def _changed(self) -> None:
        if not self._save_timer.isActive():  # written SAVE_MS after the first change, as
            self._save_timer.start()  # it grows: a later change does not put it off

    def save(self) -> None:
        """Write the pool now (a failure is logged: the deals are found again)."""
        self._save_timer.stop()
        try:
            self.pool.save()
        except OSError as error:
            log.warning("the deal pool could not be written: %s", error)

    def shutdown(self) -> None:
        self.rater.shutdown()
        self.save()


def attach(window, data_folder: Path | None) -> DealPoolAddon:
    """Deals by difficulty for ``window``, the pool kept in ``data_folder`` (None: memory)."""
    path = data_folder / POOL_FILE if data_folder is not None else None
    return DealPoolAddon(window, path)

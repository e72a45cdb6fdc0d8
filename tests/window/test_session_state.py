"""The window is a function of one session: a hypothesis state machine plays what a player
does -- moves, undo, redo, restart, new deal, deal by difficulty, the deal of the day, open,
paste, give up, pause, hint and its move, the demo on and off, a dialog opened and closed, a
variant switch, the window hidden, and kill -9 followed by a restart -- on several variants,
a third party's included.  After every step the window must show what the session says
(``Views.mismatches``), and:

- the clock runs exactly while the game is in play and nothing stops it;
- a finished game is never called "Winnable";
- the status bar tells one game, the game on the table (its deal, moves, cards home, title);
- a deal's tier and its deal-of-the-day label do not depend on how the deal was reached;
- the table shows the game's position;
- after a restart (kill -9, then a new start from what was kept) the window is the same.

``PENGUIN_SESSION_EXAMPLES`` and ``PENGUIN_SESSION_STEPS`` set the size of a run (CI runs a
bounded one; ``bench/soak_session.py`` runs a long one and prints its figures).
"""

from __future__ import annotations

import datetime as dt
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)
from PySide6.QtWidgets import QApplication, QMessageBox

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "ui"))
from table_check import table_mismatches

from penguin_qt.engine import CELL, format_position
from penguin_qt.plugins import PluginHost
from penguin_qt.session import PASTED, WINNABLE
from penguin_qt.storage.daily import candidate
from penguin_qt.ui.assembly import attach_addons, make_window
from penguin_qt.ui.keeping.persistence import CURRENT_GAME, load_saved_game
from penguin_qt.ui.keeping.settings import Preferences

EXAMPLES = int(os.environ.get("PENGUIN_SESSION_EXAMPLES", "8"))
STEPS = int(os.environ.get("PENGUIN_SESSION_STEPS", "25"))
DAY = dt.date(2026, 12, 6)
# the variants played: Penguin, a reduced one, FreeCell, Eight Off, and the third party's
WANTED = ("penguin", "penguin-3", "freecell", "eight-off", "penguin_qt_sample.forecell")
FIGURES = {"examples": 0, "steps": 0, "restarts": 0, "seconds": 0.0}


def _events(ms: int = 0) -> None:
    end = time.monotonic() + ms / 1000
    QApplication.processEvents()
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.005)


class Player(RuleBasedStateMachine):
    """One window and what a player does with it."""

    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="penguin-session-"))
        self.host = PluginHost()
        self.variants = [v for v in WANTED if v in self.host.variants()]
        self.window = self.addons = None
        self.tiers: dict[tuple[object, int], str] = {}  # a deal's tier, once shown
        FIGURES["examples"] += 1

    # -- the window ---------------------------------------------------------------------------

    def _open(self, variant: str | None = None, deal: int | None = None, game=None, record=None):
        prefs = Preferences(animation_speed="off")
        window = make_window(prefs, self.host, variant=variant, deal_number=deal, game=game)
        addons = attach_addons(
            window,
            statistics_path=self.folder / "statistics.sqlite",
            saved_game_path=self.folder / CURRENT_GAME,
            saved_record=record,
        )
        addons.daily.find = lambda host, variant, day: candidate(day, variant)
        addons.daily.today = lambda: DAY
        window.resize(1000, 720)
        window.show()
        _events()
        self.window, self.addons = window, addons

    def teardown(self) -> None:
        if self.window is not None:
            self.window.close()
            self.window.deleteLater()
            _events()
        shutil.rmtree(self.folder, ignore_errors=True)

    @property
    def session(self):
        return self.window.session

    @property
    def game(self):
        return self.window.controller.game

    @initialize(which=st.integers(0, len(WANTED) - 1), deal=st.integers(1, 1_000_000))
    def start(self, which: int, deal: int) -> None:
        self._open(self.variants[which % len(self.variants)], deal)

    # -- what a player does ---------------------------------------------------------------------

    def _step(self) -> None:
        FIGURES["steps"] += 1
        _events()

    @rule(pick=st.integers(0, 999))
    def move(self, pick: int) -> None:
        # what is drawn does not depend on the game (which the solvers' timing may change)
        game = self.game
        moves = [
            m
            for m in game.rules.legal_moves(game.position)
            if not (m.source_kind == CELL and m.target_kind == CELL)
        ]
        if moves and not game.is_over():
            self.window.controller.play(moves[pick % len(moves)])
        self._step()

    @rule(command=st.sampled_from(["undo", "redo", "restart", "new", "pause", "give up"]))
    def command(self, command: str) -> None:
        w = self.window
        actions = {
            "undo": w.undo_action,
            "redo": w.redo_action,
            "restart": w.restart_action,
            "new": w.new_action,
            "pause": w.game_clock.action,
            "give up": self.addons.give_up.action,
        }
        actions[command].trigger()  # a command that is off does nothing, as for a player
        self._answer(True)
        self._step()

    @rule(tier=st.sampled_from(["easy", "medium", "hard", "expert"]))
    def deal_by_difficulty(self, tier: str) -> None:
        self.addons.deals.tier_actions[tier].trigger()
        self._step()

    @rule(yes=st.booleans())
    def deal_of_the_day(self, yes: bool) -> None:
        self.addons.daily.action.trigger()
        _events(30)  # the day's deal is looked for in a thread
        self._answer(yes)
        self._step()

    @rule(yes=st.booleans())
    def open_the_game_saved(self, yes: bool) -> None:
        path = self.folder / "saved.penguin.json"
        records = self.addons.records
        if records.save_to(path):
            records.open_path(path)
            self._answer(yes)
        self._step()

    @rule(yes=st.booleans())
    def paste_the_position(self, yes: bool) -> None:
        game = self.game
        text = format_position(game.position, game.rules)
        self.addons.records.start_from_text(text, "the clipboard", PASTED)
        self._answer(yes)
        self._step()

    @rule(play=st.booleans())
    def hint(self, play: bool) -> None:
        hints = self.addons.assistant.hints
        if play:
            hints.play_hint()
        else:
            hints.hint()
        _events(60)
        self._step()

    @rule(ms=st.sampled_from([0, 80, 300]))
    def demo(self, ms: int) -> None:
        self.addons.assistant.demo.toggle()
        _events(ms)
        self._step()

    @rule()
    def dialog(self) -> None:
        box = self.window.show_about()
        _events()
        assert self.window.controller.session.stops, "an open dialog stops the clock"
        box.close()
        _events()
        self._step()

    @rule(which=st.integers(0, len(WANTED) - 1), yes=st.booleans())
    def variant_switch(self, which: int, yes: bool) -> None:
        self.window.set_variant(self.variants[which % len(self.variants)])
        self._answer(yes)
        self._step()

    @rule()
    def hide_and_show(self) -> None:
        self.window.showMinimized()
        _events()
        self.window.showNormal()
        _events()
        self._step()

    @rule(ms=st.sampled_from([20, 200]))
    def wait(self, ms: int) -> None:
        _events(ms)  # the solvers answer meanwhile
        self._step()

    @precondition(lambda self: self.window is not None)
    @rule()
    def kill_and_restart(self) -> None:
        """kill -9: what was kept on disk at that moment comes back in a new program."""
        before = self._shown()
        kept = self.folder / CURRENT_GAME
        copy = self.folder / "killed.json"
        shutil.copyfile(kept, copy)  # what the disk holds when the process dies
        old = self.window
        old.hide()
        old.close()  # its workers end (the kernel ends them after a kill -9)
        old.deleteLater()
        shutil.copyfile(copy, kept)
        game, record, problem = load_saved_game(kept, self.host.rules)
        assert not problem, problem
        if game is None:  # a won game does not come back: a new deal follows
            self._open(before["variant"])
            self._step()
            return
        self._open(game=game, record=record)
        FIGURES["restarts"] += 1
        after = self._shown()
        assert after == before, _differences(before, after)
        self._step()

    def _answer(self, yes: bool) -> None:
        question = self.window.rules_question
        if question is not None and question.isVisible():
            button = QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No
            question.button(button).click()
            _events()

    def _shown(self) -> dict:
        """What the player sees of the game, but what passes (the message line, the time,
        the verdict and the solver's tooltips, which the solvers answer again)."""
        game, labels = self.game, self.window.labels
        return {
            "variant": game.rules.id,
            "rules": game.rules,
            "deal": game.deal_number,
            "position": format_position(game.position, game.rules),
            "history": [s.move.text for s in game.history],
            "redo": [[s.move.text for s in group] for group in game.redo_stack],
            "seconds": int(game.elapsed),
            "result": self.session.result,
            "fields": {k: lab.text() for k, lab in labels.items() if k != "time"},
            "title": self.window.windowTitle(),
            "commands": [
                a.isEnabled()
                for a in (self.window.undo_action, self.window.redo_action)
                + (self.window.restart_action, self.addons.give_up.action)
            ],
            "end box": self.window.notice.isVisible(),
        }

    # -- what must hold after every step ---------------------------------------------------------

    @invariant()
    def the_window_shows_the_session(self) -> None:
        if self.window is None:
            return
        session = self.window.controller.session
        clock_runs = session.game.clock_running
        mismatches = [
            m for m in self.window.views.mismatches() if not (m[0] == "status-time" and clock_runs)
        ]
        assert mismatches == [], mismatches

    @invariant()
    def the_clock_runs_exactly_while_the_game_is_in_play(self) -> None:
        if self.window is None:
            return
        session = self.session
        game = session.game
        assert game.clock_running == session.clock_should_run()
        if game.clock_running:
            assert not session.over and not session.stops and game.move_count >= 0

    @invariant()
    def a_finished_game_is_not_called_winnable(self) -> None:
        if self.window is None:
            return
        verdict = self.addons.assistant.indicator.text()
        if self.session.over:
            assert verdict != "Winnable", (self.session.result, verdict)
        if verdict == "Winnable":
            assert self.addons.assistant.winnability.state == WINNABLE

    @invariant()
    def the_status_bar_tells_the_game_on_the_table(self) -> None:
        if self.window is None:
            return
        game, labels, facts = self.game, self.window.labels, self.session.facts
        assert facts.number == game.deal_number
        assert labels["moves"].text() == f"Moves {game.move_count}"
        assert labels["home"].text() == f"Home {game.position.cards_home()}/52"
        deal = labels["deal"].text()
        if game.deal_number is None:
            assert deal == "Given position"
        elif not facts.daily:
            assert deal == f"Deal {game.deal_number}"
        assert self.window.windowTitle().startswith(game.rules.name.split(",")[0])

    @invariant()
    def a_deals_tier_and_day_do_not_depend_on_the_way_there(self) -> None:
        if self.window is None:
            return
        game, facts = self.game, self.session.facts
        tier = self.window.labels["tier"]
        if game.deal_number is not None and not tier.isHidden():
            key = (game.rules, game.deal_number)
            assert self.tiers.setdefault(key, tier.text()) == tier.text(), key
        assert facts.daily == self.addons.daily.day_of(game)
        if facts.daily:
            assert self.window.labels["deal"].text().startswith("Deal of the day")

    @invariant()
    def what_is_kept_is_the_game_on_the_table(self) -> None:
        """kill -9 at any moment loses nothing: the file holds the game shown."""
        if self.window is None:
            return
        from penguin_qt.storage.records import from_json

        kept = from_json((self.folder / CURRENT_GAME).read_text())
        game = self.game
        assert (kept.variant, kept.deal) == (game.rules.id, game.deal_number)
        if game.deal_number is None:
            assert kept.start == format_position(game.initial, game.rules)
        assert [m.move for m in kept.moves] == [s.move for s in game.history]

    @invariant()
    def the_table_shows_the_game(self) -> None:
        if self.window is None:
            return
        if not self.window.scene.is_animating():
            assert table_mismatches(self.window) == []


def _differences(before: dict, after: dict) -> str:
    return "; ".join(
        f"{key}: {before[key]!r} → {after.get(key)!r}"
        for key in before
        if before[key] != after.get(key)
    )


def test_the_window_is_a_function_of_the_session(qtbot, sample_plugin_installed, capsys):
    started = time.monotonic()
    run_state_machine_as_test(
        Player,
        settings=settings(
            max_examples=EXAMPLES,
            stateful_step_count=STEPS,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            derandomize=os.environ.get("PENGUIN_SESSION_RANDOM") != "1",
            database=None,
        ),
    )
    FIGURES["seconds"] = round(time.monotonic() - started, 1)
    with capsys.disabled():
        print(f"\n  session state: {FIGURES}")

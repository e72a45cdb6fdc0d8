"""A plugin's deal procedure that is slow rather than broken: the host bounds it everywhere.
Loading the plugins waits at most SAMPLE_SECONDS for its sample deals, a deal the program
asks for is made in a worker process it ends after DEAL_SECONDS (or, in its own process, in
a thread it waits on no longer), ``penguin-solve`` says so and ends, and the non-blocking
:class:`~penguin_qt.plugins.dealing.Dealer` never makes its caller wait."""

from __future__ import annotations

import time

import pytest
from shared import run_cli

from penguin_qt.engine import DealError, Game, deal, format_position
from penguin_qt.plugins import PluginHost
from penguin_qt.plugins.checks import SAMPLE_SECONDS
from penguin_qt.plugins.dealing import Dealer, in_worker
from penguin_qt.plugins.workers import DEAL_SECONDS
from penguin_qt.ui.keeping.settings import Preferences
from penguin_qt.ui.window.window import MainWindow


@pytest.fixture
def slow(install_bad, monkeypatch):
    """``slow(way)``: the slow-deal plugin installed, its slowness ``way``."""

    def install(way: str) -> str:
        monkeypatch.setenv("PENGUIN_QT_BAD_SLOW", way)
        return install_bad("slowdeal")

    return install


def test_a_procedure_taking_a_second_a_deal_holds_the_plugins_up_a_second_at_most(slow):
    """One second per deal froze the window 10.6 s while the plugins loaded (the sample)."""
    name = slow("every")
    began = time.monotonic()
    host = PluginHost()
    took = time.monotonic() - began
    info = host.plugins[name]
    assert took < SAMPLE_SECONDS + 1.5, took  # the other plugins' loading on a loaded machine
    assert info.state == "failed"
    assert f"was not made within {SAMPLE_SECONDS:g} s" in info.error
    assert "(at penguin_qt_bad_slowdeal/__init__.py:" in info.error
    assert "slow-freecell" not in host.variants()


def test_penguin_solve_deal_ends_a_procedure_that_overruns(slow, monkeypatch):
    """20 s for a deal above 100,000: ``penguin-solve deal`` took 55 s; now the deal is made
    in a worker that is ended after DEAL_SECONDS, and the command says so."""
    slow("late")
    began = time.monotonic()
    code, out, err = run_cli(monkeypatch, ["deal", "--variant", "slow-freecell", "150000"])
    took = time.monotonic() - began
    assert code == 2 and out == ""
    assert f"did not make deal 150000 within {DEAL_SECONDS:g} s" in err
    assert took < 15, took  # the plugins, a worker's start and the limit; never the 20 s
    code, out, _err = run_cli(monkeypatch, ["deal", "--variant", "slow-freecell", "7"])
    assert code == 0 and out.startswith("Variant: slow-freecell")


def test_in_the_programs_own_process_a_slow_deal_is_waited_on_no_longer(slow):
    """Where the program still deals in its own process (a game restored from a record, the
    window until it asks a Dealer), a deal not made in DEAL_SECONDS is a DealError then."""
    slow("late")
    rules = PluginHost().rules("slow-freecell")
    began = time.monotonic()
    with pytest.raises(DealError, match="did not make deal 150000 within"):
        Game(rules, 150000)
    assert time.monotonic() - began < DEAL_SECONDS + 1.0
    assert Game(rules, 5).position == deal(rules, 5)


def test_the_dealer_never_makes_its_caller_wait(slow, qtbot):
    """What the window calls: ``request`` returns at once; ``poll`` (from a timer) never
    blocks; the answer comes through ``on_done``, a deal or the reason there is none."""
    slow("late")
    rules = PluginHost().rules("slow-freecell")
    assert in_worker(rules)
    answers = []
    with Dealer() as dealer:
        began = time.monotonic()
        late = dealer.request(rules, 150000, answers.append)
        quick = dealer.request(rules, 9, answers.append)
        assert time.monotonic() - began < 0.1 and not late.done and dealer.busy
        longest = 0.0
        while dealer.busy:
            tick = time.monotonic()
            dealer.poll()
            longest = max(longest, time.monotonic() - tick)
            qtbot.wait(10)
        assert longest < 0.1, longest
        assert answers == [late, quick]
        assert isinstance(late.error, DealError) and "did not make deal 150000" in str(late.error)
        assert quick.position == deal(rules, 9) and quick.error is None
        assert dealer.replaced == 1
    penguin = PluginHost().rules("penguin")
    with Dealer() as dealer:  # the program's own procedure: made at once, no worker
        made = dealer.request(penguin, 3, answers.append)
        assert made.done and made.position == deal(penguin, 3) and dealer.worker is None


def test_a_cancelled_request_is_never_answered(slow, qtbot):
    slow("late")
    rules = PluginHost().rules("slow-freecell")
    answers = []
    with Dealer() as dealer:
        dropped = dealer.request(rules, 150000, answers.append)
        dropped.cancel()
        kept = dealer.request(rules, 11, answers.append)
        qtbot.waitUntil(lambda: dealer.poll() or not dealer.busy, timeout=30_000)
    assert answers == [kept] and kept.position is not None


def test_batch_reports_a_deal_its_procedure_cannot_make_and_goes_on(slow, monkeypatch):
    slow("raising")
    argv = ["batch", "--variant", "slow-freecell", "--deals", "99999-100001", "--jobs", "1"]
    argv += ["--solver", "search"]
    code, out, err = run_cli(monkeypatch, argv)
    assert code == 0
    lines = out.splitlines()
    assert [line.split("\t")[:2] for line in lines[:3]] == [
        ["99999", "solved"],
        ["100000", "failed"],
        ["100001", "failed"],
    ]
    assert "deal 100000: make raised LookupError: no deal 100000 in my table" in lines[1]
    assert "(at penguin_qt_bad_slowdeal/__init__.py:" in lines[1]
    assert "penguin-solve: deal 100000: " in err
    assert lines[3].startswith("# 3 deals: solved 1, unsolvable 0, unknown 0, not dealt 2")


def test_a_deal_made_in_the_worker_is_the_deal_made_here(sample_plugin_installed):
    """The sample plugin's own procedure, through the worker and in this process: the same
    position (the forced moves made), for the same numbers."""
    host = PluginHost()
    made = [rules for rules in (e.item for e in host.variants().values()) if in_worker(rules)]
    assert made, "the sample plugin brings a deal procedure of its own"
    with Dealer() as dealer:
        for rules in made:
            for number in (1, 617, 31_999):
                here = deal(rules, number)
                assert dealer.deal(rules, number) == here
                assert format_position(here, rules)


def _window(qtbot, variant: str):
    window = MainWindow(
        host=PluginHost(), variant=variant, deal_number=7, prefs=Preferences(animation_speed="off")
    )
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.mark.parametrize("way", ["slowish", "late"])
def test_the_windows_new_deal_never_waits_for_a_plugins_deal(slow, qtbot, way):
    """New Deal of deal 150,000 froze the window for the procedure's 20 s: now the game on
    the table stays until the deal comes from the dealer (or why it cannot is said)."""
    slow(way)
    window = _window(qtbot, "slow-freecell")
    before = window.controller.game
    began = time.monotonic()
    assert window.controller.new_game(150_000)
    took = time.monotonic() - began
    assert took < 0.3, took  # the quick try in this process, and the request
    assert window.controller.game is before  # meanwhile, the game on the table stays
    assert window.statusBar().currentMessage() == "Dealing deal 150000…"
    assert window.views.mismatches() == []
    if way == "slowish":
        qtbot.waitUntil(lambda: window.controller.game is not before, timeout=15_000)
        game = window.controller.game
        assert game.deal_number == 150_000 and window.labels["deal"].text() == "Deal 150000"
        assert window.scene.position == game.position or window.scene.is_animating()
        assert window.views.mismatches() == []
    else:
        qtbot.waitUntil(lambda: "within" in window.statusBar().currentMessage(), timeout=15_000)
        assert window.controller.game is before  # refused, and said: the game goes on
    window.close()


def test_a_first_deal_that_never_comes_leaves_no_empty_table(slow, qtbot):
    """A window started on a deal its plugin cannot make in time stood empty, its reason
    gone from the message line: now the default variant is dealt and the reason said."""
    slow("late")
    window = MainWindow(
        host=PluginHost(),
        variant="slow-freecell",
        deal_number=150_000,
        prefs=Preferences(animation_speed="off"),
    )
    qtbot.addWidget(window)
    window.show()
    assert window.controller.game is None  # the first frame does not wait: "Dealing …"
    assert window.statusBar().currentMessage() == "Dealing deal 150000…"
    qtbot.waitUntil(lambda: window.controller.game is not None, timeout=15_000)
    assert window.controller.rules.id == "penguin"
    assert "did not make deal 150000 within" in window.statusBar().currentMessage()
    assert window.labels["variant"].text() and window.views.mismatches() == []
    window.close()


def test_the_deal_pools_rater_never_makes_the_window_wait_for_a_plugins_deal(slow, qtbot, tmp_path):
    """The rater fills the pool with deals of numbers drawn at random, and made them on the
    window's thread: with a procedure that takes 20 s for nearly every number it draws, the
    window stood still a second (DEAL_SECONDS) for each."""
    from PySide6.QtCore import QTimer

    from penguin_qt.ui.assembly import build_window

    slow("drawn")
    window, addons = build_window(
        Preferences(animation_speed="off"), PluginHost(), variant="slow-freecell", deal_number=7
    )
    qtbot.addWidget(window)
    window.show()
    assert addons.deals is not None
    addons.deals.start()
    gaps: list[float] = []
    last = [time.monotonic()]

    def beat() -> None:
        now = time.monotonic()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.timeout.connect(beat)
    timer.start(10)
    qtbot.wait(int((3 * DEAL_SECONDS + 1) * 1000))  # time for three deals to overrun
    timer.stop()
    assert max(gaps) < 0.5, max(gaps)
    dealer = addons.deals.rater.dealer  # the deals came from the dealer, which ended those
    assert dealer is not None and dealer.replaced >= 2, dealer  # that overran
    window.close()

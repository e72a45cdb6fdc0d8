"""New Deal › Expert after the first minute of play: how long until the deal is on the table.

Builds the program's window with its add-ons (offscreen, data in a temporary folder), then
plays for ``--minute`` seconds (a legal move every two seconds, as a slow player would)
while the deal pool's background rater runs, and then chooses New Deal › Expert ``--rounds``
times, timing each from the command to the new deal drawn (the events processed).  Twice:
with the rated deals the variant ships, and with its pool emptied first (a variant that
ships none, whose pool only the rater fills in that minute).  Prints the deals ready per
tier after the minute and the times (median and longest).

    python bench/bench_deal_pool.py [--variant penguin] [--minute 60] [--rounds 10]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def run(variant: str, minute: float, rounds: int, empty: bool) -> None:
    from PySide6.QtWidgets import QApplication

    from penguin_qt.solving.difficulty import TIERS
    from penguin_qt.ui.assembly import attach_addons
    from penguin_qt.ui.assistant.deal_pool_file import rules_key
    from penguin_qt.ui.keeping.settings import Preferences
    from penguin_qt.ui.window.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    folder = Path(tempfile.mkdtemp(prefix="penguin-qt-bench-pool-"))
    window = MainWindow(
        variant=variant, deal_number=4, speed="off", prefs=Preferences(animation_speed="off")
    )
    addons = attach_addons(window, folder / "stats.sqlite", folder / "current-game.json")
    window.show()
    app.processEvents()
    deals = addons.deals
    key = rules_key(window.controller.rules)
    if empty:
        for tier_deals in deals.pool.tiers(key).values():
            tier_deals.clear()
    start = time.monotonic()
    next_move = start
    while time.monotonic() - start < minute:
        app.processEvents()
        if time.monotonic() >= next_move:
            game = window.controller.game
            moves = game.rules.legal_moves(game.position) if game else []
            if moves:
                window.controller.play(moves[0])
            next_move += 2.0
        time.sleep(0.005)
    ready = {tier: deals.pool.count(key, tier) for tier in TIERS}
    plain = []  # the window's own New Deal (a random deal), for comparison
    for _ in range(rounds):
        game = window.controller.game
        moves = game.rules.legal_moves(game.position)
        if moves:  # a game left after a move, as a player leaves one
            window.controller.play(moves[0])
        t0 = time.perf_counter()
        window.controller.new_game()
        app.processEvents()
        plain.append((time.perf_counter() - t0) * 1000)
    times, dealt = [], 0
    for _ in range(rounds):
        game = window.controller.game
        moves = game.rules.legal_moves(game.position)
        if moves:  # a game left after a move, as a player leaves one
            window.controller.play(moves[0])
        before = window.controller.game
        t0 = time.perf_counter()
        deals.tier_actions["expert"].trigger()
        app.processEvents()
        times.append((time.perf_counter() - t0) * 1000)
        dealt += window.controller.game is not before and window.controller.game.difficulty in TIERS
        app.processEvents()
    label = "pool emptied first" if empty else "shipped deals"
    print(
        f"{variant}, {label}: after {minute:.0f} s of play ready {ready}; New Deal › Expert "
        f"{rounds} times: {dealt} dealt at once, median {statistics.median(times):.1f} ms, "
        f"longest {max(times):.1f} ms; a random New Deal: median "
        f"{statistics.median(plain):.1f} ms, longest {max(plain):.1f} ms"
    )
    deals.shutdown()
    addons.assistant.shutdown()
    window.close()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="penguin")
    parser.add_argument("--minute", type=float, default=60.0)
    parser.add_argument("--rounds", type=int, default=10)
    args = parser.parse_args(argv)
    from penguin_qt.ui.assistant import deal_pool

    deal_pool.START_MS = 0  # the bench's minute of play starts with the window
    for empty in (False, True):
        run(args.variant, args.minute, args.rounds, empty)
    return 0


if __name__ == "__main__":
    sys.exit(main())

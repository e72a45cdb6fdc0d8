"""Read Penguin Qt's table from outside the program, through the AT-SPI bus, as a screen
reader does.  Started by ``atspi_table.sh`` with Debian's python3 (which has pyatspi).

It finds the running penguin-qt (deal 4 of Penguin), walks table -> piles -> cards and checks
what it read: the piles by name, 52 cards with names, the focus on Column 3 after Right
three times (the first shows the frame; xdotool, as a player would press them), then,
after ``f`` (the framed card to its best place), the announcement of the move and the
piles' new names.  Each check prints ``ok`` or ``FAILED`` with what was read instead; the
exit status is 1 when one failed, 2 when there was nothing to read.  Every wait has a time limit.
"""

from __future__ import annotations

import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

WAIT = 30.0  # seconds for the program to appear, at most
SETTLE = 5.0  # seconds for a key's effect to be read, at most

announced: list[str] = []
failures: list[str] = []


def pump(seconds: float, until=None) -> bool:
    """Let the bus deliver events for ``seconds`` or until ``until()`` is true."""
    end = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while time.monotonic() < end:
        while context.pending():
            context.iteration(False)
        if until is not None and until():
            return True
        time.sleep(0.05)
    return until is not None and bool(until())


def check(ok: bool, what: str, instead: object = "") -> bool:
    print(f"{'ok' if ok else 'FAILED'}: {what}" + ("" if ok else f" (read: {instead!r})"))
    if not ok:
        failures.append(what)
    return ok


def find_app(name: str):
    found = []

    def look() -> bool:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name and name in app.name.lower():
                found.append(app)
                return True
        return False

    pump(WAIT, look)
    return found[0] if found else None


def find(acc, role: str, name: str, depth: int = 0):
    if acc is None or depth > 12:
        return None
    try:
        if acc.getRoleName() == role and acc.name == name:
            return acc
        for i in range(acc.childCount):
            found = find(acc.getChildAtIndex(i), role, name, depth + 1)
            if found is not None:
                return found
    except Exception:  # an object that went away while it was read
        return None
    return None


def piles(table) -> list:
    return [table.getChildAtIndex(i) for i in range(table.childCount)]


def pile_named(table, start: str):
    return next((p for p in piles(table) if p.name.startswith(start)), None)


def cards_of(pile) -> list[str]:
    return [pile.getChildAtIndex(j).name for j in range(pile.childCount)]


def focused_pile(table):
    for pile in piles(table):
        if pile.getState().contains(pyatspi.STATE_FOCUSED):
            return pile
    return None


def press(*keys: str) -> None:
    subprocess.run(["xdotool", "key", "--delay", "200", *keys], check=False, timeout=20)


def show(table) -> int:
    print(f"[{table.getRoleName()}] {table.name} — {table.description}")
    count = 0
    for pile in piles(table):
        print(f"  [{pile.getRoleName()}] {pile.name}")
        print(f"      {pile.description}")
        names = cards_of(pile)
        count += len(names)
        if names:
            card = pile.getChildAtIndex(len(names) - 1)
            print(f"      [{card.getRoleName()}] {card.name} — {card.description}")
    return count


def main() -> int:
    pyatspi.Registry.registerEventListener(
        lambda event: announced.append(str(event.any_data)), "object:announcement"
    )
    app = find_app("penguin")
    if app is None:
        print(f"FAILED: no penguin-qt application on the AT-SPI bus within {WAIT:.0f} s")
        return 2
    print(f"application: {app.name}")
    table: list = []
    pump(WAIT, lambda: bool(table.append(find(app, "panel", "Card table")) or table[-1]))
    if not table or table[-1] is None:
        print(f"FAILED: no 'Card table' panel within {WAIT:.0f} s")
        return 2
    table = table[-1]
    count = show(table)
    names = [p.name for p in piles(table)]
    check(len(names) == 18, "18 piles: 7 columns, 7 flippers, 4 foundations", len(names))
    for start in [f"Column {n}:" for n in range(1, 8)] + ["Flipper a:", "Foundation (spades):"]:
        check(any(n.startswith(start) for n in names), f"a pile named {start!r}", names)
    check(count == 52, "52 cards", count)
    unnamed = [p.name for p in piles(table) if any(not c for c in cards_of(p))]
    check(not unnamed, "every card has a name", unnamed)
    column3 = pile_named(table, "Column 3:")
    check(
        column3 is not None and column3.name.endswith("K♦ can move"),
        "Column 3 ends in K♦",
        column3.name if column3 else None,
    )

    # give the window the keyboard (there is no window manager on a bare X server); the
    # window is found by its class, as the title ("Penguin — deal 4") names the game
    found: list[list[str]] = []

    def window() -> bool:
        found.append(
            subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--classname", "penguin-qt"],
                capture_output=True,
                text=True,
                check=False,
                timeout=20,
            ).stdout.split()
        )
        return bool(found[-1])

    pump(SETTLE, window)
    windows = found[-1] if found else []
    if not check(bool(windows), "an X window of the class penguin-qt", windows):
        return 1
    subprocess.run(["xdotool", "windowfocus", "--sync", windows[0]], check=False, timeout=20)
    pump(0.5)
    before = focused_pile(table)
    print(f"focused pile: {before.name if before is not None else None}")
    # the first press shows the keyboard frame where it is, the next two move it on
    press("Right", "Right", "Right")
    pump(SETTLE, lambda: (f := focused_pile(table)) is not None and f.name.startswith("Column 3"))
    after = focused_pile(table)
    check(
        after is not None and after.name.startswith("Column 3:"),
        "the focus on Column 3 after Right ×3",
        after.name if after else None,
    )

    announced.clear()
    press("f")  # the framed pile's card to its best place: the K♦ to a flipper
    said = "K♦ from Column 3 to Flipper a"
    pump(SETTLE, lambda: any(said in text for text in announced))
    print(f"announced: {announced}")
    check(any(said in text for text in announced), f"the move announced: {said!r}", announced)
    pump(SETTLE, lambda: "K♦" in cards_of(pile_named(table, "Flipper a:")))
    flipper = pile_named(table, "Flipper a:")
    check(cards_of(flipper) == ["K♦"], "Flipper a holds the K♦", cards_of(flipper))
    column3 = pile_named(table, "Column 3:")
    check(
        column3 is not None
        and column3.name.endswith("6♣ can move")
        and len(cards_of(column3)) == 6,
        "Column 3 ends in 6♣, 6 cards",
        column3.name if column3 else None,
    )
    print("OK" if not failures else f"FAILED: {len(failures)} check(s): {'; '.join(failures)}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

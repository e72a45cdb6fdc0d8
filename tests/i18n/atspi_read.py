"""Read Penguin Qt's table from outside the program, through the AT-SPI bus, as a screen
reader does.  Started by ``atspi_table.sh`` with Debian's python3 (which has pyatspi).

It finds the running penguin-qt, walks table -> piles -> cards and prints what it read;
then it presses Right twice (xdotool, as a player would) and reads which pile is focused
now.  Exit status 1 when the table, its piles, its 52 cards or the focus are missing.
"""

from __future__ import annotations

import subprocess
import sys
import time

import pyatspi


def find_app(name: str, timeout: float = 30.0):
    end = time.time() + timeout
    while time.time() < end:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name and name in app.name.lower():
                return app
        time.sleep(0.5)
    return None


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


def focused_pile(table):
    for i in range(table.childCount):
        pile = table.getChildAtIndex(i)
        if pile.getState().contains(pyatspi.STATE_FOCUSED):
            return pile
    return None


def main() -> int:
    app = find_app("penguin")
    if app is None:
        print("no penguin-qt application on the AT-SPI bus")
        return 1
    print(f"application: {app.name}")
    table, end = None, time.time() + 30
    while table is None and time.time() < end:
        table = find(app, "panel", "Card table")
        time.sleep(0.5)
    if table is None:
        print("no 'Card table' panel")
        return 1
    print(f"[{table.getRoleName()}] {table.name} — {table.description}")
    cards = 0
    for i in range(table.childCount):
        pile = table.getChildAtIndex(i)
        print(f"  [{pile.getRoleName()}] {pile.name}")
        print(f"      {pile.description}")
        for j in range(pile.childCount):
            card = pile.getChildAtIndex(j)
            cards += 1
            if j == pile.childCount - 1:
                print(f"      [{card.getRoleName()}] {card.name} — {card.description}")
    print(f"piles: {table.childCount}, cards: {cards}")
    before = focused_pile(table)
    print(f"focused pile: {before.name if before is not None else None}")
    # give the window the keyboard (there is no window manager on a bare X server)
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--name", "Penguin Qt"],
        capture_output=True,
        text=True,
        check=False,
    ).stdout.split()
    for window in found[:1]:
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False)
    time.sleep(0.5)
    subprocess.run(["xdotool", "key", "--delay", "200", "Right", "Right"], check=False)
    time.sleep(1.0)
    after = focused_pile(table)
    print(f"after Right, Right: {after.name if after is not None else None}")
    ok = table.childCount >= 11 and cards == 52
    ok = ok and after is not None and after.name.startswith("Column 3")
    print("OK" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

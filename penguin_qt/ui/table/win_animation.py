"""The win: every card leaps off its foundation in turn, kings first, and bounces across the
table until it is gone; then the foundations stand whole again.

The paths are functions of the table's geometry (a resize in mid-flight keeps them) and of
the card's place in the launch order alone, so a win looks the same every time.  The scene
runs the flight like any other (``Flight.path``); it gives way to anything the player does.
"""

from __future__ import annotations

from ...engine.position import FOUNDATION
from .layout import Placement, TableGeometry

LAUNCH_MS = 75.0  # between two cards leaving
FLIGHT_MS = 2100.0  # one card's leap, from its foundation off the table
FIRST_FALL = 0.16  # of a flight: the fall from the foundation to the first bounce
RESTITUTION = 0.62  # each bounce's speed, as a share of the one before


def bounce_height(progress: float) -> float:
    """Height above the floor (1: where the card started, 0: the floor) at ``progress``
    (0 to 1) of a card dropped and bouncing, each bounce lower than the last."""
    if progress < FIRST_FALL:
        return 1.0 - (progress / FIRST_FALL) ** 2
    left = progress - FIRST_FALL
    length = 2 * FIRST_FALL * RESTITUTION
    peak = RESTITUTION**2
    for _ in range(30):
        if left <= length:
            u = 2 * left / length - 1
            return peak * (1 - u * u)
        left -= length
        length *= RESTITUTION
        peak *= RESTITUTION**2
    return 0.0


def launch_order(placements: dict[int, Placement]) -> list[int]:
    """The foundations' cards, top card of each suit first, suit by suit, downwards."""
    home = [(pl.index, pl.pile[1], c) for c, pl in placements.items() if pl.pile[0] == FOUNDATION]
    return [c for _index, _suit, c in sorted(home, key=lambda t: (-t[0], t[1]))]


def win_timing(order: list[int]) -> dict[int, tuple[float, float]]:
    """(delay, duration) of each card's leap, in milliseconds at normal speed."""
    return {c: (k * LAUNCH_MS, FLIGHT_MS) for k, c in enumerate(order)}


def win_path(order: list[int], placements: dict[int, Placement]):
    """The function the scene asks for a leaping card's place: (card, progress, geometry)
    to (x, y).  Cards go right and left in turn, each at a speed that takes it just off
    the table at the end of its flight."""
    turn = {c: k for k, c in enumerate(order)}

    def path(c: int, progress: float, geo: TableGeometry) -> tuple[float, float]:
        start_x, start_y = geo.piles[placements[c].pile]
        floor = geo.height - geo.card_height
        rightwards = turn[c] % 2 == 0
        distance = 1 + ((geo.width - start_x) if rightwards else (start_x + geo.card_width))
        # a little further the later a card goes, so the bounces do not lie on one line
        distance *= 1.0 + 0.35 * ((turn[c] * 7) % 5) / 4
        x = start_x + (distance if rightwards else -distance) * progress
        y = floor - (floor - start_y) * bounce_height(progress)
        return x, y

    return path

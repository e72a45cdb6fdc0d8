"""One step of the table's animations, and how long a card takes to travel: the data the
scene's clock draws from (``TableScene._draw``)."""

from __future__ import annotations

from collections.abc import Callable

from ...engine.position import Position
from .layout import TableGeometry

Starts = Callable[[TableGeometry], dict[int, tuple[float, float]]]
Path = Callable[[int, float, TableGeometry], tuple[float, float]]


def table_shape(position: Position) -> tuple[int, int]:
    """(columns, cells) of the table a position lies on."""
    return len(position.columns), len(position.cells)


def ease(progress: float) -> float:
    """The cards' flight slows down as they land: Qt's OutCubic curve, 1 - (1 - t)³ (written
    out: QEasingCurve's class and its 49 kinds are not made before the first frame)."""
    rest = 1.0 - progress
    return 1.0 - rest * rest * rest


def move_duration(distance: float, card_width: float) -> float:
    """Milliseconds at normal speed for a card to travel ``distance`` pixels."""
    cards = distance / max(card_width, 1.0)
    return min(380.0, 150.0 + 28.0 * cards)


class Flight:
    """One step of an animation: the cards in ``timing`` travel from ``starts(geometry)`` to
    where ``position`` puts them; every other card stays at rest in ``position``.

    ``timing`` maps a card to (delay, duration) in milliseconds at normal speed; ``z`` is
    its stacking order while it flies; ``face_down`` cards turn over as they land (the
    deal); ``path`` (the win) says where a card is at each point of its flight instead of
    the straight line, and its cards come to rest only when the whole flight ends.
    """

    __slots__ = ("face_down", "interruptible", "path", "position", "starts", "timing", "z")

    def __init__(
        self,
        position: Position,
        starts: Starts,
        timing: dict[int, tuple[float, float]],
        z: dict[int, float] | None = None,
        face_down: bool = False,
        path: Path | None = None,
        interruptible: bool = False,  # the win gives way to any new animation
    ) -> None:
        # a plain class: a dataclass compiles its methods as the class is made (before the
        # first frame)
        self.position = position
        self.starts = starts
        self.timing = timing
        self.z = {} if z is None else z
        self.face_down = face_down
        self.path = path
        self.interruptible = interruptible

    @property
    def length(self) -> float:
        return max((d + t for d, t in self.timing.values()), default=0.0)

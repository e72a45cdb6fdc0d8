"""The player's settings, kept with QSettings between runs."""

from __future__ import annotations

from dataclasses import dataclass, field, fields

from PySide6.QtCore import QByteArray, QSettings

from ..engine import Rules
from ..engine.rules import EMPTY_COLUMN_RULES, MAX_CELLS, RUN_LIMITS

ORGANIZATION = "Penguin Qt"
APPLICATION = "penguin-qt"

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")


@dataclass
class Preferences:
    """Everything the settings dialog sets.

    ``flippers``, ``empty_column`` and ``run_limit`` are the free parameters set on top of the
    variant (None: the variant's own).
    """

    variant: str = "penguin"
    flippers: int | None = None
    empty_column: str | None = None
    run_limit: str | None = None
    solver: str = "auto"  # the portfolio (solving.portfolio), or a solver's id
    deck: str = "builtin"
    animation_speed: str = "normal"
    autoplay: bool = True
    disabled_plugins: list[str] = field(default_factory=list)
    window_geometry: bytes = b""  # the window's size and place (QWidget.saveGeometry)

    def rules_from(self, variant: Rules) -> Rules:
        """The variant's rules with these free parameters set on top."""
        return variant.with_params(
            cells=self.flippers, empty_column=self.empty_column, run_limit=self.run_limit
        )

    def same_rules(self, other: Preferences) -> bool:
        keys = ("variant", "flippers", "empty_column", "run_limit")
        return all(getattr(self, k) == getattr(other, k) for k in keys)

    # -- persistence ---------------------------------------------------------------------

    @classmethod
    def load(cls, settings: QSettings | None = None) -> Preferences:
        """Read the saved settings; anything missing or unreadable keeps its default."""
        s = settings or default_store()
        prefs = cls()
        prefs.variant = _text(s.value("rules/variant"), prefs.variant)
        flippers = _int(s.value("rules/flippers"))
        prefs.flippers = flippers if flippers is not None and 0 <= flippers <= MAX_CELLS else None
        empty = s.value("rules/empty_column")
        prefs.empty_column = empty if empty in EMPTY_COLUMN_RULES else None
        limit = s.value("rules/run_limit")
        prefs.run_limit = limit if limit in RUN_LIMITS else None
        prefs.solver = _text(s.value("solver/id"), prefs.solver)
        prefs.deck = _text(s.value("table/deck"), prefs.deck)
        speed = s.value("table/animation_speed")
        prefs.animation_speed = speed if speed in ANIMATION_SPEEDS else prefs.animation_speed
        prefs.autoplay = _bool(s.value("table/autoplay"), prefs.autoplay)
        disabled = s.value("plugins/disabled")
        if isinstance(disabled, str):
            disabled = [disabled] if disabled else []
        if isinstance(disabled, list):
            prefs.disabled_plugins = [str(x) for x in disabled if str(x)]
        geometry = s.value("window/geometry")
        if isinstance(geometry, QByteArray | bytes):
            prefs.window_geometry = bytes(geometry)
        return prefs

    def save(self, settings: QSettings | None = None) -> None:
        s = settings or default_store()
        s.setValue("rules/variant", self.variant)
        for key in ("flippers", "empty_column", "run_limit"):
            value = getattr(self, key)
            if value is None:
                s.remove(f"rules/{key}")
            else:
                s.setValue(f"rules/{key}", value)
        s.setValue("solver/id", self.solver)
        s.setValue("table/deck", self.deck)
        s.setValue("table/animation_speed", self.animation_speed)
        s.setValue("table/autoplay", self.autoplay)
        s.setValue("plugins/disabled", list(self.disabled_plugins))
        if self.window_geometry:
            s.setValue("window/geometry", QByteArray(self.window_geometry))
        s.sync()

    def copy(self) -> Preferences:
        values = {f.name: getattr(self, f.name) for f in fields(self)}
        values["disabled_plugins"] = list(self.disabled_plugins)
        return Preferences(**values)


def default_store() -> QSettings:
    return QSettings(ORGANIZATION, APPLICATION)


def _text(value: object, default: str) -> str:
    return value if isinstance(value, str) and value else default


def _int(value: object) -> int | None:
    try:
        return int(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return None


def _bool(value: object, default: bool) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        return value.lower() in ("true", "1", "yes")
    return default

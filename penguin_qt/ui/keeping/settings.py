"""The player's settings, kept with QSettings between runs.

Whatever the settings file holds, loading it gives preferences the program can start with:
every value is checked, one that is not valid falls back to its default with a note in the
log, and a file of absurd size is not read at all (it is moved aside and the player told).
"""

from __future__ import annotations

import base64
import binascii
import logging
import math
import os
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray

from ...engine import Rules
from ...engine.errors import N_, EngineError, Text
from ...engine.rules import EMPTY_COLUMN_RULES, MAX_CELLS, RUN_LIMITS
from ...i18n import LANGUAGES
from ...storage.settings import SettingsStore

if TYPE_CHECKING:  # QSettings is only read here when a caller hands one over
    from PySide6.QtCore import QSettings

log = logging.getLogger(__name__)

ORGANIZATION = "Penguin Qt"
APPLICATION = "penguin-qt"
#: A settings file is a few hundred bytes; one larger than this is not ours to read.
MAX_SETTINGS_BYTES = 256 * 1024
#: Longest id, deck path or plugin name accepted from the file.
MAX_TEXT = 4096

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
#: A felt: a word the table knows (a word it does not know is its green felt), or #rrggbb
#: (a pattern compiled when a felt is first read, by ``re``, not at every start's import).
FELT_VALUE = r"[a-z]{1,20}|#[0-9a-fA-F]{6}"
ZOOM_RANGE = (50, 200)  # the cards' size, in percent of what fits the table


def data_folder() -> Path:
    """The folder for the program's data (statistics, the game in progress)."""
    base = _xdg_folder("XDG_DATA_HOME", ".local/share", "GenericDataLocation")
    return Path(base or Path.home() / ".local" / "share") / APPLICATION


def settings_path() -> Path:
    """The settings file (an INI file in the user's configuration folder)."""
    base = _xdg_folder("XDG_CONFIG_HOME", ".config", "GenericConfigLocation")
    return Path(base or Path.home() / ".config") / ORGANIZATION / f"{APPLICATION}.conf"


def _xdg_folder(variable: str, default: str, location: str) -> str:
    """``QStandardPaths.writableLocation`` of a generic location: on Linux, as Qt reads it
    (the variable when it is an absolute path, else the default under HOME, or under / when
    HOME is empty), without QStandardPaths (its class and enums, before the first frame)."""
    if sys.platform.startswith("linux"):
        folder = os.environ.get(variable, "")
        if folder.startswith("/"):
            return folder
        home = os.path.normpath(os.environ.get("HOME") or "/")
        home = home[1:] if home.startswith("//") else home
        return home + "/" + default  # "/" as HOME: "//.local/share", as Qt makes it
    from PySide6.QtCore import QStandardPaths

    kind = getattr(QStandardPaths.StandardLocation, location)
    return QStandardPaths.writableLocation(kind)


class Preferences:
    """Everything the settings dialog sets.

    ``flippers``, ``empty_column`` and ``run_limit`` are the free parameters set on top of the
    variant (None: the variant's own).  ``problems`` says what loading had to set aside, for
    the window to tell the player.  Compared and shown by its ``FIELDS`` (not ``problems``),
    as a dataclass would be; a plain class, as a dataclass compiles its methods when its
    class is made, before the first frame.
    """

    FIELDS = (
        "variant",
        "flippers",
        "empty_column",
        "run_limit",
        "solver",
        "deck",
        "animation_speed",
        "autoplay",
        "felt",
        "zoom",
        "high_contrast",
        "pause_in_background",
        "ask_before_new_deal",
        "language",
        "disabled_plugins",
        "window_geometry",
        "review_open",
        "last_folder",
        "winnable_only",
    )
    __hash__ = None  # type: ignore[assignment]  # changed in place: no hash, as a dataclass's

    def __init__(
        self,
        variant: str = "penguin",
        flippers: int | None = None,
        empty_column: str | None = None,
        run_limit: str | None = None,
        solver: str = "auto",
        deck: str = "builtin",
        animation_speed: str = "normal",
        autoplay: bool = True,
        felt: str = "green",
        zoom: int = 100,
        high_contrast: bool = False,
        pause_in_background: bool = False,
        ask_before_new_deal: bool = True,
        language: str = "",
        disabled_plugins: list[str] | None = None,
        window_geometry: bytes = b"",
        review_open: bool = False,
        last_folder: str = "",
        winnable_only: list[str] | None = None,
        problems: list[Text] | None = None,
    ) -> None:
        self.variant = variant
        self.flippers = flippers
        self.empty_column = empty_column
        self.run_limit = run_limit
        self.solver = solver  # the portfolio (solving.portfolio), or a solver's id
        self.deck = deck
        self.animation_speed = animation_speed
        self.autoplay = autoplay
        self.felt = felt  # the table's colour: a felt's name or "#rrggbb"
        self.zoom = zoom  # the cards' size, in percent of what fits the table
        self.high_contrast = high_contrast  # large indices, four colours, solid outlines
        self.pause_in_background = pause_in_background  # the clock stops while in the back
        # New Deal asks first while a game is in progress (it would count as lost)
        self.ask_before_new_deal = ask_before_new_deal
        self.language = language  # "" follows the system; else one of i18n.LANGUAGES
        self.disabled_plugins: list[str] = [] if disabled_plugins is None else disabled_plugins
        self.window_geometry = window_geometry  # its size and place (QWidget.saveGeometry)
        self.review_open = review_open  # Game › Review Game's panel was open at the close
        self.last_folder = last_folder  # where the last file was opened or saved ("": none)
        # the variants dealt winnable deals only
        self.winnable_only: list[str] = [] if winnable_only is None else winnable_only
        self.problems: list[Text] = [] if problems is None else problems

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in self.FIELDS)

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.FIELDS)
        return f"Preferences({shown})"

    def rules_from(self, variant: Rules) -> Rules:
        """The variant's rules with these free parameters set on top; a parameter the
        variant pins (``Rules.free_params``) stays the variant's own, as Settings shows it."""
        chosen: dict[str, Any] = {"cells": self.flippers, "empty_column": self.empty_column}
        chosen["run_limit"] = self.run_limit
        return variant.with_params(
            **{name: value for name, value in chosen.items() if name in variant.free_params}
        )

    def checked_rules(self, variant: Rules) -> Rules:
        """``rules_from``, but free parameters the variant refuses (a settings file edited by
        hand: Eight Off with 2 cells) are dropped with a note and a problem to tell."""
        try:
            return self.rules_from(variant)
        except ValueError as exc:
            log.warning("settings: %s cannot be played as saved (%s)", variant.id, exc)
            self.problems.append(
                Text(
                    N_(
                        "The saved rules could not be used ({reason}); {variant} is played"
                        " with its own rules."
                    ),
                    reason=Text(exc.template, **exc.params)
                    if isinstance(exc, EngineError)
                    else str(exc),
                    variant=variant.name,
                )
            )
            self.flippers = self.empty_column = self.run_limit = None
            return variant

    def same_rules(self, other: Preferences) -> bool:
        keys = ("variant", "flippers", "empty_column", "run_limit")
        return all(getattr(self, k) == getattr(other, k) for k in keys)

    # -- persistence ---------------------------------------------------------------------

    @classmethod
    def load(cls, settings: QSettings | SettingsStore | None = None) -> Preferences:
        """Read the saved settings; anything missing or not valid keeps its default."""
        prefs = cls()
        if settings is None:
            settings, problem = _open_default_store()
            if problem is not None:
                prefs.problems.append(problem)
            if settings is None:
                return prefs
        reader = _Reader(settings)
        prefs.variant = reader.text("rules/variant", prefs.variant)
        prefs.flippers = reader.count("rules/flippers", 0, MAX_CELLS)
        prefs.empty_column = reader.choice("rules/empty_column", EMPTY_COLUMN_RULES, None)
        prefs.run_limit = reader.choice("rules/run_limit", RUN_LIMITS, None)
        prefs.solver = reader.text("solver/id", prefs.solver)
        prefs.deck = reader.text("table/deck", prefs.deck)
        prefs.animation_speed = reader.choice(
            "table/animation_speed", ANIMATION_SPEEDS, prefs.animation_speed
        )
        prefs.autoplay = reader.flag("table/autoplay", prefs.autoplay)
        felt = reader.text("table/felt", prefs.felt)
        if felt != prefs.felt:  # the default needs no check (nor the pattern compiled)
            prefs.felt = felt if re.fullmatch(FELT_VALUE, felt) else prefs.felt
        prefs.zoom = reader.count("table/zoom", *ZOOM_RANGE) or prefs.zoom
        prefs.high_contrast = reader.flag("table/high_contrast", prefs.high_contrast)
        prefs.pause_in_background = reader.flag("clock/pause_in_background", False)
        prefs.ask_before_new_deal = reader.flag("game/ask_before_new_deal", True)
        prefs.language = reader.choice("window/language", ("", *LANGUAGES), prefs.language)
        prefs.disabled_plugins = reader.names("plugins/disabled")
        prefs.window_geometry = reader.blob("window/geometry")
        prefs.review_open = reader.flag("window/review_open", False)
        prefs.last_folder = reader.text("files/last_folder", prefs.last_folder)
        prefs.winnable_only = reader.names("deals/winnable_only")
        return prefs

    def save(self, settings: QSettings | SettingsStore | None = None) -> Text | None:
        """Write the settings; the reason when the file cannot be written (None: it was)."""
        s = settings if settings is not None else default_store()
        if s is None:
            return None
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
        s.setValue("table/felt", self.felt)
        s.setValue("table/zoom", self.zoom)
        s.setValue("table/high_contrast", self.high_contrast)
        s.setValue("clock/pause_in_background", self.pause_in_background)
        s.setValue("game/ask_before_new_deal", self.ask_before_new_deal)
        s.setValue("window/language", self.language)
        # An empty list would be written as "@Invalid()": leave the key out instead.
        if self.disabled_plugins:
            s.setValue("plugins/disabled", ",".join(self.disabled_plugins))
        else:
            s.remove("plugins/disabled")
        if self.window_geometry:
            s.setValue("window/geometry", base64.b64encode(self.window_geometry).decode("ascii"))
        s.setValue("window/review_open", self.review_open)
        if self.last_folder:
            s.setValue("files/last_folder", self.last_folder)
        if self.winnable_only:
            s.setValue("deals/winnable_only", ",".join(self.winnable_only))
        else:
            s.remove("deals/winnable_only")
        return s.sync()

    def copy(self) -> Preferences:
        values = {name: getattr(self, name) for name in self.FIELDS}
        values["disabled_plugins"] = list(self.disabled_plugins)
        values["winnable_only"] = list(self.winnable_only)
        values["problems"] = list(self.problems)
        return Preferences(**values)


# -- the file ---------------------------------------------------------------------------------

_unusable = False  # the settings file could be neither read nor moved aside: keep nothing


def default_store() -> SettingsStore | None:
    """The player's settings file; None when it is too large and could not be set aside."""
    if _unusable:
        return None
    return SettingsStore(settings_path())


def _open_default_store() -> tuple[SettingsStore | None, Text | None]:
    """The settings file to read, after a look at its size: a file too large to be ours is
    not read (reading 50 MB would take many seconds); it is kept aside and a new one begun."""
    global _unusable
    path = settings_path()
    try:
        size = os.stat(path).st_size if path.is_file() else 0
    except OSError:
        size = 0
    if size > MAX_SETTINGS_BYTES:
        aside = path.with_name(path.name + ".too-large")
        try:
            os.replace(path, aside)
        except OSError as exc:
            log.warning("settings file %s (%d bytes) ignored: %s", path, size, exc)
            _unusable = True
            problem = Text(
                N_(
                    "The settings file {path} is too large ({size} MB) to be read. It was"
                    " ignored: this session starts with the default settings, and changes"
                    " will not be kept."
                ),
                path=str(path),
                size=f"{size / 1e6:.1f}",
            )
            return None, problem
        log.warning("settings file %s (%d bytes) moved to %s", path, size, aside.name)
        problem = Text(
            N_(
                "The settings file was too large ({size} MB) to be read. It was kept as {name}"
                " and the default settings are used."
            ),
            size=f"{size / 1e6:.1f}",
            name=aside.name,
        )
        return SettingsStore(path), problem
    _unusable = False
    store = SettingsStore(path)
    return store, store.problem


class _Reader:
    """Reads values of a QSettings, each checked; a bad one is noted in the log."""

    def __init__(self, settings: QSettings | SettingsStore) -> None:
        self.settings = settings

    def raw(self, key: str) -> object:
        try:
            return self.settings.value(key)
        except Exception as exc:  # a value Qt stores but Python cannot take
            log.warning("settings: %s could not be read (%s); the default is used", key, exc)
            return None

    def _bad(self, key: str, value: object, default: object) -> None:
        shown = repr(value)
        if len(shown) > 60:
            shown = shown[:57] + "..."
        log.warning("settings: %s = %s is not valid; %r is used", key, shown, default)

    def text(self, key: str, default: str) -> str:
        value = self.raw(key)
        if value is None:
            return default
        if isinstance(value, str) and 0 < len(value) <= MAX_TEXT and value.isprintable():
            return value
        self._bad(key, value, default)
        return default

    def choice(self, key: str, allowed, default):
        value = self.raw(key)
        if value is None:
            return default
        if isinstance(value, str) and value in allowed:
            return value
        self._bad(key, value, default)
        return default

    def count(self, key: str, low: int, high: int) -> int | None:
        """A whole number from ``low`` to ``high`` (ASCII digits), or None."""
        value = self.raw(key)
        if value is None:
            return None
        number: int | None = None
        if isinstance(value, int) and not isinstance(value, bool):
            number = value
        elif isinstance(value, float) and math.isfinite(value) and value.is_integer():
            number = int(value)
        elif isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
            digits = value.strip()
            number = int(digits) if len(digits) <= 4 else None
        if number is not None and low <= number <= high:
            return number
        self._bad(key, value, None)
        return None

    def flag(self, key: str, default: bool) -> bool:
        value = self.raw(key)
        if value is None:
            return default
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "1", "yes", "false", "0", "no"):
            return value.lower() in ("true", "1", "yes")
        self._bad(key, value, default)
        return default

    def blob(self, key: str, limit: int = 4096) -> bytes:
        """Bytes Qt wrote (a window geometry), or nothing."""
        value = self.raw(key)
        if value is None:
            return b""
        if isinstance(value, bytes) and len(value) <= limit:
            return value
        if isinstance(value, QByteArray) and value.size() <= limit:
            return bytes(value.data())
        if isinstance(value, str) and len(value) <= limit * 2:  # as base64
            try:
                return base64.b64decode(value, validate=True)
            except (binascii.Error, ValueError):
                pass
        self._bad(key, value, b"")
        return b""

    def names(self, key: str) -> list[str]:
        """Plugin names: a list, or a comma-separated text."""
        value = self.raw(key)
        if value is None:
            return []
        items = value.split(",") if isinstance(value, str) else value
        if not isinstance(items, list):
            self._bad(key, value, [])
            return []
        out = []
        for item in items:
            name = item.strip() if isinstance(item, str) else ""
            if name and len(name) <= 200 and name.isprintable():
                out.append(name)
            elif name or not isinstance(item, str):
                self._bad(key, item, "left out")
        return out

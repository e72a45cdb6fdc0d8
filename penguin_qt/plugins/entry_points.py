"""The installed packages' entry points of one group, found without ``importlib.metadata``.

Importing ``importlib.metadata`` (email, zipfile, csv and the rest) and reading every
distribution's METADATA costs the start more than the window's own modules.  The entry
points only need each distribution's ``entry_points.txt``; the name and version of a
plugin's package come from its ``.dist-info`` folder's name (the wheel
standard writes ``{name}-{version}.dist-info``); only a third party's package has its
METADATA read, its first lines only, for the name as the package spells it.  A path entry
that is a zip archive, which this scan does not open, makes it ask ``importlib.metadata``.
"""

from __future__ import annotations

import importlib
import os
import re
import sys
import time
from collections.abc import Iterable
from typing import Any

OWN_DISTRIBUTION = "penguin-qt"  # normalized: the built-in plugins come with the program
GROUP = "penguin_qt"  # Penguin Qt's plugins' entry points


def normalized(name: str) -> str:
    """A distribution's name as the packaging standards compare it (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def is_own(ep: Any) -> bool:
    """Whether the entry point ``ep`` (this module's or ``importlib.metadata``'s) is one of
    Penguin Qt's own distribution: a built-in plugin."""
    dist = getattr(ep, "dist", None)
    if dist is None:
        return False
    name = getattr(dist, "name", None) or dist.metadata["Name"] or ""
    return normalized(name) == OWN_DISTRIBUTION


class Distribution:
    """Where an entry point comes from: the package's folder, name and version (read from
    METADATA only when asked and the folder's name lacks it).  A plain class, as the entry
    point below: a dataclass compiles its methods as its class is made, at the start."""

    __slots__ = ("_read", "folder_version", "name", "path")

    def __init__(self, path: str, name: str, folder_version: str = "") -> None:
        self.path, self.name, self.folder_version = path, name, folder_version
        self._read: dict[str, str] = {}

    def __repr__(self) -> str:
        return f"Distribution({self.path!r}, {self.name!r}, {self.folder_version!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Distribution):
            return NotImplemented
        return (self.path, self.name, self.folder_version) == (
            other.path,
            other.name,
            other.folder_version,
        )

    def __hash__(self) -> int:
        return hash((self.path, self.name, self.folder_version))

    @property
    def version(self) -> str:
        if self.folder_version:
            return self.folder_version
        if "version" not in self._read:
            self._read["version"] = _metadata_field(self.path, "Version") or "unknown version"
        return self._read["version"]

    @property
    def metadata(self) -> dict[str, str]:
        """The one field the host reads, as importlib's: the package's own spelling of its
        name (the folder's is normalized), read from METADATA's first lines when asked."""
        if "name" not in self._read:
            self._read["name"] = _metadata_field(self.path, "Name") or self.name
        return {"Name": self._read["name"]}


class EntryPoint:
    """One ``name = module[:attr]`` line of ``entry_points.txt`` (the part of
    ``importlib.metadata.EntryPoint`` the host and the translations use)."""

    __slots__ = ("dist", "group", "name", "value")

    def __init__(self, name: str, value: str, group: str, dist: Distribution | None = None) -> None:
        self.name, self.value, self.group, self.dist = name, value, group, dist

    def __repr__(self) -> str:
        return f"EntryPoint({self.name!r}, {self.value!r}, {self.group!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, EntryPoint):
            return NotImplemented
        return (self.name, self.value, self.group, self.dist) == (
            other.name,
            other.value,
            other.group,
            other.dist,
        )

    def __hash__(self) -> int:
        return hash((self.name, self.value, self.group))

    @property
    def module(self) -> str:
        return self.value.partition(":")[0].strip()

    def load(self) -> Any:
        module, _, attr = self.value.partition(":")
        obj: Any = importlib.import_module(module.strip())
        for part in attr.split("[")[0].strip().split(".") if attr.strip() else ():
            obj = getattr(obj, part)
        return obj


def _metadata_field(folder: str, key: str) -> str:
    try:
        with open(os.path.join(folder, "METADATA"), encoding="utf-8") as f:
            for line in f:
                if not line.strip():
                    break  # the headers end at the first empty line
                head, _, rest = line.partition(":")
                if head.strip().lower() == key.lower():
                    return rest.strip()
    except (OSError, UnicodeDecodeError):
        pass
    return ""


def _entries(text: str, group: str) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    current = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line[0] in "#;":
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1].strip()
            continue
        if current == group and "=" in line:
            name, _, value = line.partition("=")
            found.append((name.strip(), value.strip()))
    return found


def _distribution(folder: str, base: str) -> Distribution:
    stem = base.rsplit(".", 1)[0]  # name-version.dist-info / name-version-py3.11.egg-info
    name, _, rest = stem.partition("-")
    version = rest.split("-")[0] if rest else ""
    if not name or not version:
        name = _metadata_field(folder, "Name") or name
    return Distribution(folder, name, version)


def entry_points(group: str, path: Iterable[str] | None = None) -> list[Any]:
    """The entry points of ``group`` of every distribution on ``path`` (``sys.path``), the
    first distribution of each name only, as ``importlib.metadata.entry_points`` gives them."""
    entries = list(sys.path if path is None else path)
    if any(os.path.isfile(entry or ".") for entry in entries):  # a zip archive: the slow way
        import importlib.metadata

        return list(importlib.metadata.entry_points(group=group))
    stamps = tuple(_stamp(entry) for entry in entries)
    key = (group, tuple(entries))
    kept = _found.get(key)
    if kept is not None and kept[0] == stamps:
        return list(kept[1])
    found = _scan(group, entries)
    settled = time.time_ns() - SETTLED_NS
    if all(stamp is None or stamp < settled for stamp in stamps):
        _found[key] = (stamps, found)
    return list(found)


# The last scan of each group and path, with the path's folders' modification times: the
# start reads the plugins' translations and then the plugins, one scan for both.  A package
# installed or removed changes its folder's time, and the folders are scanned again.  A
# folder changed in the last seconds is not trusted to show its next change (the clock of
# the file system is coarse): such a path is scanned every time.
SETTLED_NS = 2_000_000_000
_found: dict[tuple[str, tuple[str, ...]], tuple[tuple[int | None, ...], list[Any]]] = {}


def _stamp(entry: str) -> int | None:
    try:
        return os.stat(entry or ".").st_mtime_ns
    except OSError:
        return None


def _scan(group: str, entries: list[str]) -> list[Any]:
    seen: set[str] = set()
    found: list[Any] = []
    for entry in entries:
        try:
            names = sorted(os.listdir(entry or "."))
        except OSError:
            continue
        for base in names:
            if not base.endswith((".dist-info", ".egg-info")):
                continue
            folder = os.path.join(entry or ".", base)
            dist = _distribution(folder, base)
            key = normalized(dist.name)
            if key in seen:
                continue
            seen.add(key)
            try:
                with open(os.path.join(folder, "entry_points.txt"), encoding="utf-8") as f:
                    text = f.read()
            except (OSError, UnicodeDecodeError):
                continue
            found += [EntryPoint(n, v, group, dist) for n, v in _entries(text, group)]
    return found


__all__ = ["GROUP", "OWN_DISTRIBUTION", "Distribution", "EntryPoint", "entry_points", "normalized"]

"""The settings file, read and written without Qt and without ever unpickling.

The file is the INI layout Qt's QSettings writes (``[group]`` lines, then ``key=value``; top
level keys under ``[General]``), so files written by earlier versions are read as they are.
Only plain values are taken: text, numbers, true/false and lists of text.  A value Qt would
have turned into an object (``@Variant(...)``, which unpickles, ``@ByteArray(...)``, ``@Rect``
and the like) is refused with a note in the log, and the caller gets its default.

Writing is atomic (``write_atomic``): a crash leaves the old file or the new one, a symbolic
link is replaced by the file instead of being written through, and a file or folder that
cannot be written is said (``sync`` returns the reason) instead of changes being lost.

A line that is not UTF-8 (another editor's Latin-1, a damaged byte) costs that line only:
every other line is read, the file as it was is copied aside (``.unreadable-N``) before
anything is written over it, and ``problem`` tells the player.
"""

from __future__ import annotations

import logging
from pathlib import Path

from ..engine.errors import N_, Text
from .bounds import is_clean_text
from .files import FileError, clean_temporaries, keep_copy, read_bytes_capped, write_atomic

log = logging.getLogger(__name__)

#: A settings file is a few hundred bytes; one larger than this is not ours to read.
MAX_SETTINGS_BYTES = 256 * 1024
MAX_VALUE = 64 * 1024
GENERAL = "General"
Value = str | list[str]
_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v"}
_ESCAPES.update({'"': '"', "'": "'", "\\": "\\", "?": "?"})
_WRITE_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}


class SettingsError(ValueError):
    """A value in the settings file that is refused (the text says why)."""


class SettingsStore:
    """The settings at ``path``: ``value(key)`` (``"group/name"``), ``setValue``, ``remove``,
    ``sync``, as far as QSettings is used here, without ever making an object of a value."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._values: dict[str, Value] = {}
        self._refused: set[str] = set()
        self.problem: Text | None = None  # why the file could not be read (None: it could)
        # lines were left out and the file could not be copied aside: never written over
        self._keep_file: Text | None = None
        self._read()

    def fileName(self) -> str:  # noqa: N802 (the name QSettings gives it)
        return str(self.path)

    def _read(self) -> None:
        clean_temporaries(self.path.parent)  # left by a write cut short (a crash, SIGKILL)
        if not self.path.exists() and not self.path.is_symlink():
            return
        try:
            data = read_bytes_capped(self.path, MAX_SETTINGS_BYTES)
        except FileError as error:
            log.warning("settings file %s not read: %s", self.path, error)
            self.problem = Text(error.template, **error.params)
            return
        text, unreadable = decode_lines(data)
        if unreadable:
            self._set_aside(data, unreadable)
        self._values, refused = parse(text)
        for key, reason in refused.items():
            log.warning("settings: %s refused (%s); the default is used", key, reason)
        self._refused = set(refused)

    def _set_aside(self, data: bytes, unreadable: int) -> None:
        """Lines were left out: keep the file as it was before anything overwrites it."""
        aside = keep_copy(self.path, data)
        log.warning(
            "settings file %s: %d lines are not UTF-8 and were left out; the file is kept as %s",
            self.path,
            unreadable,
            aside,
        )
        if aside is not None:
            self.problem = Text(
                N_(
                    "{count} lines of the settings file were not text and were left out; the"
                    " file as it was is kept as {name}"
                ),
                count=unreadable,
                name=aside.name,
            )
            return
        self.problem = self._keep_file = Text(
            N_(
                "{count} lines of the settings file {path} were not text and no copy of it could"
                " be kept: the other settings are used, and changes are not kept"
            ),
            count=unreadable,
            path=str(self.path),
        )

    # -- QSettings' words ---------------------------------------------------------------

    def value(self, key: str, default: object = None) -> object:
        value = self._values.get(_key(key))
        if value is None:
            return default
        return list(value) if isinstance(value, list) else value

    def contains(self, key: str) -> bool:
        return _key(key) in self._values

    def allKeys(self) -> list[str]:  # noqa: N802
        return sorted(self._values)

    def setValue(self, key: str, value: object) -> None:  # noqa: N802
        self._values[_key(key)] = plain(value)

    def remove(self, key: str) -> None:
        key = _key(key)
        for name in [k for k in self._values if k == key or k.startswith(key + "/")]:
            del self._values[name]

    def sync(self) -> Text | None:
        """Write the file; the reason when it could not be written (None: it was)."""
        if self._keep_file is not None:
            return self._keep_file
        try:
            write_atomic(self.path, render(self._values))
        except OSError as error:
            log.warning("settings not written to %s: %s", self.path, error)
            if isinstance(error, PermissionError):
                return Text(
                    N_("The settings file {path} or its folder is read-only: changes are not kept"),
                    path=str(self.path),
                )
            return Text(
                N_("The settings could not be saved to {path}: {reason}"),
                path=str(self.path),
                reason=error.strerror or str(error),
            )
        return None


def _key(key: str) -> str:
    key = key.strip("/")
    return key if "/" in key else f"{GENERAL}/{key}" if key else key


def plain(value: object) -> Value:
    """``value`` as the store keeps it; SettingsError for anything but plain values."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str):
        return _clean(value)
    if isinstance(value, list | tuple) and all(isinstance(v, str) for v in value):
        return [_clean(v) for v in value]
    raise SettingsError(f"not a plain value: {type(value).__name__}")


def _clean(text: str) -> str:
    if len(text) > MAX_VALUE or not is_clean_text(text.replace("\n", "").replace("\t", "")):
        raise SettingsError("not plain text, or too long")
    return text


# -- the text ------------------------------------------------------------------------------


def decode_lines(data: bytes) -> tuple[str, int]:
    """The text of ``data`` line by line: every line that is UTF-8, and how many were not.
    A group line that is not (``[gr\xfcppe]``) becomes a group no key belongs to, so the
    keys under it are not taken for the group above."""
    try:
        return data.decode("utf-8"), 0
    except UnicodeDecodeError:
        pass
    lines, unreadable = [], 0
    for raw in data.split(b"\n"):
        try:
            lines.append(raw.decode("utf-8"))
        except UnicodeDecodeError:
            unreadable += 1
            lines.append("[%unreadable]" if raw.strip().startswith(b"[") else "")
    return "\n".join(lines), unreadable


def parse(text: str) -> tuple[dict[str, Value], dict[str, str]]:
    """The values of an INI text and the keys refused, with why."""
    values: dict[str, Value] = {}
    refused: dict[str, str] = {}
    group = GENERAL
    for line in text.removeprefix("\ufeff").splitlines():
        line = line.strip()
        if not line or line[0] in ";#":
            continue
        if line.startswith("[") and line.endswith("]"):
            group = _unescape_key(line[1:-1]) or GENERAL
            continue
        name, equals, raw = line.partition("=")
        if not equals:
            continue
        key = f"{group}/{_unescape_key(name.strip())}"
        try:
            values[key] = read_value(raw.strip())
        except SettingsError as error:
            refused[key] = str(error)
            values.pop(key, None)
    return values, refused


def _unescape_key(text: str) -> str:
    """A key as QSettings writes it: ``%XX`` and ``%UXXXX`` stand for other characters."""
    out, i = [], 0
    while i < len(text):
        ch = text[i]
        if ch == "%" and text[i + 1 : i + 2] == "U" and _hex(text[i + 2 : i + 6], 4):
            out.append(chr(int(text[i + 2 : i + 6], 16)))
            i += 6
        elif ch == "%" and _hex(text[i + 1 : i + 3], 2):
            out.append(chr(int(text[i + 1 : i + 3], 16)))
            i += 3
        else:
            out.append(ch)
            i += 1
    return "".join(out).replace("\\", "/")


def _hex(text: str, length: int) -> bool:
    return len(text) == length and all(c in "0123456789abcdefABCDEF" for c in text)


def read_value(raw: str) -> Value:
    """One value's text: a string, or a list of strings for a comma-separated one.
    SettingsError for a Qt type (``@Variant(``, ``@ByteArray(``, ...) or text that is not."""
    if len(raw) > MAX_VALUE * 2:
        raise SettingsError("too long")
    items = _split(raw)
    if len(items) == 1:
        (item,) = items
        if item.startswith("@@"):
            item = item[1:]
        elif item.startswith("@"):
            raise SettingsError(f"a Qt type, not a plain value: {item[:20]!r}")
        return _clean(item)
    out = []
    for item in items:
        if item.startswith("@") and not item.startswith("@@"):
            raise SettingsError("a Qt type in a list")
        out.append(_clean(item[1:] if item.startswith("@@") else item))
    return out


def _split(raw: str) -> list[str]:
    """The comma-separated parts of a value, each unquoted and unescaped."""
    parts: list[str] = []
    units: list[int] = []  # UTF-16 code units, for \\x escapes to combine into characters
    quoted = was_quoted = False
    i = 0

    def flush() -> None:
        try:
            text = b"".join(u.to_bytes(2, "little") for u in units).decode("utf-16-le")
        except UnicodeDecodeError:
            raise SettingsError("holds a lone surrogate") from None
        parts.append(text if was_quoted else text.strip())
        units.clear()

    while i < len(raw):
        ch = raw[i]
        if ch == '"':
            if not quoted and not "".join(map(chr, units)).strip():
                units.clear()  # the space after a comma, before the quote
            quoted = not quoted
            was_quoted = True
            i += 1
        elif ch == "\\":
            i += 1
            if i >= len(raw):
                break
            esc = raw[i]
            if esc == "x":
                j = i + 1
                while j < len(raw) and j < i + 5 and raw[j] in "0123456789abcdefABCDEF":
                    j += 1
                if j == i + 1:
                    raise SettingsError("a bad escape")
                units.append(int(raw[i + 1 : j], 16) & 0xFFFF)
                i = j
            elif esc in "01234567":
                j = i
                while j < len(raw) and j < i + 3 and raw[j] in "01234567":
                    j += 1
                units.append(int(raw[i:j], 8) & 0xFFFF)
                i = j
            elif esc in _ESCAPES:
                units.append(ord(_ESCAPES[esc]))
                i += 1
            else:  # the character itself; past U+FFFF, its two UTF-16 units
                units.extend(_units(esc))
                i += 1
        elif ch == "," and not quoted:
            flush()
            was_quoted = False
            i += 1
        else:
            units.extend(_units(ch))
            i += 1
    if quoted:
        raise SettingsError("an unclosed quote")
    flush()
    return parts


def _units(ch: str) -> list[int]:
    data = ch.encode("utf-16-le", "surrogatepass")
    return [int.from_bytes(data[k : k + 2], "little") for k in range(0, len(data), 2)]


def render(values: dict[str, Value]) -> str:
    """The INI text of ``values`` (groups in order, ``[General]`` first), as QSettings would
    read it back."""
    groups: dict[str, list[str]] = {}
    for key in sorted(values):
        group, _, name = key.rpartition("/")
        groups.setdefault(group or GENERAL, []).append(f"{name}={_write(values[key])}")
    order = sorted(groups, key=lambda g: (g != GENERAL, g))
    return "\n".join(f"[{g}]\n" + "\n".join(groups[g]) + "\n" for g in order)


def _write(value: Value) -> str:
    if isinstance(value, list):
        return ", ".join(_write_one(v, in_list=True) for v in value)
    return _write_one(value)


def _write_one(text: str, in_list: bool = False) -> str:
    body = "".join(_WRITE_ESCAPES.get(c, c) for c in text)
    if body.startswith("@"):
        body = "@" + body
    needs_quotes = body != body.strip() or any(c in body for c in ",;=") or (in_list and not body)
    return f'"{body}"' if needs_quotes else body

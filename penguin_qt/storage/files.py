"""Files written so that a crash at any moment leaves either the old content or the new one,
and files read with a cap on their size."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from ..engine.errors import N_, EngineError

#: Far more than any record or position needs (a long game's record is a few kilobytes).
MAX_FILE_BYTES = 1_000_000


class FileError(EngineError):
    """A file that could not be read or written; the text says which and why."""


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically: a temporary file in the same folder, flushed and
    synced, then renamed over the old one (and the folder synced, so the rename is kept).
    Raises OSError; the old file is left as it was."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.fchmod(fd, 0o666 & ~_umask())  # as an ordinary new file, not mkstemp's 0600
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    with contextlib.suppress(OSError):  # not every file system lets a folder be synced
        folder = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def read_text_capped(path: Path, limit: int = MAX_FILE_BYTES) -> str:
    """The text of ``path``, refusing files over ``limit`` bytes or not in UTF-8.
    Raises FileError with a reason a player can read."""
    path = Path(path)
    try:
        with open(path, "rb") as stream:
            data = stream.read(limit + 1)
    except FileNotFoundError:
        raise FileError(N_("There is no file {name}"), name=path.name) from None
    except IsADirectoryError:
        raise FileError(N_("{name} is a folder, not a file"), name=path.name) from None
    except OSError as error:
        raise FileError(
            N_("{name} could not be read: {reason}"), name=path.name, reason=error.strerror
        ) from None
    if len(data) > limit:
        raise FileError(
            N_("{name} is too large to be a game or a position (over {limit} bytes)"),
            name=path.name,
            limit=limit,
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise FileError(N_("{name} is not a text file"), name=path.name) from None

"""Files written so that a crash at any moment leaves either the old content or the new one,
and files read with a cap on their size."""

from __future__ import annotations

import contextlib
import logging
import os
import re
import stat
import tempfile
import time
from pathlib import Path

from ..engine.errors import N_, EngineError

#: Far more than any record or position needs (a long game's record is a few kilobytes).
MAX_FILE_BYTES = 1_000_000
#: The largest card deck file read (the largest deck KDE ships is 3.3 MB): a larger one is
#: refused before the SVG parser spends seconds and gigabytes on it.
MAX_DECK_BYTES = 16_000_000
#: A temporary file of ``write_atomic`` older than this was left by a write that never ended
#: (its writer's process may still run, under a process id used again, or on another machine).
STALE_SECONDS = 600.0
# compiled when a name that could be one is first met (by ``re``), not at every start:
# ``.<name>.<writer's pid>-<random>.tmp`` (older versions wrote no pid)
_TEMPORARY = r"\..+\.(?:([0-9]{1,10})-)?[A-Za-z0-9_]+\.tmp\Z"

log = logging.getLogger(__name__)


class FileError(EngineError):
    """A file that could not be read or written; the text says which and why."""


def write_atomic(path: Path, text: str | bytes) -> None:
    """Write ``text`` (UTF-8, or bytes as they are) to ``path`` atomically: a temporary file
    in the same folder, flushed and synced, then renamed over the old one (and the folder
    synced, so the rename is kept).  Raises OSError; the old file is left as it was.

    A symbolic link at ``path`` is replaced by the file, never written through (its target is
    left as it was).  A file there that is read-only is not replaced: PermissionError says so.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    refuse_read_only(path)
    # the writer's process id in the name: a file of a writer that is gone is stale at once
    prefix = f".{path.name}.{os.getpid()}-"
    fd, temporary = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=path.parent)
    try:
        os.fchmod(fd, 0o666 & ~_umask())  # as an ordinary new file, not mkstemp's 0600
        data = text if isinstance(text, bytes) else text.encode("utf-8")
        with os.fdopen(fd, "wb") as stream:
            stream.write(data)
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


def refuse_read_only(path: Path) -> None:
    """PermissionError when ``path`` is a file (not a link) that its mode makes read-only:
    the player made it so, and a rename would replace it anyway."""
    try:
        st = os.lstat(path)
    except OSError:
        return
    if stat.S_ISREG(st.st_mode) and not (st.st_mode & 0o222 and os.access(path, os.W_OK)):
        raise PermissionError(13, "the file is read-only", str(path))


def _writer_gone(pid: str | None) -> bool:
    """Whether the process that wrote a temporary file (its id from the file's name) has
    ended.  Asked only where signal 0 asks and does nothing (POSIX)."""
    if not pid or os.name != "posix":
        return False
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return True
    except (OSError, ValueError, OverflowError):  # another user's process: it is there
        return False
    return False


def clean_temporaries(folder: Path, older_than: float = STALE_SECONDS) -> list[Path]:
    """Remove the temporary files ``write_atomic`` left in ``folder`` when a write was cut
    short (a crash, SIGKILL): at once when the process that wrote it has ended, else once
    it is ``older_than`` seconds old; returns those removed."""
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        name = entry.name
        if not (name.startswith(".") and name.endswith(".tmp")):
            continue
        found = re.match(_TEMPORARY, name, re.DOTALL)
        if not found:
            continue
        try:
            st = entry.stat(follow_symlinks=False)
            stale = now - st.st_mtime >= older_than or _writer_gone(found.group(1))
            if stat.S_ISREG(st.st_mode) and stale:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError as error:
            log.warning("could not remove the stale file %s: %s", entry.path, error)
    if removed:
        log.info("removed %d stale temporary files in %s", len(removed), folder)
    return removed


def check_size(path: Path, limit: int, what: str = "") -> None:
    """FileError unless ``path`` is a regular file of at most ``limit`` bytes: cheap, so that
    a huge file is refused before any parser sees it."""
    path = Path(path)
    try:
        st = os.stat(path)
    except OSError as error:
        raise FileError(
            N_("{name} could not be read: {reason}"), name=path.name, reason=error.strerror
        ) from None
    if not stat.S_ISREG(st.st_mode):
        raise FileError(N_("{name} is not a regular file"), name=path.name)
    if st.st_size > limit:
        raise FileError(N_("{name} is too large (over {limit} bytes)"), name=path.name, limit=limit)


def check_deck_file(path: str | Path) -> None:
    """FileError (a ValueError) for a card deck file that is not a regular file of at most
    MAX_DECK_BYTES."""
    check_size(Path(path), MAX_DECK_BYTES)


def read_deck_file(path: str | Path) -> bytes:
    """The SVG of a card deck file (``.svg``, or gzip-compressed as ``.svgz`` usually is),
    at most MAX_DECK_BYTES read and at most MAX_DECK_BYTES once expanded: a small file that
    expands hugely is refused before the SVG parser sees any of it.  Raises FileError (a
    ValueError) with a reason a player can read."""
    path = Path(path)
    check_deck_file(path)
    data = _read_capped(path, MAX_DECK_BYTES)
    if len(data) > MAX_DECK_BYTES:  # it grew since it was looked at
        raise FileError(
            N_("{name} is too large (over {limit} bytes)"), name=path.name, limit=MAX_DECK_BYTES
        )
    if not data.startswith(b"\x1f\x8b"):
        return data
    import zlib

    expand = zlib.decompressobj(wbits=zlib.MAX_WBITS | 16)  # gzip's header and trailer
    try:
        svg = expand.decompress(data, MAX_DECK_BYTES + 1)
    except zlib.error as error:
        raise FileError(
            N_("{name} could not be read: {reason}"), name=path.name, reason=str(error)
        ) from None
    if len(svg) > MAX_DECK_BYTES or expand.unconsumed_tail:
        raise FileError(
            N_("{name} is too large once expanded (over {limit} bytes)"),
            name=path.name,
            limit=MAX_DECK_BYTES,
        )
    return svg


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def read_text_capped(path: Path, limit: int = MAX_FILE_BYTES) -> str:
    """The text of ``path``, refusing files over ``limit`` bytes or not in UTF-8.
    Raises FileError with a reason a player can read."""
    path = Path(path)
    data = _read_capped(path, limit)
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


def read_bytes_capped(path: Path, limit: int) -> bytes:
    """The bytes of ``path``, refusing files over ``limit`` bytes; FileError with a reason a
    player can read."""
    path = Path(path)
    data = _read_capped(path, limit)
    if len(data) > limit:
        raise FileError(N_("{name} is too large (over {limit} bytes)"), name=path.name, limit=limit)
    return data


def keep_copy(path: Path, data: bytes) -> Path | None:
    """Keep ``data`` (what ``path`` held) beside it as ``<name>.unreadable-N``, the first N
    not taken, written atomically; the copy's path, or None when it could not be written."""
    path = Path(path)
    for n in range(1, 1000):
        target = path.with_name(f"{path.name}.unreadable-{n}")
        if target.exists() or target.is_symlink():
            continue
        try:
            write_atomic(target, data)
        except OSError as error:
            log.warning("could not keep a copy of %s: %s", path, error)
            return None
        return target
    return None


def _read_capped(path: Path, limit: int) -> bytes:
    """``_read_regular``, its failures as a FileError with a reason a player can read."""
    try:
        return _read_regular(path, limit)
    except FileNotFoundError:
        raise FileError(N_("There is no file {name}"), name=path.name) from None
    except IsADirectoryError:
        raise FileError(N_("{name} is a folder, not a file"), name=path.name) from None
    except OSError as error:
        raise FileError(
            N_("{name} could not be read: {reason}"),
            name=path.name,
            reason=error.strerror or str(error),
        ) from None


def _read_regular(path: Path, limit: int) -> bytes:
    """Up to ``limit + 1`` bytes of ``path``, opened without blocking (a FIFO or a device
    would otherwise wait forever) and refused unless it is a regular file."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | getattr(os, "O_CLOEXEC", 0))
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise IsADirectoryError(21, "is a folder", str(path))
        if not stat.S_ISREG(st.st_mode):
            raise FileError(N_("{name} is not a regular file"), name=path.name)
        os.set_blocking(fd, True)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)

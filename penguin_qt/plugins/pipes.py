"""The pipes between the program and a worker process: messages in frames (no Qt here).

A worker's transport is its standard input and output, which every platform has (see
``workers``).  Each message is one frame: its length in four bytes, then its pickle.  The
program reads a worker's frames in a thread of its own (:class:`Inbox`: a pipe cannot be
waited on with ``select`` everywhere), at most MAX_MESSAGE_BYTES each: a larger frame is not
read at all.  The thread wakes its owner through a local socket (:attr:`Inbox.wake`), which an
event loop (a ``QSocketNotifier``) or ``multiprocessing.connection.wait`` can watch on every
platform.  Only a worker's messages are read this way; they are unpickled because the worker
runs the same plugins the program itself has loaded (no other user and no file can write to
that pipe).
"""

from __future__ import annotations

import collections
import contextlib
import os
import pickle
import socket
import threading
import time
from typing import IO, Any

#: The largest message the program reads from a worker: a solution of thousands of moves is a
#: few hundred kilobytes; anything larger is not read at all and its worker is ended.
MAX_MESSAGE_BYTES = 8 * 2**20
#: A text a worker sends (a reason, a failure) is cut to this many characters.
MAX_TEXT_CHARS = 2000
HEADER_BYTES = 4


class FrameError(Exception):
    """A frame that is not read: too large, or not a message."""


def frame(message: Any) -> bytes:
    """``message`` as one frame: its pickle's length in four bytes, then the pickle."""
    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    return len(data).to_bytes(HEADER_BYTES, "big") + data


def write_all(fd: int, data: bytes) -> None:
    """Write all of ``data`` to the file descriptor ``fd`` (raises OSError)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def read_exactly(fd: int, size: int) -> bytes | None:
    """``size`` bytes from ``fd``, or None when the pipe ends first."""
    chunks, left = [], size
    while left:
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            return None
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def read_frame(fd: int, limit: int = MAX_MESSAGE_BYTES) -> Any:
    """The next message on ``fd``; EOFError when the pipe has ended, FrameError for a frame
    larger than ``limit`` (its body is not read) or one that is not a message."""
    header = read_exactly(fd, HEADER_BYTES)
    if header is None:
        raise EOFError
    size = int.from_bytes(header, "big")
    if size > limit:
        raise FrameError(f"sent a message of {size} bytes; the program reads at most {limit} bytes")
    data = read_exactly(fd, size)
    if data is None:
        raise EOFError
    try:
        return pickle.loads(data)  # the program's own plugins wrote it: see the module
    except Exception as exc:  # not a message of ours: an unpickling error of any kind
        raise FrameError(f"sent a message that cannot be read: {type(exc).__name__}") from None


class Inbox:
    """A worker's messages, read by a thread of their own from the worker's standard output;
    :attr:`wake` becomes readable when one is waiting and stays readable once the pipe has
    ended (as the pipe itself would)."""

    def __init__(self, stream: IO[bytes], limit: int = MAX_MESSAGE_BYTES) -> None:
        self.messages: collections.deque[Any] = collections.deque()
        self.refused: str | None = None  # why the worker's messages are no longer read
        self.ended = False
        self._stream = stream
        self._limit = limit
        self.wake, self._waker = socket.socketpair()
        self.wake.setblocking(False)
        self._thread = threading.Thread(target=self._read, daemon=True, name="worker-inbox")
        self._thread.start()

    def _read(self) -> None:
        fd = self._stream.fileno()
        try:
            while True:
                self.messages.append(read_frame(fd, self._limit))
                with contextlib.suppress(OSError):
                    self._waker.send(b"m")
        except FrameError as exc:
            self.refused = str(exc)
        except (EOFError, OSError, ValueError):
            pass
        self.ended = True
        with contextlib.suppress(OSError):
            self._waker.close()  # the wake end reads as ended from now on

    def drain(self) -> None:
        """Take the wake-ups: the messages waiting are read next (never blocks)."""
        with contextlib.suppress(OSError):
            while self.wake.recv(4096):
                pass

    def _woken(self, timeout: float | None) -> None:
        """Wait at most ``timeout`` seconds for a wake-up (a message, or the end)."""
        import selectors

        with selectors.DefaultSelector() as selector:
            selector.register(self.wake, selectors.EVENT_READ)
            selector.select(timeout)

    def wait(self, timeout: float | None) -> bool:
        """Wait at most ``timeout`` seconds for a message or the end of the pipe."""
        if not (self.messages or self.ended):
            self._woken(timeout)
        return bool(self.messages) or self.ended

    def wait_end(self, timeout: float) -> bool:
        """Wait at most ``timeout`` seconds for the pipe to end, woken by its end rather than
        polling (the messages that come meanwhile are kept); whether it has ended."""
        deadline = time.monotonic() + timeout
        while not self.ended and (left := deadline - time.monotonic()) > 0:
            self._woken(left)
            self.drain()
        return self.ended

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.wake.close()
        with contextlib.suppress(OSError):
            self._stream.close()


def cut(text: str, limit: int = MAX_TEXT_CHARS) -> str:
    """A text from a plugin, at most ``limit`` characters (the cut marked)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"

"""One program per data folder: a second start hands its command line to the first.

Two programs on one data folder would overwrite each other's saved game.  The first start
listens on a local socket named after the data folder; a later start finds it there, sends
the file named on its command line (if any) and ends, and the first brings its window to the
front and opens the file (asking first when a game is in progress).  A first program that
does not answer makes the second refuse to start, with a message.

On POSIX the socket is the file Qt's QLocalServer would make for that name (in the temporary
folder).  The check and the listening socket are made before the first frame with Python's
low-level ``_socket`` (loading QtNetwork would delay the window); Qt's server takes the
listening socket over after the first frame (``serve``), and a later start that comes in
between waits in the socket's queue.  Elsewhere (Windows' named pipes) QtNetwork does it all.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

ANSWER_MS = 3000
ACK = b"ok\n"
RAW_SOCKETS = os.name == "posix"


def socket_name(folder: Path) -> str:
    """The local socket's name for the data folder ``folder``."""
    return f"penguin-qt-{sha256_hex(str(folder.resolve()).encode())[:20]}"


def sha256_hex(data: bytes) -> str:
    """SHA-256, as hashlib gives it, without loading hashlib (and OpenSSL) at the start: the
    interpreter's own module (``_sha256``, ``_sha2`` from Python 3.12), else Qt's."""
    for name in ("_sha2", "_sha256"):
        try:
            module = __import__(name)
        except ImportError:
            continue
        return module.sha256(data).hexdigest()
    from PySide6.QtCore import QCryptographicHash

    digest = QCryptographicHash.hash(data, QCryptographicHash.Algorithm.Sha256)
    return bytes(digest.toHex()).decode("ascii")


def temp_folder() -> str:
    """``QDir.tempPath()``: on Linux, TMPDIR made absolute and clean, or /tmp, read without
    QDir (its class and enums would be made for it before the first frame)."""
    if sys.platform.startswith("linux"):
        folder = os.environ.get("TMPDIR") or "/tmp"
        clean = os.path.abspath(folder)
        return clean[1:] if clean.startswith("//") else clean  # one leading slash, as Qt's
    from PySide6.QtCore import QDir

    return QDir.tempPath()


def socket_path(name: str) -> str:
    """Where QLocalServer puts the socket ``name`` on POSIX."""
    return os.path.join(temp_folder(), name)


def _message(file: Path | None) -> bytes:
    """The line a later start sends: its file, in JSON (loaded only when another program
    runs, so not before the first frame)."""
    import json

    return json.dumps({"file": str(file.resolve()) if file is not None else None}).encode() + b"\n"


class RefusedError(Exception):
    """Another program runs on this data folder and did not take the command line."""


class SingleInstance(QObject):
    """The first program's end of the socket (``listen``) or a later one's (``hand_over``).
    ``asked(file)`` is emitted in the first when a later start handed over (``file`` a
    Path or None)."""

    asked = Signal(object)

    def __init__(self, folder: Path, parent=None, raw: bool = RAW_SOCKETS) -> None:
        """``raw``: the POSIX way (see the module); False: QtNetwork's own sockets."""
        super().__init__(parent)
        self.name = socket_name(folder)
        self.raw = raw
        self.server = None  # QLocalServer, once it takes the connections
        self._listener = None  # the raw listening socket, until serve() hands it to Qt
        self._bound = ""  # the socket file this program made while it was raw
        self._buffers: dict[int, bytes] = {}

    def hand_over(self, file: Path | None) -> bool:
        """Send ``file`` to the program already running on this data folder: True when it
        took it, False when none runs.  Raises RefusedError when one runs but does not answer."""
        send = self._send_raw if self.raw else self._send_qt
        answer = send(lambda: _message(file))
        if answer is None:
            return False
        if ACK not in answer:
            raise RefusedError
        return True

    def _send_raw(self, message: Callable[[], bytes]) -> bytes | None:
        """The answer to ``message()``, made once connected (what came before the connection
        ended or the time ran out), or None when no program listens."""
        import _socket

        sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
        sock.settimeout(ANSWER_MS / 1000)
        try:
            try:
                sock.connect(socket_path(self.name))
            except OSError:  # no socket file, or nobody listening on it
                return None
            answer = b""
            with contextlib.suppress(OSError):  # the time ran out, or the first one went away
                sock.sendall(message())
                while ACK not in answer and (chunk := sock.recv(256)):
                    answer += chunk
            return answer
        finally:
            sock.close()

    def _send_qt(self, message: Callable[[], bytes]) -> bytes | None:
        from PySide6.QtNetwork import QLocalSocket

        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(ANSWER_MS):
            return None
        socket.write(message())
        socket.waitForBytesWritten(ANSWER_MS)
        answer = b""
        while ACK not in answer and socket.waitForReadyRead(ANSWER_MS):
            answer += bytes(socket.readAll().data())
        socket.disconnectFromServer()
        return answer

    def listen(self) -> bool:
        """Be the program later starts hand over to; False when the socket cannot be made
        (the program then runs on without it).  On POSIX the connections are taken once
        :meth:`serve` has been called."""
        if not self.raw:
            return self._serve_qt(self.name)
        import _socket

        path = socket_path(self.name)
        sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
        umask = os.umask(0o177)  # for this user only, as Qt's UserAccessOption makes it
        try:
            try:
                sock.bind(path)
            except OSError:  # left behind by a program that was killed: nobody answered
                with contextlib.suppress(OSError):
                    os.unlink(path)
                sock.bind(path)
            sock.listen(8)
        except OSError:
            sock.close()
            return False
        finally:
            os.umask(umask)
        self._listener, self._bound = sock, path
        atexit.register(self._forget_socket)  # an end without close(): tests, an exception
        return True

    def serve(self) -> None:
        """Take the connections on the socket :meth:`listen` made (Qt's server takes it over;
        who connected in between is answered now)."""
        if self._listener is None:
            return
        descriptor = self._listener.detach()
        self._listener = None
        if not self._serve_qt(descriptor):
            os.close(descriptor)

    def _serve_qt(self, where) -> bool:
        """Qt's server on the name ``where``, or on a listening socket's descriptor."""
        from PySide6.QtNetwork import QLocalServer

        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(where):
            if not isinstance(where, str):
                return False
            QLocalServer.removeServer(where)  # left behind by a program that was killed
            if not server.listen(where):
                return False
        server.newConnection.connect(self._connection)
        self.server = server
        return True

    def close(self) -> None:
        if self.server is not None:
            self.server.close()  # removes its socket file
            self.server = None
        if self._listener is not None:
            self._listener.close()
            self._listener = None
            self._forget_socket()
        self._bound = ""

    def _forget_socket(self) -> None:
        """At the interpreter's end: the socket file this program made and did not close."""
        if self._bound:
            with contextlib.suppress(OSError):
                os.unlink(self._bound)

    def _connection(self) -> None:
        while self.server is not None and (socket := self.server.nextPendingConnection()):
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket) -> None:
        key = id(socket)
        data = self._buffers.get(key, b"") + bytes(socket.readAll().data())
        if b"\n" not in data:
            self._buffers[key] = data
            return
        self._buffers.pop(key, None)
        line = data.split(b"\n", 1)[0]
        import json

        try:
            message = json.loads(line)
            file = message.get("file") if isinstance(message, dict) else None
        except (ValueError, UnicodeDecodeError):
            file = None
        socket.write(ACK)
        socket.flush()
        self.asked.emit(Path(file) if isinstance(file, str) and file else None)

"""One program per data folder: a second start hands its command line to the first.

Two programs on one data folder would overwrite each other's saved game.  The first start
listens on a local socket named after the data folder; a later start finds it there, sends
the file named on its command line (if any) and ends, and the first brings its window to the
front and opens the file (asking first when a game is in progress).  A first program that
does not answer makes the second refuse to start, with a message.

On POSIX the socket lives in a folder only this user can reach (:func:`socket_folder`:
``$XDG_RUNTIME_DIR``, else ``<temporary folder>/penguin-qt-<uid>`` of mode 0700, else the
data folder), never at a name in the shared temporary folder that another user could take
first: there a stranger could stop every start ("already running") and be sent the file the
player opened.  A start hands over only to a socket file of its own user whose peer is of
its own user (``SO_PEERCRED`` where the system has it); the first program drops a
connection from anyone else.  What a connection may send is bounded (MAX_MESSAGE_BYTES, at
most MAX_CONNECTIONS at once), and a connection's bytes go with it when it closes.

The check and the listening socket are made before the first frame with Python's low-level
``_socket`` (loading QtNetwork would delay the window); Qt's server takes the listening
socket over after the first frame (``serve``), and a later start that comes in between waits
in the socket's queue.  Elsewhere (Windows' named pipes, open to this user only) QtNetwork
does it all.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:  # QtNetwork is loaded after the first frame
    from PySide6.QtNetwork import QLocalServer

ANSWER_MS = 3000
ACK = b"ok\n"
RAW_SOCKETS = os.name == "posix"
#: A later start sends one line: a file's path in JSON (a path is at most a few kilobytes).
MAX_MESSAGE_BYTES = 64 * 1024
#: Connections read at once; more are closed at once (only this user can connect).
MAX_CONNECTIONS = 8
#: The longest path a POSIX socket can have (sun_path, less its final NUL on Linux).
MAX_SOCKET_PATH = 107


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
    return bytes(digest.toHex().data()).decode("ascii")


def temp_folder() -> str:
    """``QDir.tempPath()``: on Linux, TMPDIR made absolute and clean, or /tmp, read without
    QDir (its class and enums would be made for it before the first frame)."""
    if sys.platform.startswith("linux"):
        folder = os.environ.get("TMPDIR") or "/tmp"
        clean = os.path.abspath(folder)
        return clean[1:] if clean.startswith("//") else clean  # one leading slash, as Qt's
    from PySide6.QtCore import QDir

    return QDir.tempPath()


def _private(folder: str) -> bool:
    """Whether ``folder`` is a real folder (not a link) of this user that no one else may
    enter or write in (mode 0700 or stricter)."""
    try:
        st = os.lstat(folder)
    except OSError:
        return False
    is_folder = (st.st_mode & 0o170000) == 0o040000  # S_ISDIR, without the stat module
    return is_folder and st.st_uid == os.getuid() and not st.st_mode & 0o077


def socket_folder(data: Path | None = None) -> str | None:
    """The folder for the single program's socket, reachable by this user only:
    ``$XDG_RUNTIME_DIR`` (made for this by the login, mode 0700), else
    ``<temporary folder>/penguin-qt-<uid>`` (made 0700 here), else the data folder ``data``.
    A candidate that is another user's, a link or open to others is passed over (someone
    may have made it first to catch the socket); None when none is private."""
    candidates = []
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if runtime.startswith("/"):
        candidates.append(runtime)
    shared = os.path.join(temp_folder(), f"penguin-qt-{os.getuid()}")
    with contextlib.suppress(OSError):
        os.mkdir(shared, 0o700)
    candidates.append(shared)
    if data is not None:
        candidates.append(str(data))
    for folder in candidates:
        if _private(folder):
            return folder
    return None


def socket_path(name: str, data: Path | None = None) -> str | None:
    """Where the socket ``name`` lives on POSIX (see :func:`socket_folder`), or None when no
    private folder can hold it."""
    folder = socket_folder(data)
    if folder is None:
        return None
    path = os.path.join(folder, name)
    return path if len(os.fsencode(path)) <= MAX_SOCKET_PATH else None


def peer_uid(sock) -> int | None:
    """The user id of the process at the other end of a connected local socket, where the
    system says (Linux's SO_PEERCRED); None where it does not."""
    import _socket

    option = getattr(_socket, "SO_PEERCRED", None)
    if option is None:
        return None
    try:
        credentials = sock.getsockopt(_socket.SOL_SOCKET, option, 12)  # pid, uid, gid
    except OSError:
        return None
    return int.from_bytes(credentials[4:8], sys.byteorder)


def owned_by_me(path: str) -> bool:
    """Whether the socket file ``path`` was made by this user (not a link)."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    return (st.st_mode & 0o170000) == 0o140000 and st.st_uid == os.getuid()  # S_ISSOCK


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
        """``raw``: the POSIX way (see the module); False: QtNetwork's own sockets (on POSIX
        at the same private path, which Qt takes as it is)."""
        super().__init__(parent)
        self.name = socket_name(folder)
        self.raw = raw
        # POSIX: the socket's path in a private folder (None: there is none, and the program
        # runs without the check); elsewhere the name, which Qt makes a pipe of this user's
        self.address: str | None = self.name
        if os.name == "posix":
            self.address = socket_path(self.name, folder)
        self.server: QLocalServer | None = None  # once it takes the connections
        self._listener: Any = None  # the raw listening socket, until serve() hands it to Qt
        self._bound = ""  # the socket file this program made while it was raw
        self._buffers: dict[object, bytes] = {}  # what each open connection sent so far

    def hand_over(self, file: Path | None) -> bool:
        """Send ``file`` to the program already running on this data folder: True when it
        took it, False when none runs.  Raises RefusedError when one runs but does not answer."""
        if self.address is None:
            return False  # no private folder: no program can be found safely
        if os.name == "posix" and not owned_by_me(self.address):
            return False  # nothing there, or another user's: never sent the file
        send = self._send_raw if self.raw else self._send_qt
        answer = send(self.address, lambda: _message(file))
        if answer is None:
            return False
        if ACK not in answer:
            raise RefusedError
        return True

    def _send_raw(self, address: str, message: Callable[[], bytes]) -> bytes | None:
        """The answer to ``message()``, made once connected (what came before the connection
        ended or the time ran out), or None when no program listens."""
        import _socket

        sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
        sock.settimeout(ANSWER_MS / 1000)
        try:
            try:
                sock.connect(address)
            except OSError:  # no socket file, or nobody listening on it
                return None
            if peer_uid(sock) not in (None, os.getuid()):
                return None  # another user listens there: told nothing
            answer = b""
            with contextlib.suppress(OSError):  # the time ran out, or the first one went away
                sock.sendall(message())
                while ACK not in answer and (chunk := sock.recv(256)):
                    answer += chunk
            return answer
        finally:
            sock.close()

    def _send_qt(self, address: str, message: Callable[[], bytes]) -> bytes | None:
        from PySide6.QtNetwork import QLocalSocket

        socket = QLocalSocket()
        socket.connectToServer(address)
        if not socket.waitForConnected(ANSWER_MS):
            return None
        if not _from_me(socket):
            socket.abort()
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
        if self.address is None:
            return False
        if not self.raw:
            return self._serve_qt(self.address)
        import _socket

        path = self.address
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
            if len(self._buffers) >= MAX_CONNECTIONS or not _from_me(socket):
                socket.abort()
                socket.deleteLater()
                continue
            self._buffers[socket] = b""
            socket.setReadBufferSize(MAX_MESSAGE_BYTES)  # Qt holds no more than that either
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))

    def _forget(self, socket) -> None:
        """A connection closed: its bytes go with it."""
        self._buffers.pop(socket, None)
        socket.deleteLater()

    def _read(self, socket) -> None:
        kept = self._buffers.get(socket)
        if kept is None:
            return  # answered, or dropped
        room = MAX_MESSAGE_BYTES - len(kept)
        data = kept + bytes(socket.read(room + 1).data())
        if b"\n" not in data:
            if len(data) > MAX_MESSAGE_BYTES:  # no line is that long: not a later start
                self._buffers.pop(socket, None)
                socket.abort()
                return
            self._buffers[socket] = data
            return
        self._buffers[socket] = b""
        line = data.split(b"\n", 1)[0]
        import json

        try:
            message = json.loads(line)
            file = message.get("file") if isinstance(message, dict) else None
        except (ValueError, UnicodeDecodeError):
            file = None
        socket.write(ACK)
        socket.flush()
        self._buffers.pop(socket, None)  # one line per connection
        self.asked.emit(Path(file) if isinstance(file, str) and file else None)


def _from_me(socket) -> bool:
    """Whether a connected QLocalSocket's other end is a process of this user (True where
    the system cannot say: the socket's private folder already keeps others out)."""
    descriptor = socket.socketDescriptor()
    if os.name != "posix" or descriptor is None or descriptor < 0:
        return True
    import _socket

    probe = _socket.socket(fileno=int(descriptor))
    try:
        uid = peer_uid(probe)
    finally:
        probe.detach()  # the descriptor stays Qt's
    return uid is None or uid == os.getuid()

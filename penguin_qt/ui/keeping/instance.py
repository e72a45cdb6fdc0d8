"""One program per data folder: a second start hands its command line to the first.

Two programs on one data folder would overwrite each other's saved game.  The first start
listens on a local socket named after the data folder; a later start finds it there, sends
the file named on its command line (if any) and ends, and the first brings its window to the
front and opens the file (asking first when a game is in progress).  A first program that
does not answer makes the second refuse to start, with a message.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QCryptographicHash, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

ANSWER_MS = 3000
ACK = b"ok\n"


def socket_name(folder: Path) -> str:
    """The local socket's name for the data folder ``folder``."""
    # Qt's SHA-256 (the same digest as hashlib's, without loading hashlib at the start)
    data = str(folder.resolve()).encode()
    digest = bytes(QCryptographicHash.hash(data, QCryptographicHash.Algorithm.Sha256).toHex())
    digest = digest.decode("ascii")[:20]
    return f"penguin-qt-{digest}"


class RefusedError(Exception):
    """Another program runs on this data folder and did not take the command line."""


class SingleInstance(QObject):
    """The first program's end of the socket (``listen``) or a later one's (``hand_over``).
    ``asked(file)`` is emitted in the first when a later start handed over (``file`` a
    Path or None)."""

    asked = Signal(object)

    def __init__(self, folder: Path, parent=None) -> None:
        super().__init__(parent)
        self.name = socket_name(folder)
        self.server: QLocalServer | None = None
        self._buffers: dict[int, bytes] = {}

    def hand_over(self, file: Path | None) -> bool:
        """Send ``file`` to the program already running on this data folder: True when it
        took it, False when none runs.  Raises RefusedError when one runs but does not answer."""
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(ANSWER_MS):
            return False
        message = {"file": str(file.resolve()) if file is not None else None}
        socket.write(json.dumps(message).encode() + b"\n")
        socket.waitForBytesWritten(ANSWER_MS)
        answer = b""
        while ACK not in answer and socket.waitForReadyRead(ANSWER_MS):
            answer += bytes(socket.readAll().data())
        socket.disconnectFromServer()
        if ACK not in answer:
            raise RefusedError
        return True

    def listen(self) -> bool:
        """Be the program later starts hand over to; False when the socket cannot be made
        (the program then runs on without it)."""
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(self.name):
            QLocalServer.removeServer(self.name)  # left behind by a program that was killed
            if not server.listen(self.name):
                return False
        server.newConnection.connect(self._connection)
        self.server = server
        return True

    def close(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None

    def _connection(self) -> None:
        while self.server is not None and (socket := self.server.nextPendingConnection()):
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        key = id(socket)
        data = self._buffers.get(key, b"") + bytes(socket.readAll().data())
        if b"\n" not in data:
            self._buffers[key] = data
            return
        self._buffers.pop(key, None)
        line = data.split(b"\n", 1)[0]
        try:
            message = json.loads(line)
            file = message.get("file") if isinstance(message, dict) else None
        except (ValueError, UnicodeDecodeError):
            file = None
        socket.write(ACK)
        socket.flush()
        self.asked.emit(Path(file) if isinstance(file, str) and file else None)

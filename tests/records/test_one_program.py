"""A second start on the same data folder hands over to the first, and a file on the command
line that cannot be read leaves the saved game as it was (real processes)."""

from __future__ import annotations

import contextlib
import json
import os
import select
import signal
import socket
import stat
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

from penguin_qt.engine import Game, deal, format_position
from penguin_qt.storage.records import from_json, record_of, to_json
from penguin_qt.ui.keeping.instance import SingleInstance, socket_name
from penguin_qt.ui.keeping.instance import socket_path as named_socket_path
from penguin_qt.ui.keeping.settings import APPLICATION


def environment(home: Path) -> dict:
    return dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
        HOME=str(home),
    )


def start(home: Path, *args: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "penguin_qt.ui.app", "--speed", "off", *args],
        env=environment(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def short_runtime_folder(_tmp_path: Path) -> Path:
    """A runtime folder (mode 0700) at a short path: a socket's whole path must fit in about
    100 bytes, which a test's own folder in a worker of a parallel run does not."""
    return Path(tempfile.mkdtemp(prefix="pq-run-", dir="/tmp" if os.name == "posix" else None))


def socket_path(home: Path) -> Path:
    """Where the program on ``home``'s data folder listens (a folder of this user's only)."""
    folder = home / "data" / APPLICATION
    folder.mkdir(parents=True, exist_ok=True)
    return Path(named_socket_path(socket_name(folder), folder))


def public_path(home: Path) -> Path:
    """Where version 0.3 listened: a name in the shared temporary folder anyone can work out."""
    folder = home / "data" / APPLICATION
    folder.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.gettempdir()) / socket_name(folder)


class Stranger:
    """A listener at ``path`` (any user may make one in /tmp) that answers as the program
    would and keeps what it was sent."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.heard = b""
        self.listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.listener.bind(str(path))
        os.chmod(path, 0o777)
        self.listener.listen(8)
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while True:
            try:
                connection, _ = self.listener.accept()
            except OSError:
                return
            with connection:
                connection.settimeout(2)
                with contextlib.suppress(OSError):
                    self.heard += connection.recv(65536)
                    connection.sendall(b"ok\n")

    def close(self) -> None:
        self.listener.close()
        with contextlib.suppress(OSError):
            self.path.unlink()


@pytest.mark.parametrize("modules", ["the interpreter's", "Qt's"])
def test_the_socket_is_named_with_sha256_as_hashlib_makes_it(monkeypatch, modules):
    import hashlib

    from penguin_qt.ui.keeping.instance import sha256_hex

    if modules == "Qt's":  # an interpreter without its own SHA-256 module
        monkeypatch.setitem(sys.modules, "_sha2", None)
        monkeypatch.setitem(sys.modules, "_sha256", None)
    for data in (b"", b"/home/someone/.local/share/penguin-qt", "dossier é".encode()):
        assert sha256_hex(data) == hashlib.sha256(data).hexdigest()
    folder = Path("/some/where")
    expected = hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:20]
    assert socket_name(folder) == f"penguin-qt-{expected}"


@pytest.mark.parametrize(
    "tmpdir", [None, "", "/tmp/", "/var//tmp/./x/..", "//tmp", "relative/a/../b", "/"]
)
def test_the_socket_folder_is_qts_temporary_folder(monkeypatch, tmpdir):
    """The raw end finds the folder without QDir; QLocalServer, the Qt end, uses QDir's."""
    from PySide6.QtCore import QDir

    from penguin_qt.ui.keeping.instance import temp_folder

    if tmpdir is None:
        monkeypatch.delenv("TMPDIR", raising=False)
    else:
        monkeypatch.setenv("TMPDIR", tmpdir)
    assert temp_folder() == QDir.tempPath()
    if tmpdir in (None, "/tmp/"):  # a folder of this user's in it holds the socket
        monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
        private = os.path.join(QDir.tempPath(), f"penguin-qt-{os.getuid()}")
        assert named_socket_path("x") == os.path.join(private, "x")
        assert stat.S_IMODE(os.stat(private).st_mode) == 0o700


def wait_for(condition, limit: float = 60) -> None:
    deadline = time.monotonic() + limit
    while not condition():
        assert time.monotonic() < deadline, "the program did not get there in time"
        time.sleep(0.05)


def saved(home: Path):
    path = home / "data" / APPLICATION / "current-game.json"
    try:
        return from_json(path.read_text())
    except (OSError, ValueError, Exception):
        return None


def stop(program: subprocess.Popen) -> str:
    program.send_signal(signal.SIGTERM)
    _out, err = program.communicate(timeout=30)
    return err


def test_a_second_start_hands_its_file_to_the_first(tmp_path, variant):
    home = tmp_path / "home"
    first = start(home)
    try:
        wait_for(lambda: socket_path(home).exists() and saved(home) is not None)
        rules = variant("freecell")
        board = tmp_path / "617.board"
        board.write_text(format_position(deal(rules, 617), rules))
        second = start(home, str(board))
        try:
            _out, err = second.communicate(timeout=60)
        finally:
            second.kill()
        assert second.returncode == 0, err
        assert "already running" in err
        # the first opened the file (no move made there: no question) and keeps it saved
        wait_for(lambda: (r := saved(home)) is not None and r.variant == "freecell")
        assert saved(home).start == format_position(deal(rules, 617), rules)
    finally:
        stop(first)


def test_another_user_at_the_old_public_name_neither_stops_the_start_nor_learns_the_file(
    tmp_path,
):
    """Anyone could work out the socket's name in /tmp and listen there first (mode 0777):
    the start ended at once ("already running") and sent the stranger the file opened."""
    home = tmp_path / "home"
    stranger = Stranger(public_path(home))
    secret = tmp_path / "my-private-game.penguin.json"
    try:
        program = start(home, str(secret))
        try:
            wait_for(lambda: saved(home) is not None or program.poll() is not None)
            assert program.poll() is None, program.communicate()[1]  # it started
            assert socket_path(home).exists()  # and listens where only this user can
        finally:
            stop(program)
    finally:
        stranger.close()
    assert b"my-private-game" not in stranger.heard and stranger.heard == b""


@pytest.mark.skipif(not hasattr(os, "getuid") or os.getuid() != 0, reason="needs a second user")
@pytest.mark.parametrize("theirs", ["the socket file and the peer", "the peer"])
def test_a_socket_of_another_user_is_neither_told_the_file_nor_taken_for_the_program(
    tmp_path, monkeypatch, theirs
):
    """Root can put another user's listening socket where the program looks: a later start
    checks the socket file's owner and the peer's, sends nothing, and runs itself."""
    run = short_runtime_folder(tmp_path)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(run))
    instance = SingleInstance(tmp_path)
    assert instance.address == str(run / instance.name)
    heard = tmp_path / "heard"
    code = (
        "import os, socket, sys\n"
        "listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)\n"
        "listener.bind(sys.argv[1])\n"
        "if sys.argv[2] == 'chown': os.chown(sys.argv[1], 65534, 65534)\n"
        "os.setgid(65534); os.setuid(65534)\n"  # nobody, from here on: the peer's user
        "listener.listen(1)\n"
        "print('listening', flush=True)\n"
        "connection, _ = listener.accept(); connection.settimeout(2)\n"
        "data = connection.recv(65536)\n"
        "if data: connection.sendall(b'ok\\n')\n"
        "os.write(3, data)\n"
    )
    chown = "chown" if "file" in theirs else "keep"
    with open(heard, "wb") as told:
        other = subprocess.Popen(
            [sys.executable, "-c", code, instance.address, chown], stdout=subprocess.PIPE,
            text=True, pass_fds=(told.fileno(),), preexec_fn=lambda: os.dup2(told.fileno(), 3),
        )  # fmt: skip
    try:
        assert other.stdout.readline().strip() == "listening"
        assert not instance.hand_over(tmp_path / "secret.board")
        assert instance.listen()  # the stranger's file is replaced by this program's socket
        instance.close()
    finally:
        other.kill()
        other.wait()
    assert heard.read_bytes() == b""


def resident_mb() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


@pytest.mark.skipif(not os.path.exists("/proc/self/statm"), reason="reads /proc")
def test_connections_that_send_without_end_are_cut_off_and_forgotten(qtbot, tmp_path, monkeypatch):
    """Four connections sending 20 MB each without a newline: each is closed once it has sent
    more than a line can be, the program holds no more than that of each, and nothing of a
    connection is kept once it is gone (a buffer per id(socket) was never dropped)."""
    run = short_runtime_folder(tmp_path)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(run))
    instance = SingleInstance(tmp_path)
    assert instance.listen()
    instance.serve()
    code = (
        "import socket, sys\n"
        "socks = [socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) for _ in range(4)]\n"
        "for s in socks: s.connect(sys.argv[1]); s.setblocking(False)\n"
        "chunk, sent, cut = b'x' * 65536, [0] * 4, [False] * 4\n"
        "while not all(c or n >= 20 * 2**20 for c, n in zip(cut, sent)):\n"
        "    for i, s in enumerate(socks):\n"
        "        if cut[i] or sent[i] >= 20 * 2**20: continue\n"
        "        try: sent[i] += s.send(chunk)\n"
        "        except BlockingIOError: pass\n"
        "        except OSError: cut[i] = True\n"
        "print(sum(cut), max(sent), flush=True)\n"
    )
    before = resident_mb()
    sender = subprocess.Popen(
        [sys.executable, "-c", code, instance.address], stdout=subprocess.PIPE, text=True
    )
    peak = before
    try:
        while sender.poll() is None:
            qtbot.wait(20)
            peak = max(peak, resident_mb())
        cut, sent = map(int, sender.stdout.read().split())
    finally:
        sender.kill()
    qtbot.waitUntil(lambda: not instance._buffers, timeout=5000)
    instance.close()
    assert cut == 4 and sent < 20 * 2**20  # each was closed before it had sent it all
    assert peak - before < 16  # MB: at most a line's worth from each


@pytest.mark.slow  # waits out the second start's time limit
def test_a_first_program_that_does_not_answer_makes_the_second_refuse(tmp_path):
    home = tmp_path / "home"
    path = socket_path(home)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(str(path))
    listener.listen(1)
    try:
        second = start(home)
        try:
            _out, err = second.communicate(timeout=60)
        finally:
            second.kill()  # before the fix it ran on beside the first
        assert second.returncode == 1
        assert "does not answer" in err
        assert saved(home) is None  # it wrote nothing
    finally:
        listener.close()
        path.unlink()


def test_a_file_that_cannot_be_read_leaves_the_saved_game(tmp_path, variant):
    home = tmp_path / "home"
    rules = variant("penguin")
    game = Game(rules, 1)
    for _ in range(2):
        game.play(next(iter(rules.legal_moves(game.position))))
    path = home / "data" / APPLICATION / "current-game.json"
    path.parent.mkdir(parents=True)
    path.write_text(to_json(record_of(game, program="test")))
    program = start(home, str(tmp_path / "does-not-exist.json"))
    lines: list[str] = []
    deadline = time.monotonic() + 60
    try:
        while not any("does-not-exist.json" in line for line in lines):
            assert time.monotonic() < deadline, "the reason was never said"
            assert program.poll() is None
            if select.select([program.stderr], [], [], 0.2)[0]:
                lines.append(program.stderr.readline())
    finally:
        stop(program)
    kept = from_json(path.read_text())
    assert kept.id == game.game_id and kept.deal == 1
    assert [m.move for m in kept.moves if not m.auto] == [
        s.move for s in game.history if not s.auto
    ]
    assert json.loads(path.read_text())["result"] == "unfinished"


@pytest.mark.parametrize("first_raw", [True, False], ids=["first raw", "first Qt"])
@pytest.mark.parametrize("second_raw", [True, False], ids=["second raw", "second Qt"])
def test_the_raw_and_the_qt_ends_of_the_socket_speak_to_each_other(
    qtbot, tmp_path, first_raw, second_raw
):
    """The POSIX start's own socket and QtNetwork's are one socket: a second start of either
    kind hands over to a first of either kind, and one that connects before the first serves
    (its first frame not painted yet) waits and is answered then."""
    first = SingleInstance(tmp_path, raw=first_raw)
    assert first.listen()
    path = Path(named_socket_path(first.name))
    assert stat.S_IMODE(path.stat().st_mode) & 0o077 == 0  # this user's only
    asked: list = []
    first.asked.connect(asked.append)
    file = tmp_path / "617.board"
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from penguin_qt.ui.keeping.instance import SingleInstance\n"
        "instance = SingleInstance(Path(sys.argv[1]), raw=sys.argv[2] == 'raw')\n"
        "print(instance.hand_over(Path(sys.argv[3])))\n"
    )
    kind = "raw" if second_raw else "qt"
    second = subprocess.Popen(
        [sys.executable, "-c", code, str(tmp_path), kind, str(file)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )

    def connected() -> bool:
        if first_raw:  # the connection waits in the raw socket's queue until serve()
            return bool(select.select([first._listener], [], [], 0)[0])
        return bool(asked)  # Qt's server answers as soon as the event loop runs

    try:
        qtbot.waitUntil(connected, timeout=30000)
        if first_raw:
            assert second.poll() is None  # waiting in the queue
        first.serve()
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=10000)
    finally:
        second.kill()
    out, err = second.communicate()
    assert out.split() == ["True"], err
    assert asked == [file.resolve()]
    first.close()
    assert not path.exists()
    assert SingleInstance(tmp_path, raw=second_raw).hand_over(None) is False


def test_a_socket_file_left_by_a_killed_program_is_taken_over(tmp_path):
    instance = SingleInstance(tmp_path, raw=True)
    path = Path(named_socket_path(instance.name))
    left = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    left.bind(str(path))
    left.close()  # the file stays, nobody listens
    assert instance.hand_over(None) is False
    assert instance.listen()
    instance.close()
    assert not path.exists()


def test_the_socket_file_goes_with_a_program_that_ends_without_closing_it(tmp_path):
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from penguin_qt.ui.keeping.instance import SingleInstance, socket_path\n"
        "instance = SingleInstance(Path(sys.argv[1]), raw=True)\n"
        "assert instance.listen()\n"
        "print(socket_path(instance.name))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, check=True
    )
    path = Path(out.stdout.strip())
    assert path.name.startswith("penguin-qt-") and not path.exists()


def test_options_the_variant_refuses_are_refused_with_a_program_running(tmp_path):
    """``--variant eight-off --cells 2`` is refused (status 2) as when no program runs: the
    program running is not handed a start whose options are wrong."""
    home = tmp_path / "home"
    alone = start(home, "--variant", "eight-off", "--cells", "2")
    _out, alone_err = alone.communicate(timeout=60)
    assert alone.returncode == 2, alone_err
    first = start(home)
    try:
        wait_for(lambda: saved(home) is not None)
        second = start(home, "--variant", "eight-off", "--cells", "2")
        try:
            _out, err = second.communicate(timeout=60)
        finally:
            second.kill()
        assert second.returncode == 2, err
        assert "already running" not in err
        assert err.strip() == alone_err.strip()
    finally:
        stop(first)

"""A second start on the same data folder hands over to the first, and a file on the command
line that cannot be read leaves the saved game as it was (real processes)."""

from __future__ import annotations

import json
import os
import select
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from penguin_qt.engine import Game, deal, format_position
from penguin_qt.storage.records import from_json, record_of, to_json
from penguin_qt.ui.keeping.instance import socket_name
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


def socket_path(home: Path) -> Path:
    folder = home / "data" / APPLICATION
    folder.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.gettempdir()) / socket_name(folder)


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

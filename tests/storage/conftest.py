"""Real failures for the storage tests: another user without rights, a second process holding
the SQLite lock, a small file system that fills up, a read-only mount.

Each fixture skips with the reason when this machine does not allow it.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import pytest

import penguin_qt

REPO = Path(penguin_qt.__file__).resolve().parent.parent
NOBODY = 65534


def _can_switch_user() -> str | None:
    """Why the permission cases cannot run as another user here (None: they can)."""
    if os.geteuid() != 0:
        return None  # already a plain user: run directly
    if shutil.which("setpriv") is None:
        return "setpriv is not installed"
    probe = subprocess.run(
        ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups", "true"],
        capture_output=True,
    )
    if probe.returncode != 0:
        return f"setpriv cannot switch to uid {NOBODY}: {probe.stderr.decode()[:100]}"
    return None


class AsUser:
    """Runs Python code as a user without special rights, in a subprocess, and returns what
    the code printed as JSON."""

    def __init__(self, base: Path) -> None:
        self.base = base
        self.uid = NOBODY if os.geteuid() == 0 else os.geteuid()

    def folder(self, name: str) -> Path:
        """A folder the user owns (so only the permission bits set later refuse it)."""
        path = self.base / name
        path.mkdir()
        os.chown(path, self.uid, self.uid) if os.geteuid() == 0 else None
        return path

    def own(self, path: Path) -> None:
        if os.geteuid() == 0:
            os.chown(path, self.uid, self.uid)

    def _prefix(self) -> list[str]:
        if os.geteuid() != 0:
            return []
        return ["setpriv", f"--reuid={self.uid}", f"--regid={self.uid}", "--clear-groups"]

    def _works(self, python: str, path: Path) -> bool:
        """Whether ``python`` run by the user imports the program from ``path`` (not from
        elsewhere: an editable install points back into the checkout)."""
        check = (
            "import sys, penguin_qt.storage.statistics as s; "
            f"sys.exit(0 if s.__file__.startswith({str(path) + os.sep!r}) else 1)"
        )
        probe = subprocess.run(
            [*self._prefix(), python, "-c", check],
            capture_output=True,
            cwd=self.base,
            env=dict(os.environ, PYTHONPATH=str(path), HOME=str(self.base)),
        )
        return probe.returncode == 0

    def _python(self) -> tuple[str, Path]:
        """An interpreter and a copy of the program the user can read.  A checkout in a
        private folder (mode 700, as ``mktemp -d`` makes) is out of the user's reach: the
        program is then copied into the user's folder, and the interpreter the virtual
        environment was made from is used (the storage needs nothing installed)."""
        if not self._prefix():
            return sys.executable, REPO
        if self._works(sys.executable, REPO):
            return sys.executable, REPO
        copy = self.base / "program"
        if not copy.exists():
            shutil.copytree(
                REPO / "penguin_qt", copy / "penguin_qt", ignore=shutil.ignore_patterns("*.pyc")
            )
            for root, dirs, files in os.walk(copy):
                for name in dirs:
                    os.chmod(os.path.join(root, name), 0o755)
                for name in files:
                    os.chmod(os.path.join(root, name), 0o644)
            os.chmod(copy, 0o755)
        for python in dict.fromkeys((sys.executable, sys._base_executable)):
            if self._works(python, copy):
                return python, copy
        pytest.skip(f"no Python interpreter that uid {self.uid} may run: the checkout is private")

    def run(self, code: str, timeout: float = 60) -> dict:
        python, path = self._python()
        env = dict(os.environ, PYTHONPATH=str(path), HOME=str(self.base))
        done = subprocess.run(
            [*self._prefix(), python, "-c", textwrap.dedent(code)],
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=self.base,
            env=env,
        )
        assert done.returncode == 0, done.stderr[-2000:]
        return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.fixture
def as_user():
    reason = _can_switch_user()
    if reason is not None:
        pytest.skip(f"cannot run as a user without rights: {reason}")
    base = Path(tempfile.mkdtemp(prefix="penguin-qt-perm-"))
    os.chmod(base, 0o755)
    try:
        yield AsUser(base)
    finally:
        for root, dirs, _files in os.walk(base):
            for d in dirs:
                os.chmod(os.path.join(root, d), 0o755)
        shutil.rmtree(base, ignore_errors=True)


@contextlib.contextmanager
def _mounted_tmpfs(size_kb: int):
    if os.geteuid() != 0:
        pytest.skip("mounting a small file system needs root here")
    where = Path(tempfile.mkdtemp(prefix="penguin-qt-fs-"))
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size_kb}k", "tmpfs", str(where)],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        where.rmdir()
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()[:100]}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], capture_output=True)
        with contextlib.suppress(OSError):
            where.rmdir()


class SmallDisk:
    """A small tmpfs: ``fill()`` takes every free byte, ``free()`` gives them back."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.ballast = root / "ballast"

    def fill(self) -> None:
        fd = os.open(self.ballast, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
        try:
            for size in (65536, 4096, 512, 1):
                with contextlib.suppress(OSError):
                    while True:
                        os.write(fd, b"\0" * size)
        finally:
            os.close(fd)

    def free(self) -> None:
        self.ballast.unlink(missing_ok=True)

    def remount(self, option: str) -> None:
        done = subprocess.run(
            ["mount", "-o", f"remount,{option}", str(self.root)], capture_output=True, text=True
        )
        if done.returncode != 0:
            pytest.skip(f"cannot remount {option}: {done.stderr.strip()[:100]}")


@pytest.fixture
def small_disk():
    with _mounted_tmpfs(256) as root:
        yield SmallDisk(root)


LOCKER = """
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute(sys.argv[2])
print("locked", flush=True)
sys.stdin.readline()
db.execute("ROLLBACK")
db.close()
"""


class Locker:
    """A second process holding the SQLite database's lock until ``release``."""

    def __init__(self, path: Path, statement: str = "BEGIN EXCLUSIVE") -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", LOCKER, str(path), statement],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        line = self.process.stdout.readline()
        assert line.strip() == "locked", line

    def release(self) -> None:
        if self.process.poll() is None:
            self.process.stdin.write("\n")
            self.process.stdin.flush()
            self.process.wait(10)


@pytest.fixture
def lock_held():
    lockers: list[Locker] = []

    def hold(path: Path, statement: str = "BEGIN EXCLUSIVE") -> Locker:
        locker = Locker(path, statement)
        lockers.append(locker)
        return locker

    yield hold
    for locker in lockers:
        locker.release()
        if locker.process.poll() is None:
            locker.process.kill()

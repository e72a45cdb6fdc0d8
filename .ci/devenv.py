"""The development environment: ``make run``, ``make test``, ``make test-fast``, ``make lint``,
``make setup``.

    python3 .ci/devenv.py run|test|test-fast|lint|setup|lock [arguments]

Each command first makes sure of what it needs: on Debian the system packages listed in
``.ci/debian-packages.txt`` (installed when run as root, otherwise named), then the virtual
environment ``.venv`` with the project installed in editable mode and the versions pinned in
``uv.lock``.  uv (from PyPI, into .venv itself) does the installing; the environment is
synced again whenever pyproject.toml, setup.py or uv.lock changed.

This is project tooling, not part of the package: standard library only, because it runs
before anything is installed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
STAMP = VENV / ".synced"
PACKAGE_LIST = ROOT / ".ci" / "debian-packages.txt"
# What decides the environment's contents: a change to any of these syncs it again.
INPUTS = ("pyproject.toml", "setup.py", "uv.lock")
UV = "uv>=0.5"

# The checks ``make lint`` runs, and ``make test`` and ``make test-fast`` before the tests:
# one list for all three (together they take a few seconds).
CHECKS = [
    ["ruff", "check", "--quiet", "."],
    ["ruff", "format", "--check", "--quiet", "."],
    ["mypy"],  # the whole program and its plugins (see [tool.mypy] in pyproject.toml)
    ["lint-imports", "--no-cache"],  # the layers (see [tool.importlinter] in pyproject.toml)
]


def _say(text: str) -> None:
    print(f"[penguin-qt setup] {text}", file=sys.stderr, flush=True)


def debian_packages(path: Path = PACKAGE_LIST) -> list[str]:
    """The package names of the list: one a line, ``#`` starts a comment."""
    names = []
    for line in path.read_text(encoding="utf-8").splitlines():
        name = line.split("#", 1)[0].strip()
        if name:
            names.append(name)
    return names


def missing_debian_packages(names: list[str]) -> list[str]:
    if shutil.which("dpkg-query") is None:
        return []  # not a Debian system: the packages have other names there
    out = subprocess.run(
        ["dpkg-query", "-W", "-f=${Package} ${db:Status-Abbrev}\n", *names],
        capture_output=True,
        text=True,
    )
    installed = {
        line.split()[0].split(":")[0]
        for line in out.stdout.splitlines()
        if len(line.split()) > 1 and line.split()[1].startswith("ii")
    }
    return [name for name in names if name not in installed]


def ensure_system_packages() -> None:
    missing = missing_debian_packages(debian_packages())
    if not missing:
        return
    command = ["apt-get", "install", "-y", "-qq", "--no-install-recommends", *missing]
    if os.geteuid() != 0:
        _say("these Debian packages are missing; install them with: sudo " + " ".join(command))
        return
    _say("installing the Debian packages " + " ".join(missing))
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "update", "-qq"], check=False, env=env)
    subprocess.run(command, check=True, env=env)


def _bin(name: str) -> str:
    return str(VENV / "bin" / name)


def _stale() -> bool:
    if not STAMP.exists():
        return True
    synced = STAMP.stat().st_mtime
    return any((ROOT / name).exists() and (ROOT / name).stat().st_mtime > synced for name in INPUTS)


def ensure_uv() -> str:
    """uv, installed from PyPI into .venv (created first when needed)."""
    if not Path(_bin("python")).exists():
        _say(f"creating the virtual environment {VENV.name}/")
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    if not Path(_bin("uv")).exists():
        _say("installing uv into .venv")
        pip = [_bin("python"), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
        subprocess.run([*pip, UV], check=True)
    return _bin("uv")


def _uv_env() -> dict[str, str]:
    # uv works on .venv whatever the caller's environment says, with the venv's own Python.
    env = dict(os.environ, UV_PROJECT_ENVIRONMENT=str(VENV), UV_PYTHON=_bin("python"))
    env.pop("VIRTUAL_ENV", None)
    return env


def lock() -> int:
    """Resolve pyproject.toml's dependencies again and write uv.lock."""
    return subprocess.call([ensure_uv(), "lock"], cwd=ROOT, env=_uv_env())


def ensure_venv() -> None:
    uv = ensure_uv()
    if not _stale():
        return
    _say("installing Penguin Qt (editable) and the versions of uv.lock into .venv")
    # --inexact: keep uv itself and anything installed into .venv by hand.  Compiled to
    # bytecode once here: uv does not by default, and then every process the tests start (a
    # solver's worker, the program itself) compiles cffi, PySide6's Python parts and the rest
    # again, some 30 ms a worker, a fifth of the suite's processor time.
    sync = [uv, "sync", "--quiet", "--inexact", "--all-extras", "--compile-bytecode"]
    if subprocess.call([*sync, "--locked"], cwd=ROOT, env=_uv_env()) != 0:
        # pyproject.toml changed without uv.lock: resolve again, say so, and go on.
        _say("uv.lock does not match pyproject.toml: updating it (commit uv.lock)")
        if lock() != 0:
            raise SystemExit("could not update uv.lock")
        subprocess.run([*sync, "--locked"], cwd=ROOT, env=_uv_env(), check=True)
    STAMP.touch()


def run_checks() -> int:
    """Every check of CHECKS, all of them even after a failure; non-zero if any failed."""
    failed = 0
    for check in CHECKS:
        status = subprocess.call([_bin(check[0]), *check[1:]], cwd=ROOT)
        if status:
            _say(f"failed: {' '.join(check)}")
            failed = failed or status
    return failed


# ``make test-fast``: the tests not marked slow (tests/conftest.py says which are).
FAST = ["-m", "not slow"]


def processes(rest: list[str]) -> list[str]:
    """pytest-xdist's options: the suite in two processes where there are two cores or more
    (each test takes what is left when another ends: ``worksteal``), unless the command line
    says otherwise (``-n``, ``-p no:xdist``) or names a single test."""
    if any(a.startswith(("-n", "--numprocesses", "-p")) or "::" in a for a in rest):
        return []
    return ["-n", "2", "--dist", "worksteal"] if (os.cpu_count() or 1) >= 2 else []


def test_environment() -> dict[str, str]:
    """The tests' environment: no screen, bytecode written, and the temporary folder in memory
    where the system has one (the program still syncs every file it writes; in memory that
    costs nothing)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    # Bytecode is written: else every process the tests start (a solver's worker, the
    # program) compiles each changed module of the program from its source again.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    shm = Path("/dev/shm")
    if "TMPDIR" not in env and shm.is_dir() and os.access(shm, os.W_OK | os.X_OK):
        env["TMPDIR"] = str(shm)
    return env


def main(argv: list[str]) -> int:
    commands = ("run", "test", "test-fast", "lint", "setup", "lock")
    if not argv or argv[0] not in commands:
        print(f"usage: python3 .ci/devenv.py {'|'.join(commands)} [arguments]", file=sys.stderr)
        return 2
    command, rest = argv[0], argv[1:]
    ensure_system_packages()
    if command == "lock":
        return lock()
    ensure_venv()
    if command == "setup":
        return 0
    if command == "run":
        return subprocess.call([_bin("penguin-qt"), *rest])
    # The checks first, so that the test runner's summary is the last thing printed.
    checks = run_checks()
    if command == "lint":
        return checks
    tier = FAST if command == "test-fast" else []
    status = subprocess.call(
        [_bin("python"), "-m", "pytest", *processes(rest), *tier, *rest],
        cwd=ROOT,
        env=test_environment(),
    )
    return status or checks


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

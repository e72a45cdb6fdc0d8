"""Set up and use a development environment with nothing but python3.

``python3 -m penguin_qt.devenv run`` starts the game and ``python3 -m penguin_qt.devenv test``
runs the tests (``make run`` / ``make test`` call these).  Each creates the virtual environment
``.venv`` it needs, installs the project into it when pyproject.toml changed, and on Debian
installs the system libraries Qt needs when it runs as root (otherwise it names them).

Standard library only: this runs before anything is installed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
STAMP = VENV / ".installed"

# What Qt needs on a bare Debian (offscreen and in a real X11 window), and what the tests use.
DEBIAN_PACKAGES = [
    "libegl1", "libgl1", "libx11-6", "libdbus-1-3", "libfontconfig1", "libfreetype6",
    "libglib2.0-0", "libxkbcommon0", "fonts-dejavu-core", "libxcb-cursor0", "libxcb-icccm4",
    "libxcb-image0", "libxcb-keysyms1", "libxcb-randr0", "libxcb-render-util0",
    "libxcb-shape0", "libxcb-xkb1", "libxkbcommon-x11-0",
]  # fmt: skip
# Optional: the fc-solve library, used by the fc-solve solver plugin when present.
DEBIAN_OPTIONAL = ["libfreecell-solver0"]


def _say(text: str) -> None:
    print(f"[penguin-qt setup] {text}", file=sys.stderr, flush=True)


def _missing_debian_packages(names: list[str]) -> list[str]:
    if shutil.which("dpkg-query") is None:
        return []
    missing = []
    for name in names:
        out = subprocess.run(
            ["dpkg-query", "-W", "-f=${Status}", name], capture_output=True, text=True
        )
        if "install ok installed" not in out.stdout:
            missing.append(name)
    return missing


def ensure_system_packages(optional: bool = True) -> None:
    wanted = DEBIAN_PACKAGES + (DEBIAN_OPTIONAL if optional else [])
    missing = _missing_debian_packages(wanted)
    if not missing:
        return
    command = ["apt-get", "install", "-y", "--no-install-recommends", *missing]
    if os.geteuid() != 0:
        _say("Qt needs these Debian packages: sudo " + " ".join(command))
        return
    _say("installing " + " ".join(missing))
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "update", "-qq"], check=False, env=env)
    subprocess.run(command, check=False, env=env)


def _venv_python() -> Path:
    return VENV / "bin" / "python"


def ensure_venv() -> Path:
    python = _venv_python()
    if not python.exists():
        _say(f"creating the virtual environment {VENV.name}/")
        try:
            venv.EnvBuilder(with_pip=True, upgrade_deps=False).create(VENV)
        except (subprocess.CalledProcessError, OSError) as exc:
            shutil.rmtree(VENV, ignore_errors=True)
            if os.geteuid() == 0 and shutil.which("apt-get"):
                _say("Python's venv module needs python3-venv: installing it")
                subprocess.run(["apt-get", "update", "-qq"], check=False)
                subprocess.run(["apt-get", "install", "-y", "python3-venv"], check=True)
                venv.EnvBuilder(with_pip=True).create(VENV)
            else:
                raise SystemExit(
                    f"could not create {VENV} ({exc}); on Debian: sudo apt-get install python3-venv"
                ) from None
    pyproject = ROOT / "pyproject.toml"
    if not STAMP.exists() or STAMP.stat().st_mtime < pyproject.stat().st_mtime:
        _say("installing Penguin Qt and its dependencies into .venv")
        pip = [str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
        subprocess.run([*pip, "-e", f"{ROOT}[test,fcsolve]"], check=True)
        STAMP.touch()
    return python


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("run", "test", "setup"):
        print("usage: python3 -m penguin_qt.devenv run|test|setup [arguments]", file=sys.stderr)
        return 2
    command, rest = argv[0], argv[1:]
    ensure_system_packages()
    python = ensure_venv()
    if command == "setup":
        return 0
    if command == "run":
        return subprocess.call([str(VENV / "bin" / "penguin-qt"), *rest])
    # Lint and types first, so that the test runner's summary is the last thing printed.
    lint = subprocess.call([str(VENV / "bin" / "ruff"), "check", "--quiet", "."], cwd=ROOT)
    types = subprocess.call([str(VENV / "bin" / "mypy")], cwd=ROOT)  # the engine, see pyproject
    # The layers as import contracts (pyproject's [tool.importlinter]).
    layers = subprocess.call([str(VENV / "bin" / "lint-imports"), "--no-cache"], cwd=ROOT)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    status = subprocess.call([str(python), "-m", "pytest", *rest], cwd=ROOT, env=env)
    return status or lint or types or layers


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

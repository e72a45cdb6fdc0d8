"""The built packages are complete: the sdist holds the sources, the wheel built from it holds
every data file the program reads, and neither holds the development set-up."""

from __future__ import annotations

import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _tracked(*patterns: str) -> set[str]:
    """Files of the checkout matching ``patterns`` (git's list when it is a git checkout)."""
    out = subprocess.run(
        ["git", "ls-files", "--", *patterns], cwd=ROOT, capture_output=True, text=True
    )
    if out.returncode == 0 and out.stdout.strip():
        return set(out.stdout.split())
    return {str(p.relative_to(ROOT)) for pattern in patterns for p in ROOT.glob(pattern)}


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[set[str], set[str]]:
    """(names in the wheel, names in the sdist): the sdist is built from the checkout and the
    wheel from the unpacked sdist, as ``python -m build`` does."""
    out = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(ROOT)],
        check=True,
        capture_output=True,
    )
    (wheel,) = out.glob("*.whl")
    (sdist,) = out.glob("*.tar.gz")
    with zipfile.ZipFile(wheel) as z:
        wheel_names = set(z.namelist())
    with tarfile.open(sdist) as t:
        sdist_names = {name.split("/", 1)[1] for name in t.getnames() if "/" in name}
    return wheel_names, sdist_names


def test_the_wheel_holds_every_data_file_the_program_reads(built):
    wheel, _ = built
    data = _tracked("resources/icons/*.svg", "resources/translations/*.qm", "resources/help/*")
    assert data, "no data files found in the checkout"
    missing = {f for f in data if "penguin_qt/" + f not in wheel}
    assert missing == set()
    assert "penguin_qt/resources/__init__.py" in wheel


def test_the_wheel_holds_every_module_and_plugin(built):
    wheel, _ = built
    code = _tracked("penguin_qt/**.py", "plugins/**.py")
    expected = {f.removeprefix("plugins/") for f in code}
    assert expected - wheel == set()


def test_the_wheel_has_no_development_files(built):
    wheel, _ = built
    assert not [n for n in wheel if n.endswith(".ts") or n.startswith(("tests/", ".ci/"))]
    assert not [n for n in wheel if n.endswith("devenv.py") or "setup_dev" in n]


def test_the_sdist_holds_the_sources_and_not_the_development_set_up(built):
    _, sdist = built
    assert _tracked("resources/translations/*.ts") <= sdist
    assert {"pyproject.toml", "setup.py", "README.md"} <= sdist
    assert _tracked("tests/**.py") <= sdist
    assert not [n for n in sdist if n.startswith(".ci/") or n.endswith("devenv.py")]

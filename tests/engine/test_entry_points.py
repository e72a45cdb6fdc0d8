"""The host finds entry points by reading ``entry_points.txt`` itself: the same plugins as
``importlib.metadata`` finds, the first distribution of a name only, the version from the
folder's name (METADATA read only when the name has none), and nothing of importlib.metadata
or email imported by a start (nor the search, before its first solve)."""

from __future__ import annotations

import importlib.metadata
import os
import subprocess
import sys

from penguin_qt.plugins import ENTRY_POINT_GROUP
from penguin_qt.plugins.entry_points import entry_points


def _dist(folder, base: str, text: str, metadata: str | None = None) -> None:
    info = folder / base
    info.mkdir(parents=True)
    (info / "entry_points.txt").write_text(text, encoding="utf-8")
    if metadata is not None:
        (info / "METADATA").write_text(metadata, encoding="utf-8")


def test_the_installed_entry_points_are_those_importlib_metadata_finds():
    for group in (ENTRY_POINT_GROUP, "console_scripts"):
        ours = sorted((ep.name, ep.value) for ep in entry_points(group))
        theirs = sorted((ep.name, ep.value) for ep in importlib.metadata.entry_points(group=group))
        assert ours == theirs


def test_the_first_distribution_of_a_name_wins_and_others_are_read(tmp_path):
    first, second = tmp_path / "a", tmp_path / "b"
    _dist(first, "my_plugin-1.2.dist-info", "[penguin_qt]\nmine = my_mod:thing\n")
    _dist(second, "My.Plugin-0.9.dist-info", "[penguin_qt]\nmine = old_mod\n")
    _dist(
        second,
        "other.egg-info",
        "# a comment\n[console_scripts]\nx = y\n\n[penguin_qt]\n theirs = their_mod.sub \n",
        "Metadata-Version: 2.1\nName: other-pkg\nVersion: 3.4\n\nVersion: not this\n",
    )
    found = entry_points(ENTRY_POINT_GROUP, [str(first), str(second), str(tmp_path / "none")])
    assert [(ep.name, ep.value) for ep in found] == [
        ("mine", "my_mod:thing"),
        ("theirs", "their_mod.sub"),
    ]
    assert (found[0].dist.name, found[0].dist.version) == ("my_plugin", "1.2")
    assert (found[1].dist.name, found[1].dist.version) == ("other-pkg", "3.4")
    assert found[0].module == "my_mod"


def test_an_entry_point_loads_its_object():
    (ep,) = [e for e in entry_points("console_scripts") if e.name == "penguin-qt"]
    from penguin_qt.ui.app import main

    assert ep.load() is main


def test_a_start_to_the_window_imports_neither_importlib_metadata_nor_the_search():
    code = (
        "import sys\n"
        "from penguin_qt.ui import app\n"
        "args = app.parse_args(['--variant', 'penguin', '--deal', '1'])\n"
        "qt, window = app.start(args)\n"
        "from penguin_qt.plugins import PluginHost\n"
        "from penguin_qt.i18n import plugin_translations\n"
        "host = PluginHost()\n"
        "plugin_translations('de')\n"
        "assert host.plugins['search'].source == 'built-in', host.plugins\n"
        "slow = ('importlib.metadata', 'email', 'penguin_qt_search.search')\n"
        "print(sorted(m for m in slow if m in sys.modules))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env
    )
    assert out.stdout.strip() == "[]"


def test_version_is_still_told_on_standard_output():
    out = subprocess.run(
        [sys.executable, "-m", "penguin_qt.ui.app", "--version"], capture_output=True, text=True
    )
    assert out.returncode == 0
    assert out.stdout.startswith("penguin-qt ") and out.stdout.strip() != "penguin-qt"


def test_the_version_is_the_installed_package_s():
    import penguin_qt

    assert penguin_qt.__version__ == importlib.metadata.version("penguin-qt")


def test_a_settled_path_is_scanned_once_and_again_when_a_package_comes_or_goes(
    tmp_path, monkeypatch
):
    """The start asks twice (the plugins' translations, then the plugins): one scan; a
    package installed or removed changes its folder's time and the folder is read again; a
    folder changed in the last seconds is read every time (its clock is coarse)."""
    from penguin_qt.plugins import entry_points as module

    scans = []
    scan = module._scan
    monkeypatch.setattr(module, "_scan", lambda *a: scans.append(a) or scan(*a))
    folder = tmp_path / "site"
    _dist(folder, "first-1.0.dist-info", "[penguin_qt]\nfirst = first_mod\n")
    old = 1_600_000_000
    os.utime(folder, (old, old))
    path = [str(folder)]
    names = lambda: sorted(ep.name for ep in entry_points("penguin_qt", path))  # noqa: E731
    assert names() == ["first"] and names() == ["first"] and len(scans) == 1
    assert entry_points("console_scripts", path) == [] and len(scans) == 2  # another group
    _dist(folder, "second-2.0.dist-info", "[penguin_qt]\nsecond = second_mod\n")  # just now
    assert names() == ["first", "second"] and names() == ["first", "second"]
    assert len(scans) == 4  # changed a moment ago: not trusted to be settled
    os.utime(folder, (old + 60, old + 60))
    assert names() == ["first", "second"] and names() == ["first", "second"]
    assert len(scans) == 5
    for part in (folder / "second-2.0.dist-info").iterdir():  # uninstalled
        part.unlink()
    (folder / "second-2.0.dist-info").rmdir()
    os.utime(folder, (old + 120, old + 120))
    assert names() == ["first"] and len(scans) == 6

"""The smoke test CI runs on the installed wheel passes on this installation too, and the
desktop files are valid and install for the user."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from importlib.metadata import version
from pathlib import Path

import pytest

from penguin_qt.ui import desktop

ROOT = Path(__file__).resolve().parents[2]


def test_the_smoke_test_of_an_installation_passes_here(tmp_path):
    out = subprocess.run(
        [sys.executable, str(ROOT / ".ci" / "smoke_installed.py"), "--checkout", str(ROOT)]
        + ["--editable"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=300,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.strip().splitlines()[-1].endswith(" passed, 0 failed")


def test_the_metainfo_names_this_release_and_the_desktop_entry():
    root = ET.parse(desktop.shipped(desktop.METAINFO_FILE)).getroot()
    assert root.findtext("id") == desktop.APP_ID
    assert root.find("launchable").text == desktop.DESKTOP_FILE
    newest = root.find("releases/release")
    assert newest.get("version") == version("penguin-qt")
    assert root.find("screenshots/screenshot/image").text.startswith("https://")
    entry = desktop.shipped(desktop.DESKTOP_FILE).read_text(encoding="utf-8")
    assert f"Icon={desktop.APP_ID}\n" in entry


@pytest.mark.parametrize(
    ("tool", "name"),
    [
        (["desktop-file-validate"], desktop.DESKTOP_FILE),
        (["appstreamcli", "validate", "--no-net"], desktop.METAINFO_FILE),
    ],
)
def test_the_desktop_files_are_valid(tool, name):
    if shutil.which(tool[0]) is None:
        pytest.fail(f"{tool[0]} is not installed (Debian: see .ci/debian-packages.txt)")
    out = subprocess.run([*tool, str(desktop.shipped(name))], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def test_install_desktop_puts_the_entry_icon_and_metainfo_in_the_users_data(tmp_path):
    command = [str(tmp_path / "my bin" / "penguin-qt")]
    files = desktop.install(tmp_path, command)
    assert files == desktop.installed_files(tmp_path)
    entry, metainfo, icon = files
    text = entry.read_text(encoding="utf-8")
    assert f'Exec="{command[0]}" %f' in text
    assert f"TryExec={command[0]}\n" in text
    assert metainfo.read_bytes() == desktop.shipped(desktop.METAINFO_FILE).read_bytes()
    assert icon.name == f"{desktop.APP_ID}.svg" and b"<svg" in icon.read_bytes()
    if shutil.which("desktop-file-validate"):
        out = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert out.returncode == 0, out.stdout
    assert desktop.uninstall(tmp_path) == files
    assert not any(f.exists() for f in files)


def test_install_desktop_replaces_planted_links_and_never_writes_through_them(tmp_path):
    """Links planted where the entry, the metainfo and the icon go: each is replaced by the
    file, and what it pointed at is left as it was."""
    home = tmp_path / "share"
    victims = []
    for place in desktop.installed_files(home):
        victim = tmp_path / f"victim-{place.name}"
        victim.write_text("theirs")
        place.parent.mkdir(parents=True, exist_ok=True)
        place.symlink_to(victim)
        victims.append(victim)
    files = desktop.install(home, ["/usr/bin/penguin-qt"])
    assert [v.read_text() for v in victims] == ["theirs"] * 3
    assert not any(f.is_symlink() for f in files)
    assert files[1].read_bytes() == desktop.shipped(desktop.METAINFO_FILE).read_bytes()
    assert "Exec=/usr/bin/penguin-qt %f" in files[0].read_text(encoding="utf-8")
    assert not list(home.rglob(".*.tmp"))


def test_exec_arguments_are_quoted_as_the_specification_says():
    assert desktop._exec_quote("/usr/bin/penguin-qt") == "/usr/bin/penguin-qt"
    assert desktop._exec_quote("/a b/c") == '"/a b/c"'
    assert desktop._exec_quote('/a$b"c') == '"/a\\$b\\"c"'
    assert desktop._exec_quote("/100%/x") == "/100%%/x"

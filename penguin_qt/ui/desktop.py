"""The desktop integration (freedesktop.org): the menu entry, its icon and the AppStream
metainfo, shipped in the package (``resources/desktop``) and installed for the user by
``penguin-qt --install-desktop``.

Standard library only: installing needs no Qt.  Every file is written as the program's
other files are (``write_atomic``): a link planted at one of these places is replaced by the
file, never written through.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from ..storage.files import write_atomic
from .shared.resources import icon_path, resource_path

APP_ID = "io.github.penguin_qt.PenguinQt"
DESKTOP_FILE = f"{APP_ID}.desktop"
METAINFO_FILE = f"{APP_ID}.metainfo.xml"
ICON = "penguin-qt.svg"  # resources/icons: also the window's icon


def shipped(name: str) -> Path:
    """A file of ``resources/desktop`` as installed with the package."""
    return resource_path("desktop", name)


def data_home() -> Path:
    """$XDG_DATA_HOME, by default ~/.local/share."""
    home = os.environ.get("XDG_DATA_HOME")
    return Path(home) if home else Path.home() / ".local" / "share"


def installed_files(home: Path) -> list[Path]:
    """Where ``install`` puts the menu entry, the metainfo and the icon under ``home``."""
    return [
        home / "applications" / DESKTOP_FILE,
        home / "metainfo" / METAINFO_FILE,
        home / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
    ]


def _exec_quote(argument: str) -> str:
    """One argument of a desktop entry's Exec line (the specification's quoting rules)."""
    argument = argument.replace("%", "%%")
    if not any(c in argument for c in " \t\n\"'\\><~|&;$*?#()`"):
        return argument
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in argument)
    return f'"{escaped}"'


def launcher() -> list[str]:
    """The command that starts this installation of the program: the ``penguin-qt`` script
    next to the running Python (a venv's or pipx's bin), else the module."""
    script = Path(sys.executable).parent / "penguin-qt"
    if script.is_file() and os.access(script, os.X_OK):
        return [str(script)]
    return [sys.executable, "-m", "penguin_qt.ui.app"]


def desktop_entry(command: list[str]) -> str:
    """The shipped menu entry, starting ``command``."""
    line = " ".join(_exec_quote(a) for a in command)
    out = []
    for row in shipped(DESKTOP_FILE).read_text(encoding="utf-8").splitlines():
        if row.startswith("Exec="):
            row = f"Exec={line} %f"
        elif row.startswith("TryExec="):
            row = f"TryExec={command[0]}"
        out.append(row)
    return "\n".join(out) + "\n"


def _refresh_caches(home: Path) -> None:
    """Tell the desktop about the new files, where its tools are installed (optional)."""
    import subprocess  # only here: the window's start reads APP_ID from this module

    for command in (
        ["update-desktop-database", "-q", str(home / "applications")],
        ["gtk-update-icon-cache", "-q", "-t", "-f", str(home / "icons" / "hicolor")],
    ):
        if shutil.which(command[0]):
            subprocess.run(command, check=False, capture_output=True)


def install(home: Path | None = None, command: list[str] | None = None) -> list[Path]:
    """Install the menu entry (starting ``command``, by default this installation), the
    metainfo and the icon under ``home`` (by default $XDG_DATA_HOME).  Returns the files."""
    home = data_home() if home is None else home
    entry, metainfo, icon = installed_files(home)
    write_atomic(entry, desktop_entry(command or launcher()))
    write_atomic(metainfo, shipped(METAINFO_FILE).read_bytes())
    write_atomic(icon, Path(icon_path(ICON)).read_bytes())
    _refresh_caches(home)
    return [entry, metainfo, icon]


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove what :func:`install` put under ``home``; returns the files removed."""
    home = data_home() if home is None else home
    removed = []
    for path in installed_files(home):
        if path.is_file():
            path.unlink()
            removed.append(path)
    _refresh_caches(home)
    return removed

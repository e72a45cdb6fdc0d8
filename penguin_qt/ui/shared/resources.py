"""The program's data files (icons, translations, help pages, desktop files).

They are the package ``penguin_qt.resources`` (the repository's ``resources/`` folder, mapped
into the package by the build) and are found where that package is (its ``FOLDER``), so an
installed wheel, an sdist build and an editable checkout all read the same files from the same
place.
"""

from __future__ import annotations

import importlib
from pathlib import Path

PACKAGE = "penguin_qt.resources"


def _folder() -> Path:
    """The installed data folder.  pip and every installer unpack packages onto the file
    system, so this is a real folder; Qt's loaders (QIcon, QTranslator) need file names."""
    try:
        path = Path(importlib.import_module(PACKAGE).FOLDER)
    except (ModuleNotFoundError, AttributeError):  # installed before resources/ was package data
        raise RuntimeError(
            f"{PACKAGE} is not installed: install Penguin Qt again (in a checkout: make setup)"
        ) from None
    if not path.is_dir():  # e.g. a zip import: nothing Qt could read from
        raise RuntimeError(f"the data of {PACKAGE} is not on the file system ({path})")
    return path


RESOURCES = _folder()


def resource_path(*parts: str) -> Path:
    """The path of a data file, e.g. ``resource_path("icons", "undo.svg")``."""
    return RESOURCES.joinpath(*parts)


def icon_path(name: str) -> str:
    """The file name of one of the program's icons (``resources/icons``)."""
    return str(resource_path("icons", name))


def icon_names() -> list[str]:
    """Every icon the program ships."""
    return sorted(p.name for p in resource_path("icons").glob("*.svg"))


def translations_dir() -> str:
    """The folder of the compiled translations (``penguin_qt_<language>.qm``)."""
    return str(resource_path("translations"))


def help_page(name: str) -> str | None:
    """The text of a help page (``resources/help/<name>``), or None when it is not shipped."""
    path = resource_path("help", name)
    return path.read_text(encoding="utf-8") if path.is_file() else None

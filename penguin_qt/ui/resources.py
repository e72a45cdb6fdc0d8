"""Where the project's resources (icons, translations) are found."""

from __future__ import annotations

from pathlib import Path

RESOURCES = Path(__file__).resolve().parents[2] / "resources"


def icon_path(name: str) -> str:
    """Path of an icon in resources/icons (it may be missing in a stripped install)."""
    return str(RESOURCES / "icons" / name)


def translations_dir() -> str:
    return str(RESOURCES / "translations")

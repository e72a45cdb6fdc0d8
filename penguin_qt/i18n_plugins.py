"""Translations a plugin ships: its .ts sources written and refreshed, its .qm files built.

``python -m penguin_qt.i18n_plugins update PACKAGE_FOLDER [--languages de,nl]`` writes or
refreshes ``translations/<package>_<lang>.ts`` inside the plugin's package: its variants'
names and descriptions, its deals' descriptions and its solvers' names, in the contexts the
program looks them up in (``Variants``, ``Solvers``).  ``... release PACKAGE_FOLDER`` builds
the ``.qm`` file beside each of them.  ``python -m penguin_qt.i18n plugin-update`` and
``plugin-release`` are the same commands.

The languages: those given with ``--languages``; without it, the languages whose .ts file
is already there (a language whose file the author deleted stays deleted), or every
language of the program when there is none yet.  ``release`` leaves out a .ts file with
nothing translated in it (a .qm file of it would translate nothing) and says so.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

from .i18n import (
    LANGUAGES,
    PLUGIN_TRANSLATIONS,
    PLURAL_ONLY,
    SOLVER_CONTEXT,
    VARIANT_CONTEXT,
    _tool,
    solver_names,
    variant_names,
)

TRANSLATED = tuple(lang for lang in LANGUAGES if lang not in PLURAL_ONLY)  # de, nl, it, es


def ts_path(package: Path, language: str) -> Path:
    return package / PLUGIN_TRANSLATIONS / f"{package.name}_{language}.ts"


def existing_languages(package: Path) -> list[str]:
    """The languages whose .ts file the plugin has, in the program's order."""
    return [lang for lang in TRANSLATED if ts_path(package, lang).is_file()]


def parse_languages(text: str) -> list[str]:
    """``"de,nl"`` -> ``["de", "nl"]``; ValueError naming a language the program lacks."""
    asked = [part.strip() for part in text.split(",") if part.strip()]
    if not asked:
        raise ValueError("--languages needs at least one language, e.g. de,nl")
    wrong = [lang for lang in asked if lang not in TRANSLATED]
    if wrong:
        raise ValueError(
            f"no language {wrong[0]!r} to translate into (the program's: {','.join(TRANSLATED)})"
        )
    return list(dict.fromkeys(asked))


def plugin_update(package: Path, languages: Sequence[str] | None = None) -> int:
    """Write or refresh the .ts file of each of ``languages`` (default: those the plugin
    has, or every language when it has none); what is translated is kept.  Translate them
    (Qt Linguist, or any editor), then build the .qm files with :func:`plugin_release`."""
    chosen = list(languages) if languages else existing_languages(package) or list(TRANSLATED)
    sources = sorted(package.rglob("*.py"))
    lines = ["from PySide6.QtCore import QT_TRANSLATE_NOOP", ""]
    for text in variant_names(sources):
        lines.append(f"QT_TRANSLATE_NOOP({VARIANT_CONTEXT!r}, {text!r})")
    for text in solver_names(sources):
        lines.append(f"QT_TRANSLATE_NOOP({SOLVER_CONTEXT!r}, {text!r})")
    (package / PLUGIN_TRANSLATIONS).mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        marked = Path(tmp) / "plugin_strings.py"
        marked.write_text("\n".join(lines) + "\n", encoding="utf-8")
        for lang in chosen:
            cmd = [_tool("pyside6-lupdate"), "-locations", "none", "-no-obsolete", str(marked)]
            ts = ts_path(package, lang)
            status = subprocess.call([*cmd, "-target-language", lang, "-ts", str(ts)])
            if status:
                return status
    return 0


def translated_entries(ts: Path) -> int:
    """How many entries of a .ts file have a finished translation."""
    try:
        root = ET.parse(ts).getroot()
    except (ET.ParseError, OSError):
        return 0
    count = 0
    for translation in root.iter("translation"):
        if translation.get("type") in ("unfinished", "obsolete", "vanished"):
            continue
        texts = [translation.text or ""] + [form.text or "" for form in translation]
        count += any(text.strip() for text in texts)
    return count


def plugin_release(package: Path, languages: Sequence[str] | None = None) -> int:
    """Build the .qm file beside the .ts file of each of ``languages`` (default: every .ts
    file there is), leaving out a .ts file with nothing translated."""
    chosen = list(languages) if languages else existing_languages(package)
    for lang in chosen:
        ts = ts_path(package, lang)
        if not ts.is_file():
            print(f"no {ts.name}: run update first", file=sys.stderr)
            return 2
        if not translated_entries(ts):
            print(f"{ts.name}: nothing translated yet, no .qm built", file=sys.stderr)
            continue
        status = subprocess.call(
            [_tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))]
        )
        if status:
            return status
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m penguin_qt.i18n_plugins",
        description="the translations a Penguin Qt plugin ships",
    )
    parser.add_argument("command", choices=("update", "release"))
    parser.add_argument("package", type=Path, metavar="PACKAGE_FOLDER")
    parser.add_argument(
        "--languages",
        metavar="de,nl",
        help="the languages to write or build (default: the .ts files there are, or all of "
        f"{','.join(TRANSLATED)} when there is none)",
    )
    args = parser.parse_args(argv)
    if not args.package.is_dir():
        print(f"{parser.prog}: not a folder: {args.package}", file=sys.stderr)
        return 2
    languages = None
    if args.languages is not None:
        try:
            languages = parse_languages(args.languages)
        except ValueError as exc:
            print(f"{parser.prog}: {exc}", file=sys.stderr)
            return 2
    run = plugin_update if args.command == "update" else plugin_release
    return run(args.package, languages)


if __name__ == "__main__":
    sys.exit(main())

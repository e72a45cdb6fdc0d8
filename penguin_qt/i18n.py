"""Translations: loading them into the program, and keeping the .ts sources up to date.

The window's strings go through ``self.tr`` / ``QCoreApplication.translate``; the engine,
which imports no Qt, marks its texts with ``N_`` (context ``Engine``) and the window
translates them with :func:`engine_message`; variant names are translated in context
``Variants``.

``python -m penguin_qt.i18n update`` collects every string into
``resources/translations/penguin_qt_<lang>.ts`` (pyside6-lupdate over the UI, plus the
engine's ``N_`` texts and the built-in variant names); ``python -m penguin_qt.i18n release``
builds the ``.qm`` files the program loads.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = ("de",)
ENGINE_CONTEXT = "Engine"
VARIANT_CONTEXT = "Variants"


# -- in the program -------------------------------------------------------------------------


def install_translators(app, language: str | None = None) -> list:
    """Load Qt's own and Penguin Qt's translations for ``language`` (default: the system's).
    Returns the translators (keep them alive as long as the application)."""
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

    locale = QLocale(language) if language else QLocale.system()
    installed = []
    qt = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(locale, "qtbase", "_", qt_dir):
        app.installTranslator(qt)
        installed.append(qt)
    ours = QTranslator(app)
    if ours.load(locale, "penguin_qt", "_", str(TRANSLATIONS)):
        app.installTranslator(ours)
        installed.append(ours)
    return installed


def engine_translate(text: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(ENGINE_CONTEXT, text)


def engine_message(error: Any) -> str:
    """The translated text of an engine error or ``Text`` (anything with template/params)."""
    from .engine.errors import render

    template = getattr(error, "template", None)
    if template is None:
        return str(error)
    text = render(template, getattr(error, "params", {}), engine_translate)
    line = getattr(error, "line", None)
    if line is not None:
        from PySide6.QtCore import QCoreApplication

        prefix = QCoreApplication.translate(ENGINE_CONTEXT, "line {line}: ").format(line=line)
        return prefix + text
    return text


def variant_name(name: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(VARIANT_CONTEXT, name)


# -- keeping the sources up to date --------------------------------------------------------------


def _trees(paths: list[Path]):
    for path in paths:
        yield ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _first_literal(node: ast.AST) -> str | None:
    """The first argument of a call when it is a string literal."""
    if isinstance(node, ast.Call) and node.args:
        arg = node.args[0]
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            return arg.value
    return None


def _called_name(node: ast.AST) -> str | None:
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return node.func.id
    return None


def engine_strings(paths: list[Path]) -> list[str]:
    """Every string literal passed to ``N_`` in these files, in order, without repeats."""
    found: dict[str, None] = {}
    for tree in _trees(paths):
        for node in ast.walk(tree):
            text = _first_literal(node)
            if text is not None and _called_name(node) == "N_":
                found[text] = None
    return list(found)


def variant_names(paths: list[Path]) -> list[str]:
    """The ``name=`` of every ``Rules(...)`` in the built-in plugins."""
    names: dict[str, None] = {}
    for tree in _trees(paths):
        for node in ast.walk(tree):
            if _called_name(node) == "Rules":
                for kw in node.keywords:
                    if kw.arg == "name" and isinstance(kw.value, ast.Constant):
                        names[kw.value.value] = None
    return list(names)


def _translator_context(node: ast.AST | None) -> str | None:
    """The literal context of ``QCoreApplication.translate("Context", text)``, if ``node``
    is such a call."""
    is_translate = (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "translate"
    )
    return _first_literal(node) if is_translate else None


def _helpers(tree: ast.AST) -> dict[str, str]:
    """Name to context of a module's small translation helpers: a function or a lambda whose
    body is ``QCoreApplication.translate("Ctx", text)``."""
    helpers: dict[str, str] = {}
    for node in ast.walk(tree):
        name, body = None, None
        if isinstance(node, ast.FunctionDef) and len(node.body) == 1:
            name = node.name
            if isinstance(node.body[0], ast.Return):
                body = node.body[0].value
        elif (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and isinstance(node.value, ast.Lambda)
        ):
            name, body = node.targets[0].id, node.value.body
        context = _translator_context(body)
        if name and context:
            helpers[name] = context
    return helpers


def helper_strings(paths: list[Path]) -> list[tuple[str, str]]:
    """(context, text) for every call, with a literal text, of a module's small translation
    helpers (lupdate does not follow them)."""
    found: dict[tuple[str, str], None] = {}
    for tree in _trees(paths):
        helpers = _helpers(tree)
        for node in ast.walk(tree):
            name, text = _called_name(node), _first_literal(node)
            if name in helpers and text is not None:
                found[(helpers[name], text)] = None
    return list(found)


def _marked_source() -> str:
    engine = sorted((ROOT / "penguin_qt").rglob("*.py"))
    plugins = sorted((ROOT / "plugins").rglob("*.py"))
    lines = ["from PySide6.QtCore import QT_TRANSLATE_NOOP", ""]
    for text in engine_strings(engine):
        lines.append(f"QT_TRANSLATE_NOOP({ENGINE_CONTEXT!r}, {text!r})")
    lines.append(f"QT_TRANSLATE_NOOP({ENGINE_CONTEXT!r}, 'line {{line}}: ')")
    for text in variant_names(plugins):
        lines.append(f"QT_TRANSLATE_NOOP({VARIANT_CONTEXT!r}, {text!r})")
    for context, text in helper_strings(sorted((ROOT / "penguin_qt" / "ui").rglob("*.py"))):
        lines.append(f"QT_TRANSLATE_NOOP({context!r}, {text!r})")
    return "\n".join(lines) + "\n"


def _tool(name: str) -> str:
    candidate = Path(sys.executable).with_name(name)
    return str(candidate) if candidate.exists() else name


def update() -> int:
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    ui = sorted(str(p) for p in (ROOT / "penguin_qt" / "ui").rglob("*.py"))
    with tempfile.TemporaryDirectory() as tmp:
        marked = Path(tmp) / "engine_strings.py"
        marked.write_text(_marked_source(), encoding="utf-8")
        for lang in LANGUAGES:
            ts = TRANSLATIONS / f"penguin_qt_{lang}.ts"
            cmd = [_tool("pyside6-lupdate"), "-locations", "none", *ui, str(marked), "-ts", str(ts)]
            status = subprocess.call(cmd)
            if status:
                return status
    return 0


def release() -> int:
    for ts in sorted(TRANSLATIONS.glob("*.ts")):
        status = subprocess.call(
            [_tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))]
        )
        if status:
            return status
    return 0


if __name__ == "__main__":
    commands = {"update": update, "release": release}
    if len(sys.argv) != 2 or sys.argv[1] not in commands:
        print("usage: python -m penguin_qt.i18n update|release", file=sys.stderr)
        sys.exit(2)
    sys.exit(commands[sys.argv[1]]())

"""Translations: loading them into the program, and keeping the .ts sources up to date.

The window's strings go through ``self.tr`` / ``QCoreApplication.translate``; the engine,
which imports no Qt, marks its texts with ``N_`` (context ``Engine``) and the window
translates them with :func:`engine_message`; variant names and descriptions are translated
in context ``Variants``, solver names in context ``Solvers``.

Plurals use Qt's numerus forms: a window string that counts takes ``%n`` and the count
(``self.tr("%n move(s)", "", n)``); an engine template that counts names the count
``{count}`` and is looked up with that number.  English has its own file
(``penguin_qt_en.ts``) that holds only those numerus messages, so that the English window
says "1 move" and "2 moves".

``python -m penguin_qt.i18n update`` collects every string into
``resources/translations/penguin_qt_<lang>.ts`` (pyside6-lupdate over the UI, plus the
engine's ``N_`` texts, the built-in variants' names and descriptions and the solvers'
names); ``python -m penguin_qt.i18n release`` builds the ``.qm`` files the program loads.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

# the texts found in the sources, named here too (update, plugin-update and the tests use them)
from .i18n_sources import engine_strings as engine_strings
from .i18n_sources import helper_strings as helper_strings
from .i18n_sources import solver_names as solver_names
from .i18n_sources import variant_names as variant_names

# The sources (.ts) and the built .qm files in the checkout, for update and release below.
ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "resources" / "translations"
# English first: the language of the sources, whose file holds only the numerus forms
LANGUAGES = ("en", "de", "nl", "it", "es")
PLURAL_ONLY = ("en",)
LANGUAGE_NAMES = {
    "en": "English",
    "de": "Deutsch",
    "nl": "Nederlands",
    "it": "Italiano",
    "es": "Español",
}
ENGINE_CONTEXT = "Engine"
VARIANT_CONTEXT = "Variants"
SOLVER_CONTEXT = "Solvers"
COUNT = "count"  # the parameter of an engine template that picks its plural form

_language = "en"


# -- in the program -------------------------------------------------------------------------


def choose_language(requested: str | None = None, saved: str | None = None) -> str:
    """The language of the window: ``requested`` (``--language``) over ``saved`` (Settings)
    over the system's; English when none of them is one of LANGUAGES."""
    from PySide6.QtCore import QLocale

    for candidate in (requested, saved):
        code = (candidate or "").strip().lower().replace("-", "_").split("_")[0]
        if code in LANGUAGES:
            return code
    for name in QLocale.system().uiLanguages():
        code = name.lower().replace("-", "_").split("_")[0]
        if code in LANGUAGES:
            return code
    return "en"


def current_language() -> str:
    """The language the translators were last installed for."""
    return _language


def installed_translations(name: str = "") -> str:
    """A .qm file the program loads (or their folder): package data (the build installs
    resources/ as penguin_qt.resources), never the checkout's folder."""
    import importlib  # the package is resources/ as installed (setup.py), not a source here

    folder: Path = importlib.import_module(f"{__package__}.resources").FOLDER
    return str(folder / "translations" / name)


def install_translators(app, language: str | None = None) -> list:
    """Load Qt's own and Penguin Qt's translations for ``language`` (default: the system's,
    English when the system's is not one of LANGUAGES), and make it the locale numbers and
    dates are written in.  Returns the translators (keep them alive as long as the
    application)."""
    global _language
    from PySide6.QtCore import QLocale, QTranslator

    code = choose_language(language)
    system = QLocale.system()
    # the system's own locale when it speaks this language (de_AT stays de_AT)
    locale = system if system.name().split("_")[0] == code else QLocale(code)
    QLocale.setDefault(locale)
    _language = code
    installed = []
    if code != "en":  # Qt's own words (its dialogs' buttons): English needs none
        from PySide6.QtCore import QLibraryInfo

        qt = QTranslator(app)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(locale, "qtbase", "_", qt_dir):
            app.installTranslator(qt)
            installed.append(qt)
    ours = QTranslator(app)
    if ours.load(installed_translations(f"penguin_qt_{code}.qm")):
        app.installTranslator(ours)
        installed.append(ours)
    for path in plugin_translations(code):
        theirs = QTranslator(app)
        if theirs.load(str(path)):
            app.installTranslator(theirs)
            installed.append(theirs)
    return installed


PLUGIN_TRANSLATIONS = "translations"  # the folder inside a plugin's package


def plugin_translations(language: str) -> list[Path]:
    """The .qm files the installed plugins ship for ``language``: every
    ``translations/*_<language>.qm`` inside the package of each entry point of the group
    ``penguin_qt`` (docs/plugins.md, "Translations").  The packages are located, not imported;
    a plugin that cannot be found simply brings none.  The built-in plugins are not looked
    for: their words are in Penguin Qt's own files (:func:`update` collects them there), so
    locating their packages at every start would find nothing."""
    import importlib.util

    from .plugins.entry_points import entry_points, is_own

    found: list[Path] = []
    seen: set[Path] = set()
    for ep in entry_points("penguin_qt"):
        if is_own(ep):
            continue
        top = ep.module.split(".")[0]
        try:
            spec = importlib.util.find_spec(top)
        except (ImportError, ValueError):
            continue
        if spec is None:
            continue
        if spec.submodule_search_locations:
            folders = [Path(p) / PLUGIN_TRANSLATIONS for p in spec.submodule_search_locations]
        elif spec.origin:
            folders = [Path(spec.origin).parent / PLUGIN_TRANSLATIONS]
        else:
            continue
        for folder in folders:
            if folder in seen or not folder.is_dir():
                continue
            seen.add(folder)
            found += sorted(folder.glob(f"*_{language}.qm"))
    return found


def remove_translators(app, translators: list) -> None:
    """Undo :func:`install_translators` (back to the English sources)."""
    global _language
    from PySide6.QtCore import QLocale

    for translator in translators:
        app.removeTranslator(translator)
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    _language = "en"


def engine_translate(text: str, count: int | None = None) -> str:
    """An engine template in the window's language; ``count`` picks a plural form."""
    from PySide6.QtCore import QCoreApplication

    if count is None:
        return QCoreApplication.translate(ENGINE_CONTEXT, text)
    return QCoreApplication.translate(ENGINE_CONTEXT, text, None, count)


def _render(template: str, params: dict[str, Any]) -> str:
    """Fill a translated template: nested texts translated too, variant names in their
    context, and the ``{count}`` templates in the plural form their count asks for."""
    from .engine.errors import Named, Text
    from .i18n_cards import shown

    values: dict[str, Any] = {}
    for key, value in params.items():
        if isinstance(value, Named):  # a plugin's own words: its translations' context
            values[key] = variant_name(value.template)
        elif isinstance(value, Text):
            values[key] = _render(value.template, value.params)
        elif key == "variant" and isinstance(value, str):
            values[key] = variant_name(value)
        else:
            values[key] = shown(value)  # a card in the window's letters
    count = params.get(COUNT)
    numerus = isinstance(count, int) and "{" + COUNT + "}" in template
    return engine_translate(template, count if numerus else None).format(**values)


def engine_message(error: Any) -> str:
    """The translated text of an engine error or ``Text`` (anything with template/params)."""
    template = getattr(error, "template", None)
    if template is None:
        return str(error)
    text = _render(template, getattr(error, "params", {}))
    line = getattr(error, "line", None)
    move = getattr(error, "move_number", None)  # a record's move, numbered as the CLI does
    if line is not None or move is not None:
        from PySide6.QtCore import QCoreApplication

        if line is not None:
            prefix = QCoreApplication.translate(ENGINE_CONTEXT, "line {line}: ")
            text = prefix.format(line=line) + text
        if move is not None:
            prefix = QCoreApplication.translate(ENGINE_CONTEXT, "move {number}: ")
            text = prefix.format(number=move) + text
    return text


def variant_name(name: str) -> str:
    """A variant's name or description in the window's language (as given when the
    variant is not a built-in one)."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(VARIANT_CONTEXT, name)


def solver_name(name: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(SOLVER_CONTEXT, name)


def percent(fraction: float) -> str:
    """A share written the way the window's language writes it ("57%", "57 %")."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("Numbers", "{n}%").format(n=number(fraction * 100))


def number(value: float, decimals: int = 0) -> str:
    """A number written the way the window's language writes it (1,234.5 / 1.234,5)."""
    from PySide6.QtCore import QLocale

    if decimals:
        return QLocale().toString(float(value), "f", decimals)
    return QLocale().toString(round(value))


# -- keeping the sources up to date (the texts are found by i18n_sources) --------------------------


# -- the command line ----------------------------------------------------------------------

COMMAND_LINE_CONTEXT = "CommandLine"
_command_line = None


def C_(text: str) -> str:  # noqa: N802 - a marker, like N_
    """A message of the ``penguin-qt`` command line in the language chosen for it (see
    :func:`use_command_line_language`); English until then, so that ``--version`` needs no
    Qt at all."""
    if _command_line is None:
        return text
    return _command_line.translate(COMMAND_LINE_CONTEXT, text) or text


def use_command_line_language(argv: list[str]) -> str:
    """Speak ``--language`` (from ``argv``), else the system's language, on the command
    line: help, errors and notices.  Returns the language."""
    global _command_line
    from PySide6.QtCore import QTranslator

    requested = None
    for i, arg in enumerate(argv):
        if arg == "--language" and i + 1 < len(argv):
            requested = argv[i + 1]
        elif arg.startswith("--language="):
            requested = arg.split("=", 1)[1]
    code = choose_language(requested)
    translator = QTranslator()
    if translator.load(installed_translations(f"penguin_qt_{code}.qm")):
        _command_line = translator
    return code


def _marked_source() -> str:
    engine = sorted((ROOT / "penguin_qt").rglob("*.py"))
    plugins = sorted((ROOT / "plugins").rglob("*.py"))
    lines = ["from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication", ""]
    for text in engine_strings(engine):
        if "{" + COUNT + "}" in text:  # looked up with its count: a numerus message
            lines.append(f"QCoreApplication.translate({ENGINE_CONTEXT!r}, {text!r}, None, 2)")
        else:
            lines.append(f"QT_TRANSLATE_NOOP({ENGINE_CONTEXT!r}, {text!r})")
    lines.append(f"QT_TRANSLATE_NOOP({ENGINE_CONTEXT!r}, 'line {{line}}: ')")
    lines.append("QT_TRANSLATE_NOOP('Numbers', '{n}%')")
    for text in variant_names([*plugins, ROOT / "penguin_qt" / "engine" / "deals.py"]):
        lines.append(f"QT_TRANSLATE_NOOP({VARIANT_CONTEXT!r}, {text!r})")
    for text in solver_names(plugins):
        lines.append(f"QT_TRANSLATE_NOOP({SOLVER_CONTEXT!r}, {text!r})")
    for text in engine_strings(sorted((ROOT / "penguin_qt" / "ui").rglob("*.py")), "C_"):
        lines.append(f"QT_TRANSLATE_NOOP({COMMAND_LINE_CONTEXT!r}, {text!r})")
    for context, text in helper_strings(sorted((ROOT / "penguin_qt" / "ui").rglob("*.py"))):
        if "%n" in text:  # a helper called with a count
            lines.append(f"QCoreApplication.translate({context!r}, {text!r}, None, 2)")
        else:
            lines.append(f"QT_TRANSLATE_NOOP({context!r}, {text!r})")
    return "\n".join(lines) + "\n"


def _tool(name: str) -> str:
    candidate = Path(sys.executable).with_name(name)
    return str(candidate) if candidate.exists() else name


def update() -> int:
    import subprocess  # update and release only: the program's start needs neither
    import tempfile

    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    ui = sorted(str(p) for p in (ROOT / "penguin_qt" / "ui").rglob("*.py"))
    ui.append(str(ROOT / "penguin_qt" / "i18n_cards.py"))  # the rank letters
    with tempfile.TemporaryDirectory() as tmp:
        marked = Path(tmp) / "engine_strings.py"
        marked.write_text(_marked_source(), encoding="utf-8")
        for lang in LANGUAGES:
            ts = TRANSLATIONS / f"penguin_qt_{lang}.ts"
            cmd = [_tool("pyside6-lupdate"), "-locations", "none", "-no-obsolete", *ui, str(marked)]
            cmd += ["-ts", str(ts)]
            if lang in PLURAL_ONLY:
                cmd.append("-pluralonly")
            status = subprocess.call(cmd)
            if status:
                return status
    return 0


def release() -> int:
    import subprocess

    for ts in sorted(TRANSLATIONS.glob("*.ts")):
        status = subprocess.call(
            [_tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))]
        )
        if status:
            return status
    return 0


if __name__ == "__main__":
    commands = {"update": update, "release": release}
    if len(sys.argv) >= 3 and sys.argv[1] in ("plugin-update", "plugin-release"):
        # A plugin's translations: penguin_qt.i18n_plugins (it builds on this module, so it
        # is found by name here, where only this command needs it).
        import importlib

        plugins = importlib.import_module("penguin_qt.i18n_plugins")
        sys.exit(plugins.main([sys.argv[1].removeprefix("plugin-"), *sys.argv[2:]]))
    if len(sys.argv) != 2 or sys.argv[1] not in commands:
        print(
            "usage: python -m penguin_qt.i18n update|release\n"
            "       python -m penguin_qt.i18n plugin-update|plugin-release PACKAGE_FOLDER"
            " [--languages de,nl]",
            file=sys.stderr,
        )
        sys.exit(2)
    sys.exit(commands[sys.argv[1]]())

"""Smoke test of an installed Penguin Qt: run it with the Python of the environment to check.

    <venv>/bin/python .ci/smoke_installed.py --checkout DIR [--editable]

CI installs the wheel into a fresh virtual environment outside the checkout and runs this
with that environment's Python, from outside the checkout, so every file it reads comes from
the installed copy.  ``--checkout`` names the source tree to compare against (which icons and
translations there should be); without ``--editable`` the package must not be imported from
there.  Prints one line per check and ends with "smoke: N passed, N failed".
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import traceback
import xml.etree.ElementTree as ET
from collections.abc import Callable
from importlib.metadata import version
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

CHECKS: list[Callable[[argparse.Namespace], str]] = []


def check(fn: Callable[[argparse.Namespace], str]) -> Callable[[argparse.Namespace], str]:
    CHECKS.append(fn)
    return fn


def _app():
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication(["penguin-qt-smoke"])


@check
def installed_copy(args) -> str:
    import penguin_qt

    where = Path(penguin_qt.__file__).resolve().parent
    if not args.editable and where.is_relative_to(args.checkout):
        raise AssertionError(f"penguin_qt comes from the checkout ({where})")
    from penguin_qt.ui.shared.resources import RESOURCES

    if not args.editable and RESOURCES.is_relative_to(args.checkout):
        raise AssertionError(f"the data comes from the checkout ({RESOURCES})")
    return f"penguin_qt from {where}, data from {RESOURCES}"


@check
def versions(args) -> str:
    expected = version("penguin-qt")
    import penguin_qt

    assert penguin_qt.__version__ == expected, (penguin_qt.__version__, expected)
    bin_dir = Path(sys.executable).parent
    for program in ("penguin-qt", "penguin-solve"):
        out = subprocess.run(
            [str(bin_dir / program), "--version"], capture_output=True, text=True, timeout=60
        )
        assert out.returncode == 0, (program, out.returncode, out.stderr)
        assert out.stdout.strip() == f"{program} {expected}", (program, out.stdout)
    return f"penguin-qt and penguin-solve --version print {expected}"


@check
def icons(args) -> str:
    from PySide6.QtGui import QIcon
    from PySide6.QtSvg import QSvgRenderer

    from penguin_qt.ui.shared.resources import icon_names, icon_path

    _app()
    names = icon_names()
    expected = sorted(p.name for p in (args.checkout / "resources" / "icons").glob("*.svg"))
    assert names == expected, f"installed icons {names}, the checkout has {expected}"
    for name in names:
        assert QSvgRenderer(icon_path(name)).isValid(), f"{name}: not a valid SVG"
        pixmap = QIcon(icon_path(name)).pixmap(32, 32)
        assert not pixmap.isNull(), f"{name}: Qt draws nothing"
        image = pixmap.toImage()
        assert any(
            image.pixelColor(x, y).alpha() for x in range(0, 32, 2) for y in range(0, 32, 2)
        ), f"{name}: drawn fully transparent"
    return f"{len(names)} icons load and draw"


def _finished_messages(ts: Path) -> list[tuple[str, str, str]]:
    """(context, source, translation) of the finished, singular messages of a .ts file."""
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if message.get("numerus") == "yes" or translation is None:
                continue
            if translation.get("type") in ("unfinished", "vanished", "obsolete"):
                continue
            if translation.text:
                found.append((name, message.findtext("source") or "", translation.text))
    return found


@check
def translations(args) -> str:
    from PySide6.QtCore import QCoreApplication

    from penguin_qt import i18n

    app = _app()
    checked = 0
    for language in i18n.LANGUAGES:
        translators = i18n.install_translators(app, language)
        try:
            qm = Path(i18n.installed_translations(f"penguin_qt_{language}.qm"))
            assert qm.is_file(), f"{qm.name} is not installed"
            assert translators, f"no translator loaded for {language}"
            ts = args.checkout / "resources" / "translations" / f"penguin_qt_{language}.ts"
            messages = _finished_messages(ts) if ts.exists() else []
            if language not in i18n.PLURAL_ONLY:
                assert messages, f"{ts.name}: no finished translation to compare"
            for context, source, text in messages:
                got = QCoreApplication.translate(context, source)
                assert got == text, f"{language}: {context}/{source!r} gives {got!r}"
                checked += 1
        finally:
            i18n.remove_translators(app, translators)
    return f"{len(i18n.LANGUAGES)} languages load; {checked} translated strings as in the sources"


@check
def rules_pages(args) -> str:
    from PySide6.QtWidgets import QTextBrowser

    from penguin_qt import i18n
    from penguin_qt.plugins import PluginHost
    from penguin_qt.ui.window.window import MainWindow

    app = _app()
    host = PluginHost()
    variants = list(host.variants())
    assert variants, "no variant registered"
    pages = 0
    for language in i18n.LANGUAGES:
        translators = i18n.install_translators(app, language)
        try:
            for variant in variants:
                window = MainWindow(host=host, variant=variant, deal_number=1, speed="off")
                dialog = window.show_rules()
                browser = dialog.findChild(QTextBrowser)
                assert browser is not None, "the rules window has no text"
                text = browser.toPlainText().strip()
                assert len(text) > 200, f"{variant} in {language}: rules page is {text!r}"
                dialog.close()
                window.close()
                window.deleteLater()
                app.processEvents()
                pages += 1
        finally:
            i18n.remove_translators(app, translators)
    return f"rules page non-empty for {len(variants)} variants in {len(i18n.LANGUAGES)} languages"


def _validate(files: list[Path], require: bool) -> list[str]:
    done = []
    tools = {
        ".desktop": ["desktop-file-validate"],
        ".xml": ["appstreamcli", "validate", "--no-net"],
    }
    for path in files:
        command = tools[path.suffix]
        if shutil.which(command[0]) is None:
            assert not require, f"{command[0]} is not installed"
            continue
        out = subprocess.run([*command, str(path)], capture_output=True, text=True)
        assert out.returncode == 0, f"{' '.join(command)} {path.name}:\n{out.stdout}{out.stderr}"
        done.append(command[0])
    return done


@check
def desktop_files(args) -> str:
    from penguin_qt.ui import desktop

    shipped = [desktop.shipped(desktop.DESKTOP_FILE), desktop.shipped(desktop.METAINFO_FILE)]
    validated = _validate(shipped, args.require_validators)
    with tempfile.TemporaryDirectory() as home:
        bin_dir = Path(sys.executable).parent
        env = dict(os.environ, XDG_DATA_HOME=home)
        out = subprocess.run(
            [str(bin_dir / "penguin-qt"), "--install-desktop"],
            capture_output=True,
            text=True,
            env=env,
            timeout=60,
        )
        assert out.returncode == 0, out.stderr
        installed = desktop.installed_files(Path(home))
        for path in installed:
            assert path.is_file(), f"--install-desktop did not write {path}"
        entry = installed[0].read_text(encoding="utf-8")
        assert f"Exec={bin_dir / 'penguin-qt'} %f" in entry, entry
        validated += _validate([installed[0]], args.require_validators)
    return f"shipped and installed desktop files valid ({', '.join(sorted(set(validated)))})"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="smoke_installed.py")
    parser.add_argument("--checkout", type=Path, required=True, help="the source tree")
    parser.add_argument("--editable", action="store_true", help="an editable install")
    parser.add_argument(
        "--require-validators",
        action="store_true",
        help="fail when desktop-file-validate or appstreamcli is missing",
    )
    args = parser.parse_args(argv)
    args.checkout = args.checkout.resolve()
    passed = failed = 0
    for fn in CHECKS:
        try:
            said = fn(args)
        except Exception as exc:  # each check reports and the others still run
            failed += 1
            print(f"FAIL {fn.__name__}: {exc}")
            if not isinstance(exc, AssertionError):
                traceback.print_exc()
        else:
            passed += 1
            print(f"ok   {fn.__name__}: {said}")
    print(f"smoke: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

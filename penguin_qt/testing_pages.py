"""What the author kit (``penguin_qt.testing``) needs of Qt: an application to render the
rules pages offscreen, and the translations a plugin's texts are looked up in."""

from __future__ import annotations

import os
from collections.abc import Sequence


def qt_app():
    """The Qt application (made offscreen when there is none yet)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([])


def translation_gaps(context: str, texts: Sequence[str], languages: Sequence[str]) -> list[str]:
    """A warning for each text (a variant's name or description, a solver's name) that a
    language has no translation of, in the context the program looks it up in: the
    program's own .qm files and those the installed plugins ship.  A name that rightly
    stays as it is ("FreeCell") is translated by itself, so it is not a gap."""
    from PySide6.QtCore import QTranslator

    from . import i18n

    warnings = []
    for lang in languages:
        if lang == "en":
            continue
        translators = []
        paths = [i18n.installed_translations(f"penguin_qt_{lang}.qm")]
        for path in [*paths, *map(str, i18n.plugin_translations(lang))]:
            translator = QTranslator()
            if translator.load(path):
                translators.append(translator)
        for text in texts:
            if not any(t.translate(context, text) for t in translators):
                warnings.append(f"no {lang} translation of {text!r}")
    return warnings

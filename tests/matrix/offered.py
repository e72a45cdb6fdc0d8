"""The variants the plugin host offers, asked of the host itself with the test suite's
third-party examples installed (tests/third_party and docs/plugin-template), so that a new
variant, built in or from a plugin, is in every test that runs over them without a word here."""

from __future__ import annotations

import importlib
import sys
import tempfile
from pathlib import Path

from shared import install_distribution

from penguin_qt.plugins import PluginHost

SAMPLE = Path(__file__).resolve().parent.parent / "third_party"
TEMPLATE = Path(__file__).resolve().parent.parent.parent / "docs" / "plugin-template"
EXAMPLE_MODULES = ("penguin_qt_sample", "penguin_qt_template")


def install_examples(site: Path, *, sample: bool = True) -> None:
    """Install the example plugins into ``site`` as pip would (the sample unless it is
    there already: the ``sample_plugin_installed`` fixture puts it in)."""
    if sample:
        install_distribution(
            site, SAMPLE / "penguin_qt_sample", "penguin-qt-sample", "sample", version="1.0"
        )
    install_distribution(
        site, TEMPLATE / "penguin_qt_template", "penguin-qt-template", "template", "0.1"
    )


def offered_variants() -> list[str]:
    """Every variant id the host registers with the examples installed, built-ins first."""
    with tempfile.TemporaryDirectory(prefix="penguin-qt-offered-") as folder:
        site = Path(folder)
        install_examples(site)
        sys.path.insert(0, str(site))
        importlib.invalidate_caches()
        try:
            offered = PluginHost().variants()
        finally:
            sys.path.remove(str(site))
            for name in EXAMPLE_MODULES:
                sys.modules.pop(name, None)
            importlib.invalidate_caches()
    built_in = sorted(v for v, entry in offered.items() if entry.source == "built-in")
    return built_in + sorted(v for v in offered if v not in built_in)

"""Fixtures for the assisting features: a third-party plugin installed for real."""

from __future__ import annotations

import importlib
import shutil
import sys
from pathlib import Path

import pytest

SAMPLE = Path(__file__).parent.parent / "third_party"


@pytest.fixture
def sample_plugin_installed(tmp_path, monkeypatch):
    """Install tests/third_party as a distribution on sys.path (a dist-info with its entry
    points, as pip would leave it), so the plugin host -- and the solver process, which
    inherits sys.path -- find it through the entry point group like any installed plugin."""
    site = tmp_path / "site"
    shutil.copytree(SAMPLE / "penguin_qt_sample", site / "penguin_qt_sample")
    info = site / "penguin_qt_sample-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: penguin-qt-sample\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text("[penguin_qt]\nsample = penguin_qt_sample\n")
    monkeypatch.syspath_prepend(str(site))
    importlib.invalidate_caches()
    yield site
    sys.modules.pop("penguin_qt_sample", None)

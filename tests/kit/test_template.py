"""docs/plugin-template: installed as a distribution, the host finds its variant and solver,
and its own tests (the kit on both) pass."""

from __future__ import annotations

import importlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from shared import install_distribution

from penguin_qt.plugins import PluginHost

TEMPLATE = Path(__file__).parent.parent.parent / "docs" / "plugin-template"


@pytest.mark.slow  # installs the template and runs its suite in a process of its own
def test_the_template_installs_registers_and_passes_its_own_tests(tmp_path, monkeypatch):
    site = tmp_path / "site"
    site.mkdir()
    install_distribution(
        site, TEMPLATE / "penguin_qt_template", "penguin-qt-template", "template", "0.1"
    )
    monkeypatch.syspath_prepend(str(site))
    importlib.invalidate_caches()
    try:
        host = PluginHost()
        assert host.plugins["template"].state == "active"
        assert "penguin_qt_template.aces-up-front" in host.variants()
        assert "penguin_qt_template.depth-first" in host.solvers()
    finally:
        sys.modules.pop("penguin_qt_template", None)
    project = tmp_path / "project"
    shutil.copytree(TEMPLATE, project, ignore=shutil.ignore_patterns("penguin_qt_template"))
    env = {**os.environ, "PYTHONPATH": str(site), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "4 passed" in done.stdout

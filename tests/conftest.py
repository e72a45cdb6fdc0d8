"""Fixtures shared by every test folder: the plugin host and the built-in rule sets."""

from __future__ import annotations

import importlib
import os
import sys
import tempfile
from pathlib import Path

import pytest
from shared import install_distribution

from penguin_qt.plugins import PluginHost

# The tests run with folders of their own for data, settings and caches: nothing a test does
# reaches a player's saved game, statistics or settings, and nothing of theirs changes a test.
_FOLDERS = tempfile.mkdtemp(prefix="penguin-qt-tests-")
for _name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
    os.environ[_name] = os.path.join(_FOLDERS, _name.lower())
# and a runtime folder of their own, as a login makes it (mode 0700): the one-program socket
# of a test never meets another test process's (the suite runs in two processes)
os.environ["XDG_RUNTIME_DIR"] = os.path.join(_FOLDERS, "runtime")
os.makedirs(os.environ["XDG_RUNTIME_DIR"], mode=0o700, exist_ok=True)
# Windows of their own, off any screen, in every folder (not only where a conftest says so).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


# The tiers.  ``make test`` runs every test; ``make test-fast`` leaves out those marked
# ``slow``: the window's own folders, the packaging and the matrix as a whole, and a few
# tests elsewhere that start the real program many times or soak a property (each marked
# where it is written).  The window still gets a quick pass in the fast tier: the matrix's
# column of the first variant, every feature a player can use, once.
SLOW_FOLDERS = ("window", "ui", "assist", "packaging", "matrix")
QUICK_PASS_VARIANT = "penguin"


def pytest_ignore_collect(collection_path, config):
    """In the fast tier the slow folders are not even imported (but the matrix's)."""
    if config.getoption("markexpr") != "not slow":
        return None
    path, tests = Path(collection_path), Path(__file__).parent
    parts = path.relative_to(tests).parts if path.is_relative_to(tests) else ()
    if parts and parts[0] in SLOW_FOLDERS and parts[0] != "matrix":
        return True
    return None


def pytest_collection_modifyitems(config, items):
    tests = Path(__file__).parent
    for item in items:
        folder = Path(item.path).relative_to(tests).parts[0]
        if folder not in SLOW_FOLDERS:
            continue
        callspec = getattr(item, "callspec", None)
        quick = callspec is not None and callspec.params.get("variant") == QUICK_PASS_VARIANT
        if not (folder == "matrix" and quick):
            item.add_marker(pytest.mark.slow)
    # The longest tests first: a process that picks one up last keeps the run waiting for it
    # while the other has nothing left to take (the order of the rest is kept).
    items.sort(key=lambda item: item.get_closest_marker("long") is None)


@pytest.fixture(scope="session", autouse=True)
def _windows_gone_before_the_application():
    """The windows the tests closed are deleted before the process ends: Qt's cache of
    accessible interfaces, torn down with the application at exit, would otherwise delete
    the table's interfaces after Python has freed them (a crash at exit, after every test
    passed, whenever a window's interfaces were still cached)."""
    yield
    from PySide6.QtCore import QCoreApplication, QEvent

    app = QCoreApplication.instance()
    if app is not None:
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        app.processEvents()


@pytest.fixture(autouse=True)
def _our_loggers_heard():
    """Another test's logging set-up (dictConfig) may have silenced loggers made earlier:
    the notes tests look for come from the program's own, so they are heard again."""
    import logging

    for name, logger in list(logging.root.manager.loggerDict.items()):
        if name.startswith("penguin_qt") and isinstance(logger, logging.Logger):
            logger.disabled = False
    yield


@pytest.fixture(autouse=True)
def _signal_handlers_kept():
    """The program's start and quit set the handlers of SIGINT, SIGTERM and SIGHUP for the
    process: a test that starts the program in this process must not leave later tests with
    them (a Ctrl+C test then failed after the start's tests)."""
    import signal

    names = [n for n in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, n)]
    kept = {n: signal.getsignal(getattr(signal, n)) for n in names}
    yield
    for name, handler in kept.items():
        if handler is not None and signal.getsignal(getattr(signal, name)) is not handler:
            signal.signal(getattr(signal, name), handler)


@pytest.fixture(scope="session")
def host() -> PluginHost:
    """A plugin host loaded from the installed entry points (the built-in variants)."""
    return PluginHost()


@pytest.fixture(scope="session")
def variant(host):
    """``variant(id)``: the rules of a registered variant."""
    return host.rules


MISBEHAVING = Path(__file__).parent / "misbehaving"
SAMPLE = Path(__file__).parent / "third_party"


@pytest.fixture
def install_bad(tmp_path, monkeypatch):
    """``install_bad(kind)`` installs tests/misbehaving/penguin_qt_bad_<kind> as the
    distribution ``penguin-qt-bad-<kind>`` with the entry point ``bad-<kind>`` (returned); the
    solver workers get the same import path and find it too."""
    site = tmp_path / "site"
    site.mkdir()
    monkeypatch.syspath_prepend(str(site))
    modules = []

    def install(kind: str) -> str:
        package = MISBEHAVING / f"penguin_qt_bad_{kind}"
        install_distribution(site, package, f"penguin-qt-bad-{kind}", f"bad-{kind}")
        importlib.invalidate_caches()
        modules.append(package.name)
        return f"bad-{kind}"

    yield install
    for module in modules:
        sys.modules.pop(module, None)


@pytest.fixture
def sample_plugin_installed(tmp_path, monkeypatch):
    """Install tests/third_party (the example of docs/plugins.md) as the distribution
    ``penguin-qt-sample`` 1.0 on sys.path, with its entry point, as pip would leave it; the
    plugin host and the solver workers find it like any installed plugin."""
    site = tmp_path / "site"
    site.mkdir()
    install_distribution(
        site, SAMPLE / "penguin_qt_sample", "penguin-qt-sample", "sample", version="1.0"
    )
    monkeypatch.syspath_prepend(str(site))
    importlib.invalidate_caches()
    yield site
    sys.modules.pop("penguin_qt_sample", None)

"""Quitting on a signal keeps the game, on platforms without SIGHUP too (Windows has none):
the module imports and ``QuitOnSignals`` quits on the signals the platform has."""

from __future__ import annotations

import _signal
import importlib.util
import signal
import sys

from penguin_qt.ui.keeping import persistence


def _fresh_persistence(monkeypatch):
    """The persistence module imported again, as a platform without SIGHUP would import it."""
    name = "penguin_qt.ui.keeping._persistence_without_sighup"
    spec = importlib.util.spec_from_file_location(name, persistence.__file__)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, name, module)
    spec.loader.exec_module(module)
    return module


def test_quit_on_signals_imports_and_quits_where_there_is_no_sighup(qtbot, qapp, monkeypatch):
    monkeypatch.delattr(_signal, "SIGHUP")  # the module reads the C module, as on Windows
    module = _fresh_persistence(monkeypatch)
    assert module.QuitOnSignals.SIGNALS == (signal.SIGTERM, signal.SIGINT)
    before = {number: signal.getsignal(number) for number in module.QuitOnSignals.SIGNALS}
    quits = []
    watcher = module.QuitOnSignals(qapp, lambda: quits.append(True))
    try:
        signal.raise_signal(signal.SIGTERM)
        qtbot.waitUntil(lambda: quits == [True], timeout=10_000)
    finally:
        watcher.close()
        after = signal.getsignal(signal.SIGTERM)
        for number, handler in before.items():  # the test run's own handlers again
            signal.signal(number, handler)
    assert after == signal.SIG_DFL


def test_quit_on_signals_listens_to_sighup_where_there_is_one():
    assert persistence.QuitOnSignals.SIGNALS == (signal.SIGTERM, signal.SIGHUP, signal.SIGINT)

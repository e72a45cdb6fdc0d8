"""What the tests of the program as started share: ``started``, the program started in this
process as ``penguin-qt`` starts it."""

from __future__ import annotations

import pytest

from penguin_qt.ui import app
from penguin_qt.ui.keeping import settings, statistics_dialog


@pytest.fixture
def started(qapp, tmp_path, monkeypatch):
    """``started(argv)``: the program started in this process as ``penguin-qt argv`` would
    start it, with default settings and the statistics in tmp_path."""
    monkeypatch.setattr(settings.Preferences, "load", classmethod(lambda cls: cls()))
    monkeypatch.setattr(statistics_dialog, "default_path", lambda: tmp_path / "stats.sqlite")
    windows = []

    def start(argv: list[str]):
        qapp.addons = None
        _app, window = app.start(app.parse_args(argv))
        windows.append(window)
        return window

    yield start
    for window in windows:
        window.close()

"""Fixtures shared by every test folder: the plugin host and the built-in rule sets."""

from __future__ import annotations

import pytest

from penguin_qt.plugins import PluginHost


@pytest.fixture(scope="session")
def host() -> PluginHost:
    """A plugin host loaded from the installed entry points (the built-in variants)."""
    return PluginHost()


@pytest.fixture(scope="session")
def variant(host):
    """``variant(id)``: the rules of a registered variant."""
    return host.rules

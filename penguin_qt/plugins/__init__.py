"""The plugin host and the solver worker processes it runs plugin solvers in.

``host``: loading plugins through entry points, all or nothing.  ``deferred``: the window's
start, which shows a game of a built-in variant before the plugins (and pluggy) are loaded.
``workers``: the worker processes (isolated, killable, ended with the program) and the
messages they exchange, in frames over their standard input and output (``pipes``).
``race``: running a portfolio of solvers in workers from the command line.  ``dealing``: a
plugin's deal procedure run in a worker, bounded in time, for callers that block
(``penguin-solve``) and for those that never may (the window).

The host's names are imported from ``host`` when first asked for (PEP 562), not with this
package: ``entry_points`` and ``deferred`` are read before the first frame without pluggy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .host import (
        ACTIVE,
        DISABLED,
        ENTRY_POINT_GROUP,
        FAILED,
        OWN_DISTRIBUTION,
        PluginHost,
        PluginInfo,
        Registered,
        RegistrationError,
        check_solver,
        check_variant,
    )

__all__ = [
    "ACTIVE",
    "DISABLED",
    "ENTRY_POINT_GROUP",
    "FAILED",
    "OWN_DISTRIBUTION",
    "PluginHost",
    "PluginInfo",
    "Registered",
    "RegistrationError",
    "check_solver",
    "check_variant",
]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import host

        return getattr(host, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

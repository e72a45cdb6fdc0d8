"""The plugin host and the solver worker processes it runs plugin solvers in.

``host``: loading plugins through entry points, all or nothing.  ``workers``: the worker
processes (isolated, killable, ended with the program) and the messages they exchange.
``race``: running a portfolio of solvers in workers from the command line.
"""

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

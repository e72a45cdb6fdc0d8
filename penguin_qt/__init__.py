"""Penguin Qt: David Parlett's patience game Penguin and its family, for the desktop."""


def _installed_version() -> str | None:
    """The version in the name of the installed package's ``.dist-info`` folder (the wheel
    standard writes ``penguin_qt-{version}.dist-info``), the first on ``sys.path``; None when
    there is none.  Importing ``importlib.metadata`` instead costs a start tens of ms."""
    import os
    import sys

    for entry in sys.path:
        try:
            names = sorted(os.listdir(entry or "."))
        except OSError:
            continue
        for base in names:
            stem, dot, kind = base.rpartition(".")
            if dot and kind == "dist-info":
                name, _, version = stem.partition("-")
                if name.lower().replace("-", "_").replace(".", "_") == "penguin_qt" and version:
                    return version
    return None


def __getattr__(name: str) -> str:
    # The one version string is the installed package's (pyproject.toml), read when asked
    # for: importing the package stays cheap for the solver's worker processes.
    if name == "__version__":
        found = _installed_version()
        if found is not None:
            return found
        from importlib.metadata import PackageNotFoundError, version

        try:
            return version("penguin-qt")
        except PackageNotFoundError:  # a source tree that was never installed
            return "0+unknown"
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

"""Penguin Qt: David Parlett's patience game Penguin and its family, for the desktop."""


def __getattr__(name: str) -> str:
    # The one version string is the installed package's (pyproject.toml), read when asked
    # for: importing the package stays cheap for the solver's worker processes.
    if name == "__version__":
        from importlib.metadata import PackageNotFoundError, version

        try:
            return version("penguin-qt")
        except PackageNotFoundError:  # a source tree that was never installed
            return "0+unknown"
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

"""What every value read from a file or the settings is checked against before it is kept: a
module of its own, so that reading the settings and the saved game at the start loads
nothing else of the storage (the statistics' results come after the first frame)."""

from __future__ import annotations

#: Bounds on the counts of one game: far above any real game (SQLite keeps 64-bit integers).
MAX_COUNT = 10**9
#: Seconds of one game: finite and far above any real value.
MAX_SECONDS = 10.0**9


def is_clean_text(value: str) -> bool:
    """Whether ``value`` can be written as UTF-8 and holds no control characters (no
    lone surrogates, no C0 or C1 controls, no DEL)."""
    return not any(ch < " " or "\x7f" <= ch <= "\x9f" or "\ud800" <= ch <= "\udfff" for ch in value)

"""What the start holds back until its first frame, and what it turns off for good.

- The cyclic garbage collector waits while the program starts (:func:`hold_collector`): it
  walked, some 65 times, the modules and Qt's wrappers the start was making.
- PySide6's import hook is taken out (:func:`plain_imports`).  PySide6 puts it in front of
  every ``import`` for its ``__feature__`` switches (``snake_case``, ``true_property``), which
  this program and its plugins do not use: for each module imported after PySide6, the hook
  reads the module's whole source through ``inspect`` to see whether it names PySide6: for
  the program's hundred modules a large share of the start (docs/performance.md has the
  figure), and again for every module a menu or dialog imports later.
"""

from __future__ import annotations

import builtins
import gc

_collector_held = False


def hold_collector() -> None:
    """The cyclic garbage collector waits while the program starts: everything made then
    lives as long as the program, so walking it again and again finds nothing to free.  It
    runs again once the add-ons are attached (:func:`settle_heap`), when the start fails, or
    when the window closes; a collector the caller had turned off stays off."""
    global _collector_held
    if gc.isenabled():
        gc.disable()
        _collector_held = True


def release_collector() -> None:
    """The collector held back by :func:`hold_collector` runs again (once; then a no-op)."""
    global _collector_held
    if _collector_held:
        _collector_held = False
        gc.enable()


def settle_heap() -> None:
    """What the start made (modules, Qt's wrappers, the window and its add-ons) lives as long
    as the program: it is set aside from the garbage collector (``gc.freeze``), so that a
    full collection during a game walks only what was made since (a few ms, not the tens
    that stalled the table now and then); then the collector runs again."""
    gc.freeze()
    release_collector()


def plain_imports() -> bool:
    """Loads PySide6 and gives ``import`` back its own function, unless something other than
    PySide6's hook has taken its place since (then nothing changes).  True when the hook was
    taken out now.  Once out, ``from __feature__ import snake_case`` names a number and
    switches nothing."""
    import PySide6.QtCore  # noqa: F401  (what puts the hook in place)

    hook = getattr(builtins, "__feature_import__", None)
    original = getattr(builtins, "__orig_import__", None)
    if hook is None or original is None or builtins.__import__ is not hook:
        return False
    builtins.__import__ = original
    return True

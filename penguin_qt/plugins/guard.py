"""The one way the host calls a plugin's code: whatever it raises becomes a :class:`PluginError`.

A plugin is someone else's code.  ``raise SystemExit(7)`` or ``KeyboardInterrupt`` in it must
not end the program, so :func:`call` catches every ``BaseException``, with one exception: a
real Ctrl+C.  While plugin code runs on the main thread under Python's default SIGINT handler,
the guard puts in a handler of its own that counts the signals before raising
``KeyboardInterrupt`` as usual; an interrupt that comes with a counted signal is the player's
and goes through, one that the plugin raised by itself is the plugin's failure.  (Under any
other SIGINT handler, such as the window's, a ``KeyboardInterrupt`` can only be the plugin's.)

The error text names what was called and the plugin's own line: the traceback is walked to
the last frame inside the plugin's files, never a generated ``<string>`` frame (a dataclass's
``__init__``) nor the program's or pluggy's code.
"""

from __future__ import annotations

import _signal  # type: ignore[import-not-found]  # the C module: `signal` makes enums at import
import contextlib
import functools
import importlib.util
import os
import sys
import threading
import traceback
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Any

import pluggy

if TYPE_CHECKING:
    from types import FrameType

_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # penguin_qt
_PLUGGY = os.path.dirname(os.path.abspath(pluggy.__file__))


@functools.cache
def _stdlib() -> tuple[str, ...]:
    """The standard library's folders, looked up (sysconfig) the first time a frame is told
    apart, not at every start."""
    import sysconfig

    paths = {sysconfig.get_path("stdlib"), sysconfig.get_path("platstdlib")}
    return tuple(os.path.abspath(p) for p in paths if p)


class PluginError(Exception):
    """Plugin code raised (or returned something unusable); the text says what and where."""


_interrupts = 0  # real SIGINTs seen while plugin code ran under the guard's handler


def _count_sigint(signum: int, frame: Any) -> None:
    global _interrupts
    _interrupts += 1
    raise KeyboardInterrupt


@contextlib.contextmanager
def _watching_ctrl_c() -> Iterator[None]:
    """Count real SIGINTs while the body runs (main thread, default handler only)."""
    if threading.current_thread() is not threading.main_thread():
        yield  # signals are handled on the main thread only: no Ctrl+C can arrive here
        return
    try:
        installed = _signal.getsignal(_signal.SIGINT) is _signal.default_int_handler
        if installed:
            _signal.signal(_signal.SIGINT, _count_sigint)
    except (ValueError, OSError, AttributeError):  # no signals here (embedded, other OS)
        installed = False
    try:
        yield
    finally:
        if installed:
            with contextlib.suppress(ValueError, OSError):
                _signal.signal(_signal.SIGINT, _signal.default_int_handler)


def roots_of(module_name: str) -> tuple[str, ...]:
    """The files that are the plugin's own: its top-level package's folder, or its module.

    Found without importing it (``find_spec`` of the top-level name); empty when unknown."""
    top = module_name.split(".")[0].split(":")[0].strip()
    if not top:
        return ()
    module = sys.modules.get(top)
    with contextlib.suppress(Exception):
        if module is None:
            spec = importlib.util.find_spec(top)
            if spec is None:
                return ()
            if spec.submodule_search_locations:
                return tuple(os.path.abspath(p) for p in spec.submodule_search_locations)
            return (os.path.abspath(spec.origin),) if spec.origin else ()
        paths = getattr(module, "__path__", None)
        if paths:
            return tuple(os.path.abspath(p) for p in paths)
        file = getattr(module, "__file__", None)
        return (os.path.abspath(file),) if file else ()
    return ()


class RootsWhenAsked:
    """``roots_of(module_name)``, looked up when first iterated: before a plugin's import, its
    files are needed only if the import fails (to place the error in them), and finding them
    then takes a search of ``sys.path`` (``find_spec``) that a successful import makes
    needless (the package is in ``sys.modules`` after it)."""

    def __init__(self, module_name: str) -> None:
        self.module_name = module_name
        self._found: tuple[str, ...] | None = None

    def __iter__(self) -> Iterator[str]:
        if self._found is None:
            self._found = roots_of(self.module_name)
        return iter(self._found)


def _ours(filename: str) -> bool:
    """A frame of the program, pluggy, the standard library or generated code."""
    if filename.startswith("<"):
        return True
    path = os.path.abspath(filename)
    return path.startswith((_PACKAGE + os.sep, _PLUGGY + os.sep, *(s + os.sep for s in _stdlib())))


def _inside(filename: str, roots: Iterable[str]) -> bool:
    path = os.path.abspath(filename)
    return any(path == root or path.startswith(root.rstrip(os.sep) + os.sep) for root in roots)


def short_path(filename: str) -> str:
    """A file name as the plugin's author knows it: relative to its sys.path entry."""
    best = filename
    for entry in sys.path:
        if entry and filename.startswith(entry.rstrip(os.sep) + os.sep):
            relative = filename[len(entry.rstrip(os.sep)) + 1 :]
            if len(relative) < len(best):
                best = relative
    return best


def at(filename: str, line: int | None) -> str:
    """`` (at pkg/module.py:12)``, the way every error of the host names a place."""
    return f" (at {short_path(filename)}:{line})"


def where_in_traceback(exc: BaseException, roots: Iterable[str] = ()) -> str:
    """The last frame of the traceback inside the plugin's files (`` (at file:line)``).

    Without ``roots`` (or when no frame is inside them), the last frame that is not the
    program's, pluggy's, the standard library's or generated; "" when there is none."""
    frames = traceback.extract_tb(exc.__traceback__) if exc.__traceback__ else []
    roots = tuple(roots)
    own = [f for f in frames if roots and _inside(f.filename, roots)]
    own = own or [f for f in frames if not _ours(f.filename)]
    if not own:
        return ""
    return at(own[-1].filename, own[-1].lineno)


def where_called(roots: Iterable[str] = ()) -> str:
    """Where the plugin's code is calling us from: the innermost frame of the call stack inside
    the plugin's files (else the innermost frame that is not ours); "" when none."""
    roots = tuple(roots)
    frame: FrameType | None = sys._getframe(1)
    fallback = None
    while frame is not None:
        name = frame.f_code.co_filename
        if roots and _inside(name, roots):
            return at(name, frame.f_lineno)
        if fallback is None and not _ours(name):
            fallback = at(name, frame.f_lineno)
        frame = frame.f_back
    return fallback or ""


def where_defined(function: object) -> str:
    """Where a plugin's function is written (`` (at file:line)``), "" when unknown."""
    code = getattr(function, "__code__", None)
    if code is None:
        code = getattr(getattr(function, "__func__", None), "__code__", None)
    if code is None or code.co_filename.startswith("<"):
        return ""
    return at(code.co_filename, code.co_firstlineno)


def describe(exc: BaseException, roots: Iterable[str] = ()) -> str:
    """``SystemExit: 7 (at pkg/__init__.py:3)``."""
    text = str(exc)
    if isinstance(exc, SystemExit):
        text = f"the plugin asked to end the program (exit status {exc.code!r})"
    elif isinstance(exc, KeyboardInterrupt) and not text:
        text = "the plugin raised it (no Ctrl+C was pressed)"
    return f"{type(exc).__name__}: {text}{where_in_traceback(exc, roots)}"


def call(what: str, function: Callable[..., Any], *args: Any, roots: Iterable[str] = ()) -> Any:
    """``function(*args)``, plugin code: anything it raises becomes PluginError("``what``
    raised …, at the plugin's line").  A real Ctrl+C still goes through; so does a
    PluginError raised inside (an inner call already said what went wrong)."""
    before = _interrupts
    try:
        with _watching_ctrl_c():
            return function(*args)
    except PluginError:
        raise
    except KeyboardInterrupt as exc:
        if _interrupts != before:
            raise  # the player pressed Ctrl+C: not the plugin's doing
        raise PluginError(f"{what} raised {describe(exc, roots)}") from None
    except BaseException as exc:  # SystemExit, GeneratorExit, any Exception: the plugin's
        raise PluginError(f"{what} raised {describe(exc, roots)}") from None

"""The plugin host: finds plugins through entry points; a plugin is used whole or not at all.

Built-in variants and solvers are plugins too, found through the same entry-point group
(``penguin_qt``) as any third-party package.  When a plugin is loaded (or turned on), the host
calls each of its hooks at once and checks everything it registers.  If the import fails,
pluggy refuses it, a hook raises, or one registration is invalid (a variant that is not a
valid ``Rules``, a solver lacking ``id``, ``name``, ``availability``, ``supports`` or
``solve``, an id another plugin already has), the plugin is *failed*: nothing it registered
is used anywhere, and its error names the hook and the line of the plugin's own code.
Every process (the window, ``penguin-solve``, the solver workers) loads plugins through this
class, so all of them see the same plugins the same way.
"""

from __future__ import annotations

import dataclasses
import importlib.metadata
import os
import sys
import traceback
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import pluggy

from .. import hookspecs
from ..engine import Rules

ENTRY_POINT_GROUP = "penguin_qt"
OWN_DISTRIBUTION = "penguin-qt"

ACTIVE, DISABLED, FAILED = "active", "disabled", "failed"
HOOKS = ("register_variants", "register_solvers")
SOLVER_METHODS = ("availability", "supports", "solve")


@dataclass
class PluginInfo:
    """What the host knows of one plugin: where it comes from and how it fares."""

    name: str
    source: str
    state: str = ACTIVE
    error: str | None = None
    variants: list[str] = field(default_factory=list)
    solvers: list[str] = field(default_factory=list)

    @property
    def builtin(self) -> bool:
        return self.source == "built-in"


@dataclass(frozen=True)
class Registered:
    """A variant or a solver with the plugin it came from."""

    item: Any
    plugin: str
    source: str


class RegistrationError(Exception):
    """Something a plugin registered cannot be used; the text says what and where."""


def _source_of(ep: importlib.metadata.EntryPoint) -> str:
    dist = getattr(ep, "dist", None)
    if dist is None:
        return "unknown package"
    name = dist.metadata["Name"] or "unknown package"
    if name.lower().replace("_", "-") == OWN_DISTRIBUTION:
        return "built-in"
    return f"{name} {dist.version}"


def _known_hooks() -> str:
    return ", ".join(n for n in dir(hookspecs) if n.startswith("register_"))


_HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the penguin_qt package
_PLUGGY = os.path.dirname(os.path.abspath(pluggy.__file__))


def _short_path(filename: str) -> str:
    """A file name as the plugin's author knows it: relative to its sys.path entry."""
    best = filename
    for entry in sys.path:
        if entry and filename.startswith(entry.rstrip(os.sep) + os.sep):
            relative = filename[len(entry.rstrip(os.sep)) + 1 :]
            if len(relative) < len(best):
                best = relative
    return best


def _theirs(filename: str) -> bool:
    return not (filename.startswith((_HERE, _PLUGGY)) or filename.startswith("<frozen"))


def _where_in_traceback(exc: BaseException) -> str:
    """The innermost frame of the plugin's own code, else the innermost frame at all."""
    frames = traceback.extract_tb(exc.__traceback__) if exc.__traceback__ else []
    own = [f for f in frames if _theirs(f.filename)] or frames
    if not own:
        return ""
    return f" (at {_short_path(own[-1].filename)}:{own[-1].lineno})"


def _where_called() -> str:
    """Where the plugin's code called ``register`` (the first frame outside the host)."""
    frame = sys._getframe(1)
    while frame is not None and not _theirs(frame.f_code.co_filename):
        frame = frame.f_back
    if frame is None:
        return ""
    return f" (at {_short_path(frame.f_code.co_filename)}:{frame.f_lineno})"


def _error_text(exc: BaseException) -> str:
    if isinstance(exc, RegistrationError):
        return str(exc)
    return f"{type(exc).__name__}: {exc}{_where_in_traceback(exc)}"


def check_variant(item: object) -> str:
    """The variant's id; raises RegistrationError saying what is wrong with it."""
    if not isinstance(item, Rules):
        raise RegistrationError(f"variant must be a Rules, not {type(item).__name__}")
    if not isinstance(item.id, str) or not item.id:
        raise RegistrationError("a variant needs a non-empty string id")
    try:  # the record's own checks, again: it may have been changed after it was made
        dataclasses.replace(item)
    except (TypeError, ValueError) as exc:
        raise RegistrationError(f"variant {item.id!r} is not valid: {exc}") from None
    return item.id


def check_solver(item: object) -> str:
    """The solver's id; raises RegistrationError saying what the object lacks."""
    try:
        item_id = getattr(item, "id", None)
        name = getattr(item, "name", None)
        priority = getattr(item, "priority", 0)
        missing = [m for m in SOLVER_METHODS if not callable(getattr(item, m, None))]
    except Exception as exc:  # a property that raises is the plugin's error too
        raise RegistrationError(f"reading the solver's attributes raised {exc!r}") from None
    if not isinstance(item_id, str) or not item_id:
        raise RegistrationError(
            f"a solver needs a non-empty string id ({type(item).__name__} has {item_id!r})"
        )
    if not isinstance(name, str) or not name:
        raise RegistrationError(f"solver {item_id!r} needs a non-empty string name")
    if missing:
        raise RegistrationError(f"solver {item_id!r} has no {', '.join(missing)} method")
    if not isinstance(priority, int) or isinstance(priority, bool):
        raise RegistrationError(f"solver {item_id!r}: priority must be an int")
    return item_id


CHECKS: dict[str, tuple[str, Callable[[object], str]]] = {
    "register_variants": ("variant", check_variant),
    "register_solvers": ("solver", check_solver),
}


class PluginHost:
    """Loads plugins and gathers what they register.

    ``disabled`` names plugins not to load; ``entry_points`` replaces the installed entry
    points (tests use it).  ``report(name, error)`` is told of every failure as it happens.
    """

    def __init__(
        self,
        disabled: Iterable[str] = (),
        entry_points: Iterable[importlib.metadata.EntryPoint] | None = None,
        report: Callable[[str, str], None] | None = None,
    ) -> None:
        self.pm = pluggy.PluginManager(hookspecs.PROJECT)
        self.pm.add_hookspecs(hookspecs)
        self.plugins: dict[str, PluginInfo] = {}
        self._objects: dict[str, object] = {}
        # What each plugin registered, by hook, once its hooks have all succeeded.
        self._staged: dict[str, dict[str, list[Any]]] = {}
        self._report = report
        self.disabled = set(disabled)
        self._variants: dict[str, Registered] | None = None
        self._solvers: dict[str, Registered] | None = None
        if entry_points is None:
            entry_points = importlib.metadata.entry_points(group=ENTRY_POINT_GROUP)
        entry_points = list(entry_points)
        # Built-ins first: an id clash is the later third party's failure, whatever the order.
        entry_points.sort(key=lambda ep: _source_of(ep) != "built-in")
        for ep in entry_points:
            self._load_entry_point(ep)

    # -- loading ---------------------------------------------------------------------------

    def _fail(self, name: str, error: str) -> None:
        info = self.plugins[name]
        info.state, info.error = FAILED, error
        info.variants, info.solvers = [], []
        self._staged.pop(name, None)
        if self.pm.get_plugin(name) is not None:
            self.pm.unregister(name=name)
        if self._report is not None:
            self._report(name, error)

    def _load_entry_point(self, ep: importlib.metadata.EntryPoint) -> None:
        name = ep.name
        if name in self.plugins:
            return
        self.plugins[name] = PluginInfo(name, _source_of(ep))
        try:
            obj = ep.load()
        except Exception as exc:  # a broken plugin must not stop the program
            self._fail(name, f"importing {ep.value}: {_error_text(exc)}")
            return
        self._objects[name] = obj
        if name in self.disabled:
            self.plugins[name].state = DISABLED
            return
        self._activate(name)

    def _activate(self, name: str) -> None:
        """Register the plugin with pluggy, call its hooks, check what they register."""
        obj = self._objects[name]
        try:
            self.pm.register(obj, name=name)
        except Exception as exc:  # pluggy's validation of hook signatures
            self._fail(name, _error_text(exc))
            return
        # What pluggy's check_pending() would find, for this plugin alone: a hook name that no
        # spec knows is a misspelt hook that would otherwise be silently ignored.
        unknown = sorted(
            caller.name for caller in self.pm.get_hookcallers(obj) or () if not caller.has_spec()
        )
        if unknown:
            self._fail(name, f"unknown hook {', '.join(unknown)} (known: {_known_hooks()})")
            return
        staged = self._staged.get(name)
        if staged is None:
            try:
                staged = {hook: self._call_hook(name, hook) for hook in HOOKS}
            except RegistrationError as exc:
                self._fail(name, str(exc))
                return
        clash = self._clash(name, staged)
        if clash:
            self._fail(name, clash)
            return
        self._staged[name] = staged
        info = self.plugins[name]
        info.state, info.error = ACTIVE, None
        info.variants = [item.id for item in staged["register_variants"]]
        info.solvers = [item.id for item in staged["register_solvers"]]
        self._invalidate()

    def _call_hook(self, name: str, hook: str) -> list[Any]:
        """Everything one plugin registers through one hook, checked; raises
        RegistrationError naming the hook and the plugin's line."""
        label, check = CHECKS[hook]
        items: list[Any] = []
        seen: set[str] = set()

        def register(item: Any) -> None:
            try:
                item_id = check(item)
            except RegistrationError as exc:
                raise RegistrationError(f"{hook}: {exc}{_where_called()}") from None
            if item_id in seen:
                raise RegistrationError(
                    f"{hook}: {label} id {item_id!r} registered twice{_where_called()}"
                )
            seen.add(item_id)
            items.append(item)

        for impl in getattr(self.pm.hook, hook).get_hookimpls():
            if impl.plugin_name != name:
                continue
            try:
                impl.function(register=register)
            except RegistrationError:
                raise
            except Exception as exc:  # the plugin's bug: the whole plugin is dropped
                raise RegistrationError(f"{hook} raised {_error_text(exc)}") from None
        return items

    def _clash(self, name: str, staged: dict[str, list[Any]]) -> str | None:
        """Why ``name`` cannot be used beside the active plugins (an id taken), or None."""
        for hook, (label, _check) in CHECKS.items():
            taken = {
                item.id: other
                for other, theirs in self._staged.items()
                if other != name and self.plugins[other].state == ACTIVE
                for item in theirs[hook]
            }
            for item in staged[hook]:
                if item.id in taken:
                    return f"{hook}: {label} id {item.id!r} is taken by {taken[item.id]}"
        return None

    def add_plugin(self, obj: object, name: str, source: str = "registered at run time") -> None:
        """Register a plugin object directly (as if found through an entry point)."""
        self.plugins[name] = PluginInfo(name, source)
        self._objects[name] = obj
        self._staged.pop(name, None)
        self._activate(name)
        self._invalidate()

    def set_enabled(self, name: str, enabled: bool) -> None:
        """Turn a plugin on or off at run time (a failed plugin stays failed)."""
        info = self.plugins[name]
        if info.state == FAILED:
            if enabled:
                self.disabled.discard(name)
            else:
                self.disabled.add(name)
            return
        if enabled:
            self.disabled.discard(name)
            if info.state == DISABLED:
                self._activate(name)
        else:
            self.disabled.add(name)
            if self.pm.get_plugin(name) is not None:
                self.pm.unregister(name=name)
            info.state, info.error = DISABLED, None
        self._invalidate()

    def _invalidate(self) -> None:
        self._variants = None
        self._solvers = None

    # -- gathering ----------------------------------------------------------------------------

    def _gather(self, hook: str) -> dict[str, Registered]:
        found: dict[str, Registered] = {}
        for name, staged in self._staged.items():
            info = self.plugins[name]
            if info.state != ACTIVE:
                continue
            for item in staged[hook]:
                found.setdefault(item.id, Registered(item, name, info.source))
        return found

    def variants(self) -> dict[str, Registered]:
        """Every registered variant by id, each with the plugin it came from."""
        if self._variants is None:
            self._variants = self._gather("register_variants")
        return self._variants

    def solvers(self) -> dict[str, Registered]:
        """Every registered solver by id, each with the plugin it came from."""
        if self._solvers is None:
            self._solvers = self._gather("register_solvers")
        return self._solvers

    def failures(self) -> list[PluginInfo]:
        """The plugins that failed, in load order."""
        return [info for info in self.plugins.values() if info.state == FAILED]

    def rules(self, variant_id: str) -> Rules:
        """The rules of a variant; raises KeyError naming the known ids."""
        variants = self.variants()
        if variant_id not in variants:
            known = ", ".join(sorted(variants)) or "none"
            raise KeyError(f"no variant {variant_id!r} (known: {known})")
        return variants[variant_id].item

"""The plugin host: finds plugins through entry points and keeps one failing plugin from
hurting the others.

Built-in variants and solvers are plugins too, found through the same entry-point group
(``penguin_qt``) as any third-party package.  A plugin that fails to import, fails pluggy's
validation, or raises inside a hook is recorded with its error and skipped.
"""

from __future__ import annotations

import importlib.metadata
import traceback
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import pluggy

from . import hookspecs
from .engine import Rules

ENTRY_POINT_GROUP = "penguin_qt"
OWN_DISTRIBUTION = "penguin-qt"

ACTIVE, DISABLED, FAILED = "active", "disabled", "failed"


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


def _short_error(exc: BaseException) -> str:
    last = traceback.extract_tb(exc.__traceback__)[-1:] if exc.__traceback__ else []
    where = f" ({last[0].filename.rsplit('/', 1)[-1]}:{last[0].lineno})" if last else ""
    return f"{type(exc).__name__}: {exc}{where}"


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
        self._report = report
        self.disabled = set(disabled)
        if entry_points is None:
            entry_points = importlib.metadata.entry_points(group=ENTRY_POINT_GROUP)
        for ep in entry_points:
            self._load_entry_point(ep)
        self._variants: dict[str, Registered] | None = None
        self._solvers: dict[str, Registered] | None = None

    # -- loading ---------------------------------------------------------------------------

    def _fail(self, name: str, error: str) -> None:
        info = self.plugins[name]
        info.state, info.error = FAILED, error
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
            self._fail(name, _short_error(exc))
            return
        self._objects[name] = obj
        if name in self.disabled:
            self.plugins[name].state = DISABLED
            return
        self._register(name, obj)

    def _register(self, name: str, obj: object) -> None:
        try:
            self.pm.register(obj, name=name)
        except Exception as exc:  # pluggy's validation of hook signatures
            self._fail(name, _short_error(exc))
            return
        # What pluggy's check_pending() would find, for this plugin alone: a hook name that no
        # spec knows is a misspelt hook that would otherwise be silently ignored.
        unknown = sorted(
            caller.name for caller in self.pm.get_hookcallers(obj) or () if not caller.has_spec()
        )
        if unknown:
            self.pm.unregister(obj, name=name)
            self._fail(name, f"unknown hook {', '.join(unknown)} (known: {_known_hooks()})")

    def add_plugin(self, obj: object, name: str, source: str = "registered at run time") -> None:
        """Register a plugin object directly (as if found through an entry point)."""
        self.plugins[name] = PluginInfo(name, source)
        self._objects[name] = obj
        self._register(name, obj)
        self._invalidate()

    def set_enabled(self, name: str, enabled: bool) -> None:
        """Turn a plugin on or off at run time (a failed plugin stays failed)."""
        info = self.plugins[name]
        if info.state == FAILED and info.error and name not in self._objects:
            return
        if enabled:
            self.disabled.discard(name)
            if info.state == DISABLED:
                info.state, info.error = ACTIVE, None
                self._register(name, self._objects[name])
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

    def _collect(self, hook_name: str, kind: type | None, label: str) -> dict[str, Registered]:
        found: dict[str, Registered] = {}
        hook = getattr(self.pm.hook, hook_name)
        # Registration order, built-ins first: an id clash is the later third party's failure.
        impls = sorted(hook.get_hookimpls(), key=lambda impl: not self._is_builtin(impl))
        for impl in impls:
            name = impl.plugin_name
            info = self.plugins.get(name)
            if info is None or info.state != ACTIVE:
                continue
            mine: list[str] = []

            def register(item: Any, _name: str = name, _mine: list[str] = mine) -> None:
                if kind is not None and not isinstance(item, kind):
                    raise TypeError(f"{label} must be a {kind.__name__}, not {type(item).__name__}")
                item_id = getattr(item, "id", None)
                if not isinstance(item_id, str) or not item_id:
                    raise TypeError(f"a {label} needs a non-empty string id")
                if item_id in found:
                    raise ValueError(f"{label} id {item_id!r} is taken by {found[item_id].plugin}")
                found[item_id] = Registered(item, _name, self.plugins[_name].source)
                _mine.append(item_id)

            try:
                impl.function(register=register)
            except Exception as exc:  # a plugin that raises in a hook is reported and skipped
                for item_id in mine:
                    found.pop(item_id, None)
                self._fail(name, _short_error(exc))
                continue
            setattr(info, label + "s", mine)
        return found

    def _is_builtin(self, impl: Any) -> bool:
        info = self.plugins.get(impl.plugin_name)
        return info is not None and info.builtin

    def variants(self) -> dict[str, Registered]:
        """Every registered variant by id, each with the plugin it came from."""
        if self._variants is None:
            self._variants = self._collect("register_variants", Rules, "variant")
        return self._variants

    def solvers(self) -> dict[str, Registered]:
        """Every registered solver by id, each with the plugin it came from."""
        if self._solvers is None:
            self._solvers = self._collect("register_solvers", None, "solver")
        return self._solvers

    def rules(self, variant_id: str) -> Rules:
        """The rules of a variant; raises KeyError naming the known ids."""
        variants = self.variants()
        if variant_id not in variants:
            known = ", ".join(sorted(variants)) or "none"
            raise KeyError(f"no variant {variant_id!r} (known: {known})")
        return variants[variant_id].item

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

import inspect
import types
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

import pluggy

from .. import hookspecs
from ..engine import Rules
from . import entry_points as found_entry_points
from .checks import CHECKS, RegistrationError, guarded_rules
from .checks import check_solver as check_solver  # the package's __all__ gives it from here
from .checks import check_variant as check_variant  # the same
from .guard import (
    PluginError,
    RootsWhenAsked,
    call,
    describe,
    roots_of,
    where_called,
    where_defined,
)
from .hosted import HostedSolver

if TYPE_CHECKING:
    import importlib.metadata

ENTRY_POINT_GROUP = found_entry_points.GROUP
OWN_DISTRIBUTION = found_entry_points.OWN_DISTRIBUTION

ACTIVE, DISABLED, FAILED = "active", "disabled", "failed"
HOOKS = ("register_variants", "register_solvers")


class PluginInfo:
    """What the host knows of one plugin: where it comes from and how it fares.  (Plain
    classes here: a dataclass compiles its methods as its class is made, at the start.)"""

    __slots__ = ("error", "name", "solvers", "source", "state", "variants")

    def __init__(self, name: str, source: str, state: str = ACTIVE) -> None:
        self.name, self.source, self.state = name, source, state
        self.error: str | None = None
        self.variants: list[str] = []
        self.solvers: list[str] = []

    def _fields(self) -> tuple:
        return (self.name, self.source, self.state, self.error, self.variants, self.solvers)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PluginInfo):
            return NotImplemented
        return self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment]  # mutable, as the dataclass was

    def __repr__(self) -> str:
        return f"PluginInfo({self.name!r}, {self.source!r}, state={self.state!r})"

    @property
    def builtin(self) -> bool:
        return self.source == "built-in"


class Registered:
    """A variant or a solver with the plugin it came from."""

    __slots__ = ("item", "plugin", "source")

    def __init__(self, item: Any, plugin: str, source: str) -> None:
        self.item, self.plugin, self.source = item, plugin, source

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Registered):
            return NotImplemented
        return (self.item, self.plugin, self.source) == (other.item, other.plugin, other.source)

    def __hash__(self) -> int:
        return hash((self.plugin, self.source))

    def __repr__(self) -> str:
        return f"Registered({self.item!r}, {self.plugin!r}, {self.source!r})"


def _source_of(ep: importlib.metadata.EntryPoint | found_entry_points.EntryPoint) -> str:
    dist = getattr(ep, "dist", None)
    if dist is None:
        return "unknown package"
    if found_entry_points.is_own(ep):
        return "built-in"
    name = getattr(dist, "name", None) or dist.metadata["Name"] or "unknown package"
    name = dist.metadata["Name"] or name  # a third party's: as its package spells it
    return f"{name} {dist.version}"


def _known_hooks() -> str:
    return ", ".join(n for n in dir(hookspecs) if n.startswith("register_"))


def _misfit(exc: BaseException) -> object:
    """The plugin's function pluggy's validation names, when it can be found (else None)."""
    plugin = getattr(exc, "plugin", None)
    for word in str(exc).replace("'", " ").split():
        function = getattr(plugin, word, None)
        if callable(function) and hasattr(function, "__code__"):
            return function
    return None


def _roots_of_object(obj: object) -> tuple[str, ...]:
    """The plugin's own files, for a plugin object (a module, or any object)."""
    name = getattr(obj, "__name__", None) if inspect.ismodule(obj) else None
    name = name or getattr(obj, "__module__", None) or getattr(type(obj), "__module__", "")
    return roots_of(name or "")


# What pluggy takes for a hook in a plugin: a function, or one bound or wrapped.
_HOOKABLE = (types.FunctionType, types.MethodType, staticmethod, classmethod)


class PluginManager(pluggy.PluginManager):
    """pluggy's manager, quicker at registering a plugin module (as every plugin found
    through an entry point is).  pluggy looks each of the module's names up with
    ``inspect.getattr_static``, its dunders, constants, classes and imports too; a name whose
    value in the module is none of what can be a hook is passed over here at once, and the
    rest is left to pluggy, which finds the same hooks (tested on every plugin module)."""

    def parse_hookimpl_opts(self, plugin: Any, name: str) -> Any:
        if type(plugin) is types.ModuleType and not isinstance(
            plugin.__dict__.get(name), _HOOKABLE
        ):
            return None
        return super().parse_hookimpl_opts(plugin, name)


class PluginHost:
    """Loads plugins and gathers what they register.

    ``disabled`` names plugins not to load; ``entry_points`` replaces the installed entry
    points (tests use it).  ``report(name, error)`` is told of every failure as it happens.
    """

    def __init__(
        self,
        disabled: Iterable[str] = (),
        entry_points: Iterable[Any] | None = None,
        report: Callable[[str, str], None] | None = None,
    ) -> None:
        self.pm = PluginManager(hookspecs.PROJECT)
        self.pm.add_hookspecs(hookspecs)
        self.plugins: dict[str, PluginInfo] = {}
        self._objects: dict[str, object] = {}
        self._roots: dict[str, tuple[str, ...]] = {}  # each plugin's own files
        # What each plugin registered, by hook, once its hooks have all succeeded.
        self._staged: dict[str, dict[str, list[Any]]] = {}
        # where each plugin's code registered each id (`` (at file:line)``), for a clash
        self._registered_at: dict[tuple[str, str, str], str] = {}
        self._report = report
        self.disabled = set(disabled)
        self._variants: dict[str, Registered] | None = None
        self._solvers: dict[str, Registered] | None = None
        if entry_points is None:
            entry_points = found_entry_points.entry_points(ENTRY_POINT_GROUP)
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

    def _load_entry_point(self, ep: Any) -> None:
        name = ep.name
        if name in self.plugins:
            return
        self.plugins[name] = PluginInfo(name, _source_of(ep))
        roots = RootsWhenAsked(ep.value)  # looked up if the import fails, else after it
        try:  # SystemExit or KeyboardInterrupt at import must not end the program either
            obj = call(f"importing {ep.value}", ep.load, roots=roots)
        except PluginError as exc:
            self._fail(name, str(exc))
            return
        self._objects[name] = obj
        self._roots[name] = tuple(roots) or _roots_of_object(obj)
        if name in self.disabled:
            self.plugins[name].state = DISABLED
            return
        self._activate(name)

    def _activate(self, name: str) -> None:
        """Register the plugin with pluggy, call its hooks, check what they register."""
        obj = self._objects[name]
        try:  # pluggy validates the hooks' signatures (and reads the object's attributes)
            self.pm.register(obj, name=name)
        except Exception as exc:
            self._fail(name, f"{type(exc).__name__}: {exc}{where_defined(_misfit(exc))}")
            return
        except BaseException as exc:  # an attribute of the plugin's object raised SystemExit
            self._fail(name, f"registering with the plugin manager raised {describe(exc)}")
            return
        unknown = self._unknown_hooks(obj)
        if unknown:
            self._fail(name, unknown)
            return
        staged = self._staged.get(name)
        if staged is None:
            try:
                staged = {hook: self._call_hook(name, hook) for hook in HOOKS}
            except PluginError as exc:
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

    def _unknown_hooks(self, obj: object) -> str:
        """What pluggy's check_pending() would find, for this plugin alone: a hook name no
        spec knows is a misspelt hook that would otherwise be silently ignored.  The text
        names each one with the line of the plugin that defines it."""
        unknown = []
        for caller in self.pm.get_hookcallers(obj) or ():
            if caller.has_spec():
                continue
            functions = [i.function for i in caller.get_hookimpls() if i.plugin is obj]
            unknown.append(caller.name + (where_defined(functions[0]) if functions else ""))
        if not unknown:
            return ""
        return f"unknown hook {', '.join(sorted(unknown))} (known: {_known_hooks()})"

    def _call_hook(self, name: str, hook: str) -> list[Any]:
        """Everything one plugin registers through one hook, checked; raises
        RegistrationError naming the hook and the plugin's line."""
        label, check = CHECKS[hook]
        items: list[Any] = []
        seen: set[str] = set()
        roots = self._roots.get(name, ())
        trusted = self.plugins[name].builtin
        light = trusted and hook == "register_variants"
        refused: list[RegistrationError] = []  # kept even if the plugin catches the error

        def register(item: Any) -> None:
            try:  # a built-in variant's sample deals are the tests' to try, not each start's
                item_id = check(item, roots, sample=False) if light else check(item, roots)
                if item_id in seen:
                    raise RegistrationError(f"{label} id {item_id!r} registered twice")
            except RegistrationError as exc:
                where = "" if "(at " in str(exc) else where_called(roots)  # one place, the best
                refused.append(RegistrationError(f"{hook}: {exc}{where}"))
                raise refused[-1] from None
            seen.add(item_id)
            self._registered_at[(name, hook, item_id)] = where_called(roots)
            if hook == "register_solvers":
                item = HostedSolver(item, name, trusted, roots)
            elif not trusted:
                item = guarded_rules(item)
            items.append(item)

        for impl in getattr(self.pm.hook, hook).get_hookimpls():
            if impl.plugin_name != name:
                continue
            try:  # any exception, SystemExit too: the plugin's bug, the whole plugin is dropped
                call(hook, lambda f=impl.function: f(register=register), roots=roots)
            except RegistrationError:
                raise
            except PluginError as exc:
                raise RegistrationError(str(exc)) from None
            if refused:
                raise refused[0]
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
                    where = self._registered_at.get((name, hook, item.id), "")
                    return f"{hook}: {label} id {item.id!r} is taken by {taken[item.id]}{where}"
        return None

    def add_plugin(self, obj: object, name: str, source: str = "registered at run time") -> None:
        """Register a plugin object directly (as if found through an entry point)."""
        self.plugins[name] = PluginInfo(name, source)
        self._objects[name] = obj
        self._roots[name] = _roots_of_object(obj)
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
            for entry in self._solvers.values():  # ask a third party's now, not when needed
                if not entry.item.trusted:
                    entry.item.known_support()
        return self._solvers

    def ask_ahead(self, rules: Rules | None = None) -> None:
        """Start asking every solver, in the background, whether it is available (and
        handles ``rules``), so that later questions are answered at once; never waits."""
        for entry in self.solvers().values():
            entry.item.known_support(rules)

    def failures(self) -> list[PluginInfo]:
        """The plugins that failed, in load order."""
        return [info for info in self.plugins.values() if info.state == FAILED]

    def offered_rules(self, variant_id: str) -> Rules | None:
        """The rules of a variant offered now, or None."""
        registered = self.variants().get(variant_id)
        return registered.item if registered is not None else None

    def default_rules(self) -> Rules:
        """Penguin's rules when offered, else the first variant's; RuntimeError when no
        variant is offered."""
        variants = self.variants()
        if not variants:
            raise RuntimeError("no variant is registered")
        return (variants.get("penguin") or next(iter(variants.values()))).item

    def rules(self, variant_id: str) -> Rules:
        """The rules of a variant; raises KeyError naming the known ids."""
        variants = self.variants()
        if variant_id not in variants:
            known = ", ".join(sorted(variants)) or "none"
            raise KeyError(f"no variant {variant_id!r} (known: {known})")
        return variants[variant_id].item

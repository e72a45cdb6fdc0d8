"""The window's start: a game of a built-in variant is shown before the plugins are loaded.

Loading the plugins (pluggy, the host, every plugin module, their hooks and checks) is a
measurable part of the start, and the first frame of a built-in variant needs none of it:
only that variant's rules. Each
built-in variant plugin keeps its rules in its package (``VARIANTS``) and its hooks in
``hooks``, the module its entry point names; the package imports no pluggy.
:class:`DeferredHost` gives a built-in variant's rules from there, found through the same
entry points the host reads (the core reaches the built-ins no other way), and becomes the
real :class:`~.host.PluginHost` the first time anything else is asked of it: right after the
first frame, when the menus list the variants, or before it when the start needs a variant
that is not a built-in one.

A built-in plugin the player turned off is not read here, and once the host is loaded
:meth:`DeferredHost.unconfirmed` names every variant given early that the host does not
offer with the same rules (a built-in plugin that failed to load): the window then says so
and deals a variant that is offered.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..engine import Rules
from . import entry_points as found

if TYPE_CHECKING:
    from .host import PluginHost

HOOKS_MODULE = "hooks"  # a built-in variant plugin's entry point: <package>.hooks


def built_in_rules(variant_id: str, disabled: Iterable[str] = ()) -> Rules | None:
    """The rules of ``variant_id`` when a built-in plugin that is not ``disabled`` registers
    it, read from the plugin's package without loading the plugin; else None (the host
    then decides: a third party's variant, or one no plugin offers)."""
    off = set(disabled)
    # the plugin named like the variant first ("penguin" for "penguin-6"): one package read,
    # not every one before it; the first that has the variant answers, as in the host's
    # order, since two built-ins never register the same id
    entry_points = found.entry_points(found.GROUP)
    entry_points.sort(key=lambda ep: not variant_id.startswith(ep.name))
    for ep in entry_points:
        package, _, rest = ep.module.partition(".")
        if rest != HOOKS_MODULE or ep.name in off or not found.is_own(ep):
            continue
        try:
            module = importlib.import_module(package)
        except Exception:  # the host loads the plugin later and reports why it fails
            continue
        for rules in getattr(module, "VARIANTS", ()):
            if isinstance(rules, Rules) and rules.id == variant_id:
                return rules
    return None


class DeferredHost:
    """A :class:`~.host.PluginHost` made when first needed (:meth:`load`).  Until then
    :meth:`offered_rules`, :meth:`rules` and :meth:`default_rules` answer for the built-in
    variants without loading anything; every other attribute loads the host and is its."""

    def __init__(self, disabled: Iterable[str] = ()) -> None:
        self._disabled = frozenset(disabled)
        self._host: PluginHost | None = None
        self._given: dict[str, Rules] = {}  # what was answered before the host was loaded

    @property
    def loaded(self) -> bool:
        return self._host is not None

    def load(self) -> PluginHost:
        """The real host (made now, the first time)."""
        if self._host is None:
            from .host import PluginHost

            self._host = PluginHost(disabled=self._disabled)
        return self._host

    def __getattr__(self, name: str) -> Any:  # only what this class lacks
        if name.startswith("__") or name in ("_host", "_disabled", "_given"):
            raise AttributeError(name)
        return getattr(self.load(), name)

    def prepare(self, variant_id: str) -> bool:
        """Ready to give ``variant_id``'s rules: from its built-in plugin's package, else by
        loading the host now.  Returns whether the host is loaded (the start's question:
        must the plugins come before the first frame?)."""
        self.offered_rules(variant_id)
        return self.loaded

    def _early(self, variant_id: str) -> Rules | None:
        if self._host is not None:
            return None
        rules = self._given.get(variant_id) or built_in_rules(variant_id, self._disabled)
        if rules is not None:
            self._given[variant_id] = rules
        return rules

    def offered_rules(self, variant_id: str) -> Rules | None:
        """As the host's: a built-in variant's without loading the host."""
        early = self._early(variant_id)
        return early if early is not None else self.load().offered_rules(variant_id)

    def rules(self, variant_id: str) -> Rules:
        """As the host's (KeyError for a variant no plugin offers)."""
        early = self._early(variant_id)
        return early if early is not None else self.load().rules(variant_id)

    def default_rules(self) -> Rules:
        """As the host's: Penguin's, without loading the host when it is a built-in's."""
        early = self._early("penguin")
        return early if early is not None else self.load().default_rules()

    def unconfirmed(self) -> list[str]:
        """The variants given before the host was loaded that the host, loaded now, does not
        offer with the same rules (their plugin failed to load)."""
        host = self.load()
        return [vid for vid, rules in self._given.items() if host.offered_rules(vid) is not rules]

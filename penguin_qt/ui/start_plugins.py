"""The plugins at the window's start: loaded before the first frame when the start needs a
variant that is not a built-in one (or every variant plugin is off), otherwise right after
it (``plugins.deferred``)."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from ..i18n import C_
from ..plugins.deferred import DeferredHost

if TYPE_CHECKING:
    from .app import SavedGame


class NoVariantError(Exception):
    """No variant plugin is active and the player chose not to turn the built-ins back on."""


def report_failures(host: Any) -> None:
    """Every plugin that failed to load, with why (its file and line), on standard error:
    a start that cannot find a plugin's variant says more than "There is no variant"."""
    for info in host.failures():
        reason = " ".join(str(info.error).split())
        text = C_("The plugin {name} was not loaded: {error}").format(name=info.name, error=reason)
        print(f"penguin-qt: {text}", file=sys.stderr, flush=True)


def plugins_loaded(host, prefs, instance) -> None:
    """The question when every variant plugin is off (NoVariantError when the player keeps
    them off), and the settings told which built-ins it turned back on; the plugins that
    failed are said on standard error."""
    report_failures(host)
    if not host.variants():  # every variant plugin off: the settings dialog's question
        from .dialogs.settings_dialog import ensure_variants

        instance.serve()  # a later start is answered while the question waits
        if not ensure_variants(host):
            raise NoVariantError(C_("no variant plugin is active; nothing to play"))
    if set(prefs.disabled_plugins) != host.disabled:  # the built-ins were turned back on
        prefs.disabled_plugins = sorted(host.disabled)
        prefs.save()


def load_plugins(window, saved: SavedGame) -> None:
    """The plugins, loaded after the first frame when it showed a built-in variant: the
    window keeps the real host, and a variant given early that no plugin offers now (its
    built-in plugin failed to load) is said, and the game on the table replaced by one of
    a variant that is offered (a game brought back is set aside first, not overwritten)."""
    deferred = window.controller.host
    if not isinstance(deferred, DeferredHost):
        return
    host = window.controller.host = deferred.load()
    report_failures(host)
    missing = deferred.unconfirmed()
    if not missing:
        return
    window.problems = [window.no_variant(variant) for variant in missing]
    if window.controller.rules.id in missing and host.variants():
        if saved.game is not None and window.controller.game is saved.game:
            from .keeping.persistence import set_aside

            set_aside(saved.path)  # its statistics still pending stay with saved.record
            saved.game = None
        window.controller.new_game(None, host.default_rules())
    window.show_problems()

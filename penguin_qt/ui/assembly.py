"""The window and its add-ons, built in one place.

Each add-on takes the window and attaches itself through the window's extension points
(``add_action``, ``add_status_widget``, the game signals, ``closing``); nothing else sets
attributes on the window or looks inside it.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine import Game
from .keeping.settings import Preferences
from .window.window import MainWindow

if TYPE_CHECKING:  # imported when attached: the first frame does not wait for them
    from ..plugins import PluginHost
    from ..storage.records import GameRecord
    from ..storage.statistics import Statistics
    from .assistant.assistant import Assistant
    from .assistant.deal_pool import DealPoolAddon
    from .keeping.daily_deal import DailyDeal
    from .keeping.persistence import GameKeeper
    from .keeping.record_actions import RecordActions
    from .keeping.statistics_dialog import StatisticsRecorder
    from .window.give_up import GiveUp
    from .window.settings_action import SettingsAction

log = logging.getLogger(__name__)


class AddOns:
    """What was attached to a window (for the program's own use and for tests).  A plain
    class: this module is imported before the first frame, which making a dataclass would
    delay."""

    def __init__(
        self,
        assistant: Assistant,
        settings: SettingsAction,
        statistics: StatisticsRecorder | None,
        keeper: GameKeeper | None = None,
        records: RecordActions | None = None,
        give_up: GiveUp | None = None,
        deals: DealPoolAddon | None = None,
        daily: DailyDeal | None = None,
    ) -> None:
        self.assistant, self.settings, self.statistics = assistant, settings, statistics
        self.keeper, self.records, self.give_up = keeper, records, give_up
        self.deals, self.daily = deals, daily


def attach_addons(
    window: MainWindow,
    statistics_path: Path | None = None,
    saved_game_path: Path | None = None,
    saved_record: GameRecord | None = None,
    pending_results: tuple[dict, ...] = (),
) -> AddOns:
    """Attach every add-on to ``window``; statistics only with a file to keep them in, the
    game kept on disk (and the record commands) only with a file for it; ``saved_record`` is
    the record of the game brought back, when there is one; ``pending_results`` are results
    an earlier run could not write, handed to the statistics now."""
    from ..storage.statistics import GameResult, Statistics
    from .assistant.assistant import Assistant
    from .assistant.deal_pool import attach as attach_deal_pool
    from .keeping.persistence import GameKeeper
    from .keeping.record_actions import RecordActions
    from .keeping.statistics_dialog import StatisticsRecorder
    from .window.give_up import GiveUp
    from .window.settings_action import SettingsAction

    assistant = Assistant(window)
    window.accessibility.follow(assistant)
    settings = SettingsAction(window)
    recorder = stats = None
    if statistics_path is not None:
        stats = Statistics(statistics_path)
        recorder = StatisticsRecorder(window, stats, keep_game_on_close=saved_game_path is not None)
        for values in pending_results:
            try:
                stats.add(GameResult.from_dict(values))
            except (TypeError, ValueError) as error:
                log.warning("a saved game result could not be read: %s", error)
    give_up = GiveUp(window, recorder.finish if recorder is not None else None)
    assistant.indicator_part.offer_give_up(give_up.action)
    keeper = records = None
    if saved_game_path is not None:
        waiting = (lambda: [r.as_dict() for r in stats.pending()]) if stats is not None else None
        keeper = GameKeeper(window, saved_game_path, saved_record, waiting)
        records = RecordActions(window, keeper, show_line=assistant.show_line)
        # after the statistics' own closing work (they were attached first): the game is
        # written with the clock where it stopped and the results still waiting
        window.closing.connect(keeper.save)
    daily = _attach_daily(window, stats, recorder)
    # last: its closing work (ending its worker, writing the pool) comes after the game's
    deals = attach_deal_pool(window, saved_game_path.parent if saved_game_path else None)
    return AddOns(assistant, settings, recorder, keeper, records, give_up, deals, daily)


def _attach_daily(
    window: MainWindow, stats: Statistics | None, recorder: StatisticsRecorder | None
) -> DailyDeal | None:
    """Game › Deal of the Day, with the statistics to keep its days in (none without)."""
    if stats is None or recorder is None:
        return None
    from ..plugins.daily_search import find_deal_of_the_day
    from .keeping.daily_deal import DailyDeal

    daily = DailyDeal(window, stats, find_deal_of_the_day)
    recorder.daily = daily
    return daily


def make_window(
    prefs: Preferences,
    host: PluginHost,
    *,
    variant: str | None = None,
    deal_number: int | None = None,
    speed: str | None = None,
    deck: str | None = None,
    params: dict[str, Any] | None = None,
    save_prefs=None,
    game: Game | None = None,
    menus_later: bool = False,
) -> MainWindow:
    """The program's window without its add-ons: the saved settings, the command line's
    choices on top (``params``: the free parameters ``cells``, ``empty_column``,
    ``run_limit``; ValueError when the variant cannot take them), or ``game`` (a game
    brought back) instead of a new deal.  ``menus_later``: the menus' entries and the
    shortcuts wait for ``window.complete_menus()`` (what the first frame does not show)."""
    variant = variant or prefs.variant
    rules = None
    offered = host.offered_rules(variant)
    if offered is not None and variant == prefs.variant:
        rules = prefs.checked_rules(offered)  # refused parameters: said, then dropped
    if offered is not None and params and any(v is not None for v in params.values()):
        rules = (rules or offered).with_params(**params)
    return MainWindow(
        host=host,
        variant=variant,
        deal_number=deal_number,
        speed=speed,
        deck=deck,
        rules=rules,
        prefs=prefs,
        save_prefs=save_prefs,
        game=game,
        menus_later=menus_later,
    )


def build_window(
    prefs: Preferences,
    host: PluginHost,
    *,
    statistics_path: Path | None = None,
    **choices: Any,
) -> tuple[MainWindow, AddOns]:
    """The program's window (:func:`make_window`) with every add-on attached."""
    window = make_window(prefs, host, **choices)
    return window, attach_addons(window, statistics_path)

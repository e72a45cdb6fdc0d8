"""The deal of the day, found with the built-in search (``storage.daily`` says how).

The search runs in a worker process of its own (``race.Pool``), which the pool ends if it
overruns, within ``STATES_PER_TRY`` states for each candidate: a blocking call, for a
background thread or a command.  The budget in seconds is only a guard against a worker that
stops answering; the states decide.
"""

from __future__ import annotations

import datetime as _dt
import logging

from ..engine import Rules, deal
from ..solving import UNSOLVABLE, Budget
from ..solving.portfolio import lineup
from ..storage.daily import STATES_PER_TRY, TRIES, deal_of_the_day
from .host import PluginHost
from .race import Pool

log = logging.getLogger(__name__)

SEARCH = "search"
GUARD_SECONDS = 60.0


def find_deal_of_the_day(
    host: PluginHost, variant_id: str, day: _dt.date, tries: int = TRIES
) -> int:
    """The deal of the day of ``variant_id`` (its own rules, free parameters as registered):
    the first candidate the built-in search does not prove lost.  Without the built-in search
    (switched off) the day's first candidate, as every candidate is then taken as winnable."""
    rules: Rules = host.rules(variant_id)
    solvers = [entry.item for entry in host.solvers().values()]
    try:
        runners = lineup(solvers, rules, SEARCH)
    except LookupError as exc:
        log.warning("deal of the day without the search: %s", exc)
        return deal_of_the_day(day, variant_id, lambda _number: False, tries)
    budget = Budget(seconds=GUARD_SECONDS, states=STATES_PER_TRY)
    with Pool(1, disabled=host.disabled) as pool:

        def proven_lost(number: int) -> bool:
            outcome = pool.solve(runners, deal(rules, number), rules, budget)
            return outcome.result.verdict == UNSOLVABLE

        return deal_of_the_day(day, variant_id, proven_lost, tries)

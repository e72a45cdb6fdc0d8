"""The deals kept ready, by rules and difficulty tier, and the file that keeps them (no Qt).

A pool holds, for each rule set (:func:`rules_key`: the variant with its free parameters
and its deal procedure) and each tier, the numbers of deals the solver has rated, with the
figures of each rating (the measure and the length of the winning line).  New Deal › Hard
takes one out; the background rater (``deal_pool``) puts new ones in.

The pool is kept in ``deal-pool.json`` in the data folder, written atomically.  The file is
read as hostile input: at most ``MAX_POOL_BYTES``, every number bounded, every tier and key
checked, anything else dropped; a file that is not a pool at all is set aside (renamed)
and the player told.  The built-in variants also ship rated deals
(``resources/deals/<variant>.json``, made by ``bench/bench_difficulty.py --tables``): a rule
set the pool has never seen starts from them, so the first start has deals of every tier.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ...engine import MAX_DEAL, Rules
from ...solving.difficulty import RATING_SOLVER, TIERS, measure_key, tier_of
from ...storage.files import FileError, keep_copy, read_text_capped, write_atomic

log = logging.getLogger(__name__)

POOL_FILE = "deal-pool.json"
FORMAT = "penguin-qt deal pool"
SHIPPED_FORMAT = "penguin-qt rated deals"
VERSION = 1
MAX_POOL_BYTES = 512 * 1024
MAX_KEYS = 64  # rule sets kept (the most recently used ones)
MAX_PER_TIER = 200  # deals kept per rule set and tier
MAX_FIGURE = 10_000_000
MAX_KEY = 300


@dataclass(frozen=True, slots=True)
class Rated:
    """A deal number with its rating's figures: the measure, the winning line's length."""

    number: int
    measure: int
    moves: int

    def as_list(self) -> list[int]:
        return [self.number, self.measure, self.moves]


def rules_key(rules: Rules) -> str:
    """The pool's name for a rule set: a deal number rated under it is rated only there (and
    only by its measure: deals kept under another measure of the same rules are not taken)."""
    key = (
        f"{rules.id}|{rules.cells}|{rules.empty_column}|{rules.run_limit}|{rules.deal_procedure.id}"
    )
    measure = measure_key(rules)
    return f"{key}|{measure}" if measure else key


def _figure(value, high: int, low: int = 0) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        return None
    return value


def read_tiers(document: object, dropped: list[object] | None = None) -> dict[str, list[Rated]]:
    """The tiers of one rule set from a pool or a shipped table, bounded and checked:
    whatever is not a valid entry is left out (a tier's duplicates too), and noted in
    ``dropped`` when it is given."""
    tiers: dict[str, list[Rated]] = {tier: [] for tier in TIERS}
    left_out = dropped if dropped is not None else []
    if not isinstance(document, dict):
        left_out.append(document)
        return tiers
    for tier in TIERS:
        items = document.get(tier)
        if not isinstance(items, list):
            continue
        seen: set[int] = set()
        left_out += items[MAX_PER_TIER:]
        for item in items[:MAX_PER_TIER]:
            if not isinstance(item, list) or len(item) != 3:
                left_out.append(item)
                continue
            number = _figure(item[0], MAX_DEAL, 1)
            measure, moves = _figure(item[1], MAX_FIGURE), _figure(item[2], MAX_FIGURE)
            if number is None or measure is None or moves is None or number in seen:
                left_out.append(item)
                continue
            seen.add(number)
            tiers[tier].append(Rated(number, measure, moves))
    return tiers


class PoolFileError(Exception):
    """The pool file is not a pool: it was set aside (``aside``: where, None if it could
    not be moved)."""

    def __init__(self, reason: str, aside: Path | None) -> None:
        super().__init__(reason)
        self.reason, self.aside = reason, aside


class DealPool:
    """The deals ready per rule set and tier.  ``path`` None: kept in memory only.
    ``shipped(rules_key)`` gives a built-in table's tiers for a rule set, or None."""

    def __init__(
        self,
        path: Path | None = None,
        shipped: Callable[[str], dict[str, list[Rated]] | None] | None = None,
    ) -> None:
        self.path = path
        self.shipped = shipped or (lambda key: None)
        self.sets: dict[str, dict[str, list[Rated]]] = {}
        self.left_out = 0  # entries of the file that were not valid, at the last load
        self.kept_as: Path | None = None  # where the file as it was is kept, if any were

    # -- use ---------------------------------------------------------------------------------

    def tiers(self, key: str) -> dict[str, list[Rated]]:
        """The tiers of ``key``, from the shipped table the first time it is asked for."""
        tiers = self.sets.get(key)
        if tiers is None:
            shipped = self.shipped(key)
            tiers = {t: list(shipped.get(t, ())) for t in TIERS} if shipped else {}
            tiers = {t: tiers.get(t, []) for t in TIERS}
            self.sets[key] = tiers
        self.sets[key] = self.sets.pop(key)  # the most recently used last
        while len(self.sets) > MAX_KEYS:
            del self.sets[next(iter(self.sets))]
        return tiers

    def count(self, key: str, tier: str) -> int:
        return len(self.tiers(key)[tier])

    def take(self, key: str, tier: str) -> Rated | None:
        """A deal of ``tier`` taken out of the pool (the oldest first), or None."""
        deals = self.tiers(key)[tier]
        return deals.pop(0) if deals else None

    def add(self, key: str, tier: str, rated: Rated) -> bool:
        """Keep ``rated``; False when the tier is full or already holds the deal."""
        deals = self.tiers(key)[tier]
        if len(deals) >= MAX_PER_TIER or any(d.number == rated.number for d in deals):
            return False
        deals.append(rated)
        return True

    def nearest(self, key: str, tier: str) -> str | None:
        """The tier nearest to ``tier`` that has a deal ready (the easier one first on a
        tie), or None when the pool of ``key`` is empty."""
        tiers = self.tiers(key)
        at = TIERS.index(tier)
        for distance in range(1, len(TIERS)):
            for i in (at - distance, at + distance):
                if 0 <= i < len(TIERS) and tiers[TIERS[i]]:
                    return TIERS[i]
        return None

    # -- the file ------------------------------------------------------------------------------

    def load(self) -> None:
        """Read the pool file (nothing when there is none).  Raises PoolFileError, after
        setting the file aside, when it is not a pool; a valid file's bad entries are left out,
        counted in :attr:`left_out`, and the file as it was is kept (:attr:`kept_as`) before
        the pool is written again."""
        self.left_out, self.kept_as = 0, None
        if self.path is None or not self.path.exists():
            return
        try:
            text = read_text_capped(self.path, MAX_POOL_BYTES)
            document = json.loads(text)
            if not isinstance(document, dict) or document.get("format") != FORMAT:
                raise ValueError("not a deal pool")
            if document.get("version") != VERSION:
                raise ValueError(f"version {document.get('version')!r}, not {VERSION}")
            sets = document.get("sets")
            if not isinstance(sets, dict):
                raise ValueError("no sets of deals")
        except (FileError, OSError, ValueError, RecursionError) as error:
            from ..keeping.persistence import set_aside

            aside = set_aside(self.path)
            log.warning("the deal pool %s was set aside (%s)", self.path, error)
            raise PoolFileError(str(error), aside) from None
        dropped: list[object] = []
        for key, tiers in list(sets.items())[-MAX_KEYS:]:
            if isinstance(key, str) and 0 < len(key) <= MAX_KEY and key.isprintable():
                self.sets[key] = read_tiers(tiers, dropped)
            else:
                dropped.append(key)
        if dropped:
            self.left_out = len(dropped)
            self.kept_as = keep_copy(self.path, text.encode("utf-8"))
            log.warning("the deal pool %s: %d entries left out", self.path, self.left_out)

    def save(self) -> None:
        """Write the pool atomically (raises OSError)."""
        if self.path is None:
            return
        document = {
            "format": FORMAT,
            "version": VERSION,
            "sets": {
                key: {tier: [r.as_list() for r in deals] for tier, deals in tiers.items()}
                for key, tiers in self.sets.items()
            },
        }
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(self.path, json.dumps(document, separators=(",", ":")) + "\n")


def read_shipped(path: Path, rules: Rules) -> dict[str, list[Rated]] | None:
    """The rated deals of a shipped table (``resources/deals``) when it is for ``rules``,
    sorted into tiers by today's thresholds (the table holds each deal's measure)."""
    try:
        document = json.loads(read_text_capped(path, MAX_POOL_BYTES))
    except (FileError, OSError, ValueError, RecursionError) as error:
        log.warning("the rated deals %s cannot be read: %s", path, error)
        return None
    if not isinstance(document, dict) or document.get("format") != SHIPPED_FORMAT:
        return None
    if document.get("rules") != rules_key(rules) or document.get("solver") != RATING_SOLVER:
        return None
    items = document.get("deals")
    tiers: dict[str, list[Rated]] = {tier: [] for tier in TIERS}
    if not isinstance(items, list):
        return tiers
    by_tier: dict[str, list] = {tier: [] for tier in TIERS}
    for item in items[: MAX_PER_TIER * len(TIERS) * 4]:
        if isinstance(item, list) and len(item) == 3:
            measure = _figure(item[1], MAX_FIGURE)
            if measure is not None:
                by_tier[tier_of(rules, measure)].append(item)
    return read_tiers(by_tier)

"""The figures behind the statistics' pictures, made from a variant's results: what each bar
stands for, its value, its label and the words a tooltip, the table and a screen reader give.

Like the summary, the pictures count the games played alone (a game with hints or the
solver's moves is counted apart), so a chart's figures always add up to the summary's.
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QDate, QLocale

from ...i18n import number, percent
from ...storage.results import DIFFICULTIES, GameResult
from ..shared.tiers import tier_name

#: Weeks shown in "wins over time" at most (the latest ones).
MAX_WEEKS = 26
#: About how many bars a histogram has.
BINS = 8


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("StatisticsCharts", text, None, n)


@dataclass(frozen=True)
class Bar:
    """One bar: ``value`` in the chart's unit (None: nothing to draw, e.g. a week without a
    game), ``label`` under it, ``detail`` in words (tooltip, table, screen reader)."""

    label: str
    value: float | None
    detail: str
    count: int = 0  # the games the bar stands for


@dataclass(frozen=True)
class Chart:
    """A chart's figures; ``percent``: the values are shares (0 to 1), else counts.
    ``empty``: the words shown instead of a chart when there is nothing to draw."""

    key: str
    title: str
    bars: tuple[Bar, ...]
    percent: bool
    empty: str
    value_name: str  # the table's heading for the values

    @property
    def is_empty(self) -> bool:
        return not any(b.value is not None for b in self.bars)

    @property
    def top(self) -> float:
        """The value at the top of the axis (a round number at or above every bar)."""
        if self.percent:
            return 1.0
        return float(nice_ceiling(max((b.value or 0 for b in self.bars), default=0)))

    def ticks(self) -> tuple[float, ...]:
        """Where the axis is marked, as shares of its height: the foot, the middle and the
        top, the middle only where it is a whole count (a count of 1 would mark it "0")."""
        if self.percent or (self.top / 2).is_integer():
            return (0.0, 0.5, 1.0)
        return (0.0, 1.0)

    def description(self) -> str:
        """Every figure of the chart in words (its accessible description)."""
        if self.is_empty:
            return self.empty
        return "; ".join(b.detail for b in self.bars if b.value is not None) + "."


def alone(results: Sequence[GameResult]) -> list[GameResult]:
    return [r for r in results if not r.assisted]


def _empty(
    results: Sequence[GameResult], usual: str, wins: bool = False, rated: bool = False
) -> str:
    """What a chart says when it has nothing to draw: ``usual``, unless games with help
    were played (or won, or rated), which the charts leave out: then that is said."""
    helped = sum(
        1
        for r in results
        if r.assisted and (r.won or not wins) and (r.difficulty is not None or not rated)
    )
    if not helped:
        return usual
    if wins:
        return _tr("No game won without help yet: %n won with help are counted apart.", helped)
    return _tr("No game played without help yet: %n with help are counted apart.", helped)


def nice_ceiling(value: float) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50, … at or above ``value`` (1 for nothing)."""
    if value <= 1:
        return 1
    power = 10 ** math.floor(math.log10(value))
    for step in (1, 2, 5, 10):
        if step * power >= value:
            return int(step * power)
    return int(10 * power)  # pragma: no cover - the loop always returns


def nice_width(span: float, bins: int = BINS, steps: Sequence[int] = (1, 2, 5)) -> int:
    """A round width so that ``span`` takes about ``bins`` bins (at least 1)."""
    raw = max(span / bins, 1)
    power = 10 ** math.floor(math.log10(raw))
    for scale in (power, power * 10):
        for step in steps:
            if step * scale >= raw:
                return int(step * scale)
    return int(power * 10)  # pragma: no cover


TIME_WIDTHS = (5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 14400, 43200, 86400)


def _won_of(won: int, played: int) -> str:
    return _tr("{won} won of {played} ({rate})").format(
        won=number(won), played=number(played), rate=percent(won / played if played else 0.0)
    )


# -- wins over time --------------------------------------------------------------------------


def week_of(finished: float) -> dt.date:
    """The Monday of the week (local time) in which a game ended."""
    day = dt.datetime.fromtimestamp(finished).date()
    return day - dt.timedelta(days=day.weekday())


def short_date(day: dt.date) -> str:
    return QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.ShortFormat)


def wins_over_time(results: Sequence[GameResult], max_weeks: int = MAX_WEEKS) -> Chart:
    """The win rate of each week, from the first week played to the last (the latest
    ``max_weeks``); a week without a game has no bar."""
    weeks: dict[dt.date, list[int]] = {}
    for r in alone(results):
        counts = weeks.setdefault(week_of(r.finished), [0, 0])
        counts[0] += 1
        counts[1] += r.won
    bars: list[Bar] = []
    if weeks:
        last = max(weeks)
        first = max(min(weeks), last - dt.timedelta(weeks=max_weeks - 1))
        day = first
        while day <= last:
            played, won = weeks.get(day, (0, 0))
            label = short_date(day)
            if played:
                detail = _tr("Week of {date}: {figures}").format(
                    date=label, figures=_won_of(won, played)
                )
                bars.append(Bar(label, won / played, detail, played))
            else:
                detail = _tr("Week of {date}: no games").format(date=label)
                bars.append(Bar(label, None, detail, 0))
            day += dt.timedelta(weeks=1)
    return Chart(
        "weeks",
        _tr("Win rate by week"),
        tuple(bars),
        percent=True,
        empty=_empty(results, _tr("No games played yet.")),
        value_name=_tr("Win rate"),
    )


# -- histograms ----------------------------------------------------------------------------------


def histogram(
    values: Sequence[float],
    width: int,
    label: Callable[[float, float], str],
) -> list[tuple[str, int]]:
    """``values`` counted in bins of ``width`` from a round start; (label, count) per bin,
    from the lowest to the highest bin with a value (empty bins between are kept)."""
    if not values:
        return []
    low = math.floor(min(values) / width) * width
    count = int((max(values) - low) // width) + 1
    counts = [0] * count
    for value in values:
        counts[min(int((value - low) // width), count - 1)] += 1
    return [(label(low + i * width, low + (i + 1) * width), n) for i, n in enumerate(counts)]


def _games(n: int) -> str:
    return _tr("%n game(s)", n)


def moves_histogram(results: Sequence[GameResult]) -> Chart:
    """How many won games took how many moves."""
    moves = [r.moves for r in alone(results) if r.won]
    width = nice_width(max(moves) - min(moves) if moves else 0)

    def label(low: float, high: float) -> str:
        low, high = int(low), int(high) - 1
        return number(low) if low == high else f"{number(low)}–{number(high)}"

    bars = tuple(
        Bar(text, n, _tr("{moves} moves: {games}").format(moves=text, games=_games(n)), n)
        for text, n in histogram(moves, width, label)
    )
    return Chart(
        "moves",
        _tr("Moves in won games"),
        bars,
        percent=False,
        empty=_empty(results, _tr("No won games yet."), wins=True),
        value_name=_tr("Games"),
    )


def clock(seconds: float) -> str:
    whole = int(seconds)
    if whole >= 3600:
        return f"{whole // 3600}:{whole % 3600 // 60:02d}:{whole % 60:02d}"
    return f"{whole // 60}:{whole % 60:02d}"


def times_histogram(results: Sequence[GameResult]) -> Chart:
    """How many won games took how long."""
    seconds = [r.seconds for r in alone(results) if r.won]
    span = max(seconds) - min(seconds) if seconds else 0
    raw = span / BINS
    width = next((w for w in TIME_WIDTHS if w >= raw), TIME_WIDTHS[-1])
    if raw > width:
        width = int(math.ceil(raw / width) * width)

    def label(low: float, high: float) -> str:
        return f"{clock(low)}–{clock(high)}"

    bars = tuple(
        Bar(text, n, _tr("{time}: {games}").format(time=text, games=_games(n)), n)
        for text, n in histogram(seconds, width, label)
    )
    return Chart(
        "times",
        _tr("Times of won games"),
        bars,
        percent=False,
        empty=_empty(results, _tr("No won games yet."), wins=True),
        value_name=_tr("Games"),
    )


# -- difficulty ------------------------------------------------------------------------------------


def by_difficulty(results: Sequence[GameResult]) -> Chart:
    """The win rate of each difficulty tier (games of an unrated deal are left out)."""
    counts = {tier: [0, 0] for tier in DIFFICULTIES}
    for r in alone(results):
        if r.difficulty in counts:
            counts[r.difficulty][0] += 1
            counts[r.difficulty][1] += r.won
    bars: list[Bar] = []
    if any(played for played, _ in counts.values()):
        for tier, (played, won) in counts.items():
            name = tier_name(tier)
            if played:
                detail = _tr("{tier}: {figures}").format(tier=name, figures=_won_of(won, played))
                bars.append(Bar(name, won / played, detail, played))
            else:
                bars.append(Bar(name, None, _tr("{tier}: no games").format(tier=name), 0))
    return Chart(
        "difficulty",
        _tr("Win rate by difficulty"),
        tuple(bars),
        percent=True,
        empty=_empty(results, _tr("No rated games yet."), rated=True),
        value_name=_tr("Win rate"),
    )


def charts(results: Sequence[GameResult]) -> list[Chart]:
    """Every chart of the statistics window, from one variant's results (oldest first)."""
    return [
        wins_over_time(results),
        moves_histogram(results),
        times_histogram(results),
        by_difficulty(results),
    ]

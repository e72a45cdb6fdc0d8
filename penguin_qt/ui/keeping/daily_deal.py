"""Game › Deal of the Day: today's deal of the variant being played (``storage.daily`` says
how it is chosen), its label in the status bar, the streak of days, and the figures of the
days in the statistics window.

The day's deal is looked for once per variant and day, in a background thread (the search
runs in a worker process: ``find`` is handed in by the assembly, so this room knows no
solver), and is remembered in the statistics' file once dealt.  Which game is the first of a
day's deal is kept there too, so a game brought back at the next start is still the deal of
the day: the day is a fact of the game in the session (``DealFacts.daily``), which the
status bar and the title show whatever happens to the game.  The day comes from ``today``
(the local calendar), so tests can set it.
"""

from __future__ import annotations

import datetime as _dt
import logging
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel

from ...engine import Game
from ...i18n import number
from ...storage.daily import DailyBook, DailyMark, parse_day
from ...storage.statistics import Statistics
from ..shared.wording import daily_caption, day_label

if TYPE_CHECKING:
    from ...plugins import PluginHost

log = logging.getLogger(__name__)

#: ``find(host, variant_id, day)``: the day's deal number (blocking; run off the UI thread).
Finder = Callable[["PluginHost", str, _dt.date], int]


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("DailyDeal", text, disambiguation, n)


def streak_text(days: int) -> str:
    return _tr("Streak: %n day(s)", "", days)


def record_day(text: str) -> str:
    """A record's ``daily`` day as the player reads it ("" when it has none)."""
    day = parse_day(text)
    return "" if day is None else day_label(day)


class DailyDeal(QObject):
    """The Deal of the Day command of one window."""

    found = Signal(str, object, object)  # variant id, day, deal number or None (from a thread)

    def __init__(
        self,
        window,
        stats: Statistics,
        find: Finder,
        today: Callable[[], _dt.date] = _dt.date.today,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.book = DailyBook(stats)
        self.find = find
        self.today = today
        self.deals: dict[tuple[str, _dt.date], int] = {}
        self.searching: tuple[str, _dt.date] | None = None
        self.action = QAction(_tr("Deal of the Da&y"), window)
        self.action.setShortcut(QKeySequence("Ctrl+D"))
        self.action.triggered.connect(self.deal_today)
        window.add_action("game", self.action, section="deal")
        self.found.connect(self._found, Qt.ConnectionType.QueuedConnection)
        self.controller.fact_sources.append(lambda game: {"daily": self.day_of(game) or None})
        self.controller.game_won.connect(self._ended)
        self.controller.game_lost.connect(self._ended)
        game = self.controller.game
        if game is not None:  # the game on the table before this command came
            self.controller.update_facts(game, daily=self.day_of(game))

    @property
    def current(self) -> DailyMark | None:
        """The mark of the game on the table, when it is a deal of the day."""
        game = self.controller.game
        return self.book.mark_of(game.game_id) if game is not None else None

    # -- the command --------------------------------------------------------------------------

    def deal_today(self) -> bool:
        """Deal today's deal of the variant being played (once the player agrees to leave a
        game in progress); when it is not known yet, look for it first.  True when it was
        dealt or is being looked for."""
        variant, day = self.controller.rules.id, self.today()
        mark = self.current
        if mark is not None and (mark.variant, mark.day) == (variant, day.isoformat()):
            self.window.show_message(
                _tr("This is the deal of the day already. {streak}").format(
                    streak=streak_text(self.book.streak(variant, day))
                )
            )
            return True
        known = self.deals.get((variant, day)) or self.book.known_deal(variant, day)
        if known is not None:
            self._offer(variant, day, known)
            return True
        if self.searching is not None:
            return True
        self.searching = (variant, day)
        self.action.setEnabled(False)
        self.window.show_message(_tr("Looking for the deal of the day…"), 0)
        host = self.controller.host
        threading.Thread(
            target=self._search, args=(host, variant, day), name="deal-of-the-day", daemon=True
        ).start()
        return True

    def _search(self, host, variant: str, day: _dt.date) -> None:
        try:
            found: int | None = self.find(host, variant, day)
        except Exception:  # the search failed: say so, the game goes on
            log.exception("the deal of the day could not be found")
            found = None
        try:
            self.found.emit(variant, day, found)
        except RuntimeError:  # the window was closed meanwhile
            log.info("the deal of the day was found after the window closed")

    def _found(self, variant: str, day: _dt.date, found: int | None) -> None:
        self.searching = None
        self.action.setEnabled(True)
        self.window.show_message("")
        if found is None:
            self.window.show_message(_tr("The deal of the day could not be found."))
            return
        self.deals[(variant, day)] = found
        if self.controller.rules.id == variant:  # not for a variant left meanwhile
            self._offer(variant, day, found)

    def _offer(self, variant: str, day: _dt.date, deal: int) -> None:
        rules = self.controller.rules

        def mark(game: Game) -> None:
            """The deal is on the table (at once, or when a plugin's deal has come)."""
            if self.book.mark(variant, day, deal, game.game_id):
                self.controller.update_facts(game, daily=day.isoformat())
                self._say_streak(_tr("{caption}, deal {n}. {streak}"), deal)
            else:
                self.window.show_message(
                    _tr("The deal of the day again: only its first game counts. {streak}").format(
                        streak=streak_text(self.book.streak(variant, self.today()))
                    )
                )

        self.window.leave_game(
            lambda: self.controller.new_game(deal, rules, then=mark),
            _tr("Leave the game in progress and play the deal of the day?"),
        )

    # -- following the game -------------------------------------------------------------------

    def day_of(self, game: Game | None) -> str:
        """The day (YYYY-MM-DD) whose deal of the day ``game`` is, else ""."""
        mark = self.book.mark_of(game.game_id) if game is not None else None
        return mark.day if mark is not None else ""

    def _ended(self) -> None:
        if not self.day_of(self.controller.game):
            return
        # the statistics count the game's end in a slot of the same signal: once they have
        game = self.controller.game
        QTimer.singleShot(0, self, lambda: self._tell_end(game))

    def _tell_end(self, game: Game | None) -> None:
        if game is not self.controller.game or self.current is None:
            return
        if game is not None and game.is_won() and game.assisted:
            self._say_streak(_tr("You won the deal of the day with help. {streak}"))
        elif game is not None and game.is_won():
            self._say_streak(_tr("You won the deal of the day. {streak}"))
        else:
            self._say_streak(_tr("The deal of the day is lost. {streak}"))

    def _say_streak(self, template: str, deal: int | None = None) -> None:
        mark = self.current
        if mark is None:
            return
        day = parse_day(mark.day)
        assert day is not None
        streak = streak_text(self.book.streak(mark.variant, self.today()))
        text = template.format(caption=daily_caption(day), n=deal, streak=streak)
        self.window.show_message(text)

    # -- the statistics window ----------------------------------------------------------------

    def box(self) -> DailyBox:
        return DailyBox(self.book, self.today)


class DailyBox(QGroupBox):
    """The deal of the day's figures of one variant, in the statistics window."""

    def __init__(self, book: DailyBook, today: Callable[[], _dt.date]) -> None:
        super().__init__(_tr("Deal of the day"))
        self.book, self.today = book, today
        form = QFormLayout(self)
        self.values: dict[str, QLabel] = {}
        for key, label in (
            ("daily_played", _tr("Days played:")),
            ("daily_won", _tr("Days won:")),
            ("daily_streak", _tr("Current streak of days:")),
            ("daily_best", _tr("Longest streak of days:")),
        ):
            value = QLabel()
            value.setObjectName(key)
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.values[key] = value
            form.addRow(label, value)

    def fill(self, variant: str) -> None:
        s = self.book.summary(variant, self.today())
        for key, value in (
            ("daily_played", s.played),
            ("daily_won", s.won),
            ("daily_streak", s.streak),
            ("daily_best", s.best_streak),
        ):
            self.values[key].setText(number(value))

"""Deals played before: Game › Recent Deals, the last deals of the variant being played with
how each ended, from which one is dealt again (each deal's whole history is in
``statistics_history``).

Attached with the statistics, before the statistics window is ever opened: it imports only
what the window has loaded already."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from ...storage.results import GameResult
from ...storage.statistics import Statistics


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("RecentDeals", text, None, n)


def result_word(result: str) -> str:
    words = {"won": _tr("won"), "lost": _tr("lost"), "abandoned": _tr("abandoned")}
    return words.get(result, result)


def recent_text(result: GameResult) -> str:
    """A menu entry: "Deal 1234: won, 87 moves"."""
    return _tr("Deal {deal}: {result}, %n move(s)", result.moves).format(
        deal=result.deal, result=result_word(result.result)
    )


class RecentDeals(QObject):
    """Game › Recent Deals: the deals of the variant being played that were played last;
    choosing one deals it again (asking first when a game is in progress)."""

    def __init__(self, window, stats: Statistics) -> None:
        super().__init__(window)
        self.window = window
        self.stats = stats
        self.menu = QMenu(self.tr("Rec&ent Deals"), window)
        self.menu.setObjectName("recent-deals")
        self.menu.aboutToShow.connect(self.fill)
        window.add_action("game", self.menu.menuAction(), section="deal")
        self.fill()

    def fill(self) -> list[QAction]:
        """The menu made again from the statistics; returns its deal entries."""
        self.menu.clear()
        controller = self.window.controller
        variant = controller.rules.id
        made = []
        for result in self.stats.recent_deals(variant):
            action = QAction(recent_text(result), self.menu)
            action.setData(result.deal)
            action.triggered.connect(lambda _=False, n=result.deal: self.replay(n))
            self.menu.addAction(action)
            made.append(action)
        if not made:
            none = QAction(self.tr("No deals played yet"), self.menu)
            none.setEnabled(False)
            self.menu.addAction(none)
        return made

    def replay(self, deal: int, variant: str | None = None) -> bool:
        """Deal ``deal`` again, of ``variant`` (None: the variant being played, with its
        rules as they are); with a game in progress, once the player says yes.  True when
        dealt at once; False also for a variant that is not installed now."""
        controller = self.window.controller
        rules = None
        if variant is not None and variant != controller.rules.id:
            rules = controller.host.offered_rules(variant)
            if rules is None:
                return False
        question = self.tr("Leave the game in progress and play deal {n} again?").format(n=deal)
        return self.window.leave_game(
            lambda: controller.new_game(deal, rules), question, title=self.tr("Play a Deal Again")
        )

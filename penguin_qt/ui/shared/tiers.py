"""The difficulty tiers as the player reads them: one wording for the status bar, the New
Deal by Difficulty messages and the statistics' chart of win rate by tier."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def _tr(text: str) -> str:
    return QCoreApplication.translate("DealPool", text)


def tier_name(tier: str) -> str:
    """The tier as the player reads it (an unknown tier as it is written)."""
    names = {
        "easy": _tr("Easy"),
        "medium": _tr("Medium"),
        "hard": _tr("Hard"),
        "expert": _tr("Expert"),
    }
    return names.get(tier, tier)


def difficulty_text(tier: str) -> str:
    """What the status bar's difficulty field says aloud: "Difficulty: Hard"."""
    return _tr("Difficulty: {tier}").format(tier=tier_name(tier))

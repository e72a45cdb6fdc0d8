"""What the statistics say of each deal: how often it was played and won, the bests on it,
and the deals played last (for a menu from which one is played again)."""

from __future__ import annotations

from dataclasses import dataclass

from .results import GameResult

RECENT_DEALS = 10  # the deals a Recent Deals menu offers


@dataclass(frozen=True)
class DealHistory:
    """What happened on one deal: every game on it (with help too) counts in ``played`` and
    ``won``; the bests are of the games played alone, as everywhere in the statistics."""

    deal: int
    played: int
    won: int
    fewest_moves: int | None
    fastest: float | None
    best_score: int | None
    last: GameResult  # the game played on it last


def recent_deals(results: list[GameResult], limit: int = RECENT_DEALS) -> list[GameResult]:
    """The last game of each of the ``limit`` deals played last in ``results`` (oldest
    first), newest first."""
    seen: dict[int, GameResult] = {}
    for r in reversed(results):
        if r.deal is not None and r.deal not in seen:
            seen[r.deal] = r
            if len(seen) >= limit:
                break
    return list(seen.values())


def deal_history(results: list[GameResult]) -> list[DealHistory]:
    """Each deal in ``results`` (oldest first) and its figures, the one played last first."""
    games: dict[int, list[GameResult]] = {}
    for r in results:
        if r.deal is not None:
            games.setdefault(r.deal, []).append(r)
    found = []
    for deal, played in games.items():
        wins = [r for r in played if r.won and not r.assisted]
        scores = [r.score for r in played if not r.assisted and r.score > 0]
        found.append(
            DealHistory(
                deal=deal,
                played=len(played),
                won=sum(1 for r in played if r.won),
                fewest_moves=min((r.moves for r in wins), default=None),
                fastest=min((r.seconds for r in wins), default=None),
                best_score=max(scores, default=None),
                last=played[-1],
            )
        )
    return sorted(found, key=lambda h: h.last.finished, reverse=True)

"""The status bar's fields and the window's title in words, each a function of the session:
the variant (and whether its rules are the player's own), the deal (or the deal of the day,
or a given position), the base, moves, time, cards home, what a run move may carry, the
score and the deal's difficulty tier."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...engine import Game, Rules
from ...engine.game import MOVE_PENALTY, POINTS_PER_CARD, WIN_BONUS
from ...i18n import engine_message, number, variant_name
from ...i18n_cards import rank_label
from ...session import Session
from ..shared.tiers import difficulty_text, tier_name
from ..shared.views import Field
from ..shared.wording import daily_caption, day_label, rules_summary

if TYPE_CHECKING:
    import datetime as _dt

#: ``offered(variant_id)``: the variant's own rules as its plugin offers them (None: none)
Offered = Callable[[str], Rules | None]


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("MainWindow", text, None, n)


def _daily_tr(text: str) -> str:
    return QCoreApplication.translate("DailyDeal", text)


def changes(rules: Rules, own: Rules) -> list[str]:
    """What the player changed of the variant's own rules, in words."""
    out = []
    if rules.cells != own.cells:
        out.append(
            _tr("{n} {cells} instead of {m}").format(
                n=rules.cells, m=own.cells, cells=engine_message(rules.cell_word(rules.cells))
            )
        )
    if rules.empty_column != own.empty_column:
        takes = {
            "any": _tr("an empty column takes any card"),
            "kings": _tr("an empty column takes only a king"),
        }
        out.append(
            takes.get(rules.empty_column, _tr("an empty column takes the rank below the base"))
        )
    if rules.run_limit != own.run_limit:
        out.append(engine_message(rules.describe_run_limit()).lower())
    return out


@functools.lru_cache(maxsize=64)
def _described(rules: Rules, own: Rules | None, _language: str) -> tuple[str, str]:
    """The variant field's words for ``rules`` (``own``: the variant's own rules), made once
    per rules and language: asked after every change of the session."""
    name = variant_name(rules.name)
    if own is not None and own != rules:
        text = _tr("{variant} (custom)").format(variant=name)
        head = _tr("Custom rules, changed from the variant: {changes}.").format(
            changes="; ".join(changes(rules, own))
        )
        return text, head + "\n" + rules_summary(rules)
    tip = rules_summary(rules)
    if own is not None and rules.description:
        tip = variant_name(rules.description) + "\n" + tip
    return name, tip


def variant_field(session: Session, offered: Offered) -> Field:
    rules = session.rules
    # the translation of a word of the field stands for the language (it changes with it)
    text, tip = _described(rules, offered(rules.id), _tr("Moves {n}"))
    return Field(text, tip)


def parse_day(text: str) -> _dt.date | None:
    """A deal of the day's day (the storage's reading; not before the first frame)."""
    if not text:
        return None
    from ...storage.daily import parse_day as read

    return read(text)


def deal_field(session: Session) -> Field:
    facts = session.facts
    day = parse_day(facts.daily)
    if day is not None and facts.number is not None:
        tip = _daily_tr("Deal {n}: the same deal for every player of this variant on {day}")
        return Field(daily_caption(day), tip.format(n=facts.number, day=day_label(day)))
    if facts.number is None:
        return Field(_tr("Given position"))
    return Field(_tr("Deal {n}").format(n=facts.number))


def base_field(session: Session) -> Field:
    # the base is the ace everywhere else: nothing to say
    base = rank_label(session.game.initial.base)
    return Field(_tr("Base {rank}").format(rank=base), visible=session.rules.wraps)


def moves_field(session: Session) -> Field:
    return Field(_tr("Moves {n}").format(n=session.game.move_count))


def time_field(session: Session) -> Field:
    seconds = int(session.game.elapsed)
    text = _tr("Paused {m}:{s:02d}") if session.paused_by_player else _tr("Time {m}:{s:02d}")
    return Field(text.format(m=seconds // 60, s=seconds % 60))


def home_field(session: Session) -> Field:
    return Field(_tr("Home {n}/52").format(n=session.position.cards_home()))


def carry_field(session: Session) -> Field:
    rules, position = session.rules, session.position
    limit = rules.carry_limit(position)
    # a limit above the cards left in the columns limits nothing ("Carry 1280" said nothing)
    on_table = sum(len(column) for column in position.columns)
    text = (
        _tr("Carry any")
        if rules.run_limit == "unlimited" or limit >= on_table
        else _tr("Carry {n}").format(n=limit)
    )
    return Field(text, engine_message(rules.carry_explanation(position)))


def score_text(game: Game) -> str:
    """How the score is made, line by line, with the engine's own figures."""
    home = game.position.cards_home()
    lines = [
        _tr("{points} points × {cards} cards home = {total}").format(
            points=POINTS_PER_CARD, cards=home, total=POINTS_PER_CARD * home
        )
    ]
    if game.is_won() and game.solver_moves > 0:
        lines.append(_tr("no win bonus: the solver played moves of this game"))
    elif game.is_won():
        bonus = _tr("win bonus {bonus} − {penalty} × {moves} moves − {seconds} seconds = {total}")
        lines.append(
            bonus.format(
                bonus=WIN_BONUS,
                penalty=MOVE_PENALTY,
                moves=game.move_count,
                seconds=int(game.elapsed),
                total=game.bonus,
            )
        )
    lines.append(_tr("Score: {score}").format(score=number(game.score)))
    return "\n".join(lines)


def score_field(session: Session) -> Field:
    game = session.game
    return Field(_tr("Score {score}").format(score=number(game.score)), score_text(game))


def tier_field(session: Session) -> Field:
    """The deal's difficulty tier, its figures and the scale in the tooltip."""
    facts = session.facts
    tier = facts.tier
    if tier is None or facts.number is None:
        return Field(visible=False)
    from ...solving.difficulty import THRESHOLDS, TIERS, family

    if tier not in TIERS:
        return Field(visible=False)

    pool_tr = _pool_tr
    easy, medium, hard = THRESHOLDS[family(session.rules)]
    scale = pool_tr(
        "The difficulty is the number of positions the solver looked at before it found "
        "the win: up to {easy} is easy, up to {medium} medium, up to {hard} hard, more "
        "is expert."
    ).format(easy=easy, medium=medium, hard=hard)
    if facts.rating is not None:
        states, moves = facts.rating
        head = pool_tr("{tier}: the solver looked at {states} positions and won in {moves} moves.")
        head = head.format(tier=tier_name(tier), states=states, moves=moves)
    else:
        head = pool_tr("{tier}: rated by the solver when the deal was dealt.").format(
            tier=tier_name(tier)
        )
    return Field(tier_name(tier), f"{head}\n{scale}")


def tier_spoken(session: Session) -> str:
    """What a screen reader says of the tier field ("Difficulty: Hard"; "" for none)."""
    if not tier_field(session).visible:
        return ""
    tier = session.facts.tier
    return difficulty_text(tier) if tier is not None else ""


def _pool_tr(text: str) -> str:
    return QCoreApplication.translate("DealPool", text)


def title(session: Session) -> str:
    """The window's title: the variant and the deal ("Penguin — deal 42")."""
    name = variant_name(session.rules.name)
    facts = session.facts
    if parse_day(facts.daily) is not None:
        return _tr("{variant} — deal of the day").format(variant=name)
    if facts.number is None:
        return _tr("{variant} — a given position").format(variant=name)
    return _tr("{variant} — deal {n}").format(variant=name, n=facts.number)

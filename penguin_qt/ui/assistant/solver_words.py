"""How a race of solvers went, in the player's words ("solved by … in 4 ms; … cancelled"):
the tooltip of the winnability indicator."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ...solving.portfolio import Outcome


def _tr(text: str) -> str:
    return QCoreApplication.translate("SolverRunner", text)


def describe_outcome(outcome: Outcome, name: Callable[[str], str]) -> str:
    """``outcome`` in words; ``name(solver_id)`` is the solver's name for the player."""
    ms = round(outcome.seconds * 1000)
    if outcome.winner is None:
        text = _tr("undecided after {ms} ms").format(ms=ms)
    elif outcome.result.solved:
        text = _tr("solved by {solver} in {ms} ms")
        text = text.format(solver=name(outcome.winner), ms=ms)
    elif outcome.unverified:  # a third party's word that no built-in solver confirmed
        text = _tr("unsolvable according to {solver}, unverified, in {ms} ms")
        text = text.format(solver=name(outcome.winner), ms=ms)
    else:
        text = _tr("proven unsolvable by {solver} in {ms} ms")
        text = text.format(solver=name(outcome.winner), ms=ms)
    for sid in outcome.cancelled:
        text += "; " + _tr("{solver} cancelled").format(solver=name(sid))
    for sid, _why in outcome.stopped:
        if _why != "cancelled":
            stopped = _tr("{solver} stopped responding")
            text += "; " + stopped.format(solver=name(sid))
    return text

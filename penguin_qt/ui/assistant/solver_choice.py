"""Which solvers answer for the rules on the table, and what to tell the player about it: the
solver chosen in Settings when it can play them, else the automatic choice, said aloud; and
why nothing can answer when no solver handles the rules."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication

from ...engine import Rules
from ...i18n import variant_name
from ...solving import Solver
from ...solving.portfolio import AUTO, Runner, lineup, usability


def _tr(text: str) -> str:
    return QCoreApplication.translate("SolverRunner", text)


def substitution_text(solver: Solver, rules: Rules) -> str:
    """Says "fc-solve cannot play Penguin (…): the automatic choice plays instead" ("" when the
    solver can play the rules)."""
    grade = usability(solver, rules)
    if grade.usable:
        return ""
    text = _tr("{solver} cannot play {variant} ({why}): the automatic choice plays instead")
    name = getattr(solver, "name", solver.id)
    return text.format(solver=name, variant=variant_name(rules.name), why=grade.reason)


def choose_lineup(
    solvers: Sequence[Solver], rules: Rules, choice: str | None, width: int, skip: Iterable[str]
) -> tuple[list[Runner], str, str]:
    """The runners for ``rules``, the note to say when the chosen solver was replaced, and
    why no solver can answer (both "" when there is nothing to say)."""
    skip = set(skip)
    note = ""
    if choice not in (None, "", AUTO) and choice not in skip:
        try:
            return lineup(solvers, rules, choice, width, wait=False)[:width], "", ""
        except LookupError:
            chosen = next((s for s in solvers if s.id == choice), None)
            note = substitution_text(chosen, rules) if chosen is not None else ""
    why = ""
    for exclude in (skip, ()):
        try:
            return lineup(solvers, rules, AUTO, width, exclude, wait=False)[:width], note, ""
        except LookupError as error:
            why = str(error)
    return [], "", why  # nothing plays instead: why none can is the thing to say

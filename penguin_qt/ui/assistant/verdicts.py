"""The solver runner's verdicts as the session reads them (``penguin_qt.session.Verdicts``):
by position, for one set of rules, with what the solvers said beside them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Move, Position, Rules

if TYPE_CHECKING:
    from .solver_runner import SolverRunner


class RunnerVerdicts:
    """The runner's verdicts for one set of rules, as the session reads them."""

    def __init__(self, runner: SolverRunner, rules: Rules) -> None:
        self.runner, self.rules = runner, rules

    @property
    def version(self) -> int:
        return self.runner.verdict_version

    def lookup(self, position: Position) -> tuple[str, int] | None:
        result = self.runner.cache.get(self.rules, position)
        return None if result is None else (result.verdict, len(result.moves))

    def line(self, position: Position) -> tuple[Move, ...] | None:
        """The winning line from ``position`` when one is known."""
        result = self.runner.cache.get(self.rules, position)
        return tuple(result.moves) if result is not None and result.solved else None

    @property
    def no_solver(self) -> str:
        return self.runner.no_solver

    @property
    def choice_note(self) -> str:
        return self.runner.choice_note

    def summary(self, position: Position) -> str:
        return self.runner.summary(position, self.rules)

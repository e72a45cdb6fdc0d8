"""The kit for plugin authors: check a variant or a solver the way the program will use it.

Two calls, each from a plugin's own tests (pytest or anything else)::

    from penguin_qt.testing import check_solver, check_variant

    def test_my_variant():
        check_variant(MY_RULES)

    def test_my_solver():
        check_solver(MySolver(), [MY_RULES])

Each runs every check, then raises :class:`KitError` (an ``AssertionError``) listing every
problem it found, or returns a :class:`Report` with what it measured and any warnings
(a name without a translation, say).  docs/plugins.md, "Checking a plugin", says what each
check does and what it costs.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from .engine import EngineError, Game, Position, Rules, card_label, deal
from .engine.rules import fields_problem

# How long past its budget a solve may answer, and a cancelled one stop: the host's own
# figures (its workers end a solver that takes longer), imported so the two cannot drift.
from .plugins.workers import DEAL_SECONDS
from .solving import (
    UNKNOWN,
    Availability,
    Budget,
    Support,
    run_solver,
)
from .testing_pages import qt_app as _qt_app
from .testing_pages import translation_gaps as _translation_gaps
from .testing_solvers import (
    cancel_problems,
    easy_problems,
    memory_problems,
    solve_problems,
)

__all__ = ["KitError", "Report", "check_solver", "check_variant"]

# The program's languages (penguin_qt.i18n.LANGUAGES; kept here so this module needs no Qt).
LANGUAGES = ("en", "de", "nl", "it", "es")
HEADINGS = 9  # the sections of a rules page
SOLVE_BUDGET = Budget(seconds=2.0, memory_mb=64)  # check_solver's budget for each solve
MEMORY_BUDGET = Budget(seconds=2.0, memory_mb=16)  # and for the solve whose memory it measures


class KitError(AssertionError):
    """What a check found wrong: ``problems`` lists each one ("deal 3: 7♥ twice")."""

    def __init__(self, what: str, problems: Sequence[str]) -> None:
        self.problems = list(problems)
        super().__init__(f"{what}: {len(self.problems)} problem(s)\n- " + "\n- ".join(problems))


@dataclass
class Report:
    """What a check measured (``figures``: name to number) and what it warns about."""

    subject: str
    figures: dict[str, float] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)


# -- variants ------------------------------------------------------------------------------------


def _cards_of(position: Position) -> list[int]:
    cards = [c for col in position.columns for c in col]
    return cards + [c for c in position.cells if c is not None]


def _deal_problems(rules: Rules, number: int) -> tuple[list[str], Position | None]:
    procedure = rules.deal_procedure
    began = time.monotonic()
    try:
        position = procedure.make(rules, number)
    except Exception as exc:  # the plugin's own deal code may fail in any way
        return [f"deal {number}: {procedure.id} raised {type(exc).__name__}: {exc}"], None
    took = time.monotonic() - began
    problems = []
    if took > DEAL_SECONDS:
        problems.append(
            f"deal {number}: made in {took:.2f} s; the program waits {DEAL_SECONDS:g} s for a "
            "deal, and the host's sample of five deals must take that in all"
        )
    if len(position.columns) != rules.columns or len(position.cells) != rules.cells:
        problems.append(
            f"deal {number}: {len(position.columns)} columns and {len(position.cells)} cells, "
            f"not {rules.columns} and {rules.cells}"
        )
    if position.base != 1 and not procedure.chooses_base:
        problems.append(f"deal {number}: base rank {position.base} from a deal that does not "
                        "choose the base (chooses_base=False)")  # fmt: skip
    cards = _cards_of(position)
    total = len(cards) + sum(position.foundations)
    if total != 52:
        problems.append(f"deal {number}: {total} cards, not 52")
    seen: set[int] = set()
    for c in cards:
        if not (isinstance(c, int) and 0 <= c < 52):
            problems.append(f"deal {number}: {c!r} is not a card (0-51)")
        elif c in seen:
            problems.append(f"deal {number}: {card_label(c)} twice")
        seen.add(c)
    for c in cards:
        if isinstance(c, int) and 0 <= c < 52 and position.card_at_foundation(c):
            problems.append(f"deal {number}: {card_label(c)} on the table and on its foundation")
    if problems:
        return problems, None
    try:
        return [], deal(rules, number)  # the forced moves made, as the program starts it
    except Exception as exc:
        return [f"deal {number}: {type(exc).__name__}: {exc}"], None


def _play_problems(rules: Rules, number: int, start: Position, rng: random.Random, moves: int):
    """Every move the engine offers along a random game applies and keeps the 52 cards."""
    problems: list[str] = []
    position = start
    for ply in range(moves):
        offered = rules.legal_moves(position)
        for move in offered:
            try:
                after = rules.play(position, move)
            except EngineError as exc:
                problems.append(f"deal {number}, move {ply + 1}: {move} is offered but {exc}")
                return problems
            if len(_cards_of(after)) + sum(after.foundations) != 52:
                problems.append(f"deal {number}, move {ply + 1}: {move} loses a card")
                return problems
        changing = [m for m, _ in rules.children(position)]
        if not changing:
            break
        position = rules.apply(position, rng.choice(changing))
    return problems


def _record_problems(rules: Rules, number: int, rng: random.Random) -> list[str]:
    from .storage.records import from_json, record_of, restore, to_json

    game = Game(rules, number)
    for _ in range(12):
        changing = [m for m, _ in rules.children(game.position)]
        if not changing:
            break
        game.play(rng.choice(changing))
    try:
        text = to_json(record_of(game, program="penguin_qt.testing"))
        back = restore(from_json(text), {rules.id: rules}.__getitem__)
    except Exception as exc:
        return [f"deal {number}: the record does not round-trip: {type(exc).__name__}: {exc}"]
    if back.position != game.position or back.move_count != game.move_count:
        return [f"deal {number}: the record restores another game"]
    return []


def _search_problems(rules: Rules, numbers: Iterable[int], seconds: float, report: Report):
    from .plugins import PluginHost

    entry = PluginHost().solvers().get("search")
    if entry is None:
        return ["the built-in search solver is not installed"]
    search = entry.item
    support = search.supports(rules)
    if not support.handles:
        return [f"the built-in search cannot solve this variant: {support.reason}"]
    problems = []
    decided = 0
    for number in numbers:
        result = run_solver(search, deal(rules, number), rules, Budget(seconds=seconds))
        if result.verdict == UNKNOWN:
            problems.append(
                f"deal {number}: the built-in search did not decide it in {seconds:g} s "
                f"({result.reason})"
            )
        else:
            decided += 1
            report.figures[f"deal {number} {result.verdict} in s"] = round(result.seconds, 3)
    report.figures["deals the search decided"] = decided
    return problems


def _page_problems(rules: Rules, languages: Sequence[str], report: Report) -> list[str]:
    import re

    from . import i18n
    from .ui.dialogs.rules_help import rules_page

    app = _qt_app()
    base = deal(rules, 1).base if rules.wraps else None
    own = [rules.name, rules.description, rules.deal_procedure.description]
    own = [text for text in own if text]
    problems = []
    pages = {}
    for lang in languages:
        translators = i18n.install_translators(app, lang)
        try:
            page = rules_page(rules, base, builtin=False)
            pages[lang] = page
            heads = re.findall(r"<h2>", page)
            if len(heads) != HEADINGS:
                problems.append(f"the rules page in {lang} has {len(heads)} sections, not 9")
        except Exception as exc:
            problems.append(f"the rules page in {lang} fails: {type(exc).__name__}: {exc}")
        finally:
            i18n.remove_translators(app, translators)
    report.figures["languages of the rules page"] = len(pages)
    report.warnings += _translation_gaps(i18n.VARIANT_CONTEXT, own, languages)
    return problems


def check_variant(
    rules: Rules,
    *,
    deals: Iterable[int] = range(1, 101),
    played: int = 10,
    moves: int = 40,
    records: int = 3,
    searched: Iterable[int] = (1, 2),
    search_seconds: float = 20.0,
    languages: Sequence[str] = LANGUAGES,
) -> Report:
    """Check a variant as the program uses it; raise KitError listing every problem.

    - ``deals`` (1-100): each deals 52 distinct cards (0-51), none both on the table and home;
    - the first ``played`` deals: along a random game of up to ``moves`` moves, every move
      the engine offers is legal (``Rules.play``) and keeps the 52 cards;
    - the rules (with their deal procedure) pickle and unpickle to equal rules, as the host
      checks at registration: they are sent to the solver workers, so ``make`` and
      ``requires`` must be module-level functions (not a lambda, not a nested function);
    - ``records`` games saved as a record (penguin_qt.storage.records) and restored give the
      same position (the deal procedure is named by its id);
    - the built-in search decides each of ``searched`` within ``search_seconds``;
    - the rules page (F1) renders, with its nine sections, in each of ``languages`` (Qt
      offscreen); a name or description without a translation is a warning, not a failure.
    """
    report = Report(str(rules.id))
    fields = fields_problem(rules)  # the check Rules and the host make, in the same words
    if fields:
        raise KitError(f"variant {rules.id!r}", [fields])
    problems: list[str] = []
    rng = random.Random(rules.id)
    starts: dict[int, Position] = {}
    dealt = 0
    for number in deals:
        found, position = _deal_problems(rules, number)
        problems += found
        dealt += 1
        if position is not None:
            starts[number] = position
    report.figures["deals checked"] = dealt
    from .plugins.checks import pickle_problem

    sent = pickle_problem(rules)  # the rules go to the solver workers as a pickle
    if sent:
        problems.append(sent)
    offered = 0
    for number in list(starts)[:played]:
        found = _play_problems(rules, number, starts[number], rng, moves)
        problems += found
        offered += 1
    report.figures["games played"] = offered
    for number in list(starts)[:records]:
        problems += _record_problems(rules, number, rng)
    if not problems:  # the search and the page need deals that work
        problems += _search_problems(rules, searched, search_seconds, report)
        problems += _page_problems(rules, languages, report)
    if problems:
        raise KitError(f"variant {rules.id}", problems)
    return report


# -- solvers (the checks themselves: testing_solvers) ---------------------------------------------


def check_solver(
    solver,
    variants: Sequence[Rules] | None = None,
    *,
    deals: Iterable[int] = (1, 2, 3),
    budget: Budget = SOLVE_BUDGET,
    memory_budget: Budget = MEMORY_BUDGET,
    languages: Sequence[str] = LANGUAGES,
) -> Report:
    """Check a solver as the program uses it; raise KitError listing every problem.

    ``variants``: the rules to try it on (default: the installed variants it handles).
    - ``id``, ``name``, ``priority`` (an int), ``availability()`` an ``Availability``,
      ``supports(rules)`` a ``Support``;
    - on each of ``deals`` of each variant it handles, ``solve`` returns a ``SolveResult``
      within ``budget.seconds`` and the host's grace (``penguin_qt.plugins.workers.grace``:
      5 % of the budget, at least 0.25 s), timed as the host times it: wall time from the
      call until the answer is out, the solver's clean-up included; a solution replays
      through the engine;
    - it wins at least one of a few nearly won positions (all the cards home but two or
      four) of each variant it handles, within ``budget``, and calls none of them
      unsolvable; a solver that wins none fails the check;
    - ``cancel`` is honoured: a solve cancelled after 50 ms returns within the host's
      ``CANCEL_GRACE`` (0.5 s);
    - with ``memory_budget`` the Python memory it allocates (tracemalloc's peak) stays within
      ``memory_mb`` (memory a C extension allocates is not seen here; the program's workers
      cap the whole process);
    - a name without a translation into one of ``languages`` is a warning, not a failure.
    """
    sid = getattr(solver, "id", None)
    report = Report(str(sid))
    problems = []
    for attribute in ("id", "name"):
        value = getattr(solver, attribute, None)
        if not isinstance(value, str) or not value:
            problems.append(f"{attribute} must be a non-empty str, not {value!r}")
    priority = getattr(solver, "priority", 0)
    if isinstance(priority, bool) or not isinstance(priority, int):
        problems.append(f"priority must be an int, not {priority!r}")
    availability = solver.availability()
    if not isinstance(availability, Availability):
        problems.append(f"availability() returned {availability!r}, not an Availability")
    elif not availability.available:
        report.warnings.append(f"not available here: {availability.reason}")
        if problems:
            raise KitError(f"solver {sid}", problems)
        return report
    if variants is None:
        from .plugins import PluginHost

        variants = [entry.item for entry in PluginHost().variants().values()]
    handled = []
    for rules in variants:
        support = solver.supports(rules)
        if not isinstance(support, Support):
            problems.append(f"supports({rules.id}) returned {support!r}, not a Support")
        elif support.handles:
            handled.append((rules, support.exact))
    if not handled:
        problems.append("it handles none of the variants it was given")
    if isinstance(getattr(solver, "name", None), str) and solver.name:
        from . import i18n

        report.warnings += _translation_gaps(i18n.SOLVER_CONTEXT, [solver.name], languages)
    numbers = list(deals)
    for rules, exact in handled:
        problems += easy_problems(solver, rules, budget, report)
        for number in numbers:
            problems += solve_problems(solver, rules, number, budget, report, exact)
    if handled and numbers:
        rules = handled[0][0]
        problems += cancel_problems(solver, rules, numbers[0])
        problems += memory_problems(solver, rules, numbers[0], memory_budget, report)
    report.figures["variants tried"] = len(handled)
    if problems:
        raise KitError(f"solver {sid}", problems)
    return report

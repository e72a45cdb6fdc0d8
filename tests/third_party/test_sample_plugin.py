"""The third-party example of docs/plugins.md, installed as a real distribution: its variants
(one with a deal procedure of its own) and its solver work through the host and the CLI, and
the page shows exactly this code."""

from __future__ import annotations

import importlib.metadata
import importlib.util
from html import unescape
from pathlib import Path

from shared import run_cli

from penguin_qt.engine import deal, format_position, microsoft_order, parse_card, row_by_row
from penguin_qt.plugins import ENTRY_POINT_GROUP, PluginHost
from penguin_qt.solving import SOLVED, UNKNOWN, Budget, run_solver, verify_solution

HERE = Path(__file__).parent
DOCS = HERE.parent.parent / "docs" / "plugins.md"


def test_the_documentation_shows_the_example_as_it_is():
    page = DOCS.read_text(encoding="utf-8")
    for source in (HERE / "penguin_qt_sample" / "__init__.py", HERE / "pyproject.toml"):
        assert source.read_text(encoding="utf-8").strip() in page, source.name


def test_the_example_registers_its_variants_and_solver_under_its_own_names(
    sample_plugin_installed,
):
    host = PluginHost()
    assert host.plugins["sample"].state == "active"
    ids = ("penguin_qt_sample.penguin-4", "penguin_qt_sample.forecell")
    for variant_id in ids:
        assert host.variants()[variant_id].source == "penguin-qt-sample 1.0"
    assert host.solvers()["penguin_qt_sample.greedy"].plugin == "sample"


def test_the_forecell_deal_fills_the_cells_with_microsofts_last_four_cards(
    sample_plugin_installed,
):
    rules = PluginHost().rules("penguin_qt_sample.forecell")
    order = microsoft_order(617)
    position = deal(rules, 617)
    assert position.columns == row_by_row(order[:48], 8)
    assert position.cells == tuple(order[48:])
    assert rules.deal_procedure.name == "ForeCell" and not rules.wraps


def test_the_greedy_solver_wins_an_easy_game_and_says_unknown_when_stuck(
    sample_plugin_installed,
):
    host = PluginHost()
    rules = host.rules("penguin_qt_sample.penguin-4")
    greedy = host.solvers()["penguin_qt_sample.greedy"].item
    nearly = deal(rules, 1)._replace(
        columns=((parse_card("QS"), parse_card("KS")), *((),) * 6),
        cells=(None,) * 4,
        foundations=(13, 13, 13, 11),
        base=1,
    )
    result = run_solver(greedy, nearly, rules, Budget(seconds=5))
    assert result.verdict == SOLVED and result.solver == "penguin_qt_sample.greedy"
    verify_solution(nearly, rules, result.moves)
    stuck = run_solver(greedy, deal(rules, 1), rules, Budget(seconds=5, states=3))
    assert stuck.verdict == UNKNOWN and "budget" in stuck.reason


def test_the_command_line_takes_the_example_variant_from_the_position(
    sample_plugin_installed, monkeypatch
):
    rules = PluginHost().rules("penguin_qt_sample.forecell")
    text = format_position(deal(rules, 3), rules)
    code, out, err = run_cli(monkeypatch, ["moves"], text)
    assert code == 0 and err == ""
    assert len(out.splitlines()) == len(rules.legal_moves(deal(rules, 3)))


def test_the_example_brings_its_german_translations_and_the_rules_page_speaks_german(
    sample_plugin_installed, qapp
):
    from penguin_qt import i18n
    from penguin_qt.ui.dialogs.rules_help import rules_page

    assert [p.name for p in i18n.plugin_translations("de")] == ["penguin_qt_sample_de.qm"]
    assert i18n.plugin_translations("nl") == []
    rules = PluginHost().rules("penguin_qt_sample.forecell")
    english = unescape(rules_page(rules, builtin=False))
    translators = i18n.install_translators(qapp, "de")
    try:
        german = unescape(rules_page(rules, builtin=False))
        name = i18n.variant_name("Penguin, 4 flippers")
    finally:
        i18n.remove_translators(qapp, translators)
    assert rules.description in english and rules.deal_procedure.description in english
    assert "Microsofts Austeilung: 48 Karten Reihe für Reihe" in german
    assert "FreeCell, bei dem das Austeilen die freien Zellen füllt" in german
    assert rules.description not in german and rules.deal_procedure.description not in german
    assert name == "Penguin, 4 Flipper"


def test_the_example_passes_the_kit(sample_plugin_installed, qapp):
    from penguin_qt.testing import check_solver, check_variant

    host = PluginHost()
    for variant_id in ("penguin_qt_sample.penguin-4", "penguin_qt_sample.forecell"):
        report = check_variant(host.rules(variant_id))
        assert report.figures["languages of the rules page"] == 5
    forecell = check_variant(host.rules("penguin_qt_sample.forecell"), languages=("de",))
    assert forecell.warnings == []  # every sentence of its own is translated into German
    greedy = host.solvers()["penguin_qt_sample.greedy"].item
    assert check_solver(greedy, [host.rules("penguin_qt_sample.penguin-4")]).figures


def test_the_translations_are_looked_for_in_the_plugins_of_others_only(
    sample_plugin_installed, monkeypatch
):
    """The built-in plugins' words are in Penguin Qt's own files (none of their packages has
    a translations folder); the start locates only the packages of other distributions."""
    from penguin_qt import i18n
    from penguin_qt.plugins.entry_points import entry_points, is_own

    ours = importlib.metadata.entry_points(group=ENTRY_POINT_GROUP)
    found = entry_points(ENTRY_POINT_GROUP)
    own = {ep.module for ep in found if is_own(ep)}
    assert own == {ep.module for ep in ours if ep.dist.name == "penguin-qt"}
    assert len(own) == 8 and "penguin_qt_sample" not in own
    assert all(is_own(ep) for ep in ours if ep.dist.name == "penguin-qt")
    for module in own:
        folders = importlib.util.find_spec(module.split(".")[0]).submodule_search_locations
        assert not any((Path(f) / i18n.PLUGIN_TRANSLATIONS).exists() for f in folders)

    located = []
    find_spec = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: located.append(name) or find_spec(name, *a)
    )
    assert [p.name for p in i18n.plugin_translations("de")] == ["penguin_qt_sample_de.qm"]
    assert located == ["penguin_qt_sample"]

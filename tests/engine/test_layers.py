"""The shape of the code: the import-linter contracts of pyproject.toml hold, and no module
of the program imports itself back through others (no import cycle at all)."""

from __future__ import annotations

from pathlib import Path

import grimp
import pytest
from importlinter.cli import lint_imports

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = (
    "penguin_qt",
    "penguin_qt_penguin",
    "penguin_qt_eightoff",
    "penguin_qt_freecell",
    "penguin_qt_bakers",
    "penguin_qt_seahaven",
    "penguin_qt_search",
    "penguin_qt_fcsolve",
)


def test_the_import_contracts_hold(monkeypatch, capsys):
    monkeypatch.chdir(ROOT)
    status = lint_imports(config_filename=str(ROOT / "pyproject.toml"), no_cache=True, no_logo=True)
    out = capsys.readouterr().out
    assert status == 0, out
    assert "0 broken" in out


@pytest.fixture(scope="module")
def graph():
    return grimp.build_graph(*PACKAGES, exclude_type_checking_imports=True)


def test_no_module_imports_itself_back(graph):
    cycles = []
    for importer in sorted(graph.modules):
        for imported in sorted(graph.find_modules_directly_imported_by(importer)):
            back = graph.find_shortest_chain(importer=imported, imported=importer)
            if back:
                cycles.append(" -> ".join((importer, *back)))
    assert cycles == []


def test_the_cycle_check_would_see_a_cycle():
    # The check above is only worth something if a cycle it looks for can be found.
    graph = grimp.build_graph("penguin_qt", exclude_type_checking_imports=True)
    graph.add_import(importer="penguin_qt.engine.cards", imported="penguin_qt.engine.game")
    back = graph.find_shortest_chain(
        importer="penguin_qt.engine.game", imported="penguin_qt.engine.cards"
    )
    assert back is not None and back[0] == "penguin_qt.engine.game"


def test_no_class_is_spread_over_modules():
    """Composition, not mixins: a class has one base of its own (a Qt class, a base of the
    same kind), never parts of itself from other modules joined as bases, and no method
    annotates ``self`` to reach into another class."""
    import ast

    joined, reaching = [], []
    for path in (ROOT / "penguin_qt").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                bases = [ast.unparse(b) for b in node.bases]
                bases = [b for b in bases if not b.startswith(("Generic", "Protocol"))]
                if len(bases) > 1:
                    joined.append(f"{path.name}: {node.name}({', '.join(bases)})")
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                first = node.args.args[0] if node.args.args else None
                if first is not None and first.arg == "self" and first.annotation is not None:
                    reaching.append(f"{path.name}: {node.name}")
    assert joined == [] and reaching == []

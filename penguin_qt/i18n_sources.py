"""The texts to translate, found in the sources (no Qt): what ``N_`` marks, the variants'
and deal procedures' words, the solvers' names and the window's small translation helpers.
``penguin_qt.i18n update`` collects the program's, ``plugin-update`` a plugin's."""

from __future__ import annotations

import ast
from pathlib import Path


def _trees(paths: list[Path]):
    for path in paths:
        yield ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _first_literal(node: ast.AST) -> str | None:
    """The first argument of a call when it is a string literal."""
    if isinstance(node, ast.Call) and node.args:
        arg = node.args[0]
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            return arg.value
    return None


def _called_name(node: ast.AST) -> str | None:
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return node.func.id
    return None


def engine_strings(paths: list[Path], marker: str = "N_") -> list[str]:
    """Every string literal passed to ``N_`` (or ``marker``) in these files, in order,
    without repeats."""
    found: dict[str, None] = {}
    for tree in _trees(paths):
        for node in ast.walk(tree):
            text = _first_literal(node)
            if text is not None and _called_name(node) == marker:
                found[text] = None
    return list(found)


def _returned_texts(function: ast.FunctionDef) -> list[str]:
    """The non-empty string literals a function can return (``requires``: "" or what the
    rules lack), wherever they stand in its ``return`` expressions."""
    found = []
    for node in ast.walk(function):
        if isinstance(node, ast.Return) and node.value is not None:
            for part in ast.walk(node.value):
                if isinstance(part, ast.Constant) and isinstance(part.value, str) and part.value:
                    found.append(part.value)
    return found


def _deal_texts(node: ast.Call, functions: dict[str, ast.FunctionDef]) -> list[str]:
    """What the player reads of a ``DealProcedure(...)``: its name (the second argument or
    ``name=``), its description and what its ``requires`` function (a function of the same
    module) says the rules lack."""
    texts = []
    if len(node.args) > 1 and isinstance(node.args[1], ast.Constant):
        texts.append(node.args[1].value)
    requires = node.args[4] if len(node.args) > 4 else None
    for kw in node.keywords:
        if kw.arg in ("name", "description") and isinstance(kw.value, ast.Constant):
            texts.append(kw.value.value)
        elif kw.arg == "requires":
            requires = kw.value
    if isinstance(requires, ast.Name) and requires.id in functions:
        texts += _returned_texts(functions[requires.id])
    return [text for text in texts if isinstance(text, str) and text]


def variant_names(paths: list[Path]) -> list[str]:
    """The ``name=`` and ``description=`` of every ``Rules(...)``, and the name, the
    description and the ``requires`` messages of every ``DealProcedure(...)``, in ``paths``
    (the built-in plugins, or one plugin's sources)."""
    names: dict[str, None] = {}
    for tree in _trees(paths):
        functions = {n.name: n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
        for node in ast.walk(tree):
            if _called_name(node) == "DealProcedure":
                assert isinstance(node, ast.Call)
                for text in _deal_texts(node, functions):
                    names[text] = None
                continue
            if isinstance(node, ast.Call) and (
                _called_name(node) == "Rules"
                or (
                    isinstance(node.func, ast.Attribute)
                    and node.func.attr in ("replace", "with_params")
                )
            ):
                for kw in node.keywords:
                    value = kw.value.value if isinstance(kw.value, ast.Constant) else None
                    if kw.arg in ("name", "description") and isinstance(value, str):
                        names[value] = None
    return list(names)


def solver_names(paths: list[Path]) -> list[str]:
    """The ``name = "..."`` of every class in the built-in plugins that also has an ``id``
    (a solver)."""
    names: dict[str, None] = {}
    for tree in _trees(paths):
        for node in ast.walk(tree):
            if not isinstance(node, ast.ClassDef):
                continue
            values = {}
            for stmt in node.body:
                if (
                    isinstance(stmt, ast.Assign)
                    and len(stmt.targets) == 1
                    and isinstance(stmt.targets[0], ast.Name)
                    and isinstance(stmt.value, ast.Constant)
                    and isinstance(stmt.value.value, str)
                ):
                    values[stmt.targets[0].id] = stmt.value.value
            if "id" in values and "name" in values:
                names[values["name"]] = None
    return list(names)


def _translator_context(node: ast.AST | None) -> str | None:
    """The literal context of ``QCoreApplication.translate("Context", text)``, if ``node``
    is such a call."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "translate"
    ):
        return _first_literal(node)
    return None


def _helpers(tree: ast.AST) -> dict[str, str]:
    """Name to context of a module's small translation helpers: a function or a lambda whose
    body is ``QCoreApplication.translate("Ctx", text)``."""
    helpers: dict[str, str] = {}
    for node in ast.walk(tree):
        name, body = None, None
        if isinstance(node, ast.FunctionDef) and len(node.body) == 1:
            name = node.name
            if isinstance(node.body[0], ast.Return):
                body = node.body[0].value
        elif (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and isinstance(node.value, ast.Lambda)
        ):
            name, body = node.targets[0].id, node.value.body
        context = _translator_context(body)
        if name and context:
            helpers[name] = context
    return helpers


def helper_strings(paths: list[Path]) -> list[tuple[str, str]]:
    """(context, text) for every call, with a literal text, of a module's small translation
    helpers (lupdate does not follow them)."""
    found: dict[tuple[str, str], None] = {}
    for tree in _trees(paths):
        helpers = _helpers(tree)
        for node in ast.walk(tree):
            name, text = _called_name(node), _first_literal(node)
            if name in helpers and text is not None:
                found[(helpers[name], text)] = None
    return list(found)

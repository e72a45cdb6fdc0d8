"""Write docs/api.md, the API reference of the plugin API, from the docstrings themselves.

``python docs/make_api.py`` rewrites the file; ``python docs/make_api.py --check`` says
whether it is up to date and which public name has no docstring (the tests run both checks,
so the reference cannot drift from the code).  The public names are each module's
``__all__``; for a class, its public methods and properties as well.
"""

from __future__ import annotations

import importlib
import inspect
import sys
from pathlib import Path

MODULES = (
    "penguin_qt.engine",
    "penguin_qt.hookspecs",
    "penguin_qt.solving",
    "penguin_qt.solving.lines",
    "penguin_qt.testing",
)
# The program's own helpers that the solving package also exports: not plugin API.
LEFT_OUT = {"penguin_qt.solving": {"Hint", "SolutionCache", "quick_hint"}}
OUT = Path(__file__).with_name("api.md")


def _public(module) -> list[str]:
    names = getattr(module, "__all__", None)
    if names is None:
        names = [n for n, v in vars(module).items() if not n.startswith("_") and callable(v)]
        names = [n for n in names if getattr(vars(module)[n], "__module__", "") == module.__name__]
    return sorted(set(names) - LEFT_OUT.get(module.__name__, set()))


def _members(cls) -> list[tuple[str, object]]:
    """The public methods and properties a class defines itself (not those of tuple)."""
    out = []
    for name, value in vars(cls).items():
        if name.startswith("_"):
            continue
        if isinstance(value, property | staticmethod | classmethod) or inspect.isfunction(value):
            out.append((name, value))
    return out


def _doc(value) -> str:
    if isinstance(value, property):
        value = value.fget
    if isinstance(value, staticmethod | classmethod):
        value = value.__func__
    return inspect.cleandoc(value.__doc__ or "") if getattr(value, "__doc__", None) else ""


def _signature(name: str, value) -> str:
    target = value.__func__ if isinstance(value, staticmethod | classmethod) else value
    try:
        return f"{name}{inspect.signature(target)}"
    except (TypeError, ValueError):
        return name


def _is_constant(value) -> bool:
    return not (inspect.isclass(value) or callable(value))


def reference() -> tuple[str, list[str]]:
    """The text of docs/api.md, and the public names that have no docstring."""
    lines = [
        "# API reference",
        "",
        "Generated from the docstrings by `python docs/make_api.py`; do not edit by hand. "
        "[plugins.md](plugins.md) explains how the parts fit together, with examples.",
        "",
    ]
    missing: list[str] = []
    for module_name in MODULES:
        module = importlib.import_module(module_name)
        lines += [f"## `{module_name}`", "", inspect.cleandoc(module.__doc__ or ""), ""]
        if not module.__doc__:
            missing.append(module_name)
        for name in _public(module):
            value = getattr(module, name)
            qualified = f"{module_name}.{name}"
            if _is_constant(value):
                if isinstance(value, int | str | float | tuple):
                    lines += [f"### `{name}` = `{value!r}`", ""]
                else:  # an object whose repr names an address: its type and id
                    shown = f" `{value.id!r}`" if hasattr(value, "id") else ""
                    lines += [f"### `{name}`: a `{type(value).__name__}`{shown}", ""]
                continue
            lines += [f"### `{_signature(name, value)}`", ""]
            doc = _doc(value)
            if not doc:
                missing.append(qualified)
            lines += [doc, ""] if doc else []
            if inspect.isclass(value):
                for member, attr in _members(value):
                    sig = member if isinstance(attr, property) else _signature(member, attr)
                    lines += [
                        f"- **`{sig}`**" + ("  (property)" if isinstance(attr, property) else "")
                    ]
                    member_doc = _doc(attr)
                    if member_doc:
                        lines += ["", "  " + member_doc.replace("\n", "\n  "), ""]
                    else:
                        missing.append(f"{qualified}.{member}")
                lines += [""]
    text = "\n".join(lines).rstrip() + "\n"
    while "\n\n\n" in text:
        text = text.replace("\n\n\n", "\n\n")
    return text, missing


def main(argv: list[str]) -> int:
    text, missing = reference()
    if "--check" in argv:
        stale = not OUT.is_file() or OUT.read_text(encoding="utf-8") != text
        for name in missing:
            print(f"no docstring: {name}", file=sys.stderr)
        if stale:
            print(f"{OUT.name} is out of date: run python docs/make_api.py", file=sys.stderr)
        return 1 if stale or missing else 0
    OUT.write_text(text, encoding="utf-8")
    for name in missing:
        print(f"no docstring: {name}", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

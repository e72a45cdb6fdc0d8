"""The documentation cannot drift: docs/api.md is what docs/make_api.py makes from the
docstrings, every public name has a docstring, and every Python block of docs/plugins.md
runs."""

from __future__ import annotations

import re
import runpy
from pathlib import Path

DOCS = Path(__file__).parent.parent.parent / "docs"


def _make_api():
    return runpy.run_path(str(DOCS / "make_api.py"), run_name="make_api")


def test_the_api_reference_is_generated_from_the_docstrings_as_committed():
    text, _ = _make_api()["reference"]()
    assert (DOCS / "api.md").read_text(encoding="utf-8") == text, "run python docs/make_api.py"


def test_every_public_name_of_the_plugin_api_has_a_docstring():
    _, missing = _make_api()["reference"]()
    assert missing == []


def test_the_reference_names_the_new_engine_features():
    text = (DOCS / "api.md").read_text(encoding="utf-8")
    for name in ("ROWS_DEAL", "check_variant", "check_solver", "rank_of", "CancelToken"):
        assert f"`{name}" in text, name


def python_blocks(page: str) -> list[str]:
    return re.findall(r"^```python\n(.*?)^```", page, flags=re.MULTILINE | re.DOTALL)


def test_every_python_block_of_the_plugin_page_runs(qapp, capsys):
    page = (DOCS / "plugins.md").read_text(encoding="utf-8")
    blocks = python_blocks(page)
    assert len(blocks) >= 10
    namespace: dict = {"__name__": "docs_example"}
    for number, block in enumerate(blocks, 1):
        code = compile(block, f"docs/plugins.md, Python block {number}", "exec")
        exec(code, namespace)
    assert "refused:" in capsys.readouterr().out


def test_a_block_that_fails_is_caught(qapp):
    broken = "```python\nassert 1 + 1 == 3\n```\n"
    (block,) = python_blocks(broken)
    try:
        exec(compile(block, "broken", "exec"), {})
    except AssertionError:
        return
    raise AssertionError("a failing block ran")


def test_the_page_tells_how_to_install_into_pipx_and_to_restart():
    page = (DOCS / "plugins.md").read_text(encoding="utf-8")
    assert "pipx inject penguin-qt" in page and "restart the program" in page
    assert "target_kind != 2" not in page


def test_the_readme_and_the_formats_name_the_installed_version():
    from importlib.metadata import version

    readme = (DOCS.parent / "README.md").read_text(encoding="utf-8")
    formats = (DOCS / "formats.md").read_text(encoding="utf-8")
    installed = version("penguin-qt")
    assert f"penguin_qt-{installed}-py3-none-any.whl" in readme
    assert f'"program": "Penguin Qt {installed}"' in formats


def test_the_page_says_what_turning_a_plugin_off_does_and_that_it_is_true(
    tmp_path, monkeypatch, capsys
):
    """At once, in the window; penguin-solve does not read the window's settings: a plugin
    the window turned off is still listed there (as the page says)."""
    page = " ".join((DOCS / "plugins.md").read_text(encoding="utf-8").split())
    assert "again from the next start" not in page
    assert "turns it off or on **at once** (OK or Apply)" in page
    assert "`penguin-solve` does not read the window's settings" in page
    from penguin_qt.cli import main
    from penguin_qt.ui.keeping.settings import Preferences

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    Preferences(disabled_plugins=["eight-off"]).save()
    assert main(["variants"]) == 0
    assert "eight-off\t" in capsys.readouterr().out


def test_every_link_between_the_pages_finds_its_page():
    """The README and docs/ link to each other by relative paths: none may point nowhere."""
    pages = [DOCS.parent / "README.md", *DOCS.glob("*.md")]
    broken = []
    for page in pages:
        for target in re.findall(r"\]\(([^)#:]+?\.(?:md|py|png))(?:#[^)]*)?\)", page.read_text()):
            if not (page.parent / target).exists():
                broken.append(f"{page.name}: {target}")
    assert broken == []

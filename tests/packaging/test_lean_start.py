"""What the start turns off for its speed: PySide6's import hook, taken out once, and only
PySide6's own (in fresh processes: the hook is put in by PySide6's first import)."""

from __future__ import annotations

import subprocess
import sys

import pytest

READ = """
import PySide6.support.feature as feature
read = []
feature._mod_uses_pyside = lambda module: read.append(module.__name__) or True
import json, csv
"""


def _run(code: str) -> str:
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


@pytest.mark.parametrize("taken_out", [False, True], ids=["as PySide6 leaves it", "taken out"])
def test_the_import_hook_reads_no_module_once_taken_out(taken_out):
    """As PySide6 leaves it, each module imported after it is looked at (its source read)
    for PySide6's ``__feature__`` switches; once taken out, none is."""
    code = (
        "import builtins\n"
        "from penguin_qt.ui.lean_start import plain_imports\n"
        "import PySide6.QtCore\n"
        "assert builtins.__import__ is builtins.__feature_import__\n"
        + ("assert plain_imports() is True\n" if taken_out else "")
        + READ
        + "print(sorted(set(read) & {'json', 'csv'}))\n"
    )
    assert _run(code) == ("[]" if taken_out else "['csv', 'json']")


def test_the_hook_is_taken_out_once_and_only_pyside6s():
    code = (
        "import builtins\n"
        "from penguin_qt.ui.lean_start import plain_imports\n"
        # PySide6 not loaded yet: plain_imports loads it, then takes its hook out
        "assert plain_imports() is True\n"
        "assert builtins.__import__ is builtins.__orig_import__\n"
        "assert plain_imports() is False\n"  # nothing left to take out
        # an import hook of someone else's (a debugger, a profiler) stays where it is
        "theirs = lambda *a, **k: builtins.__orig_import__(*a, **k)\n"
        "builtins.__import__ = theirs\n"
        "assert plain_imports() is False and builtins.__import__ is theirs\n"
        "import json\n"
        "print('ok')\n"
    )
    assert _run(code) == "ok"

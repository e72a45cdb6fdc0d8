"""Types for plugin authors: the package is marked typed (``py.typed``) and the hooks' callbacks
are typed, so mypy checks a plugin against the installed program, as docs/plugins.md says."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import penguin_qt

PACKAGE = Path(penguin_qt.__file__).parent

WRONG = """
    from __future__ import annotations

    from penguin_qt.engine import Rules
    from penguin_qt.hookspecs import RegisterSolvers, RegisterVariants, hookimpl


    @hookimpl
    def register_variants(register: RegisterVariants) -> None:
        register(Rules(id="p.x", name="X", build="diagonal"))
        register("not a rules record")


    @hookimpl
    def register_solvers(register: RegisterSolvers) -> None:
        register(5)
"""

RIGHT = """
    from __future__ import annotations

    from penguin_qt.engine import Position, Rules
    from penguin_qt.hookspecs import RegisterSolvers, RegisterVariants, hookimpl
    from penguin_qt.solving import (
        UNKNOWN, Availability, Budget, CancelToken, SolveResult, Support,
    )


    class Idle:
        id = "p.idle"
        name = "Idle"
        priority = 0

        def availability(self) -> Availability:
            return Availability(True)

        def supports(self, rules: Rules) -> Support:
            return Support(True)

        def solve(
            self, position: Position, rules: Rules, budget: Budget, cancel: CancelToken
        ) -> SolveResult:
            return SolveResult(UNKNOWN)


    @hookimpl
    def register_variants(register: RegisterVariants) -> None:
        register(Rules(id="p.x", name="X", build="alternate"))


    @hookimpl
    def register_solvers(register: RegisterSolvers) -> None:
        register(Idle())
"""


def mypy(tmp_path: Path, source: str) -> tuple[int, str]:
    """mypy on a plugin module, with Penguin Qt installed beside it as a package (not as
    source of the plugin's own: so it is read only if it says it is typed)."""
    site = tmp_path / "site"
    site.mkdir(exist_ok=True)
    if not (site / "penguin_qt").exists():
        (site / "penguin_qt").symlink_to(PACKAGE)
    plugin = tmp_path / "plugin.py"
    plugin.write_text(textwrap.dedent(source))
    env = dict(os.environ, PYTHONPATH=str(site))
    env.pop("MYPYPATH", None)
    out = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-incremental", "--strict", "plugin.py"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    return out.returncode, out.stdout + out.stderr


def test_the_package_says_it_is_typed():
    assert (PACKAGE / "py.typed").is_file()


def test_mypy_checks_a_plugins_registrations_against_the_installed_program(tmp_path):
    code, out = mypy(tmp_path, WRONG)
    assert code == 1, out
    assert "missing library stubs or py.typed marker" not in out
    assert 'Argument "build" to "Rules" has incompatible type' in out
    assert 'Argument 1 has incompatible type "str"; expected "Rules"' in out
    assert 'Argument 1 has incompatible type "int"; expected "Solver"' in out
    code, out = mypy(tmp_path, RIGHT)
    assert code == 0, out

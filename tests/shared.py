"""Helpers more than one test folder needs (importable from every test: tests/ is on the path)."""

from __future__ import annotations

import dataclasses
import io
import shutil
import sys
from pathlib import Path

from penguin_qt.cli import main
from penguin_qt.engine import CELL, IllegalMoveError, Move, Position, Rules

# Every variant the built-in plugins register, in registration order per plugin.
PENGUIN_FAMILY_IDS = (
    "penguin",
    "relaxed-penguin",
    "penguin-6",
    "penguin-5",
    "penguin-3",
    "penguin-0",
)
# The open patiences of plugins/penguin_qt_open, written against the rule contract only.
OPEN_PATIENCE_IDS = (
    "penguin_qt_open.forecell",
    "penguin_qt_open.beleaguered-castle",
    "penguin_qt_open.streets-and-alleys",
    "penguin_qt_open.bakers-dozen",
)
BUILT_IN_VARIANT_IDS = (
    *PENGUIN_FAMILY_IDS,
    "eight-off",
    "freecell",
    "bakers-game",
    "seahaven-towers",
    *OPEN_PATIENCE_IDS,
)


# The third-party example's variants (tests/third_party, installed by the
# ``sample_plugin_installed`` fixture).
SAMPLE_VARIANTS = ("penguin_qt_sample.penguin-4", "penguin_qt_sample.forecell")


class FakeClock:
    """A clock for ``Game(clock=...)`` that stands still until a test moves ``now``."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def with_fake_clock(window) -> FakeClock:
    """A window's game on a :class:`FakeClock` (the game reads its clock in seconds)."""
    clock = FakeClock()
    window.controller.game._clock = clock
    return clock


def first_move(window) -> Move:
    """The first legal move of the window's game."""
    c = window.controller
    return next(iter(c.rules.legal_moves(c.position)))


def offered_variants() -> list[str]:
    """Every variant of the installed host, and the third-party example's."""
    from penguin_qt.plugins import PluginHost

    return sorted(PluginHost().variants()) + list(SAMPLE_VARIANTS)


@dataclasses.dataclass(frozen=True, slots=True)
class NoCells(Rules):
    """A plugin's subclass of Rules with a check of its own (one of the operations of the
    rule contract): nothing goes to a cell."""

    def check(self, position: Position, move: Move) -> None:
        if move.target_kind == CELL:
            raise IllegalMoveError("No cells here")
        Rules.check(self, position, move)


def no_cells(rules: Rules) -> NoCells:
    """``rules`` as a NoCells."""
    return NoCells(**{f.name: getattr(rules, f.name) for f in dataclasses.fields(Rules)})


def all_cards(position: Position) -> list[int]:
    """Every card of a position: those home (by the foundation counts), in columns, in cells."""
    home = [c for c in range(52) if position.card_at_foundation(c)]
    tableau = [c for col in position.columns for c in col]
    held = [c for c in position.cells if c is not None]
    return home + tableau + held


def run_cli(monkeypatch, argv: list[str], stdin: str | bytes = "") -> tuple[int, str, str]:
    """``penguin-solve`` run in this process: (exit status, standard output, standard error)."""
    raw = stdin.encode() if isinstance(stdin, str) else stdin
    out, err = io.StringIO(), io.StringIO()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8"))
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    try:
        code = main(argv)
    except SystemExit as exc:
        code = exc.code
    return code, out.getvalue(), err.getvalue()


# Put first in a program's start-up code (a solver worker's, or the window's): the POSIX-only
# features it relies on are taken away, as on a platform that lacks them.
WITHOUT_FEATURES = """
import builtins, ctypes, os, resource
def _no_libc(*args, **kwargs):
    raise OSError("no prctl on this system")
ctypes.CDLL = _no_libc
del resource.RLIMIT_AS
_open = builtins.open
def _no_proc(file, *args, **kwargs):
    if str(file).startswith("/proc"):
        raise FileNotFoundError(file)
    return _open(file, *args, **kwargs)
builtins.open = _no_proc
del os.killpg
"""


def install_distribution(
    site: Path, package_dir: Path, dist: str, entry: str, version: str = "0.1"
) -> None:
    """Copy a plugin package into ``site`` with a dist-info naming its entry point, as pip
    would leave it; the plugin host finds it through the entry point group like any other."""
    shutil.copytree(package_dir, site / package_dir.name)
    info = site / f"{dist.replace('-', '_')}-{version}.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: {version}\n")
    (info / "entry_points.txt").write_text(f"[penguin_qt]\n{entry} = {package_dir.name}\n")


def largest_difference(a, b, width: int | None = None, height: int | None = None, step: int = 1):
    """The largest difference in one channel (alpha too) between the QImages ``a`` and
    ``b`` over their first ``width`` x ``height`` pixels (all of ``a`` by default), every
    ``step``-th pixel each way."""
    width = a.width() if width is None else width
    height = a.height() if height is None else height
    worst = 0
    for y in range(0, height, step):
        for x in range(0, width, step):
            pa, pb = a.pixelColor(x, y), b.pixelColor(x, y)
            worst = max(worst, *(abs(u - v) for u, v in zip(pa.getRgb(), pb.getRgb(), strict=True)))
    return worst

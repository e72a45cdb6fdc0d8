"""Move generation against a golden trace: the same moves, counted and ordered the same way,
in every built-in variant and some free parameters (recorded before move generation was
made fast, so the faster code is held to the same moves)."""

from __future__ import annotations

from pathlib import Path

import pytest

from penguin_qt.engine import deal

GOLDEN = Path(__file__).parent.parent / "golden"


def trace_cases():
    for line in (GOLDEN / "movegen-trace.txt").read_text().splitlines():
        if line and not line.startswith("#"):
            head, leaves = line.split(" / ")
            variant_id, params, number, *counts = head.split()
            yield variant_id, params, int(number), [int(c) for c in counts], int(leaves)


@pytest.mark.parametrize("case", list(trace_cases()), ids=lambda c: f"{c[0]}[{c[1]}]-{c[2]}")
def test_move_generation_follows_its_golden_trace(case, variant):
    variant_id, params, number, counts, leaves = case
    changes = dict(p.split("=") for p in params.split(",")) if params != "-" else {}
    if "cells" in changes:
        changes["cells"] = int(changes["cells"])
    rules = variant(variant_id).with_params(**changes)
    position = deal(rules, number)
    seen = []
    for i in range(len(counts)):
        moves = list(rules.iter_legal_moves(position, cell_shuffles=False))
        seen.append(len(moves))
        if not moves:
            break
        position = rules.apply(position, moves[(7 * i + number) % len(moves)])
    assert seen == counts
    assert sum(len(rules.children(child)) for _, child in rules.children(position)) == leaves

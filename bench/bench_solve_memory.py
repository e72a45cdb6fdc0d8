"""Peak memory of one solve within a 10-second budget.

Each case runs in a fresh subprocess; the figure is the subprocess's peak resident set size
(``resource.getrusage``), next to its size right after the imports, so the difference is what
the solve itself took.  The cases are deals that spend the whole budget or come close: the
worst case for memory.

    python bench/bench_solve_memory.py [--budget 10]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

CASES = [
    # (variant, parameters, deal, solver)
    ("freecell", {}, 11982, "search"),
    ("freecell", {}, 11982, "fc-solve"),
    ("penguin", {}, 5261, "search"),
    ("penguin-3", {}, 1, "search"),
    ("penguin", {"run_limit": "unlimited"}, 59, "search"),
]

CHILD = """
import json, resource, sys
from penguin_qt.engine import deal
from penguin_qt.plugins import PluginHost
from penguin_qt.solving import Budget, run_solver
variant, params, number, solver_id, budget = json.loads(sys.argv[1])
host = PluginHost()
rules = host.rules(variant).with_params(**params)
solver = host.solvers()[solver_id].item
start = deal(rules, number)
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
result = run_solver(solver, start, rules, Budget(seconds=budget))
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps([result.verdict, result.states, result.seconds, before, peak]))
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--budget", type=float, default=10.0)
    args = parser.parse_args()
    worst = 0
    for variant, params, number, solver_id in CASES:
        arg = json.dumps([variant, params, number, solver_id, args.budget])
        done = subprocess.run(
            [sys.executable, "-c", CHILD, arg], capture_output=True, text=True, check=False
        )
        if done.returncode != 0:
            print(f"{variant} {number} {solver_id}: failed: {done.stderr.strip()[-200:]}")
            continue
        verdict, states, seconds, before, peak = json.loads(done.stdout)
        worst = max(worst, peak)
        label = variant + "".join(f" {k}={v}" for k, v in params.items())
        print(
            f"{label}, deal {number}, {solver_id}: {verdict}, {states:,} states in "
            f"{seconds:.1f} s; peak {peak / 1024:.0f} MiB (after imports {before / 1024:.0f} "
            f"MiB, the solve {(peak - before) / 1024:.0f} MiB)",
            flush=True,
        )
    print(f"# worst peak: {worst / 1024:.0f} MiB (limit 1024 MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The built-in search's fast path before and after a change, on the same deals, in one
process, taking turns deal by deal (so both see the same machine load).

    nice python bench/bench_fast_path.py OLD_PACKAGE_DIR --variant penguin --deals 1-300

``OLD_PACKAGE_DIR`` is a copy of ``plugins/penguin_qt_search`` as it was (``git show
REV:plugins/penguin_qt_search/<file>`` for its three modules), loaded under another name
beside the one installed.  Prints, for each, the states per deal (equal when the search is
the same), the CPU time in all and the median per deal, and their ratio.
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import sys
import time
from pathlib import Path

from penguin_qt.engine import deal
from penguin_qt.plugins import PluginHost
from penguin_qt.solving import Budget, CancelToken


def load(folder: str):
    path = Path(folder) / "__init__.py"
    spec = importlib.util.spec_from_file_location(
        "old_search", path, submodule_search_locations=[str(path.parent)]
    )
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules["old_search"] = module
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module.SearchSolver()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old")
    parser.add_argument("--variant", default="penguin")
    parser.add_argument("--deals", default="1-300")
    args = parser.parse_args()
    host = PluginHost()
    rules = host.rules(args.variant)
    new = host.solvers()["search"].item
    old = load(args.old)
    first, last = map(int, args.deals.split("-"))
    cpu: dict[str, list[float]] = {"before": [], "after": []}
    differ = 0
    for number in range(first, last + 1):
        start = deal(rules, number)
        states = {}
        for name, solver in (("before", old), ("after", new)):
            began = time.process_time()
            result = solver.solve(start, rules, Budget(seconds=30), CancelToken())
            cpu[name].append(time.process_time() - began)
            states[name] = (result.verdict, result.states)
        differ += states["before"] != states["after"]
    for name, times in cpu.items():
        print(
            f"{name}: total {sum(times):.2f} s CPU, median {statistics.median(times) * 1000:.2f} ms"
        )
    ratio = sum(cpu["after"]) / sum(cpu["before"])
    median = statistics.median(cpu["after"]) / statistics.median(cpu["before"])
    print(
        f"{args.variant} {args.deals}: deals whose verdict or states differ: {differ}; "
        f"after/before CPU: total {ratio:.3f}x, median {median:.3f}x"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

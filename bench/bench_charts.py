"""What a chart costs to show: the statistics' own QPainter charts against Qt Charts; prints
figures.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_charts.py [--rounds 5]

Each round starts a fresh process per kind and measures, in it, the import of the chart's
module and the time from there to a chart of four bars painted once (the QApplication
included): a plain QWidget (the floor), the statistics' ``ChartView``, and a Qt Charts one
when ``PySide6.QtCharts`` can be imported (it comes with PySide6-Addons, which Penguin Qt does
not depend on; without it that line says so). Then the time to make the statistics window's
four charts and tables over 1,000 and 10,000 results and paint them, in one process.
Medians; the machine's other load shows in the spread.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import textwrap

CHILD = textwrap.dedent(
    """
    import json, sys, time
    kind = sys.argv[1]
    from PySide6 import QtWidgets
    if kind == "own":  # what the window has loaded before the statistics are opened
        import penguin_qt.i18n, penguin_qt.storage.results, penguin_qt.ui.shared.plain
    t0 = time.perf_counter()
    if kind == "own":
        from penguin_qt.ui.keeping.statistics_charts import ChartView
        from penguin_qt.ui.keeping.statistics_figures import Bar, Chart
    elif kind == "qtcharts":
        from PySide6 import QtCharts
    t1 = time.perf_counter()
    app = QtWidgets.QApplication(sys.argv[:1])
    if kind == "own":
        bars = tuple(Bar(str(i), v, str(v), v) for i, v in enumerate((3, 5, 8, 2)))
        view = ChartView(Chart("bench", "wins", bars, False, "none", "games"))
    elif kind == "qtcharts":
        view = QtCharts.QChartView()
        chart, series, bars = QtCharts.QChart(), QtCharts.QBarSeries(), QtCharts.QBarSet("wins")
        bars.append([3, 5, 8, 2])
        series.append(bars)
        chart.addSeries(series)
        view.setChart(chart)
    else:
        view = QtWidgets.QWidget()
    view.resize(640, 420)
    view.grab()
    t2 = time.perf_counter()
    print(json.dumps({"import": t1 - t0, "shown": t2 - t1}))
    """
)


def round_trip(kind: str) -> dict | None:
    done = subprocess.run(
        [sys.executable, "-c", CHILD, kind], capture_output=True, text=True, timeout=120
    )
    if done.returncode != 0:
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])


def repaint(count: int, rounds: int) -> float:
    """Seconds to make the four charts' figures over ``count`` results and paint them."""
    import time

    from PySide6.QtWidgets import QApplication

    from penguin_qt.storage.results import GameResult
    from penguin_qt.ui.keeping.statistics_charts import ChartsPanel

    app = QApplication.instance() or QApplication(sys.argv[:1])
    results = [
        GameResult("penguin", "won" if i % 3 else "lost", i + 1, 60 + i % 150, 30.0 + i, 52, 10)
        for i in range(count)
    ]
    panel = ChartsPanel()
    panel.resize(640, 420)
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        panel.show_results(results)
        panel.grab()
        times.append(time.perf_counter() - start)
    del app
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    for kind, name in (
        ("plain", "a plain QWidget"),
        ("own", "a QPainter bar chart (ChartView)"),
        ("qtcharts", "a Qt Charts bar chart"),
    ):
        found = [round_trip(kind) for _ in range(args.rounds)]
        if any(f is None for f in found):
            print(f"{name}: PySide6.QtCharts cannot be imported (PySide6-Addons not installed)")
            continue
        imported = statistics.median(f["import"] for f in found if f) * 1000
        shown = statistics.median(f["shown"] for f in found if f) * 1000
        print(f"{name}: import {imported:.0f} ms, first paint {shown:.0f} ms (median)")
    for count in (1000, 10000):
        print(f"charts over {count} results: {repaint(count, args.rounds) * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())

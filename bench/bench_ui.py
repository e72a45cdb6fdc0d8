"""Benchmarks of the game window; prints figures.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_ui.py

1. Start-up: wall time from starting a new Python process to the first painted frame of the
   window, as ``penguin-qt`` starts (default settings), phase by phase, and of a bare PySide6
   window with 52 items started in the same rounds (and of two floors: that window after
   the engine's and the scene's imports, and that again with a menu bar and a status bar
   line, for what showing words costs); medians of 15 rounds (``--rounds N``), the five
   starts in a new order each round, and the ratio with its 90 % interval (a bootstrap over
   the rounds) and the ratio of the fastest rounds; the same for the CPU time each process
   had used by its first frame (what the load of a shared machine changes less).  The
   children run as an installed program does, with their modules' bytecode compiled once
   (into a bytecode cache of the benchmark's own, filled by a first round that is not
   counted); ``--no-bytecode`` compiles every module at every start instead (as with
   PYTHONDONTWRITEBYTECODE and no cache).
   ``--startup-only`` runs only this part (with 1b); ``--instructions`` only 1b.
1b. Instructions: what each of the four starts runs to its first frame, counted by
   valgrind (when installed): a figure the machine's load does not move.
2. Frames: render time of each of the 60 frames of the deal animation (all 52 cards in
   flight) and of a run move, painted one by one at 1280x800.
3. The win: the time the win animation takes to start, the render time of 60 of its frames,
   and the longest wait between two of its frames while it runs on the event loop (the gap a
   player could see), on deal 4 won.
4. Memory: resident memory after 200 moves, 200 undos and 200 redos played through the
   controller with animations running (each landed before the next input).
"""

from __future__ import annotations

# Only what the start-up children need before their first mark: the rest is imported where
# it is used, so that it is not counted as the program's start.
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

CHILD_FLAG = "--first-frame"
BARE_FLAG = "--bare-window"
FLOOR_FLAG = "--floor-window"
TEXT_FLAG = "--text-floor-window"
# time.perf_counter() is CLOCK_MONOTONIC on Linux: the same clock in every process, so a
# child's readings compare with the parent's reading taken just before starting it.
T0 = "PENGUIN_QT_BENCH_T0"
EXIT_AT_FRAME = "PENGUIN_QT_BENCH_EXIT_AT_FRAME"
STARTUP_ROUNDS = 15  # ``--rounds N`` for another number


def rss_mb() -> tuple[float, float]:
    """(current, peak) resident memory of this process in MB."""
    values = {}
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            key, _, rest = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                values[key] = int(rest.split()[0]) / 1024
    return values["VmRSS"], values["VmHWM"]


def _report_after_first_paint(app, widget, marks: dict[str, float], extra=dict) -> None:
    """Quit the event loop as soon as ``widget`` has painted its first frame (the timer
    fires once the paint event has been handled), then print the marks as JSON."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    def done() -> None:
        if EXIT_AT_FRAME in os.environ:  # counted by valgrind: nothing after the frame
            os._exit(0)
        marks["painted"] = time.perf_counter()
        marks["cpu"] = time.process_time()
        marks.update(extra())
        app.quit()

    class FirstPaint(QObject):
        def eventFilter(self, obj, event):  # noqa: N802
            if event.type() == QEvent.Type.Paint and "painted" not in marks:
                marks.setdefault("paint", time.perf_counter())
                QTimer.singleShot(0, done)
            return False

    spy = FirstPaint(widget)
    widget.installEventFilter(spy)
    app.exec()
    import json

    print(json.dumps(marks), flush=True)


def bare_window_child(floor: bool = False, text: bool = False) -> None:
    """The baseline: PySide6 alone, a view of 52 card-sized items, to its first frame.  With
    ``floor``, the same window after importing what no first frame of the program can do
    without (the engine and the table's scene, with their Qt and standard modules): how near
    the bare window a start that imports nothing else could come.  With ``text`` as well, the
    view inside a main window with a menu bar of five menus and a status bar line: what any
    window that shows words pays on top (the font database, the glyphs), which the bare
    window, drawing none, does not."""
    marks = {"main": time.perf_counter()}
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QBrush, QColor
    from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QWidget

    if floor:
        import penguin_qt.engine
        import penguin_qt.ui.table.scene  # noqa: F401

    marks["imports"] = time.perf_counter()
    app = QApplication(sys.argv[:1])
    scene = QGraphicsScene(0, 0, 1100, 700)
    for k in range(52):
        item = scene.addRect(20 + (k % 8) * 130, 20 + (k // 8) * 30, 100, 140)
        item.setBrush(QBrush(QColor(Qt.GlobalColor.white)))
    view = QGraphicsView(scene)
    # the viewport made here, as the program's view does: a bare window never asks Qt for
    # the one Qt makes, and PySide6's first look at it (it tries every widget class of
    # QtWidgets, tens of ms) would be this measurement's own cost, not the window's
    viewport = QWidget()
    view.setViewport(viewport)
    view.resize(1100, 760)
    shown = view
    if text:
        from PySide6.QtWidgets import QMainWindow

        shown = QMainWindow()
        for title in ("&Game", "&Edit", "&View", "&Assist", "&Help"):
            shown.menuBar().addMenu(title).addAction("Item")
        shown.statusBar().showMessage("Penguin deal 1: 0 moves, 0:00")
        shown.setCentralWidget(view)
        shown.resize(1100, 800)
    marks["window"] = time.perf_counter()
    shown.show()
    marks["shown"] = time.perf_counter()
    _report_after_first_paint(app, viewport, marks)


def first_frame_child() -> None:
    """The program as ``penguin-qt`` starts it, to its first painted frame; the time spent
    drawing card pixmaps (the deck) is counted wherever it happens."""
    marks = {"main": time.perf_counter()}
    from penguin_qt.ui import app as program

    program.hold_collector()  # as main() does before it reads the command line
    program.plain_imports()  # as start() does, before the deck below is imported
    from penguin_qt.ui.table import deck

    deck_time = [0.0]
    pixmap = deck.Deck.pixmap

    def timed_pixmap(self, *args, **kwargs):
        start = time.perf_counter()
        try:
            return pixmap(self, *args, **kwargs)
        finally:
            deck_time[0] += time.perf_counter() - start

    deck.Deck.pixmap = timed_pixmap
    speed = sys.argv[sys.argv.index("--speed") + 1] if "--speed" in sys.argv else "normal"
    args = program.parse_args(["--variant", "penguin", "--deal", "1", "--speed", speed])
    app, window = program.start(args)
    marks.update({phase: t for phase, t in program.STARTUP})
    _report_after_first_paint(app, window.view.viewport(), marks, lambda: {"deck": deck_time[0]})


def _child_marks(flags: list[str], env: dict[str, str]) -> dict[str, float]:
    import json
    import subprocess

    start = time.perf_counter()
    out = subprocess.run(
        [sys.executable, __file__, *flags],
        capture_output=True,
        text=True,
        check=True,
        env=dict(env, **{T0: repr(start)}),
    ).stdout
    marks: dict[str, float] = {}
    for line in out.splitlines():
        if line.startswith("{"):
            marks.update(json.loads(line))
    if "painted" not in marks:
        raise RuntimeError(f"{flags}: the window did not paint")
    marks["t0"] = start
    return marks


APP_PHASES = [  # (label, from mark, to mark)
    ("interpreter start", "t0", "main"),
    ("imports (Qt, the window's modules)", "main", "imports"),
    ("application (QApplication, translations, settings)", "imports", "application"),
    ("plugins (host, variants)", "application", "plugins"),
    ("window (menus, scene, the deal)", "plugins", "window"),
    ("show", "window", "shown"),
    ("first paint", "shown", "painted"),
]


def paired_ratio(
    ours: list[float], bare: list[float], resamples: int = 4000
) -> tuple[float, float, float, float]:
    """The ratio of the medians of two starts measured in the same rounds, with its 90 %
    interval (a bootstrap that draws whole rounds, so that a round's load weighs on both
    starts alike), and the ratio of their fastest rounds (the start the load touched least):
    ``(ratio, low, high, fastest)``.  One run's ratio moves by several per cent with the
    machine's load; the interval says how far."""
    import random
    import statistics

    if len(ours) != len(bare) or not ours:
        raise ValueError("the two starts need the same rounds")
    draw = random.Random(25)  # the same interval for the same figures
    rounds = range(len(ours))
    ratios = sorted(
        statistics.median(ours[k] for k in picked) / statistics.median(bare[k] for k in picked)
        for picked in (draw.choices(rounds, k=len(ours)) for _ in range(resamples))
    )
    return (
        statistics.median(ours) / statistics.median(bare),
        ratios[int(0.05 * resamples)],
        ratios[int(0.95 * resamples) - 1],
        min(ours) / min(bare),
    )


def describe_ratio(ours: list[float], bare: list[float], unit: str = "") -> str:
    ratio, low, high, fastest = paired_ratio(ours, bare)
    return f"{ratio:.2f}{unit} (90 % interval {low:.2f}–{high:.2f}; fastest rounds {fastest:.2f})"


def bench_startup(runs: int = STARTUP_ROUNDS) -> None:
    """Start-up to the first painted frame, the program and the bare window one after the
    other in each round (so that both see the same load); medians over the rounds, and the
    ratio's interval (``paired_ratio``)."""
    import random
    import statistics
    import tempfile

    with tempfile.TemporaryDirectory() as home:
        # default settings, no statistics of the user's touched
        env = dict(os.environ, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home, HOME=home)
        if "--no-bytecode" in sys.argv:
            env["PYTHONDONTWRITEBYTECODE"] = "1"
            env.pop("PYTHONPYCACHEPREFIX", None)
        else:  # compiled once, as pip does at install; the worktree is left as it is
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = os.path.join(home, "bytecode")
            for flags in ([BARE_FLAG], [FLOOR_FLAG], [TEXT_FLAG], [CHILD_FLAG]):
                _child_marks(flags, env)
        starts = {
            "bare": [BARE_FLAG],
            "floor": [FLOOR_FLAG],
            "text": [TEXT_FLAG],
            "ours": [CHILD_FLAG],
            "still": [CHILD_FLAG, "--speed", "off"],
        }
        marks: dict[str, list[dict[str, float]]] = {name: [] for name in starts}
        order = random.Random(7)
        for _ in range(runs):
            # in a new order each round: whichever start came first would otherwise meet
            # the machine as the previous round left it, every time
            for name in order.sample(list(starts), len(starts)):
                marks[name].append(_child_marks(starts[name], env))
        bare, floor, text, ours, still = (marks[name] for name in starts)

    def ms(runs: list[dict[str, float]], a: str = "t0", b: str = "painted") -> float:
        return statistics.median((m[b] - m[a]) * 1000 for m in runs)

    def walls(runs: list[dict[str, float]]) -> list[float]:
        return [m["painted"] - m["t0"] for m in runs]

    def listed(runs: list[dict[str, float]]) -> str:
        return ", ".join(f"{t * 1000:.0f}" for t in walls(runs))

    def cpus(runs: list[dict[str, float]]) -> list[float]:
        return [m["cpu"] for m in runs]

    def cpu(runs: list[dict[str, float]]) -> float:
        return statistics.median(cpus(runs)) * 1000

    print(f"start-up to the first painted frame ({runs} rounds, medians):")
    for label, a, b in APP_PHASES:
        print(f"  {label:52s} {ms(ours, a, b):6.0f} ms")
    print(f"  total {ms(ours):.0f} ms (runs: {listed(ours)} ms)")
    print(
        f"  with animations off (the first frame shows all 52 cards): {ms(still):.0f} ms, "
        f"of which drawing the cards {statistics.median(m['deck'] * 1000 for m in still):.0f}"
        f" ms (runs: {listed(still)} ms)"
    )
    bare_phases = ", ".join(
        f"{label} {ms(bare, a, b):.0f}"
        for label, a, b in [
            ("interpreter", "t0", "main"),
            ("imports", "main", "imports"),
            ("window", "imports", "window"),
            ("paint", "shown", "painted"),
        ]
    )
    print(f"bare PySide6 window with 52 items: {ms(bare):.0f} ms ({bare_phases} ms)")
    print(f"  runs: {listed(bare)} ms")
    print(
        f"floor, the bare window after importing the engine and the table's scene: "
        f"{ms(floor):.0f} ms (imports {ms(floor, 'main', 'imports'):.0f} ms), ratio to the bare "
        f"window {ms(floor) / ms(bare):.2f}, CPU ratio {cpu(floor) / cpu(bare):.2f}"
    )
    print(
        f"floor with words (in a main window with a menu bar and a status bar line): "
        f"{ms(text):.0f} ms, ratio to the bare window {ms(text) / ms(bare):.2f}, CPU ratio "
        f"{cpu(text) / cpu(bare):.2f}"
    )
    print(
        f"ratio program / bare window: {describe_ratio(walls(ours), walls(bare))} "
        f"(animations off: {ms(still) / ms(bare):.2f})"
    )

    print(
        f"CPU time of the process by its first frame: program {cpu(ours):.0f} ms, bare window "
        f"{cpu(bare):.0f} ms, ratio {describe_ratio(cpus(ours), cpus(bare))}"
    )
    print(f"load average: {', '.join(f'{x:.1f}' for x in os.getloadavg())}")


def bench_instructions() -> None:
    """The CPU instructions each start runs to its first frame, counted by valgrind
    (cachegrind, no cache model) with a fixed hash seed: the same on every run whatever the
    machine's load, where the times above move by tens of per cent."""
    import re
    import shutil
    import subprocess
    import tempfile

    if shutil.which("valgrind") is None:
        print("instructions: valgrind is not installed (Debian: apt-get install valgrind)")
        return
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home, HOME=home)
        env.update({EXIT_AT_FRAME: "1", "PYTHONHASHSEED": "0", T0: "0"})
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = os.path.join(home, "bytecode")
        counts = {}
        starts = (("bare", BARE_FLAG), ("floor", FLOOR_FLAG), ("words", TEXT_FLAG))
        for label, flag in (*starts, ("program", CHILD_FLAG)):
            subprocess.run([sys.executable, __file__, flag], env=env, check=True)  # compiled
            out = subprocess.run(
                ["valgrind", "--tool=cachegrind", "--cache-sim=no",
                 "--cachegrind-out-file=/dev/null", sys.executable, __file__, flag],
                env=env, capture_output=True, text=True, check=True,
            ).stderr  # fmt: skip
            counts[label] = int(re.search(r"I\s+refs:\s+([\d,]+)", out)[1].replace(",", ""))
    bare = counts["bare"]
    print("instructions to the first frame (valgrind, the same on every run):")
    for label, count in counts.items():
        print(f"  {label:8s} {count / 1e6:7.1f} M, ratio to the bare window {count / bare:.3f}")


def frame_times(window, app, group, frames: int = 60) -> list[float]:
    """Paint each of ``frames`` evenly spaced frames of an animation group; ms per frame."""
    total = group.totalDuration()
    group.pause()
    viewport = window.view.viewport()
    out = []
    for k in range(frames):
        group.setCurrentTime(round(total * k / (frames - 1)))
        start = time.perf_counter()
        viewport.repaint()
        out.append((time.perf_counter() - start) * 1000)
    group.stop()
    return out


def bench_frames():
    from PySide6.QtWidgets import QApplication

    from penguin_qt.engine import Move
    from penguin_qt.ui.window.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow(deal_number=4, speed="normal")
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    scene = window.scene
    scene.finish_animation()
    start = time.perf_counter()
    window.view.viewport().repaint()  # cold: the deck is drawn at this size here
    cold = (time.perf_counter() - start) * 1000
    scene.deal(window.controller.game.initial)
    deal = frame_times(window, app, scene._group)
    scene.finish_animation()
    # a run move: replay deal 4 to its first run move
    c = window.controller
    c.new_game(4)
    scene.finish_animation()
    line = ["5a", "23", "2b", "6c", "7d", "7e", "6f", "6d", "73", "1g", "c1", "4c", "24"]
    line += ["a2", "e2", "5a", "5e", "e5"]
    for text in line:
        c.play(Move.parse(text))
        scene.finish_animation()
    c.play(Move.parse("25/3"))
    run = frame_times(window, app, scene._group)
    scene.finish_animation()
    window.close()
    return cold, deal, run


SOLUTION_4 = (
    "5a 23 2b 6c 7d 7e 6f 6d 73 1g c1 4c 24 a2 e2 5a 5e e5 25/3 1c 1d 1e b3 1b 31/2 f3 b3 4b 34/3"
)


def bench_memory(count: int = 200):
    """Deal 4 won again and again (a 29-move line): each time its moves, then undo all of
    them, then redo all of them, until each count reaches ``count``."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    from penguin_qt.engine import Move
    from penguin_qt.ui.window.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    before = rss_mb()[0]
    window = MainWindow(deal_number=4, speed="fast")
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    c, scene = window.controller, window.scene
    line = [Move.parse(t) for t in SOLUTION_4.split()]

    def land() -> None:
        app.processEvents()  # the animation starts and paints a frame
        scene.finish_animation()
        # what the event loop does between frames: delete finished animation groups
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    played = undone = redone = 0
    start = time.perf_counter()
    while min(played, undone, redone) < count:
        c.new_game(4)
        land()
        for move in line:
            if not c.play(move):
                raise RuntimeError(f"move {move} refused")
            played += 1
            land()
        while c.undo():
            undone += 1
            land()
        while c.redo():
            redone += 1
            land()
    elapsed = time.perf_counter() - start
    app.processEvents()
    current, peak = rss_mb()
    window.close()
    return before, current, peak, played, undone, redone, elapsed


def bench_win():
    """Deal 4 won: the win animation's start, 60 of its frames, and its frames in real time."""
    import itertools

    from PySide6.QtWidgets import QApplication

    from penguin_qt.engine import Move
    from penguin_qt.ui.window.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow(deal_number=4, speed="off")
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    c, scene = window.controller, window.scene
    for text in SOLUTION_4.split():
        c.play(Move.parse(text))
    window.notice.hide()
    scene.set_speed("normal")
    app.processEvents()
    start = time.perf_counter()
    scene.celebrate()
    started = (time.perf_counter() - start) * 1000
    frames = frame_times(window, app, scene._group)
    scene.finish_animation()
    stamps: list[float] = []
    scene.celebrate()
    scene._group.valueChanged.connect(lambda _v: stamps.append(time.perf_counter()))
    cpu = time.process_time()
    while scene.is_animating():
        app.processEvents()
    cpu = time.process_time() - cpu
    gaps = [(b - a) * 1000 for a, b in itertools.pairwise(stamps)]
    window.close()
    length = (stamps[-1] - stamps[0]) if stamps else 0.0
    return started, frames, gaps, length, cpu * 1000 / max(1, len(stamps))


def describe(ms: list[float]) -> str:
    import statistics

    ordered = sorted(ms)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    return (
        f"median {statistics.median(ms):.2f} ms, p95 {p95:.2f} ms, max {max(ms):.2f} ms, "
        f"over 20 ms: {sum(1 for t in ms if t > 20)} of {len(ms)}"
    )


def main() -> None:
    if CHILD_FLAG in sys.argv:
        first_frame_child()
        return
    if BARE_FLAG in sys.argv:
        bare_window_child()
        return
    if FLOOR_FLAG in sys.argv:
        bare_window_child(floor=True)
        return
    if TEXT_FLAG in sys.argv:
        bare_window_child(floor=True, text=True)
        return
    if "--instructions" in sys.argv:
        bench_instructions()
        return
    rounds = (
        int(sys.argv[sys.argv.index("--rounds") + 1]) if "--rounds" in sys.argv else STARTUP_ROUNDS
    )
    if "--startup-only" in sys.argv:
        bench_startup(rounds)
        bench_instructions()
        return
    print(f"Qt platform: {os.environ.get('QT_QPA_PLATFORM')}")
    bench_startup(rounds)
    bench_instructions()
    cold, deal, run = bench_frames()
    print(f"first paint at a new size (deck drawn): {cold:.1f} ms")
    print(f"deal animation, 52 cards in flight, 60 frames: {describe(deal)}")
    print(f"run move animation, 60 frames: {describe(run)}")
    started, frames, gaps, length, cpu = bench_win()
    print(f"win animation: starts in {started:.1f} ms; 60 frames: {describe(frames)}")
    print(
        f"win animation on the event loop ({length:.1f} s, {cpu:.1f} ms of CPU per frame): "
        f"gaps between frames {describe(gaps)}"
    )
    before, current, peak, played, undone, redone, elapsed = bench_memory()
    print(
        f"memory after {played} moves, {undone} undos, {redone} redos: "
        f"{current:.0f} MB resident (peak {peak:.0f} MB; {before:.0f} MB before the window); "
        f"{elapsed:.1f} s"
    )


if __name__ == "__main__":
    main()

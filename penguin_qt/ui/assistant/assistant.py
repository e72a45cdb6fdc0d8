"""What the solver adds to the window: the winnability indicator, hints, the demo, the
solution viewer and the game review, sharing one SolverRunner (so the UI thread never waits
on a search).

Each piece is its own module and attaches through the window's extension points; this class
only owns the runner, keeps it on the game and the player's solver, and ends it when the
window closes.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence

from ...engine import Rules
from .demo import Demo
from .hints import HintMarker, Hints
from .indicator import WinnabilityIndicator
from .review import GameReview
from .solution_viewer import SolutionViewer
from .solver_runner import SolverRunner, Verdict
from .winnability import position_to_ask

__all__ = ["Assistant", "HintMarker", "Verdict"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("Assistant", text)


class Assistant(QObject):
    """The solver's parts of one MainWindow.

    ``hint_shown(move)`` whenever a hint is on the table; ``winnability_changed(Winnability)``
    whenever the indicator changes.
    """

    hint_shown = Signal(object)
    winnability_changed = Signal(object)

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.runner = SolverRunner(self, host=window.controller.host)
        self.solver_id = window.prefs.solver
        self.hints = Hints(window, self.runner)
        self.demo = Demo(window, self.runner)
        self.viewer: SolutionViewer | None = None
        self.viewer_action = QAction(_tr("Show S&olution…"), window)
        self.viewer_action.setShortcut(QKeySequence("Ctrl+L"))
        self.viewer_action.triggered.connect(self.show_solution)
        window.add_action("game", self.viewer_action, section="assist")
        self.indicator_part = WinnabilityIndicator(window, self.runner)
        self.review = GameReview(window, self.runner, lambda: self.demo_running)
        review = self.review
        window.end_offers.append((_tr("Review Game"), review.open, lambda: not review.shown))
        self.hints.shown.connect(self.hint_shown)
        self.demo.action.triggered.connect(lambda: self.hints.clear())  # D: the marks go
        self.indicator_part.changed.connect(self.winnability_changed)
        self.indicator_part.undoing.connect(self.demo.stop)
        self.runner.verdict_ready.connect(lambda *_: self._verdict_arrived())
        self.runner.busy_changed.connect(lambda _busy: self.indicator_part.refresh())
        self.runner.failed.connect(lambda text: window.show_message(text))
        window.position_changed.connect(self._position_changed)
        window.game_started.connect(self._game_started)
        window.preferences_changed.connect(self._preferences_changed)
        window.closing.connect(self.shutdown)
        self._configure_runner()
        if self.controller.game is not None:
            self._position_changed()

    # -- what tests and other parts read ----------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self.controller.rules

    @property
    def indicator(self):
        return self.indicator_part.label

    @property
    def winnability(self):
        return self.indicator_part.winnability

    @property
    def hint_action(self) -> QAction:
        return self.hints.action

    @property
    def hint_marker(self) -> HintMarker | None:
        return self.hints.marker

    @property
    def demo_action(self) -> QAction:
        return self.demo.action

    @property
    def demo_running(self) -> bool:
        return self.demo.running

    @property
    def undo_to_winnable_action(self) -> QAction:
        return self.indicator_part.undo_action

    # -- following the game -------------------------------------------------------------------

    def _configure_runner(self) -> None:
        host = self.controller.host
        self.runner.configure(self.rules, self.solver_id, list(host.disabled))

    def _game_started(self) -> None:
        self._configure_runner()
        self._position_changed()

    def _preferences_changed(self, prefs) -> None:
        self.solver_id = prefs.solver
        self._configure_runner()
        self._position_changed()

    def _position_changed(self) -> None:
        game = self.controller.game
        if game is None:
            return
        if self.runner.rules is not self.rules:
            self._configure_runner()
        self.runner.position_changed(game.position)
        self.indicator_part.refresh()

    def _verdict_arrived(self) -> None:
        self.indicator_part.refresh()
        self._look_back()

    def _look_back(self) -> None:
        """A lost game whose losing move is not known yet (brought back after a restart, or
        played faster than the solver): ask about earlier positions until it is."""
        game = self.controller.game
        if game is None or self.demo_running:
            return
        earlier = position_to_ask(game.initial, game.history, self.indicator_part.lookup)
        if earlier is not None:
            self.runner.look_back(earlier)

    # -- commands -------------------------------------------------------------------------------

    def _viewer(self) -> SolutionViewer:
        if self.viewer is None:
            self.viewer = SolutionViewer(self.window, self.runner)
            self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.viewer)
        self.viewer.show()
        return self.viewer

    def show_solution(self) -> None:
        self._viewer().load()

    def show_line(self, moves, title: str, won: bool) -> None:
        """Step through ``moves`` (another player's game) in the solution viewer."""
        self._viewer().show_line(moves, title, won)

    def undo_to_winnable(self) -> None:
        self.indicator_part.undo_to_winnable()

    def shutdown(self) -> None:
        self.demo.stop()
        self.runner.shutdown()

"""What the solver adds to the window: the winnability indicator, hints, the demo, the
solution viewer and the game review, sharing one SolverRunner (so the UI thread never waits
on a search).

The runner's verdicts are the session's (``RunnerVerdicts``: the session reads them by
position); its answers and its thinking are changes of the session, which every view then
follows.  Each piece is its own module and attaches through the window's extension points;
this class owns the runner, keeps it on the game and the player's solver, and ends it when
the window closes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence

from ...engine import Move, Position, Rules
from ...session import Session, Winnability, position_to_ask, winnability
from .demo import Demo
from .hints import HintMarker, Hints
from .indicator import WinnabilityIndicator
from .review import GameReview
from .solution_viewer import SolutionViewer
from .solver_runner import SolverRunner, Verdict
from .verdicts import RunnerVerdicts

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel

    from ..keeping.settings import Preferences
    from ..window.window import MainWindow

__all__ = ["Assistant", "HintMarker", "RunnerVerdicts", "Verdict"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("Assistant", text)


class Assistant(QObject):
    """The solver's parts of one MainWindow.

    ``hint_shown(move)`` whenever a hint is on the table; ``winnability_changed(Winnability)``
    whenever the verdict changes.
    """

    hint_shown = Signal(object)
    winnability_changed = Signal(object)

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.runner = SolverRunner(self, host=window.controller.host)
        self.solver_id = window.prefs.solver
        self._verdicts: dict[Rules, RunnerVerdicts] = {}
        self._asked: tuple[int, Position] | None = None  # the position last told the runner
        self.controller.verdicts_for = self.verdicts_for
        self.hints = Hints(window, self.runner)
        self.demo = Demo(window, self.runner)
        self.viewer: SolutionViewer | None = None
        self.viewer_action = QAction(_tr("Show S&olution…"), window)
        self.viewer_action.setShortcut(QKeySequence("Ctrl+L"))
        self.viewer_action.triggered.connect(self.show_solution)
        window.add_action("game", self.viewer_action, section="assist")
        self.indicator_part = WinnabilityIndicator(window)
        self.review = GameReview(window, self.runner, lambda: self.demo_running)
        window.end_offers.append((_tr("Review Game"), self.review.open, self.review.wanted))
        self.hints.shown.connect(self.hint_shown)
        self.demo.action.triggered.connect(lambda: self.hints.clear())  # D: the marks go
        self.indicator_part.undoing.connect(self.demo.stop)
        self.runner.verdict_ready.connect(lambda *_: self._verdict_arrived())
        # every verdict kept changes the session (the one asked for, or one along a line)
        self.runner.verdicts_changed.connect(self._thinking_or_known)
        self.runner.busy_changed.connect(lambda _busy: self._thinking())
        self.runner.failed.connect(lambda text: window.show_message(text))
        window.session_changed.connect(self._session_changed)
        window.preferences_changed.connect(self._preferences_changed)
        window.views.bind("verdict", winnability, self.winnability_changed.emit)
        window.closing.connect(self.shutdown)
        self._configure_runner()
        if self.controller.session is not None:  # the game dealt before the assistant came
            self.controller.update(verdicts=self.verdicts_for(self.controller.rules))

    def verdicts_for(self, rules: Rules) -> RunnerVerdicts:
        """The verdicts the session reads for ``rules`` (one object per rules)."""
        verdicts = self._verdicts.get(rules)
        if verdicts is None:
            if len(self._verdicts) > 16:
                self._verdicts.clear()
            verdicts = self._verdicts[rules] = RunnerVerdicts(self.runner, rules)
        return verdicts

    # -- what tests and other parts read ----------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self.controller.rules

    @property
    def indicator(self) -> QLabel:
        return self.indicator_part.label

    @property
    def winnability(self) -> Winnability:
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

    def _preferences_changed(self, prefs: Preferences) -> None:
        self.solver_id = prefs.solver
        self._configure_runner()
        self._asked = None
        session = self.controller.session
        if session is not None:
            self._session_changed(session)

    def _session_changed(self, session: Session) -> None:
        """A new position is told to the runner (once), which answers from its cache at once
        or solves it in the background."""
        asked = (id(session.game), session.position)
        if asked == self._asked:
            return
        self._asked = asked
        if self.runner.rules != session.rules:
            self._configure_runner()
        self.runner.position_changed(session.position)
        self._thinking()

    def _thinking_or_known(self) -> None:
        if self.controller.session is not None:
            self.controller.update(thinking=self.runner.thinking)

    def _thinking(self) -> None:
        session = self.controller.session
        if session is not None and session.thinking != self.runner.thinking:
            self.controller.update(thinking=self.runner.thinking)

    def _verdict_arrived(self) -> None:
        self.controller.update(thinking=self.runner.thinking)  # the verdicts' views follow
        self._look_back()

    def _look_back(self) -> None:
        """A lost game whose losing move is not known yet (brought back after a restart, or
        played faster than the solver): ask about earlier positions until it is."""
        session = self.controller.session
        if session is None or self.demo_running:
            return
        earlier = position_to_ask(session)
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

    def show_line(self, moves: list[Move], title: str, won: bool) -> None:
        """Step through ``moves`` (another player's game) in the solution viewer."""
        self._viewer().show_line(moves, title, won)

    def undo_to_winnable(self) -> None:
        self.indicator_part.undo_to_winnable()

    def shutdown(self) -> None:
        self.demo.stop()
        self.runner.shutdown()

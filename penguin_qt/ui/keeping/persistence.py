"""The game in progress is kept on disk, always.

After every change (a move, undo, redo, restart, a new deal) and every few seconds while the
clock runs, the game is written as a record (``storage.records``) to ``current-game.json`` in
the application's data folder, atomically, so that a crash or ``kill -9`` at any moment loses
at most the move being made.  At the next start the unfinished game comes back exactly: the
same position, the same undo and redo history, the clock where it stopped.

SIGTERM, SIGHUP and SIGINT end the program the way Quit does, which keeps the game.
"""

from __future__ import annotations

import _signal  # type: ignore[import-not-found]  # the C module: `signal` makes enums
import contextlib
import functools
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSocketNotifier, QTimer

from ...engine import Game, Rules
from ...engine.errors import N_
from ...i18n import engine_message
from ...storage.files import FileError, clean_temporaries, read_text_capped, write_atomic

if TYPE_CHECKING:
    from ...session import Session
    from ...storage.records import GameRecord
    from ..window.window import MainWindow

log = logging.getLogger(__name__)

CURRENT_GAME = "current-game.json"
CLOCK_SAVE_MS = 5000


@functools.cache
def program_name() -> str:
    """The program that writes a record, by name and version ("Penguin Qt 0.2.0").  Found
    when the first record is written, not at import: the installed version is read by
    listing the folders of ``sys.path``, work the start need not wait for; then kept for
    every later save."""
    from ... import __version__

    return f"Penguin Qt {__version__}"


def set_aside(path: Path) -> Path | None:
    """Rename an unreadable file out of the way (``.unreadable-N``) so nothing overwrites it."""
    for n in range(1, 1000):
        target = path.with_name(f"{path.name}.unreadable-{n}")
        if not target.exists():
            try:
                path.rename(target)
            except OSError:
                return None
            return target
    return None


def load_saved_game(
    path: Path, lookup: Callable[[str], Rules], autoplay: str | None = None
) -> tuple[Game | None, GameRecord | None, str]:
    """The game saved at ``path`` unless it was won (a game with no moves left comes back too:
    the player may still undo), its record, and a message for the player when a saved game
    was there but could not be brought back (the file is then set aside)."""
    clean_temporaries(path.parent)  # left by a write cut short (a crash, SIGKILL)
    if not path.exists():
        return None, None, ""
    # the records' module (and json) only when there is a game to read: not at a first start
    from ...storage.records import RecordError, from_json, restore

    try:
        record = from_json(read_text_capped(path))
        game = restore(record, lookup, autoplay)  # checked as any record, a won one too
        if record.result == "won":
            if not game.is_won():
                raise RecordError(
                    N_("the record says the game was won, but its moves do not win it"), "result"
                )
            return None, record, ""
        return game, record, ""
    except (FileError, RecordError) as error:
        kept = set_aside(path)
        log.warning("the saved game %s could not be restored: %s", path, error)
        reason = engine_message(error)
        if kept is None:
            return None, None, reason
        return None, None, f"{reason} ({kept.name})"


class GameKeeper(QObject):
    """Writes the window's game to ``path`` after every change of it (the session's game and
    the facts of its deal).  A failed write is said once in the window; the game goes on and
    the next change tries again."""

    def __init__(
        self,
        window: MainWindow,
        path: Path,
        record: GameRecord | None = None,
        pending_results: Callable[[], list[dict]] | None = None,
    ) -> None:
        """``record``: the saved game now on the table; ``pending_results()``: the statistics
        results not written yet, kept in the saved game until they are."""
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.path = Path(path)
        self.player = record.player if record is not None else ""
        self.pending_results = pending_results or list
        self._game = self.controller.game
        self._failing = False
        self._kept: tuple[object, ...] | None = None  # what the last write was of
        window.session_changed.connect(self._session_changed)
        self.controller.game_started.connect(self._game_started)
        self.timer = QTimer(self)
        self.timer.setInterval(CLOCK_SAVE_MS)
        self.timer.timeout.connect(self._tick)
        self.timer.start()
        self.save()  # the game dealt before the keeper existed is kept from the first moment

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate("GameKeeper", text, disambiguation, n)

    def _game_started(self) -> None:
        if self.controller.game is not self._game:
            self._game = self.controller.game
            self.player = ""
        self.save()

    def _session_changed(self, session: Session) -> None:
        """Written when the game changed, not for a verdict or a panel."""
        if self._what(session) != self._kept:
            self.save()

    @staticmethod
    def _what(session: Session | None) -> tuple[object, ...] | None:
        if session is None:
            return None
        game = session.game
        last = game.history[-1] if game.history else None
        return (
            game,
            len(game.history),
            last,
            len(game.redo_stack),
            game.conceded,
            game.hints_used,
            game.solver_moves,
            game.clock_started,
            session.facts,
        )

    def adopt(self, record: GameRecord) -> None:
        """The game now on the table continues ``record`` (opened from a file)."""
        self._game = self.controller.game
        self.player = record.player
        self.save()

    def record(self) -> GameRecord | None:
        from ...storage.records import record_of

        game = self.controller.game
        if game is None:
            return None
        return record_of(
            game,
            program=program_name(),
            player=self.player,
            pending_results=tuple(self.pending_results()),
        )

    def _tick(self) -> None:
        game = self.controller.game
        if game is not None and game.clock_started and not (game.is_won() or game.is_lost()):
            self.save()

    def save(self) -> bool:
        # Whatever goes wrong (the disk, a record that cannot be made or encoded), the player
        # is told once, play goes on and the next change tries again: autosave never stops.
        from ...storage.records import saved_game_json

        try:
            record = self.record()
            if record is None:
                return False
            write_atomic(self.path, saved_game_json(record))
            self._kept = self._what(self.controller.session)
        except Exception as error:  # see above: no failure may stop the autosave
            if not self._failing:
                reason = error.strerror if isinstance(error, OSError) else None
                self.window.show_message(
                    self.tr("The game could not be saved ({reason}); play goes on").format(
                        reason=reason or error
                    )
                )
                log.warning("could not save the game to %s: %r", self.path, error)
            self._failing = True
            return False
        if self._failing:
            self.window.show_message(self.tr("The game is being saved again"))
        self._failing = False
        return True


class QuitOnSignals(QObject):
    """SIGTERM, SIGHUP and SIGINT quit the application cleanly (as Quit does) instead of
    killing it: the signal wakes Qt's event loop through a pipe (a socket on Windows)."""

    # those of them this platform has (Windows has no SIGHUP)
    SIGNALS = tuple(
        getattr(_signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT") if hasattr(_signal, name)
    )

    def __init__(self, app, quit: Callable[[], None]) -> None:
        super().__init__(app)
        self._quit = quit
        # A pipe where there are pipes (no ``socket`` module to load at the start); Windows
        # wakes only through a socket.
        if os.name == "posix":
            self._pipe: tuple[int, int] | None = os.pipe()
            self._sockets = None
            reader, writer = self._pipe
            os.set_blocking(reader, False)
            os.set_blocking(writer, False)
        else:
            import socket

            self._pipe = None
            self._sockets = socket.socketpair()
            for end in self._sockets:
                end.setblocking(False)
            reader, writer = (end.fileno() for end in self._sockets)
        self._reader_fd = reader
        self._previous_fd = _signal.set_wakeup_fd(writer)
        self._notifier = QSocketNotifier(reader, QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)
        for number in self.SIGNALS:
            _signal.signal(number, self._note)

    @staticmethod
    def _note(number, frame) -> None:  # the work happens in _woken, on the event loop
        pass

    def _woken(self) -> None:
        with contextlib.suppress(OSError):
            if self._sockets is not None:
                data = self._sockets[0].recv(64)
            else:
                data = os.read(self._reader_fd, 64)
            if any(byte in {int(s) for s in self.SIGNALS} for byte in data):
                log.info("quitting on a signal")
                self._quit()

    def close(self) -> None:
        _signal.set_wakeup_fd(self._previous_fd)
        for number in self.SIGNALS:
            _signal.signal(number, _signal.SIG_DFL)
        self._notifier.setEnabled(False)
        if self._sockets is not None:
            for end in self._sockets:
                end.close()
        if self._pipe is not None:
            for fd in self._pipe:
                with contextlib.suppress(OSError):
                    os.close(fd)
            self._pipe = None

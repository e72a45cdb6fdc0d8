"""Game › Save As, Open, Copy Position, Paste Position and Challenge a Friend.

A game is saved as a record (``storage.records``); opening a file takes a record or a
position in the board format.  A record of someone else's finished game is a challenge: the
player is offered the same deal, and at its end both results are shown side by side.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QInputDialog,
    QLabel,
    QVBoxLayout,
)

from ...engine import (
    EngineError,
    Game,
    Position,
    Rules,
    format_position,
    parse_position,
    variant_of,
)
from ...engine.notation import fitting_rules, looks_like_a_position
from ...i18n import engine_message, variant_name
from ...session import CHALLENGE, OPENED, PASTED, REPLAYED
from ...storage.files import FileError, read_text_capped, write_atomic
from ...storage.records import (
    NO_VARIANT,
    GameRecord,
    RecordError,
    from_json,
    restore,
    to_json,
)
from ..shared.plain import escaped, plain_label, shortened
from ..shared.views import Command
from .daily_deal import record_day
from .settings import data_folder


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("GameRecords", text, None, n)


def clipboard() -> str:
    """Where a pasted position comes from, in the player's words."""
    return _tr("the clipboard")


def file_filter() -> str:
    return _tr("Penguin Qt games (*.penguin.json *.json);;Positions (*.txt *.board);;All files (*)")


def position_from_text(
    text: str, current: Rules, lookup, offered: Iterable[Rules] = ()
) -> tuple[Position, Rules]:
    """Read a board text; its ``Variant:`` line chooses the rules; without one, the current
    rules if they fit, else the ``offered`` variant whose shape fits (a plain FreeCell board
    is a FreeCell position).  Raises EngineError (a PositionError naming the line, or an
    unknown variant)."""
    rules = current
    named = variant_of(text)
    if named is not None and named != current.id:
        try:
            rules = lookup(named)
        except KeyError:
            raise RecordError(NO_VARIANT, "Variant", variant=named) from None
    elif named is None:
        rules = fitting_rules(text, offered, current)
    return parse_position(text, rules), rules


class RecordActions(QObject):
    """The record and position commands of one window, with its ``keeper`` (the autosave)."""

    def __init__(self, window, keeper, show_line=None) -> None:
        """``show_line(moves, title, won)`` shows a line of moves to step through (the
        solution viewer); without it a challenge cannot show the other player's game."""
        super().__init__(window)
        self.show_line = show_line
        self.window = window
        self.controller = window.controller
        self.keeper = keeper
        self.challenge: GameRecord | None = None  # the other player's game being played
        self.last_dialog: QDialog | None = None  # the dialog opened last (for tests)
        self.actions: dict[str, QAction] = {}
        self._add("open", _tr("&Open…"), self.open_dialog, QKeySequence.StandardKey.Open)
        self._add("save", _tr("&Save As…"), self.save_dialog, QKeySequence.StandardKey.Save)
        self._add("copy", _tr("&Copy Position"), self.copy_position, QKeySequence.StandardKey.Copy)
        self._add(
            "paste", _tr("&Paste Position"), self.paste_position, QKeySequence.StandardKey.Paste
        )
        self._add("challenge", _tr("C&hallenge a Friend…"), self.challenge_dialog, None)
        self.actions["challenge"].setObjectName("challenge")
        self.controller.game_won.connect(self._game_over)
        self.controller.game_lost.connect(self._game_over)
        self.controller.game_started.connect(self._game_started)
        window.views.bind_command(self.actions["challenge"], lambda s: Command(s.over))

    def _add(self, key: str, text: str, slot, shortcut) -> None:
        action = QAction(text, self.window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        self.window.add_action("game", action, section="records")
        self.actions[key] = action

    def _game_started(self) -> None:
        """A challenge is the game it was taken up with: another game ends it."""
        session = self.controller.session
        if session is None or session.facts.origin != CHALLENGE:
            self.challenge = None

    def _say(self, text: str) -> None:
        self.window.show_message(text)

    # -- positions on the clipboard ----------------------------------------------------------

    def copy_position(self) -> str:
        game = self.controller.game
        if game is None:
            return ""
        text = format_position(game.position, game.rules)
        QGuiApplication.clipboard().setText(text)
        self._say(_tr("Position copied to the clipboard, in the board format"))
        return text

    def paste_position(self) -> bool:
        return self.start_from_text(QGuiApplication.clipboard().text(), clipboard(), PASTED)

    def start_from_text(self, text: str, where: str, origin: str = OPENED) -> bool:
        """A new game from a board text, once the player agrees to leave a game in progress;
        says what is wrong when it is not a position (the game stays as it was)."""
        if not text.strip() or not looks_like_a_position(text):  # "hello world" is no position
            self._say(_tr("There is no position in {where}").format(where=where))
            return False
        try:
            host = self.controller.host
            offered = [v.item for v in host.variants().values()]
            position, rules = position_from_text(text, self.controller.rules, host.rules, offered)
            game = Game(rules, position=position, autoplay=self.controller.policy_for(rules))
        except EngineError as error:
            self._say(
                _tr("No position in {where}: {reason}").format(
                    where=where, reason=engine_message(error)
                )
            )
            return False
        question = _tr("Leave the game in progress and play the position in {where}?")
        self._replace(game, question, where, origin=origin)
        return True

    def _replace(
        self,
        game: Game,
        question: str,
        where: str,
        record: GameRecord | None = None,
        origin: str = OPENED,
    ) -> None:
        """Put ``game`` on the table, asking first when a game is in progress."""

        def replace() -> None:
            self.controller.load_game(game, origin)
            if record is not None:
                self.keeper.adopt(record)
                self._say(_tr("Game opened: {name}").format(name=where))

        self.window.leave_game(replace, question.format(where=where))

    # -- files ---------------------------------------------------------------------------------

    def start_folder(self) -> Path:
        """Where a file dialog opens: the folder of the last file, else the data folder's
        records, else the home folder (never the folder the program was started from)."""
        last = Path(self.window.last_folder()) if self.window.last_folder() else None
        for folder in (last, data_folder() / "records", Path.home()):
            if folder is not None and folder.is_dir():
                return folder
        return Path.home()

    def _remember_folder(self, path: Path) -> None:
        self.window.remember_folder(str(path.parent))

    def open_dialog(self) -> QFileDialog:
        dialog = QFileDialog(self.window, _tr("Open a Game or a Position"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setNameFilter(file_filter())
        dialog.setDirectory(str(self.start_folder()))
        dialog.fileSelected.connect(lambda path: self._remember_folder(Path(path)))
        dialog.fileSelected.connect(lambda path: self.open_path(Path(path)))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_dialog = dialog
        dialog.open()
        return dialog

    def open_path(self, path: Path) -> bool:
        """Open a record or a position file, once the player agrees to leave a game in
        progress.  A file that cannot be read leaves the game as it was, and says why.
        Nothing saved is changed by opening."""
        try:
            text = read_text_capped(path)
        except FileError as error:
            self._say(engine_message(error))
            return False
        if not text.lstrip().startswith("{"):
            return self.start_from_text(text, path.name)
        try:
            record = from_json(text)
            if record.result == "unfinished":
                game = restore(record, self.controller.host.rules, self.controller.policy_for(None))
            else:
                game = None
        except RecordError as error:
            self._say(
                _tr("{name} could not be opened: {reason}").format(
                    name=path.name, reason=engine_message(error)
                )
            )
            return False
        if game is not None:
            question = _tr("Leave the game in progress and play the saved game {where}?")
            self._replace(game, question, path.name, record)
            return True
        return self.offer_challenge(record)

    def save_dialog(self) -> QFileDialog:
        dialog = QFileDialog(self.window, _tr("Save the Game"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilter(file_filter())
        dialog.setDefaultSuffix("penguin.json")
        dialog.setDirectory(str(self.start_folder()))
        dialog.selectFile(self.suggested_name())
        dialog.fileSelected.connect(lambda path: self._remember_folder(Path(path)))
        dialog.fileSelected.connect(lambda path: self.save_to(Path(path)))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_dialog = dialog
        dialog.open()
        return dialog

    def suggested_name(self) -> str:
        game = self.controller.game
        if game is None or game.deal_number is None:
            return "position.penguin.json"
        return f"{game.rules.id}-{game.deal_number}.penguin.json"

    def save_to(self, path: Path, player: str | None = None) -> bool:
        record = self.keeper.record()
        if record is None:
            return False
        from dataclasses import replace

        if player is not None:
            record = replace(record, player=player)
        session = self.controller.session
        if session is not None and session.facts.daily:
            record = replace(record, daily=session.facts.daily)
        try:
            write_atomic(path, to_json(record))
        except OSError as error:
            self._say(
                _tr("The game could not be saved as {name}: {reason}").format(
                    name=path.name, reason=error.strerror or error
                )
            )
            return False
        self._say(_tr("Saved as {name}").format(name=path.name))
        return True

    # -- challenges ----------------------------------------------------------------------------

    def challenge_dialog(self) -> QInputDialog:
        """Ask for the player's name, then where to save the record to hand on."""
        dialog = QInputDialog(self.window)
        dialog.setWindowTitle(_tr("Challenge a Friend"))
        dialog.setLabelText(
            _tr("Your name, to show beside your friend's result when they play this deal:")
        )
        dialog.setTextValue(self.keeper.player)
        dialog.textValueSelected.connect(self._challenge_named)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_dialog = dialog
        dialog.open()
        return dialog

    def _challenge_named(self, name: str) -> None:
        self.keeper.player = name.strip()
        dialog = self.save_dialog()
        dialog.setWindowTitle(_tr("Save the Challenge"))

    def offer_challenge(self, record: GameRecord) -> bool:
        """Someone's finished game: offer to play the same deal."""
        try:
            game = self._fresh_start(record)  # their moves are replayed and checked too
        except RecordError as error:
            self._say(
                _tr("The challenge cannot be played: {reason}").format(reason=engine_message(error))
            )
            return False
        box = QDialog(self.window)
        box.setWindowTitle(_tr("A Challenge"))
        layout = QVBoxLayout(box)
        layout.addWidget(plain_label(challenge_text(record, self.variant_label(record))))
        buttons = QDialogButtonBox()
        play = buttons.addButton(_tr("Play This Deal"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.rejected.connect(box.reject)
        play.clicked.connect(box.accept)
        layout.addWidget(buttons)
        box.accepted.connect(lambda: self._play_challenge(record, game))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_dialog = box
        box.open()
        return True

    def _play_challenge(self, record: GameRecord, game: Game) -> None:
        self.challenge = record
        self.controller.load_game(game, CHALLENGE, challenger=player_name(record))
        self._say(_tr("Same deal as {player}: good luck").format(player=player_name(record)))

    def variant_label(self, record: GameRecord) -> str:
        """The variant's name in the window's language (its id when it is not installed)."""
        offered = self.controller.host.offered_rules(record.variant)
        if offered is None:
            return shortened(record.variant)
        return variant_name(offered.name)

    def _game_over(self) -> None:
        if self.challenge is None:
            return
        # The end of the game is kept (autosave) and counted (statistics) by slots of the same
        # signals, some connected after this one, some after the move that ended it: the
        # comparison opens once the event loop is back, when all of them have run.
        game = self.controller.game
        QTimer.singleShot(0, self, lambda: self._compare(game))

    def _compare(self, game: Game | None) -> None:
        if self.challenge is None or game is not self.controller.game:
            return  # another game since
        mine = self.keeper.record()
        if mine is not None and mine.same_deal(self.challenge):
            heading = deal_heading(self.challenge, self.variant_label(self.challenge))
            self.last_dialog = ComparisonDialog(mine, self.challenge, heading, self.window)
            if self.show_line is not None:
                theirs = self.challenge
                button = self.last_dialog.buttons.addButton(
                    _tr("Step Through Their Game"), QDialogButtonBox.ButtonRole.ActionRole
                )
                button.clicked.connect(lambda: self.step_through(theirs))
                button.clicked.connect(self.last_dialog.accept)
            self.last_dialog.open()

    def _fresh_start(self, record: GameRecord, autoplay: str | None = None) -> Game:
        """A new game of the deal ``record`` was played on, once its moves have been
        replayed and checked (``autoplay``: the policy, else the player's); raises
        RecordError."""
        theirs = restore(record, self.controller.host.rules)
        rules = theirs.rules
        policy = autoplay or self.controller.policy_for(rules)
        return Game(rules, record.deal, theirs.initial, policy)

    def step_through(self, record: GameRecord) -> bool:
        """The other player's game from its first move, in the solution viewer: the deal
        starts again and Forward plays their moves one by one."""
        try:
            # no autoplay of this program's own: their cards go home as their game sent them,
            # each step of the line one of theirs (their autoplay included)
            game = self._fresh_start(record, autoplay="none")
        except RecordError as error:
            self._say(engine_message(error))
            return False
        self.challenge = None
        self.controller.load_game(game, REPLAYED)
        title = _tr("The Game of {player}").format(player=player_name(record))
        self.show_line([m.move for m in record.moves], title, record.result == "won")
        return True


def player_name(record: GameRecord) -> str:
    """The other player's name as shown (a long one cut short), or "your friend"."""
    return shortened(record.player) if record.player else _tr("your friend")


def deal_heading(record: GameRecord, variant: str) -> str:
    """ "Penguin, deal 42" (or "…, from a position")."""
    if record.deal is not None:
        return _tr("{variant}, deal {n}").format(variant=variant, n=record.deal)
    return _tr("{variant}, from a position").format(variant=variant)


def challenge_text(record: GameRecord, variant: str) -> str:
    """What the other player did, and the offer."""
    moves = record.player_moves
    values = {"player": player_name(record), "score": record.score}
    if record.result == "won":
        did = _tr("{player} won this deal in %n move(s), with a score of {score}.", moves)
    else:
        did = _tr("{player} played this deal without winning it: %n move(s), score {score}.", moves)
    lines = [deal_heading(record, variant), did.format(**values)]
    if record_day(record.daily):
        lines.insert(1, _tr("The deal of the day of {day}.").format(day=record_day(record.daily)))
    if record.solver_moves:
        lines.append(
            _tr("The solver played {solver} of those %n move(s).", moves).format(
                solver=record.solver_moves
            )
        )
    elif record.hints:
        lines.append(_tr("{player} used hints, but played every move.").format(**values))
    lines.append(_tr("Play the same deal and compare your results?"))
    return "\n".join(lines)


def _clock(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 60}:{s % 60:02d}"


class ComparisonDialog(QDialog):
    """Both results of one deal side by side."""

    def __init__(self, mine: GameRecord, theirs: GameRecord, heading: str, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("The Same Deal, Side by Side"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        layout = QVBoxLayout(self)
        title = QLabel(f"<b>{escaped(heading)}</b>")  # the heading has the variant's name
        layout.addWidget(title)
        grid = QGridLayout()
        grid.addWidget(QLabel(f"<b>{_tr('You')}</b>"), 0, 1)
        grid.addWidget(QLabel(f"<b>{escaped(player_name(theirs))}</b>"), 0, 2)
        self.rows = comparison_rows(mine, theirs)
        for row, (label, a, b) in enumerate(self.rows, 1):
            grid.addWidget(QLabel(label), row, 0)
            for column, value in ((1, a), (2, b)):
                cell = QLabel(value)
                cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                grid.addWidget(cell, row, column)
        layout.addLayout(grid)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.buttons.accepted.connect(self.accept)
        layout.addWidget(self.buttons)


def comparison_rows(mine: GameRecord, theirs: GameRecord) -> list[tuple[str, str, str]]:
    def result(r: GameRecord) -> str:
        return _tr("won") if r.result == "won" else _tr("lost")

    return [
        (_tr("Result"), result(mine), result(theirs)),
        (_tr("Moves"), str(mine.player_moves), str(theirs.player_moves)),
        (_tr("Time"), _clock(mine.seconds), _clock(theirs.seconds)),
        (_tr("Score"), str(mine.score), str(theirs.score)),
        (_tr("Hints used"), str(mine.hints), str(theirs.hints)),
        (_tr("Moves by the solver"), str(mine.solver_moves), str(theirs.solver_moves)),
    ]

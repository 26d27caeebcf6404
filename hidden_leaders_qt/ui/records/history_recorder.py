"""Adds each game that ends in the window to the history, off the GUI thread.

The record is made on the GUI thread (a hash of the decisions and the result already
scored: well under a millisecond); reading and appending the file, which may be large,
happens in Qt's thread pool. Whatever goes wrong is a `failed` message, never a crash.
"""

from PySide6.QtCore import QObject, Signal

from hidden_leaders_qt.engine import GameState
from hidden_leaders_qt.history import HISTORY_NAME, GameRecord, add_record, record_of
from hidden_leaders_qt.saves import SavedGame, describe_save_error
from hidden_leaders_qt.ui.game.background import run_in_background


class HistoryRecorder(QObject):
    failed = Signal(str)  # a sentence for the status bar
    recorded = Signal(object)  # the GameRecord now in the history

    def record(self, saved: SavedGame, state: GameState, seconds: float) -> None:
        """Record the finished game `saved` (played to `state`), `seconds` long."""
        record = record_of(saved, state, seconds)
        run_in_background(lambda: add_record(record), lambda result, error: self._written(record, result, error))

    def _written(self, record: GameRecord, result: object, error: Exception | None) -> None:
        if isinstance(error, OSError):
            # the reasons a save gives (a full disk, a folder not writable), said of the history
            why = describe_save_error(error, error.filename or HISTORY_NAME)
            self.failed.emit(why.replace("could not be saved", "could not be added to the history"))
            return
        if error is not None:
            raise error
        added, problems = result if isinstance(result, tuple) else (False, [])
        for problem in problems:
            self.failed.emit(problem)
        if added:
            self.recorded.emit(record)

"""Adds each game that ends in the window to the history, in a thread of its own.

The record is made on the GUI thread (a hash of the decisions and the result already
scored: about a millisecond); reading and appending the file, which may be large, happens
in the recorder's thread, like the autosave's. Whatever goes wrong is a `failed` message,
never a crash, and `flush` (called when the window closes) waits for the games queued.
"""

import threading

from PySide6.QtCore import QObject, Signal

from hidden_leaders_qt.engine import GameState
from hidden_leaders_qt.records.history import HISTORY_NAME, GameRecord, add_record, record_of
from hidden_leaders_qt.saved_games.saves import SavedGame, describe_save_error


class HistoryRecorder(QObject):
    failed = Signal(str)  # a sentence for the status bar
    recorded = Signal(object)  # the GameRecord now in the history

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: list[GameRecord] = []
        self._busy = False
        self._idle = threading.Condition()

    def record(self, saved: SavedGame, state: GameState, seconds: float) -> None:
        """Record the finished game `saved` (played to `state`), `seconds` long."""
        record = record_of(saved, state, seconds)
        with self._idle:
            self._queue.append(record)
            if self._busy:
                return
            self._busy = True
        threading.Thread(target=self._drain, name="history", daemon=True).start()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every game queued is written; False if that did not happen in time."""
        with self._idle:
            return self._idle.wait_for(lambda: not self._busy, timeout)

    def _next(self) -> GameRecord | None:
        with self._idle:
            if not self._queue:
                self._busy = False
                self._idle.notify_all()
                return None
            return self._queue.pop(0)

    def _drain(self) -> None:
        try:
            while (record := self._next()) is not None:
                self._write(record)
        except BaseException:
            with self._idle:  # a fault of the program: told by the error reporter, nothing left waiting
                self._busy = False
                self._queue.clear()
                self._idle.notify_all()
            raise

    def _write(self, record: GameRecord) -> None:
        try:
            added, problems = add_record(record)
        except OSError as error:
            # the reasons a save gives (a full disk, a folder not writable), said of the history,
            # in the current language
            why = describe_save_error(error, error.filename or HISTORY_NAME)
            unsaved, unrecorded = self.tr("could not be saved"), self.tr("could not be added to the history")
            self.failed.emit(why.replace(unsaved, unrecorded))
            return
        for problem in problems:
            self.failed.emit(problem)
        if added:
            self.recorded.emit(record)

"""Writes the autosave after every decision, in a thread of its own.

A save is synced to disk, which can take long on a slow drive; the table must not wait
for it. Only the newest game matters, so a write that has not started yet is replaced
by a newer one.
"""

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from hidden_leaders_qt.saved_games.saves import (
    AUTOSAVE_NAME,
    GameTooLongError,
    SavedGame,
    autosave,
    describe_save_error,
)


class AutosaveWriter(QObject):
    """`submit` queues the newest game; `flush` waits until it is on disk."""

    failed = Signal(str)
    succeeded = Signal()

    def __init__(self, write: Callable[[SavedGame], object] = autosave, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._write = write
        self._newest: SavedGame | None = None
        self._busy = False
        self._idle = threading.Condition()
        self.last_error: str | None = None

    def submit(self, saved: SavedGame) -> None:
        with self._idle:
            self._newest = saved
            if self._busy:
                return
            self._busy = True
        threading.Thread(target=self._drain, name="autosave", daemon=True).start()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait for the queued game to be written; False if that did not happen in time."""
        with self._idle:
            return self._idle.wait_for(lambda: not self._busy, timeout)

    def _drain(self) -> None:
        while True:
            with self._idle:
                saved, self._newest = self._newest, None
                if saved is None:
                    self._busy = False
                    self._idle.notify_all()
                    return
            try:
                self._write(saved)
            except OSError as error:
                # the error names the temporary file in the autosave's folder, or the folder it
                # could not make
                self.last_error = describe_save_error(error, error.filename or AUTOSAVE_NAME)
                self.failed.emit(self.last_error)
            except GameTooLongError as error:
                self.last_error = str(error)
                self.failed.emit(self.last_error)
            else:
                self.last_error = None
                self.succeeded.emit()

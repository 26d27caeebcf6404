"""What the status bar says when a computer player had to be helped out (see `BotRunner`).

Such a notice is about one move: it goes when the next turn starts, so later turns do not
seem to have had the same trouble; it stays long enough to be read first, and never longer
than a bounded time.
"""

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QStatusBar

READ_MS = 4000
LIMIT_MS = 20_000


class BotNotices(QObject):
    def __init__(self, status_bar: QStatusBar, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.status_bar = status_bar
        self.text = ""
        self.read = False  # it has been up for READ_MS
        self.turn_over = False  # the turn it is about has ended
        self.reading = QTimer(self)
        self.reading.setSingleShot(True)
        self.reading.timeout.connect(self._read)

    def show(self, text: str) -> None:
        self.text, self.read, self.turn_over = text, False, False
        self.status_bar.showMessage(text, LIMIT_MS)
        self.reading.start(READ_MS)

    def turn_ended(self) -> None:
        self.turn_over = True
        self._clear_if_stale()

    def _read(self) -> None:
        self.read = True
        self._clear_if_stale()

    def _clear_if_stale(self) -> None:
        """Only the notice itself: a message shown since (saved, undone) stays."""
        if self.read and self.turn_over and self.status_bar.currentMessage() == self.text:
            self.status_bar.clearMessage()

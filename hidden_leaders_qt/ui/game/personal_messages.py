"""What the status bar tells the person on screen about their own choice ("That cannot be
chosen now: …"): it may name their cards, so it goes as soon as their cards are covered
(a hot-seat hand-off, computer players moving), not when its time is up."""

from PySide6.QtWidgets import QStatusBar

SHOWN_MS = 6000


class PersonalMessages:
    def __init__(self, status_bar: QStatusBar) -> None:
        self.status_bar = status_bar
        self.text = ""
        self.reader = -1  # the seat whose cards were on screen

    def say(self, text: str, reader: int) -> None:
        self.text, self.reader = text, reader
        self.status_bar.showMessage(text, SHOWN_MS)

    def screen_shows(self, viewer: int) -> None:
        """The seat whose cards are on screen now (-1: public cards only)."""
        if viewer != self.reader and self.status_bar.currentMessage() == self.text:
            self.status_bar.clearMessage()

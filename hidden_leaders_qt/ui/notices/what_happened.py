"""Follows the game in hand for the window: reads each new event into the book of notices of
every person at the table, and shows the notices of the person whose cards are on screen,
on the table and in the side panel, until they have seen them.

Hot-seat: a person's notices are kept while others play and show only while that person's
private cards are on screen (after their hand-off), never to anyone else. The replay window
and the advisor have tables and words of their own and are left as they are.
"""

from PySide6.QtCore import QObject

from hidden_leaders_qt.ui.notices.notice_bar import NoticeBar
from hidden_leaders_qt.ui.notices.notice_marks import MarkText, NoticeMarks
from hidden_leaders_qt.ui.notices.notice_reading import Notice, NoticeBook
from hidden_leaders_qt.ui.notices.notice_words import captions, card_label, panel_line, sentence


class WhatHappened(QObject):
    """The window's part: the bar under the prompt, the marks on the table, the book behind them."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.model = None
        self.book = NoticeBook(())
        self.bar = NoticeBar()
        panel = window.panel
        panel.add_tool(self.bar)
        # right under the prompt, where the person reads first
        panel.layout().removeWidget(self.bar)
        panel.layout().insertWidget(panel.layout().indexOf(panel.prompt) + 1, self.bar)
        self.bar.seen.connect(self.seen_all)
        self.marks = NoticeMarks(window.scene, self.seen_one)
        window.session.started.connect(self._started)
        window.session.leaving.connect(self._leaving)

    def _started(self, model) -> None:
        self.model = model
        self.book = NoticeBook(seat for seat, player in enumerate(model.seats) if player.is_human)
        self.book.catch_up(model.events())
        model.events_added.connect(self._events)
        model.decided.connect(self._decided)
        model.changed.connect(self.show)
        self.show()

    def _leaving(self, model) -> None:
        model.disconnect(self)
        self.model = None
        self.book = NoticeBook(())
        self.show()

    def _events(self, events: list) -> None:
        for event in events:
            self.book.read(event, self.model.last_mover)

    def _decided(self) -> None:
        model = self.model
        if model.last_mover < 0:  # an undo: what the decisions taken back cleared is back
            self.book.undone(len(model.decisions))
        else:
            self.book.decided(model.last_mover, len(model.decisions) - 1)

    def reader(self) -> int:
        """The person whose notices may show now, or -1."""
        model = self.model
        if model is None or model.screen_lent or model.needs_handoff():
            return -1
        return model.viewer

    def notices(self) -> list[Notice]:
        """The notices of the person on screen: each names a card only when its event showed
        it to them (a card taken from their hand is theirs to name, wherever it went since)."""
        seat = self.reader()
        return self.book.notices(seat) if seat >= 0 else []

    def show(self) -> None:
        notices = self.notices()
        if not notices:
            self.bar.show_text("")
            self.marks.show([], -1)
            self.window.panel.refit()
            return
        db, names = self.model.db, self.window.session.names
        self.bar.show_text(panel_line(notices, db, names))
        texts = [
            (notice, MarkText(card_label(notice, db), captions(notice, db, names), sentence(notice, db, names) + "."))
            for notice in notices
        ]
        self.marks.show(texts, self.reader())
        self.window.panel.refit()

    def seen_all(self) -> None:
        self.book.dismiss(self.reader())
        self.show()

    def seen_one(self, notice: Notice) -> None:
        self.book.dismiss(self.reader(), notice)
        self.show()

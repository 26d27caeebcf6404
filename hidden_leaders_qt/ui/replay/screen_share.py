"""One screen, two windows: a replay that shows a hand-off cover or one person's view of an
unfinished hot-seat game says somebody in particular is at the screen, and that may not be
the person whose hand the main window shows. So while any replay does, the game in hand
lends its screen (`GameModel.lend_screen`): only public cards show there, and once every
replay has stopped, the next person takes the main window over at a hand-off again.
"""

from typing import Protocol

from PySide6.QtCore import QObject, SignalInstance

from hidden_leaders_qt.ui.game.session import GameSession


class PrivateEyes(Protocol):
    """A replay as the screen share follows it (`ReplayWindow`)."""

    @property
    def private_eyes(self) -> SignalInstance:
        """Emits True while one person is at the screen for the replay, False once anybody may look."""

    @property
    def shows_private(self) -> bool:
        """Whether one person is at the screen for it now."""


class ScreenShare(QObject):
    """The main window's record of the replays that show one person's eyes; a game the
    window's `session` puts on the table meanwhile (New Game, Open) starts with its screen
    lent too."""

    def __init__(self, window: QObject, session: GameSession) -> None:
        super().__init__(window)
        self.session = session
        self.private: set[int] = set()  # the replays (by id) showing one person's eyes
        session.started.connect(lambda _model: self._lend())

    @classmethod
    def of(cls, window: QObject, session: GameSession) -> "ScreenShare":
        """The window's one record, made when its first replay opens."""
        found = window.findChild(cls)
        return found if isinstance(found, cls) else cls(window, session)

    def follow(self, replay: PrivateEyes) -> None:
        key = id(replay)
        replay.private_eyes.connect(lambda private: self._set(key, private))
        self._set(key, replay.shows_private)

    def _set(self, key: int, private: bool) -> None:
        if private:
            self.private.add(key)
        else:
            self.private.discard(key)
        self._lend()

    def _lend(self) -> None:
        model = self.session.model
        if model is not None:
            model.lend_screen(bool(self.private))

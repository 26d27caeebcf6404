"""One screen, two windows: a replay that shows a hand-off cover or one person's view of an
unfinished hot-seat game says somebody in particular is at the screen, and that may not be
the person whose hand the main window shows. So while any replay does, the game in hand
lends its screen (`GameModel.lend_screen`): only public cards show there, and once every
replay has stopped, the next person takes the main window over at a hand-off again.
"""

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from hidden_leaders_qt.ui.replay.replay_window import ReplayWindow
    from hidden_leaders_qt.ui.window.main_window import MainWindow


class ScreenShare(QObject):
    """The main window's record of the replays that show one person's eyes; a game put on
    the table meanwhile (New Game, Open) starts with its screen lent too."""

    def __init__(self, window: "MainWindow") -> None:
        super().__init__(window)
        self.window = window
        self.private: set[int] = set()  # the replays (by id) showing one person's eyes
        window.session.started.connect(lambda _model: self._lend())

    @classmethod
    def of(cls, window: "MainWindow") -> "ScreenShare":
        """The window's one record, made when its first replay opens."""
        found = window.findChild(cls)
        return found if isinstance(found, cls) else cls(window)

    def follow(self, replay: "ReplayWindow") -> None:
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
        model = self.window.session.model
        if model is not None:
            model.lend_screen(bool(self.private))

"""Runs computer seats off the GUI thread, with a short pause so people can follow them.

A bot gets only its seat's view. Each request carries a token; a result that arrives
after the game moved on (undo, new game) is dropped.
"""

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from hidden_leaders_qt.ai.players import make_bot
from hidden_leaders_qt.ui.game_model import GameModel

PAUSE_MS = 450


class _Signals(QObject):
    chosen = Signal(int, object)


class _BotTask(QRunnable):
    def __init__(self, bot, view, db, token: int, signals: _Signals) -> None:
        super().__init__()
        self.bot, self.view, self.db, self.token, self.signals = bot, view, db, token, signals

    def run(self) -> None:
        self.signals.chosen.emit(self.token, self.bot.choose(self.view, self.db))


class BotRunner(QObject):
    thinking = Signal(int)

    def __init__(self, model: GameModel, seed: int, pause_ms: int = PAUSE_MS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.pause_ms = pause_ms
        self.bots = {
            seat: make_bot(info.kind, seed * 31 + seat) for seat, info in enumerate(model.seats) if not info.is_human
        }
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.signals = _Signals()
        self.signals.chosen.connect(self._chosen)
        self.token = 0
        self.active = True
        model.changed.connect(self.schedule)

    def stop(self) -> None:
        self.active = False
        self.token += 1
        self.pool.waitForDone()

    def schedule(self) -> None:
        """If a computer seat must decide, let it think after a short pause."""
        self.token += 1
        seat = self.model.deciding_seat
        if not self.active or seat not in self.bots:
            self.thinking.emit(-1)
            return
        token = self.token
        self.thinking.emit(seat)
        QTimer.singleShot(self.pause_ms, lambda: self._start(token, seat))

    def _start(self, token: int, seat: int) -> None:
        if token != self.token or not self.active or self.model.deciding_seat != seat:
            return
        view = self.model.state_for_bot(seat)
        self.pool.start(_BotTask(self.bots[seat], view, self.model.db, token, self.signals))

    def _chosen(self, token: int, option) -> None:
        if token != self.token or not self.active:
            return
        self.model.apply(option)

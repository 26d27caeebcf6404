"""Runs computer seats off the GUI thread, with a short pause so people can follow them.

Easy, Medium and Random bots get only their seat's view and think in a worker thread.
Hard bots search, which needs the interpreter to itself: they run in a persistent pool
of worker processes and get a redacted world (everything their seat cannot know is a
random guess). Each request carries a token; a result that arrives after the game moved
on (undo, new game) is dropped.
"""

import threading

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from hidden_leaders_qt.ai.players import HARD_MIN_ITERATIONS, HARD_SECONDS, make_bot
from hidden_leaders_qt.ai.search_pool import SearchPool
from hidden_leaders_qt.engine import Option
from hidden_leaders_qt.ui.game_model import GameModel

PAUSE_MS = 450
HARD = "hard"
_search_pool = None
_pool_lock = threading.Lock()


def search_pool():
    """The process pool of the Hard bots, started on first use and kept for the session.
    Starting processes takes a moment, so it is first called from a worker thread (its
    modules are imported with this one: an import in that thread would hold the
    interpreter while the table paints its first frame)."""
    global _search_pool
    with _pool_lock:
        if _search_pool is None:
            _search_pool = SearchPool()
        return _search_pool


def prestart_search_pool() -> None:
    """Start the Hard bots' processes in the background now, while nothing is animating
    (the app does this a moment after its window appears): starting them competes for
    the interpreter, and during a new game's first frame that was a 55 ms stall."""
    threading.Thread(target=search_pool, name="search pool start", daemon=True).start()


def shutdown_search_pool() -> None:
    global _search_pool
    with _pool_lock:
        if _search_pool is not None:
            _search_pool.close()
            _search_pool = None


class _Signals(QObject):
    chosen = Signal(int, object)


class _SearchTask(QRunnable):
    """Hands a redacted world to the search processes and waits for their answer."""

    def __init__(self, world_data: dict, seat: int, seed: int, game: str, token: int, signals: _Signals) -> None:
        super().__init__()
        self.args = (world_data, seat, seed, HARD_SECONDS, None, game, HARD_MIN_ITERATIONS)
        self.token, self.signals = token, signals

    def run(self) -> None:
        option = Option.from_data(search_pool().submit(*self.args).result().option)
        self.signals.chosen.emit(self.token, option)


class _BotTask(QRunnable):
    def __init__(self, bot, view, db, token: int, signals: _Signals) -> None:
        super().__init__()
        self.bot, self.view, self.db, self.token, self.signals = bot, view, db, token, signals

    def run(self) -> None:
        self.signals.chosen.emit(self.token, self.bot.choose(self.view, self.db))


class BotRunner(QObject):
    thinking = Signal(int)

    def __init__(self, model: GameModel, pause_ms: int = PAUSE_MS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.pause_ms = pause_ms
        self.seed = model.bot_secret
        self.bots = {
            seat: make_bot(info.kind, self.seed * 31 + seat)
            for seat, info in enumerate(model.seats)
            if not info.is_human and info.kind != HARD
        }
        self.searchers = {seat for seat, info in enumerate(model.seats) if info.kind == HARD}
        if self.searchers:
            threading.Thread(target=search_pool, daemon=True).start()
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
        if not self.active or (seat not in self.bots and seat not in self.searchers):
            self.thinking.emit(-1)
            return
        token = self.token
        self.thinking.emit(seat)
        QTimer.singleShot(self.pause_ms, lambda: self._start(token, seat))

    def _start(self, token: int, seat: int) -> None:
        if token != self.token or not self.active or self.model.deciding_seat != seat:
            return
        if seat in self.searchers:
            world = self.model.redacted_state(seat).to_data()
            game = f"{self.seed:x}"
            self.pool.start(_SearchTask(world, seat, self.seed * 31 + seat, game, token, self.signals))
            return
        view = self.model.state_for_bot(seat)
        self.pool.start(_BotTask(self.bots[seat], view, self.model.db, token, self.signals))

    def _chosen(self, token: int, option) -> None:
        if token != self.token or not self.active:
            return
        self.model.apply(option)

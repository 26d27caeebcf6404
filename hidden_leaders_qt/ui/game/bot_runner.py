"""Runs computer seats off the GUI thread, with a short pause so people can follow them.

Easy, Medium and Random bots get only their seat's view and think in a worker thread.
The search levels (Hard, Expert: `ai/search/search_levels.py`) need the interpreter to
themselves: they run in a persistent pool of worker processes and get a redacted world
(everything their seat cannot know is a random guess). Each request carries a token; a
result that arrives after the game moved on (undo, new game) is dropped.

Nobody waits for a search whose answer is no longer wanted: when the game moves on or the
runner stops, the thread that waits for the search processes lets go at once (Expert thinks
for seconds, and a new game must not wait for them); the processes finish that search unread.

A bot that fails never leaves the game waiting. If a search process died (killed, out of
memory) the pool is replaced and the search asked once more; if searching fails again,
or for any other reason, the Medium bot decides instead, and a bot that raises is replaced
by random legal play for that decision. Each time `notice` tells the user in a sentence.
"""

import logging
import threading
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, QTimer, Signal
from PySide6.QtWidgets import QApplication

from hidden_leaders_qt.ai.players import make_bot
from hidden_leaders_qt.ai.search.search_levels import SEARCH_LEVELS, SearchLevel
from hidden_leaders_qt.ai.search.search_pool import SearchAnswer, SearchPool
from hidden_leaders_qt.engine import Option
from hidden_leaders_qt.engine.words.titles import level_title
from hidden_leaders_qt.ui.game.game_model import GameModel

PAUSE_MS = 450
# Questions a search seat answers by the Medium player's rules instead of searching: a reaction
# asked of a seat that may hold nothing would be answered at once and a real choice only after
# seconds of search, telling the table what the seat holds (ruling R41).
QUICK_KINDS = frozenset({"reaction"})
DIALOG_POLL_MS = 200
# how often a chosen move looks whether the table has finished showing the move before
MOTION_POLL_MS = 15
# how often the thread waiting for the search processes looks whether the answer is still wanted
WANTED_POLL_S = 0.05
# What a search seat falls back to when it cannot search, and any bot when it fails.
SEARCH_FALLBACK = "medium"
LAST_RESORT = "random"
log = logging.getLogger(__name__)
_search_pool = None
_pool_lock = threading.Lock()


def search_pool():
    """The process pool of the search levels, started on first use and kept for the session.
    Starting processes takes a moment, so it is first called from a worker thread (its
    modules are imported with this one: an import in that thread would hold the
    interpreter while the table paints its first frame)."""
    global _search_pool
    with _pool_lock:
        if _search_pool is None:
            _search_pool = SearchPool()
        return _search_pool


def prestart_search_pool() -> None:
    """Start the search levels' processes in the background now, while nothing is animating
    (the app does this a moment after its window appears): starting them competes for
    the interpreter, and during a new game's first frame that was a 55 ms stall."""
    threading.Thread(target=_start_search_pool, name="search pool start", daemon=True).start()


def _start_search_pool() -> None:
    try:
        search_pool()
    except Exception:
        # the first search will try again and, failing too, let the Medium bot decide and say so
        log.exception("the search processes could not start")


def replace_search_pool(broken: SearchPool) -> None:
    """Drop a pool whose process died; the next `search_pool()` starts a new one."""
    global _search_pool
    with _pool_lock:
        if _search_pool is broken:
            _search_pool = None
    broken.close()


def shutdown_search_pool() -> None:
    global _search_pool
    with _pool_lock:
        if _search_pool is not None:
            _search_pool.close()
            _search_pool = None


class _Signals(QObject):
    chosen = Signal(int, object)
    # token, and whether the search processes broke (else the bot raised)
    failed = Signal(int, bool)


class _SearchTask(QRunnable):
    """Hands a redacted world to the search processes and waits for their answer."""

    def __init__(
        self,
        world_data: dict,
        seat: int,
        seed: int,
        game: str,
        level: SearchLevel,
        token: int,
        signals: _Signals,
        abandoned: threading.Event,
    ) -> None:
        super().__init__()
        self.args = (world_data, seat, seed, level.seconds, None, game, level.min_iterations, level)
        self.token, self.signals, self.abandoned = token, signals, abandoned

    def run(self) -> None:
        try:
            pool = search_pool()
            try:
                answer = self._wait(pool.submit(*self.args))
            except BrokenProcessPool:
                replace_search_pool(pool)
                raise
            if answer is None:
                return
            option = Option.from_data(answer.option)
        except BrokenProcessPool:
            log.warning("a search process ended unexpectedly; new ones were started")
            self.signals.failed.emit(self.token, True)
        except Exception:
            log.exception("the search failed")
            self.signals.failed.emit(self.token, False)
        else:
            self.signals.chosen.emit(self.token, option)

    def _wait(self, answer: Future) -> SearchAnswer | None:
        """The search's answer, or None as soon as it is abandoned."""
        while not self.abandoned.is_set():
            try:
                return answer.result(timeout=WANTED_POLL_S)
            except TimeoutError:
                continue
        return None


class _BotTask(QRunnable):
    def __init__(self, bot, view, db, token: int, signals: _Signals) -> None:
        super().__init__()
        self.bot, self.view, self.db, self.token, self.signals = bot, view, db, token, signals

    def run(self) -> None:
        try:
            option = self.bot.choose(self.view, self.db)
        except Exception:
            log.exception("a computer player failed to choose")
            self.signals.failed.emit(self.token, False)
        else:
            self.signals.chosen.emit(self.token, option)


class BotRunner(QObject):
    thinking = Signal(int)
    # a sentence for the user when a computer player had to be helped out (see the module doc)
    notice = Signal(str)

    def __init__(self, model: GameModel, pause_ms: int = PAUSE_MS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.pause_ms = pause_ms
        self.seed = model.bot_secret
        self.bots = {
            seat: make_bot(info.kind, self.seed * 31 + seat)
            for seat, info in enumerate(model.seats)
            if not info.is_human and info.kind not in SEARCH_LEVELS
        }
        # the search seats and their levels
        self.searchers = {
            seat: SEARCH_LEVELS[info.kind] for seat, info in enumerate(model.seats) if info.kind in SEARCH_LEVELS
        }
        if self.searchers:
            prestart_search_pool()
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.signals = _Signals()
        self.signals.chosen.connect(self._chosen)
        self.signals.failed.connect(self._failed)
        self.token = 0
        # how the current decision is being made: "search", "search again", a bot kind or None
        self.attempt: str | None = None
        self.active = True
        # the table is still showing the last move: a chosen move waits for it to land
        self.table_busy: Callable[[], bool] = lambda: False
        # a lesson: the computers' moves as its game has them (None: they decide themselves),
        # and whether they wait for the person to read on (the lesson schedules them again)
        self.script: Callable[[int], Option | None] | None = None
        self.held: Callable[[], bool] = lambda: False
        # set when the search in hand is no longer wanted; a new one for each decision
        self.abandoned = threading.Event()
        model.changed.connect(self.schedule)

    def stop(self) -> None:
        self.active = False
        self.token += 1
        self._abandon_search()
        self.pool.waitForDone()

    def _abandon_search(self) -> None:
        self.abandoned.set()
        self.abandoned = threading.Event()

    def schedule(self) -> None:
        """If a computer seat must decide, let it think after a short pause."""
        self.token += 1
        self._abandon_search()
        seat = self.model.deciding_seat
        if not self.active or (seat not in self.bots and seat not in self.searchers) or self.held():
            self.thinking.emit(-1)
            return
        token = self.token
        self.thinking.emit(seat)
        QTimer.singleShot(self.pause_ms, lambda: self._start(token, seat))

    def _start(self, token: int, seat: int) -> None:
        if token != self.token or not self.active or self.model.deciding_seat != seat:
            return
        if self._held_by_a_dialog(lambda: self._start(token, seat)):
            return
        if seat not in self.searchers and self.table_busy():
            # a bot thinking in a thread holds the interpreter the table paints with
            QTimer.singleShot(MOTION_POLL_MS, lambda: self._start(token, seat))
            return
        scripted = self.script(len(self.model.decisions)) if self.script is not None else None
        if scripted is not None:
            self._chosen(token, scripted)
            return
        if seat in self.searchers and self.model.state_for_bot(seat).decision.kind in QUICK_KINDS:
            self._ask_bot(token, seat, make_bot(SEARCH_FALLBACK, self.seed * 31 + seat), SEARCH_FALLBACK)
        elif seat in self.searchers:
            self._search(token, seat, "search")
        else:
            self._ask_bot(token, seat, self.bots[seat], None)

    def _held_by_a_dialog(self, again: Callable[[], None]) -> bool:
        """A person is reading a dialog (leave the game? an error?): the table waits for them,
        both to start thinking and to play a move in hand."""
        if QApplication.activeModalWidget() is None:
            return False
        QTimer.singleShot(DIALOG_POLL_MS, again)
        return True

    def _search(self, token: int, seat: int, attempt: str) -> None:
        self.attempt = attempt
        world = self.model.redacted_state(seat).to_data()
        game = f"{self.seed:x}"
        level = self.searchers[seat]
        task = _SearchTask(world, seat, self.seed * 31 + seat, game, level, token, self.signals, self.abandoned)
        self.pool.start(task)

    def _ask_bot(self, token: int, seat: int, bot, kind: str | None) -> None:
        self.attempt = kind
        view = self.model.state_for_bot(seat)
        self.pool.start(_BotTask(bot, view, self.model.db, token, self.signals))

    def _chosen(self, token: int, option) -> None:
        if token != self.token or not self.active:
            return
        if self._held_by_a_dialog(lambda: self._chosen(token, option)):  # found as a dialog opened
            return
        if self.table_busy():
            QTimer.singleShot(MOTION_POLL_MS, lambda: self._chosen(token, option))
            return
        refused = self.model.apply(option)
        if refused is not None:
            log.error("a computer player chose %s, which the rules refuse: %s", option, refused)
            self._failed(token, False)

    def _failed(self, token: int, broken: bool) -> None:
        """Find another way to make the decision, and say so."""
        if token != self.token or not self.active:
            return
        seat = self.model.deciding_seat
        name = self.model.seats[seat].name
        backup_seed = self.seed * 31 + seat + len(self.model.decisions)
        if broken and self.attempt == "search":
            self.notice.emit(
                QCoreApplication.translate(
                    "bot_runner",
                    "A search process of {name} stopped unexpectedly. It was restarted, and {name} is thinking again.",
                ).format(name=name)
            )
            self._search(token, seat, "search again")
        elif self.attempt in ("search", "search again"):
            self.notice.emit(
                QCoreApplication.translate(
                    "bot_runner",
                    "{name} could not search this time, so the {level} computer player chose this move.",
                ).format(name=name, level=level_title(SEARCH_FALLBACK))
            )
            self._ask_bot(token, seat, make_bot(SEARCH_FALLBACK, backup_seed), SEARCH_FALLBACK)
        elif self.attempt != LAST_RESORT:
            self.notice.emit(
                QCoreApplication.translate(
                    "bot_runner",
                    "{name} ran into an error, so this move was chosen at random among the legal ones.",
                ).format(name=name)
            )
            self._ask_bot(token, seat, make_bot(LAST_RESORT, backup_seed), LAST_RESORT)
        else:
            self.attempt = None
            self.thinking.emit(-1)
            self.notice.emit(
                QCoreApplication.translate(
                    "bot_runner",
                    "{name} cannot choose a move because of an internal error. Please save the game and report it.",
                ).format(name=name)
            )

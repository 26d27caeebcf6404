"""Asks the advisor off the GUI thread: the search runs in the search seats' worker processes,
and a thread of its own waits for them, so the table never waits for a search.

Every request carries a key (the seat and the count of decisions it was asked at); the
desk decides whether an answer that comes back is still wanted.
"""

import logging
from concurrent.futures.process import BrokenProcessPool
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal

from hidden_leaders_qt.ai.advisor import combine, rate_world_data
from hidden_leaders_qt.ai.search.search_levels import HARD
from hidden_leaders_qt.engine import Option
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.ui.game.bot_runner import replace_search_pool, search_pool

log = logging.getLogger(__name__)


class Budget(NamedTuple):
    """How long the advisor searches: Hard's time with its floor of iterations in play, or a
    fixed number of iterations (tests)."""

    seconds: float | None = HARD.seconds
    iterations: int | None = None
    at_least: int = HARD.min_iterations


class Request(NamedTuple):
    key: tuple[int, int, int]  # the desk's: (game, seat, decisions made)
    world_data: dict
    seat: int
    seed: int
    budget: Budget
    language: str  # the language the options are described in


class _Signals(QObject):
    answered = Signal(object, object)  # the request's key, the Advice
    failed = Signal(object, str)  # the request's key, a sentence for the person


class _AdviceTask(QRunnable):
    """Splits one request over the search processes and adds their findings up."""

    def __init__(self, request: Request, signals: _Signals) -> None:
        super().__init__()
        self.request, self.signals = request, signals

    def run(self) -> None:
        request = self.request
        try:
            pool = search_pool()
            try:
                advice = self._search(pool)
            except BrokenProcessPool:
                replace_search_pool(pool)
                raise
        except BrokenProcessPool:
            log.warning("a search process ended while the advisor thought; new ones were started")
            stopped = QCoreApplication.translate(
                "AdviceRunner", "The advisor's search stopped unexpectedly. Please ask again."
            )
            self.signals.failed.emit(request.key, stopped)
        except Exception:
            log.exception("the advisor failed")
            failed = QCoreApplication.translate("AdviceRunner", "The advisor could not think about this decision.")
            self.signals.failed.emit(request.key, failed)
        else:
            self.signals.answered.emit(request.key, advice)

    def _search(self, pool):
        request, budget = self.request, self.request.budget
        workers = pool.workers
        seeds = SplitMix64(request.seed)
        parts = []
        for worker in range(workers):
            share = None
            if budget.iterations is not None:
                share = budget.iterations // workers + (1 if worker < budget.iterations % workers else 0)
            floor = -(-budget.at_least // workers)
            args = (request.world_data, request.seat, seeds.next64(), budget.seconds, share, floor, request.language)
            parts.append(pool.executor.submit(rate_world_data, *args))
        options = [Option.from_data(data) for data in request.world_data["pending"]["options"]]
        return combine(request.seat, options, [part.result() for part in parts])


class AdviceRunner(QObject):
    """Runs requests one at a time in a thread of its own; answers arrive in the GUI thread."""

    answered = Signal(object, object)
    failed = Signal(object, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.signals = _Signals()
        self.signals.answered.connect(self.answered)
        self.signals.failed.connect(self.failed)

    def start(self, request: Request) -> None:
        self.pool.start(_AdviceTask(request, self.signals))

    def stop(self) -> None:
        """Wait for the search in hand (at most Hard's budget) before the window goes."""
        self.pool.waitForDone()

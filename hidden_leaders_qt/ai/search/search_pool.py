"""The search levels (Hard, Expert) think in worker processes: a search needs the interpreter to itself, and a
GUI thread would stutter beside it.

The pool is started once and kept. Each request is split over all workers (root
parallelism: every worker searches the same world with its own seed, and their visits
and values per root option are added up before `RootStats.choice` picks one). Every
worker keeps one `SearchBot` per (game, seat, level), so its belief about the other leaders
keeps reading the game's public events from one decision to the next. The spawn start
method behaves the same on every OS and never forks a process that runs Qt threads.

A worker ends itself as soon as the process that started it is gone, even when that
process was killed and could not shut the pool down: otherwise the workers (and the
multiprocessing resource tracker, which waits for them) would run on after the app.

The resource tracker is a process of its own that removes the pool's semaphores should
the app be killed. Killed itself, it is started again the first time the app tells it
anything, which is when the pool closes: then it is told of the pool's semaphores first,
or it would print a traceback for each one it is told to forget.
"""

import multiprocessing
import multiprocessing.connection
import os
import threading
import warnings
from collections import OrderedDict
from concurrent.futures import Future, ProcessPoolExecutor
from multiprocessing import queues, resource_tracker, synchronize
from typing import NamedTuple

from hidden_leaders_qt.ai.search.search_bot import RootStats, SearchBot
from hidden_leaders_qt.ai.search.search_levels import HARD, SearchLevel
from hidden_leaders_qt.engine.core.options import Option
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.core.state import GameState

DEFAULT_WORKERS = 2
# Workers yield the processor to the window: with as many searching workers as cores, a
# window at the same priority waited up to 100 ms now and then for its turn to run
# (measured with the advisor, benchmarks/advisor.py); lowered, the longest wait halved.
WORKER_NICENESS = 10
# Bots kept per worker: enough for a few games' search seats, bounded for long sessions.
KEPT_BOTS = 12

_bots: OrderedDict[tuple[str, int, SearchLevel], SearchBot] = OrderedDict()


class SearchAnswer(NamedTuple):
    """The chosen option as data (`[kind, [args]]`) and the iterations all workers ran."""

    option: list
    iterations: int


def watch_parent() -> None:
    """In a worker, at start: a thread that ends the worker when its parent process ends.
    A spawned process holds a pipe from its parent that reads as closed once the parent is
    gone, however it ended; waiting on it costs nothing until then."""
    parent = multiprocessing.parent_process()
    assert parent is not None, "only a worker watches its parent"
    sentinel = parent.sentinel

    def watch() -> None:
        multiprocessing.connection.wait([sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="parent watch", daemon=True).start()


def _start_worker() -> None:
    """In a worker, at start: a lower priority than the window's, and the parent watched."""
    if hasattr(os, "nice"):  # not on Windows, where a new process runs at normal priority
        os.nice(WORKER_NICENESS)
    watch_parent()


def _warm_up() -> None:
    """Load the card data so that the first real request does not pay for it."""
    from hidden_leaders_qt.engine.data.cards import default_db

    default_db()


def _search(
    world_data: dict,
    seat: int,
    seed: int,
    seconds: float | None,
    iterations: int | None,
    game_id: str,
    at_least: int = 0,
    level: SearchLevel = HARD,
) -> tuple[list[tuple[list, int, float]], list | None, int]:
    """In a worker: visits and summed value per root option from this worker's bot of
    `level` for (game, seat), the rule-based choice, and the iterations it ran."""
    world = GameState.from_data(world_data)
    key = (game_id, seat, level)
    bot = _bots.pop(key, None) or level.bot(seed)
    _bots[key] = bot
    while len(_bots) > KEPT_BOTS:
        _bots.popitem(last=False)
    bot.reseed(seed)
    bot.belief.update(world, seat)
    stats = bot.search(world, seat, iterations=iterations, seconds=seconds, at_least=at_least)
    found = [(option.to_data(), count, stats.totals[option]) for option, count in stats.visits.items()]
    preferred = stats.preferred.to_data() if stats.preferred is not None else None
    return found, preferred, bot.last_iterations


def _semaphore_names(executor: ProcessPoolExecutor) -> list[str]:
    """The names of the semaphores of the executor's queues, which the resource tracker
    knows them by."""
    found = []
    for part in vars(executor).values():
        if isinstance(part, queues.Queue | queues.SimpleQueue):
            for lock in vars(part).values():
                # `_semlock` is private to multiprocessing, and untyped: only its name is read
                semlock = getattr(lock, "_semlock", None) if isinstance(lock, synchronize.SemLock) else None
                if semlock is not None and semlock.name:
                    found.append(semlock.name)
    return found


class SearchPool:
    """A persistent pool of search processes; `submit` returns a Future of an option."""

    def __init__(self, workers: int = DEFAULT_WORKERS) -> None:
        self.workers = workers
        self.executor = ProcessPoolExecutor(
            max_workers=workers, mp_context=multiprocessing.get_context("spawn"), initializer=_start_worker
        )
        self.semaphores = _semaphore_names(self.executor)
        for _ in range(workers):
            self.executor.submit(_warm_up)

    def submit(
        self,
        world_data: dict,
        seat: int,
        seed: int,
        seconds: float | None = None,
        iterations: int | None = None,
        game_id: str = "",
        at_least: int = 0,
        level: SearchLevel = HARD,
    ) -> Future:
        """Search `world_data` (a redacted world's `to_data()`) for `seat` with the knobs of
        `level`; the Future's result is a `SearchAnswer`.

        With `seconds`, every worker searches that long, and longer if the workers would
        not reach `at_least` iterations together (see `SearchBot.search`); `iterations`
        are shared out."""
        options = [Option.from_data(o) for o in world_data["pending"]["options"]]
        result: Future = Future()
        if len(options) == 1:
            result.set_result(SearchAnswer(options[0].to_data(), 0))
            return result
        seeds = SplitMix64(seed)
        parts = []
        for worker in range(self.workers):
            share = None
            if iterations is not None:
                share = iterations // self.workers + (1 if worker < iterations % self.workers else 0)
                if share == 0:
                    continue
            floor = -(-at_least // self.workers)
            args = (world_data, seat, seeds.next64(), seconds, share, game_id, floor, level)
            parts.append(self.executor.submit(_search, *args))
        pending = [len(parts)]
        lock = threading.Lock()

        def merge(_: Future) -> None:
            # callbacks run in the pool's thread, or at once in ours if a part is done already
            with lock:
                pending[0] -= 1
                if pending[0]:
                    return
            try:
                visits: dict[Option, int] = {}
                totals: dict[Option, float] = {}
                preferred = None
                iterations = 0
                for part in parts:
                    found, preferred_data, done = part.result()
                    iterations += done
                    if preferred_data is not None:
                        preferred = Option.from_data(preferred_data)
                    for data, count, total in found:
                        option = Option.from_data(data)
                        visits[option] = visits.get(option, 0) + count
                        totals[option] = totals.get(option, 0.0) + total
                choice = RootStats(visits, totals, preferred).choice(options, level.keep_rule_margin)
                result.set_result(SearchAnswer(choice.to_data(), iterations))
            except Exception as error:  # a worker's failure reaches whoever waits
                result.set_exception(error)

        for part in parts:
            part.add_done_callback(merge)
        return result

    def close(self) -> None:
        """End the processes. A search still running is nobody's any more (the app is
        quitting, or a process died): its processes are ended rather than waited for, as an
        Expert search would hold the closing window for seconds."""
        self._track_again_if_the_tracker_died()
        # the executor's own records, read as its shutdown reads them (None once it is shut down;
        # a Python without them closes the slow way, waiting for the search)
        if getattr(self.executor, "_pending_work_items", None):
            for process in list((getattr(self.executor, "_processes", None) or {}).values()):
                process.terminate()
        self.executor.shutdown(wait=True, cancel_futures=True)

    def _track_again_if_the_tracker_died(self) -> None:
        with warnings.catch_warnings(record=True) as relaunched:
            warnings.simplefilter("always")
            resource_tracker.ensure_running()  # warns when it had to start a new tracker
        if relaunched:
            for name in self.semaphores:
                resource_tracker.register(name, "semaphore")

    def __enter__(self) -> "SearchPool":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

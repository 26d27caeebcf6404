"""A computer player that fails never stalls the game: it is helped out and the user is told."""

import multiprocessing
import os
import signal

import pytest

from hidden_leaders_qt.ai.search_pool import SearchPool
from hidden_leaders_qt.engine import Option, Settings, new_game
from hidden_leaders_qt.ui import bot_runner
from hidden_leaders_qt.ui.bot_runner import BotRunner
from hidden_leaders_qt.ui.game_model import GameModel, Seat


@pytest.fixture
def fresh_search_pool():
    """Each test starts its own search processes and ends them."""
    bot_runner.shutdown_search_pool()
    yield
    bot_runner.shutdown_search_pool()


def start(qtbot, seats: list[Seat], seed: int = 6) -> tuple[GameModel, BotRunner, list[str]]:
    model = GameModel(Settings(players=len(seats), seed=seed), seats)
    runner = BotRunner(model, pause_ms=0)
    notices: list[str] = []
    runner.notice.connect(notices.append)
    runner.schedule()
    return model, runner, notices


def play_until(qtbot, model: GameModel, runner: BotRunner, decisions: int) -> None:
    try:
        qtbot.waitUntil(lambda: len(model.decisions) >= decisions, timeout=30_000)
    finally:
        runner.stop()


def assert_legal(model: GameModel) -> None:
    replay = new_game(model.settings)
    for option in model.decisions:
        replay.apply(option)


def test_a_search_process_killed_while_hard_thinks_is_replaced_and_the_game_goes_on(
    qtbot, monkeypatch, fresh_search_pool
):
    monkeypatch.setattr(bot_runner, "HARD_SECONDS", 0.4)
    monkeypatch.setattr(bot_runner, "HARD_MIN_ITERATIONS", 0)
    searches = []
    submit = SearchPool.submit

    def counted(pool, *args, **kwargs):
        searches.append(pool)
        return submit(pool, *args, **kwargs)

    monkeypatch.setattr(SearchPool, "submit", counted)
    others = {child.pid for child in multiprocessing.active_children()}
    model, runner, notices = start(qtbot, [Seat("Deep", "hard"), Seat("Bot", "random")])
    try:
        qtbot.waitUntil(lambda: len(searches) == 2, timeout=30_000)  # the processes are warm
        first_pool = searches[0]
        decided = len(model.decisions)
        qtbot.wait(200)  # the second search is under way
        workers = [child for child in multiprocessing.active_children() if child.pid not in others]
        assert len(workers) == 2
        os.kill(workers[0].pid, signal.SIGKILL)
        qtbot.waitUntil(lambda: len(model.decisions) > decided, timeout=30_000)
        assert notices == [
            "A search process of Deep stopped unexpectedly. It was restarted, and Deep is thinking again."
        ]
        assert searches[2] is not first_pool  # asked again, of new processes
        qtbot.waitUntil(lambda: len(searches) >= 5, timeout=30_000)  # later decisions search too
        qtbot.waitUntil(lambda: len(model.decisions) > decided + 3, timeout=30_000)
    finally:
        runner.stop()
    assert searches[1] is first_pool
    assert all(pool is searches[2] for pool in searches[2:])
    assert len(notices) == 1
    assert_legal(model)


def test_when_the_search_processes_cannot_start_the_medium_player_decides(qtbot, monkeypatch):
    def cannot_start():
        raise OSError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(bot_runner, "search_pool", cannot_start)
    model, runner, notices = start(qtbot, [Seat("Deep", "hard"), Seat("Bot", "random")])
    play_until(qtbot, model, runner, 6)
    assert notices
    assert set(notices) == {"Deep could not search this time, so the Medium computer player chose this move."}
    assert_legal(model)


class Failing:
    """A bot that raises, or that chooses something the rules refuse."""

    def __init__(self, illegal: bool) -> None:
        self.illegal = illegal

    def choose(self, view, db):
        if self.illegal:
            return Option("play", (99,))
        raise ValueError("lost in thought")


@pytest.mark.parametrize("illegal", [False, True], ids=["raises", "chooses an illegal option"])
def test_a_bot_that_fails_is_replaced_by_random_legal_play_and_the_user_is_told(qtbot, illegal):
    model, runner, notices = start(qtbot, [Seat("Ada", "medium"), Seat("Bo", "easy")])
    runner.bots[0] = Failing(illegal)
    play_until(qtbot, model, runner, 12)
    assert notices
    assert set(notices) == {"Ada ran into an error, so this move was chosen at random among the legal ones."}
    assert_legal(model)


def test_when_no_bot_can_decide_the_user_is_told_and_nothing_is_left_thinking(qtbot, monkeypatch):
    monkeypatch.setattr(bot_runner, "make_bot", lambda kind, seed: Failing(False))
    model, runner, notices = start(qtbot, [Seat("Ada", "medium"), Seat("Bo", "medium")])
    thinking = []
    runner.thinking.connect(thinking.append)
    try:
        qtbot.waitUntil(lambda: len(notices) == 2, timeout=30_000)
    finally:
        runner.stop()
    seat = model.deciding_seat
    name = model.seats[seat].name
    assert notices == [
        f"{name} ran into an error, so this move was chosen at random among the legal ones.",
        f"{name} cannot choose a move because of an internal error. Please save the game and report it.",
    ]
    assert thinking[-1] == -1
    assert model.decisions == []

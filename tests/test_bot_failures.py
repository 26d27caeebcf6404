"""A computer player that fails never stalls the game: it is helped out and the user is told."""

import multiprocessing
import os
import random
import signal
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from dataclasses import replace

import pytest
import ui_driver
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from ui_driver import start_default_game, wait_modal

from hidden_leaders_qt.ai.search.search_levels import HARD, SEARCH_LEVELS
from hidden_leaders_qt.ai.search.search_pool import SearchAnswer, SearchPool
from hidden_leaders_qt.engine import Option, Settings, new_game
from hidden_leaders_qt.ui.game import bot_notices, bot_runner
from hidden_leaders_qt.ui.game.bot_runner import BotRunner
from hidden_leaders_qt.ui.game.game_model import GameModel, Seat


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
    monkeypatch.setitem(SEARCH_LEVELS, "hard", replace(HARD, seconds=0.4, min_iterations=0))
    searches = []
    answers: list[Future] = []
    submit = SearchPool.submit

    def counted(pool, *args, **kwargs):
        searches.append(pool)
        answers.append(submit(pool, *args, **kwargs))
        return answers[-1]

    monkeypatch.setattr(SearchPool, "submit", counted)
    others = {child.pid for child in multiprocessing.active_children()}
    model, runner, notices = start(qtbot, [Seat("Deep", "hard"), Seat("Bot", "random")])
    try:
        qtbot.waitUntil(lambda: len(answers) == 2, timeout=30_000)  # the processes are warm
        first_pool = searches[0]
        decided = len(model.decisions)
        workers = [child for child in multiprocessing.active_children() if child.pid not in others]
        assert len(workers) == 2
        assert not answers[1].done()  # the second search is under way
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


class OnceBrokenPool:
    """Search processes that die on the first search; afterwards the first legal option is
    the answer (the window's flow is under test here, not the search)."""

    def __init__(self) -> None:
        self.searches = 0

    def submit(self, world_data, *args) -> Future:
        self.searches += 1
        answer: Future = Future()
        if self.searches == 1:
            answer.set_exception(BrokenProcessPool("a search process was killed"))
        else:
            answer.set_result(SearchAnswer(world_data["pending"]["options"][0], 0))
        return answer

    def close(self) -> None:
        pass


def test_a_notice_about_a_computer_player_goes_when_the_next_turn_starts(qtbot, launch_app, monkeypatch):
    monkeypatch.setattr(bot_notices, "READ_MS", 300)
    pool = OnceBrokenPool()
    monkeypatch.setattr(bot_runner, "search_pool", lambda: pool)
    window = launch_app(bot_pause_ms=100)
    dialog = wait_modal(qtbot, QDialog, "New game")
    kind = dialog.rows[1].kind
    kind.setFocus()
    qtbot.keyClick(kind, Qt.Key.Key_Home)
    for _ in range(3):  # Human, Easy, Medium, Hard
        qtbot.keyClick(kind, Qt.Key.Key_Down)
    assert kind.currentText() == "Computer \u2013 Hard"
    start_default_game(qtbot)
    name = window.session.model.seats[1].name
    notice = f"A search process of {name} stopped unexpectedly. It was restarted, and {name} is thinking again."
    bar = window.statusBar()
    rng = random.Random(4)
    ui_driver.play_until(qtbot, window, rng, lambda: bar.currentMessage() == notice)
    turn = window.session.model.view().turn
    ui_driver.play_until(qtbot, window, rng, lambda: window.session.model.view().turn > turn)
    qtbot.waitUntil(lambda: bar.currentMessage() != notice, timeout=2000)
    players = window.session.model.settings.players
    ui_driver.play_until(qtbot, window, rng, lambda: window.session.model.view().turn > turn + players)
    assert pool.searches > 2  # Hard searched on, with no more trouble to tell
    assert bar.currentMessage() == ""

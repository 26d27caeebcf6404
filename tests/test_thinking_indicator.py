"""Playing against Expert from the real window: the level is offered in New Game, and while it
searches the panel shows who is thinking, spinning on the window's own timers (so the table is
alive), with the same ring on its name plate, and nothing else; both are gone once the move
is made."""

import random
from concurrent.futures import Future
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from ui_driver import WAIT_MS, no_modal, play_until, ready, wait_modal

from hidden_leaders_qt.ai.search.search_levels import EXPERT, SEARCH_LEVELS
from hidden_leaders_qt.ui.game import bot_runner
from hidden_leaders_qt.ui.game.thinking_indicator import PlateRing


def start_against_expert(qtbot, window) -> None:
    """Through New Game: you and Brunhild, an Expert, chosen by the entry after Hard."""
    dialog = wait_modal(qtbot, QDialog, "New game")
    dialog.players.setValue(2)
    kinds = dialog.rows[1].kind
    expert = kinds.findData("expert")
    assert expert == kinds.findData("hard") + 1
    assert "a few seconds a move" in kinds.itemData(expert, Qt.ItemDataRole.ToolTipRole)
    kinds.setCurrentIndex(expert)
    dialog.rows[1].name.setText("Brunhild")
    qtbot.keyClicks(dialog.seed, "7")
    qtbot.keyClick(dialog.players, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session.model is not None and no_modal(), timeout=WAIT_MS)


def play_until_expert_thinks(qtbot, window) -> None:
    model, indicator = window.session.model, window.thinking.indicator

    def thinking() -> bool:
        return indicator.isVisible() and window.session.bots.attempt == "search" and model.deciding_seat == 1

    play_until(qtbot, window, random.Random(3), thinking, check=lambda: assert_quiet(window))


def test_an_expert_seat_shows_that_it_thinks_and_stops_when_it_has_moved(qtbot, launch_app, monkeypatch):
    # a short search, so the test is quick; long enough for the spinner to turn
    monkeypatch.setitem(SEARCH_LEVELS, "expert", replace(EXPERT, seconds=0.6, min_iterations=0))
    window = launch_app(animations=False)
    start_against_expert(qtbot, window)
    model = window.session.model
    indicator = window.thinking.indicator
    try:
        play_until_expert_thinks(qtbot, window)
        decisions = len(model.decisions)
        assert indicator.words.text() == "Brunhild is thinking…" and window.panel.status.text() == ""
        plate = window.scene.plates[1]
        assert [ring.parentItem() for ring in rings(window)] == [plate]
        # the ring turns at the end of the seat line, which ends short of it and stays whole
        ring = rings(window)[0].mapRectToParent(rings(window)[0].boundingRect())
        name, detail = plate.lines()
        assert not ring.intersects(name.ink()) and not ring.intersects(detail.ink())
        assert detail.rect.right() < ring.left() and detail.shown.startswith(plate.counts)
        assert not name.shown.endswith("…") and not detail.shown.endswith("…")
        # the spinner steps on the window's timers while the search runs in other processes
        step = indicator.spinner.step
        qtbot.waitUntil(lambda: indicator.spinner.step != step, timeout=WAIT_MS)
        assert len(model.decisions) == decisions and indicator.isVisible() and rings(window)
        # once Brunhild has moved and the table waits for the person, the indicator is gone
        qtbot.waitUntil(lambda: len(model.decisions) > decisions, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: ready(window), timeout=WAIT_MS)
        assert_quiet(window)
        plate = window.scene.plates[1]
        assert plate.detail_rect().right() == plate.width - plate.TEXT_MARGIN  # full lines again
    finally:
        window.session.bots.stop()
        bot_runner.shutdown_search_pool()


def test_a_new_game_while_expert_thinks_does_not_wait_for_its_search(qtbot, launch_app, monkeypatch):
    """The window lets go of a search nobody wants any more; the processes finish it unread
    (how long the new game takes to start: benchmarks/window_waits.py)."""
    monkeypatch.setitem(SEARCH_LEVELS, "expert", replace(EXPERT, seconds=3.0, min_iterations=0))
    window = launch_app(animations=False)
    pool = bot_runner.search_pool()
    searches: list[Future] = []

    def submit(*args, **kwargs) -> Future:
        searches.append(pool_submit(*args, **kwargs))
        return searches[-1]

    pool_submit = pool.submit
    monkeypatch.setattr(pool, "submit", submit)
    start_against_expert(qtbot, window)
    try:
        play_until_expert_thinks(qtbot, window)
        qtbot.waitUntil(lambda: any(not search.done() for search in searches), timeout=WAIT_MS)
        under_way = next(search for search in searches if not search.done())  # Brunhild's search
        old = window.session.model
        window.session.start_rematch()
        assert window.session.model is not old
        assert not under_way.done()  # the new game began while the old search went on
    finally:
        window.session.bots.stop()
        bot_runner.shutdown_search_pool()


def assert_quiet(window) -> None:
    """While the person decides, nobody is shown thinking."""
    assert not window.thinking.indicator.isVisible()
    assert not window.thinking.indicator.spinner.timer.isActive()
    assert window.panel.status.text() == ""
    assert not rings(window)


def rings(window) -> list[PlateRing]:
    """The thinking rings on the name plates."""
    return [item for item in window.scene.items() if isinstance(item, PlateRing)]

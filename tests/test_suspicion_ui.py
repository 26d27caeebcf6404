"""The suspicion timeline on screen: a chart per player with its names and marked moves, the
"Suspicion" tab of the result of a game played in the window, and a result that still fits
a small screen."""

import random

import shiboken6
from PySide6.QtCore import QPointF, QThreadPool
from PySide6.QtWidgets import QApplication
from test_suspicion import NAMES, played
from ui_driver import click_button, no_modal, play_until, start_default_game, wait_modal

from hidden_leaders_qt.ai.suspicion import suspicion_timeline
from hidden_leaders_qt.engine import Option, Settings, new_game
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.ui.dialogs.result_dialog import ResultDialog
from hidden_leaders_qt.ui.dialogs.suspicion_chart import UP, SuspicionPane, SuspicionTimeline


def test_every_player_gets_a_chart_with_their_name_leader_and_marked_moves(qtbot):
    st, decisions = played(6, 7, "medium")
    timeline = suspicion_timeline(st.settings, decisions, NAMES)
    view = SuspicionTimeline(timeline)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    assert len(view.charts) == len(view.titles) == len(view.legends) == 6
    for seat, (chart, title, legend) in enumerate(zip(view.charts, view.titles, view.legends, strict=True)):
        leader = st.db.leaders[st.leaders[seat]].name
        assert NAMES[seat] in title.text() and leader in title.text()
        jumps = timeline.jumps(seat)
        assert legend.text().count("<br>") == len(jumps) - 1
        for spot, number, jump in chart.jump_points():
            move = timeline.moves[jump.move]
            assert chart.plot().adjusted(-1, -1, 1, 1).contains(spot)
            assert chart.move_near(spot) == jump.move  # its tooltip tells this move
            assert f"{number} Turn {move.turn}: " in legend.text()
        assert not chart.grab().isNull()
    assert sum(legend.text().count(UP) for legend in view.legends) >= 1
    unmarked = view.charts[0].grab().toImage()
    view.set_current_turn(5)
    assert all(chart.current_turn == 5 for chart in view.charts)
    assert view.charts[0].grab().toImage() != unmarked  # the turn's line and its chance
    assert view.charts[0].move_near(QPointF(-100, -100)) is None


def test_a_pane_closed_before_its_timeline_is_ready_lets_it_go(qtbot):
    st, decisions = played(4, 101, "medium")
    pane = SuspicionPane(st.settings, decisions, NAMES[:4])
    assert not pane.ready and "Computing" in pane.status.text()
    shiboken6.delete(pane)  # as its dialog would, closed at once
    QThreadPool.globalInstance().waitForDone(10_000)
    QApplication.processEvents()  # the answer arrives for a pane that is gone: nothing happens


def test_the_result_with_its_suspicion_tab_of_six_players_with_every_module_fits_a_1024_by_700_screen(qtbot):
    settings = Settings(players=6, seed=19, golems=True, queens_and_friend=True, keeper_of_discord=True)
    st = new_game(settings)
    chooser = SplitMix64(19)
    decisions = []
    while not st.is_over:
        decisions.append(st.options[chooser.below(len(st.options))])
        st.apply(decisions[-1])
    dialog = ResultDialog(st.result, list(NAMES), [st.db.leaders[i] for i in st.leaders], st.db)
    qtbot.addWidget(dialog)
    pane = SuspicionPane(settings, decisions, NAMES)
    dialog.add_suspicion(pane)
    qtbot.waitUntil(lambda: pane.ready, timeout=10_000)
    size = dialog.sizeHint()
    assert size.width() <= 1000 and size.height() <= 660, size  # room for the window frame
    assert len(pane.timeline_view.charts) == 6


def test_the_result_of_a_game_played_in_the_window_shows_the_suspicion_timeline(qtbot, launch_app):
    window = launch_app()
    start_default_game(qtbot)
    model = window.session.model
    play_until(qtbot, window, random.Random(3), lambda: model.is_over)
    result = wait_modal(qtbot, ResultDialog)
    assert [result.tabs.tabText(i) for i in range(result.tabs.count())] == ["Result", "Suspicion"]
    result.tabs.setCurrentIndex(1)
    pane = result.tabs.currentWidget()
    assert isinstance(pane, SuspicionPane)
    qtbot.waitUntil(lambda: pane.ready, timeout=10_000)
    view = pane.timeline_view
    assert len(view.charts) == model.settings.players
    names = window.session.names
    leaders = [model.db.leaders[i].name for i in model.view().leaders]
    for title, name, leader in zip(view.titles, names, leaders, strict=True):
        assert name in title.text() and leader in title.text()
    click_button(qtbot, result, "Close")
    qtbot.waitUntil(no_modal)


def test_a_game_that_cannot_be_replayed_is_reported_in_the_pane(qtbot):
    st, decisions = played(4, 101, "medium")
    pane = SuspicionPane(st.settings, [*decisions[:5], Option("play", (99,))], NAMES[:4])
    qtbot.addWidget(pane)
    qtbot.waitUntil(lambda: "could not be worked out" in pane.status.text(), timeout=10_000)
    assert not pane.ready and pane.currentWidget() is pane.status

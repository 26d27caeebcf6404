"""The Qt table as a player uses it: clicks, hand-offs, computer seats, saving, undo."""

import re
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QListView
from ui_driver import TEST_HANDOFF_GUARD_MS, TEST_QUESTION_GUARD_MS, take_screen, wait_modal, wait_question

from hidden_leaders_qt.ai.search.search_levels import HARD, SEARCH_LEVELS
from hidden_leaders_qt.engine import GameState, Settings, new_game
from hidden_leaders_qt.engine.core.constants import TRACK_MAX, TRACK_MIN, Zone
from hidden_leaders_qt.saved_games.saves import save_game
from hidden_leaders_qt.ui.dialogs.result_dialog import ResultDialog
from hidden_leaders_qt.ui.game.game_model import Seat
from hidden_leaders_qt.ui.game.log_model import EventLogModel
from hidden_leaders_qt.ui.table.items import CardItem
from hidden_leaders_qt.ui.window.main_window import MainWindow
from hidden_leaders_qt.ui.window.side_panel import LogView

PUBLIC = (Zone.FACE_UP, Zone.TAVERN, Zone.GRAVEYARD, Zone.IN_PLAY)


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("HIDDEN_LEADERS_DATA_DIR", str(tmp_path / "data"))
    win = MainWindow(
        autosave_enabled=True,
        bot_pause_ms=0,
        handoff_guard_ms=TEST_HANDOFF_GUARD_MS,
        question_guard_ms=TEST_QUESTION_GUARD_MS,
    )
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.shut_down()  # not qtbot.addWidget: its plain close() would ask whether to leave the game
    win.deleteLater()


def click_item(qtbot, win: MainWindow, item) -> None:
    """A real mouse click on the visible middle of a table item."""
    rect = item.sceneBoundingRect()
    point = win.table.mapFromScene(rect.center())
    qtbot.mouseClick(win.table.viewport(), Qt.MouseButton.LeftButton, pos=point)


def hand_item(win: MainWindow, seat: int, index: int) -> CardItem:
    return win.scene.position_items[(Zone.HAND, seat, index)]


# Named deals, instead of seeds scanned for one: if the deal changes, choose another on purpose
# a 2-player deal whose starting seat keeps the Short-Sighted Soldier ("Red +1 and green -1.")
# after hiding card 0 and discarding card 1
SIMPLE_CARD_DEAL = Settings(players=2, seed=2)
SIMPLE_CARD = "short_sighted_soldier"
# a 2-player deal in which seat 0 starts and keeps the Miniature Merman ("Red -1 or green +1. ...")
MARKER_CHOICE_DEAL = Settings(players=2, seed=1)
MARKER_CHOICE_CARD = "miniature_merman"


def kept_card(settings: Settings, hero_id: str) -> tuple[int, int]:
    """(starting seat, index in its hand after the set-up) of `hero_id`, which the deal must give it."""
    st = new_game(settings)
    kept = [st.db.heroes[card].id for card in st.hands[st.start_seat][2:]]
    assert hero_id in kept, f"the deal of seed {settings.seed} no longer gives {hero_id}: choose another"
    return st.start_seat, kept.index(hero_id)


def test_the_main_window_opens_without_qt_warnings(window):
    assert window.isVisible()
    assert window.windowTitle() == "Hidden Leaders"


def test_four_computer_players_play_a_whole_game_to_the_result(window, qtbot):
    seats = [Seat(f"Bot {k}", "random") for k in range(4)]
    window.session.start(Settings(players=4, seed=21), seats)
    qtbot.waitUntil(lambda: window.session.model.is_over, timeout=120_000)
    wait_modal(qtbot, ResultDialog).reject()
    result = window.session.model.view().result
    assert result is not None
    assert window.log_model.rowCount() > 50


def start_hot_seat(window, qtbot) -> tuple[int, int]:
    start, index = kept_card(SIMPLE_CARD_DEAL, SIMPLE_CARD)
    window.session.start(SIMPLE_CARD_DEAL, [Seat("Ann"), Seat("Bo")])
    assert window.pages.currentWidget() is window.handoff
    assert window.handoff.title.text() == f"Pass to {['Ann', 'Bo'][start]}"
    take_screen(qtbot, window)
    assert window.pages.currentWidget() is window.table_page
    assert window.session.model.screen_seat == start
    return start, index


def do_setup_by_clicks(window, qtbot, seat: int) -> None:
    wait_question(qtbot, window)
    click_item(qtbot, window, hand_item(window, seat, 0))
    assert window.controller.choice.selected == {("card", Zone.HAND, seat, 0)}
    click_item(qtbot, window, hand_item(window, seat, 1))


def test_hot_seat_clicks_play_a_card_and_the_track_moves_as_it_says(window, qtbot):
    start, index = start_hot_seat(window, qtbot)
    other = 1 - start
    do_setup_by_clicks(window, qtbot, start)
    assert window.pages.currentWidget() is window.handoff
    assert "Bo" in window.handoff.title.text() or "Ann" in window.handoff.title.text()
    take_screen(qtbot, window)
    assert window.session.model.screen_seat == other
    do_setup_by_clicks(window, qtbot, other)
    take_screen(qtbot, window)
    assert window.session.model.screen_seat == start
    view = window.session.model.view()
    card = view.hand[index]
    hero = window.session.model.db.heroes[card]
    printed = re.fullmatch(r"Red ([+-]\d) and green ([+-]\d)\.", hero.text)
    assert printed, hero.text
    red, green = (
        min(TRACK_MAX, max(TRACK_MIN, space + int(step)))
        for space, step in zip(view.markers, printed.groups(), strict=True)
    )
    click_item(qtbot, window, hand_item(window, start, index))
    after = window.session.model.view()
    assert after.markers == (red, green)
    assert window.scene.track.markers == (red, green)
    assert card in after.face_up[start]
    assert card not in after.hand


def test_the_hand_off_screen_hides_every_private_card(window, qtbot):
    start, _ = start_hot_seat(window, qtbot)
    do_setup_by_clicks(window, qtbot, start)
    assert window.pages.currentWidget() is window.handoff
    faces = [item for item in window.scene.items() if isinstance(item, CardItem)]
    assert faces
    for item in faces:
        assert item.leader is None
        if item.hero is not None:
            assert item.position[0] in PUBLIC, f"{item.hero.name} shows at {item.position}"
    assert window.controller.choice.clicks == {}


def test_an_illegal_click_changes_nothing_and_says_why(window, qtbot):
    start, _ = start_hot_seat(window, qtbot)
    before = window.session.model.state_copy()
    click_item(qtbot, window, window.scene.wilderness)
    assert window.session.model.state_copy() == before
    assert window.statusBar().currentMessage()


def test_undo_restores_the_exact_state(window, qtbot):
    start, index = start_hot_seat(window, qtbot)
    before_setup = window.session.model.state_copy()
    click_item(qtbot, window, hand_item(window, start, 0))
    click_item(qtbot, window, hand_item(window, start, 1))
    # the setup went to the other player: that ends the undo window
    assert not window.undo_action.isEnabled()
    assert window.session.model.state_copy() != before_setup
    take_screen(qtbot, window)
    do_setup_by_clicks(window, qtbot, 1 - start)
    take_screen(qtbot, window)
    before_play = window.session.model.state_copy()
    decisions = list(window.session.model.decisions)
    click_item(qtbot, window, hand_item(window, start, index))
    assert window.undo_action.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.model.state_copy() == before_play
    assert window.session.model.decisions == decisions


def test_save_then_open_gives_the_identical_state(window, qtbot, tmp_path):
    seats = [Seat("You"), Seat("Bot", "random")]
    window.session.start(Settings(players=2, seed=5), seats)
    model = window.session.model
    while model.deciding_seat >= 0 and model.seats[model.deciding_seat].is_human and len(model.decisions) < 6:
        model.apply(model.state_copy().options[0])
    qtbot.waitUntil(lambda: model.human_waiting() >= 0, timeout=10_000)
    before = model.state_copy()
    path = tmp_path / "game.json"
    save_game(path, window.session.saved())
    window.files.open_path(str(path))
    qtbot.waitUntil(lambda: window.session.model is not model)
    assert window.session.model.state_copy() == before


def test_the_log_model_passes_the_model_tester(qtmodeltester):
    st = new_game(Settings(players=3, seed=2))
    while st.turn < 3:
        st.apply(st.options[0])
    model = EventLogModel()
    model.show_game(st.events(), 0, 3, lambda c: st.db.heroes[c].name, lambda s: f"Seat {s + 1}")
    qtmodeltester.check(model)
    assert model.rowCount() > 5
    assert all(isinstance(model.data(model.index(r, 0)), str) for r in range(model.rowCount()))


def test_log_rows_are_as_tall_as_qt_itself_would_make_them(qtbot):
    """Row heights are measured by the model (fast); every row must still show its whole
    text, as tall as the default delegate makes it when it measures itself."""
    st = new_game(Settings(players=4, seed=5))
    while st.turn < 6:
        st.apply(st.options[-1])
    model = EventLogModel()
    model.show_game(st.events(), 0, 4, lambda c: st.db.heroes[c].name, lambda s: f"Seat number {s + 1}")
    view = LogView(model)
    qtbot.addWidget(view)
    view.resize(260, 400)
    view.show()
    qtbot.waitExposed(view)
    plain = QStandardItemModel()
    for row in range(model.rowCount()):
        plain.appendRow(QStandardItem(model.data(model.index(row, 0))))
    reference = QListView()  # Qt measuring every row itself, in a view of the same size
    qtbot.addWidget(reference)
    reference.setWordWrap(True)
    reference.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
    reference.setModel(plain)
    reference.resize(260, 400)
    reference.show()
    qtbot.waitExposed(reference)
    assert reference.viewport().width() == view.viewport().width()
    wrapped = 0
    for row in range(model.rowCount()):
        ours = model.data(model.index(row, 0), Qt.ItemDataRole.SizeHintRole).height()
        needed = reference.visualRect(plain.index(row, 0)).height()
        assert needed <= ours <= needed + 8, model.data(model.index(row, 0))
        wrapped += ours > 2 * view.fontMetrics().height()
    assert wrapped > 3  # long lines were among them


def test_game_state_equality_is_what_save_tests_rely_on():
    a = new_game(Settings(players=2, seed=1))
    assert a == GameState.from_data(a.to_data())


def test_a_hard_computer_seat_moves_through_the_search_processes(window, qtbot, monkeypatch):
    from hidden_leaders_qt.ui.game import bot_runner

    monkeypatch.setitem(SEARCH_LEVELS, "hard", replace(HARD, seconds=0.05))
    window.session.start(Settings(players=2, seed=6), [Seat("Deep", "hard"), Seat("Bot", "random")])
    try:
        qtbot.waitUntil(lambda: len(window.session.model.decisions) >= 6, timeout=60_000)
    finally:
        window.session.bots.stop()
        bot_runner.shutdown_search_pool()
    replay = new_game(Settings(players=2, seed=6))
    for option in window.session.model.decisions:
        replay.apply(option)  # every decision, the searching seat's included, was legal


def test_a_marker_option_in_focus_shows_where_the_markers_would_go(window, qtbot):
    start, index = kept_card(MARKER_CHOICE_DEAL, MARKER_CHOICE_CARD)
    assert start == 0
    window.activateWindow()
    qtbot.waitActive(window)
    window.session.start(MARKER_CHOICE_DEAL, [Seat("You"), Seat("Bot", "random")])
    qtbot.waitUntil(lambda: window.session.model.decision_is_on_screen())
    do_setup_by_clicks(window, qtbot, 0)
    model = window.session.model
    qtbot.waitUntil(lambda: model.decision_is_on_screen() and model.view().phase.name == "MAIN")
    wait_question(qtbot, window)
    click_item(qtbot, window, hand_item(window, 0, index))
    qtbot.waitUntil(lambda: bool(window.controller.choice.previews))
    track = window.scene.track
    for number, button in enumerate(window.panel.buttons):
        red, green = window.controller.choice.previews[number]
        button.setFocus(Qt.FocusReason.TabFocusReason)  # as a keyboard player reaches it; hovering does the same
        qtbot.waitUntil(lambda red=red, green=green: track.previewed == (red, green))
        pairs = zip(track.ghosts, track.marker_targets((red, green)), track.marker_targets(), strict=True)
        moved = [(ghost, target) for ghost, target, now in pairs if target != now]
        assert moved and all(ghost.isVisible() and ghost.pos() == target for ghost, target in moved)
    window.table.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: track.previewed is None)
    assert not any(ghost.isVisible() for ghost in track.ghosts)

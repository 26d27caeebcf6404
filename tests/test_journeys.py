"""Journeys through the real window, from the function the `hidden-leaders` command runs:
menus, shortcuts, dialog buttons, keys and clicks on the table, nothing else."""

import json
import random
import threading
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtWidgets import QCheckBox, QDialog, QFileDialog, QLabel, QMessageBox, QSpinBox
from ui_driver import (
    JOURNEY_SEED,
    WAIT_MS,
    activate,
    answer,
    choose_file,
    choose_menu,
    click_button,
    click_item,
    hover_item,
    no_modal,
    play_until,
    press_shortcut,
    ready,
    start_default_game,
    take_screen,
    wait_modal,
    wait_ready,
    wait_result,
)

from hidden_leaders_qt.ai.search.search_levels import HARD, SEARCH_LEVELS
from hidden_leaders_qt.ai.search.search_pool import SearchPool
from hidden_leaders_qt.engine import Settings
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.saved_games.saves import SavedGame, SeatConfig, autosave_path, save_game
from hidden_leaders_qt.ui.dialogs.result_dialog import ResultDialog
from hidden_leaders_qt.ui.game.bot_runner import DIALOG_POLL_MS


def new_game_dialog_opens(qtbot) -> QDialog:
    return wait_modal(qtbot, QDialog, "New game")


def test_launch_on_a_fresh_machine_asks_for_a_game_and_enter_starts_it(qtbot, launch_app, data_dir):
    window = launch_app()
    assert window.statusBar().currentMessage() == "Welcome to Hidden Leaders."
    start_default_game(qtbot, seed=None)  # Enter, nothing else
    assert window.statusBar().currentMessage() == ""  # the greeting does not stay for the game
    model = window.session.model
    assert [seat.name for seat in model.seats] == ["You", "Mira", "Tobin", "Elske"]
    wait_ready(qtbot, window)
    assert window.pages.currentWidget() is window.table_page
    assert window.controller.choice.prompt.startswith("Setup")


def explanations_are_whole(dialog: QDialog) -> bool:
    return all(
        label.height() >= label.heightForWidth(label.width())
        for label in dialog.findChildren(QLabel)
        if label.wordWrap() and label.isVisible() and label.text()
    )


def test_the_new_game_dialog_shows_every_explanation_whole_at_every_player_count(qtbot, launch_app):
    launch_app()
    dialog = new_game_dialog_opens(qtbot)
    qtbot.wait(1)
    assert explanations_are_whole(dialog)
    count = dialog.findChild(QSpinBox)
    for players in (2, 6, 4):
        count.setFocus()
        qtbot.keyClick(count, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(count, str(players))
        qtbot.waitUntil(lambda players=players: count.value() == players)
        for box in dialog.findChildren(QCheckBox):
            qtbot.mouseClick(box, Qt.MouseButton.LeftButton)  # every option on, then off again
            qtbot.wait(1)
            assert explanations_are_whole(dialog)
        for box in dialog.findChildren(QCheckBox):
            qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    titles = [box.text() for box in dialog.findChildren(QCheckBox)]
    assert "Queens && Friend" in titles  # shown as "Queens & Friend", no letter underlined
    assert all(QKeySequence.mnemonic(title).isEmpty() for title in titles)


def test_the_standing_plates_show_only_while_a_game_is_on_the_table(qtbot, launch_app):
    window = launch_app()
    qtbot.keyClick(new_game_dialog_opens(qtbot), Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    plates = (window.scene.standing, window.scene.ending)
    assert not any(plate.isVisible() for plate in plates)
    press_shortcut(qtbot, window, Qt.Key.Key_N)
    start_default_game(qtbot)
    wait_ready(qtbot, window)
    assert all(plate.isVisible() and plate.plate.text for plate in plates)


@pytest.mark.parametrize("door", ["shortcut", "menu", "rematch"])
def test_every_door_to_a_new_game_opens_the_dialog_when_no_game_is_loaded(qtbot, launch_app, door):
    window = launch_app()
    qtbot.keyClick(new_game_dialog_opens(qtbot), Qt.Key.Key_Escape)  # the person closes the first offer
    qtbot.waitUntil(no_modal)
    assert window.session.model is None
    if door == "shortcut":
        press_shortcut(qtbot, window, Qt.Key.Key_N)
    elif door == "menu":
        choose_menu(qtbot, window, "Game", "New Game…")
    else:
        choose_menu(qtbot, window, "Game", "Rematch")
    start_default_game(qtbot, seed=None)
    assert window.session.model is not None and window.session.model.settings.players == 4


def test_a_whole_game_against_computers_by_clicks_then_a_rematch(qtbot, launch_app):
    window = launch_app()
    start_default_game(qtbot)
    first = window.session.model
    actions = play_until(qtbot, window, random.Random(4), lambda: first.is_over)
    assert actions > 10
    result = wait_modal(qtbot, ResultDialog)
    assert result.headline.text()
    click_button(qtbot, result, "Rematch")
    qtbot.waitUntil(lambda: window.session.model is not first)
    wait_ready(qtbot, window)
    assert not window.session.model.is_over
    assert [s.kind for s in window.session.model.seats] == [s.kind for s in first.seats]
    assert window.session.model.settings.seed != first.settings.seed


def test_the_result_can_be_seen_again_and_the_log_names_the_winner(qtbot, launch_app):
    window = launch_app()
    start_default_game(qtbot)
    play_until(qtbot, window, random.Random(7), lambda: window.session.model.is_over)
    click_button(qtbot, wait_modal(qtbot, ResultDialog), "Close")
    qtbot.waitUntil(no_modal)
    choose_menu(qtbot, window, "Game", "Show Result")
    again = wait_result(qtbot)
    assert again.headline.text()
    last = window.log_model.data(window.log_model.index(window.log_model.rowCount() - 1, 0))
    winner = window.session.model.view().result.winner
    expected = "nobody wins" if winner is None else f"{window.session.names[winner]} win"
    assert last.startswith("The game is over: ") and expected in last, last
    qtbot.keyClick(again, Qt.Key.Key_Escape)


def test_at_the_end_of_a_hot_seat_game_every_hidden_hero_is_turned_over(qtbot, launch_app):
    """The tie-breaks count hidden heroes: once the game is over everybody may see them."""
    window = launch_app(animations=False)
    start_default_game(qtbot)
    start_through_dialog(qtbot, window, 3, humans=3)
    model = window.session.model
    play_until(qtbot, window, random.Random(5), lambda: model.is_over)
    click_button(qtbot, wait_modal(qtbot, ResultDialog), "Close")
    qtbot.waitUntil(no_modal)
    assert window.pages.currentWidget() is window.table_page
    hidden = model.state_copy().down
    assert any(hidden), "a game where someone hides a hero to the end"
    for seat, party in enumerate(hidden):
        shown = [window.scene.position_items[(Zone.FACE_DOWN, seat, i)] for i in range(len(party))]
        assert [item.hero for item in shown] == [model.db.heroes[card] for card in party]


def start_through_dialog(qtbot, window, players: int, humans: int = 1) -> None:
    """New Game (Ctrl+N), leave the running game if asked, set the count and seats, Enter."""
    old = window.session.model
    press_shortcut(qtbot, window, Qt.Key.Key_N)
    if window.session.in_progress():
        answer(qtbot, "Leave Game", "Leave this game?")
    dialog = new_game_dialog_opens(qtbot)
    dialog.players.setFocus()
    dialog.players.selectAll()
    qtbot.keyClicks(dialog.players, str(players))
    for number, row in enumerate(dialog.visible_rows()):
        row.kind.setCurrentIndex(row.kind.findData("human" if number < humans else "medium"))
    qtbot.keyClicks(dialog.seed, str(JOURNEY_SEED + players))
    qtbot.keyClick(dialog.players, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session.model is not old and no_modal())


def assert_table_shows_exactly(window, names: list[str]) -> None:
    plates = window.scene.plates
    assert sorted(plates) == list(range(len(names)))
    assert sorted(plate.text for plate in plates.values()) == sorted(names)
    assert all(plate.scene() is window.scene for plate in plates.values())
    stray = [
        item for item in window.scene.items() if getattr(item, "seat", None) is not None and item.seat >= len(names)
    ]
    assert not stray


def make_a_move(qtbot, window) -> None:
    """Click through hand-offs and choices until one more decision is made, then wait until
    the table waits for a person again (the computer players have moved)."""
    model = window.session.model
    before = len(model.decisions)
    play_until(qtbot, window, random.Random(0), lambda: len(model.decisions) > before)
    wait_ready(qtbot, window)


# every change of player count, each once: 2→2, 2→3, ... 6→6 (a path through all 25)
COUNT_PATH = [2, 2, 3, 2, 4, 2, 5, 2, 6, 3, 3, 4, 3, 5, 3, 6, 4, 4, 5, 4, 6, 5, 5, 6, 6, 2]


def test_every_change_of_player_count_shows_exactly_the_new_seats(qtbot, launch_app):
    window = launch_app()
    start_default_game(qtbot)
    start_through_dialog(qtbot, window, COUNT_PATH[0])
    make_a_move(qtbot, window)
    transitions = set()
    for before, after in zip(COUNT_PATH, COUNT_PATH[1:], strict=False):
        assert window.session.model.settings.players == before
        start_through_dialog(qtbot, window, after)
        assert window.session.model.settings.players == after
        transitions.add((before, after))
        assert_table_shows_exactly(window, [seat.name for seat in window.session.model.seats])
        assert window.log_model.rowCount() > 0
        make_a_move(qtbot, window)
    assert len(transitions) == 25


def test_opening_a_save_with_another_count_over_a_running_game(qtbot, launch_app, tmp_path):
    window = launch_app()
    start_default_game(qtbot)
    start_through_dialog(qtbot, window, 6)
    make_a_move(qtbot, window)
    seats = [SeatConfig("Ann", "human"), SeatConfig("Bo", "easy"), SeatConfig("Cy", "easy"), SeatConfig("Di", "easy")]
    path = tmp_path / "four.json"
    save_game(path, SavedGame(Settings(players=4, seed=12), seats, []))
    press_shortcut(qtbot, window, Qt.Key.Key_O)
    answer(qtbot, "Leave Game", "Leave this game?")
    choose_file(qtbot, str(path), "Open Game")
    qtbot.waitUntil(lambda: window.session.model.settings.players == 4)
    assert_table_shows_exactly(window, ["Ann", "Bo", "Cy", "Di"])
    make_a_move(qtbot, window)


def test_a_new_hot_seat_game_begins_with_a_hand_off(qtbot, launch_app):
    window = launch_app()
    start_default_game(qtbot)
    start_through_dialog(qtbot, window, 3, humans=3)
    wait_ready(qtbot, window)
    assert window.pages.currentWidget() is window.handoff
    first = window.session.model.deciding_seat
    assert window.handoff.title.text() == f"Pass to {window.session.model.seats[first].name}"
    assert window.session.model.viewer == -1
    take_screen(qtbot, window)
    assert window.session.model.viewer == first
    assert window.pages.currentWidget() is window.table_page


def test_the_hand_off_screen_is_dark_with_light_readable_text(qtbot, launch_app):
    window = launch_app()
    start_default_game(qtbot)
    start_through_dialog(qtbot, window, 2, humans=2)
    wait_ready(qtbot, window)
    page = window.handoff
    image = page.grab().toImage()
    background = QColor(image.pixel(5, 5))
    text = page.title.palette().color(page.title.foregroundRole())
    assert background.lightnessF() < 0.25
    assert contrast(background, text) >= 7


def contrast(a: QColor, b: QColor) -> float:
    def luminance(color: QColor) -> float:
        def channel(value: float) -> float:
            return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF()) + 0.0722 * channel(color.blueF())

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_the_preview_forgets_the_last_card_at_the_hand_off(qtbot, launch_app):
    """The setup ends with a click on the card to discard: the next person must not find it
    in the preview."""
    window = launch_app()
    start_default_game(qtbot)
    start_through_dialog(qtbot, window, 2, humans=2)
    wait_ready(qtbot, window)
    take_screen(qtbot, window)
    seat = window.session.model.viewer
    hide, discard = (window.scene.position_items[(Zone.HAND, seat, i)] for i in (0, 1))
    hover_item(qtbot, window, discard)
    assert window.panel.previewed is discard.hero
    click_item(qtbot, window, hide)
    click_item(qtbot, window, discard)
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.handoff)
    assert window.panel.previewed is None
    assert window.panel.preview.pixmap().isNull()
    take_screen(qtbot, window)
    assert window.panel.previewed is None


def test_your_own_seat_bar_says_your_turn(qtbot, launch_app):
    window = launch_app()
    start_default_game(qtbot)
    model = window.session.model

    def own_main_turn() -> bool:
        return model.view().phase.name == "MAIN" and model.view().current == model.viewer

    play_until(qtbot, window, random.Random(3), own_main_turn)
    wait_ready(qtbot, window)
    own = window.scene.plates[window.session.model.viewer]
    others = [p for s, p in window.scene.plates.items() if s != window.session.model.viewer]
    assert own.detail.endswith("◆ your turn")
    assert not any("your turn" in p.detail for p in others)
    assert "their turn" not in own.detail


def test_quit_in_the_middle_of_a_turn_then_resume_the_same_decision(qtbot, launch_app):
    window = launch_app()
    start_default_game(qtbot)
    make_a_move(qtbot, window)  # the setup's hide-and-discard; the autosave has it at once
    wait_ready(qtbot, window)
    decisions = list(window.session.model.decisions)
    state = window.session.model.state_copy()
    press_shortcut(qtbot, window, Qt.Key.Key_Q)
    box = answer(qtbot, "Quit", "Quit Hidden Leaders?")
    assert "saved" in box.text()
    qtbot.waitUntil(lambda: not window.isVisible())
    again = launch_app()
    offer = wait_modal(qtbot, QMessageBox, "Resume your last game?")
    assert "You, Mira, Tobin, Elske" in offer.text()
    click_button(qtbot, offer, "Resume")
    qtbot.waitUntil(lambda: again.session.model is not None)
    wait_ready(qtbot, again)
    assert again.session.model.decisions == decisions
    assert again.session.model.state_copy() == state
    assert again.controller.choice.prompt == window.controller.choice.prompt


def test_new_game_asks_before_leaving_a_game_in_progress_and_cancel_keeps_it(qtbot, launch_app):
    window = launch_app()
    start_default_game(qtbot)
    make_a_move(qtbot, window)
    model, decisions = window.session.model, list(window.session.model.decisions)
    choose_menu(qtbot, window, "Game", "New Game…")
    answer(qtbot, "Cancel", "Leave this game?")
    qtbot.waitUntil(no_modal)
    assert window.session.model is model and model.decisions == decisions


def test_save_as_into_an_unwritable_folder_says_so_and_changes_nothing(qtbot, launch_app, unwritable_folder):
    window = launch_app()
    start_default_game(qtbot)
    make_a_move(qtbot, window)
    state = window.session.model.state_copy()
    press_shortcut(qtbot, window, Qt.Key.Key_S)
    target = unwritable_folder / "game.json"
    choose_file(qtbot, str(target), "Save Game As")
    box = wait_modal(qtbot, QMessageBox, "The game was not saved")
    assert str(unwritable_folder) in box.text()
    click_button(qtbot, box, "OK")
    qtbot.waitUntil(no_modal)
    assert window.session.model.state_copy() == state
    assert not target.exists()


def test_opening_a_bad_file_says_why_and_keeps_the_game_and_its_autosave(qtbot, launch_app, tmp_path):
    window = launch_app()
    start_default_game(qtbot)
    make_a_move(qtbot, window)
    assert window.session.autosaver.flush()
    good = autosave_path().read_bytes()
    state = window.session.model.state_copy()
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "hidden-leaders-save", "version": 1, "settings": ')
    choose_menu(qtbot, window, "Game", "Open…")
    answer(qtbot, "Leave Game", "Leave this game?")
    choose_file(qtbot, str(broken), "Open Game")
    box = wait_modal(qtbot, QMessageBox, "Cannot open this file")
    assert box.text() == "This saved game is damaged or incomplete."
    assert box.informativeText() == "The game in hand is unchanged."
    assert "broken.json" in box.detailedText() and "truncated" in box.detailedText()
    click_button(qtbot, box, "OK")
    assert window.session.model.state_copy() == state
    assert window.session.autosaver.flush()
    assert autosave_path().read_bytes() == good


def test_a_corrupt_autosave_at_launch_is_reported_and_kept_aside(qtbot, launch_app, data_dir):
    data_dir.mkdir(parents=True)
    (data_dir / "autosave.json").write_text('{"format": "hidden-leaders-save", "ver')
    window = launch_app()
    box = wait_modal(qtbot, QMessageBox, "Your last game cannot be restored")
    assert box.text() == "The autosaved game is damaged or incomplete."
    assert "perhaps truncated" in box.detailedText()
    kept = list(data_dir.glob("autosave-damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text().startswith('{"format"')
    click_button(qtbot, box, "OK")
    start_default_game(qtbot)
    assert window.session.model is not None


def test_every_decision_is_autosaved_at_once(qtbot, launch_app):
    window = launch_app()
    start_default_game(qtbot)
    assert window.session.autosaver.flush()
    assert json.loads(autosave_path().read_text())["decisions"] == []
    make_a_move(qtbot, window)
    assert window.session.autosaver.flush()
    saved = json.loads(autosave_path().read_text())["decisions"]
    assert saved == [option.to_data() for option in window.session.model.decisions]
    assert saved


def test_an_error_in_a_slot_is_shown_and_offers_a_rescue_save(qtbot, launch_app, monkeypatch):
    window = launch_app()
    start_default_game(qtbot)
    wait_ready(qtbot, window)

    def broken(key):
        raise RuntimeError("the table lost a card")

    monkeypatch.setattr(window.controller, "click", broken)
    window.scene.clicked.disconnect()
    window.scene.clicked.connect(window.controller.click)
    click_item(qtbot, window, window.scene.position_items[(Zone.HAND, window.session.model.viewer, 0)])
    box = wait_modal(qtbot, QMessageBox, "Something went wrong")
    assert "the table lost a card" in box.text()
    click_button(qtbot, box, "Save Game As…")
    dialog = wait_modal(qtbot, QFileDialog, "Save Game As")
    assert "rescued" in dialog.selectedFiles()[0]
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert len(window.errors.errors) == 1 and "the table lost a card" in window.errors.errors[0]
    window.errors.errors.clear()  # expected here; any other would fail the test
    activate(qtbot, window)


def test_a_search_process_killed_while_hard_thinks_the_game_goes_on_and_says_so(qtbot, launch_app, monkeypatch):
    from hidden_leaders_qt.ui.game import bot_runner

    monkeypatch.setitem(SEARCH_LEVELS, "hard", replace(HARD, seconds=0.5))
    window = launch_app(animations=False)
    dialog = new_game_dialog_opens(qtbot)
    dialog.players.setValue(2)
    dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData("hard"))
    qtbot.keyClick(dialog.players, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session.model is not None and no_modal())
    model = window.session.model
    rng = random.Random(2)

    def hard_is_searching() -> bool:
        pool = bot_runner._search_pool
        searching = window.session.bots.attempt == "search"
        return model.deciding_seat == 1 and searching and bool(pool and pool.executor._processes)

    notices: list[str] = []
    window.session.bots.notice.connect(notices.append)
    searched_in: list[SearchPool] = []
    submit = SearchPool.submit

    def counted_submit(pool: SearchPool, *args, **kwargs):
        searched_in.append(pool)
        return submit(pool, *args, **kwargs)

    monkeypatch.setattr(SearchPool, "submit", counted_submit)
    play_until(qtbot, window, rng, hard_is_searching)
    broken = bot_runner._search_pool
    before = len(model.decisions)
    victim = next(iter(broken.executor._processes.values()))
    victim.kill()
    qtbot.waitUntil(lambda: "stopped unexpectedly" in window.statusBar().currentMessage(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: len(model.decisions) > before, timeout=WAIT_MS)
    assert not victim.is_alive()
    # later searches run in the new processes, and none falls back to the Medium player
    searches = len(searched_in)
    play_until(qtbot, window, rng, lambda: len(searched_in) >= searches + 2 and model.deciding_seat != 1)
    fresh = bot_runner._search_pool
    assert fresh is not broken and all(pool is fresh for pool in searched_in[searches:])
    assert fresh.executor._processes and all(p.is_alive() for p in fresh.executor._processes.values())
    assert victim not in fresh.executor._processes.values()
    assert len(notices) == 1 and "stopped unexpectedly" in notices[0]


def test_computer_players_wait_while_a_question_is_open(qtbot, launch_app, monkeypatch):
    window = launch_app(animations=False, bot_pause_ms=300)
    start_default_game(qtbot)
    model = window.session.model
    runner = window.session.bots
    looks: list[int] = []  # each time the runner looked whether it may go on
    take_turn, take_move = runner._start, runner._chosen

    def counted_start(token: int, seat: int) -> None:
        looks.append(seat)
        take_turn(token, seat)

    def counted_move(token: int, option) -> None:
        looks.append(-1)
        take_move(token, option)

    monkeypatch.setattr(runner, "_start", counted_start)
    monkeypatch.setattr(runner, "_chosen", counted_move)
    play_until(qtbot, window, random.Random(1), lambda: not model.seats[model.deciding_seat].is_human)
    press_shortcut(qtbot, window, Qt.Key.Key_N)
    box = wait_modal(qtbot, QMessageBox, "Leave this game?")
    decisions = len(window.session.model.decisions)
    # the computer player's pause ends (or, on a busy machine, its move was found as the question
    # opened) and it looks again a while later: both times it found the question open
    asked = len(looks)
    qtbot.waitUntil(lambda: len(looks) >= asked + 2, timeout=WAIT_MS)
    assert len(window.session.model.decisions) == decisions
    click_button(qtbot, box, "Cancel")
    qtbot.waitUntil(lambda: len(model.decisions) > decisions or model.decision_is_on_screen())


def test_a_move_found_as_a_question_opens_waits_until_it_is_answered(qtbot, launch_app, monkeypatch):
    """A computer player still thinking when the person asks to leave: its move must not change
    the table behind the question."""
    window = launch_app(animations=False, bot_pause_ms=0)
    thinking = threading.Event()
    question_open = threading.Event()

    def slow(choose):
        def thinking_on(view, db):
            thinking.set()
            question_open.wait(timeout=WAIT_MS / 1000)
            return choose(view, db)

        return thinking_on

    def slow_down_the_computer_players(_model) -> None:
        for bot in window.session.bots.bots.values():
            monkeypatch.setattr(bot, "choose", slow(bot.choose))

    window.session.started.connect(slow_down_the_computer_players)
    start_default_game(qtbot)
    model = window.session.model
    play_until(qtbot, window, random.Random(1), lambda: not model.seats[model.deciding_seat].is_human)
    qtbot.waitUntil(thinking.is_set, timeout=WAIT_MS)
    press_shortcut(qtbot, window, Qt.Key.Key_N)
    box = wait_modal(qtbot, QMessageBox, "Leave this game?")
    decisions = len(model.decisions)
    question_open.set()
    qtbot.wait(3 * DIALOG_POLL_MS)
    assert len(model.decisions) == decisions
    click_button(qtbot, box, "Cancel")
    qtbot.waitUntil(lambda: len(model.decisions) > decisions, timeout=WAIT_MS)


def test_resume_offers_the_game_last_on_the_table_even_before_its_first_turn(qtbot, launch_app, tmp_path):
    window = launch_app(animations=False)
    start_default_game(qtbot)
    make_a_move(qtbot, window)
    seats = [SeatConfig("Ann", "human"), SeatConfig("Bo", "easy"), SeatConfig("Cy", "easy")]
    path = tmp_path / "three.json"
    save_game(path, SavedGame(Settings(players=3, seed=4), seats, []))
    choose_menu(qtbot, window, "Game", "Open…")
    answer(qtbot, "Leave Game", "Leave this game?")
    choose_file(qtbot, str(path), "Open Game")
    qtbot.waitUntil(lambda: window.session.model.settings.players == 3)
    press_shortcut(qtbot, window, Qt.Key.Key_Q)  # at once, in the setup of the opened game
    answer(qtbot, "Quit", "Quit Hidden Leaders?")
    again = launch_app(animations=False)
    offer = wait_modal(qtbot, QMessageBox, "Resume your last game?")
    assert "3 players: Ann, Bo, Cy" in offer.text()
    click_button(qtbot, offer, "New Game…")
    dialog = new_game_dialog_opens(qtbot)
    dialog.players.setValue(5)
    qtbot.keyClick(dialog.players, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: again.session.model is not None and no_modal())
    press_shortcut(qtbot, again, Qt.Key.Key_Q)
    answer(qtbot, "Quit", "Quit Hidden Leaders?")
    third = launch_app(animations=False)
    offer = wait_modal(qtbot, QMessageBox, "Resume your last game?")
    assert "5 players: You, Mira, Tobin, Elske, Rowan" in offer.text()
    click_button(qtbot, offer, "Resume")
    qtbot.waitUntil(lambda: third.session.model is not None and third.session.model.settings.players == 5)


def test_the_last_move_stays_marked_until_the_next(qtbot, launch_app):
    window = launch_app(animations=False)
    start_default_game(qtbot, seed=13)  # Nightmarish Northman buries himself and another hero
    model = window.session.model
    rng = random.Random(9)

    def computer_played_and_moved_markers() -> bool:
        kinds = {event.kind for event in model.last_move}
        return not model.seats[model.last_mover].is_human and {"play", "markers"} <= kinds

    play_until(qtbot, window, rng, lambda: computer_played_and_moved_markers() and ready(window) and not model.is_over)
    mover = window.session.names[model.last_mover]
    played = next(e.card for e in model.last_move if e.kind == "play")
    marked = {item.key[1] for item in window.scene.cards.values() if item.recent}
    on_table = {key[1] for key in window.scene.cards if key[0] == "c"}
    assert marked == on_table & model.recent_cards()
    graveyard = model.view().graveyard
    assert window.scene.graveyard.recent == (graveyard[-1] in model.recent_cards())
    # the card played is marked where it lies, or the Graveyard it was buried in
    assert played in marked or (played in graveyard and window.scene.graveyard.recent)
    track = window.scene.track
    assert track.before is not None and track.before != track.markers
    moved = [marker.recent for marker in (track.red, track.green)]
    assert moved == [track.before[i] != track.markers[i] for i in range(2)]
    assert all(trail.isVisible() == on for trail, on in zip(track.trails, moved, strict=True))
    log = window.log_model
    recent = [row for row in range(log.rowCount()) if log.is_recent(row)]
    assert recent and recent[-1] == log.rowCount() - 1
    assert log.data(log.index(recent[0], 0)).startswith(mover)
    assert log.data(log.index(recent[0], 0), Qt.ItemDataRole.BackgroundRole) is not None
    assert log.data(log.index(recent[0] - 1, 0), Qt.ItemDataRole.BackgroundRole) is None
    # the person's own move replaces the marks
    before = len(model.decisions)
    play_until(qtbot, window, rng, lambda: len(model.decisions) > before)
    assert model.last_mover == 0 and model.seats[0].is_human
    marked = {item.key[1] for item in window.scene.cards.values() if item.recent}
    assert marked == {key[1] for key in window.scene.cards if key[0] == "c" and key[1] in model.recent_cards()}
    assert window.scene.graveyard.recent == (model.view().graveyard[-1] in model.recent_cards())
    assert not log.is_recent(recent[0])


def test_an_autosave_that_cannot_be_written_is_said_and_the_last_good_one_kept(qtbot, launch_app, data_dir):
    from folders import locked

    window = launch_app(animations=False)
    start_default_game(qtbot)
    make_a_move(qtbot, window)
    assert window.session.autosaver.flush()
    good = autosave_path().read_bytes()
    with locked(data_dir):
        make_a_move(qtbot, window)
        assert window.session.autosaver.flush()
        qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Autosave: "))
        assert "not allowed to write in the folder" in window.statusBar().currentMessage()
        assert autosave_path().read_bytes() == good
        press_shortcut(qtbot, window, Qt.Key.Key_Q)
        box = answer(qtbot, "Cancel", "Quit without saving?")
        assert "not saved" in box.text()
    assert window.isVisible()

"""The result of a game cannot be hurried past either: the keys the last decision was made
with may go on being pressed (Enter hammered through a whole game), and they must not press
the result's default button, "Rematch", before anyone has read who won."""

import itertools
import random
import time

from hurried_input import tap
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_saves import random_game
from ui_driver import act_once, choose_file, choose_menu, no_modal, press_shortcut, wait_modal, wait_ready

from hidden_leaders_qt.saved_games.saves import SavedGame, SeatConfig, save_game
from hidden_leaders_qt.ui.dialogs.quiet_guard import GUARD_MS
from hidden_leaders_qt.ui.dialogs.result_dialog import ResultDialog
from hidden_leaders_qt.ui.window.main_window import RESULT_DELAY_MS

# decisions left to play in the opened game: a few, to reach the end by the table's own doors
LEFT = 6


def play_out_a_game_near_its_end(qtbot, window, tmp_path):
    """Ann and Bo, at one screen, open a game a few decisions from its end and play it out
    through the table (the New Game dialog of the launch dismissed); the game's model."""
    whole, end = random_game(2, seed=41)
    assert end.is_over
    path = tmp_path / "almost_over.json"
    seats = [SeatConfig("Ann", "human"), SeatConfig("Bo", "human")]
    save_game(path, SavedGame(whole.settings, seats, whole.decisions[:-LEFT]))
    qtbot.keyClick(wait_modal(qtbot, title="New game"), Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    choose_menu(qtbot, window, "Game", "Open…")
    choose_file(qtbot, str(path), "Open Game")
    qtbot.waitUntil(lambda: window.session.model is not None and window.session.names == ["Ann", "Bo"])
    model = window.session.model
    rng = random.Random(3)
    while not model.is_over:
        wait_ready(qtbot, window)
        if not model.is_over:
            act_once(qtbot, window, rng)
    return model


def test_enter_hammered_through_the_last_decision_keeps_the_result_up_until_a_quiet_moment(qtbot, launch_app, tmp_path):
    """Two people at one screen open a game a few decisions from its end and play it out; the
    last decision's person goes on pressing Enter, Space, Right and Escape and clicking "Rematch"
    three times a second, with pauses longer than a hand-off's guard, for three times the
    result's guard (twice the hand-off's). The result stays up with its buttons
    held and the same game on the table; once the keys have been quiet for the guard, one
    Enter is a deliberate rematch."""
    window = launch_app(animations=False, handoff_guard_ms=GUARD_MS)
    model = play_out_a_game_near_its_end(qtbot, window, tmp_path)
    result = wait_modal(qtbot, ResultDialog)
    rematch = result.buttons[ResultDialog.REMATCH]
    guard_ms = result.guard_ms
    assert guard_ms == 2 * GUARD_MS
    assert rematch.isDefault() and not rematch.isEnabled()
    pauses = itertools.cycle([330, 330, GUARD_MS + 300])
    started = time.monotonic()
    keys = [Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Escape]
    while time.monotonic() - started < 3 * guard_ms / 1000:
        for key in keys:
            tap(window, key)
        qtbot.mouseClick(rematch, Qt.MouseButton.LeftButton)
        last_press = time.monotonic()
        assert QApplication.activeModalWidget() is result and result.isVisible() and not result.taking_input
        assert result.tabs.currentIndex() == 0, "the arrow keys switched to the suspicion tab"
        assert window.session.model is model
        qtbot.wait(next(pauses))
    qtbot.waitUntil(lambda: result.taking_input, timeout=guard_ms * 4)
    assert time.monotonic() - last_press >= 0.9 * guard_ms / 1000
    assert result.isVisible() and window.session.model is model
    qtbot.keyClick(result.focusWidget(), Qt.Key.Key_Right)  # where the dialog's keys go
    assert result.tabs.currentIndex() == 1, "the suspicion tab, once the result takes keys"
    qtbot.keyClick(result, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session.model is not model)
    assert window.session.names == ["Ann", "Bo"] and not window.session.model.is_over


def test_a_new_game_asked_for_before_the_result_shows_keeps_the_result_from_popping_over_it(
    qtbot, launch_app, tmp_path
):
    """The result comes a moment after the last move; a person quick on Ctrl+N in that moment
    gets the New Game dialog alone, and finds the result under Game ▸ Result if they go back."""
    window = launch_app(animations=False)
    play_out_a_game_near_its_end(qtbot, window, tmp_path)
    press_shortcut(qtbot, window, Qt.Key.Key_N)
    new_game = wait_modal(qtbot, title="New game")
    qtbot.wait(3 * RESULT_DELAY_MS)
    assert QApplication.activeModalWidget() is new_game
    assert not [dialog for dialog in window.findChildren(ResultDialog) if dialog.isVisible()]
    qtbot.keyClick(new_game, Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    choose_menu(qtbot, window, "Game", "Show Result")
    assert wait_modal(qtbot, ResultDialog).isVisible()

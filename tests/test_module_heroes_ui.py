"""A module hero's question on screen: a saved game with Bribery and Artifacts opened from the
menu, the person answering Piranha Priestess's question with the panel's buttons."""

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from ui_driver import answer, choose_file, press_shortcut, start_default_game, wait_ready

from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.saved_games.saves import SavedGame, SeatConfig, save_game

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")
STEPS = ("artifact_token", "look_token", "swap_tokens", "swap_artifacts", "draw_token_onto", "use_artifact")


def save_at_a_module_question(path: Path) -> tuple[str, int]:
    """A 3-player game (a person in seat 0, random players in the others) saved when the person
    must answer a module hero's or the Stew's question: that step, and its number of options."""
    settings = Settings(players=3, seed=0, bribery=True, artifacts=True)
    for seed in range(400):
        settings = Settings(players=3, seed=seed, bribery=True, artifacts=True)
        st = new_game(settings)
        chooser = SplitMix64(seed)
        decisions = []
        while not st.is_over:
            if st.deciding_seat == 0 and st.pending.step in STEPS and len(st.options) > 1:
                seats = [SeatConfig("Ann", "human"), SeatConfig("Bo", "random"), SeatConfig("Cy", "random")]
                save_game(path, SavedGame(settings, seats, decisions))
                return st.pending.step, len(st.options)
            option = st.options[chooser.below(len(st.options))]
            decisions.append(option)
            st.apply(option)
    raise AssertionError("no game reached a module question of seat 0")


def test_a_person_answers_a_module_heroes_question_with_the_panels_buttons(qtbot, launch_app, tmp_path):
    # rulings R60-R66: every answer is on the panel, said in words
    path = tmp_path / "module.json"
    step, count = save_at_a_module_question(path)
    window = launch_app(animations=False)
    start_default_game(qtbot)
    press_shortcut(qtbot, window, Qt.Key.Key_O)
    answer(qtbot, "Leave Game", "Leave this game?")
    choose_file(qtbot, str(path), "Open Game")
    qtbot.waitUntil(lambda: window.session.model.settings.bribery)
    wait_ready(qtbot, window)
    choice = window.controller.choice
    assert len(choice.buttons) + len(choice.clicks) >= count
    texts = [text for text, _send in choice.buttons]
    assert all(text and "args=" not in text for text in texts)
    window.grab().save(str(tmp_path / "module_question.png"))
    before = window.session.model.state_copy().log_size
    if choice.buttons:
        qtbot.mouseClick(window.panel.buttons[0], Qt.MouseButton.LeftButton)
    else:
        next(iter(choice.clicks.values()))()
    qtbot.waitUntil(lambda: window.session.model.state_copy().log_size > before)
    assert step in STEPS

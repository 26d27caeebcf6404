"""A module hero's question on screen: a game with Bribery and Artifacts dealt so that the
person's first hero is the Open-Minded Mentalist, the person answering its question with the
panel's buttons."""

import pytest
from chance import dealt, moves
from PySide6.QtCore import Qt
from ui_driver import start_dealt, wait_ready

from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.core.chance import ScriptedChance
from hidden_leaders_qt.ui.game.game_model import Seat

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")
MODULES = Settings(players=3, seed=5, bribery=True, artifacts=True)
SEATS = [Seat("Ann"), Seat("Bo", "random"), Seat("Cy", "random")]
# the set-up (each seat hides its fourth card, discards its fifth, chooses a slow side or one
# that reacts), then Ann's Mentalist moves red +2 and puts an artifact token on an artifact
TO_THE_QUESTION = (
    ("aimless_eel", "leery_lizard"),
    ("depressed_druid", "apathetic_waterpriest"),
    ("grumpy_guard", "bored_goblin"),
    *("all_knowing_antler", "shield_of_endurance", "sedative_shell"),
    *("open_minded_mentalist", [2, 0], "Put an artifact token from the box on an artifact"),
)


def mentalist_deal() -> ScriptedChance:
    """Ann (seat 0) begins, holding the Open-Minded Mentalist; the seats are dealt the first
    three artifact cards, Ann the first."""
    return dealt(
        MODULES,
        tavern=["arrowgant_skeleton", "rotting_orangutan", "ace_fighter"],
        hands={
            0: ["open_minded_mentalist", "pigmented_war_pig", "short_sighted_soldier", "aimless_eel", "leery_lizard"],
            1: ["unconfident_executioner", "keen_koi", "furious_frog", "depressed_druid", "apathetic_waterpriest"],
            2: ["flailing_knight", "underpaid_mercenary", "blind_eye_collector", "grumpy_guard", "bored_goblin"],
        },
        artifact_cards=[1, 2, 3],
    )


def test_a_person_answers_a_module_heroes_question_with_the_panels_buttons(qtbot, launch_app, tmp_path):
    # rulings R60-R66: every answer is on the panel, said in words
    st = new_game(MODULES, chance=mentalist_deal())
    decisions = moves(st, *TO_THE_QUESTION)
    # the Mentalist asks Ann which of the three artifacts takes the token
    assert (st.turn, st.deciding_seat, st.pending.step) == (1, 0, "artifact_token")
    assert [o.kind for o in st.options] == ["artifact_token"] * 3
    count = len(st.options)
    window = launch_app(animations=False)
    start_dealt(qtbot, window, MODULES, SEATS, decisions, mentalist_deal())
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

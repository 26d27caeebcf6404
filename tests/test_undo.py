"""Ctrl+Z as a player meets it: it takes back their own decisions, says why when it cannot,
and keeps working after the game was quit and resumed."""

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu, QMessageBox
from ui_driver import (
    BACK_BUTTONS,
    answer,
    click_button,
    click_item,
    play_until,
    press_shortcut,
    start_default_game,
    table_item,
    wait_modal,
    wait_ready,
)

from hidden_leaders_qt.engine.core.constants import Zone

MAIN_PROMPT = "Your turn: play a card from your hand, or discard up to 3"


def until_my_turn(qtbot, window) -> None:
    model = window.session.model
    play_until(
        qtbot, window, random.Random(3), lambda: model.decision_is_on_screen() and model.view().phase.name == "MAIN"
    )
    wait_ready(qtbot, window)


def press_button(qtbot, window, label: str) -> None:
    buttons = {button.text(): button for button in window.panel.buttons}
    assert label in buttons, f"no button {label!r}: {list(buttons)}"
    qtbot.mouseClick(buttons[label], Qt.MouseButton.LeftButton)


def pass_without_discarding(qtbot, window) -> None:
    """The turn's first decision, which nothing hidden follows: it can be taken back."""
    press_button(qtbot, window, "Discard cards…")
    press_button(qtbot, window, "Discard nothing (pass)")
    qtbot.waitUntil(lambda: window.controller.choice.prompt.startswith("Draw "))


def undo_says(qtbot, window) -> str:
    press_shortcut(qtbot, window, Qt.Key.Key_Z)
    return window.statusBar().currentMessage()


def test_ctrl_z_that_cannot_undo_says_why(qtbot, launch_app):
    window = launch_app()
    start_default_game(qtbot)
    wait_ready(qtbot, window)
    model = window.session.model
    assert undo_says(qtbot, window) == "Nothing to undo yet this turn."
    until_my_turn(qtbot, window)  # the others have moved since
    decisions = list(model.decisions)
    assert undo_says(qtbot, window) == "Undo cannot go back past another player's move."
    assert model.decisions == decisions
    pass_without_discarding(qtbot, window)
    assert undo_says(qtbot, window) == "Undone."
    assert window.controller.choice.prompt == MAIN_PROMPT
    assert undo_says(qtbot, window) == "Undo cannot go back past another player's move."  # as far as it goes
    pass_without_discarding(qtbot, window)
    press_button(qtbot, window, "Draw from the Harbor")  # a card nobody had seen
    qtbot.waitUntil(lambda: len(model.decisions) == len(decisions) + 2)
    decided = list(model.decisions)
    why = "Nothing to undo: a hidden card has been seen since (drawn, taken or turned face up)."
    # the greyed menu item says it under the mouse too
    assert not window.undo_action.isEnabled()
    assert window.undo_action.toolTip() == why and window.undo_action.statusTip() == why
    assert window.findChild(QMenu, "menu_edit").toolTipsVisible()
    assert undo_says(qtbot, window) == why
    assert model.decisions == decided


def test_the_undo_history_survives_quitting_and_resuming(qtbot, launch_app):
    window = launch_app()
    start_default_game(qtbot)
    until_my_turn(qtbot, window)
    before = window.session.model.state_copy()
    pass_without_discarding(qtbot, window)
    after = window.session.model.state_copy()
    assert window.undo_action.isEnabled()
    press_shortcut(qtbot, window, Qt.Key.Key_Q)
    answer(qtbot, "Quit", "Quit Hidden Leaders?")
    qtbot.waitUntil(lambda: not window.isVisible())
    again = launch_app()
    click_button(qtbot, wait_modal(qtbot, QMessageBox, "Resume your last game?"), "Resume")
    qtbot.waitUntil(lambda: again.session.model is not None)
    wait_ready(qtbot, again)
    assert again.session.model.state_copy() == after
    assert again.undo_action.isEnabled()
    assert undo_says(qtbot, again) == "Undone."
    assert again.session.model.state_copy() == before
    assert again.controller.choice.prompt == MAIN_PROMPT
    # and the table takes the choice made again, as before quitting
    key = next(iter(sorted(again.controller.choice.clicks, key=repr)))
    click_item(qtbot, again, table_item(again, key))
    qtbot.waitUntil(lambda: again.session.model.state_copy() != before)


LOOKING_SEED = 8  # the first player is dealt Curious Troll, who looks at face-down heroes
TROLL = "Curious Troll"


def test_ctrl_z_after_a_look_says_a_look_cannot_be_taken_back(qtbot, launch_app):
    window = launch_app()
    start_default_game(qtbot, seed=LOOKING_SEED)
    wait_ready(qtbot, window)
    model = window.session.model
    for _ in range(2):  # hide and discard two cards other than the troll
        key = next(key for key in sorted(window.controller.choice.clicks, key=repr) if hero_at(window, key) != TROLL)
        click_item(qtbot, window, table_item(window, key))
    until_my_turn(qtbot, window)
    troll = next(key for key in window.controller.choice.clicks if hero_at(window, key) == TROLL)
    click_item(qtbot, window, table_item(window, troll))
    while not any(event.kind == "look" for event in model.events()):
        wait_ready(qtbot, window)
        choice = window.controller.choice
        hidden = [key for key in sorted(choice.clicks, key=repr) if key[1] == Zone.FACE_DOWN]
        if hidden:
            click_item(qtbot, window, table_item(window, hidden[0]))
        else:
            press_button(qtbot, window, next(text for text, _ in choice.buttons if text not in BACK_BUTTONS))
    wait_ready(qtbot, window)
    assert model.decision_is_on_screen()  # still this player's turn
    decisions = list(model.decisions)
    assert undo_says(qtbot, window) == (
        "Nothing to undo: hidden cards were looked at since, and a look cannot be taken back."
    )
    assert model.decisions == decisions


def hero_at(window, key: tuple) -> str | None:
    hero = table_item(window, key).hero
    return hero.name if hero is not None else None

"""The hot-seat hand-off screen cannot be hurried past: the person who just decided may go
on pressing keys (a double Enter, a key held down, keys typed while the table was busy) or
clicking, and the next person's cards must stay covered until that person deliberately
asks for them, after the screen has been up for a moment.

These tests play with the real guard of the window, at a person's speed, and the privacy
oracle watches every moment."""

import random
import time
from pathlib import Path

import pytest
from chance import dealt, moves
from hurried_input import Hurry, click_on_button, key_event, on_handoff, tap
from privacy_oracle import PrivacyTally, check_privacy
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtWidgets import QApplication
from test_hot_seat_privacy import start_table
from test_table_layout import EVERY_MODULE
from ui_driver import act_once, activate, click_button, click_item, take_screen, wait_modal, wait_ready

from hidden_leaders_qt.engine import GameState, Settings, new_game
from hidden_leaders_qt.engine.core.chance import ScriptedChance
from hidden_leaders_qt.engine.core.constants import Phase, Zone
from hidden_leaders_qt.saved_games.saves import SavedGame, load_game, replay
from hidden_leaders_qt.ui.dialogs.quiet_guard import GUARD_MS
from hidden_leaders_qt.ui.dialogs.result_dialog import ResultDialog
from hidden_leaders_qt.ui.game.game_model import Seat


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_keys_and_clicks_in_the_first_moment_of_a_hand_off_show_nothing(qtbot, launch_app, players):
    """Hot-seat with a computer seat among the people, the real guard: around each of the
    first hand-offs the last person hammers Enter, Space and the mouse; only the next
    person's deliberate click, once the screen takes input, shows their cards."""
    window = launch_app(animations=False, handoff_guard_ms=GUARD_MS)
    seats = "hm" + "h" * (players - 2) if players > 2 else "hh"
    start_table(qtbot, window, seats, seed=300 + players)
    tally = PrivacyTally()
    window.session.model.changed.connect(lambda: check_privacy(window, tally))
    rng = random.Random(players)
    hurry = Hurry(qtbot, window, tally)
    handoffs = 0
    while handoffs < 4 and not window.session.model.is_over:
        wait_ready(qtbot, window)
        if on_handoff(window):
            hurry.key_held_through()
            take_screen(qtbot, window)
            assert not on_handoff(window) and window.session.model.viewer >= 0
            handoffs += 1
            continue
        act_once(qtbot, window, rng)
        if on_handoff(window):  # that was the person's last decision: they go on pressing
            hurry.at_once()
            hurry.at_a_persons_speed()
    assert handoffs == 4
    assert hurry.refused >= 4 * 4


def test_keys_typed_while_the_table_was_busy_do_not_pass_the_hand_off(qtbot, launch_app):
    """Keys typed ahead wait in the queue while the last decision is applied; they arrive
    once the hand-off is up, and are refused there."""
    window = launch_app(animations=False, handoff_guard_ms=GUARD_MS)
    start_table(qtbot, window, "hh", seed=7)
    take_screen(qtbot, window)
    first = window.session.model.viewer
    while window.session.model.deciding_seat == first:
        choice = window.controller.choice
        assert choice.clicks or choice.buttons
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Return):  # typed ahead
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.postEvent(window, key_event(kind, key))
        act_once(qtbot, window, random.Random(1))
    assert on_handoff(window)
    # the keys typed ahead have all been handled once the screen takes input, and changed nothing
    qtbot.waitUntil(lambda: window.handoff.taking_input)
    assert on_handoff(window) and window.session.model.viewer == -1
    take_screen(qtbot, window)
    assert window.session.model.viewer == 1 - first


def test_enter_hammered_long_past_the_guard_shows_nothing_until_a_quiet_moment(qtbot, launch_app):
    """The person who decided goes on pressing Enter (and clicking) three times a second for
    three times the guard: every press starts the guard again, so the screen takes input
    only once they have stopped for the whole guard, and then the next person's Enter works."""
    window = launch_app(animations=False, handoff_guard_ms=GUARD_MS)
    start_table(qtbot, window, "hh", seed=5)
    take_screen(qtbot, window)
    first = window.session.model.viewer
    rng = random.Random(2)
    while not on_handoff(window):
        act_once(qtbot, window, rng)
    page = window.handoff
    started = time.monotonic()
    while time.monotonic() - started < 3 * GUARD_MS / 1000:
        tap(window, Qt.Key.Key_Return)
        click_on_button(qtbot, window)
        last_press = time.monotonic()
        assert on_handoff(window) and not page.taking_input and window.session.model.viewer == -1
        qtbot.wait(330)
    qtbot.waitUntil(lambda: page.taking_input, timeout=GUARD_MS * 4)
    assert time.monotonic() - last_press >= 0.9 * GUARD_MS / 1000
    activate(qtbot, window)
    tap(window, Qt.Key.Key_Return)
    assert not on_handoff(window) and window.session.model.viewer == 1 - first


def test_the_hand_off_button_takes_input_only_after_the_guard(qtbot, launch_app):
    window = launch_app(animations=False, handoff_guard_ms=GUARD_MS)
    start_table(qtbot, window, "hh", seed=5)
    page = window.handoff
    assert on_handoff(window) and not page.button.isEnabled()
    qtbot.mouseClick(page.button, Qt.MouseButton.LeftButton)
    assert on_handoff(window)
    qtbot.waitUntil(page.button.isEnabled, timeout=GUARD_MS * 4)
    activate(qtbot, window)
    assert page.button.hasFocus(), "the button takes the focus once it takes input"
    qtbot.keyClick(page.button, Qt.Key.Key_Return)
    assert not on_handoff(window)


def test_a_mouse_press_before_the_guard_and_a_release_after_it_show_nothing(qtbot, launch_app):
    window = launch_app(animations=False, handoff_guard_ms=GUARD_MS)
    start_table(qtbot, window, "hh", seed=5)
    page = window.handoff
    centre = page.button.geometry().center()
    qtbot.mousePress(page, Qt.MouseButton.LeftButton, pos=centre)
    qtbot.waitUntil(page.button.isEnabled, timeout=GUARD_MS * 4)
    qtbot.mouseRelease(page.button, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert on_handoff(window)
    take_screen(qtbot, window)
    assert not on_handoff(window)


def mid_turn_question() -> tuple[SavedGame, GameState]:
    """A 2-player game of Ann and Bo stopped where a played card asks the seat that is not
    on turn (tests/golden/README.md)."""
    saved = load_game(Path(__file__).parent / "golden" / "question_to_the_seat_off_turn.json")
    st = replay(saved)
    assert st.pending.seat != st.current and st.pending.card in st.up[st.current]
    return saved, st


def test_a_hand_off_in_the_middle_of_a_turn_says_who_asks_and_then_what_to_do(qtbot, launch_app):
    saved, st = mid_turn_question()
    window = launch_app(animations=False)
    names = ["Ann", "Bo"]
    window.session.start(saved.settings, [Seat("Ann"), Seat("Bo")], saved.decisions)
    asker, asked = st.current, st.pending.seat
    card = st.db.heroes[st.pending.card].name
    assert on_handoff(window)
    page = window.handoff
    assert page.title.text() == f"Pass to {names[asked]}"
    assert page.reason.text() == f"{names[asker]}'s {card} asks {names[asked]} to decide."
    assert page.reason.isVisible()
    take_screen(qtbot, window)
    prompt = window.panel.prompt.text()
    assert prompt.startswith(f"{names[asker]}'s {card} asks you to "), prompt


def test_a_hand_off_says_why_the_person_is_called(qtbot, launch_app):
    """At the set-up, the set-up; at the start of a turn, whose turn it is."""
    window = launch_app(animations=False)
    start_table(qtbot, window, "hh", seed=5)
    name = window.handoff.name
    assert window.handoff.reason.text() == f"{name} sets up: one card to hide face down in their party, one to discard."
    rng = random.Random(3)
    while not (on_handoff(window) and window.session.model.view().phase != Phase.SETUP):
        wait_ready(qtbot, window)
        if on_handoff(window):
            take_screen(qtbot, window)
        else:
            act_once(qtbot, window, rng)
    view = window.session.model.view()
    seat = window.session.model.human_waiting()
    assert seat == view.current and window.session.model.asking_card() < 0
    assert window.handoff.reason.text() == f"It is {window.session.model.seats[seat].name}'s turn."


def test_a_message_naming_the_last_persons_card_is_gone_at_the_hand_off(qtbot, launch_app):
    """A double click on the card to hide says "That cannot be chosen now. Setup: hiding
    NAME…" in the status bar; the next person must not read it on the hand-off screen."""
    window = launch_app(animations=False)
    start_table(qtbot, window, "hh", seed=5)
    take_screen(qtbot, window)
    seat = window.session.model.viewer
    hide, discard = (window.scene.position_items[(Zone.HAND, seat, i)] for i in (0, 1))
    hidden = hide.hero.name
    click_item(qtbot, window, hide)
    click_item(qtbot, window, hide)  # the second click of a double click
    assert hidden in window.statusBar().currentMessage()
    click_item(qtbot, window, discard)
    assert on_handoff(window)
    assert hidden not in window.statusBar().currentMessage()
    check_privacy(window, PrivacyTally())


def test_a_hand_off_names_the_question_of_bribery_and_artifacts(qtbot, launch_app):
    """With every module on, a hot-seat game of two people: the side of an artifact, the
    tokens of a bribe and an answer to a burial each say why the person is called."""
    window = launch_app(animations=False)
    start_table(qtbot, window, "hh", seed=11, modules=True)
    names = window.session.names
    expected = {
        "artifact_side": "{name} chooses the side of their artifact, in secret until everybody has.",
        "place_token": "{current} bribed: {name} may lay bribery tokens on heroes.",
        "reaction": "A hero is about to be buried: {name} may answer before it happens.",
    }
    seen = set()
    rng = random.Random(11)
    while not window.session.model.is_over:
        wait_ready(qtbot, window)
        if window.session.model.is_over:
            break
        if on_handoff(window):
            kind, seat = window.session.model.view().waiting_for
            if kind in expected:
                current = names[window.session.model.view().current]
                assert window.handoff.reason.text() == expected[kind].format(name=names[seat], current=current)
                seen.add(kind)
            take_screen(qtbot, window)
        else:
            act_once(qtbot, window, rng)
    click_button(qtbot, wait_modal(qtbot, ResultDialog), "Close")  # a dialog left open would show in the next test
    assert "artifact_side" in seen and "place_token" in seen, seen
    # with every module on, Bo's Executioner is about to bury the hero Ann's Mentalist laid a
    # token on: Ann is asked, and Bo decided last
    st = new_game(EVERY, chance=burial_deal())
    decisions = moves(st, *TO_THE_BURIAL)
    (window_open,) = st.reaction
    assert (st.pending.kind, st.deciding_seat, window_open.actor) == ("reaction", 0, 1)
    mentalist = st.db.hero_index["open_minded_mentalist"]
    assert window_open.card == mentalist and [card for card, _kind, _known in st.bribery.heroes] == [mentalist]
    assert st.up[1] == [st.db.hero_index["unconfident_executioner"]]
    window.session.start(EVERY, [Seat("Ann"), Seat("Bo")], decisions, chance=burial_deal())
    assert on_handoff(window) and window.session.model.view().waiting_for == ("reaction", 0)
    assert window.handoff.reason.text() == "A hero is about to be buried: Ann may answer before it happens."
    take_screen(qtbot, window)
    assert "is about to bury" in window.controller.choice.prompt


EVERY = Settings(players=2, seed=6, **EVERY_MODULE)
# the set-up (each hides the fourth card dealt, discards the fifth, chooses a slow side); turn
# 1: Ann's Mentalist draws a token onto itself; turn 2: Bo's Executioner buries the Mentalist
TO_THE_BURIAL = (
    *(("aimless_eel", "leery_lizard"), ("depressed_druid", "apathetic_waterpriest")),
    *("all_knowing_antler", "sedative_shell"),
    *("open_minded_mentalist", [2, 0], "Draw a token from the bag onto a face-up hero"),
    *("harbor", "harbor", "joyless_chief", "pass"),
    *("unconfident_executioner", "open_minded_mentalist"),
)


def burial_deal() -> ScriptedChance:
    """Ann (seat 0) begins, holding the Open-Minded Mentalist; Bo holds the Unconfident
    Executioner; Ann's artifact card is the first, Bo's the third."""
    return dealt(
        EVERY,
        tavern=["arrowgant_skeleton", "rotting_orangutan", "ace_fighter"],
        hands={
            0: ["open_minded_mentalist", "pigmented_war_pig", "short_sighted_soldier", "aimless_eel", "leery_lizard"],
            1: ["unconfident_executioner", "keen_koi", "furious_frog", "depressed_druid", "apathetic_waterpriest"],
        },
        harbor=["joyless_chief", "potato_privateer"],
        artifact_cards=[1, 3],
    )

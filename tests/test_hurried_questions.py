"""A person in a hurry right after a question comes to the screen chooses nothing.

For every kind of question the engine asks (the table below lists each, and fails when the
engine gains one it does not list), a seeded game is played to where a person must answer
that kind and resumed in the window as a person resumes it. Right after the question appears
(at the start, after a hot-seat hand-off, after a computer player's move), Enter, Space, a
click on a button or on a highlighted card, pressed 1 to 6 times at 0.05 to 0.5 s, must
choose nothing; once the question has been on screen for a quiet moment it takes answers,
and the keyboard focus is on the one answer that spends nothing, or on none.
"""

import random
from functools import cache

import pytest
from hurried_input import tap
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from ui_driver import WAIT_MS, activate, click_button, click_item, table_item, wait_modal

from hidden_leaders_qt.engine import Option, Settings, new_game
from hidden_leaders_qt.engine.core.options import DECISION_KINDS
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.saved_games.saves import SavedGame, SeatConfig, autosave
from hidden_leaders_qt.ui.game import bot_runner
from hidden_leaders_qt.ui.game.question_gate import QUESTION_GUARD_MS
from hidden_leaders_qt.ui.window.choice_button import ChoiceButton

MODULES = dict(
    golems=True, queens_and_friend=True, keeper_of_discord=True, bribery=True, artifacts=True, royal_intrigue=True
)
# Every question, with whether a computer player's move can come right before it (some only
# follow the person's own answer: the rest of a discard, a card's branch, pile or faction, the
# last moment to bribe at the end of one's turn)
# and the answer that spends nothing, which holds the focus once the question takes answers.
KINDS: dict[str, tuple[bool, str | None]] = {
    "setup": (True, None),
    "main": (True, None),
    "discard_more": (False, "done"),
    "draw": (True, None),
    "discard_down": (True, None),
    "fate": (True, None),
    "card": (True, "pass"),
    "player": (True, None),
    "faction": (False, None),
    "pile": (False, None),
    "branch": (False, None),
    "extra_play": (True, "pass"),
    "markers": (True, None),
    "bribe_moment": (False, "go_on"),
    "place_token": (True, "done"),
    "reaction": (True, None),
    "artifact_side": (True, None),
    "artifact": (True, "pass"),
    "royal_card": (False, None),
    "royal_order": (False, None),
}
INTERVALS_MS = (50, 120, 200, 350, 500)
ACTS = ("Enter", "Space", "button", "target")


def test_every_question_the_engine_asks_is_in_the_table():
    assert set(KINDS) == set(DECISION_KINDS)


# Where each question is first asked in the every-module game of a seed played by its own
# seeded choices (that seed's `SplitMix64` picks every option): the seed and the number of
# decisions before it, and where a computer player's move can come first, the same for the
# first time it is asked right after another seat's answer. Found once by playing seeds in
# turn; a change of the rules that moves a question fails here instead of finding another.
POSITIONS: dict[str, tuple[tuple[int, int], tuple[int, int] | None]] = {
    "artifact": ((0, 7), (8, 123)),
    "artifact_side": ((0, 2), (0, 2)),
    "branch": ((0, 120), None),
    "bribe_moment": ((0, 125), None),
    "card": ((0, 10), (1, 43)),
    "discard_down": ((0, 14), (1, 151)),
    "discard_more": ((0, 5), None),
    "draw": ((0, 11), (0, 130)),
    "extra_play": ((3, 35), (3, 35)),
    "faction": ((0, 9), None),
    "fate": ((2, 71), (11, 238)),
    "main": ((0, 4), (0, 4)),
    "markers": ((0, 84), (3, 34)),
    "pile": ((1, 194), None),
    "place_token": ((0, 134), (0, 136)),
    "player": ((1, 13), (163, 58)),
    "reaction": ((0, 128), (0, 129)),
    "royal_card": ((0, 8), None),
    "royal_order": ((0, 21), None),
    "setup": ((0, 0), (0, 1)),
}


def test_every_question_has_its_position():
    assert set(POSITIONS) == set(KINDS)
    after_a_move = {kind for kind, (after_move, _safe) in KINDS.items() if after_move}
    assert after_a_move == {kind for kind, (_first, later) in POSITIONS.items() if later is not None}


@cache
def position(kind: str, after_another_seat: bool) -> tuple[Settings, tuple[Option, ...], int]:
    """The game of `POSITIONS` where `kind` is asked (right after another seat's answer, if
    so wanted): the settings, the decisions before it, the seat asked."""
    seed, count = POSITIONS[kind][after_another_seat]
    settings = Settings(players=2 + seed % 3, seed=seed, **MODULES)
    st, chooser, decisions, last = new_game(settings), SplitMix64(seed), [], -1
    for _ in range(count):
        last = st.deciding_seat
        decisions.append(st.options[chooser.below(len(st.options))])
        st.apply(decisions[-1])
    assert st.pending.kind == kind, f"the game of seed {seed} asks {st.pending.kind}, not {kind}, after {count}"
    assert not after_another_seat or last not in (-1, st.deciding_seat), "nobody else answered right before"
    return settings, tuple(decisions), st.deciding_seat


class ScriptedBot:
    """A computer player that makes the move the seeded game made, so the question follows."""

    def __init__(self, option: Option) -> None:
        self.option = option

    def choose(self, view, db) -> Option:
        assert self.option in view.decision.options
        return self.option


def resume(qtbot, launch_app, settings: Settings, decisions, people: set[int]):
    """The game autosaved at `decisions`, resumed at launch with the real question guard."""
    seats = [SeatConfig(f"P{seat + 1}", "human" if seat in people else "medium") for seat in range(settings.players)]
    autosave(SavedGame(settings, seats, list(decisions)))
    window = launch_app(animations=False, question_guard_ms=QUESTION_GUARD_MS)
    offer = wait_modal(qtbot, QMessageBox, "Resume your last game?")
    click_button(qtbot, offer, "Resume")
    qtbot.waitUntil(lambda: window.session.model is not None, timeout=WAIT_MS)
    return window


def answered_state(window) -> tuple:
    """What an answer would change: the decisions made, the cards picked on the table, the prompt."""
    model, choice = window.session.model, window.controller.choice
    return len(model.decisions), model.revision, choice.prompt, frozenset(choice.selected)


def act(qtbot, window, what: str) -> None:
    choice, buttons = window.controller.choice, window.panel.buttons
    if what == "button" and buttons or what == "target" and not choice.clicks:
        target = buttons[choice.safe if choice.safe is not None else 0]
        qtbot.mouseClick(target, Qt.MouseButton.LeftButton)
    elif what in ("button", "target"):
        click_item(qtbot, window, table_item(window, sorted(choice.clicks, key=repr)[0]))
    else:
        tap(window, Qt.Key.Key_Return if what == "Enter" else Qt.Key.Key_Space)


def hurry_then_answer(qtbot, window, kind: str, context: str) -> None:
    """Keys and clicks from the moment the question is up: none chooses; after the quiet
    moment the focus is on the answer that spends nothing (or on none), and a click answers."""
    model = window.session.model
    assert model.decision_is_on_screen() and model.view().decision.kind == kind
    assert not window.gate.taking_input, "the question took answers the moment it appeared"
    rng = random.Random(f"{kind} {context}")
    before = answered_state(window)
    interval = rng.choice(INTERVALS_MS)
    for press in range(rng.randint(1, 6)):
        if press:
            qtbot.wait(interval)
        what = rng.choice(ACTS)
        act(qtbot, window, what)
        assert answered_state(window) == before, f"{what} (press {press + 1}, {interval} ms apart) chose for {kind}"
    qtbot.waitUntil(lambda: window.gate.taking_input, timeout=WAIT_MS)
    assert answered_state(window) == before
    choice, buttons = window.controller.choice, window.panel.buttons
    focus = window.focusWidget()  # where the keys go once the window is active
    safe = KINDS[kind][1]
    offered = [option.kind for option in model.view().decision.options]
    if safe is not None and safe in offered:
        assert choice.safe is not None and focus is buttons[choice.safe], f"{kind}: the focus is not on {safe}"
    else:
        assert choice.safe is None, f"{kind} offers a safe answer the table does not list"
        assert not isinstance(focus, ChoiceButton), f"{kind}: an answer that spends holds the focus"
        assert not window.keyboard.showing, f"{kind}: the ring is on a card, and Enter would choose it"
        tap(window, Qt.Key.Key_Return)
        assert answered_state(window) == before, f"{kind}: Enter chose with no answer in the focus"
    act(qtbot, window, "target" if choice.clicks else "button")
    qtbot.waitUntil(lambda: answered_state(window) != before, timeout=WAIT_MS)


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_hurried_input_when_a_resumed_game_asks_chooses_nothing(qtbot, launch_app, kind):
    settings, decisions, seat = position(kind, False)
    window = resume(qtbot, launch_app, settings, decisions, {seat})
    qtbot.waitUntil(window.session.model.decision_is_on_screen, timeout=WAIT_MS)
    hurry_then_answer(qtbot, window, kind, "resumed")


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_hurried_input_after_a_hand_off_chooses_nothing(qtbot, launch_app, kind):
    settings, decisions, _seat = position(kind, False)
    window = resume(qtbot, launch_app, settings, decisions, set(range(settings.players)))
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.handoff, timeout=WAIT_MS)
    qtbot.waitUntil(window.handoff.button.isEnabled, timeout=WAIT_MS)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)  # and the hurry goes on at once
    qtbot.waitUntil(window.session.model.decision_is_on_screen, timeout=WAIT_MS)
    hurry_then_answer(qtbot, window, kind, "hand-off")


@pytest.mark.parametrize("kind", sorted(kind for kind, (after_move, _safe) in KINDS.items() if after_move))
def test_hurried_input_after_a_computer_move_chooses_nothing(qtbot, launch_app, monkeypatch, kind):
    settings, decisions, seat = position(kind, True)
    monkeypatch.setattr(bot_runner, "make_bot", lambda _kind, _seed: ScriptedBot(decisions[-1]))
    window = resume(qtbot, launch_app, settings, decisions[:-1], {seat})
    model = window.session.model
    qtbot.waitUntil(lambda: len(model.decisions) == len(decisions) and model.decision_is_on_screen(), timeout=WAIT_MS)
    hurry_then_answer(qtbot, window, kind, "computer")


@cache
def marker_then_hero() -> tuple[Settings, tuple[Option, ...], int, Option]:
    """The 2-player game of seed 0 played by its seed's own choices (as `POSITIONS`) to where
    a person's card asks how the markers move, then which card to pick."""
    settings = Settings(players=2, seed=0)
    st, chooser, decisions = new_game(settings), SplitMix64(0), []
    for _ in range(76):
        decisions.append(st.options[chooser.below(len(st.options))])
        st.apply(decisions[-1])
    asked = st.pending
    assert asked.kind == "markers" and asked.card >= 0
    after = st.clone()
    after.apply(asked.options[0])
    assert (after.pending.kind, after.pending.seat, after.pending.card) == ("card", asked.seat, asked.card)
    return settings, tuple(decisions), asked.seat, asked.options[0]


def test_escape_takes_a_marker_option_back_to_the_start_of_the_choice(qtbot, launch_app):
    settings, decisions, seat, first = marker_then_hero()
    window = resume(qtbot, launch_app, settings, decisions, {seat})
    model = window.session.model
    qtbot.waitUntil(lambda: model.decision_is_on_screen() and window.gate.taking_input, timeout=WAIT_MS)
    markers, prompt = model.view().markers, window.controller.choice.prompt
    index = next(i for i, option in enumerate(model.view().decision.options) if option == first)
    activate(qtbot, window)
    window.panel.buttons[index].setFocus()
    tap(window, Qt.Key.Key_Return)  # the marker option, by the keyboard
    qtbot.waitUntil(lambda: model.view().decision.kind == "card", timeout=WAIT_MS)
    assert model.view().markers != markers
    tap(window, Qt.Key.Key_Return)  # a second Enter picks no card: no card holds the focus
    assert model.view().decision.kind == "card" and len(model.decisions) == len(decisions) + 1
    tap(window, Qt.Key.Key_Escape)
    assert model.view().decision.kind == "markers" and model.view().markers == markers
    assert window.controller.choice.prompt == prompt and len(model.decisions) == len(decisions)
    assert window.gate.taking_input  # the person's own question again: no wait
    assert window.statusBar().currentMessage() == "Back to the start of this choice."
    tap(window, Qt.Key.Key_Escape)  # at the start already: nothing more is taken back
    assert len(model.decisions) == len(decisions)

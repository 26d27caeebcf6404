"""The advisor in the real window: asked by its key and its button, answered off the GUI
thread without stalling the table, private to the seat that asked (the privacy oracle
watches a hot-seat game in which everyone asks), and Training Mode's note after a poor move."""

import os
import random
import secrets
from html import escape

import pytest
from privacy_oracle import PrivacyTally, check_privacy
from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from test_hot_seat_privacy import start_table
from test_undo import pass_without_discarding, until_my_turn
from ui_driver import (
    WAIT_MS,
    activate,
    choose_menu,
    play_until,
    press_shortcut,
    ready,
    start_default_game,
    wait_ready,
)

from hidden_leaders_qt.ai.advisor import LeaderOdds
from hidden_leaders_qt.ai.search.search_levels import HARD
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.ui.advisor.advice_runner import Budget
from hidden_leaders_qt.ui.advisor.advisor_panel import hint
from hidden_leaders_qt.ui.advisor.belief_bars import BeliefBars
from hidden_leaders_qt.ui.game.bot_runner import search_pool
from hidden_leaders_qt.ui.game.decision_words import with_names
from hidden_leaders_qt.ui.language.translators import ENVIRONMENT_VARIABLE

SHOTS = os.environ.get("ADVISOR_SHOTS", "/tmp/shots_advisor")
SMALL = Budget(seconds=None, iterations=80, at_least=0)


def shoot(window, name: str) -> None:
    os.makedirs(SHOTS, exist_ok=True)
    window.grab().save(os.path.join(SHOTS, f"{name}.png"))


def answered(window) -> bool:
    return "Hard would choose" in window.advisor.panel.words.text()


def on_screen(window) -> bool:
    """The person on screen must decide, and the table is waiting for them."""
    return window.session.model.decision_is_on_screen() and ready(window)


def legal_texts(window) -> list[str]:
    model, names = window.session.model, window.session.names
    return [escape(with_names(model.describe(option), names)) for option in model.state_copy().options]


def test_f2_and_the_button_ask_the_advisor_and_the_answer_names_a_legal_option(qtbot, launch_app):
    window = launch_app(animations=False)
    window.advisor.budget = SMALL
    start_default_game(qtbot)
    wait_ready(qtbot, window)
    desk = window.advisor
    assert not desk.dock.isVisible() and not desk.training_action.isChecked()  # off by default
    scale = window.table.transform().m11()
    press_shortcut(qtbot, window, Qt.Key.Key_F2, Qt.KeyboardModifier.NoModifier)
    assert desk.dock.isVisible()
    qtbot.waitUntil(lambda: answered(window), timeout=WAIT_MS)
    # the answer opens in the side panel under the options: the table keeps its size
    panel = window.panel
    assert desk.dock.parent() is panel and desk.dock.geometry().top() >= panel.scroll.geometry().bottom()
    assert window.table.transform().m11() == pytest.approx(scale)
    assert panel.scroll.verticalScrollBar().maximum() == 0  # and every option shows
    text = desk.panel.words.text()
    assert any(option in text for option in legal_texts(window)), text
    others = [name for seat, name in enumerate(window.session.names) if seat != 0]
    assert [name for name, _ in desk.panel.belief.rows] == others
    assert all(0 < p <= 1 for _, bars in desk.panel.belief.rows for _, _, p in bars)
    shoot(window, "answer_setup")
    check_privacy(window, PrivacyTally())
    # the answer is for that decision alone: once it is made, it goes
    model = window.session.model
    made = len(model.decisions)
    play_until(qtbot, window, random.Random(5), lambda: len(model.decisions) > made and on_screen(window))
    assert not answered(window)
    qtbot.mouseClick(desk.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: answered(window), timeout=WAIT_MS)
    assert any(option in desk.panel.words.text() for option in legal_texts(window))
    shoot(window, "answer_main")


def test_an_answer_that_comes_after_the_decision_was_made_is_not_shown(qtbot, launch_app):
    window = launch_app(animations=False)
    window.advisor.budget = Budget(seconds=None, iterations=6000, at_least=0)  # slow enough to move first
    start_default_game(qtbot)
    wait_ready(qtbot, window)
    desk, model = window.advisor, window.session.model
    press_shortcut(qtbot, window, Qt.Key.Key_F2, Qt.KeyboardModifier.NoModifier)
    assert desk.asked and "Thinking" in desk.panel.words.text()
    made = len(model.decisions)
    still_thinking: list[bool] = []
    model.decided.connect(lambda: still_thinking.append(bool(desk.asked)))
    play_until(qtbot, window, random.Random(6), lambda: len(model.decisions) > made and on_screen(window))
    assert still_thinking[0], "the decision was made before the answer came"
    qtbot.waitUntil(lambda: not desk.asked, timeout=WAIT_MS)  # the late answer came back
    qtbot.wait(50)
    assert not answered(window) and "Thinking" not in desk.panel.words.text()
    window.advisor.budget = SMALL
    press_shortcut(qtbot, window, Qt.Key.Key_F2, Qt.KeyboardModifier.NoModifier)
    qtbot.waitUntil(lambda: answered(window), timeout=WAIT_MS)
    assert any(option in desk.panel.words.text() for option in legal_texts(window))


def test_after_ctrl_z_the_advisor_answers_the_decision_it_came_back_to(qtbot, launch_app):
    window = launch_app(animations=False)
    window.advisor.budget = SMALL
    start_default_game(qtbot)
    until_my_turn(qtbot, window)
    desk, model = window.advisor, window.session.model
    choose_menu(qtbot, window, "Edit", "Training Mode")
    press_shortcut(qtbot, window, Qt.Key.Key_F2, Qt.KeyboardModifier.NoModifier)
    qtbot.waitUntil(lambda: answered(window), timeout=WAIT_MS)
    main_answer = desk.panel.words.text()
    pass_without_discarding(qtbot, window)  # judged: passing may be worth a note
    qtbot.waitUntil(lambda: not desk.asked, timeout=WAIT_MS)
    assert not answered(window)
    press_shortcut(qtbot, window, Qt.Key.Key_Z)
    assert window.statusBar().currentMessage() == "Undone." and not desk.answers and not desk.notes
    assert not desk.panel.note.isVisible()
    press_shortcut(qtbot, window, Qt.Key.Key_F2, Qt.KeyboardModifier.NoModifier)
    qtbot.waitUntil(lambda: answered(window), timeout=WAIT_MS)
    assert desk.panel.words.text() == main_answer  # the same decision, the same seed: the same answer
    assert model.decisions and desk.current[2] == len(model.decisions)


def test_the_table_goes_on_while_the_advisor_thinks_with_hards_budget(qtbot, launch_app):
    """The second question, as the first opens the dock, which lays the table out anew once
    (as resizing the window does). The search runs in the Hard seats' processes: the key
    press returns at once, and the window's timers go on firing until the answer is painted
    (its time and the longest stall are measured by benchmarks/advisor.py)."""
    window = launch_app(animations=False)
    assert window.advisor.budget == Budget(seconds=HARD.seconds, iterations=None, at_least=HARD.min_iterations)
    start_default_game(qtbot)
    wait_ready(qtbot, window)
    pool = search_pool()  # as the app starts it a moment after its window appears
    qtbot.waitUntil(lambda: len(pool.executor._processes) == pool.workers, timeout=WAIT_MS)
    press_shortcut(qtbot, window, Qt.Key.Key_F2, Qt.KeyboardModifier.NoModifier)
    qtbot.waitUntil(lambda: answered(window), timeout=WAIT_MS)
    model = window.session.model
    made = len(model.decisions)
    play_until(qtbot, window, random.Random(4), lambda: len(model.decisions) > made and on_screen(window))
    ticks: list[bool] = []  # whether the answer was on screen at each tick of a window timer
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(answered(window)))
    activate(qtbot, window)
    timer.start()
    qtbot.keyClick(window, Qt.Key.Key_F2)
    assert not answered(window) and not ticks  # the key press did not wait for the search
    qtbot.waitUntil(lambda: answered(window), timeout=WAIT_MS)
    timer.stop()
    assert ticks.count(False) >= 2, "the window's timers stood still while the advisor thought"


def test_training_mode_notes_a_clearly_worse_move_with_the_better_one(qtbot, launch_app, monkeypatch):
    monkeypatch.setattr(secrets, "randbits", lambda bits: 2718)  # the same answers every run
    window = launch_app(animations=False)
    window.advisor.budget = Budget(seconds=None, iterations=300, at_least=0)
    start_default_game(qtbot)
    wait_ready(qtbot, window)
    choose_menu(qtbot, window, "Edit", "Training Mode")
    desk = window.advisor
    model = window.session.model
    assert desk.training == {0}
    for _ in range(40):
        made = len(model.decisions)
        play_until(qtbot, window, random.Random(1), lambda made=made: len(model.decisions) > made and on_screen(window))
        key = desk.current
        qtbot.waitUntil(lambda key=key: key in desk.answers, timeout=WAIT_MS)  # thought out in the background
        assert not answered(window)  # in the background: the answer is not shown unasked
        advice = desk.answers[key]
        poor = [rating.option for rating in advice.ratings if advice.verdict(rating.option)]
        if poor:
            break
        model.apply(advice.best)  # as the decision buttons and clicks do
        assert desk.notes.get(0, "") == ""
    else:
        raise AssertionError("no clearly worse option in 40 decisions")
    better = desk.answers[key].rating(advice.best)
    model.apply(poor[-1])
    qtbot.waitUntil(lambda: desk.panel.note.isVisible(), timeout=WAIT_MS)
    qtbot.wait(50)  # the side panel laid out beside the dock
    note = desk.panel.note.text()
    assert note.startswith(f"Hard would rather have chosen {better.text}: ")
    assert note.endswith(f" for your {desk.answers[key].rating(poor[-1]).text}.")
    assert desk.dock.isVisible()
    shoot(window, "training_note")
    check_privacy(window, PrivacyTally())


# tables of the hot-seat oracle's test (test_hot_seat_privacy.py): people among computers,
# people only with part 1's modules, and every module and variant of both parts
ORACLE_TABLES = [("hmh", False), ("hhhh", "part 1"), ("hmh", "all")]
LAST_TURN = 24  # of a game in which no note has yet been seen


@pytest.mark.parametrize(("seats", "modules"), ORACLE_TABLES, ids=[f"{s}-{m or 'base'}" for s, m in ORACLE_TABLES])
def test_in_hot_seat_every_answer_stays_with_the_seat_that_asked(qtbot, launch_app, monkeypatch, seats, modules):
    """Everyone asks at every decision and trains; the oracle checks the advisor at every moment."""
    monkeypatch.setattr(secrets, "randbits", lambda bits: 1618)  # the same game and answers every run
    window = launch_app(animations=False)
    window.advisor.budget = Budget(seconds=None, iterations=200, at_least=0)
    start_table(qtbot, window, seats, seed=77, modules=modules)
    model = window.session.model
    desk = window.advisor
    tally = PrivacyTally()
    model.changed.connect(lambda: check_privacy(window, tally))
    training: set[int] = set()
    notes: list[str] = []

    def ask() -> None:
        check_privacy(window, tally)
        if window.pages.currentWidget() is window.handoff:
            assert desk.panel.seat == -1 and not desk.panel.note.isVisible()
            shoot(window, "hot_seat_handoff")
            return
        if model.viewer not in training:
            choose_menu(qtbot, window, "Edit", "Training Mode")
            training.add(model.viewer)
        if desk.panel.note.isVisible():
            notes.append(desk.panel.note.text())
        press_shortcut(qtbot, window, Qt.Key.Key_F2, Qt.KeyboardModifier.NoModifier)
        qtbot.waitUntil(lambda: answered(window), timeout=WAIT_MS)
        check_privacy(window, tally)
        shoot(window, f"hot_seat_seat{model.viewer}")

    def enough() -> bool:
        """Eight turns, and on until a training note was seen (a random player's moves are not
        always clearly worse, and which are depends on Hard's values), or the game is over."""
        return model.is_over or model.view().turn >= (8 if notes else LAST_TURN)

    play_until(qtbot, window, random.Random(3), enough, ask)
    humans = {seat for seat, kind in enumerate(seats) if kind == "h"}
    assert training == humans and desk.training == humans
    assert tally.handoffs_seen >= 4 and tally.advisor_checks >= 10
    assert notes and all(note.startswith("Hard would rather have chosen ") for note in notes)
    print(f"{tally.checks} checks, {tally.advisor_checks} with an answer on screen, notes: {notes}")


def test_the_advisors_hint_fits_the_moment(qtbot, launch_app):
    """With the dock open and nothing asked, it says to press F2 now while the decision is the
    person's, and "when it is your turn" while the computer players move."""
    window = launch_app(animations=False)
    window.advisor.budget = SMALL
    start_default_game(qtbot)
    wait_ready(qtbot, window)
    desk, model = window.advisor, window.session.model
    press_shortcut(qtbot, window, Qt.Key.Key_F2, Qt.KeyboardModifier.NoModifier)
    qtbot.waitUntil(lambda: answered(window), timeout=WAIT_MS)
    seen: list[tuple[bool, str]] = []  # after each change: was the decision on screen, and what the dock said
    model.changed.connect(lambda: seen.append((model.decision_is_on_screen(), desk.panel.words.text())))
    play_until(qtbot, window, random.Random(8), lambda: model.view().turn >= 2 and on_screen(window))
    assert desk.dock.isVisible() and not answered(window)
    assert desk.panel.words.text() == escape(hint(now=True))
    assert desk.panel.words.text().startswith("It is your turn: press F2")
    shoot(window, "hint_now")
    waiting = {text for on, text in seen if not on}
    assert waiting == {escape(hint())} and hint().startswith("When it is your turn")
    assert {text for on, text in seen if on} <= {escape(hint(now=True))}


@pytest.mark.parametrize(
    ("code", "edit", "training", "sign", "tip"),
    [
        ("en", "Edit", "Training Mode", "Training", "Training Mode is on: "),
        ("de", "Bearbeiten", "Trainingsmodus", "Training", "Der Trainingsmodus ist an: "),
    ],
)
def test_training_mode_has_a_sign_beside_the_advise_button(
    qtbot, launch_app, monkeypatch, code, edit, training, sign, tip
):
    """On a 1024x700 window, in either language: the sign comes and goes with Training Mode,
    whole, beside the button and covering nothing."""
    monkeypatch.setenv(ENVIRONMENT_VARIABLE, code)
    window = launch_app(animations=False)
    start_table(qtbot, window, "hmmm", seed=4)
    window.resize(1024, 700)
    wait_ready(qtbot, window)
    desk, panel = window.advisor, window.panel
    assert not desk.sign.isVisible()
    choose_menu(qtbot, window, edit, training)
    qtbot.waitUntil(desk.sign.isVisible, timeout=WAIT_MS)
    qtbot.wait(50)  # laid out
    assert desk.sign.text() == sign and desk.sign.toolTip().startswith(tip)
    assert desk.sign.width() >= desk.sign.sizeHint().width() and desk.button.width() >= desk.button.sizeHint().width()
    sign_at, button_at = (QRect(widget.mapTo(panel, QPoint()), widget.size()) for widget in (desk.sign, desk.button))
    assert panel.rect().contains(sign_at) and not sign_at.intersects(button_at)
    shoot(window, f"training_sign_{code}")
    choose_menu(qtbot, window, edit, training)
    qtbot.waitUntil(lambda: not desk.sign.isVisible(), timeout=WAIT_MS)


def test_in_hot_seat_the_training_sign_shows_only_to_the_person_training(qtbot, launch_app):
    window = launch_app(animations=False)
    start_table(qtbot, window, "hhm", seed=9)
    model, desk = window.session.model, window.advisor
    play_until(qtbot, window, random.Random(2), lambda: on_screen(window))
    trainee = model.viewer
    choose_menu(qtbot, window, "Edit", "Training Mode")
    assert desk.sign.isVisible()
    shown: list[tuple[int, bool]] = []  # after each change: who is on screen, and whether the sign shows
    model.changed.connect(lambda: shown.append((model.viewer, desk.sign.isVisibleTo(window))))
    play_until(qtbot, window, random.Random(2), lambda: model.view().turn >= 4 and model.viewer == trainee)
    assert desk.sign.isVisible()
    assert {viewer for viewer, sign in shown if sign} == {trainee}
    assert {viewer for viewer, sign in shown if not sign} & {-1, 1 - trainee} == {-1, 1 - trainee}


def test_seats_are_named_as_at_the_table():
    names = ["You", "Mira", "Tobin"]
    assert with_names("Seat 2", names) == "Mira"
    assert with_names("Take Keen Koi (seat 3's party)", names) == "Take Keen Koi (Tobin's party)"
    assert with_names("Choose face-down hero 1 in seat 1's party", names) == "Choose face-down hero 1 in your party"
    assert with_names("Seat 7", names) == "Seat 7"


def test_the_belief_bars_add_up_with_a_bar_for_the_leaders_not_named(qtbot):
    db = default_db()
    bars = BeliefBars()
    qtbot.addWidget(bars)
    even = LeaderOdds(1, tuple((leader, 0.2) for leader in range(1, 6)))
    sure = LeaderOdds(2, ((3, 0.7), (4, 0.3)))
    bars.show_belief((even, sure), ["You", "Mira", "Tobin"], db)
    names = [db.leaders[leader].name for leader in range(1, 6)]
    assert bars.texts() == [
        "Mira",
        "Tobin",
        *(f"{name} 20 %" for name in names[:3]),
        "2 others 40 %",
        f"{names[2]} 70 %",
        f"{names[3]} 30 %",
    ]

"""The Bribery module on screen: a person places the tokens of a bribe by clicking heroes,
answers a reaction question with the panel's buttons, and reads the revealed tokens in the
result."""

import random
from pathlib import Path

import pytest
from privacy_oracle import PrivacyTally, check_privacy
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from ui_driver import (
    answer,
    choose_file,
    click_button,
    click_item,
    play_until,
    press_shortcut,
    start_default_game,
    table_item,
    wait_modal,
    wait_question,
    wait_ready,
)

from hidden_leaders_qt.engine import GameState, Settings, new_game
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.engine.data.layout import from_layout
from hidden_leaders_qt.engine.modules.bribery import TOKEN_TITLES
from hidden_leaders_qt.engine.rules.scoring import score
from hidden_leaders_qt.saved_games.saves import SavedGame, SeatConfig, autosave, load_game, save_game
from hidden_leaders_qt.ui.dialogs.help_dialog import HelpDialog
from hidden_leaders_qt.ui.dialogs.result_dialog import ResultDialog
from hidden_leaders_qt.ui.game import bot_runner
from hidden_leaders_qt.ui.game.bot_runner import BotRunner
from hidden_leaders_qt.ui.game.game_model import LOOKED, GameModel, Seat, public_view
from hidden_leaders_qt.ui.game.question_gate import QUESTION_GUARD_MS

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")
SEATS = [SeatConfig("Ann", "human"), SeatConfig("Belka", "medium"), SeatConfig("Corvin", "medium")]


def save_before(path: Path, wanted) -> GameState:
    """A save of a seeded random 3-player game with Bribery, stopped where seat 0 (the person)
    first faces a decision `wanted` accepts; the position saved."""
    for seed in range(200):
        settings = Settings(players=3, seed=seed, bribery=True)
        st = new_game(settings)
        chooser = SplitMix64(seed)
        decisions = []
        while not st.is_over:
            if st.deciding_seat == 0 and wanted(st):
                save_game(path, SavedGame(settings, SEATS, decisions))
                return st
            option = st.options[chooser.below(len(st.options))]
            decisions.append(option)
            st.apply(option)
    raise AssertionError("no such position in 200 games")


def open_save(qtbot, launch_app, path: Path):
    window = launch_app(animations=False)
    start_default_game(qtbot)
    press_shortcut(qtbot, window, Qt.Key.Key_O)
    answer(qtbot, "Leave Game", "Leave this game?")
    choose_file(qtbot, str(path), "Open Game")
    qtbot.waitUntil(lambda: window.session.model.settings.bribery)
    wait_ready(qtbot, window)
    return window


def test_a_person_places_a_token_of_a_bribe_by_clicking_a_hero(qtbot, launch_app, tmp_path):
    path = tmp_path / "placing.json"
    st = save_before(
        path, lambda st: st.pending.kind == "place_token" and len({o.args[0] for o in st.options[:-1]}) == 1
    )
    window = open_save(qtbot, launch_app, path)
    assert window.controller.choice.prompt.startswith("Bribery: you hold")
    assert [button.text() for button in window.panel.buttons][-1] == "Keep the rest (back into the bag)"
    target = next(o for o in st.options if o.kind == "place_token")
    window.grab().save(str(tmp_path / "placing.png"))
    before = len(window.session.model.state_copy().bribery.heroes)
    click_item(qtbot, window, table_item(window, ("card", *target.args[1:])))
    qtbot.waitUntil(lambda: len(window.session.model.state_copy().bribery.heroes) == before + 1)


def test_a_person_answers_a_reaction_question_with_a_button(qtbot, launch_app, tmp_path):
    path = tmp_path / "reaction.json"
    save_before(path, lambda st: st.pending.kind == "reaction")
    window = open_save(qtbot, launch_app, path)
    assert "is about to bury" in window.controller.choice.prompt
    buttons = [button.text() for button in window.panel.buttons]
    assert "Let it happen" in buttons
    window.grab().save(str(tmp_path / "reaction.png"))
    let = window.panel.buttons[buttons.index("Let it happen")]
    count = len(window.session.model.state_copy().events())
    qtbot.mouseClick(let, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any(e.kind == "react_pass" for e in window.session.model.state_copy().events()[count:]))


def test_the_result_shows_each_revealed_token_and_what_it_changed(qtbot):
    st = from_layout(
        2,
        face_up={0: ["leery_lizard", "keen_koi"], 1: ["arrowgant_skeleton"]},
        bribery=True,
        tokens={"leery_lizard": "loyalty_x2", "arrowgant_skeleton": "switch_water_folk"},
        leaders=["lemron", "cyra"],
    )
    db = default_db()
    dialog = ResultDialog(score(st), ["Ann", "Belka"], [db.leaders[i] for i in st.leaders], db)
    qtbot.addWidget(dialog)
    texts = " ".join(label.text() for label in dialog.findChildren(type(dialog.headline)))
    assert "Ann: Token Loyalty \u00d72 on Leery Lizard: counts as 2 heroes of each of its factions" in texts
    assert "Belka: Token Switch to the Water Folk on Arrowgant Skeleton: counts only as Water Folk" in texts


def seeded_game_until(wanted) -> tuple[Settings, list, GameState]:
    """The first seeded random 3-player game with Bribery that comes to a position `wanted`
    accepts: its settings, the decisions to it and the position."""
    for seed in range(200):
        settings = Settings(players=3, seed=seed, bribery=True)
        st = new_game(settings)
        chooser = SplitMix64(seed)
        decisions = []
        while not st.is_over:
            if wanted(st):
                return settings, decisions, st
            option = st.options[chooser.below(len(st.options))]
            decisions.append(option)
            st.apply(option)
    raise AssertionError("no such position in 200 games")


def test_a_token_looked_at_cannot_be_undone(qapp):
    # a seeded 3-player hot-seat game in which seat 0 may look at a token (Curious Troll)
    settings, decisions, _st = seeded_game_until(
        lambda st: st.deciding_seat == 0 and any(o.kind == "look_token" for o in st.options)
    )
    model = GameModel.from_decisions(settings, [Seat("Ann"), Seat("Belka"), Seat("Corvin")], decisions)
    look = next(o for o in model.state_copy().options if o.kind == "look_token")
    assert model.apply(look) is None
    assert not model.can_undo() and model.undo_refusal == LOOKED


def test_a_hard_seat_answers_a_reaction_without_searching(qtbot, monkeypatch):
    # ruling R41: a search's thinking time would tell whether the seat holds a protection
    monkeypatch.setattr(bot_runner, "prestart_search_pool", lambda: None)
    searched = []
    monkeypatch.setattr(BotRunner, "_search", lambda runner, *args: searched.append(runner.model.state_copy().pending))
    settings, decisions, st = seeded_game_until(lambda st: st.pending.kind == "reaction")
    seats = [Seat("Ann"), Seat("Belka"), Seat("Corvin")]
    seats[st.deciding_seat] = Seat("Hard one", "hard")
    model = GameModel.from_decisions(settings, seats, decisions)
    runner = BotRunner(model, pause_ms=0)
    runner.schedule()
    try:
        qtbot.waitUntil(lambda: len(model.decisions) > len(decisions), timeout=5000)
    finally:
        runner.stop()
    assert model.decisions[len(decisions)].kind in ("let_it_happen", "protect", "substitute")
    assert all(pending.kind != "reaction" for pending in searched)


def test_the_public_hot_seat_view_shows_no_token_fronts():
    # between two people in hot-seat, nobody's known tokens or drawn tokens may show
    st = from_layout(
        3,
        face_up={0: ["leery_lizard", "keen_koi", "furious_frog"]},
        bribery=True,
        tokens={"leery_lizard": "protection"},
    )
    st.apply(st.options[[o.kind for o in st.options].index("bribe")])
    own = st.view_for(0).bribery
    assert own.held and any(kind for _pos, kind in own.tokens)
    shown = public_view(st.view_for(0)).bribery
    assert shown.held == () and all(kind is None for _pos, kind in shown.tokens)
    assert shown.bag == own.bag and shown.held_counts == own.held_counts


def test_help_explains_the_bribe_and_every_kind_of_token(qtbot):
    dialog = HelpDialog(default_db())
    qtbot.addWidget(dialog)
    rules = dialog.rules.toPlainText()
    assert "Forgotten Legacy: Bribery" in rules and "once a turn and twice a game at most" in rules
    for kind in ("loyalty (×2)", "four faction switches", "Protection is answered"):
        assert kind in rules


def test_a_hot_seat_game_with_bribery_shows_nobody_what_is_not_theirs(qtbot, launch_app, tmp_path):
    """Three people bribe, place, look and react by clicks with the privacy oracle watching;
    a panel button names a kind of token only to a person who holds or knows one."""
    path = tmp_path / "hot_seat.json"
    settings = Settings(players=3, seed=21, bribery=True)
    save_game(path, SavedGame(settings, [SeatConfig(name, "human") for name in ("Ann", "Belka", "Corvin")], []))
    window = open_save(qtbot, launch_app, path)
    tally = PrivacyTally()
    named = []

    def check() -> None:
        check_privacy(window, tally)
        if window.pages.currentWidget() is window.handoff:
            return
        view = window.session.model.view()
        known = set(view.bribery.held) | {kind for _pos, kind in view.bribery.tokens if kind}
        for text, _action in window.controller.choice.buttons:
            for name, title in TOKEN_TITLES.items():
                if title in text:
                    named.append(name)
                    assert name in known, f"{text!r} names a token its reader does not know"

    window.session.model.changed.connect(check)
    play_until(qtbot, window, random.Random(4), lambda: window.session.model.is_over, check)
    result = wait_modal(qtbot, ResultDialog)
    check_privacy(window, tally)
    click_button(qtbot, result, "Close")
    state = window.session.model.state_copy()
    assert state.bribery.used >= 1 and named
    assert tally.handoffs_seen >= 3


def bribe_at_the_draw(st: GameState) -> bool:
    return st.pending.kind == "draw" and any(o.kind == "bribe" for o in st.options)


def test_a_person_bribes_at_the_draw_by_clicking_the_bribe_button(qtbot, launch_app, tmp_path):
    # ruling R35: the Bribe button stands beside the draw's choices while a bribe is possible
    path = tmp_path / "draw.json"
    st = save_before(path, bribe_at_the_draw)
    window = open_save(qtbot, launch_app, path)
    assert window.controller.choice.prompt.startswith("Draw ")
    texts = [button.text() for button in window.panel.buttons]
    bribe_texts = [t for t in texts if t.startswith("Bribe: take the token beside")]
    assert len(bribe_texts) == sum(o.kind == "bribe" for o in st.options) >= 1
    assert ("Draw from the Harbor" in texts) == any(o.kind == "draw_harbor" for o in st.options)
    window.grab().save(str(tmp_path / "draw_with_bribe.png"))
    hand_before = len(st.hands[0])
    qtbot.mouseClick(window.panel.buttons[texts.index(bribe_texts[0])], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session.model.state_copy().bribery.bribed_turn == st.turn, timeout=5000)
    wait_ready(qtbot, window)
    assert window.controller.choice.prompt.startswith("Bribery: you hold")
    keep = [b for b in window.panel.buttons if b.text() == "Keep the rest (back into the bag)"]
    qtbot.mouseClick(keep[0], Qt.MouseButton.LeftButton)
    # the computer players place theirs; then the person's draw comes back, without a bribe
    qtbot.waitUntil(lambda: window.session.model.state_copy().pending.kind == "draw", timeout=10000)
    wait_ready(qtbot, window)
    after = window.session.model.state_copy()
    assert after.current == 0 and len(after.hands[0]) == hand_before and not after.bribery.placing
    assert not any(b.text().startswith("Bribe") for b in window.panel.buttons)
    window.grab().save(str(tmp_path / "draw_after_bribe.png"))
    lines = [window.log_model.data(window.log_model.index(row, 0)) for row in range(window.log_model.rowCount())]
    assert any(line.startswith("Ann bribed at the draw, taking the token beside the") for line in lines), lines[-8:]


def test_the_bribe_button_waits_for_the_question_guard_like_every_answer(qtbot, launch_app, tmp_path):
    # a person resuming a game at a draw with a bribe beside it: a hurried click chooses nothing
    path = tmp_path / "guarded.json"
    st = save_before(path, bribe_at_the_draw)
    autosave(load_game(path))
    window = launch_app(animations=False, question_guard_ms=QUESTION_GUARD_MS)
    click_button(qtbot, wait_modal(qtbot, QMessageBox, "Resume your last game?"), "Resume")
    qtbot.waitUntil(lambda: any(b.text().startswith("Bribe") for b in window.panel.buttons), timeout=5000)
    bribe = next(b for b in window.panel.buttons if b.text().startswith("Bribe"))
    assert not window.gate.taking_input
    made = len(window.session.model.decisions)
    qtbot.mouseClick(bribe, Qt.MouseButton.LeftButton)
    assert len(window.session.model.decisions) == made, "a click before the guard chose nothing"
    wait_question(qtbot, window)
    bribe = next(b for b in window.panel.buttons if b.text().startswith("Bribe"))
    qtbot.mouseClick(bribe, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session.model.state_copy().bribery.bribed_turn == st.turn, timeout=5000)

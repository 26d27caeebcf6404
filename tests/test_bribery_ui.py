"""The Bribery module on screen: a person places the tokens of a bribe by clicking heroes,
answers a reaction question with the panel's buttons, and reads the revealed tokens in the
result."""

import random
from pathlib import Path

import pytest
from chance import dealt, moves
from helpers import up
from privacy_oracle import PrivacyTally, check_privacy
from PySide6.QtCore import Qt
from ui_driver import (
    answer,
    choose_file,
    click_button,
    click_item,
    play_until,
    press_shortcut,
    start_dealt,
    start_default_game,
    table_item,
    wait_modal,
    wait_question,
    wait_ready,
)

from hidden_leaders_qt.engine import GameState, Option, Settings, new_game
from hidden_leaders_qt.engine.core.chance import ScriptedChance
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.engine.data.layout import from_layout
from hidden_leaders_qt.engine.modules.bribery import TOKEN_KINDS, TOKEN_TITLES
from hidden_leaders_qt.engine.rules.scoring import score
from hidden_leaders_qt.saved_games.saves import SavedGame, SeatConfig, save_game
from hidden_leaders_qt.ui.dialogs.help_dialog import HelpDialog
from hidden_leaders_qt.ui.dialogs.result_dialog import ResultDialog
from hidden_leaders_qt.ui.game import bot_runner
from hidden_leaders_qt.ui.game.bot_runner import BotRunner
from hidden_leaders_qt.ui.game.game_model import LOOKED, GameModel, Seat, public_view
from hidden_leaders_qt.ui.game.question_gate import QUESTION_GUARD_MS

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")
BRIBERY = Settings(players=3, seed=5, bribery=True)
SEATS = [Seat("Ann"), Seat("Belka", "medium"), Seat("Corvin", "medium")]
TAVERN = ["arrowgant_skeleton", "rotting_orangutan", "ace_fighter"]
# at the set-up each seat hides the fourth card it was dealt and discards the fifth
SETUP = (
    ("aimless_eel", "leery_lizard"),
    ("depressed_druid", "apathetic_waterpriest"),
    ("grumpy_guard", "bored_goblin"),
)


def bribery_deal() -> ScriptedChance:
    """Ann (seat 0) begins, holding the Hopeful Salamander and the Pigmented War Pig; Belka
    holds the Unconfident Executioner. The bribery card holds Loyalty \u00d72 beside "some party
    shows 3 face-up heroes" and a Switch to the Undead beside the other condition; a bribe
    draws Ann another Loyalty \u00d72, Belka a Switch to the Hill Tribes, Corvin a Protection."""
    return dealt(
        BRIBERY,
        tavern=TAVERN,
        hands={
            0: ["hopeful_salamander", "pigmented_war_pig", "short_sighted_soldier", "aimless_eel", "leery_lizard"],
            1: ["unconfident_executioner", "keen_koi", "furious_frog", "depressed_druid", "apathetic_waterpriest"],
            2: ["flailing_knight", "underpaid_mercenary", "blind_eye_collector", "grumpy_guard", "bored_goblin"],
        },
        harbor=["joyless_chief", "potato_privateer", "tentacle_oracle", "nagging_northman", "angry_priestess"],
        tokens=["loyalty_x2", "switch_undead", "loyalty_x2", "switch_tribes", "protection"],
    )


# turn 1: Ann plays the Salamander, which lays the Arrowgant Skeleton face up from the Tavern;
# turns 2 and 3: Belka and Corvin pass; turn 4: Ann plays her third hero, and draws
AT_THE_BRIBE = (
    *SETUP,
    *("hopeful_salamander", "arrowgant_skeleton", "harbor", "harbor", "joyless_chief"),
    *("pass", "harbor", "nagging_northman", "pass", "harbor", "angry_priestess"),
    "pigmented_war_pig",
)
# Ann bribes and lays one Loyalty \u00d72 on her Skeleton, the others keep theirs back; turn 5:
# Belka's Executioner buries the Skeleton
AT_THE_BURIAL = (
    *AT_THE_BRIBE,
    *("bribe", ("loyalty_x2", "arrowgant_skeleton"), "done", "done", "done"),
    *("harbor", "harbor", "short_sighted_soldier", "unconfident_executioner", "arrowgant_skeleton"),
)


def bribery_game(script: tuple) -> tuple[list[Option], GameState]:
    """The decisions of `script` from the bribery deal, and the position they lead to."""
    st = new_game(BRIBERY, chance=bribery_deal())
    return moves(st, *script), st


def at_the_bribe() -> tuple[list[Option], GameState]:
    """Ann's draw in turn 4, her third hero face up: a bribe stands beside the draw."""
    decisions, st = bribery_game(AT_THE_BRIBE)
    assert (st.turn, st.pending.kind, st.deciding_seat) == (4, "draw", 0)
    assert up(st, 0) == ["hopeful_salamander", "arrowgant_skeleton", "pigmented_war_pig"]
    assert [o for o in st.options if o.kind == "bribe"] == [Option("bribe", (0,))]
    assert [TOKEN_KINDS[kind] for kind in st.bribery.card] == ["loyalty_x2", "switch_undead"]
    return decisions, st


def start_at(qtbot, launch_app, decisions: list[Option], **options):
    """The bribery deal on the table through the session's door, Ann the person at it."""
    window = launch_app(animations=False, **options)
    start_dealt(qtbot, window, BRIBERY, SEATS, decisions, bribery_deal())
    return window


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
    decisions, st = bribery_game((*AT_THE_BRIBE, "bribe"))
    # Ann took the Loyalty \u00d72 of the card and drew another: one kind to place, on any hero
    assert (st.pending.kind, st.deciding_seat) == ("place_token", 0)
    assert [TOKEN_KINDS[kind] for kind in st.bribery.held[0]] == ["loyalty_x2", "loyalty_x2"]
    assert {o.args[0] for o in st.options[:-1]} == {"loyalty_x2"} and st.options[-1].kind == "done"
    window = start_at(qtbot, launch_app, decisions)
    wait_ready(qtbot, window)
    assert window.controller.choice.prompt.startswith("Bribery: you hold")
    assert [button.text() for button in window.panel.buttons][-1] == "Keep the rest (back into the bag)"
    target = next(o for o in st.options if o.kind == "place_token")
    window.grab().save(str(tmp_path / "placing.png"))
    before = len(window.session.model.state_copy().bribery.heroes)
    click_item(qtbot, window, table_item(window, ("card", *target.args[1:])))
    qtbot.waitUntil(lambda: len(window.session.model.state_copy().bribery.heroes) == before + 1)


def test_a_person_answers_a_reaction_question_with_a_button(qtbot, launch_app, tmp_path):
    decisions, st = bribery_game(AT_THE_BURIAL)
    # Belka's Executioner is about to bury Ann's Skeleton, which carries Ann's Loyalty \u00d72
    assert (st.turn, st.pending.kind, st.deciding_seat) == (5, "reaction", 0)
    assert st.pending.options == (Option("let_it_happen"),)
    assert [(st.db.heroes[card].id, TOKEN_KINDS[kind]) for card, kind, _known in st.bribery.heroes] == [
        ("arrowgant_skeleton", "loyalty_x2")
    ]
    window = start_at(qtbot, launch_app, decisions)
    wait_ready(qtbot, window)
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


def look_deal() -> ScriptedChance:
    """Ann (seat 0) begins, holding the Curious Troll; Belka holds the Open-Minded Mentalist,
    whose draw from the bag comes out a Protection."""
    return dealt(
        BRIBERY,
        tavern=TAVERN,
        hands={
            0: ["curious_troll", "pigmented_war_pig", "short_sighted_soldier", "aimless_eel", "leery_lizard"],
            1: ["open_minded_mentalist", "keen_koi", "furious_frog", "depressed_druid", "apathetic_waterpriest"],
            2: ["flailing_knight", "underpaid_mercenary", "blind_eye_collector", "grumpy_guard", "bored_goblin"],
        },
        harbor=["joyless_chief", "potato_privateer", "tentacle_oracle", "nagging_northman"],
        tokens=["loyalty_x2", "switch_undead", "protection"],
    )


# turn 1: Ann passes; turn 2: Belka's Mentalist draws a token onto the Mentalist itself;
# turn 3: Corvin passes; turn 4: Ann's Troll may look at a face-down hero or at that token
AT_THE_LOOK = (
    *SETUP,
    *("pass", "harbor", "joyless_chief"),
    *("open_minded_mentalist", [2, 0], "harbor", "harbor", "furious_frog"),
    *("pass", "harbor", "flailing_knight"),
    *("curious_troll", [1, 0]),
)


def test_a_token_looked_at_cannot_be_undone(qapp):
    # a 3-player hot-seat game in which Ann's Curious Troll may look at the token Belka's
    # Mentalist drew onto itself
    st = new_game(BRIBERY, chance=look_deal())
    decisions = moves(st, *AT_THE_LOOK)
    assert (st.pending.kind, st.deciding_seat, st.db.heroes[st.pending.card].id) == ("card", 0, "curious_troll")
    mentalist = (Zone.FACE_UP, 1, 0)
    assert st.card_at(mentalist) == st.db.hero_index["open_minded_mentalist"]
    assert Option("look_token", mentalist) in st.options
    model = GameModel.from_decisions(
        BRIBERY, [Seat("Ann"), Seat("Belka"), Seat("Corvin")], decisions, chance=look_deal()
    )
    look = next(o for o in model.state_copy().options if o.kind == "look_token")
    assert model.apply(look) is None
    assert not model.can_undo() and model.undo_refusal == LOOKED


def test_a_hard_seat_answers_a_reaction_without_searching(qtbot, monkeypatch):
    # ruling R41: a search's thinking time would tell whether the seat holds a protection
    monkeypatch.setattr(bot_runner, "prestart_search_pool", lambda: None)
    searched = []
    monkeypatch.setattr(BotRunner, "_search", lambda runner, *args: searched.append(runner.model.state_copy().pending))
    decisions, st = bribery_game(AT_THE_BURIAL)
    # the Executioner's burial of Ann's bribed Skeleton asks Ann, now a Hard seat
    assert (st.pending.kind, st.deciding_seat) == ("reaction", 0)
    seats = [Seat("Hard one", "hard"), Seat("Belka"), Seat("Corvin")]
    model = GameModel.from_decisions(BRIBERY, seats, decisions, chance=bribery_deal())
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


def test_a_person_bribes_at_the_draw_by_clicking_the_bribe_button(qtbot, launch_app, tmp_path):
    # ruling R35: the Bribe button stands beside the draw's choices while a bribe is possible
    decisions, st = at_the_bribe()
    window = start_at(qtbot, launch_app, decisions)
    wait_ready(qtbot, window)
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


def test_the_bribe_button_waits_for_the_question_guard_like_every_answer(qtbot, launch_app):
    # a person comes to a draw with a bribe beside it: a hurried click chooses nothing
    decisions, st = at_the_bribe()
    window = start_at(qtbot, launch_app, decisions, question_guard_ms=QUESTION_GUARD_MS)
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

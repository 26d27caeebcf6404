"""The four module heroes of Forgotten Legacy (Neckless Charlatan, Self-Made Widow, Open-Minded
Mentalist, Piranha Priestess), Shield of Endurance and Nutritious Stew, from the rulebook
(modules 2 and 3) and decisions D12, D23, D25, D26 and D29."""

import json

import pytest
from chance import artifacts_dealt
from helpers import bot_option, down, graveyard, hero, pick, pick_markers, play, up
from test_log_wording import log_lines

from hidden_leaders_qt.ai import make_bot
from hidden_leaders_qt.ai.search.search_bot import SearchBot
from hidden_leaders_qt.engine import GameState, Option, Settings, new_game
from hidden_leaders_qt.engine.core.constants import Phase, Zone
from hidden_leaders_qt.engine.core.deal import deck_for
from hidden_leaders_qt.engine.core.options import PASS
from hidden_leaders_qt.engine.data.artifact_layout import with_artifacts
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.engine.data.layout import from_layout
from hidden_leaders_qt.engine.modules.artifacts import tokens_total
from hidden_leaders_qt.engine.modules.bribery import TOKEN_KINDS
from hidden_leaders_qt.engine.rules.view import public_events

LET = Option("let_it_happen")
ENDURE = Option("endure")
USE = Option("artifact")
MODULE_HEROES = {"neckless_charlatan", "self_made_widow", "open_minded_mentalist", "piranha_priestess"}
SIDES = {0: "blooming_bag", 1: "shield_of_endurance", 2: "soundless_shoes"}


def game(*, bribery=True, artifacts=True, sides=None, tokens=None, artifact_tokens=None, royal=False, **layout):
    layout.setdefault("bribery_card", ("loyalty_x2", "loyalty_x2"))
    st = from_layout(3, bribery=bribery, artifacts=artifacts, tokens=tokens or {}, **layout)
    if artifacts:
        st = with_artifacts(st, sides or SIDES, tokens=artifact_tokens or {}, royal_intrigue=royal)
    return st


def at(st: GameState, hero_id: str) -> tuple:
    return st.locate(hero(st, hero_id))


def tokens_on(st: GameState) -> dict[str, str]:
    return {st.db.heroes[card].id: TOKEN_KINDS[kind] for card, kind, _known in st.bribery.heroes}


def knowers(st: GameState, hero_id: str) -> int:
    return st.bribery.token_on(hero(st, hero_id))[1]


def conserved(st: GameState) -> None:
    if st.bribery is not None:
        assert st.bribery.total() == 18
    if st.artifacts is not None:
        assert tokens_total(st.artifacts) == 18


def round_trip(st: GameState) -> None:
    assert GameState.from_data(json.loads(json.dumps(st.to_data()))) == st


def branches(st: GameState) -> list[str]:
    return [o.args[1] for o in st.options if o.kind == "branch"]


# --- in the deck ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("bribery", "artifacts", "dealt"),
    [(False, False, False), (True, False, True), (False, True, True), (True, True, True)],
)
def test_the_module_heroes_come_in_once_with_bribery_or_artifacts(bribery, artifacts, dealt):
    # ruling R60
    db = default_db()
    deck = [db.heroes[c].id for c in deck_for(Settings(players=4, bribery=bribery, artifacts=artifacts), db)]
    assert {h for h in deck if h in MODULE_HEROES} == (MODULE_HEROES if dealt else set())
    assert len(deck) == len(set(deck))


# --- Shield of Endurance ---------------------------------------------------------------------------


def executioner(**more) -> GameState:
    """Seat 0 is about to bury Leery Lizard (seat 1, face up) with Unconfident Executioner;
    seat 1 plays the Shield of Endurance."""
    more.setdefault("face_up", {1: ["leery_lizard"]})
    hands = {0: ["unconfident_executioner"], **more.pop("hands", {})}
    st = game(bribery=False, hands=hands, **more)
    play(st, "unconfident_executioner")
    pick(st, "leery_lizard")
    return st


def test_the_shield_cancels_a_burial_for_a_token():
    # rulings R47 and R67
    st = executioner()
    assert st.decision.kind == "reaction" and st.deciding_seat == 1
    assert set(st.options) == {LET, ENDURE}
    st.apply(ENDURE)
    assert up(st, 1) == ["leery_lizard"] and graveyard(st) == ["buried_emperor"]
    assert st.artifacts.tokens[1] == 1 and st.artifacts.box == 18 - 2 - 1 - 2 - 2 + 1
    assert st.artifacts.used == 1 << 1
    assert any(e.kind == "endure" for e in st.events())
    conserved(st)


def test_letting_it_happen_buries_the_hero_and_keeps_the_token():
    # ruling R47
    st = executioner()
    st.apply(LET)
    assert graveyard(st)[-1] == "leery_lizard" and st.artifacts.tokens[1] == 2


def test_the_shield_counts_once_in_a_turn_and_again_in_the_next():
    # ruling R67 (D29): after the Shield is used, the same turn's burials ask nobody
    st = executioner(
        sides={0: "overcharged_trident", 1: "shield_of_endurance", 2: "soundless_shoes"},
        face_up={1: ["leery_lizard"], 2: ["keen_koi"]},
    )
    st.apply(ENDURE)
    assert st.decision.kind == "artifact"  # the fast moment after the main action
    st.apply(USE)  # the Trident performs the Executioner, seat 0's one face-up hero...
    pick(st, "keen_koi")  # ...which buries Keen Koi: the Shield was used this turn, nobody is asked
    assert "keen_koi" in graveyard(st) and "unconfident_executioner" in graveyard(st)
    assert not any(e.kind == "react_window" and e.card == hero(st, "keen_koi") for e in st.events())
    assert st.artifacts.tokens[1] == 1


def test_the_shield_is_asked_again_in_the_next_turn():
    # ruling R67: a new turn, a new use
    st = executioner(face_up={1: ["leery_lizard"], 2: ["keen_koi"]}, hands={1: ["half_eaten_bull"]})
    st.apply(ENDURE)
    while st.current == 0:
        option = next((o for o in st.options if o.kind in ("draw_harbor", "pass", "discard")), st.options[0])
        st.apply(option)
    assert st.current == 1 and st.artifacts.used == 0
    play(st, "half_eaten_bull")
    pick(st, "keen_koi")
    assert st.decision.kind == "reaction" and st.deciding_seat == 1 and ENDURE in st.options


def test_a_shield_without_tokens_is_not_asked():
    # ruling R67: its tokens are public, so asking would tell nothing
    st = executioner(artifact_tokens={1: 0})
    assert graveyard(st)[-1] == "leery_lizard"
    assert not any(e.kind == "react_window" for e in st.events())


def test_the_shield_comes_before_the_keeper_of_discord():
    # rulings R43 and R67 (D25)
    st = executioner(face_up={1: ["leery_lizard", "keeper_of_discord"]}, keeper_of_discord=True)
    assert st.decision.kind == "reaction"
    st.apply(LET)
    assert down(st, 1) == ["leery_lizard"]
    st = executioner(face_up={1: ["leery_lizard", "keeper_of_discord"]}, keeper_of_discord=True)
    st.apply(ENDURE)
    assert up(st, 1) == ["leery_lizard", "keeper_of_discord"] and down(st, 1) == []


def test_with_royal_intrigue_the_shield_token_goes_onto_the_row():
    # ruling R68
    st = executioner(royal=True, queens_and_friend=True)
    st.apply(ENDURE)
    assert up(st, 1) == ["leery_lizard"]
    assert st.decision.kind == "royal_card" and st.deciding_seat == 1
    st.apply(st.options[0])
    assert st.artifacts.row_tokens[0] == 1 and st.artifacts.tokens[1] == 1
    assert st.decision.kind == "faction" and st.deciding_seat == 1
    conserved(st)


def test_the_shield_guards_a_face_down_hero_and_a_protection_comes_first_in_the_question():
    # rulings R67 and R41: both reactions in one question, the owner's protection and the Shield
    st = game(
        hands={0: ["slaughtered_slime"]},
        face_down={1: ["leery_lizard"]},
        tokens={"leery_lizard": "protection"},
    )
    play(st, "slaughtered_slime")
    pick_markers(st, -1, 0)  # then the one face-down hero is the Slime's target
    assert st.deciding_seat == 1
    assert st.options == (LET, Option("protect", (Zone.FACE_DOWN, 1, 0)), ENDURE)


def test_the_shield_side_can_be_chosen():
    # ruling R47
    st = artifacts_dealt(Settings(players=6, seed=0, artifacts=True), [2, 1, 3, 4, 5, 6])
    while not (st.decision.kind == "artifact_side" and st.deciding_seat == 0):
        st.apply(st.options[0])
    assert {o.args[0] for o in st.options} == {"shield_of_endurance", "two_shot_crossbow"}


# --- Nutritious Stew -------------------------------------------------------------------------------


def test_the_stew_is_chosen_only_with_bribery():
    # ruling R46
    for bribery in (False, True):
        st = new_game(Settings(players=6, seed=3, artifacts=True, bribery=bribery))
        offered = set()
        while st.phase == Phase.SETUP:
            if st.decision.kind == "artifact_side" and st.artifacts.cards[st.deciding_seat] == 6:
                offered = {o.args[0] for o in st.options}
            st.apply(st.options[0])
        card_6 = st.artifacts.cards.index(6)
        played = st.db.artifact_sides[st.artifacts.sides[card_6]].id
        if bribery:
            assert offered == {"nutritious_stew", "guarding_goblet"}
        else:
            assert offered == set() and played == "guarding_goblet"


def test_the_stew_draws_a_token_that_its_user_places_on_any_unbribed_hero():
    # rulings R61 and R69 (D23)
    st = game(
        sides={0: "nutritious_stew", 1: "shield_of_endurance", 2: "soundless_shoes"},
        face_up={1: ["keen_koi"], 2: ["leery_lizard"]},
        face_down={1: ["arrowgant_skeleton"]},
        tokens={"leery_lizard": "protection"},
        hands={0: ["furious_frog"]},
    )
    st.apply(USE)
    assert sum(len(h) for h in st.bribery.held) == 1 and len(st.bribery.held[0]) == 1
    drawn = TOKEN_KINDS[st.bribery.held[0][0]]
    offered = {st.db.heroes[st.card_at(o.args)].id for o in st.options}
    assert offered == {"keen_koi", "arrowgant_skeleton"}  # unbribed heroes, face up or down
    round_trip(st)
    pick(st, "arrowgant_skeleton")
    assert tokens_on(st)["arrowgant_skeleton"] == drawn
    assert knowers(st, "arrowgant_skeleton") == 0b011  # the drawer and the owner
    assert st.artifacts.tokens[0] == 2 and len(st.bribery.bag) == 18 - 2 - 1 - 1
    seen = [e for e in public_events(st.events(), 2) if e.kind in ("token_draw", "token_place")]
    assert seen and all(e.value in (None, (None, 0b011)) for e in seen)
    conserved(st)


# --- Neckless Charlatan ----------------------------------------------------------------------------


def charlatan(**more) -> GameState:
    more.setdefault("face_up", {1: ["keen_koi"]})
    more.setdefault("tokens", {"keen_koi": "switch_undead"})
    st = game(hands={0: ["neckless_charlatan", "leery_lizard", "furious_frog"]}, **more)
    play(st, "neckless_charlatan")
    pick_markers(st, 0, 2)
    return st


def test_the_charlatan_looks_at_a_token_and_uses_another_players_artifact():
    # rulings R62 and R69 (D29)
    st = charlatan()
    look = Option("look_token", at(st, "keen_koi"))
    assert set(st.options) == {look, PASS}
    st.apply(look)
    assert knowers(st, "keen_koi") == 0b011
    assert [e.value for e in public_events(st.events(), 2) if e.kind == "token_look"] == [(None, 0b001)]
    # the Shield answers only a burial: not offered
    assert set(st.options) == {Option("artifact_of", (0,)), Option("artifact_of", (2,)), PASS}
    st.apply(Option("artifact_of", (2,)))  # Soundless Shoes of seat 2, as if it were seat 0's
    pick(st, "leery_lizard")
    assert down(st, 0) == ["leery_lizard"]
    assert st.artifacts.tokens == (3, 2, 2) and st.artifacts.used == 0
    conserved(st)


def test_the_charlatan_spends_nothing_and_starts_no_royal_intrigue():
    # ruling R62
    st = charlatan(royal=True, queens_and_friend=True)
    st.apply(PASS)
    st.apply(Option("artifact_of", (2,)))
    pick(st, "leery_lizard")
    assert st.artifacts.row_tokens == (0,) * len(st.artifacts.row) and st.decision.kind != "royal_card"


def test_the_charlatan_without_artifacts_only_looks_and_without_bribery_only_uses():
    # ruling R62 (D12)
    st = charlatan(artifacts=False)
    assert {o.kind for o in st.options} == {"look_token", "pass"}
    st = charlatan(bribery=False, tokens={})
    assert {o.kind for o in st.options} == {"artifact_of", "pass"}


# --- Self-Made Widow ------------------------------------------------------------------------------


def widow(**more) -> GameState:
    more.setdefault("face_up", {1: ["keen_koi"], 2: ["leery_lizard"]})
    more.setdefault("face_down", {2: ["arrowgant_skeleton"]})
    more.setdefault(
        "tokens", {"keen_koi": "switch_undead", "leery_lizard": "protection", "arrowgant_skeleton": "protection"}
    )
    st = game(hands={0: ["self_made_widow"]}, **more)
    play(st, "self_made_widow")
    pick_markers(st, 1, 0)
    return st


def test_the_widow_swaps_two_bribery_tokens():
    # ruling R64
    st = widow()
    assert branches(st) == ["Swap the tokens of 2 bribed heroes", "Swap the artifacts of 2 players"]
    st.apply(st.options[0])
    pick(st, "keen_koi")
    round_trip(st)
    pick(st, "leery_lizard")
    assert tokens_on(st) == {
        "keen_koi": "protection",
        "leery_lizard": "switch_undead",
        "arrowgant_skeleton": "protection",
    }
    # whoever knew a token still knows it; each owner may look at the one that came to them
    assert knowers(st, "keen_koi") == 0b110 and knowers(st, "leery_lizard") == 0b110
    conserved(st)


def test_the_widow_swaps_two_artifacts_and_the_tokens_stay():
    # ruling R65
    st = widow(artifact_tokens={0: 1})
    st.apply(st.options[1])
    st.apply(Option("artifact_pair", (0, 1)))
    sides = [st.db.artifact_sides[s].id for s in st.artifacts.sides]
    assert sides == ["shield_of_endurance", "blooming_bag", "soundless_shoes"]
    assert st.artifacts.tokens == (1, 2, 2) and sorted(st.artifacts.cards) == [1, 2, 5]
    conserved(st)
    round_trip(st)


def test_the_widow_with_one_module_asks_no_branch():
    # ruling R60 (D12): a branch of a module that is off is not offered
    st = widow(artifacts=False)
    assert st.decision.step == "swap_tokens"
    st = widow(bribery=False, tokens={})
    assert st.decision.step == "swap_artifacts"


# --- Open-Minded Mentalist ------------------------------------------------------------------------


def mentalist(**more) -> GameState:
    more.setdefault("face_up", {1: ["keen_koi", "leery_lizard"]})
    more.setdefault("face_down", {2: ["arrowgant_skeleton"]})
    more.setdefault("tokens", {"leery_lizard": "protection"})
    st = game(hands={0: ["open_minded_mentalist"]}, **more)
    play(st, "open_minded_mentalist")
    pick_markers(st, 2, 1)
    return st


def test_the_mentalist_draws_a_token_onto_an_unbribed_face_up_hero():
    # ruling R61 (D23)
    st = mentalist()
    st.apply(st.options[0])
    offered = {st.db.heroes[st.card_at(o.args)].id for o in st.options}
    assert offered == {"open_minded_mentalist", "keen_koi"}  # face up, unbribed
    pick(st, "keen_koi")
    assert "keen_koi" in tokens_on(st) and knowers(st, "keen_koi") == 0b011
    conserved(st)


def test_the_mentalist_puts_an_artifact_token_from_the_box_on_any_artifact():
    # ruling R66: even above what the side shows
    st = mentalist()
    st.apply(st.options[1])
    box = st.artifacts.box
    st.apply(Option("artifact_token", (2, 1)))
    assert st.artifacts.tokens == (3, 2, 3) and st.artifacts.box == box - 1
    conserved(st)
    round_trip(st)


def test_the_mentalist_with_one_module_asks_no_branch():
    # ruling R60
    assert mentalist(artifacts=False).decision.step == "draw_token_onto"
    assert mentalist(bribery=False, tokens={}).decision.step == "artifact_token"


# --- Piranha Priestess ----------------------------------------------------------------------------


def priestess(**more) -> GameState:
    more.setdefault("face_up", {1: ["keen_koi"]})
    more.setdefault("tokens", {"keen_koi": "loyalty_x2"})
    st = game(hands={0: ["piranha_priestess"]}, **more)
    play(st, "piranha_priestess")
    pick_markers(st, -2, -1)
    return st


def test_the_priestess_discards_an_artifact_token_into_the_box():
    # ruling R66
    st = priestess()
    assert branches(st) == ["Discard an artifact token", "Look at a bribery token, and discard it if you like"]
    st.apply(st.options[0])
    box = st.artifacts.box
    st.apply(Option("artifact_token", (1, -1)))
    assert st.artifacts.tokens == (3, 1, 2) and st.artifacts.box == box + 1
    conserved(st)


def test_the_priestess_looks_at_a_token_and_puts_it_back_into_the_bag():
    # ruling R63 (D23)
    st = priestess()
    st.apply(st.options[1])  # the one token on a hero is looked at: nothing else to choose
    pos = at(st, "keen_koi")
    assert knowers(st, "keen_koi") == 0b011
    assert set(st.options) == {Option("discard_token", pos), Option("keep_token")}
    round_trip(st)
    bag = len(st.bribery.bag)
    st.apply(Option("discard_token", pos))
    assert tokens_on(st) == {} and len(st.bribery.bag) == bag + 1
    assert up(st, 1) == ["keen_koi"]
    conserved(st)


def test_the_priestess_may_leave_the_token():
    # ruling R63
    st = priestess()
    st.apply(st.options[1])
    st.apply(Option("keep_token"))
    assert tokens_on(st) == {"keen_koi": "loyalty_x2"}


def test_the_priestess_with_one_module_asks_no_branch():
    # ruling R60
    assert priestess(artifacts=False).decision.step == "look_token"
    assert priestess(bribery=False, tokens={}).decision.step == "artifact_token"


# --- computer players ------------------------------------------------------------------------------

EVERYTHING = {
    "bribery": True,
    "artifacts": True,
    "queens_and_friend": True,
    "royal_intrigue": True,
    "golems": True,
    "keeper_of_discord": True,
}


def test_every_level_finishes_games_with_everything_on_and_meets_the_module_heroes():
    # rulings R60-R68: Hard on its redacted world, Medium, Easy and Random from their views
    steps = set()
    for seed in range(6):
        st = new_game(Settings(players=4, seed=seed, **EVERYTHING))
        bots = [SearchBot(seed, iterations=10), make_bot("medium", 1), make_bot("easy", 2), make_bot("random", 3)]
        while not st.is_over:
            seat = st.deciding_seat
            option = bot_option(bots[seat], st, seat)
            assert option in st.options
            steps.add(st.pending.step)
            st.apply(option)
        assert st.result is not None
    # the Mentalist's artifact token is its scenario's (test_the_mentalist_puts_an_artifact_token_...)
    assert {"draw_token_onto", "look_token", "use_artifact"} <= steps


def test_the_rule_bot_keeps_its_own_hero_with_the_shield_and_lets_another_go():
    # ruling R67
    st = executioner()
    assert make_bot("medium", 0).choose(st.view_for(1), st.db) == ENDURE
    st = executioner(face_up={1: ["keen_koi"], 2: ["leery_lizard"]})
    assert st.decision.kind == "reaction" and st.deciding_seat == 1
    assert make_bot("medium", 0).choose(st.view_for(1), st.db) == LET


def test_the_log_tells_what_the_module_heroes_did_but_not_which_token():
    # ruling R69
    st = priestess()
    st.apply(st.options[1])
    st.apply(Option("discard_token", at(st, "keen_koi")))
    names = ["Ann", "Bo", "Cy"]
    lines = log_lines(st, 2, names)
    assert "Ann looked at a token lying on Keen Koi in Bo's party." in lines
    assert "Ann put the token on Keen Koi in Bo's party back into the bag." in lines
    assert not any("Loyalty" in line for line in lines)
    assert any("Loyalty" in line for line in log_lines(st, 0, names))
    st = widow(artifacts=True)
    st.apply(st.options[1])
    st.apply(Option("artifact_pair", (0, 2)))
    assert log_lines(st, 1, names)[-1] == "Ann swapped their artifact with Cy's; the tokens stayed."
    st = charlatan()
    st.apply(PASS)
    st.apply(Option("artifact_of", (2,)))
    assert "Ann used Soundless Shoes as if it were theirs." in log_lines(st, 1, names)
    assert "You used Soundless Shoes as if it were yours." in log_lines(st, 0, ["You", "Bo", "Cy"])

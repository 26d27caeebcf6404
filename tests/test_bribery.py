"""The Bribery module from the rulebook (Forgotten Legacy, module 2, and decisions D22-D27):
the bribe and its limits, the draw, placing tokens, tokens riding on heroes, looking at a
token, protection as a reaction before the Keeper of Discord, and the tokens at scoring."""

import json
from collections import Counter

import pytest
from helpers import down, graveyard, hand, pick, play, up

from hidden_leaders_qt.engine import GameState, Option, Settings, new_game
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.core.errors import IllegalOptionError
from hidden_leaders_qt.engine.core.options import DONE
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.layout import from_layout
from hidden_leaders_qt.engine.modules.bribery import TOKEN_KINDS
from hidden_leaders_qt.engine.modules.bribery_view import token_view
from hidden_leaders_qt.engine.rules.scoring import score
from hidden_leaders_qt.engine.rules.view import public_events
from hidden_leaders_qt.engine.words.result_texts import token_effect
from hidden_leaders_qt.language import set_language

WATER = ["leery_lizard", "furious_frog", "apathetic_waterpriest", "keen_koi", "triple_sword_lizard"]
UNDEAD = ["arrowgant_skeleton", "rotting_orangutan", "lethargic_leech", "resurrected_ram"]
LET = Option("let_it_happen")


def game(players: int = 4, **position) -> GameState:
    position.setdefault("bribery_card", ("loyalty_x2", "protection"))
    return from_layout(players, bribery=True, **position)


def tokens_on(st: GameState) -> dict[str, str]:
    return {st.db.heroes[card].id: TOKEN_KINDS[kind] for card, kind, _known in st.bribery.heroes}


def knowers(st: GameState, hero_id: str) -> int:
    return st.bribery.token_on(st.db.hero_index[hero_id])[1]


def all_tokens(st: GameState) -> Counter:
    tokens = st.bribery
    kinds = list(tokens.bag) + [k for k in tokens.card if k >= 0] + [k for h in tokens.held for k in h]
    return Counter(kinds + [kind for _card, kind, _known in tokens.heroes])


def bribes(st: GameState) -> list[Option]:
    return [option for option in st.options if option.kind == "bribe"]


def place(st: GameState, kind: str, hero_id: str) -> None:
    pos = st.locate(st.db.hero_index[hero_id])
    st.apply(Option("place_token", (kind, *pos)))


# --- setup, conditions and limits -----------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_setup_puts_two_tokens_face_down_on_the_card_and_sixteen_in_the_bag(players):
    # ruling R35
    st = new_game(Settings(players=players, seed=players, bribery=True))
    assert all(k >= 0 for k in st.bribery.card) and len(st.bribery.bag) == 16
    assert all_tokens(st) == Counter({kind: 3 for kind in range(6)})
    view = st.view_for(0).bribery
    assert view.on_card == (True, True) and view.bag == 16 and view.used == 0 and view.tokens == ()
    assert view.conditions == ((3, 4) if players == 6 else (3, 5))


def test_without_the_module_there_are_no_tokens_and_nothing_to_bribe():
    st = from_layout(4, face_up={0: WATER})
    assert st.bribery is None and st.view_for(0).bribery is None and not bribes(st)


@pytest.mark.parametrize(
    ("players", "face_up", "face_down", "offered"),
    [
        (4, 2, 3, []),  # face-down heroes never count
        (4, 3, 0, [0]),
        (4, 4, 0, [0]),
        (4, 5, 0, [0, 1]),
        (5, 5, 0, [0, 1]),
        (6, 3, 0, [0]),
        (6, 4, 0, [0, 1]),  # the 6-player side of the card asks for 4
    ],
)
def test_the_conditions_count_face_up_heroes_of_any_party(players, face_up, face_down, offered):
    # ruling R35: any party, here another player's, meets the condition
    st = game(players, face_up={1: WATER[:face_up]}, face_down={1: UNDEAD[:face_down]})
    assert [option.args[0] for option in bribes(st)] == offered


def test_when_both_conditions_hold_the_briber_chooses_the_token():
    st = game(4, face_up={2: WATER})
    st.apply(Option("bribe", (1,)))
    assert st.bribery.card == (TOKEN_KINDS.index("loyalty_x2"), -1)
    assert TOKEN_KINDS.index("protection") in st.bribery.held[0]


def test_the_briber_takes_the_card_token_and_one_more_then_each_other_player_one_in_turn_order():
    # ruling R35: seat 2 bribes in a 4-player game; draws go 2, 3, 0, 1
    st = game(4, face_up={0: WATER[:3]}, current=2)
    st.apply(Option("bribe", (0,)))
    draws = [event.actor for event in st.events() if event.kind == "token_draw"]
    assert draws == [2, 3, 0, 1]
    assert [len(held) for held in st.bribery.held] == [1, 1, 2, 1]
    assert TOKEN_KINDS.index("loyalty_x2") in st.bribery.held[2]
    assert len(st.bribery.bag) == 12 and st.bribery.placing == (2, 3, 0, 1)
    assert st.deciding_seat == 2 and st.decision.kind == "place_token"
    assert all_tokens(st) == Counter({kind: 3 for kind in range(6)})


def test_each_player_sees_only_the_tokens_they_drew():
    st = game(3, face_up={0: WATER[:3]})
    st.apply(Option("bribe", (0,)))
    for seat in range(3):
        view = st.view_for(seat).bribery
        assert view.held == tuple(TOKEN_KINDS[k] for k in st.bribery.held[seat])
        assert view.held_counts == (2, 1, 1)
        seen = [e for e in public_events(st.events(), seat) if e.kind == "token_draw"]
        assert [e.value is not None for e in seen] == [e.actor == seat for e in seen]


def test_the_bag_runs_dry_and_the_last_players_draw_nothing():
    # ruling R35: 12 tokens on heroes and 2 on the card leave 4 in the bag for 6 players
    heroes = WATER + UNDEAD + ["short_sighted_soldier", "doubtful_priest", "flailing_knight"]
    kinds = ["loyalty_x2", "switch_empire", "switch_tribes", "switch_undead", "switch_water_folk"] * 3
    tokens = dict(zip(heroes[:12], kinds[:12], strict=True))
    st = game(
        6,
        face_up={0: heroes[:4], 1: heroes[4:8], 2: heroes[8:12]},
        face_down={3: ["pessimistic_whaleman"]},
        tokens=tokens,
        current=3,
        bribery_card=("protection", "protection"),
    )
    assert len(st.bribery.bag) == 4
    st.apply(Option("bribe", (0,)))
    assert [e.actor for e in st.events() if e.kind == "token_draw"] == [3, 4, 5, 0]
    assert [e.actor for e in st.events() if e.kind == "token_none"] == [1, 2]
    assert st.bribery.bag == () and st.bribery.placing == (3, 4, 5, 0)
    assert all_tokens(st) == Counter({kind: 3 for kind in range(6)})


def finish_bribe(st: GameState) -> None:
    """Every seat keeps its tokens back."""
    while st.decision.kind == "place_token":
        st.apply(DONE)


def test_a_bribe_once_per_turn_even_when_both_conditions_hold():
    st = game(4, face_up={0: WATER}, hands={0: ["pessimistic_whaleman"]})
    st.apply(Option("bribe", (0,)))
    finish_bribe(st)
    assert st.decision.kind == "main" and not bribes(st)
    with pytest.raises(IllegalOptionError):
        st.apply(Option("bribe", (1,)))
    st.apply(Option("pass"))
    # no bribe moment after the main action either: the turn goes straight on
    assert st.decision is None or st.decision.kind != "bribe_moment"


def test_twice_per_game_then_the_card_is_empty():
    st = game(2, face_up={0: WATER}, hands={0: ["pessimistic_whaleman"], 1: ["tentacle_oracle"]})
    st.apply(Option("bribe", (0,)))
    finish_bribe(st)
    st.apply(Option("pass"))
    while st.current == 0:
        st.apply(st.options[0])
    assert [o.args for o in bribes(st)] == [(1,)]
    st.apply(Option("bribe", (1,)))
    finish_bribe(st)
    assert st.bribery.used == 2 and st.bribery.card == (-1, -1)
    st.apply(Option("pass"))
    while st.current == 1:
        st.apply(st.options[0])
    assert not bribes(st) and st.view_for(0).bribery.on_card == (False, False)


def test_after_the_main_action_the_player_may_still_bribe_at_the_draw():
    # ruling R35: a bribe at any moment of one's own turn; after the main action, beside the draw
    st = game(4, face_up={0: WATER[:2]}, hands={0: ["keen_koi"]})
    assert not bribes(st)
    play(st, "keen_koi")
    assert st.decision.kind == "draw" and st.deciding_seat == 0
    assert bribes(st) == [Option("bribe", (0,))] and Option("draw_harbor") in st.options


def test_no_bribe_moment_when_no_bribe_is_possible():
    st = game(4, face_up={0: WATER[:1]}, hands={0: ["keen_koi"]})
    play(st, "keen_koi")
    while st.stack:
        st.apply(st.options[0])
    assert st.decision is None or st.decision.kind != "bribe_moment"


# --- placing --------------------------------------------------------------------------------------


def test_placement_is_optional_and_only_on_unbribed_heroes_of_any_party():
    # ruling R44
    st = game(
        3,
        face_up={0: WATER[:3], 1: ["arrowgant_skeleton"]},
        face_down={2: ["rotting_orangutan"]},
        hands={0: ["pessimistic_whaleman"]},
        tokens={"arrowgant_skeleton": "switch_undead"},
        bribery_card=("protection", "loyalty_x2"),
    )
    st.apply(Option("bribe", (0,)))
    targets = {st.db.heroes[st.card_at(o.args[1:])].id for o in st.options if o.kind == "place_token"}
    assert targets == set(WATER[:3]) | {"rotting_orangutan"}
    place(st, "protection", "rotting_orangutan")  # a face-down hero of another party
    assert st.deciding_seat == 0  # the briber places both before the next player
    st.apply(DONE)  # keeps the second token back
    assert st.deciding_seat == 1
    st.apply(DONE)
    assert st.deciding_seat == 2
    st.apply(DONE)
    assert tokens_on(st) == {"arrowgant_skeleton": "switch_undead", "rotting_orangutan": "protection"}
    assert st.bribery.held == ((), (), ()) and len(st.bribery.bag) == 18 - 1 - 2
    # ruling R36: the placer and the owner know it; the third seat only sees a token back
    assert knowers(st, "rotting_orangutan") == 0b101
    assert st.view_for(1).bribery.tokens == (
        ((Zone.FACE_UP, 1, 0), "switch_undead"),
        ((Zone.FACE_DOWN, 2, 0), None),
    )
    assert ((Zone.FACE_DOWN, 2, 0), "protection") in st.view_for(2).bribery.tokens
    assert st.decision.kind == "main"


# --- tokens riding on heroes ----------------------------------------------------------------------


def test_a_token_stays_on_a_flipped_hero():
    # ruling R37
    st = game(2, face_up={1: ["leery_lizard"]}, hands={0: ["long_eared_loner"]}, tokens={"leery_lizard": "protection"})
    play(st, "long_eared_loner")  # its only hero to turn over
    assert down(st, 1) == ["leery_lizard"] and tokens_on(st) == {"leery_lizard": "protection"}


def test_a_token_follows_its_hero_exchanged_into_another_party():
    # ruling R37: Careless Cartographer swaps face-down heroes between two parties
    st = game(
        3,
        face_down={0: ["keen_koi"], 1: ["leery_lizard"]},
        hands={0: ["careless_cartographer"]},
        tokens={"leery_lizard": "loyalty_x2"},
    )
    play(st, "careless_cartographer")
    while st.decision.kind == "markers":
        st.apply(st.options[0])  # then the only two face-down heroes are swapped
    assert down(st, 0) == ["leery_lizard"] and tokens_on(st) == {"leery_lizard": "loyalty_x2"}
    # ruling R36: its new owner knows the token, the old one still does, the third seat does not
    assert knowers(st, "leery_lizard") == 0b011


def test_a_token_goes_back_to_the_bag_when_its_hero_is_taken_into_a_hand():
    # ruling R37
    st = game(
        2, face_up={1: ["leery_lizard"]}, hands={0: ["saber_toothed_troll"]}, tokens={"leery_lizard": "protection"}
    )
    bag = len(st.bribery.bag)
    play(st, "saber_toothed_troll")  # its only face-up hero to take
    assert "leery_lizard" in hand(st, 0) and tokens_on(st) == {} and len(st.bribery.bag) == bag + 1
    assert any(e.kind == "token_back" for e in st.events())


def test_a_token_goes_back_to_the_bag_when_its_hero_is_buried():
    # rulings R37 and R41: the owner, asked, lets it happen
    st = game(
        2,
        face_up={1: ["leery_lizard"]},
        hands={0: ["unconfident_executioner"]},
        tokens={"leery_lizard": "switch_empire"},
    )
    play(st, "unconfident_executioner")
    pick(st, "leery_lizard")
    assert st.decision.kind == "reaction" and st.deciding_seat == 1
    st.apply(LET)
    assert graveyard(st)[-1] == "leery_lizard" and tokens_on(st) == {} and len(st.bribery.bag) == 16


def test_a_token_goes_back_to_the_bag_when_its_hero_is_exchanged_into_a_hand():
    # ruling R37: Queer Quartermaster swaps Leery Lizard with the only card of the hand
    st = game(
        2,
        face_up={0: ["leery_lizard"]},
        hands={0: ["queer_quartermaster", "keen_koi"]},
        tokens={"leery_lizard": "loyalty_x2"},
    )
    play(st, "queer_quartermaster")
    pick(st, "leery_lizard")  # then the only hand card goes into its place
    assert "leery_lizard" in hand(st, 0) and "keen_koi" in up(st, 0)
    assert tokens_on(st) == {} and len(st.bribery.bag) == 16


def test_an_exchange_into_the_graveyard_opens_no_window_and_returns_the_token():
    # ruling R43: Mummy Mystic swaps the top of the Graveyard with a bribed hero of its player
    st = game(
        2,
        face_up={0: ["leery_lizard"], 1: ["keen_koi"]},
        hands={0: ["mummy_mystic"]},
        graveyard=["buried_emperor", "arrowgant_skeleton"],
        tokens={"leery_lizard": "protection", "keen_koi": "protection"},
    )
    play(st, "mummy_mystic")
    pick(st, "arrowgant_skeleton")
    pick(st, "leery_lizard")
    assert graveyard(st)[-1] == "leery_lizard" and "arrowgant_skeleton" in up(st, 0)
    assert tokens_on(st) == {"keen_koi": "protection"}
    assert not any(e.kind == "react_window" for e in st.events())


def test_look_at_a_token_instead_of_a_face_down_hero():
    # ruling R38: Curious Troll may look at a token on a face-up hero too
    st = game(
        3,
        face_up={1: ["leery_lizard"]},
        face_down={2: ["keen_koi"]},
        hands={0: ["curious_troll"]},
        tokens={"leery_lizard": "switch_tribes"},
    )
    play(st, "curious_troll")
    while st.decision.kind == "markers":
        st.apply(st.options[0])
    look = Option("look_token", (Zone.FACE_UP, 1, 0))
    assert look in st.options and Option("card", (Zone.FACE_DOWN, 2, 0)) in st.options
    assert st.view_for(0).bribery.tokens == (((Zone.FACE_UP, 1, 0), None),)
    st.apply(look)
    assert st.view_for(0).bribery.tokens == (((Zone.FACE_UP, 1, 0), "switch_tribes"),)
    assert st.view_for(2).bribery.tokens == (((Zone.FACE_UP, 1, 0), None),)
    # a token once seen is not offered again; the second look may still take the hero
    assert look not in st.options
    seen = [e for e in public_events(st.events(), 2) if e.kind == "token_look"]
    assert seen and seen[0].value == (None, 1)


# --- protection: the reaction window --------------------------------------------------------------


def executioner(tokens: dict[str, str], keeper: bool = False, players: int = 3, **more) -> GameState:
    """Seat 0 is about to bury Leery Lizard in seat 1's party with Unconfident Executioner."""
    party = ["leery_lizard", "keeper_of_discord"] if keeper else ["leery_lizard"]
    st = game(
        players,
        face_up={1: party, 2: ["keen_koi"]},
        face_down={2: ["arrowgant_skeleton"]},
        hands={0: ["unconfident_executioner"]},
        tokens=tokens,
        keeper_of_discord=keeper,
        **more,
    )
    play(st, "unconfident_executioner")
    pick(st, "leery_lizard")
    return st


def test_the_owner_reveals_protection_to_keep_the_hero():
    # ruling R40
    st = executioner({"leery_lizard": "protection"})
    assert st.decision.kind == "reaction" and st.deciding_seat == 1
    assert set(st.options) == {LET, Option("protect", (Zone.FACE_UP, 1, 0))}
    st.apply(Option("protect", (Zone.FACE_UP, 1, 0)))
    assert up(st, 1) == ["leery_lizard"] and graveyard(st) == ["buried_emperor"]
    assert tokens_on(st) == {} and len(st.bribery.bag) == 16
    assert not any(e.kind == "bury" for e in st.events())


def test_another_player_buries_their_own_protected_hero_instead():
    # ruling R42: seat 2, asked after seat 1 lets it happen, sacrifices its face-down hero
    st = executioner({"leery_lizard": "loyalty_x2", "arrowgant_skeleton": "protection"})
    assert st.deciding_seat == 1 and st.options == (LET,)
    st.apply(LET)
    assert st.deciding_seat == 2
    sacrifice = Option("substitute", (Zone.FACE_DOWN, 2, 0))
    assert set(st.options) == {LET, sacrifice}
    st.apply(sacrifice)
    assert up(st, 1) == ["leery_lizard"] and graveyard(st)[-1] == "arrowgant_skeleton"
    assert tokens_on(st) == {"leery_lizard": "loyalty_x2"}


def test_the_question_is_asked_even_when_the_only_answer_is_to_let_it_happen():
    # ruling R41: seat 1 holds no protection, yet is asked (and so is seat 2, bribed too)
    st = executioner({"leery_lizard": "switch_undead", "keen_koi": "loyalty_x2"})
    assert st.decision.kind == "reaction" and st.options == (LET,) and st.deciding_seat == 1
    st.apply(LET)
    assert st.decision.kind == "reaction" and st.options == (LET,) and st.deciding_seat == 2
    st.apply(LET)
    assert graveyard(st)[-1] == "leery_lizard"


def test_who_is_asked_follows_the_bribed_heroes_in_turn_order_from_the_active_player():
    # ruling R41: seat 0 (the active player) has a bribed hero too and is asked first
    st = game(
        3,
        face_up={0: ["keen_koi"], 1: ["leery_lizard"]},
        hands={0: ["unconfident_executioner"]},
        tokens={"leery_lizard": "protection", "keen_koi": "switch_empire"},
    )
    play(st, "unconfident_executioner")
    pick(st, "leery_lizard")
    asked = []
    while st.decision.kind == "reaction":
        asked.append(st.deciding_seat)
        st.apply(LET)
    assert asked == [0, 1]  # seat 2 has no bribed hero: not asked


def test_an_unbribed_hero_is_buried_without_a_window():
    # ruling R41
    st = executioner({"keen_koi": "protection"})
    assert graveyard(st)[-1] == "leery_lizard"
    assert not any(e.kind == "react_window" for e in st.events())


def test_the_window_comes_before_the_keeper_of_discord():
    # ruling R43: nobody reacts, then the Keeper turns the hero face down; its token stays
    st = executioner({"leery_lizard": "protection"}, keeper=True)
    assert st.decision.kind == "reaction"
    st.apply(LET)
    assert down(st, 1) == ["leery_lizard"] and up(st, 1) == ["keeper_of_discord"]
    assert tokens_on(st) == {"leery_lizard": "protection"}


def test_the_question_and_the_log_do_not_tell_what_a_token_is():
    # ruling R41: the reaction's wording is the same for a protection and for any other token
    lines = []
    for kind in ("protection", "switch_undead"):
        st = executioner({"leery_lizard": kind})
        st.apply(LET)
        lines.append([(e.kind, e.actor, e.value) for e in public_events(st.events(), 2)])
    assert lines[0] == lines[1]


def test_a_window_survives_a_save_and_a_resampled_world():
    st = executioner({"leery_lizard": "protection", "arrowgant_skeleton": "loyalty_x2"})
    again = GameState.from_data(json.loads(json.dumps(st.to_data())))
    assert again == st and again.options == st.options
    world = st.resample_for(1, SplitMix64(5))
    assert world.options == st.options and world.view_for(1) == st.view_for(1)
    other = st.resample_for(0, SplitMix64(7))
    assert other.decision.kind == "reaction" and other.deciding_seat == 1


# --- game end -----------------------------------------------------------------------------------


def scored(tokens: dict[str, str], party0: list[str], party1: list[str], **position) -> GameState:
    st = game(2, face_up={0: party0, 1: party1}, tokens=tokens, **position)
    st.bribery = st.bribery._replace(heroes=tuple((c, k, st.all_mask) for c, k, _m in st.bribery.heroes))
    return st


def test_loyalty_counts_the_hero_twice_but_once_among_the_fewest_heroes():
    # ruling R39: markers on one space, the Water Folk win; both lead as Water Folk
    # seat 0's one bribed hero counts 2, like seat 1's two heroes; then seat 0 has fewer cards
    two = scored(
        {"leery_lizard": "loyalty_x2"}, ["leery_lizard"], ["keen_koi", "furious_frog"], leaders=["lemron", "cyra"]
    )
    result = score(two)
    assert result.tie_breaks[0].values == {0: 2, 1: 2}
    assert result.tie_breaks[1].values == {0: 1, 1: 2} and result.winner == 0
    assert [(n.card, n.token) for n in result.tokens] == [("leery_lizard", "loyalty_x2")]


@pytest.mark.parametrize(
    ("token", "water_folk_count"),
    [("switch_water_folk", 2), ("switch_undead", 0), ("switch_empire", 0), ("switch_tribes", 0)],
)
def test_a_faction_switch_counts_the_hero_only_as_that_faction(token, water_folk_count):
    # ruling R39: an Undead hero switched to the Water Folk counts for them, a Water Folk hero
    # switched away does not
    hero = "arrowgant_skeleton" if token == "switch_water_folk" else "leery_lizard"
    st = scored({hero: token}, ["leery_lizard", "arrowgant_skeleton"], ["keen_koi"], leaders=["lemron", "cyra"])
    result = score(st)
    assert result.tie_breaks[0].values[0] == water_folk_count
    assert result.tokens[0].effect.startswith("counts only as")


def test_protection_still_in_place_counts_as_a_golem_and_a_golem_with_loyalty_twice():
    # ruling R39: the golem marker is ahead; Tissa (Imperial Army, Golems) against Ulc (Tribes, Golems)
    st = scored(
        {"leery_lizard": "protection", "obliging_ogre": "loyalty_x2"},
        ["leery_lizard", "keen_koi"],
        ["obliging_ogre"],
        golems=True,
        golem_marker=10,
        leaders=["tissa", "ulc"],
    )
    result = score(st)
    assert result.winning_faction == "golems"
    assert result.tie_breaks[0].values == {0: 1, 1: 2}


def test_the_result_says_protection_makes_a_golem_only_when_golems_score():
    # ruling R39: without the Golems module a golem counts for nobody
    effects = {}
    for golems in (True, False):
        st = scored(
            {"leery_lizard": "protection"}, ["leery_lizard"], ["keen_koi"], golems=golems, leaders=["enned", "cyra"]
        )
        note = score(st).tokens[0]
        effects[golems] = (note.effect, german_effect(note, st.db))
    assert effects[True] == ("also counts as a golem", "zählt zusätzlich als Golem")
    assert effects[False] == (
        "changes nothing at scoring (no golems in this game)",
        "ändert bei der Wertung nichts (keine Golems in diesem Spiel)",
    )


def german_effect(note, db) -> str:
    set_language("de")
    try:
        return token_effect(note, db)
    finally:
        set_language("en")


def test_a_switched_golem_stays_a_golem():
    # ruling R39: Obliging Ogre switched to the Water Folk still counts for the Golems
    st = scored(
        {"obliging_ogre": "switch_water_folk"},
        ["obliging_ogre"],
        ["keen_koi"],
        golems=True,
        golem_marker=10,
        leaders=["tissa", "ulc"],
    )
    result = score(st)
    assert result.tie_breaks[0].values[0] == 1 and "stays a golem" in result.tokens[0].effect


def test_every_token_is_revealed_at_the_end_and_the_result_explains_it():
    # ruling R39: seat 0 plays its 8th face-up hero in a 2-player game
    party = WATER[:4] + UNDEAD
    st = game(
        2,
        face_up={0: party[:7]},
        face_down={1: ["pessimistic_whaleman"]},
        hands={0: ["drowned_deserter"]},
        tokens={"leery_lizard": "switch_undead", "pessimistic_whaleman": "loyalty_x2"},
        leaders=["enned", "cyra"],
    )
    play(st, "drowned_deserter")
    while not st.is_over:
        st.apply(Option("go_on") if Option("go_on") in st.options else st.options[0])
    assert sorted(e.value for e in st.events() if e.kind == "token_reveal") == ["loyalty_x2", "switch_undead"]
    assert {n.card: n.token for n in st.result.tokens} == {
        "leery_lizard": "switch_undead",
        "pessimistic_whaleman": "loyalty_x2",
    }
    assert all(view.bribery.tokens for view in (st.view_for(0), st.view_for(1)))
    assert all(kind is not None for _pos, kind in token_view(st, 1).tokens)


class Cancel:
    """A stand-in for a reaction of another source (an artifact that cancels any burial), held
    by seat 2: how a new source plugs into the window."""

    kinds = frozenset({"cancel"})

    def watchers(self, st, card):
        return 1 << 2

    def answers(self, st, seat, card):
        return (Option("cancel"),) if seat == 2 else ()

    def react(self, st, seat, card, option):
        return None


def test_another_source_plugs_into_the_window_and_protection_stays_out_of_unbribed_burials(monkeypatch):
    # ruling R41: seat 2 holds a protection, but Leery Lizard is not bribed: only the other
    # source's holder is asked, with no sacrifice offered
    from hidden_leaders_qt.engine.modules import reactions

    monkeypatch.setattr(reactions, "SOURCES", (*reactions.SOURCES, Cancel()))
    st = executioner({"arrowgant_skeleton": "protection"})
    assert st.decision.kind == "reaction" and st.deciding_seat == 2
    assert set(st.options) == {LET, Option("cancel")}
    st.apply(Option("cancel"))
    assert up(st, 1) == ["leery_lizard"] and tokens_on(st) == {"arrowgant_skeleton": "protection"}

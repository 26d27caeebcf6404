"""Scenario tests of the Hill Tribes heroes: known position, the card played, the exact result."""

from helpers import (
    down,
    hand,
    hero,
    markers,
    play,
)
from scenario import choose, expect, scenario

from hidden_leaders_qt.engine.data.layout import from_layout

TAVERN = ["hopeful_salamander", "triple_sword_lizard", "tentacle_oracle"]


def knows(st, seat: int, hero_id: str) -> bool:
    return bool(st.known[hero(st, hero_id)] >> seat & 1)


def assert_turn_goes_on_to_draw(st) -> None:
    assert st.pending.kind == "draw" and st.deciding_seat == 0


# --- Hangry Barbarian -----------------------------------------------------------------------


def test_hangry_barbarian_discards_imperial_and_undead_tavern_cards_then_red_minus_their_number():
    st = scenario(
        3,
        hands={0: ["hangry_barbarian", "flailing_knight"]},
        tavern=["ace_fighter", "keen_koi", "arrowgant_skeleton"],
        wilderness=["leery_lizard"],
        markers=[6, 4],
        play="hangry_barbarian",
    )
    expect(
        st,
        tavern=[None, "keen_koi", None],
        wilderness=["leery_lizard", "ace_fighter", "arrowgant_skeleton"],
        markers=[4, 4],
    )
    # public discards: everyone still knows which cards they were
    assert all(knows(st, seat, "ace_fighter") and knows(st, seat, "arrowgant_skeleton") for seat in range(3))
    expect(st, up={0: ["hangry_barbarian"]}, hand={0: ["flailing_knight"]}, at_draw=0)


# --- Joyless Chief --------------------------------------------------------------------------


# ruling R6
def test_joyless_chief_with_one_wilderness_card_takes_it_and_with_none_only_moves_red():
    st = scenario(
        3,
        hands={0: ["joyless_chief"]},
        wilderness=["keen_koi"],
        tavern=["aimless_eel", "ace_fighter", "crow_carrier"],
        play="joyless_chief",
    )
    expect(st, markers=[5, 4], down={0: ["keen_koi"]}, wilderness=[], at_draw=0)
    st = from_layout(
        3,
        hands={0: ["joyless_chief"]},
        tavern=["aimless_eel", "ace_fighter", "crow_carrier"],
    )
    choose(st, "joyless_chief")
    expect(st, markers=[5, 4], down={0: []}, wilderness=[], at_draw=0)


# --- Curious Troll --------------------------------------------------------------------------


# ruling R17
def test_curious_troll_looks_at_two_face_down_heroes_of_other_players():
    st = scenario(
        3,
        hands={0: ["curious_troll", "flailing_knight"]},
        face_down={0: ["crow_carrier"], 1: ["ace_fighter", "keen_koi"], 2: ["arrowgant_skeleton"]},
        tavern=TAVERN,
        play="curious_troll",
    )
    expect(st, asks=["markers", 0], marker_set=[[0, 1], [1, 0]])
    choose(st, [0, 1])
    expect(st, markers=[4, 5], asks=["card", 0])
    # only the other players' face-down heroes, and you may stop at any time
    expect(st, option_set=["ace_fighter", "arrowgant_skeleton", "keen_koi"], can_finish=True)
    choose(st, "ace_fighter")
    expect(st, option_set=["arrowgant_skeleton", "keen_koi"])
    choose(st, "arrowgant_skeleton")
    # nothing moved
    expect(
        st,
        down={0: ["crow_carrier"], 1: ["ace_fighter", "keen_koi"], 2: ["arrowgant_skeleton"]},
        up={0: ["curious_troll"]},
    )
    # only seat 0 learned the two cards
    expect(
        st,
        seen_by={"ace_fighter": {0}, "arrowgant_skeleton": {0}},
        unseen_by={"keen_koi": {0}, "ace_fighter": {2}, "arrowgant_skeleton": {1}},
    )
    assert st.view_for(0).face_down[1] == (hero(st, "ace_fighter"), -1)
    assert st.view_for(2).face_down[1] == (-1, -1)
    expect(st, at_draw=0)


# --- Curious Cat Lover ----------------------------------------------------------------------


# ruling R18
def test_curious_cat_lover_skips_players_with_an_empty_hand_and_draws_at_random():
    st = scenario(
        3,
        hands={0: ["curious_cat_lover"], 2: ["ace_fighter", "crow_carrier"]},
        tavern=["leery_lizard", "furious_frog", "aimless_eel"],
        play="curious_cat_lover",
    )
    # seat 1 has no hand card, so seat 2 is picked without a decision
    expect(st, markers=[5, 4])
    assert len(down(st, 0)) == 1
    taken = down(st, 0)[0]
    assert taken in ("ace_fighter", "crow_carrier")
    assert hand(st, 2) == [c for c in ("ace_fighter", "crow_carrier") if c != taken]
    assert knows(st, 0, taken) and not knows(st, 1, taken)
    expect(st, at_draw=0)


# --- Hairy Hermit ---------------------------------------------------------------------------


def test_hairy_hermit_moves_red_minus_1_without_a_choice_when_red_does_not_lead():
    for start, end in (((4, 4), (3, 4)), ((4, 6), (3, 6))):
        st = from_layout(3, hands={0: ["hairy_hermit"]}, tavern=TAVERN, markers=start)
        play(st, "hairy_hermit")
        assert markers(st) == end
        assert_turn_goes_on_to_draw(st)

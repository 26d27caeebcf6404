"""Scenario tests of the Undead heroes and the Buried Emperor: known position, the card played, the exact result."""

import pytest
from helpers import (
    card_options,
    finish_turn,
    graveyard,
    hand,
    marker_options,
    pick,
    pick_at,
    pick_markers,
    pick_player,
    play,
    up,
)
from scenario import choose, expect, scenario

from hidden_leaders_qt.engine import Option
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.data.layout import from_layout

# Three marker-only heroes that keep the Tavern full, so every turn stops at the draw decision.
TAVERN = ["pigmented_war_pig", "short_sighted_soldier", "leery_lizard"]


def at_draw(st, seat: int = 0) -> bool:
    return st.pending.kind == "draw" and st.deciding_seat == seat


# --- Gorgeous Gorgon ------------------------------------------------------------------------------


def test_gorgeous_gorgon_buries_a_random_face_up_hero_of_the_chosen_player():
    st = scenario(
        3,
        hands={0: ["gorgeous_gorgon"]},
        face_up={1: ["aimless_eel", "canned_champion"]},
        face_down={2: ["ace_fighter"]},
        tavern=TAVERN,
        play="gorgeous_gorgon",
    )
    expect(st, marker_options=[[1, 0], [0, 1]])
    choose(st, [0, 1])
    expect(st, markers=[4, 5], asks=["player", 0])
    # yourself allowed (the Gorgon is face-up), seat 2 has no face-up hero
    expect(st, players=[0, 1])
    choose(st, 1)
    # the burial is random: no card decision, one of the two is gone
    expect(st, at_draw=0)
    assert len(up(st, 1)) == 1
    buried = graveyard(st)[-1]
    assert buried in ("aimless_eel", "canned_champion")
    assert graveyard(st) == ["buried_emperor", buried]
    assert sorted(up(st, 1) + [buried]) == ["aimless_eel", "canned_champion"]
    expect(st, up={0: ["gorgeous_gorgon"]}, down={2: ["ace_fighter"]})


def test_gorgeous_gorgon_random_burial_reaches_every_face_up_hero_over_seeds():
    buried = set()
    for seed in range(40):
        st = from_layout(
            2,
            hands={0: ["gorgeous_gorgon"]},
            face_up={1: ["aimless_eel", "canned_champion", "ace_fighter"]},
            tavern=TAVERN,
            seed=seed,
        )
        play(st, "gorgeous_gorgon")
        pick_markers(st, 1, 0)
        pick_player(st, 1)
        buried.add(graveyard(st)[-1])
    assert buried == {"aimless_eel", "canned_champion", "ace_fighter"}


# --- Lethargic Leech ------------------------------------------------------------------------------


def test_lethargic_leech_hides_a_hand_card_face_down_known_only_to_you():
    st = scenario(
        3,
        hands={0: ["lethargic_leech", "flailing_knight", "aimless_eel"]},
        face_down={0: ["keen_koi"]},
        tavern=TAVERN,
        play="lethargic_leech",
    )
    expect(st, marker_options=[[-1, 0], [0, -1]])
    choose(st, [-1, 0])
    expect(st, markers=[3, 4], asks=["card", 0], options=["flailing_knight", "aimless_eel"])
    choose(st, "aimless_eel")
    expect(
        st,
        down={0: ["keen_koi", "aimless_eel"]},
        hand={0: ["flailing_knight"]},
        up={0: ["lethargic_leech"]},
        known={"aimless_eel": {0}},
    )
    assert st.view_for(1).face_down[0] == (-1, -1)
    expect(st, at_draw=0)


# --- Resurrected Ram ------------------------------------------------------------------------------


# ruling R13
def test_resurrected_ram_with_a_short_graveyard_leaves_slots_empty_until_the_end_of_the_turn():
    st = scenario(
        3,
        hands={0: ["resurrected_ram"], 1: ["depressed_druid"]},
        tavern=[None, "short_sighted_soldier", "leery_lizard"],
        harbor=["furious_frog", "keen_koi", "canned_champion", "ace_fighter", "aimless_eel", "arrowgant_skeleton"],
        play="resurrected_ram",
    )
    choose(st, [1, 0])
    expect(
        st,
        markers=[5, 4],
        wilderness=["short_sighted_soldier", "leery_lizard"],
        tavern=["buried_emperor", None, None],
        graveyard=[],
        at_draw=0,
    )
    # draw up to 4 from the Harbor, discard the first hand card down to 3, end the turn:
    # the empty slots are refilled from the Harbor
    finish_turn(st)
    expect(
        st,
        wilderness=["short_sighted_soldier", "leery_lizard", "arrowgant_skeleton"],
        hand={0: ["aimless_eel", "ace_fighter", "canned_champion"]},
        tavern=["buried_emperor", "keen_koi", "furious_frog"],
        asks=["main", 1],
    )


# --- Mummy Mystic ---------------------------------------------------------------------------------


def test_mummy_mystic_swaps_the_top_graveyard_card_with_one_of_your_face_up_heroes():
    st = scenario(
        3,
        hands={0: ["mummy_mystic"]},
        face_up={0: ["pigmented_war_pig"]},
        graveyard=["buried_emperor", "aimless_eel", "underpaid_mercenary"],
        tavern=["short_sighted_soldier", "leery_lizard", "furious_frog"],
        play="mummy_mystic",
    )
    expect(st, markers=[5, 6], asks=["card", 0])
    assert st.options == (Option("card", (Zone.GRAVEYARD, -1, 2)), Option("pass"))
    choose(st, "underpaid_mercenary")
    expect(st, options=["pigmented_war_pig", "mummy_mystic"])
    choose(st, "pigmented_war_pig")
    # the Mercenary comes in face-up without its effect
    expect(
        st,
        markers=[5, 6],
        up={0: ["underpaid_mercenary", "mummy_mystic"]},
        graveyard=["buried_emperor", "aimless_eel", "pigmented_war_pig"],
        at_draw=0,
    )


# --- Slaughtered Slime ----------------------------------------------------------------------------


def test_slaughtered_slime_buries_a_face_down_hero_chosen_blind_and_reveals_it():
    st = scenario(
        3,
        hands={0: ["slaughtered_slime"]},
        face_down={0: ["keen_koi"], 1: ["aimless_eel", "canned_champion"], 2: ["ace_fighter"]},
        face_up={1: ["leery_lizard"]},
        tavern=["pigmented_war_pig", "short_sighted_soldier", "furious_frog"],
        play="slaughtered_slime",
    )
    choose(st, [0, -1])
    expect(st, markers=[4, 3], asks=["card", 0])
    assert sorted(o.args for o in st.options) == [
        (Zone.FACE_DOWN, 0, 0),
        (Zone.FACE_DOWN, 1, 0),
        (Zone.FACE_DOWN, 1, 1),
        (Zone.FACE_DOWN, 2, 0),
    ]
    # seat 0 does not know what it is picking
    expect(st, known={"canned_champion": {1}})
    assert st.view_for(0).face_down[1] == (-1, -1)
    pick_at(st, Zone.FACE_DOWN, 1, 1)
    expect(
        st,
        down={1: ["aimless_eel"], 0: ["keen_koi"]},
        up={1: ["leery_lizard"]},
        graveyard=["buried_emperor", "canned_champion"],
        known={"canned_champion": {0, 1, 2}},
        at_draw=0,
    )


# --- Buried Emperor -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("burier", "faction_hero"),
    [
        ("aimless_eel", "arrowgant_skeleton"),  # bury a face-up Undead hero
        ("half_eaten_bull", "keen_koi"),  # Water Folk
        ("shaky_sharpshooter", "ace_fighter"),  # Imperial Army
        ("canned_champion", "pigmented_war_pig"),  # Hill Tribes
    ],
)
# ruling R16
def test_buried_emperor_in_a_party_matches_every_faction_bury_filter(burier, faction_hero):
    st = from_layout(
        3,
        hands={0: [burier]},
        face_up={1: ["buried_emperor", faction_hero]},
        graveyard=["flailing_knight"],
        tavern=["furious_frog", "leery_lizard", "depressed_druid"],
    )
    play(st, burier)
    if st.pending.kind == "markers":
        pick_markers(st, *marker_options(st)[0])
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert sorted(card_options(st)) == sorted(["buried_emperor", faction_hero])
    pick(st, "buried_emperor")
    assert up(st, 1) == [faction_hero]
    assert graveyard(st) == ["flailing_knight", "buried_emperor"]
    assert at_draw(st)


# rulings R16 and R21
def test_buried_emperor_is_not_offered_by_the_doubtful_priests_not_imperial_extra_play():
    st = scenario(
        3,
        hands={0: ["doubtful_priest", "buried_emperor", "flailing_knight", "pigmented_war_pig"]},
        graveyard=[],
        tavern=["short_sighted_soldier", "leery_lizard", "furious_frog"],
        play="doubtful_priest",
    )
    expect(st, asks=["markers", 1])
    choose(st, [2, 0])
    expect(st, markers=[6, 4], asks=["extra_play", 0])
    playable = [hand(st, 0)[o.args[0]] for o in st.options if o.kind == "play"]
    assert playable == ["pigmented_war_pig"]
    choose(st, "pass")
    expect(
        st, hand={0: ["buried_emperor", "flailing_knight", "pigmented_war_pig"]}, up={0: ["doubtful_priest"]}, at_draw=0
    )

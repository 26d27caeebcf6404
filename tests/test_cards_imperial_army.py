"""Scenario tests of the Imperial Army heroes: known position, the card played, the exact result."""

import pytest
from helpers import (
    card_options,
    down,
    finish_turn,
    graveyard,
    hand,
    hero,
    marker_options,
    markers,
    name_faction,
    pick,
    pick_markers,
    play,
    up,
)
from scenario import choose, expect, scenario

from hidden_leaders_qt.engine import Option
from hidden_leaders_qt.engine.core.options import PASS
from hidden_leaders_qt.engine.data.layout import from_layout

EVERYONE = 0b111
TAVERN = ["crow_carrier", "krill_keeper", "spirited_shaman"]


def knows(st, hero_id: str) -> int:
    """The bit mask of the seats that know `hero_id`."""
    return st.known[hero(st, hero_id)]


def at_draw(st, seat: int = 0) -> bool:
    return st.pending.kind == "draw" and st.deciding_seat == seat


# --- Short-Sighted Soldier (19) -------------------------------------------------------


@pytest.mark.parametrize(("start", "end"), [((12, 5), (12, 4)), ((12, 1), (12, 1)), ((3, 1), (4, 1))])
def test_short_sighted_soldier_clamps_each_marker_to_the_track(start, end):
    st = from_layout(3, hands={0: ["short_sighted_soldier"]}, tavern=TAVERN, markers=start)
    play(st, "short_sighted_soldier")
    assert markers(st) == end
    assert up(st, 0) == ["short_sighted_soldier"]
    assert at_draw(st)


# --- Doubtful Priest (20) --------------------------------------------------------------


# rulings R14 and R21
def test_doubtful_priest_passing_the_extra_play_still_checks_the_game_end():
    st = scenario(
        3,
        hands={0: ["doubtful_priest", "pigmented_war_pig"]},
        face_up={
            0: [
                "shaky_sharpshooter",
                "overworked_amazon",
                "hangry_barbarian",
                "joyless_chief",
                "battle_pet_master",
                "curious_troll",
            ]
        },
        tavern=TAVERN,
        play="doubtful_priest",
    )
    choose(st, [-2, 0])
    expect(st, asks=["extra_play", 0])
    choose(st, "pass")
    expect(st, markers=[2, 4])
    assert len(up(st, 0)) == 7
    expect(st, hand={0: ["pigmented_war_pig"]}, at_draw=0)
    finish_turn(st)
    assert st.is_over


# --- Underestimated Squire (21) ----------------------------------------------------------


def test_underestimated_squire_swaps_a_face_down_hero_with_a_hand_card():
    st = scenario(
        3,
        hands={0: ["underestimated_squire", "leery_lizard", "rotting_orangutan"]},
        face_down={0: ["depressed_druid", "furious_frog"]},
        tavern=["keen_koi", "ace_fighter", "aimless_eel"],
        play="underestimated_squire",
    )
    expect(st, markers=[3, 3], asks=["card", 0], options=["depressed_druid", "furious_frog"], can_pass=True)
    choose(st, "furious_frog")
    expect(st, options=["leery_lizard", "rotting_orangutan"])
    choose(st, "rotting_orangutan")
    expect(
        st,
        down={0: ["depressed_druid", "rotting_orangutan"]},
        hand={0: ["leery_lizard", "furious_frog"]},
        up={0: ["underestimated_squire"]},
        known={"rotting_orangutan": {0}},
    )
    assert st.view_for(1).face_down[0] == (-1, -1)
    expect(st, at_draw=0)


# --- Flailing Knight (22) ------------------------------------------------------------------


@pytest.mark.parametrize(("start", "end"), [((4, 4), (3, 1)), ((4, 2), (3, 1)), ((1, 1), (1, 1)), ((1, 6), (1, 3))])
def test_flailing_knight_moves_red_down_one_and_green_down_three_clamped(start, end):
    st = from_layout(3, hands={0: ["flailing_knight", "leery_lizard"]}, tavern=TAVERN, markers=start)
    play(st, "flailing_knight")
    assert markers(st) == end
    assert up(st, 0) == ["flailing_knight"]
    assert hand(st, 0) == ["leery_lizard"]
    assert at_draw(st)


# --- Underpaid Mercenary (23) ----------------------------------------------------------


@pytest.mark.parametrize(("start", "end"), [((4, 4), (7, 5)), ((10, 12), (12, 12)), ((12, 3), (12, 4))])
def test_underpaid_mercenary_moves_red_up_three_and_green_up_one_clamped(start, end):
    st = from_layout(3, hands={0: ["underpaid_mercenary"]}, tavern=TAVERN, markers=start)
    play(st, "underpaid_mercenary")
    assert markers(st) == end
    assert up(st, 0) == ["underpaid_mercenary"]
    assert at_draw(st)


# --- Heart-Bending Bard (24) ------------------------------------------------------------


def test_heart_bending_bard_with_nothing_to_discard_leaves_green_and_clamps_at_one():
    st = scenario(
        3,
        hands={0: ["heart_bending_bard"]},
        tavern=["ace_fighter", "rotting_orangutan", None],
        play="heart_bending_bard",
    )
    expect(st, markers=[4, 4], tavern=["ace_fighter", "rotting_orangutan", None], wilderness=[], at_draw=0)
    st = from_layout(
        3,
        hands={0: ["heart_bending_bard"]},
        tavern=["leery_lizard", "pigmented_war_pig", "keen_koi"],
        markers=(4, 2),
    )
    choose(st, "heart_bending_bard")
    expect(st, markers=[4, 1], tavern=[None, None, None], wilderness=["leery_lizard", "pigmented_war_pig", "keen_koi"])


# --- Ace Fighter (26) ----------------------------------------------------------------------


@pytest.mark.parametrize(("start", "end"), [((4, 4), (5, 4)), ((6, 3), (7, 3)), ((12, 5), (12, 5))])
def test_ace_fighter_moves_red_up_one_when_green_does_not_lead(start, end):
    st = from_layout(3, hands={0: ["ace_fighter"]}, tavern=TAVERN, markers=start)
    play(st, "ace_fighter")
    assert markers(st) == end
    assert up(st, 0) == ["ace_fighter"]
    assert at_draw(st)


# --- Well-Aged Warrior (31) ------------------------------------------------------------------


def test_well_aged_warrior_hides_a_hand_card_face_down_in_your_party():
    st = scenario(
        3,
        hands={0: ["well_aged_warrior", "leery_lizard", "rotting_orangutan"]},
        tavern=TAVERN,
        play="well_aged_warrior",
    )
    expect(st, markers=[5, 5], asks=["card", 0], options=["leery_lizard", "rotting_orangutan"], can_pass=False)
    choose(st, "rotting_orangutan")
    expect(
        st,
        down={0: ["rotting_orangutan"]},
        hand={0: ["leery_lizard"]},
        up={0: ["well_aged_warrior"]},
        known={"rotting_orangutan": {0}},
    )
    assert st.view_for(2).face_down[0] == (-1,)
    expect(st, at_draw=0)


# --- Androgynous Assassin (32) ------------------------------------------------------------


def assassin_position(**kwargs):
    face_down = {0: ["depressed_druid"], 1: ["rotting_orangutan", "leery_lizard"], 2: ["pigmented_war_pig"]}
    return from_layout(
        3, hands={0: ["androgynous_assassin"]}, face_down=kwargs.pop("face_down", face_down), tavern=TAVERN, **kwargs
    )


def test_androgynous_assassin_right_guess_buries_the_face_down_hero():
    st = assassin_position()
    play(st, "androgynous_assassin")
    assert marker_options(st) == [(-1, 0), (0, 1)]
    pick_markers(st, -1, 0)
    assert markers(st) == (3, 4)
    assert st.pending.kind == "faction" and st.deciding_seat == 0
    assert [o.args[0] for o in st.options] == ["undead", "water_folk", "imperial_army", "hill_tribes"]
    name_faction(st, "undead")
    assert st.pending.kind == "card" and st.deciding_seat == 0
    # only other players' face-down heroes
    assert sorted(card_options(st)) == ["leery_lizard", "pigmented_war_pig", "rotting_orangutan"]
    pick(st, "rotting_orangutan")
    assert graveyard(st) == ["buried_emperor", "rotting_orangutan"]
    assert knows(st, "rotting_orangutan") == EVERYONE
    assert down(st, 1) == ["leery_lizard"]
    assert up(st, 1) == []
    assert down(st, 0) == ["depressed_druid"]
    assert at_draw(st)


def test_androgynous_assassin_wrong_guess_turns_the_hero_face_up():
    st = assassin_position()
    play(st, "androgynous_assassin")
    pick_markers(st, 0, 1)
    assert markers(st) == (4, 5)
    name_faction(st, "water_folk")
    pick(st, "pigmented_war_pig")
    assert up(st, 2) == ["pigmented_war_pig"]
    assert down(st, 2) == []
    assert knows(st, "pigmented_war_pig") == EVERYONE
    assert graveyard(st) == ["buried_emperor"]
    assert at_draw(st)


# ruling R16
def test_androgynous_assassin_the_emperor_matches_any_named_faction():
    st = assassin_position(face_down={1: ["buried_emperor"]}, graveyard=[])
    play(st, "androgynous_assassin")
    pick_markers(st, -1, 0)
    name_faction(st, "hill_tribes")
    # the only face-down hero of another player is picked without a choice
    assert graveyard(st) == ["buried_emperor"]
    assert down(st, 1) == []
    assert up(st, 1) == []
    assert at_draw(st)


# ruling R7
def test_androgynous_assassin_without_opponents_face_down_heroes_only_moves_a_marker():
    st = assassin_position(face_down={0: ["depressed_druid"]})
    play(st, "androgynous_assassin")
    pick_markers(st, -1, 0)
    assert markers(st) == (3, 4)
    assert down(st, 0) == ["depressed_druid"]
    assert graveyard(st) == ["buried_emperor"]
    assert at_draw(st)


# --- Resilient Rearguard (36) -------------------------------------------------------------


def test_resilient_rearguard_you_choose_whose_hand_to_draw_from():
    st = scenario(
        3,
        hands={0: ["resilient_rearguard"], 1: ["leery_lizard"], 2: ["rotting_orangutan", "pigmented_war_pig"]},
        tavern=TAVERN,
        play="resilient_rearguard",
    )
    choose(st, [1, 0])
    expect(st, markers=[5, 4], asks=["player", 0], players=[1, 2])
    choose(st, 2)
    expect(st, hand={1: ["leery_lizard"]})
    assert len(hand(st, 0)) == 1 and len(hand(st, 2)) == 1
    assert sorted(hand(st, 0) + hand(st, 2)) == ["pigmented_war_pig", "rotting_orangutan"]
    taken = hand(st, 0)[0]
    assert knows(st, taken) == 0b101
    expect(st, at_draw=0)


# ruling R21
def test_doubtful_priest_extra_play_offers_the_hand_card_or_a_pass():
    st = scenario(3, hands={0: ["doubtful_priest", "leery_lizard"]}, tavern=TAVERN, play="doubtful_priest")
    choose(st, [2, 0])
    assert st.options == (Option("play", (0,)), PASS)

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
    pass_,
    pick,
    pick_markers,
    pick_player,
    play,
    tavern,
    up,
    wilderness,
)

from hidden_leaders_qt.engine import Option
from hidden_leaders_qt.engine.layout import from_layout
from hidden_leaders_qt.engine.options import PASS

EVERYONE = 0b111
TAVERN = ["crow_carrier", "krill_keeper", "spirited_shaman"]


def knows(st, hero_id: str) -> int:
    """The bit mask of the seats that know `hero_id`."""
    return st.known[hero(st, hero_id)]


def extra_play_choices(st) -> list[str]:
    """The hand cards the extra-play decision offers, by id."""
    seat = st.deciding_seat
    return [st.db.heroes[st.hands[seat][o.args[0]]].id for o in st.options if o.kind == "play"]


def player_options(st) -> list[int]:
    return [o.args[0] for o in st.options if o.kind == "player"]


def at_draw(st, seat: int = 0) -> bool:
    return st.pending.kind == "draw" and st.deciding_seat == seat


# --- Short-Sighted Soldier (19) -------------------------------------------------------


def test_short_sighted_soldier_moves_red_up_and_green_down():
    st = from_layout(3, hands={0: ["short_sighted_soldier", "leery_lizard"]}, tavern=TAVERN)
    play(st, "short_sighted_soldier")
    assert markers(st) == (5, 3)
    assert up(st, 0) == ["short_sighted_soldier"]
    assert hand(st, 0) == ["leery_lizard"]
    assert at_draw(st)


@pytest.mark.parametrize(("start", "end"), [((12, 5), (12, 4)), ((12, 1), (12, 1)), ((3, 1), (4, 1))])
def test_short_sighted_soldier_clamps_each_marker_to_the_track(start, end):
    st = from_layout(3, hands={0: ["short_sighted_soldier"]}, tavern=TAVERN, markers=start)
    play(st, "short_sighted_soldier")
    assert markers(st) == end
    assert up(st, 0) == ["short_sighted_soldier"]
    assert at_draw(st)


# --- Doubtful Priest (20) --------------------------------------------------------------


def test_doubtful_priest_next_player_moves_red_then_you_play_a_non_imperial_card():
    st = from_layout(
        3,
        hands={0: ["doubtful_priest", "pigmented_war_pig", "flailing_knight", "buried_emperor"]},
        graveyard=[],
        tavern=TAVERN,
    )
    play(st, "doubtful_priest")
    assert st.pending.kind == "markers" and st.deciding_seat == 1
    assert marker_options(st) == [(2, 0), (-2, 0)]
    pick_markers(st, 2, 0)
    assert markers(st) == (6, 4)
    assert st.pending.kind == "extra_play" and st.deciding_seat == 0
    # the Emperor is Imperial Army (D3), so only the War Pig may be the extra play
    assert extra_play_choices(st) == ["pigmented_war_pig"]
    assert PASS in st.options
    play(st, "pigmented_war_pig")
    assert markers(st) == (5, 5)
    assert up(st, 0) == ["doubtful_priest", "pigmented_war_pig"]
    assert hand(st, 0) == ["flailing_knight", "buried_emperor"]
    assert at_draw(st)


def test_doubtful_priest_at_the_top_offers_no_movement_and_skips_an_extra_play_of_only_imperial_cards():
    st = from_layout(
        3,
        hands={0: ["doubtful_priest", "flailing_knight", "buried_emperor"]},
        graveyard=[],
        tavern=TAVERN,
        markers=(12, 4),
    )
    play(st, "doubtful_priest")
    assert st.pending.kind == "markers" and st.deciding_seat == 1
    assert marker_options(st) == [(0, 0), (-2, 0)]
    pick_markers(st, 0, 0)
    assert markers(st) == (12, 4)
    assert up(st, 0) == ["doubtful_priest"]
    assert hand(st, 0) == ["flailing_knight", "buried_emperor"]
    assert at_draw(st)


def test_doubtful_priest_in_two_player_game_the_opponent_chooses_the_red_move():
    st = from_layout(2, hands={0: ["doubtful_priest", "flailing_knight"]}, tavern=TAVERN)
    play(st, "doubtful_priest")
    assert st.pending.kind == "markers" and st.deciding_seat == 1
    pick_markers(st, -2, 0)
    assert markers(st) == (2, 4)
    assert at_draw(st)


def test_doubtful_priest_passing_the_extra_play_still_checks_the_game_end():
    st = from_layout(
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
    )
    play(st, "doubtful_priest")
    pick_markers(st, -2, 0)
    assert st.pending.kind == "extra_play" and st.deciding_seat == 0
    pass_(st)
    assert markers(st) == (2, 4)
    assert len(up(st, 0)) == 7
    assert hand(st, 0) == ["pigmented_war_pig"]
    assert at_draw(st)
    finish_turn(st)
    assert st.is_over


# --- Underestimated Squire (21) ----------------------------------------------------------


def test_underestimated_squire_swaps_a_face_down_hero_with_a_hand_card():
    st = from_layout(
        3,
        hands={0: ["underestimated_squire", "leery_lizard", "rotting_orangutan"]},
        face_down={0: ["depressed_druid", "furious_frog"]},
        tavern=["keen_koi", "ace_fighter", "aimless_eel"],
    )
    play(st, "underestimated_squire")
    assert markers(st) == (3, 3)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["depressed_druid", "furious_frog"]
    assert PASS in st.options
    pick(st, "furious_frog")
    assert card_options(st) == ["leery_lizard", "rotting_orangutan"]
    pick(st, "rotting_orangutan")
    assert down(st, 0) == ["depressed_druid", "rotting_orangutan"]
    assert hand(st, 0) == ["leery_lizard", "furious_frog"]
    assert up(st, 0) == ["underestimated_squire"]
    assert knows(st, "rotting_orangutan") == 0b001
    assert st.view_for(1).face_down[0] == (-1, -1)
    assert at_draw(st)


def test_underestimated_squire_swap_is_optional():
    st = from_layout(
        3,
        hands={0: ["underestimated_squire", "leery_lizard"]},
        face_down={0: ["depressed_druid"]},
        tavern=TAVERN,
    )
    play(st, "underestimated_squire")
    pass_(st)
    assert markers(st) == (3, 3)
    assert down(st, 0) == ["depressed_druid"]
    assert hand(st, 0) == ["leery_lizard"]
    assert at_draw(st)


def test_underestimated_squire_without_face_down_heroes_only_moves_markers():
    st = from_layout(3, hands={0: ["underestimated_squire", "leery_lizard"]}, tavern=TAVERN)
    play(st, "underestimated_squire")
    assert markers(st) == (3, 3)
    assert down(st, 0) == []
    assert hand(st, 0) == ["leery_lizard"]
    assert at_draw(st)


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


def test_heart_bending_bard_discards_water_folk_and_hill_tribes_from_the_tavern_then_green_down():
    st = from_layout(
        3,
        hands={0: ["heart_bending_bard", "ace_fighter"]},
        tavern=["leery_lizard", "pigmented_war_pig", "rotting_orangutan"],
        wilderness=["arrowgant_skeleton"],
    )
    play(st, "heart_bending_bard")
    assert markers(st) == (4, 2)
    assert tavern(st) == [None, None, "rotting_orangutan"]
    assert wilderness(st) == ["arrowgant_skeleton", "leery_lizard", "pigmented_war_pig"]
    assert knows(st, "leery_lizard") == EVERYONE
    assert knows(st, "pigmented_war_pig") == EVERYONE
    assert up(st, 0) == ["heart_bending_bard"]
    assert at_draw(st)


def test_heart_bending_bard_discards_the_emperor_but_not_imperial_army():
    st = from_layout(
        3,
        hands={0: ["heart_bending_bard"]},
        tavern=["buried_emperor", "ace_fighter", "rotting_orangutan"],
        graveyard=[],
    )
    play(st, "heart_bending_bard")
    assert markers(st) == (4, 3)
    assert tavern(st) == [None, "ace_fighter", "rotting_orangutan"]
    assert wilderness(st) == ["buried_emperor"]
    assert at_draw(st)


def test_heart_bending_bard_with_nothing_to_discard_leaves_green_and_clamps_at_one():
    st = from_layout(3, hands={0: ["heart_bending_bard"]}, tavern=["ace_fighter", "rotting_orangutan", None])
    play(st, "heart_bending_bard")
    assert markers(st) == (4, 4)
    assert tavern(st) == ["ace_fighter", "rotting_orangutan", None]
    assert wilderness(st) == []
    assert at_draw(st)

    st = from_layout(
        3,
        hands={0: ["heart_bending_bard"]},
        tavern=["leery_lizard", "pigmented_war_pig", "keen_koi"],
        markers=(4, 2),
    )
    play(st, "heart_bending_bard")
    assert markers(st) == (4, 1)
    assert tavern(st) == [None, None, None]
    assert wilderness(st) == ["leery_lizard", "pigmented_war_pig", "keen_koi"]


# --- Modest Monsterslayer (25) -----------------------------------------------------------


def test_modest_monsterslayer_performs_a_tavern_card_then_places_it_face_down():
    st = from_layout(
        3,
        hands={0: ["modest_monsterslayer", "ace_fighter"]},
        tavern=["flailing_knight", "leery_lizard", "pigmented_war_pig"],
    )
    play(st, "modest_monsterslayer")
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["flailing_knight", "leery_lizard", "pigmented_war_pig"]
    pick(st, "leery_lizard")
    # the Lizard's own marker choice: red -1 or green -2
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert marker_options(st) == [(-1, 0), (0, -2)]
    pick_markers(st, 0, -2)
    assert markers(st) == (4, 2)
    assert up(st, 0) == ["modest_monsterslayer"]
    assert down(st, 0) == ["leery_lizard"]
    assert knows(st, "leery_lizard") == EVERYONE
    assert tavern(st) == ["flailing_knight", None, "pigmented_war_pig"]
    assert st.in_play == []
    assert at_draw(st)


def test_modest_monsterslayer_performing_canned_champion_buries_with_it_as_you():
    st = from_layout(
        3,
        hands={0: ["modest_monsterslayer"]},
        face_up={1: ["pigmented_war_pig"], 2: ["ace_fighter"]},
        tavern=["canned_champion", "furious_frog", "leery_lizard"],
    )
    play(st, "modest_monsterslayer")
    pick(st, "canned_champion")
    assert marker_options(st) == [(-1, 0), (0, 1)]
    pick_markers(st, -1, 0)
    assert markers(st) == (3, 4)
    # the only face-up Hill Tribes hero is buried without a choice
    assert graveyard(st) == ["buried_emperor", "pigmented_war_pig"]
    assert up(st, 1) == []
    assert up(st, 2) == ["ace_fighter"]
    assert down(st, 0) == ["canned_champion"]
    assert up(st, 0) == ["modest_monsterslayer"]
    assert tavern(st) == [None, "furious_frog", "leery_lizard"]
    assert at_draw(st)


def test_modest_monsterslayer_performing_doubtful_priest_honours_the_extra_play():
    st = from_layout(
        3,
        hands={0: ["modest_monsterslayer", "pigmented_war_pig", "flailing_knight"]},
        tavern=["doubtful_priest", "crow_carrier", "krill_keeper"],
    )
    play(st, "modest_monsterslayer")
    pick(st, "doubtful_priest")
    assert st.pending.kind == "markers" and st.deciding_seat == 1
    pick_markers(st, 2, 0)
    assert markers(st) == (6, 4)
    assert st.pending.kind == "extra_play" and st.deciding_seat == 0
    assert extra_play_choices(st) == ["pigmented_war_pig"]
    play(st, "pigmented_war_pig")
    assert markers(st) == (5, 5)
    assert up(st, 0) == ["modest_monsterslayer", "pigmented_war_pig"]
    assert down(st, 0) == ["doubtful_priest"]
    assert hand(st, 0) == ["flailing_knight"]
    assert tavern(st) == [None, "crow_carrier", "krill_keeper"]
    assert at_draw(st)


def test_modest_monsterslayer_with_an_empty_tavern_does_nothing():
    st = from_layout(
        3,
        hands={0: ["modest_monsterslayer", "ace_fighter", "flailing_knight", "leery_lizard"]},
        harbor=["keen_koi"],
    )
    play(st, "modest_monsterslayer")
    # no Tavern card: the draw goes to the Harbor automatically, then the hand is too big
    assert markers(st) == (4, 4)
    assert up(st, 0) == ["modest_monsterslayer"]
    assert down(st, 0) == []
    assert hand(st, 0) == ["ace_fighter", "flailing_knight", "leery_lizard", "keen_koi"]
    assert st.pending.kind == "discard_down" and st.deciding_seat == 0


# --- Ace Fighter (26) ----------------------------------------------------------------------


@pytest.mark.parametrize(("start", "end"), [((4, 4), (5, 4)), ((6, 3), (7, 3)), ((12, 5), (12, 5))])
def test_ace_fighter_moves_red_up_one_when_green_does_not_lead(start, end):
    st = from_layout(3, hands={0: ["ace_fighter"]}, tavern=TAVERN, markers=start)
    play(st, "ace_fighter")
    assert markers(st) == end
    assert up(st, 0) == ["ace_fighter"]
    assert at_draw(st)


def test_ace_fighter_may_move_red_up_two_when_green_leads():
    st = from_layout(3, hands={0: ["ace_fighter"]}, tavern=TAVERN, markers=(3, 6))
    play(st, "ace_fighter")
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert marker_options(st) == [(1, 0), (2, 0)]
    pick_markers(st, 2, 0)
    assert markers(st) == (5, 6)
    assert at_draw(st)


def test_ace_fighter_near_the_top_with_green_leading_clamps_both_options_to_one():
    st = from_layout(3, hands={0: ["ace_fighter"]}, tavern=TAVERN, markers=(11, 12))
    play(st, "ace_fighter")
    assert markers(st) == (12, 12)
    assert at_draw(st)


# --- Battle Connoisseur (27) ------------------------------------------------------------


def test_battle_connoisseur_keeps_one_tavern_card_face_down_and_discards_the_rest():
    st = from_layout(
        3,
        hands={0: ["battle_connoisseur", "ace_fighter", "flailing_knight", "furious_frog"]},
        tavern=["leery_lizard", "pigmented_war_pig", "rotting_orangutan"],
        wilderness=["arrowgant_skeleton"],
        harbor=["depressed_druid"],
    )
    play(st, "battle_connoisseur")
    assert markers(st) == (4, 5)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["leery_lizard", "pigmented_war_pig", "rotting_orangutan"]
    pick(st, "pigmented_war_pig")
    assert down(st, 0) == ["pigmented_war_pig"]
    assert knows(st, "pigmented_war_pig") == EVERYONE
    assert wilderness(st) == ["arrowgant_skeleton", "leery_lizard", "rotting_orangutan"]
    assert knows(st, "leery_lizard") == EVERYONE
    assert knows(st, "rotting_orangutan") == EVERYONE
    assert tavern(st) == [None, None, None]
    assert st.looking == []
    assert up(st, 0) == ["battle_connoisseur"]
    # the Tavern is empty, so the draw came from the Harbor by itself
    assert hand(st, 0) == ["ace_fighter", "flailing_knight", "furious_frog", "depressed_druid"]
    assert st.pending.kind == "discard_down" and st.deciding_seat == 0


def test_battle_connoisseur_with_one_tavern_card_places_it_without_a_choice():
    st = from_layout(
        3,
        hands={0: ["battle_connoisseur", "ace_fighter", "flailing_knight", "furious_frog"]},
        tavern=[None, "leery_lizard", None],
        harbor=["depressed_druid"],
        markers=(4, 12),
    )
    play(st, "battle_connoisseur")
    assert markers(st) == (4, 12)
    assert down(st, 0) == ["leery_lizard"]
    assert wilderness(st) == []
    assert tavern(st) == [None, None, None]
    assert st.pending.kind == "discard_down" and st.deciding_seat == 0


# --- Canned Champion (28) ------------------------------------------------------------------


def test_canned_champion_buries_a_face_up_hill_tribes_hero_of_any_party():
    st = from_layout(
        3,
        hands={0: ["canned_champion"]},
        face_up={0: ["blind_eye_collector"], 1: ["depressed_druid", "leery_lizard"], 2: ["ace_fighter"]},
        face_down={2: ["hairy_hermit"]},
        tavern=TAVERN,
    )
    play(st, "canned_champion")
    assert st.pending.kind == "markers"
    assert marker_options(st) == [(-1, 0), (0, 1)]
    pick_markers(st, 0, 1)
    assert markers(st) == (4, 5)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["blind_eye_collector", "depressed_druid"]
    pick(st, "depressed_druid")
    assert graveyard(st) == ["buried_emperor", "depressed_druid"]
    assert up(st, 1) == ["leery_lizard"]
    assert up(st, 0) == ["blind_eye_collector", "canned_champion"]
    assert down(st, 2) == ["hairy_hermit"]
    assert at_draw(st)


def test_canned_champion_the_emperor_counts_as_hill_tribes():
    st = from_layout(
        3,
        hands={0: ["canned_champion"]},
        face_up={1: ["leery_lizard"], 2: ["buried_emperor"]},
        graveyard=[],
        tavern=TAVERN,
    )
    play(st, "canned_champion")
    pick_markers(st, -1, 0)
    assert markers(st) == (3, 4)
    # the Emperor is the only Hill Tribes hero face up, so it is buried without a choice
    assert graveyard(st) == ["buried_emperor"]
    assert up(st, 2) == []
    assert up(st, 1) == ["leery_lizard"]
    assert at_draw(st)


def test_canned_champion_without_a_face_up_hill_tribes_hero_only_moves_a_marker():
    st = from_layout(
        3,
        hands={0: ["canned_champion"]},
        face_up={1: ["ace_fighter"]},
        face_down={1: ["pigmented_war_pig"]},
        tavern=TAVERN,
    )
    play(st, "canned_champion")
    pick_markers(st, 0, 1)
    assert markers(st) == (4, 5)
    assert graveyard(st) == ["buried_emperor"]
    assert up(st, 1) == ["ace_fighter"]
    assert down(st, 1) == ["pigmented_war_pig"]
    assert at_draw(st)


# --- Nagging Northman (29) ------------------------------------------------------------------


def test_nagging_northman_discards_a_hill_tribes_tavern_card_and_moves_red_up_two():
    st = from_layout(
        3,
        hands={0: ["nagging_northman"]},
        tavern=["pigmented_war_pig", "leery_lizard", "buried_emperor"],
        graveyard=[],
    )
    play(st, "nagging_northman")
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["pigmented_war_pig", "buried_emperor"]
    assert PASS in st.options
    pick(st, "pigmented_war_pig")
    assert markers(st) == (6, 4)
    assert tavern(st) == [None, "leery_lizard", "buried_emperor"]
    assert wilderness(st) == ["pigmented_war_pig"]
    assert knows(st, "pigmented_war_pig") == EVERYONE
    assert at_draw(st)


def test_nagging_northman_may_discard_the_emperor_and_red_is_clamped():
    st = from_layout(
        3,
        hands={0: ["nagging_northman"]},
        tavern=["pigmented_war_pig", "leery_lizard", "buried_emperor"],
        graveyard=[],
        markers=(11, 4),
    )
    play(st, "nagging_northman")
    pick(st, "buried_emperor")
    assert markers(st) == (12, 4)
    assert tavern(st) == ["pigmented_war_pig", "leery_lizard", None]
    assert wilderness(st) == ["buried_emperor"]
    assert at_draw(st)


def test_nagging_northman_passing_moves_nothing():
    st = from_layout(3, hands={0: ["nagging_northman"]}, tavern=["pigmented_war_pig", "leery_lizard", "keen_koi"])
    play(st, "nagging_northman")
    pass_(st)
    assert markers(st) == (4, 4)
    assert tavern(st) == ["pigmented_war_pig", "leery_lizard", "keen_koi"]
    assert wilderness(st) == []
    assert up(st, 0) == ["nagging_northman"]
    assert at_draw(st)


def test_nagging_northman_without_a_hill_tribes_tavern_card_does_nothing():
    st = from_layout(3, hands={0: ["nagging_northman"]}, tavern=["ace_fighter", "leery_lizard", "rotting_orangutan"])
    play(st, "nagging_northman")
    assert markers(st) == (4, 4)
    assert tavern(st) == ["ace_fighter", "leery_lizard", "rotting_orangutan"]
    assert wilderness(st) == []
    assert at_draw(st)


# --- Almost-Evil Scholar (30) ---------------------------------------------------------------


def test_almost_evil_scholar_moves_red_by_the_chosen_players_face_up_hill_tribes():
    st = from_layout(
        3,
        hands={0: ["almost_evil_scholar"]},
        face_up={1: ["pigmented_war_pig", "depressed_druid", "ace_fighter"], 2: ["blind_eye_collector"]},
        face_down={1: ["hairy_hermit"]},
        tavern=TAVERN,
    )
    play(st, "almost_evil_scholar")
    assert st.pending.kind == "player" and st.deciding_seat == 0
    assert player_options(st) == [0, 1, 2]
    pick_player(st, 1)
    assert markers(st) == (6, 4)
    assert up(st, 1) == ["pigmented_war_pig", "depressed_druid", "ace_fighter"]
    assert up(st, 0) == ["almost_evil_scholar"]
    assert at_draw(st)


def test_almost_evil_scholar_counts_the_emperor_and_caps_at_three():
    st = from_layout(
        3,
        hands={0: ["almost_evil_scholar"]},
        face_up={2: ["pigmented_war_pig", "buried_emperor", "depressed_druid", "hairy_hermit"]},
        graveyard=[],
        tavern=TAVERN,
    )
    play(st, "almost_evil_scholar")
    pick_player(st, 2)
    assert markers(st) == (7, 4)
    assert at_draw(st)


def test_almost_evil_scholar_choosing_yourself_without_hill_tribes_moves_nothing():
    st = from_layout(
        3,
        hands={0: ["almost_evil_scholar"]},
        face_up={0: ["ace_fighter"], 1: ["pigmented_war_pig"]},
        tavern=TAVERN,
    )
    play(st, "almost_evil_scholar")
    pick_player(st, 0)
    assert markers(st) == (4, 4)
    assert at_draw(st)


# --- Well-Aged Warrior (31) ------------------------------------------------------------------


def test_well_aged_warrior_hides_a_hand_card_face_down_in_your_party():
    st = from_layout(
        3,
        hands={0: ["well_aged_warrior", "leery_lizard", "rotting_orangutan"]},
        tavern=TAVERN,
    )
    play(st, "well_aged_warrior")
    assert markers(st) == (5, 5)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["leery_lizard", "rotting_orangutan"]
    assert PASS not in st.options
    pick(st, "rotting_orangutan")
    assert down(st, 0) == ["rotting_orangutan"]
    assert hand(st, 0) == ["leery_lizard"]
    assert up(st, 0) == ["well_aged_warrior"]
    assert knows(st, "rotting_orangutan") == 0b001
    assert st.view_for(2).face_down[0] == (-1,)
    assert at_draw(st)


def test_well_aged_warrior_with_one_hand_card_must_place_it():
    st = from_layout(3, hands={0: ["well_aged_warrior", "leery_lizard"]}, tavern=TAVERN, markers=(12, 12))
    play(st, "well_aged_warrior")
    assert markers(st) == (12, 12)
    assert down(st, 0) == ["leery_lizard"]
    assert hand(st, 0) == []
    assert at_draw(st)


def test_well_aged_warrior_with_an_empty_hand_only_moves_markers():
    st = from_layout(3, hands={0: ["well_aged_warrior"]}, tavern=TAVERN)
    play(st, "well_aged_warrior")
    assert markers(st) == (5, 5)
    assert down(st, 0) == []
    assert at_draw(st)


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


def test_androgynous_assassin_without_opponents_face_down_heroes_only_moves_a_marker():
    st = assassin_position(face_down={0: ["depressed_druid"]})
    play(st, "androgynous_assassin")
    pick_markers(st, -1, 0)
    assert markers(st) == (3, 4)
    assert down(st, 0) == ["depressed_druid"]
    assert graveyard(st) == ["buried_emperor"]
    assert at_draw(st)


# --- Groggy Preacher (33) -------------------------------------------------------------------


def test_groggy_preacher_swaps_a_tavern_card_with_itself_and_the_new_hero_does_nothing():
    st = from_layout(
        3,
        hands={0: ["groggy_preacher"]},
        face_up={0: ["flailing_knight"], 1: ["ace_fighter"]},
        tavern=["leery_lizard", "shaky_sharpshooter", "rotting_orangutan"],
    )
    play(st, "groggy_preacher")
    assert marker_options(st) == [(1, 0), (0, 1)]
    pick_markers(st, 1, 0)
    assert markers(st) == (5, 4)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["leery_lizard", "shaky_sharpshooter", "rotting_orangutan"]
    assert PASS not in st.options
    pick(st, "shaky_sharpshooter")
    assert card_options(st) == ["flailing_knight", "groggy_preacher"]
    pick(st, "groggy_preacher")
    assert up(st, 0) == ["flailing_knight", "shaky_sharpshooter"]
    assert tavern(st) == ["leery_lizard", "groggy_preacher", "rotting_orangutan"]
    # the Sharpshooter came in without its ability: nothing was buried, no marker moved
    assert up(st, 1) == ["ace_fighter"]
    assert graveyard(st) == ["buried_emperor"]
    assert markers(st) == (5, 4)
    assert at_draw(st)


def test_groggy_preacher_with_an_empty_tavern_only_moves_a_marker():
    st = from_layout(
        3,
        hands={0: ["groggy_preacher", "ace_fighter", "flailing_knight", "leery_lizard"]},
        face_up={0: ["furious_frog"]},
        harbor=["keen_koi"],
    )
    play(st, "groggy_preacher")
    pick_markers(st, 0, 1)
    assert markers(st) == (4, 5)
    assert up(st, 0) == ["furious_frog", "groggy_preacher"]
    assert tavern(st) == [None, None, None]
    assert hand(st, 0) == ["ace_fighter", "flailing_knight", "leery_lizard", "keen_koi"]
    assert st.pending.kind == "discard_down" and st.deciding_seat == 0


# --- Queer Quartermaster (34) -----------------------------------------------------------------


def test_queer_quartermaster_swaps_a_non_imperial_face_up_hero_with_a_hand_card():
    st = from_layout(
        3,
        hands={0: ["queer_quartermaster", "leery_lizard", "rotting_orangutan"]},
        face_up={0: ["pigmented_war_pig", "ace_fighter", "buried_emperor"]},
        graveyard=[],
        tavern=TAVERN,
    )
    play(st, "queer_quartermaster")
    assert markers(st) == (5, 4)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    # neither the Imperial Army heroes nor the Emperor (D3) may be swapped out
    assert card_options(st) == ["pigmented_war_pig"]
    assert PASS in st.options
    pick(st, "pigmented_war_pig")
    assert card_options(st) == ["leery_lizard", "rotting_orangutan"]
    pick(st, "leery_lizard")
    assert up(st, 0) == ["leery_lizard", "ace_fighter", "buried_emperor", "queer_quartermaster"]
    assert hand(st, 0) == ["pigmented_war_pig", "rotting_orangutan"]
    assert knows(st, "leery_lizard") == EVERYONE
    # the Lizard came in without its marker move
    assert markers(st) == (5, 4)
    assert at_draw(st)


def test_queer_quartermaster_swap_is_optional():
    st = from_layout(
        3,
        hands={0: ["queer_quartermaster", "leery_lizard"]},
        face_up={0: ["pigmented_war_pig"]},
        tavern=TAVERN,
    )
    play(st, "queer_quartermaster")
    pass_(st)
    assert markers(st) == (5, 4)
    assert up(st, 0) == ["pigmented_war_pig", "queer_quartermaster"]
    assert hand(st, 0) == ["leery_lizard"]
    assert at_draw(st)


def test_queer_quartermaster_with_only_imperial_heroes_and_the_emperor_only_moves_red():
    st = from_layout(
        3,
        hands={0: ["queer_quartermaster", "leery_lizard"]},
        face_up={0: ["ace_fighter", "buried_emperor"]},
        graveyard=[],
        tavern=TAVERN,
    )
    play(st, "queer_quartermaster")
    assert markers(st) == (5, 4)
    assert up(st, 0) == ["ace_fighter", "buried_emperor", "queer_quartermaster"]
    assert hand(st, 0) == ["leery_lizard"]
    assert at_draw(st)


# --- Angry Priestess (35) ---------------------------------------------------------------------


def test_angry_priestess_discards_an_undead_tavern_card_and_moves_green_down_two():
    st = from_layout(
        3,
        hands={0: ["angry_priestess"]},
        tavern=["rotting_orangutan", "leery_lizard", "buried_emperor"],
        graveyard=[],
    )
    play(st, "angry_priestess")
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["rotting_orangutan", "buried_emperor"]
    assert PASS in st.options
    pick(st, "rotting_orangutan")
    assert markers(st) == (4, 2)
    assert tavern(st) == [None, "leery_lizard", "buried_emperor"]
    assert wilderness(st) == ["rotting_orangutan"]
    assert knows(st, "rotting_orangutan") == EVERYONE
    assert up(st, 0) == ["angry_priestess"]
    assert at_draw(st)


def test_angry_priestess_may_discard_the_emperor_and_green_is_clamped():
    st = from_layout(
        3,
        hands={0: ["angry_priestess"]},
        tavern=["rotting_orangutan", "leery_lizard", "buried_emperor"],
        graveyard=[],
        markers=(4, 2),
    )
    play(st, "angry_priestess")
    pick(st, "buried_emperor")
    assert markers(st) == (4, 1)
    assert tavern(st) == ["rotting_orangutan", "leery_lizard", None]
    assert wilderness(st) == ["buried_emperor"]
    assert at_draw(st)


def test_angry_priestess_passing_moves_nothing():
    st = from_layout(3, hands={0: ["angry_priestess"]}, tavern=["rotting_orangutan", "leery_lizard", "keen_koi"])
    play(st, "angry_priestess")
    pass_(st)
    assert markers(st) == (4, 4)
    assert tavern(st) == ["rotting_orangutan", "leery_lizard", "keen_koi"]
    assert wilderness(st) == []
    assert at_draw(st)


def test_angry_priestess_without_an_undead_tavern_card_does_nothing():
    st = from_layout(3, hands={0: ["angry_priestess"]}, tavern=["ace_fighter", "leery_lizard", "pigmented_war_pig"])
    play(st, "angry_priestess")
    assert markers(st) == (4, 4)
    assert tavern(st) == ["ace_fighter", "leery_lizard", "pigmented_war_pig"]
    assert wilderness(st) == []
    assert at_draw(st)


# --- Resilient Rearguard (36) -------------------------------------------------------------


def test_resilient_rearguard_takes_a_random_card_from_the_only_player_with_a_hand():
    st = from_layout(
        3,
        hands={0: ["resilient_rearguard", "ace_fighter"], 1: ["leery_lizard"]},
        tavern=TAVERN,
    )
    play(st, "resilient_rearguard")
    assert marker_options(st) == [(1, 0), (0, -1)]
    pick_markers(st, 0, -1)
    assert markers(st) == (4, 3)
    # seat 2 has an empty hand, so seat 1 is chosen without a decision
    assert hand(st, 0) == ["ace_fighter", "leery_lizard"]
    assert hand(st, 1) == []
    assert knows(st, "leery_lizard") == 0b011
    assert up(st, 0) == ["resilient_rearguard"]
    assert at_draw(st)


def test_resilient_rearguard_you_choose_whose_hand_to_draw_from():
    st = from_layout(
        3,
        hands={0: ["resilient_rearguard"], 1: ["leery_lizard"], 2: ["rotting_orangutan", "pigmented_war_pig"]},
        tavern=TAVERN,
    )
    play(st, "resilient_rearguard")
    pick_markers(st, 1, 0)
    assert markers(st) == (5, 4)
    assert st.pending.kind == "player" and st.deciding_seat == 0
    assert player_options(st) == [1, 2]
    pick_player(st, 2)
    assert hand(st, 1) == ["leery_lizard"]
    assert len(hand(st, 0)) == 1 and len(hand(st, 2)) == 1
    assert sorted(hand(st, 0) + hand(st, 2)) == ["pigmented_war_pig", "rotting_orangutan"]
    taken = hand(st, 0)[0]
    assert knows(st, taken) == 0b101
    assert at_draw(st)


def test_resilient_rearguard_with_no_other_hands_only_moves_a_marker():
    st = from_layout(3, hands={0: ["resilient_rearguard", "ace_fighter"]}, tavern=TAVERN)
    play(st, "resilient_rearguard")
    pick_markers(st, 1, 0)
    assert markers(st) == (5, 4)
    assert hand(st, 0) == ["ace_fighter"]
    assert at_draw(st)


def test_doubtful_priest_extra_play_offers_the_hand_card_or_a_pass():
    st = from_layout(3, hands={0: ["doubtful_priest", "leery_lizard"]}, tavern=TAVERN)
    play(st, "doubtful_priest")
    pick_markers(st, 2, 0)
    assert st.options == (Option("play", (0,)), PASS)

"""Scenario tests of the Hill Tribes heroes: known position, the card played, the exact result."""

from helpers import (
    card_options,
    done,
    down,
    graveyard,
    hand,
    hero,
    marker_options,
    markers,
    pick,
    pick_markers,
    pick_player,
    play,
    tavern,
    up,
    wilderness,
)

from hidden_leaders_qt.engine.layout import from_layout
from hidden_leaders_qt.engine.options import DONE


def test_shaky_sharpshooter_buries_a_face_up_imperial_hero_after_moving_a_marker():
    st = from_layout(
        3,
        hands={0: ["shaky_sharpshooter", "flailing_knight"]},
        face_up={1: ["canned_champion", "aimless_eel"], 2: ["ace_fighter"]},
        tavern=["keen_koi", "leery_lizard", "furious_frog"],
    )
    play(st, "shaky_sharpshooter")
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    pick_markers(st, 1, 0)
    assert markers(st) == (5, 4)
    assert st.pending.kind == "card"
    assert sorted(card_options(st)) == ["ace_fighter", "canned_champion"]
    pick(st, "ace_fighter")
    assert up(st, 2) == []
    assert up(st, 1) == ["canned_champion", "aimless_eel"]
    assert graveyard(st) == ["buried_emperor", "ace_fighter"]
    assert up(st, 0) == ["shaky_sharpshooter"]
    assert hand(st, 0) == ["flailing_knight"]
    assert st.pending.kind == "draw" and st.deciding_seat == 0


TAVERN = ["hopeful_salamander", "triple_sword_lizard", "tentacle_oracle"]


def knows(st, seat: int, hero_id: str) -> bool:
    return bool(st.known[hero(st, hero_id)] >> seat & 1)


def seat_options(st) -> list[int]:
    return [o.args[0] for o in st.options if o.kind == "player"]


def assert_turn_goes_on_to_draw(st) -> None:
    assert st.pending.kind == "draw" and st.deciding_seat == 0


# --- Shaky Sharpshooter ---------------------------------------------------------------------


def test_shaky_sharpshooter_can_bury_the_emperor_as_an_imperial_army_hero():
    st = from_layout(
        3,
        hands={0: ["shaky_sharpshooter"]},
        face_up={1: ["buried_emperor", "keen_koi"], 2: ["arrowgant_skeleton"]},
        graveyard=["crow_carrier"],
        tavern=["leery_lizard", "furious_frog", "aimless_eel"],
    )
    play(st, "shaky_sharpshooter")
    pick_markers(st, 0, -1)
    assert markers(st) == (4, 3)
    # the Emperor is the only Imperial Army hero, so it is buried without a choice
    assert up(st, 1) == ["keen_koi"]
    assert up(st, 2) == ["arrowgant_skeleton"]
    assert graveyard(st) == ["crow_carrier", "buried_emperor"]
    assert up(st, 0) == ["shaky_sharpshooter"]
    assert_turn_goes_on_to_draw(st)


def test_shaky_sharpshooter_without_imperial_hero_only_moves_a_marker_and_red_at_12_forces_green():
    st = from_layout(
        3,
        hands={0: ["shaky_sharpshooter", "flailing_knight"]},
        face_up={1: ["keen_koi"], 2: ["arrowgant_skeleton"]},
        tavern=TAVERN,
        markers=(12, 5),
    )
    play(st, "shaky_sharpshooter")
    # red +1 moves nothing at 12, so green -1 is applied without a decision
    assert markers(st) == (12, 4)
    assert up(st, 0) == ["shaky_sharpshooter"]
    assert up(st, 1) == ["keen_koi"]
    assert up(st, 2) == ["arrowgant_skeleton"]
    assert graveyard(st) == ["buried_emperor"]
    assert hand(st, 0) == ["flailing_knight"]
    assert_turn_goes_on_to_draw(st)


# --- Overworked Amazon ----------------------------------------------------------------------


def test_overworked_amazon_the_picked_player_chooses_which_own_hero_to_bury():
    st = from_layout(
        3,
        hands={0: ["overworked_amazon", "flailing_knight"]},
        face_up={1: ["arrowgant_skeleton"], 2: ["ace_fighter", "aimless_eel"]},
        tavern=TAVERN,
    )
    play(st, "overworked_amazon")
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert sorted(marker_options(st)) == [(0, -1), (1, 0)]
    pick_markers(st, 1, 0)
    assert markers(st) == (5, 4)
    assert st.pending.kind == "player" and st.deciding_seat == 0
    assert seat_options(st) == [0, 1, 2]
    pick_player(st, 2)
    # control passes to seat 2, who sees only their own face-up heroes
    assert st.pending.kind == "card" and st.deciding_seat == 2
    assert card_options(st) == ["ace_fighter", "aimless_eel"]
    pick(st, "aimless_eel")
    assert up(st, 2) == ["ace_fighter"]
    assert up(st, 1) == ["arrowgant_skeleton"]
    assert up(st, 0) == ["overworked_amazon"]
    assert graveyard(st) == ["buried_emperor", "aimless_eel"]
    assert hand(st, 0) == ["flailing_knight"]
    assert_turn_goes_on_to_draw(st)


def test_overworked_amazon_alone_on_the_table_picks_yourself_and_buries_herself():
    st = from_layout(
        3,
        hands={0: ["overworked_amazon", "flailing_knight"]},
        face_down={1: ["arrowgant_skeleton"]},
        tavern=TAVERN,
        markers=(4, 1),
    )
    play(st, "overworked_amazon")
    # green -1 moves nothing at 1: red +1 is forced; you are the only eligible player and
    # the Amazon is your only face-up hero, so everything happens without a decision
    assert markers(st) == (5, 1)
    assert up(st, 0) == []
    assert graveyard(st) == ["buried_emperor", "overworked_amazon"]
    assert down(st, 1) == ["arrowgant_skeleton"]
    assert hand(st, 0) == ["flailing_knight"]
    assert_turn_goes_on_to_draw(st)


# --- Hangry Barbarian -----------------------------------------------------------------------


def test_hangry_barbarian_discards_imperial_and_undead_tavern_cards_then_red_minus_their_number():
    st = from_layout(
        3,
        hands={0: ["hangry_barbarian", "flailing_knight"]},
        tavern=["ace_fighter", "keen_koi", "arrowgant_skeleton"],
        wilderness=["leery_lizard"],
        markers=(6, 4),
    )
    play(st, "hangry_barbarian")
    assert tavern(st) == [None, "keen_koi", None]
    assert wilderness(st) == ["leery_lizard", "ace_fighter", "arrowgant_skeleton"]
    assert markers(st) == (4, 4)
    # public discards: everyone still knows which cards they were
    assert all(knows(st, seat, "ace_fighter") and knows(st, seat, "arrowgant_skeleton") for seat in range(3))
    assert up(st, 0) == ["hangry_barbarian"]
    assert hand(st, 0) == ["flailing_knight"]
    assert_turn_goes_on_to_draw(st)


def test_hangry_barbarian_counts_the_emperor_and_red_is_clamped_at_1():
    st = from_layout(
        3,
        hands={0: ["hangry_barbarian"]},
        tavern=["buried_emperor", "keen_koi", "canned_champion"],
        graveyard=["crow_carrier"],
        markers=(2, 4),
    )
    play(st, "hangry_barbarian")
    assert tavern(st) == [None, "keen_koi", None]
    assert wilderness(st) == ["buried_emperor", "canned_champion"]
    assert markers(st) == (1, 4)
    assert_turn_goes_on_to_draw(st)


def test_hangry_barbarian_with_nothing_to_discard_does_not_move_red():
    st = from_layout(
        3,
        hands={0: ["hangry_barbarian"]},
        tavern=["keen_koi", "leery_lizard", "hairy_hermit"],
        markers=(6, 4),
    )
    play(st, "hangry_barbarian")
    assert tavern(st) == ["keen_koi", "leery_lizard", "hairy_hermit"]
    assert wilderness(st) == []
    assert markers(st) == (6, 4)
    assert_turn_goes_on_to_draw(st)


# --- Joyless Chief --------------------------------------------------------------------------


def test_joyless_chief_keeps_one_of_the_top_two_wilderness_cards_and_returns_the_other():
    st = from_layout(
        3,
        hands={0: ["joyless_chief", "flailing_knight"]},
        wilderness=["keen_koi", "leery_lizard", "furious_frog"],
        tavern=["aimless_eel", "ace_fighter", "crow_carrier"],
    )
    play(st, "joyless_chief")
    assert markers(st) == (5, 4)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert sorted(card_options(st)) == ["furious_frog", "leery_lizard"]
    pick(st, "leery_lizard")
    assert down(st, 0) == ["leery_lizard"]
    assert up(st, 0) == ["joyless_chief"]
    assert wilderness(st) == ["keen_koi", "furious_frog"]
    assert st.looking == []
    # seat 0 saw both cards; the others know neither
    assert knows(st, 0, "leery_lizard") and knows(st, 0, "furious_frog")
    assert not knows(st, 1, "leery_lizard") and not knows(st, 1, "furious_frog")
    assert not knows(st, 2, "furious_frog")
    assert not knows(st, 0, "keen_koi")
    assert hand(st, 0) == ["flailing_knight"]
    assert_turn_goes_on_to_draw(st)


def test_joyless_chief_with_one_wilderness_card_takes_it_and_with_none_only_moves_red():
    st = from_layout(
        3,
        hands={0: ["joyless_chief"]},
        wilderness=["keen_koi"],
        tavern=["aimless_eel", "ace_fighter", "crow_carrier"],
    )
    play(st, "joyless_chief")
    assert markers(st) == (5, 4)
    assert down(st, 0) == ["keen_koi"]
    assert wilderness(st) == []
    assert_turn_goes_on_to_draw(st)

    st = from_layout(
        3,
        hands={0: ["joyless_chief"]},
        tavern=["aimless_eel", "ace_fighter", "crow_carrier"],
    )
    play(st, "joyless_chief")
    assert markers(st) == (5, 4)
    assert down(st, 0) == []
    assert wilderness(st) == []
    assert_turn_goes_on_to_draw(st)


# --- Battle Pet Master ----------------------------------------------------------------------


def test_battle_pet_master_hides_a_hand_card_face_down_in_your_party():
    st = from_layout(
        3,
        hands={0: ["battle_pet_master", "flailing_knight", "crow_carrier"]},
        face_down={0: ["ace_fighter"]},
        tavern=TAVERN,
    )
    play(st, "battle_pet_master")
    assert markers(st) == (5, 5)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["flailing_knight", "crow_carrier"]
    pick(st, "crow_carrier")
    assert down(st, 0) == ["ace_fighter", "crow_carrier"]
    assert up(st, 0) == ["battle_pet_master"]
    assert hand(st, 0) == ["flailing_knight"]
    assert knows(st, 0, "crow_carrier") and not knows(st, 1, "crow_carrier")
    assert_turn_goes_on_to_draw(st)


def test_battle_pet_master_with_an_empty_hand_only_moves_the_markers_clamped():
    st = from_layout(3, hands={0: ["battle_pet_master"]}, tavern=TAVERN, markers=(12, 7))
    play(st, "battle_pet_master")
    assert markers(st) == (12, 8)
    assert down(st, 0) == []
    assert up(st, 0) == ["battle_pet_master"]
    assert_turn_goes_on_to_draw(st)


# --- Curious Troll --------------------------------------------------------------------------


def test_curious_troll_looks_at_two_face_down_heroes_of_other_players():
    st = from_layout(
        3,
        hands={0: ["curious_troll", "flailing_knight"]},
        face_down={0: ["crow_carrier"], 1: ["ace_fighter", "keen_koi"], 2: ["arrowgant_skeleton"]},
        tavern=TAVERN,
    )
    play(st, "curious_troll")
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert sorted(marker_options(st)) == [(0, 1), (1, 0)]
    pick_markers(st, 0, 1)
    assert markers(st) == (4, 5)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    # only the other players' face-down heroes, and you may stop at any time
    assert sorted(card_options(st)) == ["ace_fighter", "arrowgant_skeleton", "keen_koi"]
    assert DONE in st.options
    pick(st, "ace_fighter")
    assert sorted(card_options(st)) == ["arrowgant_skeleton", "keen_koi"]
    pick(st, "arrowgant_skeleton")
    # nothing moved
    assert down(st, 0) == ["crow_carrier"]
    assert down(st, 1) == ["ace_fighter", "keen_koi"]
    assert down(st, 2) == ["arrowgant_skeleton"]
    assert up(st, 0) == ["curious_troll"]
    # only seat 0 learned the two cards
    assert knows(st, 0, "ace_fighter") and knows(st, 0, "arrowgant_skeleton")
    assert not knows(st, 0, "keen_koi")
    assert not knows(st, 2, "ace_fighter") and not knows(st, 1, "arrowgant_skeleton")
    assert st.view_for(0).face_down[1] == (hero(st, "ace_fighter"), -1)
    assert st.view_for(2).face_down[1] == (-1, -1)
    assert_turn_goes_on_to_draw(st)


def test_curious_troll_may_stop_without_looking():
    st = from_layout(
        3,
        hands={0: ["curious_troll"]},
        face_down={1: ["ace_fighter"], 2: ["arrowgant_skeleton"]},
        tavern=TAVERN,
    )
    play(st, "curious_troll")
    pick_markers(st, 1, 0)
    assert markers(st) == (5, 4)
    done(st)
    assert not knows(st, 0, "ace_fighter") and not knows(st, 0, "arrowgant_skeleton")
    assert down(st, 1) == ["ace_fighter"]
    assert down(st, 2) == ["arrowgant_skeleton"]
    assert_turn_goes_on_to_draw(st)


# --- Pigmented War Pig ----------------------------------------------------------------------


def test_pigmented_war_pig_moves_red_down_and_green_up():
    st = from_layout(3, hands={0: ["pigmented_war_pig", "flailing_knight"]}, tavern=TAVERN)
    play(st, "pigmented_war_pig")
    assert markers(st) == (3, 5)
    assert up(st, 0) == ["pigmented_war_pig"]
    assert hand(st, 0) == ["flailing_knight"]
    assert_turn_goes_on_to_draw(st)


def test_pigmented_war_pig_at_the_track_ends_moves_nothing():
    st = from_layout(3, hands={0: ["pigmented_war_pig"]}, tavern=TAVERN, markers=(1, 12))
    play(st, "pigmented_war_pig")
    assert markers(st) == (1, 12)
    assert up(st, 0) == ["pigmented_war_pig"]
    assert_turn_goes_on_to_draw(st)


# --- Bored Goblin ---------------------------------------------------------------------------


def test_bored_goblin_moves_red_minus_2_with_a_face_up_undead_in_your_party():
    st = from_layout(
        3,
        hands={0: ["bored_goblin", "flailing_knight"]},
        face_up={0: ["arrowgant_skeleton"]},
        tavern=TAVERN,
        markers=(6, 4),
    )
    play(st, "bored_goblin")
    assert markers(st) == (4, 4)
    assert up(st, 0) == ["arrowgant_skeleton", "bored_goblin"]
    assert hand(st, 0) == ["flailing_knight"]
    assert_turn_goes_on_to_draw(st)


def test_bored_goblin_ignores_undead_of_other_players_and_face_down_undead():
    st = from_layout(
        3,
        hands={0: ["bored_goblin"]},
        face_up={1: ["arrowgant_skeleton"]},
        face_down={0: ["crow_carrier"]},
        tavern=TAVERN,
        markers=(6, 4),
    )
    play(st, "bored_goblin")
    assert markers(st) == (6, 4)
    assert_turn_goes_on_to_draw(st)


def test_bored_goblin_counts_the_emperor_in_your_party_as_undead():
    st = from_layout(
        3,
        hands={0: ["bored_goblin"]},
        face_up={0: ["buried_emperor"]},
        graveyard=[],
        tavern=TAVERN,
        markers=(6, 4),
    )
    play(st, "bored_goblin")
    assert markers(st) == (4, 4)
    assert_turn_goes_on_to_draw(st)


# --- Curious Cat Lover ----------------------------------------------------------------------


def test_curious_cat_lover_takes_a_card_from_the_chosen_hand_face_down_into_your_party():
    st = from_layout(
        3,
        hands={0: ["curious_cat_lover", "flailing_knight"], 1: ["keen_koi"], 2: ["ace_fighter", "crow_carrier"]},
        tavern=["leery_lizard", "furious_frog", "aimless_eel"],
    )
    play(st, "curious_cat_lover")
    assert markers(st) == (5, 4)
    assert st.pending.kind == "player" and st.deciding_seat == 0
    assert seat_options(st) == [1, 2]
    pick_player(st, 1)
    assert hand(st, 1) == []
    assert down(st, 0) == ["keen_koi"]
    assert up(st, 0) == ["curious_cat_lover"]
    assert hand(st, 2) == ["ace_fighter", "crow_carrier"]
    assert hand(st, 0) == ["flailing_knight"]
    assert knows(st, 0, "keen_koi") and knows(st, 1, "keen_koi") and not knows(st, 2, "keen_koi")
    assert_turn_goes_on_to_draw(st)


def test_curious_cat_lover_skips_players_with_an_empty_hand_and_draws_at_random():
    st = from_layout(
        3,
        hands={0: ["curious_cat_lover"], 2: ["ace_fighter", "crow_carrier"]},
        tavern=["leery_lizard", "furious_frog", "aimless_eel"],
    )
    play(st, "curious_cat_lover")
    # seat 1 has no hand card, so seat 2 is picked without a decision
    assert markers(st) == (5, 4)
    assert len(down(st, 0)) == 1
    taken = down(st, 0)[0]
    assert taken in ("ace_fighter", "crow_carrier")
    assert hand(st, 2) == [c for c in ("ace_fighter", "crow_carrier") if c != taken]
    assert knows(st, 0, taken) and not knows(st, 1, taken)
    assert_turn_goes_on_to_draw(st)


def test_curious_cat_lover_with_no_hand_cards_around_only_moves_red():
    st = from_layout(3, hands={0: ["curious_cat_lover"]}, tavern=TAVERN)
    play(st, "curious_cat_lover")
    assert markers(st) == (5, 4)
    assert down(st, 0) == []
    assert_turn_goes_on_to_draw(st)


# --- Watchful Witch -------------------------------------------------------------------------


def test_watchful_witch_red_minus_1_then_looks_at_one_face_down_hero():
    st = from_layout(
        3,
        hands={0: ["watchful_witch", "flailing_knight"]},
        face_down={1: ["ace_fighter"], 2: ["arrowgant_skeleton"]},
        tavern=TAVERN,
    )
    play(st, "watchful_witch")
    assert sorted(marker_options(st)) == [(-1, 0), (0, 1)]
    pick_markers(st, -1, 0)
    assert markers(st) == (3, 4)
    assert sorted(card_options(st)) == ["ace_fighter", "arrowgant_skeleton"]
    pick(st, "arrowgant_skeleton")
    assert st.pending.kind == "card" and card_options(st) == ["ace_fighter"]
    done(st)
    assert knows(st, 0, "arrowgant_skeleton") and not knows(st, 0, "ace_fighter")
    assert not knows(st, 1, "arrowgant_skeleton")
    assert down(st, 1) == ["ace_fighter"]
    assert down(st, 2) == ["arrowgant_skeleton"]
    assert up(st, 0) == ["watchful_witch"]
    assert hand(st, 0) == ["flailing_knight"]
    assert_turn_goes_on_to_draw(st)


def test_watchful_witch_with_red_at_1_and_no_face_down_heroes_only_moves_green():
    st = from_layout(
        3,
        hands={0: ["watchful_witch"]},
        face_down={0: ["ace_fighter"]},
        tavern=TAVERN,
        markers=(1, 4),
    )
    play(st, "watchful_witch")
    assert markers(st) == (1, 5)
    assert down(st, 0) == ["ace_fighter"]
    assert_turn_goes_on_to_draw(st)


# --- Depressed Druid ------------------------------------------------------------------------


def test_depressed_druid_moves_red_minus_3_and_green_minus_1():
    st = from_layout(3, hands={0: ["depressed_druid", "flailing_knight"]}, tavern=TAVERN, markers=(8, 6))
    play(st, "depressed_druid")
    assert markers(st) == (5, 5)
    assert up(st, 0) == ["depressed_druid"]
    assert hand(st, 0) == ["flailing_knight"]
    assert_turn_goes_on_to_draw(st)


def test_depressed_druid_is_clamped_at_space_1():
    st = from_layout(3, hands={0: ["depressed_druid"]}, tavern=TAVERN, markers=(2, 1))
    play(st, "depressed_druid")
    assert markers(st) == (1, 1)
    assert_turn_goes_on_to_draw(st)


# --- Blind Eye Collector --------------------------------------------------------------------


def test_blind_eye_collector_moves_red_plus_1_and_green_plus_3():
    st = from_layout(3, hands={0: ["blind_eye_collector", "flailing_knight"]}, tavern=TAVERN)
    play(st, "blind_eye_collector")
    assert markers(st) == (5, 7)
    assert up(st, 0) == ["blind_eye_collector"]
    assert hand(st, 0) == ["flailing_knight"]
    assert_turn_goes_on_to_draw(st)


def test_blind_eye_collector_is_clamped_at_space_12():
    st = from_layout(3, hands={0: ["blind_eye_collector"]}, tavern=TAVERN, markers=(12, 10))
    play(st, "blind_eye_collector")
    assert markers(st) == (12, 12)
    assert_turn_goes_on_to_draw(st)


# --- Hairy Hermit ---------------------------------------------------------------------------


def test_hairy_hermit_may_move_red_minus_2_while_red_leads():
    st = from_layout(3, hands={0: ["hairy_hermit", "flailing_knight"]}, tavern=TAVERN, markers=(7, 4))
    play(st, "hairy_hermit")
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert sorted(marker_options(st)) == [(-2, 0), (-1, 0)]
    pick_markers(st, -2, 0)
    assert markers(st) == (5, 4)
    assert up(st, 0) == ["hairy_hermit"]
    assert hand(st, 0) == ["flailing_knight"]
    assert_turn_goes_on_to_draw(st)


def test_hairy_hermit_moves_red_minus_1_without_a_choice_when_red_does_not_lead():
    for start, end in (((4, 4), (3, 4)), ((4, 6), (3, 6))):
        st = from_layout(3, hands={0: ["hairy_hermit"]}, tavern=TAVERN, markers=start)
        play(st, "hairy_hermit")
        assert markers(st) == end
        assert_turn_goes_on_to_draw(st)


def test_hairy_hermit_minus_2_clamped_to_minus_1_is_no_separate_choice():
    st = from_layout(3, hands={0: ["hairy_hermit"]}, tavern=TAVERN, markers=(2, 1))
    play(st, "hairy_hermit")
    assert markers(st) == (1, 1)
    assert_turn_goes_on_to_draw(st)


# --- Long-Eared Loner -----------------------------------------------------------------------


def test_long_eared_loner_turns_a_face_down_hero_of_another_player_face_up():
    st = from_layout(
        3,
        hands={0: ["long_eared_loner", "flailing_knight"]},
        face_up={0: ["canned_champion"], 1: ["ace_fighter"]},
        face_down={0: ["crow_carrier"], 1: ["keen_koi"], 2: ["arrowgant_skeleton"]},
        tavern=["leery_lizard", "furious_frog", "aimless_eel"],
    )
    play(st, "long_eared_loner")
    assert markers(st) == (4, 5)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    # every hero of the other players, face up or face down; none of your own
    assert sorted(card_options(st)) == ["ace_fighter", "arrowgant_skeleton", "keen_koi"]
    pick(st, "keen_koi")
    assert up(st, 1) == ["ace_fighter", "keen_koi"]
    assert down(st, 1) == []
    assert down(st, 2) == ["arrowgant_skeleton"]
    assert up(st, 0) == ["canned_champion", "long_eared_loner"]
    assert down(st, 0) == ["crow_carrier"]
    assert all(knows(st, seat, "keen_koi") for seat in range(3))
    assert hand(st, 0) == ["flailing_knight"]
    assert_turn_goes_on_to_draw(st)


def test_long_eared_loner_turns_a_face_up_hero_face_down():
    st = from_layout(
        3,
        hands={0: ["long_eared_loner"]},
        face_up={1: ["ace_fighter", "keen_koi"]},
        face_down={1: ["crow_carrier"]},
        tavern=["leery_lizard", "furious_frog", "aimless_eel"],
        markers=(4, 12),
    )
    play(st, "long_eared_loner")
    assert markers(st) == (4, 12)
    pick(st, "ace_fighter")
    assert up(st, 1) == ["keen_koi"]
    assert down(st, 1) == ["crow_carrier", "ace_fighter"]
    assert_turn_goes_on_to_draw(st)


# --- Saber-Toothed Troll --------------------------------------------------------------------


def test_saber_toothed_troll_takes_a_face_up_hero_and_the_victim_picks_the_green_move():
    st = from_layout(
        3,
        hands={0: ["saber_toothed_troll", "flailing_knight"]},
        face_up={0: ["crow_carrier"], 1: ["keen_koi"], 2: ["ace_fighter", "arrowgant_skeleton"]},
        tavern=["leery_lizard", "furious_frog", "aimless_eel"],
    )
    play(st, "saber_toothed_troll")
    assert markers(st) == (4, 4)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert sorted(card_options(st)) == ["ace_fighter", "arrowgant_skeleton", "keen_koi"]
    pick(st, "ace_fighter")
    assert hand(st, 0) == ["flailing_knight", "ace_fighter"]
    assert up(st, 2) == ["arrowgant_skeleton"]
    assert up(st, 1) == ["keen_koi"]
    assert up(st, 0) == ["crow_carrier", "saber_toothed_troll"]
    # the player who lost the hero decides
    assert st.pending.kind == "markers" and st.deciding_seat == 2
    assert sorted(marker_options(st)) == [(0, -2), (0, 2)]
    pick_markers(st, 0, -2)
    assert markers(st) == (4, 2)
    assert_turn_goes_on_to_draw(st)


def test_saber_toothed_troll_offers_both_green_moves_even_when_one_moves_nothing():
    st = from_layout(
        3,
        hands={0: ["saber_toothed_troll"]},
        face_up={1: ["keen_koi"]},
        tavern=["leery_lizard", "furious_frog", "aimless_eel"],
        markers=(4, 12),
    )
    play(st, "saber_toothed_troll")
    assert hand(st, 0) == ["keen_koi"]
    assert up(st, 1) == []
    assert st.pending.kind == "markers" and st.deciding_seat == 1
    assert sorted(marker_options(st)) == [(0, -2), (0, 0)]
    pick_markers(st, 0, 0)
    assert markers(st) == (4, 12)
    assert_turn_goes_on_to_draw(st)


def test_saber_toothed_troll_without_an_opponent_face_up_hero_does_nothing_at_all():
    st = from_layout(
        3,
        hands={0: ["saber_toothed_troll"]},
        face_up={0: ["crow_carrier"]},
        face_down={1: ["keen_koi"]},
        tavern=["leery_lizard", "furious_frog", "aimless_eel"],
    )
    play(st, "saber_toothed_troll")
    assert markers(st) == (4, 4)
    assert hand(st, 0) == []
    assert up(st, 0) == ["crow_carrier", "saber_toothed_troll"]
    assert down(st, 1) == ["keen_koi"]
    assert_turn_goes_on_to_draw(st)


# --- Potato Privateer -----------------------------------------------------------------------


def test_potato_privateer_moves_green_by_the_chosen_players_imperial_heroes_emperor_included():
    st = from_layout(
        3,
        hands={0: ["potato_privateer", "flailing_knight"]},
        face_up={1: ["ace_fighter", "buried_emperor", "keen_koi"], 2: ["canned_champion"]},
        face_down={1: ["underpaid_mercenary"]},
        graveyard=[],
        tavern=TAVERN,
    )
    play(st, "potato_privateer")
    assert st.pending.kind == "player" and st.deciding_seat == 0
    # yourself included
    assert seat_options(st) == [0, 1, 2]
    pick_player(st, 1)
    # ace_fighter and the Emperor; the face-down mercenary does not count
    assert markers(st) == (4, 6)
    assert up(st, 1) == ["ace_fighter", "buried_emperor", "keen_koi"]
    assert up(st, 0) == ["potato_privateer"]
    assert hand(st, 0) == ["flailing_knight"]
    assert_turn_goes_on_to_draw(st)


def test_potato_privateer_counts_at_most_3():
    st = from_layout(
        3,
        hands={0: ["potato_privateer"]},
        face_up={0: ["ace_fighter", "canned_champion", "flailing_knight", "underpaid_mercenary"]},
        tavern=TAVERN,
    )
    play(st, "potato_privateer")
    pick_player(st, 0)
    assert markers(st) == (4, 7)
    assert_turn_goes_on_to_draw(st)


def test_potato_privateer_picking_a_player_without_imperial_heroes_moves_nothing():
    st = from_layout(
        3,
        hands={0: ["potato_privateer"]},
        face_up={1: ["ace_fighter"], 2: ["keen_koi"]},
        tavern=["leery_lizard", "furious_frog", "aimless_eel"],
    )
    play(st, "potato_privateer")
    pick_player(st, 2)
    assert markers(st) == (4, 4)
    assert_turn_goes_on_to_draw(st)


# --- Spirited Shaman ------------------------------------------------------------------------


def test_spirited_shaman_moves_both_markers_down_and_flips_a_hero_of_another_player():
    st = from_layout(
        3,
        hands={0: ["spirited_shaman", "flailing_knight"]},
        face_up={0: ["canned_champion"], 2: ["ace_fighter"]},
        face_down={1: ["keen_koi"]},
        tavern=["leery_lizard", "furious_frog", "aimless_eel"],
        markers=(6, 5),
    )
    play(st, "spirited_shaman")
    assert markers(st) == (5, 4)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert sorted(card_options(st)) == ["ace_fighter", "keen_koi"]
    pick(st, "ace_fighter")
    assert up(st, 2) == []
    assert down(st, 2) == ["ace_fighter"]
    assert down(st, 1) == ["keen_koi"]
    assert up(st, 0) == ["canned_champion", "spirited_shaman"]
    assert hand(st, 0) == ["flailing_knight"]
    assert_turn_goes_on_to_draw(st)


def test_spirited_shaman_without_other_heroes_only_moves_markers_and_never_flips_your_own():
    st = from_layout(
        3,
        hands={0: ["spirited_shaman"]},
        face_up={0: ["canned_champion"]},
        face_down={0: ["keen_koi"]},
        tavern=["leery_lizard", "furious_frog", "aimless_eel"],
        markers=(1, 5),
    )
    play(st, "spirited_shaman")
    assert markers(st) == (1, 4)
    assert up(st, 0) == ["canned_champion", "spirited_shaman"]
    assert down(st, 0) == ["keen_koi"]
    assert_turn_goes_on_to_draw(st)


# --- Grumpy Guard ---------------------------------------------------------------------------


def test_grumpy_guard_moves_green_plus_2_with_a_face_up_water_folk_in_your_party():
    st = from_layout(
        3,
        hands={0: ["grumpy_guard", "flailing_knight"]},
        face_up={0: ["keen_koi"]},
        tavern=["leery_lizard", "furious_frog", "aimless_eel"],
    )
    play(st, "grumpy_guard")
    assert markers(st) == (4, 6)
    assert up(st, 0) == ["keen_koi", "grumpy_guard"]
    assert hand(st, 0) == ["flailing_knight"]
    assert_turn_goes_on_to_draw(st)


def test_grumpy_guard_ignores_water_folk_of_other_players_and_face_down_water_folk():
    st = from_layout(
        3,
        hands={0: ["grumpy_guard"]},
        face_up={1: ["keen_koi"]},
        face_down={0: ["leery_lizard"]},
        tavern=["furious_frog", "aimless_eel", "crow_carrier"],
    )
    play(st, "grumpy_guard")
    assert markers(st) == (4, 4)
    assert_turn_goes_on_to_draw(st)


def test_grumpy_guard_counts_the_emperor_in_your_party_as_water_folk():
    st = from_layout(
        3,
        hands={0: ["grumpy_guard"]},
        face_up={0: ["buried_emperor"]},
        graveyard=[],
        tavern=TAVERN,
        markers=(4, 11),
    )
    play(st, "grumpy_guard")
    assert markers(st) == (4, 12)
    assert_turn_goes_on_to_draw(st)

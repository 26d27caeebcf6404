"""Scenario tests of the Undead heroes and the Buried Emperor: known position, the card played, the exact result."""

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
    pass_,
    pick,
    pick_at,
    pick_markers,
    pick_player,
    play,
    tavern,
    up,
    wilderness,
)

from hidden_leaders_qt.engine import Option
from hidden_leaders_qt.engine.constants import Zone
from hidden_leaders_qt.engine.layout import from_layout

# Three marker-only heroes that keep the Tavern full, so every turn stops at the draw decision.
TAVERN = ["pigmented_war_pig", "short_sighted_soldier", "leery_lizard"]


def known_by(st, hero_id: str) -> list[int]:
    """The seats that know which card `hero_id` is."""
    mask = st.known[hero(st, hero_id)]
    return [seat for seat in range(st.n) if mask >> seat & 1]


def player_options(st) -> list[int]:
    return [o.args[0] for o in st.options if o.kind == "player"]


def at_draw(st, seat: int = 0) -> bool:
    return st.pending.kind == "draw" and st.deciding_seat == seat


# --- Arrowgant Skeleton ---------------------------------------------------------------------------


def test_arrowgant_skeleton_offers_red_green_or_both_and_moves_both():
    st = from_layout(3, hands={0: ["arrowgant_skeleton", "flailing_knight"]}, tavern=TAVERN)
    play(st, "arrowgant_skeleton")
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert marker_options(st) == [(2, 0), (0, 2), (2, 2)]
    pick_markers(st, 2, 2)
    assert markers(st) == (6, 6)
    assert up(st, 0) == ["arrowgant_skeleton"]
    assert hand(st, 0) == ["flailing_knight"]
    assert graveyard(st) == ["buried_emperor"]
    assert at_draw(st)


def test_arrowgant_skeleton_clamped_at_the_right_end_moves_the_only_marker_that_can_move():
    st = from_layout(3, hands={0: ["arrowgant_skeleton"]}, tavern=TAVERN, markers=(11, 12))
    play(st, "arrowgant_skeleton")
    # red +2 clamps to +1, green +2 moves nothing, both equals red alone: one option, applied
    assert markers(st) == (12, 12)
    assert up(st, 0) == ["arrowgant_skeleton"]
    assert at_draw(st)


# --- Unconfident Executioner ----------------------------------------------------------------------


def test_unconfident_executioner_moves_both_markers_down_and_buries_any_face_up_hero():
    st = from_layout(
        3,
        hands={0: ["unconfident_executioner"]},
        face_up={0: ["pigmented_war_pig"], 1: ["aimless_eel"], 2: ["canned_champion"]},
        tavern=["short_sighted_soldier", "leery_lizard", "furious_frog"],
    )
    play(st, "unconfident_executioner")
    assert markers(st) == (3, 3)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert sorted(card_options(st)) == [
        "aimless_eel",
        "canned_champion",
        "pigmented_war_pig",
        "unconfident_executioner",
    ]
    pick(st, "aimless_eel")
    assert up(st, 1) == []
    assert up(st, 0) == ["pigmented_war_pig", "unconfident_executioner"]
    assert up(st, 2) == ["canned_champion"]
    assert graveyard(st) == ["buried_emperor", "aimless_eel"]
    assert at_draw(st)


def test_unconfident_executioner_alone_buries_itself_and_no_marker_moves_at_the_left_end():
    st = from_layout(3, hands={0: ["unconfident_executioner"]}, tavern=TAVERN, markers=(1, 1))
    play(st, "unconfident_executioner")
    assert markers(st) == (1, 1)
    assert up(st, 0) == []
    assert graveyard(st) == ["buried_emperor", "unconfident_executioner"]
    assert at_draw(st)


# --- Ghastly Granny -------------------------------------------------------------------------------


def test_ghastly_granny_performs_another_of_your_face_up_heroes_markers_and_ability():
    st = from_layout(
        3,
        hands={0: ["ghastly_granny"]},
        face_up={0: ["half_eaten_bull", "pigmented_war_pig"], 1: ["aimless_eel", "canned_champion"]},
        tavern=["short_sighted_soldier", "furious_frog", "leery_lizard"],
    )
    play(st, "ghastly_granny")
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["half_eaten_bull", "pigmented_war_pig"]
    pick(st, "half_eaten_bull")
    # the Bull's red +2 and green +1, then its burial of a face-up Water Folk hero
    assert markers(st) == (6, 5)
    assert card_options(st) == []  # only one Water Folk face-up: buried without a decision
    assert up(st, 1) == ["canned_champion"]
    assert up(st, 0) == ["half_eaten_bull", "pigmented_war_pig", "ghastly_granny"]
    assert graveyard(st) == ["buried_emperor", "aimless_eel"]
    assert at_draw(st)


def test_ghastly_granny_without_another_face_up_hero_does_nothing():
    st = from_layout(
        3,
        hands={0: ["ghastly_granny"]},
        face_down={0: ["rotting_orangutan"]},
        face_up={1: ["arrowgant_skeleton"]},
        tavern=TAVERN,
    )
    play(st, "ghastly_granny")
    assert markers(st) == (4, 4)
    assert up(st, 0) == ["ghastly_granny"]
    assert down(st, 0) == ["rotting_orangutan"]
    assert up(st, 1) == ["arrowgant_skeleton"]
    assert graveyard(st) == ["buried_emperor"]
    assert at_draw(st)


def test_ghastly_granny_performing_a_face_up_buried_emperor_does_nothing():
    st = from_layout(3, hands={0: ["ghastly_granny"]}, face_up={0: ["buried_emperor"]}, graveyard=[], tavern=TAVERN)
    play(st, "ghastly_granny")
    assert markers(st) == (4, 4)
    assert up(st, 0) == ["buried_emperor", "ghastly_granny"]
    assert graveyard(st) == []
    assert at_draw(st)


# --- Rotting Orangutan ----------------------------------------------------------------------------


def test_rotting_orangutan_moves_red_or_green_two_spaces():
    st = from_layout(3, hands={0: ["rotting_orangutan"]}, tavern=TAVERN)
    play(st, "rotting_orangutan")
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert marker_options(st) == [(2, 0), (0, 2)]
    pick_markers(st, 0, 2)
    assert markers(st) == (4, 6)
    assert up(st, 0) == ["rotting_orangutan"]
    assert at_draw(st)


def test_rotting_orangutan_with_red_at_twelve_is_forced_to_move_green():
    st = from_layout(3, hands={0: ["rotting_orangutan"]}, tavern=TAVERN, markers=(12, 5))
    play(st, "rotting_orangutan")
    assert markers(st) == (12, 7)
    assert at_draw(st)


# --- Half-Headed Wizard ---------------------------------------------------------------------------


def test_half_headed_wizard_swaps_a_tavern_card_with_another_players_face_up_hero():
    st = from_layout(
        3,
        hands={0: ["half_headed_wizard"]},
        face_up={0: ["pigmented_war_pig"], 1: ["aimless_eel", "canned_champion"], 2: ["ace_fighter"]},
        tavern=["short_sighted_soldier", "leery_lizard", "furious_frog"],
    )
    play(st, "half_headed_wizard")
    assert markers(st) == (5, 5)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["short_sighted_soldier", "leery_lizard", "furious_frog"]
    pick(st, "leery_lizard")
    assert sorted(card_options(st)) == ["ace_fighter", "aimless_eel", "canned_champion"]
    pick(st, "canned_champion")
    # no ability resolves: the markers stay where the Wizard put them
    assert markers(st) == (5, 5)
    assert tavern(st) == ["short_sighted_soldier", "canned_champion", "furious_frog"]
    assert up(st, 1) == ["aimless_eel", "leery_lizard"]
    assert up(st, 0) == ["pigmented_war_pig", "half_headed_wizard"]
    assert up(st, 2) == ["ace_fighter"]
    assert at_draw(st)


def test_half_headed_wizard_without_face_up_heroes_of_other_players_keeps_the_tavern():
    st = from_layout(
        3,
        hands={0: ["half_headed_wizard"]},
        face_up={0: ["pigmented_war_pig"]},
        face_down={1: ["aimless_eel"]},
        tavern=["short_sighted_soldier", "leery_lizard", "furious_frog"],
    )
    play(st, "half_headed_wizard")
    assert markers(st) == (5, 5)
    assert tavern(st) == ["short_sighted_soldier", "leery_lizard", "furious_frog"]
    assert up(st, 0) == ["pigmented_war_pig", "half_headed_wizard"]
    assert down(st, 1) == ["aimless_eel"]
    assert at_draw(st)


# --- Nightmarish Northman -------------------------------------------------------------------------


def test_nightmarish_northman_buries_one_of_yours_and_one_of_another_player():
    st = from_layout(
        3,
        hands={0: ["nightmarish_northman"]},
        face_up={0: ["pigmented_war_pig"], 1: ["aimless_eel", "canned_champion"], 2: ["ace_fighter"]},
        tavern=TAVERN[1:] + ["furious_frog"],
    )
    play(st, "nightmarish_northman")
    assert marker_options(st) == [(2, 0), (0, 2), (2, 2)]
    pick_markers(st, 2, 0)
    assert markers(st) == (6, 4)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["pigmented_war_pig", "nightmarish_northman"]
    pick(st, "pigmented_war_pig")
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert sorted(card_options(st)) == ["ace_fighter", "aimless_eel", "canned_champion"]
    pick(st, "ace_fighter")
    assert up(st, 0) == ["nightmarish_northman"]
    assert up(st, 1) == ["aimless_eel", "canned_champion"]
    assert up(st, 2) == []
    assert graveyard(st) == ["buried_emperor", "pigmented_war_pig", "ace_fighter"]
    assert at_draw(st)


def test_nightmarish_northman_with_no_other_face_up_hero_buries_only_itself():
    st = from_layout(3, hands={0: ["nightmarish_northman"]}, face_down={1: ["aimless_eel"]}, tavern=TAVERN)
    play(st, "nightmarish_northman")
    pick_markers(st, 2, 2)
    assert markers(st) == (6, 6)
    assert up(st, 0) == []
    assert down(st, 1) == ["aimless_eel"]
    assert graveyard(st) == ["buried_emperor", "nightmarish_northman"]
    assert at_draw(st)


# --- Half-Eaten Bull ------------------------------------------------------------------------------


def test_half_eaten_bull_buries_a_face_up_water_folk_hero_and_the_emperor_counts():
    st = from_layout(
        3,
        hands={0: ["half_eaten_bull"]},
        face_up={0: ["keen_koi"], 1: ["aimless_eel", "canned_champion"], 2: ["buried_emperor", "ace_fighter"]},
        graveyard=["arrowgant_skeleton"],
        tavern=TAVERN,
    )
    play(st, "half_eaten_bull")
    assert markers(st) == (6, 5)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert sorted(card_options(st)) == ["aimless_eel", "buried_emperor", "keen_koi"]
    pick(st, "buried_emperor")
    assert up(st, 2) == ["ace_fighter"]
    assert up(st, 1) == ["aimless_eel", "canned_champion"]
    assert up(st, 0) == ["keen_koi", "half_eaten_bull"]
    assert graveyard(st) == ["arrowgant_skeleton", "buried_emperor"]
    assert at_draw(st)


def test_half_eaten_bull_without_a_face_up_water_folk_hero_only_moves_the_markers():
    st = from_layout(
        3,
        hands={0: ["half_eaten_bull"]},
        face_up={1: ["canned_champion"]},
        face_down={1: ["aimless_eel"]},
        tavern=TAVERN,
        markers=(11, 12),
    )
    play(st, "half_eaten_bull")
    assert markers(st) == (12, 12)
    assert up(st, 0) == ["half_eaten_bull"]
    assert up(st, 1) == ["canned_champion"]
    assert down(st, 1) == ["aimless_eel"]
    assert graveyard(st) == ["buried_emperor"]
    assert at_draw(st)


# --- Gorgeous Gorgon ------------------------------------------------------------------------------


def test_gorgeous_gorgon_buries_a_random_face_up_hero_of_the_chosen_player():
    st = from_layout(
        3,
        hands={0: ["gorgeous_gorgon"]},
        face_up={1: ["aimless_eel", "canned_champion"]},
        face_down={2: ["ace_fighter"]},
        tavern=TAVERN,
    )
    play(st, "gorgeous_gorgon")
    assert marker_options(st) == [(1, 0), (0, 1)]
    pick_markers(st, 0, 1)
    assert markers(st) == (4, 5)
    assert st.pending.kind == "player" and st.deciding_seat == 0
    # yourself allowed (the Gorgon is face-up), seat 2 has no face-up hero
    assert player_options(st) == [0, 1]
    pick_player(st, 1)
    # the burial is random: no card decision, one of the two is gone
    assert at_draw(st)
    assert len(up(st, 1)) == 1
    buried = graveyard(st)[-1]
    assert buried in ("aimless_eel", "canned_champion")
    assert graveyard(st) == ["buried_emperor", buried]
    assert sorted(up(st, 1) + [buried]) == ["aimless_eel", "canned_champion"]
    assert up(st, 0) == ["gorgeous_gorgon"]
    assert down(st, 2) == ["ace_fighter"]


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


def test_gorgeous_gorgon_alone_can_only_pick_you_and_buries_itself():
    st = from_layout(3, hands={0: ["gorgeous_gorgon"]}, face_down={1: ["aimless_eel"]}, tavern=TAVERN)
    play(st, "gorgeous_gorgon")
    pick_markers(st, 1, 0)
    # only seat 0 qualifies: chosen without a decision
    assert markers(st) == (5, 4)
    assert up(st, 0) == []
    assert graveyard(st) == ["buried_emperor", "gorgeous_gorgon"]
    assert at_draw(st)


# --- Crow Carrier ---------------------------------------------------------------------------------


def test_crow_carrier_puts_one_of_the_top_two_graveyard_cards_face_down_and_discards_the_other():
    st = from_layout(
        3,
        hands={0: ["crow_carrier"]},
        graveyard=["buried_emperor", "aimless_eel", "canned_champion", "ace_fighter"],
        wilderness=["keen_koi"],
        tavern=TAVERN,
    )
    play(st, "crow_carrier")
    assert markers(st) == (3, 3)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert sorted(card_options(st)) == ["ace_fighter", "canned_champion"]
    pick(st, "canned_champion")
    assert down(st, 0) == ["canned_champion"]
    assert up(st, 0) == ["crow_carrier"]
    assert wilderness(st) == ["keen_koi", "ace_fighter"]
    assert graveyard(st) == ["buried_emperor", "aimless_eel"]
    assert st.looking == []
    assert at_draw(st)


def test_crow_carrier_with_only_the_emperor_in_the_graveyard_puts_it_face_down():
    st = from_layout(3, hands={0: ["crow_carrier"]}, wilderness=["keen_koi"], tavern=TAVERN, markers=(1, 6))
    play(st, "crow_carrier")
    assert markers(st) == (1, 5)
    assert down(st, 0) == ["buried_emperor"]
    assert graveyard(st) == []
    assert wilderness(st) == ["keen_koi"]
    assert at_draw(st)


def test_crow_carrier_with_an_empty_graveyard_only_moves_the_markers():
    st = from_layout(3, hands={0: ["crow_carrier"]}, graveyard=[], wilderness=["keen_koi"], tavern=TAVERN)
    play(st, "crow_carrier")
    assert markers(st) == (3, 3)
    assert down(st, 0) == []
    assert up(st, 0) == ["crow_carrier"]
    assert wilderness(st) == ["keen_koi"]
    assert at_draw(st)


# --- Insidious Impaler ----------------------------------------------------------------------------


def test_insidious_impaler_performs_a_tavern_card_then_buries_it():
    st = from_layout(
        3,
        hands={0: ["insidious_impaler"]},
        tavern=["rotting_orangutan", "pigmented_war_pig", "leery_lizard"],
    )
    play(st, "insidious_impaler")
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["rotting_orangutan", "pigmented_war_pig", "leery_lizard"]
    pick(st, "rotting_orangutan")
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert marker_options(st) == [(2, 0), (0, 2)]
    pick_markers(st, 2, 0)
    assert markers(st) == (6, 4)
    assert tavern(st) == [None, "pigmented_war_pig", "leery_lizard"]
    assert graveyard(st) == ["buried_emperor", "rotting_orangutan"]
    assert up(st, 0) == ["insidious_impaler"]
    assert st.in_play == []
    assert at_draw(st)


def test_insidious_impaler_performed_executioner_cannot_bury_itself_and_is_buried_after():
    st = from_layout(
        3,
        hands={0: ["insidious_impaler"]},
        face_up={1: ["aimless_eel"]},
        tavern=["unconfident_executioner", "pigmented_war_pig", "leery_lizard"],
    )
    play(st, "insidious_impaler")
    pick(st, "unconfident_executioner")
    assert markers(st) == (3, 3)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert sorted(card_options(st)) == ["aimless_eel", "insidious_impaler"]
    pick(st, "aimless_eel")
    assert up(st, 1) == []
    assert up(st, 0) == ["insidious_impaler"]
    assert graveyard(st) == ["buried_emperor", "aimless_eel", "unconfident_executioner"]
    assert tavern(st) == [None, "pigmented_war_pig", "leery_lizard"]
    assert at_draw(st)


def test_insidious_impaler_with_an_empty_tavern_does_nothing():
    st = from_layout(
        3,
        hands={0: ["insidious_impaler", "flailing_knight", "keen_koi", "ace_fighter", "aimless_eel"]},
    )
    play(st, "insidious_impaler")
    # nothing to perform; with 4 hand cards there is no draw: the turn stops at the discard-down
    assert markers(st) == (4, 4)
    assert up(st, 0) == ["insidious_impaler"]
    assert graveyard(st) == ["buried_emperor"]
    assert tavern(st) == [None, None, None]
    assert st.in_play == []
    assert hand(st, 0) == ["flailing_knight", "keen_koi", "ace_fighter", "aimless_eel"]
    assert st.pending.kind == "discard_down" and st.deciding_seat == 0


# --- Lethargic Leech ------------------------------------------------------------------------------


def test_lethargic_leech_hides_a_hand_card_face_down_known_only_to_you():
    st = from_layout(
        3,
        hands={0: ["lethargic_leech", "flailing_knight", "aimless_eel"]},
        face_down={0: ["keen_koi"]},
        tavern=TAVERN,
    )
    play(st, "lethargic_leech")
    assert marker_options(st) == [(-1, 0), (0, -1)]
    pick_markers(st, -1, 0)
    assert markers(st) == (3, 4)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["flailing_knight", "aimless_eel"]
    pick(st, "aimless_eel")
    assert down(st, 0) == ["keen_koi", "aimless_eel"]
    assert hand(st, 0) == ["flailing_knight"]
    assert up(st, 0) == ["lethargic_leech"]
    assert known_by(st, "aimless_eel") == [0]
    assert st.view_for(1).face_down[0] == (-1, -1)
    assert at_draw(st)


def test_lethargic_leech_with_an_empty_hand_only_moves_a_marker():
    st = from_layout(3, hands={0: ["lethargic_leech"]}, tavern=TAVERN, markers=(1, 5))
    play(st, "lethargic_leech")
    # red -1 moves nothing: green -1 is forced
    assert markers(st) == (1, 4)
    assert down(st, 0) == []
    assert up(st, 0) == ["lethargic_leech"]
    assert at_draw(st)


# --- Will-Bending Witch ---------------------------------------------------------------------------


def test_will_bending_witch_makes_each_other_player_discard_a_card_of_their_choice():
    st = from_layout(
        3,
        hands={0: ["will_bending_witch", "flailing_knight"], 1: ["aimless_eel", "canned_champion"], 2: ["ace_fighter"]},
        wilderness=["keen_koi"],
        tavern=TAVERN,
    )
    play(st, "will_bending_witch")
    pick_markers(st, 1, 0)
    assert markers(st) == (5, 4)
    # seat 1 chooses from their own hand
    assert st.pending.kind == "card" and st.deciding_seat == 1
    assert card_options(st) == ["aimless_eel", "canned_champion"]
    pick(st, "canned_champion")
    # seat 2 has one card: discarded without a decision
    assert hand(st, 1) == ["aimless_eel"]
    assert hand(st, 2) == []
    assert hand(st, 0) == ["flailing_knight"]
    assert wilderness(st) == ["keen_koi", "canned_champion", "ace_fighter"]
    # discards from a hand are anonymous
    assert known_by(st, "canned_champion") == [1]
    assert known_by(st, "ace_fighter") == [2]
    assert at_draw(st)


def test_will_bending_witch_skips_a_player_with_an_empty_hand():
    st = from_layout(
        3,
        hands={0: ["will_bending_witch"], 2: ["ace_fighter", "aimless_eel"]},
        tavern=TAVERN,
    )
    play(st, "will_bending_witch")
    pick_markers(st, 0, 1)
    assert markers(st) == (4, 5)
    assert st.pending.kind == "card" and st.deciding_seat == 2
    pick(st, "ace_fighter")
    assert hand(st, 2) == ["aimless_eel"]
    assert hand(st, 1) == []
    assert wilderness(st) == ["ace_fighter"]
    assert at_draw(st)


# --- Resurrected Ram ------------------------------------------------------------------------------


def test_resurrected_ram_discards_the_tavern_and_refills_it_from_the_top_of_the_graveyard():
    st = from_layout(
        3,
        hands={0: ["resurrected_ram"]},
        tavern=TAVERN,
        graveyard=["buried_emperor", "aimless_eel", "canned_champion", "ace_fighter"],
        wilderness=["keen_koi"],
    )
    play(st, "resurrected_ram")
    pick_markers(st, 0, 1)
    assert markers(st) == (4, 5)
    assert wilderness(st) == ["keen_koi"] + TAVERN
    # the discarded Tavern cards were public
    assert known_by(st, "short_sighted_soldier") == [0, 1, 2]
    assert tavern(st) == ["ace_fighter", "canned_champion", "aimless_eel"]
    assert graveyard(st) == ["buried_emperor"]
    assert up(st, 0) == ["resurrected_ram"]
    assert at_draw(st)


def test_resurrected_ram_with_a_short_graveyard_leaves_slots_empty_until_the_end_of_the_turn():
    st = from_layout(
        3,
        hands={0: ["resurrected_ram"], 1: ["depressed_druid"]},
        tavern=[None, "short_sighted_soldier", "leery_lizard"],
        harbor=["furious_frog", "keen_koi", "canned_champion", "ace_fighter", "aimless_eel", "arrowgant_skeleton"],
    )
    play(st, "resurrected_ram")
    pick_markers(st, 1, 0)
    assert markers(st) == (5, 4)
    assert wilderness(st) == ["short_sighted_soldier", "leery_lizard"]
    assert tavern(st) == ["buried_emperor", None, None]
    assert graveyard(st) == []
    assert at_draw(st)
    # draw up to 4 from the Harbor, discard the first hand card down to 3, end the turn:
    # the empty slots are refilled from the Harbor
    finish_turn(st)
    assert wilderness(st) == ["short_sighted_soldier", "leery_lizard", "arrowgant_skeleton"]
    assert hand(st, 0) == ["aimless_eel", "ace_fighter", "canned_champion"]
    assert tavern(st) == ["buried_emperor", "keen_koi", "furious_frog"]
    assert st.pending.kind == "main" and st.deciding_seat == 1


# --- Mummy Mystic ---------------------------------------------------------------------------------


def test_mummy_mystic_swaps_the_top_graveyard_card_with_one_of_your_face_up_heroes():
    st = from_layout(
        3,
        hands={0: ["mummy_mystic"]},
        face_up={0: ["pigmented_war_pig"]},
        graveyard=["buried_emperor", "aimless_eel", "underpaid_mercenary"],
        tavern=TAVERN[1:] + ["furious_frog"],
    )
    play(st, "mummy_mystic")
    assert markers(st) == (5, 6)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert st.options == (Option("card", (Zone.GRAVEYARD, -1, 2)), Option("pass"))
    pick(st, "underpaid_mercenary")
    assert card_options(st) == ["pigmented_war_pig", "mummy_mystic"]
    pick(st, "pigmented_war_pig")
    # the Mercenary comes in face-up without its effect
    assert markers(st) == (5, 6)
    assert up(st, 0) == ["underpaid_mercenary", "mummy_mystic"]
    assert graveyard(st) == ["buried_emperor", "aimless_eel", "pigmented_war_pig"]
    assert at_draw(st)


def test_mummy_mystic_may_swap_itself_into_the_graveyard():
    st = from_layout(3, hands={0: ["mummy_mystic"]}, graveyard=["buried_emperor", "aimless_eel"], tavern=TAVERN)
    play(st, "mummy_mystic")
    pick(st, "aimless_eel")
    # the Mystic is the only face-up hero: picked without a decision
    assert up(st, 0) == ["aimless_eel"]
    assert graveyard(st) == ["buried_emperor", "mummy_mystic"]
    assert markers(st) == (5, 6)
    assert at_draw(st)


def test_mummy_mystic_swap_is_optional():
    st = from_layout(
        3,
        hands={0: ["mummy_mystic"]},
        face_up={0: ["pigmented_war_pig"]},
        graveyard=["buried_emperor", "aimless_eel"],
        tavern=TAVERN[1:] + ["furious_frog"],
    )
    play(st, "mummy_mystic")
    pass_(st)
    assert markers(st) == (5, 6)
    assert up(st, 0) == ["pigmented_war_pig", "mummy_mystic"]
    assert graveyard(st) == ["buried_emperor", "aimless_eel"]
    assert at_draw(st)


# --- Naughty Necromancer --------------------------------------------------------------------------


def test_naughty_necromancer_moves_both_markers_by_the_graveyard_size():
    st = from_layout(3, hands={0: ["naughty_necromancer"]}, graveyard=["buried_emperor", "aimless_eel"], tavern=TAVERN)
    play(st, "naughty_necromancer")
    assert markers(st) == (6, 6)
    assert up(st, 0) == ["naughty_necromancer"]
    assert graveyard(st) == ["buried_emperor", "aimless_eel"]
    assert at_draw(st)


def test_naughty_necromancer_counts_at_most_three_graveyard_cards_and_clamps():
    st = from_layout(
        3,
        hands={0: ["naughty_necromancer"]},
        graveyard=["buried_emperor", "aimless_eel", "canned_champion", "ace_fighter", "keen_koi"],
        tavern=TAVERN,
        markers=(5, 11),
    )
    play(st, "naughty_necromancer")
    assert markers(st) == (8, 12)
    assert at_draw(st)


def test_naughty_necromancer_with_an_empty_graveyard_moves_nothing():
    st = from_layout(3, hands={0: ["naughty_necromancer"]}, graveyard=[], tavern=TAVERN)
    play(st, "naughty_necromancer")
    assert markers(st) == (4, 4)
    assert up(st, 0) == ["naughty_necromancer"]
    assert at_draw(st)


# --- Sun-Shy Skeleton -----------------------------------------------------------------------------


def test_sun_shy_skeleton_performs_the_top_graveyard_card_which_stays_there():
    st = from_layout(
        3,
        hands={0: ["sun_shy_skeleton"]},
        face_up={1: ["aimless_eel", "canned_champion"]},
        graveyard=["buried_emperor", "half_eaten_bull"],
        tavern=TAVERN,
    )
    play(st, "sun_shy_skeleton")
    # the Bull's markers and its burial of the only face-up Water Folk hero
    assert markers(st) == (6, 5)
    assert up(st, 1) == ["canned_champion"]
    assert graveyard(st) == ["buried_emperor", "half_eaten_bull", "aimless_eel"]
    assert up(st, 0) == ["sun_shy_skeleton"]
    assert at_draw(st)


def test_sun_shy_skeleton_asks_the_performed_cards_choices_of_you():
    st = from_layout(
        3, hands={0: ["sun_shy_skeleton"]}, graveyard=["buried_emperor", "rotting_orangutan"], tavern=TAVERN
    )
    play(st, "sun_shy_skeleton")
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert marker_options(st) == [(2, 0), (0, 2)]
    pick_markers(st, 0, 2)
    assert markers(st) == (4, 6)
    assert graveyard(st) == ["buried_emperor", "rotting_orangutan"]
    assert at_draw(st)


def test_sun_shy_skeleton_on_the_buried_emperor_does_nothing():
    st = from_layout(3, hands={0: ["sun_shy_skeleton"]}, face_up={1: ["aimless_eel"]}, tavern=TAVERN)
    play(st, "sun_shy_skeleton")
    assert markers(st) == (4, 4)
    assert graveyard(st) == ["buried_emperor"]
    assert up(st, 0) == ["sun_shy_skeleton"]
    assert up(st, 1) == ["aimless_eel"]
    assert at_draw(st)


# --- Wrapped Warrior ------------------------------------------------------------------------------


def test_wrapped_warrior_takes_any_graveyard_card_into_your_hand_even_the_emperor():
    st = from_layout(
        3,
        hands={0: ["wrapped_warrior", "flailing_knight"]},
        graveyard=["buried_emperor", "aimless_eel", "canned_champion"],
        tavern=TAVERN,
    )
    play(st, "wrapped_warrior")
    pick_markers(st, 1, 0)
    assert markers(st) == (5, 4)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["buried_emperor", "aimless_eel", "canned_champion"]
    pick(st, "buried_emperor")
    assert hand(st, 0) == ["flailing_knight", "buried_emperor"]
    assert graveyard(st) == ["aimless_eel", "canned_champion"]
    assert up(st, 0) == ["wrapped_warrior"]
    assert at_draw(st)


def test_wrapped_warrior_with_an_empty_graveyard_only_moves_a_marker():
    st = from_layout(3, hands={0: ["wrapped_warrior"]}, graveyard=[], tavern=TAVERN, markers=(4, 12))
    play(st, "wrapped_warrior")
    # green +1 moves nothing: red +1 is forced
    assert markers(st) == (5, 12)
    assert hand(st, 0) == []
    assert graveyard(st) == []
    assert at_draw(st)


# --- Slaughtered Slime ----------------------------------------------------------------------------


def test_slaughtered_slime_buries_a_face_down_hero_chosen_blind_and_reveals_it():
    st = from_layout(
        3,
        hands={0: ["slaughtered_slime"]},
        face_down={0: ["keen_koi"], 1: ["aimless_eel", "canned_champion"], 2: ["ace_fighter"]},
        face_up={1: ["leery_lizard"]},
        tavern=["pigmented_war_pig", "short_sighted_soldier", "furious_frog"],
    )
    play(st, "slaughtered_slime")
    pick_markers(st, 0, -1)
    assert markers(st) == (4, 3)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert sorted(o.args for o in st.options) == [
        (Zone.FACE_DOWN, 0, 0),
        (Zone.FACE_DOWN, 1, 0),
        (Zone.FACE_DOWN, 1, 1),
        (Zone.FACE_DOWN, 2, 0),
    ]
    # seat 0 does not know what it is picking
    assert known_by(st, "canned_champion") == [1]
    assert st.view_for(0).face_down[1] == (-1, -1)
    pick_at(st, Zone.FACE_DOWN, 1, 1)
    assert down(st, 1) == ["aimless_eel"]
    assert up(st, 1) == ["leery_lizard"]
    assert down(st, 0) == ["keen_koi"]
    assert graveyard(st) == ["buried_emperor", "canned_champion"]
    assert known_by(st, "canned_champion") == [0, 1, 2]
    assert at_draw(st)


def test_slaughtered_slime_without_face_down_heroes_only_moves_a_marker():
    st = from_layout(3, hands={0: ["slaughtered_slime"]}, face_up={1: ["aimless_eel"]}, tavern=TAVERN)
    play(st, "slaughtered_slime")
    pick_markers(st, -1, 0)
    assert markers(st) == (3, 4)
    assert up(st, 1) == ["aimless_eel"]
    assert up(st, 0) == ["slaughtered_slime"]
    assert graveyard(st) == ["buried_emperor"]
    assert at_draw(st)


# --- Buried Emperor -------------------------------------------------------------------------------


def test_buried_emperor_played_from_hand_only_joins_the_party_face_up():
    st = from_layout(
        3,
        hands={0: ["buried_emperor", "flailing_knight"]},
        graveyard=["aimless_eel"],
        face_up={1: ["canned_champion"]},
        tavern=TAVERN,
    )
    play(st, "buried_emperor")
    assert markers(st) == (4, 4)
    assert up(st, 0) == ["buried_emperor"]
    assert hand(st, 0) == ["flailing_knight"]
    assert graveyard(st) == ["aimless_eel"]
    assert up(st, 1) == ["canned_champion"]
    assert known_by(st, "buried_emperor") == [0, 1, 2]
    assert at_draw(st)


@pytest.mark.parametrize(
    ("burier", "faction_hero"),
    [
        ("aimless_eel", "arrowgant_skeleton"),  # bury a face-up Undead hero
        ("half_eaten_bull", "keen_koi"),  # Water Folk
        ("shaky_sharpshooter", "ace_fighter"),  # Imperial Army
        ("canned_champion", "pigmented_war_pig"),  # Hill Tribes
    ],
)
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


def test_buried_emperor_on_top_of_the_wilderness_is_undead_for_tentacle_oracle():
    st = from_layout(
        3,
        hands={0: ["tentacle_oracle"]},
        graveyard=[],
        wilderness=["keen_koi", "buried_emperor"],
        tavern=TAVERN,
    )
    play(st, "tentacle_oracle")
    assert markers(st) == (4, 4)
    assert wilderness(st) == ["keen_koi", "buried_emperor"]
    assert known_by(st, "buried_emperor") == [0, 1, 2]
    assert at_draw(st)


def test_buried_emperor_is_not_offered_by_the_doubtful_priests_not_imperial_extra_play():
    st = from_layout(
        3,
        hands={0: ["doubtful_priest", "buried_emperor", "flailing_knight", "pigmented_war_pig"]},
        graveyard=[],
        tavern=TAVERN[1:] + ["furious_frog"],
    )
    play(st, "doubtful_priest")
    assert st.pending.kind == "markers" and st.deciding_seat == 1
    pick_markers(st, 2, 0)
    assert markers(st) == (6, 4)
    assert st.pending.kind == "extra_play" and st.deciding_seat == 0
    playable = [hand(st, 0)[o.args[0]] for o in st.options if o.kind == "play"]
    assert playable == ["pigmented_war_pig"]
    pass_(st)
    assert hand(st, 0) == ["buried_emperor", "flailing_knight", "pigmented_war_pig"]
    assert up(st, 0) == ["doubtful_priest"]
    assert at_draw(st)


def test_buried_emperor_face_up_counts_as_undead_for_krill_keeper():
    st = from_layout(
        3,
        hands={0: ["krill_keeper"]},
        face_up={1: ["buried_emperor", "arrowgant_skeleton", "ace_fighter"]},
        graveyard=[],
        tavern=TAVERN,
        markers=(8, 8),
    )
    play(st, "krill_keeper")
    assert st.pending.kind == "player" and st.deciding_seat == 0
    pick_player(st, 1)
    assert markers(st) == (6, 6)
    assert at_draw(st)


def test_buried_emperor_in_the_tavern_is_discarded_and_counted_by_hangry_barbarian():
    st = from_layout(
        3,
        hands={0: ["hangry_barbarian"]},
        graveyard=[],
        tavern=["buried_emperor", "keen_koi", "ace_fighter"],
        markers=(7, 4),
    )
    play(st, "hangry_barbarian")
    assert wilderness(st) == ["buried_emperor", "ace_fighter"]
    assert tavern(st) == [None, "keen_koi", None]
    assert markers(st) == (5, 4)
    assert at_draw(st)


def test_buried_emperor_is_not_offered_by_the_queer_quartermasters_not_imperial_swap():
    st = from_layout(
        3,
        hands={0: ["queer_quartermaster", "flailing_knight"]},
        face_up={0: ["buried_emperor", "aimless_eel"]},
        graveyard=[],
        tavern=TAVERN,
    )
    play(st, "queer_quartermaster")
    assert markers(st) == (5, 4)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["aimless_eel"]
    assert Option("pass") in st.options
    pick(st, "aimless_eel")
    assert up(st, 0) == ["buried_emperor", "flailing_knight", "queer_quartermaster"]
    assert hand(st, 0) == ["aimless_eel"]
    assert at_draw(st)

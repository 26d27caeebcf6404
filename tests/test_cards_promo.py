"""Scenario tests of the 12 promotional (Kickstarter) heroes: known position, the card played, the exact result."""

import pytest
from helpers import (
    card_options,
    down,
    graveyard,
    hand,
    marker_options,
    markers,
    name_faction,
    pass_,
    pick,
    pick_markers,
    pick_player,
    play,
    up,
    wilderness,
)

from hidden_leaders_qt.engine import GameState
from hidden_leaders_qt.engine.cards import default_db
from hidden_leaders_qt.engine.errors import EngineError
from hidden_leaders_qt.engine.layout import from_layout
from hidden_leaders_qt.engine.options import PASS
from hidden_leaders_qt.engine.settings import Settings
from hidden_leaders_qt.engine.state import deck_for

TAVERN = ["pigmented_war_pig", "bored_goblin", "depressed_druid"]
PROMO = [
    "gambling_overseer",
    "goblin_cryptographer",
    "careless_cartographer",
    "underwater_artist",
    "polar_protector",
    "firm_fishmonger",
    "sanguine_scholar",
    "well_shaved_wizard",
    "half_sliced_ghoul",
    "kind_king_slayer",
    "careful_chameleon",
    "seaweed_chopper",
]


def known_by(st: GameState, hero_id: str) -> set[int]:
    """The seats that can identify `hero_id`."""
    mask = st.known[st.db.hero_index[hero_id]]
    return {seat for seat in range(st.n) if mask >> seat & 1}


def player_options(st: GameState) -> list[int]:
    return [o.args[0] for o in st.options if o.kind == "player"]


def assert_turn_goes_on_to_draw(st: GameState, seat: int = 0) -> None:
    assert st.pending.kind == "draw" and st.deciding_seat == seat
    assert st.stack == []


# --- 74 Gambling Overseer ---------------------------------------------------------------


def test_gambling_overseer_buries_an_own_face_down_hero_then_hides_two_hand_cards():
    st = from_layout(
        3,
        hands={0: ["gambling_overseer", "keen_koi", "leery_lizard", "furious_frog"]},
        face_down={0: ["ace_fighter", "canned_champion"], 1: ["aimless_eel"]},
        tavern=TAVERN,
        markers=(6, 5),
    )
    play(st, "gambling_overseer")
    assert markers(st) == (5, 4)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["ace_fighter", "canned_champion"]
    pick(st, "canned_champion")
    assert graveyard(st) == ["buried_emperor", "canned_champion"]
    assert known_by(st, "canned_champion") == {0, 1, 2}
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert sorted(card_options(st)) == ["furious_frog", "keen_koi", "leery_lizard"]
    pick(st, "furious_frog")
    assert sorted(card_options(st)) == ["keen_koi", "leery_lizard"]
    pick(st, "keen_koi")
    assert down(st, 0) == ["ace_fighter", "furious_frog", "keen_koi"]
    assert up(st, 0) == ["gambling_overseer"]
    assert hand(st, 0) == ["leery_lizard"]
    assert down(st, 1) == ["aimless_eel"]
    assert known_by(st, "keen_koi") == {0}
    assert_turn_goes_on_to_draw(st)


def test_gambling_overseer_without_face_down_heroes_still_hides_its_only_hand_card_and_markers_clamp():
    st = from_layout(
        2,
        hands={0: ["gambling_overseer", "keen_koi"]},
        face_down={1: ["aimless_eel"]},
        tavern=TAVERN,
        markers=(1, 1),
    )
    play(st, "gambling_overseer")
    assert markers(st) == (1, 1)
    assert graveyard(st) == ["buried_emperor"]
    assert down(st, 1) == ["aimless_eel"]
    assert down(st, 0) == ["keen_koi"]
    assert hand(st, 0) == []
    assert up(st, 0) == ["gambling_overseer"]
    assert_turn_goes_on_to_draw(st)


# --- 75 Goblin Cryptographer ----------------------------------------------------------


def test_goblin_cryptographer_moves_another_players_face_up_hero_to_a_third_player():
    st = from_layout(
        4,
        hands={0: ["goblin_cryptographer", "keen_koi"]},
        face_up={1: ["aimless_eel"], 2: ["ace_fighter"]},
        tavern=TAVERN,
    )
    play(st, "goblin_cryptographer")
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert sorted(marker_options(st)) == [(-1, -1), (-1, 0), (0, -1)]
    pick_markers(st, -1, -1)
    assert markers(st) == (3, 3)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["goblin_cryptographer", "aimless_eel", "ace_fighter"]
    assert PASS in st.options
    pick(st, "aimless_eel")
    assert st.pending.kind == "player" and st.deciding_seat == 0
    assert player_options(st) == [2, 3]
    pick_player(st, 3)
    assert up(st, 1) == []
    assert up(st, 2) == ["ace_fighter"]
    assert up(st, 3) == ["aimless_eel"]
    assert up(st, 0) == ["goblin_cryptographer"]
    assert hand(st, 0) == ["keen_koi"]
    assert_turn_goes_on_to_draw(st)


def test_goblin_cryptographer_in_two_player_game_offers_only_own_heroes_and_gives_one_to_the_opponent():
    st = from_layout(
        2,
        hands={0: ["goblin_cryptographer"]},
        face_up={0: ["shaky_sharpshooter"], 1: ["aimless_eel", "ace_fighter"]},
        tavern=TAVERN,
        markers=(1, 4),
    )
    play(st, "goblin_cryptographer")
    # red -1 clamps to nothing, so "green -1" (alone or with it) is the only move
    assert markers(st) == (1, 3)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["shaky_sharpshooter", "goblin_cryptographer"]
    assert PASS in st.options
    pick(st, "shaky_sharpshooter")
    # the opponent is the only player who is neither you nor the owner: no player decision
    assert up(st, 0) == ["goblin_cryptographer"]
    assert up(st, 1) == ["aimless_eel", "ace_fighter", "shaky_sharpshooter"]
    assert_turn_goes_on_to_draw(st)


def test_goblin_cryptographer_may_pass_and_move_nothing():
    st = from_layout(
        3,
        hands={0: ["goblin_cryptographer"]},
        face_up={1: ["aimless_eel"], 2: ["ace_fighter"]},
        tavern=TAVERN,
    )
    play(st, "goblin_cryptographer")
    pick_markers(st, 0, -1)
    assert markers(st) == (4, 3)
    pass_(st)
    assert up(st, 0) == ["goblin_cryptographer"]
    assert up(st, 1) == ["aimless_eel"]
    assert up(st, 2) == ["ace_fighter"]
    assert_turn_goes_on_to_draw(st)


# --- 76 Careless Cartographer ---------------------------------------------------------


def test_careless_cartographer_swaps_a_blind_face_down_hero_with_one_of_yours():
    st = from_layout(
        3,
        hands={0: ["careless_cartographer"]},
        face_down={0: ["keen_koi", "leery_lizard"], 1: ["ace_fighter", "aimless_eel"], 2: ["shaky_sharpshooter"]},
        tavern=TAVERN,
    )
    play(st, "careless_cartographer")
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert sorted(marker_options(st)) == [(0, 1), (1, 0), (1, 1)]
    pick_markers(st, 0, 1)
    assert markers(st) == (4, 5)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["ace_fighter", "aimless_eel", "shaky_sharpshooter"]
    # the other players' face-down heroes are picked blind
    assert st.view_for(0).face_down[1] == (-1, -1)
    pick(st, "aimless_eel")
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["keen_koi", "leery_lizard"]
    pick(st, "keen_koi")
    assert down(st, 0) == ["aimless_eel", "leery_lizard"]
    assert down(st, 1) == ["ace_fighter", "keen_koi"]
    assert down(st, 2) == ["shaky_sharpshooter"]
    assert up(st, 0) == ["careless_cartographer"]
    assert up(st, 1) == [] and up(st, 2) == []
    assert known_by(st, "aimless_eel") == {0, 1}
    assert known_by(st, "keen_koi") == {0, 1}
    assert_turn_goes_on_to_draw(st)


def test_careless_cartographer_without_own_face_down_hero_only_moves_markers():
    st = from_layout(
        2,
        hands={0: ["careless_cartographer"]},
        face_down={1: ["ace_fighter"]},
        tavern=TAVERN,
        markers=(12, 5),
    )
    play(st, "careless_cartographer")
    # red +1 clamps to nothing: green +1 is the only move and is applied
    assert markers(st) == (12, 6)
    assert down(st, 0) == []
    assert down(st, 1) == ["ace_fighter"]
    assert known_by(st, "ace_fighter") == {1}
    assert_turn_goes_on_to_draw(st)


# --- 77 Underwater Artist -------------------------------------------------------------


def test_underwater_artist_chosen_player_picks_which_card_of_the_named_faction_to_give():
    st = from_layout(
        3,
        hands={
            0: ["underwater_artist", "keen_koi"],
            1: ["aimless_eel"],
            2: ["unconfident_executioner", "ghastly_granny", "ace_fighter"],
        },
        tavern=TAVERN,
    )
    play(st, "underwater_artist")
    assert markers(st) == (5, 5)
    assert st.pending.kind == "faction" and st.deciding_seat == 0
    assert [o.args[0] for o in st.options] == ["undead", "water_folk", "imperial_army", "hill_tribes"]
    name_faction(st, "undead")
    assert st.pending.kind == "player" and st.deciding_seat == 0
    assert player_options(st) == [1, 2]
    pick_player(st, 2)
    assert st.pending.kind == "card" and st.deciding_seat == 2
    assert card_options(st) == ["unconfident_executioner", "ghastly_granny"]
    pick(st, "ghastly_granny")
    assert hand(st, 0) == ["keen_koi", "ghastly_granny"]
    assert hand(st, 2) == ["unconfident_executioner", "ace_fighter"]
    assert hand(st, 1) == ["aimless_eel"]
    assert known_by(st, "ghastly_granny") == {0, 2}
    assert up(st, 0) == ["underwater_artist"]
    assert_turn_goes_on_to_draw(st)


def test_underwater_artist_the_buried_emperor_in_hand_matches_the_named_faction():
    st = from_layout(
        2,
        hands={0: ["underwater_artist"], 1: ["buried_emperor", "aimless_eel"]},
        graveyard=["canned_champion"],
        tavern=TAVERN,
    )
    play(st, "underwater_artist")
    name_faction(st, "imperial_army")
    # the only opponent is picked, and the Emperor is their only matching card: no decision
    assert hand(st, 0) == ["buried_emperor"]
    assert hand(st, 1) == ["aimless_eel"]
    assert known_by(st, "buried_emperor") == {0, 1}
    assert markers(st) == (5, 5)
    assert_turn_goes_on_to_draw(st)


def test_underwater_artist_gets_nothing_when_the_player_holds_no_card_of_the_faction():
    st = from_layout(
        2,
        hands={0: ["underwater_artist"], 1: ["aimless_eel", "ace_fighter"]},
        tavern=TAVERN,
    )
    play(st, "underwater_artist")
    name_faction(st, "undead")
    assert hand(st, 0) == []
    assert hand(st, 1) == ["aimless_eel", "ace_fighter"]
    assert any(e.kind == "none_to_give" and e.actor == 1 for e in st.events())
    assert_turn_goes_on_to_draw(st)


# --- 78 Polar Protector ---------------------------------------------------------------


def test_polar_protector_x_is_own_face_down_heroes_capped_at_three():
    st = from_layout(
        2,
        hands={0: ["polar_protector"]},
        face_down={0: ["keen_koi", "leery_lizard", "furious_frog", "ace_fighter"], 1: ["aimless_eel"]},
        tavern=TAVERN,
    )
    play(st, "polar_protector")
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert sorted(marker_options(st)) == [(-3, 0), (0, 3)]
    pick_markers(st, -3, 0)
    assert markers(st) == (1, 4)
    assert up(st, 0) == ["polar_protector"]
    assert down(st, 0) == ["keen_koi", "leery_lizard", "furious_frog", "ace_fighter"]
    assert_turn_goes_on_to_draw(st)


def test_polar_protector_without_face_down_heroes_moves_nothing():
    st = from_layout(
        2,
        hands={0: ["polar_protector"]},
        face_down={1: ["aimless_eel", "keen_koi"]},
        tavern=TAVERN,
        markers=(6, 7),
    )
    play(st, "polar_protector")
    assert markers(st) == (6, 7)
    assert up(st, 0) == ["polar_protector"]
    assert_turn_goes_on_to_draw(st)


def test_polar_protector_options_are_clamped_to_the_track():
    st = from_layout(
        2,
        hands={0: ["polar_protector"]},
        face_down={0: ["keen_koi", "leery_lizard"]},
        tavern=TAVERN,
        markers=(2, 11),
    )
    play(st, "polar_protector")
    assert sorted(marker_options(st)) == [(-1, 0), (0, 1)]
    pick_markers(st, 0, 1)
    assert markers(st) == (2, 12)
    assert_turn_goes_on_to_draw(st)


# --- 79 Firm Fishmonger ---------------------------------------------------------------


def test_firm_fishmonger_swaps_a_wilderness_card_with_an_own_face_down_hero():
    st = from_layout(
        2,
        hands={0: ["firm_fishmonger"]},
        face_down={0: ["ace_fighter", "canned_champion"]},
        wilderness=["flailing_knight", "spirited_shaman", "keen_koi", "leery_lizard", "furious_frog"],
        tavern=TAVERN,
    )
    play(st, "firm_fishmonger")
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert sorted(marker_options(st)) == [(-1, 0), (-1, 1), (0, 1)]
    pick_markers(st, -1, 1)
    assert markers(st) == (3, 5)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["keen_koi", "leery_lizard", "furious_frog"]
    assert all(known_by(st, c) == {0} for c in ["keen_koi", "leery_lizard", "furious_frog"])
    pick(st, "leery_lizard")
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["ace_fighter", "canned_champion"]
    pick(st, "ace_fighter")
    assert down(st, 0) == ["leery_lizard", "canned_champion"]
    # the other looked-at cards go back, the former face-down hero lies on top
    assert wilderness(st) == ["flailing_knight", "spirited_shaman", "keen_koi", "furious_frog", "ace_fighter"]
    assert st.looking == []
    assert known_by(st, "leery_lizard") == {0}
    assert known_by(st, "ace_fighter") == {0}
    assert known_by(st, "spirited_shaman") == set()
    assert up(st, 0) == ["firm_fishmonger"]
    assert_turn_goes_on_to_draw(st)


def test_firm_fishmonger_without_own_face_down_hero_does_not_look_at_the_wilderness():
    st = from_layout(
        2,
        hands={0: ["firm_fishmonger"]},
        face_down={1: ["ace_fighter"]},
        wilderness=["keen_koi", "leery_lizard", "furious_frog"],
        tavern=TAVERN,
    )
    play(st, "firm_fishmonger")
    pick_markers(st, 0, 1)
    assert markers(st) == (4, 5)
    assert wilderness(st) == ["keen_koi", "leery_lizard", "furious_frog"]
    assert st.looking == []
    assert all(known_by(st, c) == set() for c in ["keen_koi", "leery_lizard", "furious_frog"])
    assert down(st, 0) == []
    assert down(st, 1) == ["ace_fighter"]
    assert_turn_goes_on_to_draw(st)


def test_firm_fishmonger_with_an_empty_wilderness_keeps_the_face_down_hero():
    st = from_layout(
        2,
        hands={0: ["firm_fishmonger"]},
        face_down={0: ["ace_fighter"]},
        tavern=TAVERN,
    )
    play(st, "firm_fishmonger")
    pick_markers(st, -1, 0)
    assert markers(st) == (3, 4)
    assert down(st, 0) == ["ace_fighter"]
    assert wilderness(st) == []
    assert st.looking == []
    assert_turn_goes_on_to_draw(st)


# --- 80 Sanguine Scholar --------------------------------------------------------------


def test_sanguine_scholar_performs_a_next_players_hero_for_your_own_party():
    st = from_layout(
        3,
        hands={0: ["sanguine_scholar", "keen_koi", "leery_lizard"], 1: ["furious_frog"]},
        face_up={1: ["battle_pet_master", "aimless_eel"], 2: ["well_aged_warrior"]},
        tavern=TAVERN,
    )
    play(st, "sanguine_scholar")
    assert st.pending.kind == "card" and st.deciding_seat == 0
    # only the next player's face-up heroes: not the previous player's, not the Scholar
    assert card_options(st) == ["battle_pet_master", "aimless_eel"]
    pick(st, "battle_pet_master")
    assert markers(st) == (5, 5)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["keen_koi", "leery_lizard"]
    pick(st, "leery_lizard")
    assert down(st, 0) == ["leery_lizard"]
    assert hand(st, 0) == ["keen_koi"]
    assert up(st, 0) == ["sanguine_scholar"]
    assert up(st, 1) == ["battle_pet_master", "aimless_eel"]
    assert hand(st, 1) == ["furious_frog"]
    assert down(st, 1) == []
    assert up(st, 2) == ["well_aged_warrior"]
    assert_turn_goes_on_to_draw(st)


def test_sanguine_scholar_the_performer_makes_the_copied_cards_choices():
    st = from_layout(
        3,
        hands={0: ["sanguine_scholar"]},
        face_up={1: ["aimless_eel"], 2: ["unconfident_executioner", "ghastly_granny"]},
        tavern=TAVERN,
    )
    play(st, "sanguine_scholar")
    # the next player's only face-up hero is performed at once
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert sorted(marker_options(st)) == [(0, 1), (1, 0)]
    pick_markers(st, 0, 1)
    assert markers(st) == (4, 5)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["unconfident_executioner", "ghastly_granny"]
    pick(st, "ghastly_granny")
    assert graveyard(st) == ["buried_emperor", "ghastly_granny"]
    assert up(st, 2) == ["unconfident_executioner"]
    assert up(st, 1) == ["aimless_eel"]
    assert up(st, 0) == ["sanguine_scholar"]
    assert_turn_goes_on_to_draw(st)


def test_sanguine_scholar_does_nothing_when_the_next_player_has_no_face_up_hero():
    st = from_layout(
        3,
        hands={0: ["sanguine_scholar", "keen_koi"]},
        face_up={2: ["battle_pet_master"]},
        face_down={1: ["aimless_eel"]},
        tavern=TAVERN,
    )
    play(st, "sanguine_scholar")
    assert markers(st) == (4, 4)
    assert hand(st, 0) == ["keen_koi"]
    assert down(st, 0) == []
    assert up(st, 0) == ["sanguine_scholar"]
    assert up(st, 2) == ["battle_pet_master"]
    assert down(st, 1) == ["aimless_eel"]
    assert_turn_goes_on_to_draw(st)


# --- 81 Well-Shaved Wizard ------------------------------------------------------------


def test_well_shaved_wizard_counts_the_non_imperial_factions_of_own_face_up_heroes():
    st = from_layout(
        2,
        hands={0: ["well_shaved_wizard"]},
        face_up={0: ["aimless_eel", "shaky_sharpshooter", "ace_fighter", "keen_koi"], 1: ["unconfident_executioner"]},
        face_down={0: ["ghastly_granny"]},
        tavern=TAVERN,
    )
    play(st, "well_shaved_wizard")
    # Water Folk and Hill Tribes: X = 2 (the opponent's and face-down Undead do not count)
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert sorted(marker_options(st)) == [(0, -2), (2, 0)]
    pick_markers(st, 0, -2)
    assert markers(st) == (4, 2)
    assert up(st, 0) == ["aimless_eel", "shaky_sharpshooter", "ace_fighter", "keen_koi", "well_shaved_wizard"]
    assert_turn_goes_on_to_draw(st)


def test_well_shaved_wizard_a_face_up_buried_emperor_makes_x_three():
    st = from_layout(
        2,
        hands={0: ["well_shaved_wizard"]},
        face_up={0: ["buried_emperor"]},
        graveyard=["canned_champion"],
        tavern=TAVERN,
    )
    play(st, "well_shaved_wizard")
    assert sorted(marker_options(st)) == [(0, -3), (3, 0)]
    pick_markers(st, 3, 0)
    assert markers(st) == (7, 4)
    assert_turn_goes_on_to_draw(st)


def test_well_shaved_wizard_with_only_imperial_heroes_moves_nothing():
    st = from_layout(
        2,
        hands={0: ["well_shaved_wizard"]},
        face_up={0: ["ace_fighter"], 1: ["aimless_eel"]},
        tavern=TAVERN,
        markers=(5, 6),
    )
    play(st, "well_shaved_wizard")
    assert markers(st) == (5, 6)
    assert up(st, 0) == ["ace_fighter", "well_shaved_wizard"]
    assert_turn_goes_on_to_draw(st)


# --- 82 Half-Sliced Ghoul -------------------------------------------------------------


def test_half_sliced_ghoul_flips_an_imperial_hero_then_moves_markers():
    st = from_layout(
        3,
        hands={0: ["half_sliced_ghoul"]},
        face_down={0: ["leery_lizard"], 1: ["ace_fighter", "aimless_eel"], 2: ["keen_koi"]},
        tavern=TAVERN,
    )
    play(st, "half_sliced_ghoul")
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["ace_fighter", "aimless_eel", "keen_koi"]
    assert markers(st) == (4, 4)
    pick(st, "ace_fighter")
    assert up(st, 1) == ["ace_fighter"]
    assert down(st, 1) == ["aimless_eel"]
    assert known_by(st, "ace_fighter") == {0, 1, 2}
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert sorted(marker_options(st)) == [(0, 2), (2, 0), (2, 2)]
    pick_markers(st, 2, 2)
    assert markers(st) == (6, 6)
    assert up(st, 0) == ["half_sliced_ghoul"]
    assert down(st, 0) == ["leery_lizard"]
    assert_turn_goes_on_to_draw(st)


def test_half_sliced_ghoul_flipping_a_water_folk_hero_moves_no_marker():
    st = from_layout(
        3,
        hands={0: ["half_sliced_ghoul"]},
        face_down={1: ["ace_fighter"], 2: ["keen_koi"]},
        tavern=TAVERN,
    )
    play(st, "half_sliced_ghoul")
    pick(st, "keen_koi")
    assert up(st, 2) == ["keen_koi"]
    assert down(st, 2) == []
    assert down(st, 1) == ["ace_fighter"]
    assert markers(st) == (4, 4)
    assert_turn_goes_on_to_draw(st)


def test_half_sliced_ghoul_flipping_the_buried_emperor_moves_markers():
    st = from_layout(
        2,
        hands={0: ["half_sliced_ghoul"]},
        face_down={1: ["buried_emperor"]},
        graveyard=["canned_champion"],
        tavern=TAVERN,
    )
    play(st, "half_sliced_ghoul")
    assert up(st, 1) == ["buried_emperor"]
    assert down(st, 1) == []
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert sorted(marker_options(st)) == [(0, 2), (2, 0), (2, 2)]
    pick_markers(st, 0, 2)
    assert markers(st) == (4, 6)
    assert_turn_goes_on_to_draw(st)


# --- 83 Kind King Slayer --------------------------------------------------------------


def test_kind_king_slayer_lowers_the_leading_marker_and_buries_any_hero():
    st = from_layout(
        3,
        hands={0: ["kind_king_slayer"]},
        face_up={0: ["keen_koi"], 1: ["ace_fighter"]},
        face_down={0: ["leery_lizard"], 2: ["aimless_eel"]},
        tavern=TAVERN,
        markers=(7, 4),
    )
    play(st, "kind_king_slayer")
    assert markers(st) == (5, 4)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert sorted(card_options(st)) == ["ace_fighter", "aimless_eel", "keen_koi", "kind_king_slayer", "leery_lizard"]
    pick(st, "aimless_eel")
    assert down(st, 2) == []
    assert graveyard(st) == ["buried_emperor", "aimless_eel"]
    assert known_by(st, "aimless_eel") == {0, 1, 2}
    assert up(st, 0) == ["keen_koi", "kind_king_slayer"]
    assert down(st, 0) == ["leery_lizard"]
    assert up(st, 1) == ["ace_fighter"]
    assert_turn_goes_on_to_draw(st)


def test_kind_king_slayer_with_tied_markers_moves_none_and_may_bury_itself():
    st = from_layout(
        2,
        hands={0: ["kind_king_slayer"]},
        face_up={1: ["ace_fighter"]},
        tavern=TAVERN,
        markers=(6, 6),
    )
    play(st, "kind_king_slayer")
    assert markers(st) == (6, 6)
    assert sorted(card_options(st)) == ["ace_fighter", "kind_king_slayer"]
    pick(st, "kind_king_slayer")
    assert up(st, 0) == []
    assert graveyard(st) == ["buried_emperor", "kind_king_slayer"]
    assert up(st, 1) == ["ace_fighter"]
    assert_turn_goes_on_to_draw(st)


def test_kind_king_slayer_leading_green_marker_is_clamped_at_space_one():
    st = from_layout(
        2,
        hands={0: ["kind_king_slayer"]},
        tavern=TAVERN,
        markers=(1, 2),
    )
    play(st, "kind_king_slayer")
    # the Slayer itself is the only hero: it is buried at once
    assert markers(st) == (1, 1)
    assert up(st, 0) == []
    assert graveyard(st) == ["buried_emperor", "kind_king_slayer"]
    assert_turn_goes_on_to_draw(st)


# --- 84 Careful Chameleon -------------------------------------------------------------


def test_careful_chameleon_swaps_a_hand_card_with_another_players_face_up_hero():
    st = from_layout(
        3,
        hands={0: ["careful_chameleon", "keen_koi", "leery_lizard"]},
        face_up={0: ["furious_frog"], 1: ["ace_fighter", "aimless_eel"], 2: ["shaky_sharpshooter"]},
        tavern=TAVERN,
    )
    play(st, "careful_chameleon")
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert sorted(marker_options(st)) == [(0, 1), (1, 0)]
    pick_markers(st, 1, 0)
    assert markers(st) == (5, 4)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["keen_koi", "leery_lizard"]
    pick(st, "leery_lizard")
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["ace_fighter", "aimless_eel", "shaky_sharpshooter"]
    pick(st, "aimless_eel")
    assert up(st, 1) == ["ace_fighter", "leery_lizard"]
    assert hand(st, 0) == ["keen_koi", "aimless_eel"]
    assert up(st, 0) == ["furious_frog", "careful_chameleon"]
    assert up(st, 2) == ["shaky_sharpshooter"]
    assert known_by(st, "leery_lizard") == {0, 1, 2}
    assert_turn_goes_on_to_draw(st)


def test_careful_chameleon_with_an_empty_hand_swaps_nothing_and_markers_at_the_end_stay():
    st = from_layout(
        2,
        hands={0: ["careful_chameleon"]},
        face_up={1: ["ace_fighter"]},
        tavern=TAVERN,
        markers=(12, 12),
    )
    play(st, "careful_chameleon")
    assert markers(st) == (12, 12)
    assert hand(st, 0) == []
    assert up(st, 1) == ["ace_fighter"]
    assert up(st, 0) == ["careful_chameleon"]
    assert_turn_goes_on_to_draw(st)


# --- 85 Seaweed Chopper ---------------------------------------------------------------


def test_seaweed_chopper_hides_one_wilderness_card_and_keeps_the_other():
    st = from_layout(
        2,
        hands={0: ["seaweed_chopper"]},
        wilderness=["keen_koi", "leery_lizard", "furious_frog"],
        tavern=TAVERN,
    )
    play(st, "seaweed_chopper")
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert sorted(marker_options(st)) == [(-1, 0), (0, -1)]
    pick_markers(st, 0, -1)
    assert markers(st) == (4, 3)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["leery_lizard", "furious_frog"]
    pick(st, "leery_lizard")
    assert down(st, 0) == ["leery_lizard"]
    assert hand(st, 0) == ["furious_frog"]
    assert wilderness(st) == ["keen_koi"]
    assert st.looking == []
    assert known_by(st, "leery_lizard") == {0}
    assert known_by(st, "furious_frog") == {0}
    assert known_by(st, "keen_koi") == set()
    assert up(st, 0) == ["seaweed_chopper"]
    assert_turn_goes_on_to_draw(st)


def test_seaweed_chopper_with_an_empty_wilderness_only_moves_the_unclamped_marker():
    st = from_layout(
        2,
        hands={0: ["seaweed_chopper"]},
        tavern=TAVERN,
        markers=(1, 4),
    )
    play(st, "seaweed_chopper")
    assert markers(st) == (1, 3)
    assert hand(st, 0) == []
    assert down(st, 0) == []
    assert wilderness(st) == []
    assert_turn_goes_on_to_draw(st)


# --- the set as a whole ---------------------------------------------------------------


def test_promo_heroes_are_twelve_advanced_cards_left_out_of_beginner_and_no_promo_games():
    db = default_db()
    promo = sorted(h.id for h in db.heroes if h.set == "promo")
    assert promo == sorted(PROMO)
    assert all(db.heroes[db.hero_index[h]].advanced for h in PROMO)
    indices = {db.hero_index[h] for h in PROMO}
    assert indices <= set(deck_for(Settings(players=3), db))
    assert not indices & set(deck_for(Settings(players=3, promo_heroes=False), db))
    assert not indices & set(deck_for(Settings(players=3, beginner=True), db))
    with pytest.raises(EngineError):
        from_layout(2, hands={0: ["seaweed_chopper"]}, promo_heroes=False)

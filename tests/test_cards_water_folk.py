"""Scenario tests of the Water Folk heroes: known position, the card played, the exact result."""

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
    pick_player,
    play,
    tavern,
    up,
    wilderness,
)

from hidden_leaders_qt.engine import Option
from hidden_leaders_qt.engine.constants import Zone
from hidden_leaders_qt.engine.layout import from_layout
from hidden_leaders_qt.engine.view import HIDDEN

TAVERN3 = ["hairy_hermit", "depressed_druid", "bored_goblin"]
ALL_SEATS = 0b111


def layout(players=3, **kwargs):
    kwargs.setdefault("tavern", TAVERN3)
    return from_layout(players, **kwargs)


def knows(st, hero_id: str, seat: int) -> bool:
    return bool(st.known[hero(st, hero_id)] >> seat & 1)


def pick_pile(st, zone: Zone) -> None:
    st.apply(Option("pile", (int(zone),)))


def pile_options(st) -> list[Zone]:
    return [Zone(o.args[0]) for o in st.options if o.kind == "pile"]


def pick_branch(st, label: str) -> None:
    for option in st.options:
        if option.kind == "branch" and option.args[1] == label:
            st.apply(option)
            return
    raise AssertionError(f"no branch {label!r} among {st.options}")


def player_options(st) -> list[int]:
    return [o.args[0] for o in st.options if o.kind == "player"]


def at_draw(st, seat: int = 0) -> bool:
    return st.pending.kind == "draw" and st.deciding_seat == seat


# --- Pessimistic Whaleman (55) -------------------------------------------------------------


def test_pessimistic_whaleman_hides_one_harbor_card_and_discards_the_other():
    st = layout(
        hands={0: ["pessimistic_whaleman", "keen_koi"]},
        harbor=["furious_frog", "leery_lizard"],
    )
    play(st, "pessimistic_whaleman")
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert marker_options(st) == [(1, 0), (0, 1)]
    pick_markers(st, 0, 1)
    assert markers(st) == (4, 5)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["furious_frog", "leery_lizard"]
    pick(st, "leery_lizard")
    assert down(st, 0) == ["leery_lizard"]
    assert up(st, 0) == ["pessimistic_whaleman"]
    assert wilderness(st) == ["furious_frog"]
    assert hand(st, 0) == ["keen_koi"]
    assert st.looking == []
    assert tavern(st) == TAVERN3
    # only the player who drew them knows the two cards
    for card in ("leery_lizard", "furious_frog"):
        assert knows(st, card, 0) and not knows(st, card, 1) and not knows(st, card, 2)
    assert at_draw(st)


# --- Tentacle Oracle (56) ------------------------------------------------------------------


def test_tentacle_oracle_reveals_a_non_undead_wilderness_top_and_moves_both_markers_back_3():
    st = layout(
        hands={0: ["tentacle_oracle"]},
        wilderness=["arrowgant_skeleton", "ace_fighter"],
        markers=(8, 6),
    )
    play(st, "tentacle_oracle")
    assert markers(st) == (5, 3)
    assert wilderness(st) == ["arrowgant_skeleton", "ace_fighter"]
    assert st.known[hero(st, "ace_fighter")] == ALL_SEATS
    assert not knows(st, "arrowgant_skeleton", 1)
    assert st.view_for(2).wilderness == (HIDDEN, hero(st, "ace_fighter"))
    assert up(st, 0) == ["tentacle_oracle"]
    assert at_draw(st)


def test_tentacle_oracle_moves_nothing_when_the_wilderness_top_is_undead():
    st = layout(
        hands={0: ["tentacle_oracle"]},
        wilderness=["ace_fighter", "arrowgant_skeleton"],
        markers=(8, 6),
    )
    play(st, "tentacle_oracle")
    assert markers(st) == (8, 6)
    assert st.known[hero(st, "arrowgant_skeleton")] == ALL_SEATS
    assert wilderness(st) == ["ace_fighter", "arrowgant_skeleton"]
    assert at_draw(st)


def test_tentacle_oracle_treats_the_emperor_on_the_wilderness_as_undead():
    st = layout(
        hands={0: ["tentacle_oracle"]},
        graveyard=["ghastly_granny"],
        wilderness=["ace_fighter", "buried_emperor"],
        markers=(8, 6),
    )
    play(st, "tentacle_oracle")
    assert markers(st) == (8, 6)
    assert wilderness(st) == ["ace_fighter", "buried_emperor"]
    assert at_draw(st)


def test_tentacle_oracle_does_nothing_with_an_empty_wilderness():
    st = layout(hands={0: ["tentacle_oracle"]}, markers=(8, 6))
    play(st, "tentacle_oracle")
    assert markers(st) == (8, 6)
    assert wilderness(st) == []
    assert up(st, 0) == ["tentacle_oracle"]
    assert at_draw(st)


def test_tentacle_oracle_clamps_each_marker_at_space_1():
    st = layout(hands={0: ["tentacle_oracle"]}, wilderness=["ace_fighter"], markers=(2, 5))
    play(st, "tentacle_oracle")
    assert markers(st) == (1, 2)
    assert at_draw(st)


# --- Drowned Deserter (57) -----------------------------------------------------------------


def test_drowned_deserter_moves_the_leader_back_1_or_the_trailer_forward_2():
    st = layout(hands={0: ["drowned_deserter"]}, markers=(7, 4))
    play(st, "drowned_deserter")
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert marker_options(st) == [(-1, 0), (0, 2)]
    pick_markers(st, 0, 2)
    assert markers(st) == (7, 6)
    assert up(st, 0) == ["drowned_deserter"]
    assert at_draw(st)


def test_drowned_deserter_with_green_leading_moves_green_back_or_red_forward():
    st = layout(hands={0: ["drowned_deserter"]}, markers=(3, 9))
    play(st, "drowned_deserter")
    assert marker_options(st) == [(0, -1), (2, 0)]
    pick_markers(st, 0, -1)
    assert markers(st) == (3, 8)
    assert at_draw(st)


def test_drowned_deserter_does_nothing_when_the_markers_share_a_space():
    st = layout(hands={0: ["drowned_deserter"]}, markers=(6, 6))
    play(st, "drowned_deserter")
    assert markers(st) == (6, 6)
    assert up(st, 0) == ["drowned_deserter"]
    assert at_draw(st)


# --- Deep Sea Squire (58) ------------------------------------------------------------------


def test_deep_sea_squire_hides_one_harbor_card_and_keeps_the_other():
    st = layout(
        hands={0: ["deep_sea_squire", "keen_koi"]},
        harbor=["furious_frog", "leery_lizard"],
    )
    play(st, "deep_sea_squire")
    assert marker_options(st) == [(1, 0), (0, 1)]
    pick_markers(st, 1, 0)
    assert markers(st) == (5, 4)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["furious_frog", "leery_lizard"]
    pick(st, "furious_frog")
    assert down(st, 0) == ["furious_frog"]
    assert hand(st, 0) == ["keen_koi", "leery_lizard"]
    assert up(st, 0) == ["deep_sea_squire"]
    assert wilderness(st) == []
    assert st.looking == []
    for card in ("leery_lizard", "furious_frog"):
        assert knows(st, card, 0) and not knows(st, card, 1) and not knows(st, card, 2)
    assert at_draw(st)


# --- Vegetarian Sharkguard (59) --------------------------------------------------------------


def test_vegetarian_sharkguard_discards_another_players_face_up_hero_publicly():
    st = layout(
        hands={0: ["vegetarian_sharkguard"]},
        face_up={0: ["keen_koi"], 1: ["ace_fighter", "arrowgant_skeleton"], 2: ["hairy_hermit"]},
        tavern=["leery_lizard", "furious_frog", "bored_goblin"],
    )
    play(st, "vegetarian_sharkguard")
    assert marker_options(st) == [(2, 0), (0, 2), (2, 2)]
    pick_markers(st, 2, 2)
    assert markers(st) == (6, 6)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["ace_fighter", "arrowgant_skeleton", "hairy_hermit"]
    pick(st, "arrowgant_skeleton")
    assert up(st, 1) == ["ace_fighter"]
    assert up(st, 0) == ["keen_koi", "vegetarian_sharkguard"]
    assert up(st, 2) == ["hairy_hermit"]
    assert wilderness(st) == ["arrowgant_skeleton"]
    assert graveyard(st) == ["buried_emperor"]
    assert st.known[hero(st, "arrowgant_skeleton")] == ALL_SEATS
    assert at_draw(st)


def test_vegetarian_sharkguard_clamps_red_and_skips_the_discard_without_other_face_up_heroes():
    st = layout(
        hands={0: ["vegetarian_sharkguard"]},
        face_up={0: ["keen_koi"]},
        face_down={1: ["ace_fighter"]},
        markers=(11, 4),
    )
    play(st, "vegetarian_sharkguard")
    assert marker_options(st) == [(1, 0), (0, 2), (1, 2)]
    pick_markers(st, 1, 0)
    assert markers(st) == (12, 4)
    assert up(st, 0) == ["keen_koi", "vegetarian_sharkguard"]
    assert down(st, 1) == ["ace_fighter"]
    assert wilderness(st) == []
    assert at_draw(st)


# --- Double-Shielded Turtle (60) -------------------------------------------------------------


def test_double_shielded_turtle_discards_the_named_faction_from_the_tavern_emperor_included():
    st = layout(
        hands={0: ["double_shielded_turtle"]},
        tavern=["arrowgant_skeleton", "buried_emperor", "ace_fighter"],
        graveyard=["ghastly_granny"],
        markers=(7, 5),
    )
    play(st, "double_shielded_turtle")
    assert st.pending.kind == "faction" and st.deciding_seat == 0
    assert [o.args[0] for o in st.options] == ["undead", "water_folk", "imperial_army", "hill_tribes"]
    name_faction(st, "undead")
    assert tavern(st) == [None, None, "ace_fighter"]
    assert wilderness(st) == ["arrowgant_skeleton", "buried_emperor"]
    assert st.known[hero(st, "arrowgant_skeleton")] == ALL_SEATS
    assert st.known[hero(st, "buried_emperor")] == ALL_SEATS
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert marker_options(st) == [(-2, 0), (0, -2), (-2, -2)]
    pick_markers(st, -2, 0)
    assert markers(st) == (5, 5)
    assert up(st, 0) == ["double_shielded_turtle"]
    assert at_draw(st)


def test_double_shielded_turtle_naming_a_faction_absent_from_the_tavern_moves_nothing():
    st = layout(
        hands={0: ["double_shielded_turtle"]},
        tavern=["arrowgant_skeleton", "ace_fighter", "hairy_hermit"],
        markers=(7, 5),
    )
    play(st, "double_shielded_turtle")
    name_faction(st, "water_folk")
    assert tavern(st) == ["arrowgant_skeleton", "ace_fighter", "hairy_hermit"]
    assert wilderness(st) == []
    assert markers(st) == (7, 5)
    assert at_draw(st)


def test_double_shielded_turtle_clamps_the_x_move_at_space_1():
    st = layout(
        hands={0: ["double_shielded_turtle"]},
        tavern=["arrowgant_skeleton", "ace_fighter", "ghastly_granny"],
        markers=(2, 7),
    )
    play(st, "double_shielded_turtle")
    name_faction(st, "undead")
    assert tavern(st) == [None, "ace_fighter", None]
    assert wilderness(st) == ["arrowgant_skeleton", "ghastly_granny"]
    assert marker_options(st) == [(-1, 0), (0, -2), (-1, -2)]
    pick_markers(st, -1, -2)
    assert markers(st) == (1, 5)
    assert at_draw(st)


def test_double_shielded_turtle_with_an_empty_tavern_asks_nothing():
    st = layout(
        hands={0: ["double_shielded_turtle"]},
        tavern=[],
        harbor=["hairy_hermit", "depressed_druid", "bored_goblin", "keen_koi"],
        markers=(7, 5),
    )
    play(st, "double_shielded_turtle")
    # no faction question, no marker move; with no Tavern card the draw up to 4 is forced from the Harbor
    assert markers(st) == (7, 5)
    assert up(st, 0) == ["double_shielded_turtle"]
    assert hand(st, 0) == ["keen_koi", "bored_goblin", "depressed_druid", "hairy_hermit"]
    assert wilderness(st) == []
    assert tavern(st) == [None, None, None]
    assert st.pending.kind == "discard_down" and st.deciding_seat == 0


# --- Leery Lizard (61) -------------------------------------------------------------------------


def test_leery_lizard_moves_red_back_1_or_green_back_2():
    st = layout(hands={0: ["leery_lizard"]}, markers=(5, 5))
    play(st, "leery_lizard")
    assert marker_options(st) == [(-1, 0), (0, -2)]
    pick_markers(st, 0, -2)
    assert markers(st) == (5, 3)
    assert up(st, 0) == ["leery_lizard"]
    assert at_draw(st)


def test_leery_lizard_with_green_at_1_forces_red_back():
    st = layout(hands={0: ["leery_lizard"]}, markers=(5, 1))
    play(st, "leery_lizard")
    assert markers(st) == (4, 1)
    assert at_draw(st)


def test_leery_lizard_clamps_green_to_space_1():
    st = layout(hands={0: ["leery_lizard"]}, markers=(5, 2))
    play(st, "leery_lizard")
    assert marker_options(st) == [(-1, 0), (0, -1)]
    pick_markers(st, 0, -1)
    assert markers(st) == (5, 1)
    assert at_draw(st)


# --- Furious Frog (62) -------------------------------------------------------------------------


def test_furious_frog_moves_red_green_or_both_back_2():
    st = layout(hands={0: ["furious_frog"]}, markers=(6, 9))
    play(st, "furious_frog")
    assert marker_options(st) == [(-2, 0), (0, -2), (-2, -2)]
    pick_markers(st, -2, -2)
    assert markers(st) == (4, 7)
    assert up(st, 0) == ["furious_frog"]
    assert at_draw(st)


def test_furious_frog_with_red_at_1_only_moves_green():
    st = layout(hands={0: ["furious_frog"]}, markers=(1, 9))
    play(st, "furious_frog")
    assert markers(st) == (1, 7)
    assert at_draw(st)


# --- Apathetic Waterpriest (63) ----------------------------------------------------------------


def test_apathetic_waterpriest_moves_red_back_2_or_green_back_1():
    st = layout(hands={0: ["apathetic_waterpriest"]}, markers=(6, 6))
    play(st, "apathetic_waterpriest")
    assert marker_options(st) == [(-2, 0), (0, -1)]
    pick_markers(st, -2, 0)
    assert markers(st) == (4, 6)
    assert up(st, 0) == ["apathetic_waterpriest"]
    assert at_draw(st)


def test_apathetic_waterpriest_clamps_red_at_space_2():
    st = layout(hands={0: ["apathetic_waterpriest"]}, markers=(2, 6))
    play(st, "apathetic_waterpriest")
    assert marker_options(st) == [(-1, 0), (0, -1)]
    pick_markers(st, -1, 0)
    assert markers(st) == (1, 6)
    assert at_draw(st)


# --- Hopeful Salamander (64) -------------------------------------------------------------------


def test_hopeful_salamander_puts_a_tavern_card_face_up_without_its_effect():
    st = layout(
        hands={0: ["hopeful_salamander"]},
        tavern=["keen_koi", "leery_lizard", "furious_frog"],
        markers=(5, 5),
    )
    play(st, "hopeful_salamander")
    assert markers(st) == (6, 6)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["keen_koi", "leery_lizard", "furious_frog"]
    pick(st, "leery_lizard")
    # Leery Lizard's marker move does not happen
    assert markers(st) == (6, 6)
    assert up(st, 0) == ["hopeful_salamander", "leery_lizard"]
    assert tavern(st) == ["keen_koi", None, "furious_frog"]
    assert at_draw(st)


def test_hopeful_salamander_tavern_hero_counts_toward_the_game_end():
    st = layout(
        hands={0: ["hopeful_salamander"]},
        face_up={0: ["keen_koi", "leery_lizard", "furious_frog", "ace_fighter", "hairy_hermit"]},
        tavern=["arrowgant_skeleton", "depressed_druid", "bored_goblin"],
        leaders=["lemron", "cyra", "myrad"],
    )
    play(st, "hopeful_salamander")
    pick(st, "depressed_druid")
    assert len(up(st, 0)) == 7
    assert at_draw(st)
    finish_turn(st)
    assert st.is_over


# --- Keen Koi (65) -------------------------------------------------------------------------------


def test_keen_koi_moves_the_leader_back_1_and_the_trailer_forward_1():
    st = layout(hands={0: ["keen_koi"]}, markers=(7, 4))
    play(st, "keen_koi")
    assert markers(st) == (6, 5)
    assert up(st, 0) == ["keen_koi"]
    assert at_draw(st)


def test_keen_koi_swaps_adjacent_markers():
    st = layout(hands={0: ["keen_koi"]}, markers=(4, 5))
    play(st, "keen_koi")
    assert markers(st) == (5, 4)
    assert at_draw(st)


def test_keen_koi_does_nothing_when_the_markers_share_a_space():
    st = layout(hands={0: ["keen_koi"]}, markers=(5, 5))
    play(st, "keen_koi")
    assert markers(st) == (5, 5)
    assert at_draw(st)


# --- Triple Sword Lizard (66) --------------------------------------------------------------------


def test_triple_sword_lizard_moves_the_leader_back_1_or_3():
    st = layout(hands={0: ["triple_sword_lizard"]}, markers=(4, 9))
    play(st, "triple_sword_lizard")
    assert marker_options(st) == [(0, -1), (0, -3)]
    pick_markers(st, 0, -3)
    assert markers(st) == (4, 6)
    assert up(st, 0) == ["triple_sword_lizard"]
    assert at_draw(st)


def test_triple_sword_lizard_with_the_leader_on_space_2_only_moves_it_to_1():
    st = layout(hands={0: ["triple_sword_lizard"]}, markers=(2, 1))
    play(st, "triple_sword_lizard")
    assert markers(st) == (1, 1)
    assert at_draw(st)


def test_triple_sword_lizard_does_nothing_without_a_leading_marker():
    st = layout(hands={0: ["triple_sword_lizard"]}, markers=(8, 8))
    play(st, "triple_sword_lizard")
    assert markers(st) == (8, 8)
    assert at_draw(st)


# --- Saltwater Sage (67) -------------------------------------------------------------------------


def test_saltwater_sage_flips_a_face_down_hero_and_performs_it_markers_included():
    st = layout(
        hands={0: ["saltwater_sage"]},
        face_down={0: ["furious_frog", "aimless_eel"]},
        face_up={1: ["arrowgant_skeleton", "ace_fighter"]},
        markers=(5, 5),
    )
    play(st, "saltwater_sage")
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["furious_frog", "aimless_eel"]
    pick(st, "aimless_eel")
    assert up(st, 0) == ["saltwater_sage", "aimless_eel"]
    assert down(st, 0) == ["furious_frog"]
    assert st.known[hero(st, "aimless_eel")] == ALL_SEATS
    # Aimless Eel's marker move, then its burial (one target: forced)
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    assert marker_options(st) == [(1, 0), (0, 1)]
    pick_markers(st, 0, 1)
    assert markers(st) == (5, 6)
    assert up(st, 1) == ["ace_fighter"]
    assert graveyard(st) == ["buried_emperor", "arrowgant_skeleton"]
    assert at_draw(st)


def test_saltwater_sage_performs_a_marker_only_hero():
    st = layout(
        hands={0: ["saltwater_sage"]},
        face_down={0: ["keen_koi"]},
        markers=(7, 4),
    )
    play(st, "saltwater_sage")
    assert up(st, 0) == ["saltwater_sage", "keen_koi"]
    assert down(st, 0) == []
    assert markers(st) == (6, 5)
    assert at_draw(st)


def test_saltwater_sage_does_nothing_without_an_own_face_down_hero():
    st = layout(
        hands={0: ["saltwater_sage"]},
        face_down={1: ["keen_koi"]},
        markers=(7, 4),
    )
    play(st, "saltwater_sage")
    assert up(st, 0) == ["saltwater_sage"]
    assert down(st, 1) == ["keen_koi"]
    assert up(st, 1) == []
    assert markers(st) == (7, 4)
    assert at_draw(st)


# --- Miniature Merman (68) -----------------------------------------------------------------------


def test_miniature_merman_takes_the_top_2_wilderness_cards_into_hand():
    st = layout(
        hands={0: ["miniature_merman"]},
        wilderness=["keen_koi", "leery_lizard", "furious_frog"],
        graveyard=["buried_emperor", "arrowgant_skeleton"],
        markers=(5, 5),
    )
    play(st, "miniature_merman")
    assert marker_options(st) == [(-1, 0), (0, 1)]
    pick_markers(st, -1, 0)
    assert markers(st) == (4, 5)
    assert st.pending.kind == "pile" and st.deciding_seat == 0
    assert pile_options(st) == [Zone.WILDERNESS, Zone.GRAVEYARD]
    pick_pile(st, Zone.WILDERNESS)
    assert hand(st, 0) == ["furious_frog", "leery_lizard"]
    assert wilderness(st) == ["keen_koi"]
    assert graveyard(st) == ["buried_emperor", "arrowgant_skeleton"]
    for card in ("furious_frog", "leery_lizard"):
        assert knows(st, card, 0) and not knows(st, card, 1) and not knows(st, card, 2)
    assert at_draw(st)


def test_miniature_merman_takes_from_the_graveyard_when_the_wilderness_is_empty():
    st = layout(
        hands={0: ["miniature_merman"]},
        graveyard=["ace_fighter", "buried_emperor", "arrowgant_skeleton"],
        markers=(5, 5),
    )
    play(st, "miniature_merman")
    pick_markers(st, 0, 1)
    assert markers(st) == (5, 6)
    # the Graveyard is the only non-empty pile: no pile question
    assert hand(st, 0) == ["arrowgant_skeleton", "buried_emperor"]
    assert graveyard(st) == ["ace_fighter"]
    assert at_draw(st)


def test_miniature_merman_takes_only_the_one_card_of_a_one_card_pile():
    st = layout(
        hands={0: ["miniature_merman"]},
        wilderness=["keen_koi"],
        markers=(5, 5),
    )
    play(st, "miniature_merman")
    pick_markers(st, -1, 0)
    pick_pile(st, Zone.WILDERNESS)
    assert hand(st, 0) == ["keen_koi"]
    assert wilderness(st) == []
    assert graveyard(st) == ["buried_emperor"]
    assert at_draw(st)


# --- Krill Keeper (69) -----------------------------------------------------------------------------


def test_krill_keeper_moves_both_markers_back_by_the_chosen_players_face_up_undead():
    st = layout(
        hands={0: ["krill_keeper"]},
        face_up={1: ["arrowgant_skeleton", "ghastly_granny", "ace_fighter"], 2: ["rotting_orangutan"]},
        face_down={1: ["half_headed_wizard"]},
        markers=(8, 7),
    )
    play(st, "krill_keeper")
    assert st.pending.kind == "player" and st.deciding_seat == 0
    assert player_options(st) == [0, 1, 2]
    pick_player(st, 1)
    assert markers(st) == (6, 5)
    assert up(st, 1) == ["arrowgant_skeleton", "ghastly_granny", "ace_fighter"]
    assert up(st, 0) == ["krill_keeper"]
    assert at_draw(st)


def test_krill_keeper_counts_the_emperor_and_caps_x_at_3():
    st = layout(
        hands={0: ["krill_keeper"]},
        face_up={
            1: ["arrowgant_skeleton", "ghastly_granny", "rotting_orangutan", "buried_emperor"],
        },
        graveyard=["ace_fighter"],
        markers=(8, 7),
    )
    play(st, "krill_keeper")
    pick_player(st, 1)
    assert markers(st) == (5, 4)
    assert at_draw(st)


def test_krill_keeper_counts_the_emperor_as_undead():
    st = layout(
        hands={0: ["krill_keeper"]},
        face_up={2: ["buried_emperor", "ace_fighter"]},
        graveyard=["curious_troll"],
        markers=(8, 7),
    )
    play(st, "krill_keeper")
    pick_player(st, 2)
    assert markers(st) == (7, 6)
    assert at_draw(st)


def test_krill_keeper_choosing_a_player_without_face_up_undead_moves_nothing():
    st = layout(
        hands={0: ["krill_keeper"]},
        face_up={1: ["arrowgant_skeleton"]},
        markers=(8, 7),
    )
    play(st, "krill_keeper")
    pick_player(st, 0)
    assert markers(st) == (8, 7)
    assert at_draw(st)


# --- Aimless Eel (70) ------------------------------------------------------------------------------


def test_aimless_eel_buries_a_face_up_undead_hero_and_the_emperor_counts():
    st = layout(
        hands={0: ["aimless_eel"]},
        face_up={1: ["arrowgant_skeleton", "ace_fighter"], 2: ["buried_emperor"]},
        face_down={1: ["ghastly_granny"]},
        graveyard=["curious_troll"],
    )
    play(st, "aimless_eel")
    assert marker_options(st) == [(1, 0), (0, 1)]
    pick_markers(st, 1, 0)
    assert markers(st) == (5, 4)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["arrowgant_skeleton", "buried_emperor"]
    pick(st, "buried_emperor")
    assert up(st, 2) == []
    assert up(st, 1) == ["arrowgant_skeleton", "ace_fighter"]
    assert down(st, 1) == ["ghastly_granny"]
    assert graveyard(st) == ["curious_troll", "buried_emperor"]
    assert up(st, 0) == ["aimless_eel"]
    assert at_draw(st)


def test_aimless_eel_can_bury_an_undead_hero_of_its_own_party():
    st = layout(
        hands={0: ["aimless_eel"]},
        face_up={0: ["arrowgant_skeleton"], 1: ["ghastly_granny"]},
    )
    play(st, "aimless_eel")
    pick_markers(st, 0, 1)
    assert card_options(st) == ["arrowgant_skeleton", "ghastly_granny"]
    pick(st, "arrowgant_skeleton")
    assert up(st, 0) == ["aimless_eel"]
    assert up(st, 1) == ["ghastly_granny"]
    assert graveyard(st) == ["buried_emperor", "arrowgant_skeleton"]
    assert at_draw(st)


def test_aimless_eel_without_a_face_up_undead_only_moves_a_marker():
    st = layout(
        hands={0: ["aimless_eel"]},
        face_up={1: ["ace_fighter"]},
        face_down={2: ["arrowgant_skeleton"]},
    )
    play(st, "aimless_eel")
    pick_markers(st, 0, 1)
    assert markers(st) == (4, 5)
    assert up(st, 0) == ["aimless_eel"]
    assert up(st, 1) == ["ace_fighter"]
    assert down(st, 2) == ["arrowgant_skeleton"]
    assert graveyard(st) == ["buried_emperor"]
    assert at_draw(st)


# --- Bludgeoning Blowfish (71) ---------------------------------------------------------------------


def test_bludgeoning_blowfish_turns_another_players_face_down_hero_face_up():
    st = layout(
        hands={0: ["bludgeoning_blowfish"]},
        face_down={0: ["leery_lizard"], 1: ["arrowgant_skeleton", "ace_fighter"], 2: ["keen_koi"]},
    )
    play(st, "bludgeoning_blowfish")
    assert marker_options(st) == [(1, 0), (0, -1)]
    pick_markers(st, 0, -1)
    assert markers(st) == (4, 3)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["arrowgant_skeleton", "ace_fighter", "keen_koi"]
    pick(st, "ace_fighter")
    assert st.pending.kind == "branch" and st.deciding_seat == 0
    assert [o.args[1] for o in st.options] == ["Turn it face up", "Look at it"]
    pick_branch(st, "Turn it face up")
    assert up(st, 1) == ["ace_fighter"]
    assert down(st, 1) == ["arrowgant_skeleton"]
    assert down(st, 0) == ["leery_lizard"]
    assert down(st, 2) == ["keen_koi"]
    assert st.known[hero(st, "ace_fighter")] == ALL_SEATS
    assert at_draw(st)


def test_bludgeoning_blowfish_look_lets_only_the_player_learn_the_card():
    st = layout(
        hands={0: ["bludgeoning_blowfish"]},
        face_down={1: ["arrowgant_skeleton", "ace_fighter"]},
    )
    play(st, "bludgeoning_blowfish")
    pick_markers(st, 1, 0)
    assert markers(st) == (5, 4)
    pick(st, "ace_fighter")
    pick_branch(st, "Look at it")
    assert down(st, 1) == ["arrowgant_skeleton", "ace_fighter"]
    assert up(st, 1) == []
    assert st.view_for(0).face_down[1] == (HIDDEN, hero(st, "ace_fighter"))
    assert st.view_for(2).face_down[1] == (HIDDEN, HIDDEN)
    assert knows(st, "ace_fighter", 0) and knows(st, "ace_fighter", 1) and not knows(st, "ace_fighter", 2)
    assert not knows(st, "arrowgant_skeleton", 0)
    assert at_draw(st)


def test_bludgeoning_blowfish_ignores_own_face_down_heroes_and_skips_without_targets():
    st = layout(
        hands={0: ["bludgeoning_blowfish"]},
        face_down={0: ["leery_lizard"]},
        face_up={1: ["ace_fighter"]},
    )
    play(st, "bludgeoning_blowfish")
    pick_markers(st, 1, 0)
    assert markers(st) == (5, 4)
    assert down(st, 0) == ["leery_lizard"]
    assert up(st, 0) == ["bludgeoning_blowfish"]
    assert up(st, 1) == ["ace_fighter"]
    assert at_draw(st)


# --- Friendly Frogmage (72) ------------------------------------------------------------------------


def test_friendly_frogmage_hides_a_hand_card_in_the_party():
    st = layout(hands={0: ["friendly_frogmage", "keen_koi", "leery_lizard"]}, markers=(5, 5))
    play(st, "friendly_frogmage")
    assert markers(st) == (6, 6)
    assert st.pending.kind == "card" and st.deciding_seat == 0
    assert card_options(st) == ["keen_koi", "leery_lizard"]
    pick(st, "leery_lizard")
    assert down(st, 0) == ["leery_lizard"]
    assert hand(st, 0) == ["keen_koi"]
    assert up(st, 0) == ["friendly_frogmage"]
    assert knows(st, "leery_lizard", 0) and not knows(st, "leery_lizard", 1) and not knows(st, "leery_lizard", 2)
    assert at_draw(st)


def test_friendly_frogmage_with_an_empty_hand_only_moves_the_markers():
    st = layout(hands={0: ["friendly_frogmage"]}, markers=(12, 5))
    play(st, "friendly_frogmage")
    assert markers(st) == (12, 6)
    assert down(st, 0) == []
    assert hand(st, 0) == []
    assert up(st, 0) == ["friendly_frogmage"]
    assert at_draw(st)

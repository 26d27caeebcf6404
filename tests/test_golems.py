"""The Golems module's rules (rulings R24-R31 of cards/RULINGS.md): the golem marker, fate draws,
the leader pool, the Golems victory before Undead, the 2-player removals and a skipped turn."""

from collections import Counter

import pytest
from chance import next_fate_draw
from helpers import finish_turn
from scenario import choose, expect, scenario

from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.core.constants import LEADER_POOLS
from hidden_leaders_qt.engine.core.deal import deck_for
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.engine.rules.scoring import golem_ahead, score
from hidden_leaders_qt.engine.rules.view import view_for
from hidden_leaders_qt.ui.table.golem_pieces import golem_explanation

TAVERN = ["pigmented_war_pig", "bored_goblin", "depressed_druid"]
GOLEMS = {"golems": True, "tavern": TAVERN}
REMOVED_IN_TWO_PLAYER_GAMES = {"crabby_knight", "possessed_poodle", "gigantic_duo", "hard_shelled_titan"}


def fates_drawn(st) -> list[tuple[str, ...]]:
    return [e.value for e in st.events() if e.kind == "fate_draw"]


def keep_any_fate(st) -> str:
    """Keep the first fate card offered (or the only one, kept at once) and say which."""
    if st.pending.kind == "fate":
        choose(st, st.options[0].args[0])
    return [e.value for e in st.events() if e.kind == "fate"][-1]


# --- the golem marker (ruling R25) ------------------------------------------------------


# ruling R25
def test_a_golem_performed_by_a_copy_moves_the_golem_marker_too():
    st = scenario(3, hands={0: ["sanguine_scholar"]}, face_up={1: ["mother_of_guardians"]}, **GOLEMS)
    choose(st, "sanguine_scholar")
    # the next player's only face-up hero, Mother of Guardians, is performed: her markers, then +2
    expect(st, asks=["markers", 0], golem_marker=1)
    choose(st, [-2, -2])
    expect(st, markers=[2, 2], golem_marker=3, up={1: ["mother_of_guardians"]}, at_draw=0)


# ruling R25
def test_a_golem_whose_ability_has_no_target_still_moves_the_golem_marker():
    st = scenario(3, hands={0: ["huggable_hulk"]}, play="huggable_hulk", then=[[4, 0]], **GOLEMS)
    expect(st, up={0: ["huggable_hulk"]}, graveyard=["buried_emperor"], golem_marker=3, at_draw=0)


# ruling R25
def test_golem_effects_performed_through_copies_move_the_golem_marker_once_each():
    st = scenario(
        3,
        hands={0: ["insidious_impaler"]},
        tavern=["unmarked_mountain", "bored_goblin", "depressed_druid"],
        face_up={1: ["obliging_ogre"]},
        golems=True,
    )
    choose(st, "insidious_impaler", "unmarked_mountain")
    # the Mountain performed from the Tavern (+2), then buried: a golem into the Graveyard
    expect(st, graveyard=["buried_emperor", "unmarked_mountain"], fate_drawers=[0])
    keep_any_fate(st)
    assert [e.card for e in st.events() if e.kind == "golem"][0] == st.db.hero_index["unmarked_mountain"]
    expect(st, at_draw=0)
    st = scenario(
        3, hands={0: ["sanguine_scholar"]}, face_up={1: ["insidious_impaler"]}, tavern=st_tavern(), golems=True
    )
    choose(st, "sanguine_scholar", "obliging_ogre", [0, 4])
    # Scholar performs the Impaler, which performs the Ogre (turning the Scholar face down):
    # one golem effect, one +2, then the Ogre is buried
    expect(st, down={0: ["sanguine_scholar"]}, graveyard=["buried_emperor", "obliging_ogre"], fate_drawers=[0])
    keep_any_fate(st)
    assert [e.card for e in st.events() if e.kind == "golem"][0] == st.db.hero_index["obliging_ogre"]


def st_tavern() -> list[str]:
    return ["obliging_ogre", "bored_goblin", "depressed_druid"]


# ruling R25
def test_a_golem_placed_flipped_or_exchanged_without_its_effect_moves_nothing():
    st = scenario(3, hands={0: ["lethargic_leech", "obliging_ogre"]}, face_down={1: ["mother_of_guardians"]}, **GOLEMS)
    choose(st, "lethargic_leech", [-1, 0])
    expect(st, down={0: ["obliging_ogre"]}, golem_marker=1, at_draw=0)
    st = scenario(3, hands={0: ["long_eared_loner"]}, face_down={1: ["mother_of_guardians"]}, **GOLEMS)
    choose(st, "long_eared_loner")
    expect(st, up={1: ["mother_of_guardians"]}, golem_moves=[], at_draw=0)


# --- fate draws (ruling R26) ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("fate", "markers", "golem_marker"),
    [
        ("fate_destroyed_sanctum", [4, 4], 4),
        ("fate_crumbling_shrine", [4, 4], 5),
        ("fate_ruined_tower", [3, 4], 6),
        ("fate_withering_tree", [4, 3], 6),
    ],
)
# ruling R26
def test_each_fate_card_kept_is_applied(fate, markers, golem_marker):
    """Whoever buries a golem draws 2 fate cards and keeps one."""
    st = scenario(3, hands={0: ["kind_king_slayer"]}, face_up={1: ["obliging_ogre"]}, golem_marker=6, **GOLEMS)
    other = next(card.id for card in st.db.fates if card.id != fate)
    next_fate_draw(st, other, fate)
    choose(st, "kind_king_slayer", "obliging_ogre")
    expect(st, asks=["fate", 0], graveyard=["buried_emperor", "obliging_ogre"])
    assert fates_drawn(st) == [(other, fate)]
    choose(st, fate)
    # then the Slayer's effect is done: the Slayer is no golem, so no +2
    expect(st, markers=markers, golem_marker=golem_marker, fates_told=[fate], at_draw=0)


# ruling R26
def test_the_fate_deck_is_whole_for_every_draw():
    pairs = Counter()
    for seed in range(300):
        st = scenario(3, hands={0: ["kind_king_slayer"]}, face_up={1: ["obliging_ogre"]}, seed=seed, **GOLEMS)
        choose(st, "kind_king_slayer", "obliging_ogre")
        pairs[tuple(sorted(fates_drawn(st)[0]))] += 1
    # two of the three Destroyed Sanctums come up together, as a whole deck of six allows
    assert pairs[("fate_destroyed_sanctum", "fate_destroyed_sanctum")] > 0
    assert len(pairs) == 7  # every pair of the 4 kinds, and the one double


# ruling R26
def test_two_golems_buried_together_draw_two_fates_for_the_burying_player():
    st = scenario(3, hands={0: ["baneful_beacon"]}, face_up={1: ["obliging_ogre"], 2: ["huggable_hulk"]}, **GOLEMS)
    choose(st, "baneful_beacon", [-1, 0], "obliging_ogre")
    expect(st, fate_drawers=[0])
    first = keep_any_fate(st)
    choose(st, "huggable_hulk")
    expect(st, fate_drawers=[0, 0])
    second = keep_any_fate(st)
    expect(st, graveyard=["buried_emperor", "obliging_ogre", "huggable_hulk"], fates_told=[first, second], at_draw=0)


# ruling R26
def test_the_player_whose_effect_buried_the_golem_draws_even_when_another_chose_it():
    """Philanthropic Phantom: the victim picks the hero; the Phantom's player draws (ruling R26)."""
    st = scenario(
        3, hands={1: ["philanthropic_phantom"]}, face_up={0: ["obliging_ogre", "keen_koi"]}, current=1, **GOLEMS
    )
    choose(st, "philanthropic_phantom")
    expect(st, asks=["card", 0])
    choose(st, "obliging_ogre")
    expect(st, fate_drawers=[1])
    keep_any_fate(st)
    expect(st, at_draw=1)


# ruling R26
def test_overworked_amazon_the_amazons_player_draws_the_fate():
    st = scenario(3, hands={0: ["overworked_amazon"]}, face_up={2: ["huggable_hulk", "keen_koi"]}, **GOLEMS)
    choose(st, "overworked_amazon", [1, 0], 2, "huggable_hulk")
    expect(st, fate_drawers=[0])


# ruling R26
def test_an_exchange_that_sends_a_golem_to_the_graveyard_draws_a_fate():
    st = scenario(3, hands={0: ["mummy_mystic"]}, face_up={0: ["obliging_ogre"]}, **GOLEMS)
    choose(st, "mummy_mystic", "buried_emperor", "obliging_ogre")
    expect(st, graveyard=["obliging_ogre"], up={0: ["buried_emperor", "mummy_mystic"]}, fate_drawers=[0])


# ruling R26
def test_a_golem_moved_out_of_the_graveyard_draws_nothing():
    st = scenario(3, hands={0: ["obnoxious_nightmare"]}, graveyard=["buried_emperor", "huggable_hulk"], **GOLEMS)
    choose(st, "obnoxious_nightmare", "huggable_hulk")
    assert fates_drawn(st) == []
    expect(st, at_draw=0)


# ruling R26
def test_another_seat_sees_that_a_fate_was_drawn_not_which_cards():
    st = scenario(3, hands={0: ["kind_king_slayer"]}, face_up={1: ["obliging_ogre"]}, seed=3, **GOLEMS)
    choose(st, "kind_king_slayer", "obliging_ogre")
    draw = [e for e in st.events() if e.kind == "fate_draw"][-1]
    assert draw.visible == 0b001
    assert st.view_for(0).fate_drawn == draw.value and st.view_for(1).fate_drawn == ()
    world = st.redacted_for(1, 5)
    assert [e.value for e in world.events() if e.kind == "fate_draw"] == [None]


# --- the leader pool -------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
# ruling R28
def test_the_leaders_come_from_a_pool_of_base_and_golem_leaders_by_player_count(players):
    db = default_db()
    base_count, golem_count = LEADER_POOLS[players]
    dealt_golems = Counter()
    for seed in range(200):
        st = new_game(Settings(players=players, seed=seed, golems=True))
        kinds = Counter(db.leaders[leader].set for leader in st.leaders)
        assert kinds["golems"] <= golem_count and kinds["base"] <= base_count
        assert sorted(st.leaders + st.spare_leaders) == list(range(10))
        dealt_golems[kinds["golems"]] += 1
    assert max(dealt_golems) == min(golem_count, players)
    without = new_game(Settings(players=players, seed=1))
    assert all(db.leaders[leader].set == "base" for leader in without.leaders + without.spare_leaders)


# --- the Golems victory ------------------------------------------------------------------------


# ruling R27
def test_the_golems_win_ahead_of_both_markers_before_undead():
    st = scenario(3, markers=(9, 10), golem_marker=11, leaders=["lemron", "irafel", "myrad"], **GOLEMS)
    result = score(st)
    assert (result.winning_faction, result.winner, result.golem_marker) == ("golems", 1, 11)
    assert "golem marker is ahead of both" in result.faction_reason


# ruling R27
def test_the_golem_marker_is_ignored_when_nobody_is_aligned_with_the_golems():
    st = scenario(3, markers=(9, 10), golem_marker=11, leaders=["lemron", "cyra", "myrad"], **GOLEMS)
    result = score(st)
    assert (result.winning_faction, result.winner) == ("undead", 2)
    assert "nobody is aligned with the Golems" in result.faction_reason


@pytest.mark.parametrize("golem_marker", [9, 10])
# ruling R27
def test_the_golem_marker_must_be_strictly_ahead_of_both(golem_marker):
    st = scenario(3, markers=(9, 10), golem_marker=golem_marker, leaders=["lemron", "irafel", "myrad"], **GOLEMS)
    assert score(st).winning_faction == "undead"


# ruling R27
def test_golem_scoring_counts_face_down_golems():
    st = scenario(
        3,
        face_up={0: ["obliging_ogre", "keen_koi"], 1: ["huggable_hulk", "severed_seraph"]},
        face_down={0: ["mother_of_guardians", "unmarked_mountain"], 1: ["ace_fighter"]},
        golem_marker=6,
        leaders=["tissa", "ulc", "myrad"],
        **GOLEMS,
    )
    result = score(st)
    assert result.winning_faction == "golems" and result.aligned == (0, 1)
    # seat 0: Ogre, Mother, Mountain = 3 golems, and Mother's +1 for the two pairs... of 3: +1
    assert result.tie_breaks[0].values == {0: 4, 1: 2} and result.winner == 0


# --- 2-player removals (ruling R29), the module's deck ---------------------------------------------


# ruling R29
def test_two_player_golem_games_leave_out_four_golems():
    db = default_db()
    two = {db.heroes[c].id for c in deck_for(Settings(players=2, golems=True), db)}
    three = {db.heroes[c].id for c in deck_for(Settings(players=3, golems=True), db)}
    assert three - two == REMOVED_IN_TWO_PLAYER_GAMES
    assert "mended_colossus" in two and "unmarked_mountain" in two
    assert sum(1 for c in three if db.hero(c).golem) == 26
    assert not any(db.hero(c).golem for c in (db.heroes[i].id for i in deck_for(Settings(players=3), db)))


def test_a_game_of_every_module_deals_its_cards_and_puts_the_golem_marker_on_space_one():
    st = new_game(Settings(players=4, seed=2, golems=True, queens_and_friend=True, keeper_of_discord=True))
    assert st.golem_marker == 1 and len(deck_for(st.settings, st.db)) == 84 + 4 + 1 + 26


# --- a skipped turn ------------------------------------------------------------------------------------


# ruling R31
def test_possessed_poodle_the_marked_player_misses_one_turn():
    hands = {0: ["possessed_poodle"], 1: ["keen_koi"], 2: ["leery_lizard"]}
    st = scenario(3, hands=hands, play="possessed_poodle", then=[1], **GOLEMS)
    finish_turn(st)
    assert st.current == 2 and st.skip_mask == 0
    skip = [e for e in st.events() if e.kind == "skip"]
    assert [(e.actor) for e in skip] == [1]
    finish_turn_from_main(st)
    assert st.current == 0
    finish_turn_from_main(st)
    assert st.current == 1, "only the next turn is missed"


def two_poodle_effects(second_target: int):
    """Four players: seat 1's Possessed Poodle is performed by seat 0's Sanguine Scholar, naming
    seat 2, then by seat 1's own Ghastly Granny, naming `second_target`; seat 1's turn ends."""
    st = scenario(
        4,
        hands={0: ["sanguine_scholar"], 1: ["ghastly_granny"], 2: ["leery_lizard"], 3: ["keen_koi"]},
        face_up={1: ["possessed_poodle"]},
        play="sanguine_scholar",
        then=[2],
        **GOLEMS,
    )
    finish_turn(st)
    choose(st, "ghastly_granny", second_target)
    finish_turn(st)
    return st


# ruling R31
def test_two_players_named_by_two_poodle_effects_both_miss_their_next_turn():
    st = two_poodle_effects(second_target=3)
    assert [e.actor for e in st.events() if e.kind == "skip"] == [2, 3]
    assert st.current == 0 and st.skip_mask == 0


# ruling R31
def test_a_player_named_twice_misses_one_turn():
    st = two_poodle_effects(second_target=2)
    assert [e.actor for e in st.events() if e.kind == "skip"] == [2]
    assert st.current == 3
    for expected in (0, 1, 2):
        finish_turn_from_main(st)
        assert st.current == expected


def finish_turn_from_main(st) -> None:
    """Pass the main action, then finish the turn."""
    choose(st, "pass")
    finish_turn(st)


# --- faction choices name the Golems (ruling R24) -----------------------------------------------------


# ruling R24
def test_naming_the_golems_matches_every_golem():
    st = scenario(
        2, hands={0: ["underwater_artist"], 1: ["keen_koi", "obliging_ogre"]}, play="underwater_artist", **GOLEMS
    )
    expect(st, factions=["undead", "water_folk", "imperial_army", "hill_tribes", "golems"])
    choose(st, "golems")
    expect(st, hand={0: ["obliging_ogre"], 1: ["keen_koi"]}, at_draw=0)


# ruling R24
def test_without_the_module_the_golems_are_not_offered():
    st = scenario(2, hands={0: ["underwater_artist"], 1: ["keen_koi"]}, tavern=TAVERN, play="underwater_artist")
    expect(st, factions=["undead", "water_folk", "imperial_army", "hill_tribes"])


def test_the_end_the_forecast_and_the_tooltip_agree_on_when_the_golem_marker_wins():
    """The rule "strictly ahead of both markers" is told alike by the game's end, the table's
    forecast above the track and the golem marker's tooltip, wherever the markers stand."""
    for red, green in [(1, 1), (4, 7), (9, 10), (12, 11), (12, 12)]:
        for golem in range(1, 13):
            st = scenario(3, markers=(red, green), golem_marker=golem, leaders=["lemron", "irafel", "myrad"], **GOLEMS)
            ahead = golem > red and golem > green
            assert (score(st).winning_faction == "golems") == ahead
            assert (view_for(st, 0).would_win()[0] == "golems") == ahead
            assert ("the Golems would win" in golem_explanation(golem, (red, green))) == ahead
            assert golem_ahead(golem, red, green) == ahead

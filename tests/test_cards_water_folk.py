"""Scenario tests of the Water Folk heroes: known position, the card played, the exact result."""

from helpers import (
    finish_turn,
    hero,
    up,
)
from scenario import choose, expect, scenario

from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.data.layout import from_layout
from hidden_leaders_qt.engine.rules.view import HIDDEN

TAVERN3 = ["hairy_hermit", "depressed_druid", "bored_goblin"]
ALL_SEATS = 0b111


def layout(players=3, **kwargs):
    kwargs.setdefault("tavern", TAVERN3)
    return from_layout(players, **kwargs)


def knows(st, hero_id: str, seat: int) -> bool:
    return bool(st.known[hero(st, hero_id)] >> seat & 1)


def pile_options(st) -> list[Zone]:
    return [Zone(o.args[0]) for o in st.options if o.kind == "pile"]


def at_draw(st, seat: int = 0) -> bool:
    return st.pending.kind == "draw" and st.deciding_seat == seat


# --- Tentacle Oracle (56) ------------------------------------------------------------------


def test_tentacle_oracle_reveals_a_non_undead_wilderness_top_and_moves_both_markers_back_3():
    st = scenario(
        3,
        hands={0: ["tentacle_oracle"]},
        wilderness=["arrowgant_skeleton", "ace_fighter"],
        markers=[8, 6],
        tavern=TAVERN3,
        play="tentacle_oracle",
    )
    expect(
        st,
        markers=[5, 3],
        wilderness=["arrowgant_skeleton", "ace_fighter"],
        known={"ace_fighter": {0, 1, 2}},
        unseen_by={"arrowgant_skeleton": {1}},
    )
    assert st.view_for(2).wilderness == (HIDDEN, hero(st, "ace_fighter"))
    expect(st, up={0: ["tentacle_oracle"]}, at_draw=0)


# --- Hopeful Salamander (64) -------------------------------------------------------------------


def test_hopeful_salamander_tavern_hero_counts_toward_the_game_end():
    st = scenario(
        3,
        hands={0: ["hopeful_salamander"]},
        face_up={0: ["keen_koi", "leery_lizard", "furious_frog", "ace_fighter", "hairy_hermit"]},
        tavern=["arrowgant_skeleton", "depressed_druid", "bored_goblin"],
        leaders=["lemron", "cyra", "myrad"],
        play="hopeful_salamander",
    )
    choose(st, "depressed_druid")
    assert len(up(st, 0)) == 7
    expect(st, at_draw=0)
    finish_turn(st)
    assert st.is_over


# --- Miniature Merman (68) -----------------------------------------------------------------------


def test_miniature_merman_takes_the_top_2_wilderness_cards_into_hand():
    st = scenario(
        3,
        hands={0: ["miniature_merman"]},
        wilderness=["keen_koi", "leery_lizard", "furious_frog"],
        graveyard=["buried_emperor", "arrowgant_skeleton"],
        markers=[5, 5],
        tavern=TAVERN3,
        play="miniature_merman",
    )
    expect(st, marker_options=[[-1, 0], [0, 1]])
    choose(st, [-1, 0])
    expect(st, markers=[4, 5], asks=["pile", 0])
    assert pile_options(st) == [Zone.WILDERNESS, Zone.GRAVEYARD]
    choose(st, "wilderness")
    expect(
        st,
        hand={0: ["furious_frog", "leery_lizard"]},
        wilderness=["keen_koi"],
        graveyard=["buried_emperor", "arrowgant_skeleton"],
    )
    for card in ("furious_frog", "leery_lizard"):
        assert knows(st, card, 0) and not knows(st, card, 1) and not knows(st, card, 2)
    expect(st, at_draw=0)


# --- Bludgeoning Blowfish (71) ---------------------------------------------------------------------


def test_bludgeoning_blowfish_look_lets_only_the_player_learn_the_card():
    st = scenario(
        3,
        hands={0: ["bludgeoning_blowfish"]},
        face_down={1: ["arrowgant_skeleton", "ace_fighter"]},
        tavern=TAVERN3,
        play="bludgeoning_blowfish",
    )
    choose(st, [1, 0])
    expect(st, markers=[5, 4])
    choose(st, "ace_fighter", "Look at it")
    expect(st, down={1: ["arrowgant_skeleton", "ace_fighter"]}, up={1: []})
    assert st.view_for(0).face_down[1] == (HIDDEN, hero(st, "ace_fighter"))
    assert st.view_for(2).face_down[1] == (HIDDEN, HIDDEN)
    expect(st, seen_by={"ace_fighter": {0}})
    expect(st, seen_by={"ace_fighter": {1}}, unseen_by={"ace_fighter": {2}, "arrowgant_skeleton": {0}}, at_draw=0)

"""Scenario tests of the 12 promotional (Kickstarter) heroes: known position, the card played, the exact result."""

import pytest
from scenario import choose, expect, scenario

from hidden_leaders_qt.engine import GameState
from hidden_leaders_qt.engine.core.deal import deck_for
from hidden_leaders_qt.engine.core.errors import EngineError
from hidden_leaders_qt.engine.core.settings import Settings
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.engine.data.layout import from_layout

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


# --- 76 Careless Cartographer ---------------------------------------------------------


def test_careless_cartographer_swaps_a_blind_face_down_hero_with_one_of_yours():
    st = scenario(
        3,
        hands={0: ["careless_cartographer"]},
        face_down={0: ["keen_koi", "leery_lizard"], 1: ["ace_fighter", "aimless_eel"], 2: ["shaky_sharpshooter"]},
        tavern=TAVERN,
        play="careless_cartographer",
    )
    expect(st, asks=["markers", 0], marker_set=[[0, 1], [1, 0], [1, 1]])
    choose(st, [0, 1])
    expect(st, markers=[4, 5], asks=["card", 0], options=["ace_fighter", "aimless_eel", "shaky_sharpshooter"])
    # the other players' face-down heroes are picked blind
    assert st.view_for(0).face_down[1] == (-1, -1)
    choose(st, "aimless_eel")
    expect(st, asks=["card", 0], options=["keen_koi", "leery_lizard"])
    choose(st, "keen_koi")
    expect(
        st,
        down={0: ["aimless_eel", "leery_lizard"], 1: ["ace_fighter", "keen_koi"], 2: ["shaky_sharpshooter"]},
        up={0: ["careless_cartographer"], 1: [], 2: []},
        known={"aimless_eel": {0, 1}, "keen_koi": {0, 1}},
        at_draw=0,
    )


# --- 77 Underwater Artist -------------------------------------------------------------


# ruling R19
def test_underwater_artist_gets_nothing_when_the_player_holds_no_card_of_the_faction():
    st = scenario(
        2, hands={0: ["underwater_artist"], 1: ["aimless_eel", "ace_fighter"]}, tavern=TAVERN, play="underwater_artist"
    )
    choose(st, "undead")
    expect(st, hand={0: [], 1: ["aimless_eel", "ace_fighter"]})
    assert any(e.kind == "none_to_give" and e.actor == 1 for e in st.events())
    expect(st, at_draw=0)


# --- 79 Firm Fishmonger ---------------------------------------------------------------


def test_firm_fishmonger_swaps_a_wilderness_card_with_an_own_face_down_hero():
    st = scenario(
        2,
        hands={0: ["firm_fishmonger"]},
        face_down={0: ["ace_fighter", "canned_champion"]},
        wilderness=["flailing_knight", "spirited_shaman", "keen_koi", "leery_lizard", "furious_frog"],
        tavern=TAVERN,
        play="firm_fishmonger",
    )
    expect(st, asks=["markers", 0], marker_set=[[-1, 0], [-1, 1], [0, 1]])
    choose(st, [-1, 1])
    expect(st, markers=[3, 5], asks=["card", 0], options=["keen_koi", "leery_lizard", "furious_frog"])
    assert all(known_by(st, c) == {0} for c in ["keen_koi", "leery_lizard", "furious_frog"])
    choose(st, "leery_lizard")
    expect(st, asks=["card", 0], options=["ace_fighter", "canned_champion"])
    choose(st, "ace_fighter")
    expect(st, down={0: ["leery_lizard", "canned_champion"]})
    # the other looked-at cards go back, the former face-down hero lies on top
    expect(
        st,
        wilderness=["flailing_knight", "spirited_shaman", "keen_koi", "furious_frog", "ace_fighter"],
        looking=[],
        known={"leery_lizard": {0}, "ace_fighter": {0}, "spirited_shaman": set()},
        up={0: ["firm_fishmonger"]},
        at_draw=0,
    )


# ruling R7
def test_firm_fishmonger_without_own_face_down_hero_does_not_look_at_the_wilderness():
    st = scenario(
        2,
        hands={0: ["firm_fishmonger"]},
        face_down={1: ["ace_fighter"]},
        wilderness=["keen_koi", "leery_lizard", "furious_frog"],
        tavern=TAVERN,
        play="firm_fishmonger",
    )
    choose(st, [0, 1])
    expect(st, markers=[4, 5], wilderness=["keen_koi", "leery_lizard", "furious_frog"], looking=[])
    assert all(known_by(st, c) == set() for c in ["keen_koi", "leery_lizard", "furious_frog"])
    expect(st, down={0: [], 1: ["ace_fighter"]}, at_draw=0)


# --- the set as a whole ---------------------------------------------------------------


# ruling R23
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

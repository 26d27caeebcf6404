"""What each seat may see: views, knowledge from look effects, per-seat event texts, resampling."""

from collections import Counter

from chance import next_fate_draw
from helpers import finish_turn, hand, hero, pick, play

from hidden_leaders_qt.ai.search.estimate import Estimate, PositionEstimate
from hidden_leaders_qt.engine import Option, Settings, new_game
from hidden_leaders_qt.engine.core.constants import UNDEAD
from hidden_leaders_qt.engine.core.options import DONE, DRAW_HARBOR
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.engine.data.layout import from_layout
from hidden_leaders_qt.engine.rules.view import HIDDEN, leader_prior, parties_view_for
from hidden_leaders_qt.engine.words.narration import render

TAVERN = ["flailing_knight", "depressed_druid", "rotting_orangutan"]


def hidden_cards(st) -> list[int]:
    """Every card in a place some seat cannot see into."""
    return sorted(card for cards in (*st.hands, *st.down, st.wilderness, st.harbor) for card in cards)


def test_a_view_shows_own_hand_leader_and_hidden_heroes_but_not_others():
    st = from_layout(
        3,
        hands={0: ["keen_koi"], 1: ["leery_lizard", "furious_frog"]},
        face_down={0: ["ace_fighter"], 1: ["aimless_eel"]},
        face_up={2: ["crow_carrier"]},
        tavern=TAVERN,
        leaders=["lemron", "cyra", "myrad"],
    )
    view = st.view_for(0)
    assert view.hand == (hero(st, "keen_koi"),)
    assert view.hands[1] == (HIDDEN, HIDDEN)
    assert view.face_down[0] == (hero(st, "ace_fighter"),)
    assert view.face_down[1] == (HIDDEN,)
    assert view.face_up[2] == (hero(st, "crow_carrier"),)
    assert view.leaders == (st.db.leader_index["lemron"], HIDDEN, HIDDEN)
    assert view.decision is not None and view.decision.seat == 0
    other = st.view_for(1)
    assert other.decision is None and other.waiting_for == ("main", 0)
    assert all(card == HIDDEN for card in other.harbor)


def test_a_look_is_remembered_while_the_card_stays_put_and_follows_a_public_exchange():
    st = from_layout(
        2,
        hands={0: ["curious_troll"], 1: ["underestimated_squire", "keen_koi"]},
        face_down={1: ["aimless_eel"]},
        tavern=TAVERN,
    )
    play(st, "curious_troll")
    st.apply(Option("markers", (1, 0)))
    pick(st, "aimless_eel")
    eel = hero(st, "aimless_eel")
    assert st.view_for(0).face_down[1] == (eel,)
    finish_turn(st)
    # seat 1 swaps the looked-at hero with a hand card: seat 0 saw which position moved
    play(st, "underestimated_squire")
    pick(st, "aimless_eel")  # the only hand card, Keen Koi, takes its place
    view = st.view_for(0)
    assert view.face_down[1] == (HIDDEN,)
    assert eel in view.hands[1]


def test_an_unseen_discard_from_a_hand_makes_others_forget_that_hand():
    st = from_layout(
        2,
        hands={0: ["resilient_rearguard"], 1: ["keen_koi", "leery_lizard", "furious_frog"]},
        tavern=TAVERN,
    )
    play(st, "resilient_rearguard")
    st.apply(Option("markers", (1, 0)))
    taken = st.hands[0][-1]
    assert st.known[taken] == 0b11
    # seat 1 knew the rest of its hand; seat 0 learns nothing about it
    for card in st.hands[1]:
        assert st.known[card] == 0b10


def test_events_name_a_drawn_card_only_for_the_drawer():
    st = from_layout(2, hands={0: ["keen_koi"]}, tavern=TAVERN, harbor=["aimless_eel"])
    play(st, "keen_koi")
    st.apply(DRAW_HARBOR)
    draw = [e for e in st.events() if e.kind == "draw"][-1]

    def card_name(card):
        return st.db.heroes[card].name

    def seat_name(seat):
        return f"Player {seat + 1}"

    assert render(draw, 0, card_name, seat_name) == "Player 1 drew Aimless Eel from the Harbor."
    assert render(draw, 1, card_name, seat_name) == "Player 1 drew a card from the Harbor."
    play_event = [e for e in st.events() if e.kind == "play"][-1]
    assert render(play_event, 1, card_name, seat_name) == "Player 1 played Keen Koi."


def test_resampling_keeps_the_seats_view_and_redistributes_the_rest():
    st = new_game(Settings(players=4, seed=3))
    while st.phase.name == "SETUP":
        st.apply(st.options[0])
    seat = st.deciding_seat
    view = st.view_for(seat)
    rng = SplitMix64(1)
    others_hands = Counter()
    leaders = Counter()
    for _ in range(30):
        world = st.resample_for(seat, rng)
        assert world.view_for(seat) == view
        others_hands[tuple(world.hands[(seat + 1) % 4])] += 1
        leaders[world.leaders[(seat + 1) % 4]] += 1
        assert sorted(world.leaders + world.spare_leaders) == list(range(6))
    assert len(others_hands) > 20
    assert len(leaders) >= 4


def test_the_harbor_order_is_resampled_but_the_tavern_is_not():
    st = new_game(Settings(players=3, seed=8))
    while st.phase.name == "SETUP":
        st.apply(st.options[0])
    world = st.resample_for(st.deciding_seat, SplitMix64(2))
    assert world.tavern == st.tavern
    assert world.harbor != st.harbor
    assert len(world.harbor) == len(st.harbor)
    # the harbor's cards come from those the seat cannot see, none lost or doubled
    assert hidden_cards(world) == hidden_cards(st)


def test_a_looking_area_is_private_to_the_looker():
    st = from_layout(2, hands={0: ["pessimistic_whaleman"]}, tavern=TAVERN, harbor=["keen_koi", "leery_lizard"])
    play(st, "pessimistic_whaleman")
    st.apply(Option("markers", (1, 0)))
    assert st.pending.kind == "card"
    assert st.view_for(0).looking == (hero(st, "keen_koi"), hero(st, "leery_lizard"))
    assert st.view_for(1).looking == (HIDDEN, HIDDEN)
    assert DONE not in st.options


def test_a_card_taken_publicly_is_no_longer_known_once_an_unseen_card_leaves_that_hand():
    # seat 1 takes Keen Koi from the Tavern in view of everyone, then discards a hand card unseen
    st = from_layout(
        2,
        hands={0: ["pigmented_war_pig"], 1: ["battle_pet_master", "leery_lizard", "furious_frog"]},
        tavern=["keen_koi", "depressed_druid", "rotting_orangutan"],
        current=1,
    )
    st.apply(Option("pass"))
    st.apply(Option("draw_tavern", (0,)))
    koi = hero(st, "keen_koi")
    assert st.known[koi] == 0b11
    st.apply(Option("discard", (2,)))  # the Frog, face down: seat 0 loses track of seat 1's hand
    assert st.known[koi] == 0b10
    assert st.current == 0
    play(st, "pigmented_war_pig")
    finish_turn(st)
    play(st, "battle_pet_master")
    pick(st, "keen_koi")
    assert st.view_for(0).face_down[1] == (HIDDEN,)
    assert st.known[koi] == 0b10
    assert koi not in st.view_for(0).hands[1]
    assert st.view_for(1).face_down[1] == (koi,)


def test_a_redacted_state_does_not_depend_on_where_the_hidden_cards_really_are():
    st = new_game(Settings(players=4, seed=12))
    chooser = SplitMix64(3)
    for _ in range(120):
        st.apply(st.options[chooser.below(len(st.options))])
    seat = st.deciding_seat
    redacted = st.redacted_for(seat, seed=77)

    def without_log(world):
        return {key: value for key, value in world.to_data().items() if key not in ("log",)}

    for k in range(5):
        other_truth = st.resample_for(seat, SplitMix64(k))  # the same view, hidden cards elsewhere
        assert without_log(other_truth.redacted_for(seat, seed=77)) == without_log(redacted)
    assert redacted.view_for(seat) == st.view_for(seat)
    bit = 1 << seat
    for event in redacted.events():
        assert event.card < 0 or event.visible & bit
        if event.kind == "leader":
            assert event.value == (st.leaders[seat] if event.actor == seat else -1)


# ruling R11
def test_a_publicly_discarded_card_taken_back_privately_is_no_longer_known_where_it_went():
    # Hangry Barbarian discards the Knight and the Orangutan in view of everyone; seat 0's
    # end-of-turn discard lies on top, unseen; seat 1's Seaweed Chopper then hides one of
    # the top two and keeps the other: the others cannot tell which went where
    st = from_layout(
        3,
        hands={0: ["hangry_barbarian", "keen_koi", "leery_lizard", "furious_frog"], 1: ["seaweed_chopper"]},
        face_down={1: ["aimless_eel"]},
        tavern=["flailing_knight", "depressed_druid", "rotting_orangutan"],
        harbor=["ace_fighter"],
    )
    play(st, "hangry_barbarian")
    orangutan = hero(st, "rotting_orangutan")
    assert st.known[orangutan] == 0b111
    finish_turn(st)  # seat 0 discards Keen Koi face down
    play(st, "seaweed_chopper")
    st.apply(Option("markers", (-1, 0)))
    pick(st, "rotting_orangutan")
    assert st.down[1] == [hero(st, "aimless_eel"), orangutan]
    assert st.view_for(2).face_down[1] == (HIDDEN, HIDDEN)
    assert st.view_for(2).hands[1] == (HIDDEN,)
    assert st.view_for(0).face_down[1] == (HIDDEN, HIDDEN)
    assert st.view_for(1).face_down[1] == (hero(st, "aimless_eel"), orangutan)
    assert st.known[orangutan] == 0b010
    moved = [e for e in st.events() if e.kind == "place" and e.card == orangutan][-1]
    assert not moved.visible & 0b101


# ruling R11
def test_crow_carrier_hides_which_graveyard_card_went_into_the_party_but_not_a_forced_one():
    st = from_layout(
        3,
        hands={0: ["crow_carrier"]},
        graveyard=["buried_emperor", "canned_champion", "ace_fighter"],
        tavern=TAVERN,
    )
    play(st, "crow_carrier")
    pick(st, "canned_champion")
    champion, fighter = hero(st, "canned_champion"), hero(st, "ace_fighter")
    assert st.down[0] == [champion] and st.wilderness[-1] == fighter
    for seat in (1, 2):
        view = st.view_for(seat)
        assert view.face_down[0] == (HIDDEN,) and view.wilderness[-1] == HIDDEN
    assert st.view_for(0).face_down[0] == (champion,)
    # with one Graveyard card there is nothing to choose: everyone saw where it went
    st = from_layout(3, hands={0: ["crow_carrier"]}, tavern=TAVERN)
    play(st, "crow_carrier")
    assert st.view_for(1).face_down[0] == (hero(st, "buried_emperor"),)


def test_a_card_remembered_by_a_multi_step_effect_points_where_that_card_lies_in_every_world():
    # Will-Bending Witch: seat 1 discarded the Champion unseen, seat 2 is choosing now; the
    # Witch and its branch share what they remember
    st = from_layout(
        4,
        hands={
            0: ["will_bending_witch"],
            1: ["aimless_eel", "canned_champion"],
            2: ["ace_fighter", "keen_koi"],
            3: ["leery_lizard"],
        },
        tavern=TAVERN,
    )
    play(st, "will_bending_witch")
    st.apply(Option("markers", (1, 0)))
    pick(st, "canned_champion")
    assert st.deciding_seat == 2 and len(st.stack) == 2 and st.stack[0].vars is st.stack[1].vars
    for seed in range(20):
        world = st.redacted_for(3, seed)
        assert world.stack[0].vars is world.stack[1].vars
        assert world.stack[0].vars["card"] == world.wilderness[-1]


def test_a_world_for_a_waiting_seat_keeps_the_main_action_discarding_one_card_at_a_time():
    st = from_layout(2, hands={0: ["keen_koi", "leery_lizard", "furious_frog"]}, tavern=TAVERN)
    st.apply(Option("discard", (0,)))
    assert st.pending.kind == "discard_more"
    world = st.resample_for(1, SplitMix64(4))
    assert world.pending == st.pending
    assert world.view_for(1) == st.view_for(1)


# ruling R19
def test_underwater_artists_none_is_known_to_every_seat_until_that_hand_changes_unseen():
    st = from_layout(
        3,
        hands={0: ["underwater_artist"], 1: ["aimless_eel", "ace_fighter", "keen_koi"], 2: ["leery_lizard"]},
        tavern=TAVERN,
        harbor=["furious_frog"],
    )
    play(st, "underwater_artist")
    st.apply(Option("faction", ("undead",)))
    st.apply(Option("player", (1,)))
    assert hand(st, 1) == ["aimless_eel", "ace_fighter", "keen_koi"]
    assert all(st.view_for(seat).hand_lacks == (0, UNDEAD, 0) for seat in range(3))
    for k in range(40):
        world = st.resample_for(2, SplitMix64(k))
        assert world.hand_lacks == st.hand_lacks
        assert not any(st.db.factions[card] & UNDEAD for card in world.hands[1])
    finish_turn(st)
    st.apply(Option("pass"))
    at_draw = st.clone()
    st.apply(Option("draw_tavern", (1,)))  # the Druid, in view of everyone: still no Undead
    assert st.view_for(2).hand_lacks[1] == UNDEAD
    taken_undead = at_draw.clone()
    taken_undead.apply(Option("draw_tavern", (2,)))  # the Orangutan: now it holds one
    assert taken_undead.view_for(2).hand_lacks[1] == 0
    drawn_unseen = at_draw.clone()
    drawn_unseen.apply(DRAW_HARBOR)
    assert drawn_unseen.view_for(2).hand_lacks[1] == 0


def test_with_golems_a_world_deals_the_other_leaders_from_a_pool_that_holds_ones_own():
    db = default_db()
    for players, golem_limit in ((3, 1), (4, 2), (6, 3)):
        st = new_game(Settings(players=players, seed=21, golems=True))
        seat = st.deciding_seat
        seen = Counter()
        for k in range(200):
            world = st.resample_for(seat, SplitMix64(k))
            assert world.leaders[seat] == st.leaders[seat]
            assert sorted(world.leaders + world.spare_leaders) == list(range(10))
            golems = sum(1 for leader in world.leaders if db.leaders[leader].set == "golems")
            assert golems <= golem_limit
            seen.update(world.leaders[s] for s in range(players) if s != seat)
        assert len(seen) == 9, "every other leader can be held by another seat"


def test_the_deal_weighs_leader_arrangements_by_the_pool():
    st = from_layout(3, leaders=["lemron", "tissa", "cyra"], golems=True)
    index = st.db.leader_index
    # 3 players: 3 base and 1 golem leader in the pool, so two golem leaders are impossible
    assert leader_prior(st, 0, (index["tissa"], index["ulc"])) == 0
    assert leader_prior(st, 0, (index["tissa"], index["cyra"])) == leader_prior(st, 0, (index["myrad"], index["cyra"]))
    # 2 players: the pool holds 3 other base leaders and 2 golem leaders, so the opponent holds
    # a golem leader in 2 cases of 5 (not in 4 of 9, as if all 9 were in it)
    two = from_layout(2, leaders=["lemron", "cyra"], golems=True)
    weights = {leader.set: leader_prior(two, 0, (leader.index,)) for leader in two.db.leaders[1:]}
    assert 4 * weights["golems"] / (4 * weights["golems"] + 5 * weights["base"]) == 2 / 5
    assert leader_prior(from_layout(3), 0, (index["myrad"], index["cyra"])) == 1


def test_while_a_seat_chooses_a_fate_the_others_see_only_that_it_chooses():
    st = from_layout(3, hands={0: ["kind_king_slayer"]}, face_up={1: ["obliging_ogre"]}, tavern=TAVERN, golems=True)
    next_fate_draw(st, "fate_withering_tree", "fate_destroyed_sanctum")
    play(st, "kind_king_slayer")
    pick(st, "obliging_ogre")
    assert st.pending.kind == "fate"
    assert st.view_for(0).fate_drawn == ("fate_withering_tree", "fate_destroyed_sanctum")
    assert st.view_for(0).fate_drawn and st.view_for(0).decision.kind == "fate"
    other = st.view_for(1)
    assert other.fate_drawn == () and other.decision is None and other.waiting_for == ("fate", 0)
    drawn = Counter()
    for k in range(100):
        world = st.resample_for(1, SplitMix64(k))
        assert world.view_for(1) == other and world.pending.kind == "fate"
        drawn[tuple(sorted(world.fate_drawn))] += 1
    assert len(drawn) >= 5, "another seat's fate cards are guessed, not known"


def test_the_parties_view_search_values_positions_by_is_the_seats_view_of_the_parties():
    st = new_game(Settings(players=4, seed=77, golems=True))
    rng = SplitMix64(5)
    checked = 0
    while not st.is_over:
        for seat in range(st.n):
            full, parties = st.view_for(seat), parties_view_for(st, seat)
            assert (parties.face_up, parties.face_down, parties.markers) == (full.face_up, full.face_down, full.markers)
            assert (parties.leader, parties.threshold, parties.golem_marker) == (
                full.leader,
                full.threshold,
                full.golem_marker,
            )
            assert PositionEstimate(parties, st.db).base == Estimate(full, st.db).base
            checked += 1
        st.apply(st.options[rng.below(len(st.options))])
    assert checked > 100


def test_a_prepared_resampler_draws_the_same_worlds_as_resampling_afresh():
    st = new_game(Settings(players=5, seed=8, queens_and_friend=True, bribery=True))
    rng = SplitMix64(2)
    for _ in range(40):
        st.apply(st.options[rng.below(len(st.options))])
    resampler = st.resampler_for(2)
    prepared, afresh = SplitMix64(9), SplitMix64(9)
    for _ in range(5):
        one, other = resampler.sample(prepared), st.resample_for(2, afresh)
        assert one.to_data() == other.to_data()
        assert one.view_for(2) == st.view_for(2)

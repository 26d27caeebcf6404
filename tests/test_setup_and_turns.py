"""Setup, the four steps of a turn, reshuffling, clamping, determinism and illegal options."""

import pytest
from helpers import hand, markers, pick_markers, play, tavern, up, wilderness

from hidden_leaders_qt.engine import IllegalOptionError, Option, Settings, new_game
from hidden_leaders_qt.engine.core.constants import Phase
from hidden_leaders_qt.engine.core.deal import deck_for
from hidden_leaders_qt.engine.core.options import DONE, DRAW_HARBOR, PASS
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.layout import from_layout


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
# ruling R9
def test_setup_deals_leaders_tavern_and_five_cards_and_asks_each_player_in_turn_order(players):
    st = new_game(Settings(players=players, seed=11))
    assert st.phase == Phase.SETUP
    assert markers(st) == (4, 4)
    assert [st.db.heroes[c].id for c in st.graveyard] == ["buried_emperor"]
    assert all(c >= 0 for c in st.tavern)
    assert [len(h) for h in st.hands] == [5] * players
    assert len(set(st.leaders)) == players
    order = [(st.start_seat + k) % players for k in range(players)]
    total = 85
    assert len(st.harbor) == total - 1 - 3 - 5 * players
    for seat in order:
        assert st.pending.kind == "setup" and st.deciding_seat == seat
        assert len(st.options) == 20
        hidden, discarded = st.hands[seat][1], st.hands[seat][3]
        st.apply(Option("setup", (1, 3)))
        assert st.down[seat] == [hidden]
        assert st.wilderness[-1] == discarded
        assert len(st.hands[seat]) == 3
    assert st.phase == Phase.MAIN and st.current == st.start_seat and st.turn == 1
    assert st.pending.kind == "main"


# ruling R9
def test_setup_keeps_each_players_choices_private():
    st = new_game(Settings(players=3, seed=2))
    first = st.deciding_seat
    st.apply(Option("setup", (0, 1)))
    hidden = st.down[first][0]
    discarded = st.wilderness[-1]
    for seat in range(3):
        view = st.view_for(seat)
        if seat == first:
            assert view.face_down[first] == (hidden,)
            assert view.wilderness[-1] == discarded
        else:
            assert view.face_down[first] == (-1,)
            assert view.wilderness[-1] == -1


# ruling R23
def test_promo_option_and_beginner_variant_change_the_deck():
    st = new_game(Settings(players=4, seed=1))
    db = st.db
    assert len(deck_for(Settings(), db)) == 84
    assert len(deck_for(Settings(promo_heroes=False), db)) == 72
    beginner = deck_for(Settings(beginner=True), db)
    assert all(not db.heroes[c].advanced for c in beginner)
    assert len(beginner) == 84 - sum(1 for h in db.heroes if h.advanced and h.set in ("base", "promo"))
    assert new_game(Settings(players=4, seed=1, beginner=True)).threshold() == 6
    assert new_game(Settings(players=4, seed=1)).threshold() == 7


# ruling R23
def test_the_beginner_variant_keeps_every_hero_of_the_modules_switched_on():
    db = new_game(Settings(players=4, seed=1)).db
    modules = {"golems": True, "queens_and_friend": True, "keeper_of_discord": True}
    beginner = {db.heroes[c].id for c in deck_for(Settings(beginner=True, **modules), db)}
    full = {db.heroes[c].id for c in deck_for(Settings(**modules), db)}
    left_out = full - beginner
    assert {"mother_of_guardians", "keeper_of_discord", "gigantic_duo", "hard_shelled_titan"} <= beginner
    assert {"sanguine_scholar", "ghastly_granny"} <= left_out
    assert all(db.heroes[db.hero_index[name]].set in ("base", "promo") for name in left_out)
    assert all(hero.id in beginner for hero in db.heroes if hero.set in ("golems", "queens", "keeper"))


def test_same_seed_and_choices_give_the_same_game():
    def play_out(seed):
        st = new_game(Settings(players=4, seed=seed))
        chooser = SplitMix64(99)
        while not st.is_over:
            st.apply(st.options[chooser.below(len(st.options))])
        return st.to_data()

    assert play_out(5) == play_out(5)
    assert play_out(5) != play_out(6)


def basic_turn(**kwargs):
    layout = dict(
        hands={
            0: ["pigmented_war_pig", "leery_lizard", "furious_frog"],
            1: ["keen_koi", "bored_goblin", "grumpy_guard"],
        },
        tavern=["flailing_knight", "depressed_druid", "rotting_orangutan"],
        harbor=["short_sighted_soldier", "underpaid_mercenary", "blind_eye_collector"],
    )
    layout.update(kwargs)
    return from_layout(2, **layout)


# ruling R12
def test_main_action_offers_each_play_each_discard_and_pass():
    st = basic_turn()
    kinds = [o.kind for o in st.options]
    assert kinds.count("play") == 3 and kinds.count("discard") == 3 and PASS in st.options


# ruling R12
def test_discarding_up_to_three_cards_one_at_a_time_then_drawing_four():
    st = basic_turn()
    st.apply(Option("discard", (0,)))
    assert wilderness(st) == ["pigmented_war_pig"]
    assert st.pending.kind == "discard_more" and DONE in st.options
    st.apply(Option("discard", (0,)))
    st.apply(Option("discard", (0,)))
    assert wilderness(st) == ["pigmented_war_pig", "leery_lizard", "furious_frog"]
    assert hand(st, 0) == []
    assert st.pending.kind == "draw"
    st.apply(Option("draw_tavern", (1,)))
    st.apply(DRAW_HARBOR)
    st.apply(Option("draw_tavern", (0,)))
    st.apply(DRAW_HARBOR)
    assert hand(st, 0) == ["depressed_druid", "blind_eye_collector", "flailing_knight", "underpaid_mercenary"]
    # four in hand: discard down to three, then the Tavern is refilled from the Harbor
    assert st.pending.kind == "discard_down"
    st.apply(Option("discard", (3,)))
    assert wilderness(st)[-1] == "underpaid_mercenary"
    refilled = tavern(st)
    assert refilled[0] == "short_sighted_soldier" and refilled[1] is not None and refilled[2] == "rotting_orangutan"
    assert st.current == 1 and st.pending.kind == "main"


# ruling R13
def test_the_tavern_is_refilled_only_at_the_end_of_the_turn():
    st = basic_turn()
    st.apply(PASS)
    st.apply(Option("draw_tavern", (0,)))
    assert tavern(st) == [None, "depressed_druid", "rotting_orangutan"]
    st.apply(Option("discard", (0,)))
    assert tavern(st) == ["blind_eye_collector", "depressed_druid", "rotting_orangutan"]
    assert st.current == 1


def test_passing_draws_one_card_and_keeps_three():
    st = basic_turn()
    st.apply(PASS)
    assert st.pending.kind == "draw"
    st.apply(DRAW_HARBOR)
    assert st.pending.kind == "discard_down" and len(st.hands[0]) == 4
    st.apply(Option("discard", (3,)))
    assert hand(st, 0) == ["pigmented_war_pig", "leery_lizard", "furious_frog"]
    assert wilderness(st) == ["blind_eye_collector"]


def test_an_empty_harbor_is_refilled_from_the_shuffled_wilderness():
    st = from_layout(
        2,
        hands={0: ["pigmented_war_pig"]},
        tavern=["flailing_knight", "depressed_druid", "rotting_orangutan"],
        harbor=[],
        rest="wilderness",
    )
    before = sorted(st.wilderness)
    assert st.harbor == []
    play(st, "pigmented_war_pig")
    st.apply(DRAW_HARBOR)
    assert st.wilderness == []
    assert sorted(st.harbor + st.hands[0]) == before
    assert any(e.kind == "reshuffle" for e in st.events())


def test_markers_stop_at_the_ends_of_the_track():
    st = basic_turn(markers=(2, 11))
    play(st, "pigmented_war_pig")  # red -1, green +1
    assert markers(st) == (1, 12)
    st = basic_turn(markers=(1, 12), hands={0: ["pigmented_war_pig"]})
    play(st, "pigmented_war_pig")
    assert markers(st) == (1, 12)
    assert not any(e.kind == "markers" for e in st.events())


# rulings R1 and R2
def test_a_clamped_option_is_not_offered_and_the_other_is_forced():
    st = basic_turn(markers=(1, 5), hands={0: ["apathetic_waterpriest"]})
    play(st, "apathetic_waterpriest")  # red -2 OR green -1; red cannot move
    assert markers(st) == (1, 4)
    assert st.pending.kind == "draw"


def test_an_illegal_option_is_refused_and_changes_nothing():
    st = basic_turn()
    before = st.to_data()
    for bad in (Option("play", (7,)), Option("draw_harbor"), Option("markers", (1, 0)), Option("card", (1, 0, 0))):
        with pytest.raises(IllegalOptionError):
            st.apply(bad)
    assert st.to_data() == before
    play(st, "leery_lizard")
    before = st.to_data()
    with pytest.raises(IllegalOptionError):
        pick_markers(st, 0, -1)  # the lizard offers red -1 or green -2
    assert st.to_data() == before
    assert up(st, 0) == ["leery_lizard"]

"""Generic checks over many seeded random games, after every single decision."""

import json

import pytest

from hidden_leaders_qt.engine import GameState, Settings, new_game
from hidden_leaders_qt.engine.cards import default_db
from hidden_leaders_qt.engine.rng import SplitMix64
from hidden_leaders_qt.engine.state import deck_for

GAMES_PER_COUNT = 500
ROUND_TRIP_GAMES = 100
ROUND_TRIP_EVERY = 9


def all_cards(st: GameState) -> list[int]:
    cards = st.harbor + st.wilderness + st.graveyard + st.looking + st.in_play
    cards += [c for c in st.tavern if c >= 0]
    for seat in range(st.n):
        cards += st.hands[seat] + st.up[seat] + st.down[seat]
    return cards


def check_round_trips(st: GameState, rng: SplitMix64) -> None:
    copy = st.clone()
    assert copy == st
    data = st.to_data()
    assert GameState.from_data(json.loads(json.dumps(data))) == st
    seat = st.deciding_seat
    resampled = st.resample_for(seat, rng)
    assert resampled.view_for(seat) == st.view_for(seat)
    if copy.options:
        copy.apply(copy.options[0])
        assert GameState.from_data(data) == st, "a clone shares mutable parts with its original"


@pytest.mark.soak
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_keep_every_invariant(players):
    db = default_db()
    for game in range(GAMES_PER_COUNT):
        settings = Settings(players=players, seed=1000 * players + game)
        expected = sorted(set(deck_for(settings, db)) | {db.emperor})
        st = new_game(settings, db)
        chooser = SplitMix64(settings.seed)
        round_trips = game < ROUND_TRIP_GAMES
        decisions = 0
        while not st.is_over:
            options = st.options
            assert options, "a running game must offer options"
            turn, seat = st.turn, st.current
            st.apply(options[chooser.below(len(options))])
            decisions += 1
            cards = all_cards(st)
            assert len(cards) == len(expected) and sorted(cards) == expected
            assert 1 <= st.markers[0] <= 12 and 1 <= st.markers[1] <= 12
            if turn > 0 and (st.turn != turn or st.is_over):
                if st.harbor or st.wilderness:
                    assert len(st.hands[seat]) == 3, f"seat {seat} ended turn {turn} with {len(st.hands[seat])} cards"
                else:
                    assert len(st.hands[seat]) <= 3
            if round_trips and decisions % ROUND_TRIP_EVERY == 0 and not st.is_over:
                check_round_trips(st, chooser)
        assert st.result is not None
        assert max(len(p) for p in st.up) >= st.threshold()

"""A test or lesson hands the game the outcome of a random event; everything else is drawn
as the seed would draw it, and the outcome stays with the one state it was handed to."""

import pytest
from chance import artifacts_dealt, next_fate_draw

from hidden_leaders_qt.engine import GameState, Settings, new_game
from hidden_leaders_qt.engine.core.chance import ScriptedChance
from hidden_leaders_qt.engine.core.errors import EngineError
from hidden_leaders_qt.engine.core.rng import SplitMix64


def test_a_scripted_deal_gives_the_artifacts_named_and_the_rest_as_the_seed_deals_it():
    settings = Settings(players=4, seed=11, artifacts=True)
    seeded = new_game(settings)
    scripted = artifacts_dealt(settings, [5, 3, 1, 2])
    assert scripted.artifacts.cards == (5, 3, 1, 2)
    assert seeded.artifacts.cards != scripted.artifacts.cards
    # the hands, the leaders and the Harbor come from the seed alone
    assert scripted.hands == seeded.hands and scripted.leaders == seeded.leaders
    assert scripted.harbor == seeded.harbor


def test_a_scripted_fate_draw_shows_the_two_cards_named_in_their_order():
    st = new_game(Settings(players=3, seed=4, golems=True))
    fates = st.db.fates
    ids = [fates[card].id for card in st.db.fate_deck]
    kinds = list(dict.fromkeys(ids))
    for first, second in ((kinds[0], kinds[-1]), (kinds[-1], kinds[0]), (kinds[2], kinds[1])):
        game = st.clone()
        next_fate_draw(game, first, second)
        drawn = game.rng.below(len(ids)), game.rng.below(len(ids) - 1)
        assert ids[drawn[0]] == first
        assert ids[drawn[1] + (drawn[1] >= drawn[0])] == second


def test_draws_the_script_does_not_name_come_from_the_seed():
    script = ScriptedChance(99, draws=[(6, 4)])
    plain = SplitMix64(99)
    assert [script.below(5) for _ in range(3)] == [plain.below(5) for _ in range(3)]
    assert script.below(6) == 4 and script.unused == 0
    assert script.below(6) == plain.below(6)


def test_the_script_stays_with_its_state_never_a_copy_or_a_save():
    st = artifacts_dealt(Settings(players=3, seed=2, artifacts=True), [1, 2, 3])
    st.rng = ScriptedChance(st.rng.state, draws=[(7, 6)])
    assert type(st.clone().rng) is SplitMix64
    assert type(st.rng.copy()) is SplitMix64
    again = GameState.from_data(st.to_data())
    assert type(again.rng) is SplitMix64 and again.rng.state == st.rng.state


@pytest.mark.parametrize(
    ("draws", "orders"),
    [([(3, 3)], []), ([(3, -1)], []), ([(2, 0)] * 40, [[1, 2]] * 40)],
    ids=["value-out-of-range", "negative", "too-many"],
)
def test_an_impossible_or_absurd_script_is_refused(draws, orders):
    with pytest.raises(EngineError):
        ScriptedChance(1, draws=draws, orders=orders)

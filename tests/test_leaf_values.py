"""Hard's leaf values: at the player counts where they are fitted, they predict who wins
games among rule-based bots better than the rule-based constants, on deals the fit never
saw; elsewhere search values its leaves as the rule-based bots do."""

import pytest

from hidden_leaders_qt.ai.search.estimate import RULE_MODEL, PositionEstimate
from hidden_leaders_qt.ai.search.leaf_data import leaf_samples, log_loss
from hidden_leaders_qt.ai.search.search_bot import LEAF_MODELS, evaluate
from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.rules.view import parties_view_for

PART_ONE = {"queens_and_friend": True, "keeper_of_discord": True, "golems": True}


@pytest.mark.parametrize(("players", "golems"), sorted(LEAF_MODELS))
def test_a_fitted_leaf_value_foresees_the_winner_better_than_the_rule_based_one(players, golems):
    samples = leaf_samples(players, games=12, seed=99, modules=PART_ONE if golems else None)
    assert samples and any(sample.won for sample in samples)
    db = new_game(Settings(players=players, seed=1)).db
    fitted = LEAF_MODELS[players, golems]
    assert log_loss(samples, db, fitted) < log_loss(samples, db, RULE_MODEL) - 0.05


def test_a_sample_is_the_view_of_the_seat_whose_turn_ended_and_one_seat_won_each_game():
    samples = leaf_samples(3, games=2, seed=7)
    assert all(sample.view.players == 3 for sample in samples)
    # every turn ends in a sample, and a won game's winner has a sample of each of its turns
    assert sum(sample.won for sample in samples) >= 2


@pytest.mark.parametrize("players", [2, 4, 6])
def test_search_values_its_own_leaf_by_the_model_for_its_table(players):
    st = new_game(Settings(players=players, seed=3))
    masks = [st.db.leaders[leader].mask for leader in st.leaders]
    numbers = [st.db.leaders[leader].number for leader in st.leaders]
    model = LEAF_MODELS.get((players, False), RULE_MODEL)
    seat = st.deciding_seat
    own = evaluate(st, masks, numbers, seat, model)[seat]
    assert own == PositionEstimate(parties_view_for(st, seat), st.db, model).base

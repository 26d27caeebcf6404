"""Computer players with the Bribery module: every level finishes games legally, bribing,
placing and reacting; the rule bot places tokens where they help its leader and keeps its
heroes with protection; Hard searches in redacted worlds with tokens."""

from collections import Counter

import pytest
from helpers import bot_option

from hidden_leaders_qt.ai import make_bot
from hidden_leaders_qt.ai.search.search_bot import SearchBot
from hidden_leaders_qt.engine import Option, Settings, new_game
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.data.layout import from_layout

MODULES = {"bribery": True, "golems": True, "queens_and_friend": True, "keeper_of_discord": True}


@pytest.mark.parametrize("kind", ["random", "easy", "medium"])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_bots_finish_games_with_bribery_bribing_placing_and_reacting(kind, players):
    asked = Counter()
    for seed in range(4):
        st = new_game(Settings(players=players, seed=seed, **MODULES))
        bots = [make_bot(kind, 10 * seed + seat) for seat in range(players)]
        while not st.is_over:
            seat = st.deciding_seat
            option = bots[seat].choose(st.view_for(seat), st.db)
            assert option in st.options
            asked[st.pending.kind] += 1
            asked[option.kind] += 1
            st.apply(option)
        assert st.bribery.used >= 1
    assert asked["bribe"] >= 4 and asked["place_token"] >= 4
    if kind != "random":
        assert asked["done"] >= 1  # a rule bot keeps back tokens it has no good place for


def test_the_rule_bot_puts_loyalty_on_its_own_hero_of_its_faction():
    # Lemron leads the Water Folk and the Hill Tribes; Leery Lizard is Water Folk
    st = from_layout(
        2,
        face_up={0: ["leery_lizard", "arrowgant_skeleton", "rotting_orangutan"], 1: ["keen_koi"]},
        hands={0: ["pessimistic_whaleman"]},
        leaders=["lemron", "enned"],
        bribery=True,
        bribery_card=("loyalty_x2", "loyalty_x2"),
    )
    bot = make_bot("medium", 3)
    bribe = bot.choose(st.view_for(0), st.db)
    assert bribe == Option("bribe", (0,))
    st.apply(bribe)
    first = bot.choose(st.view_for(0), st.db)
    assert first.args[:2] == ("loyalty_x2", Zone.FACE_UP) and first.args[2:] == (0, 0)


def test_the_rule_bot_keeps_its_hero_with_protection():
    st = from_layout(
        2,
        face_up={1: ["leery_lizard"]},
        hands={0: ["unconfident_executioner"]},
        leaders=["enned", "lemron"],
        bribery=True,
        tokens={"leery_lizard": "protection"},
    )
    st.apply(Option("play", (0,)))
    st.apply(Option("card", (Zone.FACE_UP, 1, 0)))
    assert st.decision.kind == "reaction"
    answer = make_bot("medium", 1).choose(st.view_for(1), st.db)
    assert answer == Option("protect", (Zone.FACE_UP, 1, 0))


def test_hard_plays_with_bribery_in_redacted_worlds():
    st = new_game(Settings(players=3, seed=4, **MODULES))
    bots = [SearchBot(0, iterations=12), make_bot("medium", 1), make_bot("easy", 2)]
    kinds = Counter()
    while not st.is_over and st.turn < 40:
        seat = st.deciding_seat
        option = bot_option(bots[seat], st, seat)
        assert option in st.options
        kinds[st.pending.kind] += seat == 0
        st.apply(option)
    assert kinds["main"] >= 5


def draw_with_a_bribe():
    """Seat 0 after its main action, at the draw, with a bribe beside it (ruling R35)."""
    st = from_layout(
        3,
        bribery=True,
        bribery_card=("loyalty_x2", "protection"),
        face_up={0: ["leery_lizard", "furious_frog"], 2: ["hairy_hermit", "grumpy_guard", "bored_goblin"]},
        hands={0: ["keen_koi", "apathetic_waterpriest"]},
        tavern=["pigmented_war_pig", "depressed_druid", "arrowgant_skeleton"],
    )
    st.apply(Option("pass"))
    assert st.pending.kind == "draw" and Option("bribe", (0,)) in st.options
    return st


@pytest.mark.parametrize("kind", ["easy", "medium"])
def test_the_rule_bots_bribe_at_the_draw_from_their_view(kind):
    st = draw_with_a_bribe()
    assert make_bot(kind, 0).choose(st.view_for(0), st.db) == Option("bribe", (0,))


def test_the_rule_bot_bribes_at_the_last_moment_of_its_turn():
    st = draw_with_a_bribe()
    st.apply(Option("draw_harbor"))
    st.apply(Option("draw_harbor"))
    st.apply(Option("discard", (0,)))
    assert st.pending.kind == "bribe_moment" and st.deciding_seat == 0
    assert make_bot("medium", 0).choose(st.view_for(0), st.db) == Option("bribe", (0,))


def test_hards_search_weighs_the_bribe_beside_the_draw_in_a_redacted_world():
    st = draw_with_a_bribe()
    bot = SearchBot(0, iterations=60)
    world = st.redacted_for(0, st.log_size)
    bot.belief.update(world, 0)
    stats = bot.search(world, 0)
    bribe = Option("bribe", (0,))
    assert stats.preferred == bribe, "the rule bots' prior puts the bribe first"
    assert stats.visits[bribe] > 0 and set(stats.visits) == set(st.options)

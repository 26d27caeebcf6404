"""Computer players with every module: they play legally, know the Golems victory, the
golem marker and the end bonuses, and Hard's worlds and belief hold golem leaders."""

import pytest
from chance import next_fate_draw
from helpers import bot_option
from scenario import choose, scenario

from hidden_leaders_qt.ai import make_bot
from hidden_leaders_qt.ai.belief import Belief
from hidden_leaders_qt.ai.rule_bot import score_options
from hidden_leaders_qt.ai.search.estimate import Estimate
from hidden_leaders_qt.ai.search.search_bot import SearchBot, evaluate
from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.core.constants import GOLEMS

EVERY_MODULE = {"queens_and_friend": True, "keeper_of_discord": True, "golems": True}
TAVERN = ["pigmented_war_pig", "bored_goblin", "depressed_druid"]


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("kind", ["random", "easy", "medium"])
def test_bots_play_games_with_every_module_legally(players, kind):
    fates = 0
    for seed in range(6):
        st = new_game(Settings(players=players, seed=seed, **EVERY_MODULE))
        bots = [make_bot(kind, seed * 10 + seat) for seat in range(players)]
        while not st.is_over:
            seat = st.deciding_seat
            option = bots[seat].choose(st.view_for(seat), st.db)
            assert option in st.options
            fates += st.pending.kind == "fate"
            st.apply(option)
    assert fates > 0, "the games reached fate choices"


def test_the_estimate_knows_the_golems_victory_and_the_golem_marker():
    ahead = dict(markers=(9, 10), golem_marker=11, golems=True, tavern=TAVERN)
    golem_leader = scenario(3, leaders=["irafel", "lemron", "cyra"], **ahead)
    base_leader = scenario(3, leaders=["myrad", "lemron", "irafel"], **ahead)
    mine, theirs = (
        Estimate(golem_leader.view_for(0), golem_leader.db),
        Estimate(base_leader.view_for(0), base_leader.db),
    )
    # Irafel wins with the Golems ahead; Myrad (Undead) would win with Undead but for the golems
    assert mine._end_value(9, 10, 11, ()) > 0.5 and mine.wants_end()
    assert theirs._end_value(9, 10, 11, ()) < theirs._end_value(9, 10, 8, ())
    # the golem marker ahead is good for a golem leader and bad for the others
    assert mine.value(6, 6, golem=9) > mine.value(6, 6, golem=3)
    assert theirs.value(6, 6, golem=9) < theirs.value(6, 6, golem=3)


def test_a_golem_leader_plays_a_golem_to_move_the_golem_marker_and_the_others_do_not():
    hands = {0: ["unmarked_mountain", "flailing_knight"]}
    ahead = dict(hands=hands, markers=(5, 5), golem_marker=5, golems=True, tavern=TAVERN)
    for leader, wants in (("vyma", True), ("lemron", False)):
        st = scenario(3, leaders=[leader, "cyra", "myrad"], **ahead)
        est = Estimate(st.view_for(0), st.db)
        mountain = st.db.hero_index["unmarked_mountain"]
        assert (est.play_value(mountain) > est.base) == wants, leader


def test_the_rule_bot_keeps_the_fate_card_that_suits_its_leader():
    for leader, best in (("lemron", "fate_destroyed_sanctum"), ("tissa", None)):
        st = scenario(
            3,
            hands={0: ["kind_king_slayer"]},
            face_up={1: ["obliging_ogre"]},
            leaders=[leader, "cyra", "myrad"],
            golem_marker=7,
            markers=(6, 6),
            golems=True,
            tavern=TAVERN,
        )
        next_fate_draw(st, "fate_destroyed_sanctum", "fate_ruined_tower")
        choose(st, "kind_king_slayer", "obliging_ogre")
        assert st.pending.kind == "fate"
        offered = [o.args[0] for o in st.options]
        assert offered == ["fate_destroyed_sanctum", "fate_ruined_tower"]
        scores = dict(zip(offered, score_options(Estimate(st.view_for(0), st.db), st.pending), strict=True))
        if best:  # not aligned with the golems: push their marker back
            assert max(scores, key=scores.get) == best
        else:  # aligned with them: keep their marker, lower red
            assert max(scores, key=scores.get) == "fate_ruined_tower"


def test_the_estimate_counts_a_queens_bonus_in_the_tie_breaks():
    st = scenario(
        3,
        face_up={0: ["queen_of_the_wild"], 1: ["keen_koi", "leery_lizard"]},
        leaders=["lemron", "cyra", "myrad"],
        queens_and_friend=True,
        tavern=TAVERN,
    )
    plain = scenario(
        3,
        face_up={0: ["ace_fighter"], 1: ["keen_koi", "leery_lizard"]},
        leaders=["lemron", "cyra", "myrad"],
        tavern=TAVERN,
    )
    water_folk = 2  # the Water Folk bit
    assert Estimate(st.view_for(0), st.db).tie(water_folk, ()) > Estimate(plain.view_for(0), plain.db).tie(
        water_folk, ()
    )


def test_the_belief_holds_golem_leaders_by_the_pool():
    st = scenario(3, leaders=["lemron", "tissa", "cyra"], golems=True, tavern=TAVERN)
    belief = Belief()
    belief.update(st.redacted_for(0, 1), 0)
    db = st.db
    for probs in belief.marginals().values():
        assert abs(sum(probs) - 1) < 1e-9
        golem = sum(p for i, p in enumerate(probs) if db.leaders[i].set == "golems")
        # the one golem leader of the pool, if any, is with one of the two other seats
        assert 0 < golem < 1
    # 3 players hold at most one golem leader: no assignment gives two
    for leaders in belief.assignments:
        assert sum(1 for leader in leaders if db.leaders[leader].set == "golems") <= 1


def test_the_search_values_a_golem_lead_for_golem_leaders_and_plays_every_module():
    st = scenario(3, markers=(5, 5), golem_marker=9, leaders=["vyma", "lemron", "cyra"], golems=True, tavern=TAVERN)
    masks = [st.db.leaders[leader].mask for leader in st.leaders]
    values = evaluate(st, masks, [10, 1, 2], 1)
    assert masks[0] & GOLEMS and values[0] > 0.5
    game = new_game(Settings(players=3, seed=2, **EVERY_MODULE))
    bots = [SearchBot(0, iterations=20), make_bot("medium", 1), make_bot("easy", 2)]
    while not game.is_over and game.turn < 25:
        seat = game.deciding_seat
        option = bot_option(bots[seat], game, seat)
        assert option in game.options
        game.apply(option)

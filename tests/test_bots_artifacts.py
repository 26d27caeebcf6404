"""Computer players with the Artifacts module and Royal Intrigue: every level finishes its
games legally, the rule players choose sides and use artifacts sensibly, Hard searches the
redacted world, and what a bot is handed never tells another seat's secret side."""

import json

import pytest
from chance import artifacts_dealt
from helpers import bot_option

from hidden_leaders_qt.ai import make_bot
from hidden_leaders_qt.ai.artifact_play import side_scores, window_scores
from hidden_leaders_qt.ai.search.estimate import Estimate
from hidden_leaders_qt.ai.search.search_bot import SearchBot
from hidden_leaders_qt.engine import Option, Settings, new_game
from hidden_leaders_qt.engine.core.options import PASS
from hidden_leaders_qt.engine.data.artifact_layout import with_artifacts
from hidden_leaders_qt.engine.data.layout import from_layout

MODULES = {"queens_and_friend": True, "golems": True, "artifacts": True, "royal_intrigue": True}


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("kind", ["random", "easy", "medium"])
def test_bots_finish_games_with_artifacts_and_royal_intrigue(players, kind):
    uses = 0
    for seed in range(4):
        st = new_game(Settings(players=players, seed=seed, **MODULES))
        bots = [make_bot(kind, seed * 10 + seat) for seat in range(players)]
        while not st.is_over:
            seat = st.deciding_seat
            option = bots[seat].choose(st.view_for(seat), st.db)
            assert option in st.options
            st.apply(option)
        uses += sum(1 for event in st.events() if event.kind == "artifact_use")
    assert uses > 0, "the artifacts were used"


def test_the_rule_player_takes_a_side_it_can_use_and_passes_an_artifact_without_a_target():
    st = new_game(Settings(players=3, seed=4, artifacts=True))
    while st.pending.kind == "setup":
        st.apply(st.options[0])
    view = st.view_for(st.deciding_seat)
    sides = [o.args[0] for o in st.options]
    scores = side_scores(Estimate(view, st.db), st.pending)
    if "guarding_goblet" in sides:
        assert scores[sides.index("guarding_goblet")] == min(scores), "no golems: the Goblet takes nothing"
    board = with_artifacts(
        from_layout(2, hands={0: ["bored_goblin", "keen_koi"]}, artifacts=True),
        {0: "two_shot_crossbow", 1: "blooming_bag"},
    )
    board.apply(Option("play", (0,)))
    assert board.pending.kind == "artifact"
    scores = window_scores(Estimate(board.view_for(0), board.db), board.pending)
    assert board.options[scores.index(max(scores))] == PASS, "nobody else has a face-up hero to bury"


def test_hard_searches_games_with_artifacts_and_royal_intrigue():
    game = new_game(Settings(players=3, seed=2, **MODULES))
    bots = [SearchBot(0, iterations=20), make_bot("medium", 1), make_bot("easy", 2)]
    while not game.is_over and game.turn < 20:
        seat = game.deciding_seat
        option = bot_option(bots[seat], game, seat)
        assert option in game.options
        game.apply(option)
    assert game.turn >= 20 or game.is_over


def test_a_bot_is_handed_nothing_of_a_side_chosen_in_secret():
    # ruling R59
    handed = []
    for choice in (0, 1):
        st = artifacts_dealt(Settings(players=3, seed=0, artifacts=True), [1, 2, 3])
        while st.pending.kind == "setup":
            st.apply(st.options[0])
        assert len(st.options) == 2
        chooser = st.deciding_seat
        st.apply(st.options[choice])
        watcher = st.next_seat(chooser)
        view = st.view_for(watcher)
        handed.append((repr(view), view.artifacts, json.dumps(st.redacted_for(watcher, 5).to_data(), sort_keys=True)))
    assert handed[0] == handed[1]

"""The computer opponents: legal, reproducible, blind to hidden cards, and stronger than chance."""

import pytest

from hidden_leaders_qt.ai import Bot, RandomBot, RuleBot, make_bot
from hidden_leaders_qt.engine import GameState, Option, Settings, new_game
from hidden_leaders_qt.engine.core.rng import SplitMix64

SEEDS = range(10)


def play_game(bots: list[Bot], settings: Settings) -> tuple[GameState, list[Option]]:
    """A full game in which each seat's bot decides from that seat's view only."""
    st = new_game(settings)
    moves = []
    while not st.is_over:
        seat = st.deciding_seat
        option = bots[seat].choose(st.view_for(seat), st.db)
        assert option in st.options, f"{bots[seat].name} chose an illegal {option} ({st.decision.kind})"
        st.apply(option)
        moves.append(option)
    return st, moves


def mixed_bots(players: int, seed: int) -> list[Bot]:
    kinds = ("medium", "random", "easy")
    return [make_bot(kinds[(seat + seed) % len(kinds)], seed * 10 + seat) for seat in range(players)]


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("kind", ["random", "easy", "medium"])
def test_bots_only_choose_legal_options(players, kind):
    for seed in SEEDS:
        bots = [make_bot(kind, seed * 10 + seat) for seat in range(players)]
        st, moves = play_game(bots, Settings(players=players, seed=seed))
        assert st.result is not None and moves


@pytest.mark.parametrize("players", [2, 4, 6])
def test_same_seeds_give_the_same_game(players):
    for seed in SEEDS:
        _, first = play_game(mixed_bots(players, seed), Settings(players=players, seed=seed))
        _, second = play_game(mixed_bots(players, seed), Settings(players=players, seed=seed))
        assert first == second


def test_make_bot_knows_its_kinds():
    assert isinstance(make_bot("random", 1), RandomBot)
    assert isinstance(make_bot("medium", 1), RuleBot) and make_bot("medium", 1).noise == 0
    assert make_bot("easy", 1).noise > 0
    with pytest.raises(ValueError):
        make_bot("grandmaster", 1)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_rule_bot_does_not_peek(players):
    """What the seat cannot know is redistributed: the view and the choice stay the same."""
    checked = 0
    for seed in range(3):
        st = new_game(Settings(players=players, seed=seed))
        chooser = SplitMix64(seed)
        decisions = 0
        while not st.is_over:
            seat = st.deciding_seat
            view = st.view_for(seat)
            if decisions % 5 == 0:
                for noise in (0.0, 0.3):
                    expected = RuleBot(seed, noise).choose(view, st.db)
                    for k in range(4):
                        world = st.resample_for(seat, SplitMix64(1000 * seed + k))
                        world_view = world.view_for(seat)
                        assert world_view == view
                        assert RuleBot(seed, noise).choose(world_view, world.db) == expected
                checked += 1
            options = st.options
            st.apply(options[chooser.below(len(options))])
            decisions += 1
    assert checked > 20


def test_rule_bot_beats_random_bots():
    """One RuleBot against three RandomBots, its seat rotating, wins far more than 1 in 4
    (how fast it decides: `benchmarks/ai.py`)."""
    games, players = 200, 4
    wins = 0
    for game in range(games):
        rule_seat = game % players
        bots: list[Bot] = [
            RuleBot(game * 10 + seat) if seat == rule_seat else RandomBot(game * 10 + seat) for seat in range(players)
        ]
        st = new_game(Settings(players=players, seed=5000 + game))
        while not st.is_over:
            seat = st.deciding_seat
            st.apply(bots[seat].choose(st.view_for(seat), st.db))
        wins += st.result.winner == rule_seat
    assert wins / games > 0.35

"""The suspicion timeline: an onlooker's reading of the public log with Hard's player model.
It learns the leaders of players whose play shows them, stays near the deal's odds against
players who show nothing, marks the largest jumps, and never reads a hidden leader."""

from functools import cache
from itertools import combinations, permutations
from math import isclose
from statistics import mean

import pytest

from hidden_leaders_qt.ai.random_bot import RandomBot
from hidden_leaders_qt.ai.rule_bot import RuleBot
from hidden_leaders_qt.ai.suspicion import LEAST_JUMP, PublicBelief, Timeline, read_game, suspicion_timeline
from hidden_leaders_qt.engine import GameState, Option, Settings, new_game
from hidden_leaders_qt.engine.core.constants import LEADER_POOLS
from hidden_leaders_qt.engine.core.events import list_to_chain
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.cards import default_db

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo")


@cache
def played(players: int, seed: int, kind: str, golems: bool = False) -> tuple[GameState, tuple[Option, ...]]:
    """A seeded game of bots of one kind to its end: the final state and every decision."""
    st = new_game(Settings(players=players, seed=seed, golems=golems))
    bots = [RuleBot(seed * 10 + seat) if kind == "medium" else RandomBot(seed * 10 + seat) for seat in range(players)]
    decisions = []
    while not st.is_over:
        seat = st.deciding_seat
        option = bots[seat].choose(st.view_for(seat), st.db)
        decisions.append(option)
        st.apply(option)
    return st, tuple(decisions)


def timeline_of(players: int, seed: int, kind: str, golems: bool = False) -> Timeline:
    st, decisions = played(players, seed, kind, golems)
    return suspicion_timeline(st.settings, decisions, NAMES[:players])


def rises(kind: str) -> list[float]:
    """How far the chance of each true leader moved from the deal to the end, over some games."""
    found = []
    for seed in range(6):
        timeline = timeline_of(4, 100 + seed, kind)
        found += [timeline.truth(seat)[-1] - timeline.truth(seat)[0] for seat in range(4)]
    return found


def test_players_whose_play_shows_their_leader_are_found_out():
    rise = rises("medium")
    assert mean(rise) > 0.15  # the deal gives each leader 1/6
    assert sum(r > 0 for r in rise) >= 0.75 * len(rise)


def test_players_who_play_at_random_stay_near_the_deals_odds():
    assert abs(mean(rises("random"))) < 0.06


def test_the_timeline_starts_at_the_deal_and_every_belief_is_a_distribution():
    timeline = timeline_of(4, 101, "medium")
    assert timeline.turns > 5 and timeline.moves
    for seat in range(4):
        assert timeline.prior[seat] == pytest.approx([1 / 6] * 6 + [0.0] * 4)
        for chances in timeline.chances(seat):
            assert sum(chances) == pytest.approx(1.0)
        rows = timeline.by_turn(seat)
        assert len(rows) == timeline.turns + 1
        assert rows[-1] == timeline.chances(seat)[-1]
    assert [move.turn for move in timeline.moves] == sorted(move.turn for move in timeline.moves)
    xs = timeline.positions()
    assert xs[0] == 0 and xs == sorted(xs) and xs[-1] <= timeline.turns
    assert all(move.turn - 1 < x <= move.turn for move, x in zip(timeline.moves, xs[1:], strict=True))


def test_a_move_is_told_by_its_public_log_line():
    st, _ = played(4, 101, "medium")
    timeline = timeline_of(4, 101, "medium")
    heroes = [hero.name for hero in st.db.heroes]
    for move in timeline.moves:
        assert move.text.startswith(NAMES[move.actor])
        assert any(name in move.text for name in heroes)


def test_the_marked_moves_are_the_largest_jumps_of_the_true_leader():
    timeline = timeline_of(6, 7, "medium")
    marked = 0
    for seat in range(6):
        line = timeline.truth(seat)
        steps = sorted((abs(line[i + 1] - line[i]) for i in range(len(line) - 1)), reverse=True)
        jumps = timeline.jumps(seat)
        marked += len(jumps)
        assert [jump.move for jump in jumps] == sorted(jump.move for jump in jumps)
        for jump in jumps:
            assert (jump.before, jump.after) == (line[jump.move], line[jump.move + 1])
            assert abs(jump.size) >= max(steps[len(jumps) - 1], LEAST_JUMP) - 1e-12
        unmarked = [abs(line[i + 1] - line[i]) for i in range(len(line) - 1) if i not in {j.move for j in jumps}]
        assert all(step <= min(abs(j.size) for j in jumps) for step in unmarked) if jumps else max(steps) < LEAST_JUMP
    assert marked >= 6


@pytest.mark.parametrize("golems", [False, True])
def test_the_belief_never_reads_a_hidden_leader(golems):
    """Two deals that differ only in who holds which leader give the same timeline."""
    st, decisions = played(4, 3, "medium", golems)
    start = new_game(st.settings)
    swapped = start.clone()
    leaders = list(start.leaders)
    leaders[0], leaders[2] = leaders[2], leaders[0]
    swapped.leaders = tuple(leaders)
    swapped.log = list_to_chain(
        event._replace(value=leaders[event.actor]) if event.kind == "leader" else event for event in start.events()
    )
    first, second = read_game(start, decisions, NAMES[:4]), read_game(swapped, decisions, NAMES[:4])
    assert (first.prior, first.moves) == (second.prior, second.moves)
    assert first.leaders != second.leaders
    assert first.truth(0) != second.truth(0)


@pytest.mark.parametrize(("players", "golems"), [(3, False), (4, True), (5, True)])
def test_the_chances_by_leader_sets_equal_a_sum_over_every_deal(players, golems):
    """The belief's shortcut (sums by the set of leaders used) against the sum over every
    pool the deal may draw and every arrangement of it, with made-up likelihoods."""
    db = default_db()
    settings = Settings(players=players, seed=1, golems=golems)
    belief = PublicBelief(settings, db)
    rng = SplitMix64(players)
    for seat in range(players):
        belief.weigh(seat, [0.05 + rng.below(100) / 100 for _ in db.leaders])
    expected = [[0.0] * len(db.leaders) for _ in range(players)]
    for arrangement, weight in deals(players, golems):
        for seat, leader in enumerate(arrangement):
            weight *= belief.weights[seat][leader]
        for seat, leader in enumerate(arrangement):
            expected[seat][leader] += weight
    for seat, chances in enumerate(belief.marginals()):
        total = sum(expected[seat])
        assert all(isclose(c, e / total, abs_tol=1e-12) for c, e in zip(chances, expected[seat], strict=True))


def deals(players: int, golems: bool):
    """Every (arrangement, weight) the deal may give: each pool of leaders it may draw, in
    every order (a pool's arrangements are equally likely)."""
    db = default_db()
    base = [leader.index for leader in db.leaders if leader.set == "base"]
    golem = [leader.index for leader in db.leaders if leader.set == "golems"]
    if golems:
        base_count, golem_count = LEADER_POOLS[players]
        pools = [b + g for b in combinations(base, base_count) for g in combinations(golem, golem_count)]
    else:
        pools = [tuple(base)]
    counts: dict[tuple[int, ...], int] = {}
    for pool in pools:
        for arrangement in permutations(pool, players):
            counts[arrangement] = counts.get(arrangement, 0) + 1
    return [(arrangement, float(count)) for arrangement, count in counts.items()]

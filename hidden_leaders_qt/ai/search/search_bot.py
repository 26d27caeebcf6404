"""The strongest opponent ("Hard"): information-set Monte Carlo tree search.

The bot never sees the real state. It gets a redacted world, in which everything its
seat cannot know is a random guess, and samples many more such worlds from it; the
other seats' leaders in each are drawn from its `Belief`, which reads their public
choices. Every iteration plays one sampled world down a single tree shared by all of
them (single-observer ISMCTS, Cowling, Powley and Whitehouse 2012):

- the bot's own decisions are keyed by what it observes (its hand, the Tavern, the
  markers), so one node is one of its information sets;
- another seat's decision is keyed by (seat, option) only; as an option exists in some
  sampled worlds and not in others, UCB counts how often each was available.

Below the tree a cheap greedy policy on the shared position model plays on to the end
of the turn limit, and the position is then valued for every seat: for the bot by the
rule-based estimate of its own view (markers against its leader's factions, tie-break
heroes), with constants fitted to who won games among rule-based bots where a fit is
known (`LEAF_MODELS`); for the others from the markers, their sampled leaders and their
parties. A game that ends on the way counts 1 for its winner and 0 for everyone else,
which is where the sampled leaders matter most. Each seat's nodes maximise that seat's own
value, so opponents are modelled as playing for their own leaders, not against the bot.

Measured against three rule-based bots (4 players, 500 iterations): searching to the
end of the bot's own turn beat longer playouts clearly (one extra turn already lost a
third of the wins), as the cheap policy is a poorer model of real opponents than the
estimate's smooth chances; and a progressive bias towards the rule-based choice at the
root lifted the win share from 20% to 37%, as the search alone is noisy. In a quarter
of its decisions the search disagreed with the rule-based bot, and in two thirds of those
both options had the same value at the end of the turn (the search cannot tell which
card is better to keep for later); the rule-based choice now stands in such ties.
"""

import math
import time
from collections.abc import Sequence
from typing import NamedTuple

from hidden_leaders_qt.ai.belief import (
    SHARPNESS_GAIN,
    SHARPNESS_START,
    SIDE,
    Belief,
    chance_table,
    leader_values,
    play_value,
    progress,
)
from hidden_leaders_qt.ai.rule_bot import score_options
from hidden_leaders_qt.ai.search.estimate import RULE_MODEL, Estimate, PositionEstimate, ValueModel
from hidden_leaders_qt.ai.search.position import BITS, golem_chance
from hidden_leaders_qt.engine.core.constants import GOLEMS
from hidden_leaders_qt.engine.core.game import Game
from hidden_leaders_qt.engine.core.options import Decision, Option
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.core.state import GameState
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.rules.view import Resampler, dealt_leaders, parties_view_for

DEFAULT_ITERATIONS = 1000
# A search asked for a least number of iterations may run this many times its time.
OVERRUN = 1.5
# Turns simulated past the root before the position is valued (1: to the end of the
# bot's own turn, with every draw, effect and discard of it; see the module text).
PLAYOUT_TURNS = 1
# UCB exploration for values in [0, 1]; values here are win chances spread over several
# seats, so they are smaller than 0.5 and call for less exploration than the usual 0.7.
EXPLORATION = 0.5
# Progressive widening below the root: a node tries its k+1-th option only after
# WIDENING * k^2 visits, the playout policy's choice first, so that a short search does
# not spend its visits on every poor option of every decision it meets.
WIDENING = 3
# Progressive bias at the root towards the rule-based bot's scores (softmax with this
# temperature): it fades as 1 / visits, so it steers a short search and breaks near-ties
# without overruling what many playouts found.
PRIOR_WEIGHT = 0.3
PRIOR_TEMPERATURE = 0.05
# The rule-based bot's choice stands unless the search found an option worth this much
# more: many root options value the same at the end of the turn (which of two cards to
# discard, say), and the rule-based scores see past the turn where the search does not.
KEEP_RULE_CHOICE_MARGIN = 0.02
# Playout policy: share of uniformly random moves (per million), how much worse than
# waiting a play may look and still be made (so that games move on), the pull of a hero
# of one's own factions (tie-breaks) and the worth of an unknown Harbor card.
RANDOM_MOVES = 150_000
PLAY_MARGIN = 0.02
OWN_FACTION = 0.03
HARBOR_CARD = 0.02
# Valuing tie-breaks: each hero of the winning faction makes a contender e^1.2 times as
# likely to win the tie; a larger party and a lower leader number count a little against.
TIE_SHARPNESS = 1.2
PARTY_SIZE = 0.1
LEADER_NUMBER = 0.01
# The bot's own value of a leaf, by (players, Golems module on): the constants that
# `benchmarks/fit_leaf.py --players N --games 3000` fitted to who won games among Medium
# bots, seen by each seat at the end of each of its turns. The hand-set constants trust the
# markers far too early (a constant guess foresaw the winners better); where no fit is
# known, they stand.
LEAF_MODELS: dict[tuple[int, bool], ValueModel] = {
    (2, False): ValueModel(
        sharpness_start=0.136,
        sharpness_gain=0.195,
        tie_steepness=1.42,
        hidden_match=0.482,
        shares_faction=0.824,
        discount=1.0,
    ),
    (6, False): ValueModel(
        sharpness_start=0.0489,
        sharpness_gain=0.327,
        tie_steepness=6.57,
        hidden_match=0.481,
        shares_faction=0.658,
        discount=0.593,
    ),
    # every module of part 1 (`fit_leaf.py --players 4 --modules`)
    (4, True): ValueModel(
        sharpness_start=0.00389,
        sharpness_gain=0.306,
        tie_steepness=0.944,
        hidden_match=0.807,
        shares_faction=0.505,
        discount=1.0,
    ),
}


def evaluate(st: Game, masks: list[int], numbers: list[int], seat: int, model: ValueModel = RULE_MODEL) -> list[float]:
    """Every seat's chance to win from here. Other seats: their factions' chances from the
    markers, each shared among the seats aligned with it by a soft version of the
    tie-breaks. `seat`: the rule-based estimate from its own view of this world, with the
    constants of `model`."""
    n = st.n
    if st.is_over:
        assert st.result is not None, "a game over has its result"
        winner = st.result.winner
        return [float(s == winner) for s in range(n)]
    threshold = st.threshold()
    top = min(progress(st), threshold)
    red, green = st.markers
    chances = chance_table(threshold, top)[red * SIDE + green]
    shares = list(zip(BITS, chances, strict=True))
    if st.settings.golems and any(mask & GOLEMS for mask in masks):
        # the Golems win ahead of both markers, before every other faction
        sharpness = SHARPNESS_START + SHARPNESS_GAIN * top / threshold
        golems = golem_chance(red, green, st.golem_marker, sharpness)
        shares = [(bit, chance * (1 - golems)) for bit, chance in shares] + [(GOLEMS, golems)]
    factions = st.db.factions
    values = [0.0] * n
    for bit, chance in shares:
        if chance < 0.005:
            continue
        aligned = [s for s in range(n) if masks[s] & bit]
        if len(aligned) == 1:
            values[aligned[0]] += chance
            continue
        weights = []
        for s in aligned:
            up, down = st.up[s], st.down[s]
            count = sum(1 for c in up if factions[c] & bit) + sum(1 for c in down if factions[c] & bit)
            weights.append(
                math.exp(TIE_SHARPNESS * count - PARTY_SIZE * (len(up) + len(down)) + LEADER_NUMBER * numbers[s])
            )
        total = sum(weights)
        for s, weight in zip(aligned, weights, strict=True):
            values[s] += chance * weight / total
    values[seat] = PositionEstimate(parties_view_for(st, seat), st.db, model).base
    return values


class Policy:
    """The playout policy: each seat greedily improves the position for its own leader on
    the shared position model, with a share of random moves so playouts vary. Card effect
    choices (targets, players, factions) are random: scoring them costs more than it
    gained in measured play."""

    def __init__(self, db: CardDB, threshold: int) -> None:
        self.db = db
        self.factions = db.factions
        self.threshold = threshold
        self._memo: dict[tuple[int, int, int, int, int], float] = {}
        self.handlers = {
            "main": self._turn,
            "extra_play": self._turn,
            "discard_more": self._done,
            "discard_down": self._discard_down,
            "draw": self._draw,
            "setup": self._setup,
            "markers": self._markers,
        }

    def choose(self, st: Game, masks: list[int], rng: SplitMix64) -> Option:
        decision = st.pending
        assert decision is not None, "the policy plays only games that are not over"
        options = decision.options
        handler = self.handlers.get(decision.kind)
        if handler is None or rng.below(1_000_000) < RANDOM_MOVES:
            return options[rng.below(len(options))]
        if options[-1].kind == "bribe" or options[0].kind == "bribe":
            # a bribe beside a turn's question (ruling R35): the rules play the question, and
            # a playout bribes at such a moment only by a random move, as before the main action
            decision = decision._replace(options=tuple(o for o in options if o.kind != "bribe"))
        return handler(st, decision, masks[decision.seat])

    def _worth(self, card: int, red: int, green: int, top: int, mask: int) -> float:
        """The position after playing `card` with the largest party at `top`, plus the pull of
        its faction; remembered, as playouts ask the same few questions again and again."""
        key = (card, red, green, top, mask)
        worth = self._memo.get(key)
        if worth is None:
            values = leader_values(self.threshold, top, mask)
            worth = play_value(self.db, card, red, green, values) + (OWN_FACTION if self.factions[card] & mask else 0.0)
            self._memo[key] = worth
        return worth

    def _turn(self, st: Game, decision: Decision, mask: int) -> Option:
        """Play the hero that leaves the best position, else shed the weakest card."""
        seat = decision.seat
        hand = st.hands[seat]
        red, green = st.markers
        top = progress(st)
        after = max(top, len(st.up[seat]) + 1)
        best, best_option = -1.0, None
        worst, worst_index = 9.0, 0
        for option in decision.options:
            if option.kind == "play":
                index = option.args[0]
                worth = self._worth(hand[index], red, green, after, mask)
                if worth > best:
                    best, best_option = worth, option
                if worth < worst:
                    worst, worst_index = worth, index
        stay = leader_values(self.threshold, top, mask)[red * SIDE + green]
        if best_option is not None and best >= stay - PLAY_MARGIN:
            return best_option
        if decision.kind == "main" and hand:
            return decision.options[len(hand) + worst_index]
        return decision.options[-1]

    def _done(self, st: Game, decision: Decision, mask: int) -> Option:
        return decision.options[-1]

    def _discard_down(self, st: Game, decision: Decision, mask: int) -> Option:
        hand = st.hands[decision.seat]
        red, green = st.markers
        top = progress(st) + 1
        return min(decision.options, key=lambda o: self._worth(hand[o.args[0]], red, green, top, mask))

    def _draw(self, st: Game, decision: Decision, mask: int) -> Option:
        red, green = st.markers
        top = progress(st) + 1
        unknown = leader_values(self.threshold, top, mask)[red * SIDE + green] + HARBOR_CARD
        tavern = st.tavern
        return max(
            decision.options,
            key=lambda o: self._worth(tavern[o.args[0]], red, green, top, mask) if o.args else unknown,
        )

    def _setup(self, st: Game, decision: Decision, mask: int) -> Option:
        """Hide a hero of my factions that plays badly; discard the least useful card."""
        hand = st.hands[decision.seat]
        red, green = st.markers
        worth = [self._worth(card, red, green, 1, mask) for card in hand]
        mine = [float(bool(self.factions[card] & mask)) for card in hand]
        return max(decision.options, key=lambda o: mine[o.args[0]] - worth[o.args[0]] - worth[o.args[1]])

    def _markers(self, st: Game, decision: Decision, mask: int) -> Option:
        red, green = st.markers
        values = leader_values(self.threshold, progress(st), mask)
        return max(decision.options, key=lambda o: values[(red + o.args[0]) * SIDE + green + o.args[1]])


class RootStats(NamedTuple):
    """What a search found: visits and summed value per root option, and the option the
    rule-based bot prefers (None without a prior)."""

    visits: dict[Option, int]
    totals: dict[Option, float]
    preferred: Option | None

    def choice(self, options: Sequence[Option], margin: float = KEEP_RULE_CHOICE_MARGIN) -> Option:
        """The most visited option, unless it is worth less than `margin` more than the preferred."""
        best = max(options, key=lambda o: self.visits.get(o, 0))
        preferred = self.preferred
        if preferred is None or best == preferred or not self.visits.get(preferred):
            return best
        gain = self.totals[best] / self.visits[best] - self.totals[preferred] / self.visits[preferred]
        return best if gain >= margin else preferred


def root_prior(world: Game, seat: int) -> dict[Option, float]:
    """A softmax over the rule-based bot's scores of the root options, from the seat's view."""
    decision = world.decision
    assert decision is not None, "the search starts from a decision"
    scores = score_options(Estimate(world.view_for(seat), world.db), decision)
    top = max(scores)
    weights = [math.exp((score - top) / PRIOR_TEMPERATURE) for score in scores]
    total = sum(weights)
    return {option: weight / total for option, weight in zip(decision.options, weights, strict=True)}


class _Edge:
    """One option at one node: visits, summed value for the seat that chose it, how often
    it was available, and the node it leads to."""

    __slots__ = ("visits", "total", "avail", "child")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.child: _Node | None = None


class _Node:
    __slots__ = ("edges",)

    def __init__(self) -> None:
        self.edges: dict[tuple, _Edge] = {}


class SearchBot:
    """ISMCTS over sampled worlds with a belief over the other seats' leaders.

    `iterations` (machine-independent, for tests and tournaments) or `seconds` (for play)
    bound each search; with both, whichever is reached first; with neither, a default
    number of iterations. The bot keeps one `Belief` per game, so use one bot per seat.
    """

    name = "Search (hard)"

    def __init__(
        self,
        seed: int,
        iterations: int | None = None,
        seconds: float | None = None,
        playout_turns: int = PLAYOUT_TURNS,
        exploration: float = EXPLORATION,
        prior_weight: float = PRIOR_WEIGHT,
        keep_rule_margin: float = KEEP_RULE_CHOICE_MARGIN,
        fitted_leaf: bool = True,
    ) -> None:
        self.rng = SplitMix64(seed)
        self.fitted_leaf = fitted_leaf
        self.keep_rule_margin = keep_rule_margin
        self.iterations = iterations
        self.seconds = seconds
        self.playout_turns = playout_turns
        self.exploration = exploration
        self.prior_weight = prior_weight
        self.belief = Belief()
        self.last_iterations = 0

    def reseed(self, seed: int) -> None:
        """Make the next search depend on `seed` only (and on the world and belief)."""
        self.rng = SplitMix64(seed)

    def choose_in_world(self, world: Game, seat: int) -> Option:
        """One of `world.options`, as `RootStats.choice` picks it after a search."""
        options = world.options
        if len(options) == 1:
            return options[0]
        self.belief.update(world, seat)
        return self.search(world, seat).choice(options, self.keep_rule_margin)

    def search(
        self,
        world: Game,
        seat: int,
        iterations: int | None = None,
        seconds: float | None = None,
        at_least: int = 0,
    ) -> RootStats:
        """The root statistics of a search from `world` (the belief must be current); the
        budget given here, else the bot's own. With `seconds`, `at_least` iterations are run
        even past the time, up to `OVERRUN` times it, so a slow position is not searched
        thinly."""
        if iterations is None and seconds is None:
            iterations, seconds = self.iterations, self.seconds
        if iterations is None and seconds is None:
            iterations = DEFAULT_ITERATIONS
        started = time.perf_counter()
        deadline = started + seconds if seconds is not None else math.inf
        last_call = started + OVERRUN * seconds if seconds is not None else math.inf
        limit = iterations if iterations is not None else math.inf
        leader_masks = [leader.mask for leader in world.db.leaders]
        numbers = [leader.number for leader in world.db.leaders]
        policy = Policy(world.db, world.threshold())
        leaf = (world.n, world.settings.golems)
        model = LEAF_MODELS.get(leaf, RULE_MODEL) if self.fitted_leaf else RULE_MODEL
        cutoff = world.turn + self.playout_turns
        root = _Node()
        resampler = world.resampler_for(seat)
        prior = root_prior(world, seat) if self.prior_weight > 0 else {}
        done = 0
        while done < limit:
            now = time.perf_counter()
            if done and now >= deadline and (done >= at_least or now >= last_call):
                break
            self._iterate(resampler, seat, root, prior, cutoff, policy, leader_masks, numbers, model)
            done += 1
        self.last_iterations = done
        edges = [(option, edge) for (_, option), edge in root.edges.items()]
        return RootStats(
            {option: edge.visits for option, edge in edges},
            {option: edge.total for option, edge in edges},
            max(prior, key=prior.__getitem__) if prior else None,
        )

    def _iterate(
        self,
        resampler: Resampler[GameState],
        seat: int,
        root: _Node,
        prior: dict[Option, float],
        cutoff: int,
        policy: Policy,
        leader_masks: list[int],
        leader_numbers: list[int],
        model: ValueModel,
    ) -> None:
        rng = self.rng
        det = resampler.sample(rng, leaders=False)  # dealt just below, from the belief
        leaders, spares = self.belief.sample(rng)
        dealt_leaders(det, leaders, spares)
        masks = [leader_masks[leader] for leader in leaders]
        numbers = [leader_numbers[leader] for leader in leaders]
        c, bias = self.exploration, self.prior_weight
        log, sqrt = math.log, math.sqrt
        node = root
        path: list[tuple[_Edge, int]] = []
        while not det.is_over and det.turn < cutoff:
            decision = det.pending
            assert decision is not None, "a game not over has a decision pending"
            mover = decision.seat
            if mover == seat:
                looking = tuple(det.looking) if det.looking_seat == seat else ()
                markers = (*det.markers, det.golem_marker)
                tag: tuple = (tuple(det.hands[seat]), tuple(det.tavern), markers, looking, decision.kind)
            else:
                tag = (mover, decision.kind, decision.step)
            edges = node.edges
            fresh: list[tuple[Option, _Edge]] = []
            best, chosen = -1.0, None
            tried = visits = 0
            for option in decision.options:
                key = (tag, option)
                edge = edges.get(key)
                if edge is None:
                    edge = edges[key] = _Edge()
                edge.avail += 1
                if edge.visits == 0:
                    fresh.append((option, edge))
                    continue
                tried += 1
                visits += edge.visits
                score = edge.total / edge.visits + c * sqrt(log(edge.avail) / edge.visits)
                if node is root:
                    score += bias * prior.get(option, 0.0) / (edge.visits + 1)
                if score > best:
                    best, chosen = score, (option, edge)
            if fresh and (node is root or visits >= WIDENING * tried * tried):
                # expand one new option, the policy's choice first
                if node is root and prior:
                    preferred = max(prior, key=prior.__getitem__)
                else:
                    preferred = policy.choose(det, masks, rng)
                picked = next((f for f in fresh if f[0] == preferred), None)
                option, edge = picked if picked is not None else fresh[rng.below(len(fresh))]
                edge.child = _Node()
                path.append((edge, mover))
                det.apply_fast(option)
                break
            # with no new option to try, every edge has a score above -1, and a child
            assert chosen is not None
            option, edge = chosen
            child = edge.child
            assert child is not None
            path.append((edge, mover))
            det.apply_fast(option)
            node = child
        while not det.is_over and det.turn < cutoff:
            det.apply_fast(policy.choose(det, masks, rng))
        values = evaluate(det, masks, numbers, seat, model)
        for edge, mover in path:
            edge.visits += 1
            edge.total += values[mover]

"""What a seat believes about the other seats' hidden leaders, and the cheap position
model that belief and the search's playouts share.

Leaders are hidden, but what a player does in public is not: the heroes it plays face
up and the marker moves it picks. A leader that wants the markers somewhere makes such
moves more often, so each public choice reweighs every possible assignment of leaders
to the other seats by how likely that choice is under it (Bayes' rule with a softmax
player model). A floor keeps every assignment alive: players bluff, err and play for
tie-breaks, and a wrong certainty costs more than a slow update.
"""

import math
from bisect import bisect_right
from functools import cache
from itertools import accumulate, permutations
from typing import cast

from hidden_leaders_qt.ai.search.position import BITS, faction_chances, winner_bit
from hidden_leaders_qt.engine.core.constants import START_SPACE, TRACK_MAX, TRACK_MIN
from hidden_leaders_qt.engine.core.deal import leaders_for
from hidden_leaders_qt.engine.core.events import Event
from hidden_leaders_qt.engine.core.game import Game
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.rules.view import leader_prior

# Positions are flat indices red * SIDE + green, so a table lookup is one list index.
SIDE = TRACK_MAX + 1
# The softmax over faction distances sharpens as the game nears its end (see position.py).
SHARPNESS_START = 0.6
SHARPNESS_GAIN = 1.6
# Guess for X in a marker move before the card resolves (most X are small counts).
X_GUESS = 1
# Likelihood model: how sharply players prefer better moves, the share of moves that are
# explained by nothing (bluff, error, other motives), and the pull of a hero's own faction.
BETA = 8.0
FLOOR = 0.1
AFFINITY = 0.5
# Public events that identify a game (the leaders and the first Tavern, three of 86
# cards in order); every game's log holds that many before its first decision.
OPENING_EVENTS = 9


@cache
def chance_table(threshold: int, top: int) -> tuple[tuple[float, ...], ...]:
    """Faction chances (in `BITS` order) per flat position, with the largest face-up party
    at `top` of `threshold` heroes; at the threshold the current winner is certain."""
    table: list[tuple[float, ...]] = [(0.0,) * len(BITS)] * (SIDE * SIDE)
    for red in range(TRACK_MIN, TRACK_MAX + 1):
        for green in range(TRACK_MIN, TRACK_MAX + 1):
            if top >= threshold:
                won = winner_bit(red, green)
                table[red * SIDE + green] = tuple(float(bit == won) for bit in BITS)
            else:
                sharpness = SHARPNESS_START + SHARPNESS_GAIN * top / threshold
                table[red * SIDE + green] = faction_chances(red, green, sharpness)
    return tuple(table)


@cache
def leader_values(threshold: int, top: int, mask: int) -> tuple[float, ...]:
    """Per flat position, the chance that one of the factions in `mask` wins."""
    top = min(top, threshold)
    picks = [i for i, bit in enumerate(BITS) if bit & mask]
    return tuple(sum(chances[i] for i in picks) for chances in chance_table(threshold, top))


@cache
def card_deltas(db: CardDB, card: int, red: int, green: int) -> tuple[tuple[int, int], ...]:
    """The (red, green) moves playing `card` may offer at this position, judged from the card
    alone: conditions on which marker leads are checked, other conditions assumed to hold,
    and X guessed. Empty for a hero without a marker effect."""
    spec = db.heroes[card].markers
    if spec is None:
        return ()

    def allowed(move) -> bool:
        kind = move.condition[0] if move.condition is not None else ""
        if kind == "red_leading":
            return red > green
        if kind == "green_leading":
            return green > red
        if kind == "leading_marker":
            return red != green
        return True

    return tuple(spec.deltas(red, green, X_GUESS, allowed))


@cache
def chooser_is_player(db: CardDB, card: int) -> bool:
    """Does the one who plays `card` also pick its marker move?"""
    spec = db.heroes[card].markers
    return spec is None or spec.chooser == "active"


def play_value(db: CardDB, card: int, red: int, green: int, values: tuple[float, ...]) -> float:
    """The position value after playing `card`: its best move when the player picks it, the
    mean when someone else does, and the value of staying put for a hero without moves."""
    deltas = card_deltas(db, card, red, green)
    if not deltas:
        return values[red * SIDE + green]
    outcomes = [values[(red + dr) * SIDE + green + dg] for dr, dg in deltas]
    return max(outcomes) if chooser_is_player(db, card) else sum(outcomes) / len(outcomes)


def play_likelihoods(db: CardDB, card: int, red: int, green: int, threshold: int, top: int) -> list[float]:
    """Per leader: how likely that leader plays `card` at this position (a logistic of its
    gain). Shared by every reader of public plays (a seat's `Belief`, the suspicion timeline)."""
    likelihoods = []
    for leader in db.leaders:
        values = leader_values(threshold, top, leader.mask)
        gain = play_value(db, card, red, green, values) - values[red * SIDE + green]
        drive = BETA * gain + (AFFINITY if db.factions[card] & leader.mask else 0.0)
        likelihoods.append(FLOOR + (1 - FLOOR) / (1 + math.exp(-drive)))
    return likelihoods


def move_likelihoods(
    db: CardDB, card: int, chosen: tuple[int, int], red: int, green: int, threshold: int, top: int
) -> list[float] | None:
    """Per leader: the softmax chance of the marker move picked among the card's moves;
    None when there was nothing to pick (a fixed move says nothing beyond the play)."""
    spec = db.heroes[card].markers
    if spec is None or (spec.choice == "and" and not spec.keep_void):
        return None
    chosen = (chosen[0], chosen[1])
    deltas = list(card_deltas(db, card, red, green))
    if chosen not in deltas:
        deltas.append(chosen)
    if len(deltas) < 2:
        return None
    index = deltas.index(chosen)
    likelihoods = []
    for leader in db.leaders:
        values = leader_values(threshold, top, leader.mask)
        scores = [math.exp(BETA * values[(red + dr) * SIDE + green + dg]) for dr, dg in deltas]
        likelihoods.append(FLOOR / len(deltas) + (1 - FLOOR) * scores[index] / sum(scores))
    return likelihoods


def event_likelihoods(db: CardDB, event: Event, red: int, green: int, threshold: int, top: int) -> list[float] | None:
    """Per leader: how likely a player with that leader acts as `event` tells (a hero played
    face up, a marker move picked), with the markers at (`red`, `green`) before it; None
    when the event says nothing about its actor's leader (or the reader did not see the card)."""
    if event.actor < 0 or event.card < 0:
        return None
    if event.kind == "play":
        return play_likelihoods(db, event.card, red, green, threshold, top)
    if event.kind == "markers" and event.value is not None:
        chosen = cast("tuple[int, int]", event.value)  # the red and the green marker's moves
        return move_likelihoods(db, event.card, chosen, red, green, threshold, top)
    return None


def moved_markers(event: Event, red: int, green: int) -> tuple[int, int]:
    """The markers' spaces after a "markers" event."""
    moved = cast("tuple[int, int]", event.value)
    return red + moved[0], green + moved[1]


def progress(st: Game) -> int:
    """The size of the largest face-up party: how close the game is to its end."""
    return max(len(party) for party in st.up)


def _opening(events: list) -> tuple:
    """The first public events of a game: they tell one game from another, as a world
    carries no deal seed."""
    return tuple(events[:OPENING_EVENTS])


class Belief:
    """A distribution over the leaders of the other seats of one seat's game.

    An assignment is a full tuple of leaders per seat (the own leader included, as it is
    known); spare leaders are the ones no seat holds.
    """

    def __init__(self) -> None:
        self.seat = -1
        self.leader_count = 0
        self.opening: tuple = ()
        self.seen = 0
        self.assignments: list[tuple[int, ...]] = []
        self.spares: list[tuple[int, ...]] = []
        self.weights: list[float] = []
        self._cumulative: list[float] = []
        self.red = self.green = START_SPACE

    def reset(self, world: Game, seat: int) -> None:
        """The prior of the deal: every arrangement of the other leaders is as likely, but
        with golems the pool holds so many golem leaders (see `leader_prior`)."""
        own = world.leaders[seat]
        pool = [leader for leader in leaders_for(world.settings, world.db) if leader != own]
        others = [s for s in range(world.n) if s != seat]
        self.seat = seat
        self.leader_count = len(world.db.leaders)
        self.opening = _opening(world.events())
        self.seen = 0
        self.red = self.green = START_SPACE
        self.assignments, self.spares, self.weights = [], [], []
        for chosen in permutations(pool, len(others)):
            prior = leader_prior(world, seat, chosen)
            if not prior:
                continue
            leaders = [own] * world.n
            for s, leader in zip(others, chosen, strict=True):
                leaders[s] = leader
            self.assignments.append(tuple(leaders))
            self.spares.append(tuple(leader for leader in pool if leader not in chosen))
            self.weights.append(float(prior))
        top = max(self.weights)
        self.weights = [w / top for w in self.weights]
        self._cumulative = []

    def _is_stale(self, world: Game, seat: int, events: list) -> bool:
        return (
            seat != self.seat
            or world.log_size < self.seen
            or not self.assignments
            or self.assignments[0][seat] != world.leaders[seat]
            or tuple(events[: len(self.opening)]) != self.opening
        )

    def update(self, world: Game, seat: int) -> None:
        """Read the public events since the last update; start over for a new game."""
        events = world.events()
        if self._is_stale(world, seat, events):
            self.reset(world, seat)
        if world.log_size == self.seen:
            return
        db = world.db
        threshold = world.threshold()
        top = progress(world)
        for event in events[self.seen :]:
            if event.actor != seat:
                self._weigh(event.actor, event_likelihoods(db, event, self.red, self.green, threshold, top))
            if event.kind == "markers" and event.value is not None:
                self.red, self.green = moved_markers(event, self.red, self.green)
        self.seen = len(events)
        self._cumulative = []

    def _weigh(self, actor: int, likelihoods: list[float] | None) -> None:
        if likelihoods is None:
            return
        weights = [w * likelihoods[a[actor]] for w, a in zip(self.weights, self.assignments, strict=True)]
        top = max(weights)
        self.weights = [w / top for w in weights]

    def sample(self, rng: SplitMix64) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """An assignment drawn by weight: (leaders per seat, spare leaders)."""
        if not self._cumulative:
            self._cumulative = list(accumulate(self.weights))
        total = self._cumulative[-1]
        index = bisect_right(self._cumulative, rng.next64() / 2**64 * total)
        index = min(index, len(self.assignments) - 1)
        return self.assignments[index], self.spares[index]

    def marginals(self) -> dict[int, list[float]]:
        """Per other seat, the probability of each leader (indexed like `db.leaders`)."""
        total = sum(self.weights)
        result = {s: [0.0] * self.leader_count for s in range(len(self.assignments[0])) if s != self.seat}
        for weight, leaders in zip(self.weights, self.assignments, strict=True):
            for s, probs in result.items():
                probs[leaders[s]] += weight / total
        return result

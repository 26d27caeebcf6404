"""The suspicion timeline: how Hard's reading of the table came to suspect each player's
leader over a finished game, and which moves gave them away (or threw it off).

Whose belief: an onlooker who holds no leader and sees only what every seat saw, reading
the public log with Hard's own player model (`belief.event_likelihoods`: a hero played
face up and a marker move picked reweigh the actor's possible leaders). Not a seat's own
`Belief`: a seat knows its own leader and so rules it out for everyone else, which would
make its view of a player depend on the others' true leaders and differ from seat to seat;
an average over the seats would mix that private knowledge in. The onlooker's view is one
figure for all, the same whoever held which leader (only the line of the true leader,
drawn after the game, knows), and what any player at the table could have concluded.

The timeline is computed after the game is over, from its settings and decisions replayed
with the engine; the true leaders are read only to say which line is the truth.
"""

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from math import comb
from typing import cast

from hidden_leaders_qt.ai.belief import event_likelihoods, moved_markers, progress
from hidden_leaders_qt.engine import new_game
from hidden_leaders_qt.engine.core.chance import ChanceScript
from hidden_leaders_qt.engine.core.constants import LEADER_POOLS, START_SPACE
from hidden_leaders_qt.engine.core.deal import leaders_for
from hidden_leaders_qt.engine.core.events import Event
from hidden_leaders_qt.engine.core.game import Game
from hidden_leaders_qt.engine.core.options import Option
from hidden_leaders_qt.engine.core.settings import Settings
from hidden_leaders_qt.engine.data.card_language import card_name
from hidden_leaders_qt.engine.data.cards import CardDB, default_db
from hidden_leaders_qt.engine.words.narration import render

# How many of the largest jumps of a player's line are marked, and the least jump worth it.
MARKED_JUMPS = 3
LEAST_JUMP = 0.02


@dataclass(frozen=True)
class Move:
    """A decision whose public events moved the belief: when, by whom, its log line, and the
    belief after it (per seat, the chance of each leader, indexed like `db.leaders`)."""

    turn: int
    actor: int
    text: str
    chances: tuple[tuple[float, ...], ...]


@dataclass(frozen=True)
class Jump:
    """One move's change of the chance of a player's true leader."""

    move: int
    before: float
    after: float

    @property
    def size(self) -> float:
        return self.after - self.before


@dataclass(frozen=True)
class Timeline:
    """The belief about every player's leader, from the deal to the end of the game."""

    names: tuple[str, ...]
    leader_names: tuple[str, ...]
    leader_factions: tuple[tuple[str, ...], ...]
    leaders: tuple[int, ...]
    """The true leader of each seat (public once the game is over)."""
    prior: tuple[tuple[float, ...], ...]
    moves: tuple[Move, ...]
    turns: int

    @property
    def players(self) -> int:
        return len(self.names)

    def chances(self, seat: int) -> list[tuple[float, ...]]:
        """Per leader, the chance `seat` holds it: at the deal, then after each move."""
        return [self.prior[seat]] + [move.chances[seat] for move in self.moves]

    def truth(self, seat: int) -> list[float]:
        """The chance of `seat`'s true leader: at the deal, then after each move."""
        leader = self.leaders[seat]
        return [chances[leader] for chances in self.chances(seat)]

    def positions(self) -> list[float]:
        """Where each point of `chances` lies on the turn axis: the deal at 0, the moves of
        turn t spread evenly over (t - 1, t], so the last one of a turn sits on t."""
        per_turn: dict[int, int] = defaultdict(int)
        for move in self.moves:
            per_turn[move.turn] += 1
        seen: dict[int, int] = defaultdict(int)
        xs = [0.0]
        for move in self.moves:
            seen[move.turn] += 1
            start = max(move.turn - 1, 0)
            xs.append(start + seen[move.turn] / per_turn[move.turn] * (move.turn - start))
        return xs

    def by_turn(self, seat: int) -> list[tuple[float, ...]]:
        """Per turn from 0 (the deal) to the last: the chances at the end of that turn."""
        rows = [self.prior[seat]]
        moves = iter(self.moves)
        move = next(moves, None)
        for turn in range(1, self.turns + 1):
            current = rows[-1]
            while move is not None and move.turn <= turn:
                current = move.chances[seat]
                move = next(moves, None)
            rows.append(current)
        return rows

    def jumps(self, seat: int, count: int = MARKED_JUMPS) -> list[Jump]:
        """The `count` moves that changed the chance of `seat`'s true leader most, up or
        down (none smaller than `LEAST_JUMP`), in the order they happened."""
        line = self.truth(seat)
        jumps = [Jump(i, line[i], line[i + 1]) for i in range(len(self.moves))]
        largest = sorted(jumps, key=lambda jump: -abs(jump.size))[:count]
        return sorted((jump for jump in largest if abs(jump.size) >= LEAST_JUMP), key=lambda jump: jump.move)


class PublicBelief:
    """Hard's player model read by an onlooker: the chance of every assignment of leaders to
    all seats is its deal chance times, per seat, the likelihood of that seat's public moves
    under its leader. The likelihoods are kept per seat and leader (a move tells only of its
    actor), and the seats are tied together only when the chances are read: no two seats
    hold the same leader, and with golems the pool holds so many of each kind."""

    def __init__(self, settings: Settings, db: CardDB) -> None:
        self.n = settings.players
        pool = leaders_for(settings, db)
        self.weights = [[1.0 if leader in pool else 0.0 for leader in range(len(db.leaders))] for _ in range(self.n)]
        golem_bits = sum(1 << leader for leader in pool if db.leaders[leader].set == "golems")
        self._golem_bits = golem_bits
        self._deal_weights = _deal_weights(settings, len(pool), golem_bits.bit_count())

    def weigh(self, actor: int, likelihoods: Sequence[float]) -> None:
        weights = [w * p for w, p in zip(self.weights[actor], likelihoods, strict=True)]
        top = max(weights)
        self.weights[actor] = [w / top for w in weights]

    def marginals(self) -> tuple[tuple[float, ...], ...]:
        """Per seat, the chance of each leader."""
        return tuple(self._marginal(seat) for seat in range(self.n))

    def _marginal(self, seat: int) -> tuple[float, ...]:
        # Sum over the other seats' leaders by the set they use: one entry per set, not per
        # arrangement (10 leaders over 5 seats are 252 sets against 30,240 arrangements).
        partial: dict[int, float] = {0: 1.0}
        for other in range(self.n):
            if other != seat:
                partial = _add_seat(partial, self.weights[other])
        own = self.weights[seat]
        choices = [(leader, 1 << leader, weight) for leader, weight in enumerate(own) if weight]
        chances = [0.0] * len(own)
        deal, golems = self._deal_weights, self._golem_bits
        for used, total in partial.items():
            golems_used = (used & golems).bit_count()
            for leader, bit, weight in choices:
                if not used & bit:
                    chances[leader] += total * weight * deal[golems_used + (bit & golems > 0)]
        norm = sum(chances)
        return tuple(chance / norm for chance in chances)


def _add_seat(partial: dict[int, float], weights: list[float]) -> dict[int, float]:
    """The sums by set of leaders used, after one more seat takes a leader not yet used."""
    choices = [(1 << leader, weight) for leader, weight in enumerate(weights) if weight]
    grown: dict[int, float] = defaultdict(float)
    for used, total in partial.items():
        for bit, weight in choices:
            if not used & bit:
                grown[used | bit] += total * weight
    return grown


def _deal_weights(settings: Settings, pool: int, golems: int) -> list[float]:
    """By the number of golem leaders among the seats' leaders: how many deals give the
    seats one such arrangement (only ratios matter; without golems every one is as likely)."""
    n = settings.players
    if not settings.golems:
        return [1.0] + [0.0] * n
    base_count, golem_count = LEADER_POOLS[n]
    bases = pool - golems
    return [
        float(comb(bases - (n - g), base_count - (n - g)) * comb(golems - g, golem_count - g))
        if n - g <= base_count and g <= golem_count
        else 0.0
        for g in range(n + 1)
    ]


def public_event(event: Event, players: int) -> Event:
    """The event as an onlooker reads it: a card counts as seen only if every seat saw it."""
    everyone = (1 << players) - 1
    return event._replace(visible=everyone if event.visible & everyone == everyone else 0)


def suspicion_timeline(
    settings: Settings,
    decisions: Sequence[Option],
    names: Sequence[str],
    db: CardDB | None = None,
    deal: ChanceScript | None = None,
) -> Timeline:
    """The timeline of a finished game, given as its settings (with the deal's seed, or the
    script it was dealt from) and every decision taken, as a save keeps it. Raises the
    engine's errors when a decision is not legal (the caller passes a game it played or a
    save it has already replayed)."""
    chance = deal.chance() if deal is not None else None
    return read_game(new_game(settings, db or default_db(), chance=chance), decisions, names)


def read_game(start: Game, decisions: Sequence[Option], names: Sequence[str]) -> Timeline:
    """Play `decisions` on from `start` (a copy: `start` is left as it is) and read the
    public log as it grows, one decision at a time."""
    st = start.clone()
    db = st.db
    belief = PublicBelief(st.settings, db)
    prior = belief.marginals()
    red = green = START_SPACE
    turn = st.turn
    moves: list[Move] = []
    seen = len(st.events())
    for option in decisions:
        st.apply(option)
        events = st.events()
        threshold, top = st.threshold(), progress(st)
        told: list[Event] = []
        told_in = turn
        for event in (public_event(e, st.n) for e in events[seen:]):
            likelihoods = event_likelihoods(db, event, red, green, threshold, top)
            if likelihoods is not None:
                belief.weigh(event.actor, likelihoods)
                if not told:
                    told_in = turn
                told.append(event)
            if event.kind == "markers" and event.value is not None:
                red, green = moved_markers(event, red, green)
            elif event.kind == "turn":
                turn = cast(int, event.value)
        seen = len(events)
        if told:
            text = " ".join(_line(event, db, names) for event in told)
            moves.append(Move(told_in, told[0].actor, text, belief.marginals()))
    return Timeline(
        names=tuple(names),
        leader_names=tuple(card_name(leader) for leader in db.leaders),
        leader_factions=tuple(leader.factions for leader in db.leaders),
        leaders=tuple(st.leaders),
        prior=prior,
        moves=tuple(moves),
        turns=st.turn,
    )


def _line(event: Event, db: CardDB, names: Sequence[str]) -> str:
    """The event's log line as the onlooker read it (viewer 0 sees exactly the public cards);
    a marker move names the hero whose effect it was, which its log line leaves to the line
    before it."""

    def hero(card: int) -> str:
        return card_name(db.heroes[card])

    line = render(event, 0, hero, lambda seat: names[seat] if seat >= 0 else "The game")
    if event.kind == "markers":
        return f"{line.removesuffix('.')} ({card_name(db.heroes[event.card])})."
    return line

"""Information sets: what one seat knows (`view_for`) and a world consistent with it
(`resample_for`), which is what a fair bot may see and what its search samples."""

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from math import comb
from typing import Generic, Literal, TypeVar, cast

from hidden_leaders_qt.engine.core.constants import LEADER_POOLS, Phase
from hidden_leaders_qt.engine.core.deal import draw_fates
from hidden_leaders_qt.engine.core.events import Event, chain_to_list, list_to_chain
from hidden_leaders_qt.engine.core.frames import CARD_VARS
from hidden_leaders_qt.engine.core.options import Decision
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.modules.artifacts import resample_sides
from hidden_leaders_qt.engine.modules.bribery_view import TokenView, resampled, token_view
from hidden_leaders_qt.engine.rules.parties import Parties
from hidden_leaders_qt.engine.rules.scoring import GameResult, golem_ahead, winning_faction
from hidden_leaders_qt.engine.rules.turn import Turn

_State = TypeVar("_State", bound=Turn)

_PICKS: tuple[Literal["picked", "swapped"], ...] = ("picked", "swapped")
"""The cards a running step picked: remapped with the cards (see `_remap_frames`)."""

HIDDEN = -1
"""A card this seat cannot identify (in the Tavern, -1 is an empty slot)."""


@dataclass(frozen=True)
class SeatView:
    seat: int
    players: int
    markers: tuple[int, int]
    golem_marker: int
    """Where the golem marker stands; 0 without the Golems module."""
    phase: Phase
    current: int
    start_seat: int
    turn: int
    threshold: int
    leaders: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    hand_lacks: tuple[int, ...]
    """Per seat, the factions (bits) everyone knows that hand holds no card of."""
    face_up: tuple[tuple[int, ...], ...]
    face_down: tuple[tuple[int, ...], ...]
    tavern: tuple[int, ...]
    graveyard: tuple[int, ...]
    wilderness: tuple[int, ...]
    harbor: tuple[int, ...]
    looking: tuple[int, ...]
    looking_seat: int
    in_play: tuple[int, ...]
    fate_drawn: tuple[str, ...]
    """The fate cards this seat drew and must choose between (empty for the others)."""
    skip_seats: tuple[int, ...]
    """The seats that miss their next turn."""
    decision: Decision | None
    waiting_for: tuple[str, int] | None
    result: GameResult | None
    bribery: TokenView | None = field(default=None, repr=False)
    """The Bribery module as this seat sees it, or None without it."""
    artifacts: "ArtifactView | None" = field(default=None, repr=False)
    """The Artifacts module as this seat sees it; None without the module."""

    @property
    def hand(self) -> tuple[int, ...]:
        return self.hands[self.seat]

    @property
    def leader(self) -> int:
        return self.leaders[self.seat]

    def in_public_sight(self, card: int) -> bool:
        """The card lies face up where everybody sees it (in play, in a party, on a pile)."""
        return (
            card in self.in_play
            or card in self.tavern
            or card in self.graveyard
            or any(card in party for party in self.face_up)
        )

    def would_win(self) -> tuple[str, str]:
        """The faction that would win if the game ended now, and why (public facts only: with
        the golem marker ahead, the Golems, unless nobody turns out to be aligned with them)."""
        red, green = self.markers
        if golem_ahead(self.golem_marker, red, green):
            return "golems", (
                f"the golem marker is ahead of both markers (golem {self.golem_marker}, red {red}, green {green}), "
                "if anyone is aligned with the Golems"
            )
        return winning_faction(red, green)


def view_for(st: Turn, seat: int) -> SeatView:
    bit = 1 << seat
    known = st.known

    def masked(cards: Iterable[int]) -> tuple[int, ...]:
        return tuple(c if known[c] & bit else HIDDEN for c in cards)

    over = st.phase == Phase.OVER
    pending = st.pending
    return SeatView(
        seat=seat,
        players=st.n,
        markers=(st.markers[0], st.markers[1]),
        golem_marker=st.golem_marker if st.settings.golems else 0,
        phase=st.phase,
        current=st.current,
        start_seat=st.start_seat,
        turn=st.turn,
        threshold=st.threshold(),
        leaders=tuple(leader if over or s == seat else HIDDEN for s, leader in enumerate(st.leaders)),
        hands=tuple(masked(h) for h in st.hands),
        hand_lacks=st.hand_lacks,
        face_up=tuple(tuple(p) for p in st.up),
        face_down=tuple(masked(p) for p in st.down),
        tavern=tuple(st.tavern),
        graveyard=tuple(st.graveyard),
        wilderness=masked(st.wilderness),
        harbor=masked(st.harbor),
        looking=masked(st.looking),
        looking_seat=st.looking_seat,
        in_play=tuple(st.in_play),
        fate_drawn=_fate_drawn(st, seat) if st.fate_drawn else (),
        skip_seats=tuple(seat for seat in range(st.n) if st.skip_mask >> seat & 1),
        decision=pending if pending is not None and pending.seat == seat else None,
        waiting_for=(pending.kind, pending.seat) if pending is not None else None,
        result=st.result,
        bribery=token_view(st, seat) if st.bribery is not None else None,
        artifacts=_artifact_view(st, seat) if st.artifacts is not None else None,
    )


@dataclass(frozen=True, slots=True)
class PartiesView:
    """The part of a `SeatView` a position's value is read from (markers, parties, the seat's
    leader), for search, which values thousands of positions a second."""

    seat: int
    players: int
    markers: tuple[int, int]
    golem_marker: int
    threshold: int
    leader: int
    face_up: tuple[tuple[int, ...], ...]
    face_down: tuple[tuple[int, ...], ...]


def parties_view_for(st: Parties, seat: int) -> PartiesView:
    bit = 1 << seat
    known = st.known
    return PartiesView(
        seat,
        st.n,
        (st.markers[0], st.markers[1]),
        st.golem_marker if st.settings.golems else 0,
        st.threshold(),
        st.leaders[seat],
        tuple(tuple(p) for p in st.up),
        tuple(tuple(c if known[c] & bit else HIDDEN for c in p) for p in st.down),
    )


@dataclass(frozen=True)
class ArtifactView:
    """Every seat's artifact card, side (its id; "" while hidden or unchosen) and tokens; the
    tokens in the box; the Royal Intrigue row and its tokens; who used an artifact this turn."""

    cards: tuple[int, ...]
    sides: tuple[str, ...]
    tokens: tuple[int, ...]
    box: int
    row: tuple[int, ...]
    row_tokens: tuple[int, ...]
    used: int
    choosing: bool
    """Sides are still being chosen (each stays its chooser's secret until all have chosen)."""
    royal_intrigue: bool = False
    """The Royal Intrigue variant is on (its row may be empty once every hero was won)."""


def _artifact_view(st: Turn, seat: int) -> ArtifactView:
    artifacts = st.artifacts
    assert artifacts is not None
    choosing = st.phase == Phase.SETUP
    sides = st.db.artifact_sides
    return ArtifactView(
        cards=artifacts.cards,
        sides=tuple(
            sides[side].id if side >= 0 and (not choosing or other == seat) else ""
            for other, side in enumerate(artifacts.sides)
        ),
        tokens=artifacts.tokens,
        box=artifacts.box,
        row=artifacts.row,
        row_tokens=artifacts.row_tokens,
        used=artifacts.used,
        choosing=choosing,
        royal_intrigue=st.settings.royal_intrigue,
    )


def public_view(view: SeatView) -> SeatView:
    """The view with every private card hidden: what anybody at the table may see. Once the
    game is over that is every card: the engine turns everything over for all."""
    if view.result is not None:
        return view
    return replace(
        view,
        hands=tuple(tuple(HIDDEN for _ in cards) for cards in view.hands),
        face_down=tuple(tuple(HIDDEN for _ in cards) for cards in view.face_down),
        looking=tuple(HIDDEN for _ in view.looking),
        fate_drawn=(),
        wilderness=tuple(HIDDEN for _ in view.wilderness),
        harbor=tuple(HIDDEN for _ in view.harbor),
        leaders=tuple(HIDDEN for _ in view.leaders),
        decision=None,
        bribery=view.bribery.public() if view.bribery is not None else None,
        artifacts=None if view.artifacts is None else _public_artifacts(view.artifacts),
    )


def _public_artifacts(artifacts: ArtifactView) -> ArtifactView:
    """While sides are chosen in secret, no side at all (the viewer's own included)."""
    if not artifacts.choosing:
        return artifacts
    return replace(artifacts, sides=tuple("" for _ in artifacts.sides))


def _fate_drawn(st: Turn, seat: int) -> tuple[str, ...]:
    """The fate cards `seat` drew and chooses between; nobody else sees them."""
    if st.fates_due[0] != seat:
        return ()
    return tuple(st.db.fates[k].id for k in st.fate_drawn)


def resample_for(st: _State, seat: int, rng: SplitMix64) -> _State:
    """A full state that `seat` cannot tell apart from `st`: every card and leader it does
    not know is redistributed at random over the places it cannot see into."""
    return Resampler(st, seat).sample(rng)


def _places(st: Turn) -> tuple[list[int], ...]:
    """Every place a card can lie unseen, in a fixed order shared by a state and its clones."""
    return (*st.hands, *st.down, st.wilderness, st.harbor, st.looking)


class Resampler(Generic[_State]):
    """`resample_for` with the work that depends only on the state and the seat done once: a
    search draws thousands of worlds from the same one."""

    def __init__(self, st: _State, seat: int) -> None:
        self.st = st
        self.seat = seat
        bit = 1 << seat
        known = st.known
        places = _places(st)
        self.slots = [
            (place, i) for place, cards in enumerate(places) for i, card in enumerate(cards) if not known[card] & bit
        ]
        self.unknown = [places[place][i] for place, i in self.slots]
        # sorted before shuffling: the world then depends only on what the seat knows and on
        # the generator, never on where the hidden cards really are
        self.order = sorted(self.unknown)

    def sample(self, rng: SplitMix64, leaders: bool = True) -> _State:
        """A world `seat` cannot tell from the state; with `leaders` False the other seats keep
        their true leaders, for a caller that deals them itself (search, from its belief)."""
        st, seat = self.st, self.seat
        new = st.clone()
        new.log = None
        new.log_size = 0
        new.recording = False
        new.rng = SplitMix64(rng.next64())
        known = st.known
        places = _places(new)
        shuffled = list(self.order)
        rng.shuffle(shuffled)
        if any(st.hand_lacks):
            slots = [(places[place], i) for place, i in self.slots]
            shuffled = _respect_lacks(st, new, seat, slots, shuffled)
        mapping = dict(zip(self.unknown, shuffled, strict=True))
        new_known = new.known
        for (place, i), old, card in zip(self.slots, self.unknown, shuffled, strict=True):
            places[place][i] = card
            new_known[card] = known[old]
        if leaders and st.phase != Phase.OVER:
            new.leaders, new.spare_leaders = resample_leaders(st, seat, rng)
        if st.fate_drawn and st.fates_due[0] != seat:
            # which two fate cards another seat drew is its secret (the deck is always whole); all
            # know only that they differ, since identical ones would leave no choice to ask
            new.fate_drawn = draw_fates(st.db.fate_deck, rng)
            while new.fate_drawn[0] == new.fate_drawn[1]:
                new.fate_drawn = draw_fates(st.db.fate_deck, rng)
        if st.bribery is not None:
            new.bribery = resampled(st.bribery, seat, rng, mapping, st.locate)
        if st.reaction:  # the hero a window (a protection, a Shield) is about to lose, under its new card
            new.reaction = tuple(w._replace(card=mapping.get(w.card, w.card)) for w in st.reaction)
        if mapping:
            _remap_frames(new, mapping)
        if st.artifacts is not None and st.phase == Phase.SETUP:
            resample_sides(st, new, seat, rng)
        if new.pending is not None and new.pending.seat != seat:
            # another seat's options may depend on what it holds in this world
            new.ask_again()
        return new


def dealt_leaders(world: Turn, leaders: tuple[int, ...], spares: tuple[int, ...]) -> None:
    """Deal a sampled world (`Resampler.sample` with `leaders` False) the leaders a searcher's
    belief drew: the one change a computer player makes to a world it did not get by options."""
    world.leaders, world.spare_leaders = leaders, spares


def resample_leaders(st: Turn, seat: int, rng: SplitMix64) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Leaders for the other seats as the deal could have given them, knowing only `seat`'s
    own: with golems, a pool of so many base and golem leaders that holds it, dealt at random."""
    own = st.leaders[seat]
    others = [s for s in range(st.n) if s != seat]
    if st.settings.golems:
        db = st.db
        kinds = {
            kind: sorted(x.index for x in db.leaders if x.set == kind and x.index != own) for kind in ("base", "golems")
        }
        counts = dict(zip(("base", "golems"), LEADER_POOLS[st.n], strict=True))
        counts[db.leaders[own].set] -= 1
        pool, left_out = [], []
        for kind, leaders in kinds.items():
            rng.shuffle(leaders)
            pool += leaders[: counts[kind]]
            left_out += leaders[counts[kind] :]
    else:
        pool = sorted([st.leaders[s] for s in others] + list(st.spare_leaders))
        left_out = []
    rng.shuffle(pool)
    leaders = list(st.leaders)
    for s, leader in zip(others, pool, strict=False):
        leaders[s] = leader
    return tuple(leaders), tuple(pool[len(others) :] + left_out)


def leader_prior(st: Parties, seat: int, others: tuple[int, ...]) -> int:
    """How many ways the deal gives the other seats the leaders `others`, `seat` holding its
    own (a weight: only ratios matter). Without golems every arrangement is as likely; with
    them, the pool must hold so many base and golem leaders by player count."""
    if not st.settings.golems:
        return 1
    db = st.db
    own = db.leaders[st.leaders[seat]].set
    weight = 1
    for kind, pool_count in zip(("base", "golems"), LEADER_POOLS[st.n], strict=True):
        available = sum(1 for leader in db.leaders if leader.set == kind) - (own == kind)
        needed = pool_count - (own == kind)
        dealt = sum(1 for leader in others if db.leaders[leader].set == kind)
        if dealt > needed:
            return 0
        weight *= comb(available - dealt, needed - dealt)
    return weight


def _respect_lacks(st: Turn, new: Turn, seat: int, slots: list[tuple[list, int]], cards: list[int]) -> list[int]:
    """`cards` (one per slot) rearranged so that no hand gets a card of a faction everyone
    knows it lacks: each such hand's slot takes a fitting card by augmenting paths (the
    true deal is one answer, so there always is one), trying its own card first and then
    those after it; every other slot keeps its card or takes one given up."""
    factions = st.db.factions
    lacking = {id(new.hands[s]): st.hand_lacks[s] for s in range(st.n) if s != seat and st.hand_lacks[s]}
    limits = [lacking.get(id(zone), 0) for zone, _ in slots]
    constrained = [i for i, limit in enumerate(limits) if limit]
    if not constrained:
        return cards
    size = len(cards)
    filling: dict[int, int] = {}  # card index -> the constrained slot it goes to

    def fill(slot: int, tried: set[int]) -> bool:
        for offset in range(size):
            k = (slot + offset) % size
            if k in tried or factions[cards[k]] & limits[slot]:
                continue
            tried.add(k)
            if k not in filling or fill(filling[k], tried):
                filling[k] = slot
                return True
        return False

    for slot in constrained:
        fill(slot, set())
    out = list(cards)
    for k, slot in filling.items():
        out[slot] = cards[k]
    given_up = (cards[slot] for slot in constrained if slot not in filling)
    for k in sorted(filling):
        if not limits[k]:
            out[k] = next(given_up)
    return out


def redacted_for(st: _State, seat: int, seed: int) -> _State:
    """What a computer player may be handed instead of the state: a full, playable world in
    which everything `seat` cannot know is a random guess (see `resample_for`).

    The world carries nothing from which a hidden card can be computed: not the deal's
    seed (`new_game` would deal the true game again), which becomes 0, nor the state's
    generator. Its own generator comes from `seed`, so the caller must draw that from a
    secret of its own, never from the deal's seed."""
    world = resample_for(st, seat, SplitMix64(seed))
    world.settings = replace(st.settings, seed=0)
    world.log = list_to_chain(public_events(chain_to_list(st.log), seat))
    world.log_size = st.log_size
    return world


def public_events(events: list[Event], seat: int) -> list[Event]:
    """The log as `seat` saw it: cards it did not see become -1, other seats' leaders vanish."""
    bit = 1 << seat
    out = []
    for event in events:
        if event.kind == "leader" and event.actor != seat:
            event = event._replace(value=-1)
        if event.card >= 0 and not event.visible & bit:
            event = event._replace(card=-1)
        if event.kind == "exchange":
            second_visible: int = cast(tuple[int, int], event.value)[1]
            if not second_visible & bit:
                event = event._replace(value=(-1, second_visible))
        if event.kind == "fate_draw" and not event.visible & bit:
            event = event._replace(value=None)
        if event.kind == "token_draw" and not event.visible & bit:
            event = event._replace(value=None)
        if event.kind in ("token_place", "token_look"):
            kind, knowing = cast(tuple[str | None, int], event.value)
            if not knowing & bit:
                event = event._replace(value=(None, knowing))
        out.append(event)
    return out


def _remap_frames(st: Turn, mapping: dict[int, int]) -> None:
    """Point every remembered hidden card at the card now in its place. Branch frames share
    their parent's `vars`, so each dict is translated once: twice would follow the mapping
    a second step, to where another hidden card really lies."""
    done: set[int] = set()
    for frame in st.stack:
        values = frame.vars
        if id(values) not in done:
            done.add(id(values))
            for key in CARD_VARS:
                card = values.get(key)
                if card in mapping:
                    values[key] = mapping[card]
        if frame.ss:
            if frame.ss.get("a") in mapping:
                frame.ss["a"] = mapping[frame.ss["a"]]
            for picks in _PICKS:
                if picks in frame.ss:
                    frame.ss[picks] = tuple(mapping.get(c, c) for c in frame.ss[picks])

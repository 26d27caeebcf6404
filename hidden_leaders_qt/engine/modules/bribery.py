"""The Bribery module ("Spread Corruption"): the bag of 18 tokens, the bribery card, the bribe
with its draw and placement, the tokens riding on heroes and what they change at scoring.

All of it lives in one immutable `Tokens` value (the state's `bribery` field, None without the
module), replaced on every change, so a state clones it for free. Who knows a token is a bit
mask per bribed hero: the one who placed it, every owner it had (an owner may look at any
time, ruling R36) and whoever looked at it. The tokens in the bag, on the card and in the
players' hands during a bribe are known to nobody but their holders."""

from collections.abc import Mapping
from typing import Protocol

from hidden_leaders_qt.engine.core.board import Board, Position
from hidden_leaders_qt.engine.core.constants import (
    FACTION_BITS,
    FACTION_NAMES,
    FACTION_TITLES,
    GOLEMS,
    PARTY_ZONES,
    Zone,
)
from hidden_leaders_qt.engine.core.events import EventKind, Place
from hidden_leaders_qt.engine.core.options import DONE, Decision, Option
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.modules.tokens import Tokens

TOKEN_KINDS = ("loyalty_x2", "switch_empire", "switch_tribes", "switch_undead", "switch_water_folk", "protection")
TOKEN_TITLES = {
    "loyalty_x2": "Loyalty \u00d72",
    "switch_empire": "Switch to the Imperial Army",
    "switch_tribes": "Switch to the Hill Tribes",
    "switch_undead": "Switch to the Undead",
    "switch_water_folk": "Switch to the Water Folk",
    "protection": "Protection",
}
EACH_KIND = 3
TOTAL = EACH_KIND * len(TOKEN_KINDS)
LOYALTY, PROTECTION = TOKEN_KINDS.index("loyalty_x2"), TOKEN_KINDS.index("protection")
SWITCHES = {
    TOKEN_KINDS.index("switch_empire"): FACTION_BITS["imperial_army"],
    TOKEN_KINDS.index("switch_tribes"): FACTION_BITS["hill_tribes"],
    TOKEN_KINDS.index("switch_undead"): FACTION_BITS["undead"],
    TOKEN_KINDS.index("switch_water_folk"): FACTION_BITS["water_folk"],
}
MAX_BRIBES = 2
GO_ON = Option("go_on")
"""At the end of the turn, after the Tavern refill: no bribe now, on with the turn."""
MOMENTS = ("main", "fast_artifact", "draw", "discard_down", "slow_artifact", "end")
"""When in the turn a bribe came (the log says it): the main action's question, the fast
artifact's moment after it, the draw, discarding down, the slow artifact's moment after the
Tavern refill, and the end of the turn before it passes on (ruling R35)."""


def conditions(players: int) -> tuple[int, int]:
    """The bribery card's side for the player count: some party with so many face-up heroes."""
    return (3, 4) if players == 6 else (3, 5)


class TokenTable(Protocol):
    """What the module reads and changes of the state (see `fields.StateFields`)."""

    n: int
    all_mask: int
    turn: int
    current: int
    up: list[list[int]]
    down: list[list[int]]
    known: list[int]
    rng: SplitMix64
    bribery: Tokens | None
    pending: Decision | None

    def seats_from(self, seat: int) -> tuple[int, ...]: ...

    def card_at(self, pos: Position) -> int: ...

    def locate(self, card: int) -> Position | None: ...

    def emit(
        self,
        kind: EventKind,
        actor: int = -1,
        card: int = -1,
        visible: int = 0,
        src: Place | None = None,
        dst: Place | None = None,
        value: object = None,
    ) -> None: ...


def setup(players: int, rng: SplitMix64) -> Tokens:
    """All 18 tokens into the bag, then two drawn face down onto the bribery card (ruling R35)."""
    bag = [kind for kind in range(len(TOKEN_KINDS)) for _ in range(EACH_KIND)]
    first = bag.pop(rng.below(len(bag)))
    second = bag.pop(rng.below(len(bag)))
    return Tokens(tuple(bag), (first, second), (), ((),) * players, ())


def _with_bag(bag: tuple[int, ...], *kinds: int) -> tuple[int, ...]:
    return tuple(sorted(bag + kinds))


def condition_holds(st: TokenTable, condition: int) -> bool:
    need = conditions(st.n)[condition]
    return any(len(party) >= need for party in st.up)


def bribe_options(st: TokenTable) -> tuple[Option, ...]:
    """The bribes the moving player may make now: once per turn, while a condition holds whose
    token is still on the card (the card holds two, so at most twice a game)."""
    tokens = st.bribery
    if tokens is None or tokens.bribed_turn == st.turn or tokens.placing:
        return ()
    return tuple(Option("bribe", (i,)) for i in (0, 1) if tokens.card[i] >= 0 and condition_holds(st, i))


def offered(st: TokenTable, decision: Decision) -> Decision:
    """One of the turn's own questions to the moving player, with the bribes beside its
    options while a bribe is possible: a bribe may come at any moment of one's turn (R35)."""
    bribes = bribe_options(st)
    return Decision(decision.kind, decision.seat, decision.options + bribes) if bribes else decision


def moment_options(st: TokenTable) -> tuple[Option, ...]:
    """The end of the turn, after the Tavern refill (and the slow artifact's moment): a last
    moment to bribe before the turn passes on, asked only while a bribe is possible, so a turn
    without one never stops here."""
    tokens = st.bribery
    if tokens is None or tokens.declined_turn == st.turn:
        return ()
    bribes = bribe_options(st)
    return bribes + (GO_ON,) if bribes else ()


def decline(st: TokenTable) -> None:
    """The moving player let the last moment to bribe in this turn pass."""
    tokens = st.bribery
    assert tokens is not None
    st.bribery = tokens._replace(declined_turn=st.turn)


def bribe(st: TokenTable, seat: int, condition: int, moment: str) -> None:
    """Take the token beside the condition, then draw in turn order (the briber 1 more, each
    other player 1, fewer when the bag runs dry), then ask the placements (ruling R35). The
    log says at which `moment` of the turn (one of `MOMENTS`) it came."""
    tokens = st.bribery
    assert tokens is not None
    card = list(tokens.card)
    held = [list(h) for h in tokens.held]
    held[seat].append(card[condition])
    card[condition] = -1
    st.emit("bribe", seat, visible=st.all_mask, value=(condition, moment))
    bag = list(tokens.bag)
    for drawer in st.seats_from(seat):
        if not bag:
            st.emit("token_none", drawer)
            continue
        kind = bag.pop(st.rng.below(len(bag)))
        held[drawer].append(kind)
        st.emit("token_draw", drawer, visible=1 << drawer, value=TOKEN_KINDS[kind])
    st.bribery = tokens._replace(
        bag=tuple(bag),
        card=(card[0], card[1]),
        held=tuple(tuple(sorted(h)) for h in held),
        placing=tuple(s for s in st.seats_from(seat) if held[s]),
        used=tokens.used + 1,
        bribed_turn=st.turn,
    )
    ask_placement(st)


def bribed_positions(st: TokenTable) -> list[Position]:
    tokens = st.bribery
    if tokens is None:
        return []
    out = []
    for card, _kind, _known in tokens.heroes:
        pos = st.locate(card)
        assert pos is not None and pos[0] in PARTY_ZONES, "a token rides on a hero in a party"
        out.append(pos)
    return out


def placement_options(st: TokenTable, seat: int) -> tuple[Option, ...]:
    """Each held kind on each unbribed hero of any party, face up or face down; or stop and
    give the rest back to the bag (every placement is optional)."""
    tokens = st.bribery
    assert tokens is not None
    bribed = {card for card, _kind, _known in tokens.heroes}
    targets = [
        (zone, owner, index)
        for owner in range(st.n)
        for zone, party in ((Zone.FACE_UP, st.up[owner]), (Zone.FACE_DOWN, st.down[owner]))
        for index, card in enumerate(party)
        if card not in bribed
    ]
    kinds = sorted(set(tokens.held[seat]))
    return tuple(Option("place_token", (TOKEN_KINDS[k], *pos)) for k in kinds for pos in targets) + (DONE,)


def ask_placement(st: TokenTable) -> None:
    """Ask the next placement of the bribe, or end it when every seat has placed."""
    tokens = st.bribery
    if tokens is None or not tokens.placing:
        return
    seat = tokens.placing[0]
    st.pending = Decision("place_token", seat, placement_options(st, seat))


def place(st: TokenTable, seat: int, option: Option) -> None:
    tokens = st.bribery
    assert tokens is not None
    held = list(tokens.held)
    placing = tokens.placing
    if option.kind == "done":
        if held[seat]:
            st.emit("token_return", seat, value=len(held[seat]))
        bag = _with_bag(tokens.bag, *held[seat])
        held[seat] = ()
        st.bribery = tokens._replace(bag=bag, held=tuple(held), placing=placing[1:])
    else:
        name, zone, owner, index = option.args
        kind = TOKEN_KINDS.index(name)
        mine = list(held[seat])
        mine.remove(kind)
        held[seat] = tuple(mine)
        card = st.card_at((zone, owner, index))
        knowing = (1 << seat) | (1 << owner)
        heroes = tuple(sorted(tokens.heroes + ((card, kind, knowing),)))
        if not mine:
            placing = placing[1:]
        st.bribery = tokens._replace(heroes=heroes, held=tuple(held), placing=placing)
        st.emit("token_place", seat, card, st.known[card], None, (zone, owner), (name, knowing))
    ask_placement(st)


# --- tokens riding on heroes ------------------------------------------------------------------


def hero_moved(st: TokenTable, card: int, zone: int, seat: int, actor: int) -> None:
    """A token stays on its hero in any party (its new owner may look at it, ruling R36); it
    goes back to the bag, unknown again, when the hero leaves the parties (ruling R37)."""
    tokens = st.bribery
    assert tokens is not None
    found = tokens.token_on(card)
    if found is None:
        return
    kind, knowing = found
    rest = tuple(entry for entry in tokens.heroes if entry[0] != card)
    if zone in PARTY_ZONES:
        st.bribery = tokens._replace(heroes=tuple(sorted(rest + ((card, kind, knowing | 1 << seat),))))
        return
    st.bribery = tokens._replace(heroes=rest, bag=_with_bag(tokens.bag, kind))
    st.emit("token_back", actor, card, st.known[card])


def look_options(st: TokenTable, seat: int) -> tuple[Option, ...]:
    """A "look at a face-down hero" may look at a token on a hero instead (ruling R38): the
    tokens this seat does not know yet."""
    tokens = st.bribery
    if tokens is None:
        return ()
    out = []
    for card, _kind, knowing in tokens.heroes:
        if not knowing >> seat & 1:
            pos = st.locate(card)
            assert pos is not None
            out.append(Option("look_token", pos))
    return tuple(sorted(out))


def look(st: TokenTable, seat: int, pos: Position) -> None:
    tokens = st.bribery
    assert tokens is not None
    card = st.card_at(pos)
    found = tokens.token_on(card)
    assert found is not None
    kind, knowing = found
    rest = tuple(entry for entry in tokens.heroes if entry[0] != card)
    st.bribery = tokens._replace(heroes=tuple(sorted(rest + ((card, kind, knowing | 1 << seat),))))
    st.emit("token_look", seat, card, st.known[card], None, (pos[0], pos[1]), (TOKEN_KINDS[kind], 1 << seat))


def reveal_all(st: TokenTable) -> None:
    """At game end every token is turned face up before scoring (ruling R39)."""
    tokens = st.bribery
    if tokens is None:
        return
    st.bribery = tokens._replace(heroes=tuple((c, k, st.all_mask) for c, k, _known in tokens.heroes))
    for card, kind, _known in tokens.heroes:
        pos = st.locate(card)
        assert pos is not None
        st.emit("token_reveal", -1, card, st.all_mask, None, (pos[0], pos[1]), TOKEN_KINDS[kind])


# --- protection, a reaction (see `reactions`) --------------------------------------------------


class Protection:
    """When a bribed hero would be buried, every seat with a bribed hero in play may hold a
    protection token (public facts, ruling R41): the owner may spend one on the hero itself,
    anyone may spend one on a hero of their own to have it buried instead (rulings R40, R42)."""

    kinds = frozenset({"protect", "substitute"})

    def watchers(self, st: Board, card: int) -> int:
        tokens = st.bribery
        if tokens is None or tokens.token_on(card) is None:
            return 0
        mask = 0
        for hero, _kind, _known in tokens.heroes:
            pos = st.locate(hero)
            assert pos is not None
            mask |= 1 << pos[1]
        return mask

    def answers(self, st: Board, seat: int, card: int) -> tuple[Option, ...]:
        tokens = st.bribery
        if tokens is None or tokens.token_on(card) is None:
            return ()  # another source's window: protection answers only for a bribed hero
        out = []
        for hero, kind, _known in tokens.heroes:
            if kind != PROTECTION:
                continue
            pos = st.locate(hero)
            assert pos is not None
            if pos[1] == seat:
                out.append(Option("protect" if hero == card else "substitute", pos))
        return tuple(sorted(out))

    def react(self, st: Board, seat: int, card: int, option: Option) -> Position | None:
        """Spend the protection token (back to the bag); the hero to bury instead, or None."""
        tokens = st.bribery
        assert tokens is not None
        pos: Position = option.args
        hero = st.card_at(pos)
        rest = tuple(entry for entry in tokens.heroes if entry[0] != hero)
        st.bribery = tokens._replace(heroes=rest, bag=_with_bag(tokens.bag, PROTECTION))
        kind: EventKind = "protect" if option.kind == "protect" else "substitute"
        st.emit(kind, seat, hero, st.known[hero], None, (pos[0], pos[1]))
        return None if option.kind == "protect" else pos


PROTECTION_SOURCE = Protection()


# --- scoring ----------------------------------------------------------------------------------


def end_tokens(st: TokenTable) -> Mapping[int, int]:
    """Card -> token kind, for scoring (all revealed by then)."""
    tokens = st.bribery
    return {} if tokens is None else {card: kind for card, kind, _known in tokens.heroes}


def scored_factions(factions: int, kind: int | None) -> tuple[int, int]:
    """A hero's factions and how many heroes it counts as at scoring, under its token: a switch
    replaces the base faction (a golem stays a golem), protection adds the Golems, loyalty
    doubles (ruling R39). During play effects see the printed faction."""
    if kind is None:
        return factions, 1
    if kind == LOYALTY:
        return factions, 2
    if kind == PROTECTION:
        return factions | GOLEMS, 1
    return (factions & GOLEMS) | SWITCHES[kind], 1


# Protection makes its hero a golem too, which scores only when the Golems module is on
IDLE_PROTECTION = "changes nothing at scoring (no golems in this game)"


def token_effect(kind: int, factions: int, golems: bool) -> str:
    """What a revealed token changed, in words for the result."""
    if kind == LOYALTY:
        return "counts as 2 heroes of each of its factions"
    if kind == PROTECTION:
        return "also counts as a golem" if golems else IDLE_PROTECTION
    golem = " (it stays a golem)" if factions & GOLEMS else ""
    return f"counts only as {FACTION_TITLES[FACTION_NAMES[SWITCHES[kind]]]}{golem}"

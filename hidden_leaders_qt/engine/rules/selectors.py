"""Selectors (which cards a step may pick), conditions and X formulas.

Each is parsed once from card data and evaluated against a state and the running
frame; see `cards/README.md` for the vocabulary.
"""

from collections.abc import Sequence
from typing import Any

from hidden_leaders_qt.engine.core.board import Board, Position
from hidden_leaders_qt.engine.core.constants import PARTY_ZONES, Zone
from hidden_leaders_qt.engine.core.frames import CARD_VARS, CardVar, Frame
from hidden_leaders_qt.engine.data.parsing import MAX_COUNT, Ctx

ZONE_NAMES = (
    "face_up",
    "face_down",
    "hero",
    "hand",
    "tavern",
    "graveyard",
    "graveyard_top",
    "wilderness_top",
    "looking",
    "remembered",
)
OWNER_NAMES = ("any", "self", "others", "next", "previous", "chosen")
ZONES_BY_NAME = {"face_up": (Zone.FACE_UP,), "face_down": (Zone.FACE_DOWN,), "hero": PARTY_ZONES}
# the members looked up once (Python 3.11 finds an enum member through the class's slow
# __getattr__), since `candidates` names them once per card of a pile
_HAND, _TAVERN, _GRAVEYARD = Zone.HAND, Zone.TAVERN, Zone.GRAVEYARD
_WILDERNESS, _LOOKING = Zone.WILDERNESS, Zone.LOOKING
SELECTOR_KEYS = {
    "zone",
    "owner",
    "faction",
    "not_faction",
    "not_this",
    "chooser",
    "random",
    "optional",
    "count",
    "up_to",
    "card",
    "as",
    "all",
    "not_card",
}


class Selector:
    """Which cards qualify, who picks, and how many times."""

    __slots__ = (
        "zone",
        "owner",
        "faction",
        "not_faction",
        "not_this",
        "chooser",
        "random",
        "optional",
        "count",
        "up_to",
        "card_var",
        "as_var",
        "every",
        "not_card",
    )

    def __init__(self, ctx: Ctx, data: Any, extra_keys: frozenset = frozenset()) -> None:
        data = ctx.mapping(data, SELECTOR_KEYS | extra_keys)
        self.card_var: CardVar | None = None
        if "card" in data:
            self.card_var = ctx.at("card").choice(data["card"], CARD_VARS)
            others = set(data) - {"card", "as"} - extra_keys
            if others:
                ctx.fail("card_remembered", others=", ".join(sorted(others)))
        elif "zone" not in data:
            ctx.fail("card_zone")
        self.zone = ctx.at("zone").choice(data["zone"], ZONE_NAMES) if "zone" in data else None
        default_owner = "self" if self.zone == "hand" else "any"
        self.owner = ctx.at("owner").choice(data.get("owner", default_owner), OWNER_NAMES)
        self.faction = ctx.at("faction").faction_mask(data["faction"], True) if "faction" in data else 0
        self.not_faction = ctx.at("not_faction").faction_mask(data["not_faction"]) if "not_faction" in data else 0
        self.not_this = ctx.at("not_this").boolean(data.get("not_this", False))
        self.chooser = ctx.at("chooser").choice(data.get("chooser", "active"), ("active", "chosen"))
        self.random = ctx.at("random").boolean(data.get("random", False))
        self.optional = ctx.at("optional").boolean(data.get("optional", False))
        self.count = ctx.at("count").integer(data.get("count", 1), 1, MAX_COUNT)
        self.up_to = ctx.at("up_to").integer(data.get("up_to", 0), 0, MAX_COUNT)
        if "count" in data and "up_to" in data:
            ctx.fail("card_count_or_up_to")
        self.as_var = ctx.at("as").choice(data.get("as", "card"), CARD_VARS)
        self.every = ctx.at("all").boolean(data.get("all", False))
        self.not_card: CardVar | None = None
        if "not_card" in data:
            self.not_card = ctx.at("not_card").choice(data["not_card"], CARD_VARS)
        if self.every and (self.random or self.optional or "count" in data or self.up_to):
            ctx.fail("card_all")

    @property
    def limit(self) -> int:
        return self.up_to or self.count

    def owners(self, st: Board, fr: Frame) -> Sequence[int]:
        owner, seat = self.owner, fr.seat
        if owner == "self":
            return [seat]
        if owner == "any":
            return st.seats_from(seat)
        if owner == "others":
            return st.seats_from(seat)[1:]
        if owner == "next":
            return [st.next_seat(seat)]
        if owner == "previous":
            return [st.previous_seat(seat)]
        chosen = fr.vars.get("chosen")
        return [] if chosen is None else [chosen]

    def chooser_seat(self, fr: Frame) -> int | None:
        return fr.seat if self.chooser == "active" else fr.vars.get("chosen")

    def candidates(self, st: Board, fr: Frame, exclude: tuple[int, ...] = ()) -> list[Position]:
        """Positions (zone, seat, index) of every qualifying card, in a stable order."""
        zone = self.zone
        found: list[tuple[Zone, int, int, int]] = []
        if zone in ZONES_BY_NAME or zone == "hand":
            zones = (_HAND,) if zone == "hand" else ZONES_BY_NAME[zone]
            for seat in self.owners(st, fr):
                for z in zones:
                    for i, card in enumerate(st.zone_cards(z, seat)):
                        found.append((z, seat, i, card))
        elif zone == "tavern":
            found = [(_TAVERN, -1, i, c) for i, c in enumerate(st.tavern) if c >= 0]
        elif zone == "graveyard":
            found = [(_GRAVEYARD, -1, i, c) for i, c in enumerate(st.graveyard)]
        elif zone == "graveyard_top":
            if st.graveyard:
                found = [(_GRAVEYARD, -1, len(st.graveyard) - 1, st.graveyard[-1])]
        elif zone == "wilderness_top":
            if st.wilderness:
                found = [(_WILDERNESS, -1, len(st.wilderness) - 1, st.wilderness[-1])]
        elif zone == "looking":
            found = [(_LOOKING, -1, i, c) for i, c in enumerate(st.looking)]
        elif zone == "remembered":
            found = _remembered(st, fr)
        factions = st.db.factions
        mask = self.faction
        if mask == -1:
            mask = fr.vars.get("named", 0)
        out: list[Position] = []
        for z, seat, i, card in found:
            if mask and not factions[card] & mask:
                continue
            if self.not_faction and factions[card] & self.not_faction:
                continue
            if self.not_this and card == fr.card:
                continue
            if card in exclude:
                continue
            if self.not_card is not None and card == fr.vars.get(self.not_card):
                continue
            out.append((z, seat, i))
        return out


def _remembered(st: Board, fr: Frame) -> list[tuple[Zone, int, int, int]]:
    """The heroes remembered as `card` and `card2`, where they lie now in a party."""
    found = []
    for var in CARD_VARS:
        card = fr.vars.get(var)
        if card is None:
            continue
        pos = st.locate(card)
        if pos is not None and pos[0] in (Zone.FACE_UP, Zone.FACE_DOWN):
            found.append((Zone(pos[0]), pos[1], pos[2], card))
    return found


CONDITION_NAMES = ("leading_marker", "red_leading", "green_leading", "card_chosen", "x_positive", "tavern_not_empty")
CONDITION_KEYS = {"exists", "card_faction", "card_not_faction", "card_in"}
CARD_PLACES = {"party": (Zone.FACE_UP, Zone.FACE_DOWN), "in_play": (Zone.IN_PLAY,)}
"""Where `card_in` looks for the remembered card."""


def parse_condition(ctx: Ctx, data: Any) -> tuple:
    if isinstance(data, str):
        return (ctx.choice(data, CONDITION_NAMES), None)
    data = ctx.mapping(data, CONDITION_KEYS)
    if len(data) != 1:
        ctx.fail("card_condition")
    ((key, value),) = data.items()
    if key == "exists":
        return (key, Selector(ctx.at(key), value))
    if key == "card_in":
        if not isinstance(value, list) or not value:
            ctx.at(key).fail("card_places", places=", ".join(CARD_PLACES))
        zones = tuple(z for place in value for z in CARD_PLACES[ctx.at(key).choice(place, tuple(CARD_PLACES))])
        return (key, zones)
    return (key, ctx.at(key).faction_mask(value, True))


def holds(cond: tuple, st: Board, fr: Frame) -> bool:
    kind, arg = cond
    red, green = st.markers[0], st.markers[1]
    if kind == "leading_marker":
        return red != green
    if kind == "red_leading":
        return red > green
    if kind == "green_leading":
        return green > red
    if kind == "card_chosen":
        return fr.vars.get("card") is not None
    if kind == "x_positive":
        return fr.vars.get("x", 0) > 0
    if kind == "tavern_not_empty":
        return any(c >= 0 for c in st.tavern)
    if kind == "exists":
        return bool(arg.candidates(st, fr))
    card = fr.vars.get("card")
    if card is None:
        return False
    if kind == "card_in":
        pos = st.locate(card)
        return pos is not None and pos[0] in arg
    mask = fr.vars.get("named", 0) if arg == -1 else arg
    belongs = bool(st.db.factions[card] & mask)
    return belongs if kind == "card_faction" else not belongs


class XFormula:
    """How X of a marker effect is computed when the effect runs."""

    __slots__ = ("kind", "selector", "except_mask", "cap")

    def __init__(self, ctx: Ctx, data: Any) -> None:
        data = ctx.mapping(data, {"count", "result", "distinct_factions", "except", "cap"})
        kinds = [k for k in ("count", "result", "distinct_factions") if k in data]
        if len(kinds) != 1:
            ctx.fail("card_x_kind")
        self.kind = kinds[0]
        self.selector: Selector | None = None
        if self.kind == "result":
            if data["result"] is not True:
                ctx.at("result").fail("card_true")
        else:
            self.selector = Selector(ctx.at(self.kind), data[self.kind])
        self.except_mask = ctx.at("except").faction_mask(data["except"]) if "except" in data else 0
        if "except" in data and self.kind != "distinct_factions":
            ctx.at("except").fail("card_except")
        self.cap = ctx.at("cap").integer(data["cap"], 0, MAX_COUNT) if "cap" in data else None

    def value(self, st: Board, fr: Frame) -> int:
        if self.selector is None:  # the kind "result"
            x = fr.vars.get("x", 0)
        else:
            positions = self.selector.candidates(st, fr)
            if self.kind == "count":
                x = len(positions)
            else:
                mask = 0
                for pos in positions:
                    mask |= st.db.factions[st.card_at(pos)]
                mask &= ~self.except_mask
                x = bin(mask).count("1")
        return x if self.cap is None else min(x, self.cap)

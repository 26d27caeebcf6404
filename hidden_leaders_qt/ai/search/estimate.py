"""What a seat can estimate from its view: how good a marker position is for it, and
what playing a card would do to the markers.

Everything here reads only a `SeatView` and the card data. Cards are estimated from
their data (marker options, X formulas, conditions, "perform" targets), not by running
the engine, so an estimate costs microseconds and never touches hidden information.
"""

import math
from dataclasses import dataclass
from functools import cache
from typing import Protocol, TypeVar

from hidden_leaders_qt.ai.search.position import BITS, faction_chances, golem_ally_chance, golem_chance, winner_bit
from hidden_leaders_qt.engine.core.constants import ALL_BASE, GOLEM_STEP, GOLEMS, TRACK_MAX, Zone
from hidden_leaders_qt.engine.core.markers import MarkerSpec
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.rules.pile_steps import DiscardAllFromTavern
from hidden_leaders_qt.engine.rules.scoring import golem_ahead, party_count
from hidden_leaders_qt.engine.rules.select_steps import Perform, PlaceInParty
from hidden_leaders_qt.engine.rules.selectors import Selector
from hidden_leaders_qt.engine.rules.step_base import Step
from hidden_leaders_qt.engine.rules.view import HIDDEN, SeatView

_Step = TypeVar("_Step", bound=Step)

PARTY_FIELDS: dict[int, str] = {Zone.HAND: "hands", Zone.FACE_UP: "face_up", Zone.FACE_DOWN: "face_down"}
PILE_FIELDS: dict[int, str] = {
    Zone.TAVERN: "tavern",
    Zone.GRAVEYARD: "graveyard",
    Zone.WILDERNESS: "wilderness",
    Zone.HARBOR: "harbor",
    Zone.LOOKING: "looking",
    Zone.IN_PLAY: "in_play",
}
# A softmax that sharpens as the game nears its end: early on the markers still travel.
SHARPNESS_START = 0.6
SHARPNESS_GAIN = 1.6
# Each of the five other leaders shares a given faction with me in 2 of 5 cases.
SHARES_FACTION = 0.4
# An unseen face-down hero of another player: players hide heroes of their own factions.
HIDDEN_MATCH = 0.4
# Worth of a hero of my factions kept in my party (tie-break) or in hand (to hide).
FACTION_WORTH = 0.04
# Expected worth of an unknown card from the Harbor.
UNKNOWN_CARD_GAIN = 0.03
# A game that goes on can still turn: a win in hand is worth more than a likely one.
CONTINUE_DISCOUNT = 0.9
# The share of golems among the heroes of a game with the Golems module (26 of 116).
GOLEM_SHARE = 0.22
# How fast my chance of a tie-break falls as another party holds more of its faction's heroes.
TIE_STEEPNESS = 2.5


@dataclass(frozen=True)
class ValueModel:
    """The constants that turn a position into my chance to win. The rule-based bots play by
    the hand-set defaults; search values its leaves by constants fitted per player count
    (`search_bot.LEAF_MODELS`), as what a position is worth depends on how many turns of
    others come before mine."""

    sharpness_start: float = SHARPNESS_START
    sharpness_gain: float = SHARPNESS_GAIN
    tie_steepness: float = TIE_STEEPNESS
    hidden_match: float = HIDDEN_MATCH
    shares_faction: float = SHARES_FACTION
    discount: float = CONTINUE_DISCOUNT


RULE_MODEL = ValueModel()


def _share(mask: int) -> float:
    """The chance that an unknown hero belongs to one of the factions in `mask`."""
    return min(1.0, bin(mask & ALL_BASE).count("1") / 4 + (GOLEM_SHARE if mask & GOLEMS else 0.0))


@cache
def all_steps(db: CardDB, pid: int) -> tuple[Step, ...]:
    """Every step of a program, branches included, in order."""
    found: list[Step] = []
    for step in db.programs[pid]:
        found.append(step)
        nested = [getattr(step, key, None) for key in ("pid", "then", "otherwise")]
        nested += [branch_pid for _, branch_pid in getattr(step, "branches", ())]
        for sub in nested:
            if isinstance(sub, int):
                found.extend(all_steps(db, sub))
    return tuple(found)


def first_step(db: CardDB, card: int, kind: type[_Step]) -> _Step | None:
    """The card's first step of that kind, in its ability or a branch of it."""
    return next((s for s in all_steps(db, db.heroes[card].pid) if isinstance(s, kind)), None)


class SeesParties(Protocol):
    """What a position's value is read from: the markers, the parties as the seat sees them,
    its leader. A `SeatView` is one; search reads positions from a `PartiesView`, cheaper
    to build thousands of times a second."""

    @property
    def seat(self) -> int: ...
    @property
    def players(self) -> int: ...
    @property
    def markers(self) -> tuple[int, int]: ...
    @property
    def golem_marker(self) -> int: ...
    @property
    def threshold(self) -> int: ...
    @property
    def leader(self) -> int: ...
    @property
    def face_up(self) -> tuple[tuple[int, ...], ...]: ...
    @property
    def face_down(self) -> tuple[tuple[int, ...], ...]: ...


class PositionEstimate:
    """How good the position is for the seat that sees it, from the markers and the parties."""

    def __init__(self, view: SeesParties, db: CardDB, model: ValueModel = RULE_MODEL) -> None:
        self.parties = view
        self.model = model
        self.db = db
        self.me = view.seat
        self.n = view.players
        self.factions = db.factions
        self.mask = db.leaders[view.leader].mask
        self.red, self.green = view.markers
        # the golem marker (0 without the Golems module), and the chance that someone is
        # aligned with the Golems, without whom their marker is ignored
        self.golem = view.golem_marker
        self.golem_mine = bool(self.mask & GOLEMS)
        self.golem_ally = 1.0 if self.golem_mine or not self.golem else golem_ally_chance(self.n)
        ups = [len(party) for party in view.face_up]
        self.my_up = ups[self.me]
        self.other_up = max(u for s, u in enumerate(ups) if s != self.me)
        self._ties: dict[tuple[int, int], float] = {}  # filled on demand: search values millions of views
        self.base = self.value(self.red, self.green)

    # --- positions ---------------------------------------------------------------------

    def _tie_chance(self, bit: int, extra: int) -> float:
        """My chance to win the tie-breaks if `bit` wins, with `extra` more such heroes."""
        view, factions = self.parties, self.factions
        party = [c for c in view.face_up[self.me] + view.face_down[self.me] if c >= 0]
        mine = extra + party_count(self.db, party, view.leader, bit)[0]
        chance = 1.0
        exp = math.exp
        model = self.model
        steepness, hidden_match, shares = -model.tie_steepness, model.hidden_match, model.shares_faction
        for seat in range(self.n):
            if seat == self.me:
                continue
            # plain loops: search values thousands of positions a second
            shown = 0
            for c in view.face_up[seat]:
                if factions[c] & bit:
                    shown += 1
            hidden: float = 0
            for c in view.face_down[seat]:
                hidden += hidden_match if c == HIDDEN else bool(factions[c] & bit)
            theirs = shown + hidden
            ahead = 1 / (1 + exp(steepness * (theirs - mine)))
            chance *= 1 - shares * ahead
        return chance

    def tie(self, bit: int, added: tuple[int, ...]) -> float:
        extra = min(2, sum(1 for c in added if c >= 0 and self.factions[c] & bit))
        chance = self._ties.get((bit, extra))
        if chance is None:
            chance = self._ties[bit, extra] = self._tie_chance(bit, extra)
        return chance

    def value(
        self, red: int, green: int, up_delta: int = 0, added: tuple[int, ...] = (), golem: int | None = None
    ) -> float:
        """My chance to win with the markers at (red, green) and the golem marker at `golem`
        (where it is, if not given), after `up_delta` more face-up heroes in my party and the
        heroes `added` to it: certain if the turn ends the game."""
        threshold = self.parties.threshold
        top = max(self.other_up, self.my_up + up_delta)
        if golem is None:
            golem = self.golem
        if top >= threshold:
            return self._end_value(red, green, golem, added)
        model = self.model
        sharpness = model.sharpness_start + model.sharpness_gain * top / threshold
        chances = faction_chances(red, green, sharpness)
        mine = sum(ch * self.tie(bit, added) for bit, ch in zip(BITS, chances, strict=True) if bit & self.mask)
        if golem:
            golems = golem_chance(red, green, golem, sharpness) * self.golem_ally
            mine = golems * (self.tie(GOLEMS, added) if self.golem_mine else 0.0) + (1 - golems) * mine
        return model.discount * mine

    def _end_value(self, red: int, green: int, golem: int, added: tuple[int, ...]) -> float:
        """My chance to win if the game ended with these markers."""
        won = winner_bit(red, green)
        base = self.tie(won, added) if won & self.mask else 0.0
        if not golem or not golem_ahead(golem, red, green):
            return base
        golems = self.tie(GOLEMS, added) if self.golem_mine else 0.0
        return self.golem_ally * golems + (1 - self.golem_ally) * base

    def outlook(self, bit: int) -> float:
        """How much a faction of mine is worth to me now: its chance times my tie-breaks."""
        if not bit & self.mask:
            return 0.0
        top = max(self.other_up, self.my_up)
        sharpness = self.model.sharpness_start + self.model.sharpness_gain * top / self.parties.threshold
        golems = golem_chance(self.red, self.green, self.golem, sharpness) if self.golem else 0.0
        if bit == GOLEMS:
            return golems * self.tie(bit, ())
        chances = faction_chances(self.red, self.green, sharpness)
        return (1 - golems) * chances[BITS.index(bit)] * self.tie(bit, ())

    def wants_end(self) -> bool:
        """Would the game ending now (with the markers where they are) suit me?"""
        return self._end_value(self.red, self.green, self.golem, ()) > self.base

    def golem_after(self, card: int) -> int:
        """Where the golem marker stands once `card`'s effect is used (ruling R25)."""
        if self.golem and self.factions[card] & GOLEMS:
            return min(TRACK_MAX, self.golem + GOLEM_STEP)
        return self.golem


class Estimate(PositionEstimate):
    """One decision's worth of estimates for the seat that decides: the position, and what
    each card would do to it."""

    def __init__(self, view: SeatView, db: CardDB) -> None:
        self.view = view
        self._useful: dict[int, float] = {}
        super().__init__(view, db)

    # --- cards ----------------------------------------------------------------------------

    def is_mine(self, card: int) -> bool:
        return card >= 0 and bool(self.factions[card] & self.mask)

    def zone_cards(self, zone: int, seat: int) -> tuple[int, ...]:
        """The cards of a zone as this seat sees them (-1 where it cannot)."""
        field = PARTY_FIELDS.get(zone)
        if field is not None:
            return getattr(self.view, field)[seat]
        return getattr(self.view, PILE_FIELDS[zone])

    def card_at(self, pos: tuple) -> int:
        cards = self.zone_cards(pos[0], pos[1])
        return cards[pos[2]] if 0 <= pos[2] < len(cards) else HIDDEN

    def gain(self, card: int) -> float:
        """How much playing `card` now would improve my position (never below 0)."""
        return max(0.0, self.play_value(card) - self.base)

    def usefulness(self, card: int) -> float:
        """Worth of holding `card`: its best play now, plus being of my factions."""
        if card < 0:
            return UNKNOWN_CARD_GAIN + _share(self.mask) * FACTION_WORTH
        worth = self._useful.get(card)
        if worth is None:
            worth = self._useful[card] = self.gain(card) + (FACTION_WORTH if self.is_mine(card) else 0.0)
        return worth

    def unknown_worth(self) -> float:
        return self.usefulness(HIDDEN)

    def play_value(self, card: int, up_delta: int = 1, added: tuple[int, ...] | None = None, depth: int = 0) -> float:
        """The value after `card`'s marker effect, its choices made in my favour."""
        db = self.db
        hero = db.heroes[card]
        if added is None:
            added = (card,)
            place = first_step(db, card, PlaceInParty)
            if place is not None and getattr(place, "face_up", False):
                up_delta += 1
        if hero.markers is None:
            perform = first_step(db, card, Perform)
            if perform is not None and depth < 2:
                values = [self.play_value(t, up_delta, added, depth + 1) for t in self.perform_targets(perform.sel)]
                if values:
                    return max(values)
            return self.value(self.red, self.green, up_delta, added, self.golem_after(card))
        return self.spec_value(hero.markers, card, up_delta, added)

    def spec_value(
        self, spec: MarkerSpec, card: int, up_delta: int, added: tuple[int, ...], force: bool = False
    ) -> float:
        """The value after a marker effect: the best option when I choose, the mean when
        another player does, weighted by the chance that its condition holds."""
        golem = self.golem_after(card)
        stay = self.value(self.red, self.green, up_delta, added, golem)
        chance, optional = (1.0, False) if spec.when is None or force else self.condition(spec.when, card)
        if chance <= 0:
            return stay
        deltas: list[tuple[int, int]] = []
        for x in self.x_values(spec, card):
            for delta in self.marker_options(spec, x, card):
                if delta not in deltas:
                    deltas.append(delta)
        values = [self.value(self.red + dr, self.green + dg, up_delta, added, golem) for dr, dg in deltas]
        if optional or not values:
            values.append(stay)
        moved = max(values) if spec.chooser == "active" else sum(values) / len(values)
        return chance * moved + (1 - chance) * stay

    def marker_options(self, spec: MarkerSpec, x: int, card: int) -> list[tuple[int, int]]:
        """The engine's `MarkerSpec.options` for `card`, with conditions judged from the view."""

        def allowed(move) -> bool:
            return move.condition is None or self.condition(move.condition, card)[0] > 0

        return spec.deltas(self.red, self.green, x, allowed)

    def x_values(self, spec: MarkerSpec, card: int) -> list[int]:
        """The values X can take (several when I pick the player or name the faction)."""
        formula = spec.x
        if formula is None:
            return [0]
        if formula.kind == "result":
            sweep = first_step(self.db, card, DiscardAllFromTavern)
            if sweep is None:
                values = [1]
            else:
                masks = BITS if sweep.faction == -1 else (sweep.faction or ALL_BASE,)
                tavern = [c for c in self.view.tavern if c >= 0]
                values = [sum(1 for c in tavern if self.factions[c] & mask) for mask in masks]
        else:
            sel = formula.selector
            assert sel is not None  # every kind of X but "result" counts the cards of a selector
            seats = range(self.n) if sel.owner == "chosen" else (None,)
            values = []
            for seat in seats:
                cards = self.matching(sel, card, seat)
                if formula.kind == "count":
                    values.append(round(sum(p for _, p in cards)))
                else:
                    mask = 0
                    for c, _ in cards:
                        mask |= self.factions[c] if c >= 0 else 0
                    values.append(bin(mask & ~formula.except_mask & ALL_BASE).count("1"))
        cap = formula.cap
        return sorted({v if cap is None else min(v, cap) for v in values})

    def condition(self, cond: tuple, card: int) -> tuple[float, bool]:
        """The chance that a condition holds when `card` resolves, and whether I may
        still decline (an optional step that makes it true)."""
        kind, arg = cond
        red, green = self.red, self.green
        if kind == "leading_marker":
            return float(red != green), False
        if kind == "red_leading":
            return float(red > green), False
        if kind == "green_leading":
            return float(green > red), False
        if kind == "tavern_not_empty":
            return float(any(c >= 0 for c in self.view.tavern)), False
        if kind == "exists":
            return min(1.0, sum(p for _, p in self.matching(arg, card))), False
        picker = next((s for s in all_steps(self.db, self.db.heroes[card].pid) if hasattr(s, "sel")), None)
        if picker is None:
            return 0.0, False
        cards = self.matching(picker.sel, card)
        if kind in ("card_chosen", "x_positive"):
            return float(bool(cards)), picker.sel.optional
        mask = arg if arg != -1 else ALL_BASE
        fits = [(_share(mask) if c < 0 else float(bool(self.factions[c] & mask))) for c, _ in cards]
        if not fits:
            return 0.0, False
        if kind == "card_faction":
            return max(fits), False
        return 1 - min(fits), False

    def matching(self, sel: Selector, card: int, chosen: int | None = None) -> list[tuple[int, float]]:
        """The cards a selector would match if I played `card`, with the chance that each
        (possibly unseen) card passes its faction filter."""
        view, me = self.view, self.me
        zone = sel.zone
        if sel.card_var is not None:
            return [(c, 1.0) for c in view.face_down[me] if c >= 0]
        pools: list[tuple[int, ...]] = []
        if zone in ("face_up", "face_down", "hero", "hand"):
            owner = sel.owner
            if owner == "self":
                seats = [me]
            elif owner == "next":
                seats = [(me + 1) % self.n]
            elif owner == "previous":
                seats = [(me - 1) % self.n]
            elif owner == "chosen" and chosen is not None:
                seats = [chosen]
            else:
                seats = [s for s in range(self.n) if owner != "others" or s != me]
            for seat in seats:
                if zone == "hand":
                    pools.append(view.hands[seat])
                if zone in ("face_up", "hero"):
                    extra = (card,) if seat == me and card >= 0 and card not in view.face_up[me] else ()
                    pools.append(view.face_up[seat] + extra)
                if zone in ("face_down", "hero"):
                    pools.append(view.face_down[seat])
        elif zone == "tavern":
            pools.append(tuple(c for c in view.tavern if c >= 0))
        elif zone == "graveyard":
            pools.append(view.graveyard)
        elif zone == "graveyard_top":
            pools.append(view.graveyard[-1:])
        elif zone == "wilderness_top":
            pools.append(view.wilderness[-1:])
        elif zone == "looking":
            pools.append(view.looking)
        mask = sel.faction if sel.faction != -1 else 0
        found = []
        for pool in pools:
            for c in pool:
                if sel.not_this and c == card:
                    continue
                if c < 0:
                    chance = _share(mask) if mask else 1.0
                    if sel.not_faction:
                        chance *= 1 - _share(sel.not_faction)
                elif (mask and not self.factions[c] & mask) or self.factions[c] & sel.not_faction:
                    continue
                else:
                    chance = 1.0
                found.append((c, chance))
        return found

    def perform_targets(self, sel: Selector) -> list[int]:
        """Known cards a "perform" step could pick (a card being played is never its own target)."""
        return [c for c, _ in self.matching(sel, HIDDEN) if c >= 0]

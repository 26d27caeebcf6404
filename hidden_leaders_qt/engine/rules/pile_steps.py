"""The steps with a fixed or computed set of cards: exchanges, piles, the Tavern and the looking area."""

from typing import Any

from hidden_leaders_qt.engine.core.board import Board
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.core.events import MoveKind
from hidden_leaders_qt.engine.core.frames import Frame
from hidden_leaders_qt.engine.core.options import DONE, PASS, Decision, Option
from hidden_leaders_qt.engine.data.parsing import MAX_COUNT, Ctx
from hidden_leaders_qt.engine.rules.selectors import Selector
from hidden_leaders_qt.engine.rules.step_base import NEXT, PILE_ZONES, WAIT, Step, StepResult, count_one


class Exchange(Step):
    """Swap two cards, `count` times (or up to `up_to` times, the chooser saying when it is
    done); a card once swapped is not picked again by the same step."""

    name = "exchange"
    __slots__ = ("first", "second", "optional", "count", "up_to")

    def __init__(self, ctx: Ctx, params: Any) -> None:
        params = ctx.mapping(params, {"first", "second", "optional", "count", "up_to", "when"}, {"first", "second"})
        self.first = Selector(ctx.at("first"), params["first"])
        self.second = Selector(ctx.at("second"), params["second"])
        for key, sel in (("first", self.first), ("second", self.second)):
            if sel.random or sel.card_var or sel.chooser != "active" or sel.up_to or sel.count != 1 or sel.every:
                ctx.at(key).fail("card_exchange")
        self.optional = ctx.at("optional").boolean(params.get("optional", False))
        self.count = ctx.at("count").integer(params.get("count", 1), 1, MAX_COUNT)
        self.up_to = ctx.at("up_to").integer(params.get("up_to", 0), 0, MAX_COUNT)
        if "count" in params and "up_to" in params:
            ctx.fail("card_count_or_up_to")

    def run(self, st: Board, fr: Frame) -> StepResult:
        ss = fr.ss
        assert ss is not None
        swapped = ss.get("swapped", ())
        if "a" not in ss:
            if len(swapped) >= 2 * (self.up_to or self.count):
                return NEXT
            first = self.first.candidates(st, fr, swapped)
            if not first or not self.second.candidates(st, fr, swapped):
                return NEXT
            options = [Option("card", pos) for pos in first]
            if self.up_to:
                options.append(DONE)
            elif self.optional and not swapped:
                options.append(PASS)
        else:
            options = [Option("card", pos) for pos in self.second.candidates(st, fr, (ss["a"], *swapped))]
            if not options:
                return NEXT
        picked = (st.locate(ss["a"]),) if "a" in ss else ()
        st.ask(Decision("card", fr.seat, tuple(options), fr.card, self.name, picked))
        return WAIT

    def resume(self, st: Board, fr: Frame, option: Option) -> bool:
        if option.kind == "pass":
            st.emit("pass", fr.seat)
            return True
        if option.kind == "done":
            return True
        ss = fr.ss
        assert ss is not None
        if "a" not in ss:
            ss["a"] = fr.vars["card"] = st.card_at(option.args)
            return False
        fr.vars["card2"] = second = st.card_at(option.args)
        first = ss.pop("a")
        first_pos = st.locate(first)
        assert first_pos is not None, "the first card of an exchange stays where it was picked"
        st.exchange(first_pos, option.args, fr.seat)
        ss["swapped"] = ss.get("swapped", ()) + (first, second)
        return len(ss["swapped"]) >= 2 * (self.up_to or self.count)


class DiscardAllFromTavern(Step):
    name = "discard_all_from_tavern"
    __slots__ = ("faction",)

    def __init__(self, ctx: Ctx, params: Any) -> None:
        params = ctx.mapping(params or {}, {"faction", "when"})
        self.faction = ctx.at("faction").faction_mask(params["faction"], True) if "faction" in params else 0

    def run(self, st: Board, fr: Frame) -> StepResult:
        mask = fr.vars.get("named", 0) if self.faction == -1 else self.faction
        factions = st.db.factions
        for slot, card in enumerate(st.tavern):
            if card >= 0 and (not mask or factions[card] & mask):
                st.move((Zone.TAVERN, -1, slot), Zone.WILDERNESS, -1, fr.seat, "discard")
                count_one(fr)
        return NEXT


class Draw(Step):
    name = "draw"
    __slots__ = ("pile", "count", "to")

    def __init__(self, ctx: Ctx, params: Any) -> None:
        params = ctx.mapping(params, {"pile", "count", "to", "when"}, {"pile", "count", "to"})
        self.pile = ctx.at("pile").choice(params["pile"], ("harbor", "wilderness", "graveyard", "tavern", "chosen"))
        count = params["count"]
        # None: the whole pile as it lies, with no reshuffle of the Wilderness into an empty Harbor
        self.count: int | None = None if count == "all" else ctx.at("count").integer(count, 1, MAX_COUNT)
        self.to = ctx.at("to").choice(params["to"], ("hand", "looking"))

    def run(self, st: Board, fr: Frame) -> StepResult:
        to_zone = Zone.HAND if self.to == "hand" else Zone.LOOKING
        if to_zone == Zone.LOOKING:
            st.looking_seat = fr.seat
        pile = self.pile
        if pile == "tavern":
            for slot, card in enumerate(st.tavern):
                if card >= 0:
                    st.move((Zone.TAVERN, -1, slot), to_zone, fr.seat, fr.seat, "take")
            return NEXT
        zone = fr.vars.get("pile") if pile == "chosen" else PILE_ZONES[pile]
        if zone is None:
            return NEXT
        drawn: list[int] = []
        wanted = len(st.zone_cards(zone, -1)) if self.count is None else self.count
        for _ in range(wanted):
            if zone == Zone.HARBOR and not st.harbor:
                st.reshuffle()
            cards = st.zone_cards(zone, -1)
            if not cards:
                break
            drawn.append(st.move((zone, -1, len(cards) - 1), to_zone, fr.seat, fr.seat, "draw"))
        if to_zone == Zone.LOOKING:
            # the looking area keeps the pile's order: the card that was on top stays last
            drawn.reverse()
            st.looking[-len(drawn) :] = drawn
        return NEXT


class ReturnLooking(Step):
    name = "return_looking"
    __slots__ = ("to",)

    def __init__(self, ctx: Ctx, params: Any) -> None:
        params = ctx.mapping(params, {"to", "when"}, {"to"})
        self.to = ctx.at("to").choice(params["to"], ("wilderness", "graveyard"))

    def run(self, st: Board, fr: Frame) -> StepResult:
        zone = Zone.WILDERNESS if self.to == "wilderness" else Zone.GRAVEYARD
        kind: MoveKind = "return" if zone == Zone.WILDERNESS else "bury"
        while st.looking:
            st.move((Zone.LOOKING, -1, 0), zone, -1, fr.seat, kind)
        return NEXT


class FillTavern(Step):
    name = "fill_tavern"
    __slots__ = ()

    def __init__(self, ctx: Ctx, params: Any) -> None:
        params = ctx.mapping(params, {"from", "when"}, {"from"})
        ctx.at("from").choice(params["from"], ("graveyard",))

    def run(self, st: Board, fr: Frame) -> StepResult:
        for slot in range(len(st.tavern)):
            if st.tavern[slot] < 0 and st.graveyard:
                st.move((Zone.GRAVEYARD, -1, len(st.graveyard) - 1), Zone.TAVERN, slot, fr.seat, "fill")
        return NEXT


class Shuffle(Step):
    """Shuffle a pile in place (All-Knowing Antler's Wilderness, after the search)."""

    name = "shuffle"
    __slots__ = ()

    def __init__(self, ctx: Ctx, params: Any) -> None:
        params = ctx.mapping(params, {"pile", "when"}, {"pile"})
        ctx.at("pile").choice(params["pile"], ("wilderness",))

    def run(self, st: Board, fr: Frame) -> StepResult:
        if len(st.wilderness) > 1:
            st.rng.shuffle(st.wilderness)
        st.emit("shuffle", fr.seat)
        return NEXT

"""The step vocabulary of card abilities: each step type is implemented once, here.

A step's `run` returns a `StepResult`: NEXT, WAIT or AGAIN. `resume` returns True when
the step is complete.
"""

from collections.abc import Callable, Mapping
from enum import Enum
from string import Formatter
from typing import Any

from hidden_leaders_qt.engine.core.board import Board, Position
from hidden_leaders_qt.engine.core.constants import FACTION_BITS, FACTION_ORDER, FACTION_TITLES, Zone
from hidden_leaders_qt.engine.core.errors import shown
from hidden_leaders_qt.engine.core.events import MoveKind
from hidden_leaders_qt.engine.core.frames import Frame
from hidden_leaders_qt.engine.core.markers import MarkerSpec
from hidden_leaders_qt.engine.core.options import DONE, PASS, Decision, Option
from hidden_leaders_qt.engine.data.parsing import MAX_COUNT, Ctx
from hidden_leaders_qt.engine.rules.selectors import Selector, holds, parse_condition
from hidden_leaders_qt.engine.words.articles import indefinite


class StepResult(Enum):
    """What the turn does after a step's `run`."""

    NEXT = "next"
    """The step is over: go on to the next step."""
    WAIT = "wait"
    """A decision was asked: the step's `resume` gets the chosen option."""
    AGAIN = "again"
    """Run the step once more (after a random pick, or for the next seat)."""


NEXT, WAIT, AGAIN = StepResult.NEXT, StepResult.WAIT, StepResult.AGAIN

Compiler = Callable[[Ctx, Any], int]
"""Compiles a nested list of steps (a branch) and gives its program id."""
BRANCH_NEEDS = ("bribery", "artifacts")
"""The modules a branch of `choose_one` may need (the settings' names)."""
PILE_ZONES = {"harbor": Zone.HARBOR, "wilderness": Zone.WILDERNESS, "graveyard": Zone.GRAVEYARD}


class Step:
    name = ""
    extra_keys: frozenset = frozenset()
    __slots__ = ("when",)
    when: tuple | None
    """The condition (see `selectors.parse_condition`) under which the step runs at all."""

    def run(self, st: Board, fr: Frame) -> StepResult:
        raise NotImplementedError

    def resume(self, st: Board, fr: Frame, option: Option) -> bool:
        raise NotImplementedError


# --- steps that pick a card with a selector -------------------------------------------


class SelectStep(Step):
    """Pick a card (or several, or a remembered one), then `act` on it."""

    __slots__ = ("sel",)
    looks = False
    """Whether the step looks at a hero, so that it may look at a token on one instead."""

    def __init__(self, ctx: Ctx, params: Any) -> None:
        self.sel = Selector(ctx, params, self.extra_keys | {"when"})

    def candidates(self, st: Board, fr: Frame, picked: tuple[int, ...]) -> list[Position]:
        return self.sel.candidates(st, fr, picked)

    def run(self, st: Board, fr: Frame) -> StepResult:
        sel = self.sel
        if sel.card_var is not None:
            card = fr.vars.get(sel.card_var)
            if card is not None:
                pos = st.locate(card)
                if pos is not None:
                    self.act(st, fr, pos, card)
            return NEXT
        ss = fr.ss
        assert ss is not None, "the turn gives a step its progress before it runs"
        if ss.get("n", 0) >= sel.limit:
            return NEXT
        found = self.candidates(st, fr, ss.get("picked", ()))
        looks = self.looks and sel.zone == "face_down" and not sel.every and not sel.random
        tokens = st.token_look_options(fr.seat) if looks else ()
        if not found and not tokens:
            self.on_nothing(st, fr)
            return NEXT
        if sel.every:
            # from the last: a card taken away does not shift the places of those still to come
            for pos in reversed(found):
                self.act(st, fr, pos, st.card_at(pos))
            return NEXT
        if sel.random:
            self._pick(st, fr, found[st.rng.below(len(found))])
            return AGAIN
        chooser = sel.chooser_seat(fr)
        # the chosen player picks only from the chosen player's cards: none were found without one
        assert chooser is not None
        options = [Option("card", pos) for pos in found]
        options += tokens
        if sel.up_to:
            options.append(DONE)
        elif sel.optional:
            options.append(PASS)
        st.ask(Decision("card", chooser, tuple(options), fr.card, self.name))
        return WAIT

    def resume(self, st: Board, fr: Frame, option: Option) -> bool:
        if option.kind == "pass" or option.kind == "done":
            if option.kind == "pass":
                st.emit("pass", st.pending_seat_was)
            return True
        if option.kind == "look_token":
            # a token looked at instead of a hero (ruling R38): a pick that remembers no card
            ss = fr.ss
            assert ss is not None
            ss["n"] = ss.get("n", 0) + 1
            st.look_token(option.args, st.pending_seat_was)
            return False
        self._pick(st, fr, option.args)
        return False

    def _pick(self, st: Board, fr: Frame, pos: Position) -> None:
        card = st.card_at(pos)
        ss = fr.ss
        assert ss is not None
        ss["n"] = ss.get("n", 0) + 1
        ss["picked"] = ss.get("picked", ()) + (card,)
        fr.vars[self.sel.as_var] = card
        fr.vars["from"] = pos[1]
        self.act(st, fr, pos, card)

    def act(self, st: Board, fr: Frame, pos: Position, card: int) -> None:
        raise NotImplementedError

    def on_nothing(self, st: Board, fr: Frame) -> None:
        """Nothing qualified; most steps are then silently skipped."""


def _count(fr: Frame) -> None:
    fr.vars["x"] = fr.vars.get("x", 0) + 1


class Bury(SelectStep):
    name = "bury"

    def act(self, st: Board, fr: Frame, pos: Position, card: int) -> None:
        if st.bury(pos, fr.seat):
            _count(fr)


class Discard(SelectStep):
    name = "discard"

    def act(self, st: Board, fr: Frame, pos: Position, card: int) -> None:
        st.move(pos, Zone.WILDERNESS, -1, pos[1] if pos[0] == Zone.HAND else fr.seat, "discard")
        _count(fr)


class TurnOver(SelectStep):
    name = "turn_over"

    def act(self, st: Board, fr: Frame, pos: Position, card: int) -> None:
        st.flip(pos, fr.seat)


class TakeIntoHand(SelectStep):
    name = "take_into_hand"

    def act(self, st: Board, fr: Frame, pos: Position, card: int) -> None:
        giver = pos[1] if pos[0] == Zone.HAND and self.sel.chooser == "chosen" else -1
        if giver >= 0:
            st.move(pos, Zone.HAND, fr.seat, giver, "give", witnesses=1 << fr.seat)
        else:
            st.move(pos, Zone.HAND, fr.seat, fr.seat, "take", witnesses=1 << fr.seat)
        _count(fr)

    def on_nothing(self, st: Board, fr: Frame) -> None:
        sel = self.sel
        if sel.zone == "hand" and sel.chooser == "chosen":
            seat = fr.vars.get("chosen")
            if seat is not None:
                st.emit("none_to_give", seat)
                factions = fr.vars.get("named", 0) if sel.faction == -1 else sel.faction
                if factions and not sel.not_faction:
                    st.note_lacking(seat, factions)


class PlaceInParty(SelectStep):
    name = "place_in_party"
    extra_keys = frozenset({"face", "into"})
    __slots__ = ("face_up", "into_chosen")

    def __init__(self, ctx: Ctx, params: Any) -> None:
        super().__init__(ctx, params)
        face = ctx.at("face").choice(params.get("face", "down"), ("down", "up"))
        self.face_up = face == "up"
        self.into_chosen = ctx.at("into").choice(params.get("into", "self"), ("self", "chosen")) == "chosen"

    def act(self, st: Board, fr: Frame, pos: Position, card: int) -> None:
        zone = Zone.FACE_UP if self.face_up else Zone.FACE_DOWN
        seat = fr.vars.get("chosen") if self.into_chosen else fr.seat
        if seat is None:
            return
        st.move(pos, zone, seat, fr.seat, "place", witnesses=1 << fr.seat)
        _count(fr)


class SetAside(SelectStep):
    """Put the picked card into your looking area: it is yours to look at, and the one who
    gave it knows which it was (Hard-Shelled Titan's gifts)."""

    name = "set_aside"

    def act(self, st: Board, fr: Frame, pos: Position, card: int) -> None:
        if not st.looking:
            st.looking_seat = fr.seat
        giver = pos[1] if pos[0] == Zone.HAND and self.sel.chooser == "chosen" else fr.seat
        st.move(pos, Zone.LOOKING, fr.seat, giver, "give", witnesses=1 << fr.seat)
        _count(fr)


class LookAt(SelectStep):
    name = "look_at"
    looks = True

    def act(self, st: Board, fr: Frame, pos: Position, card: int) -> None:
        st.look(pos, fr.seat)


class Choose(SelectStep):
    name = "choose"

    def act(self, st: Board, fr: Frame, pos: Position, card: int) -> None:
        """Only remembers the card (done by `_pick`)."""


class Reveal(SelectStep):
    name = "reveal"

    def act(self, st: Board, fr: Frame, pos: Position, card: int) -> None:
        st.reveal(pos, fr.seat)


class Perform(SelectStep):
    name = "perform"
    extra_keys = frozenset({"then"})
    __slots__ = ("then",)

    def __init__(self, ctx: Ctx, params: Any) -> None:
        super().__init__(ctx, params)
        self.then = ctx.at("then").choice(params.get("then", "stay"), ("stay", "place_face_down", "bury"))

    def candidates(self, st: Board, fr: Frame, picked: tuple[int, ...]) -> list[Position]:
        # a card whose effect is still resolving cannot be performed again: copying
        # chains such as Sanguine Scholar -> Ghastly Granny -> Sanguine Scholar would
        # otherwise never end
        resolving = tuple(frame.card for frame in st.stack)
        return self.sel.candidates(st, fr, picked + resolving)

    def act(self, st: Board, fr: Frame, pos: Position, card: int) -> None:
        st.perform(pos, fr.seat, self.then)


class MoveToParty(SelectStep):
    """Move a hero to a party that is neither yours nor its owner's; a face-down hero stays
    face down (Confusing Crystal), any other card goes face up."""

    name = "move_to_party"

    def candidates(self, st: Board, fr: Frame, picked: tuple[int, ...]) -> list[Position]:
        found = super().candidates(st, fr, picked)
        return [pos for pos in found if self._recipients(st, fr, pos[1])]

    def _recipients(self, st: Board, fr: Frame, owner: int) -> list[int]:
        return [s for s in st.seats_from(fr.seat) if s != fr.seat and s != owner]

    def run(self, st: Board, fr: Frame) -> StepResult:
        ss = fr.ss
        assert ss is not None
        if "card_pos" in ss:
            owner = ss["card_pos"][1]
            options = tuple(Option("player", (s,)) for s in self._recipients(st, fr, owner))
            st.ask(Decision("player", fr.seat, options, fr.card, self.name))
            return WAIT
        return super().run(st, fr)

    def resume(self, st: Board, fr: Frame, option: Option) -> bool:
        ss = fr.ss
        assert ss is not None
        if option.kind == "player":
            pos = ss.pop("card_pos")
            zone = Zone.FACE_DOWN if pos[0] == Zone.FACE_DOWN else Zone.FACE_UP
            st.move(pos, zone, option.args[0], fr.seat, "move")
            ss["n"] = 1
            return True
        return super().resume(st, fr, option)

    def act(self, st: Board, fr: Frame, pos: Position, card: int) -> None:
        ss = fr.ss
        assert ss is not None
        ss["card_pos"] = pos


# --- steps with a fixed or computed set of cards --------------------------------------


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
                ctx.at(key).fail("an exchange picks exactly one card per side, chosen by you")
        self.optional = ctx.at("optional").boolean(params.get("optional", False))
        self.count = ctx.at("count").integer(params.get("count", 1), 1, MAX_COUNT)
        self.up_to = ctx.at("up_to").integer(params.get("up_to", 0), 0, MAX_COUNT)
        if "count" in params and "up_to" in params:
            ctx.fail("use either 'count' or 'up_to'")

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
                _count(fr)
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


# --- choices that are not cards ---------------------------------------------------------


class ChoosePlayer(Step):
    name = "choose_player"
    __slots__ = ("among", "require")
    REQUIRE = {
        "face_up": (Zone.FACE_UP,),
        "face_down": (Zone.FACE_DOWN,),
        "hero": (Zone.FACE_UP, Zone.FACE_DOWN),
        "hand": (Zone.HAND,),
    }

    def __init__(self, ctx: Ctx, params: Any) -> None:
        params = ctx.mapping(params, {"among", "require", "when"}, {"among"})
        self.among = ctx.at("among").choice(params["among"], ("others", "all"))
        self.require: tuple[Zone, ...] | None = None
        if "require" in params:
            self.require = self.REQUIRE[ctx.at("require").choice(params["require"], tuple(self.REQUIRE))]

    def run(self, st: Board, fr: Frame) -> StepResult:
        seats = st.seats_from(fr.seat)
        if self.among == "others":
            seats = seats[1:]
        if self.require is not None:
            seats = tuple(s for s in seats if any(st.zone_cards(z, s) for z in self.require))
        fr.vars["chosen"] = None
        if not seats:
            return NEXT
        options = tuple(Option("player", (s,)) for s in seats)
        st.ask(Decision("player", fr.seat, options, fr.card, self.name))
        return WAIT

    def resume(self, st: Board, fr: Frame, option: Option) -> bool:
        fr.vars["chosen"] = option.args[0]
        st.emit("player", fr.seat, value=option.args[0])
        return True


class NameFaction(Step):
    name = "name_faction"
    __slots__ = ("hint",)
    OPTIONS = tuple(Option("faction", (name,)) for name in FACTION_ORDER)
    WITH_GOLEMS = OPTIONS + (Option("faction", ("golems",)),)
    HINT_FIELDS = frozenset({"faction", "a_faction", "tavern_cards", "tavern_count"})

    def __init__(self, ctx: Ctx, params: Any) -> None:
        params = ctx.mapping(params or {}, {"when", "hint"})
        self.hint = ctx.at("hint").text(params["hint"]) if "hint" in params else ""
        try:
            fields = {field for _, field, _, _ in Formatter().parse(self.hint) if field is not None}
        except ValueError as error:
            ctx.at("hint").fail(f"not a hint template: {error}")
        if fields - self.HINT_FIELDS:
            names = ", ".join(sorted(fields - self.HINT_FIELDS))
            ctx.at("hint").fail(f"unknown placeholder {names} (known: {', '.join(sorted(self.HINT_FIELDS))})")

    def consequence(self, st: Board, faction: str) -> str:
        """What naming `faction` will do, from public facts only, for the one deciding."""
        if not self.hint:
            return ""
        mask = FACTION_BITS[faction]
        factions = st.db.factions
        count = sum(1 for card in st.tavern if card >= 0 and factions[card] & mask)
        cards = "no Tavern card" if not count else f"{count} Tavern card{'s' if count > 1 else ''}"
        title = FACTION_TITLES[faction]
        return self.hint.format(faction=title, a_faction=indefinite(title), tavern_cards=cards, tavern_count=count)

    def run(self, st: Board, fr: Frame) -> StepResult:
        options = self.WITH_GOLEMS if st.settings.golems else self.OPTIONS
        st.ask(Decision("faction", fr.seat, options, fr.card, self.name))
        return WAIT

    def resume(self, st: Board, fr: Frame, option: Option) -> bool:
        fr.vars["named"] = FACTION_BITS[option.args[0]]
        st.emit("faction", fr.seat, value=option.args[0])
        return True


class ChoosePile(Step):
    name = "choose_pile"
    __slots__ = ("among",)

    def __init__(self, ctx: Ctx, params: Any) -> None:
        params = ctx.mapping(params, {"among", "when"}, {"among"})
        among = params["among"]
        if not isinstance(among, list) or not among:
            ctx.at("among").fail("expected a non-empty list of piles")
        self.among = tuple(PILE_ZONES[ctx.at("among").choice(p, tuple(PILE_ZONES))] for p in among)

    def run(self, st: Board, fr: Frame) -> StepResult:
        fr.vars["pile"] = None
        options = tuple(
            Option("pile", (int(z),)) for z in self.among if st.zone_cards(z, -1) or z == Zone.HARBOR and st.wilderness
        )
        if not options:
            return NEXT
        st.ask(Decision("pile", fr.seat, options, fr.card, self.name))
        return WAIT

    def resume(self, st: Board, fr: Frame, option: Option) -> bool:
        fr.vars["pile"] = Zone(option.args[0])
        return True


# --- control flow -------------------------------------------------------------------------


class ChooseOne(Step):
    name = "choose_one"
    __slots__ = ("branches", "needs")

    def __init__(self, ctx: Ctx, params: Any, compiler: Compiler) -> None:
        params = ctx.mapping(params, {"branches", "when"}, {"branches"})
        branches = params["branches"]
        if not isinstance(branches, list) or len(branches) < 2:
            ctx.at("branches").fail("expected a list of at least two branches")
        compiled: list[tuple[str, int]] = []
        needs: list[str] = []
        for i, branch in enumerate(branches):
            bctx = ctx.at(f"branches[{i}]")
            branch = bctx.mapping(branch, {"label", "steps", "needs"}, {"label", "steps"})
            label = bctx.at("label").text(branch["label"])
            compiled.append((label, compiler(bctx.at("steps"), branch["steps"])))
            needs.append(bctx.at("needs").choice(branch["needs"], BRANCH_NEEDS) if "needs" in branch else "")
        self.branches = tuple(compiled)
        self.needs = tuple(needs)

    def run(self, st: Board, fr: Frame) -> StepResult:
        # a branch that needs a module this game is without is not offered (decision D12)
        options = tuple(
            Option("branch", (i, label))
            for i, (label, _) in enumerate(self.branches)
            if not self.needs[i] or getattr(st.settings, self.needs[i])
        )
        if not options:
            return NEXT
        st.ask(Decision("branch", fr.seat, options, fr.card, self.name))
        return WAIT

    def resume(self, st: Board, fr: Frame, option: Option) -> bool:
        st.push_branch(fr, self.branches[option.args[0]][1])
        return True


class ForEachPlayer(Step):
    name = "for_each_player"
    __slots__ = ("among", "pid")

    def __init__(self, ctx: Ctx, params: Any, compiler: Compiler) -> None:
        params = ctx.mapping(params, {"among", "steps", "when"}, {"among", "steps"})
        self.among = ctx.at("among").choice(params["among"], ("others", "all"))
        self.pid = compiler(ctx.at("steps"), params["steps"])

    def run(self, st: Board, fr: Frame) -> StepResult:
        ss = fr.ss
        assert ss is not None
        if "left" not in ss:
            seats = st.seats_from(fr.seat)
            ss["left"] = tuple(seats[1:] if self.among == "others" else seats)
        left = ss["left"]
        if not left:
            return NEXT
        ss["left"] = left[1:]
        fr.vars["chosen"] = left[0]
        st.push_branch(fr, self.pid)
        return AGAIN


class If(Step):
    name = "if"
    __slots__ = ("condition", "then", "otherwise")

    def __init__(self, ctx: Ctx, params: Any, compiler: Compiler) -> None:
        params = ctx.mapping(params, {"condition", "then", "else", "when"}, {"condition", "then"})
        self.condition = parse_condition(ctx.at("condition"), params["condition"])
        self.then = compiler(ctx.at("then"), params["then"])
        self.otherwise = compiler(ctx.at("else"), params["else"]) if "else" in params else None

    def run(self, st: Board, fr: Frame) -> StepResult:
        pid = self.then if holds(self.condition, st, fr) else self.otherwise
        if pid is not None:
            st.push_branch(fr, pid)
        return NEXT


class SkipTurn(Step):
    """The chosen player misses their next turn; each marked player misses one (ruling R31)."""

    name = "skip_turn"
    __slots__ = ()

    def __init__(self, ctx: Ctx, params: Any) -> None:
        ctx.mapping(params or {}, {"when"})

    def run(self, st: Board, fr: Frame) -> StepResult:
        seat = fr.vars.get("chosen")
        if seat is not None:
            st.skip_mask |= 1 << seat
            st.emit("skip_next", fr.seat, value=seat)
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


class ExtraPlay(Step):
    name = "extra_play"
    __slots__ = ("not_faction",)

    def __init__(self, ctx: Ctx, params: Any) -> None:
        params = ctx.mapping(params or {}, {"not_faction", "when"})
        self.not_faction = ctx.at("not_faction").faction_mask(params["not_faction"]) if "not_faction" in params else 0

    def run(self, st: Board, fr: Frame) -> StepResult:
        factions = st.db.factions
        options = [
            Option("play", (i,)) for i, card in enumerate(st.hands[fr.seat]) if not factions[card] & self.not_faction
        ]
        if not options:
            return NEXT
        options.append(PASS)
        st.ask(Decision("extra_play", fr.seat, tuple(options), fr.card, self.name))
        return WAIT

    def resume(self, st: Board, fr: Frame, option: Option) -> bool:
        if option.kind == "pass":
            st.emit("pass", fr.seat)
        else:
            st.play_card(fr.seat, option.args[0])
        return True


class Markers(Step):
    """The card's marker effect, placed before or after its ability."""

    name = "markers"
    __slots__ = ("spec",)

    def __init__(self, spec: MarkerSpec) -> None:
        self.spec = spec
        self.when = None

    def run(self, st: Board, fr: Frame) -> StepResult:
        options = self.spec.options(st, fr)
        if not options:
            return NEXT
        chooser = self.spec.chooser
        if len(options) == 1 and not self.spec.keep_void:
            st.move_markers(options[0], fr.seat, fr.card)
            return NEXT
        if chooser == "active":
            seat = fr.seat
        elif chooser == "next":
            seat = st.next_seat(fr.seat)
        else:
            seat = fr.vars.get("from", fr.seat)
        decision = Decision("markers", seat, tuple(Option("markers", d) for d in options), fr.card, self.name)
        st.ask(decision)
        return WAIT

    def resume(self, st: Board, fr: Frame, option: Option) -> bool:
        st.move_markers(option.args, st.pending_seat_was, fr.card)
        return True


SIMPLE_STEPS = {
    cls.name: cls
    for cls in (
        Bury,
        Discard,
        TurnOver,
        TakeIntoHand,
        PlaceInParty,
        SetAside,
        LookAt,
        Choose,
        Reveal,
        Perform,
        MoveToParty,
        Exchange,
        DiscardAllFromTavern,
        Draw,
        ReturnLooking,
        FillTavern,
        ChoosePlayer,
        NameFaction,
        ChoosePile,
        SkipTurn,
        ExtraPlay,
        Shuffle,
    )
}
NESTED_STEPS = {cls.name: cls for cls in (ChooseOne, ForEachPlayer, If)}
STEP_NAMES = tuple(sorted(SIMPLE_STEPS) + sorted(NESTED_STEPS))


def compile_step(ctx: Ctx, data: Any, compiler: Compiler, more: Mapping[str, type[Step]] | None = None) -> Step:
    """One step of a card's program; `more` adds step types defined outside this module (the
    modules' steps, which build on these)."""
    if not isinstance(data, dict) or len(data) != 1:
        ctx.fail("a step is a mapping with exactly one key, the step type")
    ((name, params),) = data.items()
    sctx = ctx.at(name)
    simple = SIMPLE_STEPS if more is None else {**SIMPLE_STEPS, **more}
    step: Step
    if name in simple:
        step = simple[name](sctx, params if params is not None else {})  # type: ignore[call-arg]
    elif name in NESTED_STEPS:
        step = NESTED_STEPS[name](sctx, params, compiler)
    else:
        ctx.fail(f"unknown step type {shown(name)}; known: {', '.join(sorted(STEP_NAMES + tuple(more or ())))}")
    when = params.get("when") if isinstance(params, dict) else None
    step.when = parse_condition(sctx.at("when"), when) if when is not None else None
    return step

"""The steps that ask for what is not a card (a player, a faction, a pile, a branch, markers, an
extra play) and the control flow (branches, each player in turn, conditions, a skipped turn)."""

from string import Formatter
from typing import Any

from hidden_leaders_qt.engine.core.board import Board
from hidden_leaders_qt.engine.core.constants import FACTION_BITS, FACTION_ORDER, FACTION_TITLES, Zone
from hidden_leaders_qt.engine.core.frames import Frame
from hidden_leaders_qt.engine.core.markers import MarkerSpec
from hidden_leaders_qt.engine.core.options import PASS, Decision, Option
from hidden_leaders_qt.engine.data.parsing import Ctx
from hidden_leaders_qt.engine.rules.selectors import holds, parse_condition
from hidden_leaders_qt.engine.rules.step_base import AGAIN, NEXT, PILE_ZONES, WAIT, Compiler, Step, StepResult
from hidden_leaders_qt.engine.words.articles import indefinite

BRANCH_NEEDS = ("bribery", "artifacts")
"""The modules a branch of `choose_one` may need (the settings' names)."""


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
            ctx.at("hint").fail("card_hint_template", why=error)
        if fields - self.HINT_FIELDS:
            names = ", ".join(sorted(fields - self.HINT_FIELDS))
            ctx.at("hint").fail("card_placeholder", names=names, known=", ".join(sorted(self.HINT_FIELDS)))

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
            ctx.at("among").fail("card_piles")
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


class ChooseOne(Step):
    name = "choose_one"
    __slots__ = ("branches", "needs")

    def __init__(self, ctx: Ctx, params: Any, compiler: Compiler) -> None:
        params = ctx.mapping(params, {"branches", "when"}, {"branches"})
        branches = params["branches"]
        if not isinstance(branches, list) or len(branches) < 2:
            ctx.at("branches").fail("card_branches")
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

"""Steps of the card vocabulary that touch the bribery tokens and the artifacts: the four
module heroes (Neckless Charlatan, Self-Made Widow, Open-Minded Mentalist, Piranha Priestess)
and Nutritious Stew (rulings R60 to R69).

A step whose module is off finds nothing to do and is skipped, so a hero shuffled in with one
module asks nothing of the other (decision D12). Every pick is a position or a seat, kept in
the frame's progress as plain data, so a state still clones, saves and resamples mid-step."""

from typing import Any

from hidden_leaders_qt.engine.core.board import Board, Position
from hidden_leaders_qt.engine.core.constants import PARTY_ZONES, Zone
from hidden_leaders_qt.engine.core.frames import Frame
from hidden_leaders_qt.engine.core.options import PASS, Decision, Option
from hidden_leaders_qt.engine.data.parsing import Ctx
from hidden_leaders_qt.engine.modules.artifact_state import ArtifactState
from hidden_leaders_qt.engine.modules.bribery import TOKEN_KINDS, Tokens
from hidden_leaders_qt.engine.rules.steps import NEXT, WAIT, Step, StepResult

KEEP_TOKEN = Option("keep_token")
TARGET_ZONES = {"hero": PARTY_ZONES, "face_up": (Zone.FACE_UP,)}


def _ask(st: Board, fr: Frame, step: str, options: list[Option], picked: tuple = ()) -> StepResult:
    st.ask(Decision("card", fr.seat, tuple(options), fr.card, step, picked))
    return WAIT


def _bribed(st: Board) -> list[Position]:
    tokens: Tokens | None = st.bribery
    if tokens is None:
        return []
    out = []
    for card, _kind, _known in tokens.heroes:
        pos = st.locate(card)
        assert pos is not None
        out.append(pos)
    return sorted(out)


def _replace_token(tokens: Tokens, card: int, entry: tuple[int, int, int] | None) -> tuple:
    rest = tuple(e for e in tokens.heroes if e[0] != card)
    return tuple(sorted(rest + ((entry,) if entry is not None else ())))


class DrawTokenOnto(Step):
    """Draw 1 token from the bag, seen by the drawer alone, and place it on 1 unbribed hero of
    `zone` (any party): Nutritious Stew (any hero) and Open-Minded Mentalist (face up only).
    The token waits in the drawer's hand while they choose (ruling R61)."""

    name = "draw_token_onto"
    __slots__ = ("zones",)

    def __init__(self, ctx: Ctx, params: Any) -> None:
        params = ctx.mapping(params, {"zone", "when"}, {"zone"})
        self.zones = TARGET_ZONES[ctx.at("zone").choice(params["zone"], tuple(TARGET_ZONES))]

    def run(self, st: Board, fr: Frame) -> StepResult:
        tokens: Tokens | None = st.bribery
        ss = fr.ss
        assert ss is not None
        if tokens is None:
            return NEXT
        seat = fr.seat
        if "n" not in ss:
            ss["n"] = 1
            if not tokens.bag:
                st.emit("token_none", seat)
                return NEXT
            bag = list(tokens.bag)
            kind = bag.pop(st.rng.below(len(bag)))
            held = list(tokens.held)
            held[seat] = tuple(sorted(held[seat] + (kind,)))
            tokens = st.bribery = tokens._replace(bag=tuple(bag), held=tuple(held))
            st.emit("token_draw", seat, visible=1 << seat, value=TOKEN_KINDS[kind])
        if not tokens.held[seat]:
            return NEXT
        bribed = {card for card, _kind, _known in tokens.heroes}
        targets = [
            Option("card", (zone, owner, index))
            for owner in range(st.n)
            for zone in self.zones
            for index, card in enumerate(st.zone_cards(zone, owner))
            if card not in bribed
        ]
        if not targets:
            _give_back(st, seat)
            return NEXT
        return _ask(st, fr, self.name, targets)

    def resume(self, st: Board, fr: Frame, option: Option) -> bool:
        tokens = st.bribery
        assert tokens is not None
        seat = fr.seat
        kind = tokens.held[seat][0]
        held = list(tokens.held)
        held[seat] = held[seat][1:]
        pos: Position = option.args
        card = st.card_at(pos)
        knowing = (1 << seat) | (1 << pos[1])
        heroes = _replace_token(tokens, card, (card, kind, knowing))
        st.bribery = tokens._replace(heroes=heroes, held=tuple(held))
        st.emit("token_place", seat, card, st.known[card], None, (pos[0], pos[1]), (TOKEN_KINDS[kind], knowing))
        return True


def _give_back(st: Board, seat: int) -> None:
    tokens = st.bribery
    assert tokens is not None
    held = list(tokens.held)
    st.emit("token_return", seat, value=len(held[seat]))
    bag = tuple(sorted(tokens.bag + held[seat]))
    held[seat] = ()
    st.bribery = tokens._replace(bag=bag, held=tuple(held))


class LookToken(Step):
    """Look at the token on any 1 bribed hero (Neckless Charlatan, may pass); with `discard`
    (Piranha Priestess), then put it back into the bag or leave it (ruling R63)."""

    name = "look_token"
    __slots__ = ("discard", "optional")

    def __init__(self, ctx: Ctx, params: Any) -> None:
        params = ctx.mapping(params, {"discard", "optional", "when"})
        self.discard = ctx.at("discard").boolean(params.get("discard", False))
        self.optional = ctx.at("optional").boolean(params.get("optional", False))

    def run(self, st: Board, fr: Frame) -> StepResult:
        ss = fr.ss
        assert ss is not None
        if "card_pos" in ss:
            pos = ss["card_pos"]
            return _ask(st, fr, self.name, [Option("discard_token", pos), KEEP_TOKEN], (pos,))
        options = [Option("look_token", pos) for pos in _bribed(st)]
        if not options:
            return NEXT
        if self.optional:
            options.append(PASS)
        return _ask(st, fr, self.name, options)

    def resume(self, st: Board, fr: Frame, option: Option) -> bool:
        ss = fr.ss
        assert ss is not None
        if option.kind == "pass":
            st.emit("pass", fr.seat)
            return True
        if option.kind == "look_token":
            st.look_token(option.args, fr.seat)
            if not self.discard:
                return True
            ss["card_pos"] = option.args
            return False
        if option.kind == "discard_token":
            tokens = st.bribery
            assert tokens is not None
            pos = option.args
            card = st.card_at(pos)
            found = tokens.token_on(card)
            assert found is not None
            bag = tuple(sorted(tokens.bag + (found[0],)))
            st.bribery = tokens._replace(heroes=_replace_token(tokens, card, None), bag=bag)
            st.emit("token_discard", fr.seat, card, st.known[card], None, (pos[0], pos[1]))
        return True


class SwapTokens(Step):
    """Swap the tokens of any 2 bribed heroes (Self-Made Widow). Everyone sees them move, so
    whoever knew a token still knows it where it now lies, and each hero's owner may look at
    the token that came onto it (ruling R64)."""

    name = "swap_tokens"
    __slots__ = ()

    def __init__(self, ctx: Ctx, params: Any) -> None:
        ctx.mapping(params, {"when"})

    def run(self, st: Board, fr: Frame) -> StepResult:
        ss = fr.ss
        assert ss is not None
        bribed = _bribed(st)
        if len(bribed) < 2:
            return NEXT
        first = ss.get("card_pos")
        if first is None:
            return _ask(st, fr, self.name, [Option("card", pos) for pos in bribed])
        return _ask(st, fr, self.name, [Option("card", pos) for pos in bribed if pos != first], (first,))

    def resume(self, st: Board, fr: Frame, option: Option) -> bool:
        ss = fr.ss
        assert ss is not None
        if "card_pos" not in ss:
            ss["card_pos"] = option.args
            return False
        tokens = st.bribery
        assert tokens is not None
        a, b = ss["card_pos"], option.args
        card_a, card_b = st.card_at(a), st.card_at(b)
        found_a, found_b = tokens.token_on(card_a), tokens.token_on(card_b)
        assert found_a is not None and found_b is not None
        heroes = tuple(e for e in tokens.heroes if e[0] not in (card_a, card_b))
        heroes += ((card_a, found_b[0], found_b[1] | 1 << a[1]), (card_b, found_a[0], found_a[1] | 1 << b[1]))
        st.bribery = tokens._replace(heroes=tuple(sorted(heroes)))
        st.emit("token_swap", fr.seat, card_a, st.known[card_a], (a[0], a[1]), (b[0], b[1]))
        return True


def _artifacts(st: Board) -> ArtifactState | None:
    artifacts = st.artifacts
    return artifacts if artifacts is not None and artifacts.chosen else None


class SwapArtifacts(Step):
    """Swap the artifacts of any 2 players; each keeps the tokens that lay on their own
    (Self-Made Widow, ruling R65)."""

    name = "swap_artifacts"
    __slots__ = ()

    def __init__(self, ctx: Ctx, params: Any) -> None:
        ctx.mapping(params, {"when"})

    def run(self, st: Board, fr: Frame) -> StepResult:
        artifacts = _artifacts(st)
        if artifacts is None:
            return NEXT
        seats = st.seats_from(fr.seat)
        pairs = [Option("artifact_pair", (a, b)) for i, a in enumerate(seats) for b in seats[i + 1 :]]
        return _ask(st, fr, self.name, pairs)

    def resume(self, st: Board, fr: Frame, option: Option) -> bool:
        artifacts = st.artifacts
        assert artifacts is not None
        a, b = option.args
        for field in ("cards", "sides"):
            values = getattr(artifacts, field)
            artifacts = artifacts.with_seat(field, a, values[b]).with_seat(field, b, values[a])
        st.artifacts = artifacts
        st.emit("artifact_swap", fr.seat, value=(a, b))
        return True


class ArtifactToken(Step):
    """Take 1 token from the box onto any 1 artifact (Open-Minded Mentalist), or discard any 1
    token of an artifact into the box (Piranha Priestess) (ruling R66)."""

    name = "artifact_token"
    __slots__ = ("add",)

    def __init__(self, ctx: Ctx, params: Any) -> None:
        params = ctx.mapping(params, {"move", "when"}, {"move"})
        self.add = ctx.at("move").choice(params["move"], ("add", "discard")) == "add"

    def run(self, st: Board, fr: Frame) -> StepResult:
        artifacts = _artifacts(st)
        if artifacts is None:
            return NEXT
        seats = st.seats_from(fr.seat)
        if self.add:
            targets = seats if artifacts.box > 0 else ()
        else:
            targets = tuple(s for s in seats if artifacts.tokens[s] > 0)
        if not targets:
            return NEXT
        change = 1 if self.add else -1
        return _ask(st, fr, self.name, [Option("artifact_token", (s, change)) for s in targets])

    def resume(self, st: Board, fr: Frame, option: Option) -> bool:
        artifacts = st.artifacts
        assert artifacts is not None
        seat, change = option.args
        artifacts = artifacts.with_seat("tokens", seat, artifacts.tokens[seat] + change)
        st.artifacts = artifacts._replace(box=artifacts.box - change)
        st.emit("artifact_token", fr.seat, value=(seat, change))
        return True


class UseArtifact(Step):
    """Use the ability of any 1 artifact in play as if it were yours (Neckless Charlatan): no
    token is spent, it is not the player's use of the turn, the timing does not matter and
    Royal Intrigue does not follow (D29). The Shield, which only answers a burial, and a side
    whose effect this game cannot run are not offered (ruling R62)."""

    name = "use_artifact"
    __slots__ = ()

    def __init__(self, ctx: Ctx, params: Any) -> None:
        ctx.mapping(params, {"when"})

    def run(self, st: Board, fr: Frame) -> StepResult:
        artifacts = _artifacts(st)
        if artifacts is None:
            return NEXT
        sides = st.db.artifact_sides
        options = [Option("artifact_of", (s,)) for s in st.seats_from(fr.seat) if sides[artifacts.sides[s]].pid >= 0]
        if not options:
            return NEXT
        return _ask(st, fr, self.name, options + [PASS])

    def resume(self, st: Board, fr: Frame, option: Option) -> bool:
        if option.kind == "pass":
            st.emit("pass", fr.seat)
            return True
        artifacts = st.artifacts
        assert artifacts is not None
        side = st.db.artifact_sides[artifacts.sides[option.args[0]]]
        st.emit("artifact_borrow", fr.seat, value=side.id)
        st.stack.append(Frame(-1, fr.seat, side.pid, {}))
        return True


MODULE_STEPS: dict[str, type[Step]] = {
    cls.name: cls for cls in (DrawTokenOnto, LookToken, SwapTokens, SwapArtifacts, ArtifactToken, UseArtifact)
}

"""The steps that pick a card (or several, or a remembered one) with a selector, then act on it."""

from typing import Any

from hidden_leaders_qt.engine.core.board import Board, Position
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.core.frames import Frame
from hidden_leaders_qt.engine.core.options import DONE, PASS, Decision, Option
from hidden_leaders_qt.engine.data.parsing import Ctx
from hidden_leaders_qt.engine.rules.selectors import Selector
from hidden_leaders_qt.engine.rules.step_base import AGAIN, NEXT, WAIT, Step, StepResult, count_one


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


class Bury(SelectStep):
    name = "bury"

    def act(self, st: Board, fr: Frame, pos: Position, card: int) -> None:
        if st.bury(pos, fr.seat):
            count_one(fr)


class Discard(SelectStep):
    name = "discard"

    def act(self, st: Board, fr: Frame, pos: Position, card: int) -> None:
        st.move(pos, Zone.WILDERNESS, -1, pos[1] if pos[0] == Zone.HAND else fr.seat, "discard")
        count_one(fr)


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
        count_one(fr)

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
        count_one(fr)


class SetAside(SelectStep):
    """Put the picked card into your looking area: it is yours to look at, and the one who
    gave it knows which it was (Hard-Shelled Titan's gifts)."""

    name = "set_aside"

    def act(self, st: Board, fr: Frame, pos: Position, card: int) -> None:
        if not st.looking:
            st.looking_seat = fr.seat
        giver = pos[1] if pos[0] == Zone.HAND and self.sel.chooser == "chosen" else fr.seat
        st.move(pos, Zone.LOOKING, fr.seat, giver, "give", witnesses=1 << fr.seat)
        count_one(fr)


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

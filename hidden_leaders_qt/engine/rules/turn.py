"""The turn: its phases, the frames of the cards resolving, fate draws and the next decision."""

from hidden_leaders_qt.engine.core.board import Position
from hidden_leaders_qt.engine.core.constants import (
    DRAW_UP_TO,
    END_THRESHOLD,
    GOLEM,
    GOLEM_STEP,
    GOLEMS,
    KEEP_AT_END,
    MAX_MAIN_DISCARD,
    TAVERN_SLOTS,
    TRACK_MAX,
    TRACK_MIN,
    Phase,
    Zone,
)
from hidden_leaders_qt.engine.core.deal import draw_fates, revealed_at_end
from hidden_leaders_qt.engine.core.frames import Frame
from hidden_leaders_qt.engine.core.options import Decision, Option
from hidden_leaders_qt.engine.core.table import Table
from hidden_leaders_qt.engine.modules import artifacts, bribery, reactions
from hidden_leaders_qt.engine.rules.scoring import score
from hidden_leaders_qt.engine.rules.selectors import holds
from hidden_leaders_qt.engine.rules.steps import AGAIN, NEXT
from hidden_leaders_qt.engine.rules.turn_options import (
    discard_down_decision,
    discard_more_decision,
    draw_decision,
    main_decision,
    main_options,
    setup_decision,
)

# The members themselves, each looked up once: Python 3.11 finds an enum member through its
# class's __getattr__, many times slower than reading a global, and a turn names them at every step.
_SETUP, _MAIN, _EFFECT, _DRAW, _DISCARD = Phase.SETUP, Phase.MAIN, Phase.EFFECT, Phase.DRAW, Phase.DISCARD
_SLOW, _OVER = Phase.SLOW, Phase.OVER
_HAND, _FACE_UP, _FACE_DOWN, _TAVERN = Zone.HAND, Zone.FACE_UP, Zone.FACE_DOWN, Zone.TAVERN
_GRAVEYARD, _WILDERNESS, _HARBOR, _IN_PLAY = Zone.GRAVEYARD, Zone.WILDERNESS, Zone.HARBOR, Zone.IN_PLAY


class Turn(Table):
    """Runs the game forward from decision to decision: the turn's phases, the card effects
    on the stack of frames, the fate draws; it moves cards through the `Table`'s moves."""

    __slots__ = ()

    @property
    def is_over(self) -> bool:
        return self.phase == _OVER

    def threshold(self) -> int:
        return END_THRESHOLD[self.n] - (1 if self.settings.beginner else 0)

    # --- playing and performing cards ------------------------------------------------

    def play_card(self, seat: int, hand_index: int) -> None:
        card = self.move((_HAND, seat, hand_index), _FACE_UP, seat, seat, "play")
        self.stack.append(Frame(card, seat, self.db.heroes[card].pid, {}))

    def perform(self, pos: Position, seat: int, then: str) -> None:
        card = self.card_at(pos)
        if pos[0] == _TAVERN:
            self.move(pos, _IN_PLAY, -1, seat, "lift")
        self.emit("perform", seat, card, self.all_mask)
        self.stack.append(Frame(card, seat, self.db.heroes[card].pid, {}, then))

    def push_branch(self, parent: Frame, pid: int) -> None:
        self.stack.append(Frame(parent.card, parent.seat, pid, parent.vars))

    def bury(self, pos: Position, actor: int) -> bool:
        """Bury the card at `pos`, unless a player may react to that first (`reactions`): then it
        waits for their answers, and is not buried yet. Whether it was buried."""
        if reactions.watchers(self, self.card_at(pos)):
            reactions.open_window(self, self.card_at(pos), actor)
            return False
        return self.bury_now(pos, actor)

    def _finish_frame(self, frame: Frame) -> None:
        if frame.then == "stay":
            return
        pos = self.locate(frame.card)
        if pos is None or pos[0] != _IN_PLAY:
            return
        if frame.then == "bury":
            self.move(pos, _GRAVEYARD, -1, frame.seat, "bury")
        else:
            self.move(pos, _FACE_DOWN, frame.seat, frame.seat, "place")

    # --- asking and resolving ----------------------------------------------------------

    def ask(self, decision: Decision) -> None:
        self.pending = decision

    def _resolve(self, option: Option) -> None:
        pending = self.pending
        assert pending is not None, "an option answers the pending decision"
        self.pending = None
        kind, seat = pending.kind, pending.seat
        self.pending_seat_was = seat
        if self.bribery is not None and option.kind == "bribe":
            # offered beside the turn's own questions to the moving player (ruling R35)
            bribery.bribe(self, seat, option.args[0], self._bribe_moment(kind))
            return
        # the turn's questions by how often a game asks them (a draw is two in five)
        if kind == "draw":
            if option.kind == "draw_tavern":
                self.move((_TAVERN, -1, option.args[0]), _HAND, seat, seat, "take")
            else:
                self._draw_from_harbor(seat)
        elif kind == "main":
            chosen = option.kind
            if chosen == "play":
                self.phase = _EFFECT
                self.play_card(seat, option.args[0])
            elif chosen == "artifact":
                artifacts.use(self, seat)
            elif option.args:
                self.main_discards = 1
                self._discard_from_hand(seat, option.args)
                self._ask_discard_more(seat)
            else:
                self.emit("pass", seat)
                self.phase = _DRAW
        elif kind == "discard_down":
            self._discard_from_hand(seat, option.args)
        elif kind == "discard_more":
            if option.kind == "done":
                self.phase = _DRAW
            else:
                self.main_discards += 1
                self._discard_from_hand(seat, option.args)
                self._ask_discard_more(seat)
        elif kind == "setup":
            self._resolve_setup(seat, option.args)
        elif kind == "fate":
            self._apply_fate(seat, option.args[0])
        elif kind == "reaction":
            reactions.answer(self, seat, option)
        elif kind == "place_token":
            bribery.place(self, seat, option)
        elif kind == "bribe_moment":
            bribery.decline(self)
        elif kind == "artifact":
            artifacts.answer_window(self, seat, option)
            if self.phase == _SLOW and self.bribery is not None and option.kind != "artifact":
                # letting the slow moment pass lets the bribe offered beside it pass too
                bribery.decline(self)
        elif kind == "artifact_side":
            if artifacts.choose_side(self, seat, option.args[0]):
                self._begin_turns()
        else:
            frame = self.stack[-1]
            step = self.db.programs[frame.pid][frame.pc]
            if step.resume(self, frame, option):
                frame.pc += 1
                frame.ss = None

    def _bribe_moment(self, kind: str) -> str:
        """When in the turn a bribe chosen at a question of `kind` came, for the log."""
        if kind == "artifact":
            return "fast_artifact" if self.phase == _DRAW else "slow_artifact"
        return "end" if kind == "bribe_moment" else kind

    def _discard_from_hand(self, seat: int, indices: tuple) -> None:
        self.move((_HAND, seat, indices[0]), _WILDERNESS, -1, seat, "discard")

    def _ask_discard_more(self, seat: int) -> None:
        """The main action's discard goes one card at a time, up to three, until Done."""
        size = len(self.hands[seat])
        if self.main_discards >= MAX_MAIN_DISCARD or not size:
            self.phase = _DRAW
            return
        self.pending = discard_more_decision(seat, size)

    def _draw_from_harbor(self, seat: int) -> None:
        if not self.harbor:
            self.reshuffle()
        if self.harbor:
            self.move((_HARBOR, -1, len(self.harbor) - 1), _HAND, seat, seat, "draw")

    def _resolve_setup(self, seat: int, args: tuple) -> None:
        hand = self.hands[seat]
        hidden, discarded = hand[args[0]], hand[args[1]]
        self.move((_HAND, seat, hand.index(hidden)), _FACE_DOWN, seat, seat, "hide")
        self.move((_HAND, seat, hand.index(discarded)), _WILDERNESS, -1, seat, "discard")
        self.setup_queue = self.setup_queue[1:]
        if not self.setup_queue and self.artifacts is None:
            self._begin_turns()

    def _begin_turns(self) -> None:
        self.phase = _MAIN
        self.current = self.start_seat
        self.turn = 1
        self.emit("turn", self.current, value=self.turn)

    def _advance(self) -> None:
        """Run the game forward until someone must choose between two or more options."""
        while True:
            pending = self.pending
            if pending is not None:
                # a reaction is asked even with one answer: skipping it would tell what a seat holds
                if len(pending.options) == 1 and pending.kind != "reaction":
                    self._resolve(pending.options[0])
                    continue
                return
            if self.fates_due:
                self._ask_fate()
                continue
            stack = self.stack
            if stack:
                frame = stack[-1]
                program = self.db.programs[frame.pid]
                if frame.pc >= len(program):
                    stack.pop()
                    card = frame.card
                    if self.db.factions[card] & GOLEMS and frame.pid == self.db.heroes[card].pid:
                        # a golem's effect was used, with or without a target (ruling R25)
                        self.move_golem(GOLEM_STEP, frame.seat, card)
                    self._finish_frame(frame)
                    continue
                step = program[frame.pc]
                if frame.ss is None:
                    frame.ss = {}
                    if step.when is not None and not holds(step.when, self, frame):
                        frame.pc += 1
                        frame.ss = None
                        continue
                result = step.run(self, frame)
                if result is NEXT:
                    frame.pc += 1
                    frame.ss = None
                elif result is AGAIN:
                    continue
                continue
            phase = self.phase
            if phase == _DRAW:
                if self.artifacts is not None and artifacts.can_use(self, artifacts.FAST):
                    # the rest of step 1 of the turn: a fast artifact after the main action
                    self.pending = self._with_bribes(artifacts.window(self))
                    continue
                draw = self._draw_decision()
                if draw is not None:
                    self.pending = self._with_bribes(draw)
                else:
                    self.phase = _DISCARD
            elif phase == _MAIN:
                hand_size = len(self.hands[self.current])
                if self.bribery is None and self.artifacts is None:
                    self.pending = main_decision(self.current, hand_size)
                    continue
                options = main_options(hand_size)
                if self.bribery is not None:
                    options = bribery.bribe_options(self) + options
                if self.artifacts is not None:
                    options += artifacts.use_options(self, artifacts.FAST)
                self.pending = Decision("main", self.current, options)
            elif phase == _DISCARD:
                hand_size = len(self.hands[self.current])
                if hand_size > KEEP_AT_END:
                    self.pending = self._with_bribes(discard_down_decision(self.current, hand_size))
                else:
                    self._end_turn()
            elif phase == _EFFECT:
                self.phase = _DRAW
            elif phase == _SETUP:
                if not self.setup_queue:
                    self.pending = artifacts.side_decision(self)
                    continue
                seat = self.setup_queue[0]
                self.pending = setup_decision(seat, len(self.hands[seat]))
            elif phase == _SLOW:
                if self.artifacts is not None and artifacts.can_use(self, artifacts.SLOW):
                    self.pending = self._with_bribes(artifacts.window(self))
                    continue
                moment = bribery.moment_options(self) if self.bribery is not None else ()
                if moment:
                    # the last moment to bribe, after the refill, before the turn passes on
                    self.pending = Decision("bribe_moment", self.current, moment)
                else:
                    self._finish_turn()
            else:
                return

    def _ask_fate(self) -> None:
        """The first fate draw due: 2 of the fate cards, seen by the drawer alone, who keeps one."""
        seat = self.fates_due[0]
        fates = self.db.fates
        if not self.fate_drawn:
            self.fate_drawn = draw_fates(self.db.fate_deck, self.rng)
            self.emit("fate_draw", seat, visible=1 << seat, value=tuple(fates[k].id for k in self.fate_drawn))
        options = tuple(dict.fromkeys(Option("fate", (fates[k].id,)) for k in self.fate_drawn))
        self.pending = Decision("fate", seat, options)

    def _apply_fate(self, seat: int, fate_id: str) -> None:
        """Reveal the kept fate card and apply it; both go back and the 6 are shuffled again."""
        fate = self.db.fates[self.db.fate_index[fate_id]]
        self.fates_due = self.fates_due[1:]
        self.fate_drawn = ()
        self.emit("fate", seat, visible=self.all_mask, value=fate_id)
        for marker, amount in fate.moves:
            if marker == GOLEM:
                self.move_golem(amount, seat)
                continue
            position = list(self.markers)
            position[marker] = min(TRACK_MAX, max(TRACK_MIN, position[marker] + amount))
            deltas = (position[0] - self.markers[0], position[1] - self.markers[1])
            if deltas != (0, 0):
                self.move_markers(deltas, seat, -1)

    def ask_again(self) -> None:
        """Drop the pending decision and ask it anew from the position: a resampled world
        gives a seat other cards, and with them other options."""
        pending = self.pending
        self.pending = None
        if pending is not None and pending.kind == "discard_more":
            # asked by the main action itself, not by the turn's phase
            self._ask_discard_more(pending.seat)
        elif pending is not None and pending.kind == "place_token":
            bribery.ask_placement(self)
        elif pending is not None and pending.kind == "reaction":
            reactions.ask(self)
        self._advance()

    def _with_bribes(self, decision: Decision) -> Decision:
        """A question of the turn to the moving player, with the bribes beside its options
        while one is possible (ruling R35)."""
        return decision if self.bribery is None else bribery.offered(self, decision)

    def _draw_decision(self) -> Decision | None:
        """The draw of the turn's step 2, or None when the hand is full or there is nothing to draw."""
        seat = self.current
        if len(self.hands[seat]) >= DRAW_UP_TO:
            return None
        tavern = self.tavern
        return draw_decision(seat, tavern[0] >= 0, tavern[1] >= 0, tavern[2] >= 0, bool(self.harbor or self.wilderness))

    def _end_turn(self) -> None:
        for slot in range(TAVERN_SLOTS):
            if self.tavern[slot] < 0:
                if not self.harbor:
                    self.reshuffle()
                if not self.harbor:
                    break
                self.move((_HARBOR, -1, len(self.harbor) - 1), _TAVERN, slot, -1, "refill")
        if self.artifacts is not None or self.bribery is not None:
            # the moment of slow artifacts and the last to bribe; the game-end check follows (R50)
            self.phase = _SLOW
            return
        self._finish_turn()

    def _finish_turn(self) -> None:
        threshold = self.threshold()
        if max(map(len, self.up)) >= threshold:
            self.phase = _OVER
            bribery.reveal_all(self)
            self.result = score(self)
            self.known = revealed_at_end(self.settings, self.db, self.all_mask)
            winner = self.result.winner
            self.emit("game_over", value=(self.result.winning_faction, -1 if winner is None else winner))
            return
        following = self.next_seat(self.current)
        while self.skip_mask >> following & 1:
            self.skip_mask &= ~(1 << following)
            self.emit("skip", following)
            following = self.next_seat(following)
        self.current = following
        if self.artifacts is not None:
            artifacts.end_of_turn(self)
        self.turn += 1
        self.phase = _MAIN
        self.emit("turn", self.current, value=self.turn)

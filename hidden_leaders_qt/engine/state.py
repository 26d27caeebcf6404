"""The game state: zones, markers, whose decision it is, and the rules that move them.

Cards are small integers (indices into the `CardDB`). Who knows which card is kept
per card as a bit mask of seats (`known`), updated by every move, so a seat's view and
a consistent resampling can be derived at any moment.

What is done in the open is known, what is chosen in private is not. A card moved into
a public place (a face-up party, the Tavern, the Graveyard, a public discard) becomes
known to every seat; but once a player moves a card out of a hand or a looking area
where the others cannot see which one, the others lose track of that card and of every
card left there, even of cards they all saw arrive. So when Seaweed Chopper, Joyless
Chief, Firm Fishmonger or Crow Carrier takes publicly known cards from the Wilderness or
the Graveyard and puts one face-down into a party, the others know which cards were
looked at, not which went where. Only a move nobody could choose differently stays
known: the single card of a looking area, or a placement everybody watched (Battle
Connoisseur places from the open Tavern and discards the rest in view).
"""

import reprlib

from hidden_leaders_qt.engine import view
from hidden_leaders_qt.engine.cards import CardDB, default_db
from hidden_leaders_qt.engine.constants import (
    DRAW_UP_TO,
    END_THRESHOLD,
    GOLEM,
    GOLEM_STEP,
    GOLEMS,
    KEEP_AT_END,
    MAX_MAIN_DISCARD,
    START_HAND,
    TAVERN_SLOTS,
    TRACK_MAX,
    TRACK_MIN,
    Phase,
    Zone,
)
from hidden_leaders_qt.engine.deal import deal_leaders, deck_for, draw_fates
from hidden_leaders_qt.engine.describe import describe_option
from hidden_leaders_qt.engine.errors import EngineError, GameOverError, IllegalOptionError
from hidden_leaders_qt.engine.events import Event, chain_to_list
from hidden_leaders_qt.engine.fields import NAMES, clone_function, fields_equal, fill
from hidden_leaders_qt.engine.frames import Frame
from hidden_leaders_qt.engine.options import Decision, Option
from hidden_leaders_qt.engine.rng import SplitMix64
from hidden_leaders_qt.engine.scoring import score
from hidden_leaders_qt.engine.selectors import holds
from hidden_leaders_qt.engine.serialize import state_from_data, state_to_data
from hidden_leaders_qt.engine.settings import Settings
from hidden_leaders_qt.engine.steps import AGAIN, DONE
from hidden_leaders_qt.engine.turn_options import (
    discard_more_options,
    discard_options,
    draw_options,
    main_options,
    setup_options,
)

PUBLIC_ZONES = frozenset({Zone.FACE_UP, Zone.TAVERN, Zone.GRAVEYARD, Zone.IN_PLAY})
PRIVATE_TO_SEAT = frozenset({Zone.HAND, Zone.FACE_DOWN, Zone.LOOKING})
_HAND, _FACE_UP, _FACE_DOWN, _TAVERN, _GRAVEYARD, _WILDERNESS, _HARBOR, _LOOKING = (int(z) for z in tuple(Zone)[:8])
# indexed by zone number: is a card there seen by all, or by the seat the zone belongs to?
_PUBLIC = tuple(zone in PUBLIC_ZONES for zone in Zone)
_PRIVATE_TO_SEAT = tuple(zone in PRIVATE_TO_SEAT for zone in Zone)
_SETUP, _MAIN, _EFFECT, _DRAW, _DISCARD = Phase.SETUP, Phase.MAIN, Phase.EFFECT, Phase.DRAW, Phase.DISCARD
_ORDERS: dict[int, tuple[tuple[int, ...], ...]] = {}


def seat_orders(n: int) -> tuple[tuple[int, ...], ...]:
    orders = _ORDERS.get(n)
    if orders is None:
        orders = _ORDERS[n] = tuple(tuple((s + k) % n for k in range(n)) for s in range(n))
    return orders


class GameState:
    __slots__ = NAMES

    # --- the decision contract ------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        """What must be decided now, or None when the game is over."""
        return self.pending

    @property
    def options(self) -> tuple[Option, ...]:
        return self.pending.options if self.pending is not None else ()

    @property
    def deciding_seat(self) -> int:
        return self.pending.seat if self.pending is not None else -1

    @property
    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    def apply(self, option: Option) -> None:
        """Apply one of the offered options. Anything else raises before the state is touched:
        an option not offered, and an equal-looking one of other types (a plain tuple, a float
        or a bool for an integer), which would otherwise corrupt the state or the log."""
        pending = self.pending
        if pending is None:
            raise GameOverError("the game is over; no decision is pending")
        offered = _offered(option, pending.options)
        if offered is None:
            raise IllegalOptionError(
                f"{reprlib.repr(option)} is not a legal option for seat {pending.seat + 1} "
                f"({pending.kind}); legal: {', '.join(o.label for o in pending.options)}"
            )
        self._resolve(offered)
        self._advance()

    def apply_fast(self, option: Option) -> None:
        """Apply without the legality check: for search, with options taken from `options`."""
        self._resolve(option)
        self._advance()

    clone = clone_function()

    def __eq__(self, other: object) -> bool:
        """Two states are equal when every compared field is (see `fields`)."""
        return isinstance(other, GameState) and fields_equal(self, other)

    __hash__ = None

    def events(self) -> list[Event]:
        return chain_to_list(self.log)

    def threshold(self) -> int:
        return END_THRESHOLD[self.n] - (1 if self.settings.beginner else 0)

    # --- seats ------------------------------------------------------------------------

    def seats_from(self, seat: int) -> tuple[int, ...]:
        return seat_orders(self.n)[seat]

    def next_seat(self, seat: int) -> int:
        return (seat + 1) % self.n

    def previous_seat(self, seat: int) -> int:
        return (seat - 1) % self.n

    # --- zones --------------------------------------------------------------------------

    def zone_cards(self, zone: int, seat: int) -> list[int]:
        # plain ints, most frequent first: this is on every move's path
        if zone == _HAND:
            return self.hands[seat]
        if zone == _HARBOR:
            return self.harbor
        if zone == _WILDERNESS:
            return self.wilderness
        if zone == _FACE_UP:
            return self.up[seat]
        if zone == _FACE_DOWN:
            return self.down[seat]
        if zone == _GRAVEYARD:
            return self.graveyard
        if zone == _TAVERN:
            return self.tavern
        if zone == _LOOKING:
            return self.looking
        return self.in_play

    def card_at(self, pos: tuple) -> int:
        return self.zone_cards(pos[0], pos[1])[pos[2]]

    def locate(self, card: int) -> tuple | None:
        for seat in range(self.n):
            for zone, cards in (
                (Zone.FACE_UP, self.up[seat]),
                (Zone.FACE_DOWN, self.down[seat]),
                (Zone.HAND, self.hands[seat]),
            ):
                if card in cards:
                    return (zone, seat, cards.index(card))
        for zone in (Zone.TAVERN, Zone.GRAVEYARD, Zone.WILDERNESS, Zone.HARBOR, Zone.LOOKING, Zone.IN_PLAY):
            cards = self.zone_cards(zone, -1)
            if card in cards:
                return (zone, -1, cards.index(card))
        return None

    def _remove(self, zone: int, seat: int, index: int) -> int:
        if zone == _TAVERN:
            card = self.tavern[index]
            self.tavern[index] = -1
            return card
        return self.zone_cards(zone, seat).pop(index)

    def _insert(self, card: int, zone: int, seat: int) -> None:
        if zone == _TAVERN:
            # `seat` names the slot for the Tavern; -1 means the first empty one
            slot = seat if seat >= 0 else self.tavern.index(-1)
            self.tavern[slot] = card
        else:
            self.zone_cards(zone, seat).append(card)

    def _lose_track(self, card: int, zone: int, seat: int, keep: int) -> None:
        """A card left a hand or the looking area where others could not see which one:
        only its owner (or the looker) and `keep` can still follow it, and nobody else can
        be sure which cards are left there. That holds for cards everyone saw arrive too
        (see the module text); only the last card of a looking area leaves it in the open."""
        known = self.known
        if zone == _LOOKING:
            looking = self.looking
            if known[card] == self.all_mask and all(other == card for other in looking):
                return
            keep |= 1 << self.looking_seat
            known[card] &= keep
            for other in looking:
                known[other] &= keep
            return
        keep |= 1 << seat
        known[card] &= keep
        for other in self.hands[seat]:
            known[other] &= keep

    def note_lacking(self, seat: int, factions: int) -> None:
        """Every seat learned that `seat`'s hand holds no card of these factions (Underwater
        Artist's "none"): views show it and resampled worlds respect it."""
        lacks = list(self.hand_lacks)
        lacks[seat] |= factions
        self.hand_lacks = tuple(lacks)

    def _hand_gained(self, card: int, seat: int) -> None:
        """A card joined a hand known to lack some factions: a card everyone saw keeps the
        others known; one that not everybody saw leaves nothing known about that hand."""
        lacks = list(self.hand_lacks)
        lacks[seat] = lacks[seat] & ~self.db.factions[card] if self.known[card] == self.all_mask else 0
        self.hand_lacks = tuple(lacks)

    def move(self, pos: tuple, zone: int, seat: int, actor: int, kind: str, witnesses: int = 0) -> int:
        """Move the card at `pos` on top of (zone, seat); `witnesses` see which card it was."""
        src_zone, src_seat, index = pos
        card = self._remove(src_zone, src_seat, index)
        self._insert(card, zone, seat)
        if zone == _GRAVEYARD and self.db.factions[card] & GOLEMS:
            # the one whose effect put a golem into the Graveyard draws a fate for it (D7)
            self.fates_due += (actor,)
        if _PUBLIC[zone]:
            self.known[card] = self.all_mask
        else:
            if src_zone in (_HAND, _LOOKING):
                self._lose_track(card, src_zone, src_seat, witnesses)
            if _PRIVATE_TO_SEAT[zone]:
                self.known[card] |= 1 << (self.looking_seat if zone == _LOOKING else seat)
        if zone == _HAND and self.hand_lacks[seat]:
            self._hand_gained(card, seat)
        if self.recording:
            dst_seat = -1 if zone == _TAVERN else seat
            self.emit(kind, actor, card, self.known[card], (src_zone, src_seat), (zone, dst_seat))
        return card

    def flip(self, pos: tuple, actor: int) -> None:
        zone, seat, index = pos
        card = self._remove(zone, seat, index)
        target = Zone.FACE_DOWN if zone == Zone.FACE_UP else Zone.FACE_UP
        self._insert(card, target, seat)
        self.known[card] = self.all_mask
        self.emit("flip", actor, card, self.all_mask, (zone, seat), (target, seat))

    def look(self, pos: tuple, seat: int) -> None:
        card = self.card_at(pos)
        self.known[card] |= 1 << seat
        self.emit("look", seat, card, 1 << seat, (pos[0], pos[1]))

    def reveal(self, pos: tuple, actor: int) -> None:
        card = self.card_at(pos)
        self.known[card] = self.all_mask
        self.emit("reveal", actor, card, self.all_mask, (pos[0], pos[1]))

    def exchange(self, a: tuple, b: tuple, actor: int) -> None:
        """Swap two cards; each takes the orientation of its new place. A card swapped into a
        hand joins it at the end, like every card taken into a hand: in the swapped-out card's
        place it would show any seat that knows it which hand card the swapper picked."""
        card_a, card_b = self.card_at(a), self.card_at(b)
        for card, src, dst in ((card_a, a, b), (card_b, b, a)):
            if dst[0] not in PUBLIC_ZONES and src[0] in (Zone.HAND, Zone.LOOKING):
                self._lose_track(card, src[0], src[1], 0)
        self.zone_cards(a[0], a[1])[a[2]] = card_b
        self.zone_cards(b[0], b[1])[b[2]] = card_a
        for card, dst in ((card_b, a), (card_a, b)):
            if _PUBLIC[dst[0]]:
                self.known[card] = self.all_mask
            elif _PRIVATE_TO_SEAT[dst[0]]:
                self.known[card] |= 1 << (self.looking_seat if dst[0] == _LOOKING else dst[1])
            if dst[0] == _HAND and self.hand_lacks[dst[1]]:
                self._hand_gained(card, dst[1])
            if dst[0] == _HAND or dst[0] == _LOOKING:
                # into a hand at its end; into the looking area back on top of its pile
                cards = self.zone_cards(dst[0], dst[1])
                cards.remove(card)
                cards.append(card)
        value = (card_b, self.known[card_b])
        self.emit("exchange", actor, card_a, self.known[card_a], (a[0], a[1]), (b[0], b[1]), value)
        for card, dst in ((card_b, a), (card_a, b)):
            if dst[0] == Zone.GRAVEYARD and self.db.factions[card] & GOLEMS:
                self.fates_due += (actor,)

    def bury(self, pos: tuple, actor: int) -> bool:
        """Bury the card at `pos`, unless a face-up Keeper of Discord in its party shields it
        (D10): then it is turned face down instead. Whether it was buried."""
        if pos[0] == _FACE_UP and self.db.shields:
            card = self.card_at(pos)
            if any(other in self.db.shields and other != card for other in self.up[pos[1]]):
                self.emit("shield", actor, card, self.all_mask, (pos[0], pos[1]))
                self.flip(pos, actor)
                return False
        self.move(pos, Zone.GRAVEYARD, -1, actor, "bury")
        return True

    def reshuffle(self) -> None:
        """The Wilderness becomes a new, shuffled Harbor."""
        if not self.wilderness:
            return
        cards = self.wilderness
        self.wilderness = []
        self.rng.shuffle(cards)
        for card in cards:
            self.known[card] = 0
        self.harbor = cards + self.harbor
        self.emit("reshuffle", value=len(cards))

    def move_markers(self, deltas: tuple, actor: int, card: int) -> None:
        self.markers[0] += deltas[0]
        self.markers[1] += deltas[1]
        self.emit("markers", actor, card, self.all_mask, value=tuple(deltas))

    def move_golem(self, amount: int, actor: int, card: int = -1) -> None:
        """Move the golem marker, clamped to the track; a move that goes nowhere is not told."""
        moved = min(TRACK_MAX, max(TRACK_MIN, self.golem_marker + amount)) - self.golem_marker
        if moved:
            self.golem_marker += moved
            self.emit("golem", actor, card, self.all_mask, value=moved)

    def emit(
        self, kind: str, actor: int = -1, card: int = -1, visible: int = 0, src=None, dst=None, value=None
    ) -> None:
        """Record an event; states used only for search may stop recording (`recording`)."""
        if self.recording:
            self.log = (Event(kind, actor, card, visible, src, dst, value), self.log)
            self.log_size += 1

    # --- playing and performing cards ------------------------------------------------

    def play_card(self, seat: int, hand_index: int) -> None:
        card = self.move((Zone.HAND, seat, hand_index), Zone.FACE_UP, seat, seat, "play")
        self.stack.append(Frame(card, seat, self.db.heroes[card].pid, {}))

    def perform(self, pos: tuple, seat: int, then: str) -> None:
        card = self.card_at(pos)
        if pos[0] == Zone.TAVERN:
            self.move(pos, Zone.IN_PLAY, -1, seat, "lift")
        self.emit("perform", seat, card, self.all_mask)
        self.stack.append(Frame(card, seat, self.db.heroes[card].pid, {}, then))

    def push_branch(self, parent: Frame, pid: int) -> None:
        self.stack.append(Frame(parent.card, parent.seat, pid, parent.vars))

    def _finish_frame(self, frame: Frame) -> None:
        if frame.then == "stay":
            return
        pos = self.locate(frame.card)
        if pos is None or pos[0] != Zone.IN_PLAY:
            return
        if frame.then == "bury":
            self.move(pos, Zone.GRAVEYARD, -1, frame.seat, "bury")
        else:
            self.move(pos, Zone.FACE_DOWN, frame.seat, frame.seat, "place")

    # --- asking and resolving ----------------------------------------------------------

    def ask(self, decision: Decision) -> None:
        self.pending = decision

    def _resolve(self, option: Option) -> None:
        pending = self.pending
        self.pending = None
        self.pending_seat_was = pending.seat
        kind = pending.kind
        seat = pending.seat
        if kind == "main":
            if option.kind == "play":
                self.phase = Phase.EFFECT
                self.play_card(seat, option.args[0])
            elif option.args:
                self.main_discards = 1
                self._discard_from_hand(seat, option.args)
                self._ask_discard_more(seat)
            else:
                self.emit("pass", seat)
                self.phase = Phase.DRAW
        elif kind == "discard_more":
            if option.kind == "done":
                self.phase = Phase.DRAW
            else:
                self.main_discards += 1
                self._discard_from_hand(seat, option.args)
                self._ask_discard_more(seat)
        elif kind == "draw":
            if option.kind == "draw_tavern":
                self.move((Zone.TAVERN, -1, option.args[0]), Zone.HAND, seat, seat, "take")
            else:
                self._draw_from_harbor(seat)
        elif kind == "discard_down":
            self._discard_from_hand(seat, option.args)
        elif kind == "setup":
            self._resolve_setup(seat, option.args)
        elif kind == "fate":
            self._apply_fate(seat, option.args[0])
        else:
            frame = self.stack[-1]
            step = self.db.programs[frame.pid][frame.pc]
            if step.resume(self, frame, option):
                frame.pc += 1
                frame.ss = None

    def _discard_from_hand(self, seat: int, indices: tuple) -> None:
        self.move((Zone.HAND, seat, indices[0]), Zone.WILDERNESS, -1, seat, "discard")

    def _ask_discard_more(self, seat: int) -> None:
        """The main action's discard goes one card at a time, up to three, until Done."""
        size = len(self.hands[seat])
        if self.main_discards >= MAX_MAIN_DISCARD or not size:
            self.phase = Phase.DRAW
            return
        self.pending = Decision("discard_more", seat, discard_more_options(size))

    def _draw_from_harbor(self, seat: int) -> None:
        if not self.harbor:
            self.reshuffle()
        if self.harbor:
            self.move((Zone.HARBOR, -1, len(self.harbor) - 1), Zone.HAND, seat, seat, "draw")

    def _resolve_setup(self, seat: int, args: tuple) -> None:
        hand = self.hands[seat]
        hidden, discarded = hand[args[0]], hand[args[1]]
        self.move((Zone.HAND, seat, hand.index(hidden)), Zone.FACE_DOWN, seat, seat, "hide")
        self.move((Zone.HAND, seat, hand.index(discarded)), Zone.WILDERNESS, -1, seat, "discard")
        self.setup_queue = self.setup_queue[1:]
        if not self.setup_queue:
            self.phase = Phase.MAIN
            self.current = self.start_seat
            self.turn = 1
            self.emit("turn", self.current, value=self.turn)

    def _advance(self) -> None:
        """Run the game forward until someone must choose between two or more options."""
        programs = self.db.programs
        while True:
            pending = self.pending
            if pending is not None:
                if len(pending.options) == 1:
                    self._resolve(pending.options[0])
                    continue
                return
            if self.fates_due:
                self._ask_fate()
                continue
            stack = self.stack
            if stack:
                frame = stack[-1]
                program = programs[frame.pid]
                if frame.pc >= len(program):
                    stack.pop()
                    card = frame.card
                    if self.db.factions[card] & GOLEMS and frame.pid == self.db.heroes[card].pid:
                        # a golem's effect was used, with or without a target (D6)
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
                if result == DONE:
                    frame.pc += 1
                    frame.ss = None
                elif result == AGAIN:
                    continue
                continue
            phase = self.phase
            if phase == _DRAW:
                options = self._draw_options()
                if options:
                    self.pending = Decision("draw", self.current, options)
                else:
                    self.phase = _DISCARD
            elif phase == _MAIN:
                self.pending = Decision("main", self.current, main_options(len(self.hands[self.current])))
            elif phase == _DISCARD:
                hand = self.hands[self.current]
                if len(hand) > KEEP_AT_END:
                    self.pending = Decision("discard_down", self.current, discard_options(len(hand)))
                else:
                    self._end_turn()
            elif phase == _EFFECT:
                self.phase = _DRAW
            elif phase == _SETUP:
                seat = self.setup_queue[0]
                self.pending = Decision("setup", seat, setup_options(len(self.hands[seat])))
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
        self._advance()

    def _draw_options(self) -> tuple[Option, ...]:
        if len(self.hands[self.current]) >= DRAW_UP_TO:
            return ()
        tavern = self.tavern
        filled = (tavern[0] >= 0, tavern[1] >= 0, tavern[2] >= 0)
        return draw_options(filled, bool(self.harbor or self.wilderness))

    def _end_turn(self) -> None:
        for slot in range(TAVERN_SLOTS):
            if self.tavern[slot] < 0:
                if not self.harbor:
                    self.reshuffle()
                if not self.harbor:
                    break
                self.move((Zone.HARBOR, -1, len(self.harbor) - 1), Zone.TAVERN, slot, -1, "refill")
        threshold = self.threshold()
        if any(len(party) >= threshold for party in self.up):
            self.phase = Phase.OVER
            self.result = score(self)
            self.known = [self.all_mask] * len(self.known)
            winner = self.result.winner
            self.emit("game_over", value=(self.result.winning_faction, -1 if winner is None else winner))
            return
        following = self.next_seat(self.current)
        if following == self.skip_seat:
            self.skip_seat = -1
            self.emit("skip", following)
            following = self.next_seat(following)
        self.current = following
        self.turn += 1
        self.phase = Phase.MAIN
        self.emit("turn", self.current, value=self.turn)

    # --- information sets -------------------------------------------------------------

    def view_for(self, seat: int):
        return view.view_for(self, seat)

    def resample_for(self, seat: int, rng: SplitMix64) -> "GameState":
        return view.resample_for(self, seat, rng)

    def redacted_for(self, seat: int, seed: int) -> "GameState":
        return view.redacted_for(self, seat, seed)

    # --- serialization ------------------------------------------------------------------

    def to_data(self) -> dict:
        return state_to_data(self)

    @staticmethod
    def from_data(data: dict, db: CardDB | None = None) -> "GameState":
        """The state `to_data` wrote. Everything is checked (see `serialize`): bad or
        tampered data raises `SaveFormatError` instead of giving a broken game."""
        return state_from_data(data, db or default_db(), GameState)

    def describe(self, option: Option) -> str:
        return describe_option(self, option)


def _offered(option, options: tuple[Option, ...]) -> Option | None:
    """The offered option that `option` is exactly, or None: an `Option` whose arguments are
    integers (not bools) or texts, equal to one of `options`."""
    if type(option) is not Option or type(option.kind) is not str or type(option.args) is not tuple:
        return None
    for arg in option.args:
        if type(arg) is not str and (not isinstance(arg, int) or isinstance(arg, bool)):
            return None
    for legal in options:
        if legal == option:
            return legal
    return None


def new_game(settings: Settings, db: CardDB | None = None) -> GameState:
    """Set up a game as the rules say and run it to the first decision."""
    db = db or default_db()
    n = settings.players
    if settings.golems and len(db.fate_deck) < 2:
        raise EngineError("the Golems module needs the fate cards (fate.yaml)")
    rng = SplitMix64(settings.seed)
    leaders, spare_leaders = deal_leaders(settings, db, rng)
    harbor = deck_for(settings, db)
    rng.shuffle(harbor)
    st = GameState.__new__(GameState)
    fill(
        st,
        {
            "db": db,
            "settings": settings,
            "rng": rng,
            "leaders": leaders,
            "spare_leaders": spare_leaders,
            "harbor": harbor,
            "graveyard": [db.emperor],
            "start_seat": -1,
            "current": -1,
            "turn": 0,
            "phase": Phase.SETUP,
        },
    )
    st.known[db.emperor] = st.all_mask
    for seat in range(n):
        st.emit("leader", seat, visible=1 << seat, value=st.leaders[seat])
    for slot in range(TAVERN_SLOTS):
        st.move((Zone.HARBOR, -1, len(st.harbor) - 1), Zone.TAVERN, slot, -1, "refill")
    st.start_seat = st.rng.below(n)
    order = st.seats_from(st.start_seat)
    for _ in range(START_HAND):
        for seat in order:
            st.move((Zone.HARBOR, -1, len(st.harbor) - 1), Zone.HAND, seat, -1, "draw")
    st.setup_queue = order
    st._advance()
    return st

"""The table: where every card is and what each seat knows of it, with the primitive moves.

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
Connoisseur places from the open Tavern and discards the rest in view)."""

from hidden_leaders_qt.engine.core.board import Position
from hidden_leaders_qt.engine.core.constants import GOLEMS, TRACK_MAX, TRACK_MIN, Zone
from hidden_leaders_qt.engine.core.events import Event, EventKind, MoveKind, Place
from hidden_leaders_qt.engine.core.fields import StateFields
from hidden_leaders_qt.engine.modules import bribery

PUBLIC_ZONES = frozenset({Zone.FACE_UP, Zone.TAVERN, Zone.GRAVEYARD, Zone.IN_PLAY})
PRIVATE_TO_SEAT = frozenset({Zone.HAND, Zone.FACE_DOWN, Zone.LOOKING})
_HAND, _FACE_UP, _FACE_DOWN, _TAVERN = int(Zone.HAND), int(Zone.FACE_UP), int(Zone.FACE_DOWN), int(Zone.TAVERN)
_GRAVEYARD, _WILDERNESS, _HARBOR, _LOOKING = (
    int(Zone.GRAVEYARD),
    int(Zone.WILDERNESS),
    int(Zone.HARBOR),
    int(Zone.LOOKING),
)
# indexed by zone number: is a card there seen by all, or by the seat the zone belongs to?
_PUBLIC = tuple(zone in PUBLIC_ZONES for zone in Zone)
_PRIVATE_TO_SEAT = tuple(zone in PRIVATE_TO_SEAT for zone in Zone)
_ORDERS: dict[int, tuple[tuple[int, ...], ...]] = {}


def seat_orders(n: int) -> tuple[tuple[int, ...], ...]:
    orders = _ORDERS.get(n)
    if orders is None:
        orders = _ORDERS[n] = tuple(tuple((s + k) % n for k in range(n)) for s in range(n))
    return orders


class Table(StateFields):
    """The cards' places, who knows each card, the markers and the log, and every move of
    them. The turn and the cards' steps move cards only through these methods; the steps see
    them as part of the `board.Board` interface."""

    __slots__ = ()

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

    def card_at(self, pos: Position) -> int:
        return self.zone_cards(pos[0], pos[1])[pos[2]]

    def locate(self, card: int) -> Position | None:
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
            if known[card] == self.all_mask and looking.count(card) == len(looking):
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

    def move(self, pos: Position, zone: int, seat: int, actor: int, kind: MoveKind, witnesses: int = 0) -> int:
        """Move the card at `pos` on top of (zone, seat); `witnesses` see which card it was."""
        src_zone, src_seat, index = pos
        # the commonest places without a call: a random game moves a card at most decisions
        if src_zone == _HAND:
            card = self.hands[src_seat].pop(index)
        elif src_zone == _HARBOR:
            card = self.harbor.pop(index)
        else:
            card = self._remove(src_zone, src_seat, index)
        if zone == _HAND:
            self.hands[seat].append(card)
        elif zone == _WILDERNESS:
            self.wilderness.append(card)
        else:
            self._insert(card, zone, seat)
        if zone == _GRAVEYARD and self.db.factions[card] & GOLEMS:
            # the one whose effect put a golem into the Graveyard draws a fate for it (ruling R26)
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
        if self.bribery is not None:
            bribery.hero_moved(self, card, zone, seat, actor)
        return card

    def flip(self, pos: Position, actor: int) -> None:
        zone, seat, index = pos
        card = self._remove(zone, seat, index)
        target = Zone.FACE_DOWN if zone == Zone.FACE_UP else Zone.FACE_UP
        self._insert(card, target, seat)
        self.known[card] = self.all_mask
        self.emit("flip", actor, card, self.all_mask, (zone, seat), (target, seat))

    def look(self, pos: Position, seat: int) -> None:
        card = self.card_at(pos)
        self.known[card] |= 1 << seat
        self.emit("look", seat, card, 1 << seat, (pos[0], pos[1]))

    def token_look_options(self, seat: int) -> tuple:
        return bribery.look_options(self, seat)

    def look_token(self, pos: Position, seat: int) -> None:
        bribery.look(self, seat, pos)

    def reveal(self, pos: Position, actor: int) -> None:
        card = self.card_at(pos)
        self.known[card] = self.all_mask
        self.emit("reveal", actor, card, self.all_mask, (pos[0], pos[1]))

    def exchange(self, a: Position, b: Position, actor: int) -> None:
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
            if self.bribery is not None:
                # a token follows its hero into another party, back to the bag anywhere else
                bribery.hero_moved(self, card, dst[0], dst[1], actor)

    def bury_now(self, pos: Position, actor: int) -> bool:
        """Bury the card at `pos`, unless a face-up Keeper of Discord in its party shields it
        (ruling R34): then it is turned face down instead. Whether it was buried."""
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
        self,
        kind: EventKind,
        actor: int = -1,
        card: int = -1,
        visible: int = 0,
        src: Place | None = None,
        dst: Place | None = None,
        value: object = None,
    ) -> None:
        """Record an event; states used only for search may stop recording (`recording`)."""
        if self.recording:
            self.log = (Event(kind, actor, card, visible, src, dst, value), self.log)
            self.log_size += 1

"""Where a card that appears on the table came from, and where one that left it went.

The table draws cards from one seat's view; between two views a card keeps its item when
the viewer can follow it (`("c", id)`), and otherwise one item goes and another comes. The
views alone say enough for the motion: a pile or a hand that shrank is where a new card came
from, one that grew is where a card went. Only what the views show is read, so the motion
can tell nothing the still tables do not.
"""

from typing import NamedTuple

from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.rules.view import SeatView

PILES = (Zone.GRAVEYARD, Zone.HARBOR, Zone.WILDERNESS)


class Spot(NamedTuple):
    """A place off the table's card rows: a pile (`Zone`) or a player's name plate (seat)."""

    kind: str  # "pile" or "plate"
    where: int


def _pile(view: SeatView, zone: Zone) -> tuple[int, ...]:
    return {Zone.GRAVEYARD: view.graveyard, Zone.HARBOR: view.harbor, Zone.WILDERNESS: view.wilderness}[zone]


def reveals(view: SeatView, card: int) -> bool:
    """The view shows this card's face somewhere (a hand, a party, a pile, the looking area)."""
    if card < 0:
        return False
    places = (
        *view.hands,
        *view.face_up,
        *view.face_down,
        view.tavern,
        view.graveyard,
        view.wilderness,
        view.harbor,
        view.looking,
        view.in_play,
        view.artifacts.row if view.artifacts is not None else (),
    )
    return any(card in cards for cards in places)


def _holder(view: SeatView, card: int) -> Spot | None:
    """The pile or the other player's hand where the view shows this card."""
    if card < 0:
        return None
    for zone in PILES:
        if card in _pile(view, zone):
            return Spot("pile", zone)
    for seat, hand in enumerate(view.hands):
        if seat != view.seat and card in hand:
            return Spot("plate", seat)
    return None


def _changed(before: SeatView, after: SeatView, grew: bool) -> Spot | None:
    """The first pile, then other player's hand, whose size went the way asked."""

    def moved(old: int, new: int) -> bool:
        return new > old if grew else new < old

    for zone in PILES:
        if moved(len(_pile(before, zone)), len(_pile(after, zone))):
            return Spot("pile", zone)
    for seat in range(min(before.players, after.players)):
        if seat != after.seat and moved(len(before.hands[seat]), len(after.hands[seat])):
            return Spot("plate", seat)
    return None


def origin(card: int, place: tuple, before: SeatView, after: SeatView) -> Spot | None:
    """Where a card newly on the table at `place` (zone, seat, index) came from, or None
    (it only appears)."""
    known = _holder(before, card)
    if known is not None:
        return known
    if not isinstance(place[0], int):  # the viewer's leader
        return None
    zone, seat = place[0], place[1]
    if zone in (Zone.FACE_UP, Zone.FACE_DOWN) and len(after.hands[seat]) < len(before.hands[seat]):
        return Spot("plate", seat)  # played from that player's hand
    source = _changed(before, after, grew=False)
    if source is not None:
        return source
    if zone in (Zone.FACE_UP, Zone.FACE_DOWN) and seat >= 0:
        return Spot("plate", seat)
    return None


def destination(card: int, before: SeatView, after: SeatView) -> Spot | None:
    """Where a card that left the table's rows went, or None (it only vanishes)."""
    known = _holder(after, card)
    if known is not None:
        return known
    return _changed(before, after, grew=True)


def audience(view: SeatView, owner_present: bool) -> tuple[int, bool, int]:
    """Who the table is drawn for: the seat at the bottom, whether its person is there, and
    its leader (hidden on a table of public cards only). Between two tables for different
    audiences nothing is shown that only the first one saw."""
    return view.seat, owner_present, view.leader

"""The event log: every change of the game, renderable for each seat.

The log is a persistent chain of `(event, previous)` pairs, so cloning a state shares
it for free and appending never copies.
"""

from typing import NamedTuple

from hidden_leaders_qt.engine.constants import MARKER_NAMES, ZONE_TITLES, Zone


class Event(NamedTuple):
    """One change. `visible` is the set of seats (a bit mask) that learn `card`'s identity."""

    kind: str
    actor: int = -1
    card: int = -1
    visible: int = 0
    src: tuple | None = None
    dst: tuple | None = None
    value: object = None

    def to_data(self) -> list:
        return [
            self.kind,
            self.actor,
            self.card,
            self.visible,
            list(self.src) if self.src else None,
            list(self.dst) if self.dst else None,
            _plain(self.value),
        ]

    @classmethod
    def from_data(cls, data: list) -> "Event":
        kind, actor, card, visible, src, dst, value = data
        return cls(
            kind,
            actor,
            card,
            visible,
            tuple(src) if src else None,
            tuple(dst) if dst else None,
            tuple(value) if isinstance(value, list) else value,
        )


def _plain(value):
    return list(value) if isinstance(value, tuple) else value


def chain_to_list(chain) -> list[Event]:
    events = []
    while chain is not None:
        events.append(chain[0])
        chain = chain[1]
    events.reverse()
    return events


def list_to_chain(events) -> tuple | None:
    chain = None
    for event in events:
        chain = (event, chain)
    return chain


VERBS = {
    "bury": "buried",
    "discard": "discarded",
    "place": "placed",
    "take": "took",
    "draw": "drew",
    "give": "gave",
    "move": "moved",
    "return": "put back",
    "lift": "lifted",
    "refill": "refilled the Tavern with",
    "fill": "filled the Tavern with",
    "hide": "hid",
}


def render(event: Event, viewer: int, card_name, seat_name) -> str:
    """A sentence describing `event` as `viewer` may see it.

    `card_name(card)` and `seat_name(seat)` supply names; a card the viewer may not
    see is "a card".
    """
    who = seat_name(event.actor) if event.actor >= 0 else "The game"
    what = card_name(event.card) if event.card >= 0 and event.visible >> viewer & 1 else "a card"
    kind = event.kind
    if kind == "play":
        return f"{who} played {what}."
    if kind == "perform":
        return f"{who} performed {what} as if played."
    if kind == "markers":
        moves = [f"{name} {d:+d}" for name, d in zip(MARKER_NAMES, event.value, strict=True) if d]
        return f"{who} moved the markers: {', '.join(moves)}."
    if kind == "flip":
        side = "face up" if event.dst and event.dst[0] == Zone.FACE_UP else "face down"
        owner = event.src[1] if event.src else -1
        return f"{who} turned {what} {side} in {possessive(seat_name(owner))} party."
    if kind == "look":
        return f"{who} looked at {what} in {_where(event.src, seat_name)}."
    if kind == "reveal":
        return f"{who} revealed {what} from {_where(event.src, seat_name)}."
    if kind == "exchange":
        return (
            f"{who} exchanged {what} ({_where(event.src, seat_name)}) with "
            f"{_second(event, viewer, card_name)} ({_where(event.dst, seat_name)})."
        )
    if kind == "reshuffle":
        return f"The Wilderness ({event.value} cards) was shuffled into a new Harbor."
    if kind == "faction":
        return f"{who} named {event.value}."
    if kind == "player":
        return f"{who} chose {seat_name(event.value)}."
    if kind == "pass":
        return f"{who} passed."
    if kind == "none_to_give":
        return f"{who} had no such card to give."
    if kind == "turn":
        return f"{who} {'begin' if who == 'You' else 'begins'} turn {event.value}."
    if kind == "game_over":
        return "The game is over."
    verb = VERBS.get(kind, kind)
    return f"{who} {verb} {what} from {_where(event.src, seat_name)} to {_where(event.dst, seat_name)}."


def _second(event: Event, viewer: int, card_name) -> str:
    card, visible = event.value
    return card_name(card) if visible >> viewer & 1 else "a card"


def possessive(name: str) -> str:
    return "your" if name == "You" else f"{name}'s"


def _where(place: tuple | None, seat_name) -> str:
    if place is None:
        return "nowhere"
    zone, seat = place
    title = ZONE_TITLES[Zone(zone)]
    if seat >= 0 and zone in (Zone.HAND, Zone.FACE_UP, Zone.FACE_DOWN, Zone.LOOKING):
        return f"{possessive(seat_name(seat))} {title}"
    return f"the {title}"

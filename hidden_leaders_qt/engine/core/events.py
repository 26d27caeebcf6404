"""The event log: every change of the game, as data (`narration` puts it into words).

The log is a persistent chain of `(event, previous)` pairs, so cloning a state shares
it for free and appending never copies.
"""

from collections.abc import Iterable
from typing import Literal, NamedTuple, get_args

# A card going from one place to another (`GameState.move`); the kind says how, and the log
# words each its own way.
MoveKind = Literal[
    "bury", "discard", "draw", "fill", "give", "hide", "lift", "move", "place", "play", "refill", "take", "return"
]
# Other events with no value: cards turned, looked at or shown, turns passed or missed.
PlainKind = Literal[
    "flip", "look", "reveal", "perform", "pass", "none_to_give", "shield", "skip",
    "token_none", "token_back", "react_window", "react_pass", "protect", "substitute",
    "artifact_side", "royal_miss", "under_harbor", "shuffle",
    "token_discard", "token_swap", "endure",
]  # fmt: skip
# Events whose `value` says more (a marker's move, a turn's number, a player chosen...).
ValuedKind = Literal[
    "markers", "exchange", "leader", "turn", "reshuffle", "faction", "player", "game_over",
    "golem", "fate_draw", "fate", "skip_next",
    "bribe", "token_draw", "token_return", "token_place", "token_look", "token_reveal",
    "artifact_shown", "artifact_use", "royal_token", "royal_take",
    "artifact_swap", "artifact_token", "artifact_borrow", "artifact_effect",
]  # fmt: skip
EventKind = Literal[MoveKind, PlainKind, ValuedKind]

# Every kind of event the engine writes, once: the log's sentences and the saves are keyed by them.
EVENT_KINDS: tuple[EventKind, ...] = get_args(EventKind)
VALUED_KINDS: tuple[ValuedKind, ...] = get_args(ValuedKind)


Place = tuple[int, int]
"""Where a card went or came from: (zone, seat or -1)."""


class Event(NamedTuple):
    """One change. `visible` is the set of seats (a bit mask) that learn `card`'s identity."""

    kind: EventKind
    actor: int = -1
    card: int = -1
    visible: int = 0
    src: Place | None = None
    dst: Place | None = None
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


EventChain = tuple[Event, "EventChain"] | None
"""The log: the last event and the chain before it, or None for no event."""


def chain_to_list(chain: EventChain) -> list[Event]:
    events = []
    while chain is not None:
        events.append(chain[0])
        chain = chain[1]
    events.reverse()
    return events


def list_to_chain(events: Iterable[Event]) -> EventChain:
    chain: EventChain = None
    for event in events:
        chain = (event, chain)
    return chain

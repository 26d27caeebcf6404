"""The event log: every change of the game, as data (`narration` puts it into words).

The log is a persistent chain of `(event, previous)` pairs, so cloning a state shares
it for free and appending never copies.
"""

from typing import NamedTuple


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

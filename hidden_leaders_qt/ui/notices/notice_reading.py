"""Which events of the log tell a person that another player did something to their cards.

A notice is read from an event as one seat may know it: the card is named only when the
event let that seat identify it (`Event.visible`), so a hidden hero the person never saw stays
"a face-down hero". Nothing here is Qt: the book of notices can be checked on its own.
"""

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.core.events import Event

MOVES = frozenset({"bury", "discard", "draw", "give", "hide", "lift", "move", "place", "return", "take"})
OWN_PLACES = (Zone.HAND, Zone.FACE_UP, Zone.FACE_DOWN)
PARTY = (Zone.FACE_UP, Zone.FACE_DOWN)


@dataclass(frozen=True)
class Cause:
    """What made a move: a seat, and the hero it played (-1 when none is known) or the
    artifact side it used ("")."""

    seat: int
    hero: int = -1
    side: str = ""


@dataclass(frozen=True)
class Notice:
    """One thing done to a reader's card. `what` is its kind: discarded, buried, taken,
    placed (into `owner`'s party, `face_down` or not), moved, turned_down, turned_up,
    swapped (for `other`), token_returned, token_swapped, artifact_swapped (with `owner`'s),
    artifact_token. `card` is -1 when the reader could not tell which card it was; `place`
    is where it lay (a hand or party zone)."""

    what: str
    cause: Cause
    card: int = -1
    place: Zone = Zone.FACE_UP
    other: int = -1
    owner: int = -1
    face_down: bool = False
    serial: int = field(default=0, compare=False)


class CauseTracker:
    """The hero (or artifact) each seat is resolving now, followed through the log: a play or
    a perform starts one, a new turn ends them all."""

    def __init__(self) -> None:
        self.heroes: dict[int, int] = {}
        self.sides: dict[int, str] = {}

    def follow(self, event: Event) -> None:
        if event.kind == "turn":
            self.heroes.clear()
            self.sides.clear()
        elif event.kind in ("play", "perform") and event.actor >= 0:
            self.heroes[event.actor] = event.card
            self.sides.pop(event.actor, None)
        elif event.kind == "artifact_use" and event.actor >= 0:
            self.sides[event.actor] = str(event.value)
            self.heroes.pop(event.actor, None)

    def cause(self, seat: int) -> Cause:
        return Cause(seat, self.heroes.get(seat, -1), self.sides.get(seat, ""))


def _mine(place, reader: int) -> bool:
    return place is not None and place[1] == reader and place[0] in OWN_PLACES


def _known(card: int, visible: int, reader: int) -> int:
    return card if card >= 0 and visible >> reader & 1 else -1


def read_event(event: Event, reader: int, cause: Cause) -> Notice | None:
    """The notice `event` gives `reader`, or None when it did nothing to the reader's cards
    (or the reader did it)."""
    if event.actor < 0 or event.actor == reader:
        return None
    kind, src, dst = event.kind, event.src, event.dst
    known = _known(event.card, event.visible, reader)
    if kind in MOVES and _mine(src, reader) and dst is not None:
        return _moved(event, reader, cause, known)
    if kind == "flip" and _mine(src, reader) and dst is not None:
        what = "turned_up" if dst[0] == Zone.FACE_UP else "turned_down"
        return Notice(what, cause, known, Zone(src[0]))
    if kind == "exchange" and isinstance(event.value, tuple):
        second, second_visible = event.value
        if _mine(src, reader):
            return Notice("swapped", cause, known, Zone(src[0]), _known(second, second_visible, reader))
        if _mine(dst, reader):
            return Notice("swapped", cause, _known(second, second_visible, reader), Zone(dst[0]), known)
    if kind == "token_discard" and _mine(dst, reader):
        return Notice("token_returned", cause, known, Zone(dst[0]))
    if kind == "token_swap" and _mine(src, reader):
        return Notice("token_swapped", cause, known, Zone(src[0]))
    if kind == "token_swap" and _mine(dst, reader):  # the event names the other hero only
        return Notice("token_swapped", cause, -1, Zone(dst[0]))
    return _artifact(event, reader, cause)


def _moved(event: Event, reader: int, cause: Cause, known: int) -> Notice:
    src, dst = event.src, event.dst
    assert src is not None and dst is not None
    place, target = Zone(src[0]), Zone(dst[0])
    if target == Zone.WILDERNESS:
        return Notice("discarded", cause, known, place)
    if target == Zone.GRAVEYARD:
        return Notice("buried", cause, known, place)
    if target == Zone.HAND and dst[1] != reader:
        return Notice("taken", cause, known, place)
    if target in PARTY and dst[1] != reader:
        return Notice("placed", cause, known, place, owner=dst[1], face_down=target == Zone.FACE_DOWN)
    return Notice("moved", cause, known, place)


def _artifact(event: Event, reader: int, cause: Cause) -> Notice | None:
    if event.kind == "artifact_swap" and isinstance(event.value, tuple) and reader in event.value:
        first, second = event.value
        return Notice("artifact_swapped", cause, owner=second if first == reader else first)
    if event.kind == "artifact_token" and isinstance(event.value, tuple):
        seat, change = event.value
        if seat == reader and change < 0:
            return Notice("artifact_token", cause)
    return None


class NoticeBook:
    """The notices each person at the table has not seen yet. A person's own decision is
    their look at the table, so it clears theirs (kept aside, so that an undo brings them
    back); a notice is never about a move the person chose themselves."""

    def __init__(self, people: Iterable[int]) -> None:
        self.kept: dict[int, list[Notice]] = {seat: [] for seat in people}
        self.causes = CauseTracker()
        self._cleared: list[tuple[int, int, list[Notice]]] = []  # (decision index, seat, notices)
        self._serial = 0

    def catch_up(self, events: Iterable[Event]) -> None:
        """A game put on the table part way: each person's notices since their own last act
        (a turn beginning is the game's, not theirs)."""
        for event in events:
            if event.actor in self.kept and event.kind != "turn":
                self.kept[event.actor] = []
            self.read(event, -1)

    def read(self, event: Event, decider: int) -> None:
        """One new event of a decision taken by `decider`."""
        self.causes.follow(event)
        for reader, notices in self.kept.items():
            if reader == decider:
                continue
            notice = read_event(event, reader, self.causes.cause(event.actor))
            if notice is not None:
                self._serial += 1
                notices.append(replace(notice, serial=self._serial))

    def decided(self, seat: int, index: int) -> None:
        """`seat` took decision number `index`: what it was shown is seen."""
        if self.kept.get(seat):
            self._cleared.append((index, seat, self.kept[seat]))
            self.kept[seat] = []

    def undone(self, decisions: int) -> None:
        """Decisions from `decisions` on were taken back: what they cleared is unseen again."""
        while self._cleared and self._cleared[-1][0] >= decisions:
            _index, seat, notices = self._cleared.pop()
            self.kept[seat] = notices + self.kept[seat]

    def dismiss(self, seat: int, notice: Notice | None = None) -> None:
        """The person says they saw one notice (or all of theirs)."""
        if seat in self.kept:
            self.kept[seat] = [] if notice is None else [n for n in self.kept[seat] if n.serial != notice.serial]

    def notices(self, seat: int) -> list[Notice]:
        return list(self.kept.get(seat, ()))

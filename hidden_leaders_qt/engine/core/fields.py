"""The game state's fields, defined once: how each starts, is copied, compared and saved.

Creating a state (a new game, a layout, read data), comparing two and writing one all go
through this table, so a field added here is compared and saved (or says why not)
everywhere at once. `StateFields.clone` is written out for speed; `tests/test_fields.py`
fails until it copies a new field as the table says (and `fields.pxd` gives it a slot).
"""

from collections.abc import Callable
from typing import Any, NamedTuple, Self

from hidden_leaders_qt.engine.core.constants import GOLEM_START, START_SPACE, TAVERN_SLOTS, Phase
from hidden_leaders_qt.engine.core.events import Event, EventChain
from hidden_leaders_qt.engine.core.frames import Frame, copy_stack
from hidden_leaders_qt.engine.core.options import Decision
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.core.settings import Settings
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.modules.artifact_state import ArtifactState
from hidden_leaders_qt.engine.modules.reactions import Window
from hidden_leaders_qt.engine.modules.tokens import Tokens
from hidden_leaders_qt.engine.rules.scoring import GameResult

# how a clone gets the field
SHARED = "shared"
"""The same object: it is immutable, or never changed in place (the log is a persistent chain)."""
LIST = "list"
"""A copy of the list."""
LISTS = "lists"
"""A copy of each list in the list (one per seat)."""
STACK = "stack"
"""A copy of each frame, the frames that shared their remembered values sharing the copy."""
GENERATOR = "generator"
"""A generator in the same state."""

Start = Callable[[dict[str, Any]], Any]
"""A field's value at creation when none is given, from the fields given before it."""


Same = Callable[[Any, Any], bool]
"""Whether two states' values of a field are alike."""


def _equal(a: object, b: object) -> bool:
    return a == b


class Field(NamedTuple):
    name: str
    copy: str
    key: str | None
    """The key of the saved data that holds it, or None when it is not saved (see `why`)."""
    start: Start | None = None
    same: Same | None = _equal
    """How equal states have it alike; None when it is not compared (see `why`)."""
    why: str = ""


def logs_equal(a: tuple | None, b: tuple | None) -> bool:
    """Two event chains with the same events, walked without recursion (a log is long),
    stopping where they share the rest (a clone's log is its original's)."""
    while a is not b:
        if a is None or b is None:
            return False
        first: Event = a[0]
        if first != b[0]:
            return False
        a, b = a[1], b[1]
    return True


def stacks_equal(a: list[Frame], b: list[Frame]) -> bool:
    """Frames alike, and sharing their remembered values between the same frames."""
    return len(a) == len(b) and _frames(a) == _frames(b)


def _frames(stack: list[Frame]) -> list[tuple]:
    owners: dict[int, int] = {}
    out = []
    for i, frame in enumerate(stack):
        owner = owners.setdefault(id(frame.vars), i)
        values = frame.vars if owner == i else owner
        out.append((frame.card, frame.seat, frame.pid, frame.pc, frame.then, values, frame.ss))
    return out


def _same_cards(a: CardDB, b: CardDB) -> bool:
    return a is b or a.fingerprint == b.fingerprint


def _same_generator(a: SplitMix64, b: SplitMix64) -> bool:
    return a.state == b.state


def _fixed(value: object) -> Start:
    return lambda values: value


def _fresh(make: Callable[[], Any]) -> Start:
    return lambda values: make()


FIELDS: tuple[Field, ...] = (
    Field("db", SHARED, "cards", same=_same_cards, why="saved by its fingerprint"),
    Field("settings", SHARED, "settings"),
    Field("n", SHARED, None, lambda v: v["settings"].players, None, "the settings' player count"),
    Field("all_mask", SHARED, None, lambda v: (1 << v["n"]) - 1, None, "every seat's bit, from `n`"),
    Field("markers", LIST, "markers", _fresh(lambda: [START_SPACE, START_SPACE])),
    Field("golem_marker", SHARED, "golem_marker", _fixed(GOLEM_START)),
    Field("fates_due", SHARED, "fates_due", _fixed(())),
    Field("fate_drawn", SHARED, "fate_drawn", _fixed(())),
    Field("skip_mask", SHARED, "skip_seats", _fixed(0)),
    Field("harbor", LIST, "harbor"),
    Field("wilderness", LIST, "wilderness", _fresh(list)),
    Field("graveyard", LIST, "graveyard"),
    Field("tavern", LIST, "tavern", _fresh(lambda: [-1] * TAVERN_SLOTS)),
    Field("hands", LISTS, "hands", lambda v: [[] for _ in range(v["n"])]),
    Field("up", LISTS, "face_up", lambda v: [[] for _ in range(v["n"])]),
    Field("down", LISTS, "face_down", lambda v: [[] for _ in range(v["n"])]),
    Field("looking", LIST, "looking", _fresh(list)),
    Field("looking_seat", SHARED, "looking_seat", _fixed(-1)),
    Field("in_play", LIST, "in_play", _fresh(list)),
    Field("known", LIST, "known", lambda v: [0] * len(v["db"].heroes)),
    Field("hand_lacks", SHARED, "hand_lacks", lambda v: (0,) * v["n"]),
    Field("leaders", SHARED, "leaders"),
    Field("spare_leaders", SHARED, "spare_leaders"),
    Field("start_seat", SHARED, "start_seat"),
    Field("current", SHARED, "current"),
    Field("turn", SHARED, "turn"),
    Field("main_discards", SHARED, "main_discards", _fixed(0)),
    Field("phase", SHARED, "phase"),
    Field("setup_queue", SHARED, "setup_queue", _fixed(())),
    Field("stack", STACK, "stack", _fresh(list), stacks_equal),
    Field("pending", SHARED, "pending", _fixed(None)),
    Field(
        "pending_seat_was",
        SHARED,
        None,
        _fixed(-1),
        None,
        "who answered the decision being resolved: set before a step reads it, meaningless after",
    ),
    Field("rng", GENERATOR, "rng", lambda v: SplitMix64(v["settings"].seed), _same_generator),
    Field("log", SHARED, "log", _fixed(None), logs_equal),
    Field("log_size", SHARED, None, _fixed(0), None, "the log's length"),
    Field("recording", SHARED, None, _fixed(True), None, "whether a search's state keeps a log at all"),
    Field("result", SHARED, "result", _fixed(None)),
    Field("bribery", SHARED, "bribery", _fixed(None)),
    Field("reaction", SHARED, "reaction", _fixed(())),
    Field("artifacts", SHARED, "artifacts", _fixed(None)),
)
NAMES: tuple[str, ...] = tuple(field.name for field in FIELDS)


def fill(st: object, values: dict[str, Any]) -> None:
    """Give `st` every field: the ones in `values`, the others their start. A name that is no
    field, or a field with no start and no value, is a mistake in the engine."""
    unknown = values.keys() - set(NAMES)
    if unknown:
        raise TypeError(f"no such field of the state: {', '.join(sorted(unknown))}")
    values = dict(values)
    for field in FIELDS:
        if field.name not in values:
            if field.start is None:
                raise TypeError(f"the state's field {field.name} needs a value")
            values[field.name] = field.start(values)
        setattr(st, field.name, values[field.name])


class StateFields:
    """The fields of `FIELDS` with their types, in the slots of every state: the table and
    the turn read and write them as their own. A test checks that both list the same names."""

    __slots__ = NAMES

    db: CardDB
    settings: Settings
    n: int
    all_mask: int
    markers: list[int]
    golem_marker: int
    fates_due: tuple[int, ...]
    fate_drawn: tuple[int, ...]
    skip_mask: int
    """A bit for each seat that misses its next turn."""
    harbor: list[int]
    wilderness: list[int]
    graveyard: list[int]
    tavern: list[int]
    hands: list[list[int]]
    up: list[list[int]]
    down: list[list[int]]
    looking: list[int]
    looking_seat: int
    in_play: list[int]
    known: list[int]
    hand_lacks: tuple[int, ...]
    leaders: tuple[int, ...]
    spare_leaders: tuple[int, ...]
    start_seat: int
    current: int
    turn: int
    main_discards: int
    phase: Phase
    setup_queue: tuple[int, ...]
    stack: list[Frame]
    pending: Decision | None
    pending_seat_was: int
    rng: SplitMix64
    log: EventChain
    log_size: int
    recording: bool
    result: GameResult | None
    bribery: Tokens | None
    reaction: tuple[Window, ...]
    artifacts: ArtifactState | None

    def clone(self) -> Self:
        """A state that plays on independently of this one, from the same position: written out
        field by field (search clones millions of states; a loop over the table would take several
        times as long, and compiled it is a C function), each as its `Field.copy` says
        (`tests/test_fields.py` holds the two together)."""
        # the class's own __new__: a compiled state (an extension type) refuses object.__new__
        cls = self.__class__
        new = cls.__new__(cls)
        new.db = self.db
        new.settings = self.settings
        new.n = self.n
        new.all_mask = self.all_mask
        new.markers = self.markers[:]
        new.golem_marker = self.golem_marker
        new.fates_due = self.fates_due
        new.fate_drawn = self.fate_drawn
        new.skip_mask = self.skip_mask
        new.harbor = self.harbor[:]
        new.wilderness = self.wilderness[:]
        new.graveyard = self.graveyard[:]
        new.tavern = self.tavern[:]
        new.hands = [cards[:] for cards in self.hands]
        new.up = [cards[:] for cards in self.up]
        new.down = [cards[:] for cards in self.down]
        new.looking = self.looking[:]
        new.looking_seat = self.looking_seat
        new.in_play = self.in_play[:]
        new.known = self.known[:]
        new.hand_lacks = self.hand_lacks
        new.leaders = self.leaders
        new.spare_leaders = self.spare_leaders
        new.start_seat = self.start_seat
        new.current = self.current
        new.turn = self.turn
        new.main_discards = self.main_discards
        new.phase = self.phase
        new.setup_queue = self.setup_queue
        new.stack = copy_stack(self.stack) if self.stack else []
        new.pending = self.pending
        new.pending_seat_was = self.pending_seat_was
        new.rng = SplitMix64(self.rng.state)
        new.log = self.log
        new.log_size = self.log_size
        new.recording = self.recording
        new.result = self.result
        new.bribery = self.bribery
        new.reaction = self.reaction
        new.artifacts = self.artifacts
        return new

    @classmethod
    def from_fields(cls, values: dict[str, Any]) -> Self:
        """A state with these fields and every other at its start (see `fill`)."""
        st = cls.__new__(cls)
        fill(st, values)
        return st


_COMPARED = tuple((field.name, field.same) for field in FIELDS if field.same is not None)


def fields_equal(a: StateFields, b: StateFields) -> bool:
    """Whether every compared field of the two states is alike."""
    return all(same(getattr(a, name), getattr(b, name)) for name, same in _COMPARED)

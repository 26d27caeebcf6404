"""What a card's steps may read and do on the game: the one interface between the cards and the state.

The steps, selectors and marker moves of `cards` get the state as a `Board`: the table's
places and primitive moves, the card frames on the stack and the question to ask. The
state (`GameState`) is one; a test checks that it has every member and that the steps
use no other. It sits below the steps (and the card data that compiles them), so it
names the card data by the one fact the steps read from it.
"""

from collections.abc import Sequence
from typing import Protocol

from hidden_leaders_qt.engine.core.events import EventKind, MoveKind, Place
from hidden_leaders_qt.engine.core.frames import Frame
from hidden_leaders_qt.engine.core.options import Decision, Option
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.core.settings import Settings
from hidden_leaders_qt.engine.modules.artifact_state import ArtifactState
from hidden_leaders_qt.engine.modules.tokens import Tokens

Position = tuple[int, int, int]
"""A card's place: (zone, seat or -1, index); for the Tavern the index is the slot."""


class SideFacts(Protocol):
    """What the steps read of an artifact's side: which it is, and the program of its effect."""

    @property
    def id(self) -> str: ...

    @property
    def pid(self) -> int: ...


class CardFacts(Protocol):
    @property
    def factions(self) -> Sequence[int]:
        """Per card, the bits of its factions."""
        ...

    @property
    def artifact_sides(self) -> Sequence[SideFacts]:
        """The artifacts' sides, in their index order (none without the module's file)."""
        ...


class Board(Protocol):
    @property
    def db(self) -> CardFacts:
        """Read only: the steps never change the card data."""
        ...

    settings: Settings
    n: int
    """The number of seats."""
    all_mask: int
    """Every seat's bit: what all may see."""
    turn: int
    current: int
    """The seat whose turn it is."""
    pending: Decision | None
    rng: SplitMix64
    """The game's generator: every random choice of a step draws from it."""
    markers: list[int]
    """The red and the green marker's spaces."""
    skip_mask: int
    harbor: list[int]
    wilderness: list[int]
    graveyard: list[int]
    tavern: list[int]
    """Three slots; -1 is an empty one."""
    hands: list[list[int]]
    up: list[list[int]]
    down: list[list[int]]
    """Each party's face-up and face-down heroes."""
    known: list[int]
    """Per card, the bits of the seats that know it."""
    bribery: Tokens | None
    """The Bribery module's tokens, None without the module."""
    artifacts: ArtifactState | None
    """The Artifacts module's part, None without the module."""
    looking: list[int]
    looking_seat: int
    stack: list[Frame]
    pending_seat_was: int
    """The seat that answered the decision being resumed."""

    def seats_from(self, seat: int) -> tuple[int, ...]:
        """Every seat in turn order, `seat` first."""
        ...

    def next_seat(self, seat: int) -> int: ...

    def previous_seat(self, seat: int) -> int: ...

    def zone_cards(self, zone: int, seat: int) -> list[int]: ...

    def card_at(self, pos: Position) -> int: ...

    def locate(self, card: int) -> Position | None: ...

    def move(self, pos: Position, zone: int, seat: int, actor: int, kind: MoveKind, witnesses: int = 0) -> int:
        """Move a card, and what each seat knows of it; returns the card."""
        ...

    def flip(self, pos: Position, actor: int) -> None: ...

    def look(self, pos: Position, seat: int) -> None: ...

    def token_look_options(self, seat: int) -> tuple[Option, ...]:
        """The tokens on heroes `seat` may look at instead of a face-down hero (Bribery)."""
        ...

    def look_token(self, pos: Position, seat: int) -> None: ...

    def reveal(self, pos: Position, actor: int) -> None: ...

    def exchange(self, a: Position, b: Position, actor: int) -> None: ...

    def bury(self, pos: Position, actor: int) -> bool: ...

    def reshuffle(self) -> None: ...

    def note_lacking(self, seat: int, factions: int) -> None: ...

    def move_markers(self, deltas: tuple, actor: int, card: int) -> None: ...

    def emit(
        self,
        kind: EventKind,
        actor: int = -1,
        card: int = -1,
        visible: int = 0,
        src: Place | None = None,
        dst: Place | None = None,
        value: object = None,
    ) -> None: ...

    def play_card(self, seat: int, hand_index: int) -> None: ...

    def perform(self, pos: Position, seat: int, then: str) -> None: ...

    def push_branch(self, parent: Frame, pid: int) -> None: ...

    def ask(self, decision: Decision) -> None:
        """Stop here until `decision` is answered; the step's `resume` gets the answer."""
        ...

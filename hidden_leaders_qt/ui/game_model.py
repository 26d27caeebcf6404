"""The Qt side of a game: owns the engine state and tells the views what changed.

Views never read the `GameState`; they ask for the view of the seat on screen. Every
change goes through `apply`, which keeps the decision list (the save file), the undo
window and the signals consistent.
"""

import secrets
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from hidden_leaders_qt.engine import GameState, IllegalOptionError, Option, Settings, new_game
from hidden_leaders_qt.engine.constants import Zone
from hidden_leaders_qt.engine.events import Event, chain_to_list
from hidden_leaders_qt.engine.view import SeatView

HUMAN = "human"
HIDDEN_SOURCES = (Zone.HARBOR, Zone.WILDERNESS)


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = HUMAN

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


@dataclass
class UndoPoint:
    """The state before one human decision, restorable while nothing new was revealed."""

    state: GameState
    decisions: int


class GameModel(QObject):
    changed = Signal()
    events_added = Signal(list)
    game_over = Signal()
    turn_ended = Signal()
    undo_available = Signal(bool)

    def __init__(self, settings: Settings, seats: list[Seat], parent: QObject | None = None) -> None:
        super().__init__(parent)
        if len(seats) != settings.players:
            raise ValueError(f"{settings.players} players need {settings.players} seats, got {len(seats)}")
        self.settings = settings
        self.seats = list(seats)
        self._state = new_game(settings)
        self.decisions: list[Option] = []
        self._undo: list[UndoPoint] = []
        self.screen_seat = self._first_human_seat()
        # every bot seed and world of this game comes from here, never from the deal's seed,
        # from which the whole deal could be computed again
        self.bot_secret = secrets.randbits(63)

    @classmethod
    def from_decisions(cls, settings: Settings, seats: list[Seat], decisions: list[Option]) -> "GameModel":
        model = cls(settings, seats)
        for option in decisions:
            model._state.apply(option)
            model.decisions.append(option)
        model.screen_seat = model._seat_to_show()
        return model

    # --- what the views read ------------------------------------------------------------

    @property
    def db(self):
        return self._state.db

    @property
    def deciding_seat(self) -> int:
        return self._state.deciding_seat

    @property
    def is_over(self) -> bool:
        return self._state.is_over

    def view(self, seat: int | None = None) -> SeatView:
        return self._state.view_for(self.screen_seat if seat is None else seat)

    def events(self) -> list[Event]:
        return chain_to_list(self._state.log)

    def describe(self, option: Option) -> str:
        return self._state.describe(option)

    def decision_is_on_screen(self) -> bool:
        """True when the seat on screen is a human who must decide now."""
        seat = self.deciding_seat
        return seat >= 0 and seat == self.screen_seat and self.seats[seat].is_human

    def human_waiting(self) -> int:
        """The human seat that must decide now, or -1."""
        seat = self.deciding_seat
        return seat if seat >= 0 and self.seats[seat].is_human else -1

    def needs_handoff(self) -> bool:
        """Another human must take over the screen before anything private is shown."""
        seat = self.human_waiting()
        return seat >= 0 and seat != self.screen_seat

    def state_for_bot(self, seat: int) -> SeatView:
        return self._state.view_for(seat)

    def redacted_state(self, seat: int) -> GameState:
        """A world for a searching bot: what `seat` knows, the rest guessed at random."""
        return self._state.redacted_for(seat, self.bot_secret * 1_000_003 + len(self.decisions))

    def state_copy(self) -> GameState:
        """A full copy for saving and tests; never handed to a bot or a view."""
        return self._state.clone()

    # --- changing the game ----------------------------------------------------------------

    def show_seat(self, seat: int) -> None:
        self.screen_seat = seat
        self.changed.emit()

    def apply(self, option: Option) -> str | None:
        """Apply a decision; returns None, or why it is refused (the state is unchanged)."""
        st = self._state
        seat = st.deciding_seat
        if seat < 0:
            return "The game is over."
        before = st.clone()
        log_size = st.log_size
        turn = st.turn
        try:
            st.apply(option)
        except IllegalOptionError:
            return "That is not possible now."
        self.decisions.append(option)
        new_events = chain_to_list(st.log)[log_size:] if st.log_size > log_size else []
        self._track_undo(seat, before, new_events)
        if self.seats[seat].is_human and not self.needs_handoff() and st.deciding_seat >= 0:
            self.screen_seat = self._seat_to_show()
        if new_events:
            self.events_added.emit(new_events)
        self.changed.emit()
        if st.turn != turn or st.is_over:
            self.turn_ended.emit()
        if st.is_over:
            self.game_over.emit()
        return None

    def _track_undo(self, seat: int, before: GameState, events: list[Event]) -> None:
        st = self._state
        revealing = before.rng.state != st.rng.state or any(_reveals(e) for e in events)
        if self.seats[seat].is_human and not revealing and st.deciding_seat == seat and st.turn == before.turn:
            self._undo.append(UndoPoint(before, len(self.decisions) - 1))
        else:
            self._undo.clear()
        self.undo_available.emit(bool(self._undo))

    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo(self) -> bool:
        """Step back one human decision within the current undo window."""
        if not self._undo:
            return False
        point = self._undo.pop()
        self._state = point.state
        del self.decisions[point.decisions :]
        self.undo_available.emit(bool(self._undo))
        self.changed.emit()
        return True

    def _first_human_seat(self) -> int:
        humans = [s for s, seat in enumerate(self.seats) if seat.is_human]
        if not humans:
            return 0
        waiting = self.human_waiting()
        return waiting if waiting >= 0 else humans[0]

    def _seat_to_show(self) -> int:
        waiting = self.human_waiting()
        humans = [s for s, seat in enumerate(self.seats) if seat.is_human]
        if waiting >= 0 and len(humans) == 1:
            return waiting
        return self.screen_seat if self.screen_seat in humans or not humans else humans[0]


def _reveals(event: Event) -> bool:
    """Did this event show anybody a card that was hidden from them?"""
    if event.kind in ("look", "reveal", "reshuffle"):
        return True
    if event.kind == "flip":
        return event.dst is not None and event.dst[0] == Zone.FACE_UP
    src = event.src
    if src is None:
        return False
    if src[0] in HIDDEN_SOURCES:
        return True
    return src[0] in (Zone.HAND, Zone.FACE_DOWN, Zone.LOOKING) and src[1] != event.actor

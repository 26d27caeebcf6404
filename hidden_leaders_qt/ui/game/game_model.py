"""The Qt side of a game: owns the engine state and tells the views what changed.

Views never read the `GameState`; they ask for the view of the seat on screen. Every
change goes through `apply`, which keeps the decision list (the save file), the undo
window and the signals consistent.

Who may look at the screen: with one person at the table, that person's cards are always
shown. With several (hot-seat), a person's cards are shown only after they took over the
screen at a hand-off, and only until their own decisions are done; in between, the
table shows public cards only, so nobody sees another person's hand while waiting. While
another window shows one person's eyes (a replay's hand-off or private view), the screen is
lent to it: public cards only here, and a hand-off again once it is given back.
"""

import secrets
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Signal

from hidden_leaders_qt.engine import GameState, IllegalOptionError, Option, Settings, new_game
from hidden_leaders_qt.engine.core.chance import ChanceScript, ScriptedChance
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.core.events import Event, chain_to_list
from hidden_leaders_qt.engine.rules.view import SeatView, public_view

HUMAN = "human"
HIDDEN_SOURCES = (Zone.HARBOR, Zone.WILDERNESS)
# why Ctrl+Z can do nothing: what closed the undo window last
NOTHING_YET = QT_TRANSLATE_NOOP("game_model", "Nothing to undo yet this turn.")
OTHER_PLAYER = QT_TRANSLATE_NOOP("game_model", "Undo cannot go back past another player's move.")
LOOKED = QT_TRANSLATE_NOOP(
    "game_model", "Nothing to undo: hidden cards were looked at since, and a look cannot be taken back."
)
REVEALED = QT_TRANSLATE_NOOP(
    "game_model", "Nothing to undo: a hidden card has been seen since (drawn, taken or turned face up)."
)
RANDOM = QT_TRANSLATE_NOOP(
    "game_model", "Nothing to undo: something was decided at random since (a shuffle or a draw)."
)
# questions that begin a choice of their own: stepping back through a choice stops at them
CHOICE_STARTS = frozenset(
    {
        "setup", "main", "discard_more", "draw", "discard_down", "extra_play", "fate",
        "artifact_side", "bribe_moment", "place_token", "reaction",
    }
)  # fmt: skip


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
    decided = Signal()
    game_over = Signal()
    turn_ended = Signal()
    undo_available = Signal(bool)

    def __init__(
        self, settings: Settings, seats: list[Seat], parent: QObject | None = None, chance: ScriptedChance | None = None
    ) -> None:
        """`chance` deals a laid-out position: a lesson's stacked deal, a test's scenario;
        without it the settings' seed deals. Its script is kept (`deal`) for whatever
        rebuilds this game from its decisions."""
        super().__init__(parent)
        if len(seats) != settings.players:
            raise ValueError(f"{settings.players} players need {settings.players} seats, got {len(seats)}")
        self.settings = settings
        self.seats = list(seats)
        self.deal: ChanceScript | None = chance.script if chance is not None else None
        self._state = new_game(settings, chance=chance)
        self.decisions: list[Option] = []
        # counts every change of the position (a decision, an undo): a question is known by it
        self.revision = 0
        self._undo: list[UndoPoint] = []
        self.undo_refusal = QCoreApplication.translate(
            "game_model", NOTHING_YET
        )  # what Ctrl+Z says once `_undo` is empty
        # the last move: the events of the latest run of decisions by one seat
        self.last_move: list[Event] = []
        self.last_mover = -1
        self.move_began = False
        humans = [s for s, seat in enumerate(self.seats) if seat.is_human]
        self.hot_seat = len(humans) > 1
        # the seat at the bottom of the table, and whether its private cards are shown
        self.screen_seat = humans[0] if humans else 0
        self.private_shown = not self.hot_seat
        # hot-seat: another window shows one person's eyes, so nobody's cards show here
        self.screen_lent = False
        self._settle_screen()
        # every bot seed and world of this game comes from here, never from the deal's seed,
        # from which the whole deal could be computed again
        self.bot_secret = secrets.randbits(63)

    @classmethod
    def from_decisions(
        cls, settings: Settings, seats: list[Seat], decisions: list[Option], chance: ScriptedChance | None = None
    ) -> "GameModel":
        """The game replayed from its decisions, with the undo window it had: Ctrl+Z after
        reopening a game goes back as far as it could before."""
        model = cls(settings, seats, chance=chance)
        st = model._state
        move_start = 0
        for option in decisions:
            seat = st.deciding_seat
            if seat != model.last_mover:
                model.last_mover, move_start = seat, st.log_size
            before = st.clone() if model.seats[seat].is_human else None
            log_size = st.log_size
            st.apply(option)
            model.decisions.append(option)
            model._track_undo(seat, before, _newest(st.log, st.log_size - log_size))
        model.last_move = chain_to_list(st.log)[move_start:] if decisions else []
        model._settle_screen()
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

    @property
    def viewer(self) -> int:
        """The seat whose private cards are on screen, or -1 while only public cards are."""
        return self.screen_seat if self.private_shown else -1

    def view(self) -> SeatView:
        """The table as it may be shown now."""
        view = self._state.view_for(self.screen_seat)
        return view if self.private_shown else public_view(view)

    def events(self) -> list[Event]:
        return chain_to_list(self._state.log)

    def describe(self, option: Option) -> str:
        return self._state.describe(option)

    def recent_cards(self) -> frozenset[int]:
        """The cards the last move showed the reader on screen (every seat, while only public
        cards are shown), for the table to mark until the next move."""
        viewer = self.viewer
        readers = (1 << self.settings.players) - 1 if viewer < 0 else 1 << viewer
        cards = set()
        for event in self.last_move:
            if event.card >= 0 and event.visible & readers == readers:
                cards.add(event.card)
            if event.kind == "exchange" and event.value[1] & readers == readers:
                cards.add(event.value[0])
        return frozenset(cards)

    def recent_markers(self) -> tuple[int, int] | None:
        """Where the markers stood before the last move, if it moved them (moves are public)."""
        moves = [event.value for event in self.last_move if event.kind == "markers"]
        if not moves:
            return None
        red, green = self._state.markers
        return red - sum(dr for dr, _ in moves), green - sum(dg for _, dg in moves)

    def golem_moved(self) -> bool:
        """The last move moved the golem marker (Golems module)."""
        return any(event.kind == "golem" and event.value for event in self.last_move)

    def decision_is_on_screen(self) -> bool:
        """True when the seat on screen is a human who must decide now."""
        seat = self.deciding_seat
        return seat >= 0 and seat == self.viewer and self.seats[seat].is_human

    def human_waiting(self) -> int:
        """The human seat that must decide now, or -1."""
        seat = self.deciding_seat
        return seat if seat >= 0 and self.seats[seat].is_human else -1

    def asking_card(self) -> int:
        """The card whose effect asks the deciding seat, if everybody can see it (played
        cards lie face up), or -1."""
        pending = self._state.pending
        if pending is None or pending.card < 0:
            return -1
        return pending.card if self._state.view_for(self.screen_seat).in_public_sight(pending.card) else -1

    def needs_handoff(self) -> bool:
        """A person must take over the screen before their private cards are shown."""
        seat = self.human_waiting()
        return seat >= 0 and seat != self.viewer and not self.screen_lent

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
        """The person of `seat` has taken over the screen (hot-seat hand-off); not while the
        screen is lent, when another window may show someone else's eyes."""
        if self.screen_lent:
            return
        self.screen_seat = seat
        self.private_shown = True
        self.changed.emit()

    def lend_screen(self, lent: bool) -> None:
        """Hot-seat: another window (a replay) shows a hand-off or one person's view, or has
        stopped doing so. Meanwhile only public cards show here; afterwards the next person
        takes over at a hand-off, since whoever sits at the screen now may not be them."""
        if not self.hot_seat or lent == self.screen_lent:
            return
        self.screen_lent = lent
        self.private_shown = False
        self.changed.emit()

    def apply(self, option: Option) -> str | None:
        """Apply a decision; returns None, or why it is refused (the state is unchanged)."""
        st = self._state
        seat = st.deciding_seat
        if seat < 0:
            return QCoreApplication.translate("game_model", "The game is over.")
        before = st.clone()
        log_size = st.log_size
        turn = st.turn
        try:
            st.apply(option)
        except IllegalOptionError:
            return QCoreApplication.translate("game_model", "That is not possible now.")
        self.decisions.append(option)
        self.revision += 1
        new_events = chain_to_list(st.log)[log_size:] if st.log_size > log_size else []
        self.move_began = seat != self.last_mover
        if self.move_began:
            self.last_mover, self.last_move = seat, []
        self.last_move += new_events
        self._track_undo(seat, before, new_events)
        self._settle_screen()
        if new_events:
            self.events_added.emit(new_events)
        self.decided.emit()
        self.changed.emit()
        if st.turn != turn or st.is_over:
            self.turn_ended.emit()
        if st.is_over:
            self.game_over.emit()
        return None

    def _track_undo(self, seat: int, before: GameState | None, events: list[Event]) -> None:
        """After a decision of `seat` (`before` is the state it was taken in, None for a
        computer's): keep the way back to it, or close the undo window and remember why."""
        refusal = self._undo_barrier(seat, before, events)
        if refusal is None:
            self._undo.append(UndoPoint(before, len(self.decisions) - 1))
        else:
            self._undo.clear()
            self.undo_refusal = QCoreApplication.translate("game_model", refusal)
        self.undo_available.emit(bool(self._undo))

    def _undo_barrier(self, seat: int, before: GameState | None, events: list[Event]) -> str | None:
        """Why this decision closes the undo window, or None when it may be taken back."""
        st = self._state
        if before is None or not self.seats[seat].is_human:
            return OTHER_PLAYER
        if any(event.kind in ("look", "token_look") for event in events):
            return LOOKED
        if before.rng.state != st.rng.state or any(event.kind == "reshuffle" for event in events):
            return RANDOM
        if any(_reveals(event) for event in events):
            return REVEALED
        if st.turn != before.turn:
            return NOTHING_YET
        if st.deciding_seat != seat:
            return OTHER_PLAYER
        return None

    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo(self) -> bool:
        """Step back one human decision within the current undo window."""
        if not self._undo:
            return False
        self._restore(self._undo.pop())
        return True

    def back_to_choice_start(self) -> bool:
        """Take back the answers given so far to the choice in hand (a marker option, then the
        hero it moves) to its first question, as far as undo may go; False when there is none."""
        pending = self._state.pending
        steps = 0
        while pending is not None and steps < len(self._undo):
            answered = self._undo[-1 - steps].state.pending
            if answered is None or answered.kind in CHOICE_STARTS:
                break
            if (answered.seat, answered.card) != (pending.seat, pending.card):
                break
            steps += 1
        if not steps:
            return False
        point = self._undo[-steps]
        del self._undo[-steps:]
        self._restore(point)
        return True

    def _restore(self, point: UndoPoint) -> None:
        self._state = point.state
        del self.decisions[point.decisions :]
        self.revision += 1
        self.last_move, self.last_mover = [], -1
        self.undo_available.emit(bool(self._undo))
        self.decided.emit()
        self.changed.emit()

    def _settle_screen(self) -> None:
        """Hot-seat: once the person on screen has no decision left, cover their cards."""
        if self.hot_seat and self.private_shown and self.deciding_seat != self.screen_seat:
            self.private_shown = False


def _newest(chain, count: int) -> list[Event]:
    """The last `count` events of a log chain (newest first), oldest first."""
    events = []
    while chain is not None and len(events) < count:
        events.append(chain[0])
        chain = chain[1]
    events.reverse()
    return events


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

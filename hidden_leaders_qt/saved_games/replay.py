"""A saved game replayed decision by decision: the table and the log at every point, as any
seat saw them then, or with everything face up once the game is over.

A save holds the settings and the decisions, so every point of the game can be rebuilt.
Positions run from 0 (the deal, before the first decision) to the number of decisions (the
game as it was saved). The states are not all kept: a copy every `interval` decisions is,
and a position is reached from the copy before it, so a long game costs little memory and
a step still applies only a handful of decisions. Who may look at what is decided here
too (`readers`, `needs_cover`), so the window only follows the rules; nothing here touches Qt.
"""

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import cast

from hidden_leaders_qt.engine.core.events import Event, chain_to_list
from hidden_leaders_qt.engine.core.game import Game
from hidden_leaders_qt.engine.modules.bribery import TOKEN_KINDS
from hidden_leaders_qt.engine.rules.view import SeatView, public_view
from hidden_leaders_qt.engine.words.narration import YOU, LogRows, render_merged
from hidden_leaders_qt.records.record_words import say
from hidden_leaders_qt.saved_games.saves import SavedGame, replay

# A reader of the replay that is no one seat: the public table (every private card hidden),
# or the whole table face up (only once the game is over).
PUBLIC = -1
EVERYTHING = -2
# At most this many copies of the state are kept, one every `interval` decisions; the
# interval is never shorter than MIN_INTERVAL (a copy for each decision would be wasteful).
MAX_SNAPSHOTS = 256
MIN_INTERVAL = 16


@dataclass(frozen=True)
class Point:
    """What is known of one position without rebuilding it: the turn it falls in, who decides
    there (-1 once the game is over) and how long the log is by then."""

    turn: int
    decider: int
    log_size: int


class HiddenFromReaderError(ValueError):
    """A view or log asked for through eyes the replay does not lend (see `readers`)."""


class GameReplay:
    """The replay of one saved game, standing at one position (`position`)."""

    def __init__(self, saved: SavedGame) -> None:
        """Check the save as loading does (a SaveFormatError for a decision that cannot be
        applied), then walk the game once to note every position and keep the copies."""
        final = replay(saved)
        self.saved = saved
        self.count = len(saved.decisions)
        self.interval = max(MIN_INTERVAL, -(-(self.count + 1) // MAX_SNAPSHOTS))
        self.is_over = final.is_over
        self.events = chain_to_list(final.log)
        st = saved.first_state(final.db)
        self._snapshots: list[Game] = []
        self.points: list[Point] = []
        for number, option in enumerate([*saved.decisions, None]):
            if number % self.interval == 0:
                self._snapshots.append(st.clone())
            self.points.append(Point(st.turn, st.deciding_seat, st.log_size))
            if option is not None:
                st.apply(option)
        points = self.points
        self.turn_starts = [p for p in range(self.count + 1) if p == 0 or points[p].turn != points[p - 1].turn]
        self.position = 0
        self._state = self._snapshots[0].clone()
        self._state_position = 0

    # --- moving ------------------------------------------------------------------------------

    def go(self, position: int) -> int:
        """Stand at `position` (bounded to the game) and return it."""
        self.position = max(0, min(self.count, position))
        return self.position

    def next_turn_start(self) -> int:
        """The first position of the next turn, or the end."""
        return next((p for p in self.turn_starts if p > self.position), self.count)

    def previous_turn_start(self) -> int:
        """The first position of this turn, or of the turn before when already there."""
        return next((p for p in reversed(self.turn_starts) if p < self.position), 0)

    def state(self) -> Game:
        """The game at the current position: from the state last built when it lies a few
        decisions ahead, else from the nearest copy before it. Never handed out to change."""
        target = self.position
        start = self._state_position
        if not start <= target <= start + self.interval:
            start = target // self.interval * self.interval
            self._state = self._snapshots[start // self.interval].clone()
        for option in self.saved.decisions[start:target]:
            self._state.apply(option)
        self._state_position = target
        return self._state

    # --- what a position shows ----------------------------------------------------------------

    @property
    def point(self) -> Point:
        return self.points[self.position]

    def mover(self) -> int:
        """Who took the decision that led here (-1 at the start)."""
        return self.points[self.position - 1].decider if self.position else -1

    def view(self, reader: int, bottom: int = 0) -> SeatView:
        """The table as `reader` (a seat, PUBLIC or EVERYTHING) sees it here; the public and
        the revealed table are laid out with `bottom`'s seat nearest. EVERYTHING only once the
        game is over: before that it would show a live game's hidden cards."""
        self._check_reader(reader)
        st = self.state()
        if reader == EVERYTHING:
            return revealed_view(st, bottom)
        if reader == PUBLIC:
            return public_view(st.view_for(bottom))
        return st.view_for(reader)

    def _check_reader(self, reader: int) -> None:
        """Refuse every reader `readers` does not offer: the API, not only the window, keeps a
        live game's hidden cards (a computer seat's hand and leader, the face-up table) hidden."""
        if reader in readers(self.saved, self.is_over):
            return
        if reader == EVERYTHING:
            raise HiddenFromReaderError("the table is shown face up only once the game is over")
        if 0 <= reader < len(self.saved.seats):
            raise HiddenFromReaderError(
                f"seat {reader} is a computer seat of an unfinished game: its cards are not shown"
            )
        raise HiddenFromReaderError(f"{reader} is no reader of this replay")

    def events_so_far(self) -> list[Event]:
        return self.events[: self.point.log_size]

    def last_decision_events(self) -> list[Event]:
        """The events of the decision that led here (none at the start)."""
        if not self.position:
            return []
        return self.events[self.points[self.position - 1].log_size : self.point.log_size]

    def log_lines(self, reader: int, card_name: Callable[[int], str], seat_name: Callable[[int], str]) -> list[str]:
        """The log up to here, line by line, as `reader` (a seat, or EVERYTHING) read it; the
        public log is the log model's own reading (see `readable_events`)."""
        self._check_reader(reader)
        if reader == PUBLIC:
            raise ValueError("the public log is read by the log model (seat -1)")
        rows = LogRows()
        rows.add(readable_events(self.events_so_far(), reader, self.saved.settings.players))
        seat = max(0, reader)
        return [render_merged(row, seat, card_name, seat_name) for row in rows.rows]


def readable_events(events: Sequence[Event], reader: int, players: int) -> list[Event]:
    """The events as `reader` may read them: a seat's own (narration hides what it did not
    see), or for EVERYTHING each event as if every seat had seen it all. (The public log, what
    every seat saw, is the log model's own reading for seat -1.)"""
    if reader != EVERYTHING:
        return list(events)
    everyone = (1 << players) - 1
    return [_seen_by_all(event, everyone) for event in events]


def _seen_by_all(event: Event, everyone: int) -> Event:
    event = event._replace(visible=everyone)
    if event.kind == "exchange":
        card, _visible = cast(tuple[int, int], event.value)
        event = event._replace(value=(card, everyone))
    elif event.kind in ("token_place", "token_look"):
        kind, _knowing = cast(tuple[str | None, int], event.value)
        event = event._replace(value=(kind, everyone))
    return event


def revealed_view(st: Game, bottom: int) -> SeatView:
    """`bottom`'s view of `st` with every card face up: every hand, hidden hero, pile and
    looking area, every leader, bribery token and artifact side. What the table shows of a
    finished game, at any point of it."""
    view = st.view_for(bottom)
    bribery = view.bribery
    if bribery is not None and st.bribery is not None:
        tokens = sorted((st.locate(card), TOKEN_KINDS[kind]) for card, kind, _knowing in st.bribery.heroes)
        bribery = bribery._replace(tokens=tuple((pos, kind) for pos, kind in tokens if pos is not None))
    artifacts = view.artifacts
    if artifacts is not None and st.artifacts is not None:
        sides = st.db.artifact_sides
        artifacts = dataclasses.replace(
            artifacts, sides=tuple(sides[side].id if side >= 0 else "" for side in st.artifacts.sides)
        )
    return dataclasses.replace(
        view,
        leaders=tuple(st.leaders),
        hands=tuple(tuple(hand) for hand in st.hands),
        face_down=tuple(tuple(party) for party in st.down),
        wilderness=tuple(st.wilderness),
        harbor=tuple(st.harbor),
        looking=tuple(st.looking),
        bribery=bribery,
        artifacts=artifacts,
    )


# --- who may look -------------------------------------------------------------------------------


def human_seats(saved: SavedGame) -> list[int]:
    return [seat for seat, config in enumerate(saved.seats) if config.kind == "human"]


def readers(saved: SavedGame, over: bool) -> list[int]:
    """Whose eyes the replay may be seen through, the first the one to start with. Once the
    game is over, every seat's and everything face up; before that, the public table and
    the people's own seats only: a computer seat's cards are a live opponent's."""
    seats = list(range(len(saved.seats)))
    if over:
        return [EVERYTHING, *seats, PUBLIC]
    humans = human_seats(saved)
    if len(humans) == 1:
        return [humans[0], PUBLIC]
    return [PUBLIC, *humans]


def needs_cover(saved: SavedGame, over: bool, reader: int) -> bool:
    """A person's private view of an unfinished hot-seat game is shown only after a hand-off:
    the other people at the table may still play it."""
    return not over and reader >= 0 and len(human_seats(saved)) > 1


def position_text(game: GameReplay, names: Sequence[str]) -> str:
    """Where the replay stands, e.g. "Turn 7 · decision 45 of 312 · Ardan's move", in the
    current language."""
    point = game.point
    parts = [
        say("Turn {turn}", turn=point.turn) if point.turn else say("Setup"),
        say("decision {position} of {count}", position=game.position, count=game.count),
    ]
    mover = game.mover()
    if mover >= 0:
        name = names[mover]
        parts.append(say("your move") if name == YOU else say("{name}'s move", name=name))
    else:
        parts.append(say("the deal"))
    if game.position == game.count and game.is_over:
        parts.append(say("game over"))
    return " \u00b7 ".join(parts)


# --- what the last decision changed, to be marked on the table ------------------------------------


def recent_cards(events: Sequence[Event], reader: int, players: int) -> frozenset[int]:
    """The cards these events showed `reader` (every seat at once for PUBLIC, anybody for
    EVERYTHING), as the table marks the last move."""
    everyone = (1 << players) - 1
    readers_mask = 1 << reader if reader >= 0 else everyone

    def seen(mask: int) -> bool:
        return reader == EVERYTHING or mask & readers_mask == readers_mask

    cards = set()
    for event in events:
        if event.card >= 0 and seen(event.visible):
            cards.add(event.card)
        if event.kind == "exchange":
            card, visible = cast(tuple[int, int], event.value)
            if seen(visible):
                cards.add(card)
    return frozenset(cards)


def markers_before(markers: tuple[int, int], events: Sequence[Event]) -> tuple[int, int] | None:
    """Where the markers stood before these events, if they moved them (moves are public)."""
    moves = [cast(tuple[int, int], event.value) for event in events if event.kind == "markers"]
    if not moves:
        return None
    return markers[0] - sum(red for red, _ in moves), markers[1] - sum(green for _, green in moves)


def golem_moved(events: Sequence[Event]) -> bool:
    return any(event.kind == "golem" and event.value for event in events)

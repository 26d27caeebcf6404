"""Win statistics from the history: per person (by name) and per computer level, how many
games, how many won, and the win share with a 95 % Wilson interval, overall and broken down
by the leader held, the leader's factions and the number of players.

A seat is one game for whoever sat in it: two Medium computers at one table are two games
of "Medium", of which at most one is won. The Wilson interval is used rather than the plain
"share ± 1.96 standard errors" because it stays inside 0..1 and is honest about the few
games a person usually has (0 wins of 3 is not "0 %, certainly").
"""

from collections.abc import Iterable
from dataclasses import dataclass, field

from hidden_leaders_qt.engine.words.titles import LEVEL_TITLES, faction_title
from hidden_leaders_qt.records import intervals
from hidden_leaders_qt.records.history import GameRecord
from hidden_leaders_qt.records.record_words import say, seat_name
from hidden_leaders_qt.saved_games.saves import SEAT_KINDS, SeatConfig

# the normal quantile of a two-sided 95 % interval
Z95 = 1.959963984540054


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win share, within 0 and 1; (0, 1) when there are no
    games: nothing known."""
    if games <= 0:
        return 0.0, 1.0
    low, high = intervals.wilson(wins, games, z)
    return max(0.0, low), min(1.0, high)


@dataclass(frozen=True)
class Tally:
    """Games and wins of one kind."""

    games: int = 0
    wins: int = 0

    @property
    def share(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    def plus(self, won: bool) -> "Tally":
        return Tally(self.games + 1, self.wins + int(won))


@dataclass(frozen=True, order=True)
class Who:
    """A person by name, or a computer level; never confused, whatever a person is called."""

    computer: bool
    name: str

    @property
    def label(self) -> str:
        """How the windows name it, in the current language (a level's name translated)."""
        return say("{name} (computer)", name=say(self.name)) if self.computer else seat_name(self.name)


def who_sat(seat: SeatConfig) -> Who:
    if seat.kind == "human":
        return Who(False, seat.name)
    return Who(True, LEVEL_TITLES[seat.kind])


@dataclass
class PlayerStats:
    """Everything counted for one person or level; `by_faction[f]` counts the games whose
    leader was aligned with faction `f`, and as won those won by that faction."""

    who: Who
    overall: Tally = Tally()
    by_leader: dict[str, Tally] = field(default_factory=dict)
    by_faction: dict[str, Tally] = field(default_factory=dict)
    by_players: dict[int, Tally] = field(default_factory=dict)

    def count(self, record: GameRecord, seat: int) -> None:
        won = record.winner == seat
        leader = record.leaders[seat]
        self.overall = self.overall.plus(won)
        self.by_leader[leader.name] = self.by_leader.get(leader.name, Tally()).plus(won)
        for faction in leader.factions:
            title = faction_title(faction)
            with_it = won and record.winning_faction == faction
            self.by_faction[title] = self.by_faction.get(title, Tally()).plus(with_it)
        self.by_players[record.players] = self.by_players.get(record.players, Tally()).plus(won)


def player_statistics(records: Iterable[GameRecord]) -> list[PlayerStats]:
    """One entry per person and per computer level that played: people first, the most
    games first, then the computer levels from Random to Expert."""
    found: dict[Who, PlayerStats] = {}
    for record in records:
        for seat, config in enumerate(record.seats):
            who = who_sat(config)
            found.setdefault(who, PlayerStats(who)).count(record, seat)
    levels = {LEVEL_TITLES[kind]: i for i, kind in enumerate(SEAT_KINDS) if kind in LEVEL_TITLES}
    return sorted(
        found.values(),
        key=lambda s: (s.who.computer, levels.get(s.who.name, 0) if s.who.computer else -s.overall.games, s.who.name),
    )

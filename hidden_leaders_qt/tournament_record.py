"""One game of a tournament as plain data: who sat where, who won, the moves and the timings."""

from dataclasses import asdict, dataclass, field


@dataclass
class GameRecord:
    kinds: list[str]
    winner: int | None
    tested_seat: int
    moves: list[tuple] = field(default_factory=list)
    decision_seconds: dict[str, list[float]] = field(default_factory=dict)
    # per search seat and other seat: the probability its belief gave that seat's true leader
    belief_on_truth: list[float] = field(default_factory=list)

    @property
    def tested_won(self) -> bool:
        return self.winner is not None and self.winner == self.tested_seat

    @property
    def no_winner(self) -> bool:
        return self.winner is None

    def to_data(self) -> dict:
        return asdict(self)

    @classmethod
    def from_data(cls, data: dict) -> "GameRecord":
        """The record `to_data` wrote; a move's arguments come back as the tuples they were."""
        return cls(
            [str(kind) for kind in data["kinds"]],
            None if data["winner"] is None else int(data["winner"]),
            int(data["tested_seat"]),
            [_tuple(move) for move in data["moves"]],
            {str(kind): [float(t) for t in times] for kind, times in data["decision_seconds"].items()},
            [float(p) for p in data["belief_on_truth"]],
        )


def _tuple(value):
    return tuple(_tuple(item) for item in value) if isinstance(value, list) else value

"""One game of a tournament as plain data: who sat where, who won, the moves and the timings.

A record read back from a journal is checked field by field, as a save is: a line edited by
hand or damaged on disk must be refused with a reason, never taken in half-read or let
through to the report as a number that breaks it.
"""

import math
from dataclasses import asdict, dataclass, field
from typing import TypeGuard

from hidden_leaders_qt.engine.data.cards import MAX_PLAYERS, MIN_PLAYERS

MAX_NAME = 40  # a bot kind or a move kind
MAX_MOVES = 200_000
MAX_ARGS = 16
MAX_ARG = 2**31
MAX_DECISION_SECONDS = 24 * 3600.0


class RecordError(ValueError):
    """A journal record that is not one this program wrote, with the reason."""


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
    def from_data(cls, data: object) -> "GameRecord":
        """The record `to_data` wrote, every field checked (RecordError if one is not as
        written); a move's arguments come back as the tuples they were."""
        if not isinstance(data, dict) or set(data) != _FIELDS:
            raise RecordError(f"a record has the fields {', '.join(sorted(_FIELDS))}")
        kinds = data["kinds"]
        if not isinstance(kinds, list) or not MIN_PLAYERS <= len(kinds) <= MAX_PLAYERS:
            raise RecordError(f"kinds: a list of {MIN_PLAYERS} to {MAX_PLAYERS} bots")
        if not all(_is_name(kind) for kind in kinds):
            raise RecordError("kinds: bot names")
        seats = len(kinds)
        winner = data["winner"]
        if winner is not None and not _is_seat(winner, seats):
            raise RecordError(f"winner: a seat from 0 to {seats - 1}, or null")
        tested_seat = data["tested_seat"]
        if not (_is_seat(tested_seat, seats) or _is_int(tested_seat) and tested_seat == -1):
            raise RecordError(f"tested_seat: a seat from 0 to {seats - 1}, or -1")
        moves = _moves(data["moves"], seats)
        times = _times(data["decision_seconds"], kinds, len(moves))
        beliefs = data["belief_on_truth"]
        if not isinstance(beliefs, list) or not all(_is_number(p) and 0.0 <= p <= 1.0 for p in beliefs):
            raise RecordError("belief_on_truth: a list of probabilities")
        return cls(list(kinds), winner, tested_seat, moves, times, [float(p) for p in beliefs])


_FIELDS = {"kinds", "winner", "tested_seat", "moves", "decision_seconds", "belief_on_truth"}


def _moves(data: object, seats: int) -> list[tuple]:
    if not isinstance(data, list) or len(data) > MAX_MOVES:
        raise RecordError(f"moves: a list of at most {MAX_MOVES}")
    moves = []
    for move in data:
        if not (isinstance(move, list) and len(move) == 3 and _is_seat(move[0], seats) and _is_name(move[1])):
            raise RecordError("moves: each a seat, a kind and its arguments")
        args = move[2]
        if not isinstance(args, list) or len(args) > MAX_ARGS or not all(_is_arg(arg) for arg in args):
            raise RecordError(f"moves: at most {MAX_ARGS} arguments, each a number or a name")
        moves.append((move[0], move[1], tuple(args)))
    return moves


def _times(data: object, kinds: list[str], moves: int) -> dict[str, list[float]]:
    """Seconds per decision of each kind at the table: one for every move of the game."""
    if not isinstance(data, dict) or not set(data) <= set(kinds):
        raise RecordError("decision_seconds: lists of seconds by the bots at the table")
    for values in data.values():
        if not isinstance(values, list) or not all(_is_number(t) and 0.0 <= t <= MAX_DECISION_SECONDS for t in values):
            raise RecordError(f"decision_seconds: each from 0 to {MAX_DECISION_SECONDS:.0f} seconds")
    if sum(len(values) for values in data.values()) != moves:
        raise RecordError("decision_seconds: one for every move")
    return {kind: [float(t) for t in values] for kind, values in data.items()}


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_seat(value: object, seats: int) -> bool:
    return _is_int(value) and 0 <= value < seats


def _is_number(value: object) -> TypeGuard[int | float]:
    """A whole or finite number (JSON reads 1e400 as infinity)."""
    return _is_int(value) or isinstance(value, float) and math.isfinite(value)


def _is_name(value: object) -> bool:
    return isinstance(value, str) and 0 < len(value) <= MAX_NAME and value.isprintable()


def _is_arg(value: object) -> bool:
    return _is_int(value) and -MAX_ARG < value < MAX_ARG or _is_name(value)

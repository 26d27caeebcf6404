"""A tournament's progress on the terminal: games done, the tested bot's share so far, time left.

A cell at the play budget runs for hours; a person watching it wants to know early whether
the share is heading for the mark, and when it will be done.
"""

import sys
from collections.abc import Iterable

from tqdm import tqdm

from hidden_leaders_qt.records.intervals import wilson
from hidden_leaders_qt.tournaments.tournament_record import GameRecord


class TournamentProgress:
    """A progress bar over every game of the tournament, the tested bot's share in its postfix."""

    def __init__(self, tested: str, total: int, done: Iterable[GameRecord]) -> None:
        self.tested = tested
        self.games = self.wins = 0
        finished = list(done)
        for record in finished:
            self._count(record)
        self.bar = tqdm(total=total, initial=len(finished), unit="game", dynamic_ncols=True, smoothing=0.05)
        self.bar.set_postfix_str(self.share())

    def _count(self, record: GameRecord) -> None:
        if record.tested_seat >= 0:
            self.games += 1
            self.wins += record.tested_won

    def share(self) -> str:
        """'hard 34.0% (27.9-40.8)': the tested bot's share so far and its 95 % interval."""
        if not self.games:
            return f"{self.tested}: no game yet"
        low, high = wilson(self.wins, self.games)
        return f"{self.tested} {self.wins / self.games:.1%} ({low:.1%}-{high:.1%}) of {self.games}"

    def add(self, record: GameRecord) -> None:
        self._count(record)
        self.bar.set_postfix_str(self.share(), refresh=False)
        self.bar.update()

    def say(self, notice: str) -> None:
        """A line of its own above the bar (printed plainly, it would run into the bar)."""
        self.bar.write(notice, file=sys.stderr)

    def close(self) -> None:
        self.bar.close()

"""The contract every computer opponent follows.

A bot sees exactly what its seat may see (a `SeatView`, never the `GameState`), so it
cannot cheat, and it keeps its own seeded generator, so a game with bots replays
identically from its settings and the bots' seeds.
"""

from typing import Protocol, runtime_checkable

from hidden_leaders_qt.engine.core.options import Option
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.rules.view import SeatView


@runtime_checkable
class Bot(Protocol):
    name: str

    def choose(self, view: SeatView, db: CardDB) -> Option:
        """One of `view.decision.options`; only called when `view.decision` is set."""
        ...

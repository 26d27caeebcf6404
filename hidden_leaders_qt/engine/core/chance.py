"""Outcomes handed to the game for its next random events, for tests and lessons that need
one particular deal or draw instead of scanning seeds until a game happens to give it.

Every random event of the engine is a `below(n)` draw or a `shuffle` of a list through the
state's generator. `ScriptedChance` answers the next such events named in its script (a
draw among `n` by its value, a shuffle of certain items by their resulting order) and draws
every other one as the seeded generator would. The script belongs to the one state it was
handed to: a copy (a clone, a search's sampled world) is a plain generator in the same
state, and a save holds the generator's state alone, never a script.
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from hidden_leaders_qt.engine.core.errors import EngineError
from hidden_leaders_qt.engine.core.rng import SplitMix64

# a script is written by hand: a few outcomes, never thousands
MOST_OUTCOMES = 64


@dataclass(frozen=True)
class ChanceScript:
    """A script as data, kept beside a game dealt from it: whatever rebuilds that game from its
    decisions (a replay, the suspicion timeline) deals it again from a fresh `chance()`."""

    seed: int
    draws: tuple[tuple[int, int], ...] = ()
    orders: tuple[tuple[int, ...], ...] = ()

    def chance(self) -> "ScriptedChance":
        return ScriptedChance(self.seed, self.draws, self.orders)


class ScriptedChance(SplitMix64):
    __slots__ = ("_draws", "_orders", "script")

    def __init__(
        self,
        seed: int,
        draws: Iterable[tuple[int, int]] = (),
        orders: Iterable[Sequence[int]] = (),
    ) -> None:
        super().__init__(seed)
        self._draws = [(int(among), int(value)) for among, value in draws]
        self._orders = [list(order) for order in orders]
        if len(self._draws) + len(self._orders) > MOST_OUTCOMES:
            raise EngineError(f"a chance script holds at most {MOST_OUTCOMES} outcomes")
        for among, value in self._draws:
            if not 0 <= value < among:
                raise EngineError(f"a draw among {among} cannot come out as {value}")
        # the whole script as it was handed over, however much of it is used up since
        self.script = ChanceScript(seed, tuple(self._draws), tuple(tuple(order) for order in self._orders))

    @property
    def unused(self) -> int:
        """How many scripted outcomes no event has asked for yet."""
        return len(self._draws) + len(self._orders)

    def below(self, n: int) -> int:
        for position, (among, value) in enumerate(self._draws):
            if among == n:
                del self._draws[position]
                return value
        return super().below(n)

    def shuffle(self, items: list) -> None:
        for position, order in enumerate(self._orders):
            if sorted(order) == sorted(items):
                del self._orders[position]
                items[:] = order
                return
        super().shuffle(items)

    def copy(self) -> SplitMix64:
        return SplitMix64(self.state)

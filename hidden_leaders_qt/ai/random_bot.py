"""The weakest opponent: a uniformly random legal option, a baseline for measuring others."""

from hidden_leaders_qt.engine.core.options import Option
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.rules.view import SeatView


class RandomBot:
    name = "Random"

    def __init__(self, seed: int) -> None:
        self.rng = SplitMix64(seed)

    def choose(self, view: SeatView, db: CardDB) -> Option:
        decision = view.decision
        assert decision is not None, "a computer player is asked only when a decision is pending"
        options = decision.options
        return options[self.rng.below(len(options))]

"""What search's leaf values are fitted to: positions from games among rule-based bots, each
seen by the seat whose turn just ended (where search values its leaves), with whether that
seat went on to win; and how well a `ValueModel` predicts those wins (log loss).

`benchmarks/fit_leaf.py` fits `search_bot.LEAF_MODELS` from these; the tests check that the
fitted models predict better than the rule-based bots' constants.
"""

import math
from typing import NamedTuple

from hidden_leaders_qt.ai.players import make_bot
from hidden_leaders_qt.ai.search.estimate import PositionEstimate, ValueModel
from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.rules.view import PartiesView, parties_view_for

# A predicted chance is kept this far from 0 and 1, so that one confident miss costs a
# bounded loss (7 nats) instead of an infinite one.
CLIP = 0.001


class LeafSample(NamedTuple):
    view: PartiesView
    won: bool


def leaf_samples(players: int, games: int, seed: int, modules: dict[str, bool] | None = None) -> list[LeafSample]:
    """One sample at the end of each turn of `games` seeded games among Medium bots."""
    deals = SplitMix64(seed)
    samples: list[LeafSample] = []
    for game in range(games):
        st = new_game(Settings(players=players, seed=deals.next64() & 0x7FFFFFFF, **(modules or {})))
        bots = [make_bot("medium", seed * 1_000_003 + game * players + seat) for seat in range(players)]
        ended: list[tuple[int, PartiesView]] = []
        turn, mover = st.turn, st.current
        while not st.is_over:
            seat = st.deciding_seat
            options = st.options
            st.apply(bots[seat].choose(st.view_for(seat), st.db) if len(options) > 1 else options[0])
            if st.turn != turn or st.is_over:
                if turn >= 1:  # the setup is no one's turn
                    ended.append((mover, parties_view_for(st, mover)))
                turn, mover = st.turn, st.current
        assert st.result is not None, "a game over has its result"
        winner = st.result.winner
        samples += [LeafSample(view, seat == winner) for seat, view in ended]
    return samples


def log_loss(samples: list[LeafSample], db: CardDB, model: ValueModel) -> float:
    """The mean surprise (nats) at who won, with each position's chance from `model`."""
    total = 0.0
    for view, won in samples:
        chance = min(max(PositionEstimate(view, db, model).base, CLIP), 1 - CLIP)
        total -= math.log(chance if won else 1 - chance)
    return total / len(samples)

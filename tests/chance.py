"""Chance outcomes a test names, instead of seeds scanned until a game happens to deal them.

The engine draws everything at random through the state's seeded generator. A test that
needs one outcome of a draw (which two fate cards come up) sets that generator to a state
from which the engine's own draw gives exactly that outcome, as a chance node with a chosen
outcome would; what follows is played by the rules as ever."""

from hidden_leaders_qt.engine import GameState
from hidden_leaders_qt.engine.core.deal import draw_fates
from hidden_leaders_qt.engine.core.rng import SplitMix64

# generator states tried: every possible ordered pair of fate cards comes up within the first 30
TRIED_STATES = 10_000


def next_fate_draw(st: GameState, first: str, second: str) -> None:
    """The next fate draw of `st` shows `first` and `second` (fate card ids), in that order."""
    fates = st.db.fates
    for state in range(TRIED_STATES):
        drawn = draw_fates(st.db.fate_deck, SplitMix64(state))
        if (fates[drawn[0]].id, fates[drawn[1]].id) == (first, second):
            st.rng = SplitMix64(state)
            return
    raise AssertionError(f"no generator state draws {first} and {second}")

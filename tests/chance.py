"""Chance outcomes a test names, instead of seeds scanned until a game happens to deal them:
each is a script for the engine's `ScriptedChance`, which answers the named random event and
draws every other one as the seeded generator would."""

from hidden_leaders_qt.engine import GameState, Settings, new_game
from hidden_leaders_qt.engine.core.chance import ScriptedChance
from hidden_leaders_qt.engine.modules.artifact_cards import ARTIFACT_CARDS


def next_fate_draw(st: GameState, first: str, second: str) -> None:
    """The next fate draw of `st` shows `first` and `second` (fate card ids), in that order."""
    deck = st.db.fate_deck
    ids = [st.db.fates[card].id for card in deck]
    one = ids.index(first)
    # a fate card may be in the deck twice: the second is another copy then
    other = next(place for place, card in enumerate(ids) if card == second and place != one)
    # the second card is drawn among the cards left, the first taken out
    st.rng = ScriptedChance(st.rng.state, draws=[(len(deck), one), (len(deck) - 1, other - (other > one))])


def artifacts_dealt(settings: Settings, cards: list[int]) -> GameState:
    """A new game whose seats are dealt these artifact cards, seat 0 first."""
    rest = [card for card in range(1, ARTIFACT_CARDS + 1) if card not in cards]
    return new_game(settings, chance=ScriptedChance(settings.seed, orders=[cards + rest]))

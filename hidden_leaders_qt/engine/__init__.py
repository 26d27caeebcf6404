"""The rules engine: pure Python, no Qt, no UI, no AI.

Everything a front end or a bot needs is re-exported here.
"""

from hidden_leaders_qt.engine.cards import CardDataError, CardDB, load_cards
from hidden_leaders_qt.engine.errors import EngineError, IllegalOptionError
from hidden_leaders_qt.engine.options import Decision, Option
from hidden_leaders_qt.engine.settings import Settings
from hidden_leaders_qt.engine.state import GameState, new_game

__all__ = [
    "CardDB",
    "CardDataError",
    "Decision",
    "EngineError",
    "GameState",
    "IllegalOptionError",
    "Option",
    "Settings",
    "load_cards",
    "new_game",
]

"""The rules engine: pure Python, no Qt, no UI, no AI.

Everything a front end or a bot needs is re-exported here.
"""

from hidden_leaders_qt.engine.core.errors import EngineError, IllegalOptionError
from hidden_leaders_qt.engine.core.options import Decision, Option
from hidden_leaders_qt.engine.core.settings import Settings
from hidden_leaders_qt.engine.core.state import GameState, new_game
from hidden_leaders_qt.engine.data.cards import CardDataError, CardDB, load_cards

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

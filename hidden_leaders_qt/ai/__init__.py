"""Computer opponents. They decide from a seat's view only and never import the UI."""

from hidden_leaders_qt.ai.bot import Bot
from hidden_leaders_qt.ai.players import BOT_KINDS, make_bot
from hidden_leaders_qt.ai.random_bot import RandomBot
from hidden_leaders_qt.ai.rule_bot import RuleBot

__all__ = ["BOT_KINDS", "Bot", "RandomBot", "RuleBot", "make_bot"]

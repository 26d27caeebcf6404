"""The computer opponents a game can seat, by the names the settings and the UI use; the
levels that search (Hard, Expert) are described in `search_levels`."""

from collections.abc import Callable

from hidden_leaders_qt.ai.bot import Bot
from hidden_leaders_qt.ai.random_bot import RandomBot
from hidden_leaders_qt.ai.rule_bot import RuleBot

# Easy plays like Medium but takes a random option this often, and otherwise picks at
# random among the near-best ones, so it makes human-looking mistakes.
EASY_NOISE = 0.3

BOT_KINDS: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "easy": lambda seed: RuleBot(seed, noise=EASY_NOISE),
    "medium": RuleBot,
}


def make_bot(kind: str, seed: int) -> Bot:
    """A new bot of `kind` ("random", "easy", "medium") with its own seed."""
    try:
        factory = BOT_KINDS[kind]
    except KeyError:
        raise ValueError(f"unknown bot kind {kind!r}; known: {', '.join(BOT_KINDS)}") from None
    return factory(seed)

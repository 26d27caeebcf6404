"""Faction, token, zone and computer level titles in the language of the moment, for whatever shows them
(`constants.FACTION_TITLES` and `bribery.TOKEN_TITLES` stay the English ones)."""

from hidden_leaders_qt.engine.core.constants import FACTION_TITLES, ZONE_TITLES, Zone
from hidden_leaders_qt.engine.modules.bribery import TOKEN_TITLES
from hidden_leaders_qt.engine.words import describe_de
from hidden_leaders_qt.engine.words.german_words import FACTION_GOLEMS, FACTIONS, LEVELS, TOKENS
from hidden_leaders_qt.language import language, marked


def faction_title(faction: str) -> str:
    """ "Water Folk", "Seevolk"."""
    return marked(FACTIONS[faction].title) if language() == "de" else FACTION_TITLES[faction]


def golem_title(faction: str) -> str:
    """A golem of another faction: "Hill Tribes golem", "Hügelstamm-Golem"."""
    return marked(FACTION_GOLEMS[faction]) if language() == "de" else f"{FACTION_TITLES[faction]} golem"


def token_title(token: str) -> str:
    """ "Protection", "Schutz"."""
    return marked(TOKENS[token]) if language() == "de" else TOKEN_TITLES[token]


def zone_title(zone: Zone) -> str:
    """ "Harbor", "Hafen"; a party with its side: "party (face up)", "Gruppe, offen"."""
    return marked(describe_de.ZONE_TITLES[zone]) if language() == "de" else ZONE_TITLES[zone]


LEVEL_TITLES = {"random": "Random", "easy": "Easy", "medium": "Medium", "hard": "Hard", "expert": "Expert"}


def level_title(level: str) -> str:
    """A computer level's name: "Hard", "Schwer"."""
    return marked(LEVELS[level]) if language() == "de" else LEVEL_TITLES[level]

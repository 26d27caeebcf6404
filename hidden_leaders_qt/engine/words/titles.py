"""Faction, token and zone titles in the language of the moment, for whatever shows them
(`constants.FACTION_TITLES` and `bribery.TOKEN_TITLES` stay the English ones)."""

from hidden_leaders_qt.engine.core.constants import FACTION_TITLES, ZONE_TITLES, Zone
from hidden_leaders_qt.engine.modules.bribery import TOKEN_TITLES
from hidden_leaders_qt.engine.words import describe_de
from hidden_leaders_qt.engine.words.german_words import FACTIONS, TOKENS
from hidden_leaders_qt.language import language


def faction_title(faction: str) -> str:
    """ "Water Folk", "Seevolk"."""
    return FACTIONS[faction].title if language() == "de" else FACTION_TITLES[faction]


def token_title(token: str) -> str:
    """ "Protection", "Schutz"."""
    return TOKENS[token] if language() == "de" else TOKEN_TITLES[token]


def zone_title(zone: Zone) -> str:
    """ "Harbor", "Hafen"; a party with its side: "party (face up)", "Gruppe, offen"."""
    return describe_de.ZONE_TITLES[zone] if language() == "de" else ZONE_TITLES[zone]

"""A faction's title in the grammatical case a sentence needs.

English puts "the" before every faction and never changes the title; German declines both
the article and the noun ("mit den Hügelstämmen", "der Kaiserlichen Armee", "des Seevolks"),
and the article changes with the faction's gender. So a sentence that names a faction keeps
"the" in its English text only, and its German text takes the whole phrase from here.
"""

from PySide6.QtCore import QCoreApplication

from hidden_leaders_qt.engine.core.constants import FACTION_TITLES

translate = QCoreApplication.translate


def faction_name(faction: str, case: str) -> str:
    """The title of `faction` in `case`: the English title itself; in German, a nominative
    follows the sentence's own article, a dative or genitive brings its article along."""
    if case == "nominative":
        names = {
            "undead": translate("faction_cases", "Undead", "nominative, after the sentence's article"),
            "water_folk": translate("faction_cases", "Water Folk", "nominative, after the sentence's article"),
            "imperial_army": translate("faction_cases", "Imperial Army", "nominative, after the sentence's article"),
            "hill_tribes": translate("faction_cases", "Hill Tribes", "nominative, after the sentence's article"),
            "golems": translate("faction_cases", "Golems", "nominative, after the sentence's article"),
        }
    elif case == "dative":
        names = {
            "undead": translate("faction_cases", "Undead", "dative, with its article"),
            "water_folk": translate("faction_cases", "Water Folk", "dative, with its article"),
            "imperial_army": translate("faction_cases", "Imperial Army", "dative, with its article"),
            "hill_tribes": translate("faction_cases", "Hill Tribes", "dative, with its article"),
            "golems": translate("faction_cases", "Golems", "dative, with its article"),
        }
    else:
        names = {
            "undead": translate("faction_cases", "Undead", "genitive, with its article"),
            "water_folk": translate("faction_cases", "Water Folk", "genitive, with its article"),
            "imperial_army": translate("faction_cases", "Imperial Army", "genitive, with its article"),
            "hill_tribes": translate("faction_cases", "Hill Tribes", "genitive, with its article"),
            "golems": translate("faction_cases", "Golems", "genitive, with its article"),
        }
    return names.get(faction, FACTION_TITLES.get(faction, faction))

"""A faction's title in the grammatical case a sentence needs.

English puts "the" before every faction and never changes the title; German declines both
the article and the noun ("mit den Hügelstämmen", "der Kaiserlichen Armee", "des Seevolks"),
and the article changes with the faction's gender. So a sentence that names a faction keeps
"the" in its English text only, and its German text takes the whole phrase from the engine's
one table of the factions' German (`engine/words/german_words.py`).
"""

from hidden_leaders_qt.engine.core.constants import FACTION_TITLES
from hidden_leaders_qt.engine.words.german_words import FACTIONS
from hidden_leaders_qt.language import language, marked


def faction_name(faction: str, case: str) -> str:
    """The title of `faction` in `case`: the English title itself; in German, a nominative
    follows the sentence's own article, a dative or genitive brings its article along."""
    if language() != "de" or faction not in FACTIONS:
        return FACTION_TITLES.get(faction, faction)
    words = FACTIONS[faction]
    after_article = words.nom.split(" ", 1)[1]  # "die Untoten" after "die": "Untoten"
    return marked({"nominative": after_article, "dative": words.dat}.get(case, words.gen))

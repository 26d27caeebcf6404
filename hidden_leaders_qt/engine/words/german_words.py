"""German words the engine's texts share: the factions with their articles by case, the
bribery tokens, the log's table places with their prepositions and an unseen card by case,
counted nouns and lists ("A, B und C")."""

from typing import NamedTuple

from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.words.german_grammar import GermanNoun, decline, with_zu


class Noun(NamedTuple):
    """A faction's title alone, with its definite article in each case German needs, and
    after "zu" as German contracts it ("zum Seevolk", "zur Kaiserlichen Armee")."""

    title: str
    nom: str
    acc: str
    dat: str
    gen: str
    zu: str

    @classmethod
    def of(cls, noun: GermanNoun) -> "Noun":
        nom, acc, dat, gen = (decline(noun, case) for case in ("nom", "acc", "dat", "gen"))
        return cls(decline(noun, "nom", "none"), nom, acc, dat, gen, with_zu(noun))


# The one table of the factions' German: every text that names a faction in German takes
# its form from here (the engine's sentences, the table's and the dialogs').
FACTION_NOUNS = {
    "undead": GermanNoun("pl", ("", "", "", ""), "Untot"),
    "water_folk": GermanNoun("n", ("Seevolk", "Seevolk", "Seevolk", "Seevolks")),
    "imperial_army": GermanNoun("f", ("Armee",) * 4, "Kaiserlich"),
    "hill_tribes": GermanNoun("pl", ("Hügelstämme", "Hügelstämme", "Hügelstämmen", "Hügelstämme")),
    "golems": GermanNoun("pl", ("Golems",) * 4),
}
FACTIONS = {faction: Noun.of(noun) for faction, noun in FACTION_NOUNS.items()}
# A golem of another faction, as its card's footer names it ("Golem der Kaiserlichen Armee"
# does not fit there): the faction as an adjective or the first part of a compound.
FACTION_GOLEMS = {
    "undead": "Untoter Golem",
    "water_folk": "Seevolk-Golem",
    "imperial_army": "Kaiserlicher Golem",
    "hill_tribes": "Hügelstamm-Golem",
}

# The computer levels' names, by their kind (the one German of them: the history, the
# statistics, the advisor and the dialogs take it from here through `titles.level_title`).
LEVELS = {"random": "Zufall", "easy": "Leicht", "medium": "Mittel", "hard": "Schwer", "expert": "Experte"}

TOKENS = {
    "loyalty_x2": "Loyalität \u00d72",
    "switch_empire": f"Wechsel {FACTIONS['imperial_army'].zu}",
    "switch_tribes": f"Wechsel {FACTIONS['hill_tribes'].zu}",
    "switch_undead": f"Wechsel {FACTIONS['undead'].zu}",
    "switch_water_folk": f"Wechsel {FACTIONS['water_folk'].zu}",
    "protection": "Schutz",
}

# The log's table places with a preposition: where a card comes from, where it lies, where it goes.
PLACE_FROM = {
    Zone.TAVERN: "aus der Taverne",
    Zone.GRAVEYARD: "vom Friedhof",
    Zone.WILDERNESS: "aus der Wildnis",
    Zone.HARBOR: "aus dem Hafen",
    Zone.LOOKING: "aus der Auslage",
    Zone.IN_PLAY: "aus dem Spiel",
}
PLACE_AT = {
    Zone.TAVERN: "in der Taverne",
    Zone.GRAVEYARD: "auf dem Friedhof",
    Zone.WILDERNESS: "in der Wildnis",
    Zone.HARBOR: "im Hafen",
    Zone.LOOKING: "in der Auslage",
    Zone.IN_PLAY: "im Spiel",
}
PLACE_TO = {
    Zone.TAVERN: "in die Taverne",
    Zone.GRAVEYARD: "auf den Friedhof",
    Zone.WILDERNESS: "in die Wildnis",
    Zone.HARBOR: "auf den Hafen",
    Zone.LOOKING: "in die Auslage",
    Zone.IN_PLAY: "ins Spiel",
}
# A card the reader may not see, and a face-down hero unknown to the reader, by case.
A_CARD = {"nom": "eine Karte", "acc": "eine Karte", "dat": "einer Karte", "gen": "einer Karte"}
A_HIDDEN = {
    "nom": "ein verdeckter Charakter",
    "acc": "einen verdeckten Charakter",
    "dat": "einem verdeckten Charakter",
}


def count(number: int, one: str, many: str) -> str:
    """ "1 Karte", "3 Karten"."""
    return f"{number} {one if number == 1 else many}"


def join(items: list[str]) -> str:
    """ "A", "A und B", "A, B und C"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " und " + items[-1]

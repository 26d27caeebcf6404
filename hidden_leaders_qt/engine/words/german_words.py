"""German words the engine's texts share: the factions with their articles by case, the
bribery tokens, counted nouns and lists ("A, B und C")."""

from typing import NamedTuple


class Noun(NamedTuple):
    """A faction's title alone, with its definite article in each case German needs, and
    after "zu" as German contracts it ("zum Seevolk", "zur Kaiserlichen Armee")."""

    title: str
    nom: str
    acc: str
    dat: str
    zu: str


FACTIONS = {
    "undead": Noun("Untote", "die Untoten", "die Untoten", "den Untoten", "zu den Untoten"),
    "water_folk": Noun("Seevolk", "das Seevolk", "das Seevolk", "dem Seevolk", "zum Seevolk"),
    "imperial_army": Noun(
        "Kaiserliche Armee",
        "die Kaiserliche Armee",
        "die Kaiserliche Armee",
        "der Kaiserlichen Armee",
        "zur Kaiserlichen Armee",
    ),
    "hill_tribes": Noun("Hügelstämme", "die Hügelstämme", "die Hügelstämme", "den Hügelstämmen", "zu den Hügelstämmen"),
    "golems": Noun("Golems", "die Golems", "die Golems", "den Golems", "zu den Golems"),
}

TOKENS = {
    "loyalty_x2": "Loyalität \u00d72",
    "switch_empire": "Wechsel zur Kaiserlichen Armee",
    "switch_tribes": "Wechsel zu den Hügelstämmen",
    "switch_undead": "Wechsel zu den Untoten",
    "switch_water_folk": "Wechsel zum Seevolk",
    "protection": "Schutz",
}


def count(number: int, one: str, many: str) -> str:
    """ "1 Karte", "3 Karten"."""
    return f"{number} {one if number == 1 else many}"


def join(items: list[str]) -> str:
    """ "A", "A und B", "A, B und C"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " und " + items[-1]

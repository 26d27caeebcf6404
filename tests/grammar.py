"""Grammar rules a machine can check in the game's English: what the log and the prompts
must never say, whoever is the subject and whatever card or faction is the object."""

import re

from hidden_leaders_qt.engine.core.constants import FACTION_TITLES
from hidden_leaders_qt.engine.data.cards import CardDB

THIRD_PERSON = frozenset({"has", "is", "was", "does"})
# words spelt with a vowel whose first sound is a consonant: "a unicorn", "a one-off"
CONSONANT_SOUNDING = ("uni", "use", "usu", "ure", "eu", "one", "once")
PLACES = ("Tavern", "Harbor", "Wilderness", "Graveyard")


def proper_names(db: CardDB, seat_names) -> tuple[str, ...]:
    """What may follow a colon with a capital: names of seats (never "You"), cards, fates,
    factions and places."""
    names = [h.name for h in db.heroes] + [leader.name for leader in db.leaders] + [f.name for f in db.fates]
    names += list(FACTION_TITLES.values()) + list(PLACES)
    return tuple(names + [name for name in seat_names if name != "You"])


def _starts_with_vowel_sound(word: str) -> bool:
    lower = word.lower()
    return lower[:1] in "aeiou" and not lower.startswith(CONSONANT_SOUNDING)


def problems(text: str, proper: tuple[str, ...]) -> list[str]:
    """Every rule `text` breaks, said briefly; empty when it reads well."""
    found = []
    for pronoun, verb in re.findall(r"\b([Yy]ou) ([a-z]+)\b", text):
        if verb in THIRD_PERSON or re.fullmatch(r"[a-z]*[^s]s", verb):
            found.append(f"{pronoun!r} with {verb!r}")
    for article, word in re.findall(r"\b([Aa]n?) ([A-Za-z][\w'-]*)", text):
        if (article.lower() == "an") != _starts_with_vowel_sound(word):
            found.append(f"{article!r} before {word!r}")
    for match in re.finditer(r": ([A-Z])", text):
        if not text[match.start(1) :].startswith(proper):
            found.append(f"capital after a colon: {text[match.start(1) : match.start(1) + 12]!r}")
    if re.search(r"\b(into|to) a hand\b", text):
        found.append("'a hand' instead of whose hand")
    if re.search(r"\bDraw up to \d", text):
        found.append("'Draw up to N' reads as drawing N cards")
    return found

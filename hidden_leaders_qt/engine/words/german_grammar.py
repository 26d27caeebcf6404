"""German names declined as a sentence needs them: "den Blühenden Beutel", "dem Tückischen
Schatz", "des Springenden Schamanen".

A name is its gender, an optional adjective (its stem, "Blühend") and its noun in the four
cases with whatever follows the noun unchanged ("Schild der Ausdauer", "des Schilds der
Ausdauer"). German declines the adjective by the article before it (definite, indefinite
or none) as well as by gender and case; the endings below are the grammar's three tables.
A proper name (a hero keeping its printed English name, a leader's name) has no gender and
is never declined or given an article.
"""

from dataclasses import dataclass
from typing import Literal

Case = Literal["nom", "acc", "dat", "gen"]
Article = Literal["definite", "indefinite", "none"]
CASES: tuple[Case, ...] = ("nom", "acc", "dat", "gen")
GENDERS = ("m", "f", "n", "pl")
"""Masculine, feminine, neuter, plural."""

_DEFINITE = {
    "m": ("der", "den", "dem", "des"),
    "f": ("die", "die", "der", "der"),
    "n": ("das", "das", "dem", "des"),
    "pl": ("die", "die", "den", "der"),
}
_INDEFINITE = {
    "m": ("ein", "einen", "einem", "eines"),
    "f": ("eine", "eine", "einer", "einer"),
    "n": ("ein", "ein", "einem", "eines"),
}
# The adjective's ending after each kind of article, by gender, in the order of CASES.
_WEAK = {"m": ("e", "en", "en", "en"), "f": ("e", "e", "en", "en"), "n": ("e", "e", "en", "en")}
_MIXED = {"m": ("er", "en", "en", "en"), "f": ("e", "e", "en", "en"), "n": ("es", "es", "en", "en")}
_STRONG = {
    "m": ("er", "en", "em", "en"),
    "f": ("e", "e", "er", "er"),
    "n": ("es", "es", "em", "en"),
    "pl": ("e", "e", "en", "er"),
}


@dataclass(frozen=True)
class GermanNoun:
    """A German name's grammar: `gender` "" is a proper name, shown as `forms[0]` always."""

    gender: str
    forms: tuple[str, str, str, str]
    """The noun (and what follows it) in the nominative, accusative, dative and genitive."""
    adjective: str = ""

    @classmethod
    def proper(cls, name: str) -> "GermanNoun":
        return cls("", (name, name, name, name))

    def __post_init__(self) -> None:
        if self.gender not in GENDERS and self.gender != "":
            raise ValueError(f"unknown gender {self.gender!r}; known: {', '.join(GENDERS)}")
        if len(self.forms) != len(CASES):
            raise ValueError("a noun needs its four cases: nominative, accusative, dative, genitive")
        if not self.gender and self.adjective:
            raise ValueError("a proper name has no adjective")


def adjective_ending(gender: str, case: Case = "nom") -> str:
    """The adjective's ending with no article before it: "er" of "Blühender Beutel"."""
    return _STRONG[gender][CASES.index(case)]


def decline(noun: GermanNoun, case: Case, article: Article = "definite") -> str:
    """`noun` in `case`, after the article asked for (a plural's indefinite is none)."""
    at = CASES.index(case)
    if not noun.gender:
        return noun.forms[0]
    if article == "indefinite" and noun.gender == "pl":
        article = "none"
    if article == "definite":
        word, endings = _DEFINITE[noun.gender][at], _WEAK.get(noun.gender, ("en",) * 4)
    elif article == "indefinite":
        word, endings = _INDEFINITE[noun.gender][at], _MIXED[noun.gender]
    else:
        word, endings = "", _STRONG[noun.gender]
    words = [word, noun.adjective + endings[at] if noun.adjective else "", noun.forms[at]]
    return " ".join(part for part in words if part)


def with_zu(noun: GermanNoun) -> str:
    """After "zu", as German contracts it: "zum Seevolk", "zur Kaiserlichen Armee", "zu den Untoten"."""
    dative = decline(noun, "dat")
    for article, contracted in (("dem ", "zum "), ("der ", "zur ")):
        if noun.gender and dative.startswith(article):
            return contracted + dative.removeprefix(article)
    return f"zu {dative}"

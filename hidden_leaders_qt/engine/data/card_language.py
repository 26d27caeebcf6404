"""A card's name and text in the language texts are produced in: the one way the UI, the
log and the help show a card's words.

Pure: the language is an argument, or `hidden_leaders_qt.language.language()` when it is
not given. A card without German (a card folder of the player's own lacking `de/`) shows
its English.
"""

from hidden_leaders_qt.engine.data.cards import CardDB, FateCard, HeroCard, Leader
from hidden_leaders_qt.engine.modules.artifact_cards import ArtifactSide
from hidden_leaders_qt.language import LANGUAGES, language

NamedCard = HeroCard | Leader | FateCard | ArtifactSide
TextCard = HeroCard | FateCard | ArtifactSide


def _code(code: str | None) -> str:
    if code is None:
        return language()
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; known: {', '.join(LANGUAGES)}")
    return code


def card_name(card: NamedCard, code: str | None = None) -> str:
    """The card's display name: a hero's, a leader's, a fate card's or an artifact side's."""
    if _code(code) == "de" and card.name_de:
        return card.name_de
    return card.name


def card_text(card: TextCard, code: str | None = None) -> str:
    """What the card does, in the card's own words."""
    if _code(code) == "de" and card.text_de:
        return card.text_de
    return card.text


def leader_title(leader: Leader, code: str | None = None) -> str:
    """The leader's title ("The Wise", "Der Weise")."""
    if _code(code) == "de" and leader.title_de:
        return leader.title_de
    return leader.title


def card_words(db: CardDB, english: str, code: str | None = None) -> str:
    """A word an ability shows by itself, in the language: a `choose_one` branch's label (as
    an Option("branch") carries it) or a `name_faction` hint template (with the same
    placeholders, to be filled in that language)."""
    if _code(code) == "de":
        return db.choices_de.get(english, english)
    return english

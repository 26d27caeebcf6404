"""A card's name and text in the language texts are produced in: the one way the UI, the
log and the help show a card's words.

Pure: the language is an argument, or `hidden_leaders_qt.language.language()` when it is
not given. A card without German (a card folder of the player's own lacking `de/`) shows
its English.
"""

from functools import lru_cache

from hidden_leaders_qt.engine.data.cards import CardDB, FateCard, HeroCard, Leader, default_db
from hidden_leaders_qt.engine.modules.artifact_cards import ArtifactSide
from hidden_leaders_qt.engine.words.german_grammar import Article, Case, GermanNoun, decline
from hidden_leaders_qt.language import LANGUAGES, language, marked

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


def german_name(card: NamedCard, case: Case = "nom", article: Article = "definite") -> str:
    """The card's German name as a sentence needs it: `german_name(bag, "acc")` is "den
    Blühenden Beutel", `german_name(bag, "dat", "indefinite")` "einem Blühenden Beutel". A
    proper name ("Keen Koi") and a card without German (its English) stay as they are."""
    if card.grammar_de is None:
        return card.name
    return decline(card.grammar_de, case, article)


def sentence_name(card: NamedCard, case: Case = "nom") -> str:
    """The card's name where a sentence in the language of the moment puts it: the English
    name, or the German declined with its article ("den Springenden Schamanen")."""
    return german_name(card, case) if _code(None) == "de" and card.name_de else card.name


def declined(name: str, case: Case, article: Article = "definite") -> str:
    """A German card name given as its text, declined as `german_name` does; a text that is
    no card's German name (a seat's own card folder, a name made up by a test) stays as it is."""
    grammar = _grammar_by_name().get(name)
    return name if grammar is None else decline(grammar, case, article)


@lru_cache(maxsize=1)
def _grammar_by_name() -> dict[str, GermanNoun]:
    db = default_db()
    cards: list[NamedCard] = [*db.heroes, *db.fates, *db.artifact_sides]
    return {card.name_de: card.grammar_de for card in cards if card.grammar_de is not None and card.grammar_de.gender}


def card_text(card: TextCard, code: str | None = None) -> str:
    """What the card does, in the card's own words."""
    if _code(code) == "de" and card.text_de:
        return marked(card.text_de)
    return card.text


def leader_title(leader: Leader, code: str | None = None) -> str:
    """The leader's title ("The Wise", "Der Weise")."""
    if _code(code) == "de" and leader.title_de:
        return marked(leader.title_de)
    return leader.title


def card_words(db: CardDB, english: str, code: str | None = None) -> str:
    """A word an ability shows by itself, in the language: a `choose_one` branch's label (as
    an Option("branch") carries it) or a `name_faction` hint template (with the same
    placeholders, to be filled in that language)."""
    if _code(code) == "de":
        return marked(db.choices_de[english]) if english in db.choices_de else english
    return english

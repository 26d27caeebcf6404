"""The rulebook's answer to a question a card's words raise, shown where the card is hovered:
what "leading" and "trailing" mean, and that the Buried Emperor cannot be copied. A newcomer
meets these words on the card, so the answer belongs beside the card, not only in Help."""

from PySide6.QtCore import QCoreApplication

from hidden_leaders_qt.engine.data.cards import HeroCard

translate = QCoreApplication.translate

# the English card text is the one the check reads, whatever the language shown
_MARKER_WORDS = ("leading", "trailing")
_COPY_WORDS = ("as if you played", "as if you had played", "as though you had played")


def card_terms(hero: object) -> str:
    """The notes on a hero's words, one a line, or nothing when its words need none (or it
    is no hero: a leader, a piece, a card back)."""
    if not isinstance(hero, HeroCard):
        return ""
    notes = []
    text = hero.text.lower()
    if any(word in text for word in _MARKER_WORDS):
        notes.append(
            translate(
                "card_terms",
                "Leading marker: the one farther right on the power track; trailing: the one farther left. "
                "On the same space neither leads nor trails.",
            )
        )
    if hero.faction == "all":
        notes.append(
            translate(
                "card_terms",
                "The Buried Emperor counts as one hero of all four factions and has no ability, "
                "so it cannot be copied: a card that performs a hero as if played gets nothing from it.",
            )
        )
    elif any(word in text for word in _COPY_WORDS):
        notes.append(
            translate(
                "card_terms",
                "The Emperor in the Graveyard cannot be copied: it has no ability to perform.",
            )
        )
    return "\n".join(notes)
